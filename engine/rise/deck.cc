#include "engine/rise/deck.h"

#include <algorithm>
#include <map>
#include <set>

#include "engine/rise/context.h"

namespace tcgjudge::rise {
namespace {

using cards::Card;
using cards::CardType;

Status CheckCodes(const std::vector<std::string>& codes, const CardSet& cards,
                  const std::string& field, bool commanders) {
  for (size_t i = 0; i < codes.size(); ++i) {
    const std::string where = field + "[" + std::to_string(i) + "]";
    const auto def = cards.Find(codes[i]);
    if (!def) {
      return Status::InvalidInput(where + ": card code '" + codes[i] +
                                  "' is not in the 崛起TCG card set");
    }
    if (cards[*def].token) {
      return Status::InvalidInput(where + ": " + cards[*def].name +
                                  " is a token: an effect puts it onto the field, no deck holds "
                                  "it (§413.2, R-35)");
    }
    if ((cards[*def].type == CardType::kCommander) != commanders) {
      return Status::InvalidInput(
          where + ": " + cards[*def].name +
          (commanders ? " is not a commander: the extra deck holds the commander alone (R-2)"
                      : " is a commander: it starts on the field, outside the deck (§100.1, "
                        "§101.1)"));
    }
  }
  return Status::Ok();
}

// §100.2a, R-4: a card printing markers of a kind shares one of that kind with the commander.
std::string MarkerProblem(const Card& card, const Card& commander) {
  auto shares = [](const auto& mine, const auto& theirs) {
    return mine.empty() || std::any_of(mine.begin(), mine.end(), [&](auto m) {
             return std::find(theirs.begin(), theirs.end(), m) != theirs.end();
           });
  };
  if (!shares(card.profession_markers, commander.profession_markers)) {
    return "shares no profession marker with the commander " + commander.name;
  }
  if (!shares(card.faction_markers, commander.faction_markers)) {
    return "shares no faction marker with the commander " + commander.name;
  }
  return "";
}

// §100.2b: the features of the commander a "【X】指挥官限定使用" card names.
bool HasFeature(const Card& commander, const std::string& feature) {
  const cards::Features& f = commander.features;
  for (auto p : commander.profession_markers) {
    if (cards::ProfessionWord(p) == feature) return true;
  }
  for (auto faction : commander.faction_markers) {
    if (cards::FactionWord(faction) == feature) return true;
  }
  return f.sect == feature || f.talent == feature ||
         std::find(f.specialties.begin(), f.specialties.end(), feature) != f.specialties.end();
}

void CheckOneSeat(Seat seat, const Player& player, const CardSet& cards, Format format,
                  std::vector<Violation>* out) {
  const std::string who = Letter(seat);
  auto flag = [&](Rule rule, const std::string& text) {
    out->push_back(MakeViolation(rule, seat, 1, text));
  };
  const bool constructed = format == Format::kConstructed;
  const size_t minimum = constructed ? kConstructedMinimum : kLimitedMinimum;
  if (player.deck.size() < minimum) {
    flag(Rule::kDeckSize, who + "'s deck has " + std::to_string(player.deck.size()) +
                              " cards, the commander not counted; it holds at least " +
                              std::to_string(minimum));
  }
  if (constructed && !player.side_deck.empty() && player.side_deck.size() != kSideboardSize) {
    flag(Rule::kSideboardSize, who + "'s sideboard has " + std::to_string(player.side_deck.size()) +
                                   " cards; a constructed sideboard has exactly 10");
  }
  const Card& commander = cards[*cards.Find(player.extra_deck[0])];
  std::map<std::string, int> copies;
  std::set<std::string> reported;
  for (const auto* list : {&player.deck, &player.side_deck}) {
    for (const std::string& code : *list) {
      const Card& card = cards[*cards.Find(code)];
      if (!card.unlimited) ++copies[card.name];
      const std::string problem = MarkerProblem(card, commander);
      if (!problem.empty() && reported.insert(card.name).second) {
        flag(Rule::kDeckMarkers, who + "'s decks hold " + card.name + ", which " + problem);
      }
      if (!card.commander_only.empty() && !HasFeature(commander, card.commander_only) &&
          reported.insert(card.name).second) {
        flag(Rule::kDeckCommanderOnly, who + "'s decks hold " + card.name +
                                           ", only for a "
                                           "commander with 【" +
                                           card.commander_only +
                                           "】, "
                                           "which " +
                                           commander.name + " lacks");
      }
    }
  }
  if (!constructed) return;  // §100.4: limited decks hold any number of copies.
  for (const auto& [name, n] : copies) {
    if (n > kMaxCopies) {
      flag(Rule::kDeckCopies, who + "'s deck and sideboard hold " + std::to_string(n) +
                                  " cards named " + name + "; at most 4 are allowed");
    }
  }
}

using Counts = std::map<std::string, int>;

Counts CountCodes(std::initializer_list<const std::vector<std::string>*> lists) {
  Counts counts;
  for (const auto* list : lists) {
    for (const std::string& code : *list) ++counts[code];
  }
  return counts;
}

// "2 × 塞班·托托斯, 1 × ...": the cards `more` holds beyond `less`.
std::string Surplus(const Counts& more, const Counts& less, const CardSet& cards) {
  std::string out;
  for (const auto& [code, n] : more) {
    const auto other = less.find(code);
    const int extra = n - (other == less.end() ? 0 : other->second);
    if (extra <= 0) continue;
    const auto def = cards.Find(code);
    out += (out.empty() ? "" : ", ") + std::to_string(extra) + " × " +
           (def ? cards[*def].name + " (" + code + ")" : code);
  }
  return out;
}

}  // namespace

std::vector<Violation> SideExchangeProblems(Seat seat, const Player& registered,
                                            const Player& played, const CardSet& cards) {
  std::vector<Violation> out;
  const std::string who = Letter(seat);
  if (played.extra_deck != registered.extra_deck ||
      played.outside_deck != registered.outside_deck) {
    out.push_back(MakeViolation(Rule::kSideExchangeCommander, seat, 1,
                                who + "'s commander is not the one registered: side-decking "
                                      "exchanges cards of the deck and the sideboard only"));
  }
  // A header that records no sideboard gives the deck alone (docs/desk.md): its cards come from
  // the registered lists; what went out to the sideboard it does not record is not checked.
  const bool sideboard_recorded = !played.side_deck.empty() || registered.side_deck.empty();
  const Counts before = CountCodes({&registered.deck, &registered.side_deck});
  const Counts now = CountCodes({&played.deck, &played.side_deck});
  const std::string added = Surplus(now, before, cards);
  const std::string missing = sideboard_recorded ? Surplus(before, now, cards) : "";
  if (!added.empty() || !missing.empty()) {
    std::string text = who + "'s deck and sideboard differ from the registered ones:";
    if (!added.empty()) text += " " + added + " not registered";
    if (!missing.empty()) text += std::string(added.empty() ? " " : "; ") + missing + " missing";
    out.push_back(MakeViolation(Rule::kSideExchangeCards, seat, 1,
                                text + "; between duels cards are only exchanged between the "
                                       "deck and the sideboard"));
  }
  return out;
}

Status CheckLineup(const Header& header, const CardSet& cards) {
  for (int seat = 0; seat < 2; ++seat) {
    const Player& player = header.players[seat];
    const std::string field = "header.players[" + std::to_string(seat) + "]";
    if (player.extra_deck.size() != 1) {
      return Status::InvalidInput(field +
                                  ".extraDeck: holds the commander, exactly one card "
                                  "(§101.1, R-2); it has " +
                                  std::to_string(player.extra_deck.size()));
    }
    TJ_RETURN_IF_ERROR(CheckCodes(player.deck, cards, field + ".deck", false));
    TJ_RETURN_IF_ERROR(CheckCodes(player.extra_deck, cards, field + ".extraDeck", true));
    TJ_RETURN_IF_ERROR(CheckCodes(player.side_deck, cards, field + ".sideDeck", false));
  }
  return Status::Ok();
}

void CheckDecks(const Header& header, const CardSet& cards, Format format,
                std::vector<Violation>* out) {
  for (int seat = 0; seat < 2; ++seat) {
    CheckOneSeat(static_cast<Seat>(seat), header.players[seat], cards, format, out);
  }
}

}  // namespace tcgjudge::rise
