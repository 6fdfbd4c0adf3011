// Cards and where they are: a card's identity (bound once, by Reveal), owner and controller
// (§10), moves between zones with what leaving and entering the field means (§4, §7, §9.2, §10.2,
// §17.2), 武力, life and durability (§19, §22, §25), keywords and printed skills (§6, §8), and the
// triggered skills an event triggers (§14.3, §17.2).

#ifndef TCGJUDGE_ENGINE_MYTH_FIELD_H_
#define TCGJUDGE_ENGINE_MYTH_FIELD_H_

#include <vector>

#include "engine/myth/context.h"

namespace tcgjudge::myth {

// Binds the card instance `id` to its card: the one step that makes a card's identity known.
void Reveal(State& s, CardId id, uint16_t def);

// §10: the owner is the seat whose decklist (or effect) made the card.
inline Seat Owner(CardId id) { return id.seat; }
inline bool OnField(const Context& c, CardId id) { return c.s.Card(id).zone == Zone::kField; }
bool IsCreature(const Context& c, CardId id);  // §7: a creature card (or token) on the field.
bool IsEquipment(const Context& c, CardId id);

// §8: the card keeps its printed skills (it has not lost them all).
bool SkillsActive(const Context& c, CardId id);
// §8.1: it has printed skills and has not lost them all.
bool HasPrintedSkills(const Context& c, CardId id);
// §8.2 #1: a printed keyword it has not lost.
bool HasKeyword(const Context& c, CardId id, cards::Keyword keyword);
// Whether a static skill of `id` (on the field, skills not lost) has a modifier of that kind; its
// value (0 for a Void modifier).
bool HasModifier(const Context& c, CardId id, cards::ModifierKind kind, int* value = nullptr);

// §25: current 武力, floored at 0 (§25.2); a general's own (M-6).
int Power(const Context& c, CardId id);
// §19, §22: life left (printed life minus damage markers) of a creature or a general.
int LifeLeft(const Context& c, CardId id);
int PrintedLife(const Context& c, CardId id);
// §19, §21.3: durability left of an equipment.
int DurabilityLeft(const Context& c, CardId id);
// §6: a creature that entered the field this turn and lacks 【先锋】.
bool IsSummoningSick(const Context& c, CardId id);
// §20: the equipment `seat`'s general wears (every equipment it controls on the field, M-13).
std::vector<CardId> WornEquipment(const Context& c, Seat seat);

// Moves `id` to `to`: from the field (or anywhere) to its owner's zone (§10.2); a token that
// leaves the field leaves the game (§9.2); leaving the field triggers 【阵亡】 for the owner unless
// the card had lost its printed skills (§8.2 #2, §10.2). A new object number every time.
void MoveCard(Context& c, CardId id, Zone to);
// `id` enters the field upright under `controller` (§4, §10.1) and triggers 【叫阵】 (§17.2 #4).
void EnterField(Context& c, CardId id, Seat controller);
// From the field to its owner's discard pile (a token leaves the game).
void Destroy(Context& c, CardId id);
// §22: creatures with damage markers at or above their life die; equipment with no durability
// left goes to the discard pile (M-12). Repeats until nothing more dies.
void CheckDeaths(Context& c);

// The triggered skills of `id` for `event`, controlled by `controller`, wait for a new window
// (§14.3); a card that lost its printed skills triggers nothing (§8.1).
void TriggerSkills(Context& c, CardId id, cards::Event event, Seat controller);
// Every card `seat` controls on the field triggers `event` (§17.2 #1, #11).
void TriggerAllSkills(Context& c, Seat seat, cards::Event event);

// §25.1, §8: until-end-of-turn effects end.
void EndTurnEffects(Context& c);

}  // namespace tcgjudge::myth

#endif  // TCGJUDGE_ENGINE_MYTH_FIELD_H_
