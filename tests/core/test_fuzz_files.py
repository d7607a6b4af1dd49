"""A seeded, bounded fuzz of board and saved-game files: truncations, bit flips, huge numbers,
wrong types, deep nesting, bytes that are not UTF-8, byte-order marks, CRLF line ends. Every
mutant is either a valid board (or game) or refused with one line of under 300 characters;
none raises anything else, and none hangs (a watchdog stops a file after 10 s)."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest

from helpers.mutations import mutants
from snl_desktop.core import BoardError, SnakeAndLadderGame, solution
from snl_desktop.core.files.boards import BoardFile, parse_board_bytes
from snl_desktop.core.files.games import GameFileError, GameRecord, dumps_game, parse_game_bytes
from snl_desktop.presets import PRESETS, load_preset

BOARD_SEEDS = [p.read_bytes() for p in sorted(PRESETS.glob("*.snl"))] + [
    b"[[-1, -1, -1], [-1, 9, -1], [-1, 2, -1]]",
    b'{"snakes": ["17,7", "54,34"], "ladders": ["3,22"], "rows": 10, "cols": 10}',
    b'{"move": [-1, 5, -1, -1, 0, -1, -1, -1, -1]}',
]


def game_seed() -> bytes:
    classic = load_preset("classic")
    game = SnakeAndLadderGame.from_board(classic.board, ["Ana", "Ben"], classic.rules)
    for player, dice in (("Ana", [2]), ("Ben", [6, 3]), ("Ana", [4])):
        game.play(player, dice)
    return dumps_game(GameRecord.from_game(game, ["#e63946", "#1d6fd6"], classic.name)).encode()


class Hang(Exception):
    pass


def _alarm(_signum, _frame):
    raise Hang


@pytest.fixture
def watchdog():
    """``watchdog(seconds)`` arms a timer that interrupts a hanging parse."""
    previous = signal.signal(signal.SIGALRM, _alarm)
    yield lambda seconds: signal.alarm(seconds)
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)


def check(parse, error: type[Exception], data: bytes, watchdog) -> str:
    watchdog(10)
    try:
        result = parse(data)
    except error as exc:
        message = str(exc)
        assert message and "\n" not in message and len(message) < 300, repr(message[:400])
        return "refused"
    except Hang:
        pytest.fail(f"a file of {len(data)} bytes hung the parser: {data[:200]!r}")
    finally:
        watchdog(0)
    return "accepted" if result is not None else "refused"


def test_mutated_board_files(watchdog) -> None:
    seen = {"accepted": 0, "refused": 0}
    for _kind, data in mutants(BOARD_SEEDS, 800, seed=909):
        outcome = check(parse_board_bytes, BoardError, data, watchdog)
        seen[outcome] += 1
    assert seen["refused"] > 300 and seen["accepted"] > 50  # the mutations both break and keep files


def test_mutated_game_files(watchdog) -> None:
    seen = {"accepted": 0, "refused": 0}
    for _kind, data in mutants([game_seed()], 400, seed=2026):
        outcome = check(parse_game_bytes, GameFileError, data, watchdog)
        seen[outcome] += 1
    assert seen["refused"] > 150 and seen["accepted"] > 20


def test_accepted_mutants_are_usable_boards() -> None:
    for _kind, data in mutants(BOARD_SEEDS, 200, seed=7):
        try:
            loaded = parse_board_bytes(data)
        except BoardError:
            continue
        assert isinstance(loaded, BoardFile)
        solution(loaded.board, loaded.rules)  # a board that opens can be solved and drawn
        loaded.board.to_matrix()


def test_seeds_are_valid(tmp_path: Path) -> None:
    for data in BOARD_SEEDS:
        parse_board_bytes(data)
    parse_game_bytes(game_seed())
