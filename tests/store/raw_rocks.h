// Direct RocksDB access to a store's directory, for tests that tamper with what a store holds
// (flipped bytes, deleted keys, foreign databases). Failures are reported as test failures.

#ifndef TCGJUDGE_TESTS_STORE_RAW_ROCKS_H_
#define TCGJUDGE_TESTS_STORE_RAW_ROCKS_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace rocksdb {
class ColumnFamilyHandle;
class DB;
}  // namespace rocksdb

namespace tcgjudge::testing {

class RawRocks {
 public:
  // Opens the database at `path` with all its column families. With `create`, a missing
  // database is created with the column families `families` (plus "default").
  explicit RawRocks(const std::string& path, bool create = false,
                    const std::vector<std::string>& families = {});
  ~RawRocks();  // Closes the database.
  RawRocks(const RawRocks&) = delete;
  RawRocks& operator=(const RawRocks&) = delete;

  bool ok() const { return db_ != nullptr; }

  std::optional<std::string> Get(const std::string& family, const std::string& key);
  void Put(const std::string& family, const std::string& key, const std::string& value);
  void Delete(const std::string& family, const std::string& key);
  // Flips every bit of byte `offset` of the value at `key`.
  void FlipByte(const std::string& family, const std::string& key, size_t offset);

  // The compression of each table file of column family `family` (RocksDB's names: "LZ4",
  // "Snappy", "NoCompression", ...).
  std::vector<std::string> TableCompressions(const std::string& family);

  // The column family names of the database at `path`.
  static std::vector<std::string> Families(const std::string& path);

 private:
  rocksdb::ColumnFamilyHandle* Family(const std::string& name);

  rocksdb::DB* db_ = nullptr;
  std::map<std::string, rocksdb::ColumnFamilyHandle*> families_;
};

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_RAW_ROCKS_H_
