// Moves that break a rule of 零次元 (candidates.h): what `simulate --inject-illegal` tries, once
// Apply's check has kept those that break exactly one (decisions.cc). Each is written as the
// table would make it; which rule it breaks is Apply's to say, never this file's.

#include <algorithm>

#include "engine/zero/candidates.h"
#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

bool MainTiming(const State& s, Seat player) {
  return player == s.active && s.step == Step::kAction && s.chain.empty() &&
         s.combat.step == CombatStep::kNone && s.wait == Wait::kPriority && s.waiting_for == player;
}

// At a priority point of `player`: attacks by characters that may not attack now (318(6),
// 900(2), 501(3), 900(5)), a character paid one resource short (303), a character outside the
// action phase (318(1)), activated effects of resource cards (204(3), 322) and "战斗时" effects
// out of battle (505(1), A-102), a play in response to a counter effect (704(5), 312), a second
// level-up (600(1), 600(7)).
void AtPriority(Game& game, const std::vector<CardInfo>& table, Seat player,
                std::vector<Decision>& out) {
  const State& s = game.state();
  const PlayerState& me = s.Player(player);
  auto info = [&](CardId id) -> const CardInfo& { return table[s.Card(id).Characteristics()]; };
  const bool main = MainTiming(s, player);
  for (CardId id : me.battle) {
    if (!main || !game.IsCharacterInBattle(id)) break;
    if (game.CannotAttack(id) || !game.AttackCost(id).empty()) continue;
    DeclareAttack attack;
    attack.attacker = id;
    out.push_back(attack);
  }
  const std::vector<Decision> plays = PlayCandidates(game, table);
  for (const Decision& d : plays) {
    const auto* play = std::get_if<PlayCard>(&d);
    if (play == nullptr || play->payment.tap.empty() ||
        info(play->card).category != Category::kCharacter) {
      continue;
    }
    PlayCard short_paid = *play;
    short_paid.payment.tap.pop_back();
    out.push_back(short_paid);
    break;
  }
  if (player == s.active && s.chain.empty() && s.step != Step::kAction) {
    State action_phase = s;
    action_phase.step = Step::kAction;  // What could be played in the action phase ...
    Game in_action_phase(action_phase, table, 0);
    for (const Decision& d : PlayCandidates(in_action_phase, table)) {
      const auto* play = std::get_if<PlayCard>(&d);
      if (play != nullptr && info(play->card).category == Category::kCharacter) {
        out.push_back(*play);  // ... played now.
        break;
      }
    }
  }
  for (CardId id : me.resource) {
    const CardInfo& printed = table[IdentityOf(s.Card(id))];
    for (size_t e = 0; e < printed.effects.size() && e <= UINT8_MAX; ++e) {
      const auto* a = std::get_if<cards::Activated>(&printed.effects[e].kind);
      if (a == nullptr) continue;
      ActivateEffect activate;
      activate.card = id;
      activate.effect = static_cast<uint8_t>(e);
      if (a->cost.tap_self) activate.payment.tap.push_back(id);
      out.push_back(activate);
    }
  }
  for (CardId id : me.battle) {
    if (!main) break;
    const CardInfo& card_info = info(id);
    for (size_t e = 0; e < card_info.effects.size() && e <= UINT8_MAX; ++e) {
      const auto* a = std::get_if<cards::Activated>(&card_info.effects[e].kind);
      if (a == nullptr || !a->in_battle || !a->targets.empty()) continue;
      ActivateEffect activate;
      activate.card = id;
      activate.effect = static_cast<uint8_t>(e);
      if (a->cost.tap_self) activate.payment.tap.push_back(id);
      int32_t due = a->cost.resources.total;
      for (CardId resource : me.resource) {
        if (due > 0 && !s.Card(resource).tapped) {
          activate.payment.tap.push_back(resource);
          --due;
        }
      }
      out.push_back(activate);
    }
  }
  std::optional<CardId> counter;  // A counter effect of a card in a rest area.
  for (const PlayerState& p : s.players) {
    for (CardId id : p.rest) {
      if (!counter && table[IdentityOf(s.Card(id))].counter_effect >= 0) counter = id;
    }
  }
  if (counter) {
    for (const Decision& d : plays) {
      Decision response = d;
      if (auto* play = std::get_if<PlayCard>(&response)) {
        play->responds_to_counter = counter;
      } else if (auto* activate = std::get_if<ActivateEffect>(&response)) {
        activate->responds_to_counter = counter;
      } else {
        continue;
      }
      out.push_back(response);
      break;
    }
  }
  if (main && me.levelled_up) {
    auto resource = std::find_if(me.resource.begin(), me.resource.end(),
                                 [&](CardId id) { return !s.Card(id).face_down; });
    auto character = std::find_if(me.battle.begin(), me.battle.end(),
                                  [&](CardId id) { return game.IsCharacterInBattle(id); });
    if (resource != me.resource.end() && character != me.battle.end()) {
      out.push_back(Upgrade{*character, UpgradeMethod::kFlipResource, *resource});
    }
  }
}

// While an effect resolves: "not found" of a search (615(3)); a scrap one card short (606), or
// with a hand card in place of one that fits (102(3)).
void WhileResolving(Game& game, Seat player, std::vector<Decision>& out) {
  const State& s = game.state();
  const cards::Action* action = game.CurrentAction();
  if (action == nullptr) return;
  if (std::holds_alternative<cards::Search>(action->kind) &&
      game.CurrentLookQuestion() == Game::LookQuestion::kNone) {
    out.push_back(ChooseCards{});
  }
  const auto* scrap = std::get_if<cards::Scrap>(&action->kind);
  if (scrap == nullptr) return;
  const std::vector<CardId> fits = game.ScrapCandidates(*scrap, s.resolving.link, player);
  const size_t due = std::min<size_t>(scrap->count, fits.size());
  if (due == 0) return;
  out.push_back(ChooseCards{{fits.begin(), fits.begin() + due - 1}});
  const PlayerState& me = s.Player(player);
  if (!me.hand.empty()) {
    ChooseCards wrong{{fits.begin(), fits.begin() + due}};
    wrong.cards.front() = me.hand.front();
    out.push_back(wrong);
  }
}

}  // namespace

std::vector<Decision> RuleBreakingCandidates(Game& game, const std::vector<CardInfo>& table,
                                             Seat player) {
  const State& s = game.state();
  std::vector<Decision> out;
  if (player != s.waiting_for) {
    if (s.wait == Wait::kPriority) out.push_back(PassPriority{});  // 105(1): without priority.
    return out;
  }
  const PlayerState& me = s.Player(player);
  if (s.wait == Wait::kPriority) {
    AtPriority(game, table, player, out);
  } else if (s.wait == Wait::kAttackTarget) {
    for (CardId id : s.Player(s.NonActive()).battle) {  // 502(2): an untapped character.
      if (game.IsCharacterInBattle(id) && !s.Card(id).tapped) out.push_back(ChooseAttackTarget{id});
    }
  } else if (s.wait == Wait::kDefender) {
    for (CardId id : me.battle) {  // 503(2): a tapped defender.
      if (game.IsCharacterInBattle(id) && s.Card(id).tapped) out.push_back(DeclareDefender{id});
    }
  } else if (s.wait == Wait::kEffectChoice && s.resolving.active) {
    WhileResolving(game, player, out);
  } else if (s.wait == Wait::kDiscard) {
    const size_t excess = me.hand.size() - static_cast<size_t>(me.hand_limit);
    if (excess >= 1) {  // 408: stopping one card above the hand limit, or not discarding.
      out.push_back(DiscardCards{{me.hand.begin(), me.hand.begin() + excess - 1}});
      out.push_back(PassPriority{});
    }
  }
  return out;
}

}  // namespace tcgjudge::zero
