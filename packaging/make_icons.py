"""Make the Windows and macOS icons from the app's SVG icon: ``python packaging/make_icons.py``.

Both formats can hold PNG images: an .ico is a small directory of PNGs, an .icns a list of
typed PNG chunks. Qt renders the SVG at each size; the containers are written here (a few
lines, rather than a dependency for three file headers). The results are committed in
packaging/icons/ and named by the PyInstaller spec.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
SVG = ROOT / "resources" / "icons" / "snl-desktop.svg"
OUT = ROOT / "packaging" / "icons"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def png(renderer: QSvgRenderer, size: int) -> bytes:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return bytes(data)


def ico(images: dict[int, bytes]) -> bytes:
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = 6 + 16 * len(images)
    entries, blobs = b"", b""
    for size, data in images.items():
        entries += struct.pack("<BBBBHHII", size % 256, size % 256, 0, 0, 1, 32, len(data), offset + len(blobs))
        blobs += data
    return header + entries + blobs


def icns(images: dict[int, bytes]) -> bytes:
    chunks = b"".join(ICNS_TYPES[size] + struct.pack(">I", len(data) + 8) + data for size, data in images.items())
    return b"icns" + struct.pack(">I", len(chunks) + 8) + chunks


def main() -> int:
    app = QGuiApplication(sys.argv[:1])  # noqa: F841 (Qt needs an application to paint)
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    (OUT / "snl-desktop.ico").write_bytes(ico({s: png(renderer, s) for s in ICO_SIZES}))
    (OUT / "snl-desktop.icns").write_bytes(icns({s: png(renderer, s) for s in ICNS_TYPES}))
    (OUT / "snl-desktop-256.png").write_bytes(png(renderer, 256))
    print(f"wrote {', '.join(p.name for p in sorted(OUT.iterdir()))}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
