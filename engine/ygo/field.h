// The field (§1.4): its cells, the piles, moving cards between them with the rules that come with
// a move (a token ceases to exist, a pendulum monster from the field goes to the extra deck, xyz
// materials and equip spells follow their monster), and link arrows (§2.1.8).

#ifndef TCGJUDGE_ENGINE_YGO_FIELD_H_
#define TCGJUDGE_ENGINE_YGO_FIELD_H_

#include <optional>
#include <vector>

#include "engine/ygo/context.h"

namespace tcgjudge::ygo {

// ----- Cells ---------------------------------------------------------------------------------

// The card in `seat`'s `cell` (the shared EMZs are the same for both seats); index 0: empty.
CardId& CellCard(State& s, Seat seat, Cell cell);
CardId CellCard(const State& s, Seat seat, Cell cell);
// The cell a card on the field is in.
Cell CellOf(const CardState& card);
// `seat`'s free cells of `kind`, in order.
std::vector<Cell> FreeCells(const State& s, Seat seat, Cell::Kind kind);
// The monsters `seat` controls on the field (main and extra monster zones), left to right.
std::vector<CardId> MonstersOf(const State& s, Seat seat);
// The spells and traps `seat` has on the field (spell & trap zones, then the field zone).
std::vector<CardId> SpellTrapsOf(const State& s, Seat seat);
// Whether `id` is a pendulum scale (§1.4.2): a face-up pendulum monster in S1 or S5.
bool IsScale(const Context& c, CardId id);
// The pendulum scales `seat` has (S1 then S5).
std::vector<CardId> ScalesOf(const Context& c, Seat seat);

// ----- Links (§2.1.8) -------------------------------------------------------------------------

// The monster cells a link monster on the field points to (its linked zones), as (seat, cell).
struct SeatCell {
  Seat seat = Seat::kA;
  Cell cell;
  bool operator==(const SeatCell&) const = default;
};
std::vector<SeatCell> LinkedCells(const Context& c, CardId link);
// The monsters `card` (a link monster) points to.
std::vector<CardId> LinkedMonsters(const Context& c, CardId link);
// Whether some link monster on the field points to `seat`'s main monster zone `cell`.
bool IsLinkedZone(const Context& c, Seat seat, Cell cell);
// §2.1.8 额外连接: `seat`'s link monsters connect the two extra monster zones through co-linked
// link monsters.
bool HasExtraLink(const Context& c, Seat seat);

// ----- Moves ---------------------------------------------------------------------------------

// Takes `id` out of wherever it is listed (a pile, a cell), leaving it unlisted.
void Unlist(State& s, CardId id);
// Puts `id` into `zone` of `seat` (its cell for positional zones; on top of the deck with
// `top`): a new object with no per-field state left. The caller has unlisted it.
void List(State& s, CardId id, Zone zone, Seat seat, uint8_t cell = 0, bool top = false);

// Why a card leaves the field or goes to the graveyard: what it counts as (events, costs).
enum class Cause : uint8_t { kEffect, kBattle, kCost, kRule, kMaterial, kTribute };

// The rule-driven moves of a card, each raising its happenings (happen.h):
// §2.1.7 送墓规则: a pendulum monster sent from the field to the graveyard goes to the extra deck
// face-up instead; Supplement 1: a token that leaves the field ceases to exist; §2.1.6: the xyz
// materials of a monster that leaves the field go to the graveyard (not "from the field"); an
// equip spell whose monster leaves goes to the graveyard; Call of the Haunted and its monster
// (bound_to) destroy each other.
void SendToGraveyard(Context& c, CardId id, Cause cause);
void Destroy(Context& c, CardId id, Cause cause);
// §6: cards sent together go in order from the left: destroys all of `ids` at once.
void DestroyAll(Context& c, std::vector<CardId> ids, Cause cause);
void Banish(Context& c, CardId id, Cause cause);
void ReturnToHand(Context& c, CardId id);
void ReturnToDeck(Context& c, CardId id);  // Into the deck, which is then shuffled (Y-16).
// Moves a card from the deck or the graveyard to its owner's hand (a search).
void AddToHand(Context& c, CardId id);
// §3.2/P1: `player` draws `count` cards; drawing from an empty deck loses (§3 L246).
void Draw(Context& c, Seat player, int count);
// Detaches the xyz material `id` to the graveyard (§2.1.6: not "sent from the field").
void DetachMaterial(Context& c, CardId id);
// §2.1.6: `material` leaves the field to be stacked under `xyz` as an xyz material (its own
// materials go to the graveyard, its equips with them).
void AttachMaterial(Context& c, CardId material, CardId xyz);
// The xyz materials of `id`, in the order they were attached.
std::vector<CardId> MaterialsOf(const State& s, CardId id);
// The equip spells attached to `id`.
std::vector<CardId> EquipsOf(const State& s, CardId id);
// Creates token `code_index` for `seat` (its next id AT01...) and returns it, in the hand-less
// limbo kGone until it is placed.
CardId NewToken(State& s, Seat seat, uint16_t def);

// The deck's order after a search or an effect: the duel waits for a shuffle fact.
void AwaitShuffle(Context& c, Seat seat);

}  // namespace tcgjudge::ygo

#endif  // TCGJUDGE_ENGINE_YGO_FIELD_H_
