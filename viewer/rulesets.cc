#include "viewer/rulesets.h"

#include <map>
#include <utility>

#include "engine/zero/zero_ruleset.h"
#include "events/card_set.h"

namespace tcgjudge {
namespace {

constexpr size_t kZeroDeckSize = 50;  // 100(2).
constexpr int kZeroMaxCopies = 4;     // 100(2): of one colour and card name.

// True if the engine plays every effect of `card`: none, or only keywords it interprets.
bool PlayedInFull(const zero::CardInfo& card) {
  for (const cards::Effect& effect : card.effects) {
    const auto* keyword = std::get_if<cards::Keyword>(&effect.kind);
    if (keyword == nullptr || effect.min_level > 1) return false;
    if (std::holds_alternative<cards::GatherEnergy>(*keyword)) return false;  // 聚气: not yet.
  }
  return true;
}

}  // namespace

Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const std::string& cards_path) {
  auto set = LoadCardSetFile(cards_path);
  if (!set.ok()) return set.status().WithContext("--cards");
  auto registry = std::make_unique<RulesetRegistry>();
  registry->Add(std::make_unique<zero::ZeroRuleset>(zero::CardTable(*set)));
  return registry;
}

Result<std::vector<std::string>> ZeroBotDeck(const std::vector<zero::CardInfo>& cards) {
  std::vector<const zero::CardInfo*> plain;
  for (const zero::CardInfo& card : cards) {
    if (PlayedInFull(card)) plain.push_back(&card);
  }
  std::vector<std::string> deck;
  std::map<std::pair<zero::Colour, std::string>, int> copies;
  for (int round = 0; round < kZeroMaxCopies && deck.size() < kZeroDeckSize; ++round) {
    for (const zero::CardInfo* card : plain) {
      if (deck.size() == kZeroDeckSize) break;
      int& n = copies[{card->colour, card->name}];
      if (n == kZeroMaxCopies) continue;
      ++n;
      deck.push_back(card->code);
    }
  }
  if (deck.size() < kZeroDeckSize) {
    return Status::InvalidInput(
        "the card set has " + std::to_string(plain.size()) +
        " cards the 零次元 engine plays in full (no effects, or only the keywords it "
        "interprets): too few for a legal bot deck of 50 with at most 4 of a colour and name "
        "(100(2))");
  }
  return deck;
}

Result<Header> BotHeader(const Ruleset& ruleset, const std::string& game_id) {
  const auto* zero_rules = dynamic_cast<const zero::ZeroRuleset*>(&ruleset);
  if (zero_rules == nullptr) {
    return Status::InvalidInput("--ruleset " + std::string(ruleset.Id()) +
                                ": this build has no bot decks for it");
  }
  TJ_ASSIGN_OR_RETURN(std::vector<std::string> deck, ZeroBotDeck(zero_rules->cards()));
  Header header;
  header.ruleset = std::string(ruleset.Id());
  header.ruleset_version = std::string(zero::kRulebookVersion);
  header.game_id = game_id;
  header.players = {Player{"Bot A", "", deck}, Player{"Bot B", "", deck}};
  header.first_player = Seat::kA;
  return header;
}

}  // namespace tcgjudge
