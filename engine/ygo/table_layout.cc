// Yu-Gi-Oh's table (§1.4, the field's cells): seen from a player's chair, the main monster
// zones M1-M5 left to right with the field zone to their left and the graveyard to their right
// (§1.4.3, §1.4.4); behind them S1-S5 between the extra deck (left) and the deck (right); the
// hand at the player's edge with the banished cards beside it, right (docs/rulings-ygo.md Y-27).
// The two extra monster zones lie between the players, EMZ1 above A's M2 and EMZ2 above A's M4
// (§1.4.1.1; engine/ygo/field.cc's grid), and hold either player's monster.

#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

constexpr uint8_t kColumns = 7;

// `count` cells of `kind` of `zone` from column 1, left to right.
std::vector<TablePlace> Cells(const char* zone, Cell::Kind kind, int count) {
  std::vector<TablePlace> places;
  for (int i = 0; i < count; ++i) {
    places.push_back({std::nullopt, zone, Cell{kind, static_cast<uint8_t>(i)}.ToString(),
                      static_cast<uint8_t>(1 + i)});
  }
  return places;
}

}  // namespace

TableLayout YgoRuleset::Table() const {
  std::vector<TablePlace> monsters = {{std::nullopt, "field zone", "FZ", 0}};
  for (TablePlace& place : Cells("monster zones", Cell::Kind::kMonster, 5)) {
    monsters.push_back(place);
  }
  monsters.push_back({std::nullopt, "graveyard", "", 6});
  std::vector<TablePlace> spells = {{std::nullopt, "extra deck", "", 0}};
  for (TablePlace& place : Cells("spell & trap zones", Cell::Kind::kSpellTrap, 5)) {
    spells.push_back(place);
  }
  spells.push_back({std::nullopt, "deck", "", 6});
  const std::vector<TablePlace> edge = {{std::nullopt, "hand", "", 0, 6},
                                        {std::nullopt, "banished", "", 6}};
  // Shared: no seat; a cell both players' "extra monster zone" has.
  const std::vector<TablePlace> middle = {
      {std::nullopt, "extra monster zone", Cell{Cell::Kind::kExtraMonster, 0}.ToString(), 2},
      {std::nullopt, "extra monster zone", Cell{Cell::Kind::kExtraMonster, 1}.ToString(), 4}};
  return TwoSidedTable(kColumns, {monsters, spells, edge}, middle);
}

}  // namespace tcgjudge::ygo
