// CardInfo: what the 零次元 engine reads of a card definition (docs/cards.md), flattened for fast
// lookups during the fold. Built once per card set; states refer to cards by their index.

#ifndef TCGJUDGE_ENGINE_ZERO_CARD_INFO_H_
#define TCGJUDGE_ENGINE_ZERO_CARD_INFO_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "events/zero/card_data.h"
#include "events/zero/card_set.h"

namespace tcgjudge::zero {

using Colour = cards::Colour;
using Category = cards::Category;
inline constexpr int kNumColours = cards::kNumColours;

struct CardInfo {
  std::string code;
  std::string name;  // Card name (301).
  Colour colour = Colour::kRed;
  Category category = Category::kCharacter;
  uint16_t play_roles = 0;  // PlayRole bits (FindPlayRoles), beside the category they go with.
  int32_t cost_total = 0;   // 303(3).
  std::array<int32_t, kNumColours> cost_coloured{};  // Per colour, 303(3).
  std::vector<std::string> character_names;          // 305.
  std::vector<std::string> attributes;               // 306.
  std::string anime;                                 // 316: its anime series ("" if not given).
  int32_t atk = 0;                                   // 308.
  int32_t def = 0;                                   // 309.
  int32_t atk_bonus = 0;                             // 310 (equipment).
  int32_t def_bonus = 0;
  // Undetermined values (303(5), 308(4), 309(4), A-89): the printed value plus `amount` for every
  // card matching the filter, counted from the card's point of view.
  std::optional<cards::PerCard> atk_per;
  std::optional<cards::PerCard> def_per;
  std::optional<cards::PerCard> cost_per;
  bool instant = false;  // 311 (tactics).
  // Keyword instances (900); each counts separately where the rule says so.
  int rush = 0;
  int slow = 0;
  int lone_wolf = 0;
  int guard = 0;
  int scheme = 0;
  std::vector<std::string> battle_links;  // 战斗连协『X』 partners, one per instance.
  bool equip_opponent = false;            // May equip an opponent's character (319(9)).
  std::vector<cards::Effect> effects;     // In printed order (ActivateEffect.effect indexes them).
  bool continuous = false;                // A continuous effect that affects cards (701).
  bool makes_lose_effects = false;        // A continuous effect with loseEffects (708).
  bool grants_keywords = false;           // A continuous effect with grants (708(2)).
  bool changes_stats = false;  // A continuous effect with atk, def, setAtk or setDef (701).
  bool changes_names =
      false;                // A continuous effect with setName or (add|set)Attributes (301, 306).
  int counter_effect = -1;  // The index of its counter effect (704), or -1.
  // Bit t: a triggered effect with timing t (702), or for 【登场时】 (801) also 智谋 (900(6)).
  uint32_t trigger_timings = 0;
  // 706(2): it may enter the battle zone as a copy of a card that matches (characters).
  std::optional<cards::Filter> enters_as_copy_of;
  // Beside each of character_names, its number in the card table (NumberCharacterNames): equal
  // names, equal numbers, so that 305(6) compares integers.
  std::vector<uint32_t> name_numbers;
  int Printed(int bit) const;  // Printed instances of a keyword bit.
  // A triggered effect of a turn's start or end (807, 808).
  bool HasTurnTrigger() const {
    using T = cards::Timing;
    uint32_t turn = 0;
    for (T t : {T::kTurnStart, T::kOwnTurnStart, T::kOpponentTurnStart, T::kTurnEnd, T::kOwnTurnEnd,
                T::kOpponentTurnEnd}) {
      turn |= 1u << static_cast<int>(t);
    }
    return (trigger_timings & turn) != 0;
  }

  // 『A』 matches a character name or an attribute.
  bool HasName(const std::string& a) const;
};

// Keywords a card can be granted (708(2)), as bits of CardState::granted and of KeywordCount.
inline constexpr int kRushBit = 1;      // 突袭 900(2)
inline constexpr int kSlowBit = 2;      // 迟缓 900(3)
inline constexpr int kLoneWolfBit = 4;  // 独行客 900(4)
inline constexpr int kGuardBit = 8;     // 守备 900(5)
// The bit of `keyword`, or 0 for keywords that carry more than a flag (智谋, 战斗连协, 聚气).
int KeywordBit(const cards::Keyword& keyword);

// Sets `continuous` and `trigger_timings` from `info.effects` (ZeroRuleset does, for every card
// of its table, so that a table made by hand has them too).
void FindEffectSummary(CardInfo& info);

// What the lists of the cards in play (Game::FindInPlay) read of a card, as bits of
// CardInfo::play_roles: one word read for each card in play, not fields all over its CardInfo.
enum PlayRole : uint16_t {
  kTurnTriggerRole = 1,        // HasTurnTrigger().
  kContinuousRole = 2,         // continuous.
  kChangesStatsRole = 4,       // changes_stats.
  kGrantsKeywordsRole = 8,     // grants_keywords.
  kMakesLoseEffectsRole = 16,  // makes_lose_effects.
  kChangesNamesRole = 32,      // changes_names.
  kDefReadRole = 64,           // def_per or def <= 0: its DEF is read without damage (309(2)-(4)).
};
// Sets `info.play_roles` from the fields the roles name (ZeroRuleset does, for every card of its
// table, after FindEffectSummary).
void FindPlayRoles(CardInfo& info);

// Numbers every character name of `table` (CardInfo::name_numbers): the same name has the same
// number on every card. ZeroRuleset does, for its table.
void NumberCharacterNames(std::vector<CardInfo>& table);

// The engine's view of a card definition: keyword instances counted (900), costs by colour.
CardInfo CardInfoFromDef(const cards::CardDef& def);

// Every card of `set`, in the set's order.
std::vector<CardInfo> CardTable(const CardSet& set);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_CARD_INFO_H_
