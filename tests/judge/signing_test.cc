// Judges' key files and the classification of judge-event signatures against the trusted keys:
// unsigned, valid, forged (changed after signing, or signed with a key not trusted for that
// judge) and unknown-key (no key of that judge is trusted).

#include "judge/signing.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

class SigningTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::path(::testing::TempDir()) /
           ("tcgjudge_signing_" + std::to_string(::getpid()) + "_" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }

  static unsigned Mode(const std::string& path) {
    struct stat info;
    EXPECT_EQ(::stat(path.c_str(), &info), 0) << path;
    return info.st_mode & 0777;
  }

  fs::path dir_;
};

Event RulingBy(const std::string& judge) {
  Event e;
  e.game = "g1";
  e.seq = 9;
  e.actor = JudgeActor{judge};
  e.body = JudgeAction{{"902(1)"}, "stands", tcgjudge::Ruling{}};
  return e;
}

TEST_F(SigningTest, KeygenWritesASecretFileOnlyItsOwnerReadsAndAPublicFile) {
  const KeyPair pair = GenerateKeyPair();
  ASSERT_TRUE(WriteKeyFiles(dir_.string(), "J-0815", pair).ok());
  const std::string secret = SecretKeyPath(dir_.string(), "J-0815");
  const std::string pub = PublicKeyPath(dir_.string(), "J-0815");
  EXPECT_EQ(Mode(secret), 0600u);
  EXPECT_EQ(Mode(pub), 0644u);
  auto key = ReadSecretKeyFile(secret);
  ASSERT_TRUE(key.ok()) << key.status().ToString();
  EXPECT_EQ(key->judge_id, "J-0815");
  EXPECT_EQ(key->secret_key, pair.secret_key);
  auto trusted = TrustedKeys::LoadDirectory(dir_.string());
  ASSERT_TRUE(trusted.ok()) << trusted.status().ToString();
  EXPECT_TRUE(trusted->Trusts("J-0815", pair.public_key));
  EXPECT_EQ(trusted->size(), 1u);
}

TEST_F(SigningTest, KeygenNeverOverwritesAKey) {
  const KeyPair first = GenerateKeyPair();
  ASSERT_TRUE(WriteKeyFiles(dir_.string(), "J-1", first).ok());
  Status again = WriteKeyFiles(dir_.string(), "J-1", GenerateKeyPair());
  ASSERT_FALSE(again.ok());
  EXPECT_NE(again.message().find("already exists"), std::string::npos) << again.message();
  auto key = ReadSecretKeyFile(SecretKeyPath(dir_.string(), "J-1"));
  ASSERT_TRUE(key.ok());
  EXPECT_EQ(key->secret_key, first.secret_key) << "the first key is untouched";
}

TEST_F(SigningTest, KeygenRefusesAJudgeIdThatCannotNameAFile) {
  for (const std::string id : {"", "../J-1", "J 1", ".."}) {
    Status written = WriteKeyFiles(dir_.string(), id, GenerateKeyPair());
    EXPECT_EQ(written.code(), StatusCode::kInvalidInput) << id;
  }
}

TEST_F(SigningTest, ASecretKeyOthersMayReadIsRefused) {
  ASSERT_TRUE(WriteKeyFiles(dir_.string(), "J-1", GenerateKeyPair()).ok());
  const std::string secret = SecretKeyPath(dir_.string(), "J-1");
  ASSERT_EQ(::chmod(secret.c_str(), 0644), 0);
  auto key = ReadSecretKeyFile(secret);
  ASSERT_FALSE(key.ok());
  EXPECT_NE(key.status().message().find("permissions 0644"), std::string::npos)
      << key.status().message();
}

// Issue 31: the public key given as --key was told "permissions 0644, chmod 600 it" first.
TEST_F(SigningTest, APublicKeyGivenAsTheSecretOneIsToldSoNotToChmodIt) {
  ASSERT_TRUE(WriteKeyFiles(dir_.string(), "J-1", GenerateKeyPair()).ok());
  auto key = ReadSecretKeyFile(PublicKeyPath(dir_.string(), "J-1"));
  ASSERT_FALSE(key.ok());
  EXPECT_NE(key.status().message().find("this is a judge's public key"), std::string::npos)
      << key.status().message();
  EXPECT_EQ(key.status().message().find("chmod"), std::string::npos) << key.status().message();
}

TEST_F(SigningTest, AFileThatIsNoKeyIsRefusedNamingIt) {
  fs::create_directories(dir_);
  const std::string path = (dir_ / "x.key").string();
  std::ofstream(path) << "hello\n";
  ASSERT_EQ(::chmod(path.c_str(), 0600), 0);
  auto key = ReadSecretKeyFile(path);
  ASSERT_FALSE(key.ok());
  EXPECT_NE(key.status().message().find(path), std::string::npos);
  std::ofstream((dir_ / "bad.pub").string()) << "tcgjudge ed25519 public key\njudge: J\nkey: 12\n";
  auto trusted = TrustedKeys::LoadDirectory(dir_.string());
  ASSERT_FALSE(trusted.ok());
  EXPECT_NE(trusted.status().message().find("bad.pub"), std::string::npos);
}

TEST_F(SigningTest, AMissingTrustedDirectoryTrustsNobody) {
  auto trusted = TrustedKeys::LoadDirectory((dir_ / "none").string());
  ASSERT_TRUE(trusted.ok());
  EXPECT_EQ(trusted->size(), 0u);
}

TEST(CheckJudgeSignature, ClassifiesUnsignedValidForgedAndUnknownKey) {
  const KeyPair judge = GenerateKeyPair();
  const KeyPair other = GenerateKeyPair();
  TrustedKeys trusted;
  trusted.Add("J-0815", judge.public_key);

  Event unsigned_event = RulingBy("J-0815");
  EXPECT_EQ(CheckJudgeSignature(unsigned_event, trusted), SignatureStatus::kUnsigned);

  Event valid = RulingBy("J-0815");
  ASSERT_TRUE(SignJudgeEvent(&valid, JudgeKey{"J-0815", judge.secret_key}).ok());
  EXPECT_EQ(CheckJudgeSignature(valid, trusted), SignatureStatus::kValid);

  Event edited = valid;
  std::get<JudgeAction>(edited.body).text = "reversed";
  EXPECT_EQ(CheckJudgeSignature(edited, trusted), SignatureStatus::kForged);

  // A key made to pass for J-0815's: it verifies on its own, but is not the trusted one.
  Event wrong_key = RulingBy("J-0815");
  ASSERT_TRUE(SignJudgeEvent(&wrong_key, JudgeKey{"J-0815", other.secret_key}).ok());
  EXPECT_TRUE(SignatureVerifies(wrong_key));
  EXPECT_EQ(CheckJudgeSignature(wrong_key, trusted), SignatureStatus::kForged);

  // J-0815's own key signing as another judge.
  Event borrowed = RulingBy("J-9");
  SignEvent(&borrowed, judge.secret_key);
  EXPECT_EQ(CheckJudgeSignature(borrowed, trusted), SignatureStatus::kUnknownKey);
  trusted.Add("J-9", other.public_key);
  EXPECT_EQ(CheckJudgeSignature(borrowed, trusted), SignatureStatus::kForged);
}

TEST(CheckJudgeSignature, AJudgeWhoMustSignWithoutASignatureIsMissing) {
  const KeyPair judge = GenerateKeyPair();
  TrustedKeys trusted;
  trusted.Add("J-0815", judge.public_key);
  const Event stripped = RulingBy("J-0815");
  EXPECT_EQ(CheckJudgeSignature(stripped, trusted), SignatureStatus::kUnsigned) << "no policy";
  trusted.RequireSigned("J-0815");
  EXPECT_EQ(CheckJudgeSignature(stripped, trusted), SignatureStatus::kMissing);
  EXPECT_EQ(SignatureStatusName(SignatureStatus::kMissing), "missing");
  EXPECT_EQ(CheckJudgeSignature(RulingBy("J-2"), trusted), SignatureStatus::kUnsigned)
      << "a judge who need not sign";
  Event valid = RulingBy("J-0815");
  ASSERT_TRUE(SignJudgeEvent(&valid, JudgeKey{"J-0815", judge.secret_key}).ok());
  EXPECT_EQ(CheckJudgeSignature(valid, trusted), SignatureStatus::kValid);
}

TEST(CheckJudgeSignature, TrustedRequiresEveryJudgeWithATrustedKey) {
  TrustedKeys trusted;
  trusted.Add("J-0815", GenerateKeyPair().public_key);
  trusted.RequireSigned("trusted");
  EXPECT_EQ(CheckJudgeSignature(RulingBy("J-0815"), trusted), SignatureStatus::kMissing);
  EXPECT_EQ(CheckJudgeSignature(RulingBy("J-2"), trusted), SignatureStatus::kUnsigned);
}

TEST_F(SigningTest, TheKeysDirectoryNamesTheJudgesWhoMustSign) {
  fs::create_directories(dir_);
  std::ofstream((dir_ / "require-signed").string()) << "# the head judges\nJ-0815\n\nJ-0816\n";
  auto trusted = TrustedKeys::LoadDirectory(dir_.string());
  ASSERT_TRUE(trusted.ok()) << trusted.status().ToString();
  EXPECT_TRUE(trusted->MustSign("J-0815"));
  EXPECT_TRUE(trusted->MustSign("J-0816"));
  EXPECT_FALSE(trusted->MustSign("J-2"));
  std::ofstream((dir_ / "require-signed").string()) << "J 0815\n";
  auto bad = TrustedKeys::LoadDirectory(dir_.string());
  ASSERT_FALSE(bad.ok());
  EXPECT_NE(bad.status().message().find("require-signed:1: 'J 0815' is not a judge id"),
            std::string::npos)
      << bad.status().message();
}

TEST(SignJudgeEvent, RefusesAnotherJudgesEventAndNonJudgeEvents) {
  const KeyPair pair = GenerateKeyPair();
  Event other_judge = RulingBy("J-2");
  Status refused = SignJudgeEvent(&other_judge, JudgeKey{"J-1", pair.secret_key});
  EXPECT_EQ(refused.code(), StatusCode::kInvalidInput);
  EXPECT_FALSE(other_judge.signature.has_value());
  Event pass;
  pass.game = "g1";
  pass.seq = 3;
  pass.actor = Seat::kA;
  pass.body = Decision{PassPriority{}};
  EXPECT_EQ(SignJudgeEvent(&pass, JudgeKey{"J-1", pair.secret_key}).code(),
            StatusCode::kInvalidInput);
}

}  // namespace
}  // namespace tcgjudge
