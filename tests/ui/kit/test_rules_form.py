"""The house rules as a form (the New Game dialog and Board → Properties share it): every
overshoot rule is offered, the board's is chosen, and the form reads back what was chosen."""

from __future__ import annotations

from snl_desktop.core import Overshoot, Rules, Start


def test_the_form_offers_each_overshoot_and_reads_it_back(app) -> None:
    from snl_desktop.ui.kit.rules_form import RulesForm

    form = RulesForm(Rules(overshoot="finish", start="off-board"))
    offered = [form.overshoot.itemData(i) for i in range(form.overshoot.count())]
    assert offered == list(Overshoot)  # every value, in the enum's order
    assert [form.start.itemData(i) for i in range(form.start.count())] == list(Start)
    assert len({form.overshoot.itemText(i) for i in range(form.overshoot.count())}) == len(Overshoot)
    assert form.overshoot.currentText() == "Finish: it reaches the last square"
    assert form.rules() == Rules(overshoot="finish", start="off-board")
    form.overshoot.setCurrentIndex(form.overshoot.findData("bounce"))
    assert form.rules() == Rules(overshoot="bounce", start="off-board")
    form.deleteLater()


def test_the_new_game_dialog_starts_from_a_board_that_finishes_past_the_goal(app) -> None:
    from snl_desktop.ui.play.new_game_dialog import NewGameDialog

    dialog = NewGameDialog(Rules(overshoot="finish"), "a board")
    assert dialog.rules() == Rules(overshoot="finish")
    dialog.deleteLater()


def test_the_form_offers_a_6_to_start_in_a_familys_words(app) -> None:
    from snl_desktop.ui.kit.rules_form import RulesForm

    form = RulesForm(Rules())
    index = form.start.findData("six")
    assert index >= 0 and form.start.itemText(index) == "Off the board: need a 6 to start"
    assert "waits off the board until its player throws a 6" in form.start.toolTip()
    form.start.setCurrentIndex(index)
    assert form.rules() == Rules(start=Start.SIX)
    again = RulesForm(Rules(start="six"))  # a board or a game with the rule shows it chosen
    assert again.start.currentData() == "six"
    form.deleteLater()
    again.deleteLater()


def test_how_to_play_says_the_rule_when_it_is_chosen(app) -> None:
    from snl_desktop.ui.play.how_to_play import how_to_play_html

    chosen = how_to_play_html(Rules(start="six"), "a board")
    assert "needs a 6 to start" in chosen and "waits off the board" in chosen
    assert "needs a 6 to start" not in how_to_play_html(Rules(start="off-board"), "a board")
