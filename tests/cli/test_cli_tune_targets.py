"""tune's targets from the command line (the fault campaign's findings): infinity and NaN are no
target (``inf:inf`` was "already met", exit 0, and ``nan:40`` moved jumps as if the target
were ≤ 40), a negative value is read as a value (``--expected-turns -5:1`` was "expected one
argument") and refused for what it means, and "finished within K turns" is bounded (a K of 11
digits overflowed Qt's plural: "internal error", exit 70). Each is one line, exit 2, nothing
written."""

from __future__ import annotations

from pathlib import Path

import pytest

from snl_desktop.cli import main

CLASSIC = Path(__file__).resolve().parents[2] / "resources" / "presets" / "classic.snl"  # 51.39 turns


def tune(capfd: pytest.CaptureFixture[str], out: Path, *options: str) -> tuple[int, str]:
    code = main(["tune", str(CLASSIC), *options, "-o", str(out)])
    captured = capfd.readouterr()
    assert not out.exists(), "nothing may be written"
    return code, captured.err


@pytest.mark.parametrize(
    "option",
    [
        "--expected-turns=inf:inf",
        "--expected-turns=100:inf",
        "--expected-turns=40:nan",
        "--expected-turns=nan:40",
        "--expected-turns=-inf:40",
        "--within=20:nan",
        "--within=20:inf%",
        "--max-seat-advantage=nan",
        "--max-seat-advantage=1e999",
    ],
)
def test_infinity_and_nan_are_no_target(capfd, tmp_path: Path, option: str) -> None:
    code, err = tune(capfd, tmp_path / "tuned.snl", option)
    assert code == 2, err
    assert len(err.strip().splitlines()) == 1 and "must be finite (not inf or nan)" in err, err
    assert option.split("=")[0] in err  # the option is named


@pytest.mark.parametrize(
    ("options", "said"),
    [
        (("--expected-turns", "-5:1"), "the expected length must be a finite number of turns, 0 or more, not -5"),
        (("--expected-turns=-5:1",), "the expected length must be a finite number of turns, 0 or more, not -5"),
        (("--min-throws", "-3:5"), "the fewest throws must be between 0 and 1000000, not -3"),
        (("--within", "-5:50"), 'the turns of "finished within" must be at least 1, not -5'),
        (("--max-seat-advantage", "-1"), "the seat advantage must be between 0 and 100 points, not -1"),
    ],
)
def test_a_negative_target_is_read_and_refused_for_what_it_means(capfd, tmp_path, options, said) -> None:
    code, err = tune(capfd, tmp_path / "tuned.snl", *options)
    assert code == 2, err
    assert said in err and "expected one argument" not in err, err
    assert len(err.strip().splitlines()) == 1, err


@pytest.mark.parametrize("turns", ["99999999999", "100001", "9" * 30])
def test_finished_within_is_bounded(capfd, tmp_path: Path, turns: str) -> None:
    code, err = tune(capfd, tmp_path / "tuned.snl", "--within", f"{turns}:50")
    assert code == 2, err
    assert 'the turns of "finished within" must be at most 100000' in err, err
    assert len(err.strip().splitlines()) == 1 and "internal error" not in err, err


def test_a_fewest_throws_target_past_any_board_is_refused(capfd, tmp_path: Path) -> None:
    code, err = tune(capfd, tmp_path / "tuned.snl", "--min-throws", "1:" + "9" * 400)
    assert code == 2 and "the fewest throws must be between 0 and 1000000" in err, err
    assert len(err.strip().splitlines()) == 1 and len(err) < 200, err
