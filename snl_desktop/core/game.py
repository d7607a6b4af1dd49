"""The turn engine (docs/rules.md): players take turns round-robin; each turn is the list of dice
thrown in it; the engine moves the token and answers with a structured `TurnOutcome` and the
exact result string (the words for a turn are the words layer's: `snl_desktop.words.game`).

Rules of one turn (defaults): a 6 earns another throw, at most three throws, so a turn is
``[a]``, ``[6, b]`` or ``[6, 6, c]`` (``[6]`` and ``[6, 6]`` are accepted and count their
sum). The effective value is the sum, except that ``[6, 6, 6]`` is worth 0. A move that would
pass the last square N is not made (or, by house rule, bounces back or finishes on N). Landing on the start of a jump
moves the token to its end, once. Reaching N exactly wins.

Under the house rule "each throw moves" (`Rules.move_each_throw`) every throw is such a move,
from where the previous one left the token; reaching N ends the game at once (a throw after it
makes the dice list illegal), and a third 6 that voids the turn sends the token back to the
square where the turn began — unless that third 6 reaches the goal: reaching the last square
wins, even on a third 6 (it is not voided). `resolve_turn` is that rule, for the engine and the
analysis alike.

Under the house rule "a 6 to start" (`Start.SIX`) a token waits off the board, on square 0,
until its player throws a 6: a turn whose first die is not a 6 leaves it there (a `Move` that
``waited``, a turn of kind ``"wait"``); a turn that starts with a 6 moves it as the off-board
start does. Once on the board the rule no longer matters.

One rule each: `voids_turn` says when three sixes lose the turn, `dice_lists` lists every dice
list a turn can hold; the engine, the chances of a turn and the traffic of a turn use them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from functools import lru_cache
from typing import Any, Literal, NamedTuple

from .board import Board
from .errors import TurnError
from .message import phrase
from .names import names_problem
from .rules import Rules, move_target, walk

MIN_PLAYERS = 1
MAX_PLAYERS = 10
MAX_THROWS = 3
"""The most dice in one turn (a 6 earns another throw, at most twice)."""
GAME_COMPLETED = "GAME COMPLETED"
INVALID_MOVE = "INVALID MOVE"
WIN = "WIN"

OutcomeKind = Literal["move", "overshoot", "void", "wait", "win", "invalid", "completed"]


@dataclass(frozen=True)
class Seat:
    """One player at the table, from the New Game dialog to the saved game: the name the engine
    knows them by, their token's colour (``"#rrggbb"`` in a saved game), whether the app
    plays for them (throws their dice) and their token's animal (one of `core.animals.ANIMALS`;
    None: the animal of the seat's place, as games saved before animals were chosen). A value:
    checked where it comes in (the dialog, the settings, a file: `GameRecord`)."""

    name: str
    colour: str
    computer: bool = False
    animal: str | None = None


class Move(NamedTuple):
    """One move of a token within a turn: from ``start`` by ``value`` pips, stepping on each
    square of ``walk`` (empty when the move would pass the goal and is not made), landing on
    ``landed``, taking ``jump`` (``(start, end)`` of the snake or ladder) if one starts there,
    and resting on ``end``. A third 6 that voids the turn is a step of value 0 whose ``end`` is
    the square where the turn began (a third 6 that reaches the goal is an ordinary move). A
    token waiting for a 6 to start that throws anything else makes a step that ``waited``: of
    the die's value, walking nowhere, resting on square 0."""

    start: int
    value: int
    walk: tuple[int, ...]
    landed: int
    end: int
    jump: tuple[int, int] | None
    waited: bool = False

    @property
    def voided(self) -> bool:
        """Three sixes: the turn is lost (the token goes back to where the turn began)."""
        return self.value == 0


@dataclass(frozen=True)
class TurnOutcome:
    """What one call of `SnakeAndLadderGame.play` did.

    ``kind``: ``"move"``, ``"win"``, ``"overshoot"`` (the move would pass N; the token stays),
    ``"void"`` (three sixes, worth 0), ``"wait"`` (under "a 6 to start", a token off the board
    threw no 6: it stays off the board), or ``"invalid"`` / ``"completed"`` (nothing changed).
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
        raise TurnError(phrase("Turn", "players must be a list of names"))
    ids = tuple(player_ids)
    if not MIN_PLAYERS <= len(ids) <= MAX_PLAYERS:
        raise TurnError(
            phrase("Turn", "a game needs {least} to {most} players, not {count}").of(
                least=MIN_PLAYERS, most=MAX_PLAYERS, count=len(ids)
            )
        )
    problem = names_problem(ids)  # the one rule for names (core.names)
    if problem is not None:
        raise TurnError(problem)
    return ids


def check_dice(dice: Any, rules: Rules) -> tuple[int, ...]:
    """The dice of one turn, checked against ``rules``; raises `TurnError` if they break them."""
    if type(dice) is not tuple and (isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence)):
        raise TurnError(
            phrase("Turn", "the dice of a turn must be a list of numbers, not {type}").of(type=type(dice).__name__)
        )
    throws = tuple(dice)
    for d in throws:
        if type(d) is not int or not 1 <= d <= 6:
            raise TurnError(phrase("Turn", "die {die}: every die must be a whole number from 1 to 6").of(die=repr(d)))
    limit = MAX_THROWS if rules.extra_roll_on_six else 1
    if not 1 <= len(throws) <= limit:
        if limit > 1:
            raise TurnError(
                phrase("Turn", "a turn has 1 to {most} dice, not {count}").of(most=limit, count=len(throws))
            )
        raise TurnError(
            phrase("Turn", "a turn has exactly one die (no extra throw on a six), not {count}").of(count=len(throws))
        )
    if any(d != 6 for d in throws[:-1]):
        raise TurnError(phrase("Turn", "dice {dice}: only a 6 earns another throw").of(dice=str(list(throws))))
    return throws


def turn_needs_more_dice(dice: Sequence[int], rules: Rules) -> bool:
    """True when the throws so far end on a 6 that earns another throw under ``rules``."""
    return rules.extra_roll_on_six and 0 < len(dice) < MAX_THROWS and all(d == 6 for d in dice)


def voids_turn(dice: Sequence[int], rules: Rules) -> bool:
    """Whether these (checked) dice are three sixes that lose the turn: worth 0 under the sum
    rule; under "each throw moves", the third 6 sends the token back to where the turn began,
    unless it reaches the goal (then it wins: `resolve_turn`)."""
    return rules.three_sixes_void and tuple(dice) == (6,) * MAX_THROWS


def dice_lists(rules: Rules) -> tuple[tuple[int, ...], ...]:
    """Every dice list a turn can hold under ``rules``, whole or waiting for another throw:
    one die, or (a 6 earns another throw) up to `MAX_THROWS` dice, each but the last a 6."""
    faces = range(1, 7)
    if not rules.extra_roll_on_six:
        return tuple((face,) for face in faces)
    return tuple((6,) * sixes + (face,) for sixes in range(MAX_THROWS) for face in faces)


def stays_off_the_board(dice: Sequence[int], rules: Rules, square: int) -> bool:
    """Whether these (checked) dice leave a token on ``square`` where it is because it waits
    for a 6 to start (`Rules.waits_for_six`) and the first die is not a 6."""
    return rules.waits_for_six(square) and bool(dice) and dice[0] != 6


def effective_value(dice: tuple[int, ...], rules: Rules) -> int:
    """The pips a (checked) turn moves: the sum, except three sixes are worth 0 when void."""
    return 0 if voids_turn(dice, rules) else sum(dice)


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


Step = Callable[[int, int], Move]  # a move from a square by some pips: `_move`, or one that only knows its end


def resolve_turn(board: Board, rules: Rules, start: int, dice: Sequence[int]) -> tuple[Move, ...]:
    """The moves a turn's checked ``dice`` make from ``start``: one step for the whole turn
    (the sum rule), or one per throw under "each throw moves", stopping at the goal; there a
    third 6 that voids the turn goes back to ``start`` unless it reaches the goal (a win). Raises
    `TurnError` when a throw comes after the goal was reached (the game had already ended)."""
    throws = tuple(dice)
    moves = _resolve(board, rules, start, throws, lambda square, value: _move(board, rules, square, value))
    if _past_the_goal(rules, throws, moves):
        raise TurnError(
            phrase(
                "Turn",
                "dice {dice}: throw {number} reached the last square and ended the game; no throw comes after it",
            ).of(dice=str(list(throws)), number=len(moves))
        )
    return moves


def _resolve(board: Board, rules: Rules, start: int, throws: tuple[int, ...], move: Step) -> tuple[Move, ...]:
    """`resolve_turn`, each move made by ``move``; under "each throw moves" the moves stop at
    the goal (a throw after it makes none: see `_past_the_goal`). A token waiting for a 6 that
    throws anything else makes one step that ``waited`` (`stays_off_the_board`)."""
    if stays_off_the_board(throws, rules, start):
        return (Move(start, sum(throws), (), start, start, None, True),)
    if not rules.throw_by_throw:
        value = effective_value(throws, rules)
        return (move(start, value) if value else Move(start, 0, (), start, start, None),)
    goal, void = board.size, voids_turn(throws, rules)
    steps: list[Move] = []
    square = start
    for i, face in enumerate(throws):
        if square == goal:
            break
        step = move(square, face)
        if void and i == MAX_THROWS - 1 and step.end != goal:
            steps.append(Move(square, 0, (), square, start, None))  # back to where the turn began
            break
        steps.append(step)
        square = step.end
    return tuple(steps)


def _past_the_goal(rules: Rules, throws: tuple[int, ...], moves: tuple[Move, ...]) -> bool:
    """Whether a throw came after the goal was reached (`_resolve` made no move for it)."""
    return rules.throw_by_throw and len(moves) < len(throws)


def turn_values(rules: Rules, waiting: bool = False) -> dict[int, Fraction]:
    """Under the sum rule: the effective value of one turn and its exact probability. For a
    token ``waiting`` for a 6 to start (`Rules.waits_for_six`) a turn whose first die is not a
    6 is worth 0: it does not move the token (as three sixes that void the turn)."""
    values: defaultdict[int, Fraction] = defaultdict(Fraction)
    for dice in dice_lists(rules):
        if not turn_needs_more_dice(dice, rules):
            value = 0 if waiting and dice[0] != 6 else effective_value(dice, rules)
            values[value] += Fraction(1, 6 ** len(dice))
    return dict(values)


def starts_without_a_six(value: int) -> bool:
    """Whether a whole turn worth ``value`` under the sum rule began with a die that is not a
    6: the values 1 to 5 are one such die; every other value comes from a 6 first ([6], [6, b],
    [6, 6, c]), or is three sixes (0 when they void the turn). The analysis reads from it which
    turns leave a token waiting for a 6 off the board."""
    return 1 <= value <= 5


@lru_cache(maxsize=16)
def _value_chances(rules: Rules, waiting: bool = False) -> tuple[tuple[int, float], ...]:
    return tuple((value, float(p)) for value, p in turn_values(rules, waiting).items())


def turn_end_chances(board: Board, rules: Rules, square: int) -> dict[int, float]:
    """Where one whole turn from ``square`` leaves the token, with the chance of each: the
    rule of `resolve_turn` over every dice list a turn can have. Under "each throw moves" the
    throws are followed one by one: a 6 earns another throw from where it left the token
    (unless it reached the goal), and a third 6 that voids the turn goes back to ``square``
    unless it reaches the goal.
    A token waiting for a 6 to start stays on ``square`` unless the turn's first die is a 6."""
    chances: defaultdict[int, float] = defaultdict(float)
    if not rules.throw_by_throw:
        for value, p in _value_chances(rules, rules.waits_for_six(square)):
            chances[_move_end(board, rules, square, value) if value else square] += p
        return dict(chances)
    if square == board.size:
        return {square: 1.0}  # the game is over there: no turn moves the token
    ends: dict[tuple[int, int], Move] = {}

    def end_only(at: int, value: int) -> Move:  # only where each throw ends counts here
        if (at, value) not in ends:
            end = _move_end(board, rules, at, value)
            ends[at, value] = Move(at, value, (), end, end, None)
        return ends[at, value]

    for moves, p in _whole_turns(board, rules, square, end_only):
        chances[moves[-1].end] += p
    return dict(chances)


def whole_turns(board: Board, rules: Rules, square: int) -> Iterator[tuple[tuple[Move, ...], float]]:
    """Every turn a player on ``square`` can have, as the engine plays it (`resolve_turn`), with
    its chance: each of the `dice_lists` that is a whole, legal turn from there."""
    return _whole_turns(board, rules, square, lambda at, value: _move(board, rules, at, value))


def _whole_turns(board: Board, rules: Rules, square: int, move: Step) -> Iterator[tuple[tuple[Move, ...], float]]:
    for dice, waits, chance in _dice_lists_and_chances(rules):
        moves = _resolve(board, rules, square, dice, move)
        if _past_the_goal(rules, dice, moves):
            continue  # a throw after the goal: not a turn anyone can have
        if not waits or _complete(board, rules, dice, moves):  # else a 6 that waits for another throw
            yield moves, chance


@lru_cache(maxsize=16)
def _dice_lists_and_chances(rules: Rules) -> tuple[tuple[tuple[int, ...], bool, float], ...]:
    """The `dice_lists` of ``rules``, each with whether it waits for another throw and its chance."""
    return tuple((dice, turn_needs_more_dice(dice, rules), 6.0 ** -len(dice)) for dice in dice_lists(rules))


def turn_traffic(board: Board, rules: Rules, square: int) -> tuple[dict[int, float], dict[int, float]]:
    """What one turn from ``square`` does on the way, in expectation: how many times the token
    comes to rest on each square (once a turn under the sum rule, after every throw when each
    throw moves; a third 6 that voids the turn rests it where the turn began), and how many times
    each snake or ladder is taken (by its start)."""
    rests: defaultdict[int, float] = defaultdict(float)
    jumps: defaultdict[int, float] = defaultdict(float)
    for moves, p in whole_turns(board, rules, square):
        for move in moves:
            rests[move.end] += p
            if move.jump is not None:
                jumps[move.jump[0]] += p
    return dict(rests), dict(jumps)


def turn_is_complete(board: Board, rules: Rules, start: int, dice: Sequence[int]) -> bool:
    """Whether the (checked) throws so far make a whole turn from ``start``: they do not end on
    a 6 that earns another throw, or ("each throw moves") they already reached the goal."""
    return not turn_needs_more_dice(dice, rules) or _complete(
        board, rules, dice, resolve_turn(board, rules, start, dice) if rules.throw_by_throw else ()
    )


def _complete(board: Board, rules: Rules, dice: Sequence[int], moves: Sequence[Move]) -> bool:
    """`turn_is_complete`, given the ``moves`` the dice make (`resolve_turn`)."""
    if not turn_needs_more_dice(dice, rules):
        return True
    return rules.throw_by_throw and moves[-1].end == board.size


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
            raise TurnError(
                phrase("Turn", "unknown player {player}; the players are {players}").of(
                    player=repr(player_id), players=", ".join(self.players)
                )
            )
        return player_id

    def get_player_position(self, player_id: str) -> int:
        """The square ``player_id`` is on (0 off the board: before the first move under the
        off-board start, and until a 6 under "a 6 to start")."""
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
        elif last.waited:
            kind = "wait"
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
            raise TurnError(phrase("Turn", "no turn to take back"))
        last = self.history.pop()
        self._positions[last.player] = last.start
        self._winner = ""
        self._turn = self.players.index(last.player)
        return last
