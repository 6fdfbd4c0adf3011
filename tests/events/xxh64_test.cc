#include "events/xxh64.h"

#include <gtest/gtest.h>

#include <string>

namespace tcgjudge {
namespace {

// Bytes (i * 131 + 7) mod 256, i = 0..n-1: every tail length and the 32-byte stripes.
std::string Pattern(size_t n) {
  std::string bytes;
  for (size_t i = 0; i < n; ++i) bytes.push_back(static_cast<char>((i * 131 + 7) & 0xff));
  return bytes;
}

// The values of the reference implementation (xxHash 0.8.1, XXH64 with seed 0).
TEST(Xxh64, IsTheReferenceXxh64) {
  EXPECT_EQ(Xxh64(""), 0xef46db3751d8e999ull);
  EXPECT_EQ(Xxh64("a"), 0xd24ec4f1a98c6e5bull);
  EXPECT_EQ(Xxh64("abc"), 0x44bc2cf5ad770999ull);
  EXPECT_EQ(Xxh64("abcd"), 0xde0327b0d25d92ccull);
  EXPECT_EQ(Xxh64("The quick brown fox jumps over the lazy dog"), 0x0b242d361fda71bcull);
  EXPECT_EQ(Xxh64("0123456789abcdef0123456789abcdef"), 0x642a94958e71e6c5ull);
  EXPECT_EQ(Xxh64(Pattern(31)), 0x6711d55e306b5d8full);
  EXPECT_EQ(Xxh64(Pattern(32)), 0x07f7b8e3bc5d6e25ull);
  EXPECT_EQ(Xxh64(Pattern(33)), 0x09f85eeb4e1cbe9full);
  EXPECT_EQ(Xxh64(Pattern(39)), 0xb13c137a0fb701c3ull);
  EXPECT_EQ(Xxh64(Pattern(40000)), 0x0ddf90110597dc47ull);
}

TEST(Xxh64, ChangesWithAnyFlippedBit) {
  const std::string bytes = Pattern(1000);
  const uint64_t sum = Xxh64(bytes);
  for (size_t i = 0; i < bytes.size(); i += 37) {
    std::string flipped = bytes;
    flipped[i] ^= static_cast<char>(1 << (i % 8));
    EXPECT_NE(Xxh64(flipped), sum) << "byte " << i;
  }
}

}  // namespace
}  // namespace tcgjudge
