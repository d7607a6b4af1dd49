"""The players' animals (`core.animals.ANIMALS`) by name, in the user's language: the New Game
dialog's picker, a player's card and the phone's page say "Cat", "Dog", ... (a capitalised noun:
each is shown on its own, as a label)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..core.animals import seat_animal

__all__ = ["animal_name"]


def _names() -> dict[str, str]:
    # Each literal is written out for Qt's lupdate; said at call time, in the language then in force.
    return {
        "cat": QCoreApplication.translate("Animals", "Cat"),
        "dog": QCoreApplication.translate("Animals", "Dog"),
        "rabbit": QCoreApplication.translate("Animals", "Rabbit"),
        "elephant": QCoreApplication.translate("Animals", "Elephant"),
        "lion": QCoreApplication.translate("Animals", "Lion"),
        "owl": QCoreApplication.translate("Animals", "Owl"),
        "fish": QCoreApplication.translate("Animals", "Fish"),
        "turtle": QCoreApplication.translate("Animals", "Turtle"),
        "frog": QCoreApplication.translate("Animals", "Frog"),
        "bear": QCoreApplication.translate("Animals", "Bear"),
    }


def animal_name(animal: str | None, index: int = 0) -> str:
    """``animal``'s name in the user's language ("Cat"); None (or not an animal): the name of
    the animal of seat ``index`` (0-based)."""
    names = _names()
    return names[seat_animal(index, animal)]
