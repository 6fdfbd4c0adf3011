// The board laid out as the ruleset's table (the page data's "table", viewer/view_data.h; the
// layout is engine/table_layout.h's): a CSS grid of places, each a player's zone or one cell of a
// positional zone, as seat A sees the table from its chair; turned half round when seat B sits
// at the bottom. The page names no zone: every name comes from the data.
const TjTable = (function () {
  'use strict';

  // The grid for `board` with `bottom`'s side at the bottom, between the players' heads; `draw`
  // has the page's helpers (viewer.js renderBoard).
  function node(table, board, bottom, draw) {
    const el = draw.el;
    const turned = bottom !== 'A';
    const last = table.rows.length - 1;
    const out = el('div', 'table');
    const grid = el('div', 'table-grid');
    grid.style.gridTemplateColumns = 'repeat(' + table.n + ', minmax(0, 1fr))';
    table.rows.forEach(function (row, r) {
      for (const p of row) {
        const column = turned ? table.n - p[3] - p[4] : p[3];
        const place = placeNode(p[0], p[1], p[2], board, draw);
        place.style.gridRow = String((turned ? last - r : r) + 1);
        place.style.gridColumn = (column + 1) + ' / span ' + p[4];
        if (p[4] === 1 && !p[2]) place.classList.add('narrow');
        grid.appendChild(place);
      }
    });
    // The opponent's head above the table, the bottom seat's below it.
    const heads = draw.order.map(function (player) { return draw.head(player, board); });
    for (const head of heads.slice(0, -1)) out.appendChild(head);
    out.appendChild(grid);
    if (heads.length) out.appendChild(heads[heads.length - 1]);
    return out;
  }

  // One place: `seat`'s zone `name` ('' seat: every player's, a shared cell), or its `cell`.
  function placeNode(seat, name, cell, board, draw) {
    const el = draw.el;
    const place = el('div', 'place zone');
    place.dataset.seat = seat;
    place.dataset.zone = name;
    if (cell) place.dataset.cell = cell;
    const owners = board.players.filter(function (p) { return !seat || p.seat === seat; });
    if (cell) {
      place.appendChild(el('div', 'zone-name', cell));
      const cards = el('div', 'cards');
      for (const player of owners) {
        const zone = draw.zoneOf(player, name);
        if (!zone || zone.cards === null) continue;
        const slot = zone.cells.indexOf(cell);
        for (const c of zone.cards) {
          if (c.slot !== slot) continue;
          const card = draw.cards(zone, [c], board).firstChild;
          card.dataset.owner = player.seat;
          cards.appendChild(card);
        }
      }
      if (!cards.firstChild) cards.appendChild(el('span', 'empty', '—'));
      place.appendChild(cards);
      return place;
    }
    const player = owners[0];
    const zone = player && draw.zoneOf(player, name);
    if (!zone) return place;
    place.appendChild(el('div', 'zone-name', name + ' ' + zone.count));
    if (draw.counted(player, zone)) {  // A life zone or a deck: its count; the judge's list.
      place.classList.add('pile');
      place.appendChild(el('div', 'pile-count', String(zone.count)));
      if (draw.seenPile(zone)) place.appendChild(draw.piles([zone]));
      return place;
    }
    place.appendChild(draw.cards(zone, zone.cards || [], board));
    return place;
  }

  return {node: node};
})();
