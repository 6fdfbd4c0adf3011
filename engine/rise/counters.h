// Counters and tokens (§413) and the pre-priority checks that tidy them (§412.6d-f); readings R-35,
// R-36 of docs/rulings-rise.md.
//
// A counter (指示物, §413.1) is named, or unnamed and changes its card's power, life or armour
// value by its value while it stays (§413.1c). Counters stay until removed (§413.1b): an effect
// removes them, a card that becomes a new object loses them all (§405.9a), and pre-priority
// processing removes those on face-down resources (§412.6f). They are kept in State::counters,
// by card and kind (counters of a name are indistinguishable, §413.1).
//
// A token (替代物, §413.2) is a card of the set marked `token` that an effect puts onto its
// controller's troop row (§413.2a); it is the CardState of State::tokens named AT01, AT02, ...
// (CardId::Token) and acts as any 援军 does. One that left the field ceases to exist in the next
// pre-priority checks (§412.6d, §413.2b), after its leaving triggered what it triggers.

#ifndef TCGJUDGE_ENGINE_RISE_COUNTERS_H_
#define TCGJUDGE_ENGINE_RISE_COUNTERS_H_

#include <string>
#include <string_view>
#include <vector>

#include "engine/rise/context.h"

namespace tcgjudge::rise {

// §413.1c: the total change of `stat` the unnamed counters on `id` make.
int32_t CounterChange(const State& s, CardId id, Stat stat);
// How many counters named `name` are on `id` (§413.1d: none is 0).
uint32_t NamedCounters(const State& s, CardId id, std::string_view name);

// §413.1: puts `n` counters of the effect's kind (`counter`, or `counterStat` and
// `counterValue`) on `id`, a card on the field; §413.1d: removes up to `n` of them.
void AddCounters(Context& c, CardId id, const cards::Effect& e, uint32_t n);
void RemoveCounters(Context& c, CardId id, const cards::Effect& e, uint32_t n);
// §405.9a, §413.1b: every counter on `id` goes.
void ClearCounters(State& s, CardId id);

// §413.2, §413.2a: `player` puts `n` tokens of the token card `code` onto its troop row, ready;
// each enters as a 援军 does (its "when it enters" abilities trigger, §710.1d). A code that names
// no token card makes none; a seat makes at most kMaxTokens.
void CreateTokens(Context& c, Seat player, const std::string& code, int n);

// One batch's §412.6d-f checks, all made before any is carried out (§412.6, §802).
struct TidyChecks {
  std::vector<CardId> vanishing;  // §412.6d: tokens out of the field.
  std::vector<CardId> damaged;    // §412.6e: non-characters on the field with damage.
  std::vector<CardId> countered;  // §412.6f: face-down resources with counters.
  bool empty() const { return vanishing.empty() && damaged.empty() && countered.empty(); }
};
TidyChecks CheckTidy(const Context& c);
void CarryOutTidy(Context& c, const TidyChecks& checks);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_COUNTERS_H_
