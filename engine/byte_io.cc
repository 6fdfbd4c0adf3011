#include "engine/byte_io.h"

#include <algorithm>

namespace tcgjudge {

void ByteWriter::MultiByteU64(uint64_t value) {
  Room(10);
  char* out = buffer_.data() + size_;
  char* const start = out;
  while (value >= 0x80) {
    *out++ = static_cast<char>((value & 0x7f) | 0x80);
    value >>= 7;
  }
  *out++ = static_cast<char>(value);
  size_ += static_cast<size_t>(out - start);
}

void ByteWriter::I64(int64_t value) {
  U64((static_cast<uint64_t>(value) << 1) ^ static_cast<uint64_t>(value >> 63));
}

void ByteWriter::Bytes(std::string_view bytes) {
  U64(bytes.size());
  Room(bytes.size());
  bytes.copy(buffer_.data() + size_, bytes.size());
  size_ += bytes.size();
}

void ByteWriter::Grow(size_t bytes) {
  buffer_.resize(std::max(size_ + bytes, std::max<size_t>(2 * buffer_.size(), 64)));
}

bool ByteReader::MultiByteU64(uint64_t* value) {
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

bool ByteReader::U64s(uint64_t* values, size_t n) {
  const auto* const data = reinterpret_cast<const uint8_t*>(data_.data());
  const size_t size = data_.size();
  size_t pos = pos_;
  for (size_t i = 0; i < n; ++i) {
    if (pos < size && data[pos] < 0x80) {
      values[i] = data[pos++];
    } else if (pos + 1 < size && data[pos + 1] < 0x80) {
      values[i] = (data[pos] & 0x7fu) | (static_cast<uint64_t>(data[pos + 1]) << 7);
      pos += 2;
    } else {
      pos_ = pos;
      if (!MultiByteU64(&values[i])) return false;
      pos = pos_;
    }
  }
  pos_ = pos;
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
