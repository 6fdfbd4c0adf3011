// The written rule of docs/rulings-zero.md ("Record semantics", A-101), walked through: every
// decision kind, by either seat, naming a card from every zone a card can be in, at every step of
// the turn and at every kind of wait the engine has, is either refused as malformed by that rule
// or applied, and then either flagged or doing what a legal decision does; the position keeps the
// invariants and the game can be followed on from it. Positions come from seeded bot games with
// the bundled card set (their effects reach the waits a plain game never does).

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/bot.h"
#include "engine/zero/bot_deck.h"
#include "engine/zero/zero_ruleset.h"
#include "tests/engine/zero/table.h"

namespace tcgjudge::zero {
namespace {

constexpr std::string_view kCombatSteps[] = {"",         "declared", "target", "defence",
                                             "defended", "battle",   "damage"};
constexpr std::string_view kWaits[] = {
    "shuffle",   "priority",       "place resource", "attack target", "defender", "discard",
    "same-name", "trigger yes/no", "trigger order",  "effect choice", "die roll", "declare effect",
    "over"};

// What a position is, for the walk: the step, what the game waits for, the combat step.
std::string KeyOf(const State& s) {
  return std::string(StepName(s.step)) + " / wait " +
         std::string(kWaits[static_cast<int>(s.wait)]) +
         (s.combat.step == CombatStep::kNone
              ? std::string()
              : " / combat " + std::string(kCombatSteps[static_cast<int>(s.combat.step)]));
}

// One position of each key met in `games` seeded bot games (the set-up and game-over included).
std::map<std::string, std::unique_ptr<GameState>> Positions(const ZeroRuleset& rules, int games) {
  std::map<std::string, std::unique_ptr<GameState>> positions;
  // The bot deck of the card set, and the one of its newest cards first (copies, optional
  // triggers, the same-name rule through copies: as in bot_test.cc).
  std::vector<CardInfo> newest_first = rules.cards();
  std::reverse(newest_first.begin(), newest_first.end());
  auto newest = BotDeck(newest_first);
  EXPECT_TRUE(newest.ok());
  for (int seed = 1; seed <= games; ++seed) {
    auto header = rules.BotHeader("walk-" + std::to_string(seed));
    EXPECT_TRUE(header.ok());
    if (seed % 2 == 0 && newest.ok()) header->players[0].deck = header->players[1].deck = *newest;
    auto game = PlayBotGame(rules, *header, BotOptions{static_cast<uint64_t>(seed), 20000});
    EXPECT_TRUE(game.ok()) << game.status().ToString();
    if (!game.ok()) continue;
    std::vector<Violation> ignored;
    auto state = rules.Start(*header, &ignored);
    EXPECT_TRUE(state.ok());
    std::unique_ptr<GameState> s = std::move(state).value();
    for (size_t i = 1;; ++i) {
      const std::string key = KeyOf(static_cast<const State&>(*s));
      if (!positions.count(key)) {
        // The bot decks remove no card (208): each position gets one removed card per seat, the
        // bottom card of its deck, so that the walk also names cards in the removed zones.
        positions[key] = s->Clone();
        State& copy = static_cast<State&>(*positions[key]);
        copy.index = CardIndex{};  // Changed by hand below: the kept index is forgotten.
        for (PlayerState& player : copy.players) {
          if (player.deck.size() < 2) continue;
          copy.Card(player.deck.back()).zone = Zone::kRemoved;
          player.removed.push_back(player.deck.back());
          player.deck.pop_back();
        }
      }
      if (i == game->log.size()) break;
      EXPECT_TRUE(rules.Apply(*s, game->log[i]).ok());
    }
  }
  return positions;
}

// One card of the game in `zone` under `controller`, if there is one.
std::optional<CardId> CardIn(const State& s, Zone zone, Seat controller) {
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < s.cards[seat].size(); ++i) {
      const CardState& card = s.cards[seat][i];
      if (card.zone == zone && card.controller == controller) {
        return CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
      }
    }
  }
  return std::nullopt;
}

// Every decision kind naming `card` (and those naming no card).
std::vector<Decision> DecisionsNaming(const State& s, Seat player, CardId card) {
  std::vector<Decision> out;
  out.push_back(PlayCard{card});
  PlayCard paid_with;  // A hand card paid for with `card` tapped, and `card` discarded.
  if (!s.Player(player).hand.empty() && s.Player(player).hand.front() != card) {
    paid_with.card = s.Player(player).hand.front();
    paid_with.payment.tap = {card};
    out.push_back(paid_with);
    paid_with.payment.tap.clear();
    paid_with.payment.discard = {card};
    out.push_back(paid_with);
  }
  for (uint8_t effect : {0, 1}) {
    ActivateEffect activate;
    activate.card = card;
    activate.effect = effect;
    out.push_back(activate);
    activate.payment.tap = {card};
    activate.payment.scrap = {card};
    out.push_back(activate);
  }
  const std::vector<CardId>& resources = s.Player(player).resource;
  out.push_back(
      Upgrade{card, UpgradeMethod::kFlipResource, resources.empty() ? card : resources.front()});
  out.push_back(Upgrade{card, UpgradeMethod::kRevealHand, card});
  out.push_back(PlaceResource{card});
  out.push_back(DeclareAttack{card});
  out.push_back(ChooseAttackTarget{card});
  out.push_back(DeclareDefender{card});
  out.push_back(DiscardCards{{card}});
  out.push_back(ChooseCards{{card}});
  out.push_back(ChooseOrder{{OrderItem{card, 0}}});
  PlayCard response;
  response.card = card;
  response.responds_to_counter = card;
  out.push_back(response);
  return out;
}

std::vector<Decision> DecisionsNamingNoCard() {
  return {PassPriority{},
          PlaceResource{std::nullopt},
          ChooseAttackTarget{std::nullopt},
          DeclareDefender{std::nullopt},
          DiscardCards{},
          ChooseCards{},
          ChooseYesNo{true},
          ChooseYesNo{false},
          ChooseOrder{},
          ChooseNumber{3},
          Concede{}};
}

// The written rule's malformed decisions that this walk makes: an effect the card has neither as
// printed nor as it is now; respondsToCounter naming a card without a counter effect; one card
// moved twice at once (discarded for its own use).
bool Malformed(const State& s, const std::vector<CardInfo>& cards, const Decision& decision) {
  if (const auto* a = std::get_if<ActivateEffect>(&decision)) {
    const CardState& card = s.Card(a->card);
    const size_t printed = cards[IdentityOf(card)].effects.size();
    const size_t now = cards[card.Characteristics()].effects.size();
    return a->effect >= std::max(printed, now);
  }
  if (const auto* play = std::get_if<PlayCard>(&decision)) {
    if (play->responds_to_counter) {
      const CardState& named = s.Card(*play->responds_to_counter);
      return cards[IdentityOf(named)].counter_effect < 0 &&
             cards[named.Characteristics()].counter_effect < 0;
    }
    for (CardId id : play->payment.discard) {
      if (id == play->card) return true;
    }
  }
  return false;
}

// Whether `after` is where a legal decision at `before` leads. LegalDecisions lists one discard
// of each shape (engine/zero/legal.cc): any discard step discard of own hand cards down to exactly
// the hand limit is legal too (408).
bool SameAsALegalDecision(const ZeroRuleset& rules, const GameState& before, const GameState& after,
                          Seat player, const Decision& decision) {
  const State& s = static_cast<const State&>(before);
  if (const auto* discard = std::get_if<DiscardCards>(&decision);
      discard != nullptr && s.wait == Wait::kDiscard && s.waiting_for == player) {
    bool from_hand = true;
    for (CardId id : discard->cards) {
      from_hand = from_hand && s.Card(id).zone == Zone::kHand && s.Card(id).controller == player;
    }
    const PlayerState& me = s.Player(player);
    if (from_hand && me.hand.size() - discard->cards.size() == static_cast<size_t>(me.hand_limit)) {
      return true;
    }
  }
  for (const Decision& legal : rules.LegalDecisions(before)) {
    auto copy = before.Clone();
    Event event;
    event.seq = 2;
    event.actor = player;
    event.body = legal;
    if (rules.Apply(*copy, event).ok() && copy->Equals(after)) return true;
  }
  return false;
}

// Follows the game on from `state` for up to `events` events, the bot choosing legal decisions
// and facts: every event applies and keeps the invariants. Returns a failure, or "".
std::string FollowOn(const ZeroRuleset& rules, GameState& state, int events, uint64_t seed) {
  BotRandom random(seed);
  for (int i = 0; i < events; ++i) {
    const Pending pending = rules.PendingOf(state);
    if (std::holds_alternative<GameOver>(pending)) return "";
    Event event;
    event.seq = static_cast<uint32_t>(100 + i);
    if (const auto* fact = std::get_if<FactPoint>(&pending)) {
      event.actor = TableActor{};
      if (fact->kind == FactKind::kShuffle) {
        event.body = Fact(ShuffleFact{fact->seat, fact->cards});
      } else {
        event.body = Fact(DieRollFact{fact->sides, 1, ""});
      }
    } else {
      std::vector<Decision> legal = rules.LegalDecisions(state);
      std::erase_if(legal, [](const Decision& d) { return std::holds_alternative<Concede>(d); });
      if (legal.empty())
        return "no legal decision at " + std::get<DecisionPoint>(pending).description;
      event.actor = std::get<DecisionPoint>(pending).player;
      event.body = legal[random.Below(legal.size())];
    }
    auto applied = rules.Apply(state, event);
    if (!applied.ok())
      return "the follow-on event " + std::to_string(i) +
             " was refused: " + applied.status().ToString();
    Status invariants = rules.CheckInvariants(state);
    if (!invariants.ok()) return "after " + std::to_string(i) + " events: " + invariants.ToString();
  }
  return "";
}

TEST(RecordSemantics, EveryDecisionKindFromEveryZoneAtEveryStepIsAppliedAndFlaggedOrMalformed) {
  const std::vector<CardInfo> cards = testing::SampleCards();
  ZeroRuleset rules(cards);
  const auto positions = Positions(rules, 40);
  // Every step of the turn, and the waits that only effects reach.
  std::set<std::string> steps;
  std::set<Wait> waits;
  for (const auto& [key, state] : positions) {
    steps.insert(std::string(StepName(static_cast<const State&>(*state).step)));
    waits.insert(static_cast<const State&>(*state).wait);
  }
  for (const char* step : {"setup", "start step", "draw step", "resource step", "action phase",
                           "end step", "discard step", "game over", "reset step"}) {
    EXPECT_TRUE(steps.count(step)) << "no position in the " << step;
  }
  for (int w = 0; w <= static_cast<int>(Wait::kOver); ++w) {
    EXPECT_TRUE(waits.count(static_cast<Wait>(w))) << "no position waits for " << kWaits[w];
  }
  EXPECT_GE(positions.size(), 20u) << "the walk meets too few kinds of position";
  std::map<std::string, std::set<Zone>> walked;
  int applied = 0, refused = 0, flagged = 0;
  uint64_t seed = 0;
  for (const auto& [key, position] : positions) {
    const State& s = static_cast<const State&>(*position);
    for (Seat player : {Seat::kA, Seat::kB}) {
      std::vector<std::pair<Decision, std::optional<Zone>>> decisions;
      for (const Decision& d : DecisionsNamingNoCard()) decisions.push_back({d, std::nullopt});
      for (int z = 0; z < kNumZones; ++z) {
        for (Seat controller : {Seat::kA, Seat::kB}) {
          const std::optional<CardId> card = CardIn(s, static_cast<Zone>(z), controller);
          if (!card) continue;
          for (const Decision& d : DecisionsNaming(s, player, *card)) {
            decisions.push_back({d, static_cast<Zone>(z)});
          }
        }
      }
      for (const auto& [decision, zone] : decisions) {
        const std::string what = key + ": " + std::string(1, SeatLetter(player)) + " " +
                                 std::string(DecisionKindName(decision)) +
                                 (zone ? " of a card in the " + std::string(ZoneName(*zone)) : "");
        if (std::getenv("TJ_WALK_TRACE") != nullptr) fprintf(stderr, "%s\n", what.c_str());
        auto after = position->Clone();
        Event event;
        event.seq = 99;
        event.actor = player;
        event.body = decision;
        auto result = rules.Apply(*after, event);
        if (Malformed(s, cards, decision)) {
          EXPECT_FALSE(result.ok()) << what << ": malformed, yet applied";
          EXPECT_TRUE(after->Equals(*position)) << what;
          ++refused;
          continue;
        }
        ASSERT_TRUE(result.ok()) << what << ": refused: " << result.status().ToString();
        ++applied;
        if (zone) walked[std::string(DecisionKindName(decision))].insert(*zone);
        ASSERT_TRUE(rules.CheckInvariants(*after).ok())
            << what << ": " << rules.CheckInvariants(*after).ToString();
        if (result->empty() && !std::holds_alternative<Concede>(decision)) {  // 101(4).
          EXPECT_TRUE(SameAsALegalDecision(rules, *position, *after, player, decision))
              << what << ": not flagged, yet no legal decision does it";
        } else {
          ++flagged;
        }
        const std::string failure = FollowOn(rules, *after, 40, ++seed);
        ASSERT_EQ(failure, "") << what;
      }
    }
  }
  // Every kind that names a card was walked through every zone a card can be in.
  for (const auto& [kind, zones] : walked) {
    for (int z = 0; z < kNumZones; ++z) {
      EXPECT_TRUE(zones.count(static_cast<Zone>(z)))
          << kind << " never named a card in the " << ZoneName(static_cast<Zone>(z));
    }
  }
  EXPECT_GT(flagged, 0);
  EXPECT_GT(refused, 0);
  RecordProperty("positions", static_cast<int>(positions.size()));
  RecordProperty("applied", applied);
}

}  // namespace
}  // namespace tcgjudge::zero
