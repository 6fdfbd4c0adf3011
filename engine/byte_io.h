// ByteWriter and ByteReader: the little binary format of state snapshots (varints, length-
// prefixed strings), so that engine/ needs no serialisation library. A reader never reads past
// its input: every read reports failure instead, and the caller turns that into kCorruption.

#ifndef TCGJUDGE_ENGINE_BYTE_IO_H_
#define TCGJUDGE_ENGINE_BYTE_IO_H_

#include <cstdint>
#include <string>
#include <string_view>

namespace tcgjudge {

class ByteWriter {
 public:
  // LEB128 varint. Inline for the one-byte values a snapshot mostly holds (a 950-card deck is
  // some 36,000 of them per state hash, a state key's terms some 100 per event): one store into
  // room already made.
  void U64(uint64_t value) {
    if (value < 0x80 && size_ < buffer_.size()) {
      buffer_[size_++] = static_cast<char>(value);
    } else {
      MultiByteU64(value);
    }
  }
  void I64(int64_t value);  // Zigzag, then varint.
  void Bool(bool value) { U64(value ? 1 : 0); }
  void Bytes(std::string_view bytes);  // Length, then the bytes.

  void Reserve(size_t bytes) { Room(bytes > size_ ? bytes - size_ : 0); }  // No effect on output.
  void Clear() { size_ = 0; }  // Empties the output, keeping its buffer.

  // The output so far: valid until the next write.
  std::string_view data() const { return std::string_view(buffer_.data(), size_); }
  std::string Release() {
    buffer_.resize(size_);
    size_ = 0;
    return std::move(buffer_);
  }

 private:
  void MultiByteU64(uint64_t value);
  // Makes room for `bytes` more bytes after the output.
  void Room(size_t bytes) {
    if (buffer_.size() - size_ < bytes) Grow(bytes);
  }
  void Grow(size_t bytes);

  std::string buffer_;  // The output is its first size_ bytes; the rest is room for more.
  size_t size_ = 0;
};

class ByteReader {
 public:
  // The reader views `data`, which must outlive it (so no temporaries).
  explicit ByteReader(std::string_view data) : data_(data) {}
  explicit ByteReader(const char* data) : data_(data) {}  // A NUL-terminated literal.
  explicit ByteReader(std::string&& data) = delete;

  // Each returns false, and leaves `*value` unspecified, if the input is exhausted or malformed.
  // Inline for the one- and two-byte values a snapshot holds (a decoded 950-card state reads
  // some 36,000 of them: card ids, object numbers and turns past 127 take two).
  [[nodiscard, gnu::always_inline]] bool U64(uint64_t* value) {
    const size_t left = data_.size() - pos_;
    if (left >= 1) {
      const auto first = static_cast<uint8_t>(data_[pos_]);
      if (first < 0x80) {
        *value = first;
        pos_ += 1;
        return true;
      }
      if (left >= 2 && static_cast<uint8_t>(data_[pos_ + 1]) < 0x80) {
        *value =
            (first & 0x7fu) | (static_cast<uint64_t>(static_cast<uint8_t>(data_[pos_ + 1])) << 7);
        pos_ += 2;
        return true;
      }
    }
    return MultiByteU64(value);
  }
  [[nodiscard, gnu::always_inline]] bool I64(int64_t* value) {
    uint64_t raw = 0;
    if (!U64(&raw)) return false;
    *value = Signed(raw);
    return true;
  }
  [[nodiscard, gnu::always_inline]] bool Bool(bool* value) {
    uint64_t raw = 0;
    if (!U64(&raw) || raw > 1) return false;
    *value = raw == 1;
    return true;
  }
  [[nodiscard]] bool Bytes(std::string* value);

  // Reads `n` values as U64 does into values[0..n), in one call whose cursor stays in registers:
  // a decoder that reads a record's fields at once and checks them after (engine/zero/
  // snapshot.cc, a card).
  [[nodiscard]] bool U64s(uint64_t* values, size_t n);
  // The signed value a U64 read holds (I64's zigzag).
  static int64_t Signed(uint64_t raw) {
    return static_cast<int64_t>((raw >> 1) ^ (~(raw & 1) + 1));
  }

  // Reads an unsigned value that must be at most `max`.
  template <typename T>
  [[nodiscard, gnu::always_inline]] bool Uint(T* value, uint64_t max) {
    uint64_t v = 0;
    if (!U64(&v) || v > max) return false;
    *value = static_cast<T>(v);
    return true;
  }

  bool AtEnd() const { return pos_ == data_.size(); }

 private:
  bool MultiByteU64(uint64_t* value);

  std::string_view data_;
  size_t pos_ = 0;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_BYTE_IO_H_
