"""File → Export of a large picture shows its progress (the drawing is done band by band, the
window stays alive) and can be cancelled: nothing is written then."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QProgressDialog

from snl_desktop.core import Board
from snl_desktop.ui.board import render

BOARD = Board(10, 10, {3: 22, 8: 50, 47: 26, 95: 13})


def large(dialog) -> bool:
    dialog.size_box.setValue(3000)
    return True


@pytest.mark.slow
def test_a_large_export_moves_a_progress_bar_to_its_end(make_window, prompter, tmp_path, monkeypatch) -> None:
    window = make_window(BOARD)
    values: list[tuple[int, int]] = []
    real = QProgressDialog.setValue
    monkeypatch.setattr(
        QProgressDialog, "setValue", lambda self, value: values.append((value, self.maximum())) or real(self, value)
    )
    monkeypatch.setattr(render, "BAND_PIXELS", 1_000_000)
    prompter.script("run_dialog", large)
    prompter.script("save_path", tmp_path / "large.png")
    assert window.files.export("png")
    image = QImage(str(tmp_path / "large.png"))
    assert max(image.width(), image.height()) == 3000  # (the caption makes it taller than wide)
    total = values[-1][1]
    assert len(values) == total // 2 + 1 >= 8 and values[-1] == (total, total)  # each band, then the PNG


def test_a_cancelled_export_writes_nothing(make_window, prompter, tmp_path, monkeypatch) -> None:
    window = make_window(BOARD)
    monkeypatch.setattr(QProgressDialog, "wasCanceled", lambda self: True)  # Cancel pressed at once
    prompter.script("run_dialog", large)
    prompter.script("save_path", tmp_path / "never.png")
    assert not window.files.export("png")
    assert not (tmp_path / "never.png").exists() and not prompter.errors  # no error said: it was cancelled
