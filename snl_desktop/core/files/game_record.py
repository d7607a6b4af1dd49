"""A saved game as a value: `GameRecord` (the board, the rules, the seats, the turns played,
the dice of an unfinished turn, the tally of wins) and `GameFileError`, what refuses one. The
file format that holds it is `games` (which re-exports both); `GameRecord.replay` proves the
turns legal through the turn engine."""

from __future__ import annotations

import re
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ..animals import ANIMALS, is_animal
from ..board import Board
from ..errors import TurnError, readable, short_repr
from ..game import MAX_PLAYERS, MIN_PLAYERS, Seat, SnakeAndLadderGame, turn_needs_more_dice
from ..message import Message, phrase
from ..names import name_problem, names_problem
from ..rules import Rules

MAX_TURNS = 100_000
"""The most turns a saved game may hold; a longer file is refused before any turn is replayed."""
MAX_WINS = 1_000_000
"""The most games one player can be recorded as having won (the tally of a run of rematches)."""
MAX_MESSAGE_CHARS = 300
"""Messages quote values from the file; they are cut to this length."""

_COLOUR = re.compile(r"#[0-9A-Fa-f]{6}")


def is_token_colour(colour: object) -> bool:
    """Whether ``colour`` is a token colour a saved game holds: ``"#rrggbb"`` (either case)."""
    return isinstance(colour, str) and _COLOUR.fullmatch(colour) is not None


class GameFileError(ValueError):
    """A saved game that cannot be opened (damaged, hostile, from a newer version, or whose
    turns do not replay), or a record that cannot be saved. ``what`` says why (a `Message`,
    said by the words layer); ``str()`` is its English on one line."""

    def __init__(self, what: Message | str) -> None:
        self.what = what if isinstance(what, Message) else Message("", what)  # a str: words not ours
        super().__init__(_one_line(self.what.english()))


def _one_line(text: str) -> str:
    """``text`` as one line a user can read: characters that break or hide lines become
    spaces, and the whole is cut to `MAX_MESSAGE_CHARS`."""
    flat = "".join(ch if ch.isprintable() else " " for ch in readable(text))
    return flat if len(flat) <= MAX_MESSAGE_CHARS else flat[: MAX_MESSAGE_CHARS - 3] + "..."


def show(value: object) -> str:
    """A value from the file, quoted and short, for a message."""
    return short_repr(value)


# -- the record -------------------------------------------------------------------------------

Turn = tuple[str, tuple[int, ...]]


def check_seat(seat: Any, number: int, wins: Any) -> None:
    """One seat of a record (the `Seat` value) and its tally of wins: a name the engine takes,
    a ``"#rrggbb"`` colour, ``computer`` true or false, an animal of `ANIMALS` (or None: the
    seat's place's) and a whole number of wins."""
    if not isinstance(seat, Seat):
        raise GameFileError(
            phrase("GameFile", "player {number} is not a Seat but {type}").of(number=number, type=type(seat).__name__)
        )
    if not isinstance(seat.computer, bool):
        raise GameFileError(
            phrase("GameFile", "player {player}: 'computer' must be true or false, not {value}").of(
                player=show(seat.name), value=show(seat.computer)
            )
        )
    if type(wins) is not int or not 0 <= wins <= MAX_WINS:
        raise GameFileError(
            phrase("GameFile", "player {player}: 'wins' must be a whole number from 0 to {most}, not {value}").of(
                player=show(seat.name), most=MAX_WINS, value=show(wins)
            )
        )
    problem = name_problem(seat.name)
    if problem is not None:
        raise GameFileError(problem)
    if not is_token_colour(seat.colour):
        raise GameFileError(
            phrase(
                "GameFile",
                "player {player}: colour {value} is not a colour like \"#1f77b4\" ('#' and six hexadecimal digits)",
            ).of(player=show(seat.name), value=show(seat.colour))
        )
    if seat.animal is not None and not is_animal(seat.animal):
        raise GameFileError(
            phrase("GameFile", "player {player}: animal {value} is not one of {animals}").of(
                player=show(seat.name), value=show(seat.animal), animals=", ".join(ANIMALS)
            )
        )


def check_players(players: tuple[Seat, ...], wins: tuple[Any, ...]) -> None:
    """1 to 10 seats, each checked (`check_seat`), no name twice."""
    check_count(len(players))
    for number, (seat, won) in enumerate(zip(players, wins), 1):
        check_seat(seat, number, won)
    problem = names_problem([seat.name for seat in players])
    if problem is not None:
        raise GameFileError(problem)


def check_count(count: int) -> None:
    if not MIN_PLAYERS <= count <= MAX_PLAYERS:
        raise GameFileError(
            phrase("GameFile", "a game has {least} to {most} players, not {count}").of(
                least=MIN_PLAYERS, most=MAX_PLAYERS, count=count
            )
        )


def _normalise_turns(turns: Sequence[Any]) -> tuple[Turn, ...]:
    """The turns as a tuple of ``(player id, dice tuple)``; at most `MAX_TURNS` of them."""
    if len(turns) > MAX_TURNS:
        raise GameFileError(
            phrase("GameFile", "a saved game holds at most {most} turns, not {count}").of(
                most=MAX_TURNS, count=len(turns)
            )
        )
    out: list[Turn] = []
    for number, turn in enumerate(turns, 1):
        if type(turn) is tuple and len(turn) == 2 and type(turn[0]) is str and type(turn[1]) is tuple:
            out.append(turn)  # already a (player, dice) pair: a game's own history, a file's turns
            continue
        try:
            player, dice = turn
        except (TypeError, ValueError):
            raise GameFileError(
                phrase("GameFile", "turn {number} is not a (player, dice) pair: {value}").of(
                    number=number, value=show(turn)
                )
            ) from None
        if not isinstance(player, str):
            raise GameFileError(turn_player_problem(number, player))
        if isinstance(dice, (str, bytes)) or not isinstance(dice, Sequence):
            raise GameFileError(
                phrase("GameFile", "turn {number}: the dice must be a list of numbers, not {value}").of(
                    number=number, value=show(dice)
                )
            )
        out.append((player, tuple(dice)))
    return tuple(out)


def turn_player_problem(number: int, player: object) -> Message:
    return phrase("GameFile", "turn {number}: the player must be text, not {value}").of(
        number=number, value=show(player)
    )


@dataclass(frozen=True)
class GameRecord:
    """Everything a saved game holds: board, rules, the seats (`Seat`: name, colour, computer,
    in turn order), the turns played (each the player's name and the dice of that turn, in
    order), the board's name, the ``pending`` dice of the turn being thrown and the ``wins`` of
    each seat in this run of rematches (empty: none yet).

    Building a record checks its shape (1 to 10 seats with unique names and ``"#rrggbb"``
    colours, at most `MAX_TURNS` turns, a whole number of wins per seat; lists become tuples);
    whether the turns are legal is what `replay` proves."""

    board: Board
    rules: Rules
    players: tuple[Seat, ...]
    turns: tuple[Turn, ...]
    name: str = ""
    pending: tuple[int, ...] = ()
    wins: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.board, Board):
            raise TypeError(f"board must be a Board, not {type(self.board).__name__}")
        if not isinstance(self.rules, Rules):
            raise TypeError(f"rules must be Rules, not {type(self.rules).__name__}")
        if not isinstance(self.name, str):
            raise TypeError(f"name must be text, not {type(self.name).__name__}")
        players = tuple(self.players)
        wins = tuple(self.wins) or (0,) * len(players)
        if len(wins) != len(players):
            raise GameFileError(
                phrase("GameFile", "{players} players but {tallies} tallies of wins").of(
                    players=len(players), tallies=len(wins)
                )
            )
        check_players(players, wins)
        object.__setattr__(self, "players", players)
        object.__setattr__(self, "wins", wins)
        object.__setattr__(self, "turns", _normalise_turns(tuple(self.turns)))
        object.__setattr__(self, "pending", tuple(self.pending))

    @property
    def player_ids(self) -> list[str]:
        """The players' names in seat order (the engine's ids)."""
        return [seat.name for seat in self.players]

    @property
    def tally(self) -> dict[str, int]:
        """The games each player has won in this run of rematches, by name."""
        return dict(zip(self.player_ids, self.wins))

    def replay(self) -> SnakeAndLadderGame:
        """A new game on this board, rules and players with every turn played through
        `SnakeAndLadderGame.play`. A turn the engine refuses (not that player's turn, a turn
        after the win, illegal dice, an unknown player) raises `GameFileError` naming the turn
        (1-based), the player and the dice. Linear in the turns. A game already replayed to
        prove a file's turns (`games.parse_game_json`) is handed over instead, once: opening a
        saved game replays it once, not twice."""
        proved: SnakeAndLadderGame | None = self.__dict__.pop("_proved", None)
        if proved is not None:
            return proved
        try:
            game = SnakeAndLadderGame.from_board(self.board, self.player_ids, self.rules)
        except TurnError as exc:
            raise GameFileError(phrase("GameFile", "the players cannot play: {why}").of(why=exc.what)) from None
        for number, (player, dice) in enumerate(self.turns, 1):
            _replay_turn(game, number, player, dice)
        _check_pending(game, self.pending)
        return game

    def keep_proof(self, game: SnakeAndLadderGame) -> None:
        """Keep ``game``, just replayed from this record, for the next `replay` to hand over."""
        object.__setattr__(self, "_proved", game)

    @classmethod
    def of_game(
        cls,
        game: SnakeAndLadderGame,
        seats: Sequence[Seat],
        name: str = "",
        pending: Sequence[int] = (),
        wins: Mapping[str, int] | None = None,
    ) -> GameRecord:
        """The record of ``game`` as it stands (in progress or won): its board, rules, the
        ``seats`` of its players (in seat order), the player and dice of every turn in its
        history, the ``pending`` dice of the turn being thrown and the ``wins`` of earlier
        games, by name."""
        seats = tuple(seats)
        if [seat.name for seat in seats] != list(game.players):
            raise GameFileError(
                phrase("GameFile", "the seats ({seats}) are not the game's players ({players})").of(
                    seats=", ".join(str(seat.name) for seat in seats), players=", ".join(game.players)
                )
            )
        tally = wins or {}
        turns = tuple((outcome.player, outcome.dice) for outcome in game.history)
        won = tuple(tally.get(seat.name, 0) for seat in seats)
        return cls(game.board, game.rules, seats, turns, name, tuple(pending), won)

    @classmethod
    def from_game(
        cls,
        game: SnakeAndLadderGame,
        colours: Sequence[str],
        name: str = "",
        pending: Sequence[int] = (),
        computers: Collection[str] = (),
        wins: Mapping[str, int] | None = None,
    ) -> GameRecord:
        """`of_game`, the seats made of ``colours`` (one per player, in seat order) and
        ``computers`` (the names the app plays): for scripts and tests."""
        colours = list(colours)
        if len(colours) != len(game.players):
            raise GameFileError(
                phrase("GameFile", "{players} players but {colours} colours").of(
                    players=len(game.players), colours=len(colours)
                )
            )
        seats = [Seat(player, colour, player in computers) for player, colour in zip(game.players, colours)]
        return cls.of_game(game, seats, name, pending, wins)


def _replay_turn(game: SnakeAndLadderGame, number: int, player: str, dice: tuple[int, ...]) -> None:
    """Play turn ``number`` on ``game``; raise `GameFileError` if the engine refuses it."""

    def refused(why: Message) -> GameFileError:
        return GameFileError(
            phrase("GameFile", "turn {number} ({player}, dice {dice}) does not replay: {why}").of(
                number=number, player=show(player), dice=show(list(dice)), why=why
            )
        )

    expected = game.current_player
    if player not in game.players and not game.finished:  # the engine's message lists every id
        raise refused(phrase("GameFile", "{player} is not one of the players").of(player=show(player)))
    try:
        outcome = game.play(player, dice)
    except TurnError as exc:
        raise refused(exc.what) from None
    if outcome.kind == "completed":
        raise refused(
            phrase("GameFile", "{winner} already won on turn {turn} ({result})").of(
                winner=show(game.get_winner()), turn=len(game.history), result=outcome.result
            )
        )
    if outcome.kind == "invalid":
        raise refused(
            phrase("GameFile", "it was {expected}'s turn, not {player}'s").of(expected=expected, player=player)
        )


def _check_pending(game: SnakeAndLadderGame, pending: tuple[int, ...]) -> None:
    """The dice of an unfinished turn: only sixes that each earn another throw, in a game
    that is not over."""
    if not pending:
        return
    dice = show(list(pending))
    if game.finished:
        raise GameFileError(phrase("GameFile", "the game is over, yet dice {dice} wait to be played").of(dice=dice))
    if any(type(d) is not int or not 1 <= d <= 6 for d in pending):
        raise GameFileError(
            phrase("GameFile", "the unfinished turn's dice must be whole numbers from 1 to 6, not {dice}").of(dice=dice)
        )
    if not turn_needs_more_dice(pending, game.rules) or not game.needs_more_dice(pending):
        raise GameFileError(
            phrase(
                "GameFile",
                "the unfinished turn's dice {dice} are a whole turn (only sixes that earn another throw can wait)",
            ).of(dice=dice)
        )
