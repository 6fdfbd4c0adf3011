// A 崛起TCG table for rule tests: the bundled card set with plain fillers added, decks laid out so
// that each test knows which card is where, and helpers that record moves and keep the
// violations. The rule tests call the engine (engine/rise/engine.h) directly; ruleset_test.cc
// goes through the log.

#ifndef TCGJUDGE_TESTS_ENGINE_RISE_TABLE_H_
#define TCGJUDGE_TESTS_ENGINE_RISE_TABLE_H_

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <set>
#include <string>
#include <vector>

#include "engine/rise/engine.h"

namespace tcgjudge::rise::testing {

// Card codes of the bundled set (samples/rise/cards.jsonl).
inline constexpr const char* kKane = "R-C01";     // Commander: 猛士, 众神议会, life 25.
inline constexpr const char* kGrom = "R-C02";     // Commander: 受难者, 自由战线, life 24.
inline constexpr const char* kSaipan = "R-001";   // 援军 2: 0/2, 守护者, 众神议会.
inline constexpr const char* kVie = "R-002";      // 援军 3: 3/2, 领航, 众神议会.
inline constexpr const char* kAurora = "R-003";   // 能力 3: 2 damage to up to 3 opposing, 使徒.
inline constexpr const char* kWilson = "R-004";   // 援军 8, 唯一.
inline constexpr const char* kCannon = "R-007";   // 载具 3: armour 3.
inline constexpr const char* kTrooper = "R-101";  // 援军 1: 1/1, 众神议会.
inline constexpr const char* kSquad = "R-104";    // 战队 3: 3/4, armour 1.
inline constexpr const char* kFireShot = "R-105";   // 能力 1, 瞬发: 2 damage to a character.
inline constexpr const char* kSupply = "R-106";     // 能力 2: draw 2.
inline constexpr const char* kJam = "R-107";        // 能力 2, 瞬发: counter a link.
inline constexpr const char* kBarrage = "R-108";    // 能力 X: X damage divided among 3 opposing.
inline constexpr const char* kChoice = "R-109";     // 能力 2, 瞬发, choose 1 of 3.
inline constexpr const char* kReinforce = "R-111";  // Command: reward (1): draw 1.
inline constexpr const char* kMedic = "R-113";      // 援军 2: 【启动】(1): repair 1.
inline constexpr const char* kDrone = "R-114";      // 援军 1: enters: draw 1.
inline constexpr const char* kBomber = "R-115";  // 援军 1: destroyed: 1 to the opposing commander.
inline constexpr const char* kUnlimited = "R-116";   // 援军 1, 无限.
inline constexpr const char* kKaneOrder = "R-118";   // 【增幅】 only.
inline constexpr const char* kSeer = "R-120";        // 先知 marker.
inline constexpr const char* kVeteran = "R-005";     // 援军 2: 1/2, 守护者.
inline constexpr const char* kStone = "R-008";       // 武器: 智能(2), power 1, fire cost 2.
inline constexpr const char* kSnake = "R-009";       // 武器: 智能(2), power 2, fire cost 1.
inline constexpr const char* kStarArmour = "R-011";  // 护甲: the commander has 武器装备+1.
inline constexpr const char* kRedDragon = "R-012";   // 武器: 手持(1), power 4, fire cost 2.
inline constexpr const char* kRanger = "R-103";      // 援军 2: 2/2, 亢奋.
inline constexpr const char* kCrystal = "R-110";     // 结晶 2: life 3.
inline constexpr const char* kPhantom = "R-121";     // 援军 2: 2/1, 闪避.
inline constexpr const char* kCarrier = "R-123";  // 载具 4: 援军或战队限定搭乘(2), power 2-6.
inline constexpr const char* kMech = "R-124";    // 载具 5: 指挥官限定搭乘(1), power X.
inline constexpr const char* kDust = "R-125";    // 结晶 1: life 2, 蔚蓝结晶(1).
inline constexpr const char* kShield = "R-010";  // 护甲: 手持(2).
inline constexpr const char* kSniper = "R-122";  // 武器: 超视距, power 3, fire cost 2.
inline constexpr const char* kGhost = "G01";     // Test card: 援军 0/1, 不能被指定.
inline constexpr const char* kQuartermaster = "G02";  // Test card: (0) once a turn: draw 1.
inline constexpr const char* kBugler = "G03";         // Test card: at your turn's start: draw 1.
inline constexpr const char* kCannonMount = "G04";   // Test card: 武器 with no hand tag, 1/1.
inline constexpr const char* kInfantryToken = "G05";  // Test token (§413.2): 援军 1/1.
inline constexpr const char* kAirdrop = "G06";  // Test card: 能力 1: two G05 tokens (§413.2).
inline constexpr const char* kEmpower = "G07";  // Test card: 能力 1, 瞬发: 2 power +1 counters.
inline constexpr const char* kCorrode = "G08";  // Test card: 能力 1, 瞬发: 2 life -1 counters.
inline constexpr const char* kMark = "G09";     // Test card: 能力 0, 瞬发: 2 侦察 counters.
inline constexpr const char* kUnmark = "G10";  // Test card: 能力 0, 瞬发: remove 1 侦察 counter.
inline constexpr const char* kBrace = "G11";  // Test card: 能力 0, 瞬发: 1 armour +1 counter.
// Test card: 援军: at your turn's start, if your commander is damaged (§703.2): draw 1.
inline constexpr const char* kWatch = "G12";
inline constexpr const char* kFirstAid =
    "G13";  // Test card: 能力 0, 瞬发: repair 5 of a character.
inline constexpr const char* kTimeWarp = "G14";  // Test card: 能力 0, 瞬发: you take an extra turn.
inline constexpr const char* kStasis = "G15";  // Test card: 能力 0, 瞬发: target player skips 1.
inline constexpr const char* kRetreat = "G16";  // Test card: 能力 0, 瞬发: end the turn (§500.5).
// Test card: 能力 0, 瞬发: target player takes an extra turn.
inline constexpr const char* kBorrowedTime = "G17";
inline constexpr const char* kLure = "G18";  // Test card: 援军 0/3, 磁石 (§706.4).
// Test card: 能力 0, 瞬发: 1 damage to an opposing character picked at random (§706.5).
inline constexpr const char* kScatter = "G19";
// Test card: 能力 0, 瞬发: 1 damage to each of 2 characters picked at random (§706.5).
inline constexpr const char* kSpray = "G20";
// Test card: 能力 0, 瞬发: change the single target of target link (§706.2).
inline constexpr const char* kDeflect = "G21";
// Test card: 援军 0/1: when it enters, 1 damage to an opposing character picked at random.
inline constexpr const char* kSparkSentry = "G22";
// Test card: 援军 0/1: when it enters, a random attachment moves (§403.6a).
inline constexpr const char* kJammer = "G23";

// The bundled set with the fillers "F01".."F20" (援军 with no cost, no marker, power 1, life 1)
// and the test cards G01-G23.
const CardSet& TestSet();

// A header whose main decks start with `a` and `b` and are filled to `size` with fillers (after
// the identity shuffle, cards 1-7 are the opening hand, card 8 the first draw, ...); A's
// commander (instance size + 1) is 伊莎贝拉·凯恩, B's 格罗姆·铁牙.
Header TestHeader(const std::vector<std::string>& a, const std::vector<std::string>& b,
                  std::vector<RuleOption> options = {}, size_t size = 60);

inline CardId Id(Seat seat, uint16_t n) { return CardId{seat, n}; }
inline constexpr Seat kA = Seat::kA;
inline constexpr Seat kB = Seat::kB;

// How far a Table sets the game up: both keep their hands (turn 1 of A, its ready step, A
// holding priority), or the mulligan decisions are left to the test.
enum class Opening { kKeep, kDecide };

class Table {
 public:
  // Starts the game and records both identity shuffles, then the opening as asked.
  explicit Table(Header header, Opening opening = Opening::kKeep);
  explicit Table(const std::vector<std::string>& a = {}, const std::vector<std::string>& b = {},
                 std::vector<RuleOption> options = {});

  const State& state() const { return state_; }
  State& mutable_state() { return state_; }
  const RiseEngine& engine() const { return engine_; }
  const std::vector<Violation>& violations() const { return violations_; }
  const std::vector<Violation>& start_violations() const { return start_violations_; }
  // Whether the last move was undone by the rules (§707.2).
  bool rewound() const { return rewound_; }

  // Records a move; returns the codes of its violations. Fails the test if it is refused.
  std::vector<std::string> Do(Seat player, Move move);
  template <typename D, typename = std::enable_if_t<std::is_constructible_v<Decision, D>>>
  std::vector<std::string> Do(Seat player, D decision) {
    return Do(player, Move(Decision(std::move(decision))));
  }
  // Records a move that must be refused; returns the Status message.
  std::string Refused(Seat player, Move move);
  template <typename D, typename = std::enable_if_t<std::is_constructible_v<Decision, D>>>
  std::string Refused(Seat player, D decision) {
    return Refused(player, Move(Decision(std::move(decision))));
  }
  Status Shuffle(Seat seat, std::vector<CardId> order);

  // Whoever holds priority passes (a guard declined among them, C-5, and armour, §717.2c) until
  // `done` holds; fails after 200 passes.
  void PassUntil(const std::function<bool(const State&)>& done);
  // Passes to `seat`'s next action phase (with an empty stack).
  void ToActionOf(Seat seat);

  // Set-up shortcuts (no event, no trigger): `n` cards from the top of `seat`'s deck placed as
  // ready face-down resources; `card` onto its owner's troop row, as if it came in an earlier
  // turn.
  std::vector<CardId> GiveResources(Seat seat, int n);
  void Field(CardId card);
  // `card` (equipment) onto its owner's commander row, as if it came in an earlier turn.
  void Equip(CardId card);
  void ToHand(CardId card);

 private:
  RiseEngine engine_;
  State state_;
  uint32_t seq_ = 1;
  bool rewound_ = false;
  std::vector<Violation> violations_;
  std::vector<Violation> start_violations_;
};

// The cost payment of `n` resources: the first `n` of `resources`.
LinkChoices Paying(const std::vector<CardId>& resources, size_t n);

// A declares `attacker` against `defender` in its action phase and the combat step begins (C-1).
void Attack(Table& t, CardId attacker, CardId defender);
// Everyone passes (no guard) until the combat ends (§603).
void PassToCombatEnd(Table& t);

// Checks that every legal move of the current state breaks nothing and every illegal move
// breaks exactly the rule it is listed with (rules_check.h); returns the illegal moves' codes.
std::set<std::string> ExpectMovesConsistent(const Table& t);

// What holds of every position: the invariants, the kept key, and a snapshot that decodes to the
// same state and key.
void ExpectKept(const State& s);

}  // namespace tcgjudge::rise::testing

#endif  // TCGJUDGE_TESTS_ENGINE_RISE_TABLE_H_
