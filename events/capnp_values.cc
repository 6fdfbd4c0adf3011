#include "events/capnp_values.h"

namespace tcgjudge::capnp_values {

std::string ToString(capnp::Text::Reader text) { return std::string(text.cStr(), text.size()); }

Result<Seat> FromSchema(s::Seat seat, std::string_view field) {
  switch (seat) {
    case s::Seat::A:
      return Seat::kA;
    case s::Seat::B:
      return Seat::kB;
  }
  return Status::InvalidInput(std::string(field) + ": unknown seat (expected \"A\" or \"B\")");
}

Result<CardId> ParseCard(capnp::Text::Reader text) {
  return CardId::Parse(std::string_view(text.cStr(), text.size()));
}

Result<CardId> ReadCard(capnp::Text::Reader text, std::string_view field, std::string_view member) {
  auto id = ParseCard(text);
  if (!id.ok()) return id.status().WithContext(std::string(field) + std::string(member));
  return id;
}

Result<std::vector<CardId>> ReadCards(capnp::List<capnp::Text>::Reader list, std::string_view field,
                                      std::string_view member) {
  std::vector<CardId> ids;
  ids.reserve(list.size());
  for (unsigned i = 0; i < list.size(); ++i) {
    auto id = ParseCard(list[i]);
    if (!id.ok()) {
      return id.status().WithContext(std::string(field) + std::string(member) + "[" +
                                     std::to_string(i) + "]");
    }
    ids.push_back(*id);
  }
  return ids;
}

Status UnknownMember(const std::string& field) {
  return Status::InvalidInput(field +
                              ": unknown kind (written by a newer tcgjudge, or not a log event)");
}

Result<std::optional<CardId>> ReadOptionalCard(bool is_card, capnp::Text::Reader text,
                                               std::string_view field) {
  if (!is_card) return std::optional<CardId>();
  TJ_ASSIGN_OR_RETURN(CardId id, ReadCard(text, field));
  return std::optional<CardId>(id);
}

}  // namespace tcgjudge::capnp_values
