"""200 computer games, played headless by the turn engine with a seeded random source, are
recorded in the history; its statistics are checked against the games' own records, each
figure recomputed here independently from the outcomes (where each move landed and the board's
jump from there), not by the recorder's rules."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

import pytest

from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat, SnakeAndLadderGame
from snl_desktop.core.history import FinishedGame, History, PlayerRecord, board_fingerprint, finished_game
from snl_desktop.core.names import name_key
from snl_desktop.presets import load_preset

GAMES = 200
MAX_TURNS = 20_000  # bounded: a game that has not ended by then fails the test

TABLES = [
    [Seat("Mum", "#e63946", True), Seat("Lily", "#1d6fd6", True)],
    [Seat("Lily", "#1d6fd6", True), Seat("Robo", "#2a9d48", True), Seat("Bot", "#f4b400", True)],
    [Seat("mum", "#e63946", True), Seat("Dad", "#7b2cbf", True), Seat("LILY", "#1d6fd6", True)],
    [Seat(f"P{i}", "#101010", True) for i in range(1, 11)],
]
RULES = [Rules(), Rules(move_each_throw=True), Rules(overshoot="bounce", start="off-board")]


def boards() -> list[tuple[str, Board]]:
    classic = load_preset("classic").board
    return [
        ("Classic", classic),
        ("Classic copy", classic),  # the same board under another name: one board
        ("Small", Board.from_lists(["17,4", "14,2"], ["3,12", "6,20"], 5, 5)),
        ("Milton", load_preset("milton-bradley").board),
    ]


def play(game: SnakeAndLadderGame, rng: random.Random) -> None:
    for _ in range(MAX_TURNS):
        if game.finished:
            return
        dice: list[int] = []
        while True:
            dice.append(rng.randint(1, 6))
            if not game.needs_more_dice(dice):
                break
        game.play(game.current_player, dice)
    raise AssertionError("a game did not end")


def expected_figures(game: SnakeAndLadderGame) -> dict[str, dict[str, int]]:
    """Per player: ladders climbed, snakes met, longest climb and slide, from where each move
    landed and the board's jumps (not the outcome's own ``jump``)."""
    figures = {p: {"ladders": 0, "snakes": 0, "climb": 0, "slide": 0, "turns": 0} for p in game.players}
    for outcome in game.history:
        mine = figures[outcome.player]
        mine["turns"] += 1
        for move in outcome.steps:
            if not move.walk:
                continue  # not moved (past the goal, or three sixes)
            end = game.board.jumps.get(move.landed, move.landed)
            if end > move.landed:
                mine["ladders"] += 1
                mine["climb"] = max(mine["climb"], end - move.landed)
            elif end < move.landed:
                mine["snakes"] += 1
                mine["slide"] = max(mine["slide"], move.landed - end)
    return figures


@pytest.mark.slow
def test_two_hundred_computer_games_give_the_statistics_of_their_own_records(tmp_path: Path) -> None:
    rng = random.Random(2024)
    path = tmp_path / "history.sqlite3"
    players: dict[tuple[str, bool], dict[str, int]] = defaultdict(
        lambda: {"games": 0, "wins": 0, "climb": 0, "most_snakes": 0, "slide": 0, "ladders": 0, "snakes": 0}
    )
    per_board: dict[str, dict[str, object]] = {}
    turns_total = 0
    with History.open(path) as history:
        for number in range(GAMES):
            name, board = boards()[number % 4]
            seats = TABLES[number % len(TABLES)]
            rules = RULES[number % len(RULES)]
            game = SnakeAndLadderGame.from_board(board, [s.name for s in seats], rules)
            play(game, rng)
            assert history.record(finished_game(game, seats, name, key=f"game-{number}")) is not None
            turns_total += len(game.history)
            figures = expected_figures(game)
            fingerprint = board_fingerprint(board)
            entry = per_board.setdefault(
                fingerprint, {"games": 0, "fewest": 10**9, "climb": 0, "most_snakes": 0, "wins": defaultdict(int)}
            )
            entry["games"] += 1  # type: ignore[operator]
            entry["fewest"] = min(entry["fewest"], len(game.history))  # type: ignore[call-overload]
            entry["wins"][name_key(game.get_winner())] += 1  # type: ignore[index]
            for seat in seats:
                mine, figure = players[name_key(seat.name), seat.computer], figures[seat.name]
                mine["games"] += 1
                mine["wins"] += seat.name == game.get_winner()
                mine["climb"] = max(mine["climb"], figure["climb"])
                mine["slide"] = max(mine["slide"], figure["slide"])
                mine["most_snakes"] = max(mine["most_snakes"], figure["snakes"])
                mine["ladders"] += figure["ladders"]
                mine["snakes"] += figure["snakes"]
                entry["climb"] = max(entry["climb"], figure["climb"])  # type: ignore[call-overload]
                entry["most_snakes"] = max(entry["most_snakes"], figure["snakes"])  # type: ignore[call-overload]

    with History.open(path) as history:  # read back from the file, as the dialog does
        stats = history.statistics()
        recorded = history.games()
    assert stats.games == len(recorded) == GAMES
    assert sum(game.turns for game in recorded) == turns_total
    assert sum(p.wins for p in stats.players) == GAMES  # one winner a game
    assert {(name_key(p.name), p.computer) for p in stats.players} == set(players)
    for figures in stats.players:
        expected = players[name_key(figures.name), figures.computer]
        assert (figures.games, figures.wins) == (expected["games"], expected["wins"]), figures.name
        assert figures.longest_climb == expected["climb"], figures.name
        assert figures.longest_slide == expected["slide"], figures.name
        assert figures.most_snakes == expected["most_snakes"], figures.name
        assert (figures.ladders, figures.snakes) == (expected["ladders"], expected["snakes"]), figures.name
        assert figures.win_rate == expected["wins"] / expected["games"]
    # "Mum" and "mum" are one player; "Lily" and "LILY" too, shown as last spelled
    assert {p.name for p in stats.players} >= {"mum", "LILY", "Dad", "Robo", "Bot", "P10"}
    # the classic board under two names is one board, shown under the name last used
    assert len(stats.boards) == 3
    for board in stats.boards:
        expected_board = per_board[board.fingerprint]
        assert board.games == expected_board["games"]
        assert board.fewest_turns == expected_board["fewest"]
        assert (board.longest_climb, board.most_snakes) == (expected_board["climb"], expected_board["most_snakes"])
        top = max(expected_board["wins"].values())  # type: ignore[attr-defined]
        assert board.top_wins == top and expected_board["wins"][name_key(board.top_winner[0])] == top  # type: ignore[index]
    classic = next(b for b in stats.boards if b.fingerprint == board_fingerprint(load_preset("classic").board))
    assert classic.name == "Classic copy" and classic.games == 100


def recomputed(games: list) -> tuple[dict, dict]:
    """The players' and boards' figures computed here from the games themselves."""
    players: dict[tuple[str, bool], dict] = {}
    boards: dict[str, dict] = {}
    for game in games:
        board = boards.setdefault(
            game.fingerprint,
            {"games": 0, "fewest": 10**9, "turns": 0, "climb": 0, "snakes": 0, "wins": defaultdict(int)},
        )
        board["games"] += 1
        board["fewest"] = min(board["fewest"], game.turns)
        board["turns"] += game.turns
        board["name"] = game.board_name  # the latest game's
        for p in game.players:
            mine = players.setdefault(
                (name_key(p.name), p.computer),
                {"games": 0, "wins": 0, "climb": 0, "most": 0, "slide": 0, "l": 0, "s": 0},
            )
            mine["games"] += 1
            mine["wins"] += p.won
            mine["climb"] = max(mine["climb"], p.longest_climb)
            mine["most"] = max(mine["most"], p.snakes)
            mine["slide"] = max(mine["slide"], p.longest_slide)
            mine["l"] += p.ladders
            mine["s"] += p.snakes
            mine["name"] = p.name  # the latest spelling
            board["climb"] = max(board["climb"], p.longest_climb)
            board["snakes"] = max(board["snakes"], p.snakes)
            if p.won:
                board["wins"][name_key(p.name), p.computer] += 1
    return players, boards


def test_the_totals_stay_exact_as_wins_are_taken_back(tmp_path: Path) -> None:
    """The figures are kept as totals beside the games: after 150 games and 50 of them taken
    back (the maxima among them), they are what the games left say, player by player."""
    rng = random.Random(7)
    names = [("Mum", False), ("mum", False), ("Lily", False), ("Robo", True), ("Mum", True), ("Zoë", False)]
    with History.open(tmp_path / "history.sqlite3") as history:
        keys = []
        for number in range(150):
            seated = rng.sample(names, rng.randint(2, 4))
            winner = rng.randrange(len(seated))
            players = tuple(
                PlayerRecord(
                    name,
                    computer,
                    seat,
                    f"#{seat}{seat}0000",
                    seat - 1 == winner,
                    rng.randint(5, 40),
                    rng.randint(0, 6),
                    rng.randint(0, 8),
                    rng.randint(0, 90),
                    rng.randint(0, 90),
                )  # fmt: skip
                for seat, (name, computer) in enumerate(seated, 1)
            )
            board = rng.choice(["Classic", "Garden", "Tiny"])
            game = FinishedGame(f"g{number}", f"2025-03-{1 + number % 28:02d}T19:00:00+00:00", board, 10, 10,
                                f"fp-{board}", "{}", seated[winner][0], rng.randint(10, 300), players)  # fmt: skip
            history.record(game)
            keys.append(game.key)
        for key in rng.sample(keys, 50):
            assert history.forget(key)
        stats = history.statistics()
        games = history.games()
    players, boards = recomputed(games)
    assert stats.games == len(games) == 100
    assert {(name_key(p.name), p.computer) for p in stats.players} == set(players)
    for p in stats.players:
        mine = players[name_key(p.name), p.computer]
        assert p.name == mine["name"]
        assert (p.games, p.wins, p.longest_climb, p.most_snakes, p.longest_slide, p.ladders, p.snakes) == (
            mine["games"],
            mine["wins"],
            mine["climb"],
            mine["most"],
            mine["slide"],
            mine["l"],
            mine["s"],
        ), p.name
    order = [(-p.wins, -p.win_rate, name_key(p.name), p.computer) for p in stats.players]
    assert order == sorted(order)
    for b in stats.boards:
        theirs = boards[b.fingerprint]
        assert (b.name, b.games, b.fewest_turns, b.longest_climb, b.most_snakes) == (
            theirs["name"],
            theirs["games"],
            theirs["fewest"],
            theirs["climb"],
            theirs["snakes"],
        )
        assert b.average_turns == pytest.approx(theirs["turns"] / theirs["games"])
        top = max(theirs["wins"].values())
        assert b.top_wins == top
        assert (name_key(b.top_winner[0]), b.top_winner[1]) == min(k for k, w in theirs["wins"].items() if w == top)
