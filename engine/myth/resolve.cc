#include "engine/myth/resolve.h"

#include <algorithm>

#include "engine/myth/field.h"
#include "engine/myth/turn.h"

namespace tcgjudge::myth {
namespace {

using cards::ActionKind;
using cards::CardType;

template <typename T>
const T& As(const cards::Action& action) {
  return std::get<T>(action);
}

// §16.2: the targets still there (the same object, on the field).
std::vector<CardId> LegalTargets(const Context& c, const Entry& entry) {
  std::vector<CardId> out;
  for (size_t i = 0; i < entry.targets.size(); ++i) {
    const CardId id = entry.targets[i];
    const CardState& card = c.s.Card(id);
    if (card.zone == Zone::kField && card.object == entry.target_objects[i]) out.push_back(id);
  }
  return out;
}

void PutFromLibrary(Context& c, Seat seat, const cards::PutFromLibrary& put) {
  // M-18: the first matching cards from the top; "名称为" is the exact name (§11.2).
  std::vector<CardId> chosen;
  for (CardId id : c.s.Player(seat).library) {
    const cards::Card& card = c.Info(id);
    if (card.Type() != CardType::kCreature) continue;
    if (!put.name.empty() && card.name != put.name) continue;
    chosen.push_back(id);
    if (chosen.size() == put.count) break;
  }
  for (CardId id : chosen) EnterField(c, id, seat);  // §4.2: at once; §4.3: no cost.
}

void Act(Context& c, const Entry& entry, const cards::Action& action,
         const std::vector<CardId>& targets) {
  State& s = c.s;
  const Seat you = entry.controller;
  switch (cards::KindOf(action)) {
    case ActionKind::kDraw: {
      const auto& draw = As<cards::Member<cards::Draw, cards::names::kDraw>>(action);
      if (draw.each_player) {
        DrawCards(c, c.Ap(), draw.count);
        DrawCards(c, c.Nap(), draw.count);
      } else {
        DrawCards(c, you, draw.count);
      }
      return;
    }
    case ActionKind::kDamage: {
      const int amount = As<cards::Scalar<uint8_t, cards::names::kDamage>>(action).value;
      for (CardId t : targets) DealDamage(c, entry.card, t, amount, /*combat=*/false);
      return;
    }
    case ActionKind::kHeal: {
      const int amount = As<cards::Scalar<uint8_t, cards::names::kHeal>>(action).value;
      for (CardId t : targets) Heal(c, t, amount);
      return;
    }
    case ActionKind::kPower: {
      const int delta = As<cards::Scalar<int8_t, cards::names::kPower>>(action).value;
      if (entry.targets.empty()) {
        // §11.1: the card's own name means that card only.
        if (OnField(c, entry.card) && s.Card(entry.card).object == entry.card_object) {
          s.Card(entry.card).power_bonus += delta;
        }
        return;
      }
      for (CardId t : targets) s.Card(t).power_bonus += delta;
      return;
    }
    case ActionKind::kDestroy:
      for (CardId t : targets) Destroy(c, t);
      return;
    case ActionKind::kDestroyAllCreatures: {
      std::vector<CardId> all;
      for (Seat seat : {c.Ap(), c.Nap()}) {
        for (CardId id : s.Player(seat).field) {
          if (IsCreature(c, id)) all.push_back(id);
        }
      }
      for (CardId id : all) Destroy(c, id);
      return;
    }
    case ActionKind::kExileUntilReset:
      for (CardId t : targets) {
        MoveCard(c, t, Zone::kExiled);
        if (c.Info(t).Type() == CardType::kToken) continue;  // §9.2: gone instead.
        s.Card(t).exiled_by = entry.card;
        s.Card(t).exiled_by_object = s.Card(entry.card).object;
        TriggerSkills(c, t, cards::Event::kExiled, Owner(t));  // §17.2 #16.
      }
      return;
    case ActionKind::kReturnToHand:
      for (CardId t : targets) {
        MoveCard(c, t, Zone::kHand);  // §10.2: its owner's hand; a token leaves the game.
        if (s.Card(t).zone == Zone::kHand) {
          TriggerAllSkills(c, Owner(t), cards::Event::kYouPutIntoHand);  // §17.2 #2.
        }
      }
      return;
    case ActionKind::kTokens: {
      const auto& tokens = As<cards::Member<cards::Tokens, cards::names::kTokens>>(action);
      const uint16_t def = *c.cards.Find(tokens.code);
      for (int i = 0; i < tokens.count; ++i) MakeToken(c, you, def);
      return;
    }
    case ActionKind::kLoseSkills:
      for (CardId t : targets) s.Card(t).lost_skills = true;
      return;
    case ActionKind::kLoseKeyword: {
      const auto keyword = As<cards::Scalar<cards::Keyword, cards::names::kLoseKeyword>>(action);
      for (CardId t : targets) {
        s.Card(t).lost_keywords |= static_cast<uint8_t>(1u << static_cast<int>(keyword.value));
      }
      return;
    }
    case ActionKind::kGainControl:
      // §10.2: not entering the field: no 【叫阵】, damage and effects stay.
      for (CardId t : targets) {
        CardState& card = s.Card(t);
        if (card.controller == you) continue;
        auto& from = s.Player(card.controller).field;
        from.erase(std::find(from.begin(), from.end(), t));
        card.controller = you;
        s.Player(you).field.push_back(t);
      }
      return;
    case ActionKind::kResetGeneral: {
      CardState& general = s.Card(s.Player(you).general);
      if (general.tapped) {
        general.tapped = false;
        TriggerSkills(c, s.Player(you).general, cards::Event::kReset, you);
      }
      return;
    }
    case ActionKind::kUseSpiritZone:
      s.Player(you).spirit_use_turn = s.turn.number;
      return;
    case ActionKind::kPutCreaturesFromLibrary:
      PutFromLibrary(
          c, you,
          As<cards::Member<cards::PutFromLibrary, cards::names::kPutCreaturesFromLibrary>>(action));
      return;
  }
}

void RunSkill(Context& c, const Entry& entry, const cards::Skill& skill) {
  const std::vector<CardId> targets = LegalTargets(c, entry);
  if (!entry.targets.empty() && targets.empty()) return;  // §16.2: every target is gone.
  for (const cards::Action& action : skill.actions) Act(c, entry, action, targets);
}

}  // namespace

void ResolveEntry(Context& c, const Entry& entry) {
  const cards::Card& card = c.Info(entry.card);
  if (entry.kind != EntryKind::kCard) {
    RunSkill(c, entry, card.skills[entry.skill]);
    return;
  }
  switch (card.Type()) {
    case CardType::kCreature:
      // §17.2 #3 (M-22): "used" triggers as it resolves, before it enters the field.
      TriggerAllSkills(c, entry.controller, cards::Event::kYouUseCard);
      EnterField(c, entry.card, entry.controller);
      return;
    case CardType::kEquipment:
      TriggerAllSkills(c, entry.controller, cards::Event::kYouUseCard);
      Wear(c, entry.controller, entry.card);
      return;
    default:
      RunSkill(c, entry, card.skills[0]);
      // §18.2: a spell goes to the discard pile once it has resolved.
      if (c.s.Card(entry.card).zone == Zone::kStack) MoveCard(c, entry.card, Zone::kDiscard);
      TriggerAllSkills(c, entry.controller, cards::Event::kYouUseSpell);  // §17.2 #5.
      return;
  }
}

int DealDamage(Context& c, CardId source, CardId target, int amount, bool combat) {
  int reduction = 0;
  if (combat && HasModifier(c, target, cards::ModifierKind::kCombatDamageReduction, &reduction)) {
    amount -= reduction;  // §22.4: per instance.
  }
  if (!combat && HasModifier(c, target, cards::ModifierKind::kNonCombatDamageZero)) amount = 0;
  if (amount <= 0) return 0;  // §22.3: no damage, nothing triggers.
  c.s.Card(target).damage = static_cast<int8_t>(std::min(c.s.Card(target).damage + amount, 127));
  if (c.s.HasCard(source) && c.s.Card(source).zone == Zone::kField) {
    TriggerSkills(c, source, cards::Event::kDealtDamage, c.s.Card(source).controller);
  }
  return amount;
}

void Heal(Context& c, CardId target, int amount) {
  CardState& card = c.s.Card(target);
  card.damage = static_cast<int8_t>(std::max(card.damage - amount, 0));  // §19: the cap.
}

void Wear(Context& c, Seat seat, CardId equipment) {
  for (CardId worn : WornEquipment(c, seat)) {
    if (c.s.Card(worn).tapped) Destroy(c, worn);  // §20.2: sacrificed.
  }
  EnterField(c, equipment, seat);
  TriggerSkills(c, equipment, cards::Event::kWorn, seat);
}

CardId MakeToken(Context& c, Seat seat, uint16_t def) {
  State& s = c.s;
  PlayerState& player = s.Player(seat);
  s.tokens[SeatIndex(seat)].push_back(CardState{});
  const CardId id = CardId::Token(seat, ++player.tokens);
  Reveal(s, id, def);
  s.Card(id).zone = Zone::kStack;
  s.Card(id).controller = seat;
  EnterField(c, id, seat);
  return id;
}

}  // namespace tcgjudge::myth
