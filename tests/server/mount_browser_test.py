#!/usr/bin/env python3
"""An event mounted under a prefix in headless Chromium (issue 45): every page of a festival's
section works at /t/<slug>/ as a server of that event alone works at /.

`damka serve --dir` serves a folder of two events: a four-player Swiss with round 1 published
(open.db, at /t/open/) and a demo event whose games are stored with their records
(demo-russian.db, at /t/demo-russian/). In the browser:
1. /t/open (no slash) leads to /t/open/en/, whose <base> is the mount; its style sheet loads
   from the mount and a link of its menu stays in it.
2. The desk with the chief's token in the fragment knows the token (GET api/v1/token under the
   mount); its language switch leads to the same desk page in Russian under the mount, with the
   query and the token, also after the page changed its address.
3. A board's token made on the desk links to that board's page under the mount, which knows the
   token and draws the board; the arbiter's results page of the round in hand enters a result.
4. The boards' links made from the desk's round strip: the slips' QR links are whole addresses
   under the mount.
5. The demo's crosstable leads to a game's viewer under the mount; its steps keep the address
   in it (?ply=). A result entered by the CLI reaches an open page of the mounted Swiss through
   its event stream, without reload.

Usage: mount_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import subprocess
import sys
import tempfile

from browser_support import Run, free_port
from desk_support import Desk
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome, wait_for = RUN.damka, RUN.chrome, RUN.wait_for


def main():
    work = tempfile.TemporaryDirectory()
    folder = f"{work.name}/festival"
    damka("demo", "--players", "8", "--rounds", "3", "--out", folder)
    open_db = f"{folder}/open.db"
    RUN.four_players_paired(open_db, "--name", "Mounted Open", "--rounds", "3")
    chief = damka("token", "create", "--db", open_db, "--role", "chief").strip()
    port = free_port()
    RUN.server = subprocess.Popen([DAMKA, "serve", "--dir", folder, "--listen", f"127.0.0.1:{port}"],
                                  stdout=subprocess.PIPE, text=True)
    root = f"http://127.0.0.1:{port}"
    mount = f"{root}/t/open/"
    browser = chrome(1280, 900)
    js = browser.execute_script
    passed = 0
    try:
        RUN.server.stdout.readline()  # "damka serve: http://..." once it listens

        # 1. Into the mount, its style sheet from it, a link that stays in it.
        browser.get(f"{root}/t/open")
        wait_for("the overview under the mount", lambda: browser.current_url == f"{mount}en/",
                 explain=lambda: browser.current_url)
        assert js("return document.baseURI") == mount, js("return document.baseURI")
        assert js("return [...document.styleSheets].some(s => s.href === arguments[0] && s.cssRules.length > 0)",
                  f"{mount}assets/site.css"), "site.css not loaded from the mount"
        browser.find_element(By.CSS_SELECTOR, "nav a[href='en/standings']").click()
        wait_for("the standings under the mount", lambda: browser.current_url == f"{mount}en/standings",
                 explain=lambda: browser.current_url)
        passed += 1
        print("ok: the mount's pages, files and links")

        # 2. The desk knows its token; the language switch keeps the page under the mount.
        browser.get(f"{mount}en/desk?tab=event#token={chief}")
        wait_for("the desk knows the chief's token", lambda: js("return document.getElementById('who').textContent"))
        switch = lambda: browser.find_element(By.CSS_SELECTOR, "a[data-lang-switch]").get_attribute("href")
        wait_for("the switch keeps the mount, the query and the token",
                 lambda: switch() == f"{mount}ru/desk?tab=event#token={chief}", explain=switch)
        js("history.pushState(null, '', '/t/open/en/desk/event?x=1' + location.hash);")
        browser.find_element(By.CSS_SELECTOR, "a[data-lang-switch]").click()
        wait_for("the Russian page of the tab shown, under the mount",
                 lambda: browser.current_url == f"{mount}ru/desk/event?x=1#token={chief}",
                 explain=lambda: browser.current_url)
        passed += 1
        print("ok: the desk's token and the language switch under the mount")

        # 3. A board's token lands on its board page under the mount; the arbiter's results page.
        d = Desk(RUN, browser, "en")
        browser.get(f"{mount}en/desk/access#token={chief}")
        wait_for("the access page knows the token", lambda: js("return document.getElementById('who').textContent"))
        d.submit("api/v1/tokens", {"role": "board", "board": "1", "round": "1", "expires": "2d"}, expect="")
        link = lambda: js("const a = document.querySelector('#new-token a'); return a ? a.href : ''")
        wait_for("the board token's link under the mount", lambda: link().startswith(f"{mount}en/board/1/1#token="),
                 explain=link)
        phone = chrome(360, 740)
        try:
            phone.get(link())
            wait_for("the board page knows its token and draws the board", lambda: phone.execute_script(
                "return document.getElementById('who').textContent !== '' && !!document.querySelector('#diagram svg');"))
        finally:
            phone.quit()
        browser.get(f"{mount}en/results#token={chief}")
        wait_for("the results page of the round in hand", lambda: js(
            "return !!document.querySelector('li[data-board=\"2\"] button[data-result=\"0-1\"]:not([disabled])');"))
        browser.find_element(By.CSS_SELECTOR, "li[data-board='2'] button[data-result='0-1']").click()
        wait_for("the result stored", lambda: "0-1" in damka("pairings", "--db", open_db, "--round", "1"), seconds=15)
        passed += 1
        print("ok: a board's token lands on its page, the results page enters a result, under the mount")

        # 4. The boards' links for the slips, whole addresses under the mount.
        browser.get(f"{mount}en/desk#token={chief}")
        wait_for("the desk's round strip", lambda: js("return document.getElementById('who').textContent"))
        browser.find_element(By.CSS_SELECTOR, "#round-state form[data-api='api/v1/rounds/1/board-tokens'] button").click()
        wait_for("the boards' links made", lambda: js("return !!document.querySelector('#round-state .links');"))
        browser.get(f"{mount}en/print/slips/1#token={chief}")
        wait_for("the slips' QR codes", lambda: js("return document.body.dataset.links") == "2")
        links = js("return [...document.querySelectorAll('.board-link figure.qr-link')].map(f => f.dataset.link);")
        assert len(links) == 2 and all(l.startswith(f"{mount}en/board/1/") for l in links), links
        passed += 1
        print("ok: the slips' board links under the mount")

        # 5. The demo's game viewer under its mount; the event stream reaches an open page.
        demo = f"{root}/t/demo-russian/"
        browser.get(f"{demo}en/crosstable")
        game = browser.find_element(By.CSS_SELECTOR, "main a[href^='en/game/']")
        target = game.get_attribute("href")
        assert target.startswith(f"{demo}en/game/"), target
        game.click()
        wait_for("the viewer opens", lambda: browser.current_url.startswith(target) and js(
            "return !!document.querySelector('#diagram svg');"))
        js("window.notReloaded = true;")
        browser.find_element(By.ID, "first").click()
        wait_for("the first position, its address under the mount", lambda: browser.current_url == target.split("?")[0]
                 + "?ply=0", explain=lambda: browser.current_url)
        assert js("return document.getElementById('flip').href").startswith(f"{demo}en/game/")
        browser.get(f"{mount}en/rounds/1")
        js("window.notReloaded = true;")
        version = js("return document.getElementById('content').dataset.version")
        damka("result", "set", "--db", open_db, "--round", "1", "1", "1-0")
        wait_for("the change through the event stream, without reload", lambda: js(
            "return window.notReloaded === true && document.getElementById('content').dataset.version !== arguments[0];",
            version), seconds=15)
        passed += 1
        print("ok: the game viewer and the event stream under the mount")
    finally:
        browser.quit()
        RUN.server.terminate()
        RUN.server.wait(5)
    print(f"{passed} passed, 0 failed")


if __name__ == "__main__":
    main()
