// A ruleset's rule-coverage document (docs/rule-coverage-<id>.md) held to the ruleset's tests, the
// same way for every ruleset: every test it cites (`Suite.Name`) exists, every row of its tables
// cites a test or says why there is none, and every rule test is cited. Each ruleset's
// coverage_doc_test.cc describes its document (CoverageDocSpec) and runs these checks in its own
// TESTs, adding the checks only it needs.

#ifndef TCGJUDGE_TESTS_ENGINE_COVERAGE_DOC_H_
#define TCGJUDGE_TESTS_ENGINE_COVERAGE_DOC_H_

#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace tcgjudge::testing {

struct CoverageDocSpec {
  std::string doc;                     // The document, relative to the source tree.
  std::vector<std::string> test_dirs;  // Folders whose *.cc hold the tests it may cite.
  // A regular expression the suite of every rule test matches (e.g. "YgoRule.*"): each such test
  // must be cited.
  std::string rule_suites;
  // The starts of a table's header lines ("| rule ", "| case "), which are not rows.
  std::vector<std::string> header_starts = {"| rule ", "| case "};
  // What a row without a test says instead.
  std::vector<std::string> reasons = {"definitional", "outside the log", "not yet implemented"};
  size_t min_cited = 0;  // The distinct tests the document cites, at least.
  int min_rows = 0;      // Its table rows, at least.
};

// The contents of the file at `relative` (to the source tree); a failed expectation if unreadable.
std::string ReadSourceFile(std::string_view relative);

// The `Suite.Name` spans of a line: backquoted, an upper-case first letter, one dot (violation
// codes such as `zero.cost.too-few` start in lower case).
std::vector<std::string> CitedTests(std::string_view line);

class CoverageDoc {
 public:
  explicit CoverageDoc(CoverageDocSpec spec);

  // The checks, each as gtest expectations naming the document and the test or row at fault.
  void ExpectEveryCitedTestExists() const;
  void ExpectEveryRowCitesATestOrSaysWhyNot() const;
  void ExpectEveryRuleTestIsCited() const;

  const std::string& text() const { return text_; }

 private:
  bool IsRow(const std::string& line) const;

  CoverageDocSpec spec_;
  std::string text_;
  std::vector<std::string> lines_;
  std::set<std::string> cited_;
  std::set<std::string> tests_;       // "Suite.Name" of every TEST of the test folders.
  std::set<std::string> rule_tests_;  // Those whose suite matches spec_.rule_suites.
};

}  // namespace tcgjudge::testing

#endif  // TCGJUDGE_TESTS_ENGINE_COVERAGE_DOC_H_
