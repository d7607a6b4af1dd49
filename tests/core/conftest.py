"""Shared set-up of the core tests: ``forbid_opening`` proves a file is never read."""

from __future__ import annotations

import builtins
import io
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest


@pytest.fixture
def forbid_opening(monkeypatch: pytest.MonkeyPatch) -> Callable[[Path], None]:
    """``forbid_opening(path)``: from then on, any attempt to open ``path`` fails the test (a
    loader must refuse a huge file by its size, without reading it)."""

    def forbid(path: Path) -> None:
        def guard(real: Callable[..., Any]) -> Callable[..., Any]:
            def opener(file: Any, *args: Any, **kwargs: Any) -> Any:
                if isinstance(file, (str, os.PathLike)) and Path(file).resolve() == path.resolve():
                    raise AssertionError(f"{path.name} was opened")
                return real(file, *args, **kwargs)

            return opener

        monkeypatch.setattr(builtins, "open", guard(builtins.open))
        monkeypatch.setattr(io, "open", guard(io.open))
        monkeypatch.setattr(os, "open", guard(os.open))

    return forbid
