#include "judge/signing.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "events/jsonl.h"
#include "events/printable.h"

namespace tcgjudge {
namespace {

constexpr std::string_view kSecretHeader = "tcgjudge ed25519 secret key";
constexpr std::string_view kPublicHeader = "tcgjudge ed25519 public key";

// "<header>\njudge: <id>\nkey: <hex>\n".
std::string KeyFileText(std::string_view header, const std::string& judge_id, const uint8_t* key,
                        size_t size) {
  return std::string(header) + "\njudge: " + judge_id + "\nkey: " + BytesToHex(key, size) + "\n";
}

// Creates `path` exclusively with `mode` and writes `text`; kIoError naming it otherwise.
Status WriteNewFile(const std::string& path, const std::string& text, mode_t mode) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode);
  if (fd < 0) {
    const int error = errno;
    if (error == EEXIST) {
      return Status::InvalidInput(path + ": already exists (a key is never overwritten)");
    }
    return Status::IoError(path + ": cannot create: " + std::strerror(error));
  }
  size_t written = 0;
  while (written < text.size()) {
    const ssize_t n = ::write(fd, text.data() + written, text.size() - written);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      const int error = errno;
      ::close(fd);
      ::unlink(path.c_str());
      return Status::IoError(path + ": write failed: " + std::strerror(error));
    }
    written += static_cast<size_t>(n);
  }
  // The mode is forced: umask may have narrowed it, never widened; fchmod makes it exact.
  if (::fchmod(fd, mode) != 0 || ::fsync(fd) != 0 || ::close(fd) != 0) {
    const int error = errno;
    ::unlink(path.c_str());
    return Status::IoError(path + ": cannot finish writing: " + std::strerror(error));
  }
  return Status::Ok();
}

int HexDigit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}

bool ParseHex(std::string_view hex, uint8_t* out, size_t size) {
  if (hex.size() != 2 * size) return false;
  for (size_t i = 0; i < size; ++i) {
    const int high = HexDigit(hex[2 * i]), low = HexDigit(hex[2 * i + 1]);
    if (high < 0 || low < 0) return false;
    out[i] = static_cast<uint8_t>(high * 16 + low);
  }
  return true;
}

struct ParsedKeyFile {
  std::string judge_id;
  std::string key_hex;
};

// Reads a key file of the KeyFileText form.
Result<ParsedKeyFile> ReadKeyFile(const std::string& path, std::string_view header) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot read the key file");
  std::string first, judge, key;
  std::getline(in, first);
  std::getline(in, judge);
  std::getline(in, key);
  if (first != header || judge.rfind("judge: ", 0) != 0 || key.rfind("key: ", 0) != 0) {
    return Status::InvalidInput(path + ": not a " + std::string(header) +
                                " file (as `tcgjudge keygen` writes)");
  }
  return ParsedKeyFile{judge.substr(7), key.substr(5)};
}

}  // namespace

bool IsValidKeyJudgeId(std::string_view judge_id) {
  return !judge_id.empty() && judge_id.size() <= 64 && judge_id != "." && judge_id != ".." &&
         std::all_of(judge_id.begin(), judge_id.end(), [](char c) {
           return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
                  c == '.' || c == '_' || c == '-';
         });
}

std::string SecretKeyPath(const std::string& dir, const std::string& judge_id) {
  return (std::filesystem::path(dir) / (judge_id + ".key")).string();
}

std::string PublicKeyPath(const std::string& dir, const std::string& judge_id) {
  return (std::filesystem::path(dir) / (judge_id + ".pub")).string();
}

Status WriteKeyFiles(const std::string& dir, const std::string& judge_id, const KeyPair& pair) {
  if (!IsValidKeyJudgeId(judge_id)) {
    return Status::InvalidInput("--judge: '" + judge_id +
                                "' cannot name key files (1-64 characters of A-Z a-z 0-9 . _ -)");
  }
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error) return Status::IoError(dir + ": cannot create the key directory: " + error.message());
  const std::string secret_path = SecretKeyPath(dir, judge_id);
  const std::string public_path = PublicKeyPath(dir, judge_id);
  for (const std::string& path : {secret_path, public_path}) {
    if (std::filesystem::exists(path, error)) {
      return Status::InvalidInput(path +
                                  ": already exists (a key is never overwritten; remove "
                                  "it yourself or choose another --out)");
    }
  }
  TJ_RETURN_IF_ERROR(WriteNewFile(
      secret_path,
      KeyFileText(kSecretHeader, judge_id, pair.secret_key.data(), pair.secret_key.size()), 0600));
  Status written = WriteNewFile(
      public_path,
      KeyFileText(kPublicHeader, judge_id, pair.public_key.data(), pair.public_key.size()), 0644);
  if (!written.ok()) ::unlink(secret_path.c_str());
  return written;
}

Result<JudgeKey> ReadSecretKeyFile(const std::string& path) {
  struct stat info;
  if (::stat(path.c_str(), &info) != 0) {
    return Status::InvalidInput(path + ": cannot read the key file: " + std::strerror(errno));
  }
  // A public key given where the secret one belongs: said first, since its permissions (0644,
  // as keygen writes it) are right for what it is.
  if (ReadKeyFile(path, kPublicHeader).ok()) {
    return Status::InvalidInput(path +
                                ": this is a judge's public key (the one audit trusts); --key "
                                "takes the secret key, the .key file keygen wrote beside it");
  }
  if ((info.st_mode & 077) != 0) {
    char mode[8];
    std::snprintf(mode, sizeof(mode), "%04o", static_cast<unsigned>(info.st_mode & 07777));
    return Status::InvalidInput(path + ": permissions " + mode +
                                " let other users read this secret key; it must be 0600 "
                                "(chmod 600 it, or make a new key if others may have copied it)");
  }
  TJ_ASSIGN_OR_RETURN(ParsedKeyFile parsed, ReadKeyFile(path, kSecretHeader));
  JudgeKey key;
  key.judge_id = parsed.judge_id;
  if (!IsValidKeyJudgeId(key.judge_id) ||
      !ParseHex(parsed.key_hex, key.secret_key.data(), key.secret_key.size())) {
    return Status::InvalidInput(path + ": the judge id or the key is malformed");
  }
  // libsodium keeps the public key in the secret key's last half; it must be the seed's key.
  if (!SecretKeyHalvesAgree(key.secret_key)) {
    return Status::InvalidInput(path + ": the key's two halves do not belong together");
  }
  return key;
}

std::string KeyFingerprint(const PublicKey& key) { return BytesToHex(key.data(), 8); }

Result<TrustedKeys> TrustedKeys::LoadDirectory(const std::string& dir) {
  TrustedKeys trusted;
  std::error_code error;
  if (!std::filesystem::is_directory(dir, error)) return trusted;
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir, error)) {
    if (entry.path().extension() == ".pub") files.push_back(entry.path());
  }
  if (error) return Status::IoError(dir + ": cannot list the trusted keys: " + error.message());
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    TJ_ASSIGN_OR_RETURN(ParsedKeyFile parsed, ReadKeyFile(file.string(), kPublicHeader));
    PublicKey key;
    if (parsed.judge_id.empty() || !ParseHex(parsed.key_hex, key.data(), key.size())) {
      return Status::InvalidInput(file.string() + ": the judge id or the key is malformed");
    }
    trusted.Add(parsed.judge_id, key);
  }
  const std::filesystem::path required = std::filesystem::path(dir) / kRequireSignedFile;
  if (std::filesystem::exists(required, error)) {
    TJ_ASSIGN_OR_RETURN(std::string text, ReadTextFile(required.string(), 1 << 20));
    std::istringstream lines(text);
    int number = 0;
    for (std::string line; std::getline(lines, line);) {
      ++number;
      while (!line.empty() && std::isspace(static_cast<unsigned char>(line.back()))) line.pop_back();
      if (line.empty() || line[0] == '#') continue;
      if (line != "trusted" && !IsValidKeyJudgeId(line)) {
        return Status::InvalidInput(required.string() + ":" + std::to_string(number) + ": '" +
                                    PrintableText(line) +
                                    "' is not a judge id (1-64 of A-Z a-z 0-9 . _ -) nor 'trusted'");
      }
      trusted.RequireSigned(line);
    }
  }
  return trusted;
}

void TrustedKeys::RequireSigned(const std::string& judge_id) {
  if (std::find(must_sign_.begin(), must_sign_.end(), judge_id) == must_sign_.end()) {
    must_sign_.push_back(judge_id);
  }
}

bool TrustedKeys::MustSign(const std::string& judge_id) const {
  for (const std::string& required : must_sign_) {
    if (required == judge_id || (required == "trusted" && HasJudge(judge_id))) return true;
  }
  return false;
}

std::string TrustedKeys::RequiredText() const {
  std::string text;
  for (const std::string& required : must_sign_) text += (text.empty() ? "" : ", ") + required;
  return text;
}

void TrustedKeys::Add(const std::string& judge_id, const PublicKey& key) {
  keys_[judge_id].push_back(key);
}

bool TrustedKeys::HasJudge(const std::string& judge_id) const { return keys_.count(judge_id) != 0; }

bool TrustedKeys::Trusts(const std::string& judge_id, const PublicKey& key) const {
  auto it = keys_.find(judge_id);
  return it != keys_.end() &&
         std::find(it->second.begin(), it->second.end(), key) != it->second.end();
}

size_t TrustedKeys::size() const {
  size_t n = 0;
  for (const auto& [judge, keys] : keys_) n += keys.size();
  return n;
}

std::string_view SignatureStatusName(SignatureStatus status) {
  switch (status) {
    case SignatureStatus::kUnsigned:
      return "unsigned";
    case SignatureStatus::kValid:
      return "valid";
    case SignatureStatus::kForged:
      return "forged";
    case SignatureStatus::kUnknownKey:
      return "unknown-key";
    case SignatureStatus::kMissing:
      return "missing";
  }
  return "unsigned";
}

SignatureStatus CheckJudgeSignature(const Event& event, const TrustedKeys& trusted) {
  const auto* judge = std::get_if<JudgeActor>(&event.actor);
  if (!event.signature) {
    return judge != nullptr && trusted.MustSign(judge->judge_id) ? SignatureStatus::kMissing
                                                                  : SignatureStatus::kUnsigned;
  }
  if (judge == nullptr || !SignatureVerifies(event)) return SignatureStatus::kForged;
  if (trusted.Trusts(judge->judge_id, event.signature->public_key)) return SignatureStatus::kValid;
  return trusted.HasJudge(judge->judge_id) ? SignatureStatus::kForged
                                           : SignatureStatus::kUnknownKey;
}

Status SignJudgeEvent(Event* event, const JudgeKey& key) {
  const auto* judge = std::get_if<JudgeActor>(&event->actor);
  if (judge == nullptr || !std::holds_alternative<JudgeAction>(event->body)) {
    return Status::InvalidInput("only judge events are signed");
  }
  if (judge->judge_id != key.judge_id) {
    return Status::InvalidInput("the key is judge " + key.judge_id + "'s, the event is by judge " +
                                judge->judge_id);
  }
  SignEvent(event, key.secret_key);
  return Status::Ok();
}

}  // namespace tcgjudge
