#include "engine/wheel/state_key.h"

#include <cstring>
#include <string>
#include <type_traits>

#include "engine/state_key.h"
#include "engine/wheel/snapshot_io.h"

namespace tcgjudge::wheel {
namespace {

// Compared byte for byte against the value a term was computed from: equal bytes are an equal
// value, and unequal bytes of an equal value (padding) only compute the same term again.
static_assert(std::is_trivially_copyable_v<CardState>);

CardId IdAt(int seat, size_t i) { return CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)}; }

// Visits the fields of State::Reflect for the rest term: the players left out, the cards written
// as their counts.
class RestVisitor {
 public:
  RestVisitor(const State& s, SnapshotWriter& w) : s_(s), w_(w) {}
  template <typename... T>
  void operator()(const T&... values) {
    (Visit(values), ...);
  }

 private:
  template <typename T>
  void Visit(const T& v) {
    if constexpr (std::is_same_v<T, std::array<PlayerState, 2>>) {
      TJ_CHECK(&v == &s_.players);
    } else if constexpr (std::is_same_v<T, std::array<std::vector<CardState>, 2>>) {
      TJ_CHECK(&v == &s_.cards);
      for (const auto& seat : v) w_.Put(static_cast<uint64_t>(seat.size()));
    } else {
      w_.Put(v);
    }
  }

  const State& s_;
  SnapshotWriter& w_;
};

// Writes the bytes of each term into one buffer, reused, and hashes them.
class TermWriter {
 public:
  TermWriter() { w_.Reserve(256); }

  uint64_t Rest(const State& s) {
    Start("wheel.rest");
    RestVisitor visit(s, w_);
    State::Reflect(s, visit);
    return StateKeyTerm(w_.data());
  }
  uint64_t Card(CardId id, const CardState& card) {
    Start("wheel.card");
    w_.Put(id);
    w_.Put(card);
    return StateKeyTerm(w_.data());
  }
  uint64_t Seat(int seat, const PlayerState& player) {
    Start("wheel.seat");
    w_.Put(static_cast<uint64_t>(seat));
    w_.Put(player);
    return StateKeyTerm(w_.data());
  }

 private:
  void Start(std::string_view tag) {
    w_.Clear();
    w_.PutBytes(tag);
  }

  SnapshotWriter w_;
};

}  // namespace

uint64_t KeptStateKey(const State& s) {
  KeyTerms& t = s.key_terms;
  TermWriter w;
  const bool known = t.known;
  if (!known) {
    t = KeyTerms{};
    t.known = true;
  }
  for (int seat = 0; seat < 2; ++seat) {
    const std::vector<CardState>& now = s.cards[seat];
    std::vector<CardState>& was = t.cards[seat];
    std::vector<uint64_t>& terms = t.card_terms[seat];
    for (size_t i = now.size(); i < terms.size(); ++i) t.sum -= terms[i];
    const size_t kept = std::min(was.size(), now.size());
    was.resize(now.size());
    terms.resize(now.size(), 0);
    for (size_t i = 0; i < now.size(); ++i) {
      if (i < kept && std::memcmp(&was[i], &now[i], sizeof(CardState)) == 0) continue;
      std::memcpy(&was[i], &now[i], sizeof(CardState));
      const uint64_t term = w.Card(IdAt(seat, i), now[i]);
      t.sum += term - terms[i];
      terms[i] = term;
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

uint64_t ComputeStateKey(const State& s) {
  TermWriter w;
  uint64_t key = w.Rest(s);
  for (int seat = 0; seat < 2; ++seat) {
    for (size_t i = 0; i < s.cards[seat].size(); ++i) key += w.Card(IdAt(seat, i), s.cards[seat][i]);
    key += w.Seat(seat, s.players[seat]);
  }
  return key;
}

Status StateKeyProblem(const State& s) {
  const KeyTerms& t = s.key_terms;
  if (!t.known) return Status::Ok();
  KeptStateKey(s);
  auto stale = [](const std::string& what) {
    return Status::Corruption("the kept state key is stale: the term of " + what +
                              " differs from the state's");
  };
  TermWriter w;
  uint64_t sum = 0;
  for (int seat = 0; seat < 2; ++seat) {
    const std::vector<CardState>& cards = s.cards[seat];
    const std::vector<uint64_t>& terms = t.card_terms[seat];
    if (terms.size() != cards.size()) return stale("the cards");
    for (size_t i = 0; i < cards.size(); ++i) {
      if (terms[i] != w.Card(IdAt(seat, i), cards[i])) return stale("card " + IdAt(seat, i).ToString());
      sum += terms[i];
    }
    if (t.player_terms[seat] != w.Seat(seat, s.players[seat])) {
      return stale("seat " + std::string(1, SeatLetter(static_cast<Seat>(seat))));
    }
    sum += t.player_terms[seat];
  }
  if (sum != t.sum) return Status::Corruption("the kept state key's sum is not that of its terms");
  return Status::Ok();
}

}  // namespace tcgjudge::wheel
