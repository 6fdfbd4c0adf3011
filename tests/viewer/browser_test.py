#!/usr/bin/env python3
"""The replay viewer page in headless Chromium, as a judge uses it.

Imports the bundled sample games into a fresh store, writes their pages with `tcgjudge view`
(the judge's view and both seats' views) and checks, with real key presses through WebDriver:
  - the page loads with no console errors and makes no request (it is opened from disk);
  - the board renders at the first, a middle and the last event, and shows what
    `tcgjudge show --json` shows there (life, deck and hand counts, every card of every zone);
  - ←/→, Shift+←/→, Home/End, n/p and r move the position where they should, and the URL
    fragment follows;
  - `#seq=N` opens the page at N;
  - illegal events are marked with their rule, reversed ones struck through, superseded ones
    greyed and still navigable, judge events flagged with the judge's id;
  - the page's diff equals `tcgjudge diff` for pairs of positions (the same rules, judge/diff.h);
  - `--seat` hides the opponent's hand in the DOM, and every card a seat never sees is absent
    from its file.
Prints the load and step times it measured. Exits 77 (ctest: skipped) without chromium.

usage: browser_test.py TCGJUDGE SAMPLES_DIR WORK_DIR
"""

import json
import os
import re
import shutil
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import webdriver  # noqa: E402

GAME = 'sample-zero-1'
failures = []


def check(condition, what):
    if not condition:
        failures.append(what)
        print('FAIL: ' + what)


def tcgjudge(binary, db, *args, ok=(0,)):
    result = subprocess.run([binary, '--db', db] + list(args), capture_output=True, text=True)
    if result.returncode not in ok:
        raise RuntimeError('tcgjudge %s: exit %d: %s' % (' '.join(args), result.returncode,
                                                         result.stderr))
    return result.stdout


def dom_board(browser):
    """The board the page shows, read from the DOM: per seat the counts and each zone's cards."""
    return browser.run('''
      const out = {};
      for (const p of document.querySelectorAll('#players .player')) {
        const seat = p.dataset.seat;
        const counts = {};
        for (const c of p.querySelectorAll('.player-head .count')) {
          const m = /^(\\w+) (\\d+)$/.exec(c.textContent);
          counts[m[1]] = Number(m[2]);
        }
        const zones = {};
        for (const z of p.querySelectorAll('.zone')) {
          zones[z.dataset.zone] = Array.from(z.querySelectorAll('.card')).map(
              c => c.dataset.id || '?');
        }
        out[seat] = {counts: counts, zones: zones,
                     unseen: Array.from(p.querySelectorAll('.unseen-count')).map(e => e.textContent)};
      }
      return out;''')


def expect_board_matches_show(browser, binary, db, seq):
    shown = json.loads(tcgjudge(binary, db, 'show', GAME, '--at', str(seq), '--json'))['board']
    dom = dom_board(browser)
    for player in shown['players']:
        seat = player['seat']
        zones = {z['name']: [c['id'] for c in z['cards']] for z in player['zones']}
        check(seat in dom, 'seq %d: seat %s is on the board' % (seq, seat))
        if seat not in dom:
            continue
        for count in ('life', 'deck', 'hand'):
            check(dom[seat]['counts'].get(count) == len(zones[count]),
                  'seq %d: %s %s count %s, show says %d' % (
                      seq, seat, count, dom[seat]['counts'].get(count), len(zones[count])))
        for zone in ('hand', 'resource', 'battle', 'event', 'rest', 'removed'):
            check(dom[seat]['zones'].get(zone) == zones[zone],
                  'seq %d: %s %s shows %s, show says %s' % (
                      seq, seat, zone, dom[seat]['zones'].get(zone), zones[zone]))
    turn = browser.run("return document.querySelector('#game-line .turn').textContent")
    check(turn == 'turn %d' % shown['turn'], 'seq %d: %s, show says turn %d' % (
        seq, turn, shown['turn']))


def position(browser):
    return browser.run('return [tcgjudge.seq(), location.hash, '
                       'document.getElementById("position").dataset.seq]')


def expect_at(browser, seq, what):
    at = position(browser)
    check(at[0] == seq and at[1] == '#seq=%d' % seq and at[2] == str(seq),
          '%s: expected seq %d, the page is at %s' % (what, seq, at))


def visible_ids(board, seat):
    """The card ids `seat` sees on a board (the page's judge-view board object): viewer/seat_view.h
    restated: public zones' face-up cards, the own hand, the chain's sources, and a card of a
    hidden zone the board marks seen by the seat (revealed, 201(5), 616; looked at, 614, 615,
    900(6), A-107)."""
    ids = set()
    bit = 1 if seat == 'A' else 2
    for player in board['players']:
        for zone in player['zones']:
            if zone['hidden'] and not (zone['name'] == 'hand' and player['seat'] == seat):
                ids |= {card['id'] for card in zone['cards'] if card.get('seenBy', 0) & bit}
                continue
            for card in zone['cards']:
                if not card['hidden'] and not card['faceDown']:
                    ids.add(card['id'])
    for link in board['chain']:
        ids.add(link['source'])
    return ids


def main():
    if len(sys.argv) != 4:
        print(__doc__)
        return 3
    binary, samples, work = sys.argv[1:]
    found, why = webdriver.find_browser()
    if not found:
        print('SKIPPED: the browser test needs Chromium: ' + why)
        return webdriver.SKIP
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    db = os.path.join(work, 'store')
    tcgjudge(binary, db, 'import', os.path.join(samples, 'sample-game.jsonl'))
    judge_page = os.path.join(work, 'judge.html')
    seat_pages = [os.path.join(work, 'seat-%s.html' % s) for s in 'AB']
    tcgjudge(binary, db, 'view', GAME, '-o', judge_page)
    for i, page in enumerate(seat_pages):
        tcgjudge(binary, db, 'view', GAME, '-o', page, '--seat', 'AB'[i])
    events = [json.loads(line) for line in tcgjudge(binary, db, 'log', GAME, '--json').splitlines()]
    last = len(events)
    points = [e['seq'] for e in events if e.get('priorityPoint')]
    illegal = [e['seq'] for e in events if e.get('violations')]
    judged = [e['seq'] for e in events if e['kind'] in ('reverse', 'backUp', 'ruling', 'penalty',
                                                        'note')]

    browser = webdriver.Browser(*found)
    try:
        # Loads from disk with no console errors.
        started = time.time()
        browser.open(webdriver.file_url(judge_page))
        load_seconds = time.time() - started
        errors = [e for e in browser.console() if e.get('level') == 'SEVERE']
        check(not errors, 'console errors on load: %s' % errors)
        expect_at(browser, 1, 'on load')
        requests = browser.run("return performance.getEntriesByType('resource').length")
        check(requests == 0, 'the page made %s requests' % requests)

        # The board at the first, a middle and the last event, as `show` has it.
        for seq in (1, last // 2, last):
            browser.run('tcgjudge.go(arguments[0])', seq)
            expect_board_matches_show(browser, binary, db, seq)

        # Keys.
        browser.press('Home')
        expect_at(browser, 1, 'Home')
        for _ in range(3):
            browser.press('ArrowRight')
        expect_at(browser, 4, 'three times →')
        browser.press('ArrowLeft')
        expect_at(browser, 3, '←')
        next_point = min(p for p in points if p > 3)
        browser.press('ArrowRight', shift=True)
        expect_at(browser, next_point, 'Shift+→ (the next priority point)')
        browser.press('ArrowRight', shift=True)
        second_point = min(p for p in points if p > next_point)
        expect_at(browser, second_point, 'Shift+→ again')
        browser.press('ArrowLeft', shift=True)
        expect_at(browser, next_point, 'Shift+←')
        browser.press('End')
        expect_at(browser, last, 'End')
        browser.press('Home')
        browser.press('n')
        expect_at(browser, illegal[0], 'n (the first illegal event)')
        browser.press('n')
        expect_at(browser, illegal[1], 'n again')
        browser.press('p')
        expect_at(browser, illegal[0], 'p')
        browser.press('Home')
        browser.press('r')
        expect_at(browser, judged[0], 'r (the first judge event)')
        browser.press('r')
        expect_at(browser, judged[1], 'r again')

        # Marks on the timeline.
        marks = browser.run('''
          const row = s => document.querySelector('tr[data-seq="' + s + '"]');
          const style = s => getComputedStyle(row(s).querySelector('.line')).textDecorationLine;
          return {
            illegal: Array.from(document.querySelectorAll('tr.illegal')).map(r => Number(r.dataset.seq)),
            violation: row(arguments[0]).querySelector('.violation').textContent,
            reversedStyle: style(arguments[1]),
            supersededColor: getComputedStyle(row(arguments[2])).color,
            normalColor: getComputedStyle(row(arguments[3])).color,
            judgeFlag: row(arguments[4]).querySelector('.judge-flag').textContent,
            pointText: row(arguments[5]).querySelector('.point').textContent,
          };''', 25, 25, 58, 57, 60, points[0])
        check(marks['illegal'] == illegal, 'illegal rows %s, the log has %s' % (
            marks['illegal'], illegal))
        check('zero.play.not-action-phase' in marks['violation'] and '318(1)' in
              marks['violation'], 'seq 25 names its violation and rule: ' + marks['violation'])
        check('line-through' in marks['reversedStyle'], 'the reversed seq 25 is struck through')
        check(marks['supersededColor'] != marks['normalColor'], 'superseded seq 58 is greyed')
        check('J-0815' in marks['judgeFlag'], 'the back-up at seq 60 names its judge: ' +
              marks['judgeFlag'])
        check('P1' in marks['pointText'], 'the first priority point is marked')
        browser.run('tcgjudge.go(58)')
        expect_at(browser, 58, 'a superseded event is navigable')
        label = browser.run('return document.getElementById("position").textContent')
        check(label.startswith('b1:P'), 'seq 58 is on branch b1: ' + label)

        # The page's diff is `tcgjudge diff`.
        pairs = [('b1:P48', 'P46'), ('P46', '60'), ('1', str(last)), ('P10', 'P80'), ('25', '26'),
                 ('24', '25'), ('P30', 'b1:58'), ('57', '58')]
        for a, b in pairs:
            page = browser.run('return tcgjudge.diff(arguments[0], arguments[1])', a, b)
            cli = tcgjudge(binary, db, 'diff', GAME, a, b, ok=(0, 1)).splitlines()[2:]
            check(page.get('lines') == cli, 'diff %s %s: the page has %s, tcgjudge diff %s' % (
                a, b, page.get('lines'), cli))
        judge_boards = browser.run(
            'const b = []; for (let s = 1; s <= tcgjudge.events; s++) b.push(tcgjudge.board(s));'
            'return b;')

        # Step time: 60 presses of →.
        browser.press('Home')
        browser.run('tcgjudge.renderTimes.length = 0')
        started = time.time()
        for _ in range(60):
            browser.press('ArrowRight')
        step_seconds = (time.time() - started) / 60
        renders = browser.run('return tcgjudge.renderTimes')
        expect_at(browser, 61, '60 times →')

        # #seq=N opens at N.
        browser.open(webdriver.file_url(judge_page) + '#seq=57')
        expect_at(browser, 57, '#seq=57')
        expect_board_matches_show(browser, binary, db, 57)

        # A seat's view: the opponent's hand is counted, never shown, and no card the seat never
        # sees is in the file.
        for index, seat in enumerate('AB'):
            other = 'B' if seat == 'A' else 'A'
            browser.open(webdriver.file_url(seat_pages[index]) + '#seq=57')
            check(not [e for e in browser.console() if e.get('level') == 'SEVERE'],
                  'seat %s page: console errors' % seat)
            expect_at(browser, 57, 'seat %s page #seq=57' % seat)
            dom = dom_board(browser)
            judge_hand = [c['id'] for c in next(
                z for z in next(p for p in judge_boards[56]['players'] if p['seat'] == other)[
                    'zones'] if z['name'] == 'hand')['cards']]
            check(judge_hand, 'seq 57: %s has cards in hand' % other)
            check(dom[other]['zones']['hand'] == [] and
                  dom[other]['counts']['hand'] == len(judge_hand) and
                  '%d cards, unseen' % len(judge_hand) in dom[other]['unseen'],
                  'seat %s sees only the count of %s\'s hand: %s' % (seat, other, dom[other]))
            own_hand = [c['id'] for c in next(
                z for z in next(p for p in judge_boards[56]['players'] if p['seat'] == seat)[
                    'zones'] if z['name'] == 'hand')['cards']]
            check(dom[seat]['zones']['hand'] == own_hand, 'seat %s sees its own hand' % seat)
            seen = set()
            for board in judge_boards:
                seen |= visible_ids(board, seat)
            with open(seat_pages[index], encoding='utf-8') as f:
                text = f.read()
            every = {c['id'] for board in judge_boards for p in board['players']
                     for z in p['zones'] for c in z['cards']}
            unseen = sorted(every - seen)
            check(unseen, 'seat %s never sees some cards' % seat)
            leaked = [card for card in unseen if re.search(r'\b%s\b' % card, text)]
            check(not leaked, 'seat %s page names cards it never sees: %s' % (seat, leaked))

        print('load %.0f ms (WebDriver navigation), step %.1f ms per key press (WebDriver '
              'round trip), page render %.2f ms mean / %.2f ms max over %d steps; '
              'judge page %d bytes' % (
                  load_seconds * 1000, step_seconds * 1000, sum(renders) / len(renders),
                  max(renders), len(renders), os.path.getsize(judge_page)))
    finally:
        browser.close()
    if failures:
        print('%d checks failed' % len(failures))
        return 1
    print('all checks passed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
