#include "engine/ygo/deck.h"

#include <map>

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {
namespace {

Violation DeckViolation(Rule rule, Seat seat, const std::string& text) {
  const RuleInfo& info = InfoOf(rule);
  std::vector<std::string> sections(info.sections.begin(), info.sections.end());
  return Violation{std::string(info.code), sections, seat, 1, WithRules(text, sections)};
}

Status CheckCodes(const std::vector<std::string>& codes, const CardTable& cards,
                  const std::string& field) {
  for (size_t i = 0; i < codes.size(); ++i) {
    const std::optional<uint16_t> def = cards.Find(codes[i]);
    const std::string where = field + "[" + std::to_string(i) + "]";
    if (!def) {
      return Status::InvalidInput(where + ": card code '" + codes[i] +
                                  "' is not in the Yu-Gi-Oh card set");
    }
    const cards::Monster* m = cards[*def].AsMonster();
    if (m != nullptr && m->kind == cards::MonsterKind::kToken) {
      return Status::InvalidInput(where + ": " + codes[i] + " is a token, which no deck holds " +
                                  "(Supplement 1)");
    }
  }
  return Status::Ok();
}

}  // namespace

Status CheckDecks(const Header& header, const CardTable& cards, const Options& options,
                  std::vector<Violation>* out) {
  for (int seat = 0; seat < 2; ++seat) {
    const Player& player = header.players[seat];
    const std::string field = "header.players[" + std::to_string(seat) + "]";
    TJ_RETURN_IF_ERROR(CheckCodes(player.deck, cards, field + ".deck"));
    TJ_RETURN_IF_ERROR(CheckCodes(player.extra_deck, cards, field + ".extraDeck"));
    TJ_RETURN_IF_ERROR(CheckCodes(player.side_deck, cards, field + ".sideDeck"));
    if (!player.outside_deck.empty()) {  // §1.1: a duelist's cards are the three decks.
      return Status::InvalidInput(field + ".outsideDeck: a duel has no cards outside the decks " +
                                  "(§1.1)");
    }
  }
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    const Player& player = header.players[i];
    const std::string who = Letter(seat);
    auto size = [&](Rule rule, size_t n, size_t low, size_t high, const std::string& what) {
      if (n < low || n > high) {
        out->push_back(DeckViolation(rule, seat,
                                     who + "'s " + what + " has " + std::to_string(n) +
                                         " cards; it holds " + std::to_string(low) + " to " +
                                         std::to_string(high)));
      }
    };
    size(Rule::kDeckMainSize, player.deck.size(), 40, 60, "main deck");
    size(Rule::kDeckExtraSize, player.extra_deck.size(), 0, 15, "extra deck");
    size(Rule::kDeckSideSize, player.side_deck.size(), 0, 15, "side deck");
    std::map<std::string, int> copies;  // By name (§2.1 卡名).
    std::map<std::string, uint8_t> limits;
    for (const auto* list : {&player.deck, &player.extra_deck, &player.side_deck}) {
      for (const std::string& code : *list) {
        const cards::Card& card = cards[*cards.Find(code)];
        ++copies[card.name];
        limits[card.name] = card.limit;
      }
    }
    for (const auto& [name, n] : copies) {
      if (n > 3) {
        out->push_back(DeckViolation(Rule::kDeckCopies, seat,
                                     who + "'s decks hold " + std::to_string(n) + " cards named " +
                                         name + "; at most 3 of a name are allowed"));
      }
      if (options.banlist && n > limits[name] && limits[name] < 3) {
        out->push_back(DeckViolation(Rule::kDeckBanlist, seat,
                                     who + "'s decks hold " + std::to_string(n) + " " + name +
                                         "; the Forbidden/Limited "
                                         "list allows " +
                                         std::to_string(limits[name])));
      }
    }
    for (const std::string& code : player.deck) {
      const cards::Card& card = cards[*cards.Find(code)];
      if (IsExtraDeckMonster(card)) {
        out->push_back(
            DeckViolation(Rule::kDeckExtraKindInMain, seat,
                          who + "'s main deck holds " + card.name + ", a " +
                              std::string(cards::MonsterKindName(card.AsMonster()->kind)) +
                              " monster of the extra deck"));
      }
    }
    for (const std::string& code : player.extra_deck) {
      const cards::Card& card = cards[*cards.Find(code)];
      if (!IsExtraDeckMonster(card)) {
        out->push_back(DeckViolation(
            Rule::kDeckMainKindInExtra, seat,
            who + "'s extra deck holds " + card.name + ", which belongs in the main deck"));
      }
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::ygo
