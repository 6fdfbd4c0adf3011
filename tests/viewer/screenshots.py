#!/usr/bin/env python3
"""Screenshots of the replay viewer at a few positions of the bundled sample game, for a person
to look at: the judge's view at the start, at an illegal play that was reversed, at a priority
point, on a superseded branch and at the end, and seat A's view (the opponent's hand hidden).

usage: screenshots.py TCGJUDGE SAMPLES_DIR OUT_DIR
(from a build tree: tests/viewer/screenshots.py build/dev/tcgjudge samples/zero /tmp/shots)
"""

import os
import shutil
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webdriver  # noqa: E402

GAME = 'sample-zero-1'
SHOTS = [  # (file, page, seq)
    ('1-start.png', 'judge', 1),
    ('2-illegal-reversed.png', 'judge', 25),
    ('3-priority-point-P46.png', 'judge', 57),
    ('4-superseded-branch.png', 'judge', 59),
    ('5-end.png', 'judge', None),
    ('6-seat-A-view.png', 'seat-A', 57),
]


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
    work = os.path.join(out, 'work')
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    db = os.path.join(work, 'store')
    subprocess.run([binary, '--db', db, 'import', os.path.join(samples, 'sample-game.jsonl')],
                   check=True, stdout=subprocess.DEVNULL)
    pages = {'judge': os.path.join(work, 'judge.html'), 'seat-A': os.path.join(work, 'a.html')}
    subprocess.run([binary, '--db', db, 'view', GAME, '-o', pages['judge']], check=True,
                   stdout=subprocess.DEVNULL)
    subprocess.run([binary, '--db', db, 'view', GAME, '-o', pages['seat-A'], '--seat', 'A'],
                   check=True, stdout=subprocess.DEVNULL)
    browser = webdriver.Browser(*found, width=1500, height=1100)
    try:
        for name, page, seq in SHOTS:
            url = webdriver.file_url(pages[page]) + ('#seq=%d' % seq if seq else '')
            browser.open(url)
            if seq is None:
                browser.press('End')
            path = os.path.join(out, name)
            browser.screenshot(path)
            print(path)
    finally:
        browser.close()
    return 0


if __name__ == '__main__':
    sys.exit(main())
