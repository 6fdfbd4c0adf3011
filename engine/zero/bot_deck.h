// The decks of 零次元 bot games (`tcgjudge simulate`).

#ifndef TCGJUDGE_ENGINE_ZERO_BOT_DECK_H_
#define TCGJUDGE_ENGINE_ZERO_BOT_DECK_H_

#include <string>
#include <vector>

#include "engine/zero/card_info.h"
#include "events/status.h"

namespace tcgjudge::zero {

// True if this engine plays every effect of `card` as the bots use them: keywords but 聚气,
// (攻)/(防) continuous changes, triggered effects without costs or targets, activated effects
// without discard or scrap costs, tactics, all of whose actions the interpreter carries out
// (draw, damage, destroy, heal, buffs until end of turn, die rolls that draw); none gated by a
// level. Kept here, beside the interpreter, so that it grows with it.
bool PlaysInFull(const CardInfo& card);

// A legal deck (100(2): 50 cards, at most 4 of a colour and card name) of cards PlaysInFull
// accepts: round by round one more copy of each, in card-set order, until there are 50.
// kInvalidInput if the set has too few such cards.
Result<std::vector<std::string>> BotDeck(const std::vector<CardInfo>& cards);

}  // namespace tcgjudge::zero

#endif  // TCGJUDGE_ENGINE_ZERO_BOT_DECK_H_
