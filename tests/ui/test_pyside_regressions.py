"""Guards against Qt-binding bugs the app would meet. PySide6 6.12.0's
`QGraphicsScene.removeItem` released a reference to None on every call: after enough board
edits CPython aborted ("deallocating None"). pyproject.toml excludes that version; this test
fails on any version that brings the bug back."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene


def test_removing_items_from_a_scene_keeps_none_alive(qapp) -> None:
    scene = QGraphicsScene()
    before = sys.getrefcount(None)
    for _ in range(2000):
        item = QGraphicsRectItem(0, 0, 10, 10)
        scene.addItem(item)
        scene.removeItem(item)
    del item
    assert sys.getrefcount(None) > before - 100  # the 6.12.0 bug drops it by 2000
