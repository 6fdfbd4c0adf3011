// The catalogue of what 永恒之轮's rules forbid: every violation the engine flags, with its stable
// code and the lines of wheel-of-eternity-rules.txt (L5, §七.2.b), the digest's rule ids
// (WOE-DC-1) and the readings of docs/rulings-wheel.md (W-3) it rests on. The comment of each
// names its entry in the digest's B11 list of illegal actions.

#ifndef TCGJUDGE_ENGINE_WHEEL_VIOLATIONS_H_
#define TCGJUDGE_ENGINE_WHEEL_VIOLATIONS_H_

#include <cstdint>
#include <span>
#include <string_view>

namespace tcgjudge::wheel {

enum class Rule : uint8_t {
  // Deck construction (§二, B1), at seq 1.
  kDeckSize,         // B11 #1
  kDeckCopies,       // B11 #2
  kDeckRestriction,  // B11 #3
  kDeckExtraInMain,  // B11 #4
  kDeckMainInExtra,  // B11 #4 (the other way)
  // The turn and who acts (§七).
  kGameOver,
  kNotAsked,      // A decision nobody asked for (W-13).
  kTiming,        // B11 #10: an action of the own action phase at another time.
  kRespondToOwn,  // B11 #19 / WOE-CH-1: responding to one's own link (option).
  kHandLimit,     // B11 #25
  // Playing cards (§六, §七.2).
  kSecondManaStone,    // B11 #5
  kManaSource,         // B11 #5
  kSecondWarSpirit,    // B11 #6
  kSecondVehicle,      // B11 #7
  kCost,               // B11 #8
  kNotInstant,         // B11 #10
  kUnique,             // B11 #17
  kUniqueA,            // B11 #17
  kFaceDownNotAmbush,  // L32: only an Ambush card is played face-down.
  // Moving (§七.2.e).
  kMoveTwice,  // B11 #11
  kMoveEnteredThisTurn,
  kMoveAfterAttack,
  kMoveFaceDown,  // B11 #22
  // Attacks (§七.3).
  kAttackFromDefense,  // B11 #12
  kAttackTwice,        // B11 #13
  kAttackFirstTurn,    // B11 #14
  kAttackTarget,       // B11 #15
  kAttackOwnDefense,   // B11 #16
  kAttackFaceDown,     // B11 #22
  kGuardOwnTurn,       // B11 #23
  kGuardNotTarget,     // B11 #23
  kGuardWithout,       // L26: a unit without Guard.
  // Effects and the chain (§八, §九).
  kEffectUses,       // B11 #18
  kTriggerNotLink,   // B11 #19
  kTargets,          // Targets of the wrong number or kind (W-17).
  kTargetFaceDown,   // B11 #22
  kSpellResistance,  // B11 #24
  kDevout,           // B11 #24
  // Swap [A] (L26), vehicles (L27), ambush (L32).
  kSwapTwice,       // B11 #20
  kSwapSameName,    // B11 #20
  kSwapName,        // B11 #20
  kBoardTiming,     // B11 #21
  kBoardFull,       // B11 #21
  kBoardTrait,      // B11 #21
  kBoardCarried,    // B11 #21
  kBoardFaceDown,   // B11 #21, #22
  kBoardTwice,      // W-20: one boarding per vehicle per turn.
  kFlipNotOwnTurn,  // L32: flipped on its controller's own turn.
};
inline constexpr int kNumRules = static_cast<int>(Rule::kFlipNotOwnTurn) + 1;

struct RuleInfo {
  std::string_view code;                       // "wheel.play.second-war-spirit".
  std::span<const std::string_view> sections;  // {"§七.2.b", "WOE-T-2"}.
};

const RuleInfo& InfoOf(Rule rule);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_VIOLATIONS_H_
