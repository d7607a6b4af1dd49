"""The students' quiz page in a real browser (Debian's Chromium, headless, phone-sized, through
chromium-driver and Selenium) against the quiz's room alone: two phones join with a nickname
(the code from the QR's address), see the question, its queue and the board, tap their options
and send; the room's quiz holds both answers, and once revealed each phone says its own
verdict; a phone whose connection drops rejoins silently with its token; a removed student is
told so and is back at the join form; a closed room is said, and the phone stops trying.

Selenium blocks while it waits for the browser, and the room answers on Qt's event loop: the
browser is driven from a worker thread while this thread runs the loop (qtbot waits on the
worker, no sleeps)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest

from helpers.quiz_browser import AVAILABLE, SHOWN, TEXT, browser, in_worker, join, tap, until
from snl_desktop.core import Board
from snl_desktop.core.quiz import ClassQuiz
from snl_desktop.core.rules import Rules
from snl_desktop.ui.room.quiz_room import QuizRoom

pytestmark = [
    pytest.mark.slow,
    pytest.mark.subprocess,
    pytest.mark.skipif(not AVAILABLE, reason="needs chromium and chromium-driver (apt)"),
]

BOARD = Board(
    10,
    10,
    {2: 38, 7: 14, 8: 31, 15: 26, 21: 42, 28: 84, 36: 44, 51: 67, 71: 91, 78: 98, 87: 94}
    | {16: 6, 46: 25, 49: 11, 62: 19, 64: 60, 74: 53, 89: 68, 92: 88, 95: 75, 99: 80},
)
"""The classic board: its first question asks which squares enter the queue from square 1."""
KEEP_SOCKETS = (
    "window.sockets = []; const Socket = window.WebSocket;"
    " window.WebSocket = function (url) {"
    " const socket = new Socket(url); window.sockets.push(socket); return socket; };"
    " Object.assign(window.WebSocket, {OPEN: Socket.OPEN, CLOSED: Socket.CLOSED});"
)
"""Keeps each connection the page opens (``window.sockets``), to cut one as a network drop would."""


@pytest.fixture
def quiz_room(qapp) -> Iterator[QuizRoom]:
    room = QuizRoom(ClassQuiz(BOARD, Rules()), language="en")
    yield room
    room.close()
    room.deleteLater()


def test_two_phones_join_answer_and_each_sees_its_verdict(qtbot, quiz_room: QuizRoom) -> None:
    address = quiz_room.open(loopback=True)
    ana, ben = in_worker(qtbot, lambda: browser("en")), in_worker(qtbot, lambda: browser("en"))
    try:
        waiting = in_worker(qtbot, lambda: join(ana, address.join_url, "Ana"))
        assert waiting == "You are in, Ana. Wait for the first question."
        assert "#" not in in_worker(qtbot, lambda: ana.current_url)  # the code does not stay in the address bar
        in_worker(qtbot, lambda: join(ben, f"{address.url}#code={address.code}", "<b>Ben</b>"))
        assert [s.nickname for s in quiz_room.quiz.students()] == ["Ana", "<b>Ben</b>"]

        question = quiz_room.ask(seconds=600)
        right = sorted(question.answer)
        assert question.kind == "enters" and question.square == 1 and 2 not in right

        def look(driver: Any) -> dict[str, Any]:
            until(driver, SHOWN.format(panel="ask") + "document.querySelectorAll('#board button').length === 100")
            return driver.execute_script(
                "const q = (s) => [...document.querySelectorAll(s)];"
                "return {question: document.getElementById('question').textContent,"
                " queue: document.getElementById('queue').textContent,"
                " timer: document.getElementById('timer').textContent,"
                " options: q('#options button').map(b => b.textContent),"
                " sizes: q('#options button, #send, #none').map(b => b.getBoundingClientRect().height),"
                " corners: [1, 10, 11, 100].map("
                "  n => q('#board button').findIndex(b => b.dataset.square === String(n))),"
                " first: q('#board button')[90].getAttribute('aria-label'),"
                " ladder: q('#board button').find(b => b.textContent === '2↑38').getAttribute('aria-label'),"
                " snake: q('#board button').filter(b => b.textContent === '16↓6').length,"
                " send: document.getElementById('send').disabled,"
                " said: document.getElementById('announce').textContent}"
            )

        shown = in_worker(qtbot, lambda: look(ana))
        assert shown["question"] == "Square 1 leaves the queue. Which squares enter the queue from it?"
        assert shown["queue"] == "The queue is empty."
        assert shown["timer"].startswith("Time left: ")
        assert shown["options"][:2] == ["2↑38", "3"]  # a ladder's foot says where it goes
        assert min(shown["sizes"]) >= 48  # a child's targets
        assert shown["first"] == "Square 1"  # square 1 bottom-left: the 91st cell, top to bottom
        assert shown["corners"] == [90, 99, 89, 0]  # 10 bottom-right, 11 above it, 100 top-left
        assert shown["ladder"] == "Square 2, a ladder up to 38" and shown["snake"] == 1
        assert shown["send"] is True  # nothing chosen yet
        assert "Which squares enter the queue from it?" in shown["said"]  # the live region says the question

        def answer(driver: Any, squares: list[int]) -> dict[str, Any]:
            tap(driver, squares)
            pressed = driver.execute_script(
                "return [...document.querySelectorAll('#options [aria-pressed=true], #board [aria-pressed=true]')]"
                ".map(b => b.getAttribute('aria-label'))"
            )
            driver.find_element("id", "send").click()
            sent = until(driver, "return !document.getElementById('sent').hidden && " + TEXT.format(id="sent"))
            return {"pressed": pressed, "sent": sent, "send": driver.find_element("id", "send").is_displayed()}

        ana_sent = in_worker(qtbot, lambda: answer(ana, right))
        assert ana_sent["sent"] == "Answer sent: " + ", ".join(map(str, right))
        assert len(ana_sent["pressed"]) == 2 * len(right)  # each chosen square pressed, as an option and on the board
        assert ana_sent["send"] is False  # nothing more to change
        ben_sent = in_worker(qtbot, lambda: answer(ben, [2]))
        assert ben_sent["sent"] == "Answer sent: 2"
        students = quiz_room.quiz.students()
        qtbot.waitUntil(lambda: all(quiz_room.quiz.answer_of(s.id, question.number) for s in students))
        answers = [quiz_room.quiz.answer_of(s.id, question.number) for s in students]
        assert [(a.squares, a.right) for a in answers if a is not None] == [(tuple(right), True), ((2,), False)]

        quiz_room.reveal()
        outcome = "return !document.getElementById('outcome').hidden && " + TEXT.format(id="verdict")
        verdict = (
            "return {verdict: document.getElementById('verdict').textContent,"
            " answer: document.getElementById('answer').textContent,"
            " score: document.getElementById('ask-score').textContent,"
            " said: document.getElementById('announce').textContent}"
        )

        def seen(driver: Any) -> dict[str, Any]:
            until(driver, outcome + " !== 'Answers are closed.'")
            return driver.execute_script(verdict)

        ana_seen, ben_seen = in_worker(qtbot, lambda: seen(ana)), in_worker(qtbot, lambda: seen(ben))
        the_answer = "The answer: " + ", ".join(map(str, right))
        assert ana_seen == {
            "verdict": "Right!",
            "answer": the_answer,
            "score": "Score: 1 of 1",
            "said": f"Right! {the_answer} Score: 1 of 1",
        }
        assert (ben_seen["verdict"], ben_seen["answer"], ben_seen["score"]) == (
            "Not quite.",
            the_answer,
            "Score: 0 of 1",
        )

        quiz_room.finish()
        over = SHOWN.format(panel="over") + TEXT.format(id="over-text")
        assert in_worker(qtbot, lambda: until(ana, over)) == "The quiz is over. Your score: 1 of 1"
        logs = in_worker(qtbot, lambda: ana.get_log("browser") + ben.get_log("browser"))
        assert [entry for entry in logs if entry["level"] == "SEVERE"] == []  # no CSP refusal, no error
    finally:
        in_worker(qtbot, ana.quit)
        in_worker(qtbot, ben.quit)


def test_a_phone_rejoins_by_its_token_and_a_removed_one_is_told(qtbot, quiz_room: QuizRoom) -> None:
    address = quiz_room.open(loopback=True)
    driver = in_worker(qtbot, lambda: browser("en"))
    try:
        in_worker(
            qtbot, lambda: driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": KEEP_SOCKETS})
        )
        in_worker(qtbot, lambda: join(driver, address.join_url, "Ana"))
        quiz_room.ask()

        def drop() -> str:
            until(driver, "return " + TEXT.format(id="question"))
            driver.execute_script("window.sockets[0].close()")  # the Wi-Fi drops: tried again, by its token
            back = "return window.sockets.length === 2 && " + TEXT.format(id="status") + " === '' && "
            return until(driver, back + TEXT.format(id="question"))

        assert in_worker(qtbot, drop) == "Square 1 leaves the queue. Which squares enter the queue from it?"
        qtbot.waitUntil(lambda: len(quiz_room.online()) == 1)

        def reload() -> str:
            driver.refresh()  # the tab keeps its token: back in the quiz without the form
            return until(driver, SHOWN.format(panel="ask") + TEXT.format(id="question"))

        assert in_worker(qtbot, reload) == "Square 1 leaves the queue. Which squares enter the queue from it?"
        [ana] = quiz_room.quiz.students()
        assert ana.nickname == "Ana"  # the same student, not a second one
        qtbot.waitUntil(lambda: quiz_room.online() == {ana.id})

        def none_enter() -> dict[str, Any]:
            driver.find_element("css selector", "#options button").click()
            driver.find_element("id", "none").click()  # "Nothing enters" clears the others
            pressed = driver.execute_script("return document.querySelectorAll('[aria-pressed=true]').length")
            driver.find_element("id", "send").click()
            return {"pressed": pressed, "sent": until(driver, "return " + TEXT.format(id="sent"))}

        assert in_worker(qtbot, none_enter) == {"pressed": 1, "sent": "Answer sent: nothing enters"}
        qtbot.waitUntil(lambda: quiz_room.quiz.answer_of(ana.id, 1) is not None)
        assert quiz_room.quiz.answer_of(ana.id, 1).squares == ()  # type: ignore[union-attr]

        quiz_room.remove(ana.id)
        told = SHOWN.format(panel="join") + TEXT.format(id="problem")
        assert in_worker(qtbot, lambda: until(driver, told)) == "The teacher removed this nickname from the quiz."
        quiz_room.close()
        shown = in_worker(qtbot, lambda: driver.execute_script("return " + TEXT.format(id="status")))
        assert shown == ""  # a removed phone was not connected: nothing to say of the room closing
    finally:
        in_worker(qtbot, driver.quit)


def test_a_closed_room_is_said_and_an_arabic_phone_reads_right_to_left(qtbot, quiz_room: QuizRoom) -> None:
    address = quiz_room.open(loopback=True)
    driver = in_worker(qtbot, lambda: browser("ar"))
    try:

        def join_in_arabic() -> list[str]:
            join(driver, address.join_url, "Ana")
            return driver.execute_script(
                "return [document.documentElement.lang, document.documentElement.dir,"
                " getComputedStyle(document.getElementById('board')).direction]"
            )

        assert in_worker(qtbot, join_in_arabic) == ["ar", "rtl", "ltr"]  # the board stays a picture of the board
        quiz_room.ask()
        lefts = "return [...document.querySelectorAll('#options button')].map(b => b.getBoundingClientRect().left)"
        first, second = in_worker(qtbot, lambda: until(driver, lefts))[:2]
        assert first > second  # the options read from the right
        labels = "return [...document.querySelectorAll('#options button')].map(b => b.textContent).join(' ')"
        written = in_worker(qtbot, lambda: until(driver, labels))
        assert re.search("[\u0660-\u0669]", written) and not re.search("[0-9]", written), written  # ١٢٣, as the app

        quiz_room.close()
        closed = "return " + TEXT.format(id="problem")
        problem = in_worker(qtbot, lambda: until(driver, closed))
        status = in_worker(qtbot, lambda: driver.execute_script("return " + TEXT.format(id="status")))
        assert status and problem.startswith(status + " ")  # the room closed, then how to try again
        shown = "return [...document.querySelectorAll('main > section')].filter(s => !s.hidden).length"
        assert in_worker(qtbot, lambda: driver.execute_script(shown)) == 0
    finally:
        in_worker(qtbot, driver.quit)


def test_the_countdown_stops_at_time_up_and_answers_close(qtbot, quiz_room: QuizRoom) -> None:
    address = quiz_room.open(loopback=True)
    driver = in_worker(qtbot, lambda: browser("en"))
    try:
        in_worker(qtbot, lambda: join(driver, address.join_url, "Ana"))
        with qtbot.waitSignal(quiz_room.time_up, timeout=60_000):
            quiz_room.ask(seconds=2)
            counting = SHOWN.format(panel="ask") + TEXT.format(id="timer") + ".startsWith('Time left: ')"
            assert in_worker(qtbot, lambda: until(driver, counting))

        def closed() -> dict[str, Any]:
            until(driver, "return " + TEXT.format(id="verdict") + " === 'Answers are closed.'")
            return driver.execute_script(
                "return {timer: document.getElementById('timer').textContent,"
                " send: document.getElementById('send').hidden,"
                " open: [...document.querySelectorAll('#options button, #board button')]"
                ".filter(b => !b.disabled).length,"
                " said: document.getElementById('announce').textContent}"
            )

        assert in_worker(qtbot, closed) == {
            "timer": "Time is up",
            "send": True,
            "open": 0,
            "said": "Answers are closed.",
        }
    finally:
        in_worker(qtbot, driver.quit)
