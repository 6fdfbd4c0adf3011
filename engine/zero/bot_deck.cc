#include "engine/zero/bot_deck.h"

#include <map>
#include <utility>

namespace tcgjudge::zero {
namespace {

constexpr size_t kDeckSize = 50;  // 100(2).
constexpr int kMaxCopies = 4;     // 100(2): of one colour and card name.

}  // namespace

namespace {

bool ActionsPlayed(const std::vector<cards::Action>& actions);

// An action inside a die roll's match: carried out at once, so one that asks a question or
// pauses (damage to a life zone, discard, search, put into play, a die roll, looking, ordering)
// is refused there by the engine. (An insteadIf branch carries out any action, A-105.)
bool PlayedAtOnce(const cards::Action& next) {
  const auto* damage = std::get_if<cards::Damage>(&next.kind);
  if ((damage != nullptr && !damage->target) || std::holds_alternative<cards::Discard>(next.kind) ||
      std::holds_alternative<cards::Search>(next.kind) ||
      std::holds_alternative<cards::PutIntoPlay>(next.kind) ||
      std::holds_alternative<cards::RollDie>(next.kind) ||
      std::holds_alternative<cards::LookAtTop>(next.kind) ||
      std::holds_alternative<cards::PutOnDeck>(next.kind) ||
      std::holds_alternative<cards::AddLife>(next.kind) ||
      std::holds_alternative<cards::Scrap>(next.kind)) {
    return false;
  }
  return ActionsPlayed({next});
}

// The actions the interpreter carries out (engine/zero/effects.cc, DoAction).
bool ActionsPlayed(const std::vector<cards::Action>& actions) {
  for (const cards::Action& action : actions) {
    const bool played = std::visit(
        [](const auto& a) {
          using T = std::decay_t<decltype(a)>;
          if constexpr (std::is_same_v<T, cards::Draw> || std::is_same_v<T, cards::Damage> ||
                        std::is_same_v<T, cards::Destroy> || std::is_same_v<T, cards::Heal> ||
                        std::is_same_v<T, cards::Buff> || std::is_same_v<T, cards::Discard> ||
                        std::is_same_v<T, cards::Search> || std::is_same_v<T, cards::PutIntoPlay> ||
                        std::is_same_v<T, cards::BecomeCopy> ||
                        std::is_same_v<T, cards::GainControl> || std::is_same_v<T, cards::Remove> ||
                        std::is_same_v<T, cards::PreventDamage> ||
                        std::is_same_v<T, cards::EndTurn> ||
                        std::is_same_v<T, cards::ReturnToHand> ||
                        std::is_same_v<T, cards::CopyLink> || std::is_same_v<T, cards::LookAtTop> ||
                        std::is_same_v<T, cards::PutOnDeck> || std::is_same_v<T, cards::AddLife> ||
                        std::is_same_v<T, cards::EachDraw> || std::is_same_v<T, cards::Win> ||
                        std::is_same_v<T, cards::AddLifeFrom> || std::is_same_v<T, cards::Scrap>) {
            return true;
          } else if constexpr (std::is_same_v<T, cards::InsteadIf>) {
            return ActionsPlayed(a.actions) && ActionsPlayed(a.instead);  // 707(4), A-105.
          } else if constexpr (std::is_same_v<T, cards::Grant>) {
            return KeywordBit(a.keyword) != 0;
          } else if constexpr (std::is_same_v<T, cards::RollDie>) {
            for (const cards::Action& next : a.on_match) {  // Actions without a question.
              if (!PlayedAtOnce(next)) return false;
            }
            return true;
          } else {
            return false;
          }
        },
        action.kind);
    if (!played) return false;
  }
  return true;
}

}  // namespace

bool PlaysInFull(const CardInfo& card) {
  for (const cards::Effect& effect : card.effects) {
    if (effect.min_level > 1) return false;
    const bool played = std::visit(
        [](const auto& e) {
          using T = std::decay_t<decltype(e)>;
          if constexpr (std::is_same_v<T, cards::Keyword>) {
            const auto* gather = std::get_if<cards::GatherEnergy>(&e);
            return gather == nullptr || ActionsPlayed(gather->actions);
          } else if constexpr (std::is_same_v<T, cards::Continuous>) {
            for (const cards::Keyword& k : e.grants) {
              if (KeywordBit(k) == 0) return false;
            }
            return true;
          } else {  // Triggered, activated, counter effects and tactics: every cost is paid.
            return ActionsPlayed(e.actions);
          }
        },
        effect.kind);
    if (!played) return false;
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
