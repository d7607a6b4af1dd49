"""200 computer games, played headless by the turn engine with a seeded random source, are
recorded in the history; its statistics are checked against the games' own records, each
figure recomputed here independently from the outcomes (where each move landed and the board's
jump from there), not by the recorder's rules."""

from __future__ import annotations

import random
from collections import defaultdict
from pathlib import Path

from snl_desktop.core import Board, Rules
from snl_desktop.core.game import Seat, SnakeAndLadderGame
from snl_desktop.core.history import History, board_fingerprint, finished_game
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
