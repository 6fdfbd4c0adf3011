// Status and Result: the failure mechanism for bad input, I/O and corruption.
//
// Broken invariants use TJ_CHECK (check.h); illegal plays are Violation values (engine/). A Status
// always carries a message a judge can act on: what, where and why.

#ifndef TCGJUDGE_EVENTS_STATUS_H_
#define TCGJUDGE_EVENTS_STATUS_H_

#include <string>
#include <string_view>
#include <utility>
#include <variant>

#include "events/check.h"

namespace tcgjudge {

enum class StatusCode {
  kOk = 0,
  kInvalidInput,  // Malformed or inconsistent input: a file, an event, a command-line argument.
  kNotFound,      // The named game (or other object) does not exist.
  kConflict,      // An optimistic-concurrency check failed (stale expected seq, existing game).
  kCorruption,    // Stored data fails its integrity checks.
  kIoError,       // The file system or the store failed.
  kBusy,          // The store is held by another process.
};

class [[nodiscard]] Status {
 public:
  Status() = default;  // OK.
  static Status Ok() { return Status(); }
  static Status InvalidInput(std::string message) {
    return Status(StatusCode::kInvalidInput, std::move(message));
  }
  static Status NotFound(std::string message) {
    return Status(StatusCode::kNotFound, std::move(message));
  }
  static Status Conflict(std::string message) {
    return Status(StatusCode::kConflict, std::move(message));
  }
  static Status Corruption(std::string message) {
    return Status(StatusCode::kCorruption, std::move(message));
  }
  static Status IoError(std::string message) {
    return Status(StatusCode::kIoError, std::move(message));
  }
  static Status Busy(std::string message) { return Status(StatusCode::kBusy, std::move(message)); }

  bool ok() const { return code_ == StatusCode::kOk; }
  StatusCode code() const { return code_; }
  const std::string& message() const { return message_; }

  // Returns a copy whose message is "<context>: <message>".
  Status WithContext(std::string_view context) const;

  // "invalid input: <message>" etc.; "OK" when ok.
  std::string ToString() const;

 private:
  Status(StatusCode code, std::string message) : code_(code), message_(std::move(message)) {}

  StatusCode code_ = StatusCode::kOk;
  std::string message_;
};

std::string_view StatusCodeName(StatusCode code);

// A value or the Status explaining why there is none.
template <typename T>
class [[nodiscard]] Result {
 public:
  Result(T value) : state_(std::move(value)) {}        // NOLINT: implicit by design.
  Result(Status status) : state_(std::move(status)) {  // NOLINT: implicit by design.
    TJ_CHECK(!std::get<Status>(state_).ok());
  }

  bool ok() const { return std::holds_alternative<T>(state_); }
  const Status& status() const {
    static const Status kOk;
    return ok() ? kOk : std::get<Status>(state_);
  }

  T& value() & {
    TJ_CHECK(ok());
    return std::get<T>(state_);
  }
  const T& value() const& {
    TJ_CHECK(ok());
    return std::get<T>(state_);
  }
  T&& value() && {
    TJ_CHECK(ok());
    return std::get<T>(std::move(state_));
  }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

 private:
  std::variant<T, Status> state_;
};

}  // namespace tcgjudge

// Returns the Status of `expr` from the enclosing function if it is not OK.
#define TJ_RETURN_IF_ERROR(expr)             \
  do {                                       \
    ::tcgjudge::Status tj_status_ = (expr);  \
    if (!tj_status_.ok()) return tj_status_; \
  } while (false)

#define TJ_CONCAT_INNER_(a, b) a##b
#define TJ_CONCAT_(a, b) TJ_CONCAT_INNER_(a, b)

// `TJ_ASSIGN_OR_RETURN(auto x, ResultExpr())`: binds the value or returns the Status.
#define TJ_ASSIGN_OR_RETURN(lhs, expr) \
  TJ_ASSIGN_OR_RETURN_IMPL_(TJ_CONCAT_(tj_result_, __LINE__), lhs, expr)
#define TJ_ASSIGN_OR_RETURN_IMPL_(tmp, lhs, expr) \
  auto tmp = (expr);                              \
  if (!tmp.ok()) return tmp.status();             \
  lhs = std::move(tmp).value()

#endif  // TCGJUDGE_EVENTS_STATUS_H_
