#include "events/json_scan.h"

#include <set>
#include <vector>

namespace tcgjudge {
namespace {

class Scanner {
 public:
  Scanner(std::string_view text, const JsonLineKind& kind) : text_(text), kind_(kind) {}

  Result<std::string> Run() {
    SkipSpace();
    if (pos_ >= text_.size() || text_[pos_] != '{') {
      return Status::InvalidInput("the line is not a JSON object (" +
                                  std::string(kind_.with_article) + " is {...})");
    }
    TJ_RETURN_IF_ERROR(Value(0));
    SkipSpace();
    if (pos_ != text_.size()) {
      return Error("unexpected text after the " + std::string(kind_.noun) + " object (one " +
                   std::string(kind_.noun) + " per line)");
    }
    return std::move(out_);
  }

 private:
  Status Error(std::string what) const {
    std::string where = path_.empty() ? std::string("") : path_ + ": ";
    return Status::InvalidInput(where + what + " (at column " + std::to_string(pos_ + 1) + ")");
  }

  void SkipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\t' ||
                                   text_[pos_] == '\r' || text_[pos_] == '\n')) {
      out_ += text_[pos_++];
    }
  }

  Status Value(int depth) {
    if (depth > kMaxJsonDepth) {
      return Error("nested more than " + std::to_string(kMaxJsonDepth) + " levels deep");
    }
    SkipSpace();
    if (pos_ >= text_.size()) {
      return Error("the line ends in the middle of the " + std::string(kind_.noun));
    }
    const char c = text_[pos_];
    if (c == '{') return Object(depth + 1);
    if (c == '[') return Array(depth + 1);
    if (c == '"') {
      std::string ignored;
      return String(&ignored);
    }
    if (c == '-' || (c >= '0' && c <= '9')) return Number();
    for (std::string_view word : {"true", "false", "null"}) {
      if (text_.substr(pos_, word.size()) == word) {
        out_ += word;
        pos_ += word.size();
        return Status::Ok();
      }
    }
    return Error("not a JSON value");
  }

  Status Object(int depth) {
    out_ += text_[pos_++];  // '{'
    std::set<std::string> names;
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == '}') {
      out_ += text_[pos_++];
      return Status::Ok();
    }
    const std::string outer_path = path_;
    while (true) {
      SkipSpace();
      if (pos_ >= text_.size() || text_[pos_] != '"') return Error("expected a member name");
      std::string name;
      TJ_RETURN_IF_ERROR(String(&name));
      path_ = outer_path.empty() ? name : outer_path + "." + name;
      if (!names.insert(name).second) {
        return Status::InvalidInput(path_ + ": appears twice in the same object");
      }
      SkipSpace();
      if (pos_ >= text_.size() || text_[pos_] != ':') return Error("expected ':'");
      out_ += text_[pos_++];
      SkipSpace();
      if (name == "prevHash") TJ_RETURN_IF_ERROR(CheckHash());
      TJ_RETURN_IF_ERROR(Value(depth));
      path_ = outer_path;
      SkipSpace();
      if (pos_ >= text_.size()) return Error("the line ends in the middle of an object");
      if (text_[pos_] == ',') {
        out_ += text_[pos_++];
        continue;
      }
      if (text_[pos_] == '}') {
        out_ += text_[pos_++];
        return Status::Ok();
      }
      return Error("expected ',' or '}'");
    }
  }

  Status Array(int depth) {
    out_ += text_[pos_++];  // '['
    SkipSpace();
    if (pos_ < text_.size() && text_[pos_] == ']') {
      out_ += text_[pos_++];
      return Status::Ok();
    }
    const std::string outer_path = path_;
    for (int index = 0;; ++index) {
      path_ = outer_path + "[" + std::to_string(index) + "]";
      TJ_RETURN_IF_ERROR(Value(depth));
      path_ = outer_path;
      SkipSpace();
      if (pos_ >= text_.size()) return Error("the line ends in the middle of a list");
      if (text_[pos_] == ',') {
        out_ += text_[pos_++];
        continue;
      }
      if (text_[pos_] == ']') {
        out_ += text_[pos_++];
        return Status::Ok();
      }
      return Error("expected ',' or ']'");
    }
  }

  Status CheckHash() {
    if (pos_ >= text_.size() || text_[pos_] != '"') return Status::Ok();  // Type error later.
    const size_t end = text_.find('"', pos_ + 1);
    if (end == std::string_view::npos) return Status::Ok();
    std::string_view hex = text_.substr(pos_ + 1, end - pos_ - 1);
    bool ok = hex.size() == 64 || hex.empty();
    for (char c : hex) ok = ok && ((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
    if (!ok) return Error("must be 64 lower-case hex digits (a BLAKE2b-256 hash)");
    return Status::Ok();
  }

  Status Number() {
    const size_t start = pos_;
    if (text_[pos_] == '-') ++pos_;
    auto digits = [&] {
      size_t n = 0;
      while (pos_ < text_.size() && text_[pos_] >= '0' && text_[pos_] <= '9') ++pos_, ++n;
      return n;
    };
    const size_t int_start = pos_;
    const size_t int_digits = digits();
    if (int_digits == 0) return Error("not a number");
    if (int_digits > 1 && text_[int_start] == '0') return Error("number with a leading zero");
    if (pos_ < text_.size() && text_[pos_] == '.') {
      ++pos_;
      if (digits() == 0) return Error("not a number");
    }
    if (pos_ < text_.size() && (text_[pos_] == 'e' || text_[pos_] == 'E')) {
      ++pos_;
      if (pos_ < text_.size() && (text_[pos_] == '+' || text_[pos_] == '-')) ++pos_;
      if (digits() == 0) return Error("not a number");
    }
    if (pos_ - start > 24) return Error("number too long");
    out_.append(text_.substr(start, pos_ - start));
    return Status::Ok();
  }

  // Reads four hex digits at pos_ (after "\u").
  bool Hex4(uint32_t* value) {
    if (pos_ + 4 > text_.size()) return false;
    uint32_t v = 0;
    for (int i = 0; i < 4; ++i) {
      const char c = text_[pos_ + i];
      v <<= 4;
      if (c >= '0' && c <= '9') {
        v |= c - '0';
      } else if (c >= 'a' && c <= 'f') {
        v |= c - 'a' + 10;
      } else if (c >= 'A' && c <= 'F') {
        v |= c - 'A' + 10;
      } else {
        return false;
      }
    }
    pos_ += 4;
    *value = v;
    return true;
  }

  static void AppendUtf8(uint32_t cp, std::string* out) {
    if (cp < 0x80) {
      *out += static_cast<char>(cp);
    } else if (cp < 0x800) {
      *out += static_cast<char>(0xC0 | (cp >> 6));
      *out += static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
      *out += static_cast<char>(0xE0 | (cp >> 12));
      *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      *out += static_cast<char>(0x80 | (cp & 0x3F));
    } else {
      *out += static_cast<char>(0xF0 | (cp >> 18));
      *out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
      *out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
      *out += static_cast<char>(0x80 | (cp & 0x3F));
    }
  }

  // Copies a string literal to out_, decoding \u escapes; `value` receives its decoded text.
  Status String(std::string* value) {
    out_ += text_[pos_++];  // '"'
    while (true) {
      if (pos_ >= text_.size()) return Error("the line ends inside a string");
      const char c = text_[pos_];
      if (c == '"') {
        out_ += text_[pos_++];
        return Status::Ok();
      }
      if (static_cast<unsigned char>(c) < 0x20) {
        return Error("a raw control character inside a string (write it as \\n or \\t)");
      }
      if (c != '\\') {
        out_ += c;
        *value += c;
        ++pos_;
        continue;
      }
      if (pos_ + 1 >= text_.size()) return Error("the line ends inside a string");
      const char e = text_[pos_ + 1];
      pos_ += 2;
      switch (e) {
        case '"':
        case '\\':
          out_ += '\\';
          out_ += e;
          *value += e;
          continue;
        case '/':
          out_ += '/';
          *value += '/';
          continue;
        case 'n':
        case 'r':
        case 't':
          out_ += '\\';
          out_ += e;
          *value += e == 'n' ? '\n' : e == 'r' ? '\r' : '\t';
          continue;
        case 'u':
          break;
        default:
          return Error(std::string("unknown escape \\") + e + " in a string");
      }
      uint32_t cp = 0;
      if (!Hex4(&cp)) return Error("\\u must be followed by four hex digits");
      if (cp >= 0xD800 && cp <= 0xDBFF) {
        uint32_t low = 0;
        if (text_.substr(pos_, 2) != "\\u" || (pos_ += 2, !Hex4(&low)) || low < 0xDC00 ||
            low > 0xDFFF) {
          return Error("a \\u escape of a lone UTF-16 surrogate");
        }
        cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
      } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
        return Error("a \\u escape of a lone UTF-16 surrogate");
      }
      if (cp == '"' || cp == '\\') {
        out_ += '\\';
        out_ += static_cast<char>(cp);
        *value += static_cast<char>(cp);
      } else if (cp == '\n' || cp == '\r' || cp == '\t') {
        out_ += cp == '\n' ? "\\n" : cp == '\r' ? "\\r" : "\\t";
        *value += static_cast<char>(cp);
      } else if (cp < 0x20) {
        return Error("a control character (U+00" + std::string(1, "0123456789ABCDEF"[cp >> 4]) +
                     std::string(1, "0123456789ABCDEF"[cp & 0xF]) +
                     ") inside a string: only tab, newline and carriage return are allowed");
      } else {
        AppendUtf8(cp, &out_);
        AppendUtf8(cp, value);
      }
    }
  }

  std::string_view text_;
  const JsonLineKind& kind_;
  size_t pos_ = 0;
  std::string out_;
  std::string path_;
};

}  // namespace

Result<std::string> ScanJsonLine(std::string_view line, const JsonLineKind& kind) {
  return Scanner(line, kind).Run();
}

}  // namespace tcgjudge
