"""The history's tables: the games and their players (the data), and the figures kept up to date
beside them (the totals per player and per board, so that the Statistics of 100 000 games are
read in a few milliseconds, whatever the number of players: `totals`).

- `MIGRATIONS` is the list of steps from one schema version (``PRAGMA user_version``) to the next;
  `History` runs every step a file needs in one transaction (`database`).
- `DERIVED` makes the totals' tables and `REBUILD` fills them from the data (the migration to
  version 3; a history whose totals are missing or misshapen is rebuilt the same way). A history
  that cannot be written (read-only, a newer version's) gets them as TEMP tables when it has none.
- `data_problem` says why a file's tables are not this app's history (another program's
  database, a table dropped, a negative version): such a file is set aside, never used.
"""

from __future__ import annotations

import sqlite3

from ..message import Message, phrase

GAMES_COLUMNS = ("id", "key", "played_at", "board_name", "rows", "cols", "fingerprint", "rules", "winner", "turns")
PLAYERS_COLUMNS = (
    "game_id",
    "seat",
    "name",
    "name_key",
    "computer",
    "colour",
    "won",
    "turns",
    "ladders",
    "snakes",
    "longest_climb",
    "longest_slide",
)
PLAYER_TOTALS_COLUMNS = (
    "name_key",
    "computer",
    "name",
    "colour",
    "latest",
    "games",
    "wins",
    "longest_climb",
    "most_snakes",
    "longest_slide",
    "ladders",
    "snakes",
)
BOARD_TOTALS_COLUMNS = (
    "fingerprint",
    "name",
    "sort_name",
    "rows",
    "cols",
    "latest",
    "games",
    "fewest_turns",
    "total_turns",
    "longest_climb",
    "most_snakes",
)
BOARD_WINS_COLUMNS = ("fingerprint", "name_key", "computer", "wins")

DATA_TABLES = {"games": GAMES_COLUMNS, "players": PLAYERS_COLUMNS}
DERIVED_TABLES = {
    "player_totals": PLAYER_TOTALS_COLUMNS,
    "board_totals": BOARD_TOTALS_COLUMNS,
    "board_wins": BOARD_WINS_COLUMNS,
}
INDEXES = ("players_by_name", "games_by_board", "games_by_time", "player_totals_by_wins", "board_wins_by_wins")

NAME_KEY_FUNCTION = "snl_name_key"
"""The SQL function (`names.name_key`) a connection that rebuilds the totals must have."""

PLAYER_ORDER = "wins DESC, wins * 1.0 / games DESC, name_key, computer"
"""The players' own order (most wins, then the better rate, then by name): the index's."""


def derived(temp: bool = False) -> tuple[str, ...]:
    """The statements that make the totals' tables, empty (``temp``: as TEMP tables, for a
    history that cannot be written)."""
    table, schema = ("TEMP TABLE", "temp.") if temp else ("TABLE", "")
    return (
        f"DROP TABLE IF EXISTS {schema}player_totals",
        f"DROP TABLE IF EXISTS {schema}board_totals",
        f"DROP TABLE IF EXISTS {schema}board_wins",
        f"""CREATE {table} player_totals (
            name_key TEXT NOT NULL,
            computer INTEGER NOT NULL,
            name TEXT NOT NULL,
            colour TEXT NOT NULL,
            latest INTEGER NOT NULL,
            games INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            longest_climb INTEGER NOT NULL,
            most_snakes INTEGER NOT NULL,
            longest_slide INTEGER NOT NULL,
            ladders INTEGER NOT NULL,
            snakes INTEGER NOT NULL,
            PRIMARY KEY (name_key, computer)
        )""",
        f"""CREATE INDEX {schema}player_totals_by_wins
            ON player_totals (wins DESC, (wins * 1.0 / games) DESC, name_key, computer)""",
        f"""CREATE {table} board_totals (
            fingerprint TEXT NOT NULL PRIMARY KEY,
            name TEXT NOT NULL,
            sort_name TEXT NOT NULL,
            rows INTEGER NOT NULL,
            cols INTEGER NOT NULL,
            latest INTEGER NOT NULL,
            games INTEGER NOT NULL,
            fewest_turns INTEGER NOT NULL,
            total_turns INTEGER NOT NULL,
            longest_climb INTEGER NOT NULL,
            most_snakes INTEGER NOT NULL
        )""",
        f"""CREATE {table} board_wins (
            fingerprint TEXT NOT NULL,
            name_key TEXT NOT NULL,
            computer INTEGER NOT NULL,
            wins INTEGER NOT NULL,
            PRIMARY KEY (fingerprint, name_key, computer)
        )""",
        f"CREATE INDEX {schema}board_wins_by_wins ON board_wins (fingerprint, wins DESC, name_key, computer)",
    )


REBUILD: tuple[str, ...] = (
    """INSERT INTO player_totals (name_key, computer, name, colour, latest, games, wins, longest_climb, most_snakes,
           longest_slide, ladders, snakes)
       SELECT name_key, computer, '', '', max(rowid), count(*), sum(won), max(longest_climb), max(snakes),
           max(longest_slide), sum(ladders), sum(snakes)
       FROM players GROUP BY name_key, computer""",
    """UPDATE player_totals SET (name, colour) =
       (SELECT p.name, p.colour FROM players AS p WHERE p.rowid = player_totals.latest)""",
    """INSERT INTO board_totals (fingerprint, name, sort_name, rows, cols, latest, games, fewest_turns, total_turns,
           longest_climb, most_snakes)
       SELECT fingerprint, '', '', 0, 0, max(id), count(*), min(turns), sum(turns), 0, 0
       FROM games GROUP BY fingerprint""",
    f"""UPDATE board_totals SET (name, sort_name, rows, cols) =
       (SELECT g.board_name, {NAME_KEY_FUNCTION}(g.board_name), g.rows, g.cols FROM games AS g
        WHERE g.id = board_totals.latest)""",
    """UPDATE board_totals SET (longest_climb, most_snakes) = (
           SELECT coalesce(max(records.climb), 0), coalesce(max(records.snakes), 0) FROM (
               SELECT g.fingerprint AS fingerprint, max(p.longest_climb) AS climb, max(p.snakes) AS snakes
               FROM players AS p JOIN games AS g ON g.id = p.game_id GROUP BY g.fingerprint
           ) AS records WHERE records.fingerprint = board_totals.fingerprint)""",
    """INSERT INTO board_wins (fingerprint, name_key, computer, wins)
       SELECT g.fingerprint, p.name_key, p.computer, count(*)
       FROM players AS p JOIN games AS g ON g.id = p.game_id WHERE p.won
       GROUP BY g.fingerprint, p.name_key, p.computer""",
)
"""Fill the (empty) totals from the games and players."""

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 → 1: the games and their players
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            key TEXT NOT NULL UNIQUE,
            played_at TEXT NOT NULL,
            board_name TEXT NOT NULL,
            rows INTEGER NOT NULL,
            cols INTEGER NOT NULL,
            fingerprint TEXT NOT NULL,
            rules TEXT NOT NULL,
            winner TEXT NOT NULL,
            turns INTEGER NOT NULL
        )""",
        """CREATE TABLE players (
            game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            name TEXT NOT NULL,
            name_key TEXT NOT NULL,
            computer INTEGER NOT NULL,
            colour TEXT NOT NULL,
            won INTEGER NOT NULL,
            turns INTEGER NOT NULL,
            ladders INTEGER NOT NULL,
            snakes INTEGER NOT NULL,
            longest_climb INTEGER NOT NULL,
            longest_slide INTEGER NOT NULL,
            PRIMARY KEY (game_id, seat)
        )""",
    ),
    # 1 → 2: what the statistics group by, indexed
    (
        "CREATE INDEX players_by_name ON players (name_key, computer)",
        "CREATE INDEX games_by_board ON games (fingerprint)",
    ),
    # 2 → 3: the totals per player and per board, kept with each game (and the dates, indexed)
    ("CREATE INDEX games_by_time ON games (played_at)", *derived(), *REBUILD),
)
SCHEMA_VERSION = len(MIGRATIONS)


def user_tables(connection: sqlite3.Connection, schema: str = "main") -> dict[str, set[str]]:
    """The tables of ``schema`` (not SQLite's own) and their columns."""
    names = [
        row[0]
        for row in connection.execute(
            f"SELECT name FROM {schema}.sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'"
        )
    ]
    return {
        name: {row[1] for row in connection.execute(f"PRAGMA {schema}.table_info({_quoted(name)})")} for name in names
    }


def indexes(connection: sqlite3.Connection) -> set[str]:
    return {row[0] for row in connection.execute("SELECT name FROM sqlite_master WHERE type = 'index'")}


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def data_problem(connection: sqlite3.Connection, version: int) -> Message | None:
    """Why the file open on ``connection`` (at schema ``version``) is not a history of this app
    (None: it is one, or an empty new file)."""
    if version < 0:
        return phrase("History", "its schema version ({version}) is not one this app ever writes").of(version=version)
    tables = user_tables(connection)
    if version == 0:
        if tables:
            return phrase("History", "it holds tables this app did not make ({tables})").of(
                tables=", ".join(sorted(tables)[:6])
            )
        return None
    for table, columns in DATA_TABLES.items():
        if table not in tables:
            return phrase("History", "its table “{table}” is missing").of(table=table)
        missing = [column for column in columns if column not in tables[table]]
        if missing:
            return phrase("History", "its table “{table}” lacks the columns {columns}").of(
                table=table, columns=", ".join(missing)
            )
    return None


def derived_sound(connection: sqlite3.Connection, schema: str = "main") -> bool:
    """Whether the totals' tables (and every index) are there, in the shape this app keeps."""
    tables = user_tables(connection, schema)
    for table, columns in DERIVED_TABLES.items():
        if table not in tables or not set(columns) <= tables[table]:
            return False
    return schema != "main" or set(INDEXES) <= indexes(connection)


def repair(connection: sqlite3.Connection) -> None:
    """Make the indexes and the totals again, from the data (in the caller's transaction)."""
    connection.execute("CREATE INDEX IF NOT EXISTS players_by_name ON players (name_key, computer)")
    connection.execute("CREATE INDEX IF NOT EXISTS games_by_board ON games (fingerprint)")
    connection.execute("CREATE INDEX IF NOT EXISTS games_by_time ON games (played_at)")
    for statement in (*derived(), *REBUILD):
        connection.execute(statement)


def derive_in_temp(connection: sqlite3.Connection) -> None:
    """The totals of a history that cannot be written, made as TEMP tables on ``connection``
    (they go with it)."""
    for statement in (*derived(temp=True), *REBUILD):
        connection.execute(statement)
