#include "engine/ygo/violations.h"

#include <array>

namespace tcgjudge::ygo {
namespace {

using S = std::string_view;

// One row per Rule, in its order.
template <size_t N>
struct Row {
  S code;
  std::array<S, N> sections;
};

constexpr Row<1> kDeckMainSize{"ygo.deck.main-size", {"§1.1.1"}};
constexpr Row<1> kDeckExtraSize{"ygo.deck.extra-size", {"§1.1.2"}};
constexpr Row<1> kDeckSideSize{"ygo.deck.side-size", {"§1.1.3"}};
constexpr Row<2> kDeckCopies{"ygo.deck.copies", {"§1.1", "§2.1"}};
constexpr Row<2> kDeckBanlist{"ygo.deck.banlist", {"§1.1", "Y-3"}};
constexpr Row<2> kDeckExtraKindInMain{"ygo.deck.extra-kind-in-main", {"§1.1.1", "§2.1"}};
constexpr Row<2> kDeckMainKindInExtra{"ygo.deck.main-kind-in-extra", {"§1.1.2", "§2.1"}};
constexpr Row<1> kGameOver{"ygo.game-over", {"§3"}};
constexpr Row<2> kPriority{"ygo.priority.not-holder", {"§3.2", "Y-6"}};
constexpr Row<1> kPhaseNotTurnPlayer{"ygo.phase.not-turn-player", {"§3.2"}};
constexpr Row<1> kPhaseOrder{"ygo.phase.order", {"§3.2"}};
constexpr Row<1> kFirstTurnBattle{"ygo.turn.first-battle", {"§3.2"}};
constexpr Row<1> kHandLimit{"ygo.hand-limit", {"§3.2/P6"}};
constexpr Row<1> kSecondNormalSummon{"ygo.summon.second-normal", {"§2.1"}};
constexpr Row<1> kTributes{"ygo.summon.tributes", {"§2.1"}};
constexpr Row<2> kNotNormalSummonable{"ygo.summon.not-normal-summonable", {"§2.1.3", "§2.1.8"}};
constexpr Row<2> kSummonTiming{"ygo.summon.not-main-phase", {"§3.2/P3", "§3.2/P5"}};
constexpr Row<1> kSummonFromHand{"ygo.summon.not-from-hand", {"§2.1"}};
constexpr Row<1> kSummonLocked{"ygo.summon.locked", {"§2.2"}};
constexpr Row<2> kFlipSummonSameTurn{"ygo.summon.flip-same-turn", {"§2.1", "Y-9"}};
constexpr Row<1> kPositionTwice{"ygo.position.twice", {"§2.1"}};
constexpr Row<2> kPositionSummonedThisTurn{"ygo.position.summoned-this-turn", {"§2.1", "Y-9"}};
constexpr Row<1> kPositionAfterAttack{"ygo.position.after-attack", {"§3.2"}};
constexpr Row<2> kPositionFaceDown{"ygo.position.face-down", {"§2.1", "Y-9"}};
constexpr Row<1> kLinkDefense{"ygo.link.defense", {"§2.1.8"}};
constexpr Row<2> kSecondExtraMonsterZone{"ygo.zone.second-emz", {"§1.4.1.1", "§2.1.8"}};
constexpr Row<2> kExtraDeckPlacement{"ygo.zone.extra-deck-placement", {"§1.4.1.1", "Y-11"}};
constexpr Row<1> kReviveLimit{"ygo.summon.revive-limit", {"§2.1"}};
constexpr Row<2> kNotInExtraDeck{"ygo.summon.not-in-extra-deck", {"§1.1.2", "§2.1"}};
constexpr Row<1> kSynchroMaterials{"ygo.synchro.materials", {"§2.1.5"}};
constexpr Row<2> kXyzMaterials{"ygo.xyz.materials", {"§2.1.6", "Supplement 1"}};
constexpr Row<1> kLinkMaterials{"ygo.link.materials", {"§2.1.8"}};
constexpr Row<1> kFusionMaterials{"ygo.fusion.materials", {"§2.1.4"}};
constexpr Row<1> kRitualTributes{"ygo.ritual.tributes", {"§2.1.3"}};
constexpr Row<2> kPendulumSecond{"ygo.pendulum.second", {"§2.1", "§2.1.7"}};
constexpr Row<1> kPendulumTiming{"ygo.pendulum.not-main-phase", {"§2.1.7"}};
constexpr Row<1> kPendulumScales{"ygo.pendulum.scales", {"§2.1.7"}};
constexpr Row<1> kPendulumLevel{"ygo.pendulum.level", {"§2.1.7"}};
constexpr Row<2> kPendulumSource{"ygo.pendulum.source", {"§2.1.7", "Y-12"}};
constexpr Row<2> kSummonWindow{"ygo.summon.response-window", {"§5", "Y-8"}};
constexpr Row<2> kSpellTiming{"ygo.spell.not-main-phase", {"§2.2", "§3.2/P4"}};
constexpr Row<2> kQuickPlaySetThisTurn{"ygo.spell.quick-play-set-this-turn", {"§2.2", "Y-10"}};
constexpr Row<2> kQuickPlayFromHand{"ygo.spell.quick-play-from-hand", {"§2.2", "Y-10"}};
constexpr Row<1> kTrapFromHand{"ygo.trap.from-hand", {"§2.3"}};
constexpr Row<1> kTrapSetThisTurn{"ygo.trap.set-this-turn", {"§2.3"}};
constexpr Row<2> kSetTiming{"ygo.set.not-main-phase", {"§3.2/P3", "§3.2/P5"}};
constexpr Row<2> kEffectTiming{"ygo.effect.timing", {"§2.1.2", "§5"}};
constexpr Row<1> kEffectCondition{"ygo.effect.condition", {"§2.1.2"}};
constexpr Row<2> kOncePerTurn{"ygo.effect.once-per-turn", {"§2.1.2", "Y-14"}};
constexpr Row<1> kEffectLocation{"ygo.effect.location", {"§2.1.2"}};
constexpr Row<1> kEffectNegated{"ygo.effect.negated", {"§2.1.2"}};
constexpr Row<2> kCost{"ygo.cost.wrong", {"§2", "Y-15"}};
constexpr Row<2> kTargets{"ygo.target.illegal", {"§5", "Y-15"}};
constexpr Row<1> kChainSpeed{"ygo.chain.spell-speed", {"§5"}};
constexpr Row<1> kMissedTiming{"ygo.trigger.missed-timing", {"§5"}};
constexpr Row<2> kMandatoryTrigger{"ygo.trigger.mandatory-skipped", {"§2.1.2", "Y-7"}};
constexpr Row<2> kDamageStep{"ygo.damage-step.not-allowed", {"§3.2/P4.3", "Y-13"}};
constexpr Row<1> kTokenCost{"ygo.token.cost", {"Supplement 1"}};
constexpr Row<1> kPendulumCost{"ygo.pendulum.cost", {"§2.1.7"}};
constexpr Row<2> kEffectAnswer{"ygo.effect.answer", {"§5", "Y-15"}};
constexpr Row<1> kAttackFirstTurn{"ygo.battle.first-turn", {"§3.2"}};
constexpr Row<1> kAttackTiming{"ygo.attack.not-battle-step", {"§3.2/P4.2"}};
constexpr Row<2> kAttackTwice{"ygo.attack.twice", {"§3.2/P4", "§3.2"}};
constexpr Row<1> kAttackDefense{"ygo.attack.defense-position", {"§4"}};
constexpr Row<1> kAttackDirect{"ygo.attack.direct", {"§4"}};
constexpr Row<1> kAttackTarget{"ygo.attack.target", {"§3.2/P4.2"}};
constexpr Row<2> kNotAsked{"ygo.decision.not-asked", {"§3.2", "Y-2"}};
constexpr Row<2> kNotOwnCard{"ygo.card.not-own", {"§1.4", "Y-2"}};
constexpr Row<3> kNotFromHand{"ygo.card.not-from-hand", {"§2.2", "§2.3", "Y-2"}};
constexpr Row<1> kScaleZone{"ygo.pendulum.scale-zone", {"§1.4.2"}};
constexpr Row<2> kAttackForbidden{"ygo.attack.forbidden", {"§3.2/P4.2", "§2.1.2"}};
constexpr Row<3> kActivationForbidden{"ygo.activate.forbidden", {"§2.2", "§2.3", "§2.1.7"}};

template <size_t N>
constexpr RuleInfo Info(const Row<N>& row) {
  return RuleInfo{row.code, std::span<const S>(row.sections)};
}

constexpr std::array<RuleInfo, kNumRules> kRules = {
    Info(kDeckMainSize),
    Info(kDeckExtraSize),
    Info(kDeckSideSize),
    Info(kDeckCopies),
    Info(kDeckBanlist),
    Info(kDeckExtraKindInMain),
    Info(kDeckMainKindInExtra),
    Info(kGameOver),
    Info(kPriority),
    Info(kPhaseNotTurnPlayer),
    Info(kPhaseOrder),
    Info(kFirstTurnBattle),
    Info(kHandLimit),
    Info(kSecondNormalSummon),
    Info(kTributes),
    Info(kNotNormalSummonable),
    Info(kSummonTiming),
    Info(kSummonFromHand),
    Info(kSummonLocked),
    Info(kFlipSummonSameTurn),
    Info(kPositionTwice),
    Info(kPositionSummonedThisTurn),
    Info(kPositionAfterAttack),
    Info(kPositionFaceDown),
    Info(kLinkDefense),
    Info(kSecondExtraMonsterZone),
    Info(kExtraDeckPlacement),
    Info(kReviveLimit),
    Info(kNotInExtraDeck),
    Info(kSynchroMaterials),
    Info(kXyzMaterials),
    Info(kLinkMaterials),
    Info(kFusionMaterials),
    Info(kRitualTributes),
    Info(kPendulumSecond),
    Info(kPendulumTiming),
    Info(kPendulumScales),
    Info(kPendulumLevel),
    Info(kPendulumSource),
    Info(kSummonWindow),
    Info(kSpellTiming),
    Info(kQuickPlaySetThisTurn),
    Info(kQuickPlayFromHand),
    Info(kTrapFromHand),
    Info(kTrapSetThisTurn),
    Info(kSetTiming),
    Info(kEffectTiming),
    Info(kEffectCondition),
    Info(kOncePerTurn),
    Info(kEffectLocation),
    Info(kEffectNegated),
    Info(kCost),
    Info(kTargets),
    Info(kChainSpeed),
    Info(kMissedTiming),
    Info(kMandatoryTrigger),
    Info(kDamageStep),
    Info(kTokenCost),
    Info(kPendulumCost),
    Info(kEffectAnswer),
    Info(kAttackFirstTurn),
    Info(kAttackTiming),
    Info(kAttackTwice),
    Info(kAttackDefense),
    Info(kAttackDirect),
    Info(kAttackTarget),
    Info(kNotAsked),
    Info(kNotOwnCard),
    Info(kNotFromHand),
    Info(kScaleZone),
    Info(kAttackForbidden),
    Info(kActivationForbidden),
};

}  // namespace

const RuleInfo& InfoOf(Rule rule) { return kRules[static_cast<int>(rule)]; }

}  // namespace tcgjudge::ygo
