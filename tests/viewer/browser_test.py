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
    from its file;
  - the index lists every violation and judge event, and a click on an entry jumps to it; a
    penalty's and a note's text is in the event list, and each judge text is on the page once;
  - the pass toggle folds the passes that break no rule away from the list and from the arrow
    keys, sets `&nopass` in the fragment and is kept after a reload;
  - combat: the attacker, target and defender cards are highlighted and the step is named, as
    `tcgjudge show --json` has them;
  - a Yu-Gi-Oh game's page (samples/ygo) loads, indexes its violations and highlights its
    attacker: the page names no game's zones or steps;
  - the table: both games' boards are drawn as the ruleset's table (every card of `show --json`
    in the place of its zone or cell, the places where the layout puts them, the opponent's side
    above and turned half round, a seat's page with that seat at the bottom);
  - card names render with real CJK glyphs, not tofu (measured on a canvas in the page's font).
Prints the load and step times it measured. Exits 77 (ctest: skipped) without chromium.

usage: browser_test.py TCGJUDGE SAMPLES_DIR WORK_DIR (SAMPLES_DIR: samples/zero; samples/ygo
beside it)
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
YGO_GAME = 'sample-ygo-2'
JUDGE_KINDS = ('reverse', 'backUp', 'ruling', 'penalty', 'note', 'result')
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
    """The board the page shows, read from the DOM: per seat the counts and each zone's cards
    (a zone laid out in cells: its cards in table order, each card of a shared cell under its
    owner)."""
    return browser.run('''
      const out = {};
      for (const h of document.querySelectorAll('#players .player-head')) {
        const counts = {};
        for (const c of h.querySelectorAll('.count')) {
          const m = /^(.+) (\\d+)$/.exec(c.textContent);
          counts[m[1]] = Number(m[2]);
        }
        out[h.dataset.seat] = {counts: counts, zones: {}, unseen: []};
      }
      for (const z of document.querySelectorAll('#players .zone')) {
        const place = z.dataset.seat !== undefined ? z.dataset.seat :
            z.closest('.player').dataset.seat;
        for (const seat of place ? [place] : Object.keys(out)) {
          const cards = Array.from(z.querySelectorAll('.card')).filter(
              c => !place ? c.dataset.owner === seat : true).map(c => c.dataset.id || '?');
          const zones = out[seat].zones;
          zones[z.dataset.zone] = (zones[z.dataset.zone] || []).concat(cards);
          out[seat].unseen = out[seat].unseen.concat(
              Array.from(z.querySelectorAll('.unseen-count')).map(e => e.textContent));
        }
      }
      return out;''')


def places_dom(browser):
    """The table's places: {"seat zone cell": [left, top, right, bottom, [card ids]]}."""
    return browser.run('''
      const out = {};
      for (const p of document.querySelectorAll('#players .table-grid .place')) {
        const r = p.getBoundingClientRect();
        out[p.dataset.seat + ' ' + p.dataset.zone + ' ' + (p.dataset.cell || '')] =
            [r.left, r.top, r.right, r.bottom,
             Array.from(p.querySelectorAll('.card')).map(c => c.dataset.id || '?')];
      }
      return out;''')


def expect_table(browser, binary, db, game, seq, what):
    """Each card of `show --json` at `seq` lies in the table place of its zone, or of its zone's
    cell its slot names (the place of that cell shared by both players where the ruleset says)."""
    shown = json.loads(tcgjudge(binary, db, 'show', game, '--at', 'after:%d' % seq, '--json'))['board']
    browser.run('tcgjudge.go(arguments[0])', seq)
    places = places_dom(browser)
    check(places, '%s seq %d: the board is drawn as a table' % (what, seq))
    for player in shown['players']:
        seat = player['seat']
        for zone in player['zones']:
            pile = zone['hidden'] and zone['cards'] and not any(c['seenBy'] for c in zone['cards'])
            if zone['name'] == player.get('lifeZone') or pile:
                continue  # Counted: a life zone, a deck.
            if not zone['cells']:
                place = places.get('%s %s ' % (seat, zone['name']))
                ids = [c['id'] for c in zone['cards']]
                check(place is not None and place[4] == ids, '%s seq %d: %s %s holds %s, show %s' % (
                    what, seq, seat, zone['name'], place and place[4], ids))
                continue
            for card in zone['cards']:
                cell = zone['cells'][card['slot']]
                place = places.get('%s %s %s' % (seat, zone['name'], cell)) or places.get(
                    ' %s %s' % (zone['name'], cell))
                check(place is not None and card['id'] in place[4], '%s seq %d: %s in %s %s %s' % (
                    what, seq, card['id'], seat, zone['name'], cell))


def expect_above(places, upper, lower, what):
    """Place `upper` lies wholly above place `lower` on the page."""
    a, b = places.get(upper), places.get(lower)
    check(a is not None and b is not None and a[3] <= b[1], '%s: %r above %r (%s, %s)' % (
        what, upper, lower, a and a[:4], b and b[:4]))


def expect_same_column(places, one, other, what):
    a, b = places.get(one), places.get(other)
    check(a is not None and b is not None and abs((a[0] + a[2]) - (b[0] + b[2])) < 2,
          '%s: %r and %r in one column (%s, %s)' % (what, one, other, a and a[:4], b and b[:4]))


def expect_board_matches_show(browser, binary, db, seq):
    shown = json.loads(tcgjudge(binary, db, 'show', GAME, '--at', 'after:%d' % seq, '--json'))['board']
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


def glyphs(browser, name_selector):
    """How the first card name with CJK characters renders, in the page's font on a canvas: each
    CJK character's width and whether its pixels are those of a character no font has (tofu,
    U+10FFFD, a private use code point), and how many distinct drawings the characters have."""
    return browser.run('''
      const cjk = /[\\u3400-\\u9fff]/;
      const named = Array.from(document.querySelectorAll(arguments[0])).find(
          e => cjk.test(e.textContent));
      if (!named) return null;
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 64;
      const g = canvas.getContext('2d');
      g.font = '40px ' + getComputedStyle(named).fontFamily;
      function pixels(ch) {
        g.clearRect(0, 0, 64, 64);
        g.fillText(ch, 4, 48);
        return Array.from(g.getImageData(0, 0, 64, 64).data).join(',');
      }
      const tofu = pixels('\\u{10FFFD}');
      const chars = Array.from(new Set(Array.from(named.textContent).filter(ch => cjk.test(ch))));
      return {name: named.textContent, chars: chars.join(''),
              tofuWidth: g.measureText('\\u{10FFFD}').width,
              widths: chars.map(ch => g.measureText(ch).width),
              tofu: chars.filter(ch => pixels(ch) === tofu).join(''),
              drawings: new Set(chars.map(pixels)).size};''', name_selector)


def expect_real_glyphs(browser, what):
    """Card names render with real glyphs, not tofu: no CJK character draws as a character no
    font has, distinct characters draw differently, and each is full width (1 em: CJK glyphs
    are square). Needs a CJK font (.ci/deps installs fonts-noto-cjk)."""
    seen = glyphs(browser, '#players .card .name')
    check(seen is not None, '%s: a card name with CJK characters is on the board' % what)
    if seen is None:
        return
    check(not seen['tofu'], '%s: %s draws %s as tofu (install a CJK font: fonts-noto-cjk): %s' % (
        what, seen['name'], seen['tofu'], seen))
    check(seen['drawings'] == len(seen['chars']),
          '%s: %s: %d distinct drawings for %d characters: %s' % (
              what, seen['name'], seen['drawings'], len(seen['chars']), seen))
    check(all(36 <= w <= 44 for w in seen['widths']),
          '%s: %s: CJK glyphs 40px wide, not %s (tofu %s)' % (
              what, seen['name'], seen['widths'], seen['tofuWidth']))


def position(browser):
    return browser.run('return [tcgjudge.seq(), location.hash, '
                       'document.getElementById("position").dataset.seq]')


def expect_at(browser, seq, what):
    at = position(browser)
    check(at[0] == seq and at[1] == '#seq=%d' % seq and at[2] == str(seq),
          '%s: expected seq %d, the page is at %s' % (what, seq, at))


def expect_fold(browser, folded, seq, what):
    at = browser.run('return [tcgjudge.seq(), location.hash, tcgjudge.foldsPasses(), '
                     'document.getElementById("hide-passes").checked]')
    wanted = [seq, '#seq=%d%s' % (seq, '&nopass' if folded else ''), folded, folded]
    check(at == wanted, '%s: the page is at %s, expected %s' % (what, at, wanted))


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


def expect_index(browser, binary, db, game, what):
    """The index lists the log's violations and judge events; a click on each entry jumps to it."""
    events = [json.loads(line) for line in tcgjudge(binary, db, 'log', game, '--json').splitlines()]
    wanted = [e['seq'] for e in events if e.get('violations') or e['kind'] in JUDGE_KINDS]
    listed = browser.run('return Array.from(document.querySelectorAll("#index-list li")).map('
                         'li => Number(li.dataset.seq))')
    check(listed == wanted, '%s: the index lists %s, the log has %s' % (what, listed, wanted))
    for seq in wanted:
        browser.run('document.querySelector(\'#index-list li[data-seq="\' + arguments[0] + '
                    '\'"] .ix-seq\').click()', seq)
        expect_at(browser, seq, '%s: a click on the index entry of seq %d' % (what, seq))
    return wanted


def combat_dom(browser):
    """The combat roles of the board's cards ({id: roles}) and the step the page names."""
    return browser.run('''
      const roles = {};
      for (const c of document.querySelectorAll('#players .card.in-combat')) {
        roles[c.dataset.id] = c.dataset.combat;
      }
      const step = document.querySelector('#game-line .combat-step');
      return [roles, step ? step.textContent : null];''')


def expect_combat(browser, binary, db, game, seq):
    """The attacker, target and defender highlighted and the step named, as `show` has them."""
    combat = json.loads(tcgjudge(binary, db, 'show', game, '--at', 'after:%d' % seq, '--json'))[
        'board'].get('combat')
    check(combat, '%s seq %d: show has a combat' % (game, seq))
    if not combat:
        return
    browser.run('tcgjudge.go(arguments[0])', seq)
    roles, step = combat_dom(browser)
    wanted = {}
    for role in ('attacker', 'target', 'defender'):
        if combat.get(role):
            wanted[combat[role]] = (wanted.get(combat[role], '') + ' ' + role).strip()
    check(roles == wanted, '%s seq %d: the page highlights %s, show has %s' % (
        game, seq, roles, wanted))
    check(step == combat['step'], '%s seq %d: the page names the step %s, show %s' % (
        game, seq, step, combat['step']))


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
    judged = [e['seq'] for e in events if e['kind'] in JUDGE_KINDS]
    tcgjudge(binary, db, 'import', os.path.join(samples, '..', 'ygo', 'sample-game-illegal.jsonl'))
    ygo_page = os.path.join(work, 'ygo.html')
    tcgjudge(binary, db, 'view', YGO_GAME, '-o', ygo_page)
    ygo_seat_page = os.path.join(work, 'ygo-seat-B.html')
    tcgjudge(binary, db, 'view', YGO_GAME, '-o', ygo_seat_page, '--seat', 'B')

    browser = webdriver.Browser(*found)
    try:
        # Loads from disk with no console errors.
        started = time.time()
        browser.open(webdriver.file_url(judge_page))
        load_seconds = time.time() - started
        errors = [e for e in browser.console() if e.get('level') == 'SEVERE']
        check(not errors, 'console errors on load: %s' % errors)
        # Without #seq= it opens at the first violation or judge event (issue 31).
        expect_at(browser, min(illegal + judged), 'on load')
        requests = browser.run("return performance.getEntriesByType('resource').length")
        check(requests == 0, 'the page made %s requests' % requests)

        # The board at the first, a middle and the last event, as `show` has it.
        for seq in (1, last // 2, last):
            browser.run('tcgjudge.go(arguments[0])', seq)
            expect_board_matches_show(browser, binary, db, seq)

        # The table (engine/zero/table_layout.cc): every zone in its place, B's side above A's
        # with the battle zones facing each other in the middle.
        for seq in (1, last // 2, last):
            expect_table(browser, binary, db, GAME, seq, 'zero')
        places = places_dom(browser)
        for upper, lower in (('B hand ', 'B resource '), ('B resource ', 'B battle '),
                             ('B battle ', 'A battle '), ('A battle ', 'A resource '),
                             ('A resource ', 'A hand ')):
            expect_above(places, upper, lower, 'zero table')
        expect_same_column(places, 'B event ', 'A life ', 'zero table: B turned half round')

        # Card names in real glyphs, not tofu.
        expect_real_glyphs(browser, 'zero seq %d' % last)

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
        pairs = [('b1:P48', 'P46'), ('P46', 'after:60'), ('after:1', 'after:%d' % last),
                 ('P10', 'P80'), ('after:25', 'after:26'), ('after:24', 'after:25'),
                 ('P30', 'b1:after:58'), ('after:57', 'after:58')]
        for a, b in pairs:
            page = browser.run('return tcgjudge.diff(arguments[0], arguments[1])', a, b)
            cli = tcgjudge(binary, db, 'diff', GAME, a, b, ok=(0, 1)).splitlines()[2:]
            check(page.get('lines') == cli, 'diff %s %s: the page has %s, tcgjudge diff %s' % (
                a, b, page.get('lines'), cli))
        judge_boards = browser.run(
            'const b = []; for (let s = 1; s <= tcgjudge.events; s++) b.push(tcgjudge.board(s));'
            'return b;')

        # The index: every violation and judge event, a click jumps; each judge text once, the
        # penalty's and the note's in the event list.
        indexed = expect_index(browser, binary, db, GAME, 'zero')
        check(set(illegal) | set(judged) == set(indexed), 'the index holds %s' % indexed)
        with open(os.path.join(samples, 'sample-game.jsonl'), encoding='utf-8') as f:
            logged = [json.loads(line) for line in f if line.strip()]
        judge_texts = {e['seq']: e['judgeAction']['text'] for e in logged
                       if e.get('judgeAction', {}).get('text')}
        check(len(judge_texts) == len(judged), 'every judge event has a text: %s' % judge_texts)
        for seq in (judged[0], judged[-1], last):  # On the judge event and on later steps.
            browser.run('tcgjudge.go(arguments[0])', seq)
            page_text = browser.run('return document.body.innerText')
            for judge_seq, text in judge_texts.items():
                check(page_text.count(text) == 1, 'at seq %d the text of seq %d is on the page %d '
                      'times' % (seq, judge_seq, page_text.count(text)))
        for e in events:
            if e['kind'] in ('penalty', 'note'):
                row = browser.run('return document.querySelector(\'tr[data-seq="\' + arguments[0] + '
                                  '\'"]\').innerText', e['seq'])
                check(judge_texts[e['seq']] in row and e['kind'] in row,
                      'the %s at seq %d shows its text: %s' % (e['kind'], e['seq'], row))

        # Combat: the attacker, target and defender, and the step.
        combats = [s for s in range(1, last + 1) if judge_boards[s - 1]['combat']]
        check(combats, 'the sample game has combat')
        for seq in combats:
            expect_combat(browser, binary, db, GAME, seq)
        check(any(judge_boards[s - 1]['combat']['defender'] for s in combats),
              'a combat with a defender is checked')
        browser.run('tcgjudge.go(arguments[0])', min(s for s in range(1, last + 1)
                                                     if s not in combats))
        check(combat_dom(browser) == [{}, None], 'no combat drawn outside combat')

        # Step time: 60 presses of →.
        browser.press('Home')
        browser.run('tcgjudge.renderTimes.length = 0')
        started = time.time()
        for _ in range(60):
            browser.press('ArrowRight')
        step_seconds = (time.time() - started) / 60
        renders = browser.run('return tcgjudge.renderTimes')
        expect_at(browser, 61, '60 times →')

        # The pass toggle: passes that break no rule leave the list and the stepping, the
        # fragment says so, and a reload keeps it.
        passes = [e['seq'] for e in events if e['kind'] == 'pass' and not e.get('violations')]
        check(len(passes) > 10, 'the sample game has passes: %s' % passes)
        shown_rows = ('return Array.from(document.querySelectorAll("tr.ev")).filter('
                      'r => r.offsetParent !== null).map(r => Number(r.dataset.seq))')
        check(browser.run(shown_rows) == list(range(1, last + 1)), 'every event listed unfolded')
        browser.run('tcgjudge.go(arguments[0])', illegal[0])
        browser.run('document.getElementById("hide-passes").click()')
        expect_fold(browser, True, illegal[0], 'the toggle clicked')
        unfolded = [s for s in range(1, last + 1) if s not in passes]
        check(browser.run(shown_rows) == unfolded, 'folded: the list holds no pass')
        for _ in range(5):
            seq = browser.run('return tcgjudge.seq()')
            browser.press('ArrowRight')
            expect_fold(browser, True, min(s for s in unfolded if s > seq), '→ with passes folded')
        seq = browser.run('return tcgjudge.seq()')
        browser.press('ArrowLeft')
        expect_fold(browser, True, max(s for s in unfolded if s < seq), '← with passes folded')
        seq = browser.run('return tcgjudge.seq()')
        browser.run('location.reload()')
        time.sleep(0.5)
        expect_fold(browser, True, seq, 'after a reload')
        check(browser.run(shown_rows) == unfolded, 'after a reload the list holds no pass')
        browser.open(webdriver.file_url(judge_page) + '#seq=%d&nopass' % passes[0])
        expect_fold(browser, True, passes[0], 'a shared link to a pass')
        check(passes[0] in browser.run(shown_rows), 'the selected pass stays in the list')
        browser.press('f')
        expect_fold(browser, False, passes[0], 'f unfolds')
        check(browser.run(shown_rows) == list(range(1, last + 1)), 'unfolded again')

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
            places = places_dom(browser)
            expect_above(places, '%s battle ' % other, '%s battle ' % seat,
                         'seat %s page: its own side at the bottom' % seat)
            expect_above(places, '%s hand ' % other, '%s hand ' % seat,
                         'seat %s page: its own hand at the bottom' % seat)
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

        # A Yu-Gi-Oh game: the same page, no zero word in it.
        browser.open(webdriver.file_url(ygo_page))
        check(not [e for e in browser.console() if e.get('level') == 'SEVERE'],
              'ygo page: console errors')
        expect_index(browser, binary, db, YGO_GAME, 'ygo')
        ygo_boards = browser.run(
            'const b = []; for (let s = 1; s <= tcgjudge.events; s++) b.push(tcgjudge.board(s));'
            'return b;')
        # Issue 31: the cards an event targets are outlined on the board.
        ygo_events = [json.loads(line) for line in
                      tcgjudge(binary, db, 'log', YGO_GAME, '--json').splitlines()]
        targeting = [e['seq'] for e in ygo_events if ' · targets ' in e['text']]
        check(targeting, 'the ygo sample has an event with targets')
        if targeting:
            browser.run('tcgjudge.go(arguments[0])', targeting[0])
            outlined = browser.run('return Array.from(document.querySelectorAll('
                                   '".card.event-target")).map(c => c.dataset.id)')
            check(outlined, 'seq %d: its targets are outlined' % targeting[0])
        ygo_combats = [s for s, b in enumerate(ygo_boards, 1) if b['combat']]
        check(ygo_combats, 'the ygo sample has combat')
        for seq in ygo_combats[:3]:
            expect_combat(browser, binary, db, YGO_GAME, seq)

        # Its table (engine/ygo/table_layout.cc, §1.4): every card in its cell; the shared extra
        # monster zones between the players, EMZ1 above A's M2 and EMZ2 above A's M4; B's M1
        # facing A's M5. Seat B's page turns the table half round.
        ygo_last = len(ygo_boards)
        for seq in sorted(set([1, ygo_last // 3, ygo_last // 2, ygo_last] + ygo_combats[:3])):
            expect_table(browser, binary, db, YGO_GAME, seq, 'ygo')
        places = places_dom(browser)
        expect_above(places, 'B monster zones M1', ' extra monster zone EMZ1', 'ygo table')
        expect_above(places, ' extra monster zone EMZ1', 'A monster zones M2', 'ygo table')
        expect_above(places, 'A monster zones M1', 'A spell & trap zones S1', 'ygo table')
        expect_above(places, 'A spell & trap zones S1', 'A hand ', 'ygo table')
        for one, other in ((' extra monster zone EMZ1', 'A monster zones M2'),
                           (' extra monster zone EMZ2', 'A monster zones M4'),
                           ('B monster zones M1', 'A monster zones M5'),
                           ('A field zone FZ', 'A extra deck '), ('A graveyard ', 'A deck '),
                           ('B field zone FZ', 'A graveyard ')):
            expect_same_column(places, one, other, 'ygo table')
        browser.open(webdriver.file_url(ygo_seat_page))
        places = places_dom(browser)
        expect_above(places, 'A monster zones M5', 'B monster zones M1', 'ygo seat B page')
        expect_same_column(places, ' extra monster zone EMZ1', 'B monster zones M4',
                           'ygo seat B page')

        # Issue 31: usable from 1024x768 up: at 1024x768 and 1400x1000, on both games' pages, at
        # the start, the middle and the end, no card name or id is clipped and no table cell
        # scrolls.
        for page, boards_count in ((judge_page, last), (ygo_page, ygo_last)):
            for width, height in ((1024, 768), (1400, 1000)):
                browser.resize(width, height)
                browser.open(webdriver.file_url(page))
                for seq in (1, boards_count // 2, boards_count):
                    browser.run('tcgjudge.go(arguments[0])', seq)
                    bad = browser.run('''
                      const out = [];
                      for (const e of document.querySelectorAll(
                          '#players .card .name, #players .card .id')) {
                        if (e.scrollWidth > e.clientWidth + 1)
                          out.push('clipped ' + e.textContent);
                      }
                      for (const e of document.querySelectorAll('#players .place, #players .place .cards')) {
                        if (e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
                          out.push('scrolls ' + (e.dataset.label || e.className));
                      }
                      return out;''')
                    check(not bad, '%s at %dx%d, seq %d: %s' % (
                        os.path.basename(page), width, height, seq, bad[:5]))
        browser.resize(1400, 1000)

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
