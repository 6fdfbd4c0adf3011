// ValidateCard: the checks of one card on its own (docs/cards.md section 10).

#include <capnp/schema.h>

#include <set>
#include <tuple>

#include "events/printable.h"
#include "events/zero/card_set.h"
#include "events/zero/cards.capnp.h"

namespace tcgjudge {
namespace {

namespace s = ::tcgjudge::schema::cards;

using namespace ::tcgjudge::cards;  // NOLINT: the whole vocabulary is used here.

std::string Index(const std::string& path, unsigned i) {
  return path + "[" + std::to_string(i) + "]";
}

bool IsCardCode(std::string_view code) {
  if (code.empty() || code.size() > 32) return false;
  for (char c : code) {
    const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                    c == '.' || c == '_' || c == '-';
    if (!ok) return false;
  }
  return true;
}

Status Bad(const std::string& path, const std::string& problem) {
  return Status::InvalidInput(path + ": " + problem);
}

std::string_view TimingLabel(Timing timing) {
  static constexpr std::string_view kLabels[kNumTimings] = {
      "【登场时】",         "【破坏时】",         "【战斗破坏时】", "【攻击破坏时】",
      "【防御破坏时】",     "【战斗胜利时】",     "【攻击胜利时】", "【防御胜利时】",
      "【攻击时】",         "【防御时】",         "【被攻击时】",   "【回合开始时】",
      "【我方回合开始时】", "【对方回合开始时】", "【回合结束时】", "【我方回合结束时】",
      "【对方回合结束时】", "此牌进入休息区时",   "【战斗时】"};
  return kLabels[static_cast<size_t>(timing)];
}

class Validator {
 public:
  explicit Validator(const CardDef& card) : card_(card) {}

  Status Run() {
    if (card_.code.empty()) return Bad("code", "missing");
    if (!IsCardCode(card_.code)) {
      return Bad("code", "'" + PrintableText(card_.code) +
                             "' is not a card code (1-32 characters of A-Z a-z 0-9 . _ -)");
    }
    if (card_.name.empty()) return Bad("name", "missing (301)");
    TJ_RETURN_IF_ERROR(CheckCost(card_.cost, "cost"));
    TJ_RETURN_IF_ERROR(CheckNames(card_.character_names, "characterNames", "305"));
    TJ_RETURN_IF_ERROR(CheckNames(card_.attributes, "attributes", "306"));
    TJ_RETURN_IF_ERROR(CheckCategoryFields());
    TJ_RETURN_IF_ERROR(CheckPerCard(card_.atk_per, "atkPer", "308(4)"));
    TJ_RETURN_IF_ERROR(CheckPerCard(card_.def_per, "defPer", "309(4)"));
    TJ_RETURN_IF_ERROR(CheckPerCard(card_.cost_per, "costPer", "303(5)"));
    for (size_t i = 0; i < card_.effects.size(); ++i) {
      TJ_RETURN_IF_ERROR(CheckEffect(card_.effects[i], Index("effects", i)));
    }
    TJ_RETURN_IF_ERROR(CheckSimultaneousSets());
    TJ_RETURN_IF_ERROR(CheckEntersAsCopy());
    return CheckSampleValues();
  }

 private:
  bool Is(Category c) const { return card_.category == c; }

  Status CheckCost(const Cost& cost, const std::string& path) {
    if (cost.total < 0) {
      return Bad(path + ".total", std::to_string(cost.total) + " is below 0 (303(3))");
    }
    std::set<Colour> colours;
    for (size_t i = 0; i < cost.coloured.size(); ++i) {
      const std::string p = Index(path + ".coloured", i);
      if (cost.coloured[i].count < 1) return Bad(p + ".count", "must be at least 1 (303(3))");
      if (!colours.insert(cost.coloured[i].colour).second) {
        return Bad(p + ".colour",
                   std::string(ColourName(cost.coloured[i].colour)) + " is given twice (303(3))");
      }
    }
    if (cost.total < cost.ColouredTotal()) {
      return Bad(path + ".total", std::to_string(cost.total) + " is less than the coloured cost " +
                                      std::to_string(cost.ColouredTotal()) + " (303(4))");
    }
    return Status::Ok();
  }

  static Status CheckNames(const std::vector<std::string>& names, const std::string& path,
                           const std::string& rule) {
    std::set<std::string_view> seen;
    for (size_t i = 0; i < names.size(); ++i) {
      if (names[i].empty()) return Bad(Index(path, i), "empty (" + rule + ")");
      if (!seen.insert(names[i]).second) {
        return Bad(Index(path, i),
                   "'" + PrintableText(names[i]) + "' is given twice (" + rule + ")");
      }
    }
    return Status::Ok();
  }

  Status CheckCategoryFields() {
    if (Is(Category::kCharacter)) {
      if (card_.atk < 0) return Bad("atk", std::to_string(card_.atk) + " is below 0 (308)");
      if (card_.def_per ? card_.def < 0 : card_.def <= 0) {
        return Bad("def", card_.def_per ? std::to_string(card_.def) + " is below 0 (309(4))"
                                        : "a character's printed DEF must be above 0 (309(3))");
      }
    } else {
      if (card_.atk != 0) return Bad("atk", "only characters have ATK and DEF (308)");
      if (card_.def != 0) return Bad("def", "only characters have ATK and DEF (309)");
    }
    if (!Is(Category::kEquipment)) {
      if (card_.atk_bonus != 0) return Bad("atkBonus", "only equipment has bonuses (310)");
      if (card_.def_bonus != 0) return Bad("defBonus", "only equipment has bonuses (310)");
      if (card_.equip_opponent) {
        return Bad("equipOpponent", "only equipment is equipped to a character (319)");
      }
    }
    if (!Is(Category::kTactic) && card_.tactic_speed != TacticSpeed::kNormal) {
      return Bad("tacticSpeed", "only tactics are instant (311)");
    }
    return Status::Ok();
  }

  // 701(4), A-88: one card's continuous effects start to apply at the same instant (as it
  // enters), and the active player would order them. Additions commute and A-68 puts a card's
  // set before its additions; two effects that set one value (ATK, DEF, the card name, the
  // attributes), or one that sets the attributes beside another that adds some, would need the
  // order, which the engine does not ask for: refused.
  Status CheckSimultaneousSets() {
    bool atk = false, def = false, name = false, attributes = false, added = false;
    for (size_t i = 0; i < card_.effects.size(); ++i) {
      const auto* c = std::get_if<Continuous>(&card_.effects[i].kind);
      if (c == nullptr) continue;
      const bool sets_attributes = !c->set_attributes.empty();
      const bool adds_attributes = !c->add_attributes.empty();
      for (auto [set, seen, field] : {std::tuple{c->set_atk.has_value(), &atk, "setAtk"},
                                      std::tuple{c->set_def.has_value(), &def, "setDef"},
                                      std::tuple{!c->set_name.empty(), &name, "setName"},
                                      std::tuple{sets_attributes, &attributes, "setAttributes"}}) {
        if (!set) continue;
        if (*seen) {
          return Bad(Index("effects", i) + ".continuous." + field,
                     "a second continuous effect of this card sets the same value: both start "
                     "to apply as the card enters, and the active player would order them "
                     "(701(4)), which this engine does not ask");
        }
        *seen = true;
      }
      if ((sets_attributes && added) || (adds_attributes && !sets_attributes && attributes)) {
        return Bad(Index("effects", i) + ".continuous." +
                       (sets_attributes ? "setAttributes" : "addAttributes"),
                   "another continuous effect of this card changes its attributes: both start "
                   "to apply as the card enters, and the active player would order them "
                   "(701(4)), which this engine does not ask");
      }
      added = added || adds_attributes;
    }
    return Status::Ok();
  }

  // 706(2): "将此牌作为战斗区中的一张牌来登场".
  Status CheckEntersAsCopy() {
    if (!card_.enters_as_copy_of) return Status::Ok();
    if (!Is(Category::kCharacter)) {
      return Bad("entersAsCopyOf", "only characters enter the battle zone as a copy (706(2))");
    }
    TJ_RETURN_IF_ERROR(CheckFilter(*card_.enters_as_copy_of, "entersAsCopyOf"));
    if (card_.enters_as_copy_of->zone != Zone::kBattle) {
      return Bad("entersAsCopyOf.zone", "the card copied is in a battle zone (706(2))");
    }
    if (card_.enters_as_copy_of->self) {
      return Bad("entersAsCopyOf.self", "a card cannot enter as a copy of itself (706(2))");
    }
    return Status::Ok();
  }

  // 303(5), 308(4), 309(4): an undetermined value, on characters only ("某些角色牌").
  Status CheckPerCard(const std::optional<PerCard>& per, const std::string& path,
                      const std::string& rule) {
    if (!per) return Status::Ok();
    if (!Is(Category::kCharacter)) {
      return Bad(path, "only characters have an undetermined value (" + rule + ")");
    }
    if (per->amount == 0) return Bad(path + ".amount", "0 changes nothing (" + rule + ")");
    return CheckFilter(per->filter, path + ".filter", /*reads_stats=*/true);
  }

  // `reads_stats`: the filter is read while ATK, DEF or a cost is computed (a continuous effect,
  // an undetermined value), so it cannot itself read ATK or DEF (maxAtk, maxDef): that would
  // never end.
  Status CheckFilter(const Filter& f, const std::string& path, bool reads_stats = false) {
    if (f.self && f.other) return Bad(path, "self and other exclude each other");
    if (f.self && f.chosen) return Bad(path, "self and chosen exclude each other");
    if (f.max_cost && *f.max_cost < 0) {
      return Bad(path + ".maxCost", std::to_string(*f.max_cost) + " is below 0");
    }
    for (const auto& [bound, field] : {std::pair{&f.max_atk, ".maxAtk"}, {&f.max_def, ".maxDef"}}) {
      if (!*bound) continue;
      if (**bound < 0) return Bad(path + field, std::to_string(**bound) + " is below 0");
      if (reads_stats) {
        return Bad(path + field,
                   "not here: ATK and DEF are computed from this filter (continuous effects, "
                   "atkPer, defPer, costPer), so it cannot read them");
      }
    }
    for (const auto* names : {&f.has_all_names, &f.has_any_name}) {
      for (const std::string& name : *names) {
        if (name.empty()) {
          return Bad(path + (names == &f.has_all_names ? ".hasAllNames" : ".hasAnyName"),
                     "an empty 『』 name");
        }
      }
    }
    return Status::Ok();
  }

  Status CheckTargets(const std::vector<TargetSpec>& targets, const std::string& path) {
    for (size_t i = 0; i < targets.size(); ++i) {
      TJ_RETURN_IF_ERROR(CheckFilter(targets[i].filter, Index(path, i) + ".filter"));
      if (targets[i].count < 1) {
        return Bad(Index(path, i) + ".count", "must be at least 1 (705(1))");
      }
    }
    return Status::Ok();
  }

  Status CheckCondition(const std::optional<Condition>& condition, const std::string& path,
                        bool reads_stats = false) {
    if (!condition) return Status::Ok();
    TJ_RETURN_IF_ERROR(CheckFilter(condition->filter, path + ".filter", reads_stats));
    if (condition->at_least < 1) {
      return Bad(path + ".atLeast", "must be at least 1 (leave the condition out instead)");
    }
    return Status::Ok();
  }

  Status CheckEffectCost(const EffectCost& cost, const std::string& path) {
    if (cost.tap_self && !Is(Category::kCharacter) && !Is(Category::kEquipment)) {
      return Bad(path + ".tapSelf", "only characters and equipment can be tapped (104(4), (5))");
    }
    TJ_RETURN_IF_ERROR(CheckCost(cost.resources, path + ".resources"));
    for (size_t i = 0; i < cost.scrap_other.size(); ++i) {
      const std::string p = Index(path + ".scrapOther", i);
      TJ_RETURN_IF_ERROR(CheckFilter(cost.scrap_other[i], p));
      if (cost.scrap_other[i].side == Side::kOpponent) {
        return Bad(p + ".side", "only our own cards can be scrapped (606(1))");
      }
    }
    return Status::Ok();
  }

  static Status CheckTarget(uint8_t target, size_t targets, const std::string& path) {
    if (target < targets) return Status::Ok();
    return Bad(path, "target " + std::to_string(target) + " does not exist (the effect has " +
                         (targets == 0
                              ? std::string("no targets")
                              : std::to_string(targets) + (targets == 1 ? " target" : " targets")) +
                         ")");
  }

  // `nested`: the actions of a rollDie or an insteadIf, not the effect's own list.
  Status CheckActions(const std::vector<Action>& actions, const std::vector<TargetSpec>& specs,
                      const std::string& path, bool nested = false) {
    if (actions.empty()) return Bad(path, "no actions: the effect does nothing");
    for (size_t i = 0; i < actions.size(); ++i) {
      const std::string p = Index(path, i) + "." + std::string(ActionName(actions[i]));
      TJ_RETURN_IF_ERROR(CheckAction(actions[i], specs, p, nested, i));
    }
    return Status::Ok();
  }

  Status CheckAction(const Action& action, const std::vector<TargetSpec>& specs,
                     const std::string& p, bool nested, size_t index) {
    const size_t targets = specs.size();
    return std::visit(
        [&](const auto& a) -> Status {
          using T = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<T, Draw>) {
            if (a.count < 1) return Bad(p, "must draw at least 1 card (602)");
          } else if constexpr (std::is_same_v<T, Damage>) {
            if (a.amount < 1) return Bad(p + ".amount", "must be at least 1 (607)");
            if (a.target) return CheckTarget(*a.target, targets, p + ".target");
          } else if constexpr (std::is_same_v<T, Destroy>) {
            return CheckTarget(a.target, targets, p);
          } else if constexpr (std::is_same_v<T, Discard>) {
            if (a.count < 1) return Bad(p, "must discard at least 1 card (608)");
          } else if constexpr (std::is_same_v<T, Search>) {
            TJ_RETURN_IF_ERROR(CheckFilter(a.filter, p + ".filter"));
            if (a.filter.zone == Zone::kBattle || a.filter.zone == Zone::kEvent ||
                a.filter.zone == Zone::kChain) {
              return Bad(p + ".filter.zone", "give the zone searched, e.g. \"deck\" (615(1))");
            }
          } else if constexpr (std::is_same_v<T, PutIntoPlay>) {
            TJ_RETURN_IF_ERROR(CheckFilter(a.filter, p + ".filter"));
            if (a.filter.zone == Zone::kBattle || a.filter.zone == Zone::kEvent ||
                a.filter.zone == Zone::kChain) {
              return Bad(p + ".filter.zone",
                         "give the zone the card comes from, e.g. \"hand\" (a card in the battle "
                         "zone is in play already, 205(2))");
            }
          } else if constexpr (std::is_same_v<T, Buff>) {
            if (a.self && a.target != 0) return Bad(p, "self and target exclude each other");
            if (!a.self) TJ_RETURN_IF_ERROR(CheckTarget(a.target, targets, p + ".target"));
            if (a.atk == 0 && a.def == 0 && !a.set_atk && !a.set_def) {
              return Bad(p, "changes neither atk nor def (317, 701(3))");
            }
          } else if constexpr (std::is_same_v<T, Heal>) {
            if (a.amount < 1) return Bad(p + ".amount", "must be at least 1 (618(1))");
            return CheckTarget(a.target, targets, p + ".target");
          } else if constexpr (std::is_same_v<T, Grant>) {
            TJ_RETURN_IF_ERROR(CheckTarget(a.target, targets, p + ".target"));
            return CheckKeyword(a.keyword, p + ".keyword", /*printed=*/false);
          } else if constexpr (std::is_same_v<T, RollDie>) {
            if (a.sides < 2) return Bad(p + ".sides", "a die has at least 2 sides");
            return CheckActions(a.on_match, specs, p + ".onMatch", /*nested=*/true);
          } else if constexpr (std::is_same_v<T, BecomeCopy> || std::is_same_v<T, Remove> ||
                               std::is_same_v<T, ReturnToHand>) {
            return CheckTarget(a.target, targets, p);
          } else if constexpr (std::is_same_v<T, GainControl>) {
            if (a.duration == Duration::kUntilEndOfBattle) {
              return Bad(p + ".duration",
                         "untilEndOfBattle is for buff and grant (\"战斗时\" changes, 507); "
                         "control lasts untilEndOfTurn or permanent");
            }
            return CheckTarget(a.target, targets, p + ".target");
          } else if constexpr (std::is_same_v<T, PreventDamage>) {
            if (a.amount < 1) return Bad(p + ".amount", "must be at least 1 (607(4))");
            return CheckTarget(a.target, targets, p + ".target");
          } else if constexpr (std::is_same_v<T, CopyLink>) {
            TJ_RETURN_IF_ERROR(CheckTarget(a.target, targets, p));
            // 706(2), A-86: of a card being used only a tactic is copied (a copy of any other card
            // would have no card to enter the battle zone); a target elsewhere names the card
            // whose activated or triggered effect on the chain is copied.
            const Filter& f = specs[a.target].filter;
            if (f.zone == Zone::kChain &&
                f.categories != std::vector<Category>{Category::kTactic}) {
              return Bad(p, "target " + std::to_string(a.target) +
                                " on the chain must be a tactic being used: its filter needs "
                                "\"categories\": [\"tactic\"] (706(2)); to copy an effect, target "
                                "its card where it is");
            }
          } else if constexpr (std::is_same_v<T, InsteadIf>) {
            if (nested) {
              return Bad(p,
                         "an effect change is one of the effect's own actions, not inside "
                         "rollDie or insteadIf (707(4))");
            }
            if (index >= 32) return Bad(p, "an effect change must be among its first 32 actions");
            if (a.condition.at_least < 1) {
              return Bad(p + ".condition.atLeast", "must be at least 1 (707(4))");
            }
            TJ_RETURN_IF_ERROR(CheckFilter(a.condition.filter, p + ".condition.filter"));
            TJ_RETURN_IF_ERROR(CheckActions(a.actions, specs, p + ".actions", /*nested=*/true));
            return CheckActions(a.instead, specs, p + ".instead", /*nested=*/true);
          } else if constexpr (std::is_same_v<T, LookAtTop>) {
            if (a.count < 1) return Bad(p + ".count", "must look at least at 1 card (614(1))");
            if (a.take) {
              TJ_RETURN_IF_ERROR(CheckFilter(*a.take, p + ".take"));
              if (a.take->zone != Zone::kDeck || a.take->side == Side::kOpponent) {
                return Bad(p + ".take",
                           "takes one of the cards looked at: its zone is \"deck\" and its side "
                           "is not \"opponent\" (614(2))");
              }
            }
          } else if constexpr (std::is_same_v<T, PutOnDeck>) {
            return CheckTarget(a.target, targets, p + ".target");
          } else if constexpr (std::is_same_v<T, AddLife>) {
            if (a.count < 1) return Bad(p, "must add at least 1 card (202(5))");
          } else if constexpr (std::is_same_v<T, AddLifeFrom>) {
            if (a.count < 1) return Bad(p + ".count", "must add at least 1 card (202(5))");
            TJ_RETURN_IF_ERROR(CheckFilter(a.filter, p + ".filter"));
            if (a.filter.zone == Zone::kDeck || a.filter.zone == Zone::kLife ||
                a.filter.zone == Zone::kChain || a.filter.side == Side::kOpponent) {
              return Bad(p + ".filter",
                         "give the zone our cards come from, e.g. {\"zone\": \"hand\", \"side\": "
                         "\"we\"} (not the deck: addLife takes its top; not the life zone or the "
                         "chain; 202(5))");
            }
          } else if constexpr (std::is_same_v<T, Scrap>) {
            if (a.count < 1) return Bad(p + ".count", "must scrap at least 1 card (606(1))");
            TJ_RETURN_IF_ERROR(CheckFilter(a.filter, p + ".filter"));
            const Zone zone = a.filter.zone;
            if (zone != Zone::kBattle && zone != Zone::kResource && zone != Zone::kLife) {
              return Bad(p + ".filter.zone",
                         "a player scraps cards of his battle, resource or life zone (606(1))");
            }
            if (a.filter.self || a.filter.chosen) {
              return Bad(p + ".filter",
                         "a scrap lets the player choose among his cards (606(3)): no \"self\" "
                         "or \"chosen\" (a cost scraps this card: scrapSelf)");
            }
            if (a.each != (a.filter.side == Side::kAny)) {
              return Bad(p + ".filter.side",
                         a.each ? "with \"each\", every player scraps his own cards: leave the "
                                  "side out (102(3))"
                                : "say whose cards are scrapped: \"we\" or \"opponent\" (606(3))");
            }
          } else if constexpr (std::is_same_v<T, EachDraw>) {
            if (a.count < 1) return Bad(p, "each player must draw at least 1 card (602, 102(3))");
          } else {
            static_assert(std::is_same_v<T, EndTurn> || std::is_same_v<T, Win>);
          }
          return Status::Ok();
        },
        action.kind);
  }

  // A keyword printed on this card (`printed`), or one an effect grants to other cards.
  Status CheckKeyword(const Keyword& keyword, const std::string& path, bool printed) {
    const std::string p = path + "." + std::string(KeywordName(keyword));
    const std::string printed_name(KeywordPrintedName(keyword));
    return std::visit(
        [&](const auto& k) -> Status {
          using T = std::decay_t<decltype(k)>;
          if constexpr (std::is_same_v<T, Rush> || std::is_same_v<T, LoneWolf> ||
                        std::is_same_v<T, Guard>) {
            const char* rule = std::is_same_v<T, Rush>       ? "900(2)"
                               : std::is_same_v<T, LoneWolf> ? "900(4)"
                                                             : "900(5)";
            if (printed && !Is(Category::kCharacter)) {
              return Bad(p, "only characters have " + printed_name + " (" + rule + ")");
            }
          } else if constexpr (std::is_same_v<T, Scheme>) {
            if (printed && Is(Category::kTactic)) {
              return Bad(p,
                         "智谋 is a 【登场时】 effect: only characters, equipment and events "
                         "have it (801(1), 900(6))");
            }
          } else if constexpr (std::is_same_v<T, BattleLink>) {
            if (k.name.empty()) return Bad(p, "missing the 『name』 it links with (900(7))");
          } else if constexpr (std::is_same_v<T, GatherEnergy>) {
            if (printed && !Is(Category::kCharacter) && !Is(Category::kEquipment)) {
              return Bad(p,
                         "聚气 taps its card: only characters and equipment have it (900(8), "
                         "104(4))");
            }
            TJ_RETURN_IF_ERROR(CheckTargets(k.targets, p + ".targets"));
            return CheckActions(k.actions, k.targets, p + ".actions");
          }
          return Status::Ok();
        },
        keyword);
  }

  Status CheckTiming(Timing timing, const std::string& path) {
    const std::string label(TimingLabel(timing));
    switch (timing) {
      case Timing::kOnEnter:
      case Timing::kOnDestroyed:
        if (Is(Category::kTactic)) {
          return Bad(path, "only characters, equipment and events have " + label + " (" +
                               (timing == Timing::kOnEnter ? "801(1)" : "802(1)") + ")");
        }
        break;
      case Timing::kOnBattleDestroyed:
      case Timing::kOnAttackDestroyed:
      case Timing::kOnDefenceDestroyed:
        if (!Is(Category::kCharacter))
          return Bad(path, "only characters have " + label + " (803(4))");
        break;
      case Timing::kOnBattleWon:
      case Timing::kOnAttackWon:
      case Timing::kOnDefenceWon:
        if (!Is(Category::kCharacter))
          return Bad(path, "only characters have " + label + " (804(3))");
        break;
      case Timing::kOnAttack:
      case Timing::kOnDefend:
      case Timing::kOnAttacked:
      case Timing::kInBattle:
        if (!Is(Category::kCharacter)) {
          return Bad(path, "only characters attack and defend (" +
                               std::string(timing == Timing::kOnAttack   ? "805(1)"
                                           : timing == Timing::kOnDefend ? "806(1)"
                                           : timing == Timing::kInBattle ? "505(1)"
                                                                         : "502(1)") +
                               ")");
        }
        break;
      default:
        break;
    }
    return Status::Ok();
  }

  Status CheckEffect(const Effect& effect, const std::string& path) {
    if (effect.min_level > 10) {
      return Bad(path + ".minLevel", std::to_string(effect.min_level) + " is above 10");
    }
    if (effect.min_level > 1 && !Is(Category::kCharacter)) {
      return Bad(path + ".minLevel", "only characters have levels (600)");
    }
    const std::string p = path + "." + std::string(EffectKindName(effect));
    return std::visit(
        [&](const auto& e) -> Status {
          using T = std::decay_t<decltype(e)>;
          if constexpr (std::is_same_v<T, Continuous>) {
            TJ_RETURN_IF_ERROR(CheckCondition(e.condition, p + ".condition", /*reads_stats=*/true));
            if (!e.affects) {
              return Bad(p + ".affects",
                         "missing: say which cards it changes, e.g. {\"self\": true} (701)");
            }
            TJ_RETURN_IF_ERROR(CheckFilter(*e.affects, p + ".affects", /*reads_stats=*/true));
            for (size_t i = 0; i < e.grants.size(); ++i) {
              TJ_RETURN_IF_ERROR(CheckKeyword(e.grants[i], Index(p + ".grants", i), false));
            }
            if (e.damage_factor == 1) {
              return Bad(p + ".damageFactor", "1 changes nothing: at least 2, or 0 for none (707)");
            }
            TJ_RETURN_IF_ERROR(CheckCost(e.attack_cost, p + ".attackCost"));
            if (e.cost_reduction < 0) {
              return Bad(p + ".costReduction",
                         std::to_string(e.cost_reduction) +
                             " is below 0 (a reduction is at least 1, 303(4))");
            }
            for (const auto* names : {&e.add_attributes, &e.set_attributes}) {
              for (const std::string& name : *names) {
                if (name.empty()) {
                  return Bad(p + (names == &e.add_attributes ? ".addAttributes" : ".setAttributes"),
                             "an empty 『』 attribute (306)");
                }
              }
            }
            if (e.reveals_deck_top && e.affects->zone != Zone::kDeck) {
              return Bad(p + ".affects.zone",
                         "revealsDeckTop reveals the top of a deck: say whose, e.g. {\"zone\": "
                         "\"deck\", \"side\": \"we\"} (201(5))");
            }
            if (e.atk == 0 && e.def == 0 && e.grants.empty() && !e.lose_effects &&
                !e.cannot_attack && !e.cannot_be_targeted && !e.set_atk && !e.set_def &&
                e.damage_factor == 0 && e.attack_cost == Cost{} && !e.cannot_be_defended &&
                !e.cannot_defend && e.cost_reduction == 0 && !e.cannot_be_attacked &&
                !e.cannot_attack_life && e.set_name.empty() && e.add_attributes.empty() &&
                e.set_attributes.empty() && !e.reveals_deck_top && e.life_damage == 0) {
              return Bad(p,
                         "changes nothing (no atk, def, setAtk, setDef, grants, loseEffects, "
                         "cannotAttack, cannotBeTargeted, damageFactor, attackCost, "
                         "cannotBeDefended, cannotDefend, costReduction, cannotBeAttacked, "
                         "cannotAttackLife, setName, addAttributes, setAttributes, "
                         "revealsDeckTop or lifeDamage)");
            }
          } else if constexpr (std::is_same_v<T, Triggered>) {
            TJ_RETURN_IF_ERROR(CheckTiming(e.timing, p + ".timing"));
            TJ_RETURN_IF_ERROR(CheckCondition(e.condition, p + ".condition"));
            TJ_RETURN_IF_ERROR(CheckEffectCost(e.cost, p + ".cost"));
            TJ_RETURN_IF_ERROR(CheckTargets(e.targets, p + ".targets"));
            return CheckActions(e.actions, e.targets, p + ".actions");
          } else if constexpr (std::is_same_v<T, Activated>) {
            if (e.in_battle && !Is(Category::kCharacter)) {
              return Bad(p + ".inBattle", "only characters battle (505(1), A-41)");
            }
            TJ_RETURN_IF_ERROR(CheckEffectCost(e.cost, p + ".cost"));
            TJ_RETURN_IF_ERROR(CheckCondition(e.condition, p + ".condition"));
            TJ_RETURN_IF_ERROR(CheckTargets(e.targets, p + ".targets"));
            return CheckActions(e.actions, e.targets, p + ".actions");
          } else if constexpr (std::is_same_v<T, Counter>) {
            TJ_RETURN_IF_ERROR(CheckTargets(e.targets, p + ".targets"));
            return CheckActions(e.actions, e.targets, p + ".actions");
          } else if constexpr (std::is_same_v<T, Keyword>) {
            return CheckKeyword(e, p, /*printed=*/true);
          } else {
            static_assert(std::is_same_v<T, OnUse>);
            if (Is(Category::kEvent)) {  // 321(2): the targets it declares as it is used.
              if (e.condition || !e.actions.empty()) {
                return Bad(p,
                           "an event's onUse gives only the targets it declares as it is used "
                           "(321(2)): no condition, no actions");
              }
              if (e.targets.empty()) return Bad(p + ".targets", "missing (321(2))");
              return CheckTargets(e.targets, p + ".targets");
            }
            if (!Is(Category::kTactic)) {
              return Bad(p,
                         "only tactics have an effect carried out as they resolve (320(5)), and "
                         "events targets (321(2))");
            }
            TJ_RETURN_IF_ERROR(CheckCondition(e.condition, p + ".condition"));
            TJ_RETURN_IF_ERROR(CheckTargets(e.targets, p + ".targets"));
            return CheckActions(e.actions, e.targets, p + ".actions");
          }
          return Status::Ok();
        },
        effect.kind);
  }

  Status CheckSampleValues() {
    std::set<std::string> fields;
    for (capnp::StructSchema::Field field : capnp::Schema::from<s::Card>().getFields()) {
      fields.insert(field.getProto().getName().cStr());
    }
    std::set<std::string_view> seen;
    for (size_t i = 0; i < card_.sample_values.size(); ++i) {
      const std::string& entry = card_.sample_values[i];
      const std::string field = entry.substr(0, entry.find_first_of(".["));
      if (fields.count(field) == 0) {
        return Bad(Index("sampleValues", i),
                   "'" + PrintableText(entry) + "' does not name a field of the card");
      }
      if (!seen.insert(entry).second) {
        return Bad(Index("sampleValues", i), "'" + PrintableText(entry) + "' is given twice");
      }
    }
    return Status::Ok();
  }

  const CardDef& card_;
};

}  // namespace

Status ValidateCard(const CardDef& card) { return Validator(card).Run(); }

}  // namespace tcgjudge
