"""Python's cyclic garbage is collected from the event loop, not by the automatic collector
(which can run inside a Qt call and hang the GUI thread): a QObject in a reference cycle is
freed once the event loop has run, and the automatic collector is back when the collector goes."""

from __future__ import annotations

import gc
import weakref

from PySide6.QtCore import QObject

from snl_desktop.ui.kit.garbage import EventLoopCollector, collect_on_the_event_loop


class Cyclic(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.me = self  # a cycle only the cyclic collector frees


def test_the_app_has_one_collector_and_the_automatic_one_is_off(qapp) -> None:
    first = collect_on_the_event_loop(qapp)
    assert collect_on_the_event_loop(qapp) is first
    assert not gc.isenabled()


def test_a_qobject_in_a_cycle_is_freed_from_the_event_loop(qapp, qtbot) -> None:
    collector = EventLoopCollector(qapp, interval_ms=10)
    collector.thresholds = (0, 0, 0)  # every generation due at each tick
    try:
        gone = weakref.ref(Cyclic())
        assert gone() is not None  # no automatic collection freed it
        qtbot.waitUntil(lambda: gone() is None)
    finally:
        collector.deleteLater()


def test_nothing_is_collected_before_a_threshold_is_passed(qapp) -> None:
    collector = EventLoopCollector(qapp, interval_ms=60_000)
    try:
        collector.thresholds = (10**9, 10**9, 10**9)
        assert collector.collect_due() == 0
        collector.thresholds = (0, 10**9, 10**9)
        assert collector.collect_due() == 1  # the youngest generation only
    finally:
        collector.deleteLater()


def test_the_automatic_collector_comes_back_when_the_collector_goes(qapp, qtbot) -> None:
    gc.enable()
    try:
        collector = EventLoopCollector(qapp)
        assert not gc.isenabled()
        with qtbot.waitSignal(collector.destroyed):
            collector.deleteLater()
        assert gc.isenabled()
    finally:
        gc.disable()  # the session's collector is still there
