#include "engine/zero/state_key.h"

#include <algorithm>
#include <string>
#include <string_view>

#include "engine/byte_io.h"
#include "engine/state_key.h"
#include "engine/zero/snapshot.h"
#include "engine/zero/zero_ruleset.h"

namespace tcgjudge::zero {
namespace {

CardId IdAt(int seat, size_t i) {
  return CardId{static_cast<Seat>(seat), static_cast<uint16_t>(i + 1)};
}

// The entry q positions from the counted end of `list`, a list of `zone`.
CardId EntryAt(const std::vector<CardId>& list, Zone zone, size_t q) {
  return KeyCountsFromBottom(zone) ? list[list.size() - 1 - q] : list[q];
}

// Writes the bytes of each term into one buffer, reused, and hashes them.
class TermWriter {
 public:
  TermWriter() { w_.Reserve(256); }

  uint64_t Rest(const State& s) {
    Start("zero.rest");
    PutSnapshotOptions(w_, s.options);
    for (const PlayerState& p : s.players) PutSnapshotFlags(w_, p);
    for (const auto& cards : s.cards) w_.U64(cards.size());
    PutSnapshotTail(w_, s);
    return StateKeyTerm(w_.data());
  }
  uint64_t Card(CardId id, const CardState& card) {
    Start("zero.card");
    PutSnapshotId(w_, id);
    PutSnapshotCard(w_, card);
    return StateKeyTerm(w_.data());
  }
  uint64_t Entry(int seat, Zone zone, size_t q, CardId id) {
    Start("zero.zone");
    w_.U64(static_cast<uint64_t>(seat));
    w_.U64(static_cast<uint64_t>(zone));
    w_.U64(q);
    PutSnapshotId(w_, id);
    return StateKeyTerm(w_.data());
  }

 private:
  void Start(std::string_view tag) {
    w_.Clear();
    w_.Bytes(tag);
  }

  ByteWriter w_;
};

// Brings the terms of one zone up to date: those from its first changed position on.
void UpdateZone(const State& s, int seat, int z, KeyTerms& t, TermWriter& w) {
  const Zone zone = static_cast<Zone>(z);
  const std::vector<CardId>& list = s.players[seat].Zone(zone);
  std::vector<uint64_t>& terms = t.zones[seat][z];
  const size_t from =
      std::min({static_cast<size_t>(t.changed_from[seat][z]), terms.size(), list.size()});
  for (size_t q = from; q < terms.size(); ++q) t.sum -= terms[q];
  terms.resize(list.size());
  for (size_t q = from; q < list.size(); ++q) {
    terms[q] = w.Entry(seat, zone, q, EntryAt(list, zone, q));
    t.sum += terms[q];
  }
  t.changed_from[seat][z] = KeyTerms::kUnchanged;
}

// Computes every term anew.
void ComputeTerms(const State& s, KeyTerms& t, TermWriter& w) {
  t.sum = 0;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    t.cards[seat].resize(s.cards[seat].size());
    for (size_t i = 0; i < s.cards[seat].size(); ++i) {
      t.cards[seat][i] = w.Card(IdAt(seat, i), s.cards[seat][i]);
      t.sum += t.cards[seat][i];
    }
    for (int z = 0; z < kNumPlayerZones; ++z) {
      t.zones[seat][z].clear();
      t.changed_from[seat][z] = 0;
      UpdateZone(s, seat, z, t, w);
    }
  }
  t.changed_cards.Reset({s.cards[0].size(), s.cards[1].size()});
  t.known = true;
}

}  // namespace

uint64_t KeptStateKey(const State& s) {
  KeyTerms& t = s.key_terms;
  TermWriter w;
  if (!t.known || t.cards[0].size() != s.cards[0].size() ||
      t.cards[1].size() != s.cards[1].size()) {
    ComputeTerms(s, t, w);
  } else {
    for (CardId id : t.changed_cards.ids) {
      uint64_t& term = t.cards[SeatIndex(id.seat)][id.index - 1];
      const uint64_t now = w.Card(id, s.Card(id));
      t.sum += now - term;
      term = now;
    }
    t.changed_cards.Clear();
    for (int seat = 0; seat < kNumSeats; ++seat) {
      for (int z = 0; z < kNumPlayerZones; ++z) {
        if (t.changed_from[seat][z] != KeyTerms::kUnchanged) UpdateZone(s, seat, z, t, w);
      }
    }
  }
  return t.sum + w.Rest(s);
}

Status StateKeyProblem(const State& s) {
  const KeyTerms& t = s.key_terms;
  if (!t.known) return Status::Ok();
  KeptStateKey(s);
  auto stale = [](const std::string& what) {
    return Status::Corruption("the kept state key is stale: the term of " + what +
                              " differs from the state's (changed without State's accessors)");
  };
  TermWriter w;
  uint64_t sum = 0;
  for (int seat = 0; seat < kNumSeats; ++seat) {
    for (size_t i = 0; i < s.cards[seat].size(); ++i) {
      const CardId id = IdAt(seat, i);
      if (t.cards[seat][i] != w.Card(id, s.cards[seat][i])) return stale("card " + id.ToString());
      sum += t.cards[seat][i];
    }
    for (int z = 0; z < kNumPlayerZones; ++z) {
      const Zone zone = static_cast<Zone>(z);
      const std::vector<CardId>& list = s.players[seat].Zone(zone);
      const std::vector<uint64_t>& terms = t.zones[seat][z];
      const std::string name =
          std::string(1, SeatLetter(static_cast<Seat>(seat))) + "'s " + std::string(ZoneName(zone));
      if (terms.size() != list.size()) return stale(name + " (its number of entries)");
      for (size_t q = 0; q < list.size(); ++q) {
        if (terms[q] != w.Entry(seat, zone, q, EntryAt(list, zone, q))) {
          return stale(name + " at position " + std::to_string(q) +
                       (KeyCountsFromBottom(zone) ? " from the bottom" : ""));
        }
        sum += terms[q];
      }
    }
  }
  if (sum != t.sum) return Status::Corruption("the kept state key's sum is not that of its terms");
  return Status::Ok();
}

uint64_t ZeroRuleset::StateKey(const GameState& state) const {
  return KeptStateKey(State::Of(state));
}

}  // namespace tcgjudge::zero
