#!/usr/bin/env python3
"""Screenshots of the replay viewer for docs/viewer.md: a 零次元 game's page in the judge's view
at a priority point (the timeline, the index and the table), the board of seat A's view there
(the opponent's hand counted, not shown) and the board of a Yu-Gi-Oh duel during an attack.

usage: screenshots.py TCGJUDGE SAMPLES_DIR OUT_DIR
(from a build tree: tests/viewer/screenshots.py build/dev/tcgjudge samples/zero docs/img; the
pages and the store are written to a temporary directory; Chinese names need a CJK font,
Debian's fonts-noto-cjk)
"""

import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webdriver  # noqa: E402

# (file, game, seat or None, seq (None: the first attack; 0: where the page opens, at the first
# violation or judge event), the element shown or None for the whole window, the window's size)
SHOTS = [
    ('viewer-zero-judge.png', 'sample-zero-1', None, 57, None, (1280, 860)),
    ('viewer-zero-seat-A.png', 'sample-zero-1', 'A', 57, '#players', (1280, 1500)),
    ('viewer-ygo-table.png', 'sample-ygo-2', None, None, '#players', (1280, 1500)),
    # Issue 31: usable from a 1024x768 laptop up; the whole window at each size the browser test
    # checks.
    ('viewer-zero-1024x768.png', 'sample-zero-1', None, 0, None, (1024, 768)),
    ('viewer-zero-1400x1000.png', 'sample-zero-1', None, 0, None, (1400, 1000)),
    ('viewer-ygo-1024x768.png', 'sample-ygo-2', None, None, None, (1024, 768)),
    ('viewer-ygo-1400x1000.png', 'sample-ygo-2', None, None, None, (1400, 1000)),
]
LOGS = ['sample-game.jsonl', os.path.join('..', 'ygo', 'sample-game-illegal.jsonl')]


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 3
    binary, samples, out = sys.argv[1:]
    found, why = webdriver.find_browser()
    if not found:
        print('screenshots need Chromium: ' + why)
        return webdriver.SKIP
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        db = os.path.join(work, 'store')
        for log in LOGS:
            subprocess.run([binary, '--db', db, 'import', os.path.join(samples, log)], check=True,
                           stdout=subprocess.DEVNULL)
        browser = webdriver.Browser(*found, width=1280, height=860)
        try:
            for name, game, seat, seq, selector, (width, height) in SHOTS:
                page = os.path.join(work, name + '.html')
                subprocess.run([binary, '--db', db, 'view', game, '-o', page] +
                               (['--seat', seat] if seat else []), check=True,
                               stdout=subprocess.DEVNULL)
                if seq is None:  # The first attack.
                    browser.open(webdriver.file_url(page))
                    seq = browser.run('for (let s = 1; s <= tcgjudge.events; s++) '
                                      'if (tcgjudge.board(s).combat) return s; return 1;')
                # The window of its size (a board alone: tall enough to hold it unscrolled).
                browser.resize(width, height)
                browser.open(webdriver.file_url(page) + ('#seq=%d' % seq if seq else ''))
                path = os.path.join(out, name)
                if selector:
                    browser.element_screenshot(selector, path)
                else:
                    browser.screenshot(path)
                print('%s (%d bytes)' % (path, os.path.getsize(path)))
        finally:
            browser.close()
    return 0


if __name__ == '__main__':
    sys.exit(main())
