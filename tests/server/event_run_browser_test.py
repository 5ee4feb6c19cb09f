#!/usr/bin/env python3
"""An arbiter's whole event through the Russian desk alone, in headless Chromium (issue 44,
"Done when").

A 40-player, 7-round Swiss of Russian draughts scored 2-1-0 is run on the Russian pages only:
`damka serve --new` and its setup form; the players imported from a CSV file as Excel writes
it in Russia (Windows-1251, `;`, Russian headers, birth dates dd.mm.yyyy); one player entered
by mistake deleted; a late entry after round 1; byes asked for; a forbidden pair. Each round:
paired and published on the desk, its boards' tokens made in one action, the slips printed and
every board's QR code on them read back (zbarimg) into a 360-px window by the board, where the
players tap the result; one board a round then tries a second entry and a forfeit, both
refused. A correction of round 2 after round 3 is paired, with its C.04.2 confirmation. Round
5 board 1 is recorded on the scoresheet, with an illegal move the arbiter rules on from the
board page, and ends by resignation; the PDN download holds it. The prints of round 3 are
opened after round 5. No page may show a Latin word outside names, codes in legends and
notation. Then the same commands through the CLI on a second event: the same standings and
TRF, byte for byte. Screenshots of the desk at 1280 and 360 px are written to SHOTS.

Usage: event_run_browser_test.py DAMKA_BINARY CHROMEDRIVER ZBARIMG SHOTS_FOLDER
"""
import json
import os
import random
import subprocess
import sys
import tempfile
import urllib.request

from browser_support import BoardPage, Run, free_port
from desk_support import Desk, fail_on_english, main_action, page_state, stage
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

DAMKA, CHROMEDRIVER, ZBARIMG, SHOTS = sys.argv[1:5]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome, wait_for = RUN.damka, RUN.chrome, RUN.wait_for
ROUNDS = 7
# Who acted (the audit log's "who" column) is a name, not words.
LEAVE_OUT = "#audit td:nth-child(3), script"
SURNAMES = ["Иванов", "Петров", "Сидоров", "Смирнов", "Кузнецов", "Попов", "Васильев", "Соколов", "Михайлов",
            "Новиков"]
FIRST = ["Иван", "Пётр", "Анна", "Ольга"]
TOWNS = ["Тула", "Казань", "Минск", "Пермь"]


def excel_csv(path):
    """40 players and one entered by mistake, as Russian Excel saves "CSV (разделители — запятые)":
    Windows-1251 (Python's cp1251 codec, not damka), ';', CRLF, birth dates dd.mm.yyyy, a town
    under a header damka does not know ("Город", mapped to the club on the desk). Not in rating
    order, so the initial order (C.04.2) must be sorted."""
    rows = ["Фамилия;Имя;Рейтинг;Город;Дата рождения"]
    for i in range(40):
        rating = 1500 + (i * 37) % 700
        rows.append(f"{SURNAMES[i % 10]};{FIRST[i // 10]};{rating};{TOWNS[i % 4]};{1 + i % 28:02}.0{1 + i % 9}.{1960 + i}")
    rows.append("Лишний;Записанный;1600;Тула;01.01.2000")
    with open(path, "wb") as f:
        f.write(("\r\n".join(rows) + "\r\n").encode("cp1251"))


def result_of(round_no, board):
    """A played result, the same in both runs."""
    return random.Random(round_no * 1000 + board).choice(["1-0", "1-0", "0-1", "0-1", "1/2"])


def games_of(base, r):
    return json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/{r}"))["games"]


def read_qr(element, work):
    """The link a QR code on a page carries, read from its picture as a phone's camera would."""
    path = f"{work}/qr.png"
    with open(path, "wb") as f:
        f.write(element.screenshot_as_png)
    run = subprocess.run([ZBARIMG, "--quiet", "--raw", path], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"FAILED: zbarimg read no QR code: {run.stderr}")
    return run.stdout.strip()


def shoot(browser, name):
    os.makedirs(SHOTS, exist_ok=True)
    browser.save_screenshot(os.path.join(SHOTS, name))


class Replay:
    """The CLI commands of what the desk did, for the second event; results as the test chose them."""

    def __init__(self, work):
        self.work, self.commands = work, []

    def add(self, *command):
        self.commands.append(list(command))

    def results(self, round_no, lines, confirm=False):
        path = f"{self.work}/results-{round_no}-{len(self.commands)}.txt"
        with open(path, "w") as f:
            f.write("".join(f"{board} {result}\n" for board, result in lines))
        self.add("result", "enter", "--round", str(round_no), *(["--confirm"] if confirm else []), path)

    def run(self, db):
        for command in self.commands:
            out = damka(*command[:2], "--db", db, *[a for a in command[2:] if not a.startswith(">")])
            if command[-1].startswith(">"):  # the command's output kept in a file, for the next
                with open(command[-1][1:], "w") as f:
                    f.write(out)


def create_event(d, setup, replay):
    d.b.get(setup)
    d.wait_for("the setup form", lambda: d.form("api/v1/event/new"))
    d.note_page()
    settings = {"name": "Открытое первенство 2026", "place": "Тула", "rounds": str(ROUNDS), "language": "ru",
                "scoring": "2-1-0"}
    form = d.form("api/v1/event/new")
    d.fill(form, settings)
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    d.wait_for("the desk after creating the event", lambda: "/ru/desk#token=" in d.b.current_url
               and d.js("return document.getElementById('who').textContent") != "")
    replay.add("event", "create", "--name", settings["name"], "--place", settings["place"], "--rounds", str(ROUNDS),
               "--language", "ru", "--scoring", "2-1-0")
    return d.b.current_url.split("#token=")[1]


def start_list_rows(d):
    return d.js("return document.querySelectorAll('#players section tbody tr').length")


def import_players(d, csv, replay):
    """The Windows-1251 file: its columns shown for the mapping (Город read as the club), the
    preview saying who will be added, the import; the mistaken entry deleted."""
    d.tab("players")
    d.b.find_element(By.ID, "import-file").send_keys(csv)
    d.wait_for("the file's columns", lambda: d.js("return document.querySelectorAll('#import-columns select').length") == 5)
    d.js("const s = document.querySelector('#import-columns select[data-column=\"4\"]');"
         "s.value = 'club'; s.dispatchEvent(new Event('change', {bubbles: true}));")
    d.note_page()
    d.submit("api/v1/players/import", button="button[value=true]", expect="будет добавлен")
    if start_list_rows(d) != 0:
        sys.exit("FAILED: the preview saved players")
    d.submit("api/v1/players/import", button="button[value=false]", expect="41")
    d.wait_for("41 players on the start list", lambda: start_list_rows(d) == 41)
    replay.add("player", "import", "--column", "4=club", csv)
    if "Тула" not in d.js("return document.querySelector('#players section tbody').textContent"):
        sys.exit("FAILED: the town was not read as the club")
    form = d.b.find_element(By.ID, "delete-form")
    d.fill(form, {"id": "41"})
    d.js("document.querySelectorAll('output').forEach(o => o.textContent = '');")
    form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    d.wait_for("the deletion's question", lambda: d.js("return document.querySelector('#delete-form output button.confirm') !== null"))
    d.b.find_element(By.CSS_SELECTOR, "#delete-form output button.confirm").click()
    d.wait_for("40 players left", lambda: start_list_rows(d) == 40)
    replay.add("player", "delete", "41")
    d.note_page()


def before_round_one(d, replay):
    """A forbidden pair and a half-point bye asked by file numbers, then the initial order sorted
    (C.04.2): the numbers in them follow the players."""
    d.submit("api/v1/forbidden", {"players": "3 7"}, expect="3")
    replay.add("player", "forbid", "3", "7")
    d.submit("api/v1/players/{id}/bye", {"id": "5", "round": "2", "kind": "HPB"}, expect="5")
    replay.add("bye", "request", "5", "--round", "2", "--kind", "HPB")
    if d.js("return document.getElementById('initial-order').dataset.sorted") != "0":
        sys.exit("FAILED: the file's order shown as sorted")
    d.b.find_element(By.CSS_SELECTOR, "#sort-form button[type=submit]").click()
    d.wait_for("the initial order sorted", lambda: d.js(
        "const t = document.getElementById('initial-order'); return t && t.dataset.sorted === '1';"))
    replay.add("player", "sort")
    d.note_page()


def slips_links(d, r, boards, work):
    """The boards' links made in one action, then read from the QR codes on the printed slips."""
    d.b.find_element(By.CSS_SELECTOR, f"#round-state form[data-api=\"api/v1/rounds/{r}/board-tokens\"] button").click()
    d.wait_for("the boards' links made", lambda: d.js(
        "const l = document.querySelector('#round-state .links'); return l ? Number(l.dataset.links) : 0;") == len(boards))
    desk = d.b.current_url
    d.b.get(d.js(f"return document.querySelector('#round-state a[href*=\"/print/slips/{r}\"]').href"))
    d.wait_for("the QR codes on the slips", lambda: d.js("return document.body.dataset.links") == str(len(boards)))
    d.note_page()
    links = {}
    for figure in d.b.find_elements(By.CSS_SELECTOR, "figure.qr-link"):
        board = int(figure.get_attribute("data-board"))
        d.js("arguments[0].scrollIntoView();", figure)
        link = read_qr(figure.find_element(By.TAG_NAME, "img"), work)
        caption = figure.find_element(By.TAG_NAME, "figcaption").text
        if link != figure.get_attribute("data-link") or f"/ru/board/{r}/{board}#token=" not in link:
            sys.exit(f"FAILED: the QR code of board {board} reads {link!r}")
        if not caption.startswith(f"Тур {r}, доска {board}"):
            sys.exit(f"FAILED: the QR code's caption: {caption!r}")
        links[board] = link
    if sorted(links) != boards:
        sys.exit(f"FAILED: QR codes for boards {sorted(links)}, the round has {boards}")
    d.b.get(desk)
    d.wait_for("the desk again", lambda: d.js("return document.getElementById('who').textContent") != "")
    return links


def enter_on_phone(phone, base, r, board, link, result, refusals):
    """The players of a board tap their result on the board page their slip's QR code opened; on
    `refusals` they then try a second entry and a forfeit, both refused."""
    phone.get(link)
    page = BoardPage(RUN, phone)
    page.click(f'#result-buttons button[data-result="{result}"]')
    page.click("#confirm-entry")
    wait_for(f"round {r} board {board}'s result saved", lambda: any(
        g["board"] == board and g["result"] == result for g in games_of(base, r)), explain=page.state)
    if refusals:
        fail_on_english(phone, f"board {board}'s page", LEAVE_OUT)
        other = "0-1" if result != "0-1" else "1-0"
        status, answer = page.post(f"/api/v1/rounds/{r}/boards/{board}/result?lang=ru", {"result": other})
        if status != 409 or answer["error"]["code"] != "result_entered":
            sys.exit(f"FAILED: a second entry from board {board}: {status} {answer}")
        status, answer = page.post(f"/api/v1/rounds/{r}/boards/{board}/result?lang=ru", {"result": "+-"})
        if status != 403 or answer["error"]["code"] != "forfeit_is_arbiters":
            sys.exit(f"FAILED: a forfeit from board {board}: {status} {answer}")
    return page


def scoresheet_game(d, phone, base, link, replay):
    """Round 5 board 1 recorded on the scoresheet: 1. c3-d4 f6-e5, then White plays a3-b4 on the
    board although d4:f6 is owed; the arbiter rules on Black's claim from the board page, opened
    from the desk's grid (adiukh 8.6, as the Russian federation's rulebook reads it); d4:f6 is
    played and White resigns."""
    phone.get(link)
    page = BoardPage(RUN, phone)
    page.play("c3", "d4", "c3-d4")
    page.play("f6", "e5", "f6-e5")
    page.made_though_not_legal("a3", "b4", only="d4")
    fail_on_english(phone, "the scoresheet", LEAVE_OUT)

    desk = d.b.current_url
    d.tab("results")
    d.b.find_element(By.CSS_SELECTOR, "#board-grid li[data-board=\"1\"] summary").click()
    d.b.find_element(By.CSS_SELECTOR, "#board-grid li[data-board=\"1\"] a[href*=\"ru/board/5/1\"]").click()
    arbiter = BoardPage(RUN, d.b)
    wait_for("the arbiter's tools on the board page", lambda: arbiter.el("#arbiter-tools").is_displayed(),
             explain=arbiter.state)
    Select(arbiter.el("#claim")).select_by_value("correction")
    Select(arbiter.el("#claimant")).select_by_value("1")
    arbiter.click("#rule")
    wait_for("the ruling with its citation", lambda: "8.6" in arbiter.text("#ruling"), explain=arbiter.state)
    d.note_page()
    shoot(d.b, "board-arbiter-1280.png")
    d.b.get(desk)

    wait_for("the move taken back on the players' page", lambda: page.marked("target") == ["d4"], explain=page.state)
    page.play("d4", "f6", "d4:f6")
    page.click("#resign0")
    page.click("#confirm-entry")
    wait_for("White's resignation entered", lambda: any(
        g["board"] == 1 and g["result"] == "0-1" for g in games_of(base, 5)), explain=page.state)
    fail_on_english(phone, "the scoresheet after the game", LEAVE_OUT)
    shoot(phone, "board-360.png")
    # The CLI's record of the same game: the arbiter's log, the ruling, the result with the game.
    at = ["--round", "5", "--board", "1"]
    for event in [["move", "white", "c3-d4"], ["move", "black", "f6-e5"], ["move", "white", "from", "a3", "to", "b4"]]:
        replay.add("arbiter", "log", *at, *event)
    replay.add("arbiter", "decide", *at, "correction", "black")
    replay.add("arbiter", "log", *at, "move", "white", "d4:f6")
    replay.add("arbiter", "log", *at, "resign", "white")
    game = f"{replay.work}/game.pdn"  # the game as its log gives it, entered with the result
    replay.add("arbiter", "show", *at, "--pdn", ">" + game)
    replay.add("result", "set", "--round", "5", "--pdn", game, "1", "0-1")
    return "0-1"


def prints_of_round_three(d):
    """After round 5: round 3's pairings, slips and standings from the desk's round picker."""
    d.tab("prints")
    for what, title in [("pairings", "3"), ("slips", "3"), ("standings", "3")]:
        Select(d.b.find_element(By.CSS_SELECTOR, "#print-round select[name=round]")).select_by_value("3")
        d.b.find_element(By.CSS_SELECTOR, f"#print-round button[name=what][value={what}]").click()
        d.wait_for("the print in a new tab", lambda: len(d.b.window_handles) == 2)
        d.b.switch_to.window(d.b.window_handles[1])
        d.wait_for(f"round 3's {what}", lambda: d.b.current_url.split("#")[0].endswith(f"/ru/print/{what}/3")
                   and d.js("return document.querySelectorAll('table').length") > 0)
        if title not in d.b.find_element(By.TAG_NAME, "h1").text:
            sys.exit(f"FAILED: the print of round 3's {what} is titled {d.b.find_element(By.TAG_NAME, 'h1').text!r}")
        d.note_page()
        d.b.close()
        d.b.switch_to.window(d.b.window_handles[0])


def main():
    work = tempfile.TemporaryDirectory()
    web_db, cli_db, csv = f"{work.name}/web.db", f"{work.name}/cli.db", f"{work.name}/players.csv"
    excel_csv(csv)
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen([DAMKA, "serve", "--db", web_db, "--new", "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.PIPE, text=True, env={**os.environ, "LANG": "ru_RU.UTF-8"})
    RUN.server = server
    server.stdout.readline()
    # The setup link, printed in the language of LANG.
    line = server.stdout.readline()
    if "/ru/desk/new#token=" not in line:
        sys.exit(f"FAILED: damka serve under LANG=ru printed {line!r}")
    setup = line.split("ссылке ", 1)[1].strip()
    desk_window, phone = chrome(1280, 900), chrome(360, 740)
    replay = Replay(work.name)
    try:
        d = Desk(RUN, desk_window, "ru", LEAVE_OUT)
        chief = create_event(d, setup, replay)
        import_players(d, csv, replay)
        before_round_one(d, replay)
        for r in range(1, ROUNDS + 1):
            if r == 2:  # a late entry: round 1 missed, counted as a zero-point bye
                d.tab("players")
                d.submit("api/v1/players", {"name": "Поздняков, Игорь", "rating": "1750", "missed": "ZPB"},
                         expect="Поздняков")
                replay.add("player", "add", "Поздняков, Игорь", "--rating", "1750", "--missed", "ZPB")
            if r == 4:  # an absence asked for the round to come
                d.tab("players")
                d.submit("api/v1/players/{id}/bye", {"id": "9", "round": "4", "kind": "ZPB"}, expect="9")
                replay.add("bye", "request", "9", "--round", "4", "--kind", "ZPB")
            d.tab("round")
            main_action(d, f"{r} unpaired", f"{r} draft")
            d.note_page()
            main_action(d, f"{r} draft", f"{r} playing")
            replay.add("round", "pair")
            replay.add("round", "publish")
            boards = sorted(g["board"] for g in games_of(base, r) if g["white"] and g["black"])
            links = slips_links(d, r, boards, work.name)
            if r == 3:
                # A correction of round 2 after round 3 is paired: asked (C.04.2), then confirmed.
                d.tab("results")
                new = "0-1" if result_of(2, 3) != "0-1" else "1-0"
                d.submit("api/v1/rounds/{round}/results", {"round": "2", "text": f"3 {new}"}, expect="C.04.2")
                d.form("api/v1/rounds/{round}/results").find_element(By.CSS_SELECTOR, "output button.confirm").click()
                d.wait_for("the confirmed correction", lambda: any(
                    g["board"] == 3 and g["result"] == new for g in games_of(base, 2)))
                replay.results(2, [(3, new)], confirm=True)
            played = {}
            for board in boards:
                if (r, board) == (5, 1):
                    scoresheet_game(d, phone, base, links[board], replay)  # entered with its game
                    continue
                elif (r, board) == (4, boards[-1]):
                    continue  # a forfeit, the arbiter's (below)
                else:
                    played[board] = result_of(r, board)
                    enter_on_phone(phone, base, r, board, links[board], played[board], board == boards[-2])
                if (r, board) == (1, 1):
                    shoot(phone, "board-result-360.png")
            if r == 4:  # the arbiter enters a forfeit from the grid
                d.tab("results")
                last = boards[-1]
                d.b.find_element(By.CSS_SELECTOR, f"#board-grid li[data-board=\"{last}\"] summary").click()
                row = d.b.find_element(By.CSS_SELECTOR, f"#board-grid li[data-board=\"{last}\"]")
                d.js("arguments[0].value = '+-';", row.find_element(By.NAME, "result"))
                row.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
                d.wait_for("the forfeit on the grid", lambda: d.js(
                    f"const li = document.querySelector('#board-grid li[data-board=\"{last}\"]');"
                    "return li && li.dataset.result === '+-';"))
                played[last] = "+-"
                d.note_page()
            replay.results(r, sorted(played.items()))
            d.tab("round")
            d.b.refresh()
            d.wait_for("the desk", lambda: d.js("return document.getElementById('who').textContent") != "")
            if r == 1:
                shoot(d.b, "desk-round-1280.png")
            main_action(d, f"{r} complete", f"{r + 1} unpaired" if r < ROUNDS else f"{r} over")
            if r == 5:
                prints_of_round_three(d)

        # The game recorded on the scoresheet is in the PDN download.
        pdn = urllib.request.urlopen(f"{base}/api/v1/games.pdn").read().decode("utf-8")
        game5 = [g for g in games_of(base, 5) if g["board"] == 1][0]
        if '[Round "5' not in pdn or "c3-d4" not in pdn or "d4:f6" not in pdn or game5["white"]["name"] not in pdn:
            sys.exit(f"FAILED: round 5 board 1's game is not in games.pdn:\n{pdn[:2000]}")
        # The pages an arbiter and the public read, none with an English word.
        for tab in ["results", "players", "event", "prints", "access", "audit"]:
            d.tab(tab)
            d.note_page()
        shoot(d.b, "desk-audit-1280.png")
        for page in ["", "players", "standings", "crosstable", f"rounds/{ROUNDS}", "print/wallchart",
                     "print/crosstable", "print/cards", "hall", f"live/{ROUNDS}"]:
            d.b.get(f"{base}/ru/{page}")
            d.note_page()
        phone.get(f"{base}/ru/desk/results#token={chief}")
        wait_for("the desk on a phone", lambda: phone.execute_script("return document.getElementById('who').textContent") != "")
        shoot(phone, "desk-results-360.png")
        phone.get(f"{base}/ru/desk#token={chief}")
        wait_for("the desk on a phone", lambda: phone.execute_script("return document.getElementById('who').textContent") != "")
        shoot(phone, "desk-round-360.png")
    finally:
        for b in (desk_window, phone):
            b.quit()
        server.terminate()
        server.wait()

    # The same commands through the CLI on another event: the same standings and TRF, byte for byte.
    replay.run(cli_db)
    for what in (["standings"], ["trf", "export"]):
        web, cli = damka(*what, "--db", web_db), damka(*what, "--db", cli_db)
        if web != cli:
            sys.exit(f"FAILED: damka {' '.join(what)} differs between the desk's event and the CLI's:\n"
                     f"--- desk\n{web}\n--- cli\n{cli}")
    print(f"event run: {ROUNDS} rounds, 40 players and a late entry, {len(d.pages)} pages in Russian; standings "
          "and TRF identical to the CLI's")


if __name__ == "__main__":
    main()
