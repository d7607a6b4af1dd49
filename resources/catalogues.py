"""The translation catalogues' checksums. When the catalogues are compiled (setup.py when the
package is built, ``tools/translations.py release``), the SHA-256 of each ``.qm`` is written to
`MANIFEST` beside them (`write_manifest`); the app loads a catalogue only when its bytes have
the sum written there (`words.languages`): a damaged catalogue can crash Qt's translator (2 000
flipped bytes in the German one made the app segfault), so one that does not match, or that
the list does not name, is not loaded and the app speaks English.

The standard library only: setup.py loads this file by its path, before anything is installed."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

MANIFEST = "snl_desktop.sha256.json"
"""The checksum list, beside the catalogues: ``{"snl_desktop_de.qm": "<sha256>", ...}``."""
CATALOGUES = "snl_desktop_*.qm"


def digest(data: bytes) -> str:
    """The SHA-256 of a catalogue's bytes, in hexadecimal."""
    return hashlib.sha256(data).hexdigest()


def write_manifest(folder: Path) -> Path:
    """Write the checksums of every catalogue in ``folder`` to its `MANIFEST` (after compiling)."""
    sums = {qm.name: digest(qm.read_bytes()) for qm in sorted(folder.glob(CATALOGUES))}
    path = folder / MANIFEST
    path.write_text(json.dumps(sums, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return path


def read_manifest(data: bytes) -> dict[str, str]:
    """The checksums a `MANIFEST`'s bytes list (empty when they are not such a list)."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict):
        return {}
    return {name: value for name, value in doc.items() if isinstance(name, str) and isinstance(value, str)}
