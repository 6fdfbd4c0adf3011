// The catalogue of what the 神话起源 rules guide forbids: every violation the engine flags, with
// its stable code and the sections (and readings, docs/rulings-myth.md) it rests on. The digest's
// §11 lists 25 illegal actions; docs/rule-coverage-myth.md maps each to its rule here and its
// tests.

#ifndef TCGJUDGE_ENGINE_MYTH_VIOLATIONS_H_
#define TCGJUDGE_ENGINE_MYTH_VIOLATIONS_H_

#include <cstdint>
#include <span>
#include <string_view>

namespace tcgjudge::myth {

enum class Rule : uint8_t {
  // Deck construction (§23, §24), at seq 1.
  kDeckSize,
  kDeckNotBasic,
  kDeckCopies,
  kDeckFaction,
  kDeckClass,
  // Turns, windows and the stack (§13-§18).
  kGameOver,
  kPriority,
  kCardTiming,
  kSkillTiming,
  kInsertBelowFirst,
  kTriggerInWindow,
  kTriggerOrder,
  kMandatoryTrigger,
  kMissedTiming,
  kNotTriggered,
  kHandLimit,
  // Costs and the 灵力区 (§6, §12, §16, §26, §27).
  kCost,
  kSpiritZoneUse,
  kSpiritPlacement,
  kSummoningSickness,
  kTargets,
  // Combat (§20-§22).
  kAttackTiming,
  kAttackSickness,
  kAttackTapped,
  kAttackNoWeapon,
  kAttackWeaponNotWorn,
  kAttackOwnSide,
  kAttackBarred,
  kAttackNotYours,
};
inline constexpr int kNumRules = static_cast<int>(Rule::kAttackNotYours) + 1;

struct RuleInfo {
  std::string_view code;                       // "myth.stack.insert-below-first".
  std::span<const std::string_view> sections;  // {"§18.5"}.
};

const RuleInfo& InfoOf(Rule rule);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_VIOLATIONS_H_
