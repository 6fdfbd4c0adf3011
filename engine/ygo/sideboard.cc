// §1.1.3 副卡组: between two duels of a best-of-three match a side deck card may be exchanged one
// for one with a main deck or extra deck card (YgoRuleset::SideboardProblems). Every list keeps
// its size (so the main deck stays at 40-60 cards, §1.1.1), the three lists together hold the
// same cards, and what goes into the extra deck is an extra deck monster (§1.1.2). Readings:
// docs/rulings-ygo.md, "Side-decking between duels".

#include <map>
#include <string>
#include <vector>

#include "engine/ygo/ygo_ruleset.h"

namespace tcgjudge::ygo {
namespace {

using Counts = std::map<std::string, int>;

Counts CountCodes(std::initializer_list<const std::vector<std::string>*> lists) {
  Counts counts;
  for (const auto* list : lists) {
    for (const std::string& code : *list) ++counts[code];
  }
  return counts;
}

}  // namespace

std::vector<Violation> YgoRuleset::SideboardProblems(Seat seat, const Player& registered,
                                                     const Player& played) const {
  std::vector<Violation> problems;
  const std::string who(1, SeatLetter(seat));
  auto add = [&](const std::string& code, const std::string& text,
                 std::vector<std::string> rules = {"§1.1.3"}) {
    Violation v;
    v.code = code;
    v.rules = std::move(rules);
    v.player = seat;
    v.seq = 1;
    v.message = WithRules(text, v.rules);
    problems.push_back(std::move(v));
  };
  auto name = [&](const std::string& code) {
    const std::optional<uint16_t> def = cards_.Find(code);
    return def ? cards_[*def].name + " (" + code + ")" : code;
  };
  // Each list keeps its size: an exchange is one for one.
  const struct {
    const char* list;
    size_t before, now;
  } sizes[] = {{"main deck", registered.deck.size(), played.deck.size()},
               {"extra deck", registered.extra_deck.size(), played.extra_deck.size()},
               {"side deck", registered.side_deck.size(), played.side_deck.size()}};
  for (const auto& s : sizes) {
    if (s.before == s.now) continue;
    add("ygo.deck.side-exchange-size",
        who + "'s " + s.list + " has " + std::to_string(s.now) + " cards, registered " +
            std::to_string(s.before) + ": side-decking exchanges cards one for one, every list "
            "keeps its size");
  }
  // The three lists together hold the cards registered, no more and no fewer.
  const Counts before = CountCodes({&registered.deck, &registered.extra_deck, &registered.side_deck});
  const Counts now = CountCodes({&played.deck, &played.extra_deck, &played.side_deck});
  std::string added, missing;
  for (const auto& [code, n] : now) {
    const auto was = before.find(code);
    const int more = n - (was == before.end() ? 0 : was->second);
    if (more > 0) added += (added.empty() ? "" : ", ") + std::to_string(more) + " " + name(code);
  }
  for (const auto& [code, n] : before) {
    const auto is = now.find(code);
    const int fewer = n - (is == now.end() ? 0 : is->second);
    if (fewer > 0) {
      missing += (missing.empty() ? "" : ", ") + std::to_string(fewer) + " " + name(code);
    }
  }
  if (!added.empty() || !missing.empty()) {
    std::string text = who + "'s decks differ from the registered lists:";
    if (!added.empty()) text += " " + added + " not registered";
    if (!missing.empty()) text += std::string(added.empty() ? " " : "; ") + missing + " missing";
    add("ygo.deck.side-exchange-cards",
        text + "; side-decking only exchanges cards between the registered lists");
  }
  // §1.1.2: what the exchanges put into the extra deck is an extra deck monster.
  for (const std::string& code : played.extra_deck) {
    const std::optional<uint16_t> def = cards_.Find(code);
    if (def && !IsExtraDeckMonster(cards_[*def])) {
      add("ygo.deck.side-exchange-extra",
          who + "'s extra deck holds " + name(code) +
              ", which is no extra deck monster: a side deck card exchanged into the extra "
              "deck must be one",
          {"§1.1.3", "§1.1.2"});
    }
  }
  return problems;
}

}  // namespace tcgjudge::ygo
