"""The family's path, by real input only: Ctrl+G (from the Design room) and the real New Game dialog, keys 1–6 and
Space, a win with the end panel, a rematch, save and open a game from the Game menu by the
keyboard, and a game that survives the app being killed (Enter at the question resumes it)."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from PySide6.QtWidgets import QDialog, QMessageBox

from helpers.keys import answer_modal, choose_from_menu, click, press
from helpers.new_game import fill_in_players
from helpers.play import log_results
from snl_desktop.core import Board

SMALL = Board(2, 3)  # six squares: a game is won in a few throws


def press_button(text: str):
    """Click a message box's button by its text (a check for `answer_modal`)."""

    def choose(box: QMessageBox) -> None:
        button = next(b for b in box.buttons() if b.text().replace("&", "") == text)
        click(button)

    return choose


def test_a_game_night(journey, qtbot, tmp_path):
    window = journey(SMALL)
    answer_modal(["Return"], fill_in_players(["Ana", "Ben"]))
    press("Ctrl+G")
    assert window.play.playing
    controller = window.play.controller
    assert list(controller.game.players) == ["Ana", "Ben"]
    window.view.setFocus()
    press("2")  # Ana: 1 → 3
    press("Space")  # Ben throws the app's die (seeded)
    assert log_results(window)[:1] == ["Ana,3,Ben,CONTINUE"] and len(log_results(window)) == 2
    ben = controller.positions()["Ben"]
    assert window.play.panel.cards.shown()[1].face.square == ben
    press("3")  # Ana: 3 → 6, the goal
    assert log_results(window)[-1] == "WIN"
    end = window.play.panel.end
    assert end.isVisible() and end.title.text() == "★ Ana wins! ★"
    press("4")  # dice after the win
    assert window.play.panel.status.text().startswith("Game completed: Ana has won")
    click(end.rematch)
    assert window.play.controller is not controller and window.play.controller.positions() == {"Ana": 1, "Ben": 1}

    window.view.setFocus()
    press("1")  # Ana: 1 → 2
    window.prompter.paths.append(tmp_path / "night.snlgame")
    choose_from_menu(qtbot, window, "Alt+F", "Save Game As…")
    assert (tmp_path / "night.snlgame").exists()
    answer_modal([], press_button("Yes"))
    choose_from_menu(qtbot, window, "Alt+G", "End Game")  # the real question, answered Yes
    assert not window.play.playing
    window.prompter.paths.append(tmp_path / "night.snlgame")
    choose_from_menu(qtbot, window, "Alt+F", "Open Game…")
    assert window.play.playing and window.play.controller.positions() == {"Ana": 2, "Ben": 1}
    assert window.play.panel.turn_label.text() == "Ben's turn"


def test_new_game_offers_the_last_players_again(journey, qtbot):
    window = journey(SMALL)
    answer_modal(["Return"], fill_in_players(["Ana", "Ben", "Cleo"]))
    press("Ctrl+G")
    answer_modal([], press_button("Yes"))
    choose_from_menu(qtbot, window, "Alt+G", "End Game")
    seen: dict[str, list[str]] = {}

    def names(dialog: QDialog) -> None:
        seen["names"] = [edit.text() for edit in dialog.names[: dialog.count.value()]]

    answer_modal(["Escape"], names)
    press("Ctrl+G")
    assert seen["names"] == ["Ana", "Ben", "Cleo"]


CRASHING_APP = textwrap.dedent("""
    import os, random, sys
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from snl_desktop.core import Board, Rules
    from snl_desktop.core.game import Seat
    from snl_desktop.ui.app import create_application
    from snl_desktop.ui.document.document import BoardDocument
    from snl_desktop.ui.shell.main_window import MainWindow

    class Answers:  # the New Game dialog's answer; nothing else is asked
        parent = None
        def new_game(self, rules, description, players=None, families=None):
            return [Seat("Ana", "#e63946"), Seat("Ben", "#1d6fd6")], Rules()

    app = create_application()
    folder = Path(sys.argv[1])
    window = MainWindow(BoardDocument(Board(10, 10, {3: 22})), prompter=Answers(),
                        settings=QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat),
                        autosave_dir=folder / "autosave",
                        play={"rng": random.Random(1), "step_ms": 0, "jump_ms": 0, "tumble_ms": 0})
    window.show()
    window.play.new_game()
    for face in (2, 4, 6):  # Ana 1 → 3 → 22; Ben 1 → 5; Ana throws a 6...
        window.play.actions.faces[face - 1].trigger()
    print("played", flush=True)
    os.kill(os.getpid(), 9)  # ...and the app dies before the next throw
""")


def test_a_killed_game_comes_back_with_enter(journey, tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-c", CRASHING_APP, str(tmp_path)], capture_output=True, text=True, timeout=60, env=env
    )
    assert run.returncode == -9 and "played" in run.stdout, run.stderr
    window = journey(Board(4, 4))
    seen = answer_modal(["Return"])  # Enter: the default keeps the work
    assert window.play.offer_resume()
    assert "A game of Ana, Ben on an untitled board was not finished (2 turns played)" in seen["text"]
    assert window.play.controller.positions() == {"Ana": 22, "Ben": 5}
    assert window.play.controller.pending == [6]  # the die thrown just before the crash
