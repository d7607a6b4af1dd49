"""The phone's page as the room serves it: its words in the phone's language (or the host's),
Arabic right to left, the app's language untouched; the page's script well formed; the room's
address on the local network; the QR code of the join address."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from helpers.room_client import table
from snl_desktop.core.message import Message
from snl_desktop.resources.languages import LANGUAGES
from snl_desktop.ui.room import phone_words
from snl_desktop.ui.room.address import RoomAddress, private_rank
from snl_desktop.ui.room.phone_words import WORDS, words_json
from snl_desktop.ui.room.protocol import Reason
from snl_desktop.ui.room.qr import qr_matrix
from snl_desktop.ui.room.server import RoomServer

PAGE = Path(__file__).resolve().parents[3] / "resources" / "phone"


def test_the_page_is_served_in_every_language_of_the_app(room: RoomServer, fetch) -> None:
    address = room.open(table(), loopback=True)
    settings = json.loads(fetch(address.port, "/room.json").body)
    assert settings["languages"] == [language.code for language in LANGUAGES]
    assert settings["language"] == "en"  # the host's: the page's choice when the phone's is not there
    for language in LANGUAGES:
        doc = json.loads(fetch(address.port, f"/words/{language.code}.json").body.decode("utf-8"))
        assert doc["lang"] == language.code
        assert doc["dir"] == ("rtl" if language.code == "ar" else "ltr")
        assert set(doc["words"]) == set(WORDS)
        assert all(isinstance(text, str) and text for text in doc["words"].values())
    assert fetch(address.port, "/words/xx.json").status == 404


def test_the_page_asks_for_every_word_it_has_and_has_every_word_it_asks_for() -> None:
    script = (PAGE / "phone.js").read_text("utf-8")
    page = (PAGE / "index.html").read_text("utf-8")
    asked = set(re.findall(r'word\("(\w+)"', script)) | set(re.findall(r'data-word="(\w+)"', page))
    assert asked <= set(WORDS), asked - set(WORDS)
    assert {reason.value for reason in Reason} <= set(WORDS)  # every refusal is said: word(reason)


def test_a_word_is_translated_by_the_phones_language_not_the_apps(qapp, monkeypatch) -> None:
    """The page's words are translated by a catalogue loaded for the page alone: German words
    for a German phone while the app speaks English (a word the catalogues already hold stands
    in for the page's own, which the translators have not reached yet)."""
    monkeypatch.setattr(phone_words, "WORDS", {"history": Message("PlayMode", "Game history")})
    phone_words.words_json.cache_clear()
    try:
        assert json.loads(words_json("de"))["words"] == {"history": "Spielverlauf"}
        assert json.loads(words_json("en"))["words"] == {"history": "Game history"}
        assert json.loads(words_json("xx"))["lang"] == "en"
        # the page writes numbers in the window's digits: Arabic's ١٢٣, not the browser's 123
        assert json.loads(words_json("ar"))["numbering"] == "arab"
        assert json.loads(words_json("de"))["numbering"] == "latn"
        assert QCoreApplication.translate("PlayMode", "Game history") == "Game history"  # the app: English
    finally:
        phone_words.words_json.cache_clear()


def test_the_page_has_targets_a_child_can_press() -> None:
    css = (PAGE / "phone.css").read_text("utf-8")
    button = re.search(r"\nbutton \{[^}]*\}", css)
    assert button and "min-height: 48px" in button.group() and "min-width: 48px" in button.group()
    die = re.search(r"\n\.die \{[^}]*\}", css)
    assert die and "min-height: 220px" in die.group()


@pytest.mark.parametrize(
    ("address", "rank"),
    [
        ("192.168.1.20", 0),
        ("10.0.0.7", 1),
        ("172.16.4.2", 2),
        ("172.31.255.1", 2),
        ("172.32.0.1", None),
        ("8.8.8.8", None),
        ("127.0.0.1", None),
        ("169.254.3.4", None),
        ("fe80::1", None),
        ("not an address", None),
    ],
)
def test_only_a_private_address_of_a_local_network_is_the_rooms(address: str, rank: int | None) -> None:
    assert private_rank(address) == rank


def test_the_address_the_tv_shows() -> None:
    address = RoomAddress("192.168.1.20", 8765, "0427", 8766)
    assert address.url == "http://192.168.1.20:8765/"
    assert address.join_url == "http://192.168.1.20:8765/#0427"
    assert address.origin == "http://192.168.1.20:8765"


def test_the_qr_code_is_a_square_matrix_with_its_three_finders() -> None:
    matrix = qr_matrix("http://192.168.1.20:8765/#0427")
    side = len(matrix)
    assert side >= 21 and (side - 21) % 4 == 0 and all(len(row) == side for row in matrix)
    finder = [
        [True] * 7,
        [True, False, False, False, False, False, True],
        *[[True, False, True, True, True, False, True]] * 3,
        [True, False, False, False, False, False, True],
        [True] * 7,
    ]
    for top, left in ((0, 0), (0, side - 7), (side - 7, 0)):
        assert [list(row[left : left + 7]) for row in matrix[top : top + 7]] == finder
    assert qr_matrix("http://192.168.1.20:8765/#0428") != matrix
