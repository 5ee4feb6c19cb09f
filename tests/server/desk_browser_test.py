#!/usr/bin/env python3
"""A whole Swiss run only through the desk, in headless Chromium (issue 29, "Done when").

`damka serve --new` starts without an event; the setup link's form creates a 9-round Swiss;
40 players come from a CSV file uploaded on the desk (previewed first); each round is paired
on the desk (round 1 by hand after a swap of two opponents: the engine's draft undone, the
swapped pairs paired), published, and its results entered from two phone-sized windows (board
1 with a board token made on the desk for that round, board 2 with an arbiter's token) and the
rest as one batch on the desk. After round 3 is paired a result of round 2 is corrected (the
desk asks for the C.04.2 confirmation first); after round 4 a player withdraws. The prints are
opened. Then the same commands run through the CLI on a second event, and its standings and
TRF must be byte-identical to the desk's.

With LANG=ru the run is made on the Russian pages with Cyrillic names, and no page of it may
show an English word: every Latin word on the pages is reported, the event service's answers
under the forms, the audit log's records and the engine's explanation of a pairing included.
The setup form's variants are named by their plugins in Russian (ABI 1.4 "damka.names/1") and
checked too. Excluded as data: file paths, who acted (an arbiter's or a program's name in the
audit log); codes in capitals (PAB, BH-C1, RUS, TRF) are not words.

Usage: desk_browser_test.py DAMKA_BINARY CHROMEDRIVER en|ru
"""
import json
import random
import re
import subprocess
import sys
import tempfile
import urllib.request

from browser_support import Run, free_port
from desk_support import Desk, page_state, visible_text, english_words
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER, LANG = sys.argv[1], sys.argv[2], sys.argv[3]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome


def wait_for(what, check, seconds=15, explain=None):
    RUN.wait_for(what, check, seconds, explain)
ROUNDS, PLAYERS = 9, 40


def player_csv(path):
    """40 players: names Latin or Cyrillic by the run's language, ratings spread with ties."""
    latin = ["Ivanov", "Petrov", "Sidorov", "Smirnov", "Kuznetsov", "Popov", "Vasiliev", "Sokolov", "Mikhailov", "Novikov"]
    cyrillic = ["Иванов", "Петров", "Сидоров", "Смирнов", "Кузнецов", "Попов", "Васильев", "Соколов", "Михайлов", "Новиков"]
    first_latin, first_cyrillic = ["Ivan", "Petr", "Anna", "Olga"], ["Иван", "Пётр", "Анна", "Ольга"]
    surnames, firsts = (cyrillic, first_cyrillic) if LANG == "ru" else (latin, first_latin)
    rows = ["name,rating,federation,birth_year"]
    for i in range(PLAYERS):
        name = f"{surnames[i % 10]}, {firsts[i // 10]}"
        rows.append(f"\"{name}\",{2400 - (i // 2) * 15},{['RUS', 'BLR', 'UKR'][i % 3]},{1970 + i}")
    with open(path, "w", encoding="utf-8") as f:
        f.write("\n".join(rows) + "\n")


def result_of(round_no, board):
    """The result of a board, the same in both runs: mostly decisive, some draws, a forfeit."""
    if round_no == 5 and board == 6:
        return "+-"
    return random.Random(round_no * 1000 + board).choice(["1-0", "1-0", "0-1", "0-1", "1/2"])


LEAVE_OUT = "#audit td:nth-child(3), script"  # who acted


def english_text(browser):
    return visible_text(browser, LEAVE_OUT)


def main():
    work = tempfile.TemporaryDirectory()
    web_db, cli_db, csv = f"{work.name}/web.db", f"{work.name}/cli.db", f"{work.name}/players.csv"
    player_csv(csv)
    port = free_port()
    server = subprocess.Popen([DAMKA, "serve", "--db", web_db, "--new", "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.PIPE, text=True)
    RUN.server = server
    base = f"http://127.0.0.1:{port}"
    server.stdout.readline()
    setup = server.stdout.readline().split(" at ", 1)[1].strip().replace("/en/", f"/{LANG}/")
    desk_browser, board_phone, arbiter_phone = chrome(1280, 900), chrome(360, 740), chrome(360, 740)
    cli_script = []  # the same commands, for the CLI run
    try:
        chief = setup.split("#token=")[1]
        # Create the event on the setup form.
        d = Desk(RUN, desk_browser, LANG, LEAVE_OUT)
        d.b.get(setup)
        wait_for("the setup form", lambda: d.form("api/v1/event/new"))
        d.note_page()
        title, place = ("Открытый турнир 2026", "Минск") if LANG == "ru" else ("Desk Open 2026", "Minsk")
        settings = {"name": title, "place": place, "rounds": str(ROUNDS), "language": LANG}
        d.form("api/v1/event/new")
        for name, value in settings.items():
            el = d.form("api/v1/event/new").find_element(By.NAME, name)
            if el.tag_name == "select":
                d.js("arguments[0].value = arguments[1];", el, value)
            else:
                el.clear()
                el.send_keys(value)
        d.form("api/v1/event/new").find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait_for("the desk after creating the event", lambda: d.b.current_url.endswith(f"/{LANG}/desk#token={chief}"))
        wait_for("the chief's desk", lambda: d.js("return document.getElementById('who').textContent") != "")
        cli_script.append(["event", "create", "--name", title, "--place", place, "--rounds", str(ROUNDS),
                           "--language", LANG])

        # The CSV upload: previewed (every line checked, nothing saved), then imported.
        d.tab("players")
        # The file is read as bytes by desk_players.js (issue 44) before the form can send it.
        def choose_file():
            d.js("document.getElementById('import-bytes').value = ''; document.getElementById('import-file').value = '';")
            d.b.find_element(By.ID, "import-file").send_keys(csv)
            wait_for("the file's bytes read", lambda: d.js("return document.getElementById('import-bytes').value") != "")
        choose_file()
        preview = d.submit("api/v1/players/import", button="button[value=true]", expect="40")
        assert d.js("return document.querySelectorAll('#players section tbody tr').length") == 0, "the preview saved players"
        choose_file()
        d.submit("api/v1/players/import", button="button[value=false]", expect="40")
        wait_for("40 players on the start list", lambda: d.js("return document.querySelectorAll('#players section tbody tr').length") == 40)
        d.note_page()
        cli_script.append(["player", "import", csv])

        arbiter = None
        for r in range(1, ROUNDS + 1):
            d.tab("round")
            d.submit("api/v1/rounds/pair", {"manual": ""}, expect=f"{r}")
            wait_for(f"round {r}'s draft", lambda: d.js(
                f"const x = document.querySelector('#draft[data-round=\"{r}\"] table'); return x !== null;"))
            if r == 1:
                # A swap by hand: the opponents of boards 1 and 2 change places.
                wait_for("the draft's pairs in the by-hand field", lambda: d.js("return document.getElementById('manual').value") != "")
                pairs = d.js("return document.getElementById('manual').value").split("\n")
                (w1, b1), (w2, b2) = pairs[0].split("-"), pairs[1].split("-")
                pairs[0], pairs[1] = f"{w1}-{b2}", f"{w2}-{b1}"
                d.submit("api/v1/rounds/undo", expect="1")
                d.submit("api/v1/rounds/pair", {"manual": "\n".join(pairs)}, expect=f"{w1}")
                wait_for("the swapped draft", lambda: d.js(
                    "return document.getElementById('manual').value.split('\\n')[0]") == f"{w1}-{b2}")
                # The same three commands: the engine's draft renumbers the players (C.04.2), undone.
                cli_script += [["round", "pair"], ["round", "undo"], ["round", "pair", "--manual", ",".join(pairs)]]
            else:
                cli_script.append(["round", "pair"])
            d.note_page()
            d.submit(f"api/v1/rounds/{r}/publish", expect=f"{r}")
            cli_script.append(["round", "publish"])
            wait_for(f"round {r} published on the desk", lambda: d.js(
                "const s = document.getElementById('round-state'); return s && s.dataset.round + ' ' + s.dataset.stage;")
                == f"{r} playing")
            games = json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/{r}"))["games"]
            boards = sorted({g["board"] for g in games})

            if r == 3:
                # A correction of round 2 after round 3 is paired: the desk asks, then it goes in.
                old = result_of(2, 3)
                new = "0-1" if old != "0-1" else "1-0"
                d.tab("results")
                d.submit("api/v1/rounds/{round}/results", {"round": "2", "text": f"3 {new}"}, expect="C.04.2")
                d.form("api/v1/rounds/{round}/results").find_element(By.CSS_SELECTOR, "output button.confirm").click()
                wait_for("the confirmed correction", lambda: d.js(
                    "const o = document.querySelector('#batch output');"
                    "return o.querySelector('button.confirm') === null && !o.classList.contains('refused')"
                    " && o.textContent.includes(arguments[0]);", "тур 2, доска 3" if LANG == "ru" else "round 2 board 3"))
                path = f"{work.name}/correction.txt"
                with open(path, "w") as f:
                    f.write(f"3 {new}\n")
                cli_script.append(["result", "enter", "--round", "2", "--confirm", path])

            # Board 1 from a phone with that board's token, made on the desk for this round.
            d.tab("access")
            d.submit("api/v1/tokens", {"role": "board", "board": "1", "round": str(r), "expires": "2d"}, expect="")
            wait_for("the board token's link", lambda: d.js("return document.querySelector('#new-token a') !== null"))
            board_link = d.js("return document.querySelector('#new-token a').href")
            assert f"/{LANG}/board/{r}/1#token=" in board_link, board_link
            assert d.js("return document.querySelector('#new-token svg, #new-token img.qr') !== null"), "no QR code"
            if arbiter is None:
                d.submit("api/v1/tokens", {"role": "arbiter", "round": "", "expires": "3d"}, expect="")
                # An arbiter's link names no round: it follows the round in hand.
                wait_for("the arbiter token's link", lambda: f"/{LANG}/results#token=" in d.js(
                    "const a = document.querySelector('#new-token a'); return a ? a.href : ''"))
                arbiter = d.js("return document.querySelector('#new-token a').href").split("#token=")[1]
            # Board 1 on its board page (result buttons beside the scoresheet, a second tap to
            # confirm), board 2 on the arbiter's results page of the round in hand.
            board_phone.get(board_link)
            result = result_of(r, 1)
            wait_for("board 1's button on the board page", lambda: board_phone.execute_script(
                f"const b = document.querySelector('#result-buttons button[data-result=\"{result}\"]');"
                "return b && !b.disabled;"), explain=lambda: page_state(board_phone))
            board_phone.find_element(By.CSS_SELECTOR, f'#result-buttons button[data-result="{result}"]').click()
            wait_for("the board page asks once more", lambda: board_phone.find_element(By.ID, "confirm-entry").is_displayed())
            board_phone.find_element(By.ID, "confirm-entry").click()
            wait_for("board 1's result saved from its page", lambda: any(
                g["board"] == 1 and g.get("result") not in (None, "", "*")
                for g in json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/{r}"))["games"]),
                explain=lambda: page_state(board_phone))
            phone_pages = [board_phone]
            arbiter_phone.get(f"{base}/{LANG}/results#token={arbiter}")
            result = result_of(r, 2)
            wait_for("board 2's button on the phone", lambda: arbiter_phone.execute_script(
                f"const b = document.querySelector('li[data-board=\"2\"] button[data-result=\"{result}\"]');"
                "return b && !b.disabled;"), explain=lambda: page_state(arbiter_phone))
            arbiter_phone.execute_script(
                f"document.querySelector('li[data-board=\"2\"] button[data-result=\"{result}\"]').click();")
            wait_for("board 2's result saved from the phone", lambda: arbiter_phone.execute_script(
                "return document.querySelector('li[data-board=\"2\"] .result').textContent") not in ("", None) and
                arbiter_phone.execute_script("return document.getElementById('desk-message').textContent") != "",
                explain=lambda: page_state(arbiter_phone))
            phone_pages.append(arbiter_phone)
            for phone in phone_pages:
                if LANG == "ru":
                    words = english_words(phone, LEAVE_OUT)
                    if words:
                        sys.exit(f"FAILED: English words on the phone's page: {words}: {english_text(phone)}")
            # The other boards as one batch on the desk.
            d.tab("results")
            rest = "\n".join(f"{b} {result_of(r, b)}" for b in boards if b > 2)
            d.submit("api/v1/rounds/{round}/results", {"round": str(r), "text": rest}, expect=f"{len(boards) - 2}")
            path = f"{work.name}/round{r}.txt"
            with open(path, "w") as f:
                f.write("\n".join(f"{b} {result_of(r, b)}" for b in boards) + "\n")
            cli_script.append(["result", "enter", "--round", str(r), path])
            d.note_page()

            if r == 4:
                d.tab("players")
                d.submit("api/v1/players/{id}/withdraw", {"id": "7", "after": ""}, expect="7")
                cli_script.append(["player", "withdraw", "7"])

        # The prints, each a page with its tables.
        for page in ["print/pairings/9", "print/slips/9", "print/wallchart", "print/standings", "print/crosstable",
                     "print/cards"]:
            d.b.get(f"{base}/{LANG}/{page}")
            wait_for(f"the print {page}", lambda: d.js("return document.querySelectorAll('table').length") > 0)
            d.note_page()
        for page in ["", "players", "standings", "crosstable", "rounds/9"]:
            d.b.get(f"{base}/{LANG}/{page}")
            d.note_page()
        d.b.get(f"{base}/{LANG}/desk#token={chief}")
        wait_for("the desk", lambda: d.js("return document.getElementById('who').textContent") != "")
        d.tab("audit")  # the audit log's page shows it at once
        wait_for("the audit log", lambda: d.js("return document.querySelectorAll('#audit tbody tr').length") > 50)
        d.note_page()
        d.tab("access")  # and the access page its tokens
        wait_for("the tokens", lambda: d.js("return document.querySelectorAll('#tokens tbody tr').length") >= ROUNDS + 2)
        d.note_page()
    finally:
        for b in (desk_browser, board_phone, arbiter_phone):
            b.quit()
        server.terminate()
        server.wait()

    # The same commands through the CLI on another event: the same standings and TRF, byte for byte.
    for command in cli_script:
        damka(*command[:2], "--db", cli_db, *command[2:])
    for what in (["standings"], ["trf", "export"]):
        web, cli = damka(*what, "--db", web_db), damka(*what, "--db", cli_db)
        if web != cli:
            for r in range(1, ROUNDS + 1):  # where the two events part
                a, b = damka("pairings", "--round", str(r), "--db", web_db), damka("pairings", "--round", str(r), "--db", cli_db)
                if a != b:
                    print(f"round {r} differs:\n--- desk\n{a}\n--- cli\n{b}\n")
                    break
            sys.exit(f"FAILED: damka {' '.join(what)} differs between the desk's event and the CLI's:\n"
                     f"--- desk\n{web}\n--- cli\n{cli}")
    print(f"desk run ({LANG}): {ROUNDS} rounds, {PLAYERS} players, {len(d.pages)} pages; standings and TRF "
          "identical to the CLI's")


if __name__ == "__main__":
    main()
