#include "engine/violation.h"

namespace tcgjudge {

std::string WithRules(const std::string& text, const std::vector<std::string>& rules) {
  if (rules.empty()) return text;
  std::string out = text + " (";
  for (size_t i = 0; i < rules.size(); ++i) {
    if (i != 0) out += ", ";
    out += rules[i];
  }
  return out + ")";
}

}  // namespace tcgjudge
