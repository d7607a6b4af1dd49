"""The room is a server on the family's network: each attack is refused, and nothing changes
(no throw reaches the game, no seat changes hands, the other phones play on)."""

from __future__ import annotations

import json
import re
from functools import partial
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWebSockets import QWebSocketProtocol

from helpers.room_client import Phone, table
from snl_desktop.ui.room.guard import Limits
from snl_desktop.ui.room.server import MAX_CONNECTIONS, MAX_PAGE_CONNECTIONS, RoomServer

PAGE = Path(__file__).resolve().parents[3] / "resources" / "phone"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def throws_of(room: RoomServer) -> list[tuple[int, int]]:
    asked: list[tuple[int, int]] = []
    room.throw_asked.connect(lambda seat, face: asked.append((seat, face)))
    return asked


def seated(qtbot, room: RoomServer, seat: int) -> Phone:
    address = room.address
    assert address is not None
    phone = Phone(address)
    phone.join(qtbot)
    phone.ask(qtbot, {"type": "claim", "seat": seat}, "seated")
    return phone


def door(qtbot, phone: Phone, code: str) -> str:
    """What the room answers ``code`` from ``phone``: a refusal's reason, "joined", or "closed
    at the door" (a locked-out address's connection is closed as it comes)."""
    if phone.connect(qtbot):
        phone.send({"type": "hello", "code": code})
        qtbot.waitUntil(lambda: phone.closed or bool(phone.received))
    answer = phone.received[0] if phone.received else {}
    phone.close()
    return answer.get("reason", "joined") if answer else "closed at the door"


# -- the room code --------------------------------------------------------------------------


def test_a_hundred_wrong_codes_lock_the_address_out_and_the_right_code_then_fails(qtbot) -> None:
    clock = Clock()
    room = RoomServer(clock=clock)
    address = room.open(table(), loopback=True)
    wrong = f"{(int(address.code) + 1) % 10000:04d}"
    answers = []
    for _ in range(100):
        answers.append(door(qtbot, Phone(address), wrong))
    assert answers[:5] == ["wrong_code"] * 5
    assert set(answers[5:]) <= {"locked", "closed at the door"}
    assert room.watchers() == 0

    assert door(qtbot, Phone(address), address.code) in ("locked", "closed at the door")  # the right code
    assert room.watchers() == 0 and room.claimed_seats() == frozenset()

    clock.now += 301  # the lockout ends
    ok = Phone(address)
    assert ok.join(qtbot)["type"] == "state"
    ok.close()
    room.close()


def test_a_hundred_wrong_codes_in_all_close_the_room_to_codes_until_a_new_one(qtbot) -> None:
    room = RoomServer(limits=Limits(per_address_tries=1000, burst=1000))
    address = room.open(table(), loopback=True)
    keeper = seated(qtbot, room, 0)  # a phone with its seat token rejoins whatever happens
    guesser = Phone(address)
    assert guesser.connect(qtbot)
    wrong = f"{(int(address.code) + 1) % 10000:04d}"
    with qtbot.waitSignal(room.codes_locked):
        for _ in range(100):
            guesser.send({"type": "hello", "code": wrong})
        qtbot.waitUntil(lambda: len(guesser.received) == 100)
    assert {m["reason"] for m in guesser.received} == {"wrong_code"}
    assert room.locked
    assert guesser.ask(qtbot, {"type": "hello", "code": address.code}, "refused")["reason"] == "room_locked"
    assert room.watchers() == 1

    keeper.close()
    back = Phone(address)
    assert back.connect(qtbot)
    assert back.ask(qtbot, {"type": "hello", "token": keeper.token}, "seated")["seat"] == 0

    fresh = room.new_code()
    assert not room.locked and fresh.port == address.port
    assert guesser.ask(qtbot, {"type": "hello", "code": fresh.code}, "state")["you"] is None
    for phone in (guesser, back):
        phone.close()
    room.close()


# -- throws ---------------------------------------------------------------------------------


def test_a_throw_out_of_turn_is_refused(qtbot, room: RoomServer) -> None:
    room.open(table(turn=0), loopback=True)
    asked = throws_of(room)
    leo = seated(qtbot, room, 1)
    assert leo.ask(qtbot, {"type": "throw", "seat": 1, "face": 0}, "refused")["reason"] == "not_your_turn"
    room.publish(table(turn=1, can_throw=False))  # Leo's turn, but Mia's token still moves
    assert leo.ask(qtbot, {"type": "throw", "seat": 1, "face": 0}, "refused")["reason"] == "not_now"
    assert asked == []
    leo.close()


def test_a_throw_for_another_seat_is_refused(qtbot, room: RoomServer) -> None:
    room.open(table(turn=1), loopback=True)
    asked = throws_of(room)
    mia = seated(qtbot, room, 0)
    watcher = Phone(room.address)
    watcher.join(qtbot)
    assert mia.ask(qtbot, {"type": "throw", "seat": 1, "face": 0}, "refused")["reason"] == "not_your_seat"
    assert watcher.ask(qtbot, {"type": "throw", "seat": 1, "face": 0}, "refused")["reason"] == "not_your_seat"
    stranger = Phone(room.address)
    assert stranger.connect(qtbot)
    assert stranger.ask(qtbot, {"type": "throw", "seat": 1, "face": 0}, "refused")["reason"] == "join_first"
    assert asked == []
    for phone in (mia, watcher, stranger):
        phone.close()


def test_a_real_die_face_only_when_the_game_takes_real_dice_and_one_throw_per_turn(qtbot, room: RoomServer) -> None:
    room.open(table(turn=0), loopback=True)
    asked = throws_of(room)
    mia = seated(qtbot, room, 0)
    assert mia.ask(qtbot, {"type": "throw", "seat": 0, "face": 6}, "refused")["reason"] == "no_real_dice"
    room.publish(table(turn=0, real_dice=True))
    with qtbot.waitSignal(room.throw_asked):
        mia.send({"type": "throw", "seat": 0, "face": 6})
    # a second tap before the host has moved the token: refused
    assert mia.ask(qtbot, {"type": "throw", "seat": 0, "face": 6}, "refused")["reason"] == "not_now"
    assert asked == [(0, 6)]
    mia.close()


def test_a_second_phone_cannot_take_a_seat_already_taken(qtbot, room: RoomServer) -> None:
    room.open(table(computer=frozenset({2})), loopback=True)
    mia = seated(qtbot, room, 0)
    token = mia.token
    thief = Phone(room.address)
    thief.join(qtbot)
    assert thief.ask(qtbot, {"type": "claim", "seat": 0}, "refused")["reason"] == "taken"
    assert thief.ask(qtbot, {"type": "claim", "seat": 2}, "refused")["reason"] == "no_such_seat"  # the computer's
    assert thief.ask(qtbot, {"type": "claim", "seat": 7}, "refused")["reason"] == "no_such_seat"
    assert room.claimed_seats() == {0}
    # guessing the token does not work either, and the seat still obeys its phone
    other = Phone(room.address)
    assert other.connect(qtbot)
    assert other.ask(qtbot, {"type": "hello", "token": "A" * 22}, "refused")["reason"] == "seat_lost"
    asked = throws_of(room)
    with qtbot.waitSignal(room.throw_asked):
        mia.send({"type": "throw", "seat": 0, "face": 0})
    assert asked == [(0, 0)] and mia.token == token
    for phone in (mia, thief, other):
        phone.close()


@pytest.mark.parametrize(
    "message",
    [
        "not json",
        "[]",
        '{"type": "throw"}',
        '{"type": "throw", "seat": 0, "face": 0, "extra": 1}',
        '{"type": "throw", "seat": true, "face": 0}',
        '{"type": "throw", "seat": "0", "face": 0}',
        '{"type": "throw", "seat": 0, "face": 7}',
        '{"type": "throw", "seat": 0, "face": -1}',
        '{"type": "throw", "seat": 0, "face": 1.0}',
        '{"type": "throw", "seat": 10, "face": 0}',
        '{"type": "hello", "code": "12345"}',
        '{"type": "hello", "code": 1234}',
        '{"type": "hello", "token": "<script>"}',
        '{"type": "claim", "seat": 99999999999999999999999}',
        '{"type": "become_host"}',
        "[" * 2000 + "]" * 2000,
    ],
)
def test_a_malformed_message_is_refused_and_changes_nothing(qtbot, room: RoomServer, message: str) -> None:
    room.open(table(turn=0), loopback=True)
    asked = throws_of(room)
    mia = seated(qtbot, room, 0)
    since = len(mia.received)
    mia.socket.sendTextMessage(message)
    assert mia.wait_for(qtbot, lambda m: m["type"] == "refused", since=since)["reason"] == "bad_message"
    assert asked == [] and room.claimed_seats() == {0}
    with qtbot.waitSignal(room.throw_asked):  # and the phone still plays
        mia.send({"type": "throw", "seat": 0, "face": 0})
    mia.close()


# -- the connection's limits ----------------------------------------------------------------


def test_an_oversized_frame_closes_that_connection_only(qtbot, room: RoomServer) -> None:
    room.open(table(turn=0), loopback=True)
    asked = throws_of(room)
    mia = seated(qtbot, room, 0)
    big = Phone(room.address)
    big.join(qtbot)
    big.send({"type": "hello", "code": "x" * 5000})
    qtbot.waitUntil(lambda: big.closed)
    assert big.socket.closeCode() == QWebSocketProtocol.CloseCode.CloseCodeTooMuchData
    qtbot.waitUntil(lambda: room.watchers() == 1)
    assert asked == [] and room.claimed_seats() == {0}
    with qtbot.waitSignal(room.throw_asked):
        mia.send({"type": "throw", "seat": 0, "face": 0})
    mia.close()


def test_a_thousand_messages_at_once_close_the_connection(qtbot, room: RoomServer) -> None:
    room.open(table(turn=0), loopback=True)
    asked = throws_of(room)
    mia = seated(qtbot, room, 0)
    for _ in range(1000):
        mia.send({"type": "throw", "seat": 0, "face": 0})
    qtbot.waitUntil(lambda: mia.closed)
    assert mia.socket.closeCode() == QWebSocketProtocol.CloseCode.CloseCodePolicyViolated
    assert len(asked) <= 1  # one throw a turn, whatever the flood
    assert mia.texts < 40
    assert room.claimed_seats() == {0}  # the seat waits for the phone to come back


def test_binary_data_closes_the_connection(qtbot, room: RoomServer) -> None:
    room.open(table(), loopback=True)
    phone = Phone(room.address)
    phone.join(qtbot)
    phone.socket.sendBinaryMessage(QByteArray(b'{"type": "leave"}'))
    qtbot.waitUntil(lambda: phone.closed)
    qtbot.waitUntil(lambda: room.watchers() == 0)


def test_a_connection_that_does_not_join_in_time_is_closed(qtbot) -> None:
    room = RoomServer(limits=Limits(hello_seconds=0))
    address = room.open(table(), loopback=True)
    idle = Phone(address)
    idle.socket.open(f"ws://127.0.0.1:{address.live_port}/")
    qtbot.waitUntil(lambda: idle.closed)
    room.close()


def test_the_room_takes_a_bounded_number_of_connections(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    phones = [Phone(address) for _ in range(MAX_CONNECTIONS)]
    for phone in phones:
        assert phone.connect(qtbot)
    extra = Phone(address)
    extra.connect(qtbot)
    qtbot.waitUntil(lambda: extra.closed)
    for phone in phones:
        phone.close()


# -- names are data -------------------------------------------------------------------------

HOSTILE = ("<script>alert('mia')</script>", '<img src=x onerror="alert(1)">')


def test_a_name_holding_markup_travels_as_text(qtbot, room: RoomServer, fetch) -> None:
    address = room.open(table(names=(*HOSTILE, "Leo")), loopback=True)
    phone = Phone(address)
    state = phone.join(qtbot)["state"]
    assert [seat["name"] for seat in state["seats"]] == [*HOSTILE, "Leo"]
    room.publish(table(names=(*HOSTILE, "Leo"), last_turn=f"{HOSTILE[1]} threw 4."))
    phone.wait_for(qtbot, lambda m: m["type"] == "state" and m["state"]["last_turn"].startswith("<img"))
    for path in ("/", "/room.json", "/words/en.json", "/phone.js"):  # no page the room serves holds a name
        body = fetch(address.port, path).body
        assert not any(name.encode() in body for name in (*HOSTILE, "Leo")), path
    phone.close()


def test_the_page_puts_every_text_as_text_never_as_markup() -> None:
    """The page's script never parses a string as markup or code (the real browser test plays
    a game with such names), and the page has no inline script for the CSP to allow."""
    script = (PAGE / "phone.js").read_text("utf-8")
    for sink in ("innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "srcdoc"):
        assert sink not in script, sink
    assert re.search(r"setAttribute\(\s*[\"']on", script) is None
    assert "element.textContent = text" in script  # say(): the one way text reaches the page
    page = (PAGE / "index.html").read_text("utf-8")
    assert re.findall(r"<script[^>]*>", page) == ['<script src="/phone.js" defer>']
    assert re.search(r"\son\w+\s*=", page) is None and "style=" not in page and "<style" not in page


# -- the page's server ----------------------------------------------------------------------

ESCAPES = [
    "/../pyproject.toml",
    "/../../../../etc/passwd",
    "/%2e%2e/pyproject.toml",
    "/%2E%2E/%2E%2E/etc/passwd",
    "/tokens/../phone.js",
    "/tokens/%2e%2e/%2e%2e/pyproject.toml",
    "/tokens/..%2f..%2fpyproject.toml",
    "/words/../../snl_desktop/__init__.py",
    "/..\\..\\pyproject.toml",
    "/phone.js/..",
    "//etc/passwd",
    "/index.html",
    "/tokens/",
    "/translations/snl_desktop_de.qm",
]


@pytest.mark.parametrize("path", ESCAPES)
def test_a_path_outside_the_page_is_not_found(room: RoomServer, fetch, path: str) -> None:
    address = room.open(table(), loopback=True)
    answer = fetch(address.port, path)
    assert answer.status == 404
    assert answer.body == b"Not found"
    assert answer.headers["x-content-type-options"] == "nosniff"


def test_the_page_is_served_with_a_strict_policy(room: RoomServer, fetch) -> None:
    address = room.open(table(), loopback=True)
    for path, kind in [
        ("/", "text/html"),
        ("/phone.js", "text/javascript"),
        ("/phone.css", "text/css"),
        ("/tokens/cat.svg", "image/svg+xml"),
        ("/words/ar.json", "application/json"),
        ("/room.json", "application/json"),
    ]:
        answer = fetch(address.port, path)
        assert answer.status == 200, path
        assert answer.headers["content-type"].startswith(kind)
        policy = answer.headers["content-security-policy"]
        assert "default-src 'self'" in policy and "unsafe-inline" not in policy and "unsafe-eval" not in policy
        assert f"connect-src 'self' ws://127.0.0.1:{address.live_port}" in policy
        assert answer.headers["x-content-type-options"] == "nosniff"
        assert answer.headers["x-frame-options"] == "DENY"
    settings = json.loads(fetch(address.port, "/room.json").body)
    assert settings["live_port"] == address.live_port
    assert address.code not in json.dumps(settings)  # the code is never served


def test_only_get_and_only_the_rooms_own_host(room: RoomServer, fetch) -> None:
    address = room.open(table(), loopback=True)
    assert fetch(address.port, "/", method="POST").status == 405
    assert fetch(address.port, "/", method="PUT").status == 405
    rebound = fetch(address.port, "/", headers={"Host": f"evil.example:{address.port}"})
    assert rebound.status == 421


@pytest.mark.parametrize(
    "origin",
    [
        "http://evil.example",
        "null",
        "",
        "http://localhost:{port}",
        "http://127.0.0.1:{other}",
        "https://127.0.0.1:{port}",
    ],
)
def test_a_foreign_origin_is_refused(qtbot, room: RoomServer, origin: str) -> None:
    address = room.open(table(), loopback=True)
    phone = Phone(address, origin=origin.format(port=address.port, other=address.port + 7))
    assert not phone.connect(qtbot)
    assert room.watchers() == 0


def test_the_pages_port_holds_a_bounded_number_of_connections(qtbot, room: RoomServer, fetch) -> None:
    address = room.open(table(), loopback=True)
    held = []
    for _ in range(MAX_PAGE_CONNECTIONS):
        socket = QTcpSocket()
        socket.connectToHost("127.0.0.1", address.port)
        socket.connected.connect(
            partial(socket.write, f"GET /room.json HTTP/1.1\r\nHost: 127.0.0.1:{address.port}\r\n\r\n".encode())
        )
        held.append(socket)
        qtbot.waitUntil(lambda s=socket: s.bytesAvailable() > 0)  # served one by one: the backlog is short
    qtbot.waitUntil(lambda: all(socket.bytesAvailable() > 0 for socket in held))  # each one served, kept alive
    extra = QTcpSocket()
    extra.connectToHost("127.0.0.1", address.port)
    qtbot.waitUntil(lambda: extra.state() == QTcpSocket.SocketState.UnconnectedState)
    for socket in held:
        socket.abort()

    def served() -> bool:  # once the room has seen the others go
        try:
            return fetch(address.port, "/").status == 200
        except ConnectionError:
            return False

    qtbot.waitUntil(served)
