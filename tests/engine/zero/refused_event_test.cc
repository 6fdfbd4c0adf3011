// The contract of ZeroRuleset::Apply for a refused event (engine/ruleset.h): an event the engine
// cannot apply is refused with a Status, and the state is exactly as it was before the event,
// even when the event was refused half-way, after it had changed the state (State::EndUndo).

#include <gtest/gtest.h>

#include <memory>
#include <type_traits>

#include "engine/bot.h"
#include "engine/zero/zero_ruleset.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

// The event's undo record holds a change: the event changed the state before it was refused.
bool ChangedBeforeRefused(State& state) {
  const Undo& record = state.undo.undo();
  return !record.cards.empty() || !record.zone_edits.empty() ||
         record.rest != static_cast<const StateRest&>(state);
}

// Folds seeded bot games of the bundled cards, and before each event applies it first with the
// cards that end in an unread action: where that refuses the event, the state must be the one
// before it (operator== and the snapshot bytes, hence the state hash); the game then goes on with
// the bundled cards from there.
TEST(RefusedEvent, LeavesTheStateAsItWasAtEveryPointOfBotGames) {
  const ZeroRuleset rules(testing::SampleCards());
  const ZeroRuleset unread(testing::EndingInAnUnreadAction(testing::SampleCards()));
  int refused = 0;
  int refused_half_way = 0;
  for (uint64_t seed = 1; seed <= 12; ++seed) {
    auto header = rules.BotHeader("refused-" + std::to_string(seed));
    ASSERT_TRUE(header.ok()) << header.status().ToString();
    auto game = PlayBotGame(rules, *header, BotOptions{seed});
    ASSERT_TRUE(game.ok()) << game.status().ToString();
    std::vector<Violation> violations;
    auto started = rules.Start(*header, &violations);
    ASSERT_TRUE(started.ok());
    std::unique_ptr<GameState> state = std::move(*started);
    for (size_t i = 1; i < game->log.size(); ++i) {
      const Event& event = game->log[i];
      const std::unique_ptr<GameState> before = state->Clone();
      const std::string before_bytes = rules.EncodeSnapshot(*state);
      auto applied = unread.Apply(*state, event);
      if (applied.ok()) {
        state = before->Clone();  // Applied: not what this test is about; go on from before.
      } else {
        ++refused;
        refused_half_way += ChangedBeforeRefused(State::Of(*state)) ? 1 : 0;
        ASSERT_TRUE(state->Equals(*before))
            << "seed " << seed << ", seq " << event.seq << ": " << applied.status().ToString();
        ASSERT_EQ(rules.EncodeSnapshot(*state), before_bytes)
            << "seed " << seed << ", seq " << event.seq;
      }
      auto next = rules.Apply(*state, event);
      ASSERT_TRUE(next.ok()) << "seed " << seed << ", seq " << event.seq << ": "
                             << next.status().ToString();
      ASSERT_TRUE(rules.CheckInvariants(*state).ok()) << "seed " << seed << ", seq " << event.seq;
    }
  }
  // The games resolve effects: many events are refused, most after changing the state.
  EXPECT_GT(refused, 50);
  EXPECT_GT(refused_half_way, refused / 2);
}

// A decision refused after it moved cards (a draw, then the unread action) leaves the zones, the
// cards and the chain as they were, and the same decision with the bundled cards then applies.
TEST(RefusedEvent, LeavesTheStateAsItWasAfterADrawInTheSameEffect) {
  cards::CardDef def;
  def.code = def.name = "抽后未读";
  def.colour = cards::Colour::kBlue;
  def.category = cards::Category::kTactic;
  def.tactic_speed = cards::TacticSpeed::kInstant;
  cards::OnUse on_use;
  on_use.actions = {cards::Action{cards::Draw{1}}};
  def.effects.push_back(cards::Effect{0, on_use});
  std::vector<CardInfo> cards = testing::TestCards();
  cards.push_back(CardInfoFromDef(def));
  std::vector<std::string> layout(6, "悟空");
  layout.push_back("抽后未读");
  testing::Table t(testing::TestHeader(layout, {}), cards);
  t.ToActionPhase(Seat::kA);
  const CardId tactic{Seat::kA, 7};
  PlayCard play;
  play.card = tactic;
  t.Do(Seat::kA, play);
  t.Do(Seat::kA, PassPriority{});
  const ZeroRuleset unread(testing::EndingInAnUnreadAction(cards));
  State& state = t.mutable_state();
  const State before = state;
  const size_t hand = state.Player(Seat::kA).hand.size();
  Event pass;
  pass.seq = 100;
  pass.actor = Seat::kB;
  pass.body = Decision{PassPriority{}};
  auto refused = unread.Apply(state, pass);
  ASSERT_FALSE(refused.ok());
  // The draw moved a card before the refusal: an erase from A's deck, an insert into A's hand,
  // recorded as edits, not as copies of A's zones.
  bool drawn = false;
  for (const ZoneEdit& edit : state.undo.undo().zone_edits) {
    drawn = drawn || (edit.kind == ZoneEdit::Kind::kErased && edit.zone == Zone::kDeck);
  }
  EXPECT_TRUE(drawn);
  EXPECT_TRUE(state == before);
  EXPECT_EQ(t.rules().EncodeSnapshot(state), t.rules().EncodeSnapshot(before));
  t.Do(Seat::kB, PassPriority{});  // With the bundled table: the tactic resolves and A draws.
  EXPECT_EQ(t.state().Player(Seat::kA).hand.size(), hand + 1);
}

// A player's flags changed in a refused event (204(2) a resource placed, 600(1) a level-up) are
// put back from an edit that holds only the flags: the player's 950-card deck is not saved for
// them. Changed before and after the whole player was saved, they are still put back.
TEST(RefusedEvent, PutsBackAPlayersFlagsWithoutSavingItsZones) {
  testing::Table t(testing::TestHeader({"悟空"}, {}), testing::TestCards());
  t.ToActionPhase(Seat::kA);
  State& state = t.mutable_state();
  const State before = state;
  state.BeginUndo();
  state.SetPlayerFlag(Seat::kA, &PlayerState::placed_resource, true);
  state.SetPlayerFlag(Seat::kA, &PlayerState::levelled_up, true);
  EXPECT_EQ(state.undo.undo().saved[SeatIndex(Seat::kA)] & State::kWholePlayer, 0);
  EXPECT_TRUE(state.players[SeatIndex(Seat::kA)].levelled_up);
  state.Player(Seat::kA).hand_limit = 9;  // The whole player saved, with the flags as set.
  state.SetPlayerFlag(Seat::kA, &PlayerState::placed_resource, false);
  state.SetPlayerFlag(Seat::kB, &PlayerState::shuffled, false);
  state.EndUndo(/*undo_changes=*/true);
  EXPECT_TRUE(state == before);
  EXPECT_EQ(t.rules().EncodeSnapshot(state), t.rules().EncodeSnapshot(before));
}

}  // namespace
}  // namespace tcgjudge::zero
