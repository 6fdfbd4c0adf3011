// The exit code of a retryable conflict, beside cli/commands.h's (docs/errors.md, "Exit codes").

#ifndef TCGJUDGE_CLI_EXIT_RETRY_H_
#define TCGJUDGE_CLI_EXIT_RETRY_H_

namespace tcgjudge {

// A conflict with another process that running the same command again later resolves (kBusy: a
// store another writer kept past the wait, a backup directory another backup is writing to):
// nothing was written. ExitCodeFor gives it for kBusy.
inline constexpr int kExitRetry = 5;

}  // namespace tcgjudge

#endif  // TCGJUDGE_CLI_EXIT_RETRY_H_
