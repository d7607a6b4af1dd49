"""The translation catalogues: compiling them, and the checksums the app trusts them by.

Each language's catalogue is a Qt source, ``resources/translations/snl_desktop_<code>.ts``,
compiled to ``.qm`` by Qt's lrelease; compiled files are never kept in git. They are compiled:

- when the package is built (setup.py: a wheel, and the bundle made from it), into the build;
- in a source checkout, on first use (`compiled`): the app compiles the checkout's own sources
  when a catalogue is missing or was not compiled from them as they are now, beside them, or in
  the user's cache folder when the checkout cannot be written (`cache_folder`: one folder per
  checkout). No earlier install is needed, and no other checkout's catalogue is read;
- by ``tools/translations.py release``, beside the sources (`write_manifest`).

Wherever they are compiled, `MANIFEST` is written beside them: the SHA-256 of each ``.qm`` and
of the ``.ts`` it was compiled from. The app loads a catalogue only when its bytes have the sum
written there (`words.languages`): a damaged catalogue can crash Qt's translator (2 000 flipped
bytes in the German one made the app segfault), so one that does not match, or that the list
does not name, is not loaded and the app speaks English. A source checkout trusts what it
compiled itself from its own sources: there, a catalogue that does not match is compiled again.

Every file is written whole (a temporary file beside it, then renamed), and every language is
compiled at once: two processes compiling the same sources at the same time write the same
bytes, and a reader finds the old files or the new, never half of one.

The standard library only (PySide6 is imported only to find lrelease), with no import of the
package: setup.py and ``tools/translations.py`` load this file by its path, before anything is
installed."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sys
import tempfile
from pathlib import Path

MANIFEST = "snl_desktop.sha256.json"
"""The checksum list, beside the catalogues: ``{"snl_desktop_de.qm": "<sha256>",
"snl_desktop_de.ts": "<sha256 of the source it was compiled from>", ...}``."""
CATALOGUES = "snl_desktop_*.qm"
SOURCES = "snl_desktop_*.ts"
"""Each language's source (not the template, ``snl_desktop.ts``, which no language speaks)."""
LRELEASE_SECONDS = 120
"""The longest one lrelease may take (one catalogue takes a few hundredths of a second)."""


def digest(data: bytes) -> str:
    """The SHA-256 of a catalogue's bytes, in hexadecimal."""
    return hashlib.sha256(data).hexdigest()


def read_manifest(data: bytes) -> dict[str, str]:
    """The checksums a `MANIFEST`'s bytes list (empty when they are not such a list)."""
    try:
        doc = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return {}
    if not isinstance(doc, dict):
        return {}
    return {name: value for name, value in doc.items() if isinstance(name, str) and isinstance(value, str)}


def _write_whole(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` through a temporary file beside it, renamed over it (raises
    OSError when the folder cannot be written)."""
    handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.chmod(temporary, 0o644)  # as any file written (a temporary file is its owner's only)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _write_sums(folder: Path, sums: dict[str, str]) -> Path:
    path = folder / MANIFEST
    _write_whole(path, (json.dumps(sums, indent=1, sort_keys=True) + "\n").encode("utf-8"))
    return path


def write_manifest(folder: Path) -> Path:
    """Write the checksums of every catalogue in ``folder``, and of the source beside each, to
    its `MANIFEST` (after compiling them there)."""
    sums: dict[str, str] = {}
    for qm in sorted(folder.glob(CATALOGUES)):
        sums[qm.name] = digest(qm.read_bytes())
        source = qm.with_suffix(".ts")
        if source.is_file():
            sums[source.name] = digest(source.read_bytes())
    return _write_sums(folder, sums)


def lrelease() -> list[str]:
    """Qt's lrelease, from the PySide6 installed beside this Python (``pyside6-lrelease`` on the
    PATH otherwise)."""
    import PySide6

    folder = Path(PySide6.__file__).parent
    for name in ("lrelease", "lrelease.exe"):
        if (folder / name).is_file():
            return [str(folder / name)]
    return ["pyside6-lrelease"]


def _lrelease(source: bytes) -> bytes:
    """The catalogue compiled from a ``.ts`` file's bytes (the very bytes given: a copy is
    compiled, so the checksum written is that of the source compiled)."""
    import subprocess  # only to compile: a start finds its catalogues compiled

    with tempfile.TemporaryDirectory(prefix="snl-catalogue-") as scratch:
        ts, qm = Path(scratch) / "catalogue.ts", Path(scratch) / "catalogue.qm"
        ts.write_bytes(source)
        subprocess.run(
            [*lrelease(), "-silent", str(ts), "-qm", str(qm)],
            check=True,
            capture_output=True,
            timeout=LRELEASE_SECONDS,
        )
        return qm.read_bytes()


def compile_catalogues(sources: Path, into: Path | None = None) -> Path:
    """Compile every language's source in ``sources`` (`SOURCES`) to its catalogue in ``into``
    (beside the sources when not given; made if missing), and write `MANIFEST` there; its path.
    Raises OSError when ``into`` cannot be written or lrelease cannot be run, and
    subprocess.SubprocessError when lrelease fails."""
    into = into or sources
    into.mkdir(parents=True, exist_ok=True)
    sums: dict[str, str] = {}
    for ts in sorted(sources.glob(SOURCES)):
        source = ts.read_bytes()
        made = _lrelease(source)
        qm = into / ts.with_suffix(".qm").name
        _write_whole(qm, made)
        sums[qm.name], sums[ts.name] = digest(made), digest(source)
    return _write_sums(into, sums)


def cache_folder(sources: Path) -> Path | None:
    """Where the catalogues of the checkout whose sources are in ``sources`` are compiled when
    the checkout cannot be written: the user's cache folder (``$XDG_CACHE_HOME``, else
    ``~/.cache``; ``~/Library/Caches`` on macOS, ``%LOCALAPPDATA%`` on Windows), in
    ``snl-desktop/catalogues/<a digest of the sources' folder>``: one folder per checkout.
    None without a home."""
    try:
        if sys.platform == "win32":
            base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        elif sys.platform == "darwin":
            base = Path.home() / "Library" / "Caches"
        else:
            xdg = os.environ.get("XDG_CACHE_HOME", "")
            base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".cache"
    except RuntimeError:  # no home folder
        return None
    return base / "snl-desktop" / "catalogues" / digest(str(sources.resolve()).encode("utf-8"))[:16]


def _compiled_from(qm: Path, source: str) -> bool:
    """Whether ``qm`` is the catalogue compiled from the source whose checksum is ``source``, and
    whole: the list beside it gives both sums."""
    try:
        listed = read_manifest((qm.parent / MANIFEST).read_bytes())
        data = qm.read_bytes()
    except OSError:
        return False
    return listed.get(qm.with_suffix(".ts").name) == source and listed.get(qm.name) == digest(data)


def compiled(qm: Path) -> Path:
    """Where the catalogue ``qm`` (``.../translations/snl_desktop_de.qm``) is to be read from.

    Without its source beside it (an installed package, the bundle, a copy of the catalogues)
    it is ``qm`` itself, as the build made it. Beside its source (a source checkout) it is the
    catalogue compiled from that source as it is now: the one already compiled in the checkout
    or in its `cache_folder`; else every language is compiled again (`compile_catalogues`), in
    the checkout when it can be written, else in the cache folder. When nothing can be compiled
    (no lrelease), ``qm`` itself: the app loads it only if the list beside it vouches for it."""
    try:
        source = digest(qm.with_suffix(".ts").read_bytes())
    except OSError:
        return qm
    cache = cache_folder(qm.parent)
    places = [qm.parent] if cache is None else [qm.parent, cache]
    for place in places:
        if _compiled_from(place / qm.name, source):
            return place / qm.name
    import subprocess  # (its error below) only to compile: not a start-up cost

    for place in places:
        try:
            compile_catalogues(qm.parent, place)
        except OSError:  # this place cannot be written (or lrelease is missing): the next
            continue
        except subprocess.SubprocessError:
            break
        return place / qm.name
    return qm
