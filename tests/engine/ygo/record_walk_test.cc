// The written line of docs/rulings-ygo.md (Y-2, "Record semantics"), walked through: every ygo
// decision kind, by either seat, naming a card from every zone a card can be in (of either
// player), in every phase and step of the turn and every wait the engine has, is either refused
// as malformed by that line or applied, and then either flagged or doing what a legal decision
// does; the position keeps the invariants and the duel can be followed on from it (no imported
// duel is left unfoldable). Positions come from seeded bot duels, with cards moved by hand into
// the zones bot duels seldom fill (banishment, the extra monster zones, the field zone).

#include <gtest/gtest.h>

#include <cstdlib>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "engine/bot.h"
#include "engine/ygo/context.h"
#include "engine/ygo/field.h"
#include "engine/ygo/resolve.h"
#include "tests/engine/ygo/table.h"

namespace tcgjudge::ygo::testing {
namespace {

constexpr int kZones = static_cast<int>(Zone::kMaterial) + 1;  // kGone is no card of the duel.
constexpr std::string_view kWaits[] = {"shuffle",       "priority", "trigger", "effect summon",
                                       "effect choice", "replay",   "discard", "over"};

const YgoRuleset& Rules() {
  static const YgoRuleset* rules = new YgoRuleset(SampleSet());
  return *rules;
}

// What a position is, for the walk: the phase, the battle step and damage timing, the wait, and
// whether a chain or a summon is open.
std::string KeyOf(const State& s) {
  std::string key = "turn " + std::string(s.turn.number == 0   ? "0"
                                          : s.turn.number == 1 ? "1"
                                                               : "n");
  key += " / phase " + std::to_string(static_cast<int>(s.turn.phase));
  key += " / step " + std::to_string(static_cast<int>(s.turn.step));
  key += " / timing " + std::to_string(static_cast<int>(s.turn.timing));
  key += " / wait " + std::string(kWaits[static_cast<int>(s.wait)]);
  if (!s.chain.links.empty()) key += " / chain";
  if (!s.chain.summoning.empty()) key += " / summoning";
  return key;
}

// One position of each key met in `games` seeded bot duels (set-up and game-over included).
std::map<std::string, std::unique_ptr<GameState>> Positions(int games) {
  std::map<std::string, std::unique_ptr<GameState>> positions;
  for (int seed = 1; seed <= games; ++seed) {
    auto header = Rules().BotHeader("walk-" + std::to_string(seed));
    EXPECT_TRUE(header.ok());
    if (!header.ok()) continue;
    auto game = PlayBotGame(Rules(), *header,
                            BotOptions{static_cast<uint64_t>(seed), 20000, seed % 2 ? 0.0 : 0.05});
    EXPECT_TRUE(game.ok()) << game.status().ToString();
    if (!game.ok()) continue;
    std::vector<Violation> ignored;
    auto state = Rules().Start(*header, &ignored);
    EXPECT_TRUE(state.ok());
    std::unique_ptr<GameState> s = std::move(state).value();
    for (size_t i = 1;; ++i) {
      const std::string key = KeyOf(static_cast<const State&>(*s));
      if (!positions.count(key)) positions[key] = s->Clone();
      if (i == game->log.size()) break;
      EXPECT_TRUE(Rules().Apply(*s, game->log[i]).ok());
    }
  }
  return positions;
}

// Moves the last card of each seat's deck to its banishment, so that every position has a card
// there (a set-up change made by hand; the state key is recomputed).
void Banish(State& s) {
  for (Seat seat : {Seat::kA, Seat::kB}) {
    PlayerState& p = s.Player(seat);
    if (p.deck.size() < 3) continue;
    const CardId id = p.deck.back();
    Unlist(s, id);
    List(s, id, Zone::kBanished, seat);
  }
  s.key_terms = KeyTerms{};
}

// One card of the duel in `zone` under `controller`, if there is one.
std::optional<CardId> CardIn(const State& s, Zone zone, Seat controller) {
  std::optional<CardId> found;
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (!found && card.zone == zone && card.controller == controller) found = id;
  });
  return found;
}

Cell FirstFree(const State& s, Seat seat, Cell::Kind kind) {
  const std::vector<Cell> free = FreeCells(s, seat, kind);
  return free.empty() ? Cell{kind, 0} : free.front();
}

bool IsFieldSpell(const cards::Card& info) {
  return info.AsSpell() != nullptr && info.AsSpell()->type == cards::SpellType::kField;
}

// Where the walk puts `card`: a monster in the first free main monster zone, a Field Spell in the
// field zone, a spell or trap (or a pendulum scale) in the first free spell & trap zone.
Cell CellFor(const State& s, Seat player, const cards::Card& info, bool monster_cell) {
  if (monster_cell) return FirstFree(s, player, Cell::Kind::kMonster);
  if (IsFieldSpell(info)) return Cell{Cell::Kind::kField, 0};
  return FirstFree(s, player, Cell::Kind::kSpellTrap);
}

// Every ygo decision kind naming `card`, and the generic ones.
std::vector<tcgjudge::Decision> DecisionsNaming(const State& s, Seat player, CardId card) {
  const cards::Card& info = Rules().cards()[IdentityOf(s, card)];
  const bool monster = info.Type() == cards::CardType::kMonster;
  std::vector<tcgjudge::Decision> out;
  auto add = [&](ygo::Decision d) { out.emplace_back(std::move(d)); };
  const Cell monster_cell = CellFor(s, player, info, true);
  add(NormalSummon{card, monster_cell, {}});
  add(SetMonster{card, monster_cell, {}});
  add(FlipSummon{card});
  add(ChangePosition{card});
  add(SpecialSummon{card, {}, monster_cell, Position::kAttack});
  add(PendulumSummon{{Placement{card, monster_cell, Position::kAttack}}});
  Activate activate;
  activate.card = card;
  if (!monster || IsPendulum(info)) activate.cell = CellFor(s, player, info, false);
  add(activate);
  const std::vector<CardId>& hand = s.Player(player).hand;
  if (!hand.empty() && hand.front() != card) {  // A cost paid with `card`.
    Activate paid;
    paid.card = hand.front();
    const cards::Card& paying = Rules().cards()[IdentityOf(s, paid.card)];
    if (paying.Type() != cards::CardType::kMonster || IsPendulum(paying)) {
      paid.cell = CellFor(s, player, paying, false);
    }
    paid.cost.discard = {card};
    add(paid);
    paid.cost.discard.clear();
    paid.cost.tribute = {card};
    add(paid);
  }
  add(SetSpellTrap{card, CellFor(s, player, info, false)});
  add(Attack{card, std::nullopt});
  const std::vector<CardId> mine = MonstersOf(s, player);
  add(Attack{mine.empty() ? card : mine.front(), card});
  out.emplace_back(DiscardCards{{card}});
  out.emplace_back(ChooseCards{{card}});
  return out;
}

std::vector<tcgjudge::Decision> DecisionsNamingNoCard() {
  std::vector<tcgjudge::Decision> out = {PassPriority{}, DiscardCards{}, ChooseCards{}, Concede{}};
  for (int p = 0; p < 6; ++p) out.emplace_back(ygo::Decision(NextPhase{static_cast<Phase>(p)}));
  return out;
}

// The written line's malformed decisions among those of the walk (docs/rulings-ygo.md, Y-2): a
// decision whose verb does not fit the card's kind (a summon of a spell, a set of a monster as a
// spell, a position of a card that is not a monster on the field, a summon by procedure of a card
// that has none, an effect the card does not have); a cell that cannot hold the card (one holding
// another card; a Field Spell goes over the one in the field zone); an attack by or on a card
// that is not a monster on the field (the attacker its player's).
bool Malformed(const State& s, Seat player, const tcgjudge::Decision& decision) {
  if (s.over) return false;
  if (std::holds_alternative<tcgjudge::DiscardCards>(decision)) {
    // A discard answering an effect that asks for a choice, not a discard (a search): the log
    // would say the cards went to the graveyard (issue 26).
    if (s.wait != Wait::kEffectChoice || s.waiting_for != player) return false;
    State copy = s;
    return !CurrentQuestionDiscards(Context(copy, Rules().cards(), 0));
  }
  const auto* ygo = std::get_if<ygo::Decision>(&decision);
  if (ygo == nullptr) return false;
  const auto info = [&](CardId id) -> const cards::Card& {
    return Rules().cards()[IdentityOf(s, id)];
  };
  const auto occupied = [&](Cell cell, CardId card) {
    const CardId there = CellCard(s, player, cell);
    return there.index != 0 && there != card;
  };
  const bool refusable = s.turn.number != 0 && s.wait != Wait::kShuffle;
  if (!refusable) return false;
  return std::visit(
      [&](const auto& d) -> bool {
        using T = std::decay_t<decltype(d)>;
        if constexpr (std::is_same_v<T, NormalSummon> || std::is_same_v<T, SetMonster>) {
          return info(d.card).AsMonster() == nullptr || occupied(d.cell, d.card);
        } else if constexpr (std::is_same_v<T, FlipSummon> || std::is_same_v<T, ChangePosition>) {
          return !IsMonsterZone(s.Card(d.card).zone);
        } else if constexpr (std::is_same_v<T, SpecialSummon>) {
          const cards::Monster* m = info(d.card).AsMonster();
          if (m == nullptr) return true;
          if (s.wait == Wait::kEffectSummon && s.waiting_for == player) {
            return occupied(d.cell, d.card) && CellCard(s, player, d.cell) != d.card;
          }
          return (!IsExtraDeckMonster(info(d.card)) && m->kind != cards::MonsterKind::kRitual) ||
                 occupied(d.cell, d.card);
        } else if constexpr (std::is_same_v<T, PendulumSummon>) {
          return info(d.monsters[0].card).AsMonster() == nullptr ||
                 occupied(d.monsters[0].cell, d.monsters[0].card);
        } else if constexpr (std::is_same_v<T, Activate>) {
          const CardState& card = s.Card(d.card);
          const bool scale = !OnField(card.zone) && IsPendulum(info(d.card)) && d.cell;
          if (!scale && d.effect >= info(d.card).effects.size()) return true;
          const bool places =
              !OnField(card.zone) &&
              (scale || (info(d.card).Type() != cards::CardType::kMonster && d.effect == 0));
          return places && occupied(*d.cell, d.card) && !IsFieldSpell(info(d.card));
        } else if constexpr (std::is_same_v<T, SetSpellTrap>) {
          return info(d.card).Type() == cards::CardType::kMonster ||
                 (occupied(d.cell, d.card) && !IsFieldSpell(info(d.card)));
        } else if constexpr (std::is_same_v<T, Attack>) {
          const CardState& attacker = s.Card(d.attacker);
          return !IsMonsterZone(attacker.zone) || attacker.controller != player ||
                 (d.target && !IsMonsterZone(s.Card(*d.target).zone));
        } else {
          return false;
        }
      },
      *ygo);
}

// Whether `after` is where a legal decision at `before` leads (a hand-limit discard down to
// exactly 6 is legal whichever cards it names; LegalDecisions lists two).
bool SameAsALegalDecision(const GameState& before, const GameState& after, Seat player,
                          const tcgjudge::Decision& decision) {
  const State& s = static_cast<const State&>(before);
  if (const auto* discard = std::get_if<DiscardCards>(&decision);
      discard != nullptr && s.wait == Wait::kDiscard && s.waiting_for == player) {
    return s.Player(player).hand.size() - discard->cards.size() == 6;
  }
  for (const tcgjudge::Decision& legal : Rules().LegalDecisions(before)) {
    auto copy = before.Clone();
    Event event;
    event.seq = 2;
    event.actor = player;
    event.body = legal;
    if (Rules().Apply(*copy, event).ok() && copy->Equals(after)) return true;
  }
  return false;
}

// Follows the duel on from `state` for up to `events` events, legal decisions and due shuffles:
// every event applies and keeps the invariants. Returns a failure, or "".
std::string FollowOn(GameState& state, int events, uint64_t seed) {
  BotRandom random(seed);
  for (int i = 0; i < events; ++i) {
    const Pending pending = Rules().PendingOf(state);
    if (std::holds_alternative<GameOver>(pending)) return "";
    Event event;
    event.seq = static_cast<uint32_t>(100 + i);
    if (const auto* fact = std::get_if<FactPoint>(&pending)) {
      event.actor = TableActor{};
      event.body = Fact(ShuffleFact{fact->seat, fact->cards});
    } else {
      std::vector<tcgjudge::Decision> legal = Rules().LegalDecisions(state);
      std::erase_if(legal, [](const auto& d) { return std::holds_alternative<Concede>(d); });
      if (legal.empty())
        return "no legal decision at " + std::get<DecisionPoint>(pending).description;
      event.actor = std::get<DecisionPoint>(pending).player;
      event.body = legal[random.Below(legal.size())];
    }
    auto applied = Rules().Apply(state, event);
    if (!applied.ok())
      return "follow-on event " + std::to_string(i) + " refused: " + applied.status().ToString();
    Status invariants = Rules().CheckInvariants(state);
    if (!invariants.ok()) return "after " + std::to_string(i) + " events: " + invariants.ToString();
  }
  return "";
}

TEST(YgoRecordSemantics, Y2_EveryDecisionKindFromEveryZoneInEveryPhaseIsFlaggedOrMalformed) {
  auto positions = Positions(12);
  std::set<std::string> phases;
  std::set<Wait> waits;
  for (auto& [key, state] : positions) {
    State& s = static_cast<State&>(*state);
    Banish(s);
    phases.insert(std::to_string(static_cast<int>(s.turn.phase)) + "/" +
                  std::to_string(static_cast<int>(s.turn.step)) + "/" +
                  std::to_string(static_cast<int>(s.turn.timing)));
    waits.insert(s.wait);
  }
  // Every phase, every battle step and every damage-step timing (§3.2).
  for (const char* phase : {"0/0/0", "1/0/0", "2/0/0", "3/1/0", "3/2/0", "3/3/1", "3/3/2", "3/3/3",
                            "3/3/4", "3/3/5", "3/4/0", "4/0/0", "5/0/0"}) {
    EXPECT_TRUE(phases.count(phase)) << "no position in phase/step/timing " << phase;
  }
  for (Wait w : {Wait::kShuffle, Wait::kPriority, Wait::kTrigger, Wait::kEffectSummon,
                 Wait::kEffectChoice, Wait::kDiscard, Wait::kOver}) {
    EXPECT_TRUE(waits.count(w)) << "no position waits for " << kWaits[static_cast<int>(w)];
  }
  std::map<std::string, std::set<int>> walked;
  int applied = 0, refused = 0, flagged = 0;
  uint64_t seed = 0;
  for (const auto& [key, position] : positions) {
    const State& s = static_cast<const State&>(*position);
    for (Seat player : {Seat::kA, Seat::kB}) {
      std::vector<std::pair<tcgjudge::Decision, int>> decisions;
      for (const auto& d : DecisionsNamingNoCard()) decisions.push_back({d, -1});
      for (int z = 0; z < kZones; ++z) {
        for (Seat controller : {Seat::kA, Seat::kB}) {
          const std::optional<CardId> card = CardIn(s, static_cast<Zone>(z), controller);
          if (!card) continue;
          for (const auto& d : DecisionsNaming(s, player, *card)) decisions.push_back({d, z});
        }
      }
      for (const auto& [decision, zone] : decisions) {
        const std::string what =
            key + ": " + Letter(player) + " " + std::string(DecisionKindName(decision)) +
            (zone >= 0 ? " of a card in the " + std::string(ZoneName(static_cast<Zone>(zone)))
                       : "");
        if (std::getenv("TJ_WALK_TRACE") != nullptr) fprintf(stderr, "%s\n", what.c_str());
        auto after = position->Clone();
        Event event;
        event.seq = 99;
        event.actor = player;
        event.body = decision;
        auto result = Rules().Apply(*after, event);
        if (Malformed(s, player, decision)) {
          EXPECT_FALSE(result.ok()) << what << ": malformed, yet applied";
          EXPECT_TRUE(after->Equals(*position)) << what;
          ++refused;
          continue;
        }
        ASSERT_TRUE(result.ok()) << what << ": refused: " << result.status().ToString();
        ++applied;
        if (zone >= 0) walked[std::string(DecisionKindName(decision))].insert(zone);
        ASSERT_TRUE(Rules().CheckInvariants(*after).ok())
            << what << ": " << Rules().CheckInvariants(*after).ToString();
        if (result->empty() && !std::holds_alternative<Concede>(decision)) {
          EXPECT_TRUE(SameAsALegalDecision(*position, *after, player, decision))
              << what << ": not flagged, yet no legal decision does it: " << [&] {
                   std::string named;
                   for (const auto& [field, id] : CardsNamed(std::get<ygo::Decision>(decision)))
                     named += " " + field + "=" + id.ToString() + "(" +
                              Rules().cards()[IdentityOf(s, id)].name + ")";
                   if (const auto* a = std::get_if<Activate>(&std::get<ygo::Decision>(decision)))
                     named += " effect " + std::to_string(a->effect);
                   return named;
                 }();
        } else {
          ++flagged;
        }
        const std::string failure = FollowOn(*after, 6, ++seed);
        ASSERT_EQ(failure, "") << what;
      }
    }
  }
  // Every kind that names a card was applied with a card of every zone a card can be in.
  for (const auto& [kind, zones] : walked) {
    for (int z = 0; z < kZones; ++z) {
      EXPECT_TRUE(zones.count(z)) << kind << " never named a card in the "
                                  << ZoneName(static_cast<Zone>(z));
    }
  }
  EXPECT_GT(flagged, 0);
  EXPECT_GT(refused, 0);
  RecordProperty("positions", static_cast<int>(positions.size()));
  RecordProperty("applied", applied);
}

}  // namespace
}  // namespace tcgjudge::ygo::testing
