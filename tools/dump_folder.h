// Reading a PyPTO pass-dump folder (the `passes_dump/` of every
// `ir.compile(..., dump_passes=True)`): `00_frontend.py` and one
// `NN_after_<PassName>.py` per pass, NN the pass's position in the strategy.
//
// pipecheck judges the window it models, from the snapshot before
// SkewCrossCorePipeline down to AllocateMemoryAddr, whatever the numbers
// are: the window starts at the first file of a window pass (its input is
// the file numbered just before it) and runs while the files name window
// passes, in folder order. Window passes with no file are reported missing
// (except memory_reuse and allocate_memory_addr under the PTOAS planner,
// which PyPTO's PassManager does not run). Only the window's files are
// read; the rest of the folder may hold passes or syntax pipecheck does not
// know.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "core/passes/pass.h"

namespace pipecheck::tools {

struct DumpFile {
  int number = 0;
  std::string pass; // PyPTO's pass name from the file name ("LowerPipelineLoops"; "" for 00_frontend)
  std::string path;
};

struct DumpWindow {
  DumpFile input;                    // the snapshot before the first window pass
  std::vector<DumpFile> passes;      // window passes present, in folder order
  std::vector<std::string> registry; // their registry names, parallel to passes
  std::vector<std::string> missing;  // window passes (PyPTO names) with no file
};

// Every dump file of DIR, by number; error text (and nullopt) when DIR is
// not a readable folder or holds no dump file.
std::optional<std::vector<DumpFile>> listDumpFolder(const std::string &dir, std::string &error);

// The window of a listed folder; error text (and nullopt) when it has no
// window pass or no snapshot before the first one.
std::optional<DumpWindow> findWindow(const std::vector<DumpFile> &files,
                                     passes::MemoryPlanner planner, std::string &error);

// A pass named either way: registry name ("lower_pipeline_loops") or PyPTO's
// CamelCase class name ("LowerPipelineLoops"); nullopt when unknown.
std::optional<passes::PassInfo> passByAnyName(const std::string &name);

} // namespace pipecheck::tools
