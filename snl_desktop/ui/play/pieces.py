"""The players' pieces, as the Play room knows them: the art itself is board art
(`ui.board.pieces`), shared with the start screen's pictures of unfinished games."""

from __future__ import annotations

from ..board.pieces import (
    ANIMALS,
    ART_SHARE,
    ART_SIZE,
    BADGE_HEIGHT,
    CACHE_LIMIT,
    RIM_SHARE,
    TOKENS_FOLDER,
    Piece,
    badge_font,
    badge_rect,
    paint_piece,
    picture,
    piece_for,
    piece_pixmap,
)

__all__ = [
    "ANIMALS",
    "ART_SHARE",
    "ART_SIZE",
    "BADGE_HEIGHT",
    "CACHE_LIMIT",
    "RIM_SHARE",
    "TOKENS_FOLDER",
    "Piece",
    "badge_font",
    "badge_rect",
    "paint_piece",
    "picture",
    "piece_for",
    "piece_pixmap",
]
