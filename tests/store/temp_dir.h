// A fresh directory under ::testing::TempDir(), removed with everything in it when destroyed.

#ifndef TCGJUDGE_TESTS_STORE_TEMP_DIR_H_
#define TCGJUDGE_TESTS_STORE_TEMP_DIR_H_

#include <string>

namespace tcgjudge::testing {

class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;

  const std::string& path() const { return path_; }
  // `name` inside the directory (not created).
  std::string Sub(const std::string& name) const { return path_ + "/" + name; }

 private:
  std::string path_;
};

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_STORE_TEMP_DIR_H_
