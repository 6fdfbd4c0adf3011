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

// Counts, per card of the game, the places that hold it; checks each agrees with its card.
Status CountPlaces(const State& s, Seat seat, std::array<std::vector<int>, 2>& seen) {
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
      ++seen[SeatIndex(id.seat)][id.index - 1];
    }
  }
  return Status::Ok();
}

bool HoldsCard(LinkKind kind) { return kind == LinkKind::kCard || kind == LinkKind::kResource; }

// A card on the stack is the card of one link, of the link resolving, or the attachment whose
// host is being chosen (§403.3).
Status CountStack(const State& s, std::array<std::vector<int>, 2>& seen) {
  auto count = [&](CardId id, const char* what) -> Status {
    if (!s.HasCard(id) || s.Card(id).zone != Zone::kStack) {
      return Broken(std::string(what) + " names " + id.ToString() + ", which is not on the stack");
    }
    ++seen[SeatIndex(id.seat)][id.index - 1];
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
  std::array<std::vector<int>, 2> seen;
  for (Seat seat : {Seat::kA, Seat::kB}) {
    seen[SeatIndex(seat)].assign(s.cards[SeatIndex(seat)].size(), 0);
  }
  for (Seat seat : {Seat::kA, Seat::kB}) TJ_RETURN_IF_ERROR(CountPlaces(s, seat, seen));
  TJ_RETURN_IF_ERROR(CountStack(s, seen));
  for (Seat seat : {Seat::kA, Seat::kB}) {
    for (size_t i = 0; i < seen[SeatIndex(seat)].size(); ++i) {
      const CardId id{seat, static_cast<uint16_t>(i + 1)};
      const Zone zone = s.Card(id).zone;
      const int want = zone == Zone::kVortex ? 0 : 1;  // The vortex is not built yet.
      if (seen[SeatIndex(seat)][i] != want) {
        return Broken(id.ToString() + " is in " + std::to_string(seen[SeatIndex(seat)][i]) +
                      " places, not " + std::to_string(want));
      }
    }
  }
  return Status::Ok();
}

}  // namespace

Status CheckInvariants(const State& s) {
  TJ_RETURN_IF_ERROR(CheckPlaces(s));
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
  return Status::Ok();
}

}  // namespace tcgjudge::rise
