"""Where the room listens: the host's address on the family's local network, and the ports.

The rule: the room listens on one address only, this computer's private IPv4 address on its
local network (192.168.x.x first, then 10.x.x.x, then 172.16–31.x.x; an interface that is up,
running and not a loopback or point-to-point link), never on every interface and never on a
public address; tests ask for the loopback address (127.0.0.1). The page's port is the first
free one from `PREFERRED_PORT` (so that the address the TV shows is the same from one evening
to the next), and the live messages' port the next free one after it.
"""

from __future__ import annotations

import ipaddress
from dataclasses import dataclass

from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QNetworkInterface

PREFERRED_PORT = 8765
PORTS_TRIED = 20
"""How many ports from `PREFERRED_PORT` are tried before the system picks one."""

_PRIVATE = (
    ipaddress.IPv4Network("192.168.0.0/16"),
    ipaddress.IPv4Network("10.0.0.0/8"),
    ipaddress.IPv4Network("172.16.0.0/12"),
)


@dataclass(frozen=True)
class RoomAddress:
    """What the TV shows: where the phones open the room, and its code."""

    host: str
    """The host's address on the local network ("192.168.1.20"; "127.0.0.1" on loopback)."""
    port: int
    """The HTTP port the phones open."""
    code: str
    """The 4-digit room code."""
    live_port: int = 0
    """The port of the live messages (WebSocket) the page connects to by itself."""

    @property
    def url(self) -> str:
        """The short address the TV prints: ``http://192.168.1.20:8765/``."""
        return f"http://{self.host}:{self.port}/"

    @property
    def join_url(self) -> str:
        """The QR code's content: `url` with the code in the fragment (``#1234``), which the
        browser never sends over the network."""
        return f"{self.url}#{self.code}"

    @property
    def origin(self) -> str:
        """The page's origin, the only one the live messages accept."""
        return f"http://{self.host}:{self.port}"


def private_rank(address: str) -> int | None:
    """The preference of ``address`` as the room's (0 best), or None when it is not a private
    IPv4 address of a local network."""
    try:
        ip = ipaddress.IPv4Address(address)
    except ValueError:
        return None
    for rank, network in enumerate(_PRIVATE):
        if ip in network:
            return rank
    return None


def local_address() -> str | None:
    """This computer's address on its local network (see the module's rule), or None when it
    has none (no Wi-Fi, no cable)."""
    found: list[tuple[int, int, str]] = []
    wanted = QNetworkInterface.InterfaceFlag.IsUp | QNetworkInterface.InterfaceFlag.IsRunning
    for order, interface in enumerate(QNetworkInterface.allInterfaces()):
        flags = interface.flags()
        if (flags & wanted) != wanted:
            continue
        if flags & (QNetworkInterface.InterfaceFlag.IsLoopBack | QNetworkInterface.InterfaceFlag.IsPointToPoint):
            continue
        for entry in interface.addressEntries():
            ip = entry.ip()
            if ip.protocol() != QAbstractSocket.NetworkLayerProtocol.IPv4Protocol:
                continue
            text = ip.toString()
            rank = private_rank(text)
            if rank is not None:
                found.append((rank, order, text))
    return min(found)[2] if found else None


def loopback() -> QHostAddress:
    return QHostAddress(QHostAddress.SpecialAddress.LocalHost)
