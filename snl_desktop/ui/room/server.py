"""The family's room: phones on the family's network join the game by its code, and throw for
their seat (the room itself, its page, door and limits: `room.Room`).

The rules of the game's room:

- A phone joins with the room code or its seat token; claims one free human seat (a token is
  its key to rejoin); throws only for the seat it holds, only on that seat's turn, only when
  the table takes a throw, and once until the host publishes again. Whatever is refused is
  answered ``refused`` and changes nothing.
- The TV is the one truth: `publish` sends the host's `TableState` to every phone; the room
  only adds which seats phones hold. Names go out as JSON strings, never as markup.
- `close` forgets the seats' tokens.
"""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, Signal

from . import protocol
from .guard import Clock, Limits, new_token
from .protocol import Claim, Hello, Leave, PhoneMessage, Reason, Throw
from .room import MAX_CONNECTIONS, MAX_PAGE_CONNECTIONS, Phone, Room, RoomAddress, RoomError, same_secret
from .table import EMPTY, TableState

__all__ = ["MAX_CONNECTIONS", "MAX_PAGE_CONNECTIONS", "RoomAddress", "RoomError", "RoomServer"]

THROW_WAIT_SECONDS = 3.0
"""After a throw the room takes no other until the host publishes, or until this long."""


class RoomServer(Room[PhoneMessage]):
    """The family's room (see the module's rules)."""

    throw_asked = Signal(int, int)
    """A phone throws for seat (index), face 1..6, or 0: the app throws for it."""
    seats_changed = Signal()
    """A phone took, left or lost a seat."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        language: str = "en",
        limits: Limits | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(parent, language=language, limits=limits, clock=clock)
        self._state: TableState = EMPTY
        self._tokens: dict[int, str] = {}
        self._throw_at: float | None = None

    # -- the host's side -----------------------------------------------------------------

    @property
    def state(self) -> TableState:
        """The last state published (seats' ``claimed`` filled in)."""
        return self._state.seat_claimed(self.claimed_seats())

    def claimed_seats(self) -> frozenset[int]:
        return frozenset(self._tokens)

    def open(self, state: TableState, *, loopback: bool = False, port: int = 0) -> RoomAddress:
        """Start listening (`room.Room`'s rules) with ``state`` on the table, and return where;
        raises `RoomError` when it cannot."""
        if self._address is not None:
            return self._address
        address = self._listen_on(loopback=loopback, port=port)
        self._state = state
        return address

    def publish(self, state: TableState) -> None:
        """The TV's truth: ``state`` sent to every phone (a seat that is gone or became the
        computer's loses its phone)."""
        self._state = state
        self._throw_at = None
        lost = [seat for seat in self._tokens if not state.claimable(seat)]
        for seat in lost:
            self._release(seat, tell=True)
        if lost:
            self.seats_changed.emit()
        self._broadcast()

    def free_seat(self, index: int) -> None:
        """The host frees a seat: its phone loses it (and is told), another may take it."""
        if index in self._tokens:
            self._release(index, tell=True)
            self.seats_changed.emit()
            self._broadcast()

    def _closing(self) -> None:
        had_seats = bool(self._tokens)
        self._tokens.clear()
        self._throw_at = None
        if had_seats:
            self.seats_changed.emit()

    # -- the phones' side ----------------------------------------------------------------

    def _parse(self, text: str) -> PhoneMessage:
        return protocol.parse(text)

    def _on_message(self, phone: Phone, message: PhoneMessage) -> None:
        if isinstance(message, Hello):
            self._hello(phone, message)
        elif not phone.joined:
            self._refuse(phone, Reason.JOIN_FIRST)
        elif isinstance(message, Claim):
            self._claim(phone, message.seat)
        elif isinstance(message, Leave):
            self._leave(phone)
        else:
            self._throw(phone, message)

    def _hello(self, phone: Phone, hello: Hello) -> None:
        if phone.joined or self._guard is None:
            self._refuse(phone, Reason.BAD_MESSAGE)
            return
        seat = self._seat_of(hello.token) if hello.token is not None else None
        if seat is None:
            if hello.code is None:
                self._refuse(phone, Reason.SEAT_LOST)
                return
            if not self._admit(phone, hello.code):
                return
        self._joined(phone)
        if seat is not None:
            self._seat(phone, seat)
            self._broadcast()
            return
        if hello.token is not None:
            self._refuse(phone, Reason.SEAT_LOST)
        self._send_state(phone, self._state_json())

    def _seat_of(self, token: str) -> int | None:
        found = None
        for seat, held in self._tokens.items():
            if same_secret(held, token):
                found = seat
        return found

    def _seat(self, phone: Phone, seat: int) -> None:
        """``phone`` holds ``seat`` (whose token exists): another connection holding it (the
        same phone before it slept) loses it."""
        for other in self._phones:
            if other is not phone and other.holds == seat:
                other.holds = None
        phone.holds = seat
        self._send(phone, protocol.seated_text(seat, self._tokens[seat]))

    def _release(self, seat: int, *, tell: bool) -> None:
        self._tokens.pop(seat, None)
        for phone in self._phones:
            if phone.holds == seat:
                phone.holds = None
                if tell:
                    self._refuse(phone, Reason.SEAT_LOST)

    def _claim(self, phone: Phone, seat: int) -> None:
        if not self._state.claimable(seat):
            self._refuse(phone, Reason.NO_SUCH_SEAT)
            return
        if phone.holds == seat:
            self._send(phone, protocol.seated_text(seat, self._tokens[seat]))
            return
        if seat in self._tokens:
            self._refuse(phone, Reason.TAKEN)
            return
        if phone.holds is not None:
            self._release(phone.holds, tell=False)
        self._tokens[seat] = new_token()
        self._seat(phone, seat)
        self.seats_changed.emit()
        self._broadcast()

    def _leave(self, phone: Phone) -> None:
        if phone.holds is None:
            self._send_state(phone, self._state_json())
            return
        self._release(phone.holds, tell=False)
        self.seats_changed.emit()
        self._broadcast()

    def _throw(self, phone: Phone, throw: Throw) -> None:
        state = self._state
        if phone.holds != throw.seat:
            self._refuse(phone, Reason.NOT_YOUR_SEAT)
        elif state.turn != throw.seat:
            self._refuse(phone, Reason.NOT_YOUR_TURN)
        elif throw.face and not state.real_dice:
            self._refuse(phone, Reason.NO_REAL_DICE)
        elif not state.can_throw or self._throw_waiting():
            self._refuse(phone, Reason.NOT_NOW)
        else:
            self._throw_at = self._clock()
            self.throw_asked.emit(throw.seat, throw.face)

    def _throw_waiting(self) -> bool:
        return self._throw_at is not None and self._clock() - self._throw_at < THROW_WAIT_SECONDS

    def _state_json(self) -> str:
        return protocol.state_json(self.state.to_json())

    def _send_state(self, phone: Phone, state_json: str) -> None:
        self._send(phone, protocol.state_text(state_json, phone.holds))

    def _broadcast(self) -> None:
        state_json = self._state_json()
        for phone in self._joined_phones():
            self._send_state(phone, state_json)
