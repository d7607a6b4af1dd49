"""What a print shop needs of a PDF beyond its drawing: the page boxes, and PDF/X-4 in CMYK.

- **Boxes.** Every page of an exported PDF declares where the paper is cut (``/TrimBox``) and how
  far the background reaches past it (``/BleedBox``), so that imposition software cuts at the
  trim, not at the sheet's edge; the sheet itself (``/MediaBox``) also holds the crop marks.
  Qt's writer declares the whole sheet as the trim, so the boxes are set afterwards with
  pikepdf (the well-kept binding of qpdf), from the page's layout (`core.paper.PageLayout`).
- **PDF/X-4** (ISO 15930-7): Qt's own writer (6.8 and later) writes the version into the
  document's metadata, the colours as CMYK and an output intent; the intent is the FOGRA39
  condition (offset on coated paper) with its profile embedded, shipped in
  ``resources/color/`` (see the README there for where it comes from). The fonts stay
  embedded, as in every PDF the app writes."""

from __future__ import annotations

import io

from PySide6.QtCore import QByteArray
from PySide6.QtGui import QColorSpace, QPdfOutputIntent, QPdfWriter

from ...core.paper import MM_PER_INCH, Box, PageLayout
from ...resources import FOLDER

PROFILE = FOLDER / "color" / "snl-fogra39l-cmyk.icc"
"""The CMYK profile of the output intent (FOGRA39L)."""
CONDITION_IDENTIFIER = "FOGRA39"
"""The ICC registry's name of the printing condition the colours are meant for."""
CONDITION = "Offset printing, coated paper (ISO 12647-2:2004/Amd 1, paper type 1 or 2, 115 g/m2)"
REGISTRY = "http://www.color.org"
PDFX_VERSION = "PDF/X-4"
POINTS_PER_MM = 72 / MM_PER_INCH


class PrintShopError(RuntimeError):
    """The PDF/X profile is missing or damaged (a broken install): nothing was written."""


def cmyk_profile() -> QColorSpace:
    """The output intent's colour space, read from `PROFILE` (`PrintShopError` if it cannot be)."""
    try:
        data = PROFILE.read_bytes()
    except OSError as exc:
        raise PrintShopError(str(exc)) from exc
    space = QColorSpace.fromIccProfile(QByteArray(data))
    if not space.isValid() or space.colorModel() != QColorSpace.ColorModel.Cmyk:
        raise PrintShopError(f"{PROFILE.name} is not a CMYK profile")
    return space


def prepare_pdfx(writer: QPdfWriter) -> None:
    """Make ``writer`` write PDF/X-4: CMYK colours and the FOGRA39 output intent (call before
    anything is drawn)."""
    from PySide6.QtGui import QPagedPaintDevice

    intent = QPdfOutputIntent()
    intent.setOutputConditionIdentifier(CONDITION_IDENTIFIER)
    intent.setOutputCondition(CONDITION)
    intent.setRegistryName(REGISTRY)
    intent.setOutputProfile(cmyk_profile())
    writer.setPdfVersion(QPagedPaintDevice.PdfVersion.PdfVersion_X4)
    writer.setColorModel(QPdfWriter.ColorModel.CMYK)
    writer.setOutputIntent(intent)


def pdf_box(box: Box, page_height_pt: float) -> list[float]:
    """``box`` (millimetres from the page's top left) as a PDF rectangle: points from the
    bottom left, ``[left, bottom, right, top]``."""
    return [
        round(box.x * POINTS_PER_MM, 3),
        round(page_height_pt - box.bottom * POINTS_PER_MM, 3),
        round(box.right * POINTS_PER_MM, 3),
        round(page_height_pt - box.y * POINTS_PER_MM, 3),
    ]


def declare_boxes(data: bytes, layout: PageLayout, pdfx: bool) -> bytes:
    """``data`` (a PDF of ``layout``'s pages, as Qt wrote it) with each page's TrimBox at the
    trim and BleedBox at the bleed's edge, both within its MediaBox; a PDF/X also names its
    version in the document's information, as older readers look for it there."""
    import pikepdf  # the PDF library: loaded only when exporting PDF

    with pikepdf.open(io.BytesIO(data)) as pdf:
        for page in pdf.pages:
            left, bottom, right, top = (float(v) for v in page.mediabox)
            height = top - bottom
            trim, bleed = (pdf_box(box, height) for box in (layout.trim, layout.bleed))
            clamp = [max(bleed[0], left), max(bleed[1], bottom), min(bleed[2], right), min(bleed[3], top)]
            page.obj[pikepdf.Name.BleedBox] = pikepdf.Array(clamp)
            page.obj[pikepdf.Name.TrimBox] = pikepdf.Array(
                [max(trim[0], clamp[0]), max(trim[1], clamp[1]), min(trim[2], clamp[2]), min(trim[3], clamp[3])]
            )
        if pdfx:
            pdf.docinfo[pikepdf.Name("/GTS_PDFXVersion")] = PDFX_VERSION
        out = io.BytesIO()
        pdf.save(out, fix_metadata_version=False)  # the metadata stays as Qt wrote it (and lxml unloaded)
    return out.getvalue()
