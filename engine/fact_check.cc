#include "engine/fact_check.h"

#include <iterator>
#include <set>
#include <string>
#include <variant>

namespace tcgjudge {
namespace {

std::string_view FactKindName(FactKind kind) {
  static constexpr std::string_view kNames[] = {"shuffle", "coinFlip", "dieRoll", "randomPick"};
  return kNames[static_cast<size_t>(kind)];
}

std::string Letter(Seat seat) { return std::string(1, SeatLetter(seat)); }

// Whether `listed` holds exactly the cards of `held`, each once.
bool SameCards(const std::vector<CardId>& listed, const std::vector<CardId>& held) {
  const std::set<CardId> cards(listed.begin(), listed.end());
  return cards.size() == listed.size() && listed.size() == held.size() &&
         cards == std::set<CardId>(held.begin(), held.end());
}

}  // namespace

Status CheckFactAgainst(const FactPoint& point, const Fact& fact) {
  // The outcomes a FactPoint waits for; a paper game's facts (IsPaperFact) are none of them.
  static constexpr FactKind kKinds[] = {FactKind::kShuffle, FactKind::kCoinFlip, FactKind::kDieRoll,
                                        FactKind::kRandomPick};
  static_assert(std::size(kKinds) == kFirstPaperFact);
  if (IsPaperFact(fact) || kKinds[fact.index()] != point.kind) {
    return Status::InvalidInput("fact." + std::string(tcgjudge::FactKindName(fact)) +
                                ": the game waits for a " + std::string(FactKindName(point.kind)) +
                                " (" + point.description + ")");
  }
  if (const auto* shuffle = std::get_if<ShuffleFact>(&fact)) {
    if (shuffle->seat != point.seat) {
      return Status::InvalidInput("fact.shuffle.seat: the game waits for a shuffle of " +
                                  Letter(point.seat) + "'s deck, not " + Letter(shuffle->seat) +
                                  "'s");
    }
    if (!SameCards(shuffle->order, point.cards)) {
      return Status::InvalidInput("fact.shuffle.order: the order lists other cards than the " +
                                  std::to_string(point.cards.size()) + " " + Letter(point.seat) +
                                  "'s deck holds");
    }
  } else if (const auto* roll = std::get_if<DieRollFact>(&fact)) {
    if (roll->sides != point.sides) {
      return Status::InvalidInput("fact.dieRoll.sides: the game waits for a roll of a " +
                                  std::to_string(point.sides) + "-sided die, not " +
                                  std::to_string(roll->sides));
    }
  } else if (const auto* pick = std::get_if<RandomPickFact>(&fact)) {
    if (!SameCards(pick->pool, point.cards)) {
      return Status::InvalidInput("fact.randomPick.pool: the pool lists other cards than the " +
                                  std::to_string(point.cards.size()) + " the game picks from");
    }
    if (pick->count != point.count) {
      return Status::InvalidInput("fact.randomPick.count: the game picks " +
                                  std::to_string(point.count) + ", not " +
                                  std::to_string(pick->count));
    }
    if (!pick->picked) {
      return Status::InvalidInput(
          "fact.randomPick.unseen: the game goes on from the picked cards; a pick nobody saw "
          "cannot be folded");
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge
