"""Phones in a real browser for the quiz's tests: Debian's Chromium, headless, at a phone's size
(390×844), driven by Selenium from a worker thread while the test's thread runs Qt's event loop
(the room answers on that loop: a browser waiting on it must never wait on this thread)."""

from __future__ import annotations

import shutil
import threading
from collections.abc import Callable
from typing import Any

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
DRIVER = shutil.which("chromedriver")
AVAILABLE = bool(CHROMIUM and DRIVER)
SHOWN = "return !document.getElementById('{panel}').hidden && "
TEXT = "document.getElementById('{id}').textContent"


def browser(language: str) -> Any:
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


def in_worker(qtbot: Any, work: Callable[[], Any]) -> Any:
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


def until(driver: Any, script: str) -> Any:
    """Wait (in the worker) until the page's ``script`` returns something true."""
    from selenium.webdriver.support.ui import WebDriverWait

    return WebDriverWait(driver, 60, poll_frequency=0.05).until(lambda d: d.execute_script(script))


def join(driver: Any, url: str, nickname: str) -> str:
    """(In the worker) open ``url``, type the nickname, join: the waiting words."""
    driver.get(url)
    until(driver, SHOWN.format(panel="join") + "document.activeElement.id === 'nickname'")
    driver.find_element("id", "nickname").send_keys(nickname)
    driver.find_element("id", "join-button").click()
    return until(driver, SHOWN.format(panel="wait") + TEXT.format(id="wait-text"))


def tap(driver: Any, squares: list[int]) -> None:
    """(In the worker) tap each square's option button, once the page has drawn it (on a busy
    machine the question can show a moment before its options)."""
    for square in squares:
        selector = f"#options button[data-square='{square}']"
        until(driver, f'return document.querySelector("{selector}") !== null')
        driver.find_element("css selector", selector).click()
