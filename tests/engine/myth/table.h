// A 神话起源 table for rule tests: the bundled card set (samples/myth/cards.jsonl), decks of 60
// filler cards with the cards a test names appended (their ids follow the fillers'), helpers that
// arrange a position and apply decisions keeping the violations each one flagged.

#ifndef TCGJUDGE_TESTS_ENGINE_MYTH_TABLE_H_
#define TCGJUDGE_TESTS_ENGINE_MYTH_TABLE_H_

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "engine/myth/card_table.h"
#include "engine/myth/context.h"
#include "engine/myth/decisions.h"
#include "engine/myth/deck.h"
#include "engine/myth/state.h"

namespace tcgjudge::myth::testing {

// Card codes of the bundled set the tests name.
inline constexpr const char* kJiangZiya = "MO-001";    // General, immortal mage.
inline constexpr const char* kDixin = "MO-002";        // General, human warrior.
inline constexpr const char* kDaji = "MO-003";         // General, demon witch; exiles until reset.
inline constexpr const char* kHolyPearl = "MO-004";    // Treasure.
inline constexpr const char* kRabbit = "MO-010";       // 跳跳兔 2/2.
inline constexpr const char* kAoyin = "MO-011";        // Demon 3/3.
inline constexpr const char* kGoldLight = "MO-014";    // 无双, 护卫.
inline constexpr const char* kFeiZhong = "MO-015";     // 阵亡: draw.
inline constexpr const char* kTaoist = "MO-016";       // Whenever you draw: +1 武力.
inline constexpr const char* kMeiBo = "MO-017";        // 阵亡: two 苍生 tokens.
inline constexpr const char* kHellHound = "MO-018";    // Adventure flipped: +1 武力.
inline constexpr const char* kCentipede = "MO-019";    // Cannot attack creatures.
inline constexpr const char* kCraneGirl = "MO-020";    // 叫阵: draw.
inline constexpr const char* kYaoShuliang = "MO-023";  // 叫阵: target creature +2.
inline constexpr const char* kGreyFox = "MO-024";      // Tokens -2 武力.
inline constexpr const char* kCourtesy = "MO-030";     // 礼尚往来: each player draws.
inline constexpr const char* kCosmos = "MO-031";       // 法天象地.
inline constexpr const char* kBinding = "MO-032";      // 捆仙绳: instant, lose skills.
inline constexpr const char* kDemonDance = "MO-033";   // 群魔乱舞: all creatures die.
inline constexpr const char* kDemonRise = "MO-034";    // 妖由人兴.
inline constexpr const char* kVineTrap = "MO-035";     // Instant, -2 武力.
inline constexpr const char* kFiveThunder = "MO-036";  // Instant, 3 damage.
inline constexpr const char* kSurprise = "MO-037";     // From the 灵力区, instant, 2 damage.
inline constexpr const char* kMountainAxe = "MO-040";  // Equipment 3/2, warrior, 阵亡: draw.
inline constexpr const char* kPaibamu = "MO-041";      // Equipment 2/3, warrior.
inline constexpr const char* kGoldBrick = "MO-042";    // Equipment 1/2, 战吼: reset the general.
inline constexpr const char* kRuyi = "MO-043";         // Equipment 0/3.
inline constexpr const char* kPlough = "MO-050";       // Adventure: 3 灵力: draw.
inline constexpr const char* kInspire = "MO-051";      // Adventure: target +1 武力.
inline constexpr const char* kVanguardRider = "MX-001";
inline constexpr const char* kTortoise = "MX-002";     // Combat damage -2.
inline constexpr const char* kStoneGuard = "MX-003";   // Non-combat damage is 0.
inline constexpr const char* kSpiritVein = "MX-004";   // Costs 1 less.
inline constexpr const char* kNimbleFox = "MX-005";    // 灵动: +1 武力.
inline constexpr const char* kBloodWolf = "MX-006";    // Optional: dealt damage: draw.
inline constexpr const char* kPatrol = "MX-009";       // Tap: 1 damage to target creature.
inline constexpr const char* kHealing = "MX-010";      // Heal 3.
inline constexpr const char* kSoulTake = "MX-011";     // Gain control.
inline constexpr const char* kBreakGuard = "MX-012";   // Instant: lose 护卫.
inline constexpr const char* kFireball = "MX-013";     // Mage: 2 damage to creature or general.
inline constexpr const char* kBronzeSword = "MX-014";  // Equipment 2/2.
inline constexpr const char* kMuster = "MX-015";       // Two 士兵 tokens.
inline constexpr const char* kSkyTrooper = "MX-016";   // God 3/3.
inline constexpr const char* kQuickHand = "MX-019";    // Instant: draw.
inline constexpr const char* kAmbush = "MX-020";       // Adventure: 1 damage.

// The bundled set, loaded once.
const CardTable& Cards();
// 60 neutral, class-less filler cards (4 of 15 names).
std::vector<std::string> Fillers();

struct Seats {
  std::vector<std::string> a = {};  // Appended to A's fillers: A61, A62, ...
  std::vector<std::string> b = {};
  std::vector<RuleOption> options = {};
  std::string a_general = kJiangZiya;
  std::string b_general = kDixin;
};

class Table {
 public:
  // Both decks built, shuffled as listed (fillers on top), opening hands drawn, A's turn 1 in its
  // main phase.
  explicit Table(Seats seats = {});

  // The `i`-th (0-based) card the test appended to `seat`'s deck.
  static CardId Extra(Seat seat, size_t i) { return CardId{seat, static_cast<uint16_t>(61 + i)}; }
  CardId General(Seat seat) const { return s.Player(seat).general; }

  // Arranging a position (no decision, no trigger): the card goes to `zone` under its owner; on
  // the field it is upright and has been there since turn 0 unless `fresh`.
  void Put(CardId id, Zone zone, bool fresh = false);
  // Puts the top `n` filler cards of `seat`'s library face-down, upright, into its 灵力区.
  std::vector<CardId> Spirit(Seat seat, int n);

  // Applies a decision; `flagged` holds the violation codes it raised.
  Status Apply(Seat seat, Move move);
  Status Pass(Seat seat) { return Apply(seat, PassPriority{}); }
  // Both players pass until the game asks for something else than a pass in an empty window,
  // or until the active player's main phase (no window open).
  void PassToMain();
  // The holder and the other pass once each (a window with entries resolves).
  void PassBoth();

  Context Ctx() { return Context(s, Cards(), 0); }
  const cards::Card& Info(CardId id) { return Cards()[s.Card(id).def]; }

  State s;
  std::vector<Violation> deck_violations;
  std::vector<std::string> flagged;
};

}  // namespace tcgjudge::myth::testing

#endif  // TCGJUDGE_TESTS_ENGINE_MYTH_TABLE_H_
