#include "tests/store/raw_rocks.h"

#include <gtest/gtest.h>
#include <rocksdb/db.h>
#include <rocksdb/options.h>
#include <rocksdb/table_properties.h>

#include <algorithm>

namespace tcgjudge::testing {

RawRocks::RawRocks(const std::string& path, bool create, const std::vector<std::string>& families) {
  rocksdb::Options options;
  options.create_if_missing = create;
  options.create_missing_column_families = create;
  std::vector<std::string> names;
  if (!rocksdb::DB::ListColumnFamilies(options, path, &names).ok()) {
    if (!create) {
      ADD_FAILURE() << "cannot list the column families of " << path;
      return;
    }
    names = {rocksdb::kDefaultColumnFamilyName};
    names.insert(names.end(), families.begin(), families.end());
  }
  std::vector<rocksdb::ColumnFamilyDescriptor> descriptors;
  for (const std::string& name : names) {
    descriptors.emplace_back(name, rocksdb::ColumnFamilyOptions(options));
  }
  std::vector<rocksdb::ColumnFamilyHandle*> handles;
  rocksdb::Status status = rocksdb::DB::Open(options, path, descriptors, &handles, &db_);
  if (!status.ok()) {
    ADD_FAILURE() << "raw open of " << path << ": " << status.ToString();
    db_ = nullptr;
    return;
  }
  for (rocksdb::ColumnFamilyHandle* handle : handles) families_[handle->GetName()] = handle;
}

RawRocks::~RawRocks() {
  if (db_ == nullptr) return;
  for (auto& [name, handle] : families_) {
    EXPECT_TRUE(db_->DestroyColumnFamilyHandle(handle).ok());
  }
  EXPECT_TRUE(db_->Close().ok());
  delete db_;
}

rocksdb::ColumnFamilyHandle* RawRocks::Family(const std::string& name) {
  auto it = families_.find(name);
  if (it == families_.end()) {
    ADD_FAILURE() << "no column family " << name;
    return nullptr;
  }
  return it->second;
}

std::optional<std::string> RawRocks::Get(const std::string& family, const std::string& key) {
  if (db_ == nullptr || Family(family) == nullptr) return std::nullopt;
  std::string value;
  rocksdb::Status status = db_->Get(rocksdb::ReadOptions(), Family(family), key, &value);
  if (status.IsNotFound()) return std::nullopt;
  EXPECT_TRUE(status.ok()) << status.ToString();
  return value;
}

void RawRocks::Put(const std::string& family, const std::string& key, const std::string& value) {
  if (db_ == nullptr || Family(family) == nullptr) return;
  rocksdb::WriteOptions options;
  options.sync = true;
  rocksdb::Status status = db_->Put(options, Family(family), key, value);
  EXPECT_TRUE(status.ok()) << status.ToString();
}

void RawRocks::Delete(const std::string& family, const std::string& key) {
  if (db_ == nullptr || Family(family) == nullptr) return;
  rocksdb::WriteOptions options;
  options.sync = true;
  rocksdb::Status status = db_->Delete(options, Family(family), key);
  EXPECT_TRUE(status.ok()) << status.ToString();
}

void RawRocks::FlipByte(const std::string& family, const std::string& key, size_t offset) {
  std::optional<std::string> value = Get(family, key);
  ASSERT_TRUE(value.has_value()) << "no key to tamper with";
  ASSERT_LT(offset, value->size());
  (*value)[offset] = static_cast<char>(~static_cast<unsigned char>((*value)[offset]));
  Put(family, key, *value);
}

std::vector<std::string> RawRocks::TableCompressions(const std::string& family) {
  std::vector<std::string> names;
  rocksdb::TablePropertiesCollection tables;
  rocksdb::Status status = db_->GetPropertiesOfAllTables(Family(family), &tables);
  EXPECT_TRUE(status.ok()) << status.ToString();
  for (const auto& [file, properties] : tables) names.push_back(properties->compression_name);
  return names;
}

std::vector<std::string> RawRocks::Families(const std::string& path) {
  std::vector<std::string> names;
  rocksdb::Status status = rocksdb::DB::ListColumnFamilies(rocksdb::Options(), path, &names);
  EXPECT_TRUE(status.ok()) << status.ToString();
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace tcgjudge::testing
