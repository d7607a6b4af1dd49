"""Issue 33, defect 7: a green rabbit token vanished on the green snake at TV distance (the
seat colour #009e73 and the snake colour #2e9e44 are 10 apart in CIEDE2000). No token colour may
look like a snake's, in any theme.

The measure is CIEDE2000 (`tests.helpers.colour_distance`); the threshold 20: about ten times
a just-noticeable difference side by side (2.3), because a token seen from 3 m on a 1080p TV
covers under one degree of the eye, where colour differences shrink (small-field colour
vision) — the pair that vanished was 10 apart, and the Okabe-Ito blue and the blue snake 5. The
tokens differ from one another by as much, light and dark seats in turn."""

from __future__ import annotations

import itertools

import pytest
from PySide6.QtGui import QColor

from snl_desktop.core.styles import SNAKE_PALETTE
from snl_desktop.ui.board import theme
from snl_desktop.ui.board.theme.palettes import HIGH_CONTRAST, STANDARD, STANDARD_DARK
from tests.helpers.colour_distance import ciede2000, colour_distance

APART = 20.0


@pytest.mark.parametrize(
    ("lab1", "lab2", "expected"),
    [  # Sharma, Wu and Dalal (2005), table 1: pairs 1, 7, 17 and 25
        ((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485), 2.0425),
        ((50.0, 0.0, 0.0), (50.0, -1.0, 2.0), 2.3669),
        ((50.0, 2.5, 0.0), (56.0, -27.0, -3.0), 31.9030),
        ((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387), 1.2644),
    ],
)
def test_the_measure_is_ciede2000(
    lab1: tuple[float, float, float], lab2: tuple[float, float, float], expected: float
) -> None:
    assert ciede2000(lab1, lab2) == pytest.approx(expected, abs=1e-4)


@pytest.mark.parametrize("palette", [STANDARD, STANDARD_DARK, HIGH_CONTRAST], ids=lambda p: p.name)
def test_no_token_colour_looks_like_a_snake(qapp: object, palette: theme.Palette) -> None:
    before = theme.current()
    theme.use(palette)
    try:
        snakes = [theme.snake_colour(i).name() for i in range(len(SNAKE_PALETTE))]
    finally:
        theme.use(before)
    close = [
        (token, snake, round(colour_distance(token, snake), 1))
        for token in theme.TOKEN_COLOURS
        for snake in snakes
        if colour_distance(QColor(token).name(), snake) < APART
    ]
    assert close == []


def test_the_tokens_differ_from_one_another() -> None:
    close = [(a, b) for a, b in itertools.combinations(theme.TOKEN_COLOURS, 2) if colour_distance(a, b) < APART]
    assert close == [] and len(set(theme.TOKEN_COLOURS)) == 10


def test_the_old_palette_would_have_failed() -> None:
    assert colour_distance("#009e73", "#2e9e44") < APART  # the green rabbit on the green snake
