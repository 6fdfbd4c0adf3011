// A 永恒之轮 table for rule tests: the bundled card set with twenty plain fillers added, decks laid
// out so that each test knows which card is where, and helpers that record moves and keep the
// violations. The rule tests call the engine (engine/wheel/engine.h) directly; the log's path is
// ruleset_test.cc's and the conformance suite's.

#ifndef TCGJUDGE_TESTS_ENGINE_WHEEL_TABLE_H_
#define TCGJUDGE_TESTS_ENGINE_WHEEL_TABLE_H_

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <functional>
#include <string>
#include <vector>

#include "engine/wheel/engine.h"

namespace tcgjudge::wheel::testing {

// Card codes of the bundled set (samples/wheel/cards.jsonl).
inline constexpr const char* kFireStone = "W001";
inline constexpr const char* kWaterStone = "W002";
inline constexpr const char* kWindStone = "W003";
inline constexpr const char* kEarthStone = "W004";
inline constexpr const char* kLightStone = "W005";
inline constexpr const char* kDarkStone = "W006";
inline constexpr const char* kBlackStone = "W007";
inline constexpr const char* kFootman = "W010";
inline constexpr const char* kGuardian = "W011";
inline constexpr const char* kFlyer = "W012";
inline constexpr const char* kGunner = "W013";
inline constexpr const char* kFirstStriker = "W014";
inline constexpr const char* kBehemoth = "W015";
inline constexpr const char* kShieldBearer = "W016";
inline constexpr const char* kTreant = "W017";
inline constexpr const char* kMonk = "W018";
inline constexpr const char* kWardKnight = "W019";
inline constexpr const char* kAmbusher = "W020";
inline constexpr const char* kFlashAssassin = "W021";
inline constexpr const char* kUniqueKing = "W022";
inline constexpr const char* kMonkeyKing = "W023";
inline constexpr const char* kWukong = "W024";
inline constexpr const char* kLegionnaire = "W025";
inline constexpr const char* kXiaomingLance = "W026";
inline constexpr const char* kXiaomingSword = "W027";
inline constexpr const char* kDragonAcolyte = "W028";
inline constexpr const char* kAncientDragon = "W030";
inline constexpr const char* kDrummer = "W031";
inline constexpr const char* kMartyr = "W032";
inline constexpr const char* kHornblower = "W033";
inline constexpr const char* kFireMage = "W034";
inline constexpr const char* kTwinCaster = "W035";
inline constexpr const char* kDragonWhelp = "W036";
inline constexpr const char* kChariot = "W040";
inline constexpr const char* kDragonShip = "W041";
inline constexpr const char* kFireball = "W050";
inline constexpr const char* kLightning = "W051";
inline constexpr const char* kBattleCry = "W052";
inline constexpr const char* kRuin = "W053";
inline constexpr const char* kInsight = "W054";
inline constexpr const char* kBanner = "W055";
inline constexpr const char* kCounterBlast = "W056";
inline constexpr const char* kDragonPact = "W057";
inline constexpr const char* kExtraArcana = "W058";
inline constexpr const char* kArmourBreak = "W059";
inline constexpr const char* kCraneFormation = "W060";

// A filler no test deck holds otherwise (TestHeader fills decks with F01..F17).
inline const char* F() { return "F18"; }

// The bundled set with the fillers "F01".."F20" (plain war spirits, attack 1, defense 1, no cost).
const CardSet& TestSet();

// A header whose main decks start with `a` and `b` and are filled to 50 with fillers (after the
// identity shuffle, cards 1-5 are the opening hand, card 6 the first draw, ...); each extra deck
// is `extra` followed by four mana stones of each colour (ids from 51 on).
Header TestHeader(const std::vector<std::string>& a, const std::vector<std::string>& b,
                  std::vector<RuleOption> options = {},
                  const std::vector<std::string>& extra_a = {});

// The card id of seat `seat`'s `n`-th decklist card (1-based: main deck then extra deck).
inline CardId Id(Seat seat, uint16_t n) { return CardId{seat, n}; }
inline constexpr Seat kA = Seat::kA;
inline constexpr Seat kB = Seat::kB;

class Table {
 public:
  // Starts the game and records both identity shuffles (and keeps both hands if asked): turn 1
  // of A, the action phase, unless the options stop it earlier.
  explicit Table(Header header);
  // A game whose decks start with `a` and `b`.
  explicit Table(const std::vector<std::string>& a = {}, const std::vector<std::string>& b = {},
                 std::vector<RuleOption> options = {});

  const State& state() const { return state_; }
  State& mutable_state() { return state_; }
  const WheelEngine& engine() const { return engine_; }
  const std::vector<Violation>& violations() const { return violations_; }
  const std::vector<Violation>& start_violations() const { return start_violations_; }

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

  // Whoever is asked passes (discarding nothing) until `done` holds; fails after 200 moves.
  void PassUntil(const std::function<bool(const State&)>& done);
  // Passes to `seat`'s next action phase.
  void ToActionOf(Seat seat);

  // Set-up shortcuts (no event, no trigger): `n` mana stones of `colour` from `seat`'s extra deck
  // into its mana zone; `card` into its owner's `cell`, as if it came in an earlier turn.
  void GiveMana(Seat seat, const char* stone_code, int n);
  void Place(CardId card, const char* cell, bool face_down = false);
  void ToHand(CardId card);

  std::string NameOf(CardId id) const;

 private:
  WheelEngine engine_;
  State state_;
  uint32_t seq_ = 1;
  std::vector<Violation> violations_;
  std::vector<Violation> start_violations_;
};

Cell C(const char* text);

}  // namespace tcgjudge::wheel::testing

#endif  // TCGJUDGE_TESTS_ENGINE_WHEEL_TABLE_H_
