#include "engine/wheel/effects.h"

#include "engine/wheel/field.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

using cards::Action;
using cards::TargetKind;

std::string TargetText(const Context& c, const Target& t) {
  if (const CardId* id = std::get_if<CardId>(&t)) return c.Name(*id);
  return Letter(std::get<Seat>(t));
}

bool ChangesStats(Action a) { return a == Action::kAttackBoost || a == Action::kDefenseBoost; }

// Whether `target` is immune to `source`'s effect: face-down (L32), Spell Resistance (L24),
// Devout against a change of its stats (L21). `why` says which.
bool Immune(const Context& c, CardId source, const cards::Effect& e, CardId target, Rule* why) {
  const cards::Card& by = c.Info(source);
  const cards::Card& info = c.Info(target);
  if (c.s.Card(target).face_down) {
    *why = Rule::kTargetFaceDown;
    return true;
  }
  if (by.type == cards::CardType::kMagic && info.keywords.spell_resistance > 0 &&
      by.TotalCost() < info.keywords.spell_resistance) {
    *why = Rule::kSpellResistance;
    return true;
  }
  if (info.keywords.devout && ChangesStats(e.action)) {
    *why = Rule::kDevout;
    return true;
  }
  return false;
}

std::string ImmuneText(const Context& c, CardId source, CardId target, Rule why) {
  switch (why) {
    case Rule::kTargetFaceDown:
      return c.Name(source) + " aims at " + target.ToString() +
             ", a face-down Ambush card, which is immune to card effects";
    case Rule::kSpellResistance:
      return c.Name(source) + " (total cost " + std::to_string(c.Info(source).TotalCost()) +
             ") aims at " + c.Name(target) + ", immune to magic of total cost under " +
             std::to_string(c.Info(target).keywords.spell_resistance);
    default:
      return c.Name(source) + " would change the attack or defense of " + c.Name(target) +
             ", which is Devout";
  }
}

}  // namespace

Status RefuseTargets(const Context& c, const std::vector<Target>& targets) {
  for (const Target& t : targets) {
    const CardId* id = std::get_if<CardId>(&t);
    if (id != nullptr && !InBattleZone(c.s.Card(*id).zone)) {
      return Status::InvalidInput("targets: " + c.Name(*id) +
                                  " is not a war spirit or vehicle "
                                  "on the field (it is in the " +
                                  std::string(ZoneName(c.s.Card(*id).zone)) + ")");
    }
  }
  return Status::Ok();
}

Problems TargetProblems(const Context& c, Seat player, CardId source, uint8_t effect,
                        const std::vector<Target>& targets) {
  Problems out;
  const cards::Effect& e = c.Info(source).effects[effect];
  const bool chosen = e.target == TargetKind::kUnit || e.target == TargetKind::kPlayer;
  if (targets.size() != (chosen ? 1u : 0u)) {
    out.push_back({Rule::kTargets, c.Name(source) + "'s effect " + std::to_string(effect) +
                                       " takes " + (chosen ? "one target" : "no target") +
                                       ", not " + std::to_string(targets.size())});
    return out;
  }
  if (!chosen) return out;
  const Target& t = targets.front();
  const bool is_card = std::holds_alternative<CardId>(t);
  if (is_card != (e.target == TargetKind::kUnit)) {
    out.push_back({Rule::kTargets, c.Name(source) + "'s effect aims at " +
                                       (e.target == TargetKind::kUnit ? "a unit" : "a player") +
                                       ", not " + TargetText(c, t)});
    return out;
  }
  Rule why;
  if (is_card && Immune(c, source, e, std::get<CardId>(t), &why)) {
    out.push_back({why, ImmuneText(c, source, std::get<CardId>(t), why)});
  }
  return out;
}

int MarkDamage(Context& c, CardId id, int amount) {
  const cards::Keywords& k = c.Info(id).keywords;
  const int marked = std::max(0, amount - k.shield);
  CardState& card = c.s.Card(id);
  card.damage += marked;
  if (marked > 0 && !Lethal(c, id) && k.regenerate > 0) {
    card.damage = std::max(0, card.damage - k.regenerate);
  }
  return marked;
}

bool Lethal(const Context& c, CardId id) { return c.s.Card(id).damage >= DefenseOf(c, id); }

int DamageUnit(Context& c, CardId id, int amount) {
  const int marked = MarkDamage(c, id, amount);
  if (Lethal(c, id)) Destroy(c, id);
  return marked;
}

void ResolveEffect(Context& c, Seat controller, CardId source, uint8_t effect,
                   const std::vector<Target>& targets) {
  const cards::Effect& e = c.Info(source).effects[effect];
  std::optional<Target> target;
  switch (e.target) {
    case TargetKind::kNone:
      break;
    case TargetKind::kSelf:
      target = source;
      break;
    case TargetKind::kOpponent:
      target = OtherSeat(controller);
      break;
    case TargetKind::kUnit:
    case TargetKind::kPlayer:
      if (targets.size() == 1) target = targets.front();
      break;
  }
  if (e.action == Action::kDraw) {
    Draw(c, controller, e.amount);
    return;
  }
  if (!target) return;
  if (const Seat* player = std::get_if<Seat>(&*target)) {
    if (e.action == Action::kDamage) c.s.Player(*player).life -= e.amount;
    return;
  }
  const CardId id = std::get<CardId>(*target);
  Rule why;
  // The target must still be a unit on the field, and not immune now (W-17).
  if (!InBattleZone(c.s.Card(id).zone) || Immune(c, source, e, id, &why)) return;
  switch (e.action) {
    case Action::kDamage:
      DamageUnit(c, id, e.amount);
      break;
    case Action::kDestroy:
      Destroy(c, id);
      break;
    case Action::kAttackBoost:
      c.s.Card(id).attack_change += e.amount;
      break;
    case Action::kDefenseBoost:
      c.s.Card(id).defense_change += e.amount;
      if (Lethal(c, id)) Destroy(c, id);
      break;
    default:
      break;
  }
}

void Happen(Context& c, CardId card, cards::TriggerEvent event) {
  const std::vector<cards::Effect>& effects = c.Info(card).effects;
  for (size_t i = 0; i < effects.size(); ++i) {
    if (effects[i].kind == cards::EffectKind::kTriggered && effects[i].on == event) {
      c.triggers.push_back({card, static_cast<uint8_t>(i)});
    }
  }
}

void ResolveTriggers(Context& c) {
  while (!c.triggers.empty() && !c.s.over) {
    // W-15: in the order they became due (what happens at once, the turn player's first).
    const PendingTrigger t = c.triggers.front();
    c.triggers.erase(c.triggers.begin());
    const size_t before = c.triggers.size();
    ResolveEffect(c, t.card.seat, t.card, t.effect, {});
    c.s.chain.resolved.push_back({t.card, t.effect, /*triggered=*/true});
    // What this trigger caused resolves right after it (WOE-CH-3): move them to the front.
    std::rotate(c.triggers.begin(), c.triggers.begin() + before, c.triggers.end());
    SettleResult(c);
  }
  c.triggers.clear();
}

}  // namespace tcgjudge::wheel
