#!/usr/bin/env python3
"""The electronic scoresheet and the live boards in headless Chromium (issue 30, "Done when").

A Russian draughts event of four players, round 1 published, served by `damka serve`; board 1's
web clock is started with the board's token. On a phone-sized window the scoresheet of board 1
(/en/board/1/1#token=...) plays by tapping squares: 1. c3-d4 f6-e5, then White plays a3-b4
although the capture d4:f6 is compulsory; the page says it is not legal and asks, the player
confirms it was made on the board. Each move presses the running web clock. In another window
the live boards of round 1 (/en/live/1) show every move as it is made, through the event stream,
without reload. Then `damka arbiter decide` on the game's log upholds Black's correction claim
with its citation (the Russian federation's rulebook, read as adiukh 8.6: "fsr: general
principle (as adiukh 8.6; the federation's article could not be read)", the offence under 8.3),
and the scoresheet, told by the stream, shows the move taken back and takes d4:f6. Black then
resigns from the board page (issue 44): 1-0 goes in with the game's record.

Usage: scoresheet_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import json
import subprocess
import sys
import tempfile
import time
import urllib.request

from browser_support import Run, ScoresheetPage, free_port
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)
damka, chrome = RUN.damka, RUN.chrome


def wait_for(what, check, seconds=10, explain=None):
    RUN.wait_for(what, check, seconds, explain)


class Sheet(ScoresheetPage):
    """The scoresheet page in its window: taps on squares, what it shows."""

    def message(self):
        return self.b.find_element(By.ID, "message").text

    def state(self):
        return f"moves {self.moves()}, message {self.message()!r}, targets {self.marked('target')}"

    def play(self, origin, target, shown):
        self.tap(origin)
        wait_for(f"{origin} is chosen", lambda: self.marked("from") == [origin], explain=self.state)
        self.tap(target)
        wait_for(f"{shown} is in the move list", lambda: self.moves() and self.moves()[-1] == shown, explain=self.state)


def main():
    work = tempfile.TemporaryDirectory()
    db = f"{work.name}/scoresheet.db"
    RUN.four_players_paired(db, "--name", "Scoresheet Open", "--variant", "russian", "--rounds", "3",
                            "--time-control", "5m+3s")
    board1 = damka("token", "create", "--db", db, "--role", "board:1").strip()
    port = free_port()
    RUN.server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"], stdout=subprocess.PIPE,
                              text=True)
    base = f"http://127.0.0.1:{port}"
    phone, hall = chrome(400, 900), chrome(1200, 900)
    try:
        RUN.server.stdout.readline()  # "damka serve: http://..." once it listens
        game_api = f"{base}/api/v1/rounds/1/boards/1/game"
        white, black = [p["label"] for p in json.load(urllib.request.urlopen(game_api))["players"]]
        start = urllib.request.Request(f"{base}/api/v1/rounds/1/boards/1/clock", data=b'{"action": "start"}',
                                       headers={"Authorization": f"Bearer {board1}", "Content-Type": "application/json"})
        with urllib.request.urlopen(start) as answer:
            assert answer.status == 200

        hall.get(f"{base}/en/live/1")
        live_last = lambda: hall.execute_script(
            "return document.querySelector('li[data-board=\"1\"] .last').textContent;")
        assert hall.find_element(By.CSS_SELECTOR, 'li[data-board="1"] a.players').get_attribute("href").endswith(
            "/en/game/1/1")
        hall.execute_script("window.notReloaded = true;")

        phone.get(f"{base}/en/board/1/1#token={board1}")
        sheet = Sheet(phone)
        wait_for("the scoresheet knows the board's token", lambda: "Board 1" in phone.find_element(By.ID, "who").text)
        wait_for("White's movable men are shown", lambda: sheet.marked("target") == ["a3", "c3", "e3", "g3"],
                 explain=sheet.state)
        names = phone.find_element(By.ID, "name0").text
        assert white in names, f"{white} not in {names!r}"
        time.sleep(0.5)  # the pages' event streams are open

        sheet.play("c3", "d4", "c3-d4")
        wait_for("Black's clock runs: the move pressed it",
                 lambda: "running" in phone.find_element(By.ID, "player1").get_attribute("class"))
        wait_for("the live page shows c3-d4", lambda: live_last() == "c3-d4", explain=live_last)
        print("ok: a tapped move is recorded, presses the clock and shows on the live page")

        sheet.play("f6", "e5", "f6-e5")
        wait_for("the live page shows f6-e5", lambda: live_last() == "f6-e5", explain=live_last)
        # White must take d4:f6; a3-b4 is made on the board all the same.
        wait_for("only d4 may move", lambda: sheet.marked("target") == ["d4"], explain=sheet.state)
        sheet.tap("a3")
        wait_for("a3 is chosen", lambda: sheet.marked("from") == ["a3"], explain=sheet.state)
        sheet.tap("b4")
        wait_for("the page asks whether a3-b4 was made", lambda: phone.find_element(By.ID, "yes").is_displayed(),
                 explain=sheet.state)
        assert "not a legal move" in sheet.message(), sheet.message()
        assert sheet.moves()[-1] == "f6-e5", "recorded before it was confirmed"
        phone.find_element(By.ID, "yes").click()
        wait_for("a3-b4 is recorded as made", lambda: sheet.moves()[-1] == "a3-b4 (not legal)", explain=sheet.state)
        wait_for("the live page shows a3-b4", lambda: live_last() == "a3-b4", explain=live_last)
        assert hall.execute_script("return window.notReloaded === true;"), "the live page was reloaded"
        print("ok: an illegal move is recorded only when confirmed, and shows live without reload")

        shown = damka("arbiter", "show", "--db", db, "--board", "1")
        for line in ["White moves c3-d4", "Black moves f6-e5", "White moves from a3 to b4", "White presses the clock"]:
            assert line in shown, f"{line!r} not in:\n{shown}"
        decided = damka("arbiter", "decide", "--db", db, "--round", "1", "--board", "1", "correction", "black")
        citation = "fsr: general principle (as adiukh 8.6; the federation's article could not be read)"
        assert f"Claim upheld ({citation})" in decided, decided
        assert "White made a quiet move although a capture was compulsory (fsr: general principle (as adiukh 8.3;" \
            in decided, decided
        assert "White must play: d4:f6." in decided, decided
        print("ok: damka arbiter decide upholds the correction, citing adiukh 8.6 (offence 8.3)")

        wait_for("the scoresheet shows the move taken back",
                 lambda: sheet.moves()[-1] == "a3-b4 (not legal) (taken back)", explain=sheet.state)
        wait_for("only d4 may move again", lambda: sheet.marked("target") == ["d4"], explain=sheet.state)
        sheet.play("d4", "f6", "d4:f6")
        wait_for("the live page shows d4:f6", lambda: live_last() == "d4:f6", explain=live_last)
        assert hall.execute_script("return window.notReloaded === true;"), "the live page was reloaded"
        print("ok: after the correction the scoresheet takes the capture owed")

        # Issue 44: Black resigns from the board page; the result goes in with the game's record.
        resign = phone.find_element(By.ID, "resign1")
        wait_for("Black may resign", lambda: resign.is_enabled() and resign.text == "Black resigns")
        resign.click()
        wait_for("the resignation is asked once more", lambda: phone.find_element(By.ID, "confirm-entry").is_displayed())
        phone.find_element(By.ID, "confirm-entry").click()
        wait_for("the resignation enters 1-0",
                 lambda: json.load(urllib.request.urlopen(game_api))["result"] == "1-0", explain=sheet.state)
        wait_for("the page shows the result", lambda: "1-0" in phone.find_element(By.ID, "result-message").text,
                 explain=sheet.state)
        assert "d4:f6" in urllib.request.urlopen(f"{base}/api/v1/games.pdn").read().decode()
        print("ok: a resignation from the board page enters the result with the game")
    finally:
        phone.quit()
        hall.quit()
        RUN.server.terminate()
        RUN.server.wait(5)
    print("5 passed, 0 failed")


if __name__ == "__main__":
    main()
