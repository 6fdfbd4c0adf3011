// The benchmark's report: figures with units, printed as a table for people or as JSON.

#ifndef TCGJUDGE_BENCH_REPORT_H_
#define TCGJUDGE_BENCH_REPORT_H_

#include <ostream>
#include <string>
#include <vector>

namespace tcgjudge::bench {

struct Figure {
  std::string section;   // "fold", "rewind", "append", "audit", "sizes".
  std::string workload;  // E.g. "2k-event game" or "1000 games".
  std::string metric;    // E.g. "decisions/s", "p99 (a) snapshots".
  double value = 0;
  std::string unit;  // E.g. "/s", "us", "bytes", "x".
  std::string note;  // What a ratio compares, or how a figure was taken.
};

class Report {
 public:
  void Add(Figure figure) { figures_.push_back(std::move(figure)); }
  const std::vector<Figure>& figures() const { return figures_; }

  // One section after another, aligned columns.
  void PrintTable(std::ostream& out) const;
  // {"machine": {...}, "figures": [{section, workload, metric, value, unit, note}, ...]}.
  void PrintJson(std::ostream& out) const;

 private:
  std::vector<Figure> figures_;
};

// "2.41 M", "812 k", "37.2": three significant digits, SI prefix for large values.
std::string FormatValue(double value);

// Processor model and core count, for the report's header.
std::string MachineDescription();

}  // namespace tcgjudge::bench

#endif  // TCGJUDGE_BENCH_REPORT_H_
