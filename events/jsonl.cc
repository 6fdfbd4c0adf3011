#include "events/jsonl.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "events/codec.h"

namespace tcgjudge {
namespace {

// Returns the byte offset of the first invalid UTF-8 sequence in `text`, or npos.
size_t FindInvalidUtf8(std::string_view text) {
  size_t i = 0;
  while (i < text.size()) {
    const auto byte = static_cast<unsigned char>(text[i]);
    size_t length = 0;
    uint32_t min_code_point = 0;
    if (byte < 0x80) {
      ++i;
      continue;
    } else if ((byte & 0xE0) == 0xC0) {
      length = 2;
      min_code_point = 0x80;
    } else if ((byte & 0xF0) == 0xE0) {
      length = 3;
      min_code_point = 0x800;
    } else if ((byte & 0xF8) == 0xF0) {
      length = 4;
      min_code_point = 0x10000;
    } else {
      return i;
    }
    if (i + length > text.size()) return i;
    uint32_t code_point = byte & (0x7F >> length);
    for (size_t k = 1; k < length; ++k) {
      const auto next = static_cast<unsigned char>(text[i + k]);
      if ((next & 0xC0) != 0x80) return i;
      code_point = (code_point << 6) | (next & 0x3F);
    }
    if (code_point < min_code_point || code_point > 0x10FFFF ||
        (code_point >= 0xD800 && code_point <= 0xDFFF)) {
      return i;
    }
    i += length;
  }
  return std::string_view::npos;
}

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

Status ForEachJsonLine(std::string_view text, std::string_view source,
                       std::string_view empty_message,
                       const std::function<Status(int line_number, std::string_view line)>& parse) {
  if (text.size() > kMaxJsonLinesFileBytes) {
    return Status::InvalidInput(std::string(source) + ": file is larger than " +
                                SizeText(kMaxJsonLinesFileBytes));
  }
  static constexpr std::string_view kBom = "\xEF\xBB\xBF";
  if (text.substr(0, kBom.size()) == kBom) text.remove_prefix(kBom.size());
  if (text.substr(0, 2) == "\xFF\xFE" || text.substr(0, 2) == "\xFE\xFF") {
    return Status::InvalidInput(std::string(source) +
                                ": the file is UTF-16 (it starts with a UTF-16 byte order mark); "
                                "JSON Lines files must be UTF-8: save it as UTF-8");
  }
  if (text.find_first_not_of(" \t\r\n") == std::string_view::npos) {
    return Status::InvalidInput(std::string(source) + ": " + std::string(empty_message));
  }
  int line_number = 0;
  size_t start = 0;
  while (start < text.size()) {
    if (++line_number > kMaxJsonLines) {
      return Status::InvalidInput(At(source, line_number) + ": more than " +
                                  std::to_string(kMaxJsonLines) +
                                  " lines: split the file (one game per file is enough)");
    }
    size_t end = text.find('\n', start);
    if (end == std::string_view::npos) {
      return Status::InvalidInput(At(source, line_number) +
                                  ": the file ends without a newline: this last line looks cut "
                                  "short (truncated file?)");
    }
    std::string_view line = text.substr(start, end - start);
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line.size() > kMaxJsonLineBytes) {
      return Status::InvalidInput(At(source, line_number) + ": line is longer than " +
                                  SizeText(kMaxJsonLineBytes));
    }
    if (line.find_first_not_of(" \t") == std::string_view::npos) continue;
    if (size_t bad = FindInvalidUtf8(line); bad != std::string_view::npos) {
      return Status::InvalidInput(At(source, line_number) + ": not valid UTF-8 (byte " +
                                  std::to_string(bad + 1) + " of the line)");
    }
    Status parsed = parse(line_number, line);
    if (!parsed.ok()) return parsed.WithContext(At(source, line_number));
  }
  return Status::Ok();
}

Result<std::string> ReadTextFile(const std::string& path, size_t limit) {
  std::error_code error;
  const auto status = std::filesystem::status(path, error);
  if (error || !std::filesystem::exists(status)) {
    return Status::IoError(path + ": no such file");
  }
  if (!std::filesystem::is_regular_file(status)) {
    return Status::IoError(path + ": not a regular file");
  }
  if (std::filesystem::file_size(path, error) > limit) {
    return Status::InvalidInput(path + ": file is larger than " + SizeText(limit));
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot open the file for reading");
  std::ostringstream content;
  content << in.rdbuf();
  if (in.bad()) return Status::IoError(path + ": read failed");
  return std::move(content).str();
}

Result<std::vector<JsonLine>> ParseJsonLines(std::string_view text, std::string_view source) {
  std::vector<JsonLine> lines;
  TJ_RETURN_IF_ERROR(
      ForEachJsonLine(text, source, "file is empty: a game log needs at least its header event",
                      [&](int line_number, std::string_view line) {
                        Result<Event> event = EventFromJson(line);
                        if (!event.ok()) return event.status();
                        lines.push_back(JsonLine{line_number, std::move(event).value()});
                        return Status::Ok();
                      }));
  return lines;
}

Result<std::vector<JsonLine>> ReadJsonLinesFile(const std::string& path) {
  TJ_ASSIGN_OR_RETURN(const std::string content, ReadTextFile(path, kMaxJsonLinesFileBytes));
  return ParseJsonLines(content, path);
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
