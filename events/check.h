// TJ_CHECK: always-on assertion for broken invariants (never for bad input: that is a Status).

#ifndef TCGJUDGE_EVENTS_CHECK_H_
#define TCGJUDGE_EVENTS_CHECK_H_

namespace tcgjudge::internal {

// Prints "file:line: CHECK failed: condition" (and the message, if any) to stderr and aborts.
[[noreturn]] void CheckFailed(const char* file, int line, const char* condition,
                              const char* message);

}  // namespace tcgjudge::internal

#define TJ_CHECK(condition)                                                       \
  do {                                                                            \
    if (!(condition)) [[unlikely]] {                                              \
      ::tcgjudge::internal::CheckFailed(__FILE__, __LINE__, #condition, nullptr); \
    }                                                                             \
  } while (false)

#define TJ_CHECK_MSG(condition, message)                                            \
  do {                                                                              \
    if (!(condition)) [[unlikely]] {                                                \
      ::tcgjudge::internal::CheckFailed(__FILE__, __LINE__, #condition, (message)); \
    }                                                                               \
  } while (false)

#endif  // TCGJUDGE_EVENTS_CHECK_H_
