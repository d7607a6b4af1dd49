"""The room: phones on the family's network join the game by its code, and throw for their seat.

The rules:

- It listens only between `RoomServer.open` and `RoomServer.close`, on the host's address on
  the local network (`address.local_address`; 127.0.0.1 when asked for loopback), on two ports
  the TV shows: the page's (HTTP, Qt's ``QHttpServer``) and the live messages' (WebSocket,
  Qt's ``QWebSocketServer``), one event loop with the turn engine, no thread. (Qt for Python
  gives ``QHttpServer`` no WebSocket upgrade, hence the second port: docs/phones.md.)
- The page's server answers only its own files (`page.page_files`), GET only, and only under
  the room's own address (the ``Host`` header), each answer with a strict CSP.
- A WebSocket is accepted only from the page's own origin (``http://host:port``), only while
  the room has fewer than `MAX_CONNECTIONS`, and not from an address locked out. Its frames and
  messages are at most `protocol.MAX_MESSAGE_BYTES`; it is closed when it sends faster than its
  allowance (`guard.Bucket`), binary data, or no ``hello`` within `guard.HELLO_SECONDS`.
- A phone joins with the room code (`guard.CodeGuard`: lockout after wrong codes) or its seat
  token; claims one free human seat (a token is its key to rejoin); throws only for the seat
  it holds, only on that seat's turn, only when the table takes a throw, and once until the
  host publishes again. Whatever is refused is answered ``refused`` and changes nothing.
- The TV is the one truth: `publish` sends the host's `TableState` to every phone; the room
  only adds which seats phones hold. Names go out as JSON strings, never as markup.
- `close` closes every connection (WebSocket and HTTP keep-alive) and both listeners. A phone's
  connection is closed with a reason the page reads ("the room was closed": it stops trying
  again) and kept until the phone answers the close (or `CLOSE_WAIT_MS`), so that the reason
  reaches it; the room's own slots are cut from a socket as soon as it is dropped, and from
  every socket if the room is deleted while phones are connected (its ``destroyed``), so
  that nothing of the room runs after it is gone.

One module of some 600 lines: it is one state machine (the listeners, each connection's life
from hello to close, and the seats), and splitting it would spread that life over files; the
values, the guards, the protocol, the page and the addresses are already modules of their own.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field, replace
from functools import partial
from typing import Protocol

import shiboken6
from PySide6.QtCore import QByteArray, QMetaObject, QObject, QTimer, Signal
from PySide6.QtHttpServer import (
    QHttpServer,
    QHttpServerConfiguration,
    QHttpServerRequest,
    QHttpServerResponder,
    QHttpServerResponse,
)
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QHttpHeaders, QTcpServer, QTcpSocket
from PySide6.QtWebSockets import QWebSocket, QWebSocketCorsAuthenticator, QWebSocketProtocol, QWebSocketServer

from ...core.message import Message, phrase
from . import protocol
from .address import PORTS_TRIED, PREFERRED_PORT, RoomAddress, local_address
from .guard import Bucket, Clock, CodeGuard, Limits, Verdict, new_code, new_token
from .page import PageFile, page_files, security_headers
from .protocol import Claim, Hello, Leave, ProtocolError, Reason, Throw
from .table import EMPTY, TableState

__all__ = ["RoomAddress", "RoomError", "RoomServer"]

MAX_CONNECTIONS = 64
"""Phones connected at once: 10 seats and 50 watchers, and a few phones rejoining."""
MAX_PAGE_CONNECTIONS = 64
"""Connections to the page's port at once (a browser opens a few; they close when idle)."""
THROW_WAIT_SECONDS = 3.0
"""After a throw the room takes no other until the host publishes, or until this long."""
HTTP_REQUESTS_PER_SECOND = 200
"""Per address (a phone loads about 15 files at once; four phones on one address in tests)."""
HANDSHAKE_MS = 10_000
CLOSE_WAIT_MS = 3_000
"""How long a closed connection waits for the phone to answer the close before it is cut."""
CLOSED_REASON = "the room was closed"
"""The close reason when the host closes the room (the page stops trying again on it)."""
SERVER_NAME = "Snakes & Ladders Studio"

_VERDICT_REASON = {
    Verdict.WRONG: Reason.WRONG_CODE,
    Verdict.ADDRESS_LOCKED: Reason.LOCKED,
    Verdict.ROOM_LOCKED: Reason.ROOM_LOCKED,
}


class RoomError(ValueError):
    """The room cannot open; ``what`` says why in words the host can act on."""

    def __init__(self, what: Message) -> None:
        self.what = what
        super().__init__(what.english())


@dataclass(eq=False)
class Phone:
    """One connection: a phone (or any client) on the live port."""

    socket: QWebSocket
    address: str
    bucket: Bucket
    joined: bool = False
    seat: int | None = None
    closed: bool = False
    timer: QTimer | None = field(default=None, repr=False)
    links: list[QMetaObject.Connection] = field(default_factory=list, repr=False)
    """The socket's signals connected to the room's slots (cut when it is dropped)."""

    def unplug(self) -> None:
        """Cut the socket's signals from the room: nothing of the room runs for it any more."""
        links, self.links = self.links, []
        for link in links:
            QObject.disconnect(link)


@dataclass(eq=False)
class _Wires:
    """What the room lets go of if its QObject is deleted while it is open (``destroyed``):
    plain Python, so that it outlives the room's wrapper."""

    phones: list[Phone] = field(default_factory=list)
    http: QHttpServer | None = None

    def cut(self) -> None:
        for phone in self.phones:
            phone.closed = True
            phone.unplug()  # the sockets go with the room (its children), the room's slots first
        self.phones.clear()
        http, self.http = self.http, None
        if http is not None and shiboken6.isValid(http):
            shiboken6.delete(http)  # (it has no parent: see `RoomServer.close`)


class RoomServer(QObject):
    """The room (see the module's rules)."""

    throw_asked = Signal(int, int)
    """A phone throws for seat (index), face 1..6, or 0: the app throws for it."""
    seats_changed = Signal()
    """A phone took, left or lost a seat."""
    watchers_changed = Signal(int)
    """How many phones are in the room (joined)."""
    codes_locked = Signal()
    """Too many wrong codes: the room takes none until the host makes a new one (`new_code`)."""

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        language: str = "en",
        limits: Limits | None = None,
        clock: Clock = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._language = language
        self._limits = limits or Limits()
        self._clock = clock
        self._state: TableState = EMPTY
        self._address: RoomAddress | None = None
        self._guard: CodeGuard | None = None
        self._tokens: dict[int, str] = {}
        self._wires = _Wires()
        self._phones = self._wires.phones  # the same list, always
        self._files: dict[str, PageFile] = {}
        self._headers: dict[str, str] = {}
        self._http: QHttpServer | None = None
        self._tcp: QTcpServer | None = None
        self._live: QWebSocketServer | None = None
        self._throw_at: float | None = None
        self._sent_locked = False
        # Qt for Python keeps no reference to an HTTP handler: a bound method made when it is
        # handed over would be freed, and Qt would call whatever took its place.
        self._answer_handler = self._answer
        self.destroyed.connect(self._wires.cut)  # deleted while phones are connected: see _Wires

    # -- the host's side -----------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._address is not None

    @property
    def address(self) -> RoomAddress | None:
        return self._address

    @property
    def state(self) -> TableState:
        """The last state published (seats' ``claimed`` filled in)."""
        return self._state.seat_claimed(self.claimed_seats())

    @property
    def locked(self) -> bool:
        """The room takes no code (too many wrong ones) until `new_code`."""
        return self._guard is not None and self._guard.room_locked

    def watchers(self) -> int:
        """How many phones are in the room."""
        return sum(1 for phone in self._phones if phone.joined and not phone.closed)

    def claimed_seats(self) -> frozenset[int]:
        return frozenset(self._tokens)

    def open(self, state: TableState, *, loopback: bool = False, port: int = 0) -> RoomAddress:
        """Start listening (see the module's rules) and return where; raises `RoomError` when it
        cannot (no local network, no free port, the page's files missing). ``port`` 0: the
        first free from `address.PREFERRED_PORT`."""
        if self._address is not None:
            return self._address
        host = "127.0.0.1" if loopback else local_address()
        if host is None:
            raise RoomError(
                phrase(
                    "Room",
                    "This computer is not on a local network: connect it to the same Wi-Fi as the phones, "
                    "then try again.",
                )
            )
        tcp = _PageListener(MAX_PAGE_CONNECTIONS, self)
        listen_at = QHostAddress(host)
        http_port = _listen(tcp, listen_at, port)
        live = QWebSocketServer(SERVER_NAME, QWebSocketServer.SslMode.NonSecureMode, self)
        live_port = _listen(live, listen_at, 0, after=http_port) if http_port else 0
        if not http_port or not live_port:
            _discard(tcp, live)
            raise RoomError(
                phrase("Room", "No network port is free for the room: close another program that serves the network.")
            )
        address = RoomAddress(host, http_port, new_code(), live_port)
        try:
            files = page_files(address, self._language)
        except OSError as error:
            _discard(tcp, live)
            raise RoomError(
                phrase("Room", "The phones' page is missing from this installation: {problem}").of(problem=str(error))
            ) from error
        self._files = files
        self._headers = security_headers(address)
        self._http = self._wires.http = self._page_server(tcp)
        self._tcp = tcp
        live.setMaxPendingConnections(16)
        live.setHandshakeTimeout(HANDSHAKE_MS)
        live.originAuthenticationRequired.connect(self._check_origin)
        live.newConnection.connect(self._on_connection)
        self._live = live
        self._guard = CodeGuard(address.code, self._limits, self._clock)
        self._state = state
        self._address = address
        self._sent_locked = False
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

    def new_code(self) -> RoomAddress:
        """A new room code (the wrong codes' counts and lockouts cleared); seats keep their
        phones. Returns the new address (the TV shows its code and QR)."""
        if self._address is None or self._guard is None:
            raise RuntimeError("the room is not open")
        self._address = replace(self._address, code=self._guard.renew())
        self._sent_locked = False
        return self._address

    def close(self) -> None:
        """Stop listening and close every connection; the seats' tokens are forgotten."""
        if self._address is None:
            return
        phones = list(self._phones)
        self._phones.clear()
        for phone in phones:
            self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodeGoingAway, CLOSED_REASON)
        for server in (self._live, self._tcp):
            if server is not None:
                server.close()
                server.deleteLater()
        if self._http is not None:
            # its keep-alive connections go with it. Deleted now, by Qt for Python: QHttpServer
            # is a final class, so a deleteLater would leave its Python wrapper believing it
            # alive, and a later object at the same address would be taken for it.
            shiboken6.delete(self._http)
        self._live = self._tcp = None
        self._http = self._wires.http = None
        self._address = None
        self._guard = None
        had_seats = bool(self._tokens)
        self._tokens.clear()
        self._throw_at = None
        if had_seats:
            self.seats_changed.emit()
        self.watchers_changed.emit(0)

    # -- the page ------------------------------------------------------------------------

    def _page_server(self, tcp: QTcpServer) -> QHttpServer:
        http = QHttpServer()  # no parent: deleted by close (see there)
        configuration = QHttpServerConfiguration()
        configuration.setRateLimitPerSecond(HTTP_REQUESTS_PER_SECOND)
        configuration.setMaximumUrlSize(1024)
        configuration.setMaximumTotalHeaderSize(16 * 1024)
        configuration.setMaximumHeaderFieldCount(64)
        configuration.setMaximumBodySize(1024)
        http.setConfiguration(configuration)
        for path in self._files:
            # Qt for Python's route takes fixed paths; the answer is made in _answer.
            http.route(path, _empty)
        http.addAfterRequestHandler(self, self._answer_handler)
        http.bind(tcp)
        return http

    def _answer(self, request: QHttpServerRequest, response: QHttpServerResponse | None = None) -> None:
        """Every answer, found or not, is made here (the routes only name the paths)."""
        if response is None:
            return  # (Qt for Python also calls it with the request alone)
        status = QHttpServerResponder.StatusCode
        found = self._files.get(request.url().path())
        address = self._address
        kind = "text/plain; charset=utf-8"
        if response.statusCode() not in (status.Ok, status.NotFound):
            answer = _plain(b"Refused", response.statusCode())  # Qt's own refusal (too many requests)
        elif found is None or address is None or response.statusCode() != status.Ok:
            answer = _plain(b"Not found", status.NotFound)
        elif request.method() != QHttpServerRequest.Method.Get:
            answer = _plain(b"Only GET", status.MethodNotAllowed)
        elif bytes(request.value(b"host").data()).decode("latin-1") != f"{address.host}:{address.port}":
            answer = _plain(b"Wrong host", status.MisdirectedRequest)
        else:
            answer = QHttpServerResponse(found.content_type.encode("ascii"), QByteArray(found.data), status.Ok)
            kind = found.content_type
        headers = QHttpHeaders()
        headers.append(QHttpHeaders.WellKnownHeader.ContentType, kind)
        for name, value in self._headers.items():
            headers.append(name, value)
        answer.setHeaders(headers)
        response.swap(answer)

    # -- the live messages ---------------------------------------------------------------

    def _check_origin(self, authenticator: QWebSocketCorsAuthenticator) -> None:
        address = self._address
        authenticator.setAllowed(address is not None and authenticator.origin() == address.origin)

    def _on_connection(self) -> None:
        live = self._live
        while live is not None and live.hasPendingConnections():
            socket = live.nextPendingConnection()
            socket.setMaxAllowedIncomingFrameSize(protocol.MAX_MESSAGE_BYTES)
            socket.setMaxAllowedIncomingMessageSize(protocol.MAX_MESSAGE_BYTES)
            where = socket.peerAddress().toString()
            socket.setParent(self)  # not the listener's: a closing socket outlives it (see _let_go)
            phone = Phone(socket, where, Bucket(self._limits.rate, self._limits.burst, self._clock))
            if len(self._phones) >= MAX_CONNECTIONS:
                self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodeGoingAway, "full")
                continue
            if self._guard is not None and self._guard.address_locked(where):
                self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "locked")
                continue
            self._phones.append(phone)
            phone.links = [
                socket.textMessageReceived.connect(partial(self._on_text, phone)),
                socket.binaryMessageReceived.connect(partial(self._on_binary, phone)),
                socket.disconnected.connect(partial(self._on_disconnected, phone)),
            ]
            timer = QTimer(self)
            timer.setSingleShot(True)
            timer.timeout.connect(partial(self._hello_late, phone))
            timer.start(round(self._limits.hello_seconds * 1000))
            phone.timer = timer

    def _drop(self, phone: Phone, code: QWebSocketProtocol.CloseCode, reason: str) -> None:
        """Close ``phone``'s connection (once) and forget it."""
        if phone.closed:
            return
        phone.closed = True
        phone.unplug()
        if phone.timer is not None:
            phone.timer.stop()
            phone.timer.deleteLater()
            phone.timer = None
        if phone in self._phones:
            self._phones.remove(phone)
            if phone.joined:
                self.watchers_changed.emit(self.watchers())
        _let_go(phone.socket, code, reason)

    def _on_disconnected(self, phone: Phone) -> None:
        if shiboken6.isValid(self):  # (unplugged before the room goes: a last safeguard)
            self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodeNormal, "")

    def _hello_late(self, phone: Phone) -> None:
        if not phone.joined:
            self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "join first")

    def _on_binary(self, phone: Phone, _data: QByteArray) -> None:
        self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodeDatatypeNotSupported, "text only")

    def _on_text(self, phone: Phone, text: str) -> None:
        if phone.closed:
            return
        if not phone.bucket.take():
            self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, "too many messages")
            return
        try:
            message = protocol.parse(text)
        except ProtocolError:
            self._refuse(phone, Reason.BAD_MESSAGE)
            return
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

    def _send(self, phone: Phone, text: str) -> None:
        if not phone.closed:
            phone.socket.sendTextMessage(text)

    def _refuse(self, phone: Phone, reason: Reason) -> None:
        self._send(phone, protocol.refused_text(reason))

    def _hello(self, phone: Phone, hello: Hello) -> None:
        guard = self._guard
        if phone.joined or guard is None:
            self._refuse(phone, Reason.BAD_MESSAGE)
            return
        seat = self._seat_of(hello.token) if hello.token is not None else None
        if seat is None:
            if hello.code is None:
                self._refuse(phone, Reason.SEAT_LOST)
                return
            verdict = guard.check(phone.address, hello.code)
            if verdict is not Verdict.RIGHT:
                self._refuse(phone, _VERDICT_REASON[verdict])
                if guard.room_locked and not self._sent_locked:
                    self._sent_locked = True
                    self.codes_locked.emit()
                return
        phone.joined = True
        if phone.timer is not None:
            phone.timer.stop()
        self.watchers_changed.emit(self.watchers())
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
            if _same(held, token):
                found = seat
        return found

    def _seat(self, phone: Phone, seat: int) -> None:
        """``phone`` holds ``seat`` (whose token exists): another connection holding it (the
        same phone before it slept) loses it."""
        for other in self._phones:
            if other is not phone and other.seat == seat:
                other.seat = None
        phone.seat = seat
        self._send(phone, protocol.seated_text(seat, self._tokens[seat]))

    def _release(self, seat: int, *, tell: bool) -> None:
        self._tokens.pop(seat, None)
        for phone in self._phones:
            if phone.seat == seat:
                phone.seat = None
                if tell:
                    self._refuse(phone, Reason.SEAT_LOST)

    def _claim(self, phone: Phone, seat: int) -> None:
        if not self._state.claimable(seat):
            self._refuse(phone, Reason.NO_SUCH_SEAT)
            return
        if phone.seat == seat:
            self._send(phone, protocol.seated_text(seat, self._tokens[seat]))
            return
        if seat in self._tokens:
            self._refuse(phone, Reason.TAKEN)
            return
        if phone.seat is not None:
            self._release(phone.seat, tell=False)
        self._tokens[seat] = new_token()
        self._seat(phone, seat)
        self.seats_changed.emit()
        self._broadcast()

    def _leave(self, phone: Phone) -> None:
        if phone.seat is None:
            self._send_state(phone, self._state_json())
            return
        self._release(phone.seat, tell=False)
        self.seats_changed.emit()
        self._broadcast()

    def _throw(self, phone: Phone, throw: Throw) -> None:
        state = self._state
        if phone.seat != throw.seat:
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
        self._send(phone, protocol.state_text(state_json, phone.seat))

    def _broadcast(self) -> None:
        state_json = self._state_json()
        for phone in list(self._phones):
            if phone.joined:
                self._send_state(phone, state_json)


class _PageListener(QTcpServer):
    """The page's listener: at most ``limit`` connections open at once, the next ones closed
    as they come (each held one costs a socket; a browser needs a few)."""

    def __init__(self, limit: int, parent: QObject) -> None:
        super().__init__(parent)
        self.limit = limit
        self.sockets: set[QTcpSocket] = set()

    def incomingConnection(self, handle: int) -> None:
        socket = QTcpSocket(self)
        if not socket.setSocketDescriptor(handle) or len(self.sockets) >= self.limit:
            socket.abort()
            socket.deleteLater()
            return
        self.sockets.add(socket)
        socket.disconnected.connect(partial(self.sockets.discard, socket))
        socket.destroyed.connect(partial(self.sockets.discard, socket))
        self.addPendingConnection(socket)


class _Listener(Protocol):
    def listen(self, address: QHostAddress, port: int = ...) -> bool: ...
    def serverPort(self) -> int: ...


def _listen(server: _Listener, at: QHostAddress, port: int, *, after: int = 0) -> int:
    """The port ``server`` listens on: ``port`` when asked for one (0: it is taken), else the
    first free of the preferred ones (above ``after``), else one the system picks (0: none)."""
    if port:
        return port if server.listen(at, port) else 0
    first = max(PREFERRED_PORT, after + 1)
    for candidate in range(first, first + PORTS_TRIED):
        if server.listen(at, candidate):
            return candidate
    return server.serverPort() if server.listen(at, 0) else 0


def _let_go(socket: QWebSocket, code: QWebSocketProtocol.CloseCode, reason: str) -> None:
    """Close ``socket`` with ``code`` and ``reason``, and delete it once the phone has answered
    the close, or after `CLOSE_WAIT_MS`: a socket deleted at once may reset the connection
    before the phone has read the close and its reason (it would only see the connection lost,
    and try again)."""
    if socket.state() == QAbstractSocket.SocketState.UnconnectedState:
        socket.deleteLater()
        return
    socket.disconnected.connect(socket.deleteLater)
    QTimer.singleShot(CLOSE_WAIT_MS, socket, socket.abort)
    socket.close(code, reason)


def _discard(tcp: QTcpServer, live: QWebSocketServer) -> None:
    tcp.close()
    live.close()
    tcp.deleteLater()
    live.deleteLater()


def _empty(_request: QHttpServerRequest) -> str:
    return ""


def _plain(text: bytes, status: QHttpServerResponder.StatusCode) -> QHttpServerResponse:
    return QHttpServerResponse(b"text/plain; charset=utf-8", QByteArray(text), status)


def _same(a: str, b: str) -> bool:
    return secrets.compare_digest(a.encode("utf-8"), b.encode("utf-8"))
