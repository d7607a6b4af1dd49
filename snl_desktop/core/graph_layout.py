"""The board as a graph for learners of breadth-first search, laid out as data (no Qt here):
the Solver's "Graph" view draws it.

Nodes are the squares where a token can rest (`teaching.adjacency`, plus the goal). A reachable
node sits in the column of its BFS distance (0, 1, 2, … from left to right), in the row of its
place in the discovery order within that layer. Nodes the search never reaches are set apart at
the right, in a block of columns of their own (ascending squares, wrapped every
``rows_per_column`` rows so that hundreds of them do not make one endless column).

Edges: every node's out-edges, one per rest square with the die faces that lead there (two
faces ending on the same square make one edge), and the BFS tree: each discovered square's
parent is the square whose throw first found it, read from `Solution.trace()` (its "new"
throws), so the tree is exactly the one the animation replays.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import Board
from .rules import Rules
from .solver import Solution
from .teaching import adjacency

MIN_ROWS_PER_UNREACHABLE_COLUMN = 10
"""The block of unreachable squares wraps after this many rows, or the tallest layer's height."""


def faces_label(faces: tuple[int, ...]) -> str:
    """Die faces as a learner reads them: runs joined by an en dash, ``(2, 3) -> "2–3"``,
    ``(1, 2, 3, 5) -> "1–3, 5"``, ``(4,) -> "4"``."""
    parts: list[str] = []
    i = 0
    while i < len(faces):
        j = i
        while j + 1 < len(faces) and faces[j + 1] == faces[j] + 1:
            j += 1
        parts.append(str(faces[i]) if i == j else f"{faces[i]}–{faces[j]}")
        i = j + 1
    return ", ".join(parts)


@dataclass(frozen=True)
class Edge:
    """The throws from ``source`` that come to rest on ``target``, by die face (ascending).
    ``target == source`` when a snake brings the token straight back."""

    source: int
    target: int
    faces: tuple[int, ...]

    @property
    def label(self) -> str:
        """The faces as shown beside the edge: ``"4"``, ``"2–3"``."""
        return faces_label(self.faces)


@dataclass(frozen=True)
class TreeEdge:
    """A BFS tree edge: the throw ``face`` from ``parent`` discovered ``child``."""

    parent: int
    child: int
    face: int


@dataclass(frozen=True)
class GraphNode:
    """One resting square and its place: ``column`` (the distance, or a column of the
    unreachable block), ``row`` within the column; ``distance`` and ``index`` (place in the
    discovery order) are -1 for a square the search never reaches."""

    square: int
    column: int
    row: int
    distance: int
    index: int

    @property
    def reachable(self) -> bool:
        return self.distance >= 0


@dataclass(frozen=True)
class GraphLayout:
    """The whole graph of one board, rules and solution, ready to draw.

    ``nodes`` maps each resting square to its node (reachable ones in discovery order, then the
    unreachable ones ascending). ``order`` is the discovery order (`SearchReplay.order`);
    ``tree[i]`` discovered ``order[i + 1]``, so the tree edges found after ``k`` discoveries are
    ``tree[:k - 1]``. ``out[s]`` lists the out-edges of ``s`` (every node has an entry);
    ``rests[s]`` is where throws 1..6 from ``s`` come to rest (None: past the goal; the goal
    has none). Columns ``0 .. reachable_columns - 1`` are the BFS layers; the unreachable
    block, if any, starts at ``unreachable_column``. `words.search.describe_node` says what a
    node's throws do.
    """

    start: int
    goal: int
    nodes: dict[int, GraphNode]
    order: tuple[int, ...]
    tree: tuple[TreeEdge, ...]
    out: dict[int, tuple[Edge, ...]]
    rests: dict[int, tuple[int | None, ...]]
    reachable_columns: int
    unreachable_column: int | None
    columns: int
    rows: int
    min_rolls: int

    @property
    def goal_column(self) -> int:
        """The goal's column: its distance, or a column of the unreachable block."""
        return self.nodes[self.goal].column

    @property
    def farthest(self) -> int:
        """The largest distance of a reachable square."""
        return self.reachable_columns - 1

    @property
    def edges(self) -> list[Edge]:
        """Every out-edge, grouped by source in node order."""
        return [edge for edges in self.out.values() for edge in edges]

    def parent(self, square: int) -> int | None:
        """The BFS parent of a discovered square (None for the start or an undiscovered one)."""
        node = self.nodes.get(square)
        if node is None or node.index <= 0:
            return None
        return self.tree[node.index - 1].parent


def _tree(solution: Solution) -> tuple[TreeEdge, ...]:
    """The tree edges of the search, in discovery order, from the trace's "new" throws."""
    return tuple(
        TreeEdge(step.square, step.rest, step.face)
        for step in solution.trace()
        if step.status == "new" and step.rest is not None
    )


def _out_edges(source: int, rests: tuple[int | None, ...]) -> tuple[Edge, ...]:
    """The out-edges of ``source``, grouping the faces that rest on the same square; rest
    squares appear in the order of their smallest face."""
    faces_of: dict[int, list[int]] = {}
    for face, rest in enumerate(rests, start=1):
        if rest is not None:
            faces_of.setdefault(rest, []).append(face)
    return tuple(Edge(source, target, tuple(faces)) for target, faces in faces_of.items())


def graph_layout(board: Board, rules: Rules, solution: Solution) -> GraphLayout:
    """Lay out the graph of ``board`` under ``rules``, coloured and ordered by ``solution``
    (the solver's answer for the same board and rules, searched from the rules' start)."""
    rests = {square: tuple(r) for square, r in adjacency(board, rules).items()}
    layers = solution.layers
    nodes: dict[int, GraphNode] = {}
    order: list[int] = []
    for distance, layer in enumerate(layers):
        for row, square in enumerate(layer):
            nodes[square] = GraphNode(square, distance, row, distance, len(order))
            order.append(square)
    tallest = max((len(layer) for layer in layers), default=1)
    unreached = sorted(s for s in [*rests, board.size] if s not in nodes)
    reachable_columns = len(layers)
    unreachable_column: int | None = None
    columns = reachable_columns
    if unreached:
        per_column = max(tallest, MIN_ROWS_PER_UNREACHABLE_COLUMN)
        unreachable_column = reachable_columns
        for i, square in enumerate(unreached):
            nodes[square] = GraphNode(square, unreachable_column + i // per_column, i % per_column, -1, -1)
        columns = unreachable_column + (len(unreached) - 1) // per_column + 1
        tallest = max(tallest, min(len(unreached), per_column))
    return GraphLayout(
        start=solution.start,
        goal=solution.goal,
        nodes=nodes,
        order=tuple(order),
        tree=_tree(solution),
        out={s: _out_edges(s, rests.get(s, ())) for s in [*order, *unreached]},
        rests=rests,
        reachable_columns=reachable_columns,
        unreachable_column=unreachable_column,
        columns=columns,
        rows=tallest,
        min_rolls=solution.min_rolls,
    )
