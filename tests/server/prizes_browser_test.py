#!/usr/bin/env python3
"""Issue 45 §3 in headless Chromium: an arbiter gives a finished event its prizes on the Russian
desk alone, and opens the prize list for the ceremony.

A round robin of six (five rounds, played through the CLI: the lower start number wins every
game, so Игрок 1 ends with 5 points, Игрок 2 with 4 ... Игрок 6 with 0). Игрок 2 and Игрок 4
are women, Игрок 5 was born in 2016 (under 12 in 2026). On the desk's prize page
(/ru/desk/prizes) the chief adds 1st 1000, 2nd 500, 3rd 300, the best woman 200 and under 12
100; one prize sent without its age is refused naming the field «Возраст»; the settings are
saved. Worked by hand: 1st Игрок 1, 2nd Игрок 2 (a woman, but 500 is more than 200), 3rd
Игрок 3, the women's prize Игрок 4, under 12 Игрок 5. The round's final action offers the
prize list; its print and the public page show the same, with no English word, and the print
fits an upright A4 sheet. Screenshots of the prize page at 1280 and 360 px and of the print go
to SHOTS.

Usage: prizes_browser_test.py DAMKA_BINARY CHROMEDRIVER SHOTS_FOLDER
"""
import base64
import csv
import io
import os
import re
import sys
import tempfile

from browser_support import Run
from desk_support import Desk, fail_on_english
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER, SHOTS = sys.argv[1:4]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, wait_for = RUN.damka, RUN.wait_for
PLAYERS = 6


def fail(what):
    sys.exit(f"FAILED: {what}")


def finished_round_robin(db, work):
    damka("event", "create", "--db", db, "--name", "Кубок клуба", "--system", "rr", "--rounds", str(PLAYERS - 1),
          "--language", "ru", "--from", "2026-12-05")
    extra = {2: ["--sex", "F"], 4: ["--sex", "F"], 5: ["--born", "2016"]}
    for i in range(1, PLAYERS + 1):
        damka("player", "add", "--db", db, f"Игрок {i}", "--rating", str(2000 - 10 * i), *extra.get(i, []))
    for r in range(1, PLAYERS):
        damka("round", "pair", "--db", db)
        damka("round", "publish", "--db", db)
        path = f"{work}/round{r}.txt"
        with open(path, "w") as f:
            f.write(results_of(damka("pairings", "--db", db, "--round", str(r), "--format", "csv", "--lang", "en")))
        damka("result", "enter", "--db", db, "--round", str(r), path)


def results_of(pairings_csv):
    """BOARD RESULT lines: the lower start number wins ("Bo,SNo,White,Pts,Result,Pts,SNo,Black")."""
    rows = list(csv.reader(io.StringIO(pairings_csv)))[1:]
    return "".join(f"{row[0]} {'1-0' if int(row[1]) < int(row[6]) else '0-1'}\n" for row in rows if row and row[6])


def shoot(browser, name, width):
    """The whole page at `width` px, as tall as it is; the window is left at that width."""
    os.makedirs(SHOTS, exist_ok=True)
    browser.set_window_size(width, 800)
    height = browser.execute_script("return document.documentElement.scrollHeight")
    browser.set_window_size(width, height + 140)  # the window's frame above the page
    browser.save_screenshot(os.path.join(SHOTS, name))


def fits_a4(b):
    """The print laid out for print media in the upright A4 sheet's printable width (210 mm less
    the 10 mm margins of print_pages.css, at 96 px to the inch: 718 px) holds its table, and
    Chromium prints it on A4 pages (595 x 842 pt)."""
    width, height = round(190 * 96 / 25.4), round(277 * 96 / 25.4)
    b.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    b.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                      {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
    right = b.execute_script("let right = document.documentElement.scrollWidth;"
                             "for (const el of document.querySelectorAll('body *'))"
                             "  right = Math.max(right, el.getBoundingClientRect().right);"
                             "return right;")
    if right > width + 0.5:
        fail(f"the prize print is {right:.0f} px wide; the A4 sheet prints {width} px")
    pdf = base64.b64decode(b.execute_cdp_cmd("Page.printToPDF", {"preferCSSPageSize": True})["data"])
    boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
    if not boxes or any(abs(float(w) - 595.3) > 2 or abs(float(h) - 841.9) > 2 for w, h in boxes):
        fail(f"the prize print's pages are not upright A4: {boxes}")
    b.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    b.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def allocation(d):
    """The allocation table's rows as their cells' text."""
    return d.js("return [...document.querySelectorAll('#prize-allocation tbody tr')]"
                ".map(r => [...r.cells].map(c => c.textContent.trim()));")


def row_of(rows, name):
    found = [r for r in rows if any(c == name or c.startswith(name + " ") for c in r)]
    if len(found) != 1:
        fail(f"{name} is not in one row of the allocation: {rows}")
    return " | ".join(found[0])


def main():
    work = tempfile.TemporaryDirectory()
    db = f"{work.name}/ev.db"
    finished_round_robin(db, work.name)
    chief = RUN.token(db, "chief")
    base = RUN.serve(db)
    b = RUN.chrome(1280, 900)
    d = Desk(RUN, b, "ru")
    try:
        b.get(f"{base}/ru/desk#token={chief}")
        d.wait_for("the desk", lambda: d.js("return document.getElementById('who').textContent") != "")
        if d.js("return document.getElementById('round-state').dataset.stage") != "over":
            fail("the event is not over on the desk")
        if d.js("return document.querySelector('#round-state a[href$=\"/print/prizes\"]')") is not None:
            fail("the prize list is offered before the event has one")
        d.tab("prizes")
        d.note_page()
        prizes = [{"kind": "place", "place": "1", "amount": "1000"},
                  {"kind": "place", "place": "2", "amount": "500"},
                  {"kind": "place", "place": "3", "amount": "300"},
                  {"kind": "women", "place": "1", "amount": "200"},
                  {"kind": "under", "place": "1", "age": "12", "amount": "100", "name": "Кубок"}]
        # The form shows the fields its kind reads: no age for a place, an age for juniors.
        def shown():
            return d.js("const f = document.getElementById('prize-add');"
                        "return ['age', 'rating', 'club_top', 'amount'].map(n => f.elements[n].offsetParent !== null);")
        if shown() != [False, False, False, True]:
            fail(f"a place prize's form shows age, rating band, club's K, amount: {shown()}")
        d.fill(d.form("api/v1/prizes"), {"kind": "under"})
        if shown() != [True, False, False, True]:
            fail(f"a junior prize's form shows age, rating band, club's K, amount: {shown()}")
        # The junior prize sent first without its age: refused, the field named by its label.
        said = d.submit("api/v1/prizes", {"kind": "under", "place": "1", "age": "", "amount": "100"},
                        expect="Возраст")
        if d.js("return document.getElementById('prize-list').dataset.prizes") != "0":
            fail(f"a refused prize was added: {said}")
        for prize in prizes:
            said = d.submit("api/v1/prizes", prize)
            if d.js("return document.querySelector('#prize-add output').classList.contains('refused')"):
                fail(f"the prize {prize} was refused: {said}")
        if d.js("return document.getElementById('prize-list').dataset.prizes") != "5":
            fail("the list is not five prizes long")
        d.submit("api/v1/prizes/settings", {"shared": "hort", "withdrawn_eligible": True})
        if d.js("return document.querySelector('#prize-settings select[name=shared]').value") != "hort":
            fail("the settings were not kept")
        rows = allocation(d)
        for name, amount in [("Игрок 1", "1000"), ("Игрок 2", "500"), ("Игрок 3", "300"), ("Игрок 4", "200"),
                             ("Игрок 5", "100")]:
            if amount not in row_of(rows, name):
                fail(f"{name} is not given {amount}: {row_of(rows, name)}")
        if any("Игрок 6" in " ".join(r) for r in rows):
            fail(f"Игрок 6 has a prize: {rows}")
        d.note_page()
        shoot(b, "prizes-desk-1280.png", 1280)
        b.set_window_size(360, 800)
        b.refresh()
        d.wait_for("the prize page on a phone",
                   lambda: d.js("return document.getElementById('who').textContent") != "")
        small = d.js("return [...document.querySelectorAll('#prizes button')]"
                     ".filter(e => e.getBoundingClientRect().height < 44).length")
        if small:
            fail(f"{small} buttons of the prize page are less than 44 px high on a phone")
        shoot(b, "prizes-desk-360.png", 360)
        b.set_window_size(1280, 900)
        # The round's final action offers the prize list now.
        d.tab("round")
        if d.js("return document.querySelector('#round-state a.more[href*=\"ru/print/prizes\"]')") is None:
            fail("the last round's action does not offer the prize list")
        # The desk's prints list it too, with its CSV.
        d.tab("prints")
        d.note_page()
        for href in ["ru/print/prizes", "api/v1/prizes.csv?lang=ru"]:
            if d.js("return document.querySelector('#prints a[href=\"' + arguments[0] + '\"]')", href) is None:
                fail(f"the desk's prints do not link {href}")
        # The printout for the ceremony, from the prize page's link, in a tab of its own.
        d.tab("prizes")
        desk_window = b.current_window_handle
        b.find_element(By.ID, "prize-print").click()
        wait_for("the print's tab", lambda: len(b.window_handles) == 2)
        b.switch_to.window([w for w in b.window_handles if w != desk_window][0])
        wait_for("the prize print", lambda: b.execute_script("return document.body.dataset.print") == "prizes")
        fail_on_english(b, "the prize print")
        text = b.find_element(By.TAG_NAME, "body").text
        for name in ["Игрок 1", "Игрок 2", "Игрок 3", "Игрок 4", "Игрок 5", "Призы"]:
            if name not in text:
                fail(f"the print does not name {name}: {text}")
        shoot(b, "prizes-print-1280.png", 1280)
        fits_a4(b)
        b.close()
        b.switch_to.window(desk_window)
        # The public page, in the site's navigation.
        b.get(f"{base}/ru/standings")
        b.find_element(By.CSS_SELECTOR, "nav a[href=\"ru/prizes\"]").click()
        wait_for("the public prize page", lambda: b.execute_script(
            "return !!document.getElementById('prize-allocation')"))
        fail_on_english(b, "the public prize page")
    finally:
        b.quit()
        RUN.server.terminate()
    print("prizes run passed")


if __name__ == "__main__":
    main()
