// The rules engines of the `tcgjudge` binary and the bot decks `simulate` plays them with.

#ifndef TCGJUDGE_VIEWER_RULESETS_H_
#define TCGJUDGE_VIEWER_RULESETS_H_

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "engine/ruleset.h"
#include "engine/zero/card_info.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

// Every engine of this build: 零次元 ("zero") with the card set of `cards_path` (a JSON Lines card
// set, docs/cards.md). A card file that does not load is refused with "--cards: <path:line:
// reason>" (kInvalidInput, or kIoError when it cannot be read).
Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const std::string& cards_path);

// A legal 零次元 deck for bot games (100(2): 50 cards, at most 4 of a colour and card name), made
// only of cards the engine plays in full: cards without effects, and cards whose effects are
// only keywords it interprets (突袭, 迟缓, 独行客, 守备, 战斗连协, 智谋; not 聚气, and none gated
// by a level). Round by round it takes one more copy of each such card in card-set order until
// there are 50. kInvalidInput if the set has too few such cards.
Result<std::vector<std::string>> ZeroBotDeck(const std::vector<zero::CardInfo>& cards);

// The header of bot game `game_id` for `ruleset`: rulebook version, players "Bot A" and "Bot B"
// with the ruleset's bot deck each, A first. kInvalidInput for a ruleset without bot decks.
Result<Header> BotHeader(const Ruleset& ruleset, const std::string& game_id);

}  // namespace tcgjudge

#endif  // TCGJUDGE_VIEWER_RULESETS_H_
