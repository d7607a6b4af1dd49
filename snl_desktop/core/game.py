"""The turn engine (docs/rules.md): players take turns round-robin; each turn is the list of dice
thrown in it; the engine moves the token and answers with a structured `TurnOutcome` and the
exact result string.

Rules of one turn (defaults): a 6 earns another throw, at most three throws, so a turn is
``[a]``, ``[6, b]`` or ``[6, 6, c]`` (``[6]`` and ``[6, 6]`` are accepted and count their
sum). The effective value is the sum, except that ``[6, 6, 6]`` is worth 0. A move that would
pass the last square N is not made (or bounces, by house rule). Landing on the start of a jump
moves the token to its end, once. Reaching N exactly wins.

Under the house rule "each throw moves" (`Rules.move_each_throw`) every throw is such a move,
from where the previous one left the token; reaching N ends the game at once (a throw after it
makes the dice list illegal), and a third 6 that voids the turn sends the token back to the
square where the turn began. `resolve_turn` is that rule, for the engine and the analysis alike.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal, NamedTuple

from .board import Board
from .errors import TurnError
from .names import names_problem
from .rules import Rules, move_target, walk

MIN_PLAYERS = 1
MAX_PLAYERS = 10
GAME_COMPLETED = "GAME COMPLETED"
INVALID_MOVE = "INVALID MOVE"
WIN = "WIN"

OutcomeKind = Literal["move", "overshoot", "void", "win", "invalid", "completed"]


class Move(NamedTuple):
    """One move of a token within a turn: from ``start`` by ``value`` pips, stepping on each
    square of ``walk`` (empty when the move would pass the goal and is not made), landing on
    ``landed``, taking ``jump`` (``(start, end)`` of the snake or ladder) if one starts there,
    and resting on ``end``. A third 6 that voids the turn is a step of value 0 whose ``end`` is
    the square where the turn began."""

    start: int
    value: int
    walk: tuple[int, ...]
    landed: int
    end: int
    jump: tuple[int, int] | None

    @property
    def voided(self) -> bool:
        """Three sixes: the turn is lost (the token goes back to where the turn began)."""
        return self.value == 0


@dataclass(frozen=True)
class TurnOutcome:
    """What one call of `SnakeAndLadderGame.play` did.

    ``kind``: ``"move"``, ``"win"``, ``"overshoot"`` (the move would pass N; the token stays),
    ``"void"`` (three sixes, worth 0), or ``"invalid"`` / ``"completed"`` (nothing changed).
    ``steps`` are the token's moves, one `Move` per throw under "each throw moves", else one
    for the whole turn; ``walk``, ``landed`` and ``jump`` are the last step's (every square
    stepped on, one per pip; where it landed; the ``(start, end)`` of the snake or ladder taken
    there, if any); ``end`` is where the token rests.
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
    steps: tuple[Move, ...] = ()

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


def _move(board: Board, rules: Rules, square: int, value: int) -> Move:
    steps = walk(square, value, board.size, rules.overshoot)
    if not steps:  # past the goal under "stay" (the move is not made)
        return Move(square, value, (), square, square, None)
    landed = steps[-1]
    end = board.landing[landed]
    return Move(square, value, steps, landed, end, (landed, end) if end != landed else None)


def _move_end(board: Board, rules: Rules, square: int, value: int) -> int:
    """Where `_move` leaves the token (the same rule, without building the move)."""
    landed = move_target(square, value, board.size, rules.overshoot)
    return square if landed is None else board.landing[landed]


def resolve_turn(board: Board, rules: Rules, start: int, dice: Sequence[int]) -> tuple[Move, ...]:
    """The moves a turn's checked ``dice`` make from ``start``: one step for the whole turn
    (the sum rule), or one per throw under "each throw moves", stopping at the goal. Raises
    `TurnError` when a throw comes after the goal was reached (the game had already ended)."""
    throws = tuple(dice)
    if not rules.moves_each_throw:
        value = effective_value(throws, rules)
        return (_move(board, rules, start, value) if value else Move(start, 0, (), start, start, None),)
    steps: list[Move] = []
    square = start
    for i, face in enumerate(throws):
        if square == board.size:
            raise TurnError(
                f"dice {list(throws)}: throw {i} reached the last square and ended the game; no throw comes after it"
            )
        if i == 2 and rules.three_sixes_void and throws == (6, 6, 6):
            steps.append(Move(square, 0, (), square, start, None))  # back to where the turn began
            break
        step = _move(board, rules, square, face)
        steps.append(step)
        square = step.end
    return tuple(steps)


def turn_values(rules: Rules) -> dict[int, Fraction]:
    """Under the sum rule: the effective value of one turn and its exact probability."""
    values: dict[int, Fraction] = {}

    def add(value: int, p: Fraction) -> None:
        values[value] = values.get(value, Fraction(0)) + p

    if not rules.extra_roll_on_six:
        for face in range(1, 7):
            add(face, Fraction(1, 6))
        return values
    for a in range(1, 6):
        add(a, Fraction(1, 6))
    for b in range(1, 6):
        add(6 + b, Fraction(1, 36))
    for c in range(1, 7):
        add(0 if (c == 6 and rules.three_sixes_void) else 12 + c, Fraction(1, 216))
    return values


@lru_cache(maxsize=16)
def _value_chances(rules: Rules) -> tuple[tuple[int, float], ...]:
    return tuple((value, float(p)) for value, p in turn_values(rules).items())


def turn_end_chances(board: Board, rules: Rules, square: int) -> dict[int, float]:
    """Where one whole turn from ``square`` leaves the token, with the chance of each: the
    rule of `resolve_turn` over every dice list a turn can have. Under "each throw moves" the
    throws are followed one by one: a 6 earns another throw from where it left the token
    (unless it reached the goal), and a third 6 that voids the turn goes back to ``square``."""
    chances: dict[int, float] = {}

    def add(end: int, p: float) -> None:
        chances[end] = chances.get(end, 0.0) + p

    if not rules.moves_each_throw:
        for value, p in _value_chances(rules):
            add(_move_end(board, rules, square, value) if value else square, p)
        return chances

    def throw(at: int, thrown: int, p: float) -> None:
        for face in range(1, 7):
            q = p / 6
            if thrown == 2 and face == 6 and rules.three_sixes_void:
                add(square, q)  # a third 6: back to where the turn began
                continue
            end = _move_end(board, rules, at, face)
            if face == 6 and thrown < 2 and end != board.size:
                throw(end, thrown + 1, q)
            else:
                add(end, q)

    throw(square, 0, 1.0)
    return chances


def whole_turns(board: Board, rules: Rules, square: int) -> Iterator[tuple[tuple[Move, ...], float]]:
    """Every turn a player on ``square`` can have, as the engine plays it (`resolve_turn`), with
    its chance: each dice list of one to three throws that is a whole, legal turn from there."""
    lists: list[tuple[int, ...]] = [(face,) for face in range(1, 7)]
    if rules.extra_roll_on_six:
        lists += [(6, face) for face in range(1, 7)] + [(6, 6, face) for face in range(1, 7)]
    for dice in lists:
        try:
            moves = resolve_turn(board, rules, square, dice)
        except TurnError:
            continue  # a throw after the goal: not a turn anyone can have
        if not turn_is_complete(board, rules, square, dice):
            continue  # a 6 that waits for another throw
        yield moves, 6.0 ** -len(dice)


def turn_traffic(board: Board, rules: Rules, square: int) -> tuple[dict[int, float], dict[int, float]]:
    """What one turn from ``square`` does on the way, in expectation: how many times the token
    comes to rest on each square (once a turn under the sum rule, after every throw when each
    throw moves; a third 6 that voids the turn rests it where the turn began), and how many times
    each snake or ladder is taken (by its start)."""
    rests: dict[int, float] = {}
    jumps: dict[int, float] = {}
    for moves, p in whole_turns(board, rules, square):
        for move in moves:
            rests[move.end] = rests.get(move.end, 0.0) + p
            if move.jump is not None:
                jumps[move.jump[0]] = jumps.get(move.jump[0], 0.0) + p
    return rests, jumps


def turn_is_complete(board: Board, rules: Rules, start: int, dice: Sequence[int]) -> bool:
    """Whether the (checked) throws so far make a whole turn from ``start``: they do not end on
    a 6 that earns another throw, or ("each throw moves") they already reached the goal."""
    if not turn_needs_more_dice(dice, rules):
        return True
    return rules.moves_each_throw and resolve_turn(board, rules, start, dice)[-1].end == board.size


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
        start = self._positions[player_id]
        steps = resolve_turn(self.board, self.rules, start, throws)  # may refuse the dice, from this square
        if player_id != self.players[self._turn]:
            return self._unchanged("invalid", player_id, throws, INVALID_MOVE)

        last = steps[-1]
        end, landed, jump = last.end, last.landed, last.jump
        value = 0 if last.voided else sum(step.value for step in steps)
        kind: OutcomeKind
        if end == self.board.size:
            kind = "win"
        elif last.voided:
            kind = "void"
        elif not any(step.walk for step in steps):
            kind = "overshoot"
        else:
            kind = "move"

        self._positions[player_id] = end
        if kind == "win":
            self._winner = player_id
            next_player, result = "", WIN
        else:
            self._turn = (self._turn + 1) % len(self.players)
            next_player = self.players[self._turn]
            result = f"{player_id},{end},{next_player},CONTINUE"
        outcome = TurnOutcome(
            kind, player_id, throws, value, start, landed, end, last.walk, jump, next_player, result, steps
        )
        self.history.append(outcome)
        return outcome

    def preview(self, dice: Sequence[int]) -> tuple[Move, ...]:
        """The moves the current player's throws so far would make (nothing changes): "each
        throw moves" shows each throw as it comes. Raises `TurnError` for illegal dice."""
        player = self.current_player
        return resolve_turn(self.board, self.rules, self._positions[player], check_dice(dice, self.rules))

    def needs_more_dice(self, dice: Sequence[int]) -> bool:
        """Whether the current player's throws so far (checked) wait for another throw."""
        start = self._positions[self.current_player]
        return not turn_is_complete(self.board, self.rules, start, check_dice(dice, self.rules))

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
    """A friendly sentence for a turn: ``"Ana rolled 2, climbed from 3 to 22"``; under "each
    throw moves", one clause per throw: ``"Ana rolled 6, climbed from 4 to 30; then 2, moved
    from 30 to 32"``."""
    who = name or outcome.player
    rolled = " + ".join(map(str, outcome.dice))
    if outcome.kind == "completed":
        return "The game is over."
    if outcome.kind == "invalid":
        return f"It is not {who}'s turn."
    steps = outcome.steps or (
        Move(outcome.start, outcome.value, outcome.walk, outcome.landed, outcome.end, outcome.jump),
    )
    if len(steps) > 1:
        clauses = [_step_clause(step, who, str(step.value) if step.value else "6") for step in steps]
        text = f"{who} rolled {clauses[0]}" + "".join(f"; then {clause}" for clause in clauses[1:])
        return text + (" and wins!" if outcome.kind == "win" else "")
    if outcome.kind == "void":
        return f"{who} rolled three sixes: the turn is lost, {who} stays on {outcome.start}"
    if outcome.kind == "overshoot":
        return f"{who} rolled {rolled}: that would go past the last square, so {who} stays on {outcome.start}"
    return f"{who} rolled {_step_clause(steps[0], who, rolled)}" + (" and wins!" if outcome.kind == "win" else "")


def _step_clause(step: Move, who: str, rolled: str) -> str:
    """What one move did, after the dice that made it: ``"2, climbed from 3 to 22"``."""
    if step.voided:
        return f"{rolled}: three sixes, so {who} goes back to {step.end}"
    if not step.walk:
        return f"{rolled}: that would go past the last square, so {who} stays on {step.start}"
    text = rolled
    walk = step.walk
    turned = next((a for a, b in zip(walk, walk[1:]) if b < a), None)  # the last square, under "bounce"
    if turned is not None:
        text += f", bounced back from {turned} to {step.landed}"
    elif step.jump is None:
        text += f", moved from {step.start} to {step.end}"
    if step.jump is not None:
        start, end = step.jump
        verb = "climbed" if end > start else "slid down"
        text += f", {verb} from {start} to {end}"
    return text
