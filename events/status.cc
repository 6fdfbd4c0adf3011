#include "events/status.h"

#include <cstdio>
#include <cstdlib>

namespace tcgjudge {

namespace internal {

void CheckFailed(const char* file, int line, const char* condition, const char* message) {
  std::fprintf(stderr, "%s:%d: CHECK failed: %s%s%s\n", file, line, condition,
               message != nullptr ? ": " : "", message != nullptr ? message : "");
  std::fflush(stderr);
  std::abort();
}

}  // namespace internal

std::string_view StatusCodeName(StatusCode code) {
  switch (code) {
    case StatusCode::kOk:
      return "OK";
    case StatusCode::kInvalidInput:
      return "invalid input";
    case StatusCode::kNotFound:
      return "not found";
    case StatusCode::kConflict:
      return "conflict";
    case StatusCode::kCorruption:
      return "corruption";
    case StatusCode::kIoError:
      return "I/O error";
    case StatusCode::kBusy:
      return "busy";
  }
  return "unknown";
}

Status Status::WithContext(std::string_view context) const {
  if (ok()) return *this;
  return Status(code_, std::string(context) + ": " + message_);
}

std::string Status::ToString() const {
  if (ok()) return "OK";
  return std::string(StatusCodeName(code_)) + ": " + message_;
}

}  // namespace tcgjudge
