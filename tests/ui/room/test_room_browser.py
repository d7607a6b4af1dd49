"""The phone's page in a real browser (Debian's Chromium, headless, phone-sized, through
chromium-driver and Selenium) against the room alone: it joins with the code from the QR's
address, shows the seats with hostile names as text, takes a seat, throws on its turn, says the
turn in its live region, comes back to its seat after a reload, and lays out Arabic right to
left; its die is blank before the first throw and says when a 6 earns another throw; when the
room is closed on the TV it says so, and how to try again, and stops trying by itself. The
whole app's journey with four phones is tests/journeys' (the integration's).

Selenium blocks while it waits for the browser, and the room answers on Qt's event loop: the
browser is driven from a worker thread while this thread runs the loop (qtbot waits on the
worker, no sleeps)."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from typing import Any

import pytest

from helpers.room_client import table
from snl_desktop.ui.room.guard import Limits
from snl_desktop.ui.room.server import RoomServer

pytestmark = [pytest.mark.slow, pytest.mark.subprocess]

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
PLAYING = "return !document.getElementById('play').hidden && "
BOX = "const r = arguments[0].getBoundingClientRect(); return [r.width, r.height]"
NAMES = ("Mia", "<img src=x onerror=\"document.title='owned'\">", "<script>document.title='owned'</script>")


def _browser(language: str) -> Any:
    webdriver = pytest.importorskip("selenium.webdriver")
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", f"--lang={language}"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {"intl.accept_languages": language})
    phone = {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 2}}
    options.add_experimental_option("mobileEmulation", phone)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    return webdriver.Chrome(service=Service(DRIVER), options=options)


def _in_worker(qtbot, work: Callable[[], Any]) -> Any:
    """``work()`` on a worker thread while Qt's loop runs here; its result (or its error)."""
    result: list[Any] = []

    def run() -> None:
        try:
            result.append(("ok", work()))
        except BaseException as error:  # handed to the test
            result.append(("error", error))

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    qtbot.waitUntil(lambda: bool(result), timeout=300_000)
    kind, value = result[0]
    if kind == "error":
        raise value
    return value


def _until(driver: Any, script: str) -> Any:
    """Wait (in the worker) until the page's ``script`` returns something true."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, 60, poll_frequency=0.05).until(lambda d: d.execute_script(script))


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_phone_joins_takes_its_seat_and_throws_in_a_real_browser(qtbot, room: RoomServer) -> None:
    address = room.open(table(NAMES, turn=1), loopback=True)
    asked: list[tuple[int, int]] = []

    def host(seat: int, face: int) -> None:  # the game: Mia threw 4, now seat 1's turn
        asked.append((seat, face))
        room.publish(table(NAMES, turn=1, squares=(4, 0, 0), last_turn="Mia threw 4 and moved to square 4."))

    room.throw_asked.connect(host)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:

        def join_and_look() -> dict[str, Any]:
            driver.get(address.join_url)
            _until(driver, "return document.querySelectorAll('#seat-list button').length === 3")
            return driver.execute_script(
                "return {names: [...document.querySelectorAll('.seat-name')].map(e => e.textContent),"
                " images: document.querySelectorAll('#seat-list img').length,"
                " address: location.href, title: document.title,"
                " sizes: [...document.querySelectorAll('#seat-list button')]"
                ".map(b => b.getBoundingClientRect().height)}"
            )

        seats = _in_worker(qtbot, join_and_look)
        assert seats["names"] == list(NAMES)  # the markup shown as text
        assert seats["images"] == 3  # the three animals, and no image from a name
        assert seats["title"] == "Snakes & Ladders"  # no name's script ran
        assert "#" not in seats["address"]  # the code does not stay in the address bar
        assert min(seats["sizes"]) >= 48
        assert room.watchers() == 1

        def take_mia() -> str:
            driver.find_elements("css selector", "#seat-list button")[0].click()
            return _until(driver, PLAYING + "document.getElementById('turn').textContent")

        assert _in_worker(qtbot, take_mia) == "<img src=x onerror=\"document.title='owned'\">'s turn"
        assert room.claimed_seats() == {0}

        room.publish(table(NAMES, turn=0))

        def throw() -> dict[str, Any]:
            _until(driver, "return !document.getElementById('throw').disabled")
            button = driver.find_element("id", "throw")
            size = driver.execute_script(BOX, button)
            button.click()
            _until(driver, "return document.getElementById('last').textContent.includes('square 4')")
            return {
                "size": size,
                "announced": driver.execute_script("return document.getElementById('announce').textContent"),
                "square": driver.execute_script("return document.getElementById('me-square').textContent"),
                "disabled": driver.find_element("id", "throw").get_attribute("disabled"),
            }

        played = _in_worker(qtbot, throw)
        assert asked == [(0, 0)]
        assert played["size"][0] >= 200 and played["size"][1] >= 200  # the die: a child's target
        assert played["square"] == "Square 4"
        assert "Mia threw 4 and moved to square 4." in played["announced"]  # the live region says the turn
        assert played["disabled"] is not None  # not Mia's turn any more

        def reload() -> str:
            driver.refresh()
            return _until(driver, PLAYING + "document.getElementById('me-name').textContent")

        assert _in_worker(qtbot, reload) == "You are Mia"  # back to the seat with its token
        assert room.claimed_seats() == {0}
        logs = _in_worker(qtbot, lambda: driver.get_log("browser"))
        assert [entry for entry in logs if entry["level"] == "SEVERE"] == []  # no CSP refusal, no error
    finally:
        _in_worker(qtbot, driver.quit)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_an_arabic_phone_reads_right_to_left(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("ar"))
    try:

        def look() -> list[str]:
            driver.get(address.join_url)
            _until(driver, "return document.querySelectorAll('#seat-list button').length === 3")
            return driver.execute_script("return [document.documentElement.lang, document.documentElement.dir]")

        assert _in_worker(qtbot, look) == ["ar", "rtl"]
    finally:
        _in_worker(qtbot, driver.quit)


WATCH_TRIES = (
    "window.tries = 0; window.timers = 0; window.closes = 0;"
    "const Socket = window.WebSocket; window.WebSocket = function (url) { window.tries += 1;"
    " const socket = new Socket(url); socket.addEventListener('close', () => { window.closes += 1; });"
    " return socket; };"
    "Object.assign(window.WebSocket, {OPEN: Socket.OPEN, CLOSED: Socket.CLOSED});"
    "const later = window.setTimeout; window.setTimeout = function (f, ms) {"
    " if (new Error().stack.includes('phone.js')) window.timers += 1; return later(f, ms); };"
)
"""Counts each later try to connect, each connection closed, and each timer the page's script
sets (a retry is one)."""
LOOK = (
    "return {status: document.getElementById('status').textContent,"
    " problem: document.getElementById('problem').textContent,"
    " shown: [...document.querySelectorAll('main > section')].filter(s => !s.hidden).length,"
    " tries: window.tries, timers: window.timers}"
)
PIPS = "return document.querySelectorAll('#die-face .pip').length"
SHOWN = (
    "return {turn: document.getElementById('turn').textContent,"
    " button: document.getElementById('throw-word').textContent,"
    " announced: document.getElementById('announce').textContent,"
    " pips: document.querySelectorAll('#die-face .pip').length}"
)


def _take_mia(driver: Any, address: Any) -> dict[str, Any]:
    """(In the worker) join, take Mia's seat, wait for her turn: what the phone shows."""
    driver.get(address.join_url)
    _until(driver, "return document.querySelectorAll('#seat-list button').length === 3")
    driver.find_elements("css selector", "#seat-list button")[0].click()
    _until(driver, PLAYING + "!document.getElementById('throw').disabled")
    return driver.execute_script(SHOWN)


def _shown_once(driver: Any, script: str) -> dict[str, Any]:
    """(In the worker) what the phone shows once ``script`` holds."""
    _until(driver, script)
    return driver.execute_script(SHOWN)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_the_die_is_blank_until_someone_throws(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:
        before = _in_worker(qtbot, lambda: _take_mia(driver, address))
        assert before["pips"] == 0  # nobody has thrown: no face (a 6 would read as someone's 6)
        assert before["turn"] == "Your turn, Mia!" and before["button"] == "Throw"

        room.publish(table(turn=1, dice=(4,), squares=(5, 0, 0), last_turn="Mia threw 4."))
        assert _in_worker(qtbot, lambda: _shown_once(driver, PIPS + " === 4"))["pips"] == 4

        room.publish(table())  # a rematch: nobody has thrown in it yet
        assert _in_worker(qtbot, lambda: _shown_once(driver, PIPS + " === 0"))["turn"] == "Your turn, Mia!"
    finally:
        _in_worker(qtbot, driver.quit)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_six_that_earns_another_throw_is_shown_and_said(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:
        _in_worker(qtbot, lambda: _take_mia(driver, address))
        room.publish(table(last_turn="Leo threw 2."))  # Leo's last turn before Mia's
        done = "return document.getElementById('announce').textContent"
        assert _in_worker(qtbot, lambda: _until(driver, done + ".includes('Leo threw 2.')"))
        room.publish(table(dice=(6,), throw_again=True, last_turn="Leo threw 2."))  # Mia threw a 6: her turn goes on
        turn = "return document.getElementById('turn').textContent"
        shown = _in_worker(qtbot, lambda: _shown_once(driver, turn + ".includes('again')"))
        assert shown["pips"] == 6
        assert shown["turn"] == "You threw 6: throw again, Mia!" and shown["button"] == "Throw again"
        assert shown["announced"] == "You threw 6: throw again, Mia!"  # the live region says it (once)

        room.publish(table(dice=(6, 6), throw_again=True))  # and again: said again
        announced = "return document.getElementById('announce').textContent"
        shown = _in_worker(qtbot, lambda: _shown_once(driver, announced + ".includes('6 and 6')"))
        assert shown["turn"] == "You threw 6 and 6: throw again, Mia!"

        room.publish(table(turn=1, dice=(6, 6, 2), squares=(15, 0, 0), last_turn="Mia threw 6, 6, 2."))
        shown = _in_worker(qtbot, lambda: _shown_once(driver, turn + ' === "Leo\'s turn"'))
        assert shown["pips"] == 2 and shown["button"] == "Wait for your turn"

        room.publish(table(turn=1, dice=(6,), throw_again=True, squares=(15, 0, 0)))  # Leo threw a 6
        shown = _in_worker(qtbot, lambda: _shown_once(driver, announced + ".includes('Leo threw')"))
        assert shown["turn"] == "Leo threw 6 and throws again."
    finally:
        _in_worker(qtbot, driver.quit)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_room_closed_on_the_tv_is_said_and_the_phone_stops_trying(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:

        def join() -> None:
            driver.get(address.join_url)
            _until(driver, "return document.querySelectorAll('#seat-list button').length === 3")
            # count every later try to connect, and every timer the page sets (a retry is one)
            driver.execute_script(WATCH_TRIES)

        _in_worker(qtbot, join)
        room.close()

        def closed() -> dict[str, Any]:
            _until(driver, "return document.getElementById('status').textContent")
            driver.execute_script("window.dispatchEvent(new Event('online'))")  # the Wi-Fi back: no try
            driver.execute_script("document.dispatchEvent(new Event('visibilitychange'))")  # nor on waking
            return driver.execute_script(LOOK)

        shown = _in_worker(qtbot, closed)
        assert shown["status"] == "The room was closed on the TV."  # not "Connection lost: reconnecting…"
        assert shown["problem"] == "The room was closed on the TV. To try again, reload this page."
        assert shown["shown"] == 0  # no seats, no die of a room that is gone
        assert shown["tries"] == 0 and shown["timers"] == 0  # no retry now, none set for later
    finally:
        _in_worker(qtbot, driver.quit)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_phone_locked_out_says_so_and_stops_trying(qtbot) -> None:
    room = RoomServer(limits=Limits(per_address_tries=1))  # one wrong code locks the phone out
    address = room.open(table(), loopback=True)
    wrong = "0000" if address.code != "0000" else "1111"
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:

        def guess() -> dict[str, Any]:
            driver.get(address.url + "#" + wrong)
            _until(
                driver,
                "return document.getElementById('problem').textContent && !document.getElementById('join').hidden",
            )
            driver.execute_script(WATCH_TRIES)
            driver.find_element("id", "code").send_keys(address.code)  # the right code, too late
            driver.find_element("id", "join-button").click()
            _until(driver, "return document.getElementById('problem').textContent.includes('wait')")
            driver.execute_script("window.dispatchEvent(new Event('online'))")
            return driver.execute_script(LOOK)

        shown = _in_worker(qtbot, guess)
        assert (
            shown["problem"]
            == "Too many wrong codes from this phone: wait a few minutes. To try again, reload this page."
        )
        assert shown["shown"] == 0 and shown["status"] == ""
        assert shown["tries"] == 1 and shown["timers"] == 0  # the one join tried, and no retry after it
    finally:
        _in_worker(qtbot, driver.quit)
        room.close()
        room.deleteLater()


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_phone_whose_seat_is_freed_keeps_the_message_and_its_connection(qtbot, room: RoomServer) -> None:
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:
        _in_worker(qtbot, lambda: _take_mia(driver, address))
        _in_worker(qtbot, lambda: driver.execute_script(WATCH_TRIES))
        room.free_seat(0)  # the host frees Mia's seat
        seats = "return !document.getElementById('seats').hidden && document.getElementById('problem').textContent"
        _in_worker(qtbot, lambda: _until(driver, seats))
        room.publish(table(turn=1, dice=(3,), squares=(4, 0, 0), last_turn="Mia threw 3."))  # the game goes on
        names = "return [...document.querySelectorAll('#seat-list .seat-note')].map(e => e.textContent)"
        _in_worker(qtbot, lambda: _until(driver, names + ".every(n => n === 'free')"))
        shown = _in_worker(qtbot, lambda: driver.execute_script(LOOK))
        assert shown["problem"] == "Your seat was freed on the TV: pick a seat."  # kept while it picks
        assert shown["status"] == "" and shown["tries"] == 0 and shown["timers"] == 0  # still connected
        assert room.watchers() == 1
    finally:
        _in_worker(qtbot, driver.quit)


@pytest.mark.skipif(CHROMIUM is None or DRIVER is None, reason="needs chromium and chromium-driver (apt)")
def test_a_phone_left_with_a_lost_seat_and_no_code_asks_for_the_code(qtbot) -> None:
    room = RoomServer(limits=Limits(hello_seconds=0.5))  # a connection that has not joined goes soon
    address = room.open(table(), loopback=True)
    driver = _in_worker(qtbot, lambda: _browser("en"))
    try:

        def come_back() -> dict[str, Any]:
            driver.get(address.url)  # (no code in the address)
            _until(driver, "return !document.getElementById('join').hidden")
            # a seat's token kept from an earlier room, and no code: its seat is gone
            driver.execute_script("localStorage.setItem('snl-room', JSON.stringify({token: 'gone-seat-token'}))")
            driver.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": WATCH_TRIES})
            driver.refresh()
            _until(driver, "return window.closes >= 1")
            return driver.execute_script(LOOK)

        shown = _in_worker(qtbot, come_back)
        assert shown["problem"] == "Your seat was freed on the TV: pick a seat."
        assert shown["tries"] == 1 and shown["timers"] == 0  # it asks for the code, and does not retry
        joining = "return !document.getElementById('join').hidden && document.getElementById('status').textContent"
        assert _in_worker(qtbot, lambda: driver.execute_script(joining)) == ""
    finally:
        _in_worker(qtbot, driver.quit)
        room.close()
        room.deleteLater()
