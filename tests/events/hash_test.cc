// The hashes of events/hash.h against their published test vectors.

#include "events/hash.h"

#include <gtest/gtest.h>

namespace tcgjudge {
namespace {

TEST(Blake2b256, OfNothingIsThePublishedDigest) {
  EXPECT_EQ(HashToHex(Blake2b256("")),
            "0e5751c026e543b2e8ab2eb06099daa1d1e5df47778f7787faab45cdf12fe3a8");
}

// The SipHash paper (Aumasson and Bernstein, 2012), appendix A: key 00 01 .. 0f, message 00 01
// .. 0e, output a129ca6149be45e5 as a 64-bit number.
TEST(SipHash24, GivesThePapersTestVector) {
  std::array<uint8_t, 16> key;
  for (uint8_t i = 0; i < 16; ++i) key[i] = i;
  std::string message;
  for (char i = 0; i < 15; ++i) message.push_back(i);
  EXPECT_EQ(SipHash24(key, message), 0xa129ca6149be45e5ULL);
}

TEST(SipHash24, DependsOnTheKeyAndEveryByte) {
  std::array<uint8_t, 16> key{};
  const uint64_t empty = SipHash24(key, "");
  EXPECT_NE(SipHash24(key, std::string(1, '\0')), empty);
  EXPECT_NE(SipHash24(key, "ab"), SipHash24(key, "ba"));
  key[15] = 1;
  EXPECT_NE(SipHash24(key, ""), empty);
}

}  // namespace
}  // namespace tcgjudge
