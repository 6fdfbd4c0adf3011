#include "engine/wheel/bot_deck.h"

#include <utility>

namespace tcgjudge::wheel {
namespace {

// Codes of samples/wheel/cards.jsonl and their copies: 50 main deck cards.
constexpr std::pair<const char*, int> kMainDeck[] = {
    {"W010", 2}, {"W011", 2}, {"W012", 2}, {"W013", 2}, {"W014", 2}, {"W015", 2}, {"W016", 1},
    {"W017", 1}, {"W018", 1}, {"W019", 1}, {"W020", 2}, {"W021", 2}, {"W022", 1}, {"W023", 1},
    {"W024", 1}, {"W025", 2}, {"W026", 1}, {"W027", 1}, {"W028", 1}, {"W031", 1}, {"W032", 1},
    {"W033", 1}, {"W034", 1}, {"W035", 1}, {"W036", 1}, {"W040", 2}, {"W041", 1}, {"W050", 2},
    {"W051", 2}, {"W052", 2}, {"W053", 1}, {"W054", 2}, {"W055", 1}, {"W056", 2}, {"W060", 1},
};
constexpr const char* kStones[] = {"W001", "W002", "W003", "W004", "W005", "W006", "W007"};
constexpr const char* kExtraCards[] = {"W030", "W058"};

Player BotPlayer(const char* name) {
  Player p;
  p.name = name;
  p.player_id = name;
  for (const auto& [code, copies] : kMainDeck) {
    for (int i = 0; i < copies; ++i) p.deck.push_back(code);
  }
  for (const char* stone : kStones) {
    for (int i = 0; i < 4; ++i) p.extra_deck.push_back(stone);
  }
  for (const char* code : kExtraCards) p.extra_deck.push_back(code);
  return p;
}

}  // namespace

Header WheelBotHeader(const std::string& game_id, const Options& options) {
  Header h;
  h.ruleset = "wheel";
  h.ruleset_version = "1";
  h.game_id = game_id;
  h.players = {BotPlayer("bot-a"), BotPlayer("bot-b")};
  h.options = AllOptions(options);
  return h;
}

}  // namespace tcgjudge::wheel
