#!/usr/bin/env python3
"""Measures the replay viewer on one stored game (docs/performance.md, "Viewer page"): the time
`tcgjudge view` takes, the page's size, the time headless Chromium takes to open it, and the
time a key press takes to move the position (real key presses; the page's own render time per
step and the WebDriver round trip). A figure, never a pass/fail.

usage: page_perf.py TCGJUDGE DB GAME OUT_DIR
"""

import os
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webdriver  # noqa: E402


def main():
    if len(sys.argv) != 5:
        print(__doc__)
        return 3
    binary, db, game, out = sys.argv[1:]
    found, why = webdriver.find_browser()
    if not found:
        print('needs Chromium: ' + why)
        return webdriver.SKIP
    os.makedirs(out, exist_ok=True)
    page = os.path.join(out, game + '.html')
    started = time.time()
    subprocess.run([binary, '--db', db, 'view', game, '-o', page], check=True,
                   stdout=subprocess.DEVNULL)
    write_ms = (time.time() - started) * 1000
    size = os.path.getsize(page)
    browser = webdriver.Browser(*found)
    try:
        opens = []
        for _ in range(3):
            browser.open('about:blank')
            browser.open(webdriver.file_url(page))
            timing = browser.run(
                'const t = performance.getEntriesByType("navigation")[0];'
                'return [t.loadEventEnd, tcgjudge.loadMs, tcgjudge.events];')
            opens.append(timing)
        errors = [e for e in browser.console() if e.get('level') == 'SEVERE']
        browser.run('tcgjudge.renderTimes.length = 0')
        started = time.time()
        presses = 0
        for _ in range(100):
            browser.press('ArrowRight')
            presses += 1
        for _ in range(20):
            browser.press('ArrowRight', shift=True)
            presses += 1
        for key in ('End', 'Home', 'n', 'n', 'p', 'End', 'ArrowLeft', 'ArrowLeft'):
            browser.press(key)
            presses += 1
        press_ms = (time.time() - started) * 1000 / presses
        renders = browser.run('return tcgjudge.renderTimes')
        browser.run('tcgjudge.go(Math.floor(tcgjudge.events / 2))')
        diff_started = browser.run(
            'const t = performance.now(); tcgjudge.diff("1", String(tcgjudge.events));'
            'return performance.now() - t;')
    finally:
        browser.close()
    events = opens[0][2]
    print('game %s: %d events' % (game, events))
    print('tcgjudge view: %.0f ms, page %d bytes (%.0f KiB, %.0f bytes per event)' % (
        write_ms, size, size / 1024, size / events))
    print('open (navigation start to load end): %s ms; of it the script building every board: '
          '%s ms' % ([round(o[0]) for o in opens], [round(o[1]) for o in opens]))
    print('step: page render %.2f ms median, %.2f ms max over %d key presses; %.1f ms per key '
          'press through WebDriver' % (statistics.median(renders), max(renders), len(renders),
                                       press_ms))
    print('diff of the first and last positions in the page: %.1f ms' % diff_started)
    print('console errors: %d' % len(errors))
    return 0


if __name__ == '__main__':
    sys.exit(main())
