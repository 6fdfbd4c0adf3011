#include "engine/rise/bot_deck.h"

#include <span>
#include <utility>

namespace tcgjudge::rise {
namespace {

using Copies = std::pair<const char*, int>;

// Codes of samples/rise/cards.jsonl and their copies: the 42 cards both decks hold (no feature
// markers, §100.2a) ...
constexpr Copies kShared[] = {
    {"R-104", 2}, {"R-114", 3}, {"R-115", 2}, {"R-116", 4}, {"R-121", 2}, {"R-007", 1},
    {"R-123", 1}, {"R-124", 1}, {"R-008", 1}, {"R-009", 1}, {"R-012", 1}, {"R-122", 1},
    {"R-010", 1}, {"R-011", 1}, {"R-013", 1}, {"R-127", 1}, {"R-130", 1}, {"R-105", 2},
    {"R-106", 2}, {"R-107", 1}, {"R-108", 1}, {"R-109", 1}, {"R-110", 1}, {"R-125", 1},
    {"R-117", 1}, {"R-126", 1}, {"R-128", 1}, {"R-129", 1}, {"R-131", 1}, {"R-132", 1},
    {"R-111", 1}, {"R-112", 1},
};
// ... and the 18 of each commander's faction (and 伊莎贝拉·凯恩's 【增幅】 card).
constexpr Copies kCouncil[] = {{"R-001", 3}, {"R-002", 3}, {"R-005", 3}, {"R-101", 4},
                               {"R-102", 2}, {"R-113", 1}, {"R-004", 1}, {"R-118", 1}};
constexpr Copies kFront[] = {{"R-006", 4}, {"R-103", 4}, {"R-119", 4}, {"R-114", 1},
                             {"R-115", 2}, {"R-121", 2}, {"R-106", 1}};

Player BotPlayer(const char* name, const char* commander, std::span<const Copies> own) {
  Player p;
  p.name = name;
  p.player_id = name;
  for (std::span<const Copies> part : {std::span<const Copies>(kShared), own}) {
    for (const auto& [code, copies] : part) {
      for (int i = 0; i < copies; ++i) p.deck.push_back(code);
    }
  }
  p.extra_deck.push_back(commander);  // the commander outside the deck.
  return p;
}

}  // namespace

Header RiseBotHeader(const std::string& game_id, const Options& options) {
  Header h;
  h.ruleset = "rise";
  h.ruleset_version = "1.00";
  h.game_id = game_id;
  h.players = {BotPlayer("bot-a", "R-C01", kCouncil), BotPlayer("bot-b", "R-C02", kFront)};
  h.options = AllOptions(options);
  return h;
}

}  // namespace tcgjudge::rise
