"""The real New Game dialog answered by keys and clicks (checks for `keys.answer_modal`): the
players' names typed in, or one person against the computer."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog

from .keys import click, press, type_text


def fill_in_players(names: list[str]) -> Callable[[QDialog], None]:
    """Type how many players there are, then each one's name."""

    def fill(dialog: QDialog) -> None:
        dialog.count.setFocus()
        dialog.count.selectAll()
        type_text(str(len(names)))
        for edit, name in zip(dialog.names, names):
            click(edit)
            press("Ctrl+A")
            type_text(name)

    return fill


def against_the_computer(name: str) -> Callable[[QDialog], None]:
    """Type the first player's name, then click "Play against the computer"."""

    def fill(dialog: QDialog) -> None:
        click(dialog.names[0])
        press("Ctrl+A")
        type_text(name)
        click(dialog.against_computer)

    return fill
