"""Qt's own texts that our catalogues carry too: the standard buttons' words (OK, Cancel,
Close…) and the message box's details button, under Qt's own contexts. Qt ships catalogues
for German, Spanish, French and Arabic (``qtbase_*.qm``) but none for Hindi, where these would
stay English; a catalogue of ours installed after Qt's answers first, so ours give the words in
every language (`tools/translations.py qt` copies Qt's own translations where it has them).

Nothing reads this tuple: it is here for lupdate, which extracts each text."""

from __future__ import annotations

from ..core.message import phrase

QT_TEXTS = (
    phrase("QPlatformTheme", "OK"),
    phrase("QPlatformTheme", "Save"),
    phrase("QPlatformTheme", "Save All"),
    phrase("QPlatformTheme", "Open"),
    phrase("QPlatformTheme", "&Yes"),
    phrase("QPlatformTheme", "Yes to &All"),
    phrase("QPlatformTheme", "&No"),
    phrase("QPlatformTheme", "N&o to All"),
    phrase("QPlatformTheme", "Abort"),
    phrase("QPlatformTheme", "Retry"),
    phrase("QPlatformTheme", "Ignore"),
    phrase("QPlatformTheme", "Close"),
    phrase("QPlatformTheme", "Cancel"),
    phrase("QPlatformTheme", "Discard"),
    phrase("QPlatformTheme", "Help"),
    phrase("QPlatformTheme", "Apply"),
    phrase("QPlatformTheme", "Reset"),
    phrase("QPlatformTheme", "Restore Defaults"),
    phrase("QMessageBox", "Show Details..."),
    phrase("QMessageBox", "Hide Details..."),
)
