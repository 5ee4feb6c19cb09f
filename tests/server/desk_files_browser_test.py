#!/usr/bin/env python3
"""A secretary's files and habits on the Russian desk, in headless Chromium (issue 44 §3).

A Windows-1251 CSV as Russian Excel saves it (the bytes written with Python's cp1251 codec, not
by damka) is chosen on the desk: its columns are shown for mapping ("Город" read as the club),
the preview says which player each line will be and names every error of a bad line, then the
import. A file in capitals reads as Russian in KOI8-R too: both readings are offered with a
sample, and the one chosen is what the preview reads. A rating typed as "22ОО" is refused naming the field (a number field used to drop the
letters and save 22); a name typed twice is asked about and added as another person on the
confirmation; a player entered by mistake is deleted after the confirmation; the initial order
is shown and sorted on the button. The CSV links ask for the page's language.

Usage: desk_files_browser_test.py DAMKA_BINARY CHROMEDRIVER
"""
import os
import subprocess
import sys
import tempfile

from browser_support import Run, free_port
from selenium.webdriver.common.by import By

DAMKA, CHROMEDRIVER = sys.argv[1], sys.argv[2]
RUN = Run(DAMKA, CHROMEDRIVER)


def wait_for(what, check, seconds=15):
    RUN.wait_for(what, check, seconds)


def main():
    work = tempfile.TemporaryDirectory()
    db, csv, bad_csv = f"{work.name}/e.db", f"{work.name}/excel.csv", f"{work.name}/bad.csv"
    capitals = f"{work.name}/capitals.csv"
    with open(capitals, "wb") as f:  # reads as Russian words in KOI8-R too: the arbiter chooses
        f.write("name\r\nСЕМЕНОВ ОЛЕГ\r\n".encode("cp1251"))
    with open(csv, "wb") as f:
        f.write("Фамилия;Имя;Рейтинг;Город;Дата рождения\r\n"
                "Петров;Иван;1500;Тула;01.02.2008\r\n"
                "Иванов;Пётр;1800;Казань;14.03.2010\r\n".encode("cp1251"))
    with open(bad_csv, "wb") as f:
        f.write("Фамилия;Имя;Рейтинг;Федерация\r\nСидоров;Олег;22ОО;RU\r\n".encode("cp1251"))
    RUN.damka("event", "create", "--db", db, "--name", "Первенство клуба", "--rounds", "5", "--language", "ru")
    chief = RUN.damka("token", "create", "--db", db, "--role", "chief").strip()
    port = free_port()
    server = subprocess.Popen([DAMKA, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.PIPE, text=True)
    RUN.server = server
    browser = RUN.chrome(1280, 900)
    js = browser.execute_script

    def output(form_id):
        return js(f"return document.querySelector('#{form_id} output').textContent")

    def press(form_id, button="button[type=submit]"):
        js("document.querySelectorAll('output').forEach(o => o.textContent = '');")
        browser.find_element(By.CSS_SELECTOR, f"#{form_id} {button}").click()

    try:
        server.stdout.readline()  # listening
        browser.get(f"http://127.0.0.1:{port}/ru/desk/players#token={chief}")  # the desk's players page
        wait_for("the chief's desk", lambda: js("return document.getElementById('who').textContent") != "")

        # The Windows-1251 file: its columns for the mapping step, then the preview and the import.
        browser.find_element(By.ID, "import-file").send_keys(csv)
        wait_for("the file's columns", lambda: js("return document.querySelectorAll('#import-columns select').length") == 5)
        assert js("return document.querySelector('#import-columns').textContent.includes('Город')"), "no Город column"
        js("const s = document.querySelector('#import-columns select[data-column=\"4\"]');"
           "s.value = 'club'; s.dispatchEvent(new Event('change', {bubbles: true}));")
        wait_for("the mapping kept", lambda: js("return document.getElementById('import-mapping').value").startswith("1=surname"))
        press("import-form", "button[value=true]")
        wait_for("the preview", lambda: "будет добавлен" in output("import-form"))
        preview = output("import-form")
        assert "Иванов, Пётр (1800)" in preview, preview
        assert js("return document.querySelectorAll('#players section tbody tr').length") == 0, "the preview saved players"
        press("import-form", "button[value=false]")
        wait_for("two players imported", lambda: js(
            "return [...document.querySelectorAll('#players section tbody tr')].map(r => r.textContent).join('|')").count("Казань") == 1)

        # A bad line: every error named.
        browser.find_element(By.ID, "import-file").send_keys(bad_csv)
        wait_for("the bad file's columns", lambda: js("return document.querySelectorAll('#import-columns select').length") == 4)
        press("import-form", "button[value=true]")
        wait_for("the bad line's errors", lambda: "22ОО" in output("import-form"))
        bad = output("import-form")
        assert "Рейтинг" in bad or "рейтинг" in bad, bad
        assert "RU" in bad, f"the federation's error is not named with the rating's: {bad}"

        # A file in capitals: both readings offered; the one chosen is what the preview reads.
        js("document.getElementById('import-file').value = '';")
        browser.find_element(By.ID, "import-file").send_keys(capitals)
        wait_for("the choice of encoding", lambda: js("return document.getElementById('import-encoding') !== null"))
        options = js("return [...document.querySelectorAll('#import-encoding option')].map(o => o.textContent)")
        assert options == ["кодовая страница 1251: СЕМЕНОВ ОЛЕГ", "KOI8-R: яелемнб нкец"], options
        js("const s = document.getElementById('import-encoding');"
           "s.value = 'KOI8-R'; s.dispatchEvent(new Event('change', {bubbles: true}));")
        wait_for("the columns read again", lambda: js(
            "return document.querySelector('#import-columns select[data-column]') !== null"
            " && document.getElementById('import-encoding').value === 'KOI8-R'"))
        press("import-form", "button[value=true]")
        wait_for("the KOI8-R reading previewed", lambda: output("import-form") != "")
        assert "яелемнб нкец" in output("import-form"), output("import-form")

        # A rating with letters typed into the add form: refused, naming the field.
        add = "form[data-api=\"api/v1/players\"]"
        form = browser.find_element(By.CSS_SELECTOR, add)
        form.find_element(By.NAME, "name").send_keys("Орлова, Анна")
        form.find_element(By.NAME, "rating").send_keys("22ОО")
        js("document.querySelectorAll('output').forEach(o => o.textContent = '');")
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait_for("the rating refused", lambda: "22ОО" in js(f"return document.querySelector('{add} output').textContent"))
        assert js("return document.querySelectorAll('#players section tbody tr').length") == 2, "a player was added"

        # A name typed twice: asked, then added as another person.
        form = browser.find_element(By.CSS_SELECTOR, add)
        form.find_element(By.NAME, "name").clear()
        form.find_element(By.NAME, "name").send_keys("Петров, Иван")
        form.find_element(By.NAME, "rating").clear()
        form.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
        wait_for("the duplicate's question", lambda: js(f"return document.querySelector('{add} output button.confirm') !== null"))
        browser.find_element(By.CSS_SELECTOR, f"{add} output button.confirm").click()
        wait_for("the second Петров added", lambda: js("return document.querySelectorAll('#players section tbody tr').length") == 3)

        # The initial order before round 1, and the sort.
        assert js("return document.getElementById('initial-order').dataset.sorted") == "0", "already sorted?"
        first = js("return document.querySelector('#initial-order tbody tr').dataset.player")
        press("sort-form")
        wait_for("the sorted numbers", lambda: js(
            "const t = document.getElementById('initial-order'); return t && t.dataset.sorted === '1';"))
        assert first == "2", f"Иванов (1800) should have been first, got player {first}"

        # The mistaken entry (now number 3) deleted after the confirmation.
        form = browser.find_element(By.ID, "delete-form")
        form.find_element(By.NAME, "id").send_keys("3")
        press("delete-form")
        wait_for("the deletion's question", lambda: js("return document.querySelector('#delete-form output button.confirm') !== null"))
        browser.find_element(By.CSS_SELECTOR, "#delete-form output button.confirm").click()
        wait_for("two players left", lambda: js("return document.querySelectorAll('#players section tbody tr').length") == 2)

        # The downloads in the page's language.
        browser.get(f"http://127.0.0.1:{port}/ru/desk/prints#token={chief}")
        wait_for("the desk's prints page", lambda: js("return document.getElementById('who').textContent") != "")
        links = js("return [...document.querySelectorAll('#prints a')].map(a => a.getAttribute('href'))")
        for path in ["api/v1/players.csv?lang=ru", "api/v1/standings.csv?lang=ru", "api/v1/crosstable.csv?lang=ru"]:
            assert path in links, f"{path} not among {links}"
        print("ok: Windows-1251 import with its column mapping, every error of a line, ratings, a duplicate, "
              "the initial order, a deletion, CSV links")
    finally:
        browser.quit()
        server.terminate()
        server.wait()


if __name__ == "__main__":
    main()
