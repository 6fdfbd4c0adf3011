// The persisted layout is a contract: these tests pin its bytes.

#include "store/keys.h"

#include <gtest/gtest.h>

#include <string>

namespace tcgjudge {
namespace {

using namespace std::string_literals;

TEST(EventKey, IsTheGameIdAZeroByteAndTheSeqBigEndian) {
  EXPECT_EQ(EventKey("g1", 1), "g1\0\0\0\0\1"s);
  EXPECT_EQ(EventKey("g1", 0x01020304), "g1\0\1\2\3\4"s);
  EXPECT_EQ(EventKeyPrefix("g1"), "g1\0"s);
}

TEST(EventKey, OrdersBySeqWithinAGameAndNeverInterleavesGames) {
  EXPECT_LT(EventKey("g", 255), EventKey("g", 256));
  EXPECT_LT(EventKey("g", 9), EventKey("g", 10));
  // Every key of "g" sorts before every key of "g1" and "g-": no game id holds a byte below '-'.
  EXPECT_LT(EventKey("g", UINT32_MAX), EventKey("g-", 1));
  EXPECT_LT(EventKey("g", UINT32_MAX), EventKey("g1", 1));
}

TEST(EventKey, ParsesBack) {
  const std::string key = EventKey("game.7_x-Y", 123456);
  auto parsed = ParseEventKey(key);  // Points into `key`.
  ASSERT_TRUE(parsed.has_value());
  EXPECT_EQ(parsed->game, "game.7_x-Y");
  EXPECT_EQ(parsed->seq, 123456u);
  EXPECT_FALSE(ParseEventKey("g1").has_value());
  EXPECT_FALSE(ParseEventKey("g1\1\0\0\0\1"s).has_value());
  EXPECT_FALSE(ParseEventKey("g\0\0\0\0\0\1"s).has_value());  // A zero byte inside the game.
}

TEST(EventValue, IsTheHashThenTheEncodedEvent) {
  EventHash hash{};
  for (size_t i = 0; i < hash.size(); ++i) hash[i] = static_cast<uint8_t>(i + 1);
  const std::string value = EventValue(hash, "encoded!");
  ASSERT_EQ(value.size(), 40u);
  EXPECT_EQ(static_cast<uint8_t>(value[0]), 1);
  EXPECT_EQ(static_cast<uint8_t>(value[31]), 32);
  EXPECT_EQ(value.substr(32), "encoded!");
  auto parsed = ParseEventValue(value);
  ASSERT_TRUE(parsed.ok());
  EXPECT_EQ(parsed->stored_hash, hash);
  EXPECT_EQ(parsed->encoded, "encoded!");
}

TEST(EventValue, TooShortIsCorruption) {
  auto parsed = ParseEventValue(std::string(32, 'x'));
  ASSERT_FALSE(parsed.ok());
  EXPECT_EQ(parsed.status().code(), StatusCode::kCorruption);
  EXPECT_NE(parsed.status().message().find("32 bytes"), std::string::npos);
}

TEST(GameRow, IsFormatByteCountBigEndianAndLastHash) {
  GameRow row;
  row.event_count = 0x00010203;
  row.last_hash.fill(0xab);
  const std::string value = EncodeGameRow(row);
  ASSERT_EQ(value.size(), 37u);
  EXPECT_EQ(value.substr(0, 5), "\1\0\1\2\3"s);
  EXPECT_EQ(value.substr(5), std::string(32, '\xab'));
  auto decoded = DecodeGameRow(value);
  ASSERT_TRUE(decoded.ok());
  EXPECT_EQ(*decoded, row);
}

TEST(GameRow, WrongSizeOrFormatIsCorruption) {
  std::string value = EncodeGameRow(GameRow{});
  EXPECT_EQ(DecodeGameRow(value.substr(0, 36)).status().code(), StatusCode::kCorruption);
  value[0] = 2;
  auto decoded = DecodeGameRow(value);
  EXPECT_EQ(decoded.status().code(), StatusCode::kCorruption);
  EXPECT_NE(decoded.status().message().find("format 2"), std::string::npos);
  EXPECT_EQ(DecodeGameRow("").status().code(), StatusCode::kCorruption);
}

TEST(StoreFormat, IsDecimalText) {
  EXPECT_EQ(std::string(kStoreFormatKey), "tcgjudge.store_format");
  EXPECT_EQ(StoreFormatValue(), "1");
  EXPECT_EQ(*ParseStoreFormat("1"), 1u);
  EXPECT_EQ(*ParseStoreFormat("12"), 12u);
  for (const char* bad : {"", "0", "x", "1 ", "-1", "1234567890"}) {
    auto parsed = ParseStoreFormat(bad);
    EXPECT_EQ(parsed.status().code(), StatusCode::kCorruption) << "'" << bad << "'";
  }
}

}  // namespace
}  // namespace tcgjudge
