// The checks of a 神话起源 card on its own and against its set (card_set.h, docs/cards.md).

#include <set>
#include <string>

#include "events/myth/card_set.h"

namespace tcgjudge::myth {
namespace {

using namespace ::tcgjudge::myth::cards;  // NOLINT: the whole vocabulary is used here.

Status Bad(const std::string& field, const std::string& problem) {
  return Status::InvalidInput(field + ": " + problem);
}

std::string At(const std::string& path, size_t i) { return path + "[" + std::to_string(i) + "]"; }

bool IsCreatureLike(CardType t) { return t == CardType::kCreature || t == CardType::kToken; }

Status ValidateStats(const Card& card) {
  const CardType type = card.Type();
  const std::string kind(CardTypeName(type));
  if (const Creature* c = card.AsCreature()) {
    if (c->life < 1) return Bad(kind + ".life", "a creature has at least 1 life (§22)");
    if (c->power < 0) return Bad(kind + ".power", "printed 武力 is at least 0 (§25.2)");
  }
  if (const Equipment* e = card.AsEquipment()) {
    if (e->durability < 1) {
      return Bad("equipment.durability", "an equipment has at least 1 durability (§19)");
    }
    if (e->power < 0) return Bad("equipment.power", "printed 武力 is at least 0 (§25.2)");
  }
  if (const General* g = card.AsGeneral()) {
    if (g->life < 1) return Bad("general.life", "a general has at least 1 life (§1.1 #1)");
    if (g->power < 0) return Bad("general.power", "printed 武力 is at least 0 (§25.2)");
  }
  const bool pays = card.IsBasic();
  if (!pays && card.cost != 0) {
    return Bad("cost", "a " + kind + " card is never used from the hand and has no 灵力值 (§23)");
  }
  return Status::Ok();
}

// §24: which kinds of card carry faction, class and element marks.
Status ValidateMarks(const Card& card) {
  const CardType type = card.Type();
  const std::string kind(CardTypeName(type));
  if (card.faction != Faction::kNone && type != CardType::kGeneral && !IsCreatureLike(type)) {
    return Bad("faction",
               "only generals and creatures carry a faction, not a " + kind + " card (§24.2)");
  }
  const bool may_have_class = type == CardType::kGeneral || type == CardType::kSpell ||
                              type == CardType::kEquipment || type == CardType::kTreasure;
  if (card.class_ != Class::kNone && !may_have_class) {
    return Bad("class", "only generals, treasures, spells and equipment carry a class, not a " +
                            kind + " card (§24.1)");
  }
  if (card.element != Element::kNone && !IsCreatureLike(type) && type != CardType::kSpell) {
    return Bad("element",
               "only creatures and spells carry an element, not a " + kind + " card (§24.3)");
  }
  std::set<Keyword> seen;
  for (size_t i = 0; i < card.keywords.size(); ++i) {
    if (!seen.insert(card.keywords[i]).second) {
      return Bad(At("keywords", i),
                 std::string(KeywordName(card.keywords[i])) + " is listed twice");
    }
  }
  if (card.from_spirit_zone && !card.IsBasic()) {
    return Bad("fromSpiritZone", "only basic cards are used from the 灵力区 (§27.1)");
  }
  return Status::Ok();
}

Status ValidateSkill(const Card& card, const Skill& skill, const std::string& path, size_t index) {
  const CardType type = card.Type();
  const bool own_skill = type == CardType::kSpell || type == CardType::kAdventure;
  if (skill.kind == SkillKind::kSpell && (!own_skill || index != 0)) {
    return Bad(path + ".kind", "only skill 0 of a spell or adventure card is its own skill (§14)");
  }
  if (own_skill && index == 0 && skill.kind != SkillKind::kSpell) {
    return Bad(path + ".kind", "skill 0 of a spell or adventure card is of kind spell (§14)");
  }
  if (skill.kind == SkillKind::kStatic) {
    if (!skill.actions.empty() || !skill.targets.empty()) {
      return Bad(path + ".actions", "a static skill has modifiers, not actions or targets (§14.1)");
    }
    if (skill.modifiers.empty()) return Bad(path + ".modifiers", "a static skill modifies (§14.1)");
  } else {
    if (!skill.modifiers.empty()) {
      return Bad(path + ".modifiers", "only a static skill has modifiers (§14.1)");
    }
    if (skill.actions.empty()) return Bad(path + ".actions", "the skill does nothing");
  }
  if (skill.nimble && skill.kind != SkillKind::kActivated) {
    return Bad(path + ".nimble", "【灵动】 belongs to activated skills (§14.2)");
  }
  if (skill.optional && skill.kind != SkillKind::kTriggered) {
    return Bad(path + ".optional", "only a triggered skill is optional or mandatory (§15)");
  }
  if (skill.kind != SkillKind::kTriggered && skill.event != Event::kEnterField) {
    return Bad(path + ".event", "only a triggered skill has an event (§14.3)");
  }
  if (skill.kind == SkillKind::kTriggered && !skill.targets.empty() &&
      skill.event == Event::kLeaveField) {
    return Bad(path + ".targets", "a 【阵亡】 skill chooses no targets in this vocabulary");
  }
  if (skill.kind == SkillKind::kActivated && skill.cost.tap && !IsCreatureLike(type) &&
      type != CardType::kGeneral && type != CardType::kTreasure) {
    return Bad(path + ".cost.tap", "only a card on the field taps for a cost (§6)");
  }
  for (size_t t = 0; t < skill.targets.size(); ++t) {
    if (skill.targets[t].count < 1) {
      return Bad(At(path + ".targets", t) + ".count", "a target names at least 1 card (§16.1)");
    }
  }
  for (size_t a = 0; a < skill.actions.size(); ++a) {
    const Action& action = skill.actions[a];
    const std::string at = At(path + ".actions", a);
    const ActionKind kind = KindOf(action);
    const bool needs_targets =
        kind == ActionKind::kDamage || kind == ActionKind::kHeal || kind == ActionKind::kDestroy ||
        kind == ActionKind::kExileUntilReset || kind == ActionKind::kLoseSkills ||
        kind == ActionKind::kLoseKeyword || kind == ActionKind::kGainControl ||
        kind == ActionKind::kReturnToHand;
    if (needs_targets && skill.targets.empty()) {
      return Bad(at, "the action acts on the skill's targets, and it has none (§16)");
    }
    if (const auto* draw = std::get_if<Member<Draw, names::kDraw>>(&action);
        draw != nullptr && draw->count < 1) {
      return Bad(at + ".draw.count", "a draw draws at least 1 card (§2.1)");
    }
    if (const auto* tokens = std::get_if<Member<Tokens, names::kTokens>>(&action)) {
      if (tokens->code.empty()) return Bad(at + ".tokens.code", "names no token card (§9)");
      if (tokens->count < 1) return Bad(at + ".tokens.count", "makes at least 1 token (§9)");
    }
  }
  return Status::Ok();
}

}  // namespace

Status ValidateCard(const Card& card) {
  if (card.code.empty()) return Bad("code", "a card needs a code");
  if (card.name.empty()) return Bad("name", "a card needs a name (§11)");
  TJ_RETURN_IF_ERROR(ValidateStats(card));
  TJ_RETURN_IF_ERROR(ValidateMarks(card));
  const CardType type = card.Type();
  if ((type == CardType::kSpell || type == CardType::kAdventure) && card.skills.empty()) {
    return Bad("skills", "a spell or adventure card has its own skill, skill 0 (§14)");
  }
  for (size_t i = 0; i < card.skills.size(); ++i) {
    TJ_RETURN_IF_ERROR(ValidateSkill(card, card.skills[i], At("skills", i), i));
  }
  return Status::Ok();
}

Status ValidateReferences(const Card& card, const CardSet& set) {
  for (size_t i = 0; i < card.skills.size(); ++i) {
    const Skill& skill = card.skills[i];
    for (size_t a = 0; a < skill.actions.size(); ++a) {
      const auto* tokens = std::get_if<Member<Tokens, names::kTokens>>(&skill.actions[a]);
      if (tokens == nullptr) continue;
      const Card* token = set.Find(tokens->code);
      if (token == nullptr || token->Type() != CardType::kToken) {
        return Bad(At(At("skills", i) + ".actions", a) + ".tokens.code",
                   "\"" + tokens->code + "\" is not a token card of the set (§9)");
      }
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::myth
