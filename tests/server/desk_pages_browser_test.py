#!/usr/bin/env python3
"""The desk's pages in headless Chromium (issue 44 §1, §2): a tab a page at its own address with
the token carried along, the place kept on reload and Back, a batch of results that survives a
reload until it is sent, the board grid naming who entered each result, the round's next
action, the boards' links made in one action and drawn as QR codes on the slips, and a revoke
that asks first — twice for the token the desk runs with. In Russian, with no English word on
the desk's pages.

Usage: desk_pages_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import json
import re
import subprocess
import sys
import tempfile
import urllib.error
import urllib.request

from browser_support import Run, free_port
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, wait_for = RUN.damka, RUN.wait_for
LATIN_WORD = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*\b")


def fail(what):
    sys.exit(f"FAILED: {what}")


def token_of(output):
    return re.search(r"[A-Za-z0-9_-]{40,}", output).group(0)


def serves(base, token):
    """Whether the server still takes the token (GET /api/v1/token)."""
    req = urllib.request.Request(f"{base}/api/v1/token", headers={"Authorization": f"Bearer {token}"})
    try:
        return urllib.request.urlopen(req).status == 200
    except urllib.error.HTTPError:
        return False


def main():
    work = tempfile.TemporaryDirectory()
    db, csv = f"{work.name}/ev.db", f"{work.name}/players.csv"
    with open(csv, "w", encoding="utf-8") as f:
        f.write("name,rating\n" + "".join(f"Игрок {i},{2200 - i * 10}\n" for i in range(1, 9)))
    damka("event", "create", "--db", db, "--name", "Кубок города", "--rounds", "3", "--language", "ru")
    damka("player", "import", "--db", db, csv)
    damka("round", "pair", "--db", db)
    damka("round", "publish", "--db", db)
    chief = token_of(damka("token", "create", "--db", db, "--role", "chief"))
    arbiter = token_of(damka("token", "create", "--db", db, "--role", "arbiter"))
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    RUN.server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"],
                                  stdout=subprocess.PIPE, text=True)
    RUN.server.stdout.readline()
    b = RUN.chrome(1280, 900)
    js = b.execute_script

    def on_desk(path):
        wait_for(f"the desk at {path}", lambda: b.current_url == f"{base}/ru/{path}#token={chief}"
                 and js("return document.getElementById('who').textContent") != "")

    def tab(name, path):
        b.find_element(By.CSS_SELECTOR, f"nav.desk-tabs a[data-tab={name}]").click()
        on_desk(path)
        current = js("return document.querySelector('nav.desk-tabs a[aria-current=page]').dataset.tab")
        if current != name:
            fail(f"the tab {name} is not the current one ({current})")

    def no_english():
        text = js("const c = document.body.cloneNode(true);"
                  "for (const e of c.querySelectorAll('script, #tokens td:first-child')) e.remove();"
                  "return c.innerText.replace(/\\/\\S+/g, ' ');")
        words = sorted(set(LATIN_WORD.findall(text)) - {"English"})
        if words:
            fail(f"English words on {b.current_url.split('#')[0]}: {words}")

    try:
        b.get(f"{base}/ru/desk#token={chief}")
        on_desk("desk")
        if js("return document.getElementById('round-state').dataset.stage") != "playing":
            fail("round 1 is not shown as being played")
        if "Кубок города" not in b.title or "Тур" not in b.title:
            fail(f"the title names the event and the page: {b.title}")
        no_english()
        # Tabs: each its own address, the token along; reload and Back keep the place.
        tab("players", "desk/players")
        if "Участники" not in b.title:
            fail(f"the players' page title: {b.title}")
        no_english()
        b.refresh()
        on_desk("desk/players")
        tab("results", "desk/results")
        no_english()
        b.back()
        on_desk("desk/players")
        b.forward()
        on_desk("desk/results")

        # The batch being typed survives a reload until it is sent.
        area = b.find_element(By.CSS_SELECTOR, "#batch textarea[name=text]")
        area.send_keys("1 1-0\n2 0-1")
        b.refresh()
        on_desk("desk/results")
        wait_for("the kept batch", lambda: js("return document.querySelector('#batch textarea').value") == "1 1-0\n2 0-1")
        b.find_element(By.CSS_SELECTOR, "#batch button[type=submit]").click()
        wait_for("the batch entered", lambda: js(
            "const li = document.querySelector('#board-grid li[data-board=\"2\"]');"
            "return li && li.dataset.entered === 'desk-batch';"))
        b.refresh()
        on_desk("desk/results")
        if js("return document.querySelector('#batch textarea').value") != "":
            fail("the batch sent is still kept")
        if js("return document.getElementById('round-state').dataset.results") != "2":
            fail("the round's state does not count the results in")
        # A board corrected on the grid: opened by a click, the arbiter's hand named.
        b.find_element(By.CSS_SELECTOR, "#board-grid li[data-board=\"3\"] summary").click()
        row = b.find_element(By.CSS_SELECTOR, "#board-grid li[data-board=\"3\"]")
        js("arguments[0].value = '1/2';", row.find_element(By.NAME, "result"))
        row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait_for("board 3 entered from the grid", lambda: js(
            "const li = document.querySelector('#board-grid li[data-board=\"3\"]');"
            "return li && li.dataset.result === '1/2' && li.dataset.entered === 'chief';"))

        # The boards' links in one action, then the QR codes on the slips.
        tab("round", "desk")
        b.find_element(By.CSS_SELECTOR, "form[data-api=\"api/v1/rounds/1/board-tokens\"] button").click()
        wait_for("the boards' links made", lambda: js(
            "const l = document.querySelector('#round-state .links'); return l && l.dataset.links === '4';"))
        slips = js("return document.querySelector('#round-state a[href*=\"/print/slips/1\"]').href")
        if not slips.endswith(f"/ru/print/slips/1#token={chief}"):
            fail(f"the slips' link carries no token: {slips}")
        b.get(slips)
        wait_for("the QR codes on the slips", lambda: js("return document.body.dataset.links") == "4")
        figures = js("return [...document.querySelectorAll('.board-link figure.qr-link')].map("
                     "f => [f.dataset.board, f.dataset.link, f.querySelector('figcaption').textContent,"
                     " f.querySelector('img').naturalWidth])")
        if len(figures) != 4:
            fail(f"{len(figures)} QR codes on the slips")
        board, link, caption, width = figures[0]
        if not re.fullmatch(rf"{base}/ru/board/1/{board}#token=[A-Za-z0-9_-]+", link) or width == 0:
            fail(f"the slip's QR: {figures[0]}")
        if not caption.startswith(f"Тур 1, доска {board}: Игрок"):
            fail(f"the QR's caption: {caption}")
        if not serves(base, link.split("#token=")[1]):
            fail("the slip's link has no working token")
        b.get(f"{base}/ru/print/pairings/1#token={chief}")
        wait_for("the QR codes under the pairings", lambda: js(
            "return document.querySelectorAll('section.board-links figure.qr-link').length") == 4)

        # Revoking asks first; the desk's own token twice.
        b.get(f"{base}/ru/desk/access#token={chief}")
        on_desk("desk/access")
        ids = {"chief": None, "arbiter": None}
        wait_for("the tokens listed", lambda: js("return document.querySelectorAll('#tokens button[data-revoke]').length") >= 2)
        me = js("return who.id")
        other = js("return [...document.querySelectorAll('#tokens tr')].filter("
                   "r => r.cells[1] && r.cells[1].textContent === 'судья').map(r => r.cells[0].textContent)[0]")
        b.find_element(By.CSS_SELECTOR, f"#tokens button[data-revoke=\"{other}\"]").click()
        wait_for("the question", lambda: js("return document.querySelector('#tokens .revoke-question') !== null"))
        no_english()
        if not serves(base, arbiter):
            fail("the arbiter's token was revoked before the answer")
        b.find_element(By.CSS_SELECTOR, "#tokens .revoke-yes").click()
        wait_for("the arbiter's token revoked", lambda: not serves(base, arbiter))
        wait_for("the tokens listed again", lambda: js(f"return document.querySelector('#tokens button[data-revoke=\"{me}\"]') !== null"))
        b.find_element(By.CSS_SELECTOR, f"#tokens button[data-revoke=\"{me}\"]").click()
        b.find_element(By.CSS_SELECTOR, "#tokens .revoke-yes").click()
        wait_for("the second question for the token in use", lambda: js("return document.querySelector('#tokens .revoke-own') !== null"))
        if not serves(base, chief):
            fail("the desk's own token was revoked on the first confirmation")
        b.find_element(By.CSS_SELECTOR, "#tokens .revoke-cancel").click()
        wait_for("the question gone", lambda: js("return document.querySelector('#tokens .revoke-own') === null"))
        if not serves(base, chief):
            fail("the desk's own token was revoked though cancelled")
        b.find_element(By.CSS_SELECTOR, f"#tokens button[data-revoke=\"{me}\"]").click()
        b.find_element(By.CSS_SELECTOR, "#tokens .revoke-yes").click()
        b.find_element(By.CSS_SELECTOR, "#tokens .revoke-own").click()
        wait_for("the desk's own token revoked", lambda: not serves(base, chief))
        wait_for("the desk saying it has no token", lambda: js(
            "return document.getElementById('who').textContent === document.querySelector('.desk-page').dataset.saysNone"))
    finally:
        b.quit()
        RUN.server.terminate()
        RUN.server.wait()
    print("desk pages: tabs, reload, Back, the kept batch, the grid, the boards' QR codes, revoking: as they should")


if __name__ == "__main__":
    main()
