// The decks of bot duels (`tcgjudge simulate`): legal decks built from the card set.

#include <algorithm>

#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

// §1.1: up to two copies of every card (within the Forbidden/Limited list), the main deck trimmed
// to 60 and filled to 40 with third copies; the extra deck up to 15.
Result<Player> BotPlayer(const CardTable& cards, const std::string& name) {
  Player player;
  player.name = name;
  std::vector<std::string> main;
  std::vector<std::string> extra;
  for (int round = 0; round < 3; ++round) {
    for (const cards::Card& card : cards.all()) {
      const cards::Monster* m = card.AsMonster();
      if ((m != nullptr && m->kind == cards::MonsterKind::kToken) || card.limit <= round) continue;
      if (IsExtraDeckMonster(card)) {
        if (round < 2 && extra.size() < 15) extra.push_back(card.code);
      } else if (round < 2 ? main.size() < 60 : main.size() < 40) {
        main.push_back(card.code);
      }
    }
  }
  if (main.size() < 40) {
    return Status::InvalidInput("the Yu-Gi-Oh card set has too few cards for a 40-card bot deck");
  }
  player.deck = main;
  player.extra_deck = extra;
  return player;
}

}  // namespace

Result<Header> YgoRuleset::BotHeader(const std::string& game_id) const {
  Header header;
  header.ruleset = std::string(Id());
  header.ruleset_version = std::string(kRulebookVersion);
  header.game_id = game_id;
  TJ_ASSIGN_OR_RETURN(Player a, BotPlayer(cards_, "Bot A"));
  TJ_ASSIGN_OR_RETURN(Player b, BotPlayer(cards_, "Bot B"));
  header.players = {a, b};
  header.first_player = Seat::kA;
  return header;
}

}  // namespace tcgjudge::ygo
