#include "store/keys.h"

#include <cstring>

namespace tcgjudge {
namespace {

void AppendU32BigEndian(uint32_t value, std::string& out) {
  out.push_back(static_cast<char>((value >> 24) & 0xff));
  out.push_back(static_cast<char>((value >> 16) & 0xff));
  out.push_back(static_cast<char>((value >> 8) & 0xff));
  out.push_back(static_cast<char>(value & 0xff));
}

uint32_t ReadU32BigEndian(std::string_view bytes) {
  return (static_cast<uint32_t>(static_cast<uint8_t>(bytes[0])) << 24) |
         (static_cast<uint32_t>(static_cast<uint8_t>(bytes[1])) << 16) |
         (static_cast<uint32_t>(static_cast<uint8_t>(bytes[2])) << 8) |
         static_cast<uint32_t>(static_cast<uint8_t>(bytes[3]));
}

}  // namespace

std::string EventKeyPrefix(std::string_view game) {
  std::string key(game);
  key.push_back('\0');
  return key;
}

std::string EventKey(std::string_view game, uint32_t seq) {
  std::string key = EventKeyPrefix(game);
  AppendU32BigEndian(seq, key);
  return key;
}

std::optional<ParsedEventKey> ParseEventKey(std::string_view key) {
  if (key.size() < 6) return std::nullopt;
  const size_t zero = key.size() - 5;
  if (key[zero] != '\0' || key.substr(0, zero).find('\0') != std::string_view::npos) {
    return std::nullopt;
  }
  return ParsedEventKey{key.substr(0, zero), ReadU32BigEndian(key.substr(zero + 1))};
}

std::string SnapshotKey(std::string_view game, uint32_t seq, std::string_view version) {
  std::string key = EventKey(game, seq);
  key.append(version);
  return key;
}

Status CheckSnapshotVersion(std::string_view version) {
  if (!version.empty() && version.size() <= 255) return Status::Ok();
  return Status::InvalidInput("a snapshot version is 1-255 bytes, not " +
                              std::to_string(version.size()));
}

std::optional<ParsedSnapshotKey> ParseSnapshotKey(std::string_view key) {
  const size_t zero = key.find('\0');
  if (zero == std::string_view::npos || zero == 0 || key.size() < zero + 6) return std::nullopt;
  return ParsedSnapshotKey{key.substr(0, zero), ReadU32BigEndian(key.substr(zero + 1, 4)),
                           key.substr(zero + 5)};
}

std::string EventValue(const EventHash& hash, std::string_view encoded) {
  std::string value(reinterpret_cast<const char*>(hash.data()), hash.size());
  value.append(encoded);
  return value;
}

Result<ParsedEventValue> ParseEventValue(std::string_view value) {
  ParsedEventValue parsed;
  if (value.size() <= parsed.stored_hash.size()) {
    return Status::Corruption("stored value is " + std::to_string(value.size()) +
                              " bytes, too short for a 32-byte hash and an event");
  }
  std::memcpy(parsed.stored_hash.data(), value.data(), parsed.stored_hash.size());
  parsed.encoded = value.substr(parsed.stored_hash.size());
  return parsed;
}

std::string EncodeGameRow(const GameRow& row) {
  std::string value;
  value.reserve(kGameRowSize);
  value.push_back(static_cast<char>(kGameRowFormat));
  AppendU32BigEndian(row.event_count, value);
  value.append(reinterpret_cast<const char*>(row.last_hash.data()), row.last_hash.size());
  return value;
}

Result<GameRow> DecodeGameRow(std::string_view value) {
  if (value.empty()) return Status::Corruption("games row is empty");
  const uint8_t format = static_cast<uint8_t>(value[0]);
  if (format != kGameRowFormat) {
    return Status::Corruption("games row has format " + std::to_string(format) +
                              "; this build reads format " + std::to_string(kGameRowFormat));
  }
  if (value.size() != kGameRowSize) {
    return Status::Corruption("games row is " + std::to_string(value.size()) + " bytes, not " +
                              std::to_string(kGameRowSize));
  }
  GameRow row;
  row.event_count = ReadU32BigEndian(value.substr(1, 4));
  std::memcpy(row.last_hash.data(), value.data() + 5, row.last_hash.size());
  return row;
}

std::string StoreFormatValue() { return std::to_string(kStoreFormat); }

Result<uint32_t> ParseStoreFormat(std::string_view value) {
  uint64_t format = 0;
  bool ok = !value.empty() && value.size() <= 9;
  for (char c : value) {
    if (c < '0' || c > '9') ok = false;
    if (ok) format = format * 10 + static_cast<uint64_t>(c - '0');
  }
  if (!ok || format == 0) {
    std::string shown;
    for (char c : value.substr(0, 32)) shown.push_back(c >= ' ' && c <= '~' ? c : '?');
    return Status::Corruption("the store format marker '" + std::string(kStoreFormatKey) +
                              "' holds '" + shown + "', not a format number");
  }
  return static_cast<uint32_t>(format);
}

}  // namespace tcgjudge
