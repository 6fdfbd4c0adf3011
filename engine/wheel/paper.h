// Paper games (docs/paper-games.md, issue 29): a 永恒之轮 game recorded at a table, where nobody
// saw the deck's order. Only where Header.recorder is set; an omniscient game never reaches here.
//
// The deck is a multiset (the decklist): its cards are unknown, in no order. A draw of one mints
// a handle ("A#3", SeatKnowledge::Mint) with no identity; the paper facts narrow and bind it
// (unseenShuffle, reveal, look, pileEnd, deckCheck), and every binding writes the card's identity
// through the one reveal step (BindIdentity, state.h) and checks that the record is still possible
// (SeatKnowledge::Check): an impossible record is refused as a recording problem, never flagged as
// a player's violation. A decision that needs the identity of a card nobody saw is checked under
// every code the card can still be; where the verdict differs, an open question waits for the fact
// that settles it (engine/open_question.h). The readings: docs/rulings-wheel.md, W-P1 to W-P8.

#ifndef TCGJUDGE_ENGINE_WHEEL_PAPER_H_
#define TCGJUDGE_ENGINE_WHEEL_PAPER_H_

#include <vector>

#include "engine/wheel/context.h"
#include "engine/wheel/decisions.h"
#include "engine/wheel/rules_check.h"
#include "events/event.h"

namespace tcgjudge::wheel {

// W-P1: a recorded game starts from each seat's main deck as a multiset: its instances hold no
// identity and lie in the deck as its unknown cards (the extra deck is face-up and known).
Status StartPaper(State& s, const Header& header, const CardSet& cards);

// W-P2: the top card of `player`'s deck leaves it for the hand: a handle the deck's known top
// already was, or a new handle minted at this event. Returns the card's id.
CardId TakeTop(Context& c, Seat player);

// Whether `fact` reveals a handle as a code it can still be (SeatKnowledge::PossibleCodes, which
// is exact): then the record stays possible and nothing can refuse the reveal, so
// ApplyPossibleReveal applies it in place, without the copy and the check every other paper fact
// takes (W-P4).
bool RevealKeepsTheRecordPossible(const State& s, const RevealFact& fact);
void ApplyPossibleReveal(Context& c, const RevealFact& fact);

// The paper facts (unseenShuffle, reveal, look, pileEnd, deckCheck), each refused with the state
// unchanged (the caller applies it to a copy, or in place where RevealKeepsTheRecordPossible) or
// applied; a fact that binds or narrows a card
// settles the open questions it decides, appending their violations to c.violations.
Status ApplyPaperFact(Context& c, const Fact& fact);

// Whether `move` is a war spirit or vehicle played face-down from the hand whose identity the
// record does not know: the one decision on an unknown card the fold checks as open questions.
bool IsUnknownFaceDownPlay(const Context& c, const Move& move);

// W-P5: a decision naming a card nobody saw that it needs face-up (played, discarded, moved,
// flipped, targeted, attacked) is refused until the record reveals it: the table saw the card
// then, so the record is missing the reveal.
Status RefuseUnrecordedIdentity(const Context& c, const Move& move);

// W-P6: the problems of an unknown face-down play that hold whatever the card is, and an open
// question for each rule it breaks under some codes it can be and not under others.
struct UnknownPlayCheck {
  Problems problems;
  std::vector<OpenQuestion> questions;
};
Result<UnknownPlayCheck> CheckUnknownFaceDownPlay(const Context& c, Seat player, const Move& move);
// W-P7: what the table did: the card goes onto the chain face-down, counted as the turn's vehicle
// or war spirit (a non-Flash one unless every code it can be has Flash); its questions are kept.
void DoUnknownFaceDownPlay(Context& c, Seat player, const Move& move,
                           std::vector<OpenQuestion> questions);

// W-P11: where `player`'s war spirit of the turn is an unknown card played face-down
// (Paper::tentative_spirit), a later war spirit without Flash breaks L17 only if that card has no
// Flash. Takes the second-war-spirit problem out of `problems` where the codes that card can be
// do not all decide it alike, and returns the open question on that card instead (where they all
// have Flash, the problem goes; where none has, it stays).
std::vector<OpenQuestion> QuestionTentativeSpirit(const Context& c, Seat player,
                                                  Problems& problems);

// The codes the card behind handle `id` can still be, in the decklist's order.
std::vector<std::string> PossibleCodesOf(const State& s, CardId id);

}  // namespace tcgjudge::wheel

#endif  // TCGJUDGE_ENGINE_WHEEL_PAPER_H_
