"""Phones as dice, how soon the TV answers: a phone's throw (a WebSocket message from a Qt
client on loopback, with the page's Origin, after joining with the room's code and taking a
seat, as the phone's page does) until the TV shows it — a real die's face until the turn is
played and the token starts to walk (`GameController.turn_played`, the walk's animation starts
in the same call), and the app's die until it starts to tumble on the TV (`AppDie.thrown`).
The room, the bridge and the game are the app's own (Game → Play from Phones…), at the
family's pace (the walk's and the die's real durations). Target: a median of at most 100 ms.
Run with ``pytest tests/benchmarks/test_phones_benchmark.py``."""

from __future__ import annotations

from typing import Any

import pytest

from helpers.keys import spin_until
from helpers.room_client import Phone
from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat
from snl_desktop.ui.play.die import TUMBLE_MS
from snl_desktop.ui.play.tokens import JUMP_MS, STEP_MS

TARGET_MS = 100.0
ROUNDS = 60
BOARD = Board(10, 10, {3: 22, 5: 8, 27: 1, 21: 9, 17: 4, 19: 7, 11: 26, 60: 42, 72: 91})
FAMILY = [Seat("Mia", "#e63946"), Seat("Leo", "#1d6fd6")]


@pytest.fixture
def seated(make_window, prompter, qtbot) -> Any:
    """A window whose game's two seats are held by two phones; the window and the phones."""
    window = make_window(BOARD, play={"step_ms": STEP_MS, "jump_ms": JUMP_MS, "tumble_ms": TUMBLE_MS})
    prompter.script("new_game", (FAMILY, Rules()))
    assert window.play.new_game()
    window.play.phones_loopback = True
    assert window.play.play_from_phones()
    room = window.play.phones
    address = room.address
    clients = [Phone(address) for _ in FAMILY]
    for seat, client in enumerate(clients):
        assert client.join(qtbot)["type"] == "state"
        assert client.ask(qtbot, {"type": "claim", "seat": seat}, "seated")["seat"] == seat
    yield window, clients
    for client in clients:
        client.close()
    room.close()


def ready(window: Any) -> None:
    """Between rounds (not timed): the walk ended, the die landed, a won game rematched."""
    play = window.play
    play.die.settle_now()
    play.tokens.finish()
    if play.controller.game.finished:
        play.rematch()
    spin_until(
        lambda: play.phones.may_throw(play.controller.game.players.index(play.controller.game.current_player), 1)
    )


def throws(window: Any, clients: list[Phone], face_of: Any, shown: Any) -> Any:
    """The rounds' setup and one round: the current seat's phone throws ``face_of(round)``;
    the round ends once the TV shows it (the signal ``shown``)."""
    count = {"n": 0, "round": 0}
    shown.connect(lambda *_: count.__setitem__("n", count["n"] + 1))

    def setup() -> tuple[tuple[()], dict[str, Any]]:
        ready(window)
        return (), {}

    def one() -> None:
        game = window.play.controller.game
        seat = list(game.players).index(game.current_player)
        before = count["n"]
        count["round"] += 1
        clients[seat].send({"type": "throw", "seat": seat, "face": face_of(count["round"])})
        spin_until(lambda: count["n"] > before)

    return setup, one


def test_a_real_die_from_a_phone_starts_the_token_walking(benchmark, seated) -> None:
    window, clients = seated
    setup, one = throws(window, clients, lambda n: 1 + n % 5, window.play.phones.thrown)  # after the walk starts
    benchmark.pedantic(one, setup=setup, rounds=ROUNDS, iterations=1)
    if benchmark.stats is not None:  # timed (not --benchmark-disable)
        median_ms = benchmark.stats.stats.median * 1000
        print(f"\na real die's face from a phone → the token walks: median {median_ms:.1f} ms")
        assert median_ms <= TARGET_MS


def test_the_apps_die_from_a_phone_starts_tumbling_on_the_tv(benchmark, seated) -> None:
    window, clients = seated
    setup, one = throws(window, clients, lambda n: 0, window.play.die.thrown)
    benchmark.pedantic(one, setup=setup, rounds=ROUNDS, iterations=1)
    if benchmark.stats is not None:
        median_ms = benchmark.stats.stats.median * 1000
        print(f"\nthe app's die from a phone → it tumbles on the TV: median {median_ms:.1f} ms")
        assert median_ms <= TARGET_MS
