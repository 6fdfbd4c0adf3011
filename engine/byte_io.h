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
  // some 36,000 of them per state hash).
  void U64(uint64_t value) {
    if (value < 0x80) {
      data_.push_back(static_cast<char>(value));
    } else {
      MultiByteU64(value);
    }
  }
  void I64(int64_t value);  // Zigzag, then varint.
  void Bool(bool value) { U64(value ? 1 : 0); }
  void Bytes(std::string_view bytes);  // Length, then the bytes.

  void Reserve(size_t bytes) { data_.reserve(bytes); }  // Of the whole output; no effect on it.

  const std::string& data() const { return data_; }
  std::string Release() { return std::move(data_); }

 private:
  void MultiByteU64(uint64_t value);

  std::string data_;
};

class ByteReader {
 public:
  // The reader views `data`, which must outlive it (so no temporaries).
  explicit ByteReader(std::string_view data) : data_(data) {}
  explicit ByteReader(const char* data) : data_(data) {}  // A NUL-terminated literal.
  explicit ByteReader(std::string&& data) = delete;

  // Each returns false, and leaves `*value` unspecified, if the input is exhausted or malformed.
  [[nodiscard]] bool U64(uint64_t* value);
  [[nodiscard]] bool I64(int64_t* value);
  [[nodiscard]] bool Bool(bool* value);
  [[nodiscard]] bool Bytes(std::string* value);

  // Reads an unsigned value that must be at most `max`.
  template <typename T>
  [[nodiscard]] bool Uint(T* value, uint64_t max) {
    uint64_t v = 0;
    if (!U64(&v) || v > max) return false;
    *value = static_cast<T>(v);
    return true;
  }

  bool AtEnd() const { return pos_ == data_.size(); }

 private:
  std::string_view data_;
  size_t pos_ = 0;
};

}  // namespace tcgjudge

#endif  // TCGJUDGE_ENGINE_BYTE_IO_H_
