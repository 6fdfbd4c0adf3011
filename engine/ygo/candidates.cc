#include "engine/ygo/candidates.h"

#include <algorithm>

#include "engine/ygo/activate.h"
#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"
#include "engine/ygo/resolve.h"
#include "engine/ygo/stats.h"
#include "engine/ygo/summon.h"
#include "engine/ygo/turn.h"

namespace tcgjudge::ygo {
namespace {

using cards::EffectKind;
using cards::MonsterKind;
using Decisions = std::vector<tcgjudge::Decision>;

constexpr size_t kMaxTargetChoices = 6;

void Add(Decisions& out, ygo::Decision d) { out.emplace_back(std::move(d)); }

// Where `player` puts the spell or trap `id` activated or set: the first free spell & trap zone,
// or the field zone (a Field Spell goes over the one there, Y-28).
std::optional<Cell> SpellTrapCell(const Context& c, Seat player, CardId id) {
  const cards::Spell* spell = c.Info(id).AsSpell();
  if (spell != nullptr && spell->type == cards::SpellType::kField) {
    return Cell{Cell::Kind::kField, 0};
  }
  const std::vector<Cell> free = FreeCells(c.s, player, Cell::Kind::kSpellTrap);
  if (free.empty()) return std::nullopt;
  return free.front();
}

// Y-2's spells and traps a table can take from elsewhere than its hand: the top card of its deck,
// the newest of its graveyard, the first of the opponent's hand (when they are spells or traps).
std::vector<CardId> OffHandSpellTraps(const Context& c, Seat player) {
  std::vector<CardId> out;
  const PlayerState& me = c.s.Player(player);
  const PlayerState& other = c.s.Player(OtherSeat(player));
  for (const std::vector<CardId>* pile : {&me.deck, &me.graveyard, &other.hand}) {
    if (pile->empty()) continue;
    const CardId id = pile == &me.graveyard ? pile->back() : pile->front();
    if (c.Info(id).Type() != cards::CardType::kMonster) out.push_back(id);
  }
  return out;
}

// The first cell of `cells` where `card` may be placed without a placement problem; else the
// first cell.
std::optional<Cell> BestCell(const Context& c, Seat player, CardId card,
                             const std::vector<Cell>& cells) {
  for (Cell cell : cells) {
    Problems problems;
    PlacementProblems(c, player, card, cell, problems);
    if (problems.empty()) return cell;
  }
  if (cells.empty()) return std::nullopt;
  return cells.front();
}

// Monster cells `player` could use once `leaving` have left the field.
std::vector<Cell> MonsterCells(const Context& c, Seat player, const std::vector<CardId>& leaving,
                               bool extra) {
  std::vector<Cell> cells;
  if (extra) cells = FreeCells(c.s, player, Cell::Kind::kExtraMonster);
  for (Cell cell : FreeCells(c.s, player, Cell::Kind::kMonster)) cells.push_back(cell);
  for (CardId id : leaving) {
    const CardState& card = c.s.Card(id);
    if (card.controller == player && IsMonsterZone(card.zone)) cells.push_back(CellOf(card));
  }
  return cells;
}

// ----- Activations ---------------------------------------------------------------------------

void ActivationsWithTargets(const Context& c, Seat player, CardId card, uint8_t effect,
                            std::optional<Cell> cell, bool broad, Decisions& out) {
  const cards::Effect& e = c.Info(card).effects[effect];
  std::optional<Cost> cost = CanonicalCost(c, player, card, effect);
  if (!cost && !broad) return;
  Activate a;
  a.card = card;
  a.effect = effect;
  a.cell = cell;
  a.cost = cost.value_or(Cost{});
  if (e.targets.empty()) {
    Add(out, a);
    return;
  }
  const Response r = ResponseOf(c, player, card, effect);
  std::vector<std::vector<CardId>> per_spec;
  for (size_t i = 0; i < e.targets.size(); ++i) {
    // Broad: also targets the effect may name but not use (a monster whose revive limit is on).
    per_spec.push_back(broad
                           ? AllMatching(c, e.targets[i].filter, Source{card, player, r.triggering})
                           : TargetCandidates(c, player, card, effect, i, r.triggering));
    if (per_spec.back().size() < e.targets[i].min && !broad) return;
  }
  if (e.targets.size() == 1 && e.targets[0].max == 1) {
    for (size_t i = 0; i < per_spec[0].size() && i < kMaxTargetChoices; ++i) {
      a.targets = {per_spec[0][i]};
      Add(out, a);
    }
  } else {
    a.targets.clear();
    for (size_t i = 0; i < e.targets.size(); ++i) {
      for (size_t n = 0; n < e.targets[i].min && n < per_spec[i].size(); ++n) {
        a.targets.push_back(per_spec[i][n]);
      }
    }
    Add(out, a);
  }
  if (broad) {  // A target no spec allows: the card itself or an opponent's hand card.
    for (CardId wrong : MonstersOf(c.s, player)) {
      if (!Contains(per_spec[0], wrong)) {
        a.targets = {wrong};
        Add(out, a);
        break;
      }
    }
  }
}

void ActivationsOf(const Context& c, Seat player, CardId card, uint8_t effect,
                   std::optional<Cell> cell, bool broad, Decisions& out) {
  const size_t first = out.size();
  ActivationsWithTargets(c, player, card, effect, cell, broad, out);
  if (!broad || out.size() == first) return;
  const Activate a = std::get<Activate>(std::get<ygo::Decision>(out[first]));
  if (a.cost.send_to_graveyard.empty()) return;
  // Supplement 1, §2.1.7: a token, or a face-up pendulum monster of the field, sent as a cost.
  for (CardId id : MonstersOf(c.s, player)) {
    const bool token = id.IsToken();
    const bool pendulum = IsPendulum(c.Info(id)) && !c.s.Card(id).face_down;
    if (!token && !pendulum) continue;
    Activate wrong = a;
    wrong.cost.send_to_graveyard.push_back(id);
    Add(out, wrong);
  }
}

void ActivationCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  const State& s = c.s;
  const bool chained = !s.chain.links.empty();
  if (s.wait == Wait::kTrigger) {
    for (const Trigger& t : s.chain.triggers) {
      if (t.controller == player && (broad || InCurrentGroup(c, t))) {
        ActivationsOf(c, player, t.card, t.effect, std::nullopt, broad, out);
      }
    }
    return;
  }
  if (broad) {
    for (const Trigger& t : s.chain.missed) {
      if (t.controller == player)
        ActivationsOf(c, player, t.card, t.effect, std::nullopt, broad, out);
    }
  }
  const PlayerState& p = s.Player(player);
  for (CardId id : p.hand) {
    const cards::Card& info = c.Info(id);
    if (IsPendulum(info)) {
      for (int i : {0, 4}) {
        const Cell cell{Cell::Kind::kSpellTrap, static_cast<uint8_t>(i)};
        if (CellCard(s, player, cell).index != 0 || (chained && !broad)) continue;
        Activate a;
        a.card = id;
        a.cell = cell;
        Add(out, a);
        break;
      }
      if (broad) {  // §1.4.2: a scale placed in S2-S4.
        for (int i : {1, 2, 3}) {
          const Cell cell{Cell::Kind::kSpellTrap, static_cast<uint8_t>(i)};
          if (CellCard(s, player, cell).index != 0) continue;
          Activate a;
          a.card = id;
          a.cell = cell;
          Add(out, a);
          break;
        }
      }
    }
    if (info.Type() == cards::CardType::kMonster) {
      for (size_t e = 0; e < info.effects.size(); ++e) {
        if (info.effects[e].from == cards::Location::kHand &&
            info.effects[e].kind == EffectKind::kQuick) {
          ActivationsOf(c, player, id, static_cast<uint8_t>(e), std::nullopt, broad, out);
        }
      }
      continue;
    }
    if (info.AsTrap() != nullptr && !broad) continue;  // §2.3: set first.
    if (SpellSpeed(info, 0) == 1 && chained && !broad) continue;
    const std::optional<Cell> cell = SpellTrapCell(c, player, id);
    if (cell) ActivationsOf(c, player, id, 0, cell, broad, out);
  }
  if (broad) {  // Y-2: a spell or trap activated from the deck or the graveyard, or the opponent's.
    for (CardId id : OffHandSpellTraps(c, player)) {
      if (const std::optional<Cell> cell = SpellTrapCell(c, player, id)) {
        ActivationsOf(c, player, id, 0, cell, broad, out);
      }
    }
  }
  std::vector<CardId> field = MonstersOf(s, player);
  for (CardId id : SpellTrapsOf(s, player)) field.push_back(id);
  for (CardId id : p.graveyard) field.push_back(id);
  for (CardId id : field) {
    const CardState& card = s.Card(id);
    const cards::Card& info = c.Info(id);
    for (size_t e = 0; e < info.effects.size(); ++e) {
      const cards::Effect& effect = info.effects[e];
      const bool own_activation = effect.kind == EffectKind::kActivation;
      if (effect.kind == EffectKind::kContinuous || effect.kind == EffectKind::kTrigger ||
          effect.kind == EffectKind::kFlip) {
        continue;
      }
      if (own_activation && !(card.face_down && OnField(card.zone) && !IsMonsterZone(card.zone))) {
        continue;
      }
      if (!own_activation && !broad && !EffectWorksFrom(c, id, effect)) continue;
      if (!broad && chained && SpellSpeed(info, static_cast<uint8_t>(e)) == 1) continue;
      ActivationsOf(c, player, id, static_cast<uint8_t>(e), std::nullopt, broad, out);
    }
  }
}

// ----- Summons -------------------------------------------------------------------------------

void NormalSummonCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  const State& s = c.s;
  std::vector<CardId> tributes_available;
  for (CardId id : MonstersOf(s, player)) {
    if (!s.Card(id).no_tribute_summon) tributes_available.push_back(id);
  }
  for (CardId id : s.Player(player).hand) {
    const cards::Monster* m = c.MonsterOf(id);
    if (m == nullptr) continue;
    if (!broad && m->kind != MonsterKind::kNormal && m->kind != MonsterKind::kEffect) continue;
    const size_t needed = TributesNeeded(c, id);
    std::vector<size_t> counts = {needed};
    if (broad && needed > 0) counts.push_back(0);
    for (size_t n : counts) {
      if (tributes_available.size() < n) continue;
      const std::vector<CardId> tributes(tributes_available.begin(),
                                         tributes_available.begin() + static_cast<long>(n));
      std::vector<Cell> cells = FreeCells(s, player, Cell::Kind::kMonster);
      for (CardId t : tributes) {
        if (s.Card(t).zone == Zone::kMonster) cells.push_back(CellOf(s.Card(t)));
      }
      if (cells.empty()) continue;
      Add(out, NormalSummon{id, cells.front(), tributes});
      Add(out, SetMonster{id, cells.front(), tributes});
      if (broad) {  // Y-11: a Normal Summon into an extra monster zone.
        for (Cell emz : FreeCells(s, player, Cell::Kind::kExtraMonster)) {
          Add(out, NormalSummon{id, emz, tributes});
          break;
        }
      }
    }
  }
  // Y-2: a Normal Summon of the top card of the deck.
  const std::vector<CardId>& deck = s.Player(player).deck;
  const std::vector<Cell> free = FreeCells(s, player, Cell::Kind::kMonster);
  if (broad && !deck.empty() && !free.empty() && c.MonsterOf(deck.front()) != nullptr) {
    Add(out, NormalSummon{deck.front(), free.front(), {}});
  }
}

void PositionCandidates(const Context& c, Seat player, Decisions& out) {
  for (CardId id : MonstersOf(c.s, player)) {
    if (c.s.Card(id).face_down) {
      Add(out, FlipSummon{id});
    }
    Add(out, ChangePosition{id});
  }
}

// Subsets of `pool` (at most 2^|pool|, |pool| <= 7) in order of size, passed to `f` until it
// returns true.
template <typename F>
void ForEachSubset(const std::vector<CardId>& pool, size_t max_size, F&& f) {
  const size_t n = std::min<size_t>(pool.size(), 7);
  for (size_t size = 1; size <= max_size && size <= n; ++size) {
    for (uint32_t mask = 1; mask < (1u << n); ++mask) {
      if (static_cast<size_t>(__builtin_popcount(mask)) != size) continue;
      std::vector<CardId> subset;
      for (size_t i = 0; i < n; ++i) {
        if ((mask >> i) & 1u) subset.push_back(pool[i]);
      }
      if (f(subset)) return;
    }
  }
}

void ProcedureCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  const State& s = c.s;
  std::vector<CardId> pool;
  for (CardId id : MonstersOf(s, player)) {
    if (!s.Card(id).face_down) pool.push_back(id);
  }
  if (pool.empty()) return;
  std::vector<uint16_t> tried;  // One candidate per card name.
  for (CardId id : s.Player(player).extra_deck) {
    const cards::Monster* m = c.MonsterOf(id);
    if (m == nullptr || m->kind == MonsterKind::kFusion) continue;
    if (std::find(tried.begin(), tried.end(), IdentityOf(s, id)) != tried.end()) continue;
    tried.push_back(IdentityOf(s, id));
    const size_t max_size = m->kind == MonsterKind::kLink ? m->link : 4;
    ForEachSubset(pool, max_size, [&](const std::vector<CardId>& materials) {
      Problems problems;
      MaterialProblems(c, id, materials, problems);
      if (!problems.empty()) return false;
      const std::vector<Cell> cells = MonsterCells(c, player, materials, true);
      const std::optional<Cell> cell = BestCell(c, player, id, cells);
      if (!cell) return false;
      Add(out, SpecialSummon{id, materials, *cell, Position::kAttack});
      if (broad && m->kind == MonsterKind::kLink) {
        Add(out, SpecialSummon{id, materials, *cell, Position::kDefense});
      }
      if (broad) {  // The extra monster zones, allowed or not.
        for (Cell emz : FreeCells(s, player, Cell::Kind::kExtraMonster)) {
          if (emz != *cell) Add(out, SpecialSummon{id, materials, emz, Position::kAttack});
        }
      }
      return true;
    });
    if (broad && pool.size() >= 2) {  // Materials that do not fit.
      const std::optional<Cell> cell = BestCell(c, player, id, MonsterCells(c, player, pool, true));
      if (cell) Add(out, SpecialSummon{id, {pool[0], pool[1]}, *cell, Position::kAttack});
    }
  }
}

void PendulumCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  const State& s = c.s;
  if (ScalesOf(c, player).size() != 2) return;
  std::vector<CardId> eligible;
  for (CardId id : s.Player(player).hand) {
    if (c.MonsterOf(id) != nullptr) eligible.push_back(id);
  }
  for (CardId id : s.Player(player).extra_deck) {
    if (!s.Card(id).face_down || broad) eligible.push_back(id);
  }
  std::vector<Placement> all;
  std::vector<Cell> used;
  for (CardId id : eligible) {
    PendulumSummon one;
    std::vector<Cell> cells;
    for (Cell cell : MonsterCells(c, player, {}, s.Card(id).zone == Zone::kExtraDeck)) {
      if (std::find(used.begin(), used.end(), cell) == used.end()) cells.push_back(cell);
    }
    const std::optional<Cell> cell = BestCell(c, player, id, cells);
    if (!cell) continue;
    one.monsters = {Placement{id, *cell, Position::kAttack}};
    Add(out, one);
    all.push_back(one.monsters.front());
    used.push_back(*cell);
  }
  if (all.size() > 1) Add(out, PendulumSummon{all});
}

void SetCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  std::vector<CardId> cards = c.s.Player(player).hand;
  if (broad) {
    for (CardId id : OffHandSpellTraps(c, player)) cards.push_back(id);
  }
  for (CardId id : cards) {
    if (c.Info(id).Type() == cards::CardType::kMonster) continue;
    if (const std::optional<Cell> cell = SpellTrapCell(c, player, id)) {
      Add(out, SetSpellTrap{id, *cell});
    }
  }
}

void AttackCandidates(const Context& c, Seat player, bool broad, Decisions& out) {
  const std::vector<CardId> targets = MonstersOf(c.s, OtherSeat(player));
  for (CardId attacker : MonstersOf(c.s, player)) {
    const CardState& card = c.s.Card(attacker);
    const bool able = !card.face_down && !card.defense && card.attacked_turn != c.s.turn.number;
    if (!able && !broad) continue;
    for (CardId target : targets) Add(out, Attack{attacker, target});
    if (targets.empty() || broad) Add(out, Attack{attacker, std::nullopt});
  }
}

// ----- Answers to a resolving effect --------------------------------------------------------

void EffectSummonAnswers(const Context& c, Seat player, Decisions& out) {
  const State& s = c.s;
  const EffectSummonKind kind = CurrentEffectSummonKind(c);
  const cards::Summon* summon = CurrentSummonAction(c);
  for (CardId id : EffectSummonCandidates(c)) {
    SpecialSummon d;
    d.card = id;
    d.position = summon != nullptr && summon->position == cards::SummonPosition::kDefense
                     ? Position::kDefense
                     : Position::kAttack;
    if (IsLink(c.Info(id))) d.position = Position::kAttack;
    if (kind == EffectSummonKind::kFusion) {
      std::vector<CardId> pool = MonstersOf(s, player);
      for (CardId h : s.Player(player).hand) {
        if (c.MonsterOf(h) != nullptr) pool.push_back(h);
      }
      bool found = false;
      ForEachSubset(pool, 3, [&](const std::vector<CardId>& materials) {
        Problems problems;
        MaterialProblems(c, id, materials, problems);
        if (!problems.empty()) return false;
        d.materials = materials;
        found = true;
        return true;
      });
      if (!found) continue;
    } else if (kind == EffectSummonKind::kRitual) {
      std::vector<CardId> pool = MonstersOf(s, player);
      for (CardId h : s.Player(player).hand) {
        if (c.MonsterOf(h) != nullptr && h != id) pool.push_back(h);
      }
      std::sort(pool.begin(), pool.end(),
                [&](CardId a, CardId b) { return Level(c, a) > Level(c, b); });
      int levels = 0;
      for (CardId t : pool) {
        if (levels >= Level(c, id)) break;
        if (t.IsToken() && s.Card(t).no_tribute_summon) continue;
        d.materials.push_back(t);
        levels += Level(c, t);
      }
      if (levels < Level(c, id)) continue;
    }
    std::vector<Cell> cells = MonsterCells(c, player, d.materials, false);
    if (summon != nullptr && summon->linked_zone) {
      const std::vector<SeatCell> linked = LinkedCells(c, s.chain.current.link.card);
      std::erase_if(cells, [&](Cell cell) {
        return std::find(linked.begin(), linked.end(), SeatCell{player, cell}) == linked.end();
      });
    }
    const std::optional<Cell> cell = BestCell(c, player, id, cells);
    if (!cell) continue;
    d.cell = *cell;
    Add(out, d);
  }
}

void ChoiceAnswers(const Context& c, bool broad, Decisions& out) {
  const Question q = CurrentQuestion(c);
  if (q.max == 1) {
    for (CardId id : q.candidates) out.emplace_back(ChooseCards{{id}});
  } else {
    out.emplace_back(ChooseCards{{q.candidates.begin(), q.candidates.begin() + q.max}});
  }
  if (q.min == 0 || broad) out.emplace_back(ChooseCards{});
}

void DiscardAnswers(const Context& c, Seat player, bool broad, Decisions& out) {
  const std::vector<CardId>& hand = c.s.Player(player).hand;
  if (hand.size() <= 6) return;
  const size_t n = hand.size() - 6;
  out.emplace_back(DiscardCards{{hand.end() - static_cast<long>(n), hand.end()}});
  out.emplace_back(DiscardCards{{hand.begin(), hand.begin() + static_cast<long>(n)}});
  if (broad && n >= 1)
    out.emplace_back(DiscardCards{{hand.begin(), hand.begin() + static_cast<long>(n - 1)}});
  if (broad) {  // §3.2/P6: down to 5, not 6.
    out.emplace_back(DiscardCards{{hand.begin(), hand.begin() + static_cast<long>(n + 1)}});
  }
}

}  // namespace

std::vector<tcgjudge::Decision> Candidates(const Context& c, Seat player, bool broad) {
  const State& s = c.s;
  Decisions out;
  const bool waiting = s.waiting_for == player;
  out.emplace_back(PassPriority{});
  switch (s.wait) {
    case Wait::kPriority:
      if (!waiting && !broad) break;
      if (player == c.Tp() || broad) {  // Broad: the opponent's phase change too (§3.2).
        for (int p = 0; p < 6; ++p) {
          const Phase phase = static_cast<Phase>(p);
          if ((broad || MayFollow(s, phase)) && s.chain.links.empty()) {
            Add(out, NextPhase{phase});
            Add(out, NextPhase{phase, /*exact=*/true});  // Y-36; refused where it is malformed.
          }
        }
      }
      ActivationCandidates(c, player, broad, out);
      if (broad || OpenGameState(c, player)) {
        NormalSummonCandidates(c, player, broad, out);
        PositionCandidates(c, player, out);
        ProcedureCandidates(c, player, broad, out);
        PendulumCandidates(c, player, broad, out);
        SetCandidates(c, player, broad, out);
      }
      if (broad && !s.Player(player).hand.empty()) {  // Y-2: answers nobody asked for.
        out.emplace_back(DiscardCards{{s.Player(player).hand.front()}});
        out.emplace_back(ChooseCards{{s.Player(player).hand.front()}});
      }
      if (broad || (player == c.Tp() && s.turn.phase == Phase::kBattle &&
                    s.turn.step == BattleStep::kBattle && s.chain.links.empty() &&
                    !s.combat.active() && s.chain.summoning.empty())) {
        AttackCandidates(c, player, broad, out);
      }
      break;
    case Wait::kTrigger:
      if (waiting) ActivationCandidates(c, player, broad, out);
      break;
    case Wait::kEffectSummon:
      if (waiting) EffectSummonAnswers(c, player, out);
      break;
    case Wait::kEffectChoice:
      if (waiting) ChoiceAnswers(c, broad, out);
      break;
    case Wait::kReplay:
      if (!waiting) break;
      for (CardId target : MonstersOf(s, OtherSeat(player))) {
        Add(out, Attack{s.combat.attacker, target});
      }
      Add(out, Attack{s.combat.attacker, std::nullopt});
      break;
    case Wait::kDiscard:
      if (waiting) DiscardAnswers(c, player, broad, out);
      break;
    default:
      break;
  }
  return out;
}

}  // namespace tcgjudge::ygo
