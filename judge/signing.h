// Judges' keys and the signatures of judge events (docs/security.md).
//
// A judge signs with the secret key `tcgjudge keygen` made for them; an audit trusts a public
// key for a judge only if it is in the trusted keys (a directory of the `.pub` files keygen
// writes, collected by the organiser). The store itself is never the trust root: whoever can
// rewrite the store could also rewrite a key registry kept in it.

#ifndef TCGJUDGE_JUDGE_SIGNING_H_
#define TCGJUDGE_JUDGE_SIGNING_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "events/event.h"
#include "events/signature.h"
#include "events/status.h"

namespace tcgjudge {

// A judge's signing key, as read from a secret key file.
struct JudgeKey {
  std::string judge_id;
  SecretKey secret_key{};
};

// True if `judge_id` can name key files: 1..64 characters of [A-Za-z0-9._-].
bool IsValidKeyJudgeId(std::string_view judge_id);

// The paths keygen writes for `judge_id` in `dir`: "<dir>/<judge_id>.key" and ".pub".
std::string SecretKeyPath(const std::string& dir, const std::string& judge_id);
std::string PublicKeyPath(const std::string& dir, const std::string& judge_id);

// Writes a new key pair for `judge_id` into `dir` (created if missing): the secret key file with
// mode 0600, the public key file with mode 0644. Refuses (kInvalidInput) an id IsValidKeyJudgeId
// rejects and a directory that already holds either file (nothing is overwritten); kIoError if
// a file cannot be written, and then neither file is left behind.
[[nodiscard]] Status WriteKeyFiles(const std::string& dir, const std::string& judge_id,
                                   const KeyPair& pair);

// Reads a secret key file. kInvalidInput naming the file if it is not one keygen wrote, if its
// secret and public halves disagree, or if other users may read it (mode wider than 0600).
Result<JudgeKey> ReadSecretKeyFile(const std::string& path);

// Short printable fingerprint of a public key: the first 16 hex digits.
std::string KeyFingerprint(const PublicKey& key);

// The public keys an audit trusts, by judge id.
class TrustedKeys {
 public:
  // Every "*.pub" file of `dir`, and the judges its kRequireSignedFile names. A directory that
  // does not exist gives an empty set (every signed event is then reported with an unknown key); a
  // .pub file that does not parse is kInvalidInput naming it, as is a require-signed line that is
  // no judge id.
  static Result<TrustedKeys> LoadDirectory(const std::string& dir);

  void Add(const std::string& judge_id, const PublicKey& key);
  bool HasJudge(const std::string& judge_id) const;
  bool Trusts(const std::string& judge_id, const PublicKey& key) const;
  size_t size() const;

  // The signature policy (docs/security.md, "Requiring signatures"): every judge event by a judge
  // who must sign has to carry a valid signature; an unsigned one is an integrity failure.
  // `judge_id` "trusted" stands for every judge with a trusted key.
  void RequireSigned(const std::string& judge_id);
  bool MustSign(const std::string& judge_id) const;
  // What RequireSigned was given, in order ("" if nothing).
  std::string RequiredText() const;

 private:
  std::map<std::string, std::vector<PublicKey>> keys_;
  std::vector<std::string> must_sign_;
};

// The name of the file in a keys directory that lists the judges who must sign, one id per line
// ("trusted": every judge with a key there; blank lines and lines starting with '#' are skipped).
inline constexpr char kRequireSignedFile[] = "require-signed";

// What an audit says about the signature of a judge event.
enum class SignatureStatus : uint8_t {
  kUnsigned,    // The event carries no signature.
  kValid,       // It verifies, with a key trusted for the judge named in the event.
  kForged,      // It does not verify (the event was changed after signing, or the signature was
                // made up), or it was made with a key that is not one trusted for that judge.
  kUnknownKey,  // It verifies, but no key of that judge is trusted: it proves nothing.
  kMissing,     // No signature, from a judge who must sign (TrustedKeys::RequireSigned).
};

std::string_view SignatureStatusName(SignatureStatus status);  // "unsigned", "valid", ...

// Classifies the signature of judge event `event` against `trusted`.
SignatureStatus CheckJudgeSignature(const Event& event, const TrustedKeys& trusted);

// Signs judge event `event` (complete: prevHash may still be filled in by the store only if it is
// already the hash of the event before, so set it first) with `key`. kInvalidInput if `event`
// is not a judge event or names another judge than the key's.
[[nodiscard]] Status SignJudgeEvent(Event* event, const JudgeKey& key);

}  // namespace tcgjudge

#endif  // TCGJUDGE_JUDGE_SIGNING_H_
