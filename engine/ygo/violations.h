// The catalogue of what the Yu-Gi-Oh basic rules forbid: every violation the engine flags, with
// its stable code and the sections (and rulings, docs/rulings-ygo.md) it rests on. Section
// numbers are those of yugioh-basic-rules.txt; "§3.2/P4" is phase 4 of §3.2, as the digest writes
// them.

#ifndef TCGJUDGE_ENGINE_YGO_VIOLATIONS_H_
#define TCGJUDGE_ENGINE_YGO_VIOLATIONS_H_

#include <cstdint>
#include <span>
#include <string_view>

namespace tcgjudge::ygo {

enum class Rule : uint8_t {
  // Deck construction (§1.1), at seq 1.
  kDeckMainSize,
  kDeckExtraSize,
  kDeckSideSize,
  kDeckCopies,
  kDeckBanlist,
  kDeckExtraKindInMain,
  kDeckMainKindInExtra,
  // The turn, its phases and priority (§3.2).
  kGameOver,
  kPriority,
  kPhaseNotTurnPlayer,
  kPhaseOrder,
  kFirstTurnBattle,
  kHandLimit,
  // Summons and positions (§2.1).
  kSecondNormalSummon,
  kTributes,
  kNotNormalSummonable,
  kSummonTiming,
  kSummonFromHand,
  kSummonLocked,
  kFlipSummonSameTurn,
  kPositionTwice,
  kPositionSummonedThisTurn,
  kPositionAfterAttack,
  kPositionFaceDown,
  kLinkDefense,
  kSecondExtraMonsterZone,
  kExtraDeckPlacement,
  kReviveLimit,
  kNotInExtraDeck,
  kSynchroMaterials,
  kXyzMaterials,
  kLinkMaterials,
  kFusionMaterials,
  kRitualTributes,
  kPendulumSecond,
  kPendulumTiming,
  kPendulumScales,
  kPendulumLevel,
  kPendulumSource,
  kSummonWindow,
  // Spells, traps, effects and the chain (§2.2, §2.3, §5).
  kSpellTiming,
  kQuickPlaySetThisTurn,
  kQuickPlayFromHand,
  kTrapFromHand,
  kTrapSetThisTurn,
  kSetTiming,
  kEffectTiming,
  kEffectCondition,
  kOncePerTurn,
  kEffectLocation,
  kEffectNegated,
  kCost,
  kTargets,
  kChainSpeed,
  kMissedTiming,
  kMandatoryTrigger,
  kDamageStep,
  kTokenCost,
  kPendulumCost,
  kEffectAnswer,
  // Battle (§3.2/P4, §4).
  kAttackFirstTurn,
  kAttackTiming,
  kAttackTwice,
  kAttackDefense,
  kAttackDirect,
  kAttackTarget,
  // What a table can do but the rules do not let it (Y-2).
  kNotAsked,
  kNotOwnCard,
  kNotFromHand,
  kScaleZone,
  // Card effects that forbid (appended: the order above never changes).
  kAttackForbidden,
  kActivationForbidden,
};
inline constexpr int kNumRules = static_cast<int>(Rule::kActivationForbidden) + 1;

struct RuleInfo {
  std::string_view code;                       // "ygo.summon.second-normal".
  std::span<const std::string_view> sections;  // {"§2.1"}.
};

const RuleInfo& InfoOf(Rule rule);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_VIOLATIONS_H_
