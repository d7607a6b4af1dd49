"""The search animation of the classic 10×10 board as a GIF (85 frames, one a square, 480 px):
drawing and encoding in memory, without the write. Run with
``QT_QPA_PLATFORM=offscreen pytest tests/benchmarks/test_animation_benchmark.py --benchmark-enable``;
``tests/benchmarks/animation_export.py`` measures the 30×30 board and APNG too."""

from __future__ import annotations

from snl_desktop.core import solution
from snl_desktop.core.replay import SearchReplay
from snl_desktop.presets import load_preset
from snl_desktop.ui.solver.animation import search_animation_bytes


def test_classic_search_as_gif(benchmark, qapp) -> None:
    classic = load_preset("classic")
    data, info = benchmark(search_animation_bytes, classic.board, classic.rules, size=480, fmt="gif")
    assert info.frames == SearchReplay(solution(classic.board, classic.rules)).count("square")
    assert data[:6] == b"GIF89a"
    assert info.bytes < 1024 * 1024  # small enough to e-mail
