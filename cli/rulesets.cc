#include "cli/rulesets.h"

#include <filesystem>
#include <fstream>
#include <sstream>

#include "cli/engine_digest.h"
#include "engine/all_rulesets.h"
#include "events/event.h"
#include "events/hash.h"
#include "store/keys.h"

namespace tcgjudge {
namespace {

namespace fs = std::filesystem;

// Each ruleset of the build and how it is built from its card file: the ruleset list
// (rulesets.cmake), through engine/all_rulesets.h.
using Engine = RulesetFactory;
const auto& kEngines = kRulesetFactories;

const Engine* FindEngine(std::string_view id) {
  for (const Engine& engine : kEngines) {
    if (engine.id == id) return &engine;
  }
  return nullptr;
}

}  // namespace

std::string RulesetIdList() {
  std::string ids;
  for (const Engine& engine : kEngines) ids += (ids.empty() ? "" : ", ") + std::string(engine.id);
  return ids;
}

std::vector<std::string> RulesetIds() {
  std::vector<std::string> ids;
  for (const Engine& engine : kEngines) ids.emplace_back(engine.id);
  return ids;
}

Result<CardSources> ResolveCardSources(const std::vector<std::string>& args) {
  CardSources sources;
  for (const std::string& arg : args) {
    const std::string what = "--cards " + arg;
    if (const size_t eq = arg.find('='); eq != std::string::npos) {
      const std::string id = arg.substr(0, eq);
      if (FindEngine(id) == nullptr) {
        return Status::InvalidInput(what + ": no ruleset '" + id +
                                    "' in this build (it has: " + RulesetIdList() + ")");
      }
      sources[id] = arg.substr(eq + 1);
      continue;
    }
    std::error_code error;
    if (fs::is_directory(arg, error)) {
      bool found = false;
      for (const Engine& engine : kEngines) {
        const fs::path file = fs::path(arg) / engine.id / "cards.jsonl";
        if (fs::exists(file, error)) {
          sources[std::string(engine.id)] = file.string();
          found = true;
        }
      }
      if (!found) {
        return Status::InvalidInput(what + ": the folder holds no card set (expected " + arg +
                                    "/<ruleset>/cards.jsonl, <ruleset> one of " + RulesetIdList() +
                                    ")");
      }
      continue;
    }
    if (fs::exists(arg, error)) {
      return Status::InvalidInput(what + ": say which ruleset the card file is for: --cards " +
                                  "RULESET=" + arg + " (RULESET one of " + RulesetIdList() +
                                  "), or give a folder holding <ruleset>/cards.jsonl");
    }
    return Status::InvalidInput(what + ": no such file or folder");
  }
  return sources;
}

Result<std::unique_ptr<RulesetRegistry>> LoadRulesets(const CardSources& sources) {
  auto registry = std::make_unique<RulesetRegistry>();
  for (const Engine& engine : kEngines) {
    auto source = sources.find(std::string(engine.id));
    if (source == sources.end()) continue;
    auto ruleset = engine.from_card_file(source->second);
    if (!ruleset.ok()) {
      return ruleset.status().WithContext("--cards " + std::string(engine.id));
    }
    registry->Add(std::move(ruleset).value());
  }
  return registry;
}

Result<std::string> EngineFingerprint(const CardSources& sources) {
  std::string input = std::string(kEngineSourceDigest) + "\n";
  for (const auto& [id, path] : sources) {
    std::ifstream file(path, std::ios::binary);
    std::ostringstream bytes;
    bytes << file.rdbuf();
    if (!file && !file.eof()) {
      return Status::IoError("--cards " + id + "=" + path + ": cannot be read");
    }
    input += id + "\n" + std::to_string(bytes.str().size()) + "\n" + bytes.str();
  }
  return HashToHex(Blake2b256(input)).substr(0, 16);
}

std::string FindBundledSamples() {
  std::error_code error;
  const fs::path exe = fs::read_symlink("/proc/self/exe", error);
  if (error) return "";
  for (const fs::path& candidate : {exe.parent_path().parent_path() / "share/tcgjudge/samples",
                                    exe.parent_path() / "share/tcgjudge/samples"}) {
    if (fs::is_directory(candidate, error)) return candidate.lexically_normal().string();
  }
  return "";
}

std::string VersionText(const RulesetRegistry* rulesets, const std::string& problem) {
  std::string text = "tcgjudge " TCGJUDGE_VERSION "\nlog schema version " +
                     std::to_string(kSchemaVersion) + " (events/log.capnp), store format " +
                     std::to_string(kStoreFormat) + "\n";
  if (rulesets == nullptr) return text + "rulesets: not loaded (" + problem + ")\n";
  text += "rulesets:\n";
  for (const std::string& id : rulesets->Ids()) {
    auto header = rulesets->Find(id)->BotHeader("version");
    text += "  " + id + "  rulebook " + (header.ok() ? header->ruleset_version : "?") + "\n";
  }
  return text;
}

}  // namespace tcgjudge
