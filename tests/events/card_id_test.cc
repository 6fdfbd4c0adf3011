#include "events/card_id.h"

#include <gtest/gtest.h>

#include <cstdio>

namespace tcgjudge {
namespace {

TEST(CardId, TextIsSeatLetterAndTwoDigitDecklistPosition) {
  EXPECT_EQ((CardId{Seat::kA, 7}).ToString(), "A07");
  EXPECT_EQ((CardId{Seat::kB, 50}).ToString(), "B50");
  EXPECT_EQ((CardId{Seat::kA, 123}).ToString(), "A123");
}

TEST(CardId, ParsesTheCanonicalForm) {
  auto id = CardId::Parse("B07");
  ASSERT_TRUE(id.ok());
  EXPECT_EQ(id->seat, Seat::kB);
  EXPECT_EQ(id->index, 7);
  EXPECT_TRUE(CardId::Parse("A123").ok());
}

TEST(CardId, RefusesOtherForms) {
  for (const char* bad : {"", "A", "A7", "a07", "C07", "A00", "A007", "A1000", "A-1", "07"}) {
    auto id = CardId::Parse(bad);
    EXPECT_FALSE(id.ok()) << bad;
    EXPECT_EQ(id.status().code(), StatusCode::kInvalidInput) << bad;
  }
  EXPECT_NE(CardId::Parse("A7").status().message().find("write it A07"), std::string::npos);
}

TEST(CardId, ATokenIsTheSeatLetterTAndItsNumber) {
  EXPECT_EQ(CardId::Token(Seat::kA, 1).ToString(), "AT01");
  EXPECT_EQ(CardId::Token(Seat::kB, 123).ToString(), "BT123");
  auto id = CardId::Parse("BT07");
  ASSERT_TRUE(id.ok()) << id.status().ToString();
  EXPECT_EQ(*id, CardId::Token(Seat::kB, 7));
  EXPECT_TRUE(id->IsToken());
  EXPECT_FALSE((CardId{Seat::kB, 999}).IsToken());
  for (const char* bad : {"AT", "AT1", "AT00", "AT001", "AT1000", "ATT1", "at01", "AT0A"}) {
    EXPECT_FALSE(CardId::Parse(bad).ok()) << bad;
  }
  EXPECT_NE(CardId::Parse("AT1").status().message().find("write it AT01"), std::string::npos);
}

TEST(CardId, FormatWritesWhatPrintfWroteForEveryIndex) {
  // The text form as ToString built it with snprintf before Format: every value a CardId holds,
  // including those outside the decklist and token ranges.
  for (Seat seat : {Seat::kA, Seat::kB}) {
    for (uint32_t index = 0; index <= UINT16_MAX; ++index) {
      const CardId id{seat, static_cast<uint16_t>(index)};
      char expected[8];
      if (id.IsHandle()) {
        std::snprintf(expected, sizeof(expected), "%c#%u", SeatLetter(seat),
                      static_cast<unsigned>(index - kHandleIndexBase));
      } else if (id.IsToken()) {
        std::snprintf(expected, sizeof(expected), "%cT%02u", SeatLetter(seat),
                      static_cast<unsigned>(index - kTokenIndexBase));
      } else {
        std::snprintf(expected, sizeof(expected), "%c%02u", SeatLetter(seat), index);
      }
      char text[CardId::kMaxTextSize];
      ASSERT_EQ(std::string(text, id.Format(text)), expected) << index;
      ASSERT_EQ(id.ToString(), expected) << index;
    }
  }
}

TEST(CardId, OrdersBySeatThenPosition) {
  EXPECT_LT((CardId{Seat::kA, 50}), (CardId{Seat::kB, 1}));
  EXPECT_LT((CardId{Seat::kA, 2}), (CardId{Seat::kA, 10}));
}

}  // namespace
}  // namespace tcgjudge
