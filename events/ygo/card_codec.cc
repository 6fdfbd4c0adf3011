// Yu-Gi-Oh card data between JSON Lines, Cap'n Proto and the plain values of card_data.h: the
// core's Reflect codec (events/card_file.h, events/reflect_capnp.h) over events/ygo/cards.capnp.

#include "events/card_file.h"
#include "events/ygo/card_set.h"
#include "events/ygo/cards.capnp.h"

namespace tcgjudge::ygo {
namespace {

namespace s = ::tcgjudge::schema::ygo::cards;
using cards::Card;
using reflect_capnp::EnumerantName;

capnp::JsonCodec& Codec() { return card_file::StrictCodec<32>(); }

}  // namespace

Result<Card> CardFromJson(std::string_view line) {
  return card_file::CardFromJson<s::Card, Card>(line, Codec(), &ValidateCard);
}

std::string CardToJson(const Card& card) { return card_file::CardToJson<s::Card>(card, Codec()); }

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  return card_file::ParseCardSet<Card>(text, source, &CardFromJson, &ValidateReferences);
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

Status CheckReflectionCoversSchema() {
  return card_file::CheckReflectionCoversSchema<s::Card, Card>("events/ygo/cards.capnp");
}

namespace cards {

std::string_view ActionName(const Action& action) {
  return std::visit([](const auto& a) { return std::decay_t<decltype(a)>::kName; }, action);
}

bool Monster::Has(Trait trait) const {
  for (Trait t : traits) {
    if (t == trait) return true;
  }
  return false;
}

std::string_view RaceName(Race race) { return EnumerantName(race, capnp::Schema::from<s::Race>()); }
std::string_view AttributeName(Attribute attribute) {
  return EnumerantName(attribute, capnp::Schema::from<s::Attribute>());
}
std::string_view MonsterKindName(MonsterKind kind) {
  return EnumerantName(kind, capnp::Schema::from<s::MonsterKind>());
}

}  // namespace cards
}  // namespace tcgjudge::ygo
