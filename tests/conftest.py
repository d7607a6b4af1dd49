"""Test-wide set-up: Qt runs offscreen (set before any Qt import) unless the run chooses another
platform (the journey tests also run under Xvfb with ``QT_QPA_PLATFORM=xcb``); the window
fixtures come from ``tests/helpers/windows.py``; the benchmarks run only when named.

Markers (registered in pyproject.toml): ``journey``, ``campaign`` and ``subprocess`` (a test of
tests/cli using the ``cli`` fixture) follow from where a test is and are added here; ``slow``
(a test over about half a second), ``subprocess`` elsewhere and ``concurrency`` are put on by
hand, and ``slow`` here on the second and later cases of a parametrized window test of tests/ui
(the first case stays quick) and on the tests `SLOW_HERE` names. Every test with none of them
is ``quick``: ``pytest -m quick -n auto`` is the contributor's loop of about a minute.

qtbot's waits (``waitUntil``, ``waitSignal``, ``waitExposed``…) give up after 60 s unless a test
says otherwise, not pytest-qt's 5 s: a test waits on what it can observe, and only a hang, never
a busy machine, reaches the limit."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SCREEN = Path(__file__).resolve().parent / "fixtures" / "offscreen-1920x1080.json"
"""The offscreen platform's screen is 800x600 unless told otherwise: the tests' windows (1366x768,
1920x1080) are given a desktop's screen, as the journeys get one from Xvfb; the window keeps
within its screen (ui.shell.layout.ScreenFit), so an 800x600 screen would squeeze them."""
if (os.environ.get("QT_QPA_PLATFORM") or "offscreen") == "offscreen":
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={SCREEN}"

pytest_plugins = ["helpers.windows", "helpers.watchdog"]

NOT_QUICK = ("slow", "subprocess", "journey", "campaign", "concurrency")
"""A test with any of these markers is left out of ``-m quick``."""

PATIENCE_MS = 60_000
"""qtbot's waits' default limit (see the module's docstring)."""

HERE = Path(__file__).resolve().parent
BY_PLACE = {HERE / "journeys": "journey", HERE / "campaign": "campaign"}

SLOW_HERE = {
    # modules this hook marks instead of a decorator in the file (kept as they are)
    "packaging/test_translations.py": {
        "test_every_marked_text_is_a_literal_the_template_holds",
        "test_a_translated_text_is_filled_by_spoken",
        "test_no_number_is_written_in_english_before_it_is_said",
        "test_no_translation_function_hides_under_another_name",
        "test_the_release_check_counts_what_is_left_to_translate",
        "test_the_template_holds_every_text_the_code_marks",
        "test_every_catalogue_is_in_step_with_the_code",
    },
    "ui/solver/test_check_dialog.py": {
        "test_every_text_is_translated",
        "test_an_endless_loop_runs_in_the_background_and_is_reported",
        "test_a_right_solution_passes_and_draws_no_board",
        "test_a_wrong_solution_draws_the_smallest_failing_board",
        "test_pasted_code_that_raises",
    },
}
"""Tests marked ``slow`` by name (each over half a second)."""


def _patient_qtbot() -> None:
    from pytestqt.qtbot import QtBot

    for name in ("waitUntil", "waitSignal", "waitSignals", "waitExposed", "waitActive", "waitCallback"):
        method = getattr(QtBot, name)
        method.__kwdefaults__ = {**(method.__kwdefaults__ or {}), "timeout": PATIENCE_MS}


def _no_hypothesis_deadline() -> None:
    """Hypothesis fails an example that takes over 200 ms by default: a property that depends
    on the machine's speed. The examples have no deadline; a hang is still caught by the
    tests' own limits."""
    from hypothesis import settings

    settings.register_profile("no-deadline", deadline=None)
    settings.load_profile("no-deadline")


def pytest_configure(config: pytest.Config) -> None:
    _patient_qtbot()
    _no_hypothesis_deadline()


@pytest.fixture(autouse=True)
def _desktop_palette_between_tests() -> Iterator[None]:
    """A theme a test applied (its palette set on the application) is taken back after it: the
    next test starts on the desktop's palette, as the app does, whatever ran before."""
    yield
    if "snl_desktop.ui.shell.theme_menu" in sys.modules:
        sys.modules["snl_desktop.ui.shell.theme_menu"].give_back_desktop_palette()


@pytest.fixture(scope="session", autouse=True)
def _garbage_collected_between_events(qapp) -> None:
    """Python's cyclic garbage collected from the event loop, as the app does
    (`snl_desktop.ui.kit.garbage`): a collection inside a Qt call that frees a QObject can hang
    the thread for ever."""
    from snl_desktop.ui.kit.garbage import collect_on_the_event_loop

    collect_on_the_event_loop(qapp)


@pytest.fixture(scope="session", autouse=True)
def _catalogues_compiled() -> None:
    """This checkout's translation catalogues, compiled before any test (once, and only when
    missing or stale: a few hundredths of a second each) as the app compiles them on first use
    (`snl_desktop.resources.catalogues.compiled`): some tests copy or read the folder itself,
    and the app's processes the tests start find them ready instead of each compiling them."""
    from snl_desktop.resources import FOLDER
    from snl_desktop.resources.catalogues import SOURCES, compiled

    for source in sorted((FOLDER / "translations").glob(SOURCES)):
        compiled(source.with_suffix(".qm"))


@pytest.hookimpl(tryfirst=True)  # before ``-m`` selects by marker
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    first_cases: set[tuple[Path, str]] = set()
    for item in items:
        path = Path(item.path).resolve()
        fixtures = getattr(item, "fixturenames", ())
        for folder, marker in BY_PLACE.items():
            if folder in path.parents:
                item.add_marker(marker)
        if HERE / "cli" in path.parents and "cli" in fixtures:
            item.add_marker("subprocess")  # runs the real command: tests/cli/conftest.py's run_cli
        name = getattr(item, "originalname", item.name)
        if name in SLOW_HERE.get(path.relative_to(HERE).as_posix() if HERE in path.parents else "", ()):
            item.add_marker("slow")
        if HERE / "ui" in path.parents and "make_window" in fixtures and hasattr(item, "callspec"):
            # A window test run for many cases: its first case is in the quick loop, the others
            # (each building a window again) in the whole run.
            if (path, name) in first_cases:
                item.add_marker("slow")
            first_cases.add((path, name))
        if not any(item.get_closest_marker(marker) for marker in NOT_QUICK):
            item.add_marker("quick")


BENCHMARKS = Path(__file__).resolve().parent / "benchmarks"
"""Benchmarks are opt-in: collected only when named, e.g. ``pytest tests/benchmarks``."""


def _names_benchmarks(config: pytest.Config) -> bool:
    here = config.invocation_params.dir
    for arg in config.args:
        path = (here / arg.split("::")[0]).resolve()
        if path == BENCHMARKS or BENCHMARKS in path.parents:
            return True
    return False


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    if collection_path == BENCHMARKS and not _names_benchmarks(config):
        return True
    return None
