"""The searches in words: the breadth-first search's route and step sizes, the throws from a
square, a node of the graph, each line the BFS code runs, and depth-first's steps and lesson,
in the user's language. The core gives the values (`core.solver`, `core.replay`,
`core.code_steps`, `core.graph_layout`, `core.depth_first`); the Solver's docks and the command
line say them through here.

A jump a throw ends on is worded in one place, `jump`: "ladder to 22", "snake to 9". Counts are
plural forms of the catalogue (``%n``; a ``{count}`` field in groups of three digits where they
run to thousands, as frames do), never an "s" added here. The sentences live in small QObject
classes because Qt's ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)`` (not
from ``QCoreApplication.translate``); the functions below are the API.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

from ..core.board import Board, jump_kind_of
from ..core.rules import Rules
from ..core.solver import RouteStep, Solution, moves_from
from . import numbers, spoken

if TYPE_CHECKING:  # (types only: the board's hover imports this module at start-up)
    from ..core.code_steps import CodeNote
    from ..core.depth_first import Comparison, DepthFirstSearch, DepthFirstStep
    from ..core.graph_layout import GraphLayout
    from ..core.replay import Granularity

PAST_THE_GOAL = "×"
"""A throw past the goal in a list of rest squares (not a word: a mark)."""


def _rests(rests: Sequence[str]) -> str:
    return numbers.joined(rests)


class Search(QObject):
    """The breadth-first search's words (translation context "Search")."""

    def throws(self, count: int) -> str:
        return self.tr("%n throw(s)", "", count)

    def squares(self, count: int) -> str:
        return self.tr("%n square(s)", "", count)

    def frames(self, count: int) -> str:
        return self.tr("%Ln frame(s)", "", count)

    def animation_length(self, frames: int, seconds: float) -> str:
        if seconds < 120:
            length = self.tr("about %n second(s)", "", round(seconds))
        else:
            length = self.tr("about %n minute(s)", "", round(seconds / 60))
        return spoken(self.tr("{frames}, {length}"), frames=self.frames(frames), length=length)

    def step_of(self, position: int, total: int) -> str:
        return spoken(self.tr("Step {position} of {total}"), position=position, total=total)

    def queue(self, squares: Sequence[int], more: int) -> str:
        if not squares and not more:
            return self.tr("Queue: empty")
        if not squares:
            return self.tr("Queue (front first): %n square(s)", "", more)
        listed = numbers.joined([numbers.integer(s) for s in squares])
        if more:
            return spoken(self.tr("Queue (front first): {squares} … and %n more", "", more), squares=listed)
        return spoken(self.tr("Queue (front first): {squares}"), squares=listed)

    def step_name(self, granularity: Granularity) -> str:
        if granularity == "throw":
            return self.tr("one throw")
        if granularity == "square":
            return self.tr("one square")
        return self.tr("one depth")

    def jump(self, landed: int, rest: int) -> str:
        if jump_kind_of(landed, rest) == "ladder":
            return spoken(self.tr("ladder to {square}"), square=rest)
        return spoken(self.tr("snake to {square}"), square=rest)

    def route_step(self, step: RouteStep, first: bool) -> str:
        if step.rest == step.landed:
            if first:
                return spoken(self.tr("throw {face} → square {square}"), face=step.face, square=step.landed)
            return spoken(self.tr("throw {face} → {square}"), face=step.face, square=step.landed)
        jump = self.jump(step.landed, step.rest)
        if first:
            text = self.tr("throw {face} → square {square}, {jump}")
        else:
            text = self.tr("throw {face} → {square}, {jump}")
        return spoken(text, face=step.face, square=step.landed, jump=jump)

    def rests(self, square: int, rests: str) -> str:
        return spoken(self.tr("Square {square}: throws 1–6 rest on {rests}"), square=square, rests=rests)

    def six_to_start(self, square: int, rest: str) -> str:
        return spoken(
            self.tr("Square {square}: only a 6 brings the token on the board; it rests on {rest}"),
            square=square,
            rest=rest,
        )

    def node(self, graph: GraphLayout, square: int) -> str:
        if square == graph.goal:
            if graph.min_rolls >= 0:
                text = self.tr(
                    "Square {square}: the goal, reached in %n throw(s); the search stops there", "", graph.min_rolls
                )
            else:
                text = self.tr("Square {square}: the goal, never reached; the search stops there")
            return spoken(text, square=square)
        rests = graph.rests.get(square)
        if rests is None:
            return spoken(self.tr("Square {square}: no token rests here (a jump starts on it)"), square=square)
        if square == 0 and rests[-1] is not None and not any(rests[:-1]):  # "a 6 to start": the 6 alone
            return self.six_to_start(square, str(rests[-1]))
        return self.rests(square, _rests([PAST_THE_GOAL if r is None else str(r) for r in rests]))


class BfsCode(QObject):
    """What each step of the BFS code did (translation context "BfsCode")."""

    def note(self, note: CodeNote) -> str:
        kind, square = note.kind, note.square
        if kind == "init":
            return spoken(self.tr("Start: square {square} is at distance 0 and waits in the queue."), square=square)
        if kind == "none":
            return self.tr("The queue is empty and the goal was never found: there is no route.")
        if kind == "found":
            route = f" {numbers.arrow()} ".join(numbers.integer(s) for s in note.route)
            return spoken(
                self.tr("The queue is empty. The parent links back from the goal give the route {route}."), route=route
            )
        if kind == "goal":
            return spoken(self.tr("Square {square} is the goal: no throws from there."), square=square)
        if kind == "returned":
            return spoken(
                self.tr(
                    "The function has returned {distance}: the goal, square {square}, left the queue. (The full search "
                    "goes on to find every square's distance.)"
                ),
                distance=note.distance,
                square=square,
            )
        if kind == "pop":
            text = self.tr("Take square {square} from the front of the queue (distance {distance}).")
            return spoken(text, square=square, distance=note.depth)
        if kind == "wait":
            text = self.tr("Throw {face} from square {square}: only a 6 brings the token on the board. Not allowed.")
            return spoken(text, face=note.face, square=square)
        if kind == "overshoot" or note.rest is None:
            text = self.tr("Throw {face} from square {square} would pass the goal: not allowed.")
            return spoken(text, face=note.face, square=square)
        jumped = note.landed is not None and note.landed != note.rest
        if kind == "seen":
            if jumped:
                text = self.tr(
                    "Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): already found, "
                    "at distance {distance}."
                )
            else:
                text = self.tr(
                    "Throw {face} from square {square} rests on {rest}: already found, at distance {distance}."
                )
        elif jumped:
            text = self.tr(
                "Throw {face} from square {square} rests on {rest} (lands on {landed}, {jump}): new! "
                "Distance {distance}, parent {square}, to the back of the queue."
            )
        else:
            text = self.tr(
                "Throw {face} from square {square} rests on {rest}: new! Distance {distance}, parent {square}, "
                "to the back of the queue."
            )
        jump = _SEARCH.jump(note.landed, note.rest) if jumped and note.landed is not None else ""
        return spoken(
            text, face=note.face, square=square, rest=note.rest, landed=note.landed, jump=jump, distance=note.distance
        )


class SolverWords(QObject):
    """The Solver dock's sentences around the narration (translation context "SolverWords")."""

    def ready(self) -> str:
        return self.tr("Press Play (F5) to watch breadth-first search find it, or Step (F6) to go one step at a time.")

    def barrier(self, found: Solution) -> str:
        barrier = found.barrier()
        if not barrier:  # "a 6 to start" on a board too small for a 6 (`Solution.barrier`)
            return self.tr("A 6 is needed to start, and a 6 goes past the last square: no token can come on the board.")
        jumps = numbers.joined([f"{numbers.plain(s)}{numbers.arrow()}{numbers.plain(e)}" for s, e in barrier])
        text = self.tr(
            "The farthest the token can rest on is square {square}. Every throw from there lands on a jump "
            "back down: {jumps}. Coloured squares can be reached."
        )
        return spoken(text, square=barrier[0][0] - 1, jumps=jumps)

    def route(self, found: Solution) -> str:
        return spoken(self.tr("Route: {route}"), route=describe_route(found))


class DepthFirst(QObject):
    """Depth-first's steps and its lesson (translation context "DepthFirst")."""

    def step(self, search: DepthFirstSearch, step: DepthFirstStep | None) -> str:
        if step is None:
            return spoken(
                self.tr("Depth-first starts on square {square}: it will try faces 1 to 6 in order."),
                square=search.start,
            )
        if step.kind == "enter":
            if step.square == search.goal:
                text = self.tr(
                    "Depth-first reaches the goal, square {square}, along a route of %n throw(s), and stops: "
                    "it never learns a shorter route exists.",
                    "",
                    step.depth,
                )
            elif step.depth == 0:
                text = self.tr("Depth-first starts on square {square} (route of 0 throws).")
            else:
                text = self.tr("Depth-first enters square {square} (route of %n throw(s) so far).", "", step.depth)
            return spoken(text, square=step.square)
        if step.kind == "back":
            if step.to is None:
                return spoken(
                    self.tr("Dead end at square {square}, the start: no route reaches the goal."), square=step.square
                )
            text = self.tr("Dead end at square {square}: no throw from it reaches a new square: back to {to}.")
            return spoken(text, square=step.square, to=step.to)
        if step.status == "wait":
            text = self.tr("From square {square} throw {face}: only a 6 brings the token on the board. Not allowed.")
            return spoken(text, square=step.square, face=step.face)
        if step.landed is None or step.rest is None:
            text = self.tr("From square {square} throw {face}: past the goal. Not allowed.")
            return spoken(text, square=step.square, face=step.face)
        if step.jump:
            where = spoken(
                self.tr("lands on {square}, {jump}"), square=step.landed, jump=_SEARCH.jump(step.landed, step.rest)
            )
        else:
            where = spoken(self.tr("lands on {square}"), square=step.landed)
        if step.status == "new":
            text = self.tr("From square {square} throw {face}: {where}. A new square: go there.")
        else:
            text = self.tr("From square {square} throw {face}: {where}. Already visited: skip it.")
        return spoken(text, square=step.square, face=step.face, where=where)

    def comparison(self, comparison: Comparison) -> str:
        if not comparison.reachable:
            return self.tr(
                "Neither search finds a route: no sequence of throws reaches the goal. Depth-first tried every "
                "square it could reach and backed all the way to the start; breadth-first ran out of squares to "
                "visit."
            )
        why = self.tr(
            "Depth-first follows one route as deep as it goes before trying another; breadth-first tries every "
            "route one throw longer at a time, so the first time it reaches the goal is the shortest."
        )
        if comparison.dfs_throws == comparison.bfs_throws:
            text = self.tr(
                "This time depth-first's first route happens to be as short as breadth-first's: %n throw(s). "
                "That was luck. {why}",
                "",
                comparison.bfs_throws,
            )
        else:
            text = self.tr(
                "Depth-first found a route of %n throw(s) first; breadth-first's shortest takes {bfs}. {why}",
                "",
                comparison.dfs_throws,
            )
        return spoken(text, bfs=comparison.bfs_throws, why=why)


_SEARCH = Search()
_CODE = BfsCode()
_DEPTH_FIRST = DepthFirst()
_SOLVER = SolverWords()


def throws(count: int) -> str:
    """``"1 throw"``, ``"17 throws"``."""
    return _SEARCH.throws(count)


def squares(count: int) -> str:
    """``"1 square"``, ``"3 squares"``."""
    return _SEARCH.squares(count)


def frames(count: int) -> str:
    """An animation's frames: ``"1 frame"``, ``"1,200 frames"`` (the count in groups of three
    digits: it runs to thousands)."""
    return _SEARCH.frames(count)


def animation_length(frames: int, seconds: float) -> str:
    """An animation's frames and how long it plays: ``"85 frames, about 23 seconds"``, ``"1,200
    frames, about 5 minutes"`` (whole seconds under two minutes, else whole minutes)."""
    return _SEARCH.animation_length(frames, seconds)


def step_of(position: int, total: int) -> str:
    """Where a replay of the search stands: ``"Step 12 of 162"`` (positions 0..total)."""
    return _SEARCH.step_of(position, total)


def queue(squares: Sequence[int], more: int = 0) -> str:
    """The BFS queue on one line, front first: ``"Queue (front first): 15, 3, 4"``, with
    ``more`` squares left out at its back ``"… and 12 more"``; ``"Queue: empty"``."""
    return _SEARCH.queue(squares, more)


def step_name(granularity: Granularity) -> str:
    """How a step size is called wherever a learner picks one: ``"one throw"``, ``"one square"``,
    ``"one depth"``."""
    return _SEARCH.step_name(granularity)


def jump(landed: int, rest: int) -> str:
    """The jump from the square a throw ``landed`` on to where the token comes to ``rest``:
    ``"ladder to 22"`` up, ``"snake to 9"`` down. The one place this is worded."""
    return _SEARCH.jump(landed, rest)


def describe_route(route: Solution | Sequence[RouteStep]) -> str:
    """A route throw by throw (a solution's optimal one, or the steps given):
    ``"throw 2 → square 3, ladder to 22; throw 6 → 28; throw 2 → 30"``."""
    steps = route.route() if isinstance(route, Solution) else route
    return numbers.joined([_SEARCH.route_step(step, i == 0) for i, step in enumerate(steps)], semicolons=True)


def _rest(landed: int | None, rest: int | None) -> str:
    """Where one throw ends: × past the goal, the square, or the square → where its jump leads."""
    if landed is None or rest is None:
        return PAST_THE_GOAL
    if rest == landed:
        return numbers.plain(landed)
    return f"{numbers.plain(landed)} {numbers.arrow()} {numbers.plain(rest)}"


def describe_moves(board: Board, rules: Rules, square: int) -> str:
    """The six throws from ``square``: ``"Square 23: throws 1–6 rest on 24, 25, 26 → 44, 27, 28,
    29"`` (a jump as landed → rest; × past the goal). Where a token waits for a 6 to start:
    ``"Square 0: only a 6 brings the token on the board; it rests on 6"``."""
    rests = [_rest(landed, rest) for _face, landed, rest in moves_from(board, rules, square)]
    if rules.waits_for_six(square):
        return _SEARCH.six_to_start(square, rests[0])
    return _SEARCH.rests(square, _rests(rests))


def describe_node(graph: GraphLayout, square: int) -> str:
    """A node of the graph: ``"Square 23: throws 1–6 rest on 24, 25, 44, 27, 28, 9"`` (× past
    the goal), the goal and how many throws reach it, or a square no token rests on."""
    return _SEARCH.node(graph, square)


def code_note(note: CodeNote) -> str:
    """What a step of the BFS code did: ``"Take square 1 from the front of the queue (distance
    0)."``, ``"Throw 1 from square 1 rests on 15 (lands on 2, ladder to 15): new! …"``."""
    return _CODE.note(note)


def solver_detail(found: Solution, note: CodeNote | None) -> str:
    """The Solver's sentence under the fewest throws, for the step on show (``note``: what the
    step that led there did, `core.code_steps.note_at`; None: no step shown, the board too large
    to animate). Before the first step it is the start's note and how to begin; at the end, the
    route (or, with no route, why not); in between, exactly what the code panel says of the
    step: one sentence for one step, wherever it is read."""
    if note is None or note.kind in ("found", "none") or (note.kind == "init" and found.min_rolls < 0):
        return _SOLVER.route(found) if found.min_rolls >= 0 else _SOLVER.barrier(found)
    if note.kind == "init":
        return f"{code_note(note)} {_SOLVER.ready()}"
    return code_note(note)


def depth_first_step(search: DepthFirstSearch, position: int) -> str:
    """What depth-first's step just made did: ``"Depth-first enters square 7 (route of 6
    throws so far)."``, ``"Dead end at square 12: no throw from it reaches a new square: back
    to 5."``."""
    return _DEPTH_FIRST.step(search, search.state(position).last)


def comparison_summary(comparison: Comparison) -> str:
    """The lesson of "Why BFS?" in two sentences, with both counts."""
    return _DEPTH_FIRST.comparison(comparison)
