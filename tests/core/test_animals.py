"""The players' animals (`core.animals`): ten, a seat's own or its place's, and no two players
with the same animal in the same colour."""

from __future__ import annotations

from snl_desktop.core.animals import ANIMALS, clashing_seats, is_animal, seat_animal
from snl_desktop.core.game import Seat


def test_a_seat_has_its_own_animal_or_its_places() -> None:
    assert len(set(ANIMALS)) == 10 and ANIMALS[:3] == ("cat", "dog", "rabbit")
    assert seat_animal(0, "owl") == "owl"
    assert seat_animal(2) == "rabbit" and seat_animal(10) == "cat"  # seat 11 is a cat again
    assert seat_animal(1, "dragon") == "dog"  # not an animal: the place's
    assert is_animal("frog") and not is_animal("Frog") and not is_animal(None) and not is_animal(3)


def test_two_players_with_the_same_animal_and_colour_clash() -> None:
    assert clashing_seats([Seat("A", "#ffffff", animal="owl"), Seat("B", "#ffffff", animal="cat")]) is None
    assert clashing_seats([Seat("A", "#FFFFFF", animal="owl"), Seat("B", "#ffffff", animal="owl")]) == (0, 1)
    # no animal chosen: each its place's (a cat then a dog), so the same colour is told apart
    assert clashing_seats([Seat("A", "#000000"), Seat("B", "#000000")]) is None
    assert clashing_seats([Seat("A", "#000000"), Seat("B", "#000000", animal="cat")]) == (0, 1)
