// Vehicles and their crews (§303, §304.1b): boarding (a declaration on the stack, §303.2a), the
// crew symbols a crew member fills (§303.1b, §303.1c), active vehicles and their power (§303.3),
// crews leaving in every ready step (§303.2c) and the explosion that damages them (§303.6).
// Readings of docs/rulings-rise.md.

#ifndef TCGJUDGE_ENGINE_RISE_VEHICLE_H_
#define TCGJUDGE_ENGINE_RISE_VEHICLE_H_

#include <vector>

#include "engine/rise/context.h"
#include "engine/rise/rules_check.h"
#include "events/rise/decision.h"

namespace tcgjudge::rise {

// §303.2, §303.2a: boarding (a link: §707.2 undoes an illegal attempt).
Status RefuseBoard(const Context& c, Seat player, const Board& d);
Problems BoardProblems(const Context& c, Seat player, const Board& d);
void DoBoard(Context& c, Seat player, const Board& d);
// The declaration resolves: the crew member takes its seat, or the declaration, illegal now, is
// countered by the game.
void ResolveBoard(Context& c, const Link& link);

// The crew aboard `vehicle` now (§303.2).
std::vector<CardId> CrewOf(const Context& c, CardId vehicle);
// Whether `id` is aboard a vehicle (§303.4).
bool Aboard(const Context& c, CardId id);
// §303.3: every crew symbol of `vehicle` is filled.
bool IsActive(const Context& c, CardId vehicle);
// §303.3, §303.3a, §303.3b: an inactive vehicle has no power; a range clamps the crew's total;
// X is the crew's total.
int32_t VehiclePower(const Context& c, CardId vehicle);

// §303.2c, §501.1a: in `player`'s ready step its crew are readied and leave their
// vehicles.
void LeaveVehicles(Context& c, Seat player);
// §303.6: `vehicle`, destroyed, deals its explosion damage to each of its crew, who leave it.
void Explode(Context& c, CardId vehicle);

}  // namespace tcgjudge::rise

#endif  // TCGJUDGE_ENGINE_RISE_VEHICLE_H_
