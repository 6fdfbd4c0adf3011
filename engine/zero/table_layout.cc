// 零次元's table (200(1): eight zones per player; the rulebook draws no mat): seen from a player's
// chair, the battle zone nearest the middle with the event zone beside it (206(2): a part of the
// battle zone); behind them the life zone, the resource zone, the rest zone and the deck; the
// hand at the player's edge with the removed cards beside it (docs/rulings-zero.md, "The table the
// viewer draws").

#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {

TableLayout ZeroRuleset::Table() const {
  auto place = [](Zone zone, uint8_t column, uint8_t span) {
    return TablePlace{std::nullopt, std::string(ZoneName(zone)), "", column, span};
  };
  return TwoSidedTable(6,
                       {{place(Zone::kBattle, 0, 5), place(Zone::kEvent, 5, 1)},
                        {place(Zone::kLife, 0, 1), place(Zone::kResource, 1, 3),
                         place(Zone::kRest, 4, 1), place(Zone::kDeck, 5, 1)},
                        {place(Zone::kHand, 0, 5), place(Zone::kRemoved, 5, 1)}},
                       {});
}

}  // namespace tcgjudge::zero
