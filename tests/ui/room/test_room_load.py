"""The room under a full table over loopback: 10 seated phones and 50 watchers, 1 000 throws.

Bounded by count, not by time: each seated phone throws when the state says it is its turn, the
host publishes the next turn when a throw is asked (as the game does), and the test waits for the
1 000th throw's state to reach every phone; the wait's limit is only there to catch a hang.
The room's clock moves 10 ms at each reading (a room-wide pace of about 100 messages a second,
10 a second a phone), so that the phones' message allowance does not depend on how fast this
machine plays the 1 000 throws."""

from __future__ import annotations

import json

import pytest

from helpers.room_client import Phone, table
from snl_desktop.ui.room.server import RoomServer

STEP_SECONDS = 0.01

SEATS = 10
WATCHERS = 50
THROWS = 1000
NAMES = tuple(f"Player {n}" for n in range(1, SEATS + 1))


@pytest.mark.slow
def test_ten_seats_and_fifty_watchers_play_a_thousand_throws(qtbot) -> None:
    readings = [0]

    def clock() -> float:
        readings[0] += 1
        return readings[0] * STEP_SECONDS

    room = RoomServer(clock=clock)
    address = room.open(table(NAMES), loopback=True)
    seated = [Phone(address) for _ in range(SEATS)]
    watchers = [Phone(address) for _ in range(WATCHERS)]
    for phone in seated + watchers:
        assert phone.join(qtbot)["type"] == "state"
    for seat, phone in enumerate(seated):
        phone.ask(qtbot, {"type": "claim", "seat": seat}, "seated")
    assert room.watchers() == SEATS + WATCHERS and room.claimed_seats() == set(range(SEATS))

    asked: list[tuple[int, int]] = []

    def host(seat: int, face: int) -> None:  # the game: a throw moves the turn on
        asked.append((seat, face))
        if len(asked) <= THROWS:
            done = len(asked)
            room.publish(table(NAMES, turn=done % SEATS, last_turn=f"throw {done}"))

    room.throw_asked.connect(host)

    def player(phone: Phone, seat: int):
        def on_text(text: str) -> None:
            message = json.loads(text)
            state = message.get("state") or {}
            if message["type"] == "state" and state.get("turn") == seat and state.get("last_turn") != f"throw {THROWS}":
                phone.send({"type": "throw", "seat": seat, "face": 0})

        return on_text

    for seat, phone in enumerate(seated):
        phone.socket.textMessageReceived.connect(player(phone, seat))
    room.publish(table(NAMES, turn=0, last_turn="throw 0"))  # the first turn

    last = f"throw {THROWS}"
    everyone = seated + watchers
    qtbot.waitUntil(
        lambda: all(p.received and p.received[-1].get("state", {}).get("last_turn") == last for p in everyone),
        timeout=600_000,
    )
    assert len(asked) == THROWS
    assert asked == [(n % SEATS, 0) for n in range(THROWS)]  # each in its turn, none twice
    assert not any(p.closed for p in everyone)  # nobody was taken for a flood
    for phone in everyone:
        phone.close()
    room.close()
