#include "engine/zero/bot_deck.h"

#include <map>
#include <utility>

namespace tcgjudge::zero {
namespace {

constexpr size_t kDeckSize = 50;  // 100(2).
constexpr int kMaxCopies = 4;     // 100(2): of one colour and card name.

}  // namespace

bool PlaysInFull(const CardInfo& card) {
  for (const cards::Effect& effect : card.effects) {
    const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
    if (keyword == nullptr || effect.min_level > 1) return false;
    if (std::holds_alternative<cards::GatherEnergy>(*keyword)) return false;  // 聚气: not yet.
  }
  return true;
}

Result<std::vector<std::string>> BotDeck(const std::vector<CardInfo>& cards) {
  std::vector<const CardInfo*> playable;
  for (const CardInfo& card : cards) {
    if (PlaysInFull(card)) playable.push_back(&card);
  }
  std::vector<std::string> deck;
  std::map<std::pair<Colour, std::string>, int> copies;
  for (int round = 0; round < kMaxCopies && deck.size() < kDeckSize; ++round) {
    for (const CardInfo* card : playable) {
      if (deck.size() == kDeckSize) break;
      int& n = copies[{card->colour, card->name}];
      if (n == kMaxCopies) continue;
      ++n;
      deck.push_back(card->code);
    }
  }
  if (deck.size() < kDeckSize) {
    return Status::InvalidInput(
        "the card set has " + std::to_string(playable.size()) +
        " cards the 零次元 engine plays in full (no effects, or only the keywords it "
        "interprets): too few for a legal bot deck of 50 with at most 4 of a colour and name "
        "(100(2))");
  }
  return deck;
}

}  // namespace tcgjudge::zero
