#include "engine/ygo/summon.h"

#include <algorithm>
#include <set>

#include "engine/ygo/chain.h"
#include "engine/ygo/field.h"
#include "engine/ygo/filter.h"
#include "engine/ygo/happen.h"
#include "engine/ygo/stats.h"

namespace tcgjudge::ygo {
namespace {

using cards::Event;
using cards::MonsterKind;

bool MainPhase(const State& s) {
  return s.turn.phase == Phase::kMain1 || s.turn.phase == Phase::kMain2;
}

// §3.2/P3, P5: a summon, set or position change is made by the turn player holding priority in
// his main phase with the chain empty; otherwise it is flagged with `timing`.
void OpenStateProblems(const Context& c, Seat player, Rule timing, const std::string& what,
                       Problems& out) {
  const State& s = c.s;
  if (s.wait != Wait::kPriority || s.waiting_for != player) {
    out.push_back(
        {Rule::kPriority, Letter(player) + " made a " + what + " without holding priority"});
  } else if (!OpenGameState(c, player)) {
    out.push_back({timing, Letter(player) + " made a " + what +
                               " outside his main phase with an empty chain"});
  }
}

// A card that is not a monster on the field has no battle position (Y-2: malformed).
Status RefuseNotOnField(const Context& c, CardId card, const std::string& field) {
  if (!IsMonsterZone(c.s.Card(card).zone)) {
    return Status::InvalidInput(field + ": " + c.Name(card) +
                                " is not a monster on the field: it has no battle position");
  }
  return Status::Ok();
}

bool MayLeave(const Context& c, Seat player, CardId id, bool hand) {
  const CardState& card = c.s.Card(id);
  return card.controller == player &&
         (IsMonsterZone(card.zone) || (hand && card.zone == Zone::kHand));
}

// A cell that is free, or held by one of `leaving` (tributes, materials) that leave first.
Status RefuseFreeCell(const Context& c, Seat player, Cell cell, const std::vector<CardId>& leaving,
                      const std::string& field) {
  if (cell.kind != Cell::Kind::kMonster && cell.kind != Cell::Kind::kExtraMonster) {
    return Status::InvalidInput(field + ": " + cell.ToString() + " is not a monster zone");
  }
  const CardId there = CellCard(c.s, player, cell);
  if (there.index != 0 && !Contains(leaving, there)) {
    return Status::InvalidInput(field + ": " + cell.ToString() + " holds " + there.ToString() +
                                " already: a cell holds one card (§1.4)");
  }
  return Status::Ok();
}

Status RefuseDistinct(std::vector<CardId> ids, CardId summoned, const std::string& field) {
  if (Contains(ids, summoned)) {
    return Status::InvalidInput(field + ": " + summoned.ToString() +
                                " is the monster summoned: one card cannot do both");
  }
  ids.push_back(summoned);
  std::set<CardId> seen(ids.begin(), ids.end());
  if (seen.size() != ids.size()) return Status::InvalidInput(field + ": a card is listed twice");
  return Status::Ok();
}

Status RefuseDistinct(const std::vector<CardId>& ids, const std::string& field) {
  std::set<CardId> seen(ids.begin(), ids.end());
  if (seen.size() != ids.size()) return Status::InvalidInput(field + ": a card is listed twice");
  return Status::Ok();
}

void OpenSummonWindow(Context& c, Seat player, std::vector<CardId> monsters, Arrival as) {
  State& s = c.s;
  s.chain.summoning = std::move(monsters);
  s.chain.summoning_as = as;
  for (CardId id : s.chain.summoning) Happen(c, Event::kSummonAttempt, id, player);
  s.Player(player).summoned_turn = s.turn.number;
  GivePriority(c, player);
}

// §2.1.8 连接素材: link materials count 1 each, a link monster as 1 or as its rating.
bool LinkRatingReachable(const Context& c, const std::vector<CardId>& materials, int rating) {
  std::set<int> sums = {0};
  for (CardId id : materials) {
    std::set<int> next;
    const cards::Monster* m = c.MonsterOf(id);
    for (int sum : sums) {
      next.insert(sum + 1);
      if (m != nullptr && m->kind == MonsterKind::kLink) next.insert(sum + m->link);
    }
    sums = std::move(next);
  }
  return sums.count(rating) != 0;
}

// Whether `materials` can be split among the specs, each taking min..max that match it.
bool FitsSpecs(const Context& c, CardId card, const std::vector<cards::Material>& specs,
               std::vector<CardId> materials) {
  const Source source{card, c.s.Card(card).controller, CardId{}};
  for (const cards::Material& spec : specs) {
    size_t taken = 0;
    for (auto it = materials.begin(); it != materials.end();) {
      if ((spec.max == 0 || taken < spec.max) && Matches(c, spec.filter, *it, source, false)) {
        it = materials.erase(it);
        ++taken;
      } else {
        ++it;
      }
    }
    if (taken < spec.min) return false;
  }
  return materials.empty();
}

}  // namespace

bool OpenGameState(const Context& c, Seat player) {
  const State& s = c.s;
  return s.wait == Wait::kPriority && s.waiting_for == player && player == c.Tp() && MainPhase(s) &&
         s.chain.links.empty() && s.chain.summoning.empty() && !s.combat.active();
}

void LeavingProblems(const Context& c, Seat player, const std::vector<CardId>& ids, bool hand,
                     Rule rule, Problems& out) {
  for (CardId id : ids) {
    if (!MayLeave(c, player, id, hand)) {
      out.push_back({rule, c.Name(id) + " in the " + std::string(ZoneName(c.s.Card(id).zone)) +
                               " is not a monster " + Letter(player) +
                               " controls: it stays where it is"});
    }
  }
}

std::vector<CardId> Leaving(const Context& c, Seat player, const std::vector<CardId>& ids,
                            bool hand) {
  std::vector<CardId> out;
  for (CardId id : ids) {
    if (MayLeave(c, player, id, hand)) out.push_back(id);
  }
  return out;
}

void OwnCardProblems(const Context& c, Seat player, CardId card, Problems& out) {
  const Seat holder = c.s.Card(card).controller;
  if (holder != player) {
    out.push_back({Rule::kNotOwnCard, Letter(player) + " used " + c.Name(card) + ", a card " +
                                          Letter(holder) + " holds or controls"});
  }
}

Status RefuseMonsterCell(const Context& c, Seat player, Cell cell, const std::string& field) {
  return RefuseFreeCell(c, player, cell, {}, field);
}

void PlaceMonster(Context& c, Seat player, CardId card, Cell cell, bool defense, Arrival arrival) {
  State& s = c.s;
  if (s.Card(card).zone != Zone::kGone) Unlist(s, card);
  List(s, card, cell.kind == Cell::Kind::kExtraMonster ? Zone::kExtraMonster : Zone::kMonster,
       player, cell.index);
  CardState& placed = s.Card(card);
  placed.defense = defense;
  placed.entered_turn = s.turn.number;
  placed.arrival = arrival;
  if (arrival != Arrival::kSet) s.Player(player).summoned_turn = s.turn.number;
}

void PlacementProblems(const Context& c, Seat player, CardId card, Cell cell, Problems& out) {
  const CardState& state = c.s.Card(card);
  const bool from_extra = state.zone == Zone::kExtraDeck;
  if (cell.kind == Cell::Kind::kExtraMonster) {
    if (!from_extra) {
      out.push_back({Rule::kExtraDeckPlacement,
                     c.Name(card) + " is not summoned from the extra deck: it goes to a main "
                                    "monster zone (§1.4.1.2)"});
      return;
    }
    const CardId other = c.s.extra_monsters[1 - cell.index];
    if (other.index != 0 && c.s.Card(other).controller == player) {
      State copy = c.s;
      Context what_if(copy, c.cards, 0);
      const CardId there = CellCard(copy, player, cell);  // A material that leaves first.
      if (there.index != 0) {
        Unlist(copy, there);
        copy.Card(there).zone = Zone::kGone;
      }
      PlaceMonster(what_if, player, card, cell, false, Arrival::kLink);
      if (!HasExtraLink(what_if, player)) {
        out.push_back({Rule::kSecondExtraMonsterZone,
                       Letter(player) + " put " + c.Name(card) +
                           " into a second extra monster zone without an Extra Link"});
      }
    }
    return;
  }
  if (!from_extra) return;
  const bool linked_only = c.s.options.master_rule == MasterRule::k2017 || IsLink(c.Info(card)) ||
                           IsPendulum(c.Info(card));
  if (linked_only && !IsLinkedZone(c, player, cell)) {
    out.push_back({Rule::kExtraDeckPlacement, c.Name(card) + " from the extra deck was put into " +
                                                  cell.ToString() +
                                                  ", which no link arrow points to"});
  }
}

void ReviveProblems(const Context& c, CardId card, Problems& out) {
  const CardState& state = c.s.Card(card);
  if ((state.zone == Zone::kGraveyard || state.zone == Zone::kBanished) &&
      HasReviveLimit(c.Info(card)) && !state.properly_summoned) {
    out.push_back({Rule::kReviveLimit, c.Name(card) + " was Special Summoned from the " +
                                           std::string(ZoneName(state.zone)) +
                                           " without having been properly summoned first"});
  }
}

void LockProblems(const Context& c, Seat player, Problems& out) {
  if (c.s.Player(player).locked_turn == c.s.turn.number) {
    out.push_back({Rule::kSummonLocked,
                   Letter(player) + " summoned after an effect forbade summoning this turn"});
  }
}

// ----- Normal Summon and Set -------------------------------------------------------------------

size_t TributesNeeded(const Context& c, CardId card) {
  const int level = Level(c, card);
  return level >= 7 ? 2 : level >= 5 ? 1 : 0;
}

// Y-2: a monster of the duel is put onto the field from wherever it is, into any monster zone
// (flagged); refused only what is not a monster, a cell of another kind or one that holds a card.
Status RefuseNormalSummon(const Context& c, Seat player, CardId card, Cell cell,
                          const std::vector<CardId>& tributes) {
  if (c.MonsterOf(card) == nullptr) {
    return Status::InvalidInput("card: " + c.Name(card) + " is not a monster");
  }
  TJ_RETURN_IF_ERROR(RefuseDistinct(tributes, card, "tributes"));
  std::vector<CardId> leaving = Leaving(c, player, tributes, false);
  leaving.push_back(card);
  return RefuseFreeCell(c, player, cell, leaving, "cell");
}

Problems NormalSummonProblems(const Context& c, Seat player, CardId card, Cell cell,
                              const std::vector<CardId>& tributes, bool set) {
  Problems out;
  const std::string what = set ? "Set" : "Normal Summon";
  OpenStateProblems(c, player, Rule::kSummonTiming, what, out);
  if (c.s.Player(player).normal_summon_turn == c.s.turn.number) {
    out.push_back({Rule::kSecondNormalSummon,
                   Letter(player) + " made a second Normal Summon or Set this turn"});
  }
  const MonsterKind kind = c.MonsterOf(card)->kind;
  if (kind != MonsterKind::kNormal && kind != MonsterKind::kEffect) {
    out.push_back({Rule::kNotNormalSummonable, c.Name(card) + " (" +
                                                   std::string(cards::MonsterKindName(kind)) +
                                                   ") cannot be Normal Summoned or Set"});
  }
  const size_t needed = TributesNeeded(c, card);
  const bool barred = std::any_of(tributes.begin(), tributes.end(),
                                  [&](CardId id) { return c.s.Card(id).no_tribute_summon; });
  if (tributes.size() != needed || barred) {
    out.push_back({Rule::kTributes, c.Name(card) + " (level " + std::to_string(Level(c, card)) +
                                        ") needs " + std::to_string(needed) + " tribute(s); " +
                                        std::to_string(tributes.size()) + " were given" +
                                        (barred ? ", one of which cannot be tributed" : "")});
  }
  if (c.s.Card(card).zone != Zone::kHand) {
    out.push_back({Rule::kSummonFromHand, c.Name(card) + " was put onto the field from the " +
                                              std::string(ZoneName(c.s.Card(card).zone))});
  }
  OwnCardProblems(c, player, card, out);
  LeavingProblems(c, player, tributes, false, Rule::kTributes, out);
  PlacementProblems(c, player, card, cell, out);
  if (!set) LockProblems(c, player, out);
  return out;
}

void DoNormalSummon(Context& c, Seat player, CardId card, Cell cell,
                    const std::vector<CardId>& tributes, bool set) {
  NewMoment(c);
  for (CardId id : Leaving(c, player, tributes, false)) SendToGraveyard(c, id, Cause::kTribute);
  c.s.Player(player).normal_summon_turn = c.s.turn.number;
  PlaceMonster(c, player, card, cell, set, set ? Arrival::kSet : Arrival::kNormal);
  if (set) {
    c.s.Card(card).face_down = true;
    OpenWindow(c);
    return;
  }
  OpenSummonWindow(c, player, {card}, Arrival::kNormal);
}

// ----- Flip Summon and position changes ----------------------------------------------------------

Status RefuseFlipSummon(const Context& c, Seat player, const FlipSummon& d) {
  (void)player;
  return RefuseNotOnField(c, d.card, "flipSummon.card");
}

Problems FlipSummonProblems(const Context& c, Seat player, const FlipSummon& d) {
  Problems out;
  const CardState& card = c.s.Card(d.card);
  OpenStateProblems(c, player, Rule::kSummonTiming, "Flip Summon", out);
  OwnCardProblems(c, player, d.card, out);
  if (!card.face_down) {
    out.push_back({Rule::kPositionFaceDown, c.Name(d.card) + " is face-up: it cannot be Flip "
                                                             "Summoned"});
  } else if (card.entered_turn == c.s.turn.number) {
    out.push_back(
        {Rule::kFlipSummonSameTurn, c.Name(d.card) + " was Flip Summoned in the turn it was set"});
  }
  if (card.position_turn == c.s.turn.number) {
    out.push_back(
        {Rule::kPositionTwice, c.Name(d.card) + " changed its position a second time this turn"});
  }
  LockProblems(c, player, out);
  return out;
}

void DoFlipSummon(Context& c, Seat player, const FlipSummon& d) {
  NewMoment(c);
  CardState& card = c.s.Card(d.card);
  card.face_down = false;
  card.defense = false;
  card.position_turn = c.s.turn.number;
  card.arrival = Arrival::kFlip;
  OpenSummonWindow(c, player, {d.card}, Arrival::kFlip);
}

Status RefuseChangePosition(const Context& c, Seat player, const ChangePosition& d) {
  (void)player;
  return RefuseNotOnField(c, d.card, "changePosition.card");
}

Problems ChangePositionProblems(const Context& c, Seat player, const ChangePosition& d) {
  Problems out;
  const CardState& card = c.s.Card(d.card);
  OpenStateProblems(c, player, Rule::kSummonTiming, "position change", out);
  OwnCardProblems(c, player, d.card, out);
  if (card.face_down) {
    out.push_back({Rule::kPositionFaceDown,
                   c.Name(d.card) + " is face-down: it changes position only by a Flip Summon"});
  } else if (IsLink(c.Info(d.card)) && !card.defense) {
    out.push_back({Rule::kLinkDefense,
                   "the link monster " + c.Name(d.card) + " was changed to DEF position"});
  }
  if (card.entered_turn == c.s.turn.number) {
    out.push_back({Rule::kPositionSummonedThisTurn,
                   c.Name(d.card) + " changed its position in the turn it came onto the field"});
  } else if (card.position_turn == c.s.turn.number) {
    out.push_back(
        {Rule::kPositionTwice, c.Name(d.card) + " changed its position a second time this turn"});
  }
  if (card.attacked_turn == c.s.turn.number) {
    out.push_back({Rule::kPositionAfterAttack,
                   c.Name(d.card) + " changed its position after it declared an attack"});
  }
  return out;
}

void DoChangePosition(Context& c, Seat player, const ChangePosition& d) {
  (void)player;
  NewMoment(c);
  CardState& card = c.s.Card(d.card);
  card.face_down = false;
  card.defense = !card.defense;
  card.position_turn = c.s.turn.number;
  OpenWindow(c);
}

// ----- Special Summons by rule procedure ---------------------------------------------------------

void MaterialProblems(const Context& c, CardId card, const std::vector<CardId>& materials,
                      Problems& out) {
  const cards::Monster& m = *c.MonsterOf(card);
  const std::string name = c.Name(card);
  switch (m.kind) {
    case MonsterKind::kSynchro: {  // §2.1.5: one tuner and non-tuners, levels summing up.
      int sum = 0;
      for (CardId id : materials) sum += Level(c, id);
      if (!FitsSpecs(c, card, m.materials, materials) || sum != m.level) {
        out.push_back({Rule::kSynchroMaterials,
                       name + " needs a tuner and non-tuners whose levels total " +
                           std::to_string(m.level) + " (they total " + std::to_string(sum) + ")"});
      }
      break;
    }
    case MonsterKind::kXyz: {  // §2.1.6: monsters of its rank as level; no tokens.
      const bool levels = std::all_of(materials.begin(), materials.end(), [&](CardId id) {
        return Level(c, id) == m.rank && !id.IsToken();
      });
      if (!levels || !FitsSpecs(c, card, m.materials, materials)) {
        out.push_back({Rule::kXyzMaterials, name + " needs " + std::to_string(m.materials[0].min) +
                                                " level " + std::to_string(m.rank) +
                                                " monsters (not tokens) as xyz materials"});
      }
      break;
    }
    case MonsterKind::kLink: {  // §2.1.8 连接素材.
      if (!FitsSpecs(c, card, m.materials, materials) ||
          !LinkRatingReachable(c, materials, m.link)) {
        out.push_back({Rule::kLinkMaterials,
                       name + " needs link materials counting exactly " + std::to_string(m.link)});
      }
      break;
    }
    case MonsterKind::kFusion:  // §2.1.4.
      if (!FitsSpecs(c, card, m.materials, materials)) {
        out.push_back(
            {Rule::kFusionMaterials, name + " was summoned without its fusion materials"});
      }
      break;
    default:
      break;
  }
}

Status RefuseProcedureSummon(const Context& c, Seat player, const SpecialSummon& d) {
  const CardState& card = c.s.Card(d.card);
  const cards::Monster* m = c.MonsterOf(d.card);
  if (m == nullptr || (!IsExtraDeckMonster(c.Info(d.card)) && m->kind != MonsterKind::kRitual)) {
    return Status::InvalidInput("specialSummon.card: " + c.Name(d.card) +
                                " has no summoning procedure; it is summoned by the effect that "
                                "allows it");
  }
  (void)card;
  TJ_RETURN_IF_ERROR(RefuseDistinct(d.materials, d.card, "specialSummon.materials"));
  std::vector<CardId> leaving = Leaving(c, player, d.materials, false);
  leaving.push_back(d.card);
  return RefuseFreeCell(c, player, d.cell, leaving, "specialSummon.cell");
}

Problems ProcedureSummonProblems(const Context& c, Seat player, const SpecialSummon& d) {
  Problems out;
  OpenStateProblems(c, player, Rule::kSummonTiming, "Special Summon", out);
  OwnCardProblems(c, player, d.card, out);
  const cards::Monster& m = *c.MonsterOf(d.card);
  const Rule material_rule = m.kind == MonsterKind::kSynchro ? Rule::kSynchroMaterials
                             : m.kind == MonsterKind::kXyz   ? Rule::kXyzMaterials
                             : m.kind == MonsterKind::kLink  ? Rule::kLinkMaterials
                                                             : Rule::kRitualTributes;
  LeavingProblems(c, player, d.materials, false, material_rule, out);
  if (m.kind == MonsterKind::kRitual) {
    out.push_back({Rule::kRitualTributes,
                   c.Name(d.card) + " is Ritual Summoned by its ritual spell (§2.1.3)"});
  } else if (m.kind == MonsterKind::kFusion) {
    out.push_back({Rule::kFusionMaterials,
                   c.Name(d.card) + " is Fusion Summoned by a fusion spell (§2.1.4)"});
  } else {
    MaterialProblems(c, d.card, d.materials, out);
  }
  if (c.s.Card(d.card).zone != Zone::kExtraDeck) {
    out.push_back({Rule::kNotInExtraDeck, c.Name(d.card) +
                                              " was summoned by its procedure from "
                                              "the " +
                                              std::string(ZoneName(c.s.Card(d.card).zone))});
  }
  if (m.kind == MonsterKind::kLink && d.position == Position::kDefense) {
    out.push_back({Rule::kLinkDefense,
                   "the link monster " + c.Name(d.card) + " was summoned in DEF position"});
  }
  PlacementProblems(c, player, d.card, d.cell, out);
  LockProblems(c, player, out);
  return out;
}

void DoProcedureSummon(Context& c, Seat player, const SpecialSummon& d) {
  State& s = c.s;
  NewMoment(c);
  const MonsterKind kind = c.MonsterOf(d.card)->kind;
  const std::vector<CardId> materials = Leaving(c, player, d.materials, false);
  for (CardId id : materials) {
    if (kind == MonsterKind::kXyz) {
      AttachMaterial(c, id, d.card);
    } else {
      SendToGraveyard(c, id, Cause::kMaterial);
    }
  }
  const Arrival arrival = kind == MonsterKind::kSynchro ? Arrival::kSynchro
                          : kind == MonsterKind::kXyz   ? Arrival::kXyz
                          : kind == MonsterKind::kLink  ? Arrival::kLink
                                                        : Arrival::kSpecial;
  PlaceMonster(c, player, d.card, d.cell, d.position == Position::kDefense, arrival);
  for (CardId id : materials) {
    if (kind == MonsterKind::kXyz) s.Card(id).attached_object = s.Card(d.card).object;
  }
  s.Card(d.card).properly_summoned =
      kind == MonsterKind::kSynchro || kind == MonsterKind::kXyz || kind == MonsterKind::kLink;
  OpenSummonWindow(c, player, {d.card}, arrival);
}

// ----- Pendulum Summon ---------------------------------------------------------------------------

Status RefusePendulumSummon(const Context& c, Seat player, const PendulumSummon& d) {
  if (d.monsters.empty()) {
    return Status::InvalidInput("pendulumSummon.monsters: a Pendulum Summon summons a monster");
  }
  std::vector<CardId> ids;
  std::set<Cell> cells;
  for (size_t i = 0; i < d.monsters.size(); ++i) {
    const std::string field = "pendulumSummon.monsters[" + std::to_string(i) + "]";
    const Placement& p = d.monsters[i];
    const CardState& card = c.s.Card(p.card);
    (void)card;
    if (c.MonsterOf(p.card) == nullptr) {
      return Status::InvalidInput(field + ".card: " + c.Name(p.card) + " is not a monster");
    }
    if (!cells.insert(p.cell).second) {
      return Status::InvalidInput(field + ".cell: two monsters in one cell");
    }
    TJ_RETURN_IF_ERROR(RefuseFreeCell(c, player, p.cell, {p.card}, field + ".cell"));
    ids.push_back(p.card);
  }
  return RefuseDistinct(ids, "pendulumSummon.monsters");
}

Problems PendulumSummonProblems(const Context& c, Seat player, const PendulumSummon& d) {
  Problems out;
  OpenStateProblems(c, player, Rule::kPendulumTiming, "Pendulum Summon", out);
  if (c.s.Player(player).pendulum_summon_turn == c.s.turn.number) {
    out.push_back({Rule::kPendulumSecond, Letter(player) + " Pendulum Summoned a second time"});
  }
  const std::vector<CardId> scales = ScalesOf(c, player);
  int low = 0;
  int high = 0;
  if (scales.size() == 2) {
    low = std::min(Scale(c, scales[0]), Scale(c, scales[1]));
    high = std::max(Scale(c, scales[0]), Scale(c, scales[1]));
  }
  if (high - low <= 1) {
    out.push_back({Rule::kPendulumScales, Letter(player) +
                                              " Pendulum Summoned without two pendulum scales "
                                              "more than 1 apart"});
  }
  for (const Placement& p : d.monsters) {
    const CardState& card = c.s.Card(p.card);
    const int level = Level(c, p.card);
    if (high - low > 1 && (level <= low || level >= high)) {
      out.push_back({Rule::kPendulumLevel, c.Name(p.card) + " (level " + std::to_string(level) +
                                               ") is not between the scales " +
                                               std::to_string(low) + " and " +
                                               std::to_string(high)});
    }
    const bool from_hand_ok = card.zone == Zone::kHand && !HasReviveLimit(c.Info(p.card));
    const bool from_extra_ok =
        card.zone == Zone::kExtraDeck && !card.face_down && IsPendulum(c.Info(p.card));
    if (!from_hand_ok && !from_extra_ok) {
      out.push_back(
          {Rule::kPendulumSource, c.Name(p.card) + " cannot be Pendulum Summoned from the " +
                                      std::string(ZoneName(card.zone)) +
                                      (card.zone == Zone::kExtraDeck ? " face-down" : "")});
    }
    OwnCardProblems(c, player, p.card, out);
    PlacementProblems(c, player, p.card, p.cell, out);
  }
  LockProblems(c, player, out);
  return out;
}

void DoPendulumSummon(Context& c, Seat player, const PendulumSummon& d) {
  NewMoment(c);
  std::vector<CardId> summoned;
  for (const Placement& p : d.monsters) {
    PlaceMonster(c, player, p.card, p.cell, p.position == Position::kDefense, Arrival::kPendulum);
    c.s.Card(p.card).properly_summoned = true;
    summoned.push_back(p.card);
  }
  c.s.Player(player).pendulum_summon_turn = c.s.turn.number;
  OpenSummonWindow(c, player, std::move(summoned), Arrival::kPendulum);
}

// ----- Set spells and traps ----------------------------------------------------------------------

// Y-2: a spell or trap of the duel is set from wherever it is (flagged); refused only a monster
// (setMonster sets those), a cell of another kind or one that holds a card. A Field Spell set
// over the one in the field zone sends that one to the graveyard (Y-28).
Status RefuseSetSpellTrap(const Context& c, Seat player, const SetSpellTrap& d) {
  const cards::Card& info = c.Info(d.card);
  if (info.Type() == cards::CardType::kMonster) {
    return Status::InvalidInput("setSpellTrap.card: " + c.Name(d.card) +
                                " is a monster (setMonster sets monsters)");
  }
  const bool field = info.AsSpell() != nullptr && info.AsSpell()->type == cards::SpellType::kField;
  if (d.cell.kind != (field ? Cell::Kind::kField : Cell::Kind::kSpellTrap)) {
    return Status::InvalidInput(std::string("setSpellTrap.cell: ") +
                                (field ? "a field spell is set in FZ" : "it is set in S1-S5"));
  }
  const CardId there = CellCard(c.s, player, d.cell);
  if (there.index != 0 && there != d.card && !field) {
    return Status::InvalidInput("setSpellTrap.cell: " + d.cell.ToString() +
                                " holds a card already: a cell holds one card (§1.4)");
  }
  return Status::Ok();
}

Problems SetSpellTrapProblems(const Context& c, Seat player, const SetSpellTrap& d) {
  Problems out;
  OpenStateProblems(c, player, Rule::kSetTiming, "Set of a spell or trap", out);
  OwnCardProblems(c, player, d.card, out);
  const Zone zone = c.s.Card(d.card).zone;
  if (zone != Zone::kHand) {
    out.push_back(
        {Rule::kNotFromHand, c.Name(d.card) + " was set from the " + std::string(ZoneName(zone))});
  }
  return out;
}

void DoSetSpellTrap(Context& c, Seat player, const SetSpellTrap& d) {
  NewMoment(c);
  if (const CardId old = CellCard(c.s, player, d.cell); old.index != 0 && old != d.card) {
    SendToGraveyard(c, old, Cause::kRule);
  }
  Unlist(c.s, d.card);
  List(c.s, d.card, d.cell.kind == Cell::Kind::kField ? Zone::kField : Zone::kSpellTrap, player,
       d.cell.index);
  c.s.Card(d.card).face_down = true;
  c.s.Card(d.card).entered_turn = c.s.turn.number;
  OpenWindow(c);
}

// ----- The summon in progress --------------------------------------------------------------------

void SummonSucceeds(Context& c) {
  CompleteSummon(c);
  OpenWindow(c);
}

void CompleteSummon(Context& c) {
  State& s = c.s;
  if (s.chain.summoning.empty()) return;
  const uint32_t attempt = s.chain.stamp;
  NewMoment(c);
  // Y-8: what the summon's tributes and materials triggered happened with the summon.
  for (Trigger& t : s.chain.triggers) {
    if (t.stamp == attempt) t.stamp = s.chain.stamp;
  }
  const std::vector<CardId> monsters = std::move(s.chain.summoning);
  const Arrival as = s.chain.summoning_as;
  s.chain.summoning.clear();
  s.chain.summoning_as = Arrival::kNone;
  for (CardId id : monsters) {
    if (!IsMonsterZone(s.Card(id).zone)) continue;
    const Seat by = s.Card(id).controller;
    if (as == Arrival::kNormal) {
      Happen(c, Event::kNormalSummoned, id, by);
    } else if (as == Arrival::kFlip) {
      Happen(c, Event::kFlipSummoned, id, by);
      Happen(c, Event::kFlipped, id, by);
    } else {
      Happen(c, Event::kSpecialSummoned, id, by);
    }
  }
}

void NegateSummon(Context& c, bool destroy) {
  State& s = c.s;
  const std::vector<CardId> monsters = std::move(s.chain.summoning);
  s.chain.summoning.clear();
  s.chain.summoning_as = Arrival::kNone;
  for (CardId id : monsters) {
    if (!IsMonsterZone(s.Card(id).zone)) continue;
    // §2.1.7 4.: to the graveyard, not as sent from the field; the revive limit stays. The xyz
    // materials of a negated Xyz Summon go with it (§2.1.6).
    for (CardId material : MaterialsOf(s, id)) DetachMaterial(c, material);
    Unlist(s, id);
    List(s, id, Zone::kGraveyard, id.seat);
    s.Card(id).properly_summoned = false;
    if (destroy) Happen(c, Event::kDestroyed, id, c.Tp());
    Happen(c, Event::kSentToGraveyard, id, c.Tp());
  }
}

}  // namespace tcgjudge::ygo
