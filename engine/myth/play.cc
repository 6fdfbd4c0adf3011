#include "engine/myth/play.h"

#include <algorithm>

#include "engine/myth/field.h"
#include "engine/myth/window.h"

namespace tcgjudge::myth {
namespace {

using cards::CardType;

// Who may add an entry where (§14.2, §18.4, §18.5, M-9).
Problems TimingProblems(const Context& c, Seat player, bool fast, uint8_t position, Rule slow_rule,
                        const std::string& what) {
  const State& s = c.s;
  if (!MayAct(c, player)) {
    return {{Rule::kPriority, Letter(player) + " " + what + " without holding priority"}};
  }
  Problems out;
  if (s.wait == Wait::kPriority && !fast) {
    out.push_back({slow_rule, Letter(player) + " " + what +
                                  " in an open window; only the active player's main phase with "
                                  "no window open allows it"});
  }
  if (s.window.open && !s.window.stack.empty() && position == 1) {
    out.push_back(
        {Rule::kInsertBelowFirst, Letter(player) + " " + what + " as ①, below the first entry"});
  }
  return out;
}

Status RefusePosition(const Context& c, uint8_t position, const std::string& field) {
  const size_t top = c.s.window.open ? c.s.window.stack.size() + 1 : 1;
  if (position < 1 || position > top) {
    return Status::InvalidInput(field + ".at: position " + std::to_string(position) +
                                " is not on the stack (1.." + std::to_string(top) + ")");
  }
  return Status::Ok();
}

Status RefuseSpirit(const Context& c, Seat player, const std::vector<CardId>& spirit,
                    const std::string& field) {
  const std::vector<CardId>& zone = c.s.Player(player).spirit;
  for (size_t i = 0; i < spirit.size(); ++i) {
    if (!Contains(zone, spirit[i])) {
      return Status::InvalidInput(field + ".spirit[" + std::to_string(i) + "]: " +
                                  c.Name(spirit[i]) + " is not in " + Letter(player) + "'s 灵力区");
    }
    if (std::count(spirit.begin(), spirit.end(), spirit[i]) > 1) {
      return Status::InvalidInput(field + ".spirit: " + c.Name(spirit[i]) + " is named twice");
    }
  }
  return Status::Ok();
}

// §12.1, §26: exactly `cost` upright 灵力区 cards.
void CostProblems(const Context& c, Seat player, int cost, const std::vector<CardId>& spirit,
                  const std::string& what, Problems& out) {
  for (CardId id : spirit) {
    if (c.s.Card(id).tapped) {
      out.push_back({Rule::kCost, Letter(player) + " paid for " + what + " with " + c.Name(id) +
                                      ", which is tapped"});
    }
  }
  if (static_cast<int>(spirit.size()) != cost) {
    out.push_back({Rule::kCost, Letter(player) + " paid " + std::to_string(spirit.size()) +
                                    " 灵力 for " + what + ", which costs " + std::to_string(cost)});
  }
}

void TargetProblems(const Context& c, Seat player, const cards::Skill* skill,
                    const std::vector<CardId>& targets, const std::string& what, Problems& out) {
  if (skill == nullptr) {
    if (!targets.empty()) out.push_back({Rule::kTargets, what + " takes no targets"});
    return;
  }
  const std::string bad = TargetProblem(c, player, *skill, targets);
  if (!bad.empty()) out.push_back({Rule::kTargets, what + ": " + bad});
}

void Pay(Context& c, const std::vector<CardId>& spirit) {
  for (CardId id : spirit) c.s.Card(id).tapped = true;
}

Entry MakeEntry(const Context& c, EntryKind kind, Seat player, CardId card, uint8_t skill,
                const std::vector<CardId>& targets) {
  Entry entry{kind, player, card, c.s.Card(card).object, skill, targets, {}};
  for (CardId t : targets) entry.target_objects.push_back(c.s.Card(t).object);
  return entry;
}

const cards::Skill* SpellSkill(const cards::Card& card) {
  return card.Type() == CardType::kSpell ? &card.skills[0] : nullptr;
}

}  // namespace

int CostToUse(const Context& c, Seat player, CardId card) {
  int cost = c.Info(card).cost;
  for (CardId id : c.s.Player(player).field) {
    int less = 0;
    if (HasModifier(c, id, cards::ModifierKind::kCostReduction, &less)) cost -= less;
  }
  return std::max(cost, 0);  // §26.
}

bool MayAct(const Context& c, Seat player) {
  const State& s = c.s;
  return (s.wait == Wait::kMain && player == c.Ap()) ||
         (s.wait == Wait::kPriority && s.waiting_for == player);
}

// ----- useCard ----------------------------------------------------------------------------------

Status RefuseUseCard(const Context& c, Seat player, const UseCard& d) {
  const PlayerState& p = c.s.Player(player);
  const bool from_spirit = Contains(p.spirit, d.card) && c.s.Card(d.card).face_down;
  if (!Contains(p.hand, d.card) && !from_spirit) {
    return Status::InvalidInput("useCard.card: " + c.Name(d.card) + " is not in " + Letter(player) +
                                "'s hand or face-down in their 灵力区");
  }
  const CardType type = c.Info(d.card).Type();
  if (type == CardType::kAdventure) {
    return Status::InvalidInput("useCard.card: " + c.Name(d.card) +
                                " is an adventure card: it is flipped in the 灵力区 (M-8)");
  }
  TJ_RETURN_IF_ERROR(RefusePosition(c, d.at.position, "useCard"));
  return RefuseSpirit(c, player, d.spirit, "useCard");
}

Problems UseCardProblems(const Context& c, Seat player, const UseCard& d) {
  const cards::Card& card = c.Info(d.card);
  const std::string what = "used " + c.Name(d.card);
  Problems out = TimingProblems(c, player, card.HasKeyword(cards::Keyword::kInstant), d.at.position,
                                Rule::kCardTiming, what);
  if (!out.empty() && out.front().rule == Rule::kPriority) return out;
  const PlayerState& p = c.s.Player(player);
  if (Contains(p.spirit, d.card) && !card.from_spirit_zone &&
      p.spirit_use_turn != c.s.turn.number) {
    out.push_back({Rule::kSpiritZoneUse, Letter(player) + " used " + c.Name(d.card) +
                                             " face-down from the 灵力区; neither its text nor an "
                                             "effect allows it"});
  }
  CostProblems(c, player, CostToUse(c, player, d.card), d.spirit, c.Name(d.card), out);
  TargetProblems(c, player, SpellSkill(card), d.targets, c.Name(d.card), out);
  return out;
}

void DoUseCard(Context& c, Seat player, const UseCard& d) {
  if (!MayAct(c, player)) return;
  Pay(c, d.spirit);
  Entry entry = MakeEntry(c, EntryKind::kCard, player, d.card, 0, d.targets);
  MoveCard(c, d.card, Zone::kStack);  // §17.1: used, not yet resolved (M-10).
  entry.card_object = c.s.Card(d.card).object;
  AddEntry(c, std::move(entry), d.at.position);
}

// ----- activateSkill ----------------------------------------------------------------------------

Status RefuseActivateSkill(const Context& c, Seat player, const ActivateSkill& d) {
  const CardState& card = c.s.Card(d.card);
  if (card.zone != Zone::kField || card.controller != player) {
    return Status::InvalidInput("activateSkill.card: " + c.Name(d.card) +
                                " is not on the field "
                                "under " +
                                Letter(player) + "'s control");
  }
  const std::vector<cards::Skill>& skills = c.Info(d.card).skills;
  if (d.skill >= skills.size()) {
    return Status::InvalidInput("activateSkill.skill: " + c.Name(d.card) + " has " +
                                std::to_string(skills.size()) + " skills");
  }
  const cards::SkillKind kind = skills[d.skill].kind;
  if (kind != cards::SkillKind::kActivated && kind != cards::SkillKind::kTriggered) {
    return Status::InvalidInput("activateSkill.skill: skill " + std::to_string(d.skill) + " of " +
                                c.Name(d.card) + " is not started by a player");
  }
  TJ_RETURN_IF_ERROR(RefusePosition(c, d.at.position, "activateSkill"));
  return RefuseSpirit(c, player, d.spirit, "activateSkill");
}

Problems ActivateSkillProblems(const Context& c, Seat player, const ActivateSkill& d) {
  const cards::Skill& skill = c.Info(d.card).skills[d.skill];
  const std::string what = "started skill " + std::to_string(d.skill) + " of " + c.Name(d.card);
  if (skill.kind == cards::SkillKind::kTriggered) {
    return {{Rule::kTriggerInWindow,
             Letter(player) + " " + what +
                 ", a triggered skill, into the current window; it waits for a new one"}};
  }
  Problems out = TimingProblems(c, player, skill.nimble, d.at.position, Rule::kSkillTiming, what);
  if (!out.empty() && out.front().rule == Rule::kPriority) return out;
  if (!SkillsActive(c, d.card)) {
    out.push_back({Rule::kNotTriggered,
                   Letter(player) + " " + what + ", which it lost with its printed skills (§8)"});
  }
  if (skill.cost.tap && c.s.Card(d.card).tapped) {
    out.push_back({Rule::kCost, Letter(player) + " " + what + " by tapping it while tapped"});
  }
  if (skill.cost.tap && IsSummoningSick(c, d.card)) {
    out.push_back({Rule::kSummoningSickness,
                   Letter(player) + " " + what +
                       " by tapping it the turn it entered the field, without 【先锋】"});
  }
  CostProblems(c, player, skill.cost.mana, d.spirit, "the skill", out);
  TargetProblems(c, player, &skill, d.targets, "the skill", out);
  return out;
}

void DoActivateSkill(Context& c, Seat player, const ActivateSkill& d) {
  if (!MayAct(c, player)) return;
  const cards::Skill& skill = c.Info(d.card).skills[d.skill];
  Pay(c, d.spirit);
  if (skill.cost.tap) c.s.Card(d.card).tapped = true;
  const EntryKind kind =
      skill.kind == cards::SkillKind::kTriggered ? EntryKind::kTrigger : EntryKind::kSkill;
  AddEntry(c, MakeEntry(c, kind, player, d.card, d.skill, d.targets), d.at.position);
}

// ----- flipAdventure ----------------------------------------------------------------------------

Status RefuseFlipAdventure(const Context& c, Seat player, const FlipAdventure& d) {
  const CardState& card = c.s.Card(d.card);
  if (!Contains(c.s.Player(player).spirit, d.card) || !card.face_down) {
    return Status::InvalidInput("flipAdventure.card: " + c.Name(d.card) + " is not face-down in " +
                                Letter(player) + "'s 灵力区");
  }
  if (c.Info(d.card).Type() != CardType::kAdventure) {
    return Status::InvalidInput("flipAdventure.card: " + c.Name(d.card) +
                                " is not an adventure card");
  }
  TJ_RETURN_IF_ERROR(RefusePosition(c, d.at.position, "flipAdventure"));
  return RefuseSpirit(c, player, d.spirit, "flipAdventure");
}

Problems FlipAdventureProblems(const Context& c, Seat player, const FlipAdventure& d) {
  // §14.3 [激励]: an adventure's skill may respond to or be inserted into a stack (M-8).
  const std::string what = "flipped " + c.Name(d.card);
  Problems out = TimingProblems(c, player, /*fast=*/true, d.at.position, Rule::kCardTiming, what);
  if (!out.empty() && out.front().rule == Rule::kPriority) return out;
  const cards::Skill& skill = c.Info(d.card).skills[0];
  CostProblems(c, player, skill.cost.mana, d.spirit, c.Name(d.card), out);
  TargetProblems(c, player, &skill, d.targets, c.Name(d.card), out);
  return out;
}

void DoFlipAdventure(Context& c, Seat player, const FlipAdventure& d) {
  if (!MayAct(c, player)) return;
  Pay(c, d.spirit);
  c.s.Card(d.card).face_down = false;
  TriggerAllSkills(c, player, cards::Event::kAdventureFlipped);  // §17.2 #11.
  AddEntry(c, MakeEntry(c, EntryKind::kSkill, player, d.card, 0, d.targets), d.at.position);
}

// ----- placeSpirit ------------------------------------------------------------------------------

Status RefusePlaceSpirit(const Context& c, Seat player, const PlaceSpirit& d) {
  if (!Contains(c.s.Player(player).hand, d.card)) {
    return Status::InvalidInput("placeSpirit.card: " + c.Name(d.card) + " is not in " +
                                Letter(player) + "'s hand");
  }
  return Status::Ok();
}

Problems PlaceSpiritProblems(const Context& c, Seat player, const PlaceSpirit& d) {
  const State& s = c.s;
  if (!MayAct(c, player)) {
    return {{Rule::kPriority, Letter(player) + " placed " + c.Name(d.card) +
                                  " into the 灵力区 without holding priority"}};
  }
  Problems out;
  if (s.wait != Wait::kMain) {
    out.push_back({Rule::kSpiritPlacement, Letter(player) + " placed " + c.Name(d.card) +
                                               " into the 灵力区 in an open window"});
  }
  const PlayerState& p = s.Player(player);
  const int placed = p.spirit_turn == s.turn.number ? p.spirit_placed : 0;
  if (placed >= s.options.spirit_per_turn) {
    out.push_back(
        {Rule::kSpiritPlacement, Letter(player) + " placed a card into the 灵力区 beyond " +
                                     std::to_string(s.options.spirit_per_turn) + " this turn"});
  }
  return out;
}

void DoPlaceSpirit(Context& c, Seat player, const PlaceSpirit& d) {
  if (!MayAct(c, player)) return;
  PlayerState& p = c.s.Player(player);
  if (p.spirit_turn != c.s.turn.number) p.spirit_placed = 0;
  p.spirit_turn = c.s.turn.number;
  ++p.spirit_placed;
  MoveCard(c, d.card, Zone::kSpirit);
}

}  // namespace tcgjudge::myth
