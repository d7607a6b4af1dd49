"""The students' quiz page as the quiz's room serves it: its own files under the room's strict
CSP, no inline script or style and no markup made from the room's text; every word it asks for
is the room's (a ``quiz_`` phrase, each refusal said), in every language of the app; its
placeholders are the ones the page fills; its limits are the quiz's; its style lays out right
to left and gives a child's thumb its targets. (Driven in a real browser:
test_quiz_browser.py.)"""

from __future__ import annotations

import json
import re
import string
from collections.abc import Iterator
from pathlib import Path

import pytest

from snl_desktop.core import Board
from snl_desktop.core.quiz import MAX_NICKNAME, ClassQuiz
from snl_desktop.core.rules import Rules
from snl_desktop.resources.languages import LANGUAGES
from snl_desktop.ui.room.phone_words import WORDS
from snl_desktop.ui.room.quiz_protocol import MAX_SQUARES, QuizReason
from snl_desktop.ui.room.quiz_room import QuizRoom

PAGE = Path(__file__).resolve().parents[3] / "resources" / "phone"
HTML = (PAGE / "quiz.html").read_text("utf-8")
SCRIPT = (PAGE / "quiz.js").read_text("utf-8")
STYLE = (PAGE / "quiz.css").read_text("utf-8")
FILLED = {"name", "number", "count", "square", "squares", "seconds", "end", "right", "asked", "most", "list"}
"""The fields the page fills in its words."""


@pytest.fixture
def quiz_room(qapp) -> Iterator[QuizRoom]:
    room = QuizRoom(ClassQuiz(Board(4, 6, {3: 14, 21: 7}), Rules()), language="en")
    yield room
    room.close()
    room.deleteLater()


def _asked() -> set[str]:
    """Every word key the page names: in its markup, in its script's ``word("…")``, and every
    ``"quiz_…"`` string its script picks a word by."""
    return (
        set(re.findall(r'\bword\("(\w+)"', SCRIPT))
        | set(re.findall(r'"(quiz_\w+)"', SCRIPT))
        | set(re.findall(r'data-word="(\w+)"', HTML))
    )


def test_the_quiz_room_serves_the_quiz_page_its_script_and_styles(quiz_room: QuizRoom, fetch) -> None:
    address = quiz_room.open(loopback=True)
    page = fetch(address.port, "/")
    assert page.status == 200 and page.body.decode("utf-8") == HTML
    assert "script-src 'self'" in page.headers["content-security-policy"]
    for path, kind in (("/quiz.js", "text/javascript"), ("/quiz.css", "text/css"), ("/phone.css", "text/css")):
        answer = fetch(address.port, path)
        assert answer.status == 200 and answer.headers["content-type"].startswith(kind), path
    assert fetch(address.port, "/quiz.js").body.decode("utf-8") == SCRIPT
    for language in LANGUAGES:
        words = json.loads(fetch(address.port, f"/words/{language.code}.json").body.decode("utf-8"))["words"]
        assert {key for key in WORDS if key.startswith("quiz_")} <= set(words)


def test_the_page_has_no_inline_script_or_style_and_makes_no_markup() -> None:
    assert re.findall(r"<script\b[^>]*>", HTML) == ['<script src="/quiz.js" defer>']
    assert re.search(r"<script[^>]*>\s*[^<\s]", HTML) is None  # no script body
    assert "<style" not in HTML and re.search(r"\sstyle=", HTML) is None
    assert re.search(r"\son\w+=", HTML) is None  # no inline handler
    assert re.findall(r'<link rel="stylesheet" href="([^"]+)">', HTML) == ["/phone.css", "/quiz.css"]
    for unsafe in (
        "innerHTML",
        "outerHTML",
        "insertAdjacentHTML",
        "document.write",
        "eval(",
        "new Function",
        'setAttribute("style',
    ):
        assert unsafe not in SCRIPT, unsafe  # the room's text is put with textContent only
    assert "localStorage" not in SCRIPT  # the token lives with the tab (sessionStorage) alone


def test_every_word_the_page_asks_for_is_a_quiz_phrase_and_every_refusal_is_said() -> None:
    asked = _asked()
    assert asked, "the page names its words"
    assert asked <= set(WORDS), asked - set(WORDS)
    assert all(key.startswith("quiz_") for key in asked), sorted(k for k in asked if not k.startswith("quiz_"))
    for reason in QuizReason:  # said as word("quiz_" + reason)
        assert f"quiz_{reason.value}" in WORDS, reason
    quiz_words = {key for key in WORDS if key.startswith("quiz_")}
    spoken = asked | {f"quiz_{reason.value}" for reason in QuizReason}
    assert quiz_words <= spoken, quiz_words - spoken  # no word left over that the page never says
    assert all(message.context == "PhonePage" for key, message in WORDS.items() if key.startswith("quiz_"))


def test_every_placeholder_is_one_the_page_fills() -> None:
    for key, message in WORDS.items():
        if key.startswith("quiz_"):
            fields = {name for _, name, _, _ in string.Formatter().parse(message.text) if name}
            assert fields <= FILLED, (key, fields - FILLED)
    quiz_texts = "".join(message.text for key, message in WORDS.items() if key.startswith("quiz_"))
    assert re.search(r"\d", quiz_texts) is None  # every number is the page's, in the language's digits


def test_the_page_keeps_the_quizs_limits() -> None:
    nickname = re.search(r'<input id="nickname"[^>]*>', HTML)
    code = re.search(r'<input id="code"[^>]*>', HTML)
    assert nickname and f'maxlength="{MAX_NICKNAME}"' in nickname.group()
    assert code and 'maxlength="4"' in code.group() and 'inputmode="numeric"' in code.group()
    assert f"const MAX_NICKNAME = {MAX_NICKNAME};" in SCRIPT
    assert f"const MAX_CHOSEN = {MAX_SQUARES};" in SCRIPT
    assert "const MAX_BOARD_CELLS = 400;" in SCRIPT  # the room sends the jumps of a board up to 20 × 20
    assert 'aria-live="polite"' in HTML and 'id="announce"' in HTML


def test_the_style_reads_right_to_left_and_gives_big_targets() -> None:
    physical = re.findall(
        r"(?<![-\w])(?:margin|padding|border)-(?:left|right)\b|text-align:\s*(?:left|right)|float:", STYLE
    )
    assert physical == []  # logical properties only: Arabic mirrors
    option = re.search(r"\n\.option \{[^}]*\}", STYLE)
    assert option and "min-height: 72px" in option.group() and "min-width: 72px" in option.group()
    assert re.search(r"\.board \{[^}]*direction: ltr;", STYLE)  # the board is a picture: 1 bottom-left
