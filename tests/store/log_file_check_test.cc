// The check of RocksDB's log format (store/log_file_check.h): a cut anywhere is a torn tail (or
// no loss at all, at a record boundary), a changed byte anywhere in a record is damage, and a
// damaged length field is never taken for a torn tail.

#include "store/log_file_check.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace tcgjudge {
namespace {

using Verdict = LogFileCheck::Verdict;

constexpr size_t kBlock = 32768;
constexpr size_t kHeader = 7;

// Writes `payloads` as RocksDB's log::Writer does: each one as a FULL record, or fragmented
// (FIRST, MIDDLE..., LAST) across 32 KiB blocks, with blocks padded with zeros when fewer than a
// header's bytes are left. `starts` receives the offset of each physical record.
std::string LogFile(const std::vector<std::string>& payloads, std::vector<size_t>* starts) {
  std::string file;
  for (const std::string& payload : payloads) {
    size_t done = 0;
    bool first = true;
    do {
      size_t left = kBlock - file.size() % kBlock;
      if (left < kHeader) {
        file.append(left, '\0');
        left = kBlock;
      }
      const size_t length = std::min(payload.size() - done, left - kHeader);
      const bool last = done + length == payload.size();
      const char type = first && last ? 1 : first ? 2 : last ? 4 : 3;
      std::string covered = std::string(1, type) + payload.substr(done, length);
      const uint32_t crc = MaskedCrc32c(covered);
      starts->push_back(file.size());
      for (int i = 0; i < 4; ++i) file += static_cast<char>((crc >> (8 * i)) & 0xFF);
      file += static_cast<char>(length & 0xFF);
      file += static_cast<char>(length >> 8);
      file += covered;
      done += length;
      first = false;
    } while (done < payload.size());
  }
  return file;
}

std::vector<std::string> Payloads(size_t count, size_t size) {
  std::vector<std::string> payloads;
  for (size_t i = 0; i < count; ++i) {
    std::string payload(size + i % 7, '\0');
    for (size_t k = 0; k < payload.size(); ++k) payload[k] = static_cast<char>('a' + (i + k) % 26);
    payloads.push_back(payload);
  }
  return payloads;
}

TEST(MaskedCrc32c, IsRocksDbsMaskedCastagnoliCrc) {
  // crc32c("123456789") = 0xE3069283 (RFC 3720's check value), masked as RocksDB's crc32c::Mask.
  const uint32_t crc = 0xE3069283u;
  EXPECT_EQ(MaskedCrc32c("123456789"), ((crc >> 15) | (crc << 17)) + 0xa282ead8u);
}

TEST(LogFileCheck, AWholeLogIsIntact) {
  std::vector<size_t> starts;
  const std::string file = LogFile(Payloads(40, 120), &starts);
  const LogFileCheck check = CheckLogRecords(file);
  EXPECT_EQ(check.verdict, Verdict::kIntact) << check.problem;
  EXPECT_EQ(check.size, file.size());
  EXPECT_EQ(CheckLogRecords("").verdict, Verdict::kIntact);
}

TEST(LogFileCheck, FragmentsAcrossBlocksAndBlockPaddingAreIntact) {
  std::vector<size_t> starts;
  // Payloads of 20 KiB fragment across blocks; the next one fills its block up to 3 bytes of
  // padding.
  std::vector<std::string> payloads = Payloads(5, 20000);
  const size_t left = kBlock - LogFile(payloads, &starts).size() % kBlock;
  ASSERT_GE(left, kHeader + 3);
  payloads.push_back(std::string(left - kHeader - 3, 'x'));
  payloads.push_back("after the padding");
  starts.clear();
  const std::string file = LogFile(payloads, &starts);
  ASSERT_EQ(starts.back() % kBlock, 0u);
  ASSERT_GT(file.size(), 3 * kBlock);
  const LogFileCheck check = CheckLogRecords(file);
  EXPECT_EQ(check.verdict, Verdict::kIntact) << check.offset << ": " << check.problem;
}

// A crash cuts the file anywhere: every cut is an unfinished write at the end, starting at the
// logical record it cuts (or nothing lost at all, at a record boundary). Never damage.
TEST(LogFileCheck, EveryCutIsATornTailAtTheRecordItCuts) {
  std::vector<size_t> starts;
  const std::vector<std::string> payloads = {std::string(300, 'p'), std::string(40000, 'q'),
                                             std::string(90, 'r')};
  const std::string file = LogFile(payloads, &starts);
  // Logical records start at starts[0], starts[1] (FIRST of two fragments), starts[3].
  const std::vector<size_t> logical = {starts[0], starts[1], starts[3], file.size()};
  for (size_t cut = 0; cut < file.size(); ++cut) {
    const LogFileCheck check = CheckLogRecords(std::string_view(file).substr(0, cut));
    size_t record = 0;
    while (logical[record + 1] <= cut) ++record;
    if (cut == logical[record]) {
      EXPECT_EQ(check.verdict, Verdict::kIntact) << "cut at " << cut;
    } else {
      ASSERT_EQ(check.verdict, Verdict::kTornTail) << "cut at " << cut << ": " << check.problem;
      ASSERT_EQ(check.offset, logical[record]) << "cut at " << cut;
    }
  }
}

// Every flipped byte of every record is damage at that record, never a torn tail: in particular
// a length field made larger, which RocksDB itself takes for an unfinished write.
TEST(LogFileCheck, EveryFlippedByteIsDamageAtItsRecord) {
  std::vector<size_t> starts;
  const std::string file = LogFile(Payloads(24, 150), &starts);
  starts.push_back(file.size());
  for (size_t offset = 0; offset < file.size(); ++offset) {
    std::string damaged = file;
    damaged[offset] = static_cast<char>(damaged[offset] ^ 0xFF);
    const LogFileCheck check = CheckLogRecords(damaged);
    size_t record = 0;
    while (starts[record + 1] <= offset) ++record;
    ASSERT_EQ(check.verdict, Verdict::kDamaged) << "flip at " << offset;
    ASSERT_EQ(check.offset, starts[record]) << "flip at " << offset << ": " << check.problem;
  }
}

TEST(LogFileCheck, ADamagedLengthIsNamedAsSuch) {
  std::vector<size_t> starts;
  const std::string file = LogFile(Payloads(10, 100), &starts);
  for (size_t record : {size_t{0}, size_t{5}, size_t{9}}) {
    std::string damaged = file;
    damaged[starts[record] + 5] = static_cast<char>(damaged[starts[record] + 5] ^ 0x0F);
    const LogFileCheck check = CheckLogRecords(damaged);
    EXPECT_EQ(check.verdict, Verdict::kDamaged);
    EXPECT_EQ(check.offset, starts[record]);
    EXPECT_NE(check.problem.find("length field says"), std::string::npos) << check.problem;
  }
}

TEST(LogFileCheck, AFlipInBlockPaddingLosesNothing) {
  std::vector<size_t> starts;
  // One record that leaves 3 bytes of padding at the end of block 0, then one more record.
  const std::string file = LogFile({std::string(kBlock - kHeader - 3, 'a'), "b"}, &starts);
  ASSERT_EQ(starts[1], kBlock);
  std::string padded = file;
  padded[kBlock - 2] = '\x5a';
  EXPECT_EQ(CheckLogRecords(padded).verdict, Verdict::kIntact);
}

TEST(LogFileCheck, TrailingZerosArePreallocationButZerosBeforeDataAreDamage) {
  std::vector<size_t> starts;
  const std::string file = LogFile(Payloads(6, 80), &starts);
  EXPECT_EQ(CheckLogRecords(file + std::string(5000, '\0')).verdict, Verdict::kIntact);

  std::string zeroed = file;
  std::fill(zeroed.begin() + starts[2], zeroed.begin() + starts[3], '\0');
  const LogFileCheck check = CheckLogRecords(zeroed);
  EXPECT_EQ(check.verdict, Verdict::kDamaged);
  EXPECT_EQ(check.offset, starts[2]);
}

TEST(LogFileCheck, AMissingFileIsNotFound) {
  auto check = CheckLogFile("/nonexistent/000001.log");
  EXPECT_EQ(check.status().code(), StatusCode::kNotFound);
}

}  // namespace
}  // namespace tcgjudge
