"""The house rules (docs/rules.md): wrong values refused with a message that names the rule, the
file's ``"rules"`` object read leniently, and whether a turn's throws move one by one."""

from __future__ import annotations

from typing import Any

import pytest

from snl_desktop.core import BoardError, Rules
from snl_desktop.core.message import Message


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({"extra_roll_on_six": "yes"}, "rule 'extra_roll_on_six' must be true or false, not \"yes\""),
        ({"move_each_throw": 1}, "rule 'move_each_throw' must be true or false, not 1"),
        ({"overshoot": "wrap"}, "rule 'overshoot' must be one of stay, bounce, finish, not \"wrap\""),
        ({"start": 0}, "rule 'start' must be one of square-1, off-board, not 0"),
    ],
)
def test_a_wrong_rule_is_refused_naming_it(values: dict[str, Any], said: str) -> None:
    with pytest.raises(BoardError) as refused:
        Rules.from_json(values)
    assert isinstance(refused.value.what, Message) and refused.value.what.context == "Rules"
    assert str(refused.value) == said


def test_the_rules_object_must_be_an_object_and_may_be_missing_or_partial() -> None:
    with pytest.raises(BoardError, match="'rules' must be an object, not list"):
        Rules.from_json([])
    assert Rules.from_json(None) == Rules()
    assert Rules.from_json({"overshoot": "bounce", "unknown": 1}) == Rules(overshoot="bounce")
    assert Rules.from_json(Rules(start="off-board").to_json()) == Rules(start="off-board")


@pytest.mark.parametrize(
    ("rules", "one_by_one"),
    [
        (Rules(), False),
        (Rules(move_each_throw=True), True),
        (Rules(move_each_throw=True, extra_roll_on_six=False), False),  # one die a turn: the same either way
    ],
)
def test_throws_move_one_by_one_only_when_a_turn_can_have_several(rules: Rules, one_by_one: bool) -> None:
    assert rules.throw_by_throw is one_by_one
    assert rules.to_json()["move_each_throw"] is rules.move_each_throw  # the rule's field, as files spell it
