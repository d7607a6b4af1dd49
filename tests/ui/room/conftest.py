"""The room's fixtures: a room server closed after each test, and a page fetcher (HTTP from a
worker thread, waited for on Qt's event loop: the server answers on the test's own thread)."""

from __future__ import annotations

import http.client
import threading
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

import pytest

from snl_desktop.ui.room.server import RoomServer


@pytest.fixture
def room(qapp) -> Iterator[RoomServer]:
    server = RoomServer(language="en")
    yield server
    server.close()
    server.deleteLater()


@dataclass
class Answer:
    status: int
    headers: dict[str, str]
    body: bytes
    raw_headers: list[tuple[str, str]] = field(default_factory=list)


Fetch = Callable[..., Answer]


@pytest.fixture
def fetch(qtbot) -> Fetch:
    """``fetch(port, path, method="GET", headers=None, host=None)``: the room's answer."""

    def run(port: int, path: str, method: str = "GET", headers: dict[str, str] | None = None) -> Answer:
        found: list[Answer | BaseException] = []

        def work() -> None:
            try:
                connection = http.client.HTTPConnection("127.0.0.1", port, timeout=60)
                connection.putrequest(method, path, skip_host=bool(headers and "Host" in headers))
                for name, value in (headers or {}).items():
                    connection.putheader(name, value)
                connection.endheaders()
                response = connection.getresponse()
                body = response.read()
                pairs = response.getheaders()
                found.append(Answer(response.status, {k.lower(): v for k, v in pairs}, body, pairs))
                connection.close()
            except BaseException as error:  # handed to the test
                found.append(error)

        thread = threading.Thread(target=work, daemon=True)
        thread.start()
        qtbot.waitUntil(lambda: bool(found))
        thread.join()
        if isinstance(found[0], BaseException):
            raise found[0]
        return found[0]

    return run
