// unifiedDiff: LCS over the lines between the common prefix and suffix; see
// text_diff.h.
#include "oracle/checks/text_diff.h"

#include <algorithm>
#include <vector>

namespace pipecheck::checks {
namespace {

// Lines with their terminating '\n' (the last one may lack it), so a missing
// final newline is a difference like any other.
std::vector<std::string_view> splitLines(std::string_view s) {
  std::vector<std::string_view> out;
  std::size_t at = 0;
  while (at < s.size()) {
    std::size_t nl = s.find('\n', at);
    std::size_t end = nl == std::string_view::npos ? s.size() : nl + 1;
    out.push_back(s.substr(at, end - at));
    at = end;
  }
  return out;
}

struct Op {
  char kind;     // ' ', '-', '+'
  std::size_t a; // line index in a (for ' ' and '-')
  std::size_t b; // line index in b (for ' ' and '+')
};

std::vector<Op> editScript(const std::vector<std::string_view> &a,
                           const std::vector<std::string_view> &b) {
  std::size_t pre = 0;
  while (pre < a.size() && pre < b.size() && a[pre] == b[pre])
    ++pre;
  std::size_t suf = 0;
  while (suf < a.size() - pre && suf < b.size() - pre &&
         a[a.size() - 1 - suf] == b[b.size() - 1 - suf])
    ++suf;
  const std::size_t n = a.size() - pre - suf, m = b.size() - pre - suf;
  std::vector<Op> ops;
  for (std::size_t i = 0; i < pre; ++i)
    ops.push_back({' ', i, i});
  if (n * m <= kMaxDiffCells) {
    // lcs[i][j]: LCS length of a[pre+i..pre+n) and b[pre+j..pre+m).
    std::vector<std::vector<uint32_t>> lcs(n + 1, std::vector<uint32_t>(m + 1, 0));
    for (std::size_t i = n; i-- > 0;)
      for (std::size_t j = m; j-- > 0;)
        lcs[i][j] = a[pre + i] == b[pre + j] ? lcs[i + 1][j + 1] + 1
                                             : std::max(lcs[i + 1][j], lcs[i][j + 1]);
    std::size_t i = 0, j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && a[pre + i] == b[pre + j]) {
        ops.push_back({' ', pre + i++, pre + j++});
      } else if (i < n && (j == m || lcs[i + 1][j] >= lcs[i][j + 1])) {
        ops.push_back({'-', pre + i++, pre + j}); // deletions first, as diff -u prints them
      } else {
        ops.push_back({'+', pre + i, pre + j++});
      }
    }
  } else {
    for (std::size_t i = 0; i < n; ++i)
      ops.push_back({'-', pre + i, pre});
    for (std::size_t j = 0; j < m; ++j)
      ops.push_back({'+', pre + n, pre + j});
  }
  for (std::size_t k = 0; k < suf; ++k)
    ops.push_back({' ', a.size() - suf + k, b.size() - suf + k});
  return ops;
}

void appendLine(std::string &out, char kind, std::string_view line) {
  out += kind;
  out += line;
  if (line.empty() || line.back() != '\n')
    out += "\n\\ No newline at end of file\n";
}

} // namespace

std::string unifiedDiff(std::string_view a, std::string_view b, std::string_view nameA,
                        std::string_view nameB, int context) {
  if (a == b)
    return "";
  std::vector<std::string_view> la = splitLines(a), lb = splitLines(b);
  std::vector<Op> ops = editScript(la, lb);
  const std::size_t ctx = static_cast<std::size_t>(std::max(0, context));
  std::string out = "--- " + std::string(nameA) + "\n+++ " + std::string(nameB) + "\n";
  std::size_t k = 0;
  while (k < ops.size()) {
    while (k < ops.size() && ops[k].kind == ' ')
      ++k;
    if (k == ops.size())
      break;
    // A hunk: from ctx lines before the first change to ctx lines after the
    // last change that is closer than 2*ctx+1 unchanged lines to the next.
    std::size_t begin = k >= ctx ? k - ctx : 0;
    std::size_t end = k;
    while (true) {
      while (end < ops.size() && ops[end].kind != ' ')
        ++end;
      std::size_t run = end;
      while (run < ops.size() && ops[run].kind == ' ')
        ++run;
      if (run < ops.size() && run - end <= 2 * ctx) {
        end = run;
        continue;
      }
      end = std::min(ops.size(), end + ctx);
      break;
    }
    std::size_t aStart = ops[begin].a, bStart = ops[begin].b, aLen = 0, bLen = 0;
    for (std::size_t i = begin; i < end; ++i) {
      aLen += ops[i].kind != '+';
      bLen += ops[i].kind != '-';
    }
    // Unified-diff convention: a range of length 0 names the line before it.
    out += "@@ -" + std::to_string(aLen ? aStart + 1 : aStart) + "," + std::to_string(aLen) +
           " +" + std::to_string(bLen ? bStart + 1 : bStart) + "," + std::to_string(bLen) +
           " @@\n";
    for (std::size_t i = begin; i < end; ++i)
      appendLine(out, ops[i].kind, ops[i].kind == '+' ? lb[ops[i].b] : la[ops[i].a]);
    k = end;
  }
  return out;
}

} // namespace pipecheck::checks
