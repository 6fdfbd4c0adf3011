#include "events/jsonl.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include "events/codec.h"
#include "events/text_check.h"

namespace tcgjudge {
namespace {

std::string At(std::string_view source, int line) {
  return std::string(source) + ":" + std::to_string(line);
}

// "1 GiB", "16 MiB" or "1000 bytes".
std::string SizeText(size_t bytes) {
  if (bytes >= (1ull << 30) && bytes % (1ull << 30) == 0) {
    return std::to_string(bytes >> 30) + " GiB";
  }
  if (bytes >= (1ull << 20) && bytes % (1ull << 20) == 0) {
    return std::to_string(bytes >> 20) + " MiB";
  }
  return std::to_string(bytes) + " bytes";
}

}  // namespace

namespace {

// One line of a text as a LineSource yields it: its bytes without the "\n", and whether a "\n"
// ended it. A line longer than kMaxJsonLineBytes + 1 may be cut there (it is refused anyway).
struct RawLine {
  std::string_view bytes;
  bool ended = false;
};

// Yields the lines of a text in order; nullopt at its end.
using LineSource = std::function<Result<std::optional<RawLine>>()>;

bool IsBlank(std::string_view line) {
  return line.find_first_not_of(" \t\r") == std::string_view::npos;
}

// The file rules (jsonl.h), line by line: the same for a text in memory and a file read as it
// goes.
Status ForEachLine(const LineSource& next, std::string_view source, std::string_view empty_message,
                   const std::function<Status(int line_number, std::string_view line)>& parse) {
  const auto empty = [&] {
    return Status::InvalidInput(std::string(source) + ": " + std::string(empty_message));
  };
  int line_number = 0;
  bool any = false;  // A non-blank line was seen.
  for (;;) {
    TJ_ASSIGN_OR_RETURN(std::optional<RawLine> raw, next());
    if (!raw) break;
    std::string_view line = raw->bytes;
    if (line_number == 0) {
      static constexpr std::string_view kBom = "\xEF\xBB\xBF";
      if (line.substr(0, kBom.size()) == kBom) line.remove_prefix(kBom.size());
      if (line.substr(0, 2) == "\xFF\xFE" || line.substr(0, 2) == "\xFE\xFF") {
        return Status::InvalidInput(std::string(source) +
                                    ": the file is UTF-16 (it starts with a UTF-16 byte order "
                                    "mark); JSON Lines files must be UTF-8: save it as UTF-8");
      }
    }
    if (++line_number > kMaxJsonLines) {
      return Status::InvalidInput(At(source, line_number) + ": more than " +
                                  std::to_string(kMaxJsonLines) +
                                  " lines: split the file (one game per file is enough)");
    }
    if (!raw->ended) {
      if (!any && IsBlank(line)) return empty();
      return Status::InvalidInput(At(source, line_number) +
                                  ": the file ends without a newline: this last line looks cut "
                                  "short (truncated file?)");
    }
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > kMaxJsonLineBytes) {
      return Status::InvalidInput(At(source, line_number) + ": line is longer than " +
                                  SizeText(kMaxJsonLineBytes));
    }
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    any = true;
    if (size_t bad = FindInvalidUtf8(line); bad != std::string_view::npos) {
      return Status::InvalidInput(At(source, line_number) + ": not valid UTF-8 (byte " +
                                  std::to_string(bad + 1) + " of the line)");
    }
    Status parsed = parse(line_number, line);
    if (!parsed.ok()) return parsed.WithContext(At(source, line_number));
  }
  if (!any) return empty();
  return Status::Ok();
}

Status TooLarge(std::string_view source, size_t limit) {
  return Status::InvalidInput(std::string(source) + ": file is larger than " + SizeText(limit));
}

// kIoError unless `path` is a regular file; kInvalidInput if it is larger than `limit`.
Status CheckFile(const std::string& path, size_t limit) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status)) {
    return Status::IoError(path + ": no such file");
  }
  if (!std::filesystem::is_regular_file(status)) {
    return Status::IoError(path + ": not a regular file");
  }
  if (std::filesystem::file_size(path, error) > limit) return TooLarge(path, limit);
  return Status::Ok();
}

}  // namespace

Status ForEachJsonLine(std::string_view text, std::string_view source,
                       std::string_view empty_message,
                       const std::function<Status(int line_number, std::string_view line)>& parse) {
  if (text.size() > kMaxJsonLinesFileBytes) return TooLarge(source, kMaxJsonLinesFileBytes);
  size_t start = 0;
  const LineSource next = [&]() -> Result<std::optional<RawLine>> {
    if (start >= text.size()) return std::optional<RawLine>();
    const size_t end = text.find('\n', start);
    RawLine line;
    line.ended = end != std::string_view::npos;
    line.bytes = text.substr(start, line.ended ? end - start : std::string_view::npos);
    start = line.ended ? end + 1 : text.size();
    return std::optional<RawLine>(line);
  };
  return ForEachLine(next, source, empty_message, parse);
}

Status ForEachJsonLineOfFile(
    const std::string& path, std::string_view empty_message,
    const std::function<Status(int line_number, std::string_view line)>& parse) {
  TJ_RETURN_IF_ERROR(CheckFile(path, kMaxJsonLinesFileBytes));
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot open the file for reading");
  // At most a line, its "\r" and a byte more are kept; the rest of an overlong line is never read.
  std::vector<char> buffer(kMaxJsonLineBytes + 4);
  size_t total = 0;
  const LineSource next = [&]() -> Result<std::optional<RawLine>> {
    in.getline(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    const auto got = static_cast<size_t>(in.gcount());  // With the "\n", if one was read.
    if (in.bad()) return Status::IoError(path + ": read failed");
    if (got == 0 && in.eof()) return std::optional<RawLine>();
    total += got;
    if (total > kMaxJsonLinesFileBytes) return TooLarge(path, kMaxJsonLinesFileBytes);
    RawLine raw;
    if (in.fail() && !in.eof()) {  // The buffer filled up: longer than any line may be.
      raw.bytes = std::string_view(buffer.data(), buffer.size() - 1);
      raw.ended = true;
      return std::optional<RawLine>(raw);
    }
    raw.ended = !in.eof();
    raw.bytes = std::string_view(buffer.data(), raw.ended ? got - 1 : got);
    return std::optional<RawLine>(raw);
  };
  return ForEachLine(next, path, empty_message, parse);
}

Result<std::string> ReadTextFile(const std::string& path, size_t limit) {
  TJ_RETURN_IF_ERROR(CheckFile(path, limit));
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot open the file for reading");
  std::ostringstream content;
  content << in.rdbuf();
  if (in.bad()) return Status::IoError(path + ": read failed");
  return std::move(content).str();
}

namespace {

constexpr std::string_view kEmptyLog = "file is empty: a game log needs at least its header event";

// Parses each line as one event, given to `take`.
std::function<Status(int, std::string_view)> EventParser(const JsonLineEventSink& take) {
  return [&take](int line_number, std::string_view line) -> Status {
    TJ_ASSIGN_OR_RETURN(Event event, EventFromJson(line));
    take(line_number, std::move(event));
    return Status::Ok();
  };
}

}  // namespace

Result<std::vector<JsonLine>> ParseJsonLines(std::string_view text, std::string_view source) {
  std::vector<JsonLine> lines;
  // One event per line, at most: moving events as the vector grows cost import a fifth of its
  // parse (docs/performance.md).
  lines.reserve(std::min<size_t>(std::count(text.begin(), text.end(), '\n') + 1, kMaxJsonLines));
  TJ_RETURN_IF_ERROR(ForEachJsonLineEvent(text, source, [&](int line, Event&& event) {
    lines.push_back(JsonLine{line, std::move(event)});
  }));
  return lines;
}

Result<std::vector<JsonLine>> ReadJsonLinesFile(const std::string& path) {
  std::vector<JsonLine> lines;
  TJ_RETURN_IF_ERROR(ForEachJsonLineEventOfFile(path, [&](int line, Event&& event) {
    lines.push_back(JsonLine{line, std::move(event)});
  }));
  return lines;
}

Status ForEachJsonLineEvent(std::string_view text, std::string_view source,
                            const JsonLineEventSink& take) {
  return ForEachJsonLine(text, source, kEmptyLog, EventParser(take));
}

Status ForEachJsonLineEventOfFile(const std::string& path, const JsonLineEventSink& take) {
  return ForEachJsonLineOfFile(path, kEmptyLog, EventParser(take));
}

std::string ToJsonLines(std::span<const Event> events) {
  std::string text;
  for (const Event& event : events) {
    text += EventToJson(event);
    text += '\n';
  }
  return text;
}

}  // namespace tcgjudge
