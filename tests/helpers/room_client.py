"""A phone for tests of the room: a real WebSocket client (Qt's) that speaks the room's
messages, and a table to open the room with.

`Phone.join` connects and says hello; `wait_for` waits (on Qt's event loop, no sleep) for a
message the test expects; everything the room sent is kept in `received`, in order.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtWebSockets import QWebSocket

from snl_desktop.ui.room.server import RoomAddress
from snl_desktop.ui.room.table import SeatState, TableState

ANIMALS = ("cat", "dog", "rabbit", "elephant", "lion", "owl", "fish", "turtle", "frog", "bear")
COLOURS = ("#e63946", "#1d6fd6", "#2a9d48", "#f4b400", "#8e44ad", "#e67e22", "#16a085", "#c0392b", "#2c3e50", "#d35400")


def table(
    names: tuple[str, ...] = ("Mia", "Leo", "Grandma"),
    *,
    turn: int | None = 0,
    can_throw: bool = True,
    computer: frozenset[int] = frozenset(),
    real_dice: bool = False,
    squares: tuple[int, ...] | None = None,
    last_turn: str = "",
    dice: tuple[int, ...] = (),
    throw_again: bool = False,
) -> TableState:
    """A game's table as the host would publish it."""
    seats = tuple(
        SeatState(
            index=i,
            name=name,
            animal=ANIMALS[i % len(ANIMALS)],
            colour=COLOURS[i % len(COLOURS)],
            square=squares[i] if squares else 0,
            wins=0,
            computer=i in computer,
        )
        for i, name in enumerate(names)
    )
    return TableState(
        seats=seats,
        turn=turn,
        can_throw=can_throw,
        last_turn=last_turn,
        dice=dice,
        winner=None,
        board_name="Classic",
        goal=100,
        real_dice=real_dice,
        throw_again=throw_again,
    )


class Phone:
    """One phone's live connection to the room."""

    def __init__(self, address: RoomAddress, *, origin: str | None = None) -> None:
        self.address = address
        self.socket = QWebSocket(address.origin if origin is None else origin)
        self.received: list[dict[str, Any]] = []
        self.texts = 0
        self.closed = False
        self.socket.textMessageReceived.connect(self._on_text)
        self.socket.disconnected.connect(self._on_disconnected)
        self.seat: int | None = None
        self.token: str | None = None

    def _on_text(self, text: str) -> None:
        self.texts += 1
        message = json.loads(text)
        self.received.append(message)
        if message.get("type") == "seated":
            self.seat, self.token = message["seat"], message["token"]

    def _on_disconnected(self) -> None:
        self.closed = True

    def connect(self, qtbot: Any) -> bool:
        """Open the connection; True once open, False when the room refused it."""
        self.socket.open(QUrl(f"ws://{self.address.host}:{self.address.live_port}/"))
        qtbot.waitUntil(lambda: self.closed or self.socket.isValid())
        return self.socket.isValid()

    def send(self, message: dict[str, Any]) -> None:
        self.socket.sendTextMessage(json.dumps(message))

    def wait_for(self, qtbot: Any, test: Callable[[dict[str, Any]], bool], *, since: int = 0) -> dict[str, Any]:
        """The first message from index ``since`` on that passes ``test``, waited for."""
        found: list[dict[str, Any]] = []

        def arrived() -> bool:
            found[:] = [m for m in self.received[since:] if test(m)][:1]
            return bool(found) or self.closed

        qtbot.waitUntil(arrived)
        assert found, f"the connection closed first; received {self.received}"
        return found[0]

    def ask(self, qtbot: Any, message: dict[str, Any], kind: str | tuple[str, ...]) -> dict[str, Any]:
        """Send ``message`` and wait for the next reply of ``kind`` ("state", "refused", …)."""
        kinds = (kind,) if isinstance(kind, str) else kind
        since = len(self.received)
        self.send(message)
        return self.wait_for(qtbot, lambda m: m.get("type") in kinds, since=since)

    def join(self, qtbot: Any, code: str | None = None) -> dict[str, Any]:
        """Connect and join with the room's code (or ``code``): the first reply."""
        assert self.connect(qtbot), "the room refused the connection"
        return self.ask(qtbot, {"type": "hello", "code": code or self.address.code}, ("state", "refused"))

    def last_state(self) -> dict[str, Any]:
        states = [m for m in self.received if m.get("type") == "state"]
        assert states, "no state received"
        return states[-1]

    def close(self) -> None:
        self.socket.close()
