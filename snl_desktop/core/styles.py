"""How each snake and ladder looks: its colour and, for a snake, the pattern on its back. A
jump keeps its look through every edit (adding another snake recolours nothing; moving one of
its ends keeps it); a new jump gets a colour of its own from the palette; the designer may
choose another, and the `.snl` file keeps them.

`Styles` is an immutable value like `Board`: the open board's undo steps hold it with the board.
Colours are ``#rrggbb`` text (the core knows no Qt colour)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from .board import Board, jump_kind_of

Pattern = Literal["spots", "stripes", "plain"]
PATTERNS: tuple[Pattern, ...] = ("spots", "stripes", "plain")

SNAKE_PALETTE: tuple[str, ...] = (
    "#2e9e44",
    "#d94040",
    "#8e44ad",
    "#e67e22",
    "#1f8f8a",
    "#2f6fbf",
    "#c2408f",
    "#7a8f1f",
)
"""A new snake's colour: the first of these no other snake has (else the least used)."""
LADDER_COLOUR = "#8b5a2b"
"""A new ladder's colour: wood."""

_HEX = re.compile(r"#[0-9a-fA-F]{6}")


@dataclass(frozen=True)
class JumpStyle:
    """One jump's look: ``colour`` (``#rrggbb``) and, for a snake, its ``pattern``."""

    colour: str
    pattern: Pattern = "spots"


@dataclass(frozen=True)
class Styles:
    """Each jump's look, by the square it starts on (immutable; ``styles[start]``)."""

    items: tuple[tuple[int, JumpStyle], ...] = field(default=())

    @classmethod
    def of(cls, styles: Mapping[int, JumpStyle]) -> Styles:
        return cls(tuple(sorted(styles.items())))

    def as_dict(self) -> dict[int, JumpStyle]:
        return dict(self.items)

    def get(self, start: int) -> JumpStyle | None:
        return self.as_dict().get(start)

    def with_style(self, start: int, style: JumpStyle) -> Styles:
        styles = self.as_dict()
        styles[start] = style
        return Styles.of(styles)


def _new_colour(kind: str, taken: Iterable[str]) -> str:
    if kind != "snake":
        return LADDER_COLOUR
    used = list(taken)
    return min(SNAKE_PALETTE, key=lambda colour: (used.count(colour), SNAKE_PALETTE.index(colour)))


def follow(before: Board, after: Board, styles: Styles) -> Styles:
    """The looks of ``after``'s jumps, from ``before``'s: a jump on the same start keeps its
    look (unless it changed between snake and ladder); a look whose jump went, when exactly one
    new jump of the same kind appeared (an end dragged elsewhere), goes with it; a new jump gets
    a colour of its own; the looks of jumps that went are dropped."""
    old = styles.as_dict()
    kept: dict[int, JumpStyle] = {}
    for start, end in after.jumps.items():
        style = old.get(start)
        if style is not None and start in before.jumps:
            if jump_kind_of(start, end) == jump_kind_of(start, before.jumps[start]):
                kept[start] = style
    gone = [s for s in before.jumps if s in old and s not in kept]
    new = [s for s in after.jumps if s not in kept]
    for kind in ("snake", "ladder"):
        gone_kind = [s for s in gone if jump_kind_of(s, before.jumps[s]) == kind]
        new_kind = [s for s in new if jump_kind_of(s, after.jumps[s]) == kind]
        if len(gone_kind) == 1 and len(new_kind) == 1:  # a moved jump: its look goes with it
            kept[new_kind[0]] = old[gone_kind[0]]
    for start in sorted(after.jumps):
        if start not in kept:
            kind = jump_kind_of(start, after.jumps[start])
            kept[start] = JumpStyle(_new_colour(kind, (s.colour for s in kept.values())))
    return Styles.of(kept)


def fresh(board: Board) -> Styles:
    """The looks a board without any gets (a board opened from a file that has none): snakes
    coloured in order of their heads, as boards always were."""
    return follow(Board(board.rows, board.cols), board, Styles())


def styles_json(styles: Styles, board: Board) -> dict[str, dict[str, str]]:
    """The looks as a `.snl` file keeps them: ``{"17": {"colour": "#2e9e48", "pattern": "spots"}}``
    (ladders without a pattern)."""
    out: dict[str, dict[str, str]] = {}
    for start, style in styles.items:
        if start not in board.jumps:
            continue
        entry = {"colour": style.colour}
        if jump_kind_of(start, board.jumps[start]) == "snake":
            entry["pattern"] = style.pattern
        out[str(start)] = entry
    return out


def parse_styles(data: Any, board: Board) -> Styles:
    """The looks read from a `.snl` file's ``"styles"`` (anything unreadable is ignored: a look
    is not worth refusing a board for); jumps without one get a fresh look."""
    found: dict[int, JumpStyle] = {}
    if isinstance(data, dict):
        for key, entry in list(data.items())[: len(board.jumps) + 1]:
            if not (isinstance(key, str) and key.isdigit() and isinstance(entry, dict)):
                continue
            start = int(key)
            colour, pattern = entry.get("colour"), entry.get("pattern", "spots")
            if start in board.jumps and isinstance(colour, str) and _HEX.fullmatch(colour):
                found[start] = JumpStyle(colour.lower(), pattern if pattern in PATTERNS else "spots")
    return follow(board, board, Styles.of(found))
