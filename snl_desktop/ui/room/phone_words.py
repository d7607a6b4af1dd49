"""The phone page's words: written once here, in English, in the app's catalogues; served to each
phone in its language as JSON.

The rule: every word the page shows is a `phrase` here (context ``PhonePage``), so that
``tools/translations.py update`` puts it in the catalogues beside the app's own texts. The page
asks for ``/words/<language>.json``; `words_json` translates each phrase through that language's
catalogue, loaded for the page alone (`words.languages.translator`: never installed, so the
app keeps its own language). A ``{field}`` is filled by the page, as text (``textContent``);
numbers are written by the page (``Intl.NumberFormat``) in the digits the window writes for that
language (`numbering_system`: Arabic's ١٢٣ whatever the browser's own default).
"""

from __future__ import annotations

import json
from functools import cache

from PySide6.QtCore import QLocale

from ...core.message import phrase
from ...resources.languages import BY_CODE, LANGUAGES, Direction
from ...words.languages import translator

WORDS = {
    "title": phrase("PhonePage", "Snakes & Ladders"),
    "join_heading": phrase("PhonePage", "Join the game"),
    "code_label": phrase("PhonePage", "Room code (the 4 digits on the TV)"),
    "join": phrase("PhonePage", "Join"),
    "connecting": phrase("PhonePage", "Connecting…"),
    "reconnecting": phrase("PhonePage", "Connection lost: reconnecting…"),
    "closed": phrase("PhonePage", "The room was closed on the TV."),
    "reload": phrase("PhonePage", "To try again, reload this page."),
    "pick_seat": phrase("PhonePage", "Pick your seat"),
    "watch": phrase("PhonePage", "Just watch"),
    "seat_free": phrase("PhonePage", "free"),
    "seat_taken": phrase("PhonePage", "taken"),
    "seat_computer": phrase("PhonePage", "computer"),
    "seat_yours": phrase("PhonePage", "you"),
    "you_are": phrase("PhonePage", "You are {name}"),
    "watching": phrase("PhonePage", "You are watching"),
    "throw": phrase("PhonePage", "Throw"),
    "throw_again": phrase("PhonePage", "Throw again"),
    "again_mine": phrase("PhonePage", "You threw {dice}: throw again, {name}!"),
    "again_other": phrase("PhonePage", "{name} threw {dice} and throws again."),
    "your_turn": phrase("PhonePage", "Your turn, {name}!"),
    "turn_of": phrase("PhonePage", "{name}'s turn"),
    "wait_turn": phrase("PhonePage", "Wait for your turn"),
    "square": phrase("PhonePage", "Square {square}"),
    "off_board": phrase("PhonePage", "Not on the board yet"),
    "wins": phrase("PhonePage", "Wins: {wins}"),
    "last_turn": phrase("PhonePage", "Last turn"),
    "real_die": phrase("PhonePage", "Or tap what your die shows:"),
    "face": phrase("PhonePage", "My die shows {face}"),
    "leave": phrase("PhonePage", "Change seat"),
    "winner": phrase("PhonePage", "{name} won!"),
    "no_game": phrase("PhonePage", "Waiting for the game to start"),
    "wrong_code": phrase("PhonePage", "That is not the room's code."),
    "locked": phrase("PhonePage", "Too many wrong codes from this phone: wait a few minutes."),
    "room_locked": phrase("PhonePage", "The room takes no more codes: ask for a new code on the TV."),
    "seat_lost": phrase("PhonePage", "Your seat was freed on the TV: pick a seat."),
    "taken": phrase("PhonePage", "That seat was just taken: pick another."),
    "no_such_seat": phrase("PhonePage", "That seat is not in the game."),
    "not_your_seat": phrase("PhonePage", "That is not your seat."),
    "not_your_turn": phrase("PhonePage", "It is not your turn."),
    "not_now": phrase("PhonePage", "Wait: the last move is still on its way."),
    "no_real_dice": phrase("PhonePage", "The app throws the dice in this game."),
    "bad_message": phrase("PhonePage", "The room did not understand the phone."),
    "join_first": phrase("PhonePage", "Join the room first."),
    "full": phrase("PhonePage", "The room is full."),
    # The Class Quiz's page (quiz.html): a student's phone.
    "quiz_title": phrase("PhonePage", "Class Quiz"),
    "quiz_join_heading": phrase("PhonePage", "Join the quiz"),
    "quiz_code_label": phrase("PhonePage", "Room code (the four digits on the screen)"),
    "quiz_nickname_label": phrase("PhonePage", "Your nickname"),
    "quiz_join": phrase("PhonePage", "Join"),
    "quiz_connecting": phrase("PhonePage", "Connecting…"),
    "quiz_reconnecting": phrase("PhonePage", "Connection lost: reconnecting…"),
    "quiz_closed": phrase("PhonePage", "The quiz was closed on the teacher's screen."),
    "quiz_reload": phrase("PhonePage", "To try again, reload this page."),
    "quiz_joined_again": phrase("PhonePage", "This nickname is now in the quiz on another page."),
    "quiz_waiting": phrase("PhonePage", "You are in, {name}. Wait for the first question."),
    "quiz_question_number": phrase("PhonePage", "Question {number} of {count}"),
    "quiz_leaves": phrase("PhonePage", "Which square leaves the queue next?"),
    "quiz_enters": phrase("PhonePage", "Square {square} leaves the queue. Which squares enter the queue from it?"),
    "quiz_queue_leaves": phrase("PhonePage", "In the queue: {squares}"),
    "quiz_queue_enters": phrase("PhonePage", "Queue: {squares}"),
    "quiz_queue_empty": phrase("PhonePage", "The queue is empty."),
    "quiz_list": phrase("PhonePage", "{list}, {square}"),
    "quiz_time_left": phrase("PhonePage", "Time left: {seconds}"),
    "quiz_timer_done": phrase("PhonePage", "Time is up"),
    "quiz_none_enter": phrase("PhonePage", "Nothing enters"),
    "quiz_zoom": phrase("PhonePage", "Zoom"),
    "quiz_board": phrase("PhonePage", "The board"),
    "quiz_square": phrase("PhonePage", "Square {square}"),
    "quiz_square_ladder": phrase("PhonePage", "Square {square}, a ladder up to {end}"),
    "quiz_square_snake": phrase("PhonePage", "Square {square}, a snake down to {end}"),
    "quiz_send": phrase("PhonePage", "Send"),
    "quiz_sent": phrase("PhonePage", "Answer sent: {squares}"),
    "quiz_sent_none": phrase("PhonePage", "Answer sent: nothing enters"),
    "quiz_yours": phrase("PhonePage", "Your answer: {squares}"),
    "quiz_yours_none": phrase("PhonePage", "Your answer: nothing enters"),
    "quiz_answers_closed": phrase("PhonePage", "Answers are closed."),
    "quiz_right": phrase("PhonePage", "Right!"),
    "quiz_wrong": phrase("PhonePage", "Not quite."),
    "quiz_no_answer": phrase("PhonePage", "No answer"),
    "quiz_answer": phrase("PhonePage", "The answer: {squares}"),
    "quiz_answer_none": phrase("PhonePage", "The answer: nothing enters"),
    "quiz_score": phrase("PhonePage", "Score: {right} of {asked}"),
    "quiz_over": phrase("PhonePage", "The quiz is over. Your score: {right} of {asked}"),
    # the room's refusals ("quiz_" + the reason)
    "quiz_bad_message": phrase("PhonePage", "The room did not understand the phone."),
    "quiz_join_first": phrase("PhonePage", "Join the quiz first."),
    "quiz_wrong_code": phrase("PhonePage", "That is not the room's code."),
    "quiz_locked": phrase("PhonePage", "Too many wrong codes from this phone: wait a few minutes."),
    "quiz_room_locked": phrase("PhonePage", "The room takes no more codes: ask your teacher for a new code."),
    "quiz_token_lost": phrase("PhonePage", "The quiz no longer knows this phone: join again with your nickname."),
    "quiz_bad_name": phrase("PhonePage", "That nickname cannot be used: choose another, of at most {most} letters."),
    "quiz_name_taken": phrase("PhonePage", "That nickname is taken: choose another."),
    "quiz_full": phrase("PhonePage", "The quiz is full."),
    "quiz_removed": phrase("PhonePage", "The teacher removed this nickname from the quiz."),
    "quiz_not_asked": phrase("PhonePage", "There is no question to answer now."),
    "quiz_time_up": phrase("PhonePage", "Time is up: your answer came too late."),
    "quiz_answered": phrase("PhonePage", "You have already answered this question."),
}
"""Each word of the page by the key the page knows it by."""


def page_languages() -> tuple[str, ...]:
    """The languages the page speaks: the app's."""
    return tuple(language.code for language in LANGUAGES)


@cache
def words_json(language: str) -> bytes:
    """The page's words in ``language`` (an app language; else English), as UTF-8 JSON:
    ``{"lang": "de", "dir": "ltr", "numbering": "latn", "words": {key: text}}``. A word the
    catalogue lacks is English."""
    known = BY_CODE.get(language)
    code = known.code if known is not None else "en"
    catalogue = translator(code)
    words: dict[str, str] = {}
    for key, message in WORDS.items():
        said = catalogue.translate(message.context, message.text) if catalogue is not None else ""
        words[key] = said or message.text
    direction = known.direction if known is not None else Direction.LEFT_TO_RIGHT
    doc = {"lang": code, "dir": direction.value, "numbering": numbering_system(code), "words": words}
    return json.dumps(doc, ensure_ascii=False).encode("utf-8")


NUMBERING_SYSTEMS = {"0": "latn", "\u0660": "arab", "\u06f0": "arabext", "\u0966": "deva", "\u09e6": "beng"}
"""Unicode's names of the digit sets (a browser's ``Intl`` numbering systems) by their zero."""


def numbering_system(code: str) -> str:
    """The digits the app writes numbers in for the language ``code``, by the name a browser's
    ``Intl.NumberFormat`` takes (``"arab"`` for Arabic's ١٢٣, ``"latn"`` for 123): a phone's
    page writes its numbers as the window does, whatever its browser's own default."""
    return NUMBERING_SYSTEMS.get(QLocale(code).zeroDigit(), "latn")
