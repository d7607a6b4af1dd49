"""A guard for tests of code that must never block (pipes, devices, locks): a step that blocks
for longer than the watchdog's seconds raises `Hang` and fails the test instead of hanging the
suite."""

from __future__ import annotations

import signal
from collections.abc import Iterator

import pytest

SECONDS = 10


class Hang(Exception):
    """Raised in the test's thread when the watchdog fires."""


@pytest.fixture
def watchdog() -> Iterator[None]:
    def alarm(_signum: int, _frame: object) -> None:
        raise Hang

    previous = signal.signal(signal.SIGALRM, alarm)
    signal.alarm(SECONDS)
    yield
    signal.alarm(0)
    signal.signal(signal.SIGALRM, previous)
