// What effects do when they resolve (§5 连锁处理规则: last link first): one small handler per
// action of the card vocabulary, and the answers a resolving effect asks for (a card to choose, a
// monster to Special Summon with its cell and position), built as every decision handler is
// (rules_check.h).

#ifndef TCGJUDGE_ENGINE_YGO_RESOLVE_H_
#define TCGJUDGE_ENGINE_YGO_RESOLVE_H_

#include <vector>

#include "engine/ygo/context.h"
#include "engine/ygo/rules_check.h"
#include "events/event.h"
#include "events/status.h"

namespace tcgjudge::ygo {

// Resolves the link in chain.current from where it stopped; false when it waits for an answer
// (or a shuffle). When it returns true the link is done and its card has gone where it goes.
bool ResolveCurrent(Context& c);

// What the waiting effect asks: the cards it may choose from and how many.
struct Question {
  std::vector<CardId> candidates;
  uint8_t min = 0;
  uint8_t max = 0;
};
// At Wait::kEffectChoice.
Question CurrentQuestion(const Context& c);
// At Wait::kEffectChoice: whether the effect asks for a discard (answered by `discard` or
// `chooseCards`), rather than a choice of cards (answered by `chooseCards` only: a `discard` says
// the cards went to the graveyard, which a search does not do).
bool CurrentQuestionDiscards(const Context& c);

// chooseCards (or discard) at Wait::kEffectChoice.
Status RefuseEffectChoice(const Context& c, Seat player, const std::vector<CardId>& chosen);
Problems EffectChoiceProblems(const Context& c, Seat player, const std::vector<CardId>& chosen);
void DoEffectChoice(Context& c, Seat player, const std::vector<CardId>& chosen);

// specialSummon at Wait::kEffectSummon: the monster the effect summons, its materials (fusion)
// or tributes (ritual), cell and position; `pass` summons nothing.
Status RefuseEffectSummon(const Context& c, Seat player, const SpecialSummon& d);
Problems EffectSummonProblems(const Context& c, Seat player, const SpecialSummon& d);
void DoEffectSummon(Context& c, Seat player, const SpecialSummon& d);
Problems SkipEffectSummonProblems(const Context& c, Seat player);
void SkipEffectSummon(Context& c, Seat player);
// The monsters the waiting effect may summon (for LegalDecisions).
std::vector<CardId> EffectSummonCandidates(const Context& c);
// What the waiting summon is: a revival of chosen cards, a fusion or a ritual summon.
enum class EffectSummonKind : uint8_t { kCards, kFusion, kRitual };
EffectSummonKind CurrentEffectSummonKind(const Context& c);
// The summon action waiting (its position and whether it goes to a linked zone).
const cards::Summon* CurrentSummonAction(const Context& c);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_RESOLVE_H_
