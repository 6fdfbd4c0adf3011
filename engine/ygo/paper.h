// Paper games (docs/paper-games.md, issue 29): a Yu-Gi-Oh duel recorded at a table, where nobody
// saw the deck's order. Only where Header.recorder is set; an omniscient duel never reaches here.
//
// The main deck is a multiset (the decklist): its cards are unknown, in no order. A draw of one
// mints a handle ("A#3", SeatKnowledge::Mint) with no identity; the paper facts narrow and bind it
// (unseenShuffle, reveal, look, pileEnd, deckCheck), and every binding writes the card's identity
// through the one reveal step (BindIdentity, state.h) and checks that the record is still possible
// (SeatKnowledge::Check): an impossible record is refused as a recording problem, never flagged as
// a player's violation. A decision that names a card nobody saw, or that would show one, is
// refused until the record reveals it. The readings: docs/rulings-ygo.md, Y-P1 to Y-P9.

#ifndef TCGJUDGE_ENGINE_YGO_PAPER_H_
#define TCGJUDGE_ENGINE_YGO_PAPER_H_

#include <optional>
#include <string>
#include <vector>

#include "engine/ygo/card_table.h"
#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/event.h"

namespace tcgjudge::ygo {

// Y-P1: a recorded duel starts from each seat's main deck as a multiset: its instances hold no
// identity and lie in the deck as its unknown cards (the extra deck is known: it is registered
// and face-down, but no draw takes from it).
Status StartPaper(State& s, const Header& header);

// Y-P2: the card on top of `player`'s deck, about to be drawn: a handle the deck's known top
// already was, or a new handle minted at this event in the place of the unknown card.
CardId TopForDraw(Context& c, Seat player);

// Y-P8: every unknown card of `seat`'s deck gets a handle (top first), so that a choice among the
// deck's cards (a search) can name the chosen one once the record reveals it.
void MintDeck(Context& c, Seat seat);
// Y-P8: before a resolving effect asks a choice among `candidates`, the decks they lie in are
// minted (MintDeck) where one of them is an unknown deck card.
void MintForChoice(Context& c, const std::vector<CardId>& candidates);

// Y-P9: whether the duel waits for an answer that only cards nobody saw could give: a resolving
// effect asks a choice (chooseCards, not a discard) or a Special Summon and no card the record
// knows is among its candidates. The fold then waits for what the table saw: the record reveals the
// card taken (then the choice is one the record asks), or the waiting seat's implied pass says
// that none was (ApplyTableDecision).
bool ChoiceAwaitsTable(const Context& c);

// A recorded decision of `player` (Y-P4, Y-P5, Y-P9): refused where it names a card nobody saw or
// would show one. While ChoiceAwaitsTable, the waiting seat's implied `pass` (`implied`: the
// event's Recording::implied; a pass nobody said aloud) says that the effect took nothing: it
// resolves finding nothing, as an omniscient duel resolves it when no card matches. Every other
// decision is applied as in an omniscient duel: the answer answers the choice (a `pass` said
// aloud declines it, judged as any answer), and any other decision is made while it waits.
Status ApplyTableDecision(Context& c, Seat player, const tcgjudge::Decision& decision,
                          bool implied);

// Y-P3: `seat`'s deck is shuffled unseen: every handle in it loses its place and its own copy
// (SeatKnowledge::Retire); the deck is its count of unknown cards again, in canonical order.
void ShuffleUnseen(Context& c, Seat seat);

// Y-P7: the paper facts other than unseenShuffle (reveal, look, pileEnd, deckCheck), each refused
// with the state unchanged (the caller applies it to a copy) or applied; a fact that binds or
// narrows a card settles the open questions it decides, appending their violations to
// c.violations.
Status ApplyPaperFact(Context& c, const Fact& fact);

// Y-P4: a decision naming a card nobody saw is refused until the record reveals it.
Status RefuseUnrecordedIdentity(const Context& c, const tcgjudge::Decision& decision);

// Y-P5: after a decision, a card nobody saw that now lies where the table sees it (face-up on the
// field, in a graveyard, banished, an xyz material, on the chain) is refused: the record must
// reveal it before the decision that showed it.
Status RefuseShownUnknown(const State& s);

// The codes the card behind handle `id` can still be, in the decklist's order.
std::vector<std::string> PossibleCodesOf(const State& s, CardId id);

// Whether `id` is one of a paper game's main-deck instances (which stand for the deck's unknown
// cards, or for nothing: Y-P1).
bool IsDeckPlaceholder(const State& s, CardId id);

// For a decoded snapshot (snapshot.cc) and CheckInvariants: kCorruption unless the paper part
// fits the rest (each seat's knowledge, its handles, the questions' cards, the decklist's codes).
Status CheckPaperShape(const State& s, const CardTable& cards);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_PAPER_H_
