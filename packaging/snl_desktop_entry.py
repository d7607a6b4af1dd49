"""The bundle's entry point: the same command as the installed ``snl-desktop``.

With ``SNL_BUNDLE_PROBE=<folder>`` in the environment (packaging/check_bundle.py sets it) it
instead proves what the app imports only at some moments works in the frozen app: Python's
sqlite3 (the game history) writes and reads back a WAL database in that folder; the room of
phones' modules (QtHttpServer and QtWebSockets listen on the loopback, segno draws a QR code)
and Speak Turns' QtTextToSpeech (its engines listed). It writes the answer to
``<folder>/probe.txt`` (a windowed app on Windows has no stdout) and exits."""

import os
import sys


def probe(folder: str) -> int:
    import sqlite3

    path = os.path.join(folder, "probe.sqlite3")
    db = sqlite3.connect(path)
    with db:
        mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        db.execute("CREATE TABLE game (winner TEXT)")
        db.execute("INSERT INTO game VALUES ('Lily')")
    db.close()
    winner = sqlite3.connect(path).execute("SELECT winner FROM game").fetchone()[0]
    with open(os.path.join(folder, "probe.txt"), "w", encoding="utf-8") as out:
        out.write(f"sqlite3 {sqlite3.sqlite_version} journal={mode} winner={winner}\n")
        out.write(f"{room_and_voice()}\n")
    return 0


def room_and_voice() -> str:
    """The room's server and Speak Turns' engine in the frozen app, in one line."""
    import segno
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtHttpServer import QHttpServer
    from PySide6.QtNetwork import QHostAddress, QTcpServer
    from PySide6.QtTextToSpeech import QTextToSpeech
    from PySide6.QtWebSockets import QWebSocketServer

    app = QCoreApplication.instance() or QCoreApplication([])
    http = QHttpServer()
    tcp = QTcpServer()
    listening = tcp.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0) and http.bind(tcp)
    sockets = QWebSocketServer("probe", QWebSocketServer.SslMode.NonSecureMode)
    live = sockets.listen(QHostAddress(QHostAddress.SpecialAddress.LocalHost), 0)
    qr = segno.make("http://127.0.0.1:8000/?room=1234", error="m")
    engines = ",".join(sorted(QTextToSpeech.availableEngines())) or "none"
    sockets.close()
    tcp.close()
    del app
    said = {True: "listening", False: "failed"}
    return f"http={said[bool(listening)]} websockets={said[bool(live)]} qr={qr.symbol_size()[0]} tts={engines}"


if os.environ.get("SNL_BUNDLE_PROBE"):
    sys.exit(probe(os.environ["SNL_BUNDLE_PROBE"]))

from snl_desktop.cli import main  # noqa: E402

raise SystemExit(main())
