#!/usr/bin/env python3
"""Prints and screens that fit (issue 44 §5), in headless Chromium, on a 40-player 7-round Swiss
(made with the CLI) whose first players have very long names and clubs:

1. Every print, of round 3 after round 7 as well as the latest, laid out as printed (print media
   emulated) in the printable width of the A4 sheet it asks for (210 or 297 mm less 10 mm
   margins, at CSS's 96 px to the inch) holds its tables within that width; printed to PDF by
   Chromium (DevTools Page.printToPDF with the page's own size) every page is A4 in the print's
   orientation (595 x 842 pt upright, 842 x 595 across).
2. The hall screen at 1280x720 and 1920x1080: in each of its views no element leaves the screen,
   and a text cut to fit ends in an ellipsis and keeps the whole in its title.
3. The live boards: a board nobody recorded says so (in Russian) instead of the starting
   position and full clocks, once the page's script has drawn the round.
4. The desk's round picker opens round 3's standings at their own address.

Screenshots go to /tmp/shots-prints/ (or $DAMKA_SHOTS).

Usage: prints_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import base64
import os
import re
import subprocess
import sys
import tempfile

from browser_support import Run, free_port
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome
SHOTS = os.environ.get("DAMKA_SHOTS", "/tmp/shots-prints")

MM = 96 / 25.4  # CSS px per millimetre
MARGIN = 10  # mm, print_pages.css
A4 = (210, 297)  # mm
PT = 72 / 25.4  # PDF points per millimetre

LONG_NAMES = {
    1: "Константинопольский-Переславский, Александр Вениаминович",
    2: "Wolfeschlegelsteinhausenbergerdorff, Hubert Blaine Maximilian",
    3: "Нурмухаммедов-Сулейманов, Абдурахманбек Исфандиярович",
}
LONG_CLUB = "Спортивный клуб шашек и шахмат «Динамо» Санкт-Петербургского отделения"

# Each print, and whether it goes across the sheet.
PRINTS = [("pairings/3", False), ("slips/3", False), ("checkin/3", False), ("standings/3", False),
          ("standings", False), ("cards/3", False), ("crosstable/3", True), ("crosstable", True),
          ("wallchart", True)]


def fits_in(browser, width):
    """The widest right edge of the page's boxes, laid out for print in `width` px."""
    return browser.execute_script(
        "let right = document.documentElement.scrollWidth;"
        "for (const el of document.querySelectorAll('body *'))"
        "  right = Math.max(right, el.getBoundingClientRect().right);"
        "return right;")


def check_prints(base, failures):
    browser = chrome()
    cdp = browser.execute_cdp_cmd
    try:
        cdp("Emulation.setEmulatedMedia", {"media": "print"})
        for page, across in PRINTS:
            wide, high = (A4[1], A4[0]) if across else A4
            width = round((wide - 2 * MARGIN) * MM)
            cdp("Emulation.setDeviceMetricsOverride",
                {"width": width, "height": round((high - 2 * MARGIN) * MM), "deviceScaleFactor": 1, "mobile": False})
            browser.get(f"{base}/en/print/{page}")
            tables = browser.execute_script("return document.querySelectorAll('table').length;")
            if tables == 0:
                failures.append(f"print/{page}: no table")
                continue
            right = fits_in(browser, width)
            if right > width + 0.5:
                failures.append(f"print/{page}: {right:.0f} px wide, the A4 sheet prints {width} px")
            browser.save_screenshot(f"{SHOTS}/print-{page.replace('/', '-')}.png")
            pdf = base64.b64decode(cdp("Page.printToPDF", {"preferCSSPageSize": True})["data"])
            boxes = re.findall(rb"/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]", pdf)
            want = (wide * PT, high * PT)
            wrong = [b for b in boxes if abs(float(b[0]) - want[0]) > 2 or abs(float(b[1]) - want[1]) > 2]
            if not boxes or wrong:
                failures.append(f"print/{page}: PDF pages {boxes[:3]} not A4 {'across' if across else 'upright'}")
            print(f"print/{page}: {right:.0f} of {width} px, {len(boxes)} A4 page(s) "
                  f"{'across' if across else 'upright'}")
            if page == "crosstable/3":
                with open(f"{SHOTS}/print-crosstable-3.pdf", "wb") as f:
                    f.write(pdf)
    finally:
        browser.quit()


HALL_CHECK = """
const W = innerWidth, H = innerHeight, bad = [];
const view = document.querySelector('section.view:not([hidden])');
for (const el of [view, ...view.querySelectorAll('*')]) {
  const r = el.getBoundingClientRect();
  if (r.width === 0 && r.height === 0) continue;
  const name = el.tagName + '.' + (el.getAttribute('class') || '') + ' ' + (el.textContent || '').slice(0, 30);
  if (r.left < -0.5 || r.top < -0.5 || r.right > W + 0.5 || r.bottom > H + 0.5)
    bad.push('off screen: ' + name + ' ' + [r.left, r.top, r.right, r.bottom].map(Math.round));
  if (el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1) {
    const s = getComputedStyle(el);
    if (s.overflowX === 'visible') bad.push('overflows: ' + name);
    else if (s.textOverflow !== 'ellipsis' || !el.title || !el.textContent.includes(el.title))
      bad.push('cut without an ellipsis and a title: ' + name);
  }
}
const cut = Array.from(view.querySelectorAll('[title]')).filter(e => e.scrollWidth > e.clientWidth + 1).length;
return [view.dataset.view, bad, cut];
"""


def check_hall(base, failures):
    for width, height in [(1280, 720), (1920, 1080)]:
        browser = chrome()
        try:
            browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})
            browser.get(f"{base}/en/hall?cycle=3600&boards=4")
            RUN.wait_for("the hall shows a view", lambda: browser.execute_script(
                "return !!document.querySelector('section.view:not([hidden])');"))
            keys = browser.execute_script("return Array.from(document.querySelectorAll('section.view'))"
                                          ".map(v => v.dataset.view);")
            cut_somewhere = 0
            for key in keys:
                browser.execute_script("show(arguments[0]);", key)
                shown, bad, cut = browser.execute_script(HALL_CHECK)
                cut_somewhere += cut
                failures += [f"hall {width}x{height} {shown}: {b}" for b in bad]
                browser.save_screenshot(f"{SHOTS}/hall-{width}x{height}-{key}.png")
            if "boards" not in keys:
                failures.append(f"hall {width}x{height}: no boards view in {keys}")
            if cut_somewhere == 0:
                failures.append(f"hall {width}x{height}: the long names were not shortened")
            print(f"hall {width}x{height}: views {keys}, {cut_somewhere} texts shortened with an ellipsis")
        finally:
            browser.quit()


ROUNDS, PLAYERS = 7, 40


def build_event(work):
    """The 40-player, 7-round Swiss through the CLI: every round paired, published and played,
    round 7's first four games recorded move by move in the arbiters' logs (the hall draws them)."""
    db = f"{work}/event.db"
    damka("event", "create", "--db", db, "--name", "Кубок города по русским шашкам", "--place", "Казань",
          "--rounds", str(ROUNDS), "--language", "ru")
    surnames = ["Иванов", "Петров", "Сидоров", "Смирнов", "Кузнецов", "Попов", "Васильев", "Соколов", "Михайлов",
                "Новиков"]
    firsts = ["Иван", "Пётр", "Анна", "Ольга"]
    rows = ["name,rating,club"]
    for i in range(PLAYERS):
        name = LONG_NAMES.get(i + 1, f"{surnames[i % 10]}, {firsts[i // 10]}")
        club = LONG_CLUB if i + 1 in LONG_NAMES else "Казань"
        rows.append(f"\"{name}\",{2400 - i * 10},\"{club}\"")
    csv = f"{work}/players.csv"
    with open(csv, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")
    damka("player", "import", "--db", db, csv)
    for r in range(1, ROUNDS + 1):
        damka("round", "pair", "--db", db)
        damka("round", "publish", "--db", db)
        if r == ROUNDS:
            for board in range(1, 5):
                for side, move in [("white", "c3-d4"), ("black", "f6-g5")]:
                    damka("arbiter", "log", "--db", db, "--board", str(board), "move", side, move)
        results = f"{work}/round{r}.txt"
        with open(results, "w") as f:
            f.write("".join(f"{b} {['1-0', '0-1', '1/2'][(r + b) % 3]}\n" for b in range(1, PLAYERS // 2 + 1)))
        damka("result", "enter", "--db", db, "--round", str(r), results)
    return db


def check_picker(base, failures):
    """The desk's round picker: round 3 chosen after round 7, its standings open in a new tab at
    their own address, "after round 3"; each of its buttons at least 44 px high."""
    browser = chrome(1280, 900)
    try:
        browser.get(f"{base}/ru/desk/prints")
        RUN.wait_for("the desk's round picker", lambda: browser.find_element(By.ID, "print-round"))
        Select(browser.find_element(By.CSS_SELECTOR, "#print-round select[name=round]")).select_by_value("3")
        low = browser.execute_script("return Array.from(document.querySelectorAll('#print-round button'))"
                                     ".filter(b => b.getBoundingClientRect().height < 44).length;")
        if low:
            failures.append(f"desk: {low} print buttons lower than 44 px")
        browser.find_element(By.CSS_SELECTOR, "#print-round button[name=what][value=standings]").click()
        RUN.wait_for("the print opens in a new tab", lambda: len(browser.window_handles) == 2)
        browser.switch_to.window(browser.window_handles[1])
        RUN.wait_for("the standings after round 3", lambda: browser.current_url.split("#")[0].endswith("/ru/print/standings/3"))
        title = browser.find_element(By.TAG_NAME, "h1").text
        if "3" not in title:
            failures.append(f"desk: the picked print is titled {title!r}")
        print(f"desk picker: round 3's standings at {browser.current_url}: {title}")
    finally:
        browser.quit()


def check_live(base, failures):
    """Round 7's live boards in Russian once the page's script has read them: boards 1-4 were
    recorded (a drawing), board 5 was not (it says so, with its result; no clock)."""
    browser = chrome(1280, 900)
    try:
        browser.get(f"{base}/ru/live/{ROUNDS}")
        state = ("const b = n => document.querySelector(`li[data-board=\"${n}\"]`);"
                 "return [!!b(1).querySelector('.diagram svg'), b(5).querySelector('.diagram').textContent,"
                 " !!b(5).querySelector('svg'), b(5).querySelector('.clock.c0').textContent,"
                 " b(5).querySelector('.result').textContent, document.querySelector('section.live').dataset.version];")
        RUN.wait_for("the live boards' script has read the round",
                     lambda: browser.execute_script(state)[5] not in (None, ""))
        drawn, said, drawn5, clock5, result5, _ = browser.execute_script(state)
        if not drawn or said != "не записывается" or drawn5 or clock5 or not result5:
            failures.append(f"live boards: board 1 drawn {drawn}; board 5 says {said!r}, drawn {drawn5}, "
                            f"clock {clock5!r}, result {result5!r}")
        browser.save_screenshot(f"{SHOTS}/live-{ROUNDS}.png")
        print(f"live boards: board 5 says {said!r} with its result {result5!r}")
    finally:
        browser.quit()


def main():
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.TemporaryDirectory()
    db = build_event(work.name)
    port = free_port()
    server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"], stdout=subprocess.PIPE,
                              text=True)
    RUN.server = server
    failures = []
    try:
        server.stdout.readline()  # "damka serve: http://..." once it listens
        base = f"http://127.0.0.1:{port}"
        check_prints(base, failures)
        check_hall(base, failures)
        check_live(base, failures)
        check_picker(base, failures)
    finally:
        server.terminate()
        server.wait()
    for f in failures:
        print("FAILED:", f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
