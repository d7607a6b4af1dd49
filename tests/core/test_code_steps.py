"""The code panel tells the truth: run `teaching.bfs` under a line tracer and, at every position
of the search's replay, the lines the panel highlights are the lines the code just ran and the
variables it shows are the code's own (queue, dist, parent, square, face, rest)."""

from __future__ import annotations

import random
import sys
from collections import deque
from typing import Any

import pytest

from helpers.boards import random_board
from snl_desktop.core import Board, Overshoot, Rules, Start, solution
from snl_desktop.core.code_steps import CodeSteps
from snl_desktop.core.replay import SearchReplay
from snl_desktop.core.teaching import adjacency, bfs
from snl_desktop.presets import load_preset
from snl_desktop.words.search import code_note


def run_traced(board: Board, rules: Rules) -> tuple[list[tuple[int, dict[str, Any]]], list[int] | None]:
    """Run the teaching BFS; return (line run, the locals after it) for each line, and its result."""
    code = bfs.__code__
    events: list[tuple[int, dict[str, Any]]] = []
    last: list[int] = []

    def local_trace(frame, event, arg):
        if frame.f_code is code and event in ("line", "return"):
            if last:  # the line that just ran, and the variables as it left them
                events.append((last[0], _copy(frame.f_locals)))
            last[:] = [frame.f_lineno - code.co_firstlineno] if event == "line" else []
        return local_trace

    def global_trace(frame, event, arg):
        return local_trace if frame.f_code is code else None

    sys.settrace(global_trace)
    try:
        result = bfs(adjacency(board, rules), rules.start_square, board.size)
    finally:
        sys.settrace(None)
    return events, result


def _copy(local: dict[str, Any]) -> dict[str, Any]:
    out = {}
    for key, value in local.items():
        out[key] = list(value) if isinstance(value, deque) else dict(value) if isinstance(value, dict) else value
    return out


def snapshots(board: Board, rules: Rules, steps: CodeSteps) -> tuple[list[tuple[int, dict[str, Any]]], Any]:
    """The points of the real run that the replay's steps stand for: after a square is taken from
    the queue (not the goal: its step ends on the ``continue`` that skips it), after each
    throw's decision, and after a new square is recorded."""
    events, result = run_traced(board, rules)
    ends = {name: span[1] for name, span in steps.spans.items()}
    wanted = []
    for i, (line, local) in enumerate(events):
        following = events[i + 1][0] if i + 1 < len(events) else None
        if line == ends["pop"] and local["square"] != board.size:
            wanted.append((line, local))
        elif line in (ends["goal"], ends["overshoot"], ends["new"]):
            wanted.append((line, local))
        elif line == ends["seen"] and following != ends["seen"] + 1:
            wanted.append((line, local))
    return wanted, result


def check_board(board: Board, rules: Rules) -> None:
    replay = SearchReplay(solution(board, rules))
    steps = CodeSteps(replay)
    wanted, result = snapshots(board, rules, steps)
    assert len(wanted) == len(replay)  # one point of the run a step
    for k, (line, local) in enumerate(wanted[:-1], start=1):  # the last is shown with the route
        shown = steps.at(k)
        assert shown.lines[1] == line, (k, shown.note)
        assert list(shown.queue) == local["queue"]
        assert {s: d for d, squares in shown.dist for s in squares} == local["dist"]
        parents = {child: p for p, children in shown.children for child in children}
        assert parents == {s: p for s, p in local["parent"].items() if p is not None}
        assert shown.square == local["square"]
        if shown.face is not None:
            assert (shown.face, shown.rest) == (local["face"], local["rest"])
    end = steps.at(len(replay))
    assert end.route == (tuple(result) if result is not None else None)
    assert end.lines == steps.spans["found" if result is not None else "none"]


def test_the_leetcode_board_line_by_line(app) -> None:  # (app: the English catalogue)
    preset = load_preset("leetcode-6x6")
    check_board(preset.board, preset.rules)
    steps = CodeSteps(SearchReplay(solution(preset.board, preset.rules)))
    assert steps.source[steps.at(0).lines[0]].strip() == "queue = deque([start])"
    assert code_note(steps.at(1).note) == "Take square 1 from the front of the queue (distance 0)."
    assert code_note(steps.at(2).note).startswith("Throw 1 from square 1 rests on 15 (lands on 2, ladder to 15): new!")
    assert "1 → 15 → 13 → 35 → 36" in code_note(steps.at(10_000).note)


@pytest.mark.parametrize("seed", range(60))
def test_random_boards_line_by_line(seed: int) -> None:
    rnd = random.Random(seed)
    board = random_board(rnd, max_side=9)
    rules = Rules(overshoot=rnd.choice(list(Overshoot)), start=rnd.choice(list(Start)))
    check_board(board, rules)


def test_an_unreachable_goal_ends_on_return_none(app) -> None:
    board = Board(3, 3, {4: 1, 5: 1, 6: 1, 7: 1, 8: 1, 3: 1})  # every throw from 1 and 2 slides back
    check_board(board, Rules())
    steps = CodeSteps(SearchReplay(solution(board, Rules())))
    assert "no route" in code_note(steps.at(10_000).note)


def test_the_docs_show_the_code_the_panel_runs() -> None:
    from pathlib import Path

    from snl_desktop.core.code_steps import bfs_source

    doc = (Path(__file__).resolve().parents[2] / "docs" / "bfs.md").read_text(encoding="utf-8")
    assert "\n".join(bfs_source()) in doc


def run_traced_leetcode(board: Board) -> tuple[list[tuple[int, dict[str, Any]]], int]:
    """Run LeetCode's form under the tracer, as `run_traced` does the full search."""
    from snl_desktop.core.teaching import snakes_and_ladders

    code = snakes_and_ladders.__code__
    events: list[tuple[int, dict[str, Any]]] = []
    last: list[int] = []

    def local_trace(frame, event, arg):
        if frame.f_code is code and event in ("line", "return"):
            if last:
                events.append((last[0], _copy(frame.f_locals)))
            last[:] = [frame.f_lineno - code.co_firstlineno] if event == "line" else []
        return local_trace

    sys.settrace(lambda frame, event, arg: local_trace if frame.f_code is code else None)
    try:
        result = snakes_and_ladders(board.to_matrix())
    finally:
        sys.settrace(None)
    return events, result


@pytest.mark.parametrize("seed", range(40))
def test_leetcodes_form_line_by_line_until_it_returns(seed: int) -> None:
    """Each step of the Solver is a point of LeetCode's function too, until the goal leaves the
    queue: the lines it has just run and its queue and dist; then it has returned its answer."""
    rnd = random.Random(seed)
    board = random_board(rnd, max_side=8, wall_chance=0.2)
    replay = SearchReplay(solution(board, Rules()))
    steps = CodeSteps(replay, "leetcode")
    events, result = run_traced_leetcode(board)
    ends = {name: span[1] for name, span in steps.spans.items()}
    wanted = []
    for i, (line, local) in enumerate(events):
        following = events[i + 1][0] if i + 1 < len(events) else None
        if line == ends["pop"] and local["square"] != board.size:
            wanted.append((line, local))
        elif line in (ends["goal"], ends["overshoot"], ends["new"]):
            wanted.append((line, local))
        elif line == ends["seen"] and following != ends["seen"] + 1:
            wanted.append((line, local))
    stop = steps.goal_position if steps.goal_position is not None else len(replay) - 1
    assert len(wanted) >= stop
    for k, (line, local) in enumerate(wanted[:stop], start=1):
        shown = steps.at(k)
        assert shown.lines[1] == line, (k, shown.note)
        assert list(shown.queue) == local["queue"]
        assert {s: d for d, squares in shown.dist for s in squares} == local["dist"]
    end = steps.at(len(replay))
    if result >= 0:
        assert end.note.kind == "returned" and end.note.distance == result
        assert steps.source[end.lines[0]].strip().startswith("return dist[square]")
    else:
        assert steps.source[end.lines[0]].strip() == "return -1"


def test_the_docs_show_leetcodes_form_too() -> None:
    from pathlib import Path

    from snl_desktop.core.code_steps import bfs_source

    doc = (Path(__file__).resolve().parents[2] / "docs" / "bfs.md").read_text(encoding="utf-8")
    assert "\n".join(bfs_source("leetcode")) in doc
