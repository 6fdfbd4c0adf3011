#include "engine/myth/violations.h"

#include <array>

namespace tcgjudge::myth {
namespace {

template <size_t N>
struct Sections {
  std::array<std::string_view, N> list;
};

#define MYTH_RULE(name, code, ...)                                    \
  inline constexpr std::string_view name##Sections[] = {__VA_ARGS__}; \
  inline constexpr RuleInfo name##Info{code, std::span<const std::string_view>(name##Sections)};

MYTH_RULE(kDeckSize, "myth.deck.size", "§23", "§24")
MYTH_RULE(kDeckNotBasic, "myth.deck.not-basic", "§23")
MYTH_RULE(kDeckCopies, "myth.deck.copies", "§23 ①")
MYTH_RULE(kDeckFaction, "myth.deck.faction", "§23 ②", "§24.2")
MYTH_RULE(kDeckClass, "myth.deck.class", "§23 ③", "§24.1")
MYTH_RULE(kGameOver, "myth.game.over", "§1.1")
MYTH_RULE(kPriority, "myth.window.priority", "§18.3", "§18.4")
MYTH_RULE(kCardTiming, "myth.card.not-instant", "§18.4", "§18.5", "M-9")
MYTH_RULE(kSkillTiming, "myth.skill.not-nimble", "§14.2")
MYTH_RULE(kInsertBelowFirst, "myth.stack.insert-below-first", "§18.5")
MYTH_RULE(kTriggerInWindow, "myth.trigger.current-window", "§14.3")
MYTH_RULE(kTriggerOrder, "myth.trigger.order", "§13.2", "§13.3")
MYTH_RULE(kMandatoryTrigger, "myth.trigger.mandatory", "§15.2")
MYTH_RULE(kMissedTiming, "myth.trigger.missed-timing", "§17.5")
MYTH_RULE(kNotTriggered, "myth.trigger.not-triggered", "§14.3", "§8.2", "§10.2", "§22.3")
MYTH_RULE(kHandLimit, "myth.turn.hand-limit", "§17.4")
MYTH_RULE(kCost, "myth.cost.unpaid", "§12.1", "§26")
MYTH_RULE(kSpiritZoneUse, "myth.spirit.use-face-down", "§27.1", "§15.1")
MYTH_RULE(kSpiritPlacement, "myth.spirit.placement", "M-3")
MYTH_RULE(kSummoningSickness, "myth.skill.summoning-sickness", "§6")
MYTH_RULE(kTargets, "myth.targets", "§16.1")
MYTH_RULE(kAttackTiming, "myth.combat.timing", "§21", "M-7")
MYTH_RULE(kAttackSickness, "myth.combat.summoning-sickness", "§6")
MYTH_RULE(kAttackTapped, "myth.combat.tapped", "§21", "§21.1")
MYTH_RULE(kAttackNoWeapon, "myth.combat.no-weapon", "§22.3", "§20.1")
MYTH_RULE(kAttackWeaponNotWorn, "myth.combat.weapon-not-worn", "§21.1", "§21")
MYTH_RULE(kAttackOwnSide, "myth.combat.own-side", "§21.1")
MYTH_RULE(kAttackBarred, "myth.combat.barred", "§14.1", "§21.4 #1")
MYTH_RULE(kAttackNotYours, "myth.combat.not-yours", "§21.1")

#undef MYTH_RULE

constexpr const RuleInfo* kInfos[] = {
    &kDeckSizeInfo,
    &kDeckNotBasicInfo,
    &kDeckCopiesInfo,
    &kDeckFactionInfo,
    &kDeckClassInfo,
    &kGameOverInfo,
    &kPriorityInfo,
    &kCardTimingInfo,
    &kSkillTimingInfo,
    &kInsertBelowFirstInfo,
    &kTriggerInWindowInfo,
    &kTriggerOrderInfo,
    &kMandatoryTriggerInfo,
    &kMissedTimingInfo,
    &kNotTriggeredInfo,
    &kHandLimitInfo,
    &kCostInfo,
    &kSpiritZoneUseInfo,
    &kSpiritPlacementInfo,
    &kSummoningSicknessInfo,
    &kTargetsInfo,
    &kAttackTimingInfo,
    &kAttackSicknessInfo,
    &kAttackTappedInfo,
    &kAttackNoWeaponInfo,
    &kAttackWeaponNotWornInfo,
    &kAttackOwnSideInfo,
    &kAttackBarredInfo,
    &kAttackNotYoursInfo,
};
static_assert(std::size(kInfos) == kNumRules, "one entry per Rule");

}  // namespace

const RuleInfo& InfoOf(Rule rule) { return *kInfos[static_cast<int>(rule)]; }

}  // namespace tcgjudge::myth
