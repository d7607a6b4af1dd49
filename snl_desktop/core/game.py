"""The turn engine (docs/rules.md): players take turns round-robin; each turn is the list of dice
thrown in it; the engine moves the token and answers with a structured `TurnOutcome` and the
exact result string.

Rules of one turn (defaults): a 6 earns another throw, at most three throws, so a turn is
``[a]``, ``[6, b]`` or ``[6, 6, c]`` (``[6]`` and ``[6, 6]`` are accepted and count their
sum). The effective value is the sum, except that ``[6, 6, 6]`` is worth 0. A move that would
pass the last square N is not made (or bounces, by house rule). Landing on the start of a jump
moves the token to its end, once. Reaching N exactly wins.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from .board import Board
from .errors import TurnError
from .names import names_problem
from .rules import Rules, walk

MIN_PLAYERS = 1
MAX_PLAYERS = 10
GAME_COMPLETED = "GAME COMPLETED"
INVALID_MOVE = "INVALID MOVE"
WIN = "WIN"

OutcomeKind = Literal["move", "overshoot", "void", "win", "invalid", "completed"]


@dataclass(frozen=True)
class TurnOutcome:
    """What one call of `SnakeAndLadderGame.play` did.

    ``kind``: ``"move"``, ``"win"``, ``"overshoot"`` (the move would pass N; the token stays),
    ``"void"`` (three sixes, worth 0), or ``"invalid"`` / ``"completed"`` (nothing changed).
    ``walk`` is every square stepped on, one per pip, ending on ``landed``; ``jump`` is the
    ``(start, end)`` of the snake or ladder taken, if any; ``end`` is where the token rests.
    """

    kind: OutcomeKind
    player: str
    dice: tuple[int, ...]
    value: int
    start: int
    landed: int
    end: int
    walk: tuple[int, ...]
    jump: tuple[int, int] | None
    next_player: str
    result: str

    @property
    def changed(self) -> bool:
        """False for ``"invalid"`` and ``"completed"``: the game did not change."""
        return self.kind not in ("invalid", "completed")


def _check_player_ids(player_ids: Any) -> tuple[str, ...]:
    if isinstance(player_ids, (str, bytes)) or not isinstance(player_ids, Iterable):
        raise TurnError("players must be a list of names")
    ids = tuple(player_ids)
    if not MIN_PLAYERS <= len(ids) <= MAX_PLAYERS:
        raise TurnError(f"a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(ids)}")
    problem = names_problem(ids)  # the one rule for names (core.names)
    if problem:
        raise TurnError(problem)
    return ids


def check_dice(dice: Any, rules: Rules) -> tuple[int, ...]:
    """The dice of one turn, checked against ``rules``; raises `TurnError` if they break them."""
    if isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence):
        raise TurnError(f"the dice of a turn must be a list of numbers, not {type(dice).__name__}")
    throws = tuple(dice)
    for d in throws:
        if type(d) is not int or not 1 <= d <= 6:
            raise TurnError(f"die {d!r}: every die must be a whole number from 1 to 6")
    limit = 3 if rules.extra_roll_on_six else 1
    if not 1 <= len(throws) <= limit:
        raise TurnError(
            f"a turn has 1 to {limit} dice, not {len(throws)}"
            if limit > 1
            else f"a turn has exactly one die (no extra throw on a six), not {len(throws)}"
        )
    if any(d != 6 for d in throws[:-1]):
        raise TurnError(f"dice {list(throws)}: only a 6 earns another throw")
    return throws


def turn_needs_more_dice(dice: Sequence[int], rules: Rules) -> bool:
    """True when the throws so far end on a 6 that earns another throw under ``rules``."""
    return rules.extra_roll_on_six and 0 < len(dice) < 3 and all(d == 6 for d in dice)


def effective_value(dice: tuple[int, ...], rules: Rules) -> int:
    """The pips a (checked) turn moves: the sum, except three sixes are worth 0 when void."""
    if rules.three_sixes_void and dice == (6, 6, 6):
        return 0
    return sum(dice)


class SnakeAndLadderGame:
    """A game of 1 to 10 players on one board under one set of rules.

    ``SnakeAndLadderGame(player_ids, snakes, ladders)`` plays on a 10×10 board with snakes
    ``"head,tail"`` and ladders ``"start,end"``; `from_board` plays on any board and rules.
    """

    def __init__(
        self,
        player_ids: Iterable[str],
        snakes: Iterable[Any] = (),
        ladders: Iterable[Any] = (),
        *,
        board: Board | None = None,
        rules: Rules | None = None,
    ) -> None:
        self.players: tuple[str, ...] = _check_player_ids(player_ids)
        self.board: Board = board if board is not None else Board.from_lists(snakes, ladders)
        self.rules: Rules = rules or Rules()
        self._positions: dict[str, int] = {p: self.rules.start_square for p in self.players}
        self._turn = 0
        self._winner = ""
        self.history: list[TurnOutcome] = []

    @classmethod
    def from_board(cls, board: Board, player_ids: Iterable[str], rules: Rules | None = None) -> SnakeAndLadderGame:
        return cls(player_ids, board=board, rules=rules)

    # -- queries ---------------------------------------------------------------------------

    @property
    def current_player(self) -> str:
        """Whose turn it is (after a win, the winner)."""
        return self._winner or self.players[self._turn]

    @property
    def finished(self) -> bool:
        return bool(self._winner)

    def _check_player(self, player_id: Any) -> str:
        if not isinstance(player_id, str) or player_id not in self._positions:
            raise TurnError(f"unknown player {player_id!r}; the players are {', '.join(self.players)}")
        return player_id

    def get_player_position(self, player_id: str) -> int:
        """The square ``player_id`` is on (0 before the first move under the off-board start)."""
        return self._positions[self._check_player(player_id)]

    def get_winner(self) -> str:
        """The winner's id, or ``""`` while the game goes on."""
        return self._winner

    # -- turns -----------------------------------------------------------------------------

    def play_turn(self, player_id: str, dice: Sequence[int]) -> str:
        """Play one turn and return the result string of docs/rules.md."""
        return self.play(player_id, dice).result

    def play(self, player_id: str, dice: Sequence[int]) -> TurnOutcome:
        """Play one turn and describe it. ``"GAME COMPLETED"`` is checked first, then the call
        itself (an unknown player, an illegal dice list or wrong types raise `TurnError`), then
        whose turn it is (``"INVALID MOVE"``); none of those changes anything."""
        if self._winner:
            return self._unchanged("completed", player_id, dice, GAME_COMPLETED)
        self._check_player(player_id)
        throws = check_dice(dice, self.rules)
        if player_id != self.players[self._turn]:
            return self._unchanged("invalid", player_id, throws, INVALID_MOVE)

        start = self._positions[player_id]
        value = effective_value(throws, self.rules)
        goal = self.board.size
        steps = walk(start, value, goal, self.rules.overshoot) if value else ()
        kind: OutcomeKind
        if steps is None:
            kind, landed, end, steps = "overshoot", start, start, ()
        elif not steps:
            kind, landed, end = "void", start, start
        else:
            landed = steps[-1]
            end = self.board.landing[landed]
            kind = "win" if end == goal else "move"
        jump = (landed, end) if end != landed else None

        self._positions[player_id] = end
        if kind == "win":
            self._winner = player_id
            next_player, result = "", WIN
        else:
            self._turn = (self._turn + 1) % len(self.players)
            next_player = self.players[self._turn]
            result = f"{player_id},{end},{next_player},CONTINUE"
        outcome = TurnOutcome(kind, player_id, throws, value, start, landed, end, steps, jump, next_player, result)
        self.history.append(outcome)
        return outcome

    def _unchanged(self, kind: OutcomeKind, player_id: Any, dice: Any, result: str) -> TurnOutcome:
        pos = self._positions.get(player_id, 0) if isinstance(player_id, str) else 0
        dice_t = tuple(dice) if isinstance(dice, Sequence) and not isinstance(dice, (str, bytes)) else ()
        return TurnOutcome(kind, str(player_id), dice_t, 0, pos, pos, pos, (), None, self.current_player, result)

    def take_back(self) -> TurnOutcome:
        """Undo the last turn played; raises `TurnError` when no turn has been played."""
        if not self.history:
            raise TurnError("no turn to take back")
        last = self.history.pop()
        self._positions[last.player] = last.start
        self._winner = ""
        self._turn = self.players.index(last.player)
        return last


def describe_dice(dice: Sequence[int], rules: Rules) -> str:
    """The dice of a turn so far, in words: ``"6 + 6 + 3 = 15"``, ``"6 — throw again"``,
    ``"three sixes — turn lost"``."""
    if not dice:
        return ""
    if turn_needs_more_dice(dice, rules):
        return f"{' + '.join(map(str, dice))} — throw again"
    if tuple(dice) == (6, 6, 6) and rules.three_sixes_void:
        return "three sixes — turn lost"
    if len(dice) == 1:
        return str(dice[0])
    return f"{' + '.join(map(str, dice))} = {sum(dice)}"


def describe_outcome(outcome: TurnOutcome, name: str | None = None) -> str:
    """A friendly sentence for a turn: ``"Ana rolled 2, climbed from 3 to 22"``."""
    who = name or outcome.player
    rolled = " + ".join(map(str, outcome.dice))
    if outcome.kind == "completed":
        return "The game is over."
    if outcome.kind == "invalid":
        return f"It is not {who}'s turn."
    if outcome.kind == "void":
        return f"{who} rolled three sixes: the turn is lost, {who} stays on {outcome.start}"
    if outcome.kind == "overshoot":
        return f"{who} rolled {rolled}: that would go past the last square, so {who} stays on {outcome.start}"
    text = f"{who} rolled {rolled}"
    walk = outcome.walk
    turned = next((a for a, b in zip(walk, walk[1:]) if b < a), None)  # the last square, under "bounce"
    if turned is not None:
        text += f", bounced back from {turned} to {outcome.landed}"
    elif outcome.jump is None:
        text += f", moved from {outcome.start} to {outcome.end}"
    if outcome.jump is not None:
        start, end = outcome.jump
        verb = "climbed" if end > start else "slid down"
        text += f", {verb} from {start} to {end}"
    if outcome.kind == "win":
        text += " and wins!"
    return text
