// The core's Reflect encoding (engine/reflect_bytes.h) and the state key kept as terms over it
// (engine/reflect_state_key.h), on a small state of their own: what every ruleset in Yu-Gi-Oh's
// mould (ygo, myth, wheel) snapshots and keys its state with.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "engine/reflect_bytes.h"
#include "engine/reflect_state_key.h"

namespace tcgjudge {
namespace reflect_test {

enum class Colour : uint8_t { kRed, kGreen, kBlue };
constexpr Colour LastEnumerator(Colour) { return Colour::kBlue; }

// A leaf type the "ruleset" encodes itself: a value 0-9 written as one varint.
struct Digit {
  uint8_t value = 0;
  bool operator==(const Digit&) const = default;
};
inline void PutReflectLeaf(ByteWriter& out, const Digit& d) { out.U64(d.value); }
inline bool GetReflectLeaf(ByteReader& in, Digit& d) { return in.Uint(&d.value, 9); }

struct Card {
  Colour colour = Colour::kRed;
  int8_t power = 0;
  bool operator==(const Card&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.colour, s.power);
  }
};

struct Player {
  int32_t life = 20;
  std::vector<CardId> hand;
  bool operator==(const Player&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.life, s.hand);
  }
};

struct State {
  static constexpr std::string_view kRulesetId = "test";
  std::array<Player, 2> players;
  std::array<std::vector<Card>, 2> cards;
  std::array<std::vector<Card>, 2> tokens;
  Digit digit;
  std::optional<Seat> winner;
  mutable KeptKeyTerms<Card, Player, 2> key_terms;
  static constexpr std::array kKeyedCardLists = {
      KeyedCardList<State, Card>{&State::cards, "cards", false},
      KeyedCardList<State, Card>{&State::tokens, "tokens", true}};
  bool operator==(const State&) const = default;
  template <typename Self, typename V>
  static void Reflect(Self& s, V& v) {
    v(s.players, s.cards, s.tokens, s.digit, s.winner);
  }
};

State Sample() {
  State s;
  s.players[0].hand = {CardId{Seat::kA, 1}};
  s.cards[0] = {Card{Colour::kGreen, -3}, Card{Colour::kBlue, 7}};
  s.cards[1] = {Card{Colour::kRed, 2}};
  s.tokens[1] = {Card{Colour::kBlue, 1}};
  s.digit = Digit{7};
  s.winner = Seat::kB;
  return s;
}

std::string Encode(const State& s) {
  ReflectWriter w;
  State::Reflect(s, w);
  return w.Release();
}

TEST(ReflectBytes, AStateReadsBackEqualToWhatWasWritten) {
  const State s = Sample();
  const std::string bytes = Encode(s);
  State back;
  ReflectReader r(bytes);
  State::Reflect(back, r);
  ASSERT_TRUE(r.ok());
  EXPECT_TRUE(r.AtEnd());
  EXPECT_EQ(back, s);
}

TEST(ReflectBytes, AnEnumPastItsLastEnumeratorIsRefused) {
  ByteWriter w;
  w.U64(3);  // Colour has kRed, kGreen, kBlue: 0-2.
  w.I64(0);
  const std::string bytes = w.Release();
  Card card;
  ReflectReader r(bytes);
  Card::Reflect(card, r);
  EXPECT_FALSE(r.ok());

  ByteWriter seat;  // The core's Seat: A or B.
  seat.U64(2);
  const std::string seat_bytes = seat.Release();
  Seat read = Seat::kA;
  ReflectReader rs(seat_bytes);
  rs(read);
  EXPECT_FALSE(rs.ok());
}

TEST(ReflectBytes, ALeafTypeIsWrittenAndCheckedByItsOwnFunctions) {
  ReflectWriter w;
  w(Digit{7});
  EXPECT_EQ(w.data(), std::string(1, '\x07'));

  const std::string ten(1, '\x0a');
  Digit d;
  ReflectReader r(ten);
  r(d);
  EXPECT_FALSE(r.ok()) << "GetReflectLeaf refuses 10";
}

TEST(ReflectBytes, ASignedIntegerOutsideItsTypeIsRefused) {
  ByteWriter w;
  w.U64(0);
  w.I64(200);  // power is an int8_t.
  const std::string bytes = w.Release();
  Card card;
  ReflectReader r(bytes);
  Card::Reflect(card, r);
  EXPECT_FALSE(r.ok());
}

TEST(ReflectStateKey, TheKeptKeyEqualsTheComputedKeyAfterEveryChange) {
  State s = Sample();
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  s.cards[0][1].power = 8;  // One card term changes.
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  s.tokens[0].push_back(Card{Colour::kRed, 0});  // A list grows.
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  s.cards[1].clear();  // And shrinks.
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  s.players[1].life = 3;  // A seat term.
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  s.digit = Digit{1};  // The rest term.
  EXPECT_EQ(KeptReflectStateKey(s), ComputeReflectStateKey(s));
  EXPECT_TRUE(ReflectStateKeyProblem(s).ok());
}

TEST(ReflectStateKey, EveryComponentChangesTheKeyAndACardIsNotAToken) {
  const State base = Sample();
  const uint64_t key = ComputeReflectStateKey(base);
  State s = base;
  s.players[0].life = 19;
  EXPECT_NE(ComputeReflectStateKey(s), key);
  s = base;
  s.cards[1][0].power = 3;
  EXPECT_NE(ComputeReflectStateKey(s), key);
  s = base;
  s.winner.reset();
  EXPECT_NE(ComputeReflectStateKey(s), key);
  // The same card state held as B's first card or as B's first token is another position.
  State as_card;
  as_card.cards[1] = {Card{Colour::kBlue, 1}};
  State as_token;
  as_token.tokens[1] = {Card{Colour::kBlue, 1}};
  EXPECT_NE(ComputeReflectStateKey(as_card), ComputeReflectStateKey(as_token));
}

TEST(ReflectStateKey, AStaleKeptTermIsCorruptionNamingIt) {
  State s = Sample();
  KeptReflectStateKey(s);
  s.key_terms.card_terms[1][1][0] ^= 1;  // Of list 1 (tokens), seat B, the first: tampered with.
  const Status problem = ReflectStateKeyProblem(s);
  ASSERT_FALSE(problem.ok());
  const std::string token = CardId::Token(Seat::kB, 1).ToString();
  EXPECT_NE(problem.message().find("card " + token), std::string::npos) << problem.message();
}

}  // namespace reflect_test
}  // namespace tcgjudge
