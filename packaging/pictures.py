"""The pictures packaging/check_deb.py judges, read in pure Python (the clean root it tests has
no Python imaging, and the build machine needs none either): a PNG the app wrote
(``--screenshot``) and Xvfb's frame buffer (``-fbdir``: an XWD file) with the app's window on
it. ``picture_problem`` says why a picture is blank, or None when something is painted."""

from __future__ import annotations

import zlib
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


@dataclass(frozen=True)
class Picture:
    """Pixels row by row, ``bpp`` bytes each; the first three are the colour, red first or
    (``bgr``) blue first."""

    width: int
    height: int
    bpp: int
    pixels: bytes
    bgr: bool = False


class Unreadable(ValueError):
    """Not a picture read here: its message says why."""


def _unfilter(raw: bytes, width: int, height: int, bpp: int) -> bytes:
    """PNG's per-row filters undone (None, Sub, Up, Average, Paeth)."""
    stride = width * bpp
    out = bytearray()
    prev = bytearray(stride)
    pos = 0
    for _ in range(height):
        kind, line = raw[pos], bytearray(raw[pos + 1 : pos + 1 + stride])
        pos += 1 + stride
        if kind == 1:
            for i in range(bpp, stride):
                line[i] = (line[i] + line[i - bpp]) & 255
        elif kind == 2:
            line = bytearray((a + b) & 255 for a, b in zip(line, prev, strict=True))
        elif kind == 3:
            for i in range(stride):
                left = line[i - bpp] if i >= bpp else 0
                line[i] = (line[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = line[i - bpp] if i >= bpp else 0
                b, c = prev[i], prev[i - bpp] if i >= bpp else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        out += line
        prev = line
    return bytes(out)


def read_png(data: bytes) -> Picture:
    """An 8-bit RGB or RGBA, non-interlaced PNG (what Qt writes)."""
    pos, idat, header = 8, bytearray(), b""
    while pos < len(data):
        length = int.from_bytes(data[pos : pos + 4], "big")
        kind, body = data[pos + 4 : pos + 8], data[pos + 8 : pos + 8 + length]
        pos += 12 + length
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            idat += body
    if len(header) < 13:
        raise Unreadable("a PNG without its header")
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, colour, interlace = header[8], header[9], header[12]
    if depth != 8 or colour not in (2, 6) or interlace:
        raise Unreadable(f"a PNG of depth {depth}, colour type {colour}, interlace {interlace} is not read here")
    bpp = 3 if colour == 2 else 4
    return Picture(width, height, bpp, _unfilter(zlib.decompress(bytes(idat)), width, height, bpp))


def read_xwd(data: bytes) -> Picture:
    """Xvfb's frame buffer: an XWD file (version 7, ZPixmap, 32 bits a pixel)."""
    fields = [int.from_bytes(data[i : i + 4], "big") for i in range(0, 100, 4)]
    header_size, version, pixmap_format = fields[0], fields[1], fields[2]
    width, height, byte_order = fields[4], fields[5], fields[7]
    bits, line, red_mask, colours = fields[11], fields[12], fields[14], fields[19]
    if version != 7 or pixmap_format != 2 or bits != 32:
        raise Unreadable(f"an XWD file of version {version}, format {pixmap_format}, {bits} bits is not read here")
    start = header_size + 12 * colours
    rows = (data[start + y * line : start + y * line + width * 4] for y in range(height))
    # least significant byte first with red in 0xff0000: each pixel's bytes are blue, green, red
    return Picture(width, height, 4, b"".join(rows), bgr=(byte_order == 0) == (red_mask == 0xFF0000))


def read_picture(path: Path) -> Picture:
    data = path.read_bytes() if path.is_file() else b""
    if data[:8] == PNG_MAGIC:
        return read_png(data)
    if len(data) > 100 and int.from_bytes(data[4:8], "big") == 7:
        return read_xwd(data)
    raise Unreadable("not a PNG or an XWD file")


def picture_problem(path: Path) -> str | None:
    """None when ``path`` shows something painted; else what is wrong. Painted means a
    window's size, at least 64 colours (text and a board are antialiased), and no one colour
    covering 95% of it (an empty Xvfb screen is one or two)."""
    try:
        picture = read_picture(path)
    except (Unreadable, zlib.error) as error:
        return f"{path.name}: {error}"
    if picture.width < 640 or picture.height < 400:
        return f"{path.name} is {picture.width}×{picture.height}: too small for the window"
    step, pixels = picture.bpp, picture.pixels
    counts = Counter(pixels[i : i + 3] for i in range(0, len(pixels), step))
    top = counts.most_common(1)[0][1] / (picture.width * picture.height)
    if len(counts) < 64 or top > 0.95:
        return f"{path.name} is blank: {len(counts)} colours, one of them {top:.0%} of it"
    return None


def write_png(picture: Picture, out: Path) -> None:
    """``picture`` as an 8-bit RGB PNG (to look at Xvfb's screen)."""
    rows = bytearray()
    for y in range(picture.height):
        row = picture.pixels[y * picture.width * picture.bpp : (y + 1) * picture.width * picture.bpp]
        rgb = bytearray(picture.width * 3)
        for channel in range(3):
            source = 2 - channel if picture.bgr else channel
            rgb[channel::3] = row[source :: picture.bpp]
        rows += b"\x00" + rgb

    def chunk(kind: bytes, body: bytes) -> bytes:
        return len(body).to_bytes(4, "big") + kind + body + zlib.crc32(kind + body).to_bytes(4, "big")

    header = picture.width.to_bytes(4, "big") + picture.height.to_bytes(4, "big") + bytes([8, 2, 0, 0, 0])
    out.write_bytes(
        PNG_MAGIC + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(rows), 6)) + chunk(b"IEND", b"")
    )
