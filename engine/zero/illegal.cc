// Illegal decisions for `simulate --inject-illegal` (Ruleset::IllegalDecisions): at a given
// state, decisions that break exactly one rule, each with the violation code it must draw.

#include <algorithm>

#include "engine/zero/game.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {
namespace {

// Whether `decision` by `player`, applied to a copy of `s`, draws exactly one violation, `code`:
// what an injected decision must do for the audit's recall and precision to be measured.
bool DrawsExactly(const State& s, const std::vector<CardInfo>& cards, Seat player,
                  const Decision& decision, const std::string& code) {
  State copy = s;
  copy.index = CardIndex{};  // Changed below without Apply: its kept index would go stale.
  Game game(copy, cards, 0);
  if (!game.ApplyDecision(player, decision).ok()) return false;
  const std::vector<Violation> violations = game.TakeViolations();
  return violations.size() == 1 && violations.front().code == code;
}

bool MainTiming(const State& s, Seat player) {
  return player == s.active && s.step == Step::kAction && s.chain.empty() &&
         s.combat.step == CombatStep::kNone && s.wait == Wait::kPriority && s.waiting_for == player;
}

}  // namespace

std::vector<Ruleset::IllegalDecision> ZeroRuleset::IllegalDecisions(
    const GameState& game_state) const {
  const State& s = static_cast<const State&>(game_state);
  State& mutable_state = const_cast<State&>(s);  // Game only reads below.
  Game game(mutable_state, cards_, 0);
  std::vector<IllegalDecision> out;
  const Seat player = s.waiting_for;
  const PlayerState& me = s.Player(player);
  auto info = [&](CardId id) -> const CardInfo& { return cards_[s.Card(id).Characteristics()]; };

  if (s.wait == Wait::kPriority) {
    // 105(1): passing without priority.
    out.push_back({OtherSeat(player), PassPriority{}, "zero.priority.pass-without-priority"});
    const bool main = MainTiming(s, player);
    for (CardId id : me.battle) {
      if (!main || !game.IsCharacterInBattle(id)) break;
      const CardState& card = s.Card(id);
      const int guard = game.KeywordCount(id, kGuardBit);
      const int rush = game.KeywordCount(id, kRushBit);
      if (game.CannotAttack(id) || !game.AttackCost(id).empty()) continue;  // One rule broken.
      DeclareAttack attack;
      attack.attacker = id;
      // Exactly one reason each: 318(6)/900(2), 501(3), 900(5).
      if (!card.tapped && guard == 0 && rush == 0 && card.entered_turn == s.turn) {
        out.push_back({player, attack, "zero.attack.entered-this-turn"});
      }
      if (card.tapped && guard == 0 && (card.entered_turn != s.turn || rush > 0)) {
        out.push_back({player, attack, "zero.attack.tapped"});
      }
      if (!card.tapped && guard > 0 && (card.entered_turn != s.turn || rush > 0)) {
        out.push_back({player, attack, "zero.attack.guard"});
      }
    }
    // 303: a character paid with one resource too few.
    for (const Decision& d : LegalDecisions(s)) {
      const auto* play = std::get_if<PlayCard>(&d);
      if (play == nullptr || play->payment.tap.empty() ||
          info(play->card).category != Category::kCharacter) {
        continue;
      }
      const auto& coloured = info(play->card).cost_coloured;
      int32_t coloured_sum = 0;
      for (int32_t n : coloured) coloured_sum += n;
      if (coloured_sum != 0) continue;  // Dropping a card could break a colour too.
      PlayCard short_paid = *play;
      short_paid.payment.tap.pop_back();
      out.push_back({player, short_paid, "zero.cost.too-few"});
      break;
    }
    // 318(1): a character in the active player's own start, draw, resource or end step, with
    // an empty chain and priority, paid correctly.
    if (player == s.active && s.chain.empty() && s.step != Step::kAction) {
      State copy = s;
      copy.step = Step::kAction;  // What would be legal in the action phase ...
      for (const Decision& d : LegalDecisions(copy)) {
        const auto* play = std::get_if<PlayCard>(&d);
        if (play != nullptr && info(play->card).category == Category::kCharacter) {
          out.push_back({player, *play, "zero.play.not-action-phase"});  // ... played now.
          break;
        }
      }
    }
    // 204(3), 322: an activated effect of a card in the own resource zone, its cost paid as
    // far as the card itself pays it (A-101: applied as the table did it).
    auto resource_effect = [&]() -> std::optional<ActivateEffect> {
      for (CardId id : me.resource) {
        const CardInfo& printed = cards_[s.Card(id).def];
        for (size_t e = 0; e < printed.effects.size() && e <= UINT8_MAX; ++e) {
          const auto* a = std::get_if<cards::Activated>(&printed.effects[e].kind);
          if (a == nullptr) continue;
          ActivateEffect activate;
          activate.card = id;
          activate.effect = static_cast<uint8_t>(e);
          if (a->cost.tap_self) activate.payment.tap.push_back(id);
          if (DrawsExactly(s, cards_, player, activate, "zero.effect.resource-card")) {
            return activate;
          }
        }
      }
      return std::nullopt;
    };
    if (auto activate = resource_effect()) {
      out.push_back({player, *activate, "zero.effect.resource-card"});
    }
    // 505(1), A-102: a "战斗时" activated effect of a character that is not in battle, its cost
    // paid with its own (横置) and untapped resources.
    auto out_of_battle = [&]() -> std::optional<ActivateEffect> {
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
          if (DrawsExactly(s, cards_, player, activate, "zero.effect.not-in-battle")) {
            return activate;
          }
        }
      }
      return std::nullopt;
    };
    if (auto activate = out_of_battle()) {
      out.push_back({player, *activate, "zero.effect.not-in-battle"});
    }
    // 704(5), 312: a play "in response to" a counter effect of a card in a rest area (where a
    // flipped life card goes): flagged and not carried out.
    std::optional<CardId> counter;
    for (const PlayerState& p : s.players) {
      for (CardId id : p.rest) {
        if (!counter && cards_[s.Card(id).def].counter_effect >= 0) counter = id;
      }
    }
    if (counter) {
      for (const Decision& d : LegalDecisions(s)) {
        Decision response = d;
        if (auto* play = std::get_if<PlayCard>(&response)) {
          play->responds_to_counter = counter;
        } else if (auto* activate = std::get_if<ActivateEffect>(&response)) {
          activate->responds_to_counter = counter;
        } else {
          continue;
        }
        out.push_back({player, response, "zero.counter.chained"});
        break;
      }
    }
    // 600(1), 600(7): a second level-up this turn, by flipping a face-up resource.
    if (main && me.levelled_up) {
      auto resource = std::find_if(me.resource.begin(), me.resource.end(),
                                   [&](CardId id) { return !s.Card(id).face_down; });
      auto character = std::find_if(me.battle.begin(), me.battle.end(),
                                    [&](CardId id) { return game.IsCharacterInBattle(id); });
      if (resource != me.resource.end() && character != me.battle.end()) {
        out.push_back({player, Upgrade{*character, UpgradeMethod::kFlipResource, *resource},
                       "zero.upgrade.second"});
      }
    }
  } else if (s.wait == Wait::kAttackTarget) {
    for (CardId id : s.Player(s.NonActive()).battle) {  // 502(2): an untapped character.
      if (game.IsCharacterInBattle(id) && !s.Card(id).tapped) {
        out.push_back({player, ChooseAttackTarget{id}, "zero.target.untapped"});
      }
    }
  } else if (s.wait == Wait::kDefender && !game.CannotBeDefended(s.combat.attacker)) {
    for (CardId id : me.battle) {  // 503(2): a tapped defender.
      if (game.IsCharacterInBattle(id) && s.Card(id).tapped && !game.CannotDefend(id)) {
        out.push_back({player, DeclareDefender{id}, "zero.defence.tapped"});
      }
    }
  } else if (s.wait == Wait::kEffectChoice && s.resolving.active) {
    const cards::Action* action = game.CurrentAction();
    const auto* search = action != nullptr ? std::get_if<cards::Search>(&action->kind) : nullptr;
    if (search != nullptr && game.CurrentLookQuestion() == Game::LookQuestion::kNone &&
        game.MustFind(*search, s.resolving.link)) {  // 615(3): "not found" of any card.
      out.push_back({player, ChooseCards{}, "zero.search.not-found"});
    }
    const auto* scrap = action != nullptr ? std::get_if<cards::Scrap>(&action->kind) : nullptr;
    if (scrap != nullptr) {
      // 606, 102(3): one card too few; or a hand card instead of one that fits.
      const std::vector<CardId> fits = game.ScrapCandidates(*scrap, s.resolving.link, player);
      const size_t due = std::min<size_t>(scrap->count, fits.size());
      if (due >= 1) {
        ChooseCards fewer{{fits.begin(), fits.begin() + due - 1}};
        if (DrawsExactly(s, cards_, player, fewer, "zero.scrap.count")) {
          out.push_back({player, fewer, "zero.scrap.count"});
        }
        if (!me.hand.empty()) {
          ChooseCards wrong{{fits.begin(), fits.begin() + due}};
          wrong.cards.front() = me.hand.front();
          if (DrawsExactly(s, cards_, player, wrong, "zero.scrap.wrong-card")) {
            out.push_back({player, wrong, "zero.scrap.wrong-card"});
          }
        }
      }
    }
  } else if (s.wait == Wait::kDiscard) {
    const size_t excess = me.hand.size() - static_cast<size_t>(me.hand_limit);
    if (excess >= 1) {  // 408: stopping one card above the hand limit.
      out.push_back({player, DiscardCards{{me.hand.begin(), me.hand.begin() + excess - 1}},
                     "zero.discard.above-limit"});
      // 408, A-101: passing instead of discarding ends the turn above the hand limit.
      out.push_back({player, PassPriority{}, "zero.discard.above-limit"});
    }
  }
  return out;
}

}  // namespace tcgjudge::zero
