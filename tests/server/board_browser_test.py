#!/usr/bin/env python3
"""The board page of issue 44 §2 in headless Chromium, on 360-px phones.

A 2-1-0 Russian draughts event of four players, round 1 published, served by `damka serve`.
- Board 1's players (/en/board/1/1#token=...) see the result buttons in the event's scale (2-0,
  1-1, 0-2, at least 44 px, inside the 360-px window) beside the scoresheet, without the
  forfeits or the arbiter's controls; they enter 2-0 (asked once more: #confirm-entry), and a
  second entry is refused in words ("the result is entered; a change is the arbiter's"), as is a
  forfeit sent from the page.
- The arbiter on board 2 (/en/board/1/2#token=...) takes back a mis-tapped c3-d4 (#undo), then
  after 1. c3-d4 f6-e5 2. a3-b4 (made on the board although d4:f6 was owed, confirmed) rules on
  Black's correction claim from the page (#claim, #claimant, #rule): upheld on adiukh 8.6 as
  the Russian federation's rulebook reads it, the move taken back; d4:f6 is played, then the
  players agree a draw (#draw): 1-1, and the game is in /api/v1/games.pdn.
- In Russian the board page's result and arbiter's sections hold no Latin word.
- Round 2 paired: the arbiter's correction of board 1 on the results page (/en/results/1) asks
  for the C.04.2 confirmation in board 1's line, in view; board 1's token says "round 1 is over;
  ask the arbiter" on the board page and the clock page; a revoked token says it was revoked.
Screenshots of the board page at 360 and 1280 px go to /tmp/shots-board/.

Usage: board_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import json
import os
import re
import subprocess
import sys
import tempfile
import urllib.request

from browser_support import BoardPage, Run, free_port
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome
SHOTS = "/tmp/shots-board"


def wait_for(what, check, seconds=10, explain=None):
    RUN.wait_for(what, check, seconds, explain)


def Board(browser):
    return BoardPage(RUN, browser)


def boxes(browser, css):
    return browser.execute_script(
        "return [...document.querySelectorAll(arguments[0])].filter(e => e.offsetParent !== null).map(e => {"
        "const r = e.getBoundingClientRect(); return {text: e.textContent, w: r.width, h: r.height, right: r.right};});",
        css)


def main():
    os.makedirs(SHOTS, exist_ok=True)
    work = tempfile.TemporaryDirectory()
    db = f"{work.name}/board.db"
    RUN.four_players_paired(db, "--name", "Board Open", "--variant", "russian", "--rounds", "3", "--scoring", "2-1-0")
    board1 = damka("token", "create", "--db", db, "--role", "board:1").strip()
    arbiter = damka("token", "create", "--db", db, "--role", "arbiter").strip()
    gone = damka("token", "create", "--db", db, "--role", "arbiter").strip()
    port = free_port()
    RUN.server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"], stdout=subprocess.PIPE,
                                  text=True)
    base = f"http://127.0.0.1:{port}"
    players, desk = chrome(360, 740), chrome(360, 740)
    passed = 0
    try:
        RUN.server.stdout.readline()  # "damka serve: http://..." once it listens

        # Board 1's players.
        players.get(f"{base}/en/board/1/1#token={board1}")
        p = Board(players)
        wait_for("the page knows the board's token", lambda: "Board 1" in p.text("#who"))
        wait_for("the buttons are enabled", lambda: p.el('#result-buttons button[data-result="1-0"]').is_enabled())
        shown = boxes(players, "#result-buttons button")
        assert [b["text"] for b in shown] == ["2-0", "1-1", "0-2"], shown
        width = players.execute_script("return document.documentElement.clientWidth;")
        for b in shown + boxes(players, "#game-end button"):
            assert b["h"] >= 44 and b["w"] >= 44 and b["right"] <= width, f"{b} in a {width}-px window"
        assert not p.el("#arbiter-tools").is_displayed()
        assert p.el("#diagram svg").is_displayed(), "the scoresheet is on the page"
        players.save_screenshot(f"{SHOTS}/board-360.png")
        assert players.execute_script("return document.documentElement.scrollWidth <= window.innerWidth;"), \
            "the board page is wider than 360 px"
        p.el("#result-entry").location_once_scrolled_into_view
        players.save_screenshot(f"{SHOTS}/board-result-360.png")
        p.click('#result-buttons button[data-result="1-0"]')
        wait_for("the players' entry is asked once more",
                 lambda: p.text("#result-message").startswith("Enter the result 2-0?"), explain=p.state)
        p.click("#confirm-entry")
        wait_for("2-0 is saved", lambda: "Saved: 2-0" in p.text("#result-message"), explain=p.state)
        wait_for("the page shows the result", lambda: p.text("#message") == "Result: 2-0", explain=p.state)
        p.click('#result-buttons button[data-result="0-1"]')
        p.click("#confirm-entry")
        wait_for("a second entry is refused in words",
                 lambda: p.text("#result-message") == "the result is entered; a change is the arbiter's",
                 explain=p.state)
        status, refused = p.post("/api/v1/rounds/1/boards/1/result?lang=en", {"result": "-+"})
        assert status == 403 and refused["error"]["code"] == "forfeit_is_arbiters", (status, refused)
        print("ok: the players enter 2-0 once on 44-px buttons in the event's scale; a change and a forfeit are refused")
        passed += 1

        # The arbiter on board 2.
        desk.get(f"{base}/en/board/1/2#token={arbiter}")
        a = Board(desk)
        wait_for("the page knows the arbiter", lambda: "Arbiter" in a.text("#who"))
        wait_for("the arbiter's tools are shown", lambda: a.el("#arbiter-tools").is_displayed())
        assert [b["text"] for b in boxes(desk, "#result-buttons button")] == ["2-0", "1-1", "0-2", "+-", "-+", "--"]
        a.play("c3", "d4", "c3-d4")
        a.click("#undo")
        wait_for("c3-d4 is taken back", lambda: a.moves() == ["c3-d4 (taken back)"], explain=a.state)
        wait_for("White moves again", lambda: a.marked("target") == ["a3", "c3", "e3", "g3"], explain=a.state)
        a.play("c3", "d4", "c3-d4")
        a.play("f6", "e5", "f6-e5")
        a.made_though_not_legal("a3", "b4", only="d4")
        assert a.moves()[-1] == "a3-b4 (not legal)", a.state()
        desk.find_element(By.CSS_SELECTOR, '#claim option[value="correction"]').click()
        desk.find_element(By.CSS_SELECTOR, '#claimant option[value="1"]').click()
        a.click("#rule")
        wait_for("the ruling is shown with its citation",
                 lambda: "The claim is upheld (fsr: a general principle, as adiukh 8.6)." in a.text("#ruling"),
                 explain=a.state)
        wait_for("a3-b4 is taken back", lambda: a.moves()[-1] == "a3-b4 (not legal) (taken back)", explain=a.state)
        desk.save_screenshot(f"{SHOTS}/board-arbiter-360.png")
        a.play("d4", "f6", "d4:f6")
        a.click("#draw")
        a.click("#confirm-entry")
        wait_for("the draw is agreed", lambda: a.text("#result-message").startswith("a draw agreed"), explain=a.state)
        game = json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/1/boards/2/game"))
        assert game["result"] == "1/2", game["result"]
        desk.refresh()
        wait_for("the draw shows as 1-1", lambda: a.text("#message") == "Result: 1-1", explain=a.state)
        pdn = urllib.request.urlopen(f"{base}/api/v1/games.pdn").read().decode()
        assert "d4:f6" in pdn and "1/2-1/2" in pdn, pdn
        shown = damka("arbiter", "show", "--db", db, "--board", "2")
        for line in ["arbiter's decision (scoresheet): c3-d4 was recorded by mistake",
                     "Black accepts the draw"]:
            assert line in shown, f"{line!r} not in:\n{shown}"
        print("ok: the arbiter's undo, ruling on the illegal move and the draw agreed, from the page")
        passed += 1

        desk.get(f"{base}/ru/board/1/2#token={arbiter}")
        wait_for("the Russian page knows the arbiter", lambda: a.el("#arbiter-tools").is_displayed())
        for part in ["#result-entry", "#arbiter-tools"]:
            latin = re.findall(r"[A-Za-z]{2,}", a.text(part))
            assert not latin, f"{part}: {latin} in {a.text(part)!r}"
        assert desk.execute_script("return document.documentElement.scrollWidth <= window.innerWidth;"), \
            "the Russian arbiter's board page is wider than 360 px"
        a.el("#result-entry").location_once_scrolled_into_view
        desk.save_screenshot(f"{SHOTS}/board-arbiter-ru-360.png")
        print("ok: the Russian board page's result and arbiter's sections have no Latin word")
        passed += 1

        players.set_window_size(1280, 900)
        players.get(f"{base}/en/board/1/1#token={board1}")
        players.refresh()
        wait_for("the page knows the board's token", lambda: "Board 1" in p.text("#who"))
        players.save_screenshot(f"{SHOTS}/board-1280.png")

        # Round 2 paired: corrections need the C.04.2 confirmation; round 1's board token is over.
        damka("round", "pair", "--db", db)
        damka("round", "publish", "--db", db)
        players.set_window_size(360, 740)
        players.get(f"{base}/en/board/1/1#token={board1}")
        players.refresh()  # the same address: loaded again, not only scrolled to its fragment
        wait_for("the board page says the round is over",
                 lambda: p.text("#who") == "round 1 is over; ask the arbiter", explain=lambda: p.text("#who"))
        players.get(f"{base}/en/clock/1/1#token={board1}")
        wait_for("the clock page says the round is over",
                 lambda: players.find_element(By.ID, "message").text == "round 1 is over; ask the arbiter")
        gone_id = json.load(urllib.request.urlopen(urllib.request.Request(
            f"{base}/api/v1/token", headers={"Authorization": f"Bearer {gone}"})))["id"]
        damka("token", "revoke", "--db", db, gone_id)
        players.get(f"{base}/en/results/1#token={gone}")
        wait_for("a revoked token says so",
                 lambda: players.find_element(By.ID, "who").text
                 == "this link's token was revoked; ask the arbiter for a new one",
                 explain=lambda: players.find_element(By.ID, "who").text)
        desk.get(f"{base}/en/results/1#token={arbiter}")
        row = 'li[data-board="1"]'
        wait_for("the arbiter may correct board 1",
                 lambda: desk.find_element(By.CSS_SELECTOR, f'{row} button[data-result="0-1"]').is_enabled())
        desk.execute_script("window.scrollTo(0, 0);")
        desk.find_element(By.CSS_SELECTOR, f'{row} button[data-result="0-1"]').click()
        wait_for("the confirmation is asked in board 1's line",
                 lambda: desk.find_element(By.CSS_SELECTOR, f"{row} .row-message #confirm").is_displayed())
        in_view = desk.execute_script(
            "const r = document.querySelector(arguments[0] + ' .row-message').getBoundingClientRect();"
            "return r.top >= 0 && r.bottom <= window.innerHeight;", row)
        assert in_view, "the confirmation is not in view"
        assert desk.find_element(By.ID, "desk-message").text == "", "the confirmation is at the top"
        desk.find_element(By.CSS_SELECTOR, f"{row} #confirm").click()
        wait_for("the correction is saved", lambda: "Saved: board 1, 0-2" in desk.find_element(By.ID, "desk-message").text)
        print("ok: round over and revoked say so; the C.04.2 confirmation is asked at the board, in view")
        passed += 1
    finally:
        players.quit()
        desk.quit()
        RUN.server.terminate()
        RUN.server.wait(5)
    print(f"{passed} passed, 0 failed")


if __name__ == "__main__":
    main()
