// 神话起源 card data from JSON Lines through Cap'n Proto into the plain values of card_data.h: the
// core's Reflect codec (events/card_file.h, events/reflect_capnp.h) over events/myth/cards.capnp.

#include "events/card_file.h"
#include "events/myth/card_set.h"
#include "events/myth/cards.capnp.h"

namespace tcgjudge::myth {
namespace {

namespace s = ::tcgjudge::schema::myth::cards;
using cards::Card;
using reflect_capnp::EnumerantName;

}  // namespace

Result<Card> CardFromJson(std::string_view line) {
  return card_file::CardFromJson<s::Card, Card>(line, card_file::StrictCodec<32>(), &ValidateCard);
}

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  return card_file::ParseCardSet<Card>(text, source, &CardFromJson, &ValidateReferences);
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

Status CheckReflectionCoversSchema() {
  return card_file::CheckReflectionCoversSchema<s::Card, Card>("events/myth/cards.capnp");
}

namespace cards {

bool Card::HasKeyword(Keyword k) const {
  for (Keyword mine : keywords) {
    if (mine == k) return true;
  }
  return false;
}

const Creature* Card::AsCreature() const {
  if (const auto* c = std::get_if<0>(&kind)) return c;
  return std::get_if<6>(&kind);
}

std::string_view CardTypeName(CardType type) {
  return capnp::Schema::from<s::Card>()
      .getUnionFields()[static_cast<unsigned>(type)]
      .getProto()
      .getName()
      .cStr();
}
std::string_view FactionName(Faction faction) {
  return EnumerantName(faction, capnp::Schema::from<s::Faction>());
}
std::string_view ClassName(Class cls) {
  return EnumerantName(cls, capnp::Schema::from<s::Class>());
}
std::string_view KeywordName(Keyword keyword) {
  return EnumerantName(keyword, capnp::Schema::from<s::Keyword>());
}

}  // namespace cards
}  // namespace tcgjudge::myth
