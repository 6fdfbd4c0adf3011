#include "events/notation_syntax.h"

#include <cctype>
#include <charconv>
#include <string>
#include <utility>

#include "events/text_check.h"

namespace tcgjudge {
namespace {

bool IsReserved(char c) {
  switch (c) {
    case '"':
    case '[':
    case ']':
    case '(':
    case ')':
    case '{':
    case '}':
    case '=':
    case ';':
    case ',':
      return true;
    default:
      return false;
  }
}

bool IsSpace(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\v' || c == '\f'; }

bool EqualsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i]))) {
      return false;
    }
  }
  return true;
}

std::string Lower(std::string_view text) {
  std::string out(text);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

struct Token {
  enum class Type : uint8_t {
    kWord,
    kString,
    kOpenList,
    kCloseList,
    kOpenGroup,
    kCloseGroup,
    kOpenCheck,
    kCloseCheck,
    kEquals,
    kSeparator,
    kNewline,
    kEnd
  };
  Type type = Type::kEnd;
  std::string text;  // A word, or a string unescaped; the separator (";" or ",").
  NotationPlace place;
};
using T = Token::Type;

void AppendUtf8(uint32_t code, std::string& out) {
  if (code < 0x80) {
    out += static_cast<char>(code);
  } else if (code < 0x800) {
    out += static_cast<char>(0xC0 | (code >> 6));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else if (code < 0x10000) {
    out += static_cast<char>(0xE0 | (code >> 12));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (code >> 18));
    out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (code & 0x3F));
  }
}

// Splits the text into tokens; `#` at the start of a word runs to the end of the line.
class Lexer {
 public:
  Lexer(std::string_view text, std::string_view source) : text_(text), source_(source) {}

  Result<std::vector<Token>> Run() {
    std::vector<Token> tokens;
    while (true) {
      while (pos_ < text_.size() && IsSpace(text_[pos_])) Advance();
      Token token;
      token.place = {line_, column_};
      if (pos_ >= text_.size()) {
        token.type = T::kEnd;
        tokens.push_back(std::move(token));
        return tokens;
      }
      const char c = text_[pos_];
      if (c == '#') {
        while (pos_ < text_.size() && text_[pos_] != '\n') Advance();
        continue;
      }
      if (c == '"') {
        TJ_ASSIGN_OR_RETURN(token.text, String());
        token.type = T::kString;
      } else if (c == '\n') {
        token.type = T::kNewline;
        Advance();
      } else if (IsReserved(c)) {
        token.type = c == '['   ? T::kOpenList
                     : c == ']' ? T::kCloseList
                     : c == '(' ? T::kOpenGroup
                     : c == ')' ? T::kCloseGroup
                     : c == '{' ? T::kOpenCheck
                     : c == '}' ? T::kCloseCheck
                     : c == '=' ? T::kEquals
                                : T::kSeparator;
        token.text = std::string(1, c);
        Advance();
      } else {
        const size_t start = pos_;
        while (pos_ < text_.size() && !IsSpace(text_[pos_]) && text_[pos_] != '\n' &&
               !IsReserved(text_[pos_])) {
          Advance();
        }
        token.type = T::kWord;
        token.text = std::string(text_.substr(start, pos_ - start));
      }
      tokens.push_back(std::move(token));
    }
  }

 private:
  void Advance() {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 1;
    } else {
      ++column_;
    }
    ++pos_;
  }

  Result<std::string> String() {
    const NotationPlace start{line_, column_};
    Advance();
    std::string out;
    while (true) {
      if (pos_ >= text_.size() || text_[pos_] == '\n') {
        return NotationError(source_, start, "a string without its closing quote");
      }
      const char c = text_[pos_];
      if (c == '"') {
        Advance();
        return out;
      }
      if (c != '\\') {
        out += c;
        Advance();
        continue;
      }
      const NotationPlace escape{line_, column_};
      Advance();
      if (pos_ >= text_.size()) return NotationError(source_, escape, "a cut escape");
      const char e = text_[pos_];
      Advance();
      switch (e) {
        case '"':
          out += '"';
          break;
        case '\\':
          out += '\\';
          break;
        case '/':
          out += '/';
          break;
        case 'b':
          out += '\b';
          break;
        case 'f':
          out += '\f';
          break;
        case 'n':
          out += '\n';
          break;
        case 'r':
          out += '\r';
          break;
        case 't':
          out += '\t';
          break;
        case 'u': {
          TJ_ASSIGN_OR_RETURN(uint32_t code, Hex4(escape));
          if (code >= 0xD800 && code < 0xDC00 && pos_ + 1 < text_.size() && text_[pos_] == '\\' &&
              text_[pos_ + 1] == 'u') {
            Advance();
            Advance();
            TJ_ASSIGN_OR_RETURN(uint32_t low, Hex4(escape));
            if (low < 0xDC00 || low >= 0xE000) {
              return NotationError(source_, escape, "a \\u escape of half a character");
            }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00);
          } else if (code >= 0xD800 && code < 0xE000) {
            return NotationError(source_, escape, "a \\u escape of half a character");
          }
          AppendUtf8(code, out);
          break;
        }
        default:
          return NotationError(source_, escape,
                               std::string("unknown escape \\") + e +
                                   " (a string takes \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX)");
      }
    }
  }

  Result<uint32_t> Hex4(const NotationPlace& escape) {
    if (pos_ + 4 > text_.size()) return NotationError(source_, escape, "a cut \\u escape");
    uint32_t code = 0;
    auto [end, error] = std::from_chars(text_.data() + pos_, text_.data() + pos_ + 4, code, 16);
    if (error != std::errc() || end != text_.data() + pos_ + 4) {
      return NotationError(source_, escape, "a \\u escape needs four hex digits");
    }
    for (int i = 0; i < 4; ++i) Advance();
    return code;
  }

  std::string_view text_;
  std::string_view source_;
  size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
};

// A turn number as a line begins with it: digits and a dot, "3.".
std::optional<uint32_t> TurnNumber(const Token& token) {
  if (token.type != T::kWord || token.text.size() < 2 || token.text.back() != '.') return {};
  uint32_t turn = 0;
  const char* end = token.text.data() + token.text.size() - 1;
  auto [ptr, error] = std::from_chars(token.text.data(), end, turn);
  if (error != std::errc() || ptr != end) return {};
  return turn;
}

class Parser {
 public:
  Parser(std::vector<Token> tokens, std::string_view source)
      : tokens_(std::move(tokens)), source_(source) {}

  Result<NotationText> File() {
    NotationText out;
    bool body = false;
    std::optional<NotationActor> actor;
    uint32_t turn = 0;
    while (Peek().type != T::kEnd) {
      if (Peek().type == T::kNewline) {
        Next();
        continue;
      }
      if (Peek().type == T::kOpenList) {
        if (body) return Error(Peek().place, "a tag after the first action: tags come first");
        TJ_ASSIGN_OR_RETURN(NotationTag tag, Tag());
        out.tags.push_back(std::move(tag));
        continue;
      }
      body = true;
      if (std::optional<uint32_t> written = TurnNumber(Peek())) {
        turn = *written;
        Next();
      }
      TJ_RETURN_IF_ERROR(Line(turn, actor, out));
    }
    return out;
  }

  Result<NotationAction> One() {
    NotationText out;
    std::optional<NotationActor> actor;
    while (Peek().type == T::kNewline) Next();
    TJ_RETURN_IF_ERROR(Line(0, actor, out));
    while (Peek().type == T::kNewline) Next();
    if (Peek().type != T::kEnd) return Error(Peek().place, "one action only");
    if (out.actions.size() != 1) {
      return Error(out.actions.empty() ? Peek().place : out.actions[1].place,
                   out.actions.empty() ? "no action" : "one action only");
    }
    return std::move(out.actions[0]);
  }

 private:
  const Token& Peek(size_t ahead = 0) const {
    return tokens_[std::min(pos_ + ahead, tokens_.size() - 1)];
  }
  const Token& Next() {
    const Token& token = Peek();
    if (pos_ + 1 < tokens_.size()) ++pos_;
    return token;
  }
  Status Error(const NotationPlace& place, std::string_view message) const {
    return NotationError(source_, place, message);
  }

  Result<NotationTag> Tag() {
    const NotationPlace open = Next().place;
    NotationTag tag;
    tag.place = open;
    if (Peek().type != T::kWord) return Error(Peek().place, "a tag needs its name: [Round 3]");
    tag.name = Next().text;
    while (Peek().type == T::kWord || Peek().type == T::kString || Peek().type == T::kNewline) {
      const Token& token = Next();
      if (token.type == T::kNewline) continue;
      NotationItem item;
      item.kind = token.type == T::kWord ? NotationItem::Kind::kWord : NotationItem::Kind::kString;
      item.text = token.text;
      item.place = token.place;
      tag.values.push_back(std::move(item));
    }
    if (Peek().type != T::kCloseList) {
      return Error(Peek().place, "tag [" + tag.name + " ...]: expected a word, a string or ']'");
    }
    Next();
    if (Peek().type != T::kNewline && Peek().type != T::kEnd) {
      return Error(Peek().place, "a tag stands on a line of its own");
    }
    return tag;
  }

  // An actor's `A:`, `B:` or `judge ID:` at the cursor, or nullopt; an unknown `X:` is an error.
  Result<std::optional<NotationActor>> Actor() {
    const Token& token = Peek();
    if (token.type != T::kWord) return std::optional<NotationActor>();
    if (EqualsIgnoringCase(token.text, "judge") && Peek(1).type == T::kWord &&
        Peek(1).text.size() > 1 && Peek(1).text.back() == ':') {
      Next();
      NotationActor actor;
      actor.judge = Next().text;
      actor.judge.pop_back();
      return std::optional<NotationActor>(std::move(actor));
    }
    if (token.text.size() < 2 || token.text.back() != ':') return std::optional<NotationActor>();
    const std::string name = token.text.substr(0, token.text.size() - 1);
    NotationActor actor;
    if (EqualsIgnoringCase(name, "A")) {
      actor.seat = Seat::kA;
    } else if (EqualsIgnoringCase(name, "B")) {
      actor.seat = Seat::kB;
    } else {
      return Error(token.place, "unknown player '" + token.text +
                                    "': a line names its player A: or B: (or judge ID: for a "
                                    "judge)");
    }
    Next();
    return std::optional<NotationActor>(std::move(actor));
  }

  bool EndOfAction() const {
    const T type = Peek().type;
    return type == T::kSeparator || type == T::kNewline || type == T::kEnd || type == T::kOpenCheck;
  }

  Status Line(uint32_t turn, std::optional<NotationActor>& actor, NotationText& out) {
    while (Peek().type != T::kNewline && Peek().type != T::kEnd) {
      const Token& token = Peek();
      if (token.type == T::kSeparator) {
        Next();
        continue;
      }
      if (token.type == T::kOpenCheck) {
        auto& into = out.actions.empty() ? out.opening_checkpoints : out.actions.back().checkpoints;
        TJ_RETURN_IF_ERROR(Checkpoints(into));
        continue;
      }
      TJ_ASSIGN_OR_RETURN(std::optional<NotationActor> written, Actor());
      if (written.has_value()) {
        actor = std::move(written);
        continue;
      }
      if (token.type != T::kWord) {
        return Error(token.place, "expected an action (a kind's name, e.g. pass)");
      }
      NotationAction action;
      action.place = token.place;
      action.turn = turn;
      action.actor = actor;
      action.kind = Next().text;
      if (action.kind.size() > 1 && action.kind[0] == '!') {
        action.as_written = true;
        action.kind.erase(0, 1);
      }
      while (!EndOfAction()) {
        TJ_ASSIGN_OR_RETURN(std::optional<NotationActor> next_actor, Actor());
        if (next_actor.has_value()) {
          actor = std::move(next_actor);
          break;
        }
        TJ_ASSIGN_OR_RETURN(NotationItem item, Item(0, /*inside=*/false));
        action.args.push_back(std::move(item));
      }
      out.actions.push_back(std::move(action));
    }
    return Status::Ok();
  }

  Result<NotationItem> Item(int depth, bool inside) {
    if (Peek().type == T::kWord && Peek(1).type == T::kEquals) {
      const Token& name = Next();
      Next();
      TJ_ASSIGN_OR_RETURN(NotationItem value, Value(depth, inside));
      value.name = name.text;
      value.place = name.place;
      return value;
    }
    return Value(depth, inside);
  }

  Result<NotationItem> Value(int depth, bool inside) {
    const Token& token = Next();
    NotationItem item;
    item.place = token.place;
    switch (token.type) {
      case T::kWord:
        item.text = token.text;
        return item;
      case T::kString:
        item.kind = NotationItem::Kind::kString;
        item.text = token.text;
        return item;
      case T::kOpenList:
      case T::kOpenGroup: {
        if (depth >= kMaxNotationDepth) return Error(token.place, "values nested too deep");
        const bool list = token.type == T::kOpenList;
        item.kind = list ? NotationItem::Kind::kList : NotationItem::Kind::kGroup;
        const T close = list ? T::kCloseList : T::kCloseGroup;
        while (Peek().type != close) {
          const T type = Peek().type;
          if (type == T::kNewline || (type == T::kSeparator && Peek().text == ",")) {
            Next();
            continue;
          }
          if (type == T::kEnd || type == T::kSeparator || type == T::kCloseList ||
              type == T::kCloseGroup || type == T::kOpenCheck || type == T::kCloseCheck ||
              type == T::kEquals) {
            return Error(Peek().place, std::string("expected a value or '") + (list ? "]" : ")") +
                                           "' to close the '" + (list ? "[" : "(") + "' of line " +
                                           std::to_string(token.place.line) + ":" +
                                           std::to_string(token.place.column));
          }
          TJ_ASSIGN_OR_RETURN(NotationItem inner, Item(depth + 1, true));
          item.items.push_back(std::move(inner));
        }
        Next();
        return item;
      }
      default:
        return Error(token.place, std::string("expected a value, found '") +
                                      (token.type == T::kNewline ? "end of line" : token.text) +
                                      "'");
    }
    (void)inside;
  }

  Status Checkpoints(std::vector<NotationCheckpoint>& into) {
    const NotationPlace open = Next().place;
    while (true) {
      while (Peek().type == T::kSeparator || Peek().type == T::kNewline) Next();
      if (Peek().type == T::kCloseCheck) {
        Next();
        return Status::Ok();
      }
      std::vector<const Token*> words;
      while (Peek().type == T::kWord) words.push_back(&Next());
      if (words.size() < 3 || (Peek().type != T::kSeparator && Peek().type != T::kNewline &&
                               Peek().type != T::kCloseCheck)) {
        return Error(words.empty() ? Peek().place : words[0]->place,
                     "a checkpoint reads {SEAT WHAT NUMBER, ...}, e.g. {A hand 5, B life 8000} "
                     "(the '{' of line " +
                         std::to_string(open.line) + ":" + std::to_string(open.column) + ")");
      }
      NotationCheckpoint check;
      check.place = words[0]->place;
      if (EqualsIgnoringCase(words[0]->text, "A")) {
        check.seat = Seat::kA;
      } else if (EqualsIgnoringCase(words[0]->text, "B")) {
        check.seat = Seat::kB;
      } else {
        return Error(words[0]->place,
                     "a checkpoint names a seat, A or B, first, not '" + words[0]->text + "'");
      }
      const std::string& number = words.back()->text;
      auto [ptr, error] =
          std::from_chars(number.data(), number.data() + number.size(), check.value);
      if (error != std::errc() || ptr != number.data() + number.size()) {
        return Error(words.back()->place, "a checkpoint ends with a number, not '" + number + "'");
      }
      for (size_t i = 0; i < words.size(); ++i) {
        if (i > 0) check.text += ' ';
        check.text += words[i]->text;
        if (i > 0 && i + 1 < words.size()) {
          if (!check.what.empty()) check.what += ' ';
          check.what += Lower(words[i]->text);
        }
      }
      into.push_back(std::move(check));
    }
  }

  std::vector<Token> tokens_;
  size_t pos_ = 0;
  std::string_view source_;
};

Result<std::vector<Token>> Tokens(std::string_view text, std::string_view source) {
  if (text.size() > kMaxNotationBytes) {
    return Status::InvalidInput(std::string(source) + ": " + std::to_string(text.size()) +
                                " bytes, more than the " + std::to_string(kMaxNotationBytes) +
                                " a notation file may have");
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  if (size_t bad = FindInvalidUtf8(text); bad != std::string_view::npos) {
    NotationPlace place{1, 1};
    for (size_t i = 0; i < bad; ++i) {
      if (text[i] == '\n') {
        ++place.line;
        place.column = 1;
      } else {
        ++place.column;
      }
    }
    return NotationError(source, place, "not valid UTF-8");
  }
  return Lexer(text, source).Run();
}

}  // namespace

Status NotationError(std::string_view source, const NotationPlace& place,
                     std::string_view message) {
  return Status::InvalidInput(std::string(source) + ":" + std::to_string(place.line) + ":" +
                              std::to_string(place.column) + ": " + std::string(message));
}

Result<NotationText> ParseNotationText(std::string_view text, std::string_view source) {
  TJ_ASSIGN_OR_RETURN(std::vector<Token> tokens, Tokens(text, source));
  return Parser(std::move(tokens), source).File();
}

Result<NotationAction> ParseNotationActionText(std::string_view text, std::string_view source) {
  TJ_ASSIGN_OR_RETURN(std::vector<Token> tokens, Tokens(text, source));
  return Parser(std::move(tokens), source).One();
}

bool IsNotationWord(std::string_view word) {
  if (word.empty() || word.front() == '#' || word.back() == ':') return false;
  for (char c : word) {
    if (IsSpace(c) || c == '\n' || IsReserved(c) || static_cast<unsigned char>(c) < 0x20) {
      return false;
    }
  }
  return true;
}

std::string QuoteNotation(std::string_view text) {
  std::string out = "\"";
  for (char c : text) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20) {
          static constexpr char kHex[] = "0123456789abcdef";
          out += "\\u00";
          out += kHex[(c >> 4) & 0xF];
          out += kHex[c & 0xF];
        } else {
          out += c;
        }
    }
  }
  out += '"';
  return out;
}

}  // namespace tcgjudge
