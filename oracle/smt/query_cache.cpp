// Structural query keys and the bounded answer store (see query_cache.h).
#include "oracle/smt/query_cache.h"

#include <map>

namespace pipecheck::smt {
namespace {

// Numbers subterms by structure: a node's signature is its kind, value,
// name and its children's numbers, and equal signatures get one number.
// Each new signature is appended to the key once, in post-order.
class KeyWriter {
public:
  explicit KeyWriter(std::string &out) : out_(out) {}

  uint32_t id(const TermPtr &t) {
    if (auto it = byPtr_.find(t.get()); it != byPtr_.end())
      return it->second;
    std::string sig;
    sig += static_cast<char>('A' + static_cast<int>(t->kind));
    sig += std::to_string(t->value);
    sig += ':';
    sig += std::to_string(t->name.size());
    sig += ':';
    sig += t->name;
    for (const TermPtr &a : t->args) {
      sig += std::to_string(id(a));
      sig += ',';
    }
    auto [it, fresh] = bySig_.emplace(std::move(sig), static_cast<uint32_t>(bySig_.size()));
    if (fresh) {
      out_ += it->first;
      out_ += ';';
    }
    byPtr_.emplace(t.get(), it->second);
    return it->second;
  }

  void list(char tag, const std::vector<TermPtr> &ts) {
    std::vector<uint32_t> ids;
    ids.reserve(ts.size());
    for (const TermPtr &t : ts)
      ids.push_back(id(t));
    out_ += tag;
    for (uint32_t i : ids) {
      out_ += std::to_string(i);
      out_ += ',';
    }
    out_ += ';';
  }

private:
  std::string &out_;
  std::map<const Term *, uint32_t> byPtr_;
  std::map<std::string, uint32_t> bySig_;
};

} // namespace

std::string queryKey(const std::vector<TermPtr> &assertions,
                     const std::vector<Observation> &observe,
                     const std::vector<TermPtr> &minimize, bool minimizeModel) {
  std::string key;
  KeyWriter w(key);
  w.list('a', assertions);
  w.list('m', minimize);
  std::vector<TermPtr> observed;
  for (const Observation &o : observe)
    observed.push_back(o.term);
  w.list('o', observed);
  for (const Observation &o : observe) {
    key += std::to_string(o.name.size());
    key += ':';
    key += o.name;
  }
  key += minimizeModel ? 'M' : 'F';
  return key;
}

const SolveResult *QueryCache::find(const std::string &key) const {
  auto it = answers_.find(key);
  return it == answers_.end() ? nullptr : &it->second;
}

void QueryCache::insert(const std::string &key, SolveResult result) {
  if (key.size() > kMaxBytes / 4 || answers_.count(key))
    return;
  bytes_ += key.size();
  order_.push_back(&answers_.emplace(key, std::move(result)).first->first);
  while (bytes_ > kMaxBytes && !order_.empty()) {
    const std::string *oldest = order_.front();
    order_.pop_front();
    bytes_ -= oldest->size();
    answers_.erase(answers_.find(*oldest)); // by iterator: *oldest is the node's own key
  }
}

} // namespace pipecheck::smt
