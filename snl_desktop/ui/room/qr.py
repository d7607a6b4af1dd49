"""The room's QR code as a matrix of modules, for the TV to draw: the join address (with the
room code in its fragment) encoded by segno, the field's small pure-Python encoder.

The rule: segno is imported here, when a room opens, never at start-up; the matrix has no quiet
zone (whoever draws it leaves 4 modules of white around it, as the standard asks); error
correction is at least M (a phone's camera reads it from the sofa with a few modules lost to
glare), and segno raises it when that costs no larger symbol.
"""

from __future__ import annotations

from ..kit.qr_code import QUIET_ZONE

__all__ = ["QUIET_ZONE", "qr_matrix"]


def qr_matrix(text: str) -> tuple[tuple[bool, ...], ...]:
    """The QR code of ``text``, row by row: True is a dark module."""
    import segno  # only when a room opens

    code = segno.make_qr(text, error="m", boost_error=True)
    return tuple(tuple(bool(module) for module in row) for row in code.matrix_iter(border=0))
