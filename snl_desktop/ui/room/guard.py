"""The room's door: the room code, its lockout, the seat tokens and each connection's rate.

The rules (plain Python, a clock handed in, so that tests can move time):

- The **room code** is 4 random digits (`secrets`); it is compared in constant time.
- **Lockout**: `PER_ADDRESS_TRIES` wrong codes from one network address lock that address out
  for `LOCKOUT_SECONDS` (its attempts are refused unchecked, the right code too); every wrong
  code counts towards `ROOM_TRIES` for the whole room, and at that count the room takes no code
  at all (a phone holding a seat token still rejoins) until the host makes a new code. Four
  digits are 10 000 codes: 100 guesses find the code with a chance of 1 in 100, and only
  after the host has seen the room refuse them (the dialog says so).
- **Seat tokens** are `secrets.token_urlsafe` (128 bits): a phone that holds one rejoins its seat
  after sleeping or a dropped connection without the code.
- **Joining**: a connection that has not joined within `HELLO_SECONDS` is closed (it would hold
  one of the room's few connections).
- **Rate**: each connection has a token bucket of `BURST` messages refilled at `RATE` a second;
  a connection that empties it is closed (a person taps a few times a second at most).
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum

Clock = Callable[[], float]
"""Seconds, monotonic (`time.monotonic` in the app; tests hand in their own)."""

CODE_DIGITS = 4
PER_ADDRESS_TRIES = 5
LOCKOUT_SECONDS = 300.0
ROOM_TRIES = 100
RATE = 20.0
BURST = 20.0
HELLO_SECONDS = 120.0
TOKEN_BYTES = 16


def new_code() -> str:
    """A fresh room code: `CODE_DIGITS` random digits ("0427")."""
    return f"{secrets.randbelow(10**CODE_DIGITS):0{CODE_DIGITS}d}"


def new_token() -> str:
    """A fresh seat token (URL-safe, 22 characters)."""
    return secrets.token_urlsafe(TOKEN_BYTES)


class Verdict(Enum):
    """What the door says to a code."""

    RIGHT = "right"
    WRONG = "wrong_code"
    ADDRESS_LOCKED = "locked"
    ROOM_LOCKED = "room_locked"


@dataclass
class Limits:
    """The door's numbers (tests shrink or widen them)."""

    per_address_tries: int = PER_ADDRESS_TRIES
    lockout_seconds: float = LOCKOUT_SECONDS
    room_tries: int = ROOM_TRIES
    rate: float = RATE
    burst: float = BURST
    hello_seconds: float = HELLO_SECONDS
    """A connection that has not joined by then is closed."""


@dataclass
class CodeGuard:
    """Checks room codes and keeps the count of wrong ones (see the module's rules)."""

    code: str
    limits: Limits = field(default_factory=Limits)
    clock: Clock = time.monotonic
    wrong_total: int = 0
    _wrong: dict[str, int] = field(default_factory=dict)
    _locked_until: dict[str, float] = field(default_factory=dict)

    @property
    def room_locked(self) -> bool:
        """The room takes no code until `renew`."""
        return self.wrong_total >= self.limits.room_tries

    def address_locked(self, address: str) -> bool:
        until = self._locked_until.get(address)
        if until is None:
            return False
        if self.clock() >= until:
            del self._locked_until[address]
            self._wrong.pop(address, None)
            return False
        return True

    def check(self, address: str, code: str) -> Verdict:
        """The verdict on ``code`` from ``address``; a wrong one is counted."""
        if self.room_locked:
            return Verdict.ROOM_LOCKED
        if self.address_locked(address):
            return Verdict.ADDRESS_LOCKED
        if secrets.compare_digest(code.encode("utf-8"), self.code.encode("utf-8")):
            self._wrong.pop(address, None)
            return Verdict.RIGHT
        self.wrong_total += 1
        wrong = self._wrong.get(address, 0) + 1
        self._wrong[address] = wrong
        if wrong >= self.limits.per_address_tries:
            self._locked_until[address] = self.clock() + self.limits.lockout_seconds
        return Verdict.WRONG

    def renew(self) -> str:
        """A new code, every count and lockout cleared (the host made a new code)."""
        self.code = new_code()
        self.wrong_total = 0
        self._wrong.clear()
        self._locked_until.clear()
        return self.code


@dataclass
class Bucket:
    """One connection's message allowance: `take` says whether one more message is allowed."""

    rate: float
    burst: float
    clock: Clock = time.monotonic
    _level: float = -1.0
    _at: float = 0.0

    def take(self) -> bool:
        now = self.clock()
        if self._level < 0:
            self._level, self._at = self.burst, now
        self._level = min(self.burst, self._level + (now - self._at) * self.rate)
        self._at = now
        if self._level < 1.0:
            return False
        self._level -= 1.0
        return True
