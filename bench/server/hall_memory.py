#!/usr/bin/env python3
"""The hall screen (/en/hall) left running in headless Chromium: does it grow?

Serves a demo event (`damka demo`, `damka serve`), opens /en/hall with a short cycle, corrects
a result of the last round through the write API now and then (each correction makes the page
fetch its views again and replace them), and every `--sample` seconds forces a garbage
collection (CDP HeapProfiler.collectGarbage) and reads the page's JS heap in use
(Performance.getMetrics JSHeapUsedSize), its DOM nodes (Nodes: attached and detached ones still
alive), its event listeners and the elements in the document, twice 2 s apart, keeping the
smaller (a reading during a swap of the views holds both). After the first `--baseline`
minutes (at most a third of the run) each reading must stay within `--bound` (default 20 %) of
that window's largest; exit 1 when one does not. A leak of one node or listener per change or
per view shown grows without bound over hours; garbage collection's own swing stays in the band.

Usage: hall_memory.py [--damka build/bin/damka] [--chromedriver /usr/bin/chromedriver]
                      [--minutes 120] [--cycle 3] [--result-every 20] [--sample 30]
                      [--baseline 10] [--bound 0.20]
"""
import argparse
import json
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from selenium import webdriver
from selenium.webdriver.chrome.service import Service


def damka(binary, *args):
    run = subprocess.run([binary, *args], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"damka {' '.join(args)}: exit {run.returncode}\n{run.stdout}{run.stderr}")
    return run.stdout


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--damka", default="build/bin/damka")
    p.add_argument("--chromedriver", default="/usr/bin/chromedriver")
    p.add_argument("--minutes", type=float, default=120, help="how long the hall runs (default 120)")
    p.add_argument("--cycle", type=int, default=3, help="the hall's ?cycle= seconds (default 3)")
    p.add_argument("--result-every", type=float, default=20, help="seconds between two corrections (default 20)")
    p.add_argument("--sample", type=float, default=30, help="seconds between two readings (default 30)")
    p.add_argument("--baseline", type=float, default=10, help="minutes whose largest reading is the bound's base")
    p.add_argument("--bound", type=float, default=0.20, help="growth allowed over the base (default 0.20)")
    a = p.parse_args()

    work = tempfile.TemporaryDirectory()
    # 20 players, 5 rounds: the 10 boards of round 5 on one page, the standings on two pages of
    # 12 lines, four top boards drawn: four views in turn.
    damka(a.damka, "demo", "--players", "20", "--rounds", "5", "--out", work.name)
    db = f"{work.name}/demo-russian.db"
    token = damka(a.damka, "token", "create", "--db", db, "--role", "chief", "--expires", "2d").strip()
    port = free_port()
    server = subprocess.Popen([a.damka, "serve", "--db", db, "--listen", f"127.0.0.1:{port}"],
                              stdout=subprocess.PIPE, text=True)
    base = f"http://127.0.0.1:{port}"
    options = webdriver.ChromeOptions()
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu"]:
        options.add_argument(flag)
    browser = webdriver.Chrome(service=Service(a.chromedriver), options=options)
    browser.set_window_size(1920, 1080)
    failed = False
    try:
        server.stdout.readline()  # listening
        browser.get(f"{base}/en/hall?cycle={a.cycle}")
        browser.execute_cdp_cmd("Performance.enable", {})
        games = json.load(urllib.request.urlopen(f"{base}/api/v1/rounds/5"))["games"]
        # The last boards' results are corrected in turn (FIDE C.04.2: the last round's results
        # may be corrected while no later round is paired); the top boards keep their records.
        boards = [g["board"] for g in games[-4:]]
        results = {g["board"]: g["result"] for g in games}

        def correct(n):
            board = boards[n % len(boards)]
            results[board] = "0-1" if results[board] == "1-0" else "1-0"
            body = json.dumps({"result": results[board]}).encode()
            request = urllib.request.Request(f"{base}/api/v1/rounds/5/boards/{board}/result", data=body,
                                             headers={"Authorization": f"Bearer {token}",
                                                      "Content-Type": "application/json"})
            with urllib.request.urlopen(request) as answer:
                assert answer.status == 200, answer.status

        def read_once():
            for _ in range(2):  # a second pass collects what the first only released (old views)
                browser.execute_cdp_cmd("HeapProfiler.collectGarbage", {})
            metrics = {m["name"]: m["value"] for m in browser.execute_cdp_cmd("Performance.getMetrics", {})["metrics"]}
            elements = browser.execute_script("return document.getElementsByTagName('*').length;")
            return metrics["JSHeapUsedSize"], int(metrics["Nodes"]), int(metrics["JSEventListeners"]), elements

        def reading():
            # The smaller of two readings 2 s apart: one taken while the views are being swapped
            # holds the old and the new views at once (both alive until the swap ends); what is
            # kept for good shows in both.
            first_read = read_once()
            time.sleep(2)
            return tuple(min(x, y) for x, y in zip(first_read, read_once()))

        start = time.time()
        end = start + a.minutes * 60
        baseline_end = start + min(a.baseline, a.minutes / 3) * 60
        next_result, next_sample, changes = start + a.result_every, start, 0
        base_heap = base_nodes = 0
        first = None
        print("   min   heap KiB   nodes  listeners  elements  changes")
        while time.time() < end:
            now = time.time()
            if now >= next_result:
                correct(changes)
                changes += 1
                next_result += a.result_every
            if now >= next_sample:
                heap, nodes, listeners, elements = reading()
                first = first or (heap, nodes, listeners, elements)
                verdict = ""
                if now <= baseline_end:
                    base_heap, base_nodes = max(base_heap, heap), max(base_nodes, nodes)
                elif heap > base_heap * (1 + a.bound) or nodes > base_nodes * (1 + a.bound):
                    verdict = "  OVER THE BOUND"
                    failed = True
                print(f"{(now - start) / 60:6.1f} {heap / 1024:10.0f} {nodes:7d} {listeners:10d} {elements:9d} {changes:8d}"
                      f"{verdict}", flush=True)
                next_sample += a.sample
            time.sleep(0.2)
        heap, nodes, listeners, elements = reading()
        print(f"first reading: heap {first[0] / 1024:.0f} KiB, {first[1]} nodes, {first[2]} listeners, {first[3]} elements")
        print(f"last reading:  heap {heap / 1024:.0f} KiB, {nodes} nodes, {listeners} listeners, {elements} elements, "
              f"after {changes} corrections and about {int(a.minutes * 60 / a.cycle)} views shown")
        print(f"bound: heap {base_heap * (1 + a.bound) / 1024:.0f} KiB, {int(base_nodes * (1 + a.bound))} nodes "
              f"({a.bound:.0%} over the largest of the first {min(a.baseline, a.minutes / 3):.1f} minutes)")
        if heap > base_heap * (1 + a.bound) or nodes > base_nodes * (1 + a.bound):
            failed = True
    finally:
        browser.quit()
        server.terminate()
        server.wait(5)
    print("FAILED: the hall screen grows" if failed else "ok: the hall screen stays within the bound")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
