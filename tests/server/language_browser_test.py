#!/usr/bin/env python3
"""Issue 44 §4 in headless Chromium: the language switch keeps the token and the page.

A four-player event served by `damka serve --lang ru --arbiter 'Иванов И. И.'`; the desk is
opened in English with the chief's token in the fragment and a query (/en/desk?tab=event#token=…);
the frame's link to the Russian page (a[data-lang-switch]) leads to /ru/desk?tab=event#token=…,
where the desk knows the token (it shows the chief's forms); after the page changes its own
address (a desk tab, history.pushState) the link follows it. The Russian desk's event part picks
tie-breaks from a list of their Russian names and shows them in the header.

Usage: language_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import subprocess
import sys
import tempfile

from browser_support import Run, free_port
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome


def main():
    work = tempfile.TemporaryDirectory()
    db = f"{work.name}/language.db"
    damka("event", "create", "--db", db, "--name", "Language Open", "--rounds", "3", "--time-control", "45+15")
    for name in ["Ann", "Bob", "Cid", "Dan"]:
        damka("player", "add", "--db", db, name, "--rating", "1800")
    chief = damka("token", "create", "--db", db, "--role", "chief").strip()
    port = free_port()
    RUN.server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}", "--lang", "ru"],
                                  stdout=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    browser = chrome(1280, 900)
    try:
        first = RUN.server.stdout.readline()
        assert f"{base}/ru/" in first, first
        browser.get(f"{base}/en/desk?tab=event#token={chief}")
        switch = lambda: browser.find_element(By.CSS_SELECTOR, "a[data-lang-switch]").get_attribute("href")
        RUN.wait_for("the switch keeps the query and the token",
                     lambda: switch() == f"{base}/ru/desk?tab=event#token={chief}", explain=switch)
        browser.execute_script("history.pushState(null, '', '/en/desk/event?x=1' + location.hash);")
        browser.find_element(By.CSS_SELECTOR, "a[data-lang-switch]").click()
        RUN.wait_for("the Russian page of the tab the page was showing",
                     lambda: browser.current_url == f"{base}/ru/desk/event?x=1#token={chief}",
                     explain=lambda: browser.current_url)
        print("ok: the language switch keeps the page, its query and the token")

        browser.get(f"{base}/ru/desk/event#token={chief}")  # the desk's event page
        RUN.wait_for("the Russian desk knows the token",
                     lambda: browser.find_element(By.CSS_SELECTOR, "select[name=tiebreak_1]").is_enabled())
        options = browser.execute_script(
            "return [...document.querySelectorAll('select[name=tiebreak_1] option')].map(o => o.textContent);")
        assert "Коэффициент Бухгольца (BH)" in options, options
        header = browser.find_element(By.ID, "event").text
        assert "Дополнительные показатели по порядку:" in header, header
        print("ok: tie-breaks are picked by their Russian names and named in the header")
    finally:
        browser.quit()
        RUN.server.terminate()
        RUN.server.wait(5)
    print("2 passed, 0 failed")


if __name__ == "__main__":
    main()
