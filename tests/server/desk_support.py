"""What the desk's Chromium runs share: the desk in its window (a tab, a form filled and sent, its
answer) and the check that a Russian page shows no English word."""
import re
import sys

from selenium.webdriver.common.by import By

LATIN_WORD = re.compile(r"\b[A-Za-z]*[a-z][A-Za-z]*\b")


def page_state(browser):
    """What a failed wait on a page shows: its address, what its script knows, what it fetched."""
    return browser.execute_script(
        "return [location.href, typeof who === 'undefined' ? 'no who' : JSON.stringify(who),"
        " (document.getElementById('desk-message') || {}).textContent,"
        " performance.getEntriesByType('resource').filter(e => e.name.includes('/api/'))"
        "   .map(e => e.name + ' ' + e.responseStatus + ' at ' + Math.round(e.startTime) + ' ms')];")


def visible_text(browser, leave_out):
    """The page's text and placeholders without the elements `leave_out` (CSS) names and without
    addresses (a path is data, not words)."""
    return browser.execute_script(
        "const c = document.body.cloneNode(true);"
        "for (const e of c.querySelectorAll(arguments[0])) e.remove();"
        "return (c.innerText + ' ' + [...c.querySelectorAll('[placeholder]')].map(e => e.placeholder).join(' '))"
        "  .replace(/\\/\\S+/g, ' ');", leave_out)


def english_words(browser, leave_out="script"):
    """Latin words with a small letter on the page (codes in capitals and notation such as c3-d4
    are not words), besides the link to the English pages ("English", the language's own name)."""
    return sorted(set(LATIN_WORD.findall(visible_text(browser, leave_out))) - {"English"})


def fail_on_english(browser, where, leave_out="script"):
    words = english_words(browser, leave_out)
    if words:
        text = visible_text(browser, leave_out)
        near = sorted({text[max(0, m.start() - 60):m.end() + 60] for w in words[:3]
                       for m in re.finditer(r"\b" + w + r"\b", text)})[:5]
        sys.exit(f"FAILED: English words on {where}: {words}, in: {near}")


class Desk:
    """The desk in one browser window: its tabs, its forms (found by the address they send to)."""

    def __init__(self, run, browser, lang, leave_out="script"):
        self.run, self.b, self.lang, self.leave_out = run, browser, lang, leave_out
        self.pages = []

    def wait_for(self, what, check, seconds=15):
        self.run.wait_for(what, check, seconds, explain=lambda: page_state(self.b))

    def js(self, script, *args):
        return self.b.execute_script(script, *args)

    def form(self, api):
        # A section's own form, else the round's main button (#round-state) of that address.
        forms = self.b.find_elements(By.CSS_SELECTOR, f".desk-part form[data-api=\"{api}\"]")
        return forms[0] if forms else self.b.find_element(By.CSS_SELECTOR, f"form[data-api=\"{api}\"]")

    def output(self, api):
        # A form gone with what it did (the undo of the only round) answers on top of the desk.
        return self.js(f"const f = document.querySelector('.desk-part form[data-api=\"{api}\"]')"
                       f" || document.querySelector('form[data-api=\"{api}\"]');"
                       "return f ? f.querySelector('output').textContent"
                       " : document.getElementById('desk-message').textContent;")

    def tab(self, name):
        """Another page of the desk (issue 44): its tab, at its own address with the token."""
        if self.js("const a = document.querySelector('nav.desk-tabs a[aria-current=page]'); return a && a.dataset.tab;") == name:
            return
        self.b.find_element(By.CSS_SELECTOR, f"nav.desk-tabs a[data-tab={name}]").click()
        self.wait_for(f"the desk's page {name}", lambda: self.js(
            "const a = document.querySelector('nav.desk-tabs a[aria-current=page]');"
            "return a && a.dataset.tab === arguments[0] && location.hash.startsWith('#token=')"
            " && document.getElementById('who').textContent !== '';", name))

    def fill(self, form, fields):
        for name, value in (fields or {}).items():
            el = form.find_element(By.NAME, name)
            if el.get_attribute("type") == "checkbox":
                if el.is_selected() != bool(value):
                    el.click()
            elif el.tag_name == "select":
                self.js("arguments[0].value = arguments[1];", el, value)
            else:
                el.clear()
                el.send_keys(value)

    def submit(self, api, fields=None, button=None, expect=None):
        """Fills the form's fields and presses its (or the named) button; waits for `expect`
        in the answer under the form (after the page's refresh)."""
        form = self.form(api)
        self.fill(form, fields)
        self.js("document.querySelectorAll('output, #desk-message').forEach(o => o.textContent = '');")
        (form.find_element(By.CSS_SELECTOR, button) if button else form.find_element(By.CSS_SELECTOR, "button[type=submit]")).click()
        self.wait_for(f"an answer from {api} containing {expect!r}",
                      lambda: (expect or "") in self.output(api) and self.output(api) != "", 20)
        return self.output(api)

    def note_page(self):
        if self.lang == "ru":
            fail_on_english(self.b, self.b.current_url.split("#")[0], self.leave_out)
        self.pages.append(self.b.current_url.split("#")[0])


def stage(d):
    """The round in hand on top of the desk: "3 playing" (its number and data-stage)."""
    return d.js("const s = document.getElementById('round-state'); return s ? s.dataset.round + ' ' + s.dataset.stage : '';")


def main_action(d, now, then):
    """The round's one next action, pressed; waits for the stage it leads to."""
    if stage(d) != now:
        sys.exit(f"FAILED: the round in hand is {stage(d)!r}, not {now!r}")
    d.b.find_element(By.CSS_SELECTOR, "#round-state .main button").click()
    d.wait_for(f"the round in hand {then}", lambda: stage(d) == then, 20)
