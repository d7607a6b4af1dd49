"""Play from Phones with the real room (`ui.room.server.RoomServer`, on loopback): phones —
Qt WebSocket clients speaking as the phone's page does, with its Origin — join with the code
the TV shows, take seats, and throw; the game takes a throw from the seat whose turn it is and
refuses the others with nothing changed; every phone sees the table as the TV shows it; putting
the game away closes every connection."""

from __future__ import annotations

from typing import Any

import pytest

from helpers.play import log_results, start_game
from helpers.room_client import Phone
from snl_desktop.core import Board
from snl_desktop.core.game import Seat

BOARD = Board(3, 4, {3: 8, 10: 2})
FAMILY = [Seat("Mia", "#e63946"), Seat("<b>Leo</b>", "#1d6fd6")]


def states(phone: Phone) -> list[dict[str, Any]]:
    return [m["state"] for m in phone.received if m["type"] == "state"]


def refusals(phone: Phone) -> list[str]:
    return [m["reason"] for m in phone.received if m["type"] == "refused"]


@pytest.fixture
def seated(make_window, prompter, qtbot) -> Any:
    """A game of two, its room open on loopback, a phone in each seat."""
    window = make_window(BOARD)
    start_game(window, prompter, FAMILY)
    window.play.phones_loopback = True
    assert window.play.play_from_phones()
    room = window.play.phones
    address = room.address
    assert window.play.phones_dialog.code.text() == address.code
    phones = [Phone(address) for _ in FAMILY]
    for seat, phone in enumerate(phones):
        assert phone.join(qtbot)["type"] == "state"
        assert phone.ask(qtbot, {"type": "claim", "seat": seat}, "seated")["seat"] == seat
    qtbot.waitUntil(lambda: room.claimed() == {0, 1} and room.watchers == 2)
    yield window, phones
    for phone in phones:
        phone.close()


def test_phones_join_take_their_seats_and_play_their_own_turns(seated, qtbot) -> None:
    window, (mia, leo) = seated
    controller = window.play.controller
    dialog = window.play.phones_dialog
    assert [row.holder.text() for row in dialog.seats] == ["Mia's phone", "<b>Leo</b>'s phone"]
    qtbot.waitUntil(lambda: bool(states(leo)) and states(leo)[-1]["seats"][1]["claimed"])
    assert states(leo)[-1]["seats"][1]["name"] == "<b>Leo</b>"  # data, shown by the page as text
    leo.send({"type": "throw", "seat": 1, "face": 3})  # out of turn
    mia.send({"type": "throw", "seat": 1, "face": 3})  # for another seat
    qtbot.waitUntil(lambda: refusals(leo) == ["not_your_turn"] and refusals(mia) == ["not_your_seat"])
    assert controller.game.history == [] and controller.pending == []
    mia.send({"type": "throw", "seat": 0, "face": 2})  # Mia: 1 → 3, up the ladder to 8
    qtbot.waitUntil(lambda: log_results(window) == ["Mia,8,<b>Leo</b>,CONTINUE"])
    qtbot.waitUntil(lambda: states(leo)[-1]["turn"] == 1 and states(leo)[-1]["can_throw"])
    state = states(leo)[-1]
    assert [seat["square"] for seat in state["seats"]] == [8, 1]
    assert state["last_turn"] == window.play.panel.log.item(0).text() and state["dice"] == [2]
    leo.send({"type": "throw", "seat": 1, "face": 0})  # the app's die, for Leo
    qtbot.waitUntil(lambda: len(controller.game.history) == 2)
    assert controller.game.history[-1].player == "<b>Leo</b>"


def test_putting_the_game_away_lets_every_phone_go(seated, prompter, qtbot) -> None:
    window, phones = seated
    prompter.script("confirm", True)
    assert window.play.end_game()
    assert not window.play.phones.is_open
    qtbot.waitUntil(lambda: all(phone.closed for phone in phones))
