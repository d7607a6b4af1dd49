"""Play from Phones: the bridge between the game on the TV (its `GameController`) and the room
server that the family's phones join (`ui.room.server.RoomServer`). No widgets: the TV's panel
is `phones_dialog`.

The rule: **the TV is the one truth.** The bridge publishes the table as the TV shows it (the
tokens' shown squares, never the engine ahead of them; whose turn as the banner says it, the
player whose token walks until it arrives; the last turn's sentence once its token has arrived,
the words of the turn log; a turn not yet complete, after a 6 that earns another throw, as
``throw_again`` with its dice so far) after every change; a throw asked by a phone is taken
only when that seat is the current player's, a person's, and the controller takes a throw now
(no token moving, no die tumbling, not paused, not won) — and then it goes through the same
turn engine as the keyboard (the app's die: `GameController.roll`, as Space; a real die's face:
`GameController.enter_die`, as keys 1 to 6). A refused throw changes nothing.

This module and `ui.room` are imported only when a room is opened (Game → Play from Phones…):
start-up pays nothing for them. The server is made by a factory (tests pass a stand-in)."""

from __future__ import annotations

import enum
from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QTimer, Signal, SignalInstance, Slot
from PySide6.QtGui import QColor

from ...core.animals import seat_animal
from ...core.game import TurnOutcome
from ...words.game import tell_turn
from ..room.table import SeatState, TableState
from .controller import GameController

__all__ = ["Holder", "PhoneRoom", "RoomAddressLike", "RoomServerLike", "table_state"]


class RoomAddressLike(Protocol):
    """Where the room listens (`ui.room.server.RoomAddress`)."""

    @property
    def host(self) -> str: ...

    @property
    def port(self) -> int: ...

    @property
    def code(self) -> str: ...

    @property
    def url(self) -> str: ...

    @property
    def join_url(self) -> str: ...

    @property
    def live_port(self) -> int: ...


class RoomServerLike(Protocol):
    """What the bridge asks of the room server (`ui.room.server.RoomServer`; tests' stand-ins)."""

    throw_asked: SignalInstance
    seats_changed: SignalInstance
    watchers_changed: SignalInstance
    codes_locked: SignalInstance

    @property
    def locked(self) -> bool: ...

    def new_code(self) -> RoomAddressLike: ...

    def open(self, state: TableState, *, loopback: bool = False, port: int = 0) -> RoomAddressLike: ...

    def publish(self, state: TableState) -> None: ...

    def free_seat(self, index: int) -> None: ...

    def claimed_seats(self) -> frozenset[int]: ...

    def close(self) -> None: ...

    @property
    def is_open(self) -> bool: ...


ServerFactory = Callable[[QObject], RoomServerLike]


class Holder(enum.Enum):
    """Who throws a seat's dice."""

    PHONE = "phone"
    KEYBOARD = "keyboard"
    COMPUTER = "computer"


def _animal(controller: GameController, index: int, name: str) -> str:
    """The animal the Play room draws for seat ``index`` (its token's piece; the seat's own
    animal when the tokens are not on the board)."""
    token = controller.tokens.tokens.get(name)
    if token is not None:
        return token.piece.animal
    return seat_animal(index, controller.seats[index].animal)


def may_throw(controller: GameController) -> bool:
    """Whether the controller takes a person's throw now: a game not won, no token moving and
    no die tumbling, the Play room shown, and a person (not the computer) to play."""
    game_on = not controller.game.finished and not controller.computer_to_play
    return game_on and not controller.busy and not controller.paused


def table_state(
    controller: GameController,
    board_name: str,
    last_shown: TurnOutcome | None,
    claimed: frozenset[int] = frozenset(),
) -> TableState:
    """The table as the TV shows it now (see the module's rule)."""
    game = controller.game
    players = list(game.players)
    shown = controller.shown_positions()
    over = game.finished and not controller.busy
    seats = tuple(
        SeatState(
            index=index,
            name=seat.name,
            animal=_animal(controller, index, seat.name),
            colour=QColor(seat.colour).name(),
            square=shown.get(seat.name, 0),
            wins=controller.wins.get(seat.name, 0),
            computer=seat.computer,
            claimed=index in claimed,
        )
        for index, seat in enumerate(controller.seats)
    )
    return TableState(
        seats=seats,
        turn=None if over else players.index(controller.turn()[0]),  # the banner's: whose token walks, else whose turn
        can_throw=may_throw(controller),
        last_turn=tell_turn(last_shown) if last_shown is not None else "",
        dice=tuple(controller.shown_dice()),
        winner=players.index(game.get_winner()) if over else None,
        board_name=board_name,
        goal=game.board.size,
        real_dice=True,  # the Play room always takes a real die's face (its face buttons, keys 1–6)
        # the panel's "6 — throw again": the turn's dice so far are kept until it is complete
        throw_again=bool(controller.pending) and not game.finished,
    )


class PhoneRoom(QObject):
    """One window's room of phones: opened for the game on the table (`open`), following each
    game that comes next (`follow`: a rematch keeps the phones in their seats; a game of other
    players frees them), closed with `close` (Close Room, End Game, the window closing, the
    app quitting). ``room_changed()`` whenever what the TV's panel shows changes (opened,
    closed, seats taken or freed, phones connected)."""

    room_changed = Signal()
    thrown = Signal(int, int)
    """A phone's throw was taken: seat index, face (0 = the app's die)."""
    refused = Signal(int, int)
    """A phone's throw was refused, nothing changed: seat index, face."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        board_name: Callable[[], str] = lambda: "",
        server_factory: ServerFactory | None = None,
        language: str = "en",
        window: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._board_name = board_name
        self._factory = server_factory
        self._language = language
        self.server: RoomServerLike | None = None
        self.controller: GameController | None = None
        self.address: RoomAddressLike | None = None
        self.watchers = 0
        self._last_shown: TurnOutcome | None = None
        self._published: TableState | None = None
        self._window = window
        self._window_closing = False
        if window is not None:
            window.installEventFilter(self)  # the window closing closes the room
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.close)

    # -- the room ---------------------------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self.server is not None and self.server.is_open

    def open(self, controller: GameController, *, loopback: bool = False, port: int = 0) -> RoomAddressLike:
        """Open the room for ``controller``'s game (already open: the same room, following it).
        Raises the server's `RoomError` (a ValueError whose text the user reads) when it cannot
        listen; then nothing is open."""
        self.follow(controller)
        if self.is_open and self.address is not None:
            return self.address
        server = self._server()
        self.address = server.open(self.state(), loopback=loopback, port=port)
        self._published = None
        self.publish()
        self.room_changed.emit()
        return self.address

    def _server(self) -> RoomServerLike:
        if self.server is None:
            if self._factory is not None:
                server = self._factory(self)
            else:
                from ..room.server import RoomServer  # only once a room is opened

                server = RoomServer(self, language=self._language)
            server.throw_asked.connect(self._throw_asked)
            server.seats_changed.connect(self._seats_changed)
            server.watchers_changed.connect(self._watchers_changed)
            server.codes_locked.connect(self.room_changed)
            self.server = server
        return self.server

    @Slot()
    def close(self) -> None:
        """Close the room: the server stops listening and every phone is let go."""
        if self.server is not None and self.server.is_open:
            self.server.close()
            self.address = None
            self.watchers = 0
            self._published = None
            self.room_changed.emit()

    @property
    def locked(self) -> bool:
        """Too many wrong codes were tried: the room takes none until `new_code`."""
        return self.is_open and self.server is not None and self.server.locked

    def new_code(self) -> None:
        """A new room code (after too many wrong ones, or to keep someone out): the seats keep
        their phones; the TV shows the new code and its QR code."""
        if self.is_open and self.server is not None:
            self.address = self.server.new_code()
            self.room_changed.emit()

    def claimed(self) -> frozenset[int]:
        """The seats a phone holds."""
        return self.server.claimed_seats() if self.is_open and self.server is not None else frozenset()

    def holder(self, index: int) -> Holder:
        """Who throws seat ``index``'s dice: the computer, a phone, or the keyboard."""
        controller = self.controller
        if controller is not None and controller.seats[index].computer:
            return Holder.COMPUTER
        return Holder.PHONE if index in self.claimed() else Holder.KEYBOARD

    def free_seat(self, index: int) -> None:
        """The host frees seat ``index``: its phone loses it (the keyboard plays it meanwhile)."""
        if self.is_open and self.server is not None and index in self.server.claimed_seats():
            self.server.free_seat(index)
            self.publish()
            self.room_changed.emit()

    # -- the game it follows ----------------------------------------------------------------------

    def follow(self, controller: GameController | None) -> None:
        """Follow ``controller``'s game (a new game, a rematch, a resumed one). The same
        players in the same seats keep their phones; other players free every seat. None (the
        game was put away) closes the room."""
        old = self.controller
        if controller is old:
            return
        if old is not None:
            for signal, slot in self._signals(old):
                signal.disconnect(slot)
        self.controller = controller
        self._published = None
        if controller is None:
            self._last_shown = None
            self.close()
            return
        history = controller.game.history
        self._last_shown = history[-1] if history and not controller.busy else None
        for signal, slot in self._signals(controller):
            signal.connect(slot)
        if old is not None and self.is_open and self.server is not None:
            if [seat.name for seat in old.seats] != [seat.name for seat in controller.seats]:
                for index in sorted(self.server.claimed_seats()):
                    self.server.free_seat(index)
            self.room_changed.emit()
        self.publish()

    def _signals(self, controller: GameController) -> list[tuple[SignalInstance, Callable[..., object]]]:
        return [
            (controller.changed, self._changed),
            (controller.move_shown, self._move_shown),
            (controller.taken_back, self._taken_back),
            (controller.paused_changed, self._paused),
        ]

    @Slot()
    def _changed(self) -> None:
        self.publish()

    @Slot(bool)
    def _paused(self, _paused: bool) -> None:
        self.publish()  # another room shown: no throw is taken (can_throw)

    @Slot(TurnOutcome)
    def _move_shown(self, outcome: TurnOutcome) -> None:
        self._last_shown = outcome
        self.publish()

    @Slot(TurnOutcome)
    def _taken_back(self, _outcome: TurnOutcome) -> None:
        history = self.controller.game.history if self.controller is not None else []
        self._last_shown = history[-1] if history else None
        self.publish()

    def state(self) -> TableState:
        """The table as the TV shows it now (a game must be followed)."""
        assert self.controller is not None
        return table_state(self.controller, self._board_name(), self._last_shown, self.claimed())

    def publish(self, force: bool = False) -> None:
        """Send the table to every phone, when it changed since it was last sent (``force``:
        even so — the room takes no other throw until the table is sent after one)."""
        if self.controller is None or self.server is None or not self.server.is_open:
            return
        state = self.state()
        if force or state != self._published:
            self._published = state
            self.server.publish(state)

    # -- the phones ---------------------------------------------------------------------------------

    def may_throw(self, seat: int, face: int) -> bool:
        """Whether a phone's throw for ``seat`` (face 0: the app's die; 1..6: a real die's)
        is taken now: the seat is the current player's and a person's, and the controller
        takes a throw (see `may_throw`)."""
        controller = self.controller
        if controller is None or not 0 <= face <= 6 or not 0 <= seat < len(controller.seats):
            return False
        game = controller.game
        return may_throw(controller) and game.current_player == controller.seats[seat].name

    @Slot(int, int)
    def _throw_asked(self, seat: int, face: int) -> None:
        controller = self.controller
        if controller is None or not self.may_throw(seat, face):
            self.refused.emit(seat, face)
            self.publish(force=True)  # the phone learns the table as it is, and may ask again
            return
        if face == 0:
            controller.roll()  # as Space: the app's die tumbles, then the turn is played
        else:
            controller.enter_die(face)  # as keys 1 to 6: a 6 that earns another throw is kept
        self.thrown.emit(seat, face)
        self.publish(force=True)

    @Slot()
    def _seats_changed(self) -> None:
        self.publish()
        self.room_changed.emit()

    @Slot(int)
    def _watchers_changed(self, count: int) -> None:
        self.watchers = count
        self.room_changed.emit()

    # -- the window closing --------------------------------------------------------------------------

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window closing closes the room before the window goes: a close the window
        accepts hides it at once (a close it refuses, asking to save, does not)."""
        if watched is self._window:
            if event.type() == QEvent.Type.Close:
                self._window_closing = True
                QTimer.singleShot(0, self, self._close_refused)
            elif event.type() == QEvent.Type.Hide and self._window_closing:
                self._window_closing = False
                self.close()
        return False

    @Slot()
    def _close_refused(self) -> None:
        self._window_closing = False
