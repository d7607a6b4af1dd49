"""A learner's Predict session by keys alone: Learn → Predict… opened from the menu bar with
the keyboard in the Learn room, ten questions answered by typing squares, by the arrow keys and
Space on the board and by Enter, some right and some wrong on purpose, each verdict and reason
read as shown, and the score shown right after every answer."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from shiboken6 import isValid

from helpers.keys import choose_from_menu, idle, press, type_text
from snl_desktop.presets import load_preset
from snl_desktop.ui.kit.rooms import Room
from snl_desktop.ui.solver.predict_dialog import PredictDialog

SIX = load_preset("leetcode-6x6")


def answer(qtbot, dialog: PredictDialog, keys: list[str], right: bool, score: str, reason: str = "") -> None:
    """Press ``keys`` (a text to type, or a key's name in brackets), then see the verdict."""
    for key in keys:
        if key.startswith("[") and key.endswith("]"):
            press(key[1:-1], dialog)
        else:
            type_text(key, dialog)
    qtbot.waitUntil(lambda: dialog.session.answered, timeout=60_000)
    text = dialog.feedback_label.text()
    assert ("Right!" if right else "Not quite.") in text, text
    assert reason in text
    assert dialog.score_label.text() == score


def test_ten_answers_by_keys_alone_and_the_score_is_right(journey, qtbot) -> None:
    window = journey(SIX.board, SIX.rules, room=Room.LEARN)
    qtbot.waitUntil(lambda: window.room is Room.LEARN, timeout=60_000)
    idle()
    title = window.menus.search.title()  # the Learn room's menu of the search ("&Learn")
    choose_from_menu(qtbot, window, f"Alt+{title[title.index('&') + 1]}", "Predict…")
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), PredictDialog), timeout=60_000)
    dialog = QApplication.activeWindow()
    assert isinstance(dialog, PredictDialog)
    qtbot.waitUntil(dialog.answer_box.hasFocus, timeout=60_000)
    assert dialog.session.board == SIX.board
    assert "Fewest throws" not in dialog.question_label.text()

    # 1. From square 1: the ladder's top, 15, enters, and 3 to 7.
    answer(qtbot, dialog, ["15 3 4 5 6 7", "[Return]"], True, "Score: 1 of 1")
    press("Return", dialog)
    # 2. Which leaves next? 3, on purpose: the front is 15 (first in, first out).
    assert dialog.question_label.text() == "Which square leaves the queue next?"
    answer(qtbot, dialog, ["3", "[Return]"], False, "Score: 1 of 2", "15 entered before 3")
    press("N", dialog)  # N goes on too
    # 3. From 3: 8 and 9 are new.
    answer(qtbot, dialog, ["8, 9", "[Return]"], True, "Score: 2 of 3")
    press("Return", dialog)
    # 4. The front of the queue: 4.
    answer(qtbot, dialog, ["4", "[Return]"], True, "Score: 3 of 4")
    press("Return", dialog)
    # 5. From 5, on the board: Tab to it (the cursor on 5), up to 8, left to 9, 10, 11, Space.
    assert dialog.question_label.text().startswith("Square 5 leaves the queue.")
    press("Tab", dialog)
    qtbot.waitUntil(dialog.view.hasFocus, timeout=60_000)
    assert dialog.cursor_square == 5
    for key in ("Up", "Left", "Left", "Left"):
        press(key, dialog)
    assert dialog.cursor_square == 11
    press("Space", dialog)
    assert dialog.answer_box.text() == "11"
    answer(qtbot, dialog, ["[Return]"], True, "Score: 4 of 5")
    press("N", dialog)
    # 6. Which leaves: 16, typed on the board, on purpose (6 entered first).
    answer(qtbot, dialog, ["16", "[Return]"], False, "Score: 4 of 6", "6 entered before 16")
    assert dialog.answer_box.hasFocus()  # the digits went to the answer box
    press("Return", dialog)
    # 7. From 7 every throw rests on a square found already: Enter with no square is the answer.
    answer(qtbot, dialog, ["[Return]"], True, "Score: 5 of 7", "nothing enters")
    press("Return", dialog)
    # 8. The front: 16.
    answer(qtbot, dialog, ["16", "[Return]"], True, "Score: 6 of 8")
    press("Return", dialog)
    # 9. From 13: 14, on purpose (its ladder carries the token on to 35).
    answer(
        qtbot, dialog, ["14", "[Return]"], False, "Score: 6 of 9", "lands on 14 and climbs the ladder to 35: 35 enters"
    )
    press("Return", dialog)
    # 10. The front: 18.
    answer(qtbot, dialog, ["18", "[Return]"], True, "Score: 7 of 10")
    assert dialog.session.score.right == 7 and dialog.session.score.asked == 10
    assert dialog.overlay is not None and dialog.overlay.route.steps == []  # the route: only at the end
    press("Escape", dialog)
    qtbot.waitUntil(lambda: not isValid(dialog) or not dialog.isVisible(), timeout=60_000)
