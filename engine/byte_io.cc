#include "engine/byte_io.h"

namespace tcgjudge {

void ByteWriter::MultiByteU64(uint64_t value) {
  while (value >= 0x80) {
    data_.push_back(static_cast<char>((value & 0x7f) | 0x80));
    value >>= 7;
  }
  data_.push_back(static_cast<char>(value));
}

void ByteWriter::I64(int64_t value) {
  U64((static_cast<uint64_t>(value) << 1) ^ static_cast<uint64_t>(value >> 63));
}

void ByteWriter::Bytes(std::string_view bytes) {
  U64(bytes.size());
  data_.append(bytes);
}

bool ByteReader::U64(uint64_t* value) {
  uint64_t result = 0;
  for (int shift = 0; shift < 64; shift += 7) {
    if (pos_ >= data_.size()) return false;
    const auto byte = static_cast<uint8_t>(data_[pos_++]);
    if (shift == 63 && byte > 1) return false;  // More than 64 bits.
    result |= static_cast<uint64_t>(byte & 0x7f) << shift;
    if ((byte & 0x80) == 0) {
      *value = result;
      return true;
    }
  }
  return false;
}

bool ByteReader::I64(int64_t* value) {
  uint64_t raw = 0;
  if (!U64(&raw)) return false;
  *value = static_cast<int64_t>((raw >> 1) ^ (~(raw & 1) + 1));
  return true;
}

bool ByteReader::Bool(bool* value) {
  uint64_t raw = 0;
  if (!U64(&raw) || raw > 1) return false;
  *value = raw == 1;
  return true;
}

bool ByteReader::Bytes(std::string* value) {
  uint64_t size = 0;
  if (!U64(&size) || size > data_.size() - pos_) return false;
  value->assign(data_.substr(pos_, size));
  pos_ += size;
  return true;
}

}  // namespace tcgjudge
