#include "engine/rise/candidates.h"

#include <algorithm>

#include "engine/rise/attach.h"
#include "engine/rise/field.h"
#include "engine/rise/stack.h"
#include "engine/rise/turn.h"
#include "engine/rise/unique.h"

namespace tcgjudge::rise {
namespace {

using cards::Effect;

// Appends a decision of rise's own vocabulary as a move.
template <typename D>
void Add(std::vector<Move>* out, D decision) {
  out->emplace_back(std::in_place_type<Decision>, std::in_place_type<D>, std::move(decision));
}

std::vector<CardId> ReadyResources(const State& s, Seat player) {
  std::vector<CardId> out;
  for (CardId id : s.Player(player).resources) {
    if (!s.Card(id).exhausted) out.push_back(id);
  }
  return out;
}

// Everything a target could be: the players, the cards on the field, the cards on the stack.
std::vector<Target> Aims(const State& s) {
  std::vector<Target> out = {Seat::kA, Seat::kB};
  for (const PlayerState& p : s.players) {
    for (const auto* row : {&p.troops, &p.commander_row}) {
      for (CardId id : *row) out.emplace_back(id);
    }
  }
  for (const Link& link : s.stack) out.emplace_back(link.card);
  return out;
}

// Payments of `cost`: the first ready resources; with `broad`, one short too.
std::vector<std::vector<CardId>> Payments(const State& s, Seat player, int64_t cost, bool broad) {
  const std::vector<CardId> ready = ReadyResources(s, player);
  std::vector<std::vector<CardId>> out;
  if (cost <= static_cast<int64_t>(ready.size())) {
    out.emplace_back(ready.begin(), ready.begin() + cost);
    if (broad && cost > 0) out.emplace_back(ready.begin(), ready.begin() + cost - 1);
  }
  return out;
}

// Choices for a link of `spec`: each mode set (one mode at a time when one is chosen, else the
// first ones), X 0-3, no target or each single target, the payments.
std::vector<LinkChoices> Choices(const Context& c, Seat player, const LinkSpec& spec, bool broad) {
  std::vector<std::vector<uint8_t>> mode_sets;
  if (spec.modes == 0) {
    mode_sets.push_back({});
  } else if (spec.modes == 1) {
    for (uint8_t m = 0; m < spec.effects->size(); ++m) mode_sets.push_back({m});
  } else {
    std::vector<uint8_t> first;
    for (uint8_t m = 0; m < spec.modes; ++m) first.push_back(m);
    mode_sets.push_back(first);
  }
  std::vector<LinkChoices> out;
  for (const auto& modes : mode_sets) {
    const std::vector<const Effect*> chosen = ChosenEffects(*spec.effects, modes);
    const Effect* targeted = nullptr;
    for (const Effect* e : chosen) {
      if (e->Targeted()) targeted = e;
    }
    const bool picked = targeted != nullptr && targeted->random;  // §706.5: none chosen.
    const bool aims =
        (targeted != nullptr && !picked) || spec.host != cards::HostKind::kNone;
    for (uint32_t x = 0; x <= (spec.cost_x ? 3u : 0u); ++x) {
      std::vector<std::vector<Aim>> aim_sets;
      if (!aims) aim_sets.push_back({});
      if (aims || broad) {
        const uint32_t share = targeted != nullptr && targeted->distribute
                                   ? (targeted->amount_x ? x : uint32_t(targeted->amount))
                                   : 0;
        for (const Target& t : Aims(c.s)) aim_sets.push_back({Aim{t, share}});
      }
      for (const auto& aims : aim_sets) {
        for (auto& pay : Payments(c.s, player, spec.cost + (spec.cost_x ? x : 0), broad)) {
          out.push_back(LinkChoices{modes, x, aims, std::move(pay)});
        }
      }
    }
  }
  return out;
}

void LinkMoves(const Context& c, Seat player, bool broad, std::vector<Move>* out) {
  const State& s = c.s;
  for (CardId id : s.Player(player).hand) {
    Add(out, PlaceResource{id, false});
    if (broad || c.Info(id).type == cards::CardType::kCommand) {
      Add(out, PlaceResource{id, true});
    }
    const cards::Card& info = c.Info(id);
    const LinkSpec spec{id,        &info.effects, info.modes,        info.cost_x,
                        info.cost, false,         TargetedHost(info)};
    for (LinkChoices& ch : Choices(c, player, spec, broad)) {
      Add(out, UseCard{id, std::move(ch)});
    }
  }
  for (const auto* row :
       {&s.Player(player).troops, &s.Player(player).commander_row, &s.Player(player).resources}) {
    for (CardId id : *row) {
      const auto& abilities = AbilitiesOf(c, id);
      for (uint8_t i = 0; i < abilities.size(); ++i) {
        const cards::Ability& a = abilities[i];
        const bool reward = a.kind == cards::AbilityKind::kReward;
        if (a.kind != cards::AbilityKind::kPaid && !reward) continue;
        const LinkSpec spec{id, &a.effects, a.modes, false, a.cost, reward};
        for (LinkChoices& ch : Choices(c, player, spec, broad)) {
          if (reward) {
            Add(out, CompleteCommand{id, i, std::move(ch)});
          } else {
            Add(out, ActivateAbility{id, i, std::move(ch)});
          }
        }
      }
    }
  }
}

// The characters on `seat`'s team (§300.1).
std::vector<CardId> Characters(const Context& c, Seat seat) {
  std::vector<CardId> out;
  const PlayerState& p = c.s.Player(seat);
  for (const auto* row : {&p.troops, &p.commander_row}) {
    for (CardId id : *row) {
      if (IsCharacterOnField(c, id)) out.push_back(id);
    }
  }
  return out;
}

// C-1: each own character against each opposing one (broad: against own ones too); C-6: each
// own weapon fired with the first ready resources.
void CombatMoves(const Context& c, Seat player, bool broad, std::vector<Move>* out) {
  const std::vector<CardId> mine = Characters(c, player);
  std::vector<CardId> aims = Characters(c, OtherSeat(player));
  if (broad) aims.insert(aims.end(), mine.begin(), mine.end());
  for (CardId attacker : mine) {
    for (CardId defender : aims) Add(out, DeclareCombat{attacker, defender});
  }
  std::vector<CardId> vehicles;  // §303.2: each own character boarding each vehicle.
  for (CardId id : broad ? aims : mine) {
    if (c.Info(id).type == cards::CardType::kVehicle) vehicles.push_back(id);
  }
  for (CardId crew : mine) {
    for (CardId vehicle : vehicles) {
      if (crew != vehicle) Add(out, Board{crew, vehicle});
    }
  }
  for (CardId id : c.s.Player(player).commander_row) {
    if (c.Info(id).type != cards::CardType::kWeapon) continue;
    for (auto& pay : Payments(c.s, player, c.Info(id).fire_cost, broad)) {
      Add(out, FireWeapon{id, std::move(pay)});
    }
  }
}

void WaitMoves(const Context& c, Seat player, bool broad, std::vector<Move>* out) {
  const State& s = c.s;
  if (s.wait == Wait::kMulligan) {
    Add(out, Mulligan{false});
    Add(out, Mulligan{true});
  } else if (s.wait == Wait::kDiscard) {
    const auto& hand = s.Player(player).hand;
    const size_t owed = hand.size() > kHandSize ? hand.size() - kHandSize : 0;
    out->push_back(DiscardCards{{hand.begin(), hand.begin() + owed}});
    if (broad && owed > 0) out->push_back(DiscardCards{{hand.begin(), hand.begin() + owed - 1}});
  } else if (s.wait == Wait::kOrderTriggers) {
    OrderTriggers order;
    for (const Waiting& w : s.waiting) {
      if (w.controller == player) order.order.push_back({w.card, w.ability});
    }
    Add(out, order);
    std::reverse(order.order.begin(), order.order.end());
    Add(out, order);
  } else if (s.wait == Wait::kGuard || broad) {
    for (CardId id : Characters(c, player)) Add(out, Guard{id});  // C-5
  }
  if (s.wait == Wait::kSearch || broad) {  // §411
    const auto& deck = s.Player(player).deck;
    const size_t most = std::max<size_t>(s.search_amount, 1);
    Add(out, SearchDeck{{deck.begin(), deck.begin() + std::min(most, deck.size())}});
    if (broad) {
      Add(out, SearchDeck{});
      Add(out, SearchDeck{{deck.begin(), deck.begin() + std::min(most + 1, deck.size())}});
    }
  }
  if (s.wait == Wait::kHost || broad) {  // §403.3, §403.6a
    for (Seat seat : {Seat::kA, Seat::kB}) {
      for (CardId id : Characters(c, seat)) Add(out, ChooseHost{id});
    }
  }
  if (s.wait == Wait::kArmour || broad) {  // §717.2c
    const PlayerState& p = s.Player(player);
    for (const auto* row : {&p.commander_row, &p.troops}) {
      for (CardId id : *row) Add(out, ExhaustArmour{id});
    }
  }
  if (s.wait == Wait::kUnique || broad) {  // §409.2
    for (CardId id : broad ? Characters(c, player) : ConflictingCards(c, player)) {
      Add(out, ChooseUnique{id});
    }
    if (!broad) return;
    for (CardId id : ConflictingCards(c, player)) Add(out, ChooseUnique{id});
  }
}

}  // namespace

std::vector<Move> Candidates(const Context& c, Seat player, bool broad) {
  std::vector<Move> out;
  out.push_back(PassPriority{});
  WaitMoves(c, player, broad, &out);
  if (c.s.wait != Wait::kMulligan) {
    LinkMoves(c, player, broad, &out);
    CombatMoves(c, player, broad, &out);
  }
  return out;
}

}  // namespace tcgjudge::rise
