// 永恒之轮 card data between JSON Lines, Cap'n Proto and the plain values of card_data.h: the
// core's Reflect codec (events/card_file.h, events/reflect_capnp.h) over events/wheel/cards.capnp.

#include "events/card_file.h"
#include "events/wheel/card_set.h"
#include "events/wheel/cards.capnp.h"

namespace tcgjudge::wheel {
namespace {

namespace s = ::tcgjudge::schema::wheel::cards;
using cards::Card;
using reflect_capnp::EnumerantName;

}  // namespace

Result<Card> CardFromJson(std::string_view line) {
  return card_file::CardFromJson<s::Card, Card>(line, card_file::StrictCodec<16>(), &ValidateCard);
}

Result<CardSet> ParseCardSet(std::string_view text, std::string_view source) {
  return card_file::ParseCardSet<Card>(text, source, &CardFromJson);
}

Result<CardSet> LoadCardSetFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseCardSet(content, path);
}

Status CheckReflectionCoversSchema() {
  return card_file::CheckReflectionCoversSchema<s::Card, Card>("events/wheel/cards.capnp");
}

namespace cards {

std::string_view CardTypeName(CardType type) {
  return EnumerantName(type, capnp::Schema::from<s::CardType>());
}
std::string_view ColourName(Colour colour) {
  return EnumerantName(colour, capnp::Schema::from<s::Colour>());
}

bool Card::HasTrait(std::string_view trait) const {
  return std::find(traits.begin(), traits.end(), trait) != traits.end();
}

int Card::TotalCost() const {
  int total = 0;
  for (const CostSymbol& symbol : cost) total += symbol.count;
  return total;
}

int Card::CostOf(Colour colour) const {
  int total = 0;
  for (const CostSymbol& symbol : cost) total += symbol.colour == colour ? symbol.count : 0;
  return total;
}

}  // namespace cards
}  // namespace tcgjudge::wheel
