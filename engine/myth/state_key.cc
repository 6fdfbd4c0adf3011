#include "engine/myth/state_key.h"

#include <algorithm>
#include <cstring>
#include <string>
#include <type_traits>

#include "engine/state_key.h"
#include "engine/reflect_bytes.h"
#include "engine/myth/myth_ruleset.h"

namespace tcgjudge::myth {
namespace {

// Compared byte for byte against the value a term was computed from: equal bytes are an equal
// value, and unequal bytes of an equal value (padding) only compute the same term again.
static_assert(std::is_trivially_copyable_v<CardState>);

CardId IdAt(int seat, size_t i, bool token) {
  const auto n = static_cast<uint16_t>(i + 1);
  return token ? CardId::Token(static_cast<Seat>(seat), n) : CardId{static_cast<Seat>(seat), n};
}

// Visits the fields of State::Reflect for the rest term: the players left out, the cards and the
// tokens written as their counts.
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
    if constexpr (std::is_same_v<T, std::array<PlayerState, 2>>) {
      TJ_CHECK(&v == &s_.players);
    } else if constexpr (std::is_same_v<T, std::array<std::vector<CardState>, 2>>) {
      TJ_CHECK(&v == &s_.cards || &v == &s_.tokens);
      for (const auto& seat : v) w_.Put(static_cast<uint64_t>(seat.size()));
    } else {
      w_.Put(v);
    }
  }

  const State& s_;
  ReflectWriter& w_;
};

// Writes the bytes of each term into one buffer, reused, and hashes them.
class TermWriter {
 public:
  TermWriter() { w_.Reserve(256); }

  uint64_t Rest(const State& s) {
    Start("myth.rest");
    RestVisitor visit(s, w_);
    State::Reflect(s, visit);
    return StateKeyTerm(w_.data());
  }
  uint64_t Card(CardId id, const CardState& card) {
    Start("myth.card");
    w_.Put(id);
    w_.Put(card);
    return StateKeyTerm(w_.data());
  }
  uint64_t Seat(int seat, const PlayerState& player) {
    Start("myth.seat");
    w_.Put(static_cast<uint64_t>(seat));
    w_.Put(player);
    return StateKeyTerm(w_.data());
  }

 private:
  void Start(std::string_view tag) {
    w_.Clear();
    w_.PutBytes(tag);
  }

  ReflectWriter w_;
};

// Brings the terms of one seat's cards (or tokens) up to date with `now`.
void UpdateCards(int seat, bool tokens, const std::vector<CardState>& now,
                 std::vector<CardState>& was, std::vector<uint64_t>& terms, uint64_t& sum,
                 TermWriter& w) {
  for (size_t i = now.size(); i < terms.size(); ++i) sum -= terms[i];
  const size_t kept = std::min(was.size(), now.size());
  was.resize(now.size());
  terms.resize(now.size(), 0);
  for (size_t i = 0; i < now.size(); ++i) {
    if (i < kept && std::memcmp(&was[i], &now[i], sizeof(CardState)) == 0) continue;
    std::memcpy(&was[i], &now[i], sizeof(CardState));
    const uint64_t term = w.Card(IdAt(seat, i, tokens), now[i]);
    sum += term - terms[i];
    terms[i] = term;
  }
}

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
    UpdateCards(seat, false, s.cards[seat], t.cards[seat], t.card_terms[seat], t.sum, w);
    UpdateCards(seat, true, s.tokens[seat], t.tokens[seat], t.token_terms[seat], t.sum, w);
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
    for (size_t i = 0; i < s.cards[seat].size(); ++i) {
      key += w.Card(IdAt(seat, i, false), s.cards[seat][i]);
    }
    for (size_t i = 0; i < s.tokens[seat].size(); ++i) {
      key += w.Card(IdAt(seat, i, true), s.tokens[seat][i]);
    }
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
    for (bool tokens : {false, true}) {
      const std::vector<CardState>& cards = tokens ? s.tokens[seat] : s.cards[seat];
      const std::vector<uint64_t>& terms = tokens ? t.token_terms[seat] : t.card_terms[seat];
      if (terms.size() != cards.size()) return stale(tokens ? "the tokens" : "the cards");
      for (size_t i = 0; i < cards.size(); ++i) {
        const CardId id = IdAt(seat, i, tokens);
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

uint64_t MythRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

uint64_t MythRuleset::FullStateKey(const GameState& state) const {
  return ComputeStateKey(State::Of(state));
}

}  // namespace tcgjudge::myth
