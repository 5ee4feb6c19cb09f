#!/usr/bin/env python3
"""The game viewer and the hall screen in headless Chromium (issue 30 part 3).

On a demo event (every game stored with its record):
1. A result in the crosstable leads to its game's viewer, which shows the last position; Back,
   the key ← and a click on a move change the drawing and mark the move shown; Home shows the
   start (24 pieces: Russian draughts' start, hand-counted); Flip turns the board; the address
   keeps the ply shown, so a reload shows it again.
2. The hall with ?cycle=3 shows at least two of its views in turn within 10 s, one at a time;
   a result corrected meanwhile reaches it without reload, and its page holds as many
   elements afterwards as before (the views are replaced, never added).

Usage: viewer_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import json
import subprocess
import sys
import tempfile
import time
import urllib.request

from browser_support import Run, free_port
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome


def wait_for(what, check, seconds=10, explain=None):
    RUN.wait_for(what, check, seconds, explain)


def main():
    work = tempfile.TemporaryDirectory()
    damka("demo", "--players", "8", "--rounds", "3", "--out", work.name)
    db = f"{work.name}/demo-russian.db"
    chief = damka("token", "create", "--db", db, "--role", "chief").strip()
    port = free_port()
    server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"], stdout=subprocess.PIPE,
                              text=True)
    base = f"http://127.0.0.1:{port}"
    browser = chrome()
    browser.set_window_size(1280, 900)
    js = browser.execute_script
    try:
        server.stdout.readline()  # "damka serve: http://..." once it listens

        # 1. The crosstable's first linked result opens its game.
        browser.get(f"{base}/en/crosstable")
        link = browser.find_element(By.CSS_SELECTOR, "main a[href^='en/game/']")
        target = link.get_attribute("href")
        link.click()
        wait_for("the viewer opens", lambda: browser.current_url.startswith(target) and js(
            "return !!document.querySelector('#diagram svg');"))
        js("window.notReloaded = true;")
        last = int(js("return document.getElementById('viewer').dataset.last;"))
        assert last > 4, f"a demo game of {last} plies"
        state = lambda: js("const c = document.querySelector('#moves a.current');"
                           "return [c ? Number(c.dataset.ply) : 0, document.getElementById('ply-title').textContent,"
                           " document.querySelector('#diagram svg').outerHTML,"
                           " document.querySelectorAll('#diagram .piece').length];")
        ply, title, svg, _ = state()
        assert ply == last, (ply, last)
        browser.find_element(By.ID, "back").click()
        wait_for("Back shows the ply before", lambda: state()[0] == last - 1)
        assert state()[2] != svg and state()[1] != title, "the drawing did not change"
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_LEFT)
        wait_for("← steps back once more", lambda: state()[0] == last - 2)
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.ARROW_RIGHT)
        wait_for("→ steps forward", lambda: state()[0] == last - 1)
        browser.find_element(By.CSS_SELECTOR, "#moves a.move[data-ply='3']").click()
        wait_for("a click on the third move shows it", lambda: state()[0] == 3)
        browser.find_element(By.TAG_NAME, "body").send_keys(Keys.HOME)
        wait_for("Home shows the start", lambda: state()[0] == 0 and state()[3] == 24)
        assert "ply=0" in browser.current_url, browser.current_url
        browser.find_element(By.ID, "flip").click()
        wait_for("Flip turns the board", lambda: 'data-flipped="1"' in state()[2])
        assert js("return window.notReloaded === true;"), "the viewer was reloaded"
        browser.refresh()
        wait_for("a reload shows the same ply, flipped",
                 lambda: state()[0] == 0 and 'data-flipped="1"' in state()[2])
        print("ok: the viewer steps, jumps and flips without reload; the address keeps the ply")

        # 2. The hall cycles its views and follows a change in place.
        browser.get(f"{base}/en/hall?cycle=3&boards=2")  # board 4, corrected below, is not drawn
        seen = set()
        end = time.time() + 10
        while time.time() < end and len(seen) < 2:
            shown = js("return [...document.querySelectorAll('section.view')].filter(v => !v.hidden)"
                       ".map(v => v.dataset.view);")
            assert len(shown) == 1, f"{len(shown)} views shown at once"
            seen.add(shown[0])
            time.sleep(0.5)
        assert len(seen) >= 2, f"only {seen} shown in 10 s"
        js("window.notReloaded = true;")
        elements = js("return document.getElementsByTagName('*').length;")
        version = js("return document.getElementById('content').dataset.version;")
        games = json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/3"))["games"]
        board = games[-1]["board"]
        corrected = "0-1" if games[-1]["result"] == "1-0" else "1-0"
        request = urllib.request.Request(f"{base}/api/v1/rounds/3/boards/{board}/result",
                                         data=json.dumps({"result": corrected}).encode(),
                                         headers={"Authorization": f"Bearer {chief}",
                                                  "Content-Type": "application/json"})
        with urllib.request.urlopen(request) as answer:
            assert answer.status == 200
        wait_for("the hall takes the change", lambda: js(
            "return document.getElementById('content').dataset.version;") != version)
        assert js("return window.notReloaded === true;"), "the hall was reloaded"
        after = js("return document.getElementsByTagName('*').length;")
        assert after == elements, f"{elements} elements before the change, {after} after"
        print(f"ok: the hall showed {sorted(seen)} in turn and took a result without reload ({after} elements)")
    finally:
        browser.quit()
        server.terminate()
        server.wait(5)
    print("2 passed, 0 failed")


if __name__ == "__main__":
    main()
