// The moves of a 零次元 decision point's waiting player (candidates.h): what the bots of
// `tcgjudge simulate` choose from once Apply's check has kept the legal ones (decisions.cc).

#include "engine/zero/candidates.h"

#include <algorithm>
#include <optional>

#include "engine/zero/game.h"

namespace tcgjudge::zero {
namespace {

// 303: untapped resources of `player` that pay (total, coloured) exactly, if there are enough.
std::optional<std::vector<CardId>> FindPayment(const State& state,
                                               const std::vector<CardInfo>& cards, Seat player,
                                               int32_t total,
                                               const std::array<int32_t, kNumColours>& coloured) {
  int32_t coloured_sum = 0;
  for (int32_t n : coloured) coloured_sum += n;
  const int32_t required = std::max({total, coloured_sum, 0});
  std::vector<CardId> chosen;
  std::vector<CardId> free;
  for (CardId id : state.Player(player).resource) {
    if (!state.Card(id).tapped) free.push_back(id);
  }
  for (int c = 0; c < kNumColours; ++c) {
    int32_t need = coloured[c];
    for (auto it = free.begin(); it != free.end() && need > 0;) {
      const CardState& card = state.Card(*it);
      if (!card.face_down && static_cast<int>(cards[card.Characteristics()].colour) == c) {
        chosen.push_back(*it);
        it = free.erase(it);
        --need;
      } else {
        ++it;
      }
    }
    if (need > 0) return std::nullopt;
  }
  // The colourless rest: face-down resources first, they can pay nothing else.
  std::stable_sort(free.begin(), free.end(), [&](CardId a, CardId b) {
    return state.Card(a).face_down > state.Card(b).face_down;
  });
  for (CardId id : free) {
    if (static_cast<int32_t>(chosen.size()) >= required) break;
    chosen.push_back(id);
  }
  if (static_cast<int32_t>(chosen.size()) != required) return std::nullopt;
  return chosen;
}

// 705(1), 705(4): ways to choose targets for `specs` of an effect of `source` used by `player`:
// one choice per candidate of the first spec (the other specs take their first candidates), at
// most a few; {{}} when there are no specs, {} when no legal choice exists.
std::vector<std::vector<Target>> TargetChoices(const Game& game, const State& state,
                                               const std::vector<cards::TargetSpec>& specs,
                                               CardId source, Seat player,
                                               bool allow_self = false) {
  if (specs.empty()) return {{}};
  std::vector<std::vector<CardId>> candidates;
  for (const cards::TargetSpec& spec : specs) {
    std::vector<CardId> fits;
    for (int seat = 0; seat < kNumSeats; ++seat) {
      for (size_t i = 0; i < state.cards[seat].size(); ++i) {
        const CardId id{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
        if ((id != source || allow_self) && game.Matches(spec.filter, source, player, id) &&
            !game.CannotBeTargeted(id)) {
          fits.push_back(id);
        }
      }
    }
    candidates.push_back(std::move(fits));
  }
  std::vector<std::vector<Target>> choices;
  for (size_t first = 0; first < candidates[0].size() && choices.size() < 4; ++first) {
    std::vector<Target> choice;
    std::vector<CardId> used;
    bool ok = true;
    for (size_t s = 0; s < specs.size() && ok; ++s) {
      size_t start = s == 0 ? first : 0;
      int needed = specs[s].count;
      for (size_t k = 0; k < candidates[s].size() && needed > 0; ++k) {
        const CardId id = candidates[s][(start + k) % candidates[s].size()];
        if (std::find(used.begin(), used.end(), id) != used.end()) continue;
        used.push_back(id);
        choice.push_back(id);
        --needed;
      }
      ok = needed == 0;
    }
    if (ok) choices.push_back(std::move(choice));
  }
  return choices;
}

// 703(1), 702(8): a payment of every part of `cost` for an effect of `card`, if one exists.
std::optional<Payment> EffectPayment(const Game& game, const State& state,
                                     const std::vector<CardInfo>& cards, Seat player, CardId card,
                                     const cards::EffectCost& cost) {
  Payment payment;
  if (cost.resources.total > 0 || !cost.resources.coloured.empty()) {
    std::array<int32_t, kNumColours> coloured{};
    for (const cards::ColourCount& c : cost.resources.coloured) {
      coloured[static_cast<int>(c.colour)] += c.count;
    }
    auto tap = FindPayment(state, cards, player, cost.resources.total, coloured);
    if (!tap) return std::nullopt;
    payment.tap = *tap;
  }
  if (cost.tap_self) {
    if (state.Card(card).tapped || state.Card(card).zone != Zone::kBattle) return std::nullopt;
    payment.tap.push_back(card);
  }
  const PlayerState& me = state.Player(player);
  if (me.hand.size() < cost.discard) return std::nullopt;
  payment.discard.assign(me.hand.begin(), me.hand.begin() + cost.discard);
  if (me.life.size() < cost.scrap_life) return std::nullopt;
  payment.scrap.assign(me.life.begin(), me.life.begin() + cost.scrap_life);
  if (cost.scrap_self) {
    const Zone zone = state.Card(card).zone;
    if (zone != Zone::kBattle && zone != Zone::kEvent) return std::nullopt;
    payment.scrap.push_back(card);
  }
  for (const cards::Filter& filter : cost.scrap_other) {
    std::optional<CardId> found;
    for (Zone zone : {Zone::kBattle, Zone::kEvent, Zone::kResource}) {
      for (CardId id : me.Zone(zone)) {
        if (found || id == card || !game.Matches(filter, card, player, id)) continue;
        if (std::find(payment.scrap.begin(), payment.scrap.end(), id) != payment.scrap.end() ||
            std::find(payment.tap.begin(), payment.tap.end(), id) != payment.tap.end()) {
          continue;
        }
        found = id;
      }
    }
    if (!found) return std::nullopt;
    payment.scrap.push_back(*found);
  }
  return payment;
}

}  // namespace

std::vector<Decision> PlayCandidates(Game& game, const std::vector<CardInfo>& table) {
  const State& state = game.state();
  std::vector<Decision> legal;
  const Seat player = state.waiting_for;
  const PlayerState& me = state.Player(player);
  switch (state.wait) {
    case Wait::kShuffle:
    case Wait::kDieRoll:
    case Wait::kOver:
      return legal;
    case Wait::kTriggerYesNo:
      legal.push_back(ChooseYesNo{true});
      legal.push_back(ChooseYesNo{false});
      break;
    case Wait::kTriggerOrder: {
      ChooseOrder order;
      for (const PendingTrigger& t : state.triggers) {
        if (t.controller == player) order.items.push_back(OrderItem{t.card, t.effect});
      }
      legal.push_back(order);
      std::reverse(order.items.begin(), order.items.end());
      legal.push_back(order);
      break;
    }
    case Wait::kDeclareEffect: {
      const PendingTrigger& t = state.placing.front();
      const cards::EffectCost* cost = game.TriggerCost(t);
      std::optional<Payment> payment =
          cost != nullptr ? EffectPayment(game, state, table, player, t.card, *cost)
                          : std::optional<Payment>(Payment{});
      if (payment) {
        const std::vector<cards::TargetSpec>* specs = game.TriggerSpecs(t);
        for (auto& targets : TargetChoices(
                 game, state, specs != nullptr ? *specs : std::vector<cards::TargetSpec>{}, t.card,
                 player, /*allow_self=*/true)) {
          tcgjudge::ActivateEffect declare;
          declare.card = t.card;
          declare.effect = t.effect;
          declare.payment = *payment;
          declare.targets = std::move(targets);
          legal.push_back(std::move(declare));
        }
      }
      // 702(8): not paid, ignored; 102(4): with no legal target left, left out.
      if (cost != nullptr || !game.HasLegalTarget(t)) legal.push_back(ChooseYesNo{false});
      break;
    }
    case Wait::kEffectChoice: {
      const cards::Effect* effect = game.EffectOf(
          state.resolving.link.card, state.resolving.link.effect, state.resolving.link.info);
      const cards::Action* action = game.CurrentAction();
      const auto* discard =
          action != nullptr ? std::get_if<cards::Discard>(&action->kind) : nullptr;
      const auto* search = action != nullptr ? std::get_if<cards::Search>(&action->kind) : nullptr;
      const auto* put =
          action != nullptr ? std::get_if<cards::PutIntoPlay>(&action->kind) : nullptr;
      if (const Game::LookQuestion question = game.CurrentLookQuestion();
          question != Game::LookQuestion::kNone) {
        std::vector<CardId> asked = game.QuestionCards();
        if (question == Game::LookQuestion::kTake) {  // 614(2): the first that fits, or none.
          const auto& look = std::get<cards::LookAtTop>(action->kind);
          for (CardId id : asked) {
            if (game.Matches(*look.take, state.resolving.link.card, player, id)) {
              legal.push_back(ChooseCards{{id}});
              break;
            }
          }
          legal.push_back(ChooseCards{});
        } else {  // 201(4), 202(5): the order they are in, or reversed.
          legal.push_back(ChooseCards{asked});
          std::reverse(asked.begin(), asked.end());
          legal.push_back(ChooseCards{asked});
        }
      } else if (search != nullptr || put != nullptr) {
        // 615: the first card that fits, or none found (615(3)).
        const cards::Filter& filter = search != nullptr ? search->filter : put->filter;
        const Seat owner = filter.side == cards::Side::kOpponent ? OtherSeat(player) : player;
        for (CardId id : state.Player(owner).Zone(ZoneOf(filter.zone))) {
          if (game.Matches(filter, state.resolving.link.card, player, id)) {
            legal.push_back(ChooseCards{{id}});
            break;
          }
        }
        if (search == nullptr || !game.MustFind(*search, state.resolving.link)) {
          legal.push_back(ChooseCards{});
        }
      } else if (const auto* add =
                     action != nullptr ? std::get_if<cards::AddLifeFrom>(&action->kind) : nullptr) {
        // 202(5): the first candidates, in their order.
        std::vector<CardId> candidates = game.AddLifeCandidates(*add, state.resolving.link);
        candidates.resize(std::min<size_t>(candidates.size(), add->count));
        legal.push_back(ChooseCards{candidates});
      } else if (const auto* scrap =
                     action != nullptr ? std::get_if<cards::Scrap>(&action->kind) : nullptr) {
        // 606: the first or the last cards that fit.
        std::vector<CardId> fits =
            game.ScrapCandidates(*scrap, state.resolving.link, state.waiting_for);
        const size_t n = std::min<size_t>(scrap->count, fits.size());
        legal.push_back(ChooseCards{{fits.begin(), fits.begin() + n}});
        legal.push_back(ChooseCards{{fits.end() - n, fits.end()}});
      } else if (discard != nullptr) {  // 608: the first or the last cards of the hand.
        legal.push_back(ChooseCards{{me.hand.begin(), me.hand.begin() + discard->count}});
        legal.push_back(ChooseCards{{me.hand.end() - discard->count, me.hand.end()}});
      } else if (state.resolving.link.kind == Link::Kind::kEffect && effect != nullptr &&
                 std::holds_alternative<cards::Keyword>(effect->kind)) {
        legal.push_back(ChooseYesNo{true});  // 智谋: keep it on top, or put it at the bottom.
        legal.push_back(ChooseYesNo{false});
      } else {
        for (int32_t n = 1; n <= 6; ++n) legal.push_back(ChooseNumber{n});
      }
      break;
    }
    case Wait::kPriority: {
      legal.push_back(PassPriority{});
      const bool main_timing = player == state.active && state.step == Step::kAction &&
                               state.chain.empty() && state.combat.step == CombatStep::kNone;
      for (CardId id : me.hand) {
        const CardInfo& info = table[state.Card(id).Characteristics()];
        const bool instant = info.category == Category::kTactic && info.instant;
        if (!main_timing && !instant) continue;
        const Game::ResourceCost cost = game.CostToUse(id);  // 303(4).
        auto payment = FindPayment(state, table, player, cost.total, cost.coloured);
        if (!payment) continue;
        PlayCard play;
        play.card = id;
        play.payment.tap = *payment;
        if (info.category == Category::kEquipment) {
          for (CardId character : me.battle) {
            if (!game.IsCharacterInBattle(character)) continue;
            play.targets = {character};
            legal.push_back(play);
          }
        } else if (const cards::OnUse* on_use = game.OnUseOf(id);
                   on_use != nullptr && (info.category == Category::kTactic ||
                                         info.category == Category::kEvent)) {  // 321(2).
          for (auto& targets : TargetChoices(game, state, on_use->targets, id, player)) {
            play.targets = std::move(targets);
            legal.push_back(play);
          }
        } else {
          legal.push_back(play);
          if (info.category == Category::kCharacter && info.enters_as_copy_of) {
            // 706(2): or as a copy of a card that fits (a few of them).
            int offered = 0;
            for (int seat = 0; seat < kNumSeats && offered < 3; ++seat) {
              for (CardId original : state.players[seat].battle) {
                if (offered == 3) break;
                if (!game.Matches(*info.enters_as_copy_of, id, player, original)) continue;
                play.targets = {original};
                legal.push_back(play);
                ++offered;
              }
            }
          }
        }
      }
      // 703: activated effects of our cards in the battle zone whose cost can be paid.
      for (Zone zone : {Zone::kBattle, Zone::kEvent}) {
        for (CardId id : me.Zone(zone)) {
          const CardState& card = state.Card(id);
          const CardInfo& info = table[card.Characteristics()];
          if (game.EffectsLost(id)) continue;  // 708(3).
          for (size_t i = 0; i < info.effects.size() && i < 32; ++i) {
            const auto* a = std::get_if<cards::Activated>(&info.effects[i].kind);
            cards::Activated gather;  // 900(8): 聚气, 【我方回合中】(横置).
            if (const auto* k = std::get_if<cards::Keyword>(&info.effects[i].kind);
                k != nullptr && std::holds_alternative<cards::GatherEnergy>(*k)) {
              gather.during = cards::TurnRestriction::kOwnTurn;
              gather.cost.tap_self = true;
              a = &gather;
            }
            if (a == nullptr || !game.LevelAllows(id, info.effects[i]) ||
                !game.TurnAllows(a->during, player) || (a->in_battle && !game.InBattle(id))) {
              continue;  // 317, 809, A-102.
            }
            if (a->once_per_turn && card.effects_used_turn == state.turn &&
                (card.effects_used & (1u << i)) != 0) {
              continue;
            }
            auto payment = EffectPayment(game, state, table, player, id, a->cost);
            if (!payment) continue;
            tcgjudge::ActivateEffect activate;
            activate.card = id;
            activate.effect = static_cast<uint8_t>(i);
            activate.payment = *payment;
            for (auto& targets : TargetChoices(game, state, a->targets, id, player)) {
              activate.targets = std::move(targets);
              legal.push_back(activate);
            }
          }
        }
      }
      if (main_timing) {
        for (CardId id : me.battle) {
          if (!game.IsCharacterInBattle(id)) continue;
          const CardState& card = state.Card(id);
          const CardInfo& info = table[card.Characteristics()];
          if (!me.levelled_up) {
            for (CardId resource : me.resource) {
              if (!state.Card(resource).face_down) {
                legal.push_back(Upgrade{id, UpgradeMethod::kFlipResource, resource});
                break;
              }
            }
            for (CardId hand : me.hand) {
              const CardInfo& other = table[state.Card(hand).Characteristics()];
              if (other.category == Category::kCharacter && other.colour == info.colour &&
                  game.CardName(hand) == game.CardName(id)) {
                legal.push_back(Upgrade{id, UpgradeMethod::kRevealHand, hand});
                break;
              }
            }
          }
          if (!card.tapped && game.KeywordCount(id, kGuardBit) == 0 && !game.CannotAttack(id) &&
              (card.entered_turn != state.turn || game.KeywordCount(id, kRushBit) > 0) &&
              (!game.CannotAttackLife(id) || game.AnyAttackableCharacter())) {  // 502(2).
            DeclareAttack attack;
            attack.attacker = id;
            const Game::ResourceCost extra = game.AttackCost(id);  // 501(4).
            if (!extra.empty()) {
              auto tap = FindPayment(state, table, player, extra.total, extra.coloured);
              if (!tap) continue;  // It cannot pay: no legal attack.
              attack.payment.tap = std::move(*tap);
            }
            legal.push_back(attack);
          }
        }
      }
      break;
    }
    case Wait::kPlaceResource:
      legal.push_back(PlaceResource{std::nullopt});
      for (CardId id : me.hand) legal.push_back(PlaceResource{id});
      break;
    case Wait::kAttackTarget:
      if (!game.CannotAttackLife(state.combat.attacker)) {  // 502(2).
        legal.push_back(ChooseAttackTarget{std::nullopt});
      }
      for (CardId id : state.Player(state.NonActive()).battle) {
        if (game.IsCharacterInBattle(id) && state.Card(id).tapped && !game.CannotBeAttacked(id)) {
          legal.push_back(ChooseAttackTarget{id});
        }
      }
      break;
    case Wait::kDefender:
      legal.push_back(DeclareDefender{std::nullopt});
      if (game.CannotBeDefended(state.combat.attacker)) break;  // 503(1).
      for (CardId id : me.battle) {
        if (game.IsCharacterInBattle(id) && !state.Card(id).tapped && !game.CannotDefend(id)) {
          legal.push_back(DeclareDefender{id});
        }
      }
      break;
    case Wait::kDiscard: {
      const size_t excess = me.hand.size() - static_cast<size_t>(me.hand_limit);
      legal.push_back(DiscardCards{{me.hand.begin(), me.hand.begin() + excess}});
      legal.push_back(DiscardCards{{me.hand.end() - excess, me.hand.end()}});
      break;
    }
    case Wait::kSameName: {
      // Keep the newest card of each shared name (scrap the older ones), or keep the oldest.
      for (bool keep_newest : {true, false}) {
        ChooseCards choice;
        for (const std::string& name : game.DuplicateNames(player)) {
          std::vector<CardId> holders;
          for (Zone zone : {Zone::kBattle, Zone::kEvent}) {
            for (CardId id : me.Zone(zone)) {
              const auto& names = table[state.Card(id).Characteristics()].character_names;
              if (std::find(names.begin(), names.end(), name) != names.end()) {
                holders.push_back(id);
              }
            }
          }
          std::sort(holders.begin(), holders.end(), [&](CardId a, CardId b) {
            return state.Card(a).object < state.Card(b).object;
          });
          if (keep_newest) {
            holders.pop_back();
          } else {
            holders.erase(holders.begin());
          }
          for (CardId id : holders) {
            if (std::find(choice.cards.begin(), choice.cards.end(), id) == choice.cards.end()) {
              choice.cards.push_back(id);
            }
          }
        }
        legal.push_back(choice);
      }
      break;
    }
  }
  legal.push_back(Concede{});
  return legal;
}

}  // namespace tcgjudge::zero
