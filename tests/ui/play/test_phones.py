"""Game → Play from Phones…: the bridge between the game and the room of phones publishes the
table as the TV shows it; a phone's throw plays its seat's turn through the same engine as the
keyboard, and only then (out of turn, another seat, a token moving, the computer's turn, another
room shown: refused with nothing changed); the host frees a seat; putting the game away or
closing the window closes the room; names are shown as text. The room's server is a stand-in
here (the real one is tested in tests/ui/room and by the browser journey)."""

from __future__ import annotations

import json
import subprocess
import sys
from dataclasses import dataclass
from typing import Any

import pytest
from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QApplication, QLabel

from helpers.clipping import clipped
from helpers.play import log_results, press, start_game
from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat
from snl_desktop.resources.languages import TRANSLATED
from snl_desktop.ui.kit.fonts import load_script_fonts
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.room.qr import QUIET_ZONE, qr_matrix
from snl_desktop.ui.room.table import TableState
from snl_desktop.words import languages

SMALL = Board(3, 4, {3: 8, 10: 2})  # twelve squares: a ladder 3→8 and a snake 10→2
FAMILY = [Seat("Mia", "#e63946"), Seat("Leo", "#1d6fd6"), Seat("Gran", "#2a9d8f")]


@dataclass(frozen=True)
class Address:
    """As `ui.room.server.RoomAddress`."""

    host: str
    port: int
    code: str
    live_port: int = 8766

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/"

    @property
    def join_url(self) -> str:
        return f"{self.url}#{self.code}"


class FakeServer(QObject):
    """Stands in for `ui.room.server.RoomServer`: records what is published, holds the seats
    the test says phones took, and lets the test send a phone's throw."""

    throw_asked = Signal(int, int)
    seats_changed = Signal()
    watchers_changed = Signal(int)
    codes_locked = Signal()

    def __init__(self, parent: QObject | None = None, fail: str = "") -> None:
        super().__init__(parent)
        self.published: list[TableState] = []
        self.claimed: set[int] = set()
        self.freed: list[int] = []
        self.fail = fail
        self._open = False
        self.opened = 0
        self.locked = False
        self.code = "4071"

    def open(self, state: TableState, *, loopback: bool = False, port: int = 0) -> Address:
        if self.fail:
            raise ValueError(self.fail)  # as the server's RoomError
        assert loopback
        self._open = True
        self.opened += 1
        self.published.append(state)
        return Address("127.0.0.1", 8765, self.code)

    def new_code(self) -> Address:
        self.locked = False
        self.code = "5182"
        return Address("127.0.0.1", 8765, self.code)

    def publish(self, state: TableState) -> None:
        assert self._open
        self.published.append(state)

    def free_seat(self, index: int) -> None:
        self.claimed.discard(index)
        self.freed.append(index)
        self.seats_changed.emit()

    def claimed_seats(self) -> frozenset[int]:
        return frozenset(self.claimed)

    def close(self) -> None:
        self._open = False
        self.claimed.clear()

    @property
    def is_open(self) -> bool:
        return self._open

    # -- what a phone does ------------------------------------------------------------------------

    def claim(self, index: int) -> None:
        self.claimed.add(index)
        self.seats_changed.emit()
        self.watchers_changed.emit(len(self.claimed))

    @property
    def state(self) -> TableState:
        return self.published[-1]


def open_room(window: Any, prompter: Any, players: list[Seat] = FAMILY, rules: Rules = Rules()) -> FakeServer:
    """A game of ``players`` on the window's board, and its room opened with a stand-in server."""
    servers: list[FakeServer] = []
    window.play.phones_server = lambda parent: servers.append(FakeServer(parent)) or servers[-1]
    window.play.phones_loopback = True
    start_game(window, prompter, players, rules)
    assert window.play.play_from_phones()
    assert len(servers) == 1
    return servers[0]


@pytest.fixture
def room(make_window, prompter) -> tuple[Any, FakeServer]:
    window = make_window(SMALL)
    return window, open_room(window, prompter)


def game_now(window: Any) -> tuple[Any, ...]:
    """Everything a refused throw must leave as it was."""
    controller = window.play.controller
    return (
        list(controller.game.history),
        list(controller.pending),
        controller.positions(),
        controller.game.current_player,
        log_results(window),
        window.play.panel.status.text(),
    )


def test_the_room_publishes_the_table_as_the_tv_shows_it(room) -> None:
    window, server = room
    controller = window.play.controller
    state = server.state
    assert [seat.name for seat in state.seats] == ["Mia", "Leo", "Gran"]
    assert [seat.colour for seat in state.seats] == ["#e63946", "#1d6fd6", "#2a9d8f"]
    tokens = window.play.tokens.tokens
    assert [seat.animal for seat in state.seats] == [tokens[name].piece.animal for name in ("Mia", "Leo", "Gran")]
    assert [seat.square for seat in state.seats] == [1, 1, 1]
    assert state.turn == 0 and state.can_throw and state.winner is None
    assert state.last_turn == "" and state.dice == () and state.goal == 12 and state.real_dice
    assert not state.throw_again
    press(window, [2])  # Mia, on the keyboard: 1 → 3, up the ladder to 8
    state = server.state
    assert [seat.square for seat in state.seats] == [8, 1, 1]
    assert state.turn == 1 and state.dice == (2,)
    assert state.last_turn == window.play.panel.log.item(0).text()  # the turn log's words
    assert "Mia" in state.last_turn and controller.game.current_player == "Leo"


def test_the_squares_published_are_the_tokens_not_the_engine_ahead_of_them(make_window, prompter, qtbot) -> None:
    window = make_window(SMALL, play={"step_ms": 60_000})  # a walk that lasts until the test ends it
    server = open_room(window, prompter)
    press(window, [4])  # Mia: 1 → 5
    controller = window.play.controller
    assert controller.tokens.moving and controller.positions()["Mia"] == 5
    state = server.state
    assert state.seats[0].square == 1 and not state.can_throw and state.last_turn == ""
    assert state.turn == 0  # as the banner: "Mia is moving…"
    controller.tokens.finish()
    state = server.state
    assert state.seats[0].square == 5 and state.can_throw and "Mia" in state.last_turn and state.turn == 1


def test_a_throw_from_the_current_seat_plays_the_turn(room) -> None:
    window, server = room
    server.claim(0)
    server.throw_asked.emit(0, 2)  # Mia's phone: a real die's 2
    assert log_results(window) == ["Mia,8,Leo,CONTINUE"]
    server.throw_asked.emit(1, 0)  # Leo's seat (left on the keyboard... the phone asks the app's die)
    controller = window.play.controller
    assert len(controller.game.history) == 2 and controller.game.history[-1].player == "Leo"
    assert controller.last_face == controller.game.history[-1].dice[-1]  # the app's (seeded) die
    press(window, [1])  # Gran, on the keyboard: a seat left on the keyboard keeps working
    assert [turn.player for turn in controller.game.history] == ["Mia", "Leo", "Gran"]


def test_a_six_from_a_phone_asks_the_same_seat_again(room) -> None:
    window, server = room
    server.throw_asked.emit(0, 6)
    controller = window.play.controller
    assert controller.pending == [6] and server.state.turn == 0 and server.state.dice == (6,)
    assert server.state.throw_again  # the phones say so, as the panel's "6 — throw again"
    server.throw_asked.emit(1, 3)  # Leo cannot throw in the middle of Mia's turn
    assert controller.pending == [6]
    server.throw_asked.emit(0, 1)
    assert log_results(window)[0].startswith("Mia,")
    assert server.state.dice == (6, 1) and not server.state.throw_again  # the turn is complete


@pytest.mark.parametrize(
    ("seat", "face"),
    [(1, 3), (2, 0), (3, 3), (-1, 3), (0, 7), (0, -1)],
    ids=["out of turn", "another seat, the app's die", "no such seat", "a negative seat", "no such face", "-1"],
)
def test_a_throw_for_another_seat_or_an_impossible_face_is_refused(room, seat, face) -> None:
    window, server = room
    refused: list[tuple[int, int]] = []
    window.play.phones.refused.connect(lambda s, f: refused.append((s, f)))
    before = game_now(window)
    server.throw_asked.emit(seat, face)
    assert game_now(window) == before
    assert refused == [(seat, face)]


def test_a_throw_while_a_token_moves_is_refused(make_window, prompter) -> None:
    window = make_window(SMALL, play={"step_ms": 60_000})
    server = open_room(window, prompter)
    press(window, [4])  # Mia's token walks
    before = game_now(window)
    server.throw_asked.emit(1, 3)  # Leo's phone, at once
    server.throw_asked.emit(1, 0)
    assert game_now(window) == before
    window.play.controller.tokens.finish()
    server.throw_asked.emit(1, 3)
    assert window.play.controller.game.history[-1].player == "Leo"  # (its token walks now)


def test_a_throw_while_the_die_tumbles_is_refused(make_window, prompter) -> None:
    window = make_window(SMALL, play={"tumble_ms": 60_000})
    server = open_room(window, prompter)
    server.throw_asked.emit(0, 0)  # Mia's phone asks the app's die: it tumbles
    controller = window.play.controller
    assert controller.die.rolling and not server.state.can_throw
    before = game_now(window)
    server.throw_asked.emit(0, 0)
    server.throw_asked.emit(0, 4)
    assert game_now(window) == before
    controller.die.settle_now()
    assert len(controller.game.history) == 1 and controller.game.history[0].player == "Mia"


def test_the_computer_seat_is_never_the_phones(make_window, prompter, qtbot) -> None:
    window = make_window(SMALL, play={"computer_ms": 60_000})  # the computer waits to throw
    server = open_room(window, prompter, [Seat("Robo", "#e63946", computer=True), Seat("Mia", "#1d6fd6")])
    assert server.state.seats[0].computer and not server.state.can_throw
    before = game_now(window)
    server.throw_asked.emit(0, 3)
    assert game_now(window) == before


def test_no_throw_is_taken_while_another_room_is_shown(room) -> None:
    window, server = room
    window.show_room(Room.DESIGN)
    assert not server.state.can_throw
    before = game_now(window)
    server.throw_asked.emit(0, 3)
    assert game_now(window) == before
    window.show_room(Room.PLAY)
    assert server.state.can_throw
    server.throw_asked.emit(0, 3)
    assert len(window.play.controller.game.history) == 1


def test_the_panel_shows_the_code_the_address_and_who_holds_each_seat(room) -> None:
    window, server = room
    dialog = window.play.phones_dialog
    assert dialog.isVisible() and not dialog.isModal()
    assert dialog.code.text() == "4071" and dialog.url.text() == "http://127.0.0.1:8765/"
    assert "8765" in dialog.port.text() and "8766" in dialog.port.text() and not dialog.locked.isVisible()
    assert dialog.qr.width() >= 240 and dialog.qr.matrix
    assert [row.name.text() for row in dialog.seats] == ["Mia", "Leo", "Gran"]
    assert [row.holder.text() for row in dialog.seats] == ["the keyboard"] * 3
    assert not any(row.free.isEnabled() for row in dialog.seats)
    server.claim(1)
    assert dialog.seats[1].holder.text() == "Leo's phone" and dialog.seats[1].free.isEnabled()
    assert dialog.watchers.text().startswith("1 phone")  # ("1 phone connected" once the catalogue has it)
    assert server.state.seats[1].claimed


def test_the_host_frees_a_seat(room) -> None:
    window, server = room
    dialog = window.play.phones_dialog
    server.claim(0)
    dialog.seats[0].free.click()
    assert server.freed == [0]
    assert dialog.seats[0].holder.text() == "the keyboard" and not dialog.seats[0].free.isEnabled()
    press(window, [2])  # the keyboard plays Mia's seat
    assert log_results(window) == ["Mia,8,Leo,CONTINUE"]


def test_close_room_lets_every_phone_go_and_the_game_goes_on(room) -> None:
    window, server = room
    window.play.phones_dialog.close_room.click()
    assert not server.is_open and not window.play.phones_dialog.isVisible()
    press(window, [2])
    assert log_results(window) == ["Mia,8,Leo,CONTINUE"]
    assert window.play.play_from_phones() and server.is_open and server.opened == 2  # opened again


def test_putting_the_game_away_closes_the_room(room, prompter) -> None:
    window, server = room
    prompter.script("confirm", True)  # End the game? Yes
    assert window.play.end_game()
    assert not server.is_open and not window.play.phones_dialog.isVisible()


def test_closing_the_window_closes_the_room(room, prompter) -> None:
    window, server = room
    window.document.undo_stack.resetClean()  # the board has changes: closing asks first
    prompter.script("ask_save_changes", "cancel")
    assert not window.close()
    assert server.is_open  # the window stays, and so does the room
    prompter.script("ask_save_changes", "discard")
    assert window.close()
    assert not server.is_open  # at once: nothing is left listening once the window has gone


def test_a_rematch_keeps_the_phones_and_a_new_family_frees_the_seats(room, prompter) -> None:
    window, server = room
    server.claim(0)
    server.claim(2)
    for face in (2, 1, 1, 4):  # Mia 1 → 8, Leo 1 → 2, Gran 1 → 2, Mia 8 → 12: the goal
        press(window, [face])
    assert server.state.winner == 0 and server.state.turn is None and not server.state.can_throw
    assert server.state.seats[0].wins == 1
    window.play.panel.end.rematch.click()
    assert server.is_open and server.claimed == {0, 2} and server.freed == []
    assert server.state.winner is None and [seat.square for seat in server.state.seats] == [1, 1, 1]
    assert server.state.seats[0].wins == 1  # the run of rematches
    prompter.script("new_game", ([Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6")], Rules()))
    prompter.script("confirm", True)
    assert window.play.new_game()
    assert server.is_open and server.claimed == set() and sorted(server.freed) == [0, 2]
    assert [seat.name for seat in server.state.seats] == ["Ana", "Ben"]


def test_with_no_game_the_family_is_asked_to_start_one_first(make_window, prompter) -> None:
    window = make_window(SMALL)
    window.show_room(Room.PLAY)
    servers: list[FakeServer] = []
    window.play.phones_server = lambda parent: servers.append(FakeServer(parent)) or servers[-1]
    window.play.phones_loopback = True
    prompter.script("confirm", False)
    assert not window.play.play_from_phones()
    assert servers == [] and not window.play.playing
    prompter.script("confirm", True)
    prompter.script("new_game", (FAMILY, Rules()))
    assert window.play.play_from_phones()
    assert servers[0].is_open and [seat.name for seat in servers[0].state.seats] == ["Mia", "Leo", "Gran"]


def test_a_room_that_cannot_open_says_why_and_opens_nothing(make_window, prompter) -> None:
    window = make_window(SMALL)
    window.play.phones_server = lambda parent: FakeServer(parent, fail="Port 8765 is in use.")
    window.play.phones_loopback = True
    start_game(window, prompter, FAMILY)
    assert not window.play.play_from_phones()
    assert prompter.errors[-1][1] == "Port 8765 is in use."
    assert not window.play.phones.is_open and window.play.phones_dialog is None


def test_names_show_as_text_on_the_tv(make_window, prompter) -> None:
    window = make_window(SMALL)
    names = ["<b>Mia</b>", "<script>alert(1)", "<img src=x onerror=f()>"]
    server = open_room(
        window, prompter, [Seat(name, colour) for name, colour in zip(names, ("#e63946", "#1d6fd6", "#2a9d8f"))]
    )
    dialog = window.play.phones_dialog
    server.claim(0)
    assert [row.name.text() for row in dialog.seats] == names
    assert dialog.seats[0].holder.text() == "<b>Mia</b>'s phone"
    labels = dialog.findChildren(QLabel)
    assert labels and all(label.textFormat() == Qt.TextFormat.PlainText for label in labels)
    assert [seat.name for seat in server.state.seats] == names  # the server escapes them on the phones


def test_the_qr_code_is_the_join_address_drawn_crisp_inside_its_quiet_zone(room) -> None:
    window, _server = room
    code = window.play.phones_dialog.qr
    matrix = qr_matrix("http://127.0.0.1:8765/#4071")  # the address and, in its fragment, the room's code
    assert code.matrix == matrix
    side, m = len(matrix) + 2 * QUIET_ZONE, code.module_px
    assert m >= 4 and code.width() == code.height() == side * m  # whole pixels per module
    image = code.grab().toImage()
    image.setDevicePixelRatio(1.0)
    scale = image.width() / code.width()
    for r in range(side):
        for c in range(side):
            inside = QUIET_ZONE <= r < side - QUIET_ZONE and QUIET_ZONE <= c < side - QUIET_ZONE
            dark = inside and matrix[r - QUIET_ZONE][c - QUIET_ZONE]
            for dx, dy in ((1, 1), (m - 2, m - 2)):  # near each module's corners: no blur between modules
                pixel = image.pixelColor(int((c * m + dx) * scale), int((r * m + dy) * scale))
                assert (pixel.lightness() < 128) == dark, (r, c)


def test_after_too_many_wrong_codes_the_host_makes_a_new_one(room) -> None:
    window, server = room
    dialog = window.play.phones_dialog
    server.claim(0)
    dialog.hide_button.click()
    server.locked = True
    server.codes_locked.emit()
    assert dialog.isVisible() and dialog.locked.isVisible()  # the panel comes back to say so
    old = dialog.qr.matrix
    dialog.new_code.click()
    assert dialog.code.text() == "5182" and not dialog.locked.isVisible()
    assert dialog.qr.matrix == qr_matrix("http://127.0.0.1:8765/#5182") != old
    assert server.claimed == {0}  # the phones in their seats stay


def test_play_from_phones_is_in_the_game_menu_of_the_play_room(make_window) -> None:
    window = make_window(SMALL)
    window.show_room(Room.PLAY)
    action = window.play.actions.phones
    assert action.text().replace("&", "") == "Play from Phones…"
    assert action in window.menus.game.actions() and action.isEnabled()
    window.show_room(Room.DESIGN)
    assert not action.isEnabled()


def test_a_game_saved_and_opened_again_is_the_phones_game_still(room, prompter, tmp_path) -> None:
    window, server = room
    server.claim(0)
    server.throw_asked.emit(0, 2)  # Mia's phone: 1 → 3, up the ladder to 8
    path = tmp_path / "night.snlgame"
    prompter.script("save_path", path)
    assert window.play.session.save_game()
    server.throw_asked.emit(1, 1)  # Leo: 1 → 2
    prompter.script("confirm", True)  # Open this game? The game in progress will end.
    assert window.play.session.open_game(path)
    assert server.is_open and server.claimed == {0}  # the same family: Mia's phone keeps her seat
    state = server.state
    assert [seat.square for seat in state.seats] == [8, 1, 1] and state.turn == 1 and state.can_throw
    assert state.last_turn == window.play.panel.log.item(0).text() and "Mia" in state.last_turn
    server.throw_asked.emit(1, 3)
    assert window.play.controller.game.history[-1].player == "Leo"


@pytest.mark.subprocess
def test_the_window_and_its_play_room_import_nothing_of_the_room_until_it_opens() -> None:
    probe = (
        "import sys, json\n"
        "import snl_desktop.ui.shell.main_window, snl_desktop.ui.play.mode\n"
        "print(json.dumps(sorted(sys.modules)))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True)
    modules = json.loads(done.stdout.strip().splitlines()[-1])
    heavy = (
        "snl_desktop.ui.room",
        "snl_desktop.ui.play.phones",
        "segno",
        "PySide6.QtHttpServer",
        "PySide6.QtWebSockets",
    )
    assert [m for m in modules if m.startswith(heavy)] == []


@pytest.mark.slow
@pytest.mark.parametrize("language", ["pseudo", *(language.code for language in TRANSLATED)])
def test_the_panel_clips_no_text_in_any_language(make_window, prompter, app, language: str) -> None:
    """The panel's heading and "Room code:" were cut in Hindi (the panel was in no audit)."""
    load_script_fonts()
    languages.use(app, language)
    try:
        window = make_window(SMALL)
        open_room(window, prompter)
        dialog = window.play.phones_dialog
        QApplication.processEvents()
        found = clipped([dialog])
        assert not found, f"{len(found)} clipped in {language}:\n" + "\n".join(found)
    finally:
        languages.use(app, "en")
