// Verdict printing shared by check and validate; see report_verdicts.h.
#include "tools/report_verdicts.h"

#include <iostream>

#include "tools/cli.h"

namespace pipecheck::tools {

int printVerdicts(const std::vector<FileVerdicts> &files, bool json, const std::string &impl) {
  checks::Tally tally;
  for (const auto &f : files)
    tally.add(f.verdicts);
  if (json) {
    std::cout << "{" << (impl.empty() ? "" : "\"impl\": \"" + jsonEscape(impl) + "\", ")
              << "\"files\": [";
    for (std::size_t i = 0; i < files.size(); ++i) {
      std::cout << (i ? ", " : "") << "{\"file\": \"" << jsonEscape(files[i].file)
                << "\", \"verdicts\": [";
      for (std::size_t j = 0; j < files[i].verdicts.size(); ++j)
        std::cout << (j ? ", " : "") << verdictJson(files[i].verdicts[j]);
      std::cout << "]}";
    }
    std::cout << "], \"summary\": " << tallyJson(tally) << "}\n";
  } else {
    if (!impl.empty())
      std::cout << "impl: " << impl << "\n";
    for (const auto &f : files) {
      std::cout << f.file << ":\n";
      for (const auto &v : f.verdicts)
        std::cout << verdictLine(v);
    }
    std::cout << files.size() << " file(s): " << tally.summary() << "\n";
  }
  bool bad = tally.count(checks::Outcome::Fails) || tally.count(checks::Outcome::HarnessError);
  return bad ? kExitFailed : kExitOk;
}

} // namespace pipecheck::tools
