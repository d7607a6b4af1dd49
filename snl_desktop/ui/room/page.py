"""The phone's page as the room serves it: a fixed list of files, each with its headers.

The rule: the room answers only the paths `PageFiles` lists (the page, its script and style,
the app's icon, the ten animal pictures, its words in each language and the room's settings), read into memory
when the room opens; any other path (``/../``, ``%2e%2e``, ``/etc/passwd``) is 404 without the
file system ever being asked. Only GET is answered. Every answer carries a strict
Content-Security-Policy (scripts, styles and pictures from the page's own origin only, no
inline script, live messages to the room's own port only), ``nosniff``, no referrer, and no
framing; and the page is never cached, so a new version of the app serves its new page.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from ...resources import FOLDER
from .address import RoomAddress
from .phone_words import page_languages, words_json

PAGE_FOLDER = FOLDER / "phone"
TOKENS_FOLDER = FOLDER / "tokens"
ANIMAL = re.compile(r"[a-z]{1,20}")
MAX_FILE_BYTES = 256 * 1024
"""The largest page file read (each is a few KB)."""

TEXT_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".json": "application/json; charset=utf-8",
}


class Page(Enum):
    """Which page a room serves at ``/``: its HTML and script (the style, words and pictures are
    shared)."""

    GAME = ("index.html", ("phone.js",), ("phone.css",))
    """The family's game: a phone is a seat's die."""
    QUIZ = ("quiz.html", ("quiz.js",), ("phone.css", "quiz.css"))
    """The class quiz: a phone answers Predict's questions."""

    def __init__(self, html: str, scripts: tuple[str, ...], styles: tuple[str, ...]) -> None:
        self.html = html
        self.scripts = scripts
        self.styles = styles


@dataclass(frozen=True)
class PageFile:
    content_type: str
    data: bytes


def security_headers(address: RoomAddress) -> dict[str, str]:
    """The headers of every answer (see the module's rule)."""
    live = f"ws://{address.host}:{address.live_port}"
    policy = (
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; "
        f"connect-src 'self' {live}; object-src 'none'; base-uri 'none'; form-action 'none'; "
        "frame-ancestors 'none'"
    )
    return {
        "Content-Security-Policy": policy,
        "X-Content-Type-Options": "nosniff",
        "Referrer-Policy": "no-referrer",
        "X-Frame-Options": "DENY",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Cache-Control": "no-store",
    }


def _read(path: Path) -> bytes:
    with path.open("rb") as handle:
        data = handle.read(MAX_FILE_BYTES + 1)
    if len(data) > MAX_FILE_BYTES:
        raise OSError(f"{path.name} is larger than a page file may be")
    return data


def room_settings(address: RoomAddress, language: str) -> bytes:
    """``/room.json``: what the page needs to know that is not in its files (no secret: the
    code is never served; the phone has it from the TV)."""
    doc = {"live_port": address.live_port, "language": language, "languages": list(page_languages())}
    return json.dumps(doc).encode("utf-8")


def page_files(address: RoomAddress, language: str, page: Page = Page.GAME) -> dict[str, PageFile]:
    """Every path the room answers, with its content (raises OSError when a page file cannot
    be read: the room does not open without its page)."""
    files = {"/": PageFile(TEXT_TYPES[".html"], _read(PAGE_FOLDER / page.html))}
    for name in (*page.scripts, *page.styles):
        files[f"/{name}"] = PageFile(TEXT_TYPES[Path(name).suffix], _read(PAGE_FOLDER / name))
    files["/room.json"] = PageFile(TEXT_TYPES[".json"], room_settings(address, language))
    files["/icon.svg"] = PageFile(TEXT_TYPES[".svg"], _read(FOLDER / "icons" / "snl-desktop.svg"))
    for path in sorted(TOKENS_FOLDER.glob("*.svg")):
        if ANIMAL.fullmatch(path.stem):
            files[f"/tokens/{path.name}"] = PageFile(TEXT_TYPES[".svg"], _read(path))
    for code in page_languages():
        files[f"/words/{code}.json"] = PageFile(TEXT_TYPES[".json"], words_json(code))
    return files
