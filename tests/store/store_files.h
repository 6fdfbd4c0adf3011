// The files of a store on disk, for tests that damage them byte by byte: which file is which, and
// where the records of a log file and the blocks of a table file are.

#ifndef TCGJUDGE_TESTS_STORE_STORE_FILES_H_
#define TCGJUDGE_TESTS_STORE_STORE_FILES_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace tcgjudge::testing {

// Every file of directory `dir` by name, with its content (the LOCK file left out: it is empty and
// only locked).
std::map<std::string, std::string> FileContents(const std::string& dir);

// Copies the files of `from` into the new directory `to`.
void CopyDir(const std::string& from, const std::string& to);

// Flips every bit of byte `offset` of the file at `path`.
void FlipByte(const std::string& path, uint64_t offset);

// The name of the newest write-ahead log (*.log) of the store in `dir`, the MANIFEST its CURRENT
// file names, and its largest table file (*.sst); "" if there is none.
std::string NewestWal(const std::string& dir);
std::string CurrentManifest(const std::string& dir);
std::string LargestTable(const std::string& dir);

// Where the physical records of the file `path`, in RocksDB's log format, start.
std::vector<uint64_t> LogRecordStarts(const std::string& path);

// The blocks a block-based table file's footer points to (format_version 2-5: the 53-byte
// footer of RocksDB 7). Data blocks come first, from offset 0.
struct TableLayout {
  uint64_t size = 0;
  uint64_t metaindex_offset = 0;
  uint64_t metaindex_size = 0;
  uint64_t index_offset = 0;
  uint64_t index_size = 0;
};
TableLayout ReadTableLayout(const std::string& path);

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_STORE_FILES_H_
