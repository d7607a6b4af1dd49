"""The app's log, loaded when first written to: importing `logging` costs start-up time, and
most runs never write a line."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import logging


def logger(name: str) -> logging.Logger:
    """The logger called ``name`` (a module's ``__name__``), under the app's ``snl_desktop``."""
    import logging

    return logging.getLogger(name)
