#include "engine/rise/invariants.h"

#include <array>
#include <string>
#include <vector>

#include "engine/rise/context.h"

namespace tcgjudge::rise {
namespace {

Status Broken(const std::string& what) { return Status::Corruption("rise invariant: " + what); }

// The zone and row a card in `list` must have.
struct Place {
  const std::vector<CardId>* list;
  Zone zone;
  Row row;
  const char* name;
};

// How many places hold each card instance and each token: [0] the cards, [1] the tokens, per seat.
using Seen = std::array<std::array<std::vector<int>, 2>, 2>;

int& SeenOf(Seen& seen, CardId id) {
  return id.IsToken() ? seen[1][SeatIndex(id.seat)][id.index - kTokenIndexBase - 1]
                      : seen[0][SeatIndex(id.seat)][id.index - 1];
}

// Counts, per card of the game, the places that hold it; checks each agrees with its card.
Status CountPlaces(const State& s, Seat seat, Seen& seen) {
  const PlayerState& p = s.Player(seat);
  const Place places[] = {{&p.deck, Zone::kDeck, Row::kNone, "deck"},
                          {&p.hand, Zone::kHand, Row::kNone, "hand"},
                          {&p.base, Zone::kBase, Row::kNone, "rescue base"},
                          {&p.resources, Zone::kField, Row::kResource, "resource row"},
                          {&p.troops, Zone::kField, Row::kTroop, "troop row"},
                          {&p.commander_row, Zone::kField, Row::kCommander, "commander row"}};
  for (const Place& place : places) {
    for (CardId id : *place.list) {
      if (id.seat != seat || !s.HasCard(id)) {
        return Broken(Letter(seat) + "'s " + place.name + " holds " + id.ToString() +
                      ", not a card of that player");
      }
      const CardState& card = s.Card(id);
      if (card.zone != place.zone || card.row != place.row) {
        return Broken(id.ToString() + " lies in " + Letter(seat) + "'s " + place.name +
                      " but its own zone or row says otherwise");
      }
      ++SeenOf(seen, id);
    }
  }
  return Status::Ok();
}

bool HoldsCard(LinkKind kind) { return kind == LinkKind::kCard || kind == LinkKind::kResource; }

// A card on the stack is the card of one link, of the link resolving, or the attachment whose
// host is being chosen (§403.3).
Status CountStack(const State& s, Seen& seen) {
  auto count = [&](CardId id, const char* what) -> Status {
    if (!s.HasCard(id) || s.Card(id).zone != Zone::kStack) {
      return Broken(std::string(what) + " names " + id.ToString() + ", which is not on the stack");
    }
    ++SeenOf(seen, id);
    return Status::Ok();
  };
  for (const Link& link : s.stack) {
    if (HoldsCard(link.kind)) TJ_RETURN_IF_ERROR(count(link.card, "a link of the stack"));
  }
  if (s.resolving && s.resolving->link.kind == LinkKind::kCard &&
      s.Card(s.resolving->link.card).zone == Zone::kStack) {
    TJ_RETURN_IF_ERROR(count(s.resolving->link.card, "the link resolving"));
  } else if (s.attaching.index != 0 && s.HasCard(s.attaching) &&
             s.Card(s.attaching).zone == Zone::kStack) {
    TJ_RETURN_IF_ERROR(count(s.attaching, "the attachment whose host is chosen"));
  }
  return Status::Ok();
}

Status CheckPlaces(const State& s) {
  Seen seen;
  for (int seat = 0; seat < 2; ++seat) {
    seen[0][seat].assign(s.cards[seat].size(), 0);
    seen[1][seat].assign(s.tokens[seat].size(), 0);
  }
  if (s.tokens[0].size() > kMaxTokens || s.tokens[1].size() > kMaxTokens) {
    return Broken("more tokens than a seat's ids name (§413.2)");
  }
  for (Seat seat : {Seat::kA, Seat::kB}) TJ_RETURN_IF_ERROR(CountPlaces(s, seat, seen));
  TJ_RETURN_IF_ERROR(CountStack(s, seen));
  Status broken = Status::Ok();
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (!broken.ok()) return;
    if (!id.IsToken() && card.zone == Zone::kGone) {
      broken = Broken(id.ToString() + " is gone, and only a token ceases to exist (§413.2b)");
      return;
    }
    // The vortex is not built yet; a token gone is nowhere (§413.2b).
    const int want = card.zone == Zone::kVortex || card.zone == Zone::kGone ? 0 : 1;
    if (SeenOf(seen, id) != want) {
      broken = Broken(id.ToString() + " is in " + std::to_string(SeenOf(seen, id)) +
                      " places, not " + std::to_string(want));
    }
  });
  return broken;
}

// §413.1: each pile of counters is on a card on the field, of one kind, not empty, and the only
// pile of its kind on that card (§405.9a: a card that left the field lost its counters).
Status CheckCounters(const State& s) {
  for (size_t i = 0; i < s.counters.size(); ++i) {
    const CounterPile& p = s.counters[i];
    if (!s.HasCard(p.card) || s.Card(p.card).zone != Zone::kField) {
      return Broken("counters on " + p.card.ToString() + ", which is not on the field (§413.1b)");
    }
    if (p.count == 0 || p.count > kMaxCounters || p.value < -kMaxCounterValue ||
        p.value > kMaxCounterValue || p.name.empty() == (p.stat == Stat::kNone) ||
        (p.stat == Stat::kNone) != (p.value == 0)) {
      return Broken("a pile of counters on " + p.card.ToString() + " of no kind or none (§413.1)");
    }
    for (size_t j = 0; j < i; ++j) {
      const CounterPile& q = s.counters[j];
      if (q.card == p.card && q.name == p.name && q.stat == p.stat && q.value == p.value) {
        return Broken("two piles of one kind of counter on " + p.card.ToString());
      }
    }
  }
  return Status::Ok();
}

}  // namespace

Status CheckInvariants(const State& s) {
  TJ_RETURN_IF_ERROR(CheckPlaces(s));
  TJ_RETURN_IF_ERROR(CheckCounters(s));
  if (s.over != (s.wait == Wait::kOver)) {
    return Broken("the game's end and its wait disagree");
  }
  if (s.winner && !s.over) return Broken("a winner before the game is over");
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const CardId commander = s.Player(seat).commander;
    if (!s.HasCard(commander) || commander.seat != seat) {
      return Broken(Letter(seat) + "'s commander is not a card of that player (§301.1)");
    }
  }
  if (s.passes > 2) return Broken("more consecutive passes than players (§412.4)");
  if (s.wait == Wait::kRandomPick && s.stack.empty()) {
    return Broken("a random pick of targets with no link on the stack (§706.5)");
  }
  return Status::Ok();
}

}  // namespace tcgjudge::rise
