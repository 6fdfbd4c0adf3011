// A 零次元 table for rule tests: a small card table, decks laid out so that each test knows
// which card is where, and helpers that record events and keep the violations.

#ifndef TCGJUDGE_TESTS_ENGINE_ZERO_TABLE_H_
#define TCGJUDGE_TESTS_ENGINE_ZERO_TABLE_H_

#include <gtest/gtest.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/bot.h"
#include "engine/zero/state.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero::testing {

// Test cards (codes): plain characters "悟空" (red, cost 1, 1000/1000), "天津饭" (red, cost 2,
// 2000/2000), "丝诺" (blue, cost 1, 500/1000, character name 丝诺); "突袭兵" (rush), "守卫"
// (守备), "迟缓兵" (迟缓), "独狼" (独行客 twice, 1000/1000), "绿巨人" (cost 8, green 3);
// equipment "金箍棒" (ATK bonus 2000), "筋斗云" (DEF bonus 1000); event "事件一", "事件二";
// tactics "普通战术" (normal), "瞬间战术" (instant); "绿兵" (green, 1000/1000); "遗言兵"
// (【破坏时】 draw, 1000/1000) and "胜者" (【攻击胜利时】 draw, 2000/2000).
std::vector<CardInfo> TestCards();

// The bundled card set, samples/zero/cards.jsonl.
std::vector<CardInfo> SampleCards();

// A deck of bundled cards: life A01-A05 少年悟空 (BP02-001) with `life_top` as the sixth (the top
// life card), `hand` from position 7 (the opening hand A07-A12, then the first draws), the rest
// 饺子 (BP02-026).
std::vector<std::string> SampleDeck(std::vector<std::string> hand,
                                    std::string life_top = "BP02-001");

// Deck positions 1..50 of seat A and seat B: `layout` gives the card codes of the first
// positions (the rest are "悟空"). With the identity shuffle, positions 1-6 become life cards
// (6 on top), 7-12 the opening hand, 13 onwards are drawn in order.
Header TestHeader(const std::vector<std::string>& layout_a,
                  const std::vector<std::string>& layout_b, std::vector<RuleOption> options = {});

class Table {
 public:
  // Starts the game from `header` and records both identity shuffles: turn 1 of A, start step.
  explicit Table(Header header) : Table(std::move(header), TestCards()) {}
  // The same with another card table (e.g. the bundled sample set, SampleCards()).
  Table(Header header, std::vector<CardInfo> cards);
  Table() : Table(TestHeader({}, {})) {}

  const State& state() const { return *state_; }
  // A test that changes the state by hand, not by events: the index the fold keeps
  // (CardIndex) is forgotten, and found again from the cards before the next event.
  State& mutable_state() {
    state_->index = CardIndex{};
    return *state_;
  }
  const ZeroRuleset& rules() const { return rules_; }
  const std::vector<Violation>& violations() const { return violations_; }
  std::vector<Violation> start_violations() const { return start_violations_; }

  // Records a decision; returns its violations. Fails the test if it is refused.
  std::vector<Violation> Do(Seat player, Decision decision);
  // Records a decision that must be refused; returns the Status message.
  std::string Refused(Seat player, Decision decision);
  // Records a fact.
  Status Fact(tcgjudge::Fact fact);

  // Moves the bottom `n` cards of `seat`'s deck into its resource zone, untapped (a set-up
  // shortcut, as if they were placed in earlier turns); returns them.
  std::vector<CardId> ResourcesFromDeckBottom(Seat seat, int n);

  // Puts `card` of its owner straight into the battle zone (a set-up shortcut for tests; no
  // trigger), as if it entered in an earlier turn.
  void PutIntoBattle(CardId card);

  // Passes (the holder each time; no resource; discarding the newest cards in the discard step)
  // until `done` holds; fails the test after 200 decisions.
  void PassUntil(const std::function<bool(const State&)>& done);
  // Passes until A's (or B's) non-combat action phase with an empty chain, A holding priority.
  void ToActionPhase(Seat active);
  // From a priority window: pass through to the resource step and place `card` (or none).
  void PlaceResourceNow(std::optional<CardId> card);

  // Plays `card` of `player`, tapping `tap`, with optional targets; returns its violations.
  std::vector<Violation> Play(Seat player, CardId card, std::vector<CardId> tap,
                              std::vector<Target> targets = {});
  // Both players pass once: resolves the chain (or ends the window).
  void BothPass();

  std::vector<std::string> Codes(const std::vector<Violation>& violations) const;

  // `id` as the board of the current position shows it: a copy, so that no pointer into a
  // temporary board survives (ASan found two such tests). Fails the test if it is not there.
  BoardCard OnBoard(CardId id) const;

 private:
  ZeroRuleset rules_;
  std::unique_ptr<State> state_;
  uint32_t seq_ = 1;
  std::vector<Violation> violations_;
  std::vector<Violation> start_violations_;
};

// A game of bundled cards (SampleDeck) at A's action phase in turn 1, A holding priority, with
// `resources` untapped resources from the bottom of A's deck.
Table SampleActionPhase(std::vector<std::string> a_hand, std::vector<std::string> b_hand = {},
                        std::string b_life_top = "BP02-001", int resources = 3,
                        std::string a_life_top = "BP02-001");

// Up to `n` untapped resources of A, in the resource zone's order.
std::vector<CardId> UntappedResources(const Table& t, int n);

// `cards` with one more action at the end of every effect that carries out actions: a die roll
// whose match discards, which this engine does not interpret (actions.cc): an effect of these
// cards is refused as it resolves, after its earlier actions were carried out.
std::vector<CardInfo> EndingInAnUnreadAction(std::vector<CardInfo> cards);

// A bot game of the benchmark's long kind: the bot decks repeated five times (250 cards) and bots
// that rarely attack (seed 3), so the game runs past 1,000 events until a deck is empty.
Result<BotGame> LongBotGame(const ZeroRuleset& rules, const std::string& game_id);

inline CardId A(uint16_t i) { return CardId{Seat::kA, i}; }
inline CardId B(uint16_t i) { return CardId{Seat::kB, i}; }

}  // namespace tcgjudge::zero::testing

#endif  // TCGJUDGE_TESTS_ENGINE_ZERO_TABLE_H_
