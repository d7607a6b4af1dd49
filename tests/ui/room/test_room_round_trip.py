"""The room's whole path over loopback, with real WebSocket clients: a phone joins with the code,
takes a seat, throws on its turn, and sees the state the host publishes; a phone that drops
rejoins its seat with its token; the host frees a seat; closing the room closes everything."""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtNetwork import QTcpSocket
from PySide6.QtWebSockets import QWebSocketProtocol

from helpers.room_client import Phone, table
from snl_desktop.ui.room import room as room_module
from snl_desktop.ui.room.server import RoomError, RoomServer


def test_join_claim_throw_and_the_state_comes_back(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    assert address.host == "127.0.0.1" and address.port and address.live_port
    assert address.url == f"http://127.0.0.1:{address.port}/"
    assert address.join_url == f"{address.url}#{address.code}"
    assert len(address.code) == 4 and address.code.isdigit()

    mia = Phone(address)
    first = mia.join(qtbot)
    assert first["type"] == "state" and first["you"] is None
    assert [seat["name"] for seat in first["state"]["seats"]] == ["Mia", "Leo", "Grandma"]
    assert room.watchers() == 1

    with qtbot.waitSignal(room.seats_changed):
        seated = mia.ask(qtbot, {"type": "claim", "seat": 0}, "seated")
    assert seated["seat"] == 0 and len(seated["token"]) >= 20
    assert room.claimed_seats() == {0}
    state = mia.wait_for(qtbot, lambda m: m["type"] == "state" and m["you"] == 0)
    assert state["state"]["seats"][0]["claimed"] is True

    with qtbot.waitSignal(room.throw_asked) as asked:
        mia.send({"type": "throw", "seat": 0, "face": 0})
    assert asked.args == [0, 0]

    since = len(mia.received)
    room.publish(table(turn=1, squares=(4, 0, 0), last_turn="Mia threw 4."))
    state = mia.wait_for(qtbot, lambda m: m["type"] == "state", since=since)
    assert state["state"]["turn"] == 1
    assert state["state"]["seats"][0]["square"] == 4
    assert state["state"]["last_turn"] == "Mia threw 4."
    assert state["state"]["seats"][0]["claimed"] is True  # the room adds what it knows
    mia.close()


def test_a_phone_that_dropped_rejoins_its_seat_with_its_token(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    leo = Phone(address)
    leo.join(qtbot)
    leo.ask(qtbot, {"type": "claim", "seat": 1}, "seated")
    token = leo.token
    leo.close()
    qtbot.waitUntil(lambda: room.watchers() == 0)
    assert room.claimed_seats() == {1}  # the seat waits for its phone

    again = Phone(address)
    assert again.connect(qtbot)
    seated = again.ask(qtbot, {"type": "hello", "token": token}, "seated")
    assert seated == {"type": "seated", "seat": 1, "token": token}
    room.publish(table(turn=1))
    with qtbot.waitSignal(room.throw_asked) as asked:
        again.send({"type": "throw", "seat": 1, "face": 0})
    assert asked.args == [1, 0]
    again.close()


def test_the_host_frees_a_seat_and_its_phone_is_told(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    mia = Phone(address)
    mia.join(qtbot)
    mia.ask(qtbot, {"type": "claim", "seat": 0}, "seated")
    since = len(mia.received)
    with qtbot.waitSignal(room.seats_changed):
        room.free_seat(0)
    assert mia.wait_for(qtbot, lambda m: m["type"] == "refused", since=since)["reason"] == "seat_lost"
    assert mia.wait_for(qtbot, lambda m: m["type"] == "state", since=since)["you"] is None
    assert room.claimed_seats() == frozenset()
    refused = mia.ask(qtbot, {"type": "throw", "seat": 0, "face": 0}, "refused")
    assert refused["reason"] == "not_your_seat"
    # the freed seat's old token no longer rejoins it
    other = Phone(address)
    assert other.connect(qtbot)
    assert other.ask(qtbot, {"type": "hello", "token": mia.token}, "refused")["reason"] == "seat_lost"
    other.close()
    mia.close()


def test_closing_the_room_closes_every_connection_and_both_ports(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    phones = [Phone(address) for _ in range(3)]
    for phone in phones:
        phone.join(qtbot)
    page = QTcpSocket()
    page.connectToHost("127.0.0.1", address.port)
    assert page.waitForConnected(60_000)
    request = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{address.port}\r\nConnection: keep-alive\r\n\r\n"
    page.write(request.encode())
    qtbot.waitUntil(lambda: page.bytesAvailable() > 0)
    assert page.readAll().data().startswith(b"HTTP/1.1 200")

    with qtbot.waitSignal(room.watchers_changed):
        room.close()
    qtbot.waitUntil(lambda: all(phone.closed for phone in phones))
    qtbot.waitUntil(lambda: page.state() == QTcpSocket.SocketState.UnconnectedState)
    assert not room.is_open and room.address is None
    for port in (address.port, address.live_port):
        probe = QTcpSocket()
        probe.connectToHost("127.0.0.1", port)
        assert not probe.waitForConnected(60_000)


def test_without_a_local_network_the_room_does_not_open_and_says_why(room: RoomServer, monkeypatch) -> None:
    monkeypatch.setattr(room_module, "local_address", lambda: None)
    with pytest.raises(RoomError) as refused:
        room.open(table())
    assert "not on a local network" in str(refused.value)
    assert refused.value.what.context == "Room"  # said in the host's language by the words layer
    assert not room.is_open


def test_a_port_already_taken_is_refused_and_nothing_listens(qtbot, room: RoomServer) -> None:
    first = RoomServer()
    address = first.open(table(), loopback=True)
    with pytest.raises(RoomError):
        room.open(table(), loopback=True, port=address.port)
    assert not room.is_open and room.address is None
    first.close()
    assert room.open(table(), loopback=True, port=address.port).port == address.port  # free again


def test_the_room_listens_on_the_local_network_address_it_found(room: RoomServer, monkeypatch) -> None:
    monkeypatch.setattr(room_module, "local_address", lambda: "127.0.0.1")  # what the LAN would be
    address = room.open(table())
    assert address.host == "127.0.0.1" and address.url.startswith("http://127.0.0.1:")


def test_closing_the_room_tells_each_phone_why_and_waits_for_its_answer(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    phones = [Phone(address) for _ in range(2)]
    for phone in phones:
        phone.join(qtbot)
    room.close()
    qtbot.waitUntil(lambda: all(phone.closed for phone in phones))
    for phone in phones:  # the page stops trying again on this reason
        assert phone.socket.closeReason() == "the room was closed"
        assert phone.socket.closeCode() == QWebSocketProtocol.CloseCode.CloseCodeGoingAway


@pytest.mark.parametrize("how", ["deleteLater", "delete"])
def test_a_room_deleted_with_phones_connected_lets_them_go_quietly(qtbot, qapp, how: str) -> None:
    server = RoomServer()
    address = server.open(table(), loopback=True)
    phones = [Phone(address) for _ in range(3)]
    for phone in phones:
        phone.join(qtbot)
    phones[0].ask(qtbot, {"type": "claim", "seat": 0}, "seated")
    if how == "delete":
        shiboken6.delete(server)  # at once, as a parent window going deletes its children
    else:
        with qtbot.waitSignal(server.destroyed):
            server.deleteLater()
    # every phone loses its connection, and nothing of the deleted room runs afterwards (pytest-qt
    # fails the test on an exception in Qt's loop: "Signal source has been deleted")
    qtbot.waitUntil(lambda: all(phone.closed for phone in phones))
    for port in (address.port, address.live_port):
        probe = QTcpSocket()
        probe.connectToHost("127.0.0.1", port)
        assert not probe.waitForConnected(60_000)
