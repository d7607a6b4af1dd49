"""A room: phones on the local network join it by its code, over a page and live messages.

The rules, the same for every room (the family's game and the class quiz are rooms):

- It listens only between `Room.open` and `Room.close`, on the host's address on the local
  network (`address.local_address`; 127.0.0.1 when asked for loopback), on two ports the
  screen shows: the page's (HTTP, Qt's ``QHttpServer``) and the live messages' (WebSocket,
  Qt's ``QWebSocketServer``), one event loop with the app, no thread. (Qt for Python gives
  ``QHttpServer`` no WebSocket upgrade, hence the second port: docs/phones.md.)
- The page's server answers only its own files (`page.page_files` of the room's `page.Page`),
  GET only, and only under the room's own address (the ``Host`` header), each answer with a
  strict CSP.
- A WebSocket is accepted only from the page's own origin (``http://host:port``), only while
  the room has fewer than `MAX_CONNECTIONS`, and not from an address locked out. Its frames and
  messages are at most `protocol.MAX_MESSAGE_BYTES`; it is closed when it sends faster than its
  allowance (`guard.Bucket`), binary data, or no ``hello`` within `guard.HELLO_SECONDS`.
- The room code is checked by `guard.CodeGuard` (lockout after wrong codes); what a joined
  phone may say is the subclass's (`_parse`, `_on_message`): whatever is refused is answered
  ``refused`` and changes nothing.
- `close` closes every connection (WebSocket and HTTP keep-alive) and both listeners. A phone's
  connection is closed with a reason the page reads ("the room was closed": it stops trying
  again) and kept until the phone answers the close (or `CLOSE_WAIT_MS`), so that the reason
  reaches it; the room's own slots are cut from a socket as soon as it is dropped, and from
  every socket if the room is deleted while phones are connected (its ``destroyed``), so
  that nothing of the room runs after it is gone.
"""

from __future__ import annotations

import secrets
import time
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import partial
from typing import Generic, Protocol, TypeVar

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
from .guard import Bucket, Clock, CodeGuard, Limits, Verdict, new_code
from .page import Page, PageFile, page_files, security_headers
from .protocol import ProtocolError, Reason

__all__ = ["Phone", "Room", "RoomAddress", "RoomError"]

MAX_CONNECTIONS = 64
"""Phones connected at once: 10 seats and 50 watchers, or a class of 60, and a few rejoining."""
MAX_PAGE_CONNECTIONS = 64
"""Connections to the page's port at once (a browser opens a few; they close when idle)."""
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

M = TypeVar("M")
"""What a room's phones may say, parsed (`_parse`)."""


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
    holds: int | None = None
    """What the phone holds in the room: the game's seat, the quiz's student (by id)."""
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
            shiboken6.delete(http)  # (it has no parent: see `Room.close`)


class Room(QObject, Generic[M]):
    """A room (see the module's rules); a subclass says what its phones may say and do."""

    watchers_changed = Signal(int)
    """How many phones are in the room (joined)."""
    codes_locked = Signal()
    """Too many wrong codes: the room takes none until the host makes a new one (`new_code`)."""

    page: Page = Page.GAME
    """Which page the room serves."""

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
        self._address: RoomAddress | None = None
        self._guard: CodeGuard | None = None
        self._wires = _Wires()
        self._phones = self._wires.phones  # the same list, always
        self._files: dict[str, PageFile] = {}
        self._headers: dict[str, str] = {}
        self._http: QHttpServer | None = None
        self._tcp: QTcpServer | None = None
        self._live: QWebSocketServer | None = None
        self._sent_locked = False
        # Qt for Python keeps no reference to an HTTP handler: a bound method made when it is
        # handed over would be freed, and Qt would call whatever took its place.
        self._answer_handler = self._answer
        self.destroyed.connect(self._wires.cut)  # deleted while phones are connected: see _Wires

    # -- what a room says (subclasses) ---------------------------------------------------

    def _parse(self, text: str) -> M:
        """The phone's message, checked (raises `ProtocolError`)."""
        raise NotImplementedError

    def _on_message(self, phone: Phone, message: M) -> None:
        """A phone's checked message (a ``hello`` too: see `_admit`)."""
        raise NotImplementedError

    def _closing(self) -> None:
        """The room closes: forget what the phones held."""

    # -- the host's side -----------------------------------------------------------------

    @property
    def is_open(self) -> bool:
        return self._address is not None

    @property
    def address(self) -> RoomAddress | None:
        return self._address

    @property
    def locked(self) -> bool:
        """The room takes no code (too many wrong ones) until `new_code`."""
        return self._guard is not None and self._guard.room_locked

    def watchers(self) -> int:
        """How many phones are in the room."""
        return sum(1 for phone in self._phones if phone.joined and not phone.closed)

    def _listen_on(self, *, loopback: bool, port: int) -> RoomAddress:
        """Start listening (see the module's rules) and return where; raises `RoomError` when it
        cannot (no local network, no free port, the page's files missing). ``port`` 0: the
        first free from `address.PREFERRED_PORT`."""
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
            files = page_files(address, self._language, self.page)
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
        self._address = address
        self._sent_locked = False
        return address

    def new_code(self) -> RoomAddress:
        """A new room code (the wrong codes' counts and lockouts cleared); phones in the room
        stay. Returns the new address (the screen shows its code and QR)."""
        if self._address is None or self._guard is None:
            raise RuntimeError("the room is not open")
        self._address = replace(self._address, code=self._guard.renew())
        self._sent_locked = False
        return self._address

    def close(self) -> None:
        """Stop listening and close every connection; what the phones held is forgotten."""
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
        self._closing()
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
            self._dropped(phone)
        _let_go(phone.socket, code, reason)

    def _dropped(self, phone: Phone) -> None:
        """``phone``'s connection is gone (the room may tell the screen)."""

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
            message = self._parse(text)
        except ProtocolError:
            self._refuse(phone, Reason.BAD_MESSAGE)
            return
        self._on_message(phone, message)

    def _send(self, phone: Phone, text: str) -> None:
        if not phone.closed:
            phone.socket.sendTextMessage(text)

    def _refuse(self, phone: Phone, reason: StrEnum) -> None:
        self._send(phone, protocol.refused_text(reason))

    def _admit(self, phone: Phone, code: str | None) -> bool:
        """Whether ``code`` is the room's: a wrong one is refused (and counted: see
        `guard.CodeGuard`), and the host told when the room stops taking codes."""
        guard = self._guard
        if guard is None or code is None:
            self._refuse(phone, Reason.BAD_MESSAGE)
            return False
        verdict = guard.check(phone.address, code)
        if verdict is Verdict.RIGHT:
            return True
        self._refuse(phone, _VERDICT_REASON[verdict])
        if guard.room_locked and not self._sent_locked:
            self._sent_locked = True
            self.codes_locked.emit()
        return False

    def _joined(self, phone: Phone) -> None:
        """``phone`` is in the room: its hello timer stops."""
        phone.joined = True
        if phone.timer is not None:
            phone.timer.stop()
        self.watchers_changed.emit(self.watchers())

    def _joined_phones(self) -> list[Phone]:
        return [phone for phone in self._phones if phone.joined and not phone.closed]

    def _kick(self, phone: Phone, reason: str) -> None:
        """Close ``phone``'s connection for good (the page says ``reason`` and does not retry)."""
        self._drop(phone, QWebSocketProtocol.CloseCode.CloseCodePolicyViolated, reason)


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


def same_secret(a: str, b: str) -> bool:
    """Whether two secrets (tokens) are equal, compared in constant time."""
    return secrets.compare_digest(a.encode("utf-8"), b.encode("utf-8"))
