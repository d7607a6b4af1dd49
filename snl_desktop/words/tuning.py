"""Tune's answer in words (`core.tuner.TuneResult`), the same for the command line and the Tune
dialog: the verdict, each move ("Ladder 28 → 84: top moved to 99"), whether the moved pieces
cross others ("The moved snake crosses 2 other snakes or ladders: …"), and each figure before and
after ("Expected length: 39.23 → 31.85 turns")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..core.message import fill
from ..core.tuner import Move, TuneFigures, TuneResult, TuneTargets
from . import numbers, say
from .figures import percent, turns_figure


class TuneWords(QObject):
    """The sentences with a count (translation context "TuneWords"): a class, because Qt's
    ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``."""

    def met(self, count: int) -> str:
        return self.tr("Every target met by moving %n snake(s) or ladder(s).", "", count)

    def missed(self, count: int) -> str:
        return self.tr("No layout met every target; the closest found moves %n snake(s) or ladder(s).", "", count)

    def within(self, count: int, before: str, after: str) -> str:
        text = self.tr("Chance of finishing within %n turn(s): {before} → {after}", "", count)
        return fill(text, {"before": before, "after": after})

    def now(self, count: int, values: dict[str, str]) -> str:
        text = self.tr(
            "expected length {expected} turns; fewest throws {throws}; {chance} of games over within %n turn(s); "
            "first seat's advantage {points} points",
            "",
            count,
        )
        return fill(text, values)

    def evaluated(self, count: int) -> str:
        return self.tr("%n layout(s) tried.", "", count)

    def snake_crosses(self, count: int) -> str:
        return self.tr(
            "The moved snake crosses %n other snake(s) or ladder(s): "
            "no move found that reaches the targets as well crosses none.",
            "",
            count,
        )

    def ladder_crosses(self, count: int) -> str:
        return self.tr(
            "The moved ladder crosses %n other snake(s) or ladder(s): "
            "no move found that reaches the targets as well crosses none.",
            "",
            count,
        )

    def moved_cross(self, count: int) -> str:
        return self.tr(
            "The moved snakes and ladders make %n crossing(s): "
            "no layout found that reaches the targets as well makes none.",
            "",
            count,
        )


_WORDS = TuneWords()


def verdict(result: TuneResult) -> str:
    """The outcome: every target met by moving so many snakes or ladders, or why not (a board
    already on target says so)."""
    if result.met and not result.moves:
        return QCoreApplication.translate("Tune", "The board already meets every target: nothing to move.")
    if result.met:
        return _WORDS.met(len(result.moves))
    if not result.moves:
        return QCoreApplication.translate("Tune", "No layout met every target, and no move brought the board closer.")
    return _WORDS.missed(len(result.moves))


def crossings(result: TuneResult) -> str:
    """When the moved snakes and ladders cross others (as drawn), how many times, and that the
    search found no move as good that crosses none; "" when they cross nothing."""
    if not result.crossings or not result.moves:
        return ""
    if len(result.moves) > 1:
        return _WORDS.moved_cross(result.crossings)
    if result.moves[0].kind == "ladder":
        return _WORDS.ladder_crosses(result.crossings)
    return _WORDS.snake_crosses(result.crossings)


def move_line(move: Move) -> str:
    """One move: which jump, which end, and where it goes now."""
    (old_start, old_end), (new_start, new_end) = move.old, move.new
    values = {"start": old_start, "end": old_end, "new_start": new_start, "new_end": new_end}
    ladder = move.kind == "ladder"
    if old_start == new_start:
        text = (
            QCoreApplication.translate("Tune", "Ladder {start} → {end}: top moved to {new_end}")
            if ladder
            else QCoreApplication.translate("Tune", "Snake {start} → {end}: tail moved to {new_end}")
        )
    elif old_end == new_end:
        text = (
            QCoreApplication.translate("Tune", "Ladder {start} → {end}: foot moved to {new_start}")
            if ladder
            else QCoreApplication.translate("Tune", "Snake {start} → {end}: head moved to {new_start}")
        )
    else:
        text = (
            QCoreApplication.translate("Tune", "Ladder {start} → {end}: now {new_start} → {new_end}")
            if ladder
            else QCoreApplication.translate("Tune", "Snake {start} → {end}: now {new_start} → {new_end}")
        )
    return fill(text, values)


def _turns(value: float | None) -> str:
    return QCoreApplication.translate("Tune", "never ends") if value is None else turns_figure(value)


def _throws(value: int) -> str:
    return QCoreApplication.translate("Tune", "unreachable") if value < 0 else str(value)


def _points(value: float | None) -> str:
    return "—" if value is None else numbers.decimal(100 * value, 2)


def figure_lines(targets: TuneTargets, before: TuneFigures, after: TuneFigures) -> list[str]:
    """Each figure before → after: the expected length and the fewest throws, then those the
    targets ask for."""
    lines = [
        fill(
            QCoreApplication.translate("Tune", "Expected length: {before} → {after} turns"),
            {"before": _turns(before.expected), "after": _turns(after.expected)},
        ),
        fill(
            QCoreApplication.translate("Tune", "Fewest throws: {before} → {after}"),
            {"before": _throws(before.throws), "after": _throws(after.throws)},
        ),
    ]
    if targets.within is not None:
        chances = [percent(f.within) if f.within is not None else "—" for f in (before, after)]
        lines.append(_WORDS.within(targets.within[0], *chances))
    if targets.seat_advantage is not None:
        lines.append(
            fill(
                QCoreApplication.translate(
                    "Tune", "First seat's advantage at 2 to 4 players: {before} → {after} points"
                ),
                {"before": _points(before.seat_advantage), "after": _points(after.seat_advantage)},
            )
        )
    return lines


def figures_now(turns: int, figures: TuneFigures) -> str:
    """A board's figures in one line, for the targets' page: the expected length, the fewest
    throws, the chance of finishing within ``turns`` turns and the first seat's advantage."""
    chance = percent(figures.within) if figures.within is not None else "—"
    values = {
        "expected": _turns(figures.expected),
        "throws": _throws(figures.throws),
        "chance": chance,
        "points": _points(figures.seat_advantage),
    }
    return _WORDS.now(turns, values)


def missed_lines(result: TuneResult) -> list[str]:
    """The targets the board misses, each with what was found."""
    return [say(problem) for problem in result.problems]


def evaluated(result: TuneResult) -> str:
    """How many layouts the search tried."""
    return _WORDS.evaluated(result.evaluated)
