"""A game in words: the dice of a turn so far and what a turn did, in the user's language (the
turn engine, `core.game`, answers with values: the dice and a `TurnOutcome`). The Game dock's
dice line, status line and turn log say them through here.

A turn is told clause by clause: who rolled, then what each move did ("moved", "climbed",
"slid down", "bounced back"), then whether it won; a snake or a ladder is told apart by the
board's one rule, `jump_kind_of`. Under "a 6 to start" a turn that leaves a token off the board
(kind ``"wait"``) says that a 6 is needed to start. Written with ``QCoreApplication.translate("Game", …)``."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..core.board import jump_kind_of
from ..core.game import Move, TurnOutcome, turn_needs_more_dice, voids_turn
from ..core.rules import Rules
from . import numbers, spoken


def _sum(dice: Sequence[int]) -> str:
    """The dice added up as written: ``"6 + 6 + 3"`` (numbers and signs: not translated)."""
    return " + ".join(map(numbers.plain, dice))


def describe_dice(dice: Sequence[int], rules: Rules, moves: Sequence[Move] = ()) -> str:
    """The dice of a turn so far, in words: ``"6 + 6 + 3 = 15"``, ``"6 — throw again"``,
    ``"three sixes — turn lost"``; ``""`` before the first die. ``moves`` are the moves those
    dice make (`SnakeAndLadderGame.preview`, `TurnOutcome.steps`): under "each throw moves" a
    third 6 that reaches the last square wins (`core.game.resolve_turn`), so its turn is not
    lost (``"6 + 6 + 6 = 18"``); without them, three sixes that void the turn are said lost."""
    if not dice:
        return ""
    if turn_needs_more_dice(dice, rules):
        return spoken(QCoreApplication.translate("Game", "{dice} — throw again"), dice=_sum(dice))
    if voids_turn(dice, rules) and (not moves or moves[-1].voided):
        return QCoreApplication.translate("Game", "three sixes — turn lost")
    if len(dice) == 1:
        return numbers.plain(dice[0])
    return f"{_sum(dice)} = {numbers.plain(sum(dice))}"


def describe_outcome(outcome: TurnOutcome, name: str | None = None) -> str:
    """A friendly sentence for a turn: ``"Ana rolled 2, climbed from 3 to 22"``; under "each
    throw moves", one clause per throw: ``"Ana rolled 6, climbed from 4 to 30; then 2, moved
    from 30 to 32"``."""
    who = name or outcome.player
    if outcome.kind == "completed":
        return QCoreApplication.translate("Game", "The game is over.")
    if outcome.kind == "invalid":
        return spoken(QCoreApplication.translate("Game", "It is not {name}'s turn."), name=who)
    steps = outcome.steps or (
        Move(outcome.start, outcome.value, outcome.walk, outcome.landed, outcome.end, outcome.jump),
    )
    if len(steps) > 1:
        clauses = [_step_clause(step, who, numbers.plain(step.value or 6)) for step in steps]
        text = spoken(QCoreApplication.translate("Game", "{name} rolled {what}"), name=who, what=clauses[0])
        for clause in clauses[1:]:
            text += spoken(QCoreApplication.translate("Game", "; then {what}"), what=clause)
        return _with_win(text, outcome)
    if outcome.kind == "void":
        return spoken(
            QCoreApplication.translate("Game", "{name} rolled three sixes: the turn is lost, {name} stays on {square}"),
            name=who,
            square=outcome.start,
        )
    rolled = _sum(outcome.dice)
    if outcome.kind == "wait":
        return spoken(
            QCoreApplication.translate(
                "Game", "{name} rolled {dice}: a 6 is needed to start, so {name} waits off the board"
            ),
            name=who,
            dice=rolled,
        )
    if outcome.kind == "overshoot":
        return spoken(
            QCoreApplication.translate(
                "Game", "{name} rolled {dice}: that would go past the last square, so {name} stays on {square}"
            ),
            name=who,
            dice=rolled,
            square=outcome.start,
        )
    text = spoken(
        QCoreApplication.translate("Game", "{name} rolled {what}"), name=who, what=_step_clause(steps[0], who, rolled)
    )
    return _with_win(text, outcome)


def winner_banner(name: str) -> str:
    """The winner's moment, on the board and in the Game dock: ``"★ Ana wins! ★"``."""
    return spoken(QCoreApplication.translate("Game", "★ {name} wins! ★"), name=name)


def _with_win(text: str, outcome: TurnOutcome) -> str:
    if outcome.kind != "win":
        return text
    return spoken(QCoreApplication.translate("Game", "{turn} and wins!"), turn=text)


def _step_clause(step: Move, who: str, rolled: str) -> str:
    """What one move did, after the dice that made it: ``"2, climbed from 3 to 22"``."""
    if step.waited:
        return spoken(
            QCoreApplication.translate("Game", "{dice}: a 6 is needed to start, so {name} waits off the board"),
            dice=rolled,
            name=who,
        )
    if step.voided:
        return spoken(
            QCoreApplication.translate("Game", "{dice}: three sixes, so {name} goes back to {square}"),
            dice=rolled,
            name=who,
            square=step.end,
        )
    if not step.walk:
        return spoken(
            QCoreApplication.translate(
                "Game", "{dice}: that would go past the last square, so {name} stays on {square}"
            ),
            dice=rolled,
            name=who,
            square=step.start,
        )
    text = rolled
    walk = step.walk
    turned = next((a for a, b in zip(walk, walk[1:]) if b < a), None)  # the last square, under "bounce"
    if turned is not None:
        text += spoken(
            QCoreApplication.translate("Game", ", bounced back from {top} to {square}"), top=turned, square=step.landed
        )
    elif step.jump is None:
        text += spoken(
            QCoreApplication.translate("Game", ", moved from {start} to {end}"), start=step.start, end=step.end
        )
    if step.jump is not None:
        start, end = step.jump
        if jump_kind_of(start, end) == "ladder":
            text += spoken(QCoreApplication.translate("Game", ", climbed from {start} to {end}"), start=start, end=end)
        else:
            text += spoken(
                QCoreApplication.translate("Game", ", slid down from {start} to {end}"), start=start, end=end
            )
    return text


def tell_turn(outcome: TurnOutcome, name: str | None = None) -> str:
    """A turn as a child reads it, for the Play room's log: ``"Lily threw 4 and climbed the
    ladder from 5 to 8"``, ``"Robo threw 3 and slid down the snake from 17 to 7"``, ``"Mum
    threw 6 + 2 and moved from 12 to 20"``; under "each throw moves", one clause per throw
    joined by "then". Only the jump is told when there is one (the walk to its foot is not)."""
    who = name or outcome.player
    if outcome.kind in ("completed", "invalid"):
        return describe_outcome(outcome, who)
    if outcome.kind == "void":
        return spoken(QCoreApplication.translate("Game", "{name} threw three sixes and lost the turn"), name=who)
    if outcome.kind == "wait":
        return spoken(
            QCoreApplication.translate("Game", "{name} threw {dice} — a 6 is needed to start"),
            name=who,
            dice=_sum(outcome.dice),
        )
    steps = outcome.steps or (
        Move(outcome.start, outcome.value, outcome.walk, outcome.landed, outcome.end, outcome.jump),
    )
    if len(steps) == 1:
        clauses = [_child_clause(steps[0], who, _sum(outcome.dice))]
    else:
        clauses = [_child_clause(step, who, numbers.plain(step.value or 6)) for step in steps]
    text = spoken(QCoreApplication.translate("Game", "{name} threw {what}"), name=who, what=clauses[0])
    for clause in clauses[1:]:
        text += spoken(QCoreApplication.translate("Game", ", then {what}"), what=clause)
    if outcome.kind == "win":
        return spoken(QCoreApplication.translate("Game", "{turn} — and won!"), turn=text)
    return text


def _child_clause(step: Move, who: str, rolled: str) -> str:
    """One throw in a child's words, after "threw": ``"4 and climbed the ladder from 5 to 8"``."""
    if step.waited:
        return spoken(QCoreApplication.translate("Game", "{dice} — a 6 is needed to start"), dice=rolled)
    if step.voided:
        return spoken(
            QCoreApplication.translate("Game", "{dice}: three sixes, so back to {square}"), dice=rolled, square=step.end
        )
    if not step.walk:
        return spoken(
            QCoreApplication.translate("Game", "{dice}: too far, so {name} stays on {square}"),
            dice=rolled,
            name=who,
            square=step.start,
        )
    if step.jump is not None and step.jump[0] != step.jump[1]:
        start, end = step.jump
        if jump_kind_of(start, end) == "ladder":
            return spoken(
                QCoreApplication.translate("Game", "{dice} and climbed the ladder from {start} to {end}"),
                dice=rolled,
                start=start,
                end=end,
            )
        return spoken(
            QCoreApplication.translate("Game", "{dice} and slid down the snake from {start} to {end}"),
            dice=rolled,
            start=start,
            end=end,
        )
    walk = step.walk
    if any(b < a for a, b in zip(walk, walk[1:])):  # past the last square and back, under "bounce"
        return spoken(
            QCoreApplication.translate("Game", "{dice}, bounced back and stopped on {square}"),
            dice=rolled,
            square=step.end,
        )
    return spoken(
        QCoreApplication.translate("Game", "{dice} and moved from {start} to {end}"),
        dice=rolled,
        start=step.start,
        end=step.end,
    )


# -- what a screen reader hears in the Play room --------------------------------------------------


def _then(first: str, then: str) -> str:
    """Two parts of one spoken sentence: ``"Lily threw 4 …; Ben's turn"``."""
    return spoken(QCoreApplication.translate("Game", "{first}; {then}"), first=first, then=then)


def whose_turn(player: str, won: bool = False) -> str:
    """``"Lily's turn"``; once the game is won, ``"Lily has won"``."""
    if won:
        return spoken(QCoreApplication.translate("Game", "{name} has won"), name=player)
    return spoken(QCoreApplication.translate("Game", "{name}'s turn"), name=player)


def turn_announcement(outcome: TurnOutcome, next_player: str | None) -> str:
    """What is announced once a turn's token has arrived: the turn as the log tells it (`tell_turn`),
    then whose turn it is: ``"Lily threw 4 and climbed the ladder from 5 to 8; Ben's turn"``. The
    winning turn says the win instead (``next_player`` None: nobody plays on)."""
    text = tell_turn(outcome)
    if outcome.kind == "win" or not next_player:
        return text
    return _then(text, whose_turn(next_player))


def players_here(names: Sequence[str]) -> str:
    """Who stands on a square: ``"Lily is here"``, ``"Lily and Ben are here"``, ``"Ana, Ben and
    Cleo are here"``; ``""`` for nobody."""
    if not names:
        return ""
    if len(names) == 1:
        return spoken(QCoreApplication.translate("Game", "{name} is here"), name=names[0])
    return spoken(
        QCoreApplication.translate("Game", "{names} and {last} are here"),
        names=numbers.joined(names[:-1]),
        last=names[-1],
    )


def square_for_players(square: str, names: Sequence[str], turn: str) -> str:
    """A square of the board in a game: what is on it (``square``: "Square 23, ladder to 44"),
    who stands there and whose turn it is: ``"Square 23, ladder to 44; Lily and Ben are here;
    Lily's turn"``."""
    here = players_here(names)
    return _then(_then(square, here), turn) if here else _then(square, turn)


def needs_six(player: str) -> str:
    """What a player waiting off the board under "a 6 to start" needs: ``"Mia needs a 6 to
    start"`` (for a banner, a card or a phone, before their throw)."""
    return spoken(QCoreApplication.translate("Game", "{name} needs a 6 to start"), name=player)


def where_everyone_is(squares: Sequence[tuple[str, int]], turn: str) -> str:
    """Every player's square, in turn order, then whose turn it is: ``"Lily on 23, Ben on 40;
    Lily's turn"`` (square 0, under the off-board start: ``"Ben off the board"``)."""
    each = [
        spoken(QCoreApplication.translate("Game", "{name} on {square}"), name=name, square=square)
        if square > 0
        else spoken(QCoreApplication.translate("Game", "{name} off the board"), name=name)
        for name, square in squares
    ]
    return _then(numbers.joined(each), turn)
