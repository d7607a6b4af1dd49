"""Every key of the app's settings, in one place: what each holds, its group (the part before
the ``/``, a section of the settings file) and its name. Code reads and writes a setting only
by its `SettingKey` (through `ui.kit.settings`'s typed reads), never by a string of its own, so a key
is spelt once, a damaged file's test damages every key there is, and a reader and its writer
cannot drift apart. The strings are the settings file's: changing one forgets what users chose."""

from __future__ import annotations

from enum import StrEnum, unique

__all__ = ["SettingKey"]


@unique
class SettingKey(StrEnum):
    """A settings key (a `str`: QSettings takes it as it is)."""

    LANGUAGE = "language"
    """The language chosen in View → Preferences… ("" or missing: the system's), a code of
    `resources.languages`; read at start (`ui.app`), before the window."""
    THEME = "view/theme"
    """View → Theme: "standard", "high-contrast" or "system" (`kit.theme_choice`)."""
    TEXT_SIZE = "view/text_size"
    """View → Text Size: "normal", "large" or "huge" (`kit.text_size`)."""

    WINDOW_GEOMETRY = "window/geometry"
    """The main window's place and size (``QMainWindow.saveGeometry``'s bytes; `shell.layout`)."""
    WINDOW_STATE = "window/state"
    """The docks' layout of versions before the rooms (``saveState``'s bytes): read only, as the
    Design room's first layout when it has none of its own (`shell.rooms`)."""
    PLAY_ROOM_STATE = "rooms/play/state"
    """The Play room's docks and tool bars (``saveState``'s bytes; `shell.rooms`)."""
    DESIGN_ROOM_STATE = "rooms/design/state"
    """The Design room's docks and tool bars (``saveState``'s bytes)."""
    LEARN_ROOM_STATE = "rooms/learn/state"
    """The Learn room's docks and tool bars (``saveState``'s bytes)."""
    LAST_ROOM = "rooms/last"
    """The last room that showed a board ("play", "design" or "learn"; `shell.rooms`)."""
    START_IN_LAST_ROOM = "start/last_room_first"
    """"Start in the last room I used" on the start screen: "true" or "false" (`start.items`)."""

    RECENT_FILES = "recent_files"
    """File → Open Recent: the boards' paths, newest first (a list of text; `files.controller`)."""

    EXPORT_PNG_PAPER = "export/png/paper"
    """The paper of the last export to PNG: a paper's key or "picture" (`files.output_choices`)."""
    EXPORT_SVG_PAPER = "export/svg/paper"
    """The paper of the last export to SVG: a paper's key or "picture"."""
    EXPORT_PDF_PAPER = "export/pdf/paper"
    """The paper of the last export to PDF: a paper's key (a PDF is always pages)."""
    EXPORT_ORIENTATION = "export/orientation"
    """The last export's orientation: "auto", "portrait" or "landscape"."""
    EXPORT_SIZE = "export/size"
    """The last picture export's side, in pixels."""
    EXPORT_DPI = "export/dpi"
    """The last export's dots per inch (one of the dialog's choices)."""
    EXPORT_BLEED = "export/bleed_micrometres"
    """The last export's bleed around the board, in micrometres."""
    EXPORT_CROP_MARKS = "export/crop_marks"
    """Whether the last export drew crop marks: "true" or "false"."""
    EXPORT_COLUMNS = "export/columns"
    """The last PDF poster's sheets across."""
    EXPORT_ROWS = "export/rows"
    """The last PDF poster's sheets down."""
    EXPORT_TRANSPARENT = "export/transparent"
    """Whether the last picture export had a transparent background: "true" or "false"."""
    EXPORT_CAPTION = "export/caption"
    """Whether the last export wrote the board's caption under it: "true" or "false"."""
    EXPORT_PDFX = "export/pdfx"
    """Whether the last PDF export was PDF/X-4 in CMYK for a print shop: "true" or "false"."""
    EXPORT_OUTLINES = "export/outlines"
    """Whether the last SVG export drew its texts as outlines: "true" or "false"."""
    EXPORT_CUSTOM_WIDTH = "export/custom_width_micrometres"
    """The last export's paper of one's own: its width, in micrometres."""
    EXPORT_CUSTOM_HEIGHT = "export/custom_height_micrometres"
    """The last export's paper of one's own: its height, in micrometres."""

    PRINT_PAPER = "print/paper"
    """The last print's paper, by its key ("a4", "letter", …; `files.output_choices`)."""
    PRINT_ORIENTATION = "print/orientation"
    """The last print's orientation: "auto", "portrait" or "landscape"."""
    PRINT_COLUMNS = "print/columns"
    """The last printed poster's sheets across."""
    PRINT_ROWS = "print/rows"
    """The last printed poster's sheets down."""
    PRINT_CAPTION = "print/caption"
    """Whether the last print had the board's caption: "true" or "false"."""
    PRINT_CUSTOM_WIDTH = "print/custom_width_micrometres"
    """The last print's paper of one's own: its width, in micrometres."""
    PRINT_CUSTOM_HEIGHT = "print/custom_height_micrometres"
    """The last print's paper of one's own: its height, in micrometres."""

    ANIMATION_CAPTION = "animation/caption"
    """Whether the search's exported animation or pictures have a caption: "true" or "false"
    (`solver.animation_dialog`)."""
    GENERATOR_LAST = "generator/last"
    """Design → Generate's last targets and seed, as JSON (`editor.generator_dialog`)."""

    PLAY_SPEED = "play/speed"
    """How fast the tokens move: a name of `play.pace.SPEEDS` ("normal", …)."""
    PLAY_LAST_PLAYERS = "play/last_players"
    """The players of the last game, as JSON (names, colours, computers; `play.seats`)."""
    PLAY_RECENT_PLAYERS = "play/recent_players"
    """The families that played before, newest first, as JSON (`play.seats`)."""
    PLAY_GAME_FOLDER = "play/game_folder"
    """The folder a game was last saved to or opened from (`play.session`)."""
    PLAY_ENGINE_STRINGS = "play/engine_strings"
    """Whether the turn log shows the turn engine's own answers (Show the Engine's Strings):
    "true" or "false" (`play.play_actions`)."""
    SOUND_MUTED = "sound/muted"
    """Whether the game's sounds are off: "true" or "false" (`play.sound`)."""
    SOUND_VOLUME = "sound/volume"
    """The game's sound volume, 0 to 100 (`play.sound`)."""
    SPEAK_TURNS = "play/speak_turns"
    """Whether View → Speak Turns says each turn aloud: "true" or "false" (`play.voice`)."""

    @classmethod
    def room_state(cls, room: str) -> SettingKey:
        """The key of the layout of ``room`` (a room's value: "play", "design", "learn");
        ValueError for a room without one."""
        return cls(f"rooms/{room}/state")

    @classmethod
    def export_paper(cls, kind: str) -> SettingKey:
        """The key of the paper of the last export to ``kind`` ("png", "svg" or "pdf");
        ValueError for another."""
        return cls(f"export/{kind}/paper")
