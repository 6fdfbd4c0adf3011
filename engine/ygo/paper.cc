#include "engine/ygo/paper.h"

#include <algorithm>

#include "engine/paper_fold.h"
#include "engine/ygo/chain.h"
#include "engine/ygo/decisions.h"
#include "engine/ygo/field.h"
#include "engine/ygo/resolve.h"

namespace tcgjudge::ygo {
namespace {

PaperSeat& SeatOf(State& s, Seat seat) { return s.paper->seats[SeatIndex(seat)]; }
const PaperSeat& SeatOf(const State& s, Seat seat) { return s.paper->seats[SeatIndex(seat)]; }

HandleIndex IndexOf(CardId handle) { return handle.HandleNumber() - 1u; }

uint32_t MainDeckSize(const State& s, Seat seat) {
  return SeatOf(s, seat).knowledge.decklist().CardCount();
}

// A handle minted at this event for the unknown deck card at `at` of `seat`'s deck, in its place;
// the instance that stood for it stands for nothing now (Y-P1).
CardId MintInDeck(Context& c, Seat seat, size_t at) {
  PaperSeat& paper = SeatOf(c.s, seat);
  const HandleIndex h = paper.knowledge.Mint(c.seq);
  CardState card;
  card.def = kNoIdentity;
  card.zone = Zone::kDeck;
  card.controller = seat;
  card.object = c.s.next_object++;
  paper.handles.push_back(card);
  const CardId id = CardId::Handle(seat, static_cast<uint16_t>(h + 1));
  std::vector<CardId>& deck = c.s.Player(seat).deck;
  c.s.Card(deck[at]).zone = Zone::kGone;
  deck[at] = id;
  return id;
}

// After a fact that bound or narrowed `seat`'s handles: refused if the record became impossible
// (a recording problem, Y-P7), else every handle now known to be one code gets that identity
// through the reveal step.
Status SettleKnowledge(Context& c, Seat seat, const std::string& fact) {
  PaperSeat& paper = SeatOf(c.s, seat);
  TJ_RETURN_IF_ERROR(
      RefuseImpossibleRecord(paper.knowledge, seat, fact, "docs/rulings-ygo.md Y-P7"));
  for (HandleIndex h = 0; h < paper.handles.size(); ++h) {
    const std::optional<CodeIndex> code = paper.knowledge.KnownCode(h);
    if (!code || paper.handles[h].def != kNoIdentity) continue;
    BindIdentity(c.s, CardId::Handle(seat, static_cast<uint16_t>(h + 1)),
                 *c.cards.Find(paper.knowledge.decklist().codes[*code]));
  }
  return Status::Ok();
}

// Y-P6: every open question a fact decides is settled: a violation dated at its decision, or
// nothing.
void SettleQuestions(Context& c) {
  SettleOpenQuestions(
      c.s.paper->questions, c.seq, [&](CardId id) { return PossibleCodesOf(c.s, id); },
      c.violations);
}

Status RefuseNotHandle(const State& s, CardId id, const std::string& field) {
  if (!s.HasCard(id)) {
    return Status::InvalidInput(field + ": card " + id.ToString() + " is not in the duel");
  }
  if (IsDeckPlaceholder(s, id)) {
    return Status::InvalidInput(field + ": " + id.ToString() +
                                " names a decklist position, which a recorded duel never knows for "
                                "a card of the main deck; name its handle (A#3)");
  }
  return Status::Ok();
}

Status ApplyReveal(Context& c, RevealFact fact) {
  if (IsDeckPlaceholder(c.s, fact.card) && c.s.Card(fact.card).zone == Zone::kDeck) {
    // Y-P7: a card taken from an unseen place of the deck, named by the instance that stands for
    // it: it gets a handle there, as a draw would (Y-P2), which the reveal binds.
    const std::vector<CardId>& deck = c.s.Player(fact.card.seat).deck;
    const auto at = std::find(deck.begin(), deck.end(), fact.card);
    TJ_CHECK(at != deck.end());
    fact.card = MintInDeck(c, fact.card.seat, static_cast<size_t>(at - deck.begin()));
  }
  TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, fact.card, "reveal.card"));
  if (!fact.card.IsHandle()) {  // A card the record knows: the reveal must agree with it.
    const cards::Card* known = c.Known(fact.card);
    if (known != nullptr && known->code != fact.code) {
      return Status::InvalidInput("reveal: " + c.Name(fact.card) + " is " + known->code + ", not " +
                                  fact.code +
                                  " (a recording problem, not a player's violation; Y-P7)");
    }
    return Status::Ok();
  }
  const Seat seat = fact.card.seat;
  SeatOf(c.s, seat).knowledge.Bind(IndexOf(fact.card), fact.code, c.seq,
                                   BindingSourceOf(fact.source));
  TJ_RETURN_IF_ERROR(SettleKnowledge(c, seat, "reveal of " + fact.card.ToString()));
  SettleQuestions(c);
  return Status::Ok();
}

Status ApplyLook(Context& c, const LookFact& fact) {
  if (!fact.codes.empty() && fact.codes.size() != fact.cards.size()) {
    return Status::InvalidInput("look.codes: " + std::to_string(fact.codes.size()) + " codes for " +
                                std::to_string(fact.cards.size()) + " cards");
  }
  bool narrowed[2] = {false, false};
  for (size_t i = 0; i < fact.cards.size(); ++i) {
    const CardId id = fact.cards[i];
    TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, id, "look.cards[" + std::to_string(i) + "]"));
    if (!id.IsHandle()) continue;
    SeatKnowledge& knowledge = SeatOf(c.s, id.seat).knowledge;
    knowledge.MarkKnown(IndexOf(id), static_cast<uint8_t>(SeatIndex(fact.seat)));
    if (fact.codes.empty()) continue;
    knowledge.Narrow(IndexOf(id), {fact.codes[i]}, c.seq);
    narrowed[SeatIndex(id.seat)] = true;
  }
  for (Seat seat : {Seat::kA, Seat::kB}) {
    if (narrowed[SeatIndex(seat)]) TJ_RETURN_IF_ERROR(SettleKnowledge(c, seat, "look"));
  }
  SettleQuestions(c);
  return Status::Ok();
}

// Y-P7 (pileEnd): a card of the deck whose place the table saw goes to that end, and a draw of it
// mints no handle.
Status ApplyPileEnd(Context& c, const PileEndFact& fact) {
  TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, fact.card, "pileEnd.card"));
  const CardState& card = c.s.Card(fact.card);
  std::vector<CardId>& deck = c.s.Player(fact.card.seat).deck;
  if (card.zone != Zone::kDeck || !Contains(deck, fact.card)) {
    return Status::InvalidInput("pileEnd.card: " + fact.card.ToString() + " is in the " +
                                std::string(ZoneName(card.zone)) +
                                ", not in its deck (docs/rulings-ygo.md Y-P7)");
  }
  MoveToPileEnd(deck, fact.card, fact.end);
  return Status::Ok();
}

// Y-P7 (deckCheck): a judge's deck check of the deck or the hand: every unknown card of the deck
// is minted a handle (top first), then the zone's handles are bound as a group to the codes
// counted, less the codes of the cards of the zone the record knows already.
Status ApplyDeckCheck(Context& c, const DeckCheckFact& fact) {
  Zone zone;
  if (fact.zone == ZoneName(Zone::kDeck)) {
    zone = Zone::kDeck;
  } else if (fact.zone == ZoneName(Zone::kHand)) {
    zone = Zone::kHand;
  } else {
    return Status::InvalidInput("deckCheck.zone: '" + fact.zone +
                                "' is no hidden zone of a duel; a deck check looks through the "
                                "\"deck\" or the \"hand\" (docs/rulings-ygo.md Y-P7)");
  }
  if (zone == Zone::kDeck) MintDeck(c, fact.seat);
  const PlayerState& p = c.s.Player(fact.seat);
  std::vector<std::string> codes = fact.codes;
  std::vector<HandleIndex> handles;
  for (CardId id : zone == Zone::kDeck ? p.deck : p.hand) {
    if (id.IsHandle() && id.seat == fact.seat) {
      handles.push_back(IndexOf(id));
      continue;
    }
    const auto found = std::find(codes.begin(), codes.end(), c.Info(id).code);
    if (found == codes.end()) {
      return Status::InvalidInput("deckCheck: " + c.Name(id) + " is in " + Letter(fact.seat) +
                                  "'s " + fact.zone + ", but the check counted no " +
                                  c.Info(id).code +
                                  " (a recording problem, not a player's violation; Y-P7)");
    }
    codes.erase(found);
  }
  TJ_RETURN_IF_ERROR(SeatOf(c.s, fact.seat)
                         .knowledge.ObserveGroup(handles, codes, c.seq)
                         .WithContext("deckCheck of " + Letter(fact.seat) + "'s " + fact.zone));
  TJ_RETURN_IF_ERROR(SettleKnowledge(c, fact.seat, "deckCheck"));
  SettleQuestions(c);
  return Status::Ok();
}

// Where the table sees a card (Y-P5): anywhere but a deck, a hand, or face-down on the field.
bool Shown(const CardState& card) {
  if (card.zone == Zone::kDeck || card.zone == Zone::kHand || card.zone == Zone::kGone) {
    return false;
  }
  return !(OnField(card.zone) && card.face_down);
}

// Y-P9: the effect waiting for an answer only unseen cards could give took nothing: it goes on as
// an omniscient duel's goes on when no card matches (resolve.cc: no question is asked).
void FindNothing(Context& c) {
  if (c.s.wait == Wait::kEffectSummon) {
    SkipEffectSummon(c, c.s.waiting_for);
  } else {
    c.s.chain.current.done = 2;  // Answered with no card: RunAction goes on to the next action.
    Resume(c);
  }
}

}  // namespace

bool IsDeckPlaceholder(const State& s, CardId id) {
  return s.paper && !id.IsHandle() && !id.IsToken() && id.index >= 1 &&
         id.index <= MainDeckSize(s, id.seat);
}

Status StartPaper(State& s, const Header& header) {
  s.paper.emplace();
  s.paper->recorder = header.recorder->seat;
  for (int i = 0; i < 2; ++i) {
    const Seat seat = static_cast<Seat>(i);
    TJ_ASSIGN_OR_RETURN(Decklist decklist, Decklist::FromCards(header.players[i].deck));
    s.paper->seats[i].knowledge = SeatKnowledge(std::move(decklist));
    for (uint16_t index = 1; index <= header.players[i].deck.size(); ++index) {
      BindIdentity(s, CardId{seat, index}, kNoIdentity);
    }
  }
  return Status::Ok();
}

CardId TopForDraw(Context& c, Seat player) {
  CardId id = c.s.Player(player).deck.front();
  if (IsDeckPlaceholder(c.s, id)) id = MintInDeck(c, player, 0);
  // A seat knows the cards of its own hand (Y-P2).
  if (id.IsHandle() && id.seat == player) {
    SeatOf(c.s, player).knowledge.MarkKnown(IndexOf(id), static_cast<uint8_t>(SeatIndex(player)));
  }
  return id;
}

void MintDeck(Context& c, Seat seat) {
  const std::vector<CardId>& deck = c.s.Player(seat).deck;
  for (size_t i = 0; i < deck.size(); ++i) {
    if (IsDeckPlaceholder(c.s, deck[i])) MintInDeck(c, seat, i);
  }
}

void MintForChoice(Context& c, const std::vector<CardId>& candidates) {
  for (Seat seat : {Seat::kA, Seat::kB}) {
    const bool unknown = std::any_of(candidates.begin(), candidates.end(), [&](CardId id) {
      return id.seat == seat && IsDeckPlaceholder(c.s, id) && c.s.Card(id).zone == Zone::kDeck;
    });
    if (unknown) MintDeck(c, seat);
  }
}

bool ChoiceAwaitsTable(const Context& c) {
  std::vector<CardId> candidates;
  if (!c.s.paper || c.s.over) return false;
  if (c.s.wait == Wait::kEffectSummon) {
    candidates = EffectSummonCandidates(c);
  } else if (c.s.wait == Wait::kEffectChoice && !CurrentQuestionDiscards(c)) {
    candidates = CurrentQuestion(c).candidates;
  } else {
    return false;
  }
  return std::none_of(candidates.begin(), candidates.end(),
                      [&](CardId id) { return c.Known(id) != nullptr; });
}

Status ApplyTableDecision(Context& c, Seat player, const tcgjudge::Decision& decision,
                          bool implied) {
  TJ_RETURN_IF_ERROR(RefuseUnrecordedIdentity(c, decision));
  if (implied && std::holds_alternative<PassPriority>(decision) && ChoiceAwaitsTable(c) &&
      player == c.s.waiting_for) {
    FindNothing(c);  // Y-P9: the table saw the effect take nothing.
    return RefuseShownUnknown(c.s);
  }
  TJ_RETURN_IF_ERROR(ApplyDecision(c, player, decision));
  return RefuseShownUnknown(c.s);
}

void ShuffleUnseen(Context& c, Seat seat) {
  State& s = c.s;
  PaperSeat& paper = SeatOf(s, seat);
  PlayerState& p = s.Player(seat);
  for (CardId id : p.deck) {
    if (!id.IsHandle()) continue;
    paper.knowledge.Retire(IndexOf(id));
    CardState& card = s.Card(id);
    card.zone = Zone::kGone;  // In no place: a later draw of the card is a new handle (Y-P3).
    card.object = s.next_object++;
  }
  const size_t count = p.deck.size();
  p.deck.clear();
  std::vector<CardState>& own = s.cards[SeatIndex(seat)];
  for (uint16_t index = 1; index <= MainDeckSize(s, seat); ++index) {
    CardState& card = own[index - 1];
    card = CardState{};
    card.def = kNoIdentity;
    card.controller = seat;
    card.zone = Zone::kGone;
  }
  for (uint16_t index = 1; index <= count; ++index) List(s, CardId{seat, index}, Zone::kDeck, seat);
}

Status ApplyPaperFact(Context& c, const Fact& fact) {
  return std::visit(
      [&](const auto& f) -> Status {
        using T = std::decay_t<decltype(f)>;
        if constexpr (std::is_same_v<T, RevealFact>) {
          return ApplyReveal(c, f);
        } else if constexpr (std::is_same_v<T, LookFact>) {
          return ApplyLook(c, f);
        } else if constexpr (std::is_same_v<T, PileEndFact>) {
          return ApplyPileEnd(c, f);
        } else if constexpr (std::is_same_v<T, DeckCheckFact>) {
          return ApplyDeckCheck(c, f);
        } else {
          return Status::InvalidInput("not a paper game's fact");
        }
      },
      fact);
}

Status RefuseUnrecordedIdentity(const Context& c, const tcgjudge::Decision& decision) {
  std::vector<std::pair<std::string, CardId>> named;
  if (const auto* ygo = std::get_if<ygo::Decision>(&decision)) {
    named = CardsNamed(*ygo);
  } else if (const auto* discard = std::get_if<DiscardCards>(&decision)) {
    for (size_t i = 0; i < discard->cards.size(); ++i) {
      named.emplace_back("discard.cards[" + std::to_string(i) + "]", discard->cards[i]);
    }
  } else if (const auto* choose = std::get_if<ChooseCards>(&decision)) {
    for (size_t i = 0; i < choose->cards.size(); ++i) {
      named.emplace_back("chooseCards.cards[" + std::to_string(i) + "]", choose->cards[i]);
    }
  }
  for (const auto& [field, id] : named) {
    if (!c.s.HasCard(id) || c.Known(id) != nullptr) continue;
    TJ_RETURN_IF_ERROR(RefuseNotHandle(c.s, id, field));
    return Status::InvalidInput(field + ": the record does not know which card " + id.ToString() +
                                " is, and this decision names it: the record must reveal " +
                                id.ToString() +
                                " before it (a recording problem; docs/rulings-ygo.md Y-P4)");
  }
  return Status::Ok();
}

Status RefuseShownUnknown(const State& s) {
  Status status = Status::Ok();
  s.ForEachCard([&](CardId id, const CardState& card) {
    if (!status.ok() || card.def != kNoIdentity || !Shown(card)) return;
    status = Status::InvalidInput(
        id.ToString() + " would be shown (it goes to the " + std::string(ZoneName(card.zone)) +
        (OnField(card.zone) ? ", face-up" : "") +
        "), but the record does not know which card it is: the record must reveal " +
        id.ToString() + " before this decision (a recording problem; docs/rulings-ygo.md Y-P5)");
  });
  return status;
}

std::vector<std::string> PossibleCodesOf(const State& s, CardId id) {
  const SeatKnowledge& knowledge = SeatOf(s, id.seat).knowledge;
  std::vector<std::string> out;
  for (CodeIndex code : knowledge.PossibleCodes(IndexOf(id))) {
    out.push_back(knowledge.decklist().codes[code]);
  }
  return out;
}

Status CheckPaperShape(const State& s, const CardTable& cards) {
  if (!s.paper) return Status::Ok();
  for (int seat = 0; seat < 2; ++seat) {
    const PaperSeat& paper = s.paper->seats[seat];
    TJ_RETURN_IF_ERROR(paper.knowledge.CheckShape());
    if (paper.handles.size() != paper.knowledge.handles().size()) {
      return Status::Corruption("ygo state: the handles' cards do not match the knowledge's");
    }
    if (paper.knowledge.decklist().CardCount() > s.cards[seat].size()) {
      return Status::Corruption("ygo state: a decklist longer than the seat's cards");
    }
    for (const std::string& code : paper.knowledge.decklist().codes) {
      if (!cards.Find(code)) return Status::Corruption("ygo state: an unknown card code");
    }
  }
  for (const OpenQuestion& q : s.paper->questions) {
    if (!q.card.IsHandle() || !s.HasCard(q.card)) {
      return Status::Corruption("ygo state: an open question on " + q.card.ToString() +
                                ", which is no handle of the duel");
    }
  }
  return Status::Ok();
}

}  // namespace tcgjudge::ygo
