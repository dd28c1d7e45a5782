// Reproducer files for the drivers' findings; see finding.h.
#include "tools/finding.h"

#include <filesystem>
#include <fstream>

#include "core/text/printer.h"

namespace pipecheck::tools {

Finding makeFinding(const checks::Verdict &verdict, const ir::ProgramPtr &program,
                    const checks::CheckInput &in, const std::string &implOrigin) {
  Finding f;
  f.program = program;
  f.header.verdict = verdict;
  f.header.params = in.params;
  f.header.inputSeed = in.seed;
  f.header.context = report::JudgedContext::of(in);
  f.header.context.impl = !implOrigin.empty();
  f.header.implOrigin = implOrigin;
  return f;
}

std::string findingText(const Finding &f, const std::string &path) {
  report::Reproducer r = f.header;
  r.programText = text::printProgram(*f.program) + "\n";
  return report::reproducerText(r, path);
}

std::optional<std::string> writeFinding(const Finding &f, const std::string &dir, int n) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  std::string path = dir + "/" + f.header.verdict.property + "-" + std::to_string(n) + ".py";
  std::ofstream out(path);
  if (!out)
    return std::nullopt;
  out << findingText(f, path);
  return out ? std::optional<std::string>(path) : std::nullopt;
}

} // namespace pipecheck::tools
