"""The finished games not yet written into the history, kept in a file of their own so that no
won game is ever dropped: not when another program holds the history for minutes, not when the
disk is full or the history read-only, not when the app is closed or killed meanwhile.

- Each recorder keeps its own file beside the history, ``history.pending-<owner>.json`` (one per
  window: two windows never write one file), rewritten whole and atomically (`safe_io`) at each
  change and removed once everything in it is in the history. It holds the games (as the
  history keeps them) and the keys of recorded games whose win was taken back.
- `PendingGames.flush` writes them into the history (a game already there is not added twice:
  its key), then forgets the taken-back ones; what could not be written stays.
- `PendingGames.adopt` takes in the files other windows left (closed with games still pending,
  or killed): renamed to claim them first, so that two windows starting together never both take
  one. A file that cannot be read is set aside (``.damaged-<time>``) and said.
"""

from __future__ import annotations

import json
import os
import threading
import time
import uuid
from dataclasses import asdict
from pathlib import Path
from typing import Any

from ..files.own_files import DAMAGED_SUFFIX
from ..files.safe_io import MB, atomic_write_bytes
from ..message import Message, phrase
from .database import History
from .errors import HistoryBusy, HistoryError
from .record import FinishedGame, PlayerRecord

FORMAT = "snl-history-pending"
VERSION = 1
MAX_PENDING_BYTES = 16 * MB
"""The largest pending file read (a game takes under a kilobyte)."""


def pending_file(history: Path, owner: str) -> Path:
    """Where ``owner`` keeps the games not yet in ``history``."""
    return history.with_name(f"{history.stem}.pending-{owner}.json")


def pending_files(history: Path) -> list[Path]:
    """Every pending file beside ``history`` (whoever left it), oldest first."""
    try:
        found = [p for p in history.parent.glob(f"{history.stem}.pending-*") if DAMAGED_SUFFIX not in p.name]
    except OSError:
        return []

    def modified(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    return sorted(found, key=modified)


class PendingGames:
    """The games (and taken-back wins) of one recorder not yet in the history at ``history``.
    Safe to use from several threads."""

    def __init__(self, history: Path, owner: str | None = None) -> None:
        self.history = history
        self.owner = owner or uuid.uuid4().hex[:16]
        self.file = pending_file(history, self.owner)
        self._games: dict[str, FinishedGame] = {}
        self._forget: list[str] = []
        self._lock = threading.Lock()
        self.kept = True
        """Whether the file holds every game pending (False: it could not be written)."""

    def __len__(self) -> int:
        with self._lock:
            return len(self._games)

    def __bool__(self) -> bool:
        with self._lock:
            return bool(self._games or self._forget)

    def keys(self) -> list[str]:
        with self._lock:
            return list(self._games)

    # -- what is pending --------------------------------------------------------------------------

    def keep(self, game: FinishedGame) -> Message | None:
        """Keep ``game`` until it is written; why it could not be kept in the file (None: it is)."""
        with self._lock:
            self._games[game.key] = game
            return self._save()

    def take_back(self, key: str) -> Message | None:
        """The win recorded under ``key`` was taken back: drop it if it is still pending, or
        forget it from the history when it is flushed."""
        with self._lock:
            if self._games.pop(key, None) is None:
                self._forget.append(key)
            return self._save()

    # -- into the history -------------------------------------------------------------------------

    def flush(self, busy_ms: int | None = None) -> list[Message]:
        """Write every pending game into the history (and forget the taken-back ones); what a
        user should hear of (what opening the history did, why it could not be written).
        Raises `HistoryBusy` (nothing lost: it all stays pending) when another program holds
        the history."""
        with self._lock:
            games, forget = list(self._games.values()), list(self._forget)
        if not games and not forget:
            return []
        notes: list[Message] = []
        try:
            with History.open(self.history, busy_ms) as history:
                notes.extend(history.notes)
                for game in games:
                    history.record(game)
                    self._written(game.key)
                for key in forget:
                    history.forget(key)
                    self._forgotten(key)
        except HistoryBusy:
            self._settle()
            raise
        except HistoryError as exc:
            notes.append(exc.what)
        problem = self._settle()
        if problem is not None:
            notes.append(problem)
        return notes

    def _written(self, key: str) -> None:
        with self._lock:
            self._games.pop(key, None)

    def _forgotten(self, key: str) -> None:
        with self._lock:
            if key in self._forget:
                self._forget.remove(key)

    def _settle(self) -> Message | None:
        with self._lock:
            return self._save()

    # -- the file ---------------------------------------------------------------------------------

    def _save(self) -> Message | None:
        """Write what is pending to the file (or remove it when nothing is); the lock held."""
        try:
            if not self._games and not self._forget:
                self.file.unlink(missing_ok=True)
            else:
                data = {
                    "format": FORMAT,
                    "version": VERSION,
                    "games": [asdict(game) for game in self._games.values()],
                    "forget": self._forget,
                }
                self.file.parent.mkdir(parents=True, exist_ok=True)
                atomic_write_bytes(self.file, json.dumps(data, ensure_ascii=False).encode("utf-8"))
        except OSError as exc:
            self.kept = False
            return phrase("History", "the games not yet in the history cannot be kept in {file}: {reason}").of(
                file=str(self.file), reason=exc.strerror or str(exc)
            )
        self.kept = True
        return None

    def adopt(self) -> list[Message]:
        """Take in the pending files other windows left beside the history; what a user should
        hear of (a file that could not be read, set aside)."""
        notes: list[Message] = []
        for path in pending_files(self.history):
            if path == self.file:
                continue
            claimed = path.with_name(f"{self.file.name}.claimed-{uuid.uuid4().hex[:8]}")
            try:
                os.replace(path, claimed)  # ours now: another window starting now finds it gone
            except OSError:
                continue
            try:
                games, forget = _read(claimed)
            except (OSError, ValueError) as exc:
                reason: Message | str = (
                    exc.strerror or str(exc)
                    if isinstance(exc, OSError)
                    else phrase("History", "it is not a file of games kept for the history")
                )
                aside = claimed.with_name(f"{path.name}{DAMAGED_SUFFIX}{time.strftime('%Y%m%d-%H%M%S')}")
                try:
                    os.replace(claimed, aside)
                except OSError:
                    aside = claimed
                notes.append(
                    phrase(
                        "History", "the games kept in {file} cannot be read ({reason}); the file was moved to {aside}"
                    ).of(file=str(path), reason=reason, aside=str(aside))
                )
                continue
            with self._lock:
                for game in games:
                    self._games.setdefault(game.key, game)
                self._forget.extend(key for key in forget if key not in self._forget)
                problem = self._save()
            if problem is not None:
                notes.append(problem)
                try:  # not kept in ours: left where it is, for the next start
                    os.replace(claimed, path)
                except OSError:
                    pass
                continue
            try:
                claimed.unlink()
            except OSError:
                pass
        return notes


def _read(path: Path) -> tuple[list[FinishedGame], list[str]]:
    """The games and keys a pending file holds; `ValueError` when it is not one (what is wrong
    with it, in English, for the log: the user hears that it is not a file of pending games)."""
    with open(path, "rb") as stream:
        data = stream.read(MAX_PENDING_BYTES + 1)
    if len(data) > MAX_PENDING_BYTES:
        raise ValueError("too large")
    try:
        content = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ValueError(f"not JSON: {exc}") from None
    if not isinstance(content, dict) or content.get("format") != FORMAT or content.get("version") != VERSION:
        raise ValueError("not a file of pending games")
    games, forget = content.get("games"), content.get("forget")
    if not isinstance(games, list) or not isinstance(forget, list) or not all(isinstance(k, str) for k in forget):
        raise ValueError("not a file of pending games")
    return [_game(game) for game in games], list(forget)


_TEXT = ("key", "played_at", "board_name", "fingerprint", "rules", "winner")
_WHOLE = ("rows", "cols", "turns")
_PLAYER_WHOLE = ("seat", "turns", "ladders", "snakes", "longest_climb", "longest_slide")


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < 2**62


def _game(data: Any) -> FinishedGame:
    if not isinstance(data, dict):
        raise ValueError("a game is not an object")
    if not all(isinstance(data.get(k), str) for k in _TEXT) or not all(_whole(data.get(k)) for k in _WHOLE):
        raise ValueError("a game lacks its fields")
    players = data.get("players")
    if not isinstance(players, list) or not players:
        raise ValueError("a game lacks its players")
    seats = []
    for player in players:
        if (
            not isinstance(player, dict)
            or not isinstance(player.get("name"), str)
            or not isinstance(player.get("colour"), str)
            or not isinstance(player.get("computer"), bool)
            or not isinstance(player.get("won"), bool)
            or not all(_whole(player.get(k)) for k in _PLAYER_WHOLE)
        ):
            raise ValueError("a player lacks their fields")
        seats.append(
            PlayerRecord(
                player["name"],
                player["computer"],
                player["seat"],
                player["colour"],
                player["won"],
                *(player[k] for k in _PLAYER_WHOLE[1:]),
            )
        )
    return FinishedGame(
        data["key"],
        data["played_at"],
        data["board_name"],
        data["rows"],
        data["cols"],
        data["fingerprint"],
        data["rules"],
        data["winner"],
        data["turns"],
        tuple(seats),
    )
