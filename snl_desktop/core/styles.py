"""How each snake and ladder looks: its colour and, for a snake, the pattern on its back. A
jump keeps its look through every edit (adding another snake recolours nothing; moving one of
its ends keeps it); a new jump gets a colour of its own from the palette; the designer may
choose another, and the `.snl` file keeps them.

`Styles` is an immutable value like `Board`: the open board's undo steps hold it with the board.
Colours are ``#rrggbb`` text (the core knows no Qt colour)."""

from __future__ import annotations

import re
import weakref
from bisect import bisect_left
from collections import Counter
from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from itertools import cycle
from operator import attrgetter, itemgetter
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
        return self._by_start.get(start)

    def with_style(self, start: int, style: JumpStyle) -> Styles:
        looks = dict(self._by_start)
        looks[start] = style
        edited = self._edited(looks, {start})
        if start in self._by_start and "_board" in self.__dict__:  # the same starts: still that board's
            edited.__dict__["_board"] = self.__dict__["_board"]
        return edited

    def _made_for(self, board: Board) -> bool:
        """Whether these are the looks `follow` gave ``board`` (one for each of its jumps and
        no other: no need to compare 100 000 starts)."""
        made: weakref.ref[Board] | None = self.__dict__.get("_board")
        return made is not None and made() is board

    @cached_property
    def _by_start(self) -> dict[int, JumpStyle]:
        """The looks by start, made once (do not modify): a look asked of a 100 000-jump board
        is a lookup, not a copy."""
        return dict(self.items)

    @cached_property
    def _palette_counts(self) -> dict[str, int]:
        """How many looks have each palette colour (made once; an edit's value gets its own
        from these and the starts it touched)."""
        return _counted(self._by_start.values())

    def _counts_of(self, looks: Mapping[int, JumpStyle], touched: Collection[int]) -> dict[str, int]:
        """`_palette_counts` of ``looks``, which differ from these looks only on ``touched``."""
        if len(touched) > _FEW:
            return _counted(looks.values())
        counts = dict(self._palette_counts)
        mine = self._by_start
        for start in touched:
            for look, step in ((mine.get(start), -1), (looks.get(start), 1)):
                if look is not None and look.colour in counts:
                    counts[look.colour] += step
        return counts

    def _edited(self, looks: dict[int, JumpStyle], touched: Collection[int]) -> Styles:
        """The value of ``looks`` (now owned by it), which differ from these looks only on the
        starts ``touched``. The pairs of the untouched looks are reused, and a few touched ones
        found by bisection: an edit of a 100 000-jump board makes no 100 000 new pairs (their
        garbage collection costs more than the edit)."""
        known = "_palette_counts" in self.__dict__ and len(touched) <= _FEW
        counts = self._counts_of(looks, touched) if known else None
        mine = self._by_start
        if len(touched) <= _FEW:  # a few: found and put in place by bisection, O(log n) each
            pairs = list(self.items)
            for start in sorted(touched):
                at = bisect_left(pairs, start, key=itemgetter(0))
                if start in mine:
                    del pairs[at]
                if start in looks:
                    pairs.insert(at, (start, looks[start]))
        else:
            pairs = [pair for pair in self.items if pair[0] not in touched]
            pairs.extend((start, looks[start]) for start in touched if start in looks)
            pairs.sort(key=itemgetter(0))
        edited = Styles(tuple(pairs))
        edited.__dict__["_by_start"] = looks
        if counts is not None:
            edited.__dict__["_palette_counts"] = counts
        return edited


_FEW = 32
"""Up to this many touched looks, an edit finds them in the sorted pairs by bisection."""


def _counted(looks: Iterable[JumpStyle]) -> dict[str, int]:
    """How many of ``looks`` have each palette colour."""
    used = Counter(map(attrgetter("colour"), looks))
    return {colour: used[colour] for colour in SNAKE_PALETTE}


class _Palette:
    """The look each new jump gets: a ladder wood; a snake the first palette colour no look has
    yet, else the least used (the first of those), spotted. Each choice is a look at the eight
    counts (`Styles._palette_counts`), so a board's 100 000 new jumps cost O(n), not O(n²);
    the looks are shared (immutable), not made anew for each jump."""

    def __init__(self, counts: dict[str, int]) -> None:
        self.counts = counts

    def look(self, kind: str) -> JumpStyle:
        if kind != "snake":
            return _FRESH_LOOKS[LADDER_COLOUR]
        counts = self.counts
        colour = min(SNAKE_PALETTE, key=counts.__getitem__)  # the first of the least used
        counts[colour] += 1
        return _FRESH_LOOKS[colour]


_FRESH_LOOKS = {colour: JumpStyle(colour) for colour in (*SNAKE_PALETTE, LADDER_COLOUR)}


def follow(before: Board, after: Board, styles: Styles) -> Styles:
    """The looks of ``after``'s jumps, from ``before``'s: a jump on the same start keeps its
    look (unless it changed between snake and ladder); a look whose jump went, when exactly one
    new jump of the same kind appeared (an end dragged elsewhere), goes with it; a new jump gets
    a colour of its own; the looks of jumps that went are dropped.

    Only the starts an edit touched are looked at one by one (the jumps that differ, and any
    start whose look is missing or left over): an edit of a 100 000-jump board copies the
    looks, it does not walk them."""
    old = styles._by_start
    was, now = before.jumps, after.jumps
    suspects = before.changed_squares(after)  # the starts whose jump changed
    if not styles._made_for(before) and old.keys() != was.keys():  # looks missing or left over
        suspects |= old.keys() ^ was.keys()
    kept = dict(old)
    for start in suspects:
        style = old.get(start)
        if style is None or start not in now or start not in was:
            kept.pop(start, None)
        elif jump_kind_of(start, now[start]) != jump_kind_of(start, was[start]):
            del kept[start]
    gone = [s for s in suspects if s in was and s in old and s not in kept]
    new = [s for s in suspects if s in now and s not in kept]
    for kind in ("snake", "ladder") if gone else ():
        gone_kind = [s for s in gone if jump_kind_of(s, was[s]) == kind]
        new_kind = [s for s in new if jump_kind_of(s, now[s]) == kind]
        if len(gone_kind) == 1 and len(new_kind) == 1:  # a moved jump: its look goes with it
            kept[new_kind[0]] = old[gone_kind[0]]
            new.remove(new_kind[0])
    if new:
        palette = _Palette(styles._counts_of(kept, suspects))
        for start in sorted(new):  # by start, as boards always were
            kept[start] = palette.look(jump_kind_of(start, now[start]))
    followed = styles._edited(kept, suspects)
    followed.__dict__["_board"] = weakref.ref(after)
    return followed


def fresh(board: Board) -> Styles:
    """The looks a board without any gets (a board opened from a file that has none): snakes
    coloured in order of their heads, as boards always were. The same as `follow` from an
    empty board, where each new snake takes the least used colour: the palette in turn."""
    jumps = board.jumps
    starts = sorted(jumps)
    snake = [jump_kind_of(start, jumps[start]) == "snake" for start in starts]
    wood, palette = _FRESH_LOOKS[LADDER_COLOUR], cycle([_FRESH_LOOKS[colour] for colour in SNAKE_PALETTE])
    styles = Styles(tuple([(start, next(palette) if is_snake else wood) for start, is_snake in zip(starts, snake)]))
    turns, first = divmod(sum(snake), len(SNAKE_PALETTE))
    styles.__dict__["_palette_counts"] = {c: turns + (i < first) for i, c in enumerate(SNAKE_PALETTE)}
    styles.__dict__["_board"] = weakref.ref(board)
    return styles


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
