#include "engine/myth/deck.h"

#include <algorithm>
#include <map>

#include "engine/myth/field.h"
#include "engine/myth/turn.h"

namespace tcgjudge::myth {
namespace {

using cards::CardType;

}  // namespace

Problems DeckProblems(const CardTable& table, const Decklist& deck) {
  Problems out;
  const cards::Card& general = table[*table.Find(deck.general)];
  std::map<std::string, int> copies;
  int basic = 0;
  for (const std::string& code : deck.library) {
    const cards::Card& card = table[*table.Find(code)];
    if (!card.IsBasic()) {
      out.push_back({Rule::kDeckNotBasic, "the library holds " + card.name + ", a " +
                                              std::string(cards::CardTypeName(card.Type())) +
                                              " card; a library is only basic cards"});
      continue;
    }
    ++basic;
    if (++copies[card.name] == 5) {
      out.push_back({Rule::kDeckCopies, "the deck holds more than 4 cards named " + card.name});
    }
    if (card.Type() == CardType::kCreature && card.faction != cards::Faction::kNone &&
        card.faction != general.faction) {
      out.push_back({Rule::kDeckFaction, card.name + " is of the " +
                                             std::string(cards::FactionName(card.faction)) +
                                             " faction; the general " + general.name + " is " +
                                             std::string(cards::FactionName(general.faction))});
    }
    const bool classed = card.Type() == CardType::kSpell || card.Type() == CardType::kEquipment;
    if (classed && card.class_ != cards::Class::kNone && card.class_ != general.class_) {
      out.push_back({Rule::kDeckClass, card.name + " is of the " +
                                           std::string(cards::ClassName(card.class_)) +
                                           " class; the general " + general.name + " is " +
                                           std::string(cards::ClassName(general.class_))});
    }
  }
  if (basic < 60) {
    out.push_back({Rule::kDeckSize, "the library holds " + std::to_string(basic) +
                                        " basic cards; a deck needs at least 60"});
  }
  return out;
}

Result<State> StartGame(const CardTable& table, const std::array<Decklist, 2>& decks,
                        const std::vector<RuleOption>& options,
                        std::vector<Violation>* violations) {
  State s;
  TJ_ASSIGN_OR_RETURN(s.options, ParseOptions(options));
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const Decklist& deck = decks[SeatIndex(seat)];
    const std::string where = "decks[" + std::string(1, SeatLetter(seat)) + "]";
    for (size_t i = 0; i < deck.library.size(); ++i) {
      if (!table.Find(deck.library[i])) {
        return Status::InvalidInput(where + ".library[" + std::to_string(i) + "]: \"" +
                                    deck.library[i] + "\" is not a card of the set");
      }
    }
    const auto general = table.Find(deck.general);
    if (!general || table[*general].Type() != CardType::kGeneral) {
      return Status::InvalidInput(where + ".general: \"" + deck.general +
                                  "\" is not a general card of the set; a deck has one (§23)");
    }
    const auto treasure = table.Find(deck.treasure);
    if (!deck.treasure.empty() && (!treasure || table[*treasure].Type() != CardType::kTreasure)) {
      return Status::InvalidInput(where + ".treasure: \"" + deck.treasure +
                                  "\" is not a treasure card of the set (§23)");
    }
    if (deck.library.size() + 2 > kMaxDeckSize) {
      return Status::InvalidInput(where + ".library: more than " +
                                  std::to_string(kMaxDeckSize - 2) + " cards");
    }
    const int index = SeatIndex(seat);
    PlayerState& player = s.players[index];
    auto add = [&](uint16_t def) {
      s.cards[index].push_back(CardState{});
      const CardId id{seat, static_cast<uint16_t>(s.cards[index].size())};
      Reveal(s, id, def);
      CardState& card = s.Card(id);
      card.controller = seat;
      card.object = s.next_object++;
      return id;
    };
    for (const std::string& code : deck.library) {
      const CardId id = add(*table.Find(code));
      s.Card(id).face_down = true;
      player.library.push_back(id);
    }
    // M-1: the general and the treasure start on the field, upright.
    player.general = add(*general);
    s.Card(player.general).zone = Zone::kField;
    player.field.push_back(player.general);
    if (treasure) {
      player.treasure = add(*treasure);
      s.Card(player.treasure).zone = Zone::kField;
      player.field.push_back(player.treasure);
    }
    Context c(s, table, 1);
    for (const Problem& p : DeckProblems(table, deck)) c.Flag(p.rule, seat, p.text);
    violations->insert(violations->end(), c.violations.begin(), c.violations.end());
  }
  s.wait = Wait::kShuffle;
  s.waiting_for = Seat::kA;
  return s;
}

Status RefuseShuffle(const Context& c, Seat seat, const std::vector<CardId>& order) {
  if (c.s.wait != Wait::kShuffle || c.s.waiting_for != seat) {
    return Status::InvalidInput("shuffle: the game does not wait for " + Letter(seat) +
                                "'s shuffle");
  }
  std::vector<CardId> want = c.s.Player(seat).library;
  std::vector<CardId> got = order;
  std::sort(want.begin(), want.end());
  std::sort(got.begin(), got.end());
  if (want != got) {
    return Status::InvalidInput("shuffle: the order does not hold exactly " + Letter(seat) +
                                "'s library");
  }
  return Status::Ok();
}

void DoShuffle(Context& c, Seat seat, const std::vector<CardId>& order) {
  PlayerState& player = c.s.Player(seat);
  player.library = order;
  player.shuffled = true;
  if (seat == Seat::kA) {
    c.s.waiting_for = Seat::kB;
    return;
  }
  // M-2: opening hands; drawing at set-up triggers nothing (no window is open before turn 1).
  for (Seat each : {Seat::kA, Seat::kB}) {
    PlayerState& p = c.s.Player(each);
    for (int i = 0; i < c.s.options.opening_hand && !p.library.empty(); ++i) {
      MoveCard(c, p.library.front(), Zone::kHand);
    }
  }
  BeginTurn(c, Seat::kA);
  Advance(c);
}

}  // namespace tcgjudge::myth
