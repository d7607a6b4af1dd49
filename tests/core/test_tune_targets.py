"""Tune's targets as the core checks them (the command line's and the Tune dialog's): infinity,
NaN and negative values are no target, and a chance "within K turns" names at most 100 000
turns; each is refused with a message saying which."""

from __future__ import annotations

import math

import pytest

from snl_desktop.core import BoardError
from snl_desktop.core.tuner import TuneTargets

INF, NAN = math.inf, math.nan


@pytest.mark.parametrize(
    ("targets", "said"),
    [
        (TuneTargets(expected=(INF, INF)), "expected length must be a finite number of turns, 0 or more, not inf"),
        (TuneTargets(expected=(100.0, INF)), "not inf"),
        (TuneTargets(expected=(40.0, NAN)), "not nan"),
        (TuneTargets(expected=(NAN, 40.0)), "not nan"),
        (TuneTargets(expected=(-5.0, 1.0)), "not -5"),
        (TuneTargets(throws=(-3, 5)), "the fewest throws must be between 0 and 1000000, not -3"),
        (TuneTargets(throws=(1, 10**400)), "the fewest throws must be between 0 and 1000000"),
        (TuneTargets(within=(20, NAN)), "the chance of finishing must be between"),
        (TuneTargets(within=(100_001, 0.5)), 'the turns of "finished within" must be at most 100000, not 100001'),
        (TuneTargets(seat_advantage=NAN), "the seat advantage must be between 0 and 100 points"),
    ],
)
def test_targets_no_board_can_have_are_refused(targets: TuneTargets, said: str) -> None:
    with pytest.raises(BoardError) as refused:
        targets.check()
    assert said in str(refused.value)


def test_the_largest_targets_allowed_are_accepted() -> None:
    TuneTargets(expected=(0.0, 1e300), throws=(0, 1_000_000), within=(100_000, 1.0), seat_advantage=0.0).check()
