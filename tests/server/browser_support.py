"""What the headless-Chromium runs of tests/server share: the damka command (a failure ends the
run with its output), a four-player event with round 1 published, waiting for a page to show
something, a free port, a browser window, the scoresheet's squares and moves."""
import socket
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


class Run:
    """One run: the damka binary, chromedriver and, once started, the server it watches."""

    def __init__(self, damka, chromedriver):
        self.damka_binary = damka
        self.chromedriver = chromedriver
        self.server = None  # the `damka serve` process, named in a failure

    def damka(self, *args):
        run = subprocess.run([self.damka_binary, *args], capture_output=True, text=True)
        if run.returncode != 0:
            sys.exit(f"damka {' '.join(args)}: exit {run.returncode}\n{run.stdout}{run.stderr}")
        return run.stdout

    def four_players_paired(self, db, *event):
        """An event made with `event create --db DB EVENT...`, Ann, Bob, Cid and Dan (1800) in it,
        round 1 paired and published."""
        self.damka("event", "create", "--db", db, *event)
        for name in ["Ann", "Bob", "Cid", "Dan"]:
            self.damka("player", "add", "--db", db, name, "--rating", "1800")
        self.damka("round", "pair", "--db", db)
        self.damka("round", "publish", "--db", db)

    def wait_for(self, what, check, seconds=10, explain=None):
        end = time.time() + seconds
        while time.time() < end:
            try:
                if check():
                    return
            except Exception:  # an element redrawn while read: ask again
                pass
            time.sleep(0.1)
        server = f" (server: {self.server.poll()})" if self.server else ""
        sys.exit(f"FAILED: {what}" + (f": {explain()}" if explain else "") + server)

    def chrome(self, width=None, height=None):
        options = webdriver.ChromeOptions()
        for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"]:
            options.add_argument(flag)
        browser = webdriver.Chrome(service=Service(self.chromedriver), options=options)
        if width and height:
            browser.set_window_size(width, height)
        return browser


class ScoresheetPage:
    """The scoresheet of a board page (/LANG/board/N/B) in its window: taps on its squares, the
    moves it lists, the squares it marks."""

    def __init__(self, browser):
        self.b = browser

    def tap(self, square):
        # Found again for each tap: the drawing is redrawn after every answer.
        self.b.find_element(By.CSS_SELECTOR, f'#diagram rect.sq[data-square="{square}"]').click()

    def moves(self):
        return self.b.execute_script("return [...document.querySelectorAll('#moves .move')].map(e => e.textContent);")

    def marked(self, cls):
        return self.b.execute_script(
            f"return [...document.querySelectorAll('#diagram rect.sq.{cls}')].map(e => e.dataset.square).sort();")


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
