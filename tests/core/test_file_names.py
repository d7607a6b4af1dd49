"""File names suggested from a board's name: valid on Windows, macOS and Linux."""

from __future__ import annotations

import pytest

from snl_desktop.core.files.file_names import MAX_STEM_CHARS, file_stem


@pytest.mark.parametrize(
    ("name", "stem"),
    [
        ("LeetCode 909 example (6×6)", "LeetCode 909 example (6×6)"),
        ("Snakes/Ladders: v2?", "Snakes-Ladders- v2-"),
        ('a\\b*c"d<e>f|g', "a-b-c-d-e-f-g"),
        ("  ..hidden board. ", "hidden board"),
        ("tab\there\nnew\x1bline", "tab here new-line"),
        ("CON", "_CON"),
        ("nul.board", "_nul.board"),
        ("...", ""),
        ("", ""),
    ],
)
def test_a_board_name_becomes_a_safe_file_stem(name: str, stem: str) -> None:
    assert file_stem(name) == stem


def test_a_long_name_is_cut_short() -> None:
    assert len(file_stem("x" * 1000)) == MAX_STEM_CHARS
