"""Saved games (`.snlgame`): the board, the rules, the players and
the dice of every turn, as UTF-8 JSON::

    {"format": "snl-game", "version": 1, "name": "...",
     "board": {"rows": 10, "cols": 10, "matrix": [[...], ...]},
     "rules": {"extra_roll_on_six": true, "three_sixes_void": true, "overshoot": "stay", "start": "square-1"},
     "players": [{"id": "A", "colour": "#d62728", "animal": "owl"},
                 {"id": "B", "colour": "#1f77b4", "computer": true, "wins": 2}],
     "turns": [{"player": "A", "dice": [6, 3]}, ...],
     "pending": [6]}

Rules of the format:

- The file stores the dice, never the positions: opening a game replays every turn through the
  turn engine (`SnakeAndLadderGame.play`), so a file can only ever hold a game the engine allows.
  A turn the engine refuses (``"INVALID MOVE"``, ``"GAME COMPLETED"``, illegal dice) makes the
  whole file refused, with a message naming the turn (1-based), the player and the dice.
- Everything is checked before work is spent on it: the size of the file (by ``stat``, before
  reading), the JSON (no NaN, no huge integers, no crushing nesting), the format and version,
  the board (as a `.snl` board is checked), the rules, 1 to 10 players with unique ids and
  ``"#rrggbb"`` colours, at most `MAX_TURNS` turns (counted before any is read), each turn a
  ``{"player": text, "dice": [whole numbers]}`` object (``true`` is not a number).
- Every refusal is a `GameFileError` (a ``ValueError``) whose message is one short line.
- A player is a seat (`Seat`): its ``"id"`` is the player's name; ``"computer": true`` when the
  app throws its dice, ``"animal"`` its token's animal (one of `core.animals.ANIMALS`; a file
  without it, as saved before players chose animals, gives each seat the animal of its place),
  ``"wins"`` the games it has won in this run of rematches (each omitted when it says nothing).
- ``"pending"`` (optional, omitted when empty): the dice already thrown in the unfinished turn
  of the player whose turn it is, each a 6 that earns another throw (so the turn cannot be
  played yet). Autosaves keep it, so a crash between two throws loses no die.
- Saving is atomic (`safe_io.atomic_write_bytes`): a failed save leaves the previous file.
"""

from __future__ import annotations

import json
import os
from typing import Any

from ..board import Board
from ..errors import BoardError
from ..game import Seat
from ..message import Message, phrase
from ..names import name_problem
from ..rules import Rules
from .boards import FORMAT as BOARD_FORMAT
from .boards import VERSION as BOARD_VERSION
from .boards import parse_board_json
from .game_record import (
    MAX_MESSAGE_CHARS,
    MAX_TURNS,
    MAX_WINS,
    GameFileError,
    GameRecord,
    Turn,
    check_count,
    check_players,
    check_seat,
    is_token_colour,
    show,
    turn_player_problem,
)
from .safe_io import MAX_FILE_BYTES, atomic_write_bytes, decode_json, read_data_file

__all__ = [
    "GAME_FORMAT",
    "GAME_VERSION",
    "MAX_MESSAGE_CHARS",
    "MAX_TURNS",
    "MAX_WINS",
    "GameFileError",
    "GameRecord",
    "Seat",
    "dumps_game",
    "is_token_colour",
    "load_game",
    "parse_game_bytes",
    "parse_game_json",
    "save_game",
]

GAME_FORMAT = "snl-game"
GAME_VERSION = 1


# -- writing ----------------------------------------------------------------------------------


def dumps_game(record: GameRecord) -> str:
    """The `.snlgame` text of ``record``: UTF-8 JSON, one matrix row, player or turn per line."""
    head = {"format": GAME_FORMAT, "version": GAME_VERSION, "name": record.name}
    lines = [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    matrix = ",\n".join("      " + json.dumps(row, separators=(", ", ": ")) for row in record.board.to_matrix())
    lines.append(
        f'  "board": {{"rows": {record.board.rows}, "cols": {record.board.cols}, "matrix": [\n{matrix}\n  ]}},'
    )
    lines.append(f'  "rules": {json.dumps(record.rules.to_json())},')
    players = [_player_json(seat, wins) for seat, wins in zip(record.players, record.wins)]
    lines.append(f'  "players": {_json_lines(players)},')
    lines.append(f'  "turns": {_turn_lines(record.turns)}' + ("," if record.pending else ""))
    if record.pending:
        lines.append(f'  "pending": {json.dumps(list(record.pending))}')
    return "{\n" + "\n".join(lines) + "\n}\n"


def _player_json(seat: Seat, wins: int) -> dict[str, Any]:
    """A seat as the file writes it (the name as ``"id"``): ``computer`` and ``wins`` only when
    they say something."""
    out: dict[str, Any] = {"id": seat.name, "colour": seat.colour}
    if seat.computer:
        out["computer"] = True
    if seat.animal is not None:
        out["animal"] = seat.animal
    if wins:
        out["wins"] = wins
    return out


def _turn_lines(turns: tuple[Turn, ...]) -> str:
    """The turns as `_json_lines` writes them, byte for byte, without a `json.dumps` per turn
    (a game of 100 000 turns is autosaved after every die): each name is encoded once."""
    names: dict[str, str] = {}
    lines = []
    for player, dice in turns:
        name = names.get(player)
        if name is None:
            name = names[player] = json.dumps(player, ensure_ascii=False)
        if all(type(d) is int for d in dice):
            lines.append(f'    {{"player": {name}, "dice": [{", ".join(map(str, dice))}]}}')
        else:
            lines.append("    " + json.dumps({"player": player, "dice": list(dice)}, ensure_ascii=False))
    return "[\n" + ",\n".join(lines) + "\n  ]" if lines else "[]"


def _json_lines(items: list[dict[str, Any]]) -> str:
    """A JSON list with one item per line."""
    if not items:
        return "[]"
    return "[\n" + ",\n".join("    " + json.dumps(item, ensure_ascii=False) for item in items) + "\n  ]"


def save_game(path: str | os.PathLike[str], record: GameRecord) -> None:
    """Save ``record`` as `.snlgame`, atomically: a failure (raising `OSError`, or
    `GameFileError` for text no file can hold) leaves the previous file as it was and no
    temporary file behind."""
    try:
        data = dumps_game(record).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise GameFileError(
            phrase("GameFile", "the game holds text no file can save ({reason})").of(reason=exc.reason)
        ) from None
    atomic_write_bytes(path, data)


# -- reading ----------------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str]) -> GameRecord:
    """Read and check a saved game from disk (see `parse_game_bytes`). Only regular files are
    read, and only when ``stat`` says they are at most `MAX_FILE_BYTES` long."""
    try:
        data = read_data_file(path, "saved game")
    except BoardError as exc:
        raise GameFileError(exc.what) from None
    return parse_game_bytes(data)


def parse_game_bytes(data: bytes) -> GameRecord:
    """Read a saved game from the bytes of a file: check every field, then replay the turns to
    prove the history is legal. Raises `GameFileError` with one line."""
    if len(data) > MAX_FILE_BYTES:
        raise GameFileError(
            phrase("GameFile", "the file is larger than {megabytes} MB").of(megabytes=MAX_FILE_BYTES // (1024 * 1024))
        )
    try:
        doc = decode_json(data, BoardError, "saved game")
    except BoardError as exc:
        raise GameFileError(exc.what) from None
    return parse_game_json(doc)


def parse_game_json(doc: Any) -> GameRecord:
    """Read a saved game from parsed JSON: check every field, then replay the turns to prove
    the history is legal. Raises `GameFileError` with one line."""
    record = _record_from_json(doc)
    record.keep_proof(record.replay())  # resuming it takes this game rather than replaying again
    return record


def _record_from_json(doc: Any) -> GameRecord:
    """Every field of a parsed `.snlgame` document, checked; the turns are not replayed."""
    if not isinstance(doc, dict):
        raise GameFileError(
            phrase("GameFile", "not a saved game: expected a JSON object, found {found}").of(found=_json_type(doc))
        )
    _check_header(doc)
    for key in ("board", "rules", "players", "turns"):
        if key not in doc:
            raise GameFileError(phrase("GameFile", "the saved game has no {key}").of(key=repr(key)))
    board, name = _board_and_name(doc["board"], doc.get("name", ""))
    try:
        rules = Rules.from_json(doc["rules"])
    except BoardError as exc:
        raise GameFileError(phrase("GameFile", "the game's rules: {why}").of(why=exc.what)) from None
    players, wins = _players_from_json(doc["players"])
    turns = _turns_from_json(doc["turns"])
    pending = doc.get("pending", [])
    if not isinstance(pending, list) or len(pending) > 2 or any(type(d) is not int for d in pending):
        raise GameFileError(
            phrase("GameFile", "'pending' must be a list of at most two whole numbers, not {value}").of(
                value=show(pending)
            )
        )
    return GameRecord(board, rules, players, turns, name, tuple(pending), wins)


def _json_type(value: Any) -> Message:
    if isinstance(value, bool):
        return phrase("GameFile", "true/false")
    if isinstance(value, dict):
        return phrase("GameFile", "an object")
    if isinstance(value, list):
        return phrase("GameFile", "a list")
    if isinstance(value, str):
        return phrase("GameFile", "text")
    if isinstance(value, (int, float)):
        return phrase("GameFile", "a number")
    if value is None:
        return phrase("GameFile", "null")
    return Message("", type(value).__name__)


def _check_header(doc: dict[str, Any]) -> None:
    """``"format": "snl-game"`` and a ``"version"`` this app reads."""
    fmt = doc.get("format")
    if fmt == BOARD_FORMAT:
        raise GameFileError(phrase("GameFile", "this is a board file, not a saved game: open it as a board"))
    if fmt != GAME_FORMAT:
        if "format" not in doc:
            raise GameFileError(
                phrase("GameFile", "not a saved game: the file has no 'format', expected {expected}").of(
                    expected=repr(GAME_FORMAT)
                )
            )
        raise GameFileError(
            phrase("GameFile", "not a saved game: the file has format {found}, expected {expected}").of(
                found=show(fmt), expected=repr(GAME_FORMAT)
            )
        )
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise GameFileError(
            phrase("GameFile", "the saved game has no valid 'version' (found {found})").of(found=show(version))
        )
    if version > GAME_VERSION:
        raise GameFileError(
            phrase(
                "GameFile",
                "the saved game is version {version}; this app reads version {ours}: "
                "please update Snakes & Ladders Studio",
            ).of(version=version, ours=GAME_VERSION)
        )


def _board_and_name(board: Any, name: Any) -> tuple[Board, str]:
    """The ``"board"`` object ``{rows, cols, matrix}``, checked as a `.snl` board is, and the
    name (text, on one line, as board names are)."""
    if not isinstance(board, dict):
        raise GameFileError(
            phrase("GameFile", "the game's 'board' must be an object with rows, cols and matrix, not {found}").of(
                found=_json_type(board)
            )
        )
    if not isinstance(name, str):
        raise GameFileError(phrase("GameFile", "the game's 'name' must be text, not {value}").of(value=show(name)))
    as_snl = {
        "format": BOARD_FORMAT,
        "version": BOARD_VERSION,
        "name": name,
        "rows": board.get("rows"),
        "cols": board.get("cols"),
        "matrix": board.get("matrix"),
    }
    try:
        parsed = parse_board_json(as_snl)
    except BoardError as exc:
        raise GameFileError(phrase("GameFile", "the game's board: {why}").of(why=exc.what)) from None
    return parsed.board, parsed.name


def _players_from_json(players: Any) -> tuple[tuple[Seat, ...], tuple[Any, ...]]:
    """A list of 1 to 10 ``{"id": text, "colour": "#rrggbb"}`` objects with unique ids (and
    optionally ``"computer": true`` and ``"wins"``): the seats and their wins, checked."""
    if not isinstance(players, list):
        raise GameFileError(
            phrase("GameFile", '\'players\' must be a list of {{"id", "colour"}} objects, not {found}').of(
                found=_json_type(players)
            )
        )
    check_count(len(players))
    seats: list[Seat] = []
    wins: list[Any] = []
    for number, item in enumerate(players, 1):
        if not isinstance(item, dict) or "id" not in item or "colour" not in item:
            raise GameFileError(
                phrase("GameFile", 'player {number} must be an object with "id" and "colour", not {value}').of(
                    number=number, value=show(item)
                )
            )
        problem = name_problem(item["id"], number)
        if problem is not None:
            raise GameFileError(problem)
        seat = Seat(item["id"], item["colour"], item.get("computer", False), item.get("animal"))
        check_seat(seat, number, item.get("wins", 0))
        seats.append(seat)
        wins.append(item.get("wins", 0))
    check_players(tuple(seats), tuple(wins))
    return tuple(seats), tuple(wins)


def _turns_from_json(turns: Any) -> tuple[Turn, ...]:
    """A list of at most `MAX_TURNS` ``{"player": text, "dice": [whole numbers]}`` objects; the
    count is checked before any turn is read. Whether the dice are legal is the engine's call."""
    if not isinstance(turns, list):
        raise GameFileError(
            phrase("GameFile", '\'turns\' must be a list of {{"player", "dice"}} objects, not {found}').of(
                found=_json_type(turns)
            )
        )
    if len(turns) > MAX_TURNS:
        raise GameFileError(
            phrase("GameFile", "the saved game has {count} turns; at most {most} are read").of(
                count=len(turns), most=MAX_TURNS
            )
        )
    return tuple(_turn_from_json(number, item) for number, item in enumerate(turns, 1))


def _turn_from_json(number: int, item: Any) -> Turn:
    if not isinstance(item, dict) or "player" not in item or "dice" not in item:
        raise GameFileError(
            phrase("GameFile", 'turn {number} must be an object with "player" and "dice", not {value}').of(
                number=number, value=show(item)
            )
        )
    player, dice = item["player"], item["dice"]
    if not isinstance(player, str):
        raise GameFileError(turn_player_problem(number, player))
    if not isinstance(dice, list) or any(type(d) is not int for d in dice):
        raise GameFileError(
            phrase("GameFile", "turn {number} ({player}): the dice must be a list of whole numbers, not {value}").of(
                number=number, player=show(player), value=show(dice)
            )
        )
    return player, tuple(dice)
