"""Game night from the sofa, with real phones' browsers: Debian's Chromium (headless, through
chromium-driver and Selenium) as four phones at 390×844 — four browsers, each with its own
storage — join the room the app opens (Game → Play from Phones…, listening on loopback) with
its code (one by the QR code's address, three by typing the code), take their seats, and play
a whole game to the end, each tapping Throw when its page shows it is its turn. Then the app's
turn log, the game saved by Game → Save Game As… and the statistics match what the phones did.

Every Selenium call runs in a worker thread (one per phone) while this thread runs Qt's event
loop (`qtbot.waitUntil` on the call's future): the room's server lives on Qt's loop, so a
browser waiting on it must never wait on this thread. Nothing sleeps for a fixed time: the
pages are polled by Selenium's own waits in the workers.

``SNL_SHOTS=<folder>`` keeps screenshots: the TV's room panel and a phone on its turn and on
another's turn. The test skips only when Chromium or its driver is absent, and says so."""

from __future__ import annotations

import os
import shutil
import statistics
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from itertools import groupby
from pathlib import Path
from typing import Any, TypeVar

import pytest

from helpers.keys import answer_modal, choose_from_menu, click, press
from helpers.mouse import activate
from helpers.new_game import fill_in_players
from helpers.play import log_results
from snl_desktop.core import Board
from snl_desktop.core.files.games import load_game
from snl_desktop.core.history import History
from snl_desktop.ui.room.phone_words import WORDS
from snl_desktop.words.game import tell_turn

CHROMIUM = shutil.which("chromium") or "/usr/bin/chromium"
DRIVER = shutil.which("chromedriver") or "/usr/bin/chromedriver"
PHONE = {"width": 390, "height": 844, "pixelRatio": 1.0}
FAMILY = ["Mia", "Leo", "Gran", "Dad"]
BOARD = Board(4, 6, {3: 14, 9: 18, 21: 7})  # 24 squares: with the window's seeded die, 33 throws in 26 turns
SHOTS = os.environ.get("SNL_SHOTS", "")
WAIT_S = 60
"""Selenium's waits in the workers: only a hang reaches it."""

T = TypeVar("T")

pytestmark = pytest.mark.skipif(
    not (Path(CHROMIUM).exists() and Path(DRIVER).exists()),
    reason="Debian's chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)",
)

PAGE = """
const turn = document.getElementById("turn"), button = document.getElementById("throw");
const play = document.getElementById("play");
return {
  playing: !play.hidden,
  me: document.getElementById("me-name").textContent,
  turn: turn.textContent,
  mine: turn.classList.contains("mine"),
  can_throw: !play.hidden && !button.hidden && !button.disabled,
  last: document.getElementById("last").textContent,
};
"""
"""What a phone's page shows, read in one call."""

STATUS = 'return document.getElementById("status").textContent;'
"""The page's status line (the connection)."""

NOTE_TAPS = """
window.snlTaps = [];
document.getElementById("throw").addEventListener("click", () => window.snlTaps.push(Date.now()), true);
"""
"""Notes when the page takes each tap on Throw (before its own handler sends the throw)."""


class Phone:
    """One phone: a headless Chromium at a phone's size, driven from its own worker thread."""

    def __init__(self, qtbot: Any, name: str) -> None:
        self.qtbot = qtbot
        self.name = name
        self.worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"phone-{name}")
        self.driver: Any = None

    def submit(self, call: Callable[[], T]) -> Future[T]:
        return self.worker.submit(call)

    def run(self, call: Callable[[], T]) -> T:
        """``call()`` in this phone's worker while Qt's loop runs here; its answer."""
        future = self.submit(call)
        self.qtbot.waitUntil(future.done, timeout=(WAIT_S + 30) * 1000)
        return future.result()

    # -- in the worker ------------------------------------------------------------------------

    def start(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service

        options = webdriver.ChromeOptions()
        options.binary_location = CHROMIUM
        for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"):
            options.add_argument(argument)
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": PHONE})
        self.driver = webdriver.Chrome(options=options, service=Service(DRIVER))

    def wait(self, check: Callable[[Any], Any]) -> Any:
        from selenium.common.exceptions import StaleElementReferenceException
        from selenium.webdriver.support.ui import WebDriverWait

        return WebDriverWait(self.driver, WAIT_S, ignored_exceptions=(StaleElementReferenceException,)).until(check)

    def page(self) -> dict[str, Any]:
        return self.driver.execute_script(PAGE)

    def join(self, url: str, code: str | None) -> None:
        """Open the room's address; with ``code``, type it as a user who did not scan the QR."""
        from selenium.webdriver.common.by import By

        self.driver.get(url)
        if code is not None:
            field = self.wait(
                lambda d: d.find_element(By.ID, "code") if d.find_element(By.ID, "code").is_displayed() else None
            )
            field.send_keys(code)
            self.driver.find_element(By.ID, "join-button").click()

    def take_seat(self) -> None:
        from selenium.webdriver.common.by import By

        xpath = f"//ul[@id='seat-list']//button[.//span[@class='seat-name' and text()='{self.name}']]"

        def tapped(driver: Any) -> bool:
            found = driver.find_elements(By.XPATH, xpath)
            if not found or not found[0].is_enabled() or not found[0].is_displayed():
                return False
            found[0].click()
            return True

        self.wait(tapped)
        self.wait(lambda d: self.name in self.page()["me"])
        self.driver.execute_script(NOTE_TAPS)

    def throw_when_my_turn(self) -> None:
        """Wait until the page says it is this phone's turn and Throw is on, then tap it."""
        from selenium.webdriver.common.by import By

        self.wait(lambda d: (lambda p: p["mine"] and p["can_throw"])(self.page()))
        button = self.driver.find_element(By.ID, "throw")
        button.click()

    def tapped_at(self) -> list[float]:
        """When the page took each tap on Throw (the wall clock, in seconds)."""
        return [ms / 1000 for ms in self.driver.execute_script("return window.snlTaps || [];")]

    def quit(self) -> None:
        if self.driver is not None:
            self.driver.quit()


@pytest.fixture
def phones(qtbot) -> Any:
    """Four phones (started in parallel), quit after the test."""
    made = [Phone(qtbot, name) for name in FAMILY]
    futures = [phone.submit(phone.start) for phone in made]
    qtbot.waitUntil(lambda: all(f.done() for f in futures), timeout=(WAIT_S + 60) * 1000)
    try:
        for future in futures:
            future.result()
        yield made
    finally:
        done = [phone.submit(phone.quit) for phone in made]
        qtbot.waitUntil(lambda: all(f.done() for f in done), timeout=(WAIT_S + 30) * 1000)
        for phone in made:
            phone.worker.shutdown()


def shoot(name: str, save: Callable[[str], object]) -> None:
    if SHOTS:
        Path(SHOTS).mkdir(parents=True, exist_ok=True)
        save(str(Path(SHOTS) / name))


def test_four_phones_play_a_whole_game_against_the_app(journey, qtbot, phones, tmp_path) -> None:
    window = journey(BOARD)
    answer_modal(["Return"], fill_in_players(FAMILY))
    press("Ctrl+G")
    controller = window.play.controller
    assert list(controller.game.players) == FAMILY
    window.play.phones_loopback = True  # the room listens on this computer only
    choose_from_menu(qtbot, window, "Alt+G", "Play from Phones…")
    room, dialog = window.play.phones, window.play.phones_dialog
    qtbot.waitUntil(lambda: room.is_open and dialog.isVisible())
    address = room.address
    assert dialog.code.text() == address.code and dialog.url.text() == address.url

    # -- the four phones join (one by the QR code's address, three with the code) and sit down
    for index, phone in enumerate(phones):
        phone.run(
            lambda p=phone, i=index: p.join(
                address.join_url if i == 0 else address.url, None if i == 0 else address.code
            )
        )
        phone.run(phone.take_seat)
    qtbot.waitUntil(lambda: room.claimed() == {0, 1, 2, 3} and room.watchers == 4)
    assert [row.holder.text() for row in dialog.seats] == [f"{name}'s phone" for name in FAMILY]
    shoot("qr.png", lambda path: dialog.grab().save(path))
    click(dialog.hide_button)  # the board, full: the phones are the dice now
    activate(window, qtbot)

    # -- a whole game: each phone throws when its page says it is its turn
    started: list[float] = []  # when the TV's die starts for each tap (at pace 0 the token moves at once after it)
    window.play.die.thrown.connect(lambda: started.append(time.time()))
    players = list(controller.game.players)
    taps: list[int] = []

    def dice_taken() -> int:
        return sum(len(turn.dice) for turn in controller.game.history) + len(controller.pending)

    while not controller.game.finished:
        qtbot.waitUntil(lambda: not controller.busy)
        seat = players.index(controller.game.current_player)
        if SHOTS and len(taps) == 2:
            waiting = phones[(seat + 1) % len(phones)]
            phones[seat].run(lambda p=phones[seat]: p.wait(lambda d: p.page()["can_throw"]))
            phones[seat].run(lambda p=phones[seat]: shoot("phone_turn.png", p.driver.save_screenshot))
            waiting.run(lambda p=waiting: shoot("phone_wait.png", p.driver.save_screenshot))
        phones[seat].run(phones[seat].throw_when_my_turn)
        taps.append(seat)
        qtbot.waitUntil(lambda: dice_taken() == len(taps))
        assert len(taps) < 500, "the game should have ended long ago"
    qtbot.waitUntil(lambda: not controller.busy and window.play.panel.end.isVisible())
    winner = controller.game.get_winner()

    # -- every phone shows the winner and the last turn in the log's words
    last_sentence = window.play.panel.log.item(window.play.panel.log.count() - 1).text()
    won = WORDS["winner"].text.replace("{name}", winner)  # the page speaks English here
    for phone in phones:
        shown = phone.run(lambda p=phone: p.wait(lambda d: (lambda s: s if s["turn"] == won else None)(p.page())))
        assert shown["last"] == last_sentence and not shown["can_throw"]

    # -- the turn log is what the phones did: one turn per run of taps by one phone
    history = controller.game.history
    turns_by_taps = [players[seat] for seat, _ in groupby(taps)]
    assert [turn.player for turn in history] == turns_by_taps
    assert sum(len(turn.dice) for turn in history) == len(taps)
    assert log_results(window) == [turn.result for turn in history]
    log = window.play.panel.log
    assert [log.item(row).text() for row in range(log.count())] == [tell_turn(turn) for turn in history]

    # -- saved by the app's own Save Game As…, it holds the same turns
    saved = tmp_path / "phones.snlgame"
    window.prompter.paths.append(saved)
    choose_from_menu(qtbot, window, "Alt+F", "Save Game As…")
    record = load_game(saved)
    assert [(turn.player, list(turn.dice)) for turn in record.replay().history] == [
        (turn.player, list(turn.dice)) for turn in history
    ]

    # -- and the statistics count it like any other game
    assert window.play.recorder.wait()
    with History.open(window.play.recorder.path) as kept:
        [game] = kept.games()
    assert game.winner == winner and game.turns == len(history)
    assert [(p.name, p.turns) for p in game.players] == [
        (name, sum(1 for turn in history if turn.player == name)) for name in FAMILY
    ]

    # -- closing the game lets every phone go
    click(window.play.panel.end.back)  # Close Game
    assert not room.is_open
    closed = WORDS["closed"].text  # said, and kept: the page stops trying to reconnect
    for phone in phones:
        phone.run(lambda p=phone: p.wait(lambda d: d.execute_script(STATUS) == closed))

    tapped = sorted(t for phone in phones for t in phone.run(phone.tapped_at))
    assert len(tapped) == len(started) == len(taps)
    delays = [start - tap for tap, start in zip(tapped, started)]
    print(
        f"\na tap on Throw → the TV's die starts (at pace 0, the token with it): median "
        f"{statistics.median(delays) * 1000:.1f} ms over {len(delays)} taps"
    )
