#include "tests/engine/wheel/table.h"

#include "engine/wheel/context.h"
#include "engine/wheel/field.h"

namespace tcgjudge::wheel::testing {

const CardSet& TestSet() {
  static const CardSet set = [] {
    Result<CardSet> loaded =
        LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/wheel/cards.jsonl");
    EXPECT_TRUE(loaded.ok()) << loaded.status().message();
    CardSet s = std::move(*loaded);
    for (int i = 1; i <= 20; ++i) {
      const std::string code = (i < 10 ? "F0" : "F") + std::to_string(i);
      Result<cards::Card> card =
          CardFromJson(R"({"code":")" + code + R"(","name":"Filler )" + code +
                       R"(","type":"warSpirit","attack":1,"defense":1,"invented":true})");
      EXPECT_TRUE(card.ok()) << card.status().message();
      EXPECT_TRUE(s.Add(*card).ok());
    }
    return s;
  }();
  return set;
}

Header TestHeader(const std::vector<std::string>& a, const std::vector<std::string>& b,
                  std::vector<RuleOption> options, const std::vector<std::string>& extra_a) {
  Header h;
  h.ruleset = "wheel";
  h.game_id = "test";
  auto deck = [](const std::vector<std::string>& first) {
    std::vector<std::string> d = first;
    for (int i = 0; d.size() < 50; ++i) {
      const int n = i / 3 % 20 + 1;
      d.push_back((n < 10 ? "F0" : "F") + std::to_string(n));
    }
    return d;
  };
  auto extra = [](const std::vector<std::string>& first) {
    std::vector<std::string> e = first;
    for (const char* stone :
         {kFireStone, kWaterStone, kWindStone, kEarthStone, kLightStone, kDarkStone, kBlackStone}) {
      for (int i = 0; i < 4; ++i) e.push_back(stone);
    }
    return e;
  };
  h.players.resize(2);
  h.players[0] = Player{"Ann", "ann", deck(a), extra(extra_a), {}};
  h.players[1] = Player{"Bo", "bo", deck(b), extra({}), {}};
  h.options = std::move(options);
  return h;
}

Table::Table(Header header) : engine_(TestSet()) {
  Result<State> started = engine_.Start(header, &start_violations_);
  EXPECT_TRUE(started.ok()) << started.status().message();
  state_ = std::move(*started);
  for (Seat seat : {kA, kB}) EXPECT_TRUE(Shuffle(seat, state_.Player(seat).deck).ok());
}

Table::Table(const std::vector<std::string>& a, const std::vector<std::string>& b,
             std::vector<RuleOption> options)
    : Table(TestHeader(a, b, std::move(options))) {}

std::vector<std::string> Table::Do(Seat player, Move move) {
  std::vector<Violation> v;
  Status status = engine_.Apply(state_, player, move, ++seq_, &v);
  EXPECT_TRUE(status.ok()) << MoveKindName(move) << ": " << status.message();
  std::vector<std::string> codes;
  for (const Violation& x : v) codes.push_back(x.code);
  violations_.insert(violations_.end(), v.begin(), v.end());
  return codes;
}

std::string Table::Refused(Seat player, Move move) {
  const State before = state_;
  std::vector<Violation> v;
  Status status = engine_.Apply(state_, player, move, ++seq_, &v);
  EXPECT_FALSE(status.ok()) << MoveKindName(move) << " was not refused";
  EXPECT_TRUE(state_ == before) << "a refused move changed the state";
  return status.message();
}

Status Table::Shuffle(Seat seat, std::vector<CardId> order) {
  return engine_.ApplyFact(state_, Fact(ShuffleFact{seat, std::move(order)}), ++seq_);
}

void Table::PassUntil(const std::function<bool(const State&)>& done) {
  for (int i = 0; i < 200; ++i) {
    if (done(state_) || state_.over) return;
    if (state_.wait == Wait::kDiscard) {
      std::vector<CardId> hand = state_.Player(state_.waiting_for).hand;
      Do(state_.waiting_for, DiscardCards{std::vector<CardId>(hand.begin() + 8, hand.end())});
    } else if (state_.wait == Wait::kMulligan) {
      Do(state_.waiting_for, ChooseYesNo{false});
    } else {
      Do(state_.waiting_for, PassPriority{});
    }
  }
  ADD_FAILURE() << "PassUntil: still not there after 200 moves";
}

void Table::ToActionOf(Seat seat) {
  const uint32_t turn = state_.turn.number;
  PassUntil([&](const State& s) {
    return s.turn.number > turn && s.turn.active == seat && s.wait == Wait::kAction;
  });
}

void Table::GiveMana(Seat seat, const char* stone_code, int n) {
  Context c(state_, engine_.cards(), 0);
  for (int i = 0; i < n; ++i) {
    const std::vector<CardId> extra = state_.Player(seat).extra_deck;
    auto it = std::find_if(extra.begin(), extra.end(),
                           [&](CardId id) { return c.Info(id).code == stone_code; });
    ASSERT_NE(it, extra.end()) << "no " << stone_code << " left in the extra deck";
    Lift(c, *it);
    state_.Card(*it).zone = Zone::kMana;
    state_.Player(seat).mana.push_back(*it);
  }
}

void Table::Place(CardId card, const char* cell, bool face_down) {
  Context c(state_, engine_.cards(), 0);
  PutInCell(c, card, C(cell), face_down);
  state_.Card(card).entered_turn = 0;
}

void Table::ToHand(CardId card) {
  Context c(state_, engine_.cards(), 0);
  wheel::ToHand(c, card);
}

std::string Table::NameOf(CardId id) const { return engine_.cards()[state_.Card(id).def].name; }

Cell C(const char* text) {
  Result<Cell> cell = Cell::Parse(text);
  EXPECT_TRUE(cell.ok());
  return *cell;
}

}  // namespace tcgjudge::wheel::testing
