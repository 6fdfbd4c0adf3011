#include "events/rise/card_data.h"

#include <algorithm>

namespace tcgjudge::rise::cards {
namespace {

template <typename E, size_t N>
std::string_view WordOf(E value, const std::string_view (&words)[N]) {
  const auto raw = static_cast<size_t>(value);
  return raw < N ? words[raw] : std::string_view("?");
}

const std::vector<Ability> kNoAbilities;

}  // namespace

bool Effect::Targeted() const {
  switch (target) {
    case TargetKind::kCharacter:
    case TargetKind::kUnit:
    case TargetKind::kOpposingCharacter:
    case TargetKind::kFriendlyCharacter:
    case TargetKind::kPlayer:
    case TargetKind::kLink:
    case TargetKind::kAttachment:
      return true;
    default:
      return false;
  }
}

bool Card::IsUnit() const {
  return type == CardType::kReinforcement || type == CardType::kVehicle ||
         type == CardType::kSquad || type == CardType::kCommander;
}

bool Card::IsCharacter() const {
  return IsUnit() || (type == CardType::kAbility && persistence == Persistence::kCrystal);
}

bool Card::IsEquipment() const {
  return type == CardType::kWeapon || type == CardType::kArmour || type == CardType::kAccessory;
}

bool Card::IsTroop() const {
  return type == CardType::kReinforcement || type == CardType::kVehicle || type == CardType::kSquad;
}

bool Card::HasTag(std::string_view tag) const {
  return std::find(tags.begin(), tags.end(), tag) != tags.end();
}

int32_t Card::PrintedLife(uint8_t face) const {
  if (type == CardType::kCommander) return face < faces.size() ? faces[face].life : 0;
  return life;
}

int32_t Card::PrintedPower(uint8_t face) const {
  if (type == CardType::kCommander) return face < faces.size() ? faces[face].power : 0;
  return power;
}

const std::vector<Ability>& Card::AbilitiesOn(uint8_t face) const {
  if (type != CardType::kCommander) return abilities;
  return face < faces.size() ? faces[face].abilities : kNoAbilities;
}

std::string_view CardTypeWord(CardType type) {
  static constexpr std::string_view kWords[] = {"援军", "载具", "战队", "指挥官", "武器",
                                                "护甲", "配件", "能力", "命令"};
  return WordOf(type, kWords);
}

std::string_view ProfessionWord(Profession profession) {
  static constexpr std::string_view kWords[] = {"博士",   "高阶武士", "猛士", "使徒",
                                                "受难者", "无畏",     "先知"};
  return WordOf(profession, kWords);
}

std::string_view FactionWord(Faction faction) {
  static constexpr std::string_view kWords[] = {"众神议会", "自由战线", "巴尔之灵"};
  return WordOf(faction, kWords);
}

std::string_view DamageTypeWord(DamageType type) {
  static constexpr std::string_view kWords[] = {"射击", "格斗", "热能", "电磁",
                                                "能量", "病毒", "射线", "辐射"};
  return WordOf(type, kWords);
}

}  // namespace tcgjudge::rise::cards
