"""Application set-up: the QApplication's names and icon, the main window, and the headless
``--screenshot`` mode that saves a picture of the window after its first paint."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication

from .. import APP_NAME, __version__
from ..core.files.boards import BoardFile
from ..core.files.safe_io import atomic_write_bytes
from ..resources import FOLDER
from ..words import languages, spoken
from .document.document import BoardDocument
from .kit.focus_style import install_focus_ring
from .kit.fonts import load_script_fonts
from .kit.garbage import collect_on_the_event_loop
from .kit.rooms import Room
from .kit.settings import read_text
from .kit.settings_keys import SettingKey
from .shell.main_window import MainWindow
from .shell.rooms import start_room

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

    from ..core.files.games import GameRecord

DESKTOP_FILE_NAME = "snl-desktop"
SCREENSHOT_TIMEOUT_MS = 15000
STARTUP_TRACE_ENV = "SNL_DESKTOP_STARTUP_TRACE"
"""When set, the window's first paint is reported on stderr as ``first-paint <unix time> <CPU
seconds used so far>`` (to measure start-up; see tests/benchmarks/startup.py)."""


def app_icon() -> QIcon:
    """The app's icon, drawn from the SVG shipped in the resources at several sizes. (Its Qt
    classes are imported here, after the first paint: see ``set_icon_after_first_paint``.)"""
    from PySide6.QtGui import QIcon, QPixmap

    data = (FOLDER / "icons" / "snl-desktop.svg").read_bytes()
    pixmap = QPixmap()
    pixmap.loadFromData(data, "SVG")
    icon = QIcon(pixmap)
    for size in (16, 32, 48, 64, 128):
        icon.addPixmap(
            pixmap.scaled(size, size, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.SmoothTransformation)
        )
    return icon


def create_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), named so the desktop shows the right name (its icon
    follows: ``set_icon_after_first_paint``), speaking the chosen language (``SNL_LANG``, the
    ``language`` setting, else the system's)."""
    existing = QCoreApplication.instance()
    if existing is None:
        app = start_qt(argv if argv is not None else sys.argv[:1])
    elif isinstance(existing, QApplication):
        app = existing
    else:  # a terminal command's bare application: no window can be made in this process
        raise RuntimeError("a QCoreApplication exists already: the window needs a QApplication")
    app.setOrganizationName("snl-desktop")
    app.setApplicationName(APP_NAME)
    app.setApplicationDisplayName(APP_NAME)
    app.setApplicationVersion(__version__)
    app.setDesktopFileName(DESKTOP_FILE_NAME)
    collect_on_the_event_loop(app)  # never inside a Qt call: see kit.garbage
    install_focus_ring(app)  # the keyboard focus drawn so that it is seen, in every theme
    check_settings_before_reading(app)
    language = languages.chosen_language(read_text(QSettings(), SettingKey.LANGUAGE, "", 32))
    languages.use(app, language)
    if languages.shipped_font(language):  # the window's text needs them at once; else after the first paint
        load_script_fonts()
    return app


def check_settings_before_reading(app: QCoreApplication) -> None:
    """Before the first ``QSettings`` reads them: the settings files that are not regular
    files of a sane size (a pipe would block the start for ever) are moved aside and logged
    (`core.files.own_files`)."""
    from PySide6.QtCore import QStandardPaths

    from ..core.files.own_files import check_settings_files
    from ..log import logger

    config = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    if config:
        for aside in check_settings_files(config, app.organizationName(), app.applicationName()):
            logger(__name__).warning("%s", aside.why.english())


def start_qt(argv: list[str]) -> QApplication:
    """The QApplication, made with a net under Qt's start: when its platform cannot start
    (one the checks before Qt could not judge, see `display`), Qt writes why and aborts (a
    core dump). Here what it writes while starting is held back; a fatal error is said in one
    line instead (`display.qt_fatal_said`, escaped for the terminal) and the process exits 1.
    What Qt wrote is passed on to stderr when it starts after all."""
    from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

    said: list[str] = []

    def hold(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
        if kind == QtMsgType.QtFatalMsg:
            _stop_before_qt_aborts(said)
        category = context.category if context is not None else None
        said.append(f"{category}: {text}" if category and category != "default" else text)

    previous = qInstallMessageHandler(hold)
    try:
        app = QApplication(argv)
    finally:
        qInstallMessageHandler(previous)
    for line in said:
        print(line, file=sys.stderr)
    return app


def _stop_before_qt_aborts(said: list[str]) -> None:
    """Say why Qt's platform could not start, and exit 1 before Qt aborts the process."""
    from ..display import platform_order, qt_fatal_said

    message = qt_fatal_said(";".join(platform_order(os.environ)), said)
    try:
        from ..words import say

        text = say(message)
    except Exception:  # nothing may stop this line from being written
        text = message.english()
    print(text, file=sys.stderr, flush=True)
    sys.stdout.flush()
    os._exit(1)  # Qt aborts when this handler returns: nothing else to clean up yet


def set_icon_after_first_paint(app: QApplication, window: MainWindow) -> None:
    """Give the app (and so every window) its icon once ``window`` has been painted: drawing it
    loads Qt's SVG plugin and takes a few milliseconds, off the start-up path. (A 0 ms timer
    would not do: it fires before the first paint.)"""
    window.first_painted.connect(lambda: app.setWindowIcon(app_icon()))


def save_screenshot(window: MainWindow, out: Path) -> bool:
    """Write a PNG of the whole window; False when the image cannot be written. It goes through
    the app's safe write: a pipe or a device is written through (or refused at once when nobody
    reads it), never waited on, and a regular file is replaced whole."""
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not window.grab().save(buffer, "PNG"):
        return False
    try:
        atomic_write_bytes(out, bytes(data.data()))
    except OSError:
        return False
    return True


def run(
    loaded: BoardFile | GameRecord | None = None,
    path: Path | None = None,
    screenshot: Path | None = None,
    open_error: str = "",
    home_notice: str = "",
) -> int:
    """Start the app on ``loaded`` (the built-in classic board when None; a saved game is
    resumed in Play mode on its board); with ``screenshot`` save a picture of the window after
    the first paint and exit instead of waiting for the user. The exit code: Quit's 0, or 128 +
    the signal's number when the session ended under the window (`shell.session_end`)."""
    app = create_application()
    document = None
    if isinstance(loaded, BoardFile):
        document = BoardDocument(loaded.board, loaded.rules, loaded.name, path if loaded.kind == "snl" else None)
    elif loaded is not None:
        document = BoardDocument(loaded.board, loaded.rules, loaded.name)
    settings = QSettings()
    if loaded is None:  # a plain start: the start screen (or the last room, when asked for)
        room = start_room(settings)
    else:  # a file goes straight to its room: a board to Design (a saved game's resume asks for Play)
        room = Room.DESIGN
    window = MainWindow(document, settings=settings, room=room)
    if loaded is not None and not isinstance(loaded, BoardFile):
        saved = path.name if path is not None else QCoreApplication.translate("Start", "the saved game")
        window.play.resume(loaded, saved)
    set_icon_after_first_paint(app, window)
    window.first_painted.connect(load_script_fonts)  # names typed in Hindi or Arabic render on a bare system
    if os.environ.get(STARTUP_TRACE_ENV):
        window.first_painted.connect(lambda: _trace_first_paint(window))
    if screenshot is not None:
        window.resize(1280, 860)
        result = {"code": 1}

        def shoot() -> None:
            if save_screenshot(window, screenshot):
                result["code"] = 0
            else:
                why = spoken(QCoreApplication.translate("Start", "cannot write {file}"), file=screenshot)
                print(f"snl-desktop: error: {why}", file=sys.stderr)
            app.exit(result["code"])

        window.first_painted.connect(shoot)
        window.show()

        def too_slow() -> None:
            why = QCoreApplication.translate("Start", "the window was not painted in time")
            print(f"snl-desktop: error: {why}", file=sys.stderr)
            app.exit(1)

        QTimer.singleShot(SCREENSHOT_TIMEOUT_MS, too_slow)
        app.exec()
        window.deleteLater()
        return result["code"]
    from .shell.error_report import ErrorReporter, setup_logging  # not for --screenshot: start-up time
    from .shell.session_end import SessionEnd

    reporter = ErrorReporter(window, setup_logging(), before_showing=window.autosave_now)
    reporter.install()
    session_end = SessionEnd(window)  # logout, a closed terminal, Ctrl+C: autosaved, closed
    session_end.install()
    window.show()
    ask_start_questions(window, loaded, path, open_error, home_notice)
    try:
        return app.exec()
    finally:
        session_end.uninstall()
        reporter.uninstall()


def _trace_first_paint(window: MainWindow) -> None:
    times = window.first_paint_times
    if times is not None:
        print(f"first-paint {times[0]:.6f} {times[1]:.6f}", file=sys.stderr, flush=True)


def ask_start_questions(
    window: MainWindow,
    loaded: BoardFile | GameRecord | None,
    path: Path | None,
    open_error: str = "",
    home_notice: str = "",
) -> None:
    """After the window's first paint (on screen and complete): say that the home folder
    cannot be used (``home_notice``, once), then why the asked-for file could not be opened,
    or offer unsaved work a previous session left (for the file opened, or for a plain start),
    and on a plain start the game it did not finish."""
    if home_notice:
        title = QCoreApplication.translate("Start", "No home folder")
        window.first_painted.connect(lambda: window.prompter.error(title, home_notice))
    if open_error:
        title = QCoreApplication.translate("Start", "Cannot open board")
        window.first_painted.connect(lambda: window.prompter.error(title, open_error))
    elif loaded is not None and not isinstance(loaded, BoardFile):
        return  # a saved game was asked for: it is on the board already
    elif loaded is None or path is not None:  # a board from stdin is never swapped for old work
        window.first_painted.connect(lambda: window.offer_recovery(path if loaded is not None else None))
        if loaded is None:
            window.first_painted.connect(lambda: window.play.offer_resume())
