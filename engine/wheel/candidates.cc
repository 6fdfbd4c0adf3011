#include "engine/wheel/candidates.h"

#include <set>

#include "engine/wheel/field.h"
#include "engine/wheel/turn.h"

namespace tcgjudge::wheel {
namespace {

using cards::CardType;
using cards::TargetKind;

class Generator {
 public:
  Generator(const Context& c, Seat player, bool broad)
      : c_(c), s_(c.s), me_(player), broad_(broad) {}

  std::vector<Move> Run() {
    out_.push_back(PassPriority{});
    switch (s_.wait) {
      case Wait::kMulligan:
        out_.push_back(ChooseYesNo{true});
        out_.push_back(ChooseYesNo{false});
        return std::move(out_);
      case Wait::kDiscard:
        Discards();
        return std::move(out_);
      default:
        break;
    }
    ManaStones();
    Uses();
    Units();
    Effects();
    return std::move(out_);
  }

 private:
  void Add(Decision d) { out_.push_back(Move(std::move(d))); }

  std::vector<CardId> Own(Zone zone) const {
    std::vector<CardId> ids;
    s_.ForEachCard(me_, [&](CardId id, const CardState& card) {
      if (card.zone == zone) ids.push_back(id);
    });
    return ids;
  }

  std::optional<Cell> FreeCell(Seat seat, Row row) const {
    for (uint8_t i = 0; i < 3; ++i) {
      const Cell cell{row, i};
      if (s_.Player(seat).Cells(row)[i].index == 0 && !CellReserved(s_, seat, cell)) return cell;
    }
    return std::nullopt;
  }

  // The targets worth trying for an effect: every unit on the field and both players.
  std::vector<std::vector<Target>> TargetChoices(const cards::Effect& e) const {
    std::vector<std::vector<Target>> out;
    const bool wants_unit = e.target == TargetKind::kUnit;
    const bool wants_player = e.target == TargetKind::kPlayer;
    if (!wants_unit && !wants_player) {
      out.push_back({});
      if (broad_) out.push_back({OtherSeat(me_)});
      return out;
    }
    if (wants_player || broad_) {
      out.push_back({OtherSeat(me_)});
      out.push_back({me_});
    }
    if (wants_unit || broad_) {
      for (Seat seat : {Seat::kA, Seat::kB}) {
        for (CardId id : UnitsOf(s_, seat)) {
          if (c_.Known(id) != nullptr) out.push_back({id});
        }
      }
    }
    return out;
  }

  void Discards() {
    const std::vector<CardId>& hand = s_.Player(me_).hand;
    if (s_.waiting_for != me_ || hand.size() <= kHandLimit) return;
    out_.push_back(DiscardCards{std::vector<CardId>(hand.begin() + kHandLimit, hand.end())});
    if (broad_ && hand.size() > kHandLimit + 1) {
      out_.push_back(DiscardCards{std::vector<CardId>(hand.end() - 1, hand.end())});
    }
  }

  void ManaStones() {
    std::set<std::string> colours;
    for (CardId id : s_.Player(me_).extra_deck) {
      if (c_.Info(id).type == CardType::kManaStone && colours.insert(c_.Info(id).code).second) {
        Add(PlaceManaStone{id});
      }
    }
    if (!broad_) return;
    for (CardId id : s_.Player(me_).hand) {
      if (c_.Known(id) != nullptr && c_.Info(id).type == CardType::kManaStone) {
        Add(PlaceManaStone{id});
      }
    }
  }

  void Uses() {
    std::vector<CardId> usable = s_.Player(me_).hand;
    for (CardId id : s_.Player(me_).extra_deck) {
      if (c_.Info(id).keywords.extra) usable.push_back(id);
    }
    std::set<std::string> seen;  // One card of a code stands for the others.
    for (CardId id : usable) {
      if (c_.Known(id) == nullptr) continue;  // A card nobody saw: no candidate names it.
      const cards::Card& info = c_.Info(id);
      if (!seen.insert(info.code).second) continue;
      if (info.type == CardType::kMagic) {
        for (std::vector<Target>& targets : TargetChoices(info.effects[0])) {
          Add(PlayMagic{id, std::move(targets)});
        }
      } else if (info.IsUnit()) {
        for (Row row : {Row::kAttack, Row::kDefense}) {
          const std::optional<Cell> cell = FreeCell(me_, row);
          if (!cell) continue;
          for (bool face_down : {false, true}) {
            if (face_down && !info.keywords.ambush && !broad_) continue;
            if (info.type == CardType::kVehicle) {
              Add(PlayVehicle{id, *cell, face_down});
            } else {
              Add(PlayWarSpirit{id, *cell, face_down});
            }
          }
        }
      }
    }
  }

  void Units() {
    std::vector<CardId> mine = UnitsOf(s_, me_);
    std::erase_if(mine, [&](CardId id) { return c_.Known(id) == nullptr; });
    for (CardId id : mine) {
      const CardState& card = s_.Card(id);
      const Row other = card.zone == Zone::kAttack ? Row::kDefense : Row::kAttack;
      if (std::optional<Cell> cell = FreeCell(me_, other)) Add(MoveUnit{id, *cell});
      if (!s_.combat.active()) {
        Add(DeclareAttack{id, OtherSeat(me_)});
        for (CardId target : UnitsOf(s_, OtherSeat(me_))) {
          if (c_.Known(target) != nullptr) Add(DeclareAttack{id, target});
        }
      } else if (s_.combat.target != id) {
        Add(Guard{id});
      }
      if (card.face_down) Add(FlipAmbush{id});
      if (c_.Info(id).type == CardType::kVehicle) {
        for (CardId spirit : mine) {
          if (c_.Info(spirit).type == CardType::kWarSpirit) Add(Board{spirit, id});
        }
        if (broad_) {
          for (CardId spirit : Own(Zone::kCarried)) {
            if (s_.Card(spirit).carried_by != id) Add(Board{spirit, id});
          }
        }
      }
    }
    for (CardId id : s_.Player(me_).hand) {
      if (c_.Known(id) == nullptr) continue;
      const cards::Card& info = c_.Info(id);
      if (!info.IsUnit() || (info.keywords.swap.empty() && !broad_)) continue;
      for (CardId with : mine) Add(Swap{id, with});
    }
  }

  void Effects() {
    std::vector<CardId> field = UnitsOf(s_, me_);
    for (CardId id : s_.Player(me_).magic) field.push_back(id);
    for (CardId id : field) {
      if (s_.Card(id).face_down || c_.Known(id) == nullptr) continue;
      const std::vector<cards::Effect>& effects = c_.Info(id).effects;
      for (size_t i = 0; i < effects.size(); ++i) {
        const bool activated = effects[i].kind == cards::EffectKind::kActivated;
        if (effects[i].kind == cards::EffectKind::kUse || (!activated && !broad_)) continue;
        for (std::vector<Target>& targets : TargetChoices(effects[i])) {
          Add(ActivateEffect{id, static_cast<uint8_t>(i), std::move(targets)});
        }
      }
    }
  }

  const Context& c_;
  const State& s_;
  Seat me_;
  bool broad_;
  std::vector<Move> out_;
};

}  // namespace

std::vector<Move> Candidates(const Context& c, Seat player, bool broad) {
  return Generator(c, player, broad).Run();
}

}  // namespace tcgjudge::wheel
