#include "tests/engine/myth/table.h"

#include "engine/myth/field.h"
#include "engine/myth/turn.h"

namespace tcgjudge::myth::testing {

const CardTable& Cards() {
  static const CardTable* table = [] {
    Result<CardSet> set =
        LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/myth/cards.jsonl");
    TJ_CHECK_MSG(set.ok(), set.status().ToString().c_str());
    return new CardTable(*set);
  }();
  return *table;
}

std::vector<std::string> Fillers() {
  static const char* const kNames[] = {"MO-010", "MO-021", "MO-022", "MX-007", "MX-008",
                                       "MX-017", "MX-001", "MX-003", "MX-005", "MX-006",
                                       "MX-009", "MX-010", "MX-014", "MX-019", "MO-043"};
  std::vector<std::string> out;
  for (int copy = 0; copy < 4; ++copy) {
    for (const char* name : kNames) out.push_back(name);
  }
  return out;
}

Table::Table(Seats seats) {
  std::array<Decklist, 2> decks;
  decks[0] = Decklist{seats.a_general, "", Fillers()};
  decks[1] = Decklist{seats.b_general, "", Fillers()};
  for (const std::string& code : seats.a) decks[0].library.push_back(code);
  for (const std::string& code : seats.b) decks[1].library.push_back(code);
  Result<State> started = StartGame(Cards(), decks, seats.options, &deck_violations);
  TJ_CHECK_MSG(started.ok(), started.status().ToString().c_str());
  s = *started;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    Context c = Ctx();
    const std::vector<CardId> order = s.Player(seat).library;
    TJ_CHECK(RefuseShuffle(c, seat, order).ok());
    DoShuffle(c, seat, order);
  }
  PassToMain();
}

void Table::Put(CardId id, Zone zone, bool fresh) {
  Context c = Ctx();
  if (zone == Zone::kField) {
    EnterField(c, id, Owner(id));
    if (!fresh) s.Card(id).entered_turn = 0;
  } else {
    MoveCard(c, id, zone);
  }
  s.triggers.clear();
}

std::vector<CardId> Table::Spirit(Seat seat, int n) {
  std::vector<CardId> out;
  for (int i = 0; i < n; ++i) {
    const CardId id = s.Player(seat).library.front();
    Put(id, Zone::kSpirit);
    out.push_back(id);
  }
  return out;
}

Status Table::Apply(Seat seat, Move move) {
  Context c = Ctx();
  Status status = ApplyMove(c, seat, move);
  flagged.clear();
  for (const Violation& v : c.violations) flagged.push_back(v.code);
  return status;
}

void Table::PassToMain() {
  for (int guard = 0; guard < 100; ++guard) {
    if (s.over || s.wait == Wait::kMain) return;
    if (s.wait != Wait::kPriority || !s.window.stack.empty()) return;
    TJ_CHECK(Pass(s.waiting_for).ok());
  }
}

void Table::PassBoth() {
  TJ_CHECK(Pass(s.waiting_for).ok());
  if (!s.over && s.wait == Wait::kPriority) TJ_CHECK(Pass(s.waiting_for).ok());
}

}  // namespace tcgjudge::myth::testing
