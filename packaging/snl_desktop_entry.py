"""The bundle's entry point: the same command as the installed ``snl-desktop``.

With ``SNL_BUNDLE_PROBE=<folder>`` in the environment (packaging/check_bundle.py sets it) it
instead proves what the app imports only at some moments works in the frozen app: Python's
sqlite3 (the game history) writes and reads back a WAL database in that folder. It writes
the answer to ``<folder>/probe.txt`` (a windowed app on Windows has no stdout) and exits."""

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
    return 0


if os.environ.get("SNL_BUNDLE_PROBE"):
    sys.exit(probe(os.environ["SNL_BUNDLE_PROBE"]))

from snl_desktop.cli import main  # noqa: E402

raise SystemExit(main())
