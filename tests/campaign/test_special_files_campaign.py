"""A seeded, bounded slice of the campaign's parts about files that are not regular files and
about the terminal (issue 23; `special_parts`, run whole by ``fault_campaign.py``): outputs that
are devices and pipes, exports killed midway, pipes and sparse files as inputs and as the app's
own files, standard streams closed or full, hostile file names. Each part runs a fixed number of
cases drawn with a fixed seed, and must end with no failure."""

from __future__ import annotations

from pathlib import Path

import pytest
from campaign.special_parts import (
    hostile_names,
    killed_exports,
    non_regular_outputs,
    own_files,
    special_inputs,
    standard_streams,
)


def check(tally) -> None:  # type: ignore[no-untyped-def]
    assert tally.tried > 0, f"{tally.name}: no case ran"
    assert not tally.failures, "\n".join([tally.line(), *tally.failures])


def test_outputs_that_are_not_regular_files(tmp_path: Path) -> None:
    tally = non_regular_outputs(8, tmp_path)
    if tally.tried == 0:
        pytest.skip("device nodes cannot be made here (root only)")
    check(tally)


def test_every_export_killed_midway_leaves_the_old_file_or_a_whole_new_one(tmp_path: Path) -> None:
    check(killed_exports(12, tmp_path))  # two kills of each of the six exports


def test_pipes_and_sparse_files_as_inputs(tmp_path: Path) -> None:
    check(special_inputs(6, tmp_path))


def test_the_apps_own_files_damaged(tmp_path: Path) -> None:
    check(own_files(8, tmp_path, log=False))  # the log's set-up: tests/ui/document/test_own_files.py


def test_standard_streams_closed_or_full(tmp_path: Path) -> None:
    check(standard_streams(8, tmp_path))


def test_hostile_file_names(tmp_path: Path) -> None:
    check(hostile_names(8, tmp_path))
