"""A PDF as a print shop receives it: its boxes and output intent read with pikepdf, its pages
rendered and its text and fonts read by poppler (``pdftoppm``, ``pdftotext``, ``pdffonts``)."""

from __future__ import annotations

import subprocess
import unicodedata
from dataclasses import dataclass
from pathlib import Path

import pikepdf
from PIL import Image

POINTS_PER_MM = 72 / 25.4


@dataclass(frozen=True)
class PageBoxes:
    """A page's boxes in millimetres, ``(left, bottom, right, top)`` from the bottom left."""

    media: tuple[float, ...]
    trim: tuple[float, ...] | None
    bleed: tuple[float, ...] | None

    @staticmethod
    def size(box: tuple[float, ...] | None) -> tuple[float, float]:
        assert box is not None
        return (box[2] - box[0], box[3] - box[1])


def _mm(box: object) -> tuple[float, ...]:
    return tuple(float(v) / POINTS_PER_MM for v in box)  # type: ignore[attr-defined]


def page_boxes(path: Path) -> list[PageBoxes]:
    """Every page's MediaBox, TrimBox and BleedBox as written (None where a box is missing)."""
    with pikepdf.open(path) as pdf:
        return [
            PageBoxes(
                _mm(page.obj.MediaBox),
                _mm(page.obj.TrimBox) if "/TrimBox" in page.obj else None,
                _mm(page.obj.BleedBox) if "/BleedBox" in page.obj else None,
            )
            for page in pdf.pages
        ]


def page_texts(path: Path) -> list[str]:
    """The text of each page, as ``pdftotext`` reads it (its line breaks made spaces, its
    ligatures such as "ﬁ" the letters they join)."""
    with pikepdf.open(path) as pdf:
        count = len(pdf.pages)
    texts = []
    for number in range(1, count + 1):
        out = subprocess.run(
            ["pdftotext", "-f", str(number), "-l", str(number), str(path), "-"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout
        texts.append(" ".join(unicodedata.normalize("NFKC", out).split()))
    return texts


def rendered_page(path: Path, dpi: int, page: int = 1) -> Image.Image:
    """Page ``page`` of the PDF rendered by ``pdftoppm`` at ``dpi``, as RGB."""
    out = path.with_name(f"{path.stem}-render-{page}")
    subprocess.run(
        ["pdftoppm", "-r", str(dpi), "-f", str(page), "-l", str(page), "-singlefile", "-png", str(path), str(out)],
        check=True,
        capture_output=True,
    )
    return Image.open(out.with_suffix(".png")).convert("RGB")


def fonts(path: Path) -> list[tuple[str, bool]]:
    """Each font ``pdffonts`` lists: its name and whether it is embedded."""
    out = subprocess.run(["pdffonts", str(path)], capture_output=True, text=True, check=True).stdout
    rows = out.splitlines()[2:]
    found = []
    for row in rows:
        words = row.split()
        # name, type words…, encoding, emb, sub, uni, object, id: "emb" is the fifth from the end
        found.append((words[0], words[-5] == "yes"))
    return found
