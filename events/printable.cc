#include "events/printable.h"

namespace tcgjudge {

std::string PrintableText(std::string_view text, size_t max_bytes) {
  std::string out;
  for (char c : text.substr(0, max_bytes)) {
    if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) {
      static constexpr char kHex[] = "0123456789abcdef";
      out += "\\x";
      out += kHex[(c >> 4) & 0xf];
      out += kHex[c & 0xf];
    } else {
      out += c;
    }
  }
  if (text.size() > max_bytes) out += "...";
  return out;
}

}  // namespace tcgjudge
