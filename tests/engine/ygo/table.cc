#include "tests/engine/ygo/table.h"

#include <algorithm>

#include "engine/fold.h"
#include "engine/ygo/context.h"
#include "engine/ygo/field.h"
#include "engine/ygo/stats.h"

namespace tcgjudge::ygo::testing {

CardSet SampleSet(const std::vector<std::string>& extra_json) {
  auto set = LoadCardSetFile(std::string(TCGJUDGE_SOURCE_DIR) + "/samples/ygo/cards.jsonl");
  EXPECT_TRUE(set.ok()) << set.status().ToString();
  CardSet out = std::move(set).value();
  for (const std::string& json : extra_json) {
    auto card = CardFromJson(json);
    EXPECT_TRUE(card.ok()) << card.status().ToString() << "\n" << json;
    if (card.ok()) EXPECT_TRUE(out.Add(std::move(card).value()).ok());
  }
  return out;
}

Header TestHeader(const Decks& a, const Decks& b, std::vector<RuleOption> options) {
  Header h;
  h.ruleset = "ygo";
  h.ruleset_version = std::string(kRulebookVersion);
  h.game_id = "rules";
  for (const Decks* decks : {&a, &b}) {
    Player p;
    p.name = decks == &a ? "Ann" : "Ben";
    p.deck = decks->main;
    while (p.deck.size() < 40) p.deck.push_back(kLusterDragon);
    p.extra_deck = decks->extra;
    h.players.push_back(p);
  }
  h.first_player = Seat::kA;
  h.options = std::move(options);
  return h;
}

Table Duel(std::vector<std::string> a, std::vector<std::string> b, std::vector<std::string> extra_a,
           std::vector<RuleOption> options) {
  return Table(TestHeader(Decks{std::move(a), std::move(extra_a)}, Decks{std::move(b), {}},
                          std::move(options)));
}

Table::Table(Header header, const CardSet& set)
    : set_(std::make_unique<CardSet>(set)), rules_(*set_) {
  auto state = rules_.Start(header, &start_violations_);
  EXPECT_TRUE(state.ok()) << state.status().ToString();
  state_.reset(static_cast<State*>(state->release()));
  for (Seat seat : {Seat::kA, Seat::kB}) {
    EXPECT_TRUE(Fact(ShuffleFact{seat, state_->Player(seat).deck}).ok());
  }
}

Status Table::Fact(tcgjudge::Fact fact) {
  Event event;
  event.game = "rules";
  event.seq = ++seq_;
  event.actor = TableActor{};
  event.body = std::move(fact);
  auto applied = rules_.Apply(*state_, event);
  if (!applied.ok()) return applied.status();
  for (const Violation& v : applied.value()) violations_.push_back(v);
  Status invariants = rules_.CheckInvariants(*state_);
  EXPECT_TRUE(invariants.ok()) << invariants.ToString();
  return Status::Ok();
}

std::vector<std::string> Table::Do(Seat player, tcgjudge::Decision decision) {
  Event event;
  event.game = "rules";
  event.seq = ++seq_;
  event.actor = player;
  event.body = std::move(decision);
  auto applied = rules_.Apply(*state_, event);
  EXPECT_TRUE(applied.ok()) << applied.status().ToString();
  std::vector<std::string> codes;
  if (!applied.ok()) return codes;
  for (const Violation& v : applied.value()) {
    violations_.push_back(v);
    codes.push_back(v.code);
  }
  Status invariants = rules_.CheckInvariants(*state_);
  EXPECT_TRUE(invariants.ok()) << invariants.ToString();
  return codes;
}

std::string Table::Refused(Seat player, tcgjudge::Decision decision) {
  Event event;
  event.game = "rules";
  event.seq = seq_ + 1;
  event.actor = player;
  event.body = std::move(decision);
  const std::string before = rules_.EncodeSnapshot(*state_);
  auto applied = rules_.Apply(*state_, event);
  EXPECT_FALSE(applied.ok()) << "the decision was applied";
  EXPECT_EQ(rules_.EncodeSnapshot(*state_), before) << "a refused decision changed the state";
  return applied.ok() ? "" : applied.status().message();
}

void Table::PassUntil(const std::function<bool(const State&)>& done) {
  for (int i = 0; i < 400 && !done(*state_); ++i) {
    const State& s = *state_;
    if (s.over) break;
    if (s.wait == Wait::kShuffle) {
      ASSERT_TRUE(Fact(ShuffleFact{s.waiting_for, s.Player(s.waiting_for).deck}).ok());
      continue;
    }
    if (s.wait == Wait::kDiscard) {
      const auto& hand = s.Player(s.waiting_for).hand;
      Do(s.waiting_for, DiscardCards{{hand.begin() + 6, hand.end()}});
      continue;
    }
    Do(s.waiting_for, PassPriority{});
  }
  ASSERT_TRUE(done(*state_)) << "not reached by passing";
}

void Table::To(Seat seat, Phase phase) {
  PassUntil([&](const State& s) {
    return s.turn.active == seat && s.turn.phase == phase && s.wait == Wait::kPriority &&
           s.waiting_for == seat && s.chain.links.empty() && s.chain.summoning.empty() &&
           !s.combat.active() && (phase != Phase::kBattle || s.turn.step == BattleStep::kBattle);
  });
}

void Table::BothPass() {
  Do(state_->waiting_for, PassPriority{});
  if (state_->wait == Wait::kPriority) Do(state_->waiting_for, PassPriority{});
}

void Table::Place(CardId card, Cell cell, bool defense, bool set) {
  State& s = *state_;
  Unlist(s, card);
  const Zone zone = cell.kind == Cell::Kind::kMonster        ? Zone::kMonster
                    : cell.kind == Cell::Kind::kExtraMonster ? Zone::kExtraMonster
                    : cell.kind == Cell::Kind::kField        ? Zone::kField
                                                             : Zone::kSpellTrap;
  List(s, card, zone, card.seat, cell.index);
  CardState& placed = s.Card(card);
  placed.defense = defense;
  placed.face_down = set;
  placed.properly_summoned = true;
  placed.entered_turn = 0;
}

void Table::ToGraveyard(CardId card) {
  Unlist(*state_, card);
  List(*state_, card, Zone::kGraveyard, card.seat);
}

BoardCard Table::OnBoard(CardId id) const {
  const Board board = rules_.MakeBoard(*state_);
  for (const BoardPlayer& p : board.players) {
    for (const BoardZone& z : p.zones) {
      for (const BoardCard& c : z.cards) {
        if (c.id == id) return c;
      }
    }
  }
  ADD_FAILURE() << id.ToString() << " is not on the board";
  return BoardCard{};
}

int32_t Table::Atk(CardId id) const {
  Context c(*state_, rules_.cards(), 0);
  return ygo::Atk(c, id);
}

}  // namespace tcgjudge::ygo::testing
