"""The board and its rules in words: a board's summary, where a square is, the house rules
in a few words or in sentences a child can follow. The core gives the values (`core.board`,
`core.rules`); this module says them, translated (``%n`` for counts)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from ..core.board import Board
from ..core.board import where as place_of
from ..core.message import phrase
from ..core.rules import Overshoot, Rules, Start
from . import numbers, say


class BoardCounts(QObject):
    """The board's counts (translation context "BoardCounts"): a class, because Qt's
    ``lupdate`` extracts a plural form only from ``self.tr(text, "", n)``, not from
    ``QCoreApplication.translate(context, text, None, n)`` with a variable ``n``."""

    def snakes(self, count: int) -> str:
        return self.tr("%n snake(s)", "", count)

    def ladders(self, count: int) -> str:
        return self.tr("%n ladder(s)", "", count)


_COUNTS = BoardCounts()


def snakes(count: int) -> str:
    """The number of snakes: "1 snake", "2 snakes"."""
    return _COUNTS.snakes(count)


def ladders(count: int) -> str:
    """The number of ladders: "1 ladder", "2 ladders"."""
    return _COUNTS.ladders(count)


def size(rows: int, cols: int) -> str:
    """A board's size: "10×10" (rows × columns)."""
    return say(phrase("Board", "{rows}×{cols}").of(rows=rows, cols=cols))


def summary(board: Board) -> str:
    """A board in a few words: "10×10, 1 snake, 9 ladders"."""
    return say(
        phrase("Board", "{size}, {snakes}, {ladders}").of(
            size=size(board.rows, board.cols), snakes=snakes(len(board.snakes)), ladders=ladders(len(board.ladders))
        )
    )


def where(board: Board, square: int) -> str:
    """Where a square is: "square 15 (row 3, column 1)" (`BoardError` if it is not on the board)."""
    board.position(square)  # checks the square
    return say(place_of(board.rows, board.cols, square))


def describe_rules(rules: Rules) -> str:
    """The rules in a few words, as a family's printed rules put them (a caption line, so each
    short): "a 6 throws again, three sixes lose the turn, a throw past the last square is not
    moved, start on square 1" (its numbers in the language's digits). The overshoot rule
    (`Overshoot`): a move past the last square is not made, walks to it and back by the pips
    left over, or reaches it, which wins (no exact throw needed)."""
    parts = [
        QCoreApplication.translate("Rules", "a 6 throws again")
        if rules.extra_roll_on_six
        else QCoreApplication.translate("Rules", "one die a turn")
    ]
    if rules.extra_roll_on_six:
        parts.append(
            QCoreApplication.translate("Rules", "three sixes lose the turn")
            if rules.three_sixes_void
            else QCoreApplication.translate("Rules", "three sixes count 18")
        )
    if rules.throw_by_throw:
        parts.append(QCoreApplication.translate("Rules", "each throw moves the token"))
    overshoot = {
        Overshoot.STAY: QCoreApplication.translate("Rules", "a throw past the last square is not moved"),
        Overshoot.BOUNCE: QCoreApplication.translate("Rules", "bounce back from the last square"),
        Overshoot.FINISH: QCoreApplication.translate("Rules", "any throw past the last square wins"),
    }
    parts.append(overshoot[rules.overshoot])
    starts = {
        Start.SQUARE_1: QCoreApplication.translate("Rules", "start on square 1"),
        Start.OFF_BOARD: QCoreApplication.translate("Rules", "start off the board"),
        Start.SIX: QCoreApplication.translate("Rules", "throw a 6 to start"),
    }
    parts.append(starts[rules.start])
    return numbers.in_own_digits(numbers.joined(parts))


def explain_rules(rules: Rules) -> list[str]:
    """The rules in force, in words a child can follow: one sentence each, in the order a turn
    goes, their numbers ("square 1", "a 6") in the language's digits."""
    starts = {
        Start.SQUARE_1: QCoreApplication.translate("Rules", "Everybody starts on square 1."),
        Start.OFF_BOARD: QCoreApplication.translate("Rules", "Everybody starts off the board, just before square 1."),
        Start.SIX: QCoreApplication.translate(
            "Rules",
            "Everybody starts off the board and needs a 6 to start: until you throw a 6, your token waits "
            "off the board.",
        ),
    }
    lines = [
        starts[rules.start],
        QCoreApplication.translate("Rules", "Take turns: throw the die and move your token that many squares."),
    ]
    if rules.extra_roll_on_six:
        lines.append(
            QCoreApplication.translate("Rules", "Threw a 6? Throw again! You can throw up to three times in one turn.")
        )
        if rules.three_sixes_void:
            lines.append(
                QCoreApplication.translate(
                    "Rules",
                    "But three 6s in a row and the turn is lost: your token goes back to where the turn began "
                    "— unless the third 6 reaches the last square: that wins!",
                )
                if rules.throw_by_throw
                else QCoreApplication.translate(
                    "Rules", "But three 6s in a row and the turn is lost: your token stays where it was."
                )
            )
        lines.append(
            QCoreApplication.translate(
                "Rules", "Move after every throw: a 6 moves you 6 squares straight away, then you throw again."
            )
            if rules.throw_by_throw
            else QCoreApplication.translate("Rules", "Add up all your throws, then move once by the total.")
        )
    lines.append(QCoreApplication.translate("Rules", "Land at the bottom of a ladder? Climb up it!"))
    lines.append(QCoreApplication.translate("Rules", "Land on a snake's head? Slide down to its tail."))
    overshoot = {
        Overshoot.STAY: QCoreApplication.translate(
            "Rules", "Too big a throw to land exactly on the last square? Stay where you are."
        ),
        Overshoot.BOUNCE: QCoreApplication.translate(
            "Rules", "Too big a throw to land exactly on the last square? Count to the end and back again."
        ),
        Overshoot.FINISH: QCoreApplication.translate(
            "Rules", "Too big a throw for the last square? It still takes you there: no exact throw needed."
        ),
    }
    lines.append(overshoot[rules.overshoot])
    lines.append(
        QCoreApplication.translate("Rules", "The first to reach the last square wins!")
        if rules.overshoot == Overshoot.FINISH
        else QCoreApplication.translate("Rules", "The first to land exactly on the last square wins!")
    )
    return [numbers.in_own_digits(line) for line in lines]
