"""Saved games (`.snlgame`): the board, the rules, the players and
the dice of every turn, as UTF-8 JSON::

    {"format": "snl-game", "version": 1, "name": "...",
     "board": {"rows": 10, "cols": 10, "matrix": [[...], ...]},
     "rules": {"extra_roll_on_six": true, "three_sixes_void": true, "overshoot": "stay", "start": "square-1"},
     "players": [{"id": "A", "colour": "#d62728"}, ...],
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
- ``"pending"`` (optional, omitted when empty): the dice already thrown in the unfinished turn
  of the player whose turn it is, each a 6 that earns another throw (so the turn cannot be
  played yet). Autosaves keep it, so a crash between two throws loses no die.
- Saving is atomic (`safe_io.atomic_write_bytes`): a failed save leaves the previous file.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..board import Board
from ..errors import BoardError, TurnError, readable, short_repr
from ..game import MAX_PLAYERS, MIN_PLAYERS, SnakeAndLadderGame, turn_needs_more_dice
from ..names import name_problem, names_problem
from ..rules import Rules
from .boards import FORMAT as BOARD_FORMAT
from .boards import VERSION as BOARD_VERSION
from .boards import parse_board_json
from .safe_io import MAX_FILE_BYTES, atomic_write_bytes, decode_json, read_data_file

GAME_FORMAT = "snl-game"
GAME_VERSION = 1
MAX_TURNS = 100_000
MAX_WINS = 1_000_000
"""The most games one player can be recorded as having won (the tally of a run of rematches)."""
"""The most turns a saved game may hold; a longer file is refused before any turn is replayed."""
MAX_MESSAGE_CHARS = 300
"""Messages quote values from the file; they are cut to this length."""

_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")


class GameFileError(ValueError):
    """A saved game that cannot be opened (damaged, hostile, from a newer version, or whose
    turns do not replay), or a record that cannot be saved. The message is one line."""


def _one_line(text: str) -> str:
    """``text`` as one line a user can read: characters that break or hide lines become
    spaces, and the whole is cut to `MAX_MESSAGE_CHARS`."""
    flat = "".join(ch if ch.isprintable() else " " for ch in readable(text))
    return flat if len(flat) <= MAX_MESSAGE_CHARS else flat[: MAX_MESSAGE_CHARS - 3] + "..."


def _fail(message: str) -> GameFileError:
    return GameFileError(_one_line(message))


def _show(value: object) -> str:
    """A value from the file, quoted and short, for a message."""
    return short_repr(value)


# -- the record -------------------------------------------------------------------------------


@dataclass(frozen=True)
class PlayerInfo:
    """One seat: the engine's player id, the token's colour, and whether the app plays it.

    ``id`` follows the engine's rules (text, not blank, no comma: the engine's answers are
    comma-separated); ``colour`` is ``"#rrggbb"``: ``#`` and six hexadecimal digits (either case);
    ``computer``: the app throws this player's dice (written as ``"computer": true``);
    ``wins``: the games this player has won in this run of rematches (written when not 0)."""

    id: str
    colour: str
    computer: bool = False
    wins: int = 0

    def __post_init__(self) -> None:
        if not isinstance(self.computer, bool):
            raise _fail(f"player {_show(self.id)}: 'computer' must be true or false, not {_show(self.computer)}")
        if type(self.wins) is not int or not 0 <= self.wins <= MAX_WINS:
            raise _fail(
                f"player {_show(self.id)}: 'wins' must be a whole number from 0 to {MAX_WINS}, not {_show(self.wins)}"
            )
        problem = name_problem(self.id)
        if problem:
            raise _fail(problem)
        if not isinstance(self.colour, str) or not _COLOUR.fullmatch(self.colour):
            raise _fail(
                f"player {_show(self.id)}: colour {_show(self.colour)} is not a colour "
                "like \"#1f77b4\" ('#' and six hexadecimal digits)"
            )


Turn = tuple[str, tuple[int, ...]]


def _check_players(players: tuple[PlayerInfo, ...]) -> None:
    """1 to 10 players, each a `PlayerInfo`, no id twice."""
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _fail(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    for number, player in enumerate(players, 1):
        if not isinstance(player, PlayerInfo):
            raise _fail(f"player {number} is not a PlayerInfo but {type(player).__name__}")
    problem = names_problem([player.id for player in players])
    if problem:
        raise _fail(problem)


def _normalise_turns(turns: Sequence[Any]) -> tuple[Turn, ...]:
    """The turns as a tuple of ``(player id, dice tuple)``; at most `MAX_TURNS` of them."""
    if len(turns) > MAX_TURNS:
        raise _fail(f"a saved game holds at most {MAX_TURNS} turns, not {len(turns)}")
    out: list[Turn] = []
    for number, turn in enumerate(turns, 1):
        try:
            player, dice = turn
        except (TypeError, ValueError):
            raise _fail(f"turn {number} is not a (player, dice) pair: {_show(turn)}") from None
        if not isinstance(player, str):
            raise _fail(f"turn {number}: the player must be text, not {_show(player)}")
        if isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence):
            raise _fail(f"turn {number}: the dice must be a list of numbers, not {_show(dice)}")
        out.append((player, tuple(dice)))
    return tuple(out)


@dataclass(frozen=True)
class GameRecord:
    """Everything a saved game holds: board, rules, players (in seat order), the turns played
    (each the player's id and the dice of that turn, in order) and the board's name.

    Building a record checks its shape (1 to 10 players with unique ids, at most `MAX_TURNS`
    turns, lists become tuples); whether the turns are legal is what `replay` proves."""

    board: Board
    rules: Rules
    players: tuple[PlayerInfo, ...]
    turns: tuple[Turn, ...]
    name: str = ""
    pending: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.board, Board):
            raise TypeError(f"board must be a Board, not {type(self.board).__name__}")
        if not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be Rules, not {type(self.rules).__name__}")
        if not isinstance(self.name, str):
            raise TypeError(f"name must be text, not {type(self.name).__name__}")
        players = tuple(self.players)
        _check_players(players)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "turns", _normalise_turns(tuple(self.turns)))
        object.__setattr__(self, "pending", tuple(self.pending))

    @property
    def player_ids(self) -> list[str]:
        """The players' ids in seat order."""
        return [p.id for p in self.players]

    def replay(self) -> SnakeAndLadderGame:
        """A new game on this board, rules and players with every turn played through
        `SnakeAndLadderGame.play`. A turn the engine refuses (not that player's turn, a turn
        after the win, illegal dice, an unknown player) raises `GameFileError` naming the turn
        (1-based), the player and the dice."""
        try:
            game = SnakeAndLadderGame.from_board(self.board, self.player_ids, self.rules)
        except TurnError as exc:
            raise _fail(f"the players cannot play: {exc}") from None
        for number, (player, dice) in enumerate(self.turns, 1):
            _replay_turn(game, number, player, dice)
        _check_pending(game, self.pending)
        return game

    @classmethod
    def from_game(
        cls,
        game: SnakeAndLadderGame,
        colours: Sequence[str],
        name: str = "",
        pending: Sequence[int] = (),
        computers: Collection[str] = (),
        wins: Mapping[str, int] | None = None,
    ) -> GameRecord:
        """The record of ``game`` as it stands (in progress or won): its board, rules, players
        with ``colours`` (one per player, in seat order) and ``computers`` (the ids the app
        plays) and ``wins`` (games won before this one), the player and dice of every turn in
        its history, and the ``pending`` dice of the turn being thrown."""
        colours = list(colours)
        if len(colours) != len(game.players):
            raise _fail(f"{len(game.players)} players but {len(colours)} colours")
        wins = wins or {}
        players = tuple(
            PlayerInfo(pid, colour, pid in computers, wins.get(pid, 0)) for pid, colour in zip(game.players, colours)
        )
        turns = tuple((outcome.player, outcome.dice) for outcome in game.history)
        return cls(game.board, game.rules, players, turns, name, tuple(pending))


def _replay_turn(game: SnakeAndLadderGame, number: int, player: str, dice: tuple[int, ...]) -> None:
    """Play turn ``number`` on ``game``; raise `GameFileError` if the engine refuses it."""
    where = f"turn {number} ({_show(player)}, dice {_show(list(dice))}) does not replay"
    expected = game.current_player
    if player not in game.players and not game.finished:  # the engine's message lists every id
        raise _fail(f"{where}: {_show(player)} is not one of the players")
    try:
        outcome = game.play(player, dice)
    except TurnError as exc:
        raise _fail(f"{where}: {exc}") from None
    if outcome.kind == "completed":
        raise _fail(f"{where}: {_show(game.get_winner())} already won on turn {len(game.history)} ({outcome.result})")
    if outcome.kind == "invalid":
        raise _fail(f"{where}: it was {expected}'s turn, not {player}'s")


def _check_pending(game: SnakeAndLadderGame, pending: tuple[int, ...]) -> None:
    """The dice of an unfinished turn: only sixes that each earn another throw, in a game
    that is not over."""
    if not pending:
        return
    if game.finished:
        raise _fail(f"the game is over, yet dice {_show(list(pending))} wait to be played")
    if any(type(d) is not int or not 1 <= d <= 6 for d in pending):
        raise _fail(f"the unfinished turn's dice must be whole numbers from 1 to 6, not {_show(list(pending))}")
    if not turn_needs_more_dice(pending, game.rules) or not game.needs_more_dice(pending):
        raise _fail(
            f"the unfinished turn's dice {_show(list(pending))} are a whole turn (only sixes "
            "that earn another throw can wait)"
        )


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
    players = [
        {
            "id": p.id,
            "colour": p.colour,
            **({"computer": True} if p.computer else {}),
            **({"wins": p.wins} if p.wins else {}),
        }
        for p in record.players
    ]
    turns = [{"player": player, "dice": list(dice)} for player, dice in record.turns]
    lines.append(f'  "players": {_json_lines(players)},')
    lines.append(f'  "turns": {_json_lines(turns)}' + ("," if record.pending else ""))
    if record.pending:
        lines.append(f'  "pending": {json.dumps(list(record.pending))}')
    return "{\n" + "\n".join(lines) + "\n}\n"


def _player_json(player: PlayerInfo) -> dict[str, Any]:
    """A seat as the file writes it: ``computer`` and ``wins`` only when they say something."""
    out: dict[str, Any] = {"id": player.id, "colour": player.colour}
    if player.computer:
        out["computer"] = True
    if player.wins:
        out["wins"] = player.wins
    return out


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
        raise _fail(f"the game holds text no file can save ({exc.reason})") from None
    atomic_write_bytes(path, data)


# -- reading ----------------------------------------------------------------------------------


def load_game(path: str | os.PathLike[str]) -> GameRecord:
    """Read and check a saved game from disk (see `parse_game_bytes`). Only regular files are
    read, and only when ``stat`` says they are at most `MAX_FILE_BYTES` long."""
    try:
        data = read_data_file(path, "saved game")
    except BoardError as exc:
        raise _fail(str(exc)) from None
    return parse_game_bytes(data)


def parse_game_bytes(data: bytes) -> GameRecord:
    """Read a saved game from the bytes of a file: check every field, then replay the turns to
    prove the history is legal. Raises `GameFileError` with one line."""
    if len(data) > MAX_FILE_BYTES:
        raise _fail(f"the file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB")
    return parse_game_json(decode_json(data, GameFileError, "saved game"))


def parse_game_json(doc: Any) -> GameRecord:
    """Read a saved game from parsed JSON: check every field, then replay the turns to prove
    the history is legal. Raises `GameFileError` with one line."""
    record = _record_from_json(doc)
    record.replay()
    return record


def _record_from_json(doc: Any) -> GameRecord:
    """Every field of a parsed `.snlgame` document, checked; the turns are not replayed."""
    if not isinstance(doc, dict):
        raise _fail(f"not a saved game: expected a JSON object, found {_json_type(doc)}")
    _check_header(doc)
    for key in ("board", "rules", "players", "turns"):
        if key not in doc:
            raise _fail(f"the saved game has no {key!r}")
    board, name = _board_and_name(doc["board"], doc.get("name", ""))
    try:
        rules = Rules.from_json(doc["rules"])
    except BoardError as exc:
        raise _fail(f"the game's rules: {exc}") from None
    players = _players_from_json(doc["players"])
    turns = _turns_from_json(doc["turns"])
    pending = doc.get("pending", [])
    if not isinstance(pending, list) or len(pending) > 2 or any(type(d) is not int for d in pending):
        raise _fail(f"'pending' must be a list of at most two whole numbers, not {_show(pending)}")
    return GameRecord(board, rules, players, turns, name, tuple(pending))


def _json_type(value: Any) -> str:
    names = {
        dict: "an object",
        list: "a list",
        str: "text",
        bool: "true/false",
        int: "a number",
        float: "a number",
        type(None): "null",
    }
    return names.get(type(value), type(value).__name__)


def _check_header(doc: dict[str, Any]) -> None:
    """``"format": "snl-game"`` and a ``"version"`` this app reads."""
    fmt = doc.get("format")
    if fmt == BOARD_FORMAT:
        raise _fail("this is a board file, not a saved game: open it as a board")
    if fmt != GAME_FORMAT:
        found = "no 'format'" if "format" not in doc else f"format {_show(fmt)}"
        raise _fail(f"not a saved game: the file has {found}, expected {GAME_FORMAT!r}")
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise _fail(f"the saved game has no valid 'version' (found {_show(version)})")
    if version > GAME_VERSION:
        raise _fail(
            f"the saved game is version {version}; this app reads version {GAME_VERSION}: "
            "please update Snakes & Ladders Studio"
        )


def _board_and_name(board: Any, name: Any) -> tuple[Board, str]:
    """The ``"board"`` object ``{rows, cols, matrix}``, checked as a `.snl` board is, and the
    name (text, on one line, as board names are)."""
    if not isinstance(board, dict):
        raise _fail(f"the game's 'board' must be an object with rows, cols and matrix, not {_json_type(board)}")
    if not isinstance(name, str):
        raise _fail(f"the game's 'name' must be text, not {_show(name)}")
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
        raise _fail(f"the game's board: {exc}") from None
    return parsed.board, parsed.name


def _players_from_json(players: Any) -> tuple[PlayerInfo, ...]:
    """A list of 1 to 10 ``{"id": text, "colour": "#rrggbb"}`` objects with unique ids."""
    if not isinstance(players, list):
        raise _fail(f'\'players\' must be a list of {{"id", "colour"}} objects, not {_json_type(players)}')
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise _fail(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    out: list[PlayerInfo] = []
    for number, item in enumerate(players, 1):
        if not isinstance(item, dict) or "id" not in item or "colour" not in item:
            raise _fail(f'player {number} must be an object with "id" and "colour", not {_show(item)}')
        problem = name_problem(item["id"], number)
        if problem:
            raise _fail(problem)
        out.append(PlayerInfo(item["id"], item["colour"], item.get("computer", False), item.get("wins", 0)))
    result = tuple(out)
    _check_players(result)
    return result


def _turns_from_json(turns: Any) -> tuple[Turn, ...]:
    """A list of at most `MAX_TURNS` ``{"player": text, "dice": [whole numbers]}`` objects; the
    count is checked before any turn is read. Whether the dice are legal is the engine's call."""
    if not isinstance(turns, list):
        raise _fail(f'\'turns\' must be a list of {{"player", "dice"}} objects, not {_json_type(turns)}')
    if len(turns) > MAX_TURNS:
        raise _fail(f"the saved game has {len(turns)} turns; at most {MAX_TURNS} are read")
    return tuple(_turn_from_json(number, item) for number, item in enumerate(turns, 1))


def _turn_from_json(number: int, item: Any) -> Turn:
    if not isinstance(item, dict) or "player" not in item or "dice" not in item:
        raise _fail(f'turn {number} must be an object with "player" and "dice", not {_show(item)}')
    player, dice = item["player"], item["dice"]
    if not isinstance(player, str):
        raise _fail(f"turn {number}: the player must be text, not {_show(player)}")
    if not isinstance(dice, list) or any(type(d) is not int for d in dice):
        raise _fail(f"turn {number} ({_show(player)}): the dice must be a list of whole numbers, not {_show(dice)}")
    return player, tuple(dice)
