"""What the headless-Chromium runs of tests/server share: the damka command (a failure ends the
run with its output), a four-player event with round 1 published, waiting for a page to show
something, a token, the server on a free port, a browser window, the scoresheet's squares and moves."""
import re
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

    def token(self, db, role):
        """A new token's secret (`damka token create --role ROLE`)."""
        out = self.damka("token", "create", "--db", db, "--role", role)
        return re.search(r"[A-Za-z0-9_-]{40,}", out).group(0)

    def serve(self, db):
        """`damka serve --db DB` on a free port, watched by this run; its address."""
        port = free_port()
        self.server = subprocess.Popen([self.damka_binary, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"],
                                       stdout=subprocess.PIPE, text=True)
        self.server.stdout.readline()  # listening
        return f"http://127.0.0.1:{port}"

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


class BoardPage(ScoresheetPage):
    """A board page in its window (issue 44): its scoresheet, result buttons and arbiter's tools."""

    def __init__(self, run, browser):
        super().__init__(browser)
        self.run = run

    def el(self, css):
        return self.b.find_element(By.CSS_SELECTOR, css)

    def text(self, css):
        return self.el(css).text

    def state(self):
        return (f"moves {self.moves()}, message {self.text('#message')!r}, "
                f"result {self.text('#result-message')!r}, ruling {self.text('#ruling')!r}")

    def play(self, origin, target, shown):
        wait = self.run.wait_for
        wait(f"{origin} may move", lambda: origin in self.marked("target"), explain=self.state)
        self.tap(origin)
        wait(f"{origin} is chosen", lambda: self.marked("from") == [origin], explain=self.state)
        self.tap(target)
        wait(f"{shown} is in the move list", lambda: self.moves() and self.moves()[-1] == shown, explain=self.state)

    def made_though_not_legal(self, origin, target, only):
        """A move the page finds not legal (`only` may move), made on the board all the same:
        tapped, then confirmed by the players (#yes)."""
        wait = self.run.wait_for
        wait(f"only {only} may move", lambda: self.marked("target") == [only], explain=self.state)
        self.tap(origin)
        wait(f"{origin} is chosen", lambda: self.marked("from") == [origin], explain=self.state)
        self.tap(target)
        self.click("#yes")
        wait(f"{origin}-{target} is recorded as made", lambda: self.moves()[-1].startswith(f"{origin}-{target}"),
             explain=self.state)

    def click(self, css):
        self.run.wait_for(f"{css} may be tapped", lambda: self.el(css).is_displayed() and self.el(css).is_enabled(),
                          explain=self.state)
        self.el(css).click()

    def post(self, api, body):
        """A write sent by the page's own token, as a player could from its console."""
        return self.b.execute_async_script("""
            const [api, body, done] = arguments;
            const token = location.hash.match(/token=([^&]+)/)[1];
            fetch(api, {method: 'POST', body: JSON.stringify(body),
                        headers: {'Content-Type': 'application/json', 'Authorization': 'Bearer ' + token}})
              .then(r => r.json().then(j => done([r.status, j])));""", api, body)


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]
