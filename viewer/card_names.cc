#include "viewer/card_names.h"

#include <memory>
#include <vector>

namespace tcgjudge {

CardNames PrintedCardNames(const Ruleset& ruleset, const Header& header) {
  CardNames names;
  std::vector<Violation> deck_problems;
  auto state = ruleset.Start(header, &deck_problems);
  if (!state.ok()) return names;
  const Board board = ruleset.MakeBoard(**state);
  for (const BoardPlayer& player : board.players) {
    for (const BoardZone& zone : player.zones) {
      for (const BoardCard& card : zone.cards) {
        if (!card.name.empty()) names.emplace(card.id, CardName{card.code, card.name});
      }
    }
  }
  return names;
}

}  // namespace tcgjudge
