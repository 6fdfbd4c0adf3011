// The tcgjudge replay viewer: reads the page's data (viewer/view_data.h describes it), rebuilds
// the board after every event, and shows the timeline, the board at the selected position and
// the diff of two positions. Plain ES2017, no libraries, no requests.
(function () {
  'use strict';
  const started = performance.now();
  const data = JSON.parse(document.getElementById('tj-data').textContent);
  const events = data.events;  // events[i] is seq i + 1.
  const last = events.length;

  // ---- Boards ---------------------------------------------------------------------------------
  // parts[seq]: the board after seq as its parts; a position holds only the parts that differ
  // from its parent's, and a judge event shows an earlier event's position.
  const parts = new Array(last + 1);
  for (let seq = 1; seq <= last; seq++) {
    const pos = data.pos[seq];
    if (pos.length === 1) {
      parts[seq] = parts[pos[0]];
      continue;
    }
    const board = pos[0] ? Object.assign({}, parts[pos[0]]) : {};
    const delta = pos[1];
    for (const key in delta) {
      if (delta[key] === null) delete board[key];
      else board[key] = delta[key];
    }
    parts[seq] = board;
  }

  function decodeCard(raw) {
    if (raw === '?' || (typeof raw === 'object' && raw.h)) {
      const seen = typeof raw === 'object' ? raw : {};
      return {hidden: true, slot: seen.s !== undefined ? seen.s : null, position: seen.o || '',
              tapped: !!seen.t, key: JSON.stringify(raw)};
    }
    const c = typeof raw === 'string' ? {i: raw} : raw;
    const name = data.cards[c.i] || ['', ''];
    return {
      hidden: false,
      id: c.i,
      code: c.c !== undefined ? c.c : name[0],
      name: c.n !== undefined ? c.n : name[1],
      slot: c.s !== undefined ? c.s : null,
      position: c.o || '',
      tapped: !!c.t,
      faceDown: !!c.f,
      damage: c.d || 0,
      atk: c.a !== undefined ? c.a : null,
      def: c.e !== undefined ? c.e : null,
      level: c.l !== undefined ? c.l : null,
      rawAtk: c.ra !== undefined ? c.ra : null,
      rawDef: c.re !== undefined ? c.re : null,
      stats: c.u || [],
      counters: c.k || [],
      attached: c.q || [],
      properties: c.x || [],
      marks: c.m || [],
      seenBy: c.v !== undefined ? c.v : 3,
      key: JSON.stringify(raw),
    };
  }

  const boardCache = new Map();
  function boardAt(seq) {
    let board = boardCache.get(seq);
    if (board) return board;
    const p = parts[seq];
    board = {
      turn: p.t, active: p.a, step: p.s, priority: p.p, pending: p.w, result: p.r,
      chain: p.c.map(function (l) {
        // A 5th item: the seats that see the link (judge's view), 0 in a seat's view of a link
        // it does not see (its source "?").
        return {controller: l[0], source: l[1], text: l[2], speed: l[3],
                seenBy: l[4] !== undefined ? l[4] : 3};
      }),
      combat: p.b ? {attacking: p.b[0], attacker: p.b[1], target: p.b[2], defender: p.b[3],
                     step: p.b[4], weapon: p.b[5] || null} : null,
      players: [],
    };
    for (let i = 0; p['P' + i] !== undefined; i++) {
      const head = p['P' + i];
      const player = {seat: head[0], name: head[1], marks: head[2], lifePoints: head[3],
                      lifeZone: head[4], lifeCard: head[5] || null, zones: []};
      for (const z of p['Z' + i]) {
        const content = p['Z' + i + '.' + z[0]];
        const zone = {name: z[0], hidden: !!z[1], cells: z[2] || [], pile: !!z[3], count: 0,
                      cards: null};
        if (typeof content === 'number') {
          zone.count = content;
        } else {
          zone.cards = content.map(decodeCard);
          zone.count = zone.cards.length;
        }
        player.zones.push(zone);
      }
      board.players.push(player);
    }
    boardCache.set(seq, board);
    return board;
  }

  function playerOf(board, seat) {
    return board.players.find(function (p) { return p.seat === seat; }) || null;
  }
  function zoneOf(player, name) {
    if (!player) return null;
    return player.zones.find(function (z) { return z.name === name; }) || null;
  }
  // engine/board.h LifeOf: the points, the life card's life, or the life zone's count.
  function lifeOf(player) {
    if (!player) return 0;
    if (player.lifePoints !== null && player.lifePoints !== undefined) return player.lifePoints;
    if (player.lifeCard) return player.lifeCard[1];
    const zone = zoneOf(player, player.lifeZone);
    return zone ? zone.count : 0;
  }
  // judge/diff.cc: a zone that shows only its count: one the seat may only count, or a hidden
  // zone whose cards nobody may see (a deck, a life zone).
  function unseen(zone) {
    return zone.cards === null || (zone.hidden && zone.cards.every(function (c) {
      return c.hidden || c.seenBy === 0;
    }));
  }

  // ---- Diff: the rules of judge/diff.h DiffBoards ---------------------------------------------
  // engine/board.h CardText.
  function cardText(c, zone) {
    if (c.hidden) {
      let text = 'face-down card';
      if (c.slot !== null) text += ' · ' + cellName(c, zone);
      if (c.position) text += ' · ' + c.position;
      return text + (c.tapped ? ' · tapped' : '');
    }
    let text = c.id + ' ' + c.code + ' ' + c.name;
    if (c.slot !== null) text += ' · ' + cellName(c, zone);
    if (c.position) text += ' · ' + c.position;
    if (c.tapped) text += ' · tapped';
    if (c.faceDown) text += ' · face down';
    if (c.damage !== 0) text += ' · damage ' + c.damage;
    function value(name, used, raw) {
      return ' ' + name + ' ' + used + (raw !== null && raw !== used ? ' (raw ' + raw + ')' : '');
    }
    if (c.atk !== null || c.def !== null) {
      text += ' ·';
      if (c.atk !== null) text += value('ATK', c.atk, c.rawAtk);
      if (c.def !== null) text += value('DEF', c.def, c.rawDef);
    }
    if (c.level !== null) text += ' · level ' + c.level;
    for (const stat of c.stats) text += ' · ' + statText(stat);
    for (const counter of c.counters) text += ' · ' + counter[0] + ' ' + counter[1];
    if (c.attached.length) text += ' · attached ' + c.attached.join(' ');
    for (const property of c.properties) text += ' · ' + property[0] + ' ' + property[1];
    for (const mark of c.marks) text += ' · ' + mark;
    return text;
  }
  // engine/board.h StatText: [label, value, printed].
  function statText(stat) {
    return stat[0] + ' ' + stat[1] +
        (stat[2] !== null && stat[2] !== stat[1] ? ' (printed ' + stat[2] + ')' : '');
  }
  // engine/board.h SeenText.
  function seenText(seenBy) {
    if (seenBy === 3) return '';
    return seenBy === 0 ? 'seen by nobody' : 'seen by ' + (seenBy === 1 ? 'A' : 'B');
  }
  // engine/board.h LinkText; a link the seat does not see: whose it is.
  function linkText(link) {
    if (link.source === '?') return link.controller + ': a link only ' + link.controller + ' sees';
    const seen = seenText(link.seenBy);
    return link.controller + ': ' + link.text +
        (link.speed !== null && link.speed !== undefined ? ' (spell speed ' + link.speed + ')' : '') +
        (seen ? ' · ' + seen : '');
  }
  function cellName(c, zone) {
    return zone && c.slot < zone.cells.length ? zone.cells[c.slot] : 'slot ' + (c.slot + 1);
  }
  // judge/diff.cc DiffCardText: and who may see it, where not both seats.
  function diffCardText(c, zone) {
    const text = cardText(c, zone);
    if (c.hidden || c.seenBy === 3) return text;
    return text + ' · ' + seenText(c.seenBy);
  }
  // engine/board.h CombatText.
  function combatText(c) {
    let text = c.attacker || 'an attack';
    if (c.weapon) text += ' with ' + c.weapon;
    text += c.target ? ' attacks ' + c.target : ' attacks directly';
    if (c.defender) text += ' · ' + c.defender + ' defends';
    if (c.step) text += ' (' + c.step + ')';
    return text;
  }

  function diffBoards(a, b) {
    const out = [];
    function changed(player, field, before, after) {
      if (before === after) return;
      out.push({op: '-', player: player, field: field, card: null, text: before});
      out.push({op: '+', player: player, field: field, card: null, text: after});
    }
    const none = {name: '', hidden: false, cells: [], count: 0, cards: []};
    function diffZone(seat, name, za, zb) {
      za = za || none;
      zb = zb || none;
      if (unseen(za) && unseen(zb)) {
        let reordered = false;
        if (za.cards !== null && zb.cards !== null && za.count === zb.count) {
          for (let i = 0; i < za.cards.length; i++) {
            if (za.cards[i].id !== zb.cards[i].id) reordered = true;
          }
        }
        changed(seat, name, String(za.count), zb.count + (reordered ? ' (reordered)' : ''));
        return;
      }
      const inB = new Map();
      if (zb.cards) for (const c of zb.cards) if (!c.hidden) inB.set(c.id, c);
      const inA = new Set();
      if (za.cards) {
        for (const c of za.cards) {
          if (c.hidden) continue;
          inA.add(c.id);
          const other = inB.get(c.id);
          if (other && other.key === c.key) continue;
          out.push({op: '-', player: seat, field: name, card: c.id, text: diffCardText(c, za)});
          if (other) {
            out.push({op: '+', player: seat, field: name, card: c.id, text: diffCardText(other, zb)});
          }
        }
      }
      if (zb.cards) {
        for (const c of zb.cards) {
          if (!c.hidden && !inA.has(c.id)) {
            out.push({op: '+', player: seat, field: name, card: c.id, text: diffCardText(c, zb)});
          }
        }
      }
      // In a seat's view, the cards it cannot see: what the table shows of them.
      function unseenCards(zone) {
        if (!zone.cards) return '';
        return zone.cards.filter(function (c) { return c.hidden; }).map(function (c) {
          return cardText(c, zone);
        }).join(', ');
      }
      changed(seat, name, unseenCards(za), unseenCards(zb));
    }
    function join(items) { return items.length ? items.join(', ') : 'none'; }

    changed(null, 'turn', String(a.turn), String(b.turn));
    changed(null, 'active', a.active, b.active);
    changed(null, 'step', a.step, b.step);
    changed(null, 'priority', a.priority || 'none', b.priority || 'none');
    changed(null, 'waits for', a.pending, b.pending);
    changed(null, 'result', a.result || 'none', b.result || 'none');
    changed(null, 'combat', a.combat ? combatText(a.combat) : 'none',
        b.combat ? combatText(b.combat) : 'none');
    for (const seat of ['A', 'B']) {
      const pa = playerOf(a, seat);
      const pb = playerOf(b, seat);
      changed(seat, 'life', String(lifeOf(pa)), String(lifeOf(pb)));
      changed(seat, 'life card', pa && pa.lifeCard ? pa.lifeCard[0] : 'none',
          pb && pb.lifeCard ? pb.lifeCard[0] : 'none');
      const names = [];
      for (const p of [pa, pb]) {
        if (!p) continue;
        for (const z of p.zones) if (names.indexOf(z.name) < 0) names.push(z.name);
      }
      for (const name of names) {
        const za = zoneOf(pa, name);
        const zb = zoneOf(pb, name);
        const life = (pa && name === pa.lifeZone) || (pb && name === pb.lifeZone);
        if (life && (!za || unseen(za)) && (!zb || unseen(zb))) continue;
        diffZone(seat, name, za, zb);
      }
      changed(seat, 'marks', join(pa ? pa.marks : []), join(pb ? pb.marks : []));
    }
    const links = Math.max(a.chain.length, b.chain.length);
    function numbered(i, link) { return (i + 1) + '. ' + linkText(link); }
    for (let i = 0; i < links; i++) {
      const la = a.chain[i];
      const lb = b.chain[i];
      if (la && lb && la.controller === lb.controller && la.source === lb.source &&
          la.text === lb.text && la.speed === lb.speed && la.seenBy === lb.seenBy) {
        continue;
      }
      if (la) out.push({op: '-', player: null, field: 'chain', card: la.source, text: numbered(i, la)});
      if (lb) out.push({op: '+', player: null, field: 'chain', card: lb.source, text: numbered(i, lb)});
    }
    return out;
  }

  function diffLineText(line) {
    return line.op + (line.player ? line.player + ' ' : '') + line.field + ': ' + line.text;
  }

  // ---- Positions: the forms of judge/positions.h ParsePosition --------------------------------
  function pointLabel(branch, number) {
    return branch ? 'b' + branch + ':P' + number : 'P' + number;
  }

  function positionLabel(seq) {
    const e = events[seq - 1];
    const after = 'after seq ' + seq;
    if (e.p) return pointLabel(e.p[0], e.p[1]) + ' (' + after + ')';
    if (e.x === 'r') return after + ' (reversed)';
    if (e.j && data.pos[seq].length === 1) {  // A declared result has a position of its own.
      return after + ' (a judge event: the game stands after seq ' + data.pos[seq][0] + ')';
    }
    if (e.x === 's') return after + ' (branch b' + e.b + ')';
    return after;
  }

  // {seq, label} for a position's text, or {error}.
  function resolve(text) {
    const forms = 'a position is a priority point (P12) or the position right after a seq ' +
        '(after:57), either on a branch (b1:P40, b1:after:57)';
    const m = /^(?:b([1-9][0-9]*):)?(P|after:)([1-9][0-9]*)$/.exec(String(text).trim());
    if (!m) {
      const bare = /^(?:b([1-9][0-9]*):)?([1-9][0-9]*)$/.exec(String(text).trim());
      if (bare) {
        const on = bare[1] !== undefined ? 'b' + bare[1] + ':' : '';
        return {error: "position '" + text + "': a bare number is ambiguous: write " + on + 'P' +
            bare[2] + ' for priority point ' + bare[2] + ' or ' + on + 'after:' + bare[2] +
            ' for the position right after seq ' + bare[2]};
      }
      return {error: "position '" + text + "': " + forms + ' (case-sensitive)'};
    }
    const branch = m[1] !== undefined ? Number(m[1]) : null;
    const number = Number(m[3]);
    let line = null;
    if (branch !== null) {
      line = data.lines.find(function (l) { return l.b === branch; });
      if (!line) {
        const count = data.lines.length - 1;
        return {error: 'branch b' + branch + ': the game has ' +
            (count ? count + (count === 1 ? ' branch (b1)' : ' branches (b1-b' + count + ')')
                   : 'no branches (no back-ups)')};
      }
    }
    if (m[2] === 'P') {
      if (!line) line = data.lines[0];
      const label = pointLabel(line.b, number);
      if (number > line.points.length) {
        return {error: label + ': ' + (line.b ? 'branch b' + line.b : 'the effective line') +
            ' has ' + line.points.length + ' priority points'};
      }
      const seq = line.points[number - 1];
      return {seq: seq, label: label + ' (after seq ' + seq + ')'};
    }
    if (number > last) return {error: 'seq ' + number + ': the game has ' + last + ' events'};
    if (line && line.b !== 0 && line.seqs.indexOf(number) < 0) {
      return {error: 'seq ' + number + ' is not on branch b' + line.b};
    }
    return {seq: number, label: positionLabel(number)};
  }

  // ---- Rendering ------------------------------------------------------------------------------
  function el(tag, className, text) {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = text;
    return node;
  }

  const title = data.game + ' · ' + data.players.join(' vs ');
  document.getElementById('title').textContent = title;
  document.title = title + ' · tcgjudge';
  document.getElementById('view-badge').textContent =
      data.seat ? 'seat ' + data.seat + "'s view (" + data.players[data.seat === 'A' ? 0 : 1] +
          '): what that player could not see is not in this page' : "judge's view: everything";

  const rows = new Array(last + 1);
  (function renderTimeline() {
    const body = document.getElementById('events');
    const fragment = document.createDocumentFragment();
    for (const e of events) {
      const row = el('tr', 'ev');
      row.dataset.seq = e.s;
      if (e.v) row.classList.add('illegal');
      if (e.q) row.classList.add('open');
      if (e.x === 'r') row.classList.add('reversed');
      if (e.x === 's') row.classList.add('superseded');
      if (e.j) row.classList.add('judge');
      if (e.p) row.classList.add('pp');
      if (e.f && !e.v) row.classList.add('pass');
      row.appendChild(el('td', 'seq', String(e.s)));
      row.appendChild(el('td', 'actor', e.a));
      const what = el('td', 'what');
      const line = el('div', 'line');
      line.appendChild(el('span', 'kind', e.k));
      if (e.t) line.appendChild(el('span', 'text', ' ' + e.t));
      if (e.x === 's') line.appendChild(el('span', 'tag branch', 'b' + e.b));
      if (e.x === 'r') line.appendChild(el('span', 'tag rev', 'reversed'));
      what.appendChild(line);
      if (e.j) {  // The words are the action; the rules and the judge's text follow, once.
        what.appendChild(el('div', 'judge-flag', '⚖ ' + e.a + (e.j.rules.length ? ' · rules ' +
            e.j.rules.join(' ') : '')));
        if (e.j.text) what.appendChild(el('div', 'judge-text', '“' + e.j.text + '”'));
      }
      if (e.v) {
        for (const v of e.v) {
          what.appendChild(el('div', 'violation', '✗ ' + v[0] + ': ' + v[2] +
              (v[3] !== 'standing' ? ' · ' + v[3] : '')));
        }
      }
      if (e.q) {  // A paper game's decision the record leaves open: neither illegal nor clean.
        for (const q of e.q) {
          what.appendChild(el(
              'div', 'open-question',
              '? ' + q[0] + ' ' + q[3] + ': ' + q[2] +
                  (q[3] === 'undeterminable' ? ' · never settled: ' : ' · settled by: ') + q[4]));
        }
      }
      if (e.p) {
        what.appendChild(el('div', 'point', '· ' + pointLabel(e.p[0], e.p[1]) + '  ' + e.p[2] +
            ' holds priority'));
      }
      row.appendChild(what);
      rows[e.s] = row;
      fragment.appendChild(row);
    }
    body.appendChild(fragment);
    body.addEventListener('click', function (event) {
      const row = event.target.closest('tr');
      if (row) go(Number(row.dataset.seq));
    });
  })();

  // ---- Index: the violations and judge events, to jump to -------------------------------------
  const indexItems = new Map();  // seq -> its entry.
  (function renderIndex() {
    const list = document.getElementById('index-list');
    let illegal = 0;
    let judged = 0;
    for (const e of events) {
      if (!e.v && !e.j) continue;
      const item = el('li', 'ix' + (e.v ? ' illegal' : '') + (e.j ? ' judge' : ''));
      item.dataset.seq = e.s;
      item.appendChild(el('span', 'ix-seq', String(e.s)));
      for (const v of e.v || []) {
        illegal++;
        item.appendChild(el('span', 'ix-violation', '✗ ' + v[0] + (v[1].length ? ' (' +
            v[1].join(' ') + ')' : '') + (v[3] !== 'standing' ? ' · ' + v[3] : '')));
      }
      if (e.j) {
        judged++;
        item.appendChild(el('span', 'ix-judge', '⚖ ' + e.k + (e.t ? ' ' + e.t : '') + ' · ' + e.a +
            (e.j.rules.length ? ' · ' + e.j.rules.join(' ') : '')));
      }
      indexItems.set(e.s, item);
      list.appendChild(item);
    }
    function count(n, one, many) { return n + ' ' + (n === 1 ? one : many); }
    document.getElementById('index-head').textContent = indexItems.size ?
        'Index: ' + count(illegal, 'violation', 'violations') + ', ' +
            count(judged, 'judge event', 'judge events') :
        'Index: no violations, no judge events';
    list.addEventListener('click', function (event) {
      const item = event.target.closest('li');
      if (item) go(Number(item.dataset.seq));
    });
  })();

  // ---- Folding passes away: a pass that breaks no rule leaves the list and the stepping -------
  let foldPasses = false;
  const passes = events.filter(function (e) { return e.f && !e.v; }).length;
  const passToggle = document.getElementById('hide-passes');
  document.getElementById('pass-count').textContent = '(' + passes + ' of ' + last + ' events)';
  function folded(e) { return foldPasses && !!e.f && !e.v; }
  function setFold(on) {
    foldPasses = on;
    passToggle.checked = on;
    document.body.classList.toggle('no-pass', on);
  }
  passToggle.addEventListener('change', function () {
    setFold(passToggle.checked);
    go(current);
  });

  // The card ids an event's words name as its targets (events/decision_text.cc TargetsText).
  function targetsOf(text) {
    const at = String(text || '').indexOf(' · targets ');
    if (at < 0) return [];
    const part = text.slice(at + 11).split(' · ')[0];
    return part.match(/\b[AB]T?[0-9]{2,}\b/g) || [];
  }

  // The card's parts in the combat: "attacker", "target", "defender".
  function combatRoles(c, combat) {
    if (!combat || c.hidden) return [];
    return ['attacker', 'target', 'defender'].filter(function (role) { return combat[role] === c.id; });
  }

  function cardNode(c, zone, big, combat) {
    const node = el('div', 'card' + (big ? ' big' : ''));
    if (c.slot !== null) node.dataset.cell = cellName(c, zone);
    if (c.position) node.classList.add(c.position);
    const roles = combatRoles(c, combat);
    if (roles.length) {
      node.classList.add('in-combat');
      node.dataset.combat = roles.join(' ');
      for (const role of roles) node.classList.add('combat-' + role);
      node.appendChild(el('div', 'combat-role', roles.join(' · ')));
    }
    if (c.hidden) {
      node.classList.add('face-down', 'unseen');
      if (c.tapped) node.classList.add('tapped');
      node.appendChild(el('div', 'name', 'face down'));
      if (c.tapped) node.appendChild(el('div', 'stat', 'tapped'));
      return node;
    }
    node.dataset.id = c.id;
    if (c.tapped) node.classList.add('tapped');
    if (c.faceDown) node.classList.add('face-down');
    node.title = cardText(c, zone);
    node.appendChild(el('div', 'name', c.name || '(unnamed)'));
    node.appendChild(el('div', 'id', c.id + ' ' + c.code + (c.slot !== null ? ' · ' + cellName(c, zone) : '')));
    const stats = [];
    if (c.atk !== null || c.def !== null) {
      stats.push((c.atk !== null ? 'ATK ' + c.atk : '') + (c.def !== null ? ' DEF ' + c.def : ''));
    }
    if (c.level !== null) stats.push('level ' + c.level);
    for (const stat of c.stats) stats.push(statText(stat));
    if (stats.length) node.appendChild(el('div', 'stat', stats.join(' · ')));
    const flags = [];
    if (c.position) flags.push(c.position);
    if (c.tapped) flags.push('tapped');
    if (c.faceDown) flags.push('face down');
    if (flags.length) node.appendChild(el('div', 'flags', flags.join(' · ')));
    if (c.damage) node.appendChild(el('div', 'damage', 'damage ' + c.damage));
    for (const counter of c.counters) node.appendChild(el('div', 'mark', counter[0] + ' ' + counter[1]));
    if (c.attached.length) node.appendChild(el('div', 'equip', 'attached ' + c.attached.join(' ')));
    for (const property of c.properties) node.appendChild(el('div', 'mark', property[0] + ' ' + property[1]));
    for (const mark of c.marks) node.appendChild(el('div', 'mark', mark));
    return node;
  }

  // A player's head: seat, name, life, the counts of the zones that are not public
  // (viewer/board_text.h), active, priority, marks.
  function headNode(player, board) {
    const head = el('div', 'player-head');
    head.dataset.seat = player.seat;
    if (board.priority === player.seat) head.classList.add('has-priority');
    head.appendChild(el('span', 'seat', player.seat));
    head.appendChild(el('span', 'pname', player.name));
    head.appendChild(el('span', 'count life', 'life ' + lifeOf(player) +
        (player.lifeCard ? ' (' + player.lifeCard[0] + '\'s)' : '')));
    for (const zone of player.zones) {
      if (zone.hidden && zone.name !== player.lifeZone) {
        head.appendChild(el('span', 'count ' + zone.name, zone.name + ' ' + zone.count));
      }
    }
    if (board.active === player.seat) head.appendChild(el('span', 'tag active', 'active'));
    if (board.priority === player.seat) head.appendChild(el('span', 'tag prio', 'priority'));
    for (const mark of player.marks) head.appendChild(el('span', 'tag mark', mark));
    return head;
  }

  // A zone counted, not shown: the life zone, or a pile nobody looks through (a deck).
  function counted(player, zone) { return zone.name === player.lifeZone || zone.pile; }

  // The judge sees the piles nobody else sees too (top first), folded away.
  function pilesNode(piles) {
    const details = el('details', 'piles');
    details.appendChild(el('summary', null, piles.map(function (z) { return z.name; }).join(' and ') +
        ' cards, top first'));
    for (const z of piles) {
      details.appendChild(el('div', 'pile', z.name + ': ' + z.cards.map(function (c) {
        return c.hidden ? '?' : c.id + ' ' + c.name;
      }).join(' · ')));
    }
    return details;
  }
  function seenPile(zone) {
    return zone.cards !== null && zone.cards.some(function (c) { return !c.hidden; });
  }

  // A zone's cards (`cards`: all of them, or a cell's), its unseen count or "—".
  function cardsNode(zone, cards, board) {
    const node = el('div', 'cards');
    if (zone.cards === null) {
      node.appendChild(el('span', 'unseen-count', zone.count + ' cards, unseen'));
    } else if (cards.length === 0) {
      node.appendChild(el('span', 'empty', '—'));
    } else {
      for (const c of cards) node.appendChild(cardNode(c, zone, zone.cells.length > 0, board.combat));
    }
    return node;
  }

  // A ruleset without a table: each player's zones as a list.
  function playerNode(player, board) {
    const node = el('div', 'player');
    node.dataset.seat = player.seat;
    if (board.priority === player.seat) node.classList.add('has-priority');
    node.appendChild(headNode(player, board));
    const piles = [];
    for (const zone of player.zones) {
      if (counted(player, zone)) {  // Counted in the head.
        if (seenPile(zone)) piles.push(zone);
        continue;
      }
      const row = el('div', 'zone');
      row.dataset.zone = zone.name;
      row.appendChild(el('div', 'zone-name', zone.name + ' ' + zone.count));
      row.appendChild(cardsNode(zone, zone.cards || [], board));
      node.appendChild(row);
    }
    if (piles.length) node.appendChild(pilesNode(piles));
    return node;
  }

  // The combat in progress: its step, and who attacks what (card names where the page has them).
  function combatNode(combat) {
    function named(id) {
      const name = data.cards[id];
      return name ? id + ' ' + name[1] : id;
    }
    const node = el('div', 'combat');
    node.appendChild(el('span', 'combat-step', combat.step || 'combat'));
    let text = (combat.attacker ? named(combat.attacker) : 'an attack') +
        (combat.weapon ? ' with ' + named(combat.weapon) : '') +
        (combat.target ? ' attacks ' + named(combat.target) : ' attacks directly');
    if (combat.defender) text += ' · ' + named(combat.defender) + ' defends';
    node.appendChild(el('span', 'combat-text', combat.attacking + ': ' + text));
    return node;
  }

  function renderBoard(seq) {
    const board = boardAt(seq);
    const e = events[seq - 1];
    const now = document.getElementById('event-now');
    now.textContent = '';
    now.appendChild(el('span', 'seq', 'seq ' + e.s));
    now.appendChild(el('span', 'actor', e.a));
    now.appendChild(el('span', 'kind', e.k));
    now.appendChild(el('span', 'text', e.t));
    now.className = rows[seq].className;

    const game = document.getElementById('game-line');
    game.textContent = '';
    game.appendChild(el('span', 'turn', 'turn ' + board.turn));
    game.appendChild(el('span', 'active', board.active + ' active'));
    game.appendChild(el('span', 'step', board.step));
    game.appendChild(el('span', 'priority',
        board.priority ? board.priority + ' holds priority' : 'no priority'));
    if (board.combat) game.appendChild(combatNode(board.combat));
    if (board.pending) game.appendChild(el('div', 'pending', 'waits for: ' + board.pending));
    if (board.result) game.appendChild(el('div', 'result', 'game over: ' + board.result));

    const players = document.getElementById('players');
    players.textContent = '';
    // The viewer's own seat (A in the judge's view) at the bottom, as at a table.
    const bottom = data.seat || 'A';
    const order = board.players.slice().sort(function (x, y) {
      return (x.seat === bottom) - (y.seat === bottom);
    });
    players.classList.toggle('as-table', !!data.table);
    if (data.table) {
      players.appendChild(TjTable.node(data.table, board, bottom, {
        el: el, head: headNode, counted: counted, piles: pilesNode, seenPile: seenPile,
        cards: cardsNode, zoneOf: zoneOf, order: order,
      }));
    } else {
      for (const player of order) players.appendChild(playerNode(player, board));
    }
    // The cards the event targets (its words' "· targets <card id> …"), outlined on the board.
    for (const id of targetsOf(e.t)) {
      for (const card of players.querySelectorAll('.card[data-id="' + id + '"]')) {
        card.classList.add('event-target');
      }
    }

    const chain = document.getElementById('chain');
    chain.textContent = '';
    chain.appendChild(el('h2', null, board.chain.length ? 'chain (bottom first)' : 'chain: empty'));
    if (board.chain.length) {
      const list = el('ol');
      for (const link of board.chain) {
        list.appendChild(el('li', link.source === '?' ? 'unseen' : null, linkText(link)));
      }
      chain.appendChild(list);
    }

    // What the event changed: its position against the one it was applied to.
    const pos = data.pos[seq];
    const out = document.getElementById('changes-out');
    if (pos.length === 1) {
      out.textContent = 'a judge event: the game stands as after seq ' + pos[0];
    } else if (!pos[0]) {
      out.textContent = 'the header: the game is set up';
    } else {
      const lines = diffBoards(boardAt(pos[0]), board).map(diffLineText);
      renderPatch(out, lines, 'nothing on the board');
    }
  }

  function renderPatch(pre, lines, empty) {
    pre.textContent = '';
    if (!lines.length) {
      pre.appendChild(el('span', 'same', empty));
      return;
    }
    for (const line of lines) {
      pre.appendChild(el('div', line[0] === '-' ? 'del' : line[0] === '+' ? 'add' : 'hdr', line));
    }
  }

  // ---- Navigation -----------------------------------------------------------------------------
  let current = 0;
  const renderTimes = [];

  function go(seq, fromHash) {
    seq = Math.max(1, Math.min(last, Math.floor(seq) || 1));
    const t0 = performance.now();
    if (rows[current]) rows[current].classList.remove('current');
    if (indexItems.has(current)) indexItems.get(current).classList.remove('current');
    current = seq;
    rows[seq].classList.add('current');
    if (indexItems.has(seq)) indexItems.get(seq).classList.add('current');
    // Keep the row in sight: centred when it was out of view, left alone when it was in it.
    const pane = document.getElementById('timeline').getBoundingClientRect();
    const box = rows[seq].getBoundingClientRect();
    if (box.top < pane.top || box.bottom > pane.bottom) rows[seq].scrollIntoView({block: 'center'});
    renderBoard(seq);
    const position = document.getElementById('position');
    position.textContent = positionLabel(seq);
    position.dataset.seq = seq;
    const hash = '#seq=' + seq + (foldPasses ? '&nopass' : '');
    if (!fromHash && location.hash !== hash) history.replaceState(null, '', hash);
    renderTimes.push(performance.now() - t0);
  }

  function find(from, step, test) {
    for (let s = from + step; s >= 1 && s <= last; s += step) {
      if (test(events[s - 1])) return s;
    }
    return from;
  }

  document.addEventListener('keydown', function (event) {
    const target = event.target;
    if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    let seq = null;
    switch (event.key) {
      case 'ArrowLeft':
        seq = find(current, -1, function (e) { return event.shiftKey ? !!e.p : !folded(e); });
        break;
      case 'ArrowRight':
        seq = find(current, 1, function (e) { return event.shiftKey ? !!e.p : !folded(e); });
        break;
      case 'Home': seq = 1; break;
      case 'End': seq = last; break;
      case 'n': seq = find(current, 1, function (e) { return !!e.v; }); break;
      case 'p': seq = find(current, -1, function (e) { return !!e.v; }); break;
      case 'r': seq = find(current, 1, function (e) { return !!e.j; }); break;
      case 'f':
        setFold(!foldPasses);
        seq = current;
        break;
      default: return;
    }
    event.preventDefault();
    go(seq);
  });

  function seqFromHash() {
    const m = /(?:^#|&)seq=([0-9]+)/.exec(location.hash);
    return m ? Number(m[1]) : null;
  }
  function noPassInHash() { return /(?:^#|&)nopass(?:&|$)/.test(location.hash); }
  window.addEventListener('hashchange', function () {
    const seq = seqFromHash();
    const fold = noPassInHash();
    if (fold !== foldPasses) setFold(fold);
    if (seq !== null && seq !== current) go(seq, true);
  });

  // ---- Diff panel -----------------------------------------------------------------------------
  function diffText(a, b) {
    const ra = resolve(a);
    if (ra.error) return {error: ra.error};
    const rb = resolve(b);
    if (rb.error) return {error: rb.error};
    const lines = diffBoards(boardAt(ra.seq), boardAt(rb.seq)).map(diffLineText);
    return {a: ra, b: rb, lines: lines};
  }

  const inputA = document.getElementById('diff-a');
  const inputB = document.getElementById('diff-b');
  function hereText() {
    const e = events[current - 1];
    return e.p ? pointLabel(e.p[0], e.p[1]) : 'after:' + current;
  }
  function runDiff() {
    const out = document.getElementById('diff-out');
    const result = diffText(inputA.value, inputB.value);
    if (result.error) {
      out.textContent = '';
      out.appendChild(el('div', 'error', result.error));
      return;
    }
    const lines = result.lines.length ? ['--- ' + data.game + ' ' + result.a.label,
      '+++ ' + data.game + ' ' + result.b.label].concat(result.lines) : [];
    renderPatch(out, lines, 'identical positions');
  }
  document.getElementById('diff-a-here').addEventListener('click', function () {
    inputA.value = hereText();
    runDiff();
  });
  document.getElementById('diff-b-here').addEventListener('click', function () {
    inputB.value = hereText();
    runDiff();
  });
  document.getElementById('diff-form').addEventListener('submit', function (event) {
    event.preventDefault();
    runDiff();
  });

  // ---- Start ----------------------------------------------------------------------------------
  const fromHash = seqFromHash();
  setFold(noPassInHash());
  // Without #seq= the page opens where a judge looks first (issue 31): the first violation or
  // judge event, else the end of the game.
  const firstMarked = events.findIndex(function (e) { return e.v || e.j; });
  go(fromHash !== null ? fromHash : (firstMarked >= 0 ? firstMarked + 1 : last), fromHash !== null);
  inputA.value = 'after:1';
  inputB.value = hereText();
  runDiff();

  // For tests and tools (tests/viewer/browser_test.py).
  window.tcgjudge = {
    seq: function () { return current; },
    go: go,
    events: last,
    resolve: resolve,
    foldsPasses: function () { return foldPasses; },
    diff: function (a, b) { return diffText(a, b); },
    board: boardAt,
    loadMs: performance.now() - started,
    renderTimes: renderTimes,
  };
})();
