#include "store/registration.h"

#include <algorithm>
#include <cstring>

#include "events/text_check.h"

namespace tcgjudge {
namespace {

void PutU32(uint32_t value, std::string& out) {
  for (int shift = 24; shift >= 0; shift -= 8) out.push_back(static_cast<char>(value >> shift));
}

void PutText(std::string_view text, std::string& out) {
  PutU32(static_cast<uint32_t>(text.size()), out);
  out.append(text);
}

void PutList(const std::vector<std::string>& list, std::string& out) {
  PutU32(static_cast<uint32_t>(list.size()), out);
  for (const std::string& text : list) PutText(text, out);
}

// Reads the body's fields in order; the first failure sticks.
class BodyReader {
 public:
  explicit BodyReader(std::string_view bytes) : rest_(bytes) {}

  uint32_t U32() {
    if (rest_.size() < 4) {
      ok_ = false;
      return 0;
    }
    uint32_t value = 0;
    for (int i = 0; i < 4; ++i) value = (value << 8) | static_cast<uint8_t>(rest_[i]);
    rest_.remove_prefix(4);
    return value;
  }
  std::string Text() {
    const uint32_t size = U32();
    if (!ok_ || rest_.size() < size) {
      ok_ = false;
      return "";
    }
    std::string text(rest_.substr(0, size));
    rest_.remove_prefix(size);
    return text;
  }
  std::vector<std::string> List() {
    const uint32_t count = U32();
    std::vector<std::string> list;
    // Each text takes at least its 4-byte length: a count past that is damage, not a reserve.
    if (!ok_ || count > rest_.size() / 4) {
      ok_ = false;
      return list;
    }
    for (uint32_t i = 0; i < count && ok_; ++i) list.push_back(Text());
    return list;
  }
  template <size_t N>
  std::array<uint8_t, N> Bytes() {
    std::array<uint8_t, N> bytes{};
    if (rest_.size() < N) {
      ok_ = false;
      return bytes;
    }
    std::memcpy(bytes.data(), rest_.data(), N);
    rest_.remove_prefix(N);
    return bytes;
  }
  bool ok() const { return ok_; }
  size_t left() const { return rest_.size(); }

 private:
  std::string_view rest_;
  bool ok_ = true;
};

}  // namespace

Status CheckRegistrationKey(std::string_view tournament, std::string_view player_id) {
  if (tournament.empty()) return Status::InvalidInput("a registration needs its tournament");
  if (player_id.empty()) {
    return Status::InvalidInput("a registration needs the player's id (as the games' headers "
                                "give it, e.g. \"playerId\": \"P-1042\")");
  }
  TJ_RETURN_IF_ERROR(CheckText("tournament", tournament, kMaxLabelBytes));
  TJ_RETURN_IF_ERROR(CheckText("player id", player_id, kMaxNameBytes));
  if (tournament.find('\0') != std::string_view::npos ||
      player_id.find('\0') != std::string_view::npos) {
    return Status::InvalidInput("a tournament or player id of a registration holds no NUL "
                                "character");
  }
  return Status::Ok();
}

Status CheckRegistration(const Registration& r) {
  TJ_RETURN_IF_ERROR(CheckRegistrationKey(r.tournament, r.player.player_id));
  if (r.number == 0) return Status::InvalidInput("a registration's number starts at 1");
  if (r.number > 1 && r.reason.empty()) {
    return Status::InvalidInput("a correction of a registration needs its reason");
  }
  if (r.number == 1 && !r.reason.empty()) {
    return Status::InvalidInput("a first registration corrects nothing: it has no reason");
  }
  if (r.time.empty() || r.judge_id.empty()) {
    return Status::InvalidInput("a registration needs the time it was taken and its judge");
  }
  TJ_RETURN_IF_ERROR(CheckText("ruleset", r.ruleset, kMaxNameBytes));
  TJ_RETURN_IF_ERROR(CheckText("player name", r.player.name, kMaxNameBytes));
  TJ_RETURN_IF_ERROR(CheckText("reason", r.reason, kMaxJudgeTextBytes));
  TJ_RETURN_IF_ERROR(CheckText("time", r.time, kMaxNameBytes));
  TJ_RETURN_IF_ERROR(CheckText("judge id", r.judge_id, kMaxNameBytes));
  for (const auto* list : {&r.player.deck, &r.player.extra_deck, &r.player.side_deck}) {
    for (const std::string& code : *list) TJ_RETURN_IF_ERROR(CheckText("card code", code, kMaxNameBytes));
  }
  return Status::Ok();
}

std::string RegistrationKeyPrefix(std::string_view tournament, std::string_view player_id) {
  std::string key(tournament);
  key.push_back('\0');
  key.append(player_id);
  key.push_back('\0');
  return key;
}

std::string RegistrationKey(const Registration& registration) {
  std::string key = RegistrationKeyPrefix(registration.tournament, registration.player.player_id);
  PutU32(registration.number, key);
  return key;
}

std::string RegistrationBody(const Registration& r) {
  std::string body;
  PutText(r.tournament, body);
  PutText(r.ruleset, body);
  PutText(r.player.player_id, body);
  PutText(r.player.name, body);
  PutU32(r.number, body);
  PutText(r.reason, body);
  PutText(r.time, body);
  PutText(r.judge_id, body);
  PutList(r.player.deck, body);
  PutList(r.player.extra_deck, body);
  PutList(r.player.side_deck, body);
  return body;
}

std::string RegistrationSignedBytes(const Registration& registration) {
  static constexpr std::string_view kDomain("tcgjudge registration signature v1\0", 35);
  std::string bytes(kDomain);
  bytes += RegistrationBody(registration);
  return bytes;
}

bool RegistrationSignatureVerifies(const Registration& registration) {
  return MessageSignatureVerifies(RegistrationSignedBytes(registration), registration.signature,
                                  registration.public_key);
}

std::string EncodeRegistration(const Registration& registration) {
  std::string value(1, static_cast<char>(kRegistrationFormat));
  value += RegistrationBody(registration);
  value.append(reinterpret_cast<const char*>(registration.public_key.data()),
               registration.public_key.size());
  value.append(reinterpret_cast<const char*>(registration.signature.data()),
               registration.signature.size());
  return value;
}

Result<Registration> DecodeRegistration(std::string_view key, std::string_view value) {
  auto damaged = [&](const std::string& why) {
    std::string printable(key);
    std::replace(printable.begin(), printable.end(), '\0', '/');
    return Status::Corruption("the registration stored under '" + printable + "' is damaged: " +
                              why);
  };
  if (value.empty() || static_cast<uint8_t>(value[0]) != kRegistrationFormat) {
    return damaged("its format is not " + std::to_string(kRegistrationFormat));
  }
  BodyReader in(value.substr(1));
  Registration r;
  r.tournament = in.Text();
  r.ruleset = in.Text();
  r.player.player_id = in.Text();
  r.player.name = in.Text();
  r.number = in.U32();
  r.reason = in.Text();
  r.time = in.Text();
  r.judge_id = in.Text();
  r.player.deck = in.List();
  r.player.extra_deck = in.List();
  r.player.side_deck = in.List();
  r.public_key = in.Bytes<32>();
  r.signature = in.Bytes<64>();
  if (!in.ok() || in.left() != 0) return damaged("its bytes do not have the registration layout");
  if (RegistrationKey(r) != key) {
    return damaged("it names tournament '" + r.tournament + "', player '" + r.player.player_id +
                   "', number " + std::to_string(r.number) + ", not its key's");
  }
  return r;
}

Status CheckNextRegistration(const Registration& r, std::optional<uint32_t> highest) {
  const std::string who = "player '" + r.player.player_id + "' of tournament '" + r.tournament + "'";
  if (r.number == 1 && highest) {
    return Status::Conflict(who + " is already registered (" +
                            (*highest == 1 ? std::string("registration 1")
                                           : "registration 1 and corrections to number " +
                                                 std::to_string(*highest)) +
                            " stored): a registration is never replaced; a correction is "
                            "number " + std::to_string(*highest + 1) + ", with its reason");
  }
  if (r.number > 1 && highest.value_or(0) != r.number - 1) {
    return Status::Conflict(
        "correction " + std::to_string(r.number) + " of " + who + " does not follow what is "
        "stored (" + (highest ? "number " + std::to_string(*highest) : std::string("nothing")) +
        ")");
  }
  return Status::Ok();
}

std::vector<Registration> LatestRegistrations(std::span<const Registration> all) {
  std::vector<Registration> latest;
  for (const Registration& r : all) {
    if (!latest.empty() && latest.back().tournament == r.tournament &&
        latest.back().player.player_id == r.player.player_id) {
      if (r.number > latest.back().number) latest.back() = r;
    } else {
      latest.push_back(r);
    }
  }
  return latest;
}

const Registration* FindRegistration(std::span<const Registration> all,
                                     std::string_view tournament, std::string_view player_id) {
  const Registration* found = nullptr;
  for (const Registration& r : all) {
    if (r.tournament == tournament && r.player.player_id == player_id &&
        (found == nullptr || r.number > found->number)) {
      found = &r;
    }
  }
  return found;
}

}  // namespace tcgjudge
