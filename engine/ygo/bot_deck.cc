// The decks of bot duels (`tcgjudge simulate`): legal decks built from the card set.

#include <algorithm>
#include <iterator>
#include <optional>
#include <string_view>

#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

// The cards bot decks are built from, in this order: the bundled set as it was when seeded bot
// duels were first pinned (tests/engine/ygo/bot_test.cc, the soak). Cards added to the set later
// do not change those duels; a set without these cards (--cards ygo=FILE) builds from all of its.
constexpr std::string_view kBotPool[] = {
    "89631139",  // Blue-Eyes White Dragon
    "46986414",  // Dark Magician
    "70781052",  // Summoned Skull
    "11091375",  // Luster Dragon
    "69140098",  // Gemini Elf
    "26202165",  // Sangan
    "54652250",  // Man-Eater Bug
    "52624755",  // Peten the Dark Clown
    "63977008",  // Junk Synchron
    "97268402",  // Effect Veiler
    "40640057",  // Kuriboh
    "05405694",  // Black Luster Soldier
    "17390179",  // Flash Knight
    "21970285",  // Dragon Horn Hunter
    "23995346",  // Blue-Eyes Ultimate Dragon
    "97204936",  // Gaia Knight, the Force of Earth
    "71594310",  // Gem-Knight Pearl
    "84013237",  // Number 39: Utopia
    "98978921",  // Link Spider
    "41999284",  // Linkuriboh
    "01861629",  // Decode Talker
    "73915052",  // Sheep Token
    "12580477",  // Raigeki
    "53129443",  // Dark Hole
    "83764718",  // Monster Reborn
    "55144522",  // Pot of Greed
    "24094653",  // Polymerization
    "55761792",  // Black Luster Ritual
    "05318639",  // Mystical Space Typhoon
    "14087893",  // Book of Moon
    "70046172",  // Rush Recklessly
    "73915051",  // Scapegoat
    "65169794",  // Black Pendant
    "59197169",  // Yami
    "44095762",  // Mirror Force
    "04206964",  // Trap Hole
    "97077563",  // Call of the Haunted
    "41420027",  // Solemn Judgment
    "77414722",  // Magic Jammer
};

std::vector<const cards::Card*> BotPool(const CardTable& cards) {
  std::vector<const cards::Card*> pool;
  for (std::string_view code : kBotPool) {
    if (std::optional<uint16_t> def = cards.Find(code)) pool.push_back(&cards[*def]);
  }
  if (pool.size() == std::size(kBotPool)) return pool;
  pool.clear();
  for (const cards::Card& card : cards.all()) pool.push_back(&card);
  return pool;
}

// §1.1: up to two copies of every card (within the Forbidden/Limited list), the main deck trimmed
// to 60 and filled to 40 with third copies; the extra deck up to 15.
Result<Player> BotPlayer(const CardTable& cards, const std::string& name) {
  Player player;
  player.name = name;
  std::vector<std::string> main;
  std::vector<std::string> extra;
  const std::vector<const cards::Card*> pool = BotPool(cards);
  for (int round = 0; round < 3; ++round) {
    for (const cards::Card* entry : pool) {
      const cards::Card& card = *entry;
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
