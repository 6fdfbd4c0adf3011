// The catalogue of what 崛起TCG's rules forbid: every violation the engine flags, with its stable
// code and the rules of rise-tcg-comprehensive-rules-1.00.txt (and the readings of
// docs/rulings-rise.md) it rests on. The comment of each names its entry in the digest's §12 list
// of illegal actions (rise-tcg.digest.md).

#ifndef TCGJUDGE_ENGINE_RISE_VIOLATIONS_H_
#define TCGJUDGE_ENGINE_RISE_VIOLATIONS_H_

#include <cstdint>
#include <span>
#include <string_view>

namespace tcgjudge::rise {

enum class Rule : uint8_t {
  // Deck construction (§100), at seq 1.
  kDeckSize,           // §12 #1
  kDeckCopies,         // §12 #2
  kDeckMarkers,        // §12 #3 (§100.2a)
  kDeckCommanderOnly,  // §12 #3 (§100.2b)
  kSideboardSize,      // §12 #4
  // Side-decking between the duels of a match (§100.3, R-34), at seq 1 of a later duel.
  kSideExchangeCards,      // Cards not registered in the deck or the sideboard, or missing.
  kSideExchangeCommander,  // Another commander than the one registered.
  // The game and who acts.
  kGameOver,
  kNotAsked,            // A pass or a choice nobody asked for (§412.1).
  kMulliganAfterStart,  // §12 #5
  kNoPriority,  // §12 #26: a link added without priority, in the tally step or mid pre-priority.
  kHandSize,    // §12 #28 (§503.2a)
  // Adding links (§707.1) and their costs (§401).
  kTiming,              // §12 #7
  kUseCommand,          // §12 #8
  kSecondResource,      // §12 #9
  kResourceTiming,      // §12 #9
  kFaceUpResource,      // §12 #10
  kCost,                // §12 #24: paid in part, or more than the cost.
  kPaymentExhausted,    // §12 #13, #24: an exhausted card exhausted again.
  kPaymentNotResource,  // §12 #24 (§414.2)
  kModes,               // §12 #22: a mode twice, or the wrong number of modes.
  kX,                   // §12 #22: X on a card with no X.
  kTargets,             // §12 #20: targets of the wrong number or kind.
  kTargetTwice,         // §12 #20
  kUntargetable,        // §12 #20
  kTargetResourceLink,  // §12 #11
  kDistribution,        // §12 #23
  kNotController,       // §12 #25
  kFatigue,             // §12 #13: 启动式 of a unit under deployment fatigue.
  kOncePerTurn,         // §701.4
  // Combat (chapter 6 is missing: the readings C-n of docs/rulings-rise.md) and weapons.
  kCombatTiming,       // §12 #15: a combat declared outside the own non-combat action phase.
  kAttacker,           // C-2: an attacker that is not one's own unit or commander.
  kAttackerFatigue,    // §12 #12
  kAttackerExhausted,  // C-2: an exhausted attacker.
  kPlannedDefender,    // C-3: a planned defender that is not an opposing character.
  kEvasion,            // §12 #17: a 闪避 character as the planned defender.
  kGuardTiming,        // C-5: a guard nobody asked for.
  kGuardKeyword,       // C-5: a guard without 守护者.
  kGuardExhausted,     // C-5: an exhausted guard.
  kGuardTeam,          // C-5: a guard not of the defending team, or the planned defender itself.
  kFireTiming,         // §12 #18: outside the defence window.
  kFireFirer,          // §12 #18: the player's weapon-firer is not in the combat.
  kWeaponExhausted,  // §12 #18: the weapon is not exhausted to fire it (it is exhausted already).
  kWeaponThird,      // §12 #19
  kWeaponMix,        // §12 #19: hand/smart and 超视距 weapons in one combat.
  // Vehicles and crews (§303, §304.1b).
  kBoardTiming,   // §12 #15: a boarding outside the own non-combat action phase.
  kBoardCrew,     // §12 #16: not a 援军, 战队 or commander of one's own, or a wrong crew kind.
  kBoardSeat,     // §12 #16: the symbol's seats are full, or a squad's crew number too big.
  kBoardVehicle,  // a vehicle of another team.
  kBoardAboard,   // §12 #16: crew leaving a vehicle on their own.
  kBoardFatigue,  // §12 #16: boarding the turn it entered without 领航.
  kBoardExhausted,   // an exhausted character boards.
  kVehicleInactive,  // §12 #14: an inactive vehicle attacks or uses a paid ability.
  kDefenderCrew,     // §12 #17: a boarded crew member as the planned defender.
  // Uniqueness (§409, §415.1).
  kUniqueNotAsked,  // §12 #27: the wrong player choosing, or a choice nobody asked for.
  kUniqueCard,      // §12 #27: a card that is not in the conflict.
  // Attachments (§403).
  kAttachHost,  // §12 #20: an attachment's host of the wrong kind, or not a character on the field.
  // Armour (§717.2c).
  kArmourNotAsked,   // Armour exhausted with no packet to one's commander under way.
  kArmourCard,       // A card without an armour value, or not one's own, exhausted as armour.
  kArmourExhausted,  // An exhausted armour exhausted again (§404.1).
  // Choosing a host (§403.3, §403.6a).
  kAttachNotAsked,  // A host chosen with no attachment waiting for one.
  kAttachChoice,    // A host that does not fit the attach description, or the current host.
  // Searching a deck (§411).
  kSearchNotAsked,  // A search nobody asked for.
  kSearchCount,     // More cards found than the search finds.
  kSearchFail,      // §411.3: a search for any card failing while the deck holds cards.
  // Targets (§706.4).
  kTargetMagnet,  // An opposing magnet the link could target left out.
};
inline constexpr int kNumRules = static_cast<int>(Rule::kTargetMagnet) + 1;

struct RuleInfo {
  std::string_view code;                       // "rise.resource.second".
  std::span<const std::string_view> sections;  // {"§414.1"}.
  bool link = false;  // A step of adding a link (§707.1): undone by the rules (§707.2).
};

const RuleInfo& InfoOf(Rule rule);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_VIOLATIONS_H_
