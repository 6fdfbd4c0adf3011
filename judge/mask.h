// The mask tool (issue 29; docs/paper-games.md, "Masking an omniscient game"): the log the table
// would have recorded of an omniscient game (a bot's, a digital client's), so that the judge's
// verdicts on the two can be held against each other (the soundness harness,
// tests/judge/mask_test.cc).
//
// What the table sees, and so what the masked log records:
//   - the header, with the table as its recorder: every deck is its decklist as a multiset;
//   - every shuffle as an unseen shuffle;
//   - every decision as it was made, naming each card by the name the record gives it (a card
//     drawn unseen is its handle, "A#3"), and, where the ruleset's paper fold refuses a decision
//     that shows a card nobody saw yet, the reveal of that card before it (the table saw it
//     played);
//   - after every event, the reveal of each card that lies face up in an open zone or on the chain
//     while the record does not know it (an effect put it there);
//   - where the record waits for a decision the game does not wait for (a choice that only cards
//     nobody saw could answer, for which the game found no card), an implied pass of the waiting
//     player: the table saw the effect take nothing;
//   - every other fact (a coin flip, a die roll) as it was.
// Which card of the masked game is which card of the omniscient one is read off the two boards
// after every event (Ruleset::MakeBoard): the same zones hold the same number of cards in the same
// order, and the card at a place in one is the card at that place in the other.

#ifndef TCGJUDGE_JUDGE_MASK_H_
#define TCGJUDGE_JUDGE_MASK_H_

#include <cstddef>
#include <map>
#include <span>
#include <string>
#include <vector>

#include "engine/ruleset.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge {

struct MaskedGame {
  std::vector<Event> log;  // Header first, seqs 1..n.
  // recorded_as[i]: the index in `log` of the event recorded for the omniscient log's event i
  // (its header, fact or decision).
  std::vector<size_t> recorded_as;
  // The code behind each handle the masked game minted, as the omniscient game knew it: what a
  // verdict the record leaves open is checked against.
  std::map<CardId, std::string> true_codes;
  size_t reveals = 0;  // The reveals the masked log records.
  size_t implied = 0;  // The implied passes it records (a choice that took nothing).
};

// The log the table would have recorded of `omniscient` (header first, folded by `ruleset`,
// which must fold paper games: Ruleset::FoldsPaperGames). kInvalidInput, naming the seq, where the
// omniscient log does not fold, where it holds a judge's event or a paper fact already, or where
// the table could not record an event (the paper fold refuses it even with the cards it names
// revealed, or the two games' boards part ways): the message says which.
Result<MaskedGame> MaskGame(const Ruleset& ruleset, std::span<const Event> omniscient);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_MASK_H_
