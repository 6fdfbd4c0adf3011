// The decks of bot games (`tcgjudge simulate`): legal decks built from the card set, one per
// faction the bundled set's generals lead (A: 帝辛, a human warrior without a treasure; B: 妲己, a
// demon witch with the treasure).

#include <algorithm>

#include "engine/myth/myth_ruleset.h"

namespace tcgjudge::myth {
namespace {

// Every basic card `general` may play (§23 ②③: creatures of its faction or none, spells and
// equipment of its class or none), as many copies of each (at most 4, §24) as reach 60.
Result<Player> BotPlayer(const CardTable& table, const std::string& name,
                         const std::string& general_code, const std::string& treasure_code) {
  const auto general = table.Find(general_code);
  const auto treasure = table.Find(treasure_code);
  if (!general || (!treasure_code.empty() && !treasure)) {
    return Status::InvalidInput("the myth card set lacks the bot decks' general " + general_code +
                                (treasure_code.empty() ? "" : " or treasure " + treasure_code));
  }
  const cards::Card& leader = table[*general];
  std::vector<std::string> eligible;
  for (size_t i = 0; i < table.size(); ++i) {
    const cards::Card& card = table[static_cast<uint16_t>(i)];
    if (!card.IsBasic()) continue;
    if (card.Type() == cards::CardType::kCreature && card.faction != cards::Faction::kNone &&
        card.faction != leader.faction) {
      continue;
    }
    const bool classed = card.Type() == cards::CardType::kSpell ||
                         card.Type() == cards::CardType::kEquipment;
    if (classed && card.class_ != cards::Class::kNone && card.class_ != leader.class_) continue;
    eligible.push_back(card.code);
  }
  if (eligible.size() * 4 < 60) {
    return Status::InvalidInput("the myth card set has too few cards for a 60-card bot deck");
  }
  const size_t copies = std::min<size_t>(4, (60 + eligible.size() - 1) / eligible.size());
  Player player;
  player.name = name;
  for (size_t copy = 0; copy < copies; ++copy) {
    player.deck.insert(player.deck.end(), eligible.begin(), eligible.end());
  }
  player.extra_deck.push_back(general_code);
  if (!treasure_code.empty()) player.extra_deck.push_back(treasure_code);
  return player;
}

}  // namespace

Result<Header> MythRuleset::BotHeader(const std::string& game_id) const {
  Header header;
  header.ruleset = std::string(Id());
  header.ruleset_version = std::string(kRulesGuideVersion);
  header.game_id = game_id;
  TJ_ASSIGN_OR_RETURN(Player a, BotPlayer(cards_, "Bot A", "MO-002", ""));
  TJ_ASSIGN_OR_RETURN(Player b, BotPlayer(cards_, "Bot B", "MO-003", "MO-004"));
  header.players = {a, b};
  header.first_player = Seat::kA;
  return header;
}

}  // namespace tcgjudge::myth
