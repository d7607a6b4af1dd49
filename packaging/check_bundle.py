"""Prove that the built bundle starts and has everything it loads at run time (CI runs this
after packaging/build.py). Exits non-zero, saying what failed, on any missing module or
resource. Usage: ``python packaging/check_bundle.py [dist/SnakesAndLadders]``."""

from __future__ import annotations

import json
import os
import runpy
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRESETS = ROOT / "resources" / "presets"
BUDGET_MB = 230  # the Linux folder's budget (150 before Pillow's core, 6 MB, came for the GIF export;
# 155 before scipy's sparse solve, about 40 MB with its own OpenBLAS, came for the exact analysis;
# 200 before Play from Phones and Speak Turns: Qt's network, HTTP server, WebSockets and speech;
# the print shop's pikepdf, with qpdf (lxml left out), adds about 12 MB)
QT_MODULES = {
    "QtCore",
    "QtGui",
    "QtWidgets",
    "QtSvg",
    "QtPrintSupport",
    "QtNetwork",
    "QtConcurrent",
    "QtHttpServer",
    "QtWebSockets",
    "QtTextToSpeech",
}
"""PySide6's modules the bundle carries: the app's, and of PySide6-Addons only the room's and Speak Turns'."""
ADDONS_LEFT_OUT = (
    "libQt6Quick",
    "libQt6Qml",
    "libQt6VirtualKeyboard",
    "libQt6Pdf",
    "libQt6WebEngine",
    "libQt63D",
    "libavcodec",
    "plugins/multimedia/",
    "libqtexttospeech_mock",
    "libqtvirtualkeyboard",
)
"""What PySide6-Addons would bring that the bundle must not carry (packaging/snl-desktop.spec leaves it out)."""


def _env(home: Path) -> dict[str, str]:
    return {
        **os.environ,
        "QT_QPA_PLATFORM": "offscreen",
        "HOME": str(home),
        "XDG_CONFIG_HOME": str(home / ".config"),
        "XDG_DATA_HOME": str(home / ".local" / "share"),
    }


def run(exe: Path, *args: str | Path, home: Path) -> subprocess.CompletedProcess[str]:
    done = subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True, env=_env(home), timeout=120)
    if done.returncode != 0 or "Traceback" in done.stderr or "ModuleNotFoundError" in done.stderr:
        raise SystemExit(f"FAILED: snl-desktop {' '.join(map(str, args))} (exit {done.returncode})\n{done.stderr}")
    return done


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"FAILED: {path} is not a PNG")
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def probe(exe: Path, home: Path) -> None:
    """``import sqlite3`` works inside the bundle: the entry point's probe (SNL_BUNDLE_PROBE)
    writes and reads back a WAL database with the frozen app's own Python; and the room of
    phones' and Speak Turns' modules import and work there (an HTTP server and a WebSocket server
    listen on the loopback, segno draws the QR code, QtTextToSpeech lists its engines: on Linux
    speech-dispatcher's, never Qt's test engine)."""
    env = {**os.environ, "SNL_BUNDLE_PROBE": str(home), "HOME": str(home), "QT_QPA_PLATFORM": "offscreen"}
    try:
        done = subprocess.run([str(exe)], capture_output=True, text=True, env=env, timeout=60)
    except subprocess.TimeoutExpired:  # a bundle without the probe opens its window instead
        raise SystemExit("FAILED: the bundle has no probe (SNL_BUNDLE_PROBE): rebuild it") from None
    answer = home / "probe.txt"
    said = answer.read_text(encoding="utf-8").strip() if answer.exists() else ""
    if done.returncode != 0 or "journal=wal winner=Lily" not in said:
        raise SystemExit(f"FAILED: sqlite3 in the bundle (exit {done.returncode}): {said or done.stderr}")
    if "http=listening websockets=listening qr=" not in said:
        raise SystemExit(f"FAILED: the room's server (QtHttpServer, QtWebSockets, segno) in the bundle: {said}")
    engines = said.rsplit("tts=", 1)[-1].split()[0] if "tts=" in said else ""
    if "mock" in engines or (sys.platform.startswith("linux") and "speechd" not in engines.split(",")):
        raise SystemExit(f"FAILED: Speak Turns' engines in the bundle are {engines!r} (speechd, not mock)")


LARGE_EXPECTED = 2642.033589927776
"""E[T] of `large_board`, standard rules, by the app's sparse solve in the development venv;
games too long to follow to the end, so before the sparse solve it was only "at least" this."""


def large_board() -> dict[str, object]:
    """A 100×100 board with 203 snakes and ladders, in the snakes/ladders lists form."""
    snakes = {s: s - 150 for s in range(400, 9900, 97)}
    ladders = {s: s + 120 for s in range(203, 9700, 89) if s not in snakes and s + 120 not in snakes}
    return {
        "rows": 100,
        "cols": 100,
        "snakes": [f"{a},{b}" for a, b in snakes.items()],
        "ladders": [f"{a},{b}" for a, b in ladders.items()],
    }


def check_sparse_solve(exe: Path, home: Path) -> None:
    """The exact analysis's sparse solve (scipy.sparse.linalg, csgraph) runs in the bundle."""
    board = home / "large.json"
    board.write_text(json.dumps(large_board()), encoding="utf-8")
    large = json.loads(run(exe, "analyze", board, "--json", home=home).stdout)
    if large["expected_turns"] is None or abs(large["expected_turns"] - LARGE_EXPECTED) > 1e-9 * LARGE_EXPECTED:
        raise SystemExit(f"FAILED: analyze of a 100×100 board gave {large['expected_turns']}, not {LARGE_EXPECTED}")
    finish = json.loads(
        run(exe, "analyze", PRESETS / "milton-bradley.snl", "--json", "--overshoot", "finish", home=home).stdout
    )
    if round(finish["expected_turns"], 2) != 35.83:
        raise SystemExit(f"FAILED: analyze --overshoot finish gave {finish['expected_turns']}")


LANGUAGES = runpy.run_path(str(ROOT / "snl_desktop" / "resources" / "languages.py"))["LANGUAGES"]
"""The languages the app ships: its one list (``snl_desktop/resources/languages.py``, the standard library
only, run by its path)."""


HOSTILE = """
import os, sys
def snakesAndLadders(board):
    if len(board) > 2:  # the attempts on the 2x2 boards (the smallest failing board shows them): quick
        return -1
    found = []
    for attempt in ("open({secret!r}).read()", "open(os.path.join({home!r}, 'pwned'), 'w').write('x')",
                    "__import__('socket').socket()", "os.fork()", "os.kill(os.getppid(), 15)",
                    "__import__('snl_desktop.core.solver')",
                    "sys.path.append({internal!r}) or __import__('snl_desktop.core.solver')"):
        try:
            eval(attempt)
            found.append("DONE " + attempt)
        except BaseException as error:
            found.append(type(error).__name__)
    return " | ".join(found)
"""


def check_sandbox(exe: Path, home: Path) -> None:
    """Check My Code's sandbox in the bundle: a hostile solution reads no file of the user's,
    writes none, opens no socket, starts no process, signals nothing and cannot import the app."""
    secret = home / "id_rsa"
    secret.write_text("PRIVATE")
    hostile = home / "hostile.py"
    hostile.write_text(HOSTILE.format(secret=str(secret), home=str(home), internal=str(exe.parent / "_internal")))
    result = subprocess.run(
        [str(exe), "check", str(hostile)], capture_output=True, text=True, timeout=300, env=_env(home)
    )
    said = result.stdout
    if (
        "Protection: a sandbox" not in said
        or "PermissionError" not in said
        or "DONE" in said
        or "PRIVATE" in said
        or (home / "pwned").exists()
    ):
        raise SystemExit(f"FAILED: the bundle's sandbox let a hostile solution through: {said[:1500]!r}")


def check_languages(exe: Path, home: Path) -> None:
    """The frozen command line speaks the system's language (``LANG``), as the window does: the
    Milton Bradley board's fewest throws said in German, and a screenshot in Arabic."""
    english = run(exe, "solve", PRESETS / "milton-bradley.snl", home=home).stdout
    german = run_in(exe, {"LANG": "de_DE.UTF-8", "LC_ALL": "", "LC_MESSAGES": "", "SNL_LANG": ""}, home)
    said = german_for("Cli", "Fewest throws: {throws}").format(throws=7)
    if said not in german.splitlines():
        raise SystemExit(f"FAILED: LANG=de_DE.UTF-8 solve said {german!r} (in English: {english!r})")
    shot = home / "arabic.png"
    done = subprocess.run(
        [str(exe), "--screenshot", str(shot)],
        capture_output=True,
        text=True,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), "SNL_LANG": "ar"},
        timeout=120,
    )
    if done.returncode != 0 or not shot.exists() or png_size(shot)[0] < 800:
        raise SystemExit(f"FAILED: the window in Arabic (exit {done.returncode}): {done.stderr}")


def german_for(context: str, source: str) -> str:
    """The German catalogue's translation of ``source`` (the words the app must say)."""
    import xml.etree.ElementTree as ET

    root = ET.parse(ROOT / "resources" / "translations" / "snl_desktop_de.ts").getroot()
    for group in root.iter("context"):
        if group.findtext("name") == context:
            for message in group.iter("message"):
                if message.findtext("source") == source:
                    return message.findtext("translation") or source
    raise SystemExit(f"FAILED: the German catalogue has no {source!r}")


def run_in(exe: Path, language: dict[str, str], home: Path) -> str:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "HOME": str(home), **language}
    done = subprocess.run(
        [str(exe), "solve", str(PRESETS / "milton-bradley.snl")], capture_output=True, text=True, env=env, timeout=120
    )
    if done.returncode != 0:
        raise SystemExit(f"FAILED: solve in {language} (exit {done.returncode}): {done.stderr}")
    return done.stdout


def main(argv: list[str]) -> int:
    bundle = Path(argv[0]) if argv else ROOT / "dist" / "SnakesAndLadders"
    exe = bundle / ("snl-desktop.exe" if os.name == "nt" else "snl-desktop")
    if not exe.exists():
        raise SystemExit(f"FAILED: no bundle at {bundle}: run packaging/build.py first")
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        shot = home / "window.png"
        run(exe, "--screenshot", shot, PRESETS / "classic.snl", home=home)
        width, height = png_size(shot)
        if width < 800 or height < 500 or shot.stat().st_size < 20_000:
            raise SystemExit(f"FAILED: the screenshot is {width}×{height}, {shot.stat().st_size} bytes: is it blank?")
        probe(exe, home)
        solved = json.loads(run(exe, "solve", PRESETS / "milton-bradley.snl", "--json", home=home).stdout)
        if solved["min_rolls"] != 7:
            raise SystemExit(f"FAILED: solve gave {solved['min_rolls']} for the Milton Bradley board, not 7")
        for kind in ("svg", "pdf"):  # QtSvg and the PDF writer are in the bundle
            out = home / f"board.{kind}"
            run(exe, "render", PRESETS / "leetcode-6x6.snl", "-o", out, home=home)
            if out.stat().st_size < 1000:
                raise SystemExit(f"FAILED: render wrote an empty {kind}")
        shop = home / "shop.pdf"  # pikepdf and the CMYK profile are in the bundle: a print shop's PDF
        run(exe, "render", PRESETS / "leetcode-6x6.snl", "-o", shop, "--pdfx", "--bleed", "3", home=home)
        if b"/GTS_PDFX" not in shop.read_bytes() or b"/BleedBox" not in shop.read_bytes():
            raise SystemExit("FAILED: render --pdfx did not write a PDF/X with its boxes")
        gif = home / "search.gif"  # Pillow writes the search's animation
        run(exe, "animate", PRESETS / "leetcode-6x6.snl", "-o", gif, "--size", "120", home=home)
        if gif.read_bytes()[:6] != b"GIF89a":
            raise SystemExit("FAILED: animate did not write a GIF")
        # Check My Code runs the student's file in a child of the bundle's own executable (the
        # frozen app has no separate Python): a right solution passes every board.
        solutions = ROOT / "tests" / "fixtures" / "solutions"
        checked = run(exe, "check", solutions / "right_leetcode.py", home=home).stdout
        if "passed" not in checked and "pass" not in checked:
            raise SystemExit(f"FAILED: check of a right solution said {checked[:300]!r}")
        check_sandbox(exe, home)
        analysed = json.loads(run(exe, "analyze", PRESETS / "milton-bradley.snl", "--json", home=home).stdout)
        if round(analysed["expected_turns"], 4) != 39.2251:  # numpy and scipy are in the bundle
            raise SystemExit(f"FAILED: analyze gave {analysed['expected_turns']}")
        check_sparse_solve(exe, home)
        check_languages(exe, home)
        if sys.platform.startswith("linux"):
            env = {
                **os.environ,
                "HOME": str(home),
                "XDG_DATA_HOME": str(home / ".local" / "share"),
                "SNL_BUNDLE": str(bundle),
            }
            subprocess.run(
                ["bash", str(ROOT / "packaging" / "install-linux.sh")], check=True, env=env, capture_output=True
            )
            installed = [
                home / ".local/bin/snl-desktop",
                home / ".local/share/applications/snl-desktop.desktop",
                home / ".local/share/mime/packages/snl-desktop.xml",
                home / ".local/share/icons/hicolor/scalable/apps/snl-desktop.svg",
            ]
            missing = [str(p) for p in installed if not p.exists()]
            if missing:
                raise SystemExit(f"FAILED: install-linux.sh did not install {', '.join(missing)}")
            run(home / ".local/bin/snl-desktop", "validate", PRESETS / "classic.snl", home=home)
            subprocess.run(
                ["bash", str(ROOT / "packaging" / "install-linux.sh"), "--uninstall"],
                check=True,
                env=env,
                capture_output=True,
            )
    # The game's sounds: miniaudio (loaded with the first sound, so found here, not by a run) and
    # the WAV files it plays.
    if not any(bundle.rglob("_miniaudio*")):
        raise SystemExit("FAILED: miniaudio, which plays the game's sounds, is not in the bundle")
    if not any(bundle.rglob("snl_desktop/core/teaching.py")):
        raise SystemExit("FAILED: the BFS Code panel's source (snl_desktop/core/teaching.py) is not in the bundle")
    sounds = {p.stem for p in bundle.rglob("sounds/*.wav")}
    if sounds != {"roll", "step", "ladder", "snake", "win"}:
        raise SystemExit(f"FAILED: the bundle's sounds are {sorted(sounds)}")
    # The animal tokens of the Play room (package data like the sounds): every one the checkout has.
    tokens = {p.stem for p in bundle.rglob("snl_desktop/resources/tokens/*.svg")}
    wanted = {p.stem for p in (ROOT / "resources" / "tokens").glob("*.svg")}
    if tokens != wanted:
        raise SystemExit(f"FAILED: the bundle's token pictures are {sorted(tokens)}, not {sorted(wanted)}")
    # The translations: every language's compiled catalogue, Qt's own for its standard buttons
    # (where Qt has one: not for Hindi), and the fonts of the scripts a bare system may lack.
    catalogues = {p.name for p in bundle.rglob("snl_desktop/resources/translations/*.qm")}
    wanted_catalogues = {f"snl_desktop_{lang.code}.qm" for lang in LANGUAGES}
    if not wanted_catalogues <= catalogues:
        raise SystemExit(f"FAILED: the bundle's translation catalogues are {sorted(catalogues)}")
    if not list(bundle.rglob("snl_desktop/resources/translations/snl_desktop.sha256.json")):
        raise SystemExit("FAILED: the bundle has no checksum list of its catalogues: it would speak English only")
    qt_catalogues = {p.name for p in bundle.rglob("PySide6/Qt/translations/qtbase_*.qm")}
    if not {f"qtbase_{lang.code}.qm" for lang in LANGUAGES if lang.qt_catalogue} <= qt_catalogues:
        raise SystemExit(f"FAILED: Qt's own catalogues in the bundle are {sorted(qt_catalogues)}")
    # The phone's page of Play from Phones (plain HTML, CSS and JS, served by the room): the whole folder.
    phone = {p.name for p in bundle.rglob("snl_desktop/resources/phone/*")}
    wanted_phone = {p.name for p in (ROOT / "resources" / "phone").iterdir()}
    if not wanted_phone or phone != wanted_phone:
        raise SystemExit(f"FAILED: the bundle's phone page files are {sorted(phone)}, not {sorted(wanted_phone)}")
    modules = {p.name.split(".")[0] for p in bundle.rglob("PySide6/Qt*.so") if p.is_file()}
    modules |= {p.name.split(".")[0] for p in bundle.rglob("PySide6/Qt*.pyd")}
    if modules != QT_MODULES and sys.platform.startswith("linux"):
        raise SystemExit(f"FAILED: the bundle's PySide6 modules are {sorted(modules)}, not {sorted(QT_MODULES)}")
    extra = sorted({str(p.relative_to(bundle)) for p in bundle.rglob("*") if any(x in str(p) for x in ADDONS_LEFT_OUT)})
    if extra:
        raise SystemExit(f"FAILED: the bundle carries what PySide6-Addons would bring, unused by the app: {extra}")
    fonts = {p.name for p in bundle.rglob("snl_desktop/resources/fonts/*")}
    wanted_fonts = {p.name for p in (ROOT / "resources" / "fonts").iterdir()}
    if fonts != wanted_fonts:
        raise SystemExit(f"FAILED: the bundle's fonts are {sorted(fonts)}, not {sorted(wanted_fonts)}")
    size = sum(f.stat().st_size for f in bundle.rglob("*") if f.is_file() and not f.is_symlink())
    if sys.platform.startswith("linux") and size > BUDGET_MB * 2**20:
        raise SystemExit(f"FAILED: the bundle is {size / 2**20:.0f} MB, over its {BUDGET_MB} MB budget")
    done = (
        "starts, paints, has sqlite3, solves, checks a student's code, renders SVG/PDF, animates a GIF, "
        "analyses (the sparse solve of a 100×100 board), installs, "
        "speaks German and Arabic, has its sounds, tokens, fonts, catalogues and phone page, serves the room "
        "(HTTP, WebSockets, QR) and has Speak Turns' engine"
    )
    print(f"bundle OK: {bundle} {done} ({size / 2**20:.0f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
