"""A token's label: the player's initials as a reader sees letters, in any script."""

from __future__ import annotations

from snl_desktop.ui.play.tokens import token_label


def test_a_label_keeps_whole_letters_in_every_script() -> None:
    """Devanagari's vowel signs stay with their letter ("लिली" → "लिली", not "लल")."""
    assert token_label("लिली") == "लिली" and token_label("पापा") == "पापा"
    assert token_label("Ana") == "An" and token_label("ليلى") == "لي"
