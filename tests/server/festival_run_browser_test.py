#!/usr/bin/env python3
"""A festival on one server, run through its Russian pages alone in headless Chromium (issue 45,
"Done when").

`damka serve --dir FOLDER` under LANG=ru starts on an empty folder and prints its desk's link
with a festival chief's token. On the festival's desk the chief makes three tournaments: an A
open (Swiss, 5 rounds), a B open (Swiss, 5 rounds) and an under-12 round robin; imports their
start lists from one Windows-1251 CSV with a section column (31 + 19 + 8 players), and moves one
player from the A to the B open before round 1, so the opens start with 30 and 20. Every
tournament's desk is opened from the festival's desk with the same token; each round is paired,
published, its results typed in a batch and closed: five rounds of the opens, the round robin to
its end. After round 1 the festival hall screen shows the three sections' views and the festival
list their rounds. The A open's prize list (three places and a women's prize, shared money by
tie-breaks) is made on its desk and allocated; its printout is checked against the standings (a
woman who wins an overall prize does not also take the women's prize). No page may show a Latin
word outside names and codes. `damka festival list` agrees with the pages. Screenshots at 1280
and 360 px are written to SHOTS.

Usage: festival_run_browser_test.py DAMKA_BINARY CHROMEDRIVER SHOTS_FOLDER
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import urllib.request

from browser_support import Run, free_port
from desk_support import Desk, fail_on_english, main_action, stage
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER, SHOTS = sys.argv[1:4]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome, wait_for = RUN.damka, RUN.chrome, RUN.wait_for
LEAVE_OUT = "#audit td:nth-child(3), script"
SECTIONS = [
    # slug (an address: a code, with digits, so no Latin word on a Russian page), name, system,
    # rounds, players in the file
    ("a2026", "Открытый турнир А", "swiss", 5, 31),
    ("b2026", "Открытый турнир Б", "swiss", 5, 19),
    ("u12", "Первенство до 12 лет", "round-robin", 0, 8),
]
SURNAMES = ["Иванов", "Петров", "Сидоров", "Смирнов", "Кузнецов", "Попов", "Васильев", "Соколов", "Михайлов",
            "Новиков", "Фёдоров", "Морозов", "Волков"]
MEN = ["Иван", "Пётр", "Олег", "Павел"]
WOMEN = ["Анна", "Ольга", "Мария", "Елена"]
MOVED = 31  # the A open's last entry moves to the B open before round 1


def festival_csv(path):
    """The three start lists in one file as Russian Excel saves it (Windows-1251 by Python's cp1251
    codec, ';', CRLF): a «секция» column, sex «Пол» М/Ж, birth dates (the under-12s born 2015-16)."""
    rows = ["секция;Фамилия;Имя;Рейтинг;Пол;Дата рождения"]
    n = 0
    for slug, _, _, _, count in SECTIONS:
        for i in range(count):
            n += 1
            woman = n % 4 == 0
            surname = SURNAMES[n % len(SURNAMES)] + ("а" if woman else "")
            first = (WOMEN if woman else MEN)[(n // len(SURNAMES)) % 4]
            year = 2015 + i % 2 if slug == "u12" else 1960 + n
            rating = 1400 + (n * 53) % 800
            rows.append(f"{slug};{surname}-{n};{first};{rating};{'Ж' if woman else 'М'};{1 + n % 28:02}.0{1 + n % 9}.{year}")
    with open(path, "wb") as f:
        f.write(("\r\n".join(rows) + "\r\n").encode("cp1251"))


def result_of(slug, round_no, board):
    return random.Random(f"{slug}-{round_no}-{board}").choice(["1-0", "1-0", "0-1", "0-1", "1/2"])


def api(base, path):
    return json.load(urllib.request.urlopen(f"{base}{path}"))


def shoot(browser, name):
    os.makedirs(SHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SHOTS, name))


def festival_desk(d, base, token):
    d.b.get(f"{base}/ru/desk#token={token}")
    d.wait_for("the festival's desk", lambda: d.js("return document.getElementById('who').textContent") != "")


def create_sections(d, base, token):
    for slug, name, system, rounds, _ in SECTIONS:
        festival_desk(d, base, token)
        settings = {"slug": slug, "name": name, "system": system, "rounds": str(rounds), "place": "Тула",
                    "language": "ru"}
        form = d.form("api/v1/festival/sections")
        d.fill(form, settings)
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        d.wait_for(f"the desk of {slug}", lambda: f"/t/{slug}/ru/desk#token=" in d.b.current_url
                   and d.js("return document.getElementById('who').textContent") != "", 20)
        d.note_page()
    festival_desk(d, base, token)
    shoot(d.b, "festival-desk-1280.png")
    d.note_page()


def import_and_move(d, base, token, csv):
    festival_desk(d, base, token)
    d.b.find_element(By.CSS_SELECTOR, "#festival-import-form input[name=csv_base64]").send_keys(csv)
    d.submit("api/v1/festival/import", button="button[value=true]", expect="будет добавлен")
    if api(base, "/t/a2026/api/v1/players"):
        sys.exit("FAILED: the preview saved players")
    d.b.find_element(By.CSS_SELECTOR, "#festival-import-form input[name=csv_base64]").send_keys(csv)
    d.submit("api/v1/festival/import", button="button[value=false]", expect="58")
    counts = [len(api(base, f"/t/{slug}/api/v1/players")) for slug, *_ in SECTIONS]
    if counts != [31, 19, 8]:
        sys.exit(f"FAILED: the sections' start lists after the import: {counts}")
    moved = [p for p in api(base, "/t/a2026/api/v1/players") if p["id"] == MOVED][0]
    record = trf_line(base, "a2026", moved["name"])
    d.submit("api/v1/festival/move", {"from": "a2026", "player": str(MOVED), "to": "b2026"}, expect="b2026")
    counts = [len(api(base, f"/t/{slug}/api/v1/players")) for slug, *_ in SECTIONS]
    if counts != [30, 20, 8]:
        sys.exit(f"FAILED: the start lists after the move: {counts}")
    if trf_line(base, "b2026", moved["name"]) != record:
        sys.exit(f"FAILED: the moved player's record changed: {record!r} -> {trf_line(base, 'b2026', moved['name'])!r}")
    d.note_page()


def play_round(d, base, token, slug, r, last):
    """Round r of `slug` on its desk: paired, published, every result in one batch, closed."""
    d.b.get(f"{base}/t/{slug}/ru/desk#token={token}")
    d.wait_for(f"the desk of {slug}", lambda: d.js("return document.getElementById('who').textContent") != "")
    main_action(d, f"{r} unpaired", f"{r} draft")
    main_action(d, f"{r} draft", f"{r} playing")
    games = api(base, f"/t/{slug}/api/v1/rounds/{r}")["games"]
    lines = [f"{g['board']} {result_of(slug, r, g['board'])}" for g in games if g["white"] and g["black"]]
    d.tab("results")
    d.submit("api/v1/rounds/{round}/results", {"round": str(r), "text": "\n".join(lines)}, expect=str(len(lines)))
    d.tab("round")
    d.b.refresh()
    d.wait_for("the desk", lambda: d.js("return document.getElementById('who').textContent") != "")
    after = f"{r + 1} unpaired" if r < last else f"{r} over"
    # No board's token in use (the results came from the desk): nothing to close.
    d.wait_for(f"round {r} complete", lambda: stage(d) in (f"{r} complete", after))
    if stage(d) == f"{r} complete":
        main_action(d, f"{r} complete", after)


def trf_line(base, slug, name):
    """A player's TRF-16 line 001 without its start number, points and rank: sex, title, name,
    rating, federation, ids and birth date, as the event keeps them."""
    trf = urllib.request.urlopen(f"{base}/t/{slug}/api/v1/event.trf").read().decode("utf-8")
    line = [l for l in trf.splitlines() if l.startswith("001") and name in l]
    if len(line) != 1:
        sys.exit(f"FAILED: {name} is not once in {slug}'s TRF")
    return line[0][9:80]


PRIZES = [  # the A open's list: (the desk's fields, amount in roubles)
    ({"kind": "place", "place": "1", "amount": "5000"}, 5000),
    ({"kind": "place", "place": "2", "amount": "3000"}, 3000),
    ({"kind": "place", "place": "3", "amount": "2000"}, 2000),
    ({"kind": "women", "place": "1", "amount": "1000", "name": "Кубок лучшей шашистке"}, 1000),
    ({"kind": "rating", "place": "1", "rating": "-1600", "amount": "800"}, 800),
]


def expected_prizes(base, slug):
    """The allocation worked from the final standings alone: one prize a player, the larger
    first; the places to the first three; the women's to the best woman without a larger prize
    (a woman among the first three takes her place's money, not this); the band to the best
    player rated at most 1600 without a prize yet."""
    table = api(base, f"/t/{slug}/api/v1/standings")
    table = table[0] if isinstance(table, list) else table
    name_at = table["columns"].index("Name")
    order = [row[name_at] for row in table["rows"]]
    rating = {p["name"]: p["rating"] for p in api(base, f"/t/{slug}/api/v1/players")}
    woman = lambda n: n.split(", ")[1] in WOMEN
    won = {}
    for number, name in enumerate(order[:3], start=1):
        won[number] = name
    won[4] = next(n for n in order if woman(n) and n not in won.values())
    won[5] = next(n for n in order if 0 < rating[n] <= 1600 and n not in won.values())
    return won


def prizes_of_a(d, base, token, slug):
    """The A open's prize list made on its desk after the last round, allocated, and printed for
    the ceremony in Russian."""
    d.b.get(f"{base}/t/{slug}/ru/desk/prizes#token={token}")
    d.wait_for("the prize page", lambda: d.js("return document.getElementById('who').textContent") != "")
    for fields, _ in PRIZES:
        d.fill(d.form("api/v1/prizes"), {"kind": fields["kind"]})
        d.submit("api/v1/prizes", fields)
    d.note_page()
    shoot(d.b, "festival-prizes-1280.png")
    awards = {a["prize"]: a.get("name") for a in api(base, f"/t/{slug}/api/v1/prizes")["awards"]}
    want = expected_prizes(base, slug)
    if awards != want:
        sys.exit(f"FAILED: the prizes allocated {awards}, worked from the standings {want}")
    d.b.get(f"{base}/t/{slug}/ru/print/prizes")
    wait_for("the prize print", lambda: d.js("return document.body.dataset.print") == "prizes")
    printed = d.js("return document.body.innerText")
    for name in want.values():
        if name not in printed:
            sys.exit(f"FAILED: the prize print does not name {name}")
    fail_on_english(d.b, "the prize print")
    shoot(d.b, "festival-prize-print-1280.png")


def hall(b, base):
    """The festival's one hall screen: the views of all three sections, in large type, cycling."""
    b.get(f"{base}/ru/hall?cycle=3")
    wait_for("the hall's views", lambda: b.execute_script("return document.querySelectorAll('section.view').length") > 3)
    keys = b.execute_script("return [...document.querySelectorAll('section.view')].map(v => v.dataset.view)")
    for slug, name, *_ in SECTIONS:
        if not any(k.startswith(slug + "-") for k in keys):
            sys.exit(f"FAILED: the festival hall shows no view of {slug}: {keys}")
    titles = b.execute_script("return [...document.querySelectorAll('section.view h1')].map(h => h.textContent)")
    for slug, name, *_ in SECTIONS:
        if not any(t.startswith(name) for t in titles):
            sys.exit(f"FAILED: no view of the hall is titled by {name}: {titles}")
    fail_on_english(b, "the festival hall")
    shoot(b, "festival-hall-1280.png")


def main():
    work = tempfile.TemporaryDirectory()
    folder, csv = f"{work.name}/weekend", f"{work.name}/festival.csv"
    os.mkdir(folder)
    title = "Фестиваль «Тульская осень»"
    if damka("festival", "title", "--dir", folder, title).strip() != title:
        sys.exit("FAILED: damka festival title did not keep the title")
    festival_csv(csv)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([DAMKA, "serve", "--dir", folder, "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "LANG": "ru_RU.UTF-8"})
    RUN.server = server
    lines = [server.stdout.readline() for _ in range(3)]
    desk_line = [line for line in lines if "/ru/desk#token=" in line]
    if not desk_line:
        sys.exit(f"FAILED: damka serve --dir printed no desk link with a token: {lines}")
    token = desk_line[0].split("#token=", 1)[1].split()[0]
    window, phone = chrome(1280, 900), chrome(360, 740)
    try:
        d = Desk(RUN, window, "ru", LEAVE_OUT)
        create_sections(d, base, token)
        phone.get(f"{base}/ru/desk#token={token}")
        wait_for("the festival's desk on a phone", lambda: phone.execute_script(
            "return document.getElementById('who').textContent") != "")
        small = phone.execute_script("return [...document.querySelectorAll('main button')]"
                                     ".filter(b => b.getBoundingClientRect().height < 44).length")
        if small:
            sys.exit(f"FAILED: {small} buttons of the festival's desk are under 44 px on a phone")
        shoot(phone, "festival-desk-360.png")
        import_and_move(d, base, token, csv)
        u12_rounds = api(base, "/t/u12/api/v1/event")["rounds"] or 7
        for r in range(1, max(5, u12_rounds) + 1):
            for slug, _, _, rounds, _ in SECTIONS:
                last = rounds or u12_rounds
                if r <= last:
                    play_round(d, base, token, slug, r, last)
            if r == 1:
                hall(window, base)
                window.get(f"{base}/ru/")
                wait_for("the festival's list", lambda: window.execute_script(
                    "return document.querySelectorAll('main table tbody tr').length") == 3)
                fail_on_english(window, "the festival's list")
                if window.find_element(By.CSS_SELECTOR, "main h1").text != title:
                    sys.exit(f"FAILED: the festival's list is not titled {title!r}")
                shoot(window, "festival-list-1280.png")
                phone.get(f"{base}/ru/")
                wait_for("the list on a phone", lambda: phone.execute_script(
                    "return document.querySelectorAll('main table tbody tr').length") == 3)
                shoot(phone, "festival-list-360.png")
        prizes_of_a(d, base, token, "a2026")
        states = {s["slug"]: (s["round"], s["stage"]) for s in api(base, "/api/v1/festival")["sections"]}
        if states != {"a2026": (5, "over"), "b2026": (5, "over"), "u12": (u12_rounds, "over")}:
            sys.exit(f"FAILED: the festival's document after the last rounds: {states}")
        for page in ["", "live", "hall"]:
            window.get(f"{base}/ru/{page}")
            fail_on_english(window, f"/ru/{page}")
    finally:
        for b in (window, phone):
            b.quit()
        server.terminate()
        server.wait()

    listed = damka("festival", "list", "--dir", folder, "--lang", "ru")
    for slug, name, *_ in SECTIONS:
        if slug not in listed or name not in listed:
            sys.exit(f"FAILED: damka festival list does not name {slug}:\n{listed}")
    print(f"festival run: 3 tournaments (30, 20, 8 players), {len(d.pages)} desk pages in Russian")


if __name__ == "__main__":
    main()
