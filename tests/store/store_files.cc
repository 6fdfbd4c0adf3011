#include "tests/store/store_files.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace tcgjudge::testing {
namespace {

namespace fs = std::filesystem;

std::string Read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream content;
  content << in.rdbuf();
  return content.str();
}

bool EndsWith(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

uint64_t Varint(const std::string& bytes, size_t* pos) {
  uint64_t value = 0;
  for (int shift = 0; *pos < bytes.size() && shift < 64; shift += 7) {
    const auto byte = static_cast<uint8_t>(bytes[(*pos)++]);
    value |= static_cast<uint64_t>(byte & 0x7F) << shift;
    if ((byte & 0x80) == 0) break;
  }
  return value;
}

}  // namespace

std::map<std::string, std::string> FileContents(const std::string& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name != "LOCK") files[name] = Read(entry.path().string());
  }
  return files;
}

void CopyDir(const std::string& from, const std::string& to) {
  fs::copy(from, to, fs::copy_options::recursive);
}

void FlipByte(const std::string& path, uint64_t offset) {
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  ASSERT_TRUE(file) << path;
  file.seekg(static_cast<std::streamoff>(offset));
  char byte = 0;
  ASSERT_TRUE(file.get(byte)) << path << " has no byte " << offset;
  file.seekp(static_cast<std::streamoff>(offset));
  file.put(static_cast<char>(byte ^ 0xFF));
}

std::string NewestWal(const std::string& dir) {
  std::string newest;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (EndsWith(name, ".log") && (newest.empty() || name.size() > newest.size() ||
                                   (name.size() == newest.size() && name > newest))) {
      newest = name;
    }
  }
  return newest;
}

std::string CurrentManifest(const std::string& dir) {
  std::string name;
  std::getline(std::ifstream(dir + "/CURRENT"), name);
  return name;
}

std::string LargestTable(const std::string& dir) {
  std::string largest;
  uintmax_t largest_size = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (EndsWith(name, ".sst") && entry.file_size() > largest_size) {
      largest = name;
      largest_size = entry.file_size();
    }
  }
  return largest;
}

std::vector<uint64_t> LogRecordStarts(const std::string& path) {
  constexpr uint64_t kBlock = 32768;
  constexpr uint64_t kHeader = 7;
  const std::string bytes = Read(path);
  std::vector<uint64_t> starts;
  uint64_t pos = 0;
  while (pos + kHeader <= bytes.size()) {
    const uint64_t left = kBlock - pos % kBlock;
    if (left < kHeader) {
      pos += left;
      continue;
    }
    const uint64_t length = static_cast<uint8_t>(bytes[pos + 4]) |
                            (static_cast<uint64_t>(static_cast<uint8_t>(bytes[pos + 5])) << 8);
    if (length == 0 && bytes[pos + 6] == 0) break;
    starts.push_back(pos);
    pos += kHeader + length;
  }
  return starts;
}

TableLayout ReadTableLayout(const std::string& path) {
  constexpr size_t kFooterSize = 53;
  const std::string bytes = Read(path);
  TableLayout layout;
  layout.size = bytes.size();
  EXPECT_GE(bytes.size(), kFooterSize) << path;
  if (bytes.size() < kFooterSize) return layout;
  size_t pos = bytes.size() - kFooterSize + 1;  // After the checksum type.
  layout.metaindex_offset = Varint(bytes, &pos);
  layout.metaindex_size = Varint(bytes, &pos);
  layout.index_offset = Varint(bytes, &pos);
  layout.index_size = Varint(bytes, &pos);
  EXPECT_LT(layout.index_offset + layout.index_size, bytes.size()) << path;
  return layout;
}

}  // namespace tcgjudge::testing
