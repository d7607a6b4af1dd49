"""The house rules (docs/rules.md): wrong values refused with a message that names the rule, the
file's ``"rules"`` object read leniently, and whether a turn's throws move one by one."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from snl_desktop.core import BoardError, Overshoot, Rules, Start
from snl_desktop.core.message import Message
from snl_desktop.core.rules import BOOLEAN_RULES, CHOICE_RULES, OVERSHOOT_CHOICES, RULE_KEYS, START_CHOICES


@pytest.mark.parametrize(
    ("values", "said"),
    [
        ({"extra_roll_on_six": "yes"}, "rule 'extra_roll_on_six' must be true or false, not \"yes\""),
        ({"move_each_throw": 1}, "rule 'move_each_throw' must be true or false, not 1"),
        ({"overshoot": "wrap"}, "rule 'overshoot' must be one of stay, bounce, finish, not \"wrap\""),
        ({"start": 0}, "rule 'start' must be one of square-1, off-board, six, not 0"),
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


def test_a_choice_given_as_its_file_value_is_the_enum_member() -> None:
    rules = Rules(overshoot="bounce", start="off-board")
    assert rules.overshoot is Overshoot.BOUNCE and rules.start is Start.OFF_BOARD
    assert rules == Rules(overshoot=Overshoot.BOUNCE, start=Start.OFF_BOARD)
    assert hash(rules) == hash(Rules(overshoot=Overshoot.BOUNCE, start=Start.OFF_BOARD))
    assert replace(rules, overshoot="finish").overshoot is Overshoot.FINISH  # an edited copy is checked too
    with pytest.raises(BoardError, match="rule 'overshoot' must be one of"):
        replace(rules, overshoot="Bounce")  # the file's spelling exactly


def test_a_file_spells_the_rules_as_it_always_did() -> None:
    """The `.snl` format does not change: plain strings, the keys in the same order."""
    rules = Rules(extra_roll_on_six=False, overshoot=Overshoot.FINISH, start=Start.OFF_BOARD, move_each_throw=True)
    written = rules.to_json()
    assert json.dumps(written) == (
        '{"extra_roll_on_six": false, "three_sixes_void": true, "overshoot": "finish", '
        '"start": "off-board", "move_each_throw": true}'
    )
    assert all(type(value) in (bool, str) for value in written.values())  # no enum leaks into a file
    assert Rules.from_json(json.loads(json.dumps(written))) == rules


def test_the_rule_lists_are_read_off_the_rules() -> None:
    assert RULE_KEYS == ("extra_roll_on_six", "three_sixes_void", "overshoot", "start", "move_each_throw")
    assert BOOLEAN_RULES == ("extra_roll_on_six", "three_sixes_void", "move_each_throw")
    assert CHOICE_RULES == {"overshoot": Overshoot, "start": Start}
    assert OVERSHOOT_CHOICES == ("stay", "bounce", "finish") and START_CHOICES == ("square-1", "off-board", "six")
    assert all(type(value) is str for value in OVERSHOOT_CHOICES + START_CHOICES)  # as argparse shows them
