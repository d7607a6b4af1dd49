"""Breadth-first search with path reconstruction, written to be read: the code the Solver's
code panel shows (and docs/bfs.md explains), kept short and plain on purpose. It gives the same
answers as `solver.solve` (a test checks 1,000 random boards); `solve` is the fast one.

The graph: each square where a token can rest is a node (a square a snake or ladder starts on
only when another ends there: one jump a throw); its out-edges are where each of the six throws
comes to rest. `adjacency` builds it; `bfs` searches it, in the same order as the solver's
trace (the goal is taken from the queue but not expanded, and the search goes on until the queue
is empty, so every square's distance is known), which lets the code panel follow the animation
line by line (`core.code_steps`).

`snakes_and_ladders` is the same search as LeetCode 909 asks for it: the matrix in, the number
out, stopping when the goal leaves the queue; the square numbering (the hard part of the
problem) and the one-jump rule are written out in it."""

from __future__ import annotations

from collections import deque

from .board import Board
from .rules import Rules, move_target

Graph = dict[int, list[int | None]]
"""square -> where throws 1..6 come to rest (None: past the goal, or, for a token waiting for a
6 to start, any face but the 6: not allowed)."""


def adjacency(board: Board, rules: Rules) -> Graph:
    """square -> where throws 1..6 come to rest (None: not allowed: past the goal, or a face
    that leaves a token waiting for a 6 off the board)."""
    graph: Graph = {}
    jump_ends = set(board.jumps.values())
    for square in range(rules.start_square, board.size):
        if square != rules.start_square and board.landing[square] != square and square not in jump_ends:
            continue  # a snake's head or a ladder's foot: no token rests there (unless a jump ends on it)
        rests: list[int | None] = []
        for face in range(1, 7):
            if rules.waits_for_six(square) and face != 6:
                rests.append(None)  # "a 6 to start": no other face brings the token on
                continue
            landed = move_target(square, face, board.size, rules.overshoot)
            rests.append(None if landed is None else board.landing[landed])
        graph[square] = rests
    return graph


def shortest_route(board: Board, rules: Rules) -> list[int] | None:
    """The squares of a shortest route from the start to the goal, or None."""
    return bfs(adjacency(board, rules), rules.start_square, board.size)


def bfs(graph: Graph, start: int, goal: int) -> list[int] | None:
    """A shortest route from start to goal: breadth-first search with path reconstruction."""
    dist = {start: 0}  # throws to rest on each square found so far
    parent: dict[int, int | None] = {start: None}  # first reached from
    queue = deque([start])
    while queue:
        square = queue.popleft()
        if square == goal:
            continue  # the game ends on the goal: no throws from there
        for face in range(1, 7):
            rest = graph[square][face - 1]  # where this throw comes to rest
            if rest is None:
                continue  # past the goal: not allowed
            if rest not in dist:
                dist[rest] = dist[square] + 1
                parent[rest] = square
                queue.append(rest)
    if goal not in dist:
        return None
    route = [goal]  # walk the parent links back to the start
    node = parent[goal]
    while node is not None:
        route.append(node)
        node = parent[node]
    return route[::-1]


def snakes_and_ladders(board: list[list[int]]) -> int:
    """LeetCode 909 as it is asked: the fewest throws from square 1 to the last, or -1. The
    matrix is the whole input: squares are numbered from the bottom-left, every other row
    right to left (``cell``), and a throw takes at most one snake or ladder."""
    rows, cols = len(board), len(board[0])
    goal = rows * cols

    def cell(label: int) -> tuple[int, int]:
        """Square ``label`` -> (row, column) of the matrix: row 0 is the top."""
        r, c = divmod(label - 1, cols)  # r: rows up from the bottom, c: along that row
        return rows - 1 - r, c if r % 2 == 0 else cols - 1 - c

    dist = {1: 0}
    queue = deque([1])
    while queue:
        square = queue.popleft()
        if square == goal:
            return dist[square]  # the goal leaves the queue: its distance is the answer
        for face in range(1, 7):
            landed = square + face
            if landed > goal:
                continue  # past the goal: not allowed
            row, col = cell(landed)
            rest = board[row][col] if board[row][col] != -1 else landed  # one jump, never two
            if rest not in dist:
                dist[rest] = dist[square] + 1
                queue.append(rest)
    return -1


def adjacency_text(board: Board, rules: Rules) -> str:
    """The graph as text, one square a line: ``"23: 24 25 44 27 28 9"`` (``-`` past the goal)."""
    lines = []
    for square, rests in adjacency(board, rules).items():
        lines.append(f"{square}: " + " ".join("-" if r is None else str(r) for r in rests))
    return "\n".join(lines) + "\n"
