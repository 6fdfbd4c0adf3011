#include "engine/wheel/deck.h"

#include <map>
#include <set>

#include "engine/wheel/context.h"

namespace tcgjudge::wheel {
namespace {

using cards::Card;
using cards::CardType;

Status CheckCodes(const std::vector<std::string>& codes, const CardSet& cards,
                  const std::string& field) {
  for (size_t i = 0; i < codes.size(); ++i) {
    if (!cards.IndexOf(codes[i])) {
      return Status::InvalidInput(field + "[" + std::to_string(i) + "]: card code '" + codes[i] +
                                  "' is not in the 永恒之轮 card set");
    }
  }
  return Status::Ok();
}

bool BelongsInExtraDeck(const Card& card) {
  return card.type == CardType::kManaStone || card.keywords.extra;
}

void CheckOneSeat(Seat seat, const Player& player, const CardSet& cards,
                  std::vector<Violation>* out) {
  const std::string who = Letter(seat);
  auto flag = [&](Rule rule, const std::string& text) {
    out->push_back(MakeViolation(rule, seat, 1, text));
  };
  if (player.deck.size() < 50 || player.deck.size() > 60) {
    flag(Rule::kDeckSize, who + "'s main deck has " + std::to_string(player.deck.size()) +
                              " cards; it holds 50 to 60");
  }
  std::map<std::string, int> copies;  // By exact name; mana stones lose their name (W-6).
  std::map<std::string, int> allowed;
  std::set<std::string> restrictions;
  std::vector<const Card*> all;
  for (const auto* list : {&player.deck, &player.extra_deck}) {
    for (const std::string& code : *list) all.push_back(&cards[*cards.IndexOf(code)]);
  }
  for (const Card* card : all) {
    if (!card->keywords.deck_restriction.empty()) {
      restrictions.insert(card->keywords.deck_restriction);
    }
    if (card->type == CardType::kManaStone) continue;
    ++copies[card->name];
    allowed[card->name] =
        std::max<int>(allowed[card->name], std::max<int>(3, card->keywords.legion));
  }
  for (const auto& [name, n] : copies) {
    if (n > allowed[name]) {
      flag(Rule::kDeckCopies, who + "'s decks hold " + std::to_string(n) + " cards named " + name +
                                  "; at most " + std::to_string(allowed[name]) + " are allowed");
    }
  }
  for (const std::string& trait : restrictions) {
    std::set<std::string> reported;
    for (const Card* card : all) {
      if (card->type == CardType::kWarSpirit && !card->HasTrait(trait) &&
          reported.insert(card->name).second) {
        flag(Rule::kDeckRestriction, who + "'s deck holds the war spirit " + card->name +
                                         " without the trait " + trait +
                                         ", which a deck restriction \"" + trait + "\" forbids");
      }
    }
  }
  for (const std::string& code : player.deck) {
    const Card& card = cards[*cards.IndexOf(code)];
    if (BelongsInExtraDeck(card)) {
      flag(Rule::kDeckExtraInMain,
           who + "'s main deck holds " + card.name + ", " +
               (card.type == CardType::kManaStone ? "a mana stone" : "an Extra card") +
               ", which belongs in the extra deck");
    }
  }
  for (const std::string& code : player.extra_deck) {
    const Card& card = cards[*cards.IndexOf(code)];
    if (!BelongsInExtraDeck(card)) {
      flag(Rule::kDeckMainInExtra, who + "'s extra deck holds " + card.name +
                                       ", which is neither a mana stone nor an Extra card");
    }
  }
}

}  // namespace

Status CheckDecks(const Header& header, const CardSet& cards, std::vector<Violation>* out) {
  for (int seat = 0; seat < 2; ++seat) {
    const Player& player = header.players[seat];
    const std::string field = "header.players[" + std::to_string(seat) + "]";
    TJ_RETURN_IF_ERROR(CheckCodes(player.deck, cards, field + ".deck"));
    TJ_RETURN_IF_ERROR(CheckCodes(player.extra_deck, cards, field + ".extraDeck"));
    TJ_RETURN_IF_ERROR(CheckCodes(player.side_deck, cards, field + ".sideDeck"));
  }
  for (int seat = 0; seat < 2; ++seat) {
    CheckOneSeat(static_cast<Seat>(seat), header.players[seat], cards, out);
  }
  return Status::Ok();
}

}  // namespace tcgjudge::wheel
