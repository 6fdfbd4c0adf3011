#include "bench/report.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <thread>

namespace tcgjudge::bench {
namespace {

std::string JsonString(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += c;
    } else if (static_cast<unsigned char>(c) < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
    } else {
      out += c;
    }
  }
  return out + "\"";
}

std::string Pad(const std::string& text, size_t width) {
  // Width in columns: count UTF-8 lead bytes, not bytes.
  size_t columns = 0;
  for (char c : text) columns += (static_cast<unsigned char>(c) & 0xc0) != 0x80;
  return columns >= width ? text : text + std::string(width - columns, ' ');
}

}  // namespace

std::string FormatValue(double value) {
  char buffer[32];
  const double magnitude = std::fabs(value);
  if (magnitude >= 1e9) {
    std::snprintf(buffer, sizeof buffer, "%.3g G", value / 1e9);
  } else if (magnitude >= 1e6) {
    std::snprintf(buffer, sizeof buffer, "%.3g M", value / 1e6);
  } else if (magnitude >= 1e4) {
    std::snprintf(buffer, sizeof buffer, "%.3g k", value / 1e3);
  } else {
    std::snprintf(buffer, sizeof buffer, "%.3g", value);
  }
  return buffer;
}

std::string MachineDescription() {
  std::ifstream cpuinfo("/proc/cpuinfo");
  std::string line, model = "unknown processor";
  while (std::getline(cpuinfo, line)) {
    if (line.rfind("model name", 0) == 0) {
      model = line.substr(line.find(':') + 2);
      break;
    }
  }
  return model + ", " + std::to_string(std::thread::hardware_concurrency()) + " cores";
}

void Report::PrintTable(std::ostream& out) const {
  out << "machine: " << MachineDescription() << "\n";
  // Sections in the order they first appear; figures in the order they were added.
  std::vector<std::string> sections;
  for (const Figure& f : figures_) {
    if (std::find(sections.begin(), sections.end(), f.section) == sections.end()) {
      sections.push_back(f.section);
    }
  }
  for (const std::string& section : sections) {
    out << "\n== " << section << " ==\n";
    for (const Figure& f : figures_) {
      if (f.section != section) continue;
      out << "  " << Pad(f.workload, 28) << Pad(f.metric, 38) << Pad(FormatValue(f.value), 10)
          << Pad(f.unit, 9) << f.note << "\n";
    }
  }
}

void Report::PrintJson(std::ostream& out) const {
  out << "{\"machine\":" << JsonString(MachineDescription()) << ",\"figures\":[";
  for (size_t i = 0; i < figures_.size(); ++i) {
    const Figure& f = figures_[i];
    char value[32];
    std::snprintf(value, sizeof value, "%.6g", f.value);
    out << (i ? ",\n" : "\n") << "{\"section\":" << JsonString(f.section)
        << ",\"workload\":" << JsonString(f.workload) << ",\"metric\":" << JsonString(f.metric)
        << ",\"value\":" << value << ",\"unit\":" << JsonString(f.unit)
        << ",\"note\":" << JsonString(f.note) << "}";
  }
  out << "\n]}\n";
}

}  // namespace tcgjudge::bench
