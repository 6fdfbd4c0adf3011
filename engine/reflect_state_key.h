// The state key of a state written with Reflect (Ruleset::StateKey; docs/log-format.md,
// "Recorded state keys"), kept as terms so that a key costs O(what changed). Modulo 2^64, the sum of
//   the rest term:  StateKeyTerm("<id>.rest", the snapshot's encoding of the state's fields without
//                   `players`, and with each keyed card list written as its two seats' counts);
//   a card term per card of each keyed list:  StateKeyTerm("<id>.card", its CardId, its card state);
//   a seat term per player:  StateKeyTerm("<id>.seat", the seat index, its player state);
// each piece as the snapshot writes it (engine/reflect_bytes.h; a tag is written as a string: its
// length, then its ASCII bytes), <id> being State::kRulesetId.
//
// A State that uses it holds `std::array<Player, 2> players`, one or more per-seat card lists
// `std::array<std::vector<Card>, 2>` (a card's index in its list is its CardId's index - 1), and
//   static constexpr std::array kKeyedCardLists = {KeyedCardList<State, Card>{...}, ...};
//   mutable KeptKeyTerms<Card, Player, N> key_terms;  // N lists; not in Reflect.
// A Card is trivially copyable and compared byte for byte against the value its term was computed
// from: equal bytes are an equal value, and unequal bytes of an equal value (padding) only compute
// the same term again. A Player is compared with ==.

#ifndef TCGJUDGE_ENGINE_REFLECT_STATE_KEY_H_
#define TCGJUDGE_ENGINE_REFLECT_STATE_KEY_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "events/check.h"
#include "engine/reflect_bytes.h"
#include "engine/state_key.h"
#include "events/card_id.h"
#include "events/status.h"

namespace tcgjudge {

// One per-seat card list of a state and how its cards are named.
template <typename State, typename Card>
struct KeyedCardList {
  std::array<std::vector<Card>, 2> State::*member;
  std::string_view name;  // In a stale term's message: "the <name>".
  bool tokens = false;    // Its cards are named CardId::Token(seat, n), not {seat, n}.

  CardId IdAt(int seat, size_t i) const {
    const auto n = static_cast<uint16_t>(i + 1);
    return tokens ? CardId::Token(static_cast<Seat>(seat), n) : CardId{static_cast<Seat>(seat), n};
  }
};

// The terms as last computed, kept beside the state: each card's and each player's term with the
// value it was computed from, so that asking for the key rehashes only what differs from that value
// now (a fold changes a game in place without accessors; comparing a game's cards costs less than
// hashing them). Not part of the position: operator== ignores it and snapshots do not hold it; a
// state started or decoded has it unknown until the key is first asked. A ruleset's invariant check
// runs ReflectStateKeyProblem on it.
template <typename Card, typename Player, size_t kLists>
struct KeptKeyTerms {
  bool known = false;
  uint64_t sum = 0;  // Of every card and seat term, modulo 2^64.
  std::array<std::array<std::vector<Card>, 2>, kLists> cards;  // As last hashed, per list and seat.
  std::array<std::array<std::vector<uint64_t>, 2>, kLists> card_terms;
  std::array<Player, 2> players{};
  std::array<uint64_t, 2> player_terms{};
  bool operator==(const KeptKeyTerms&) const { return true; }
};

namespace reflect_state_key_internal {

// Visits the fields of State::Reflect for the rest term: the players left out, each keyed card
// list written as its counts.
template <typename State>
class RestVisitor {
 public:
  RestVisitor(const State& s, ReflectWriter& w) : s_(s), w_(w) {}
  template <typename... T>
  void operator()(const T&... values) {
    (Visit(values), ...);
  }

 private:
  template <typename T>
  void Visit(const T& v) {
    if constexpr (std::is_same_v<T, decltype(s_.players)>) {
      TJ_CHECK(&v == &s_.players);
    } else if constexpr (std::is_same_v<T, std::remove_cvref_t<decltype(s_.*(
                                                State::kKeyedCardLists[0].member))>>) {
      TJ_CHECK(IsKeyedList(&v));
      for (const auto& seat : v) w_.Put(static_cast<uint64_t>(seat.size()));
    } else {
      w_.Put(v);
    }
  }
  bool IsKeyedList(const void* field) const {
    for (const auto& list : State::kKeyedCardLists) {
      if (field == &(s_.*list.member)) return true;
    }
    return false;
  }

  const State& s_;
  ReflectWriter& w_;
};

// Writes the bytes of each term into one buffer, reused, and hashes them.
template <typename State>
class TermWriter {
 public:
  TermWriter()
      : rest_tag_(std::string(State::kRulesetId) + ".rest"),
        card_tag_(std::string(State::kRulesetId) + ".card"),
        seat_tag_(std::string(State::kRulesetId) + ".seat") {
    w_.Reserve(256);
  }

  uint64_t Rest(const State& s) {
    Start(rest_tag_);
    RestVisitor<State> visit(s, w_);
    State::Reflect(s, visit);
    return StateKeyTerm(w_.data());
  }
  template <typename CardT>
  uint64_t Card(CardId id, const CardT& card) {
    Start(card_tag_);
    w_.Put(id);
    w_.Put(card);
    return StateKeyTerm(w_.data());
  }
  template <typename PlayerT>
  uint64_t Seat(int seat, const PlayerT& player) {
    Start(seat_tag_);
    w_.Put(static_cast<uint64_t>(seat));
    w_.Put(player);
    return StateKeyTerm(w_.data());
  }

 private:
  void Start(std::string_view tag) {
    w_.Clear();
    w_.PutBytes(tag);
  }

  const std::string rest_tag_, card_tag_, seat_tag_;
  ReflectWriter w_;
};

// Brings the terms of one seat's cards of one list up to date with `now`.
template <typename State, typename Card>
void UpdateCards(const KeyedCardList<State, Card>& list, int seat, const std::vector<Card>& now,
                 std::vector<Card>& was, std::vector<uint64_t>& terms, uint64_t& sum,
                 TermWriter<State>& w) {
  static_assert(std::is_trivially_copyable_v<Card>);
  for (size_t i = now.size(); i < terms.size(); ++i) sum -= terms[i];
  const size_t kept = std::min(was.size(), now.size());
  was.resize(now.size());
  terms.resize(now.size(), 0);
  for (size_t i = 0; i < now.size(); ++i) {
    if (i < kept && std::memcmp(&was[i], &now[i], sizeof(Card)) == 0) continue;
    std::memcpy(&was[i], &now[i], sizeof(Card));
    const uint64_t term = w.Card(list.IdAt(seat, i), now[i]);
    sum += term - terms[i];
    terms[i] = term;
  }
}

}  // namespace reflect_state_key_internal

// The key from the kept terms (state.key_terms): the terms of what differs from the value they
// were computed from are computed again first (every term, if unknown).
template <typename State>
uint64_t KeptReflectStateKey(const State& s) {
  using namespace reflect_state_key_internal;
  auto& t = s.key_terms;
  static_assert(std::tuple_size_v<decltype(t.cards)> == State::kKeyedCardLists.size());
  TermWriter<State> w;
  const bool known = t.known;
  if (!known) {
    t = {};
    t.known = true;
  }
  for (int seat = 0; seat < 2; ++seat) {
    for (size_t l = 0; l < State::kKeyedCardLists.size(); ++l) {
      const auto& list = State::kKeyedCardLists[l];
      UpdateCards(list, seat, (s.*list.member)[seat], t.cards[l][seat], t.card_terms[l][seat],
                  t.sum, w);
    }
    if (!known || t.players[seat] != s.players[seat]) {
      t.players[seat] = s.players[seat];
      const uint64_t term = w.Seat(seat, s.players[seat]);
      t.sum += term - t.player_terms[seat];
      t.player_terms[seat] = term;
    }
  }
  return t.sum + w.Rest(s);
}

// The key computed from the whole state, keeping nothing.
template <typename State>
uint64_t ComputeReflectStateKey(const State& s) {
  reflect_state_key_internal::TermWriter<State> w;
  uint64_t key = w.Rest(s);
  for (int seat = 0; seat < 2; ++seat) {
    for (const auto& list : State::kKeyedCardLists) {
      const auto& cards = (s.*list.member)[seat];
      for (size_t i = 0; i < cards.size(); ++i) key += w.Card(list.IdAt(seat, i), cards[i]);
    }
    key += w.Seat(seat, s.players[seat]);
  }
  return key;
}

// Where the kept terms are known: brings them up to date, then checks each against the one the
// state gives now; kCorruption naming the first that differs.
template <typename State>
[[nodiscard]] Status ReflectStateKeyProblem(const State& s) {
  const auto& t = s.key_terms;
  if (!t.known) return Status::Ok();
  KeptReflectStateKey(s);
  auto stale = [](const std::string& what) {
    return Status::Corruption("the kept state key is stale: the term of " + what +
                              " differs from the state's");
  };
  reflect_state_key_internal::TermWriter<State> w;
  uint64_t sum = 0;
  for (int seat = 0; seat < 2; ++seat) {
    for (size_t l = 0; l < State::kKeyedCardLists.size(); ++l) {
      const auto& list = State::kKeyedCardLists[l];
      const auto& cards = (s.*list.member)[seat];
      const std::vector<uint64_t>& terms = t.card_terms[l][seat];
      if (terms.size() != cards.size()) return stale("the " + std::string(list.name));
      for (size_t i = 0; i < cards.size(); ++i) {
        const CardId id = list.IdAt(seat, i);
        if (terms[i] != w.Card(id, cards[i])) return stale("card " + id.ToString());
        sum += terms[i];
      }
    }
    if (t.player_terms[seat] != w.Seat(seat, s.players[seat])) {
      return stale("seat " + std::string(1, SeatLetter(static_cast<Seat>(seat))));
    }
    sum += t.player_terms[seat];
  }
  if (sum != t.sum) return Status::Corruption("the kept state key's sum is not that of its terms");
  return Status::Ok();
}

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_REFLECT_STATE_KEY_H_
