#include "ir/types.h"

#include <algorithm>
#include <cstdlib>

namespace netc::ir {

// ---- Dim ----------------------------------------------------------------

namespace {
// Coefficient arithmetic wraps on overflow rather than being undefined
// behaviour: dims that large are nonsense for checks to reject, and text read
// by the IR parser must not be able to trigger UB.
int64_t wrap_add(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) + static_cast<uint64_t>(b)); }
int64_t wrap_mul(int64_t a, int64_t b) { return static_cast<int64_t>(static_cast<uint64_t>(a) * static_cast<uint64_t>(b)); }
}  // namespace

Dim Dim::from_terms(Terms t) {
  Dim d;
  if (t.empty()) return d;
  if (t.size() == 1 && t.begin()->first.empty()) {
    d.constant_ = t.begin()->second;
    return d;
  }
  d.terms_ = std::make_shared<const Terms>(std::move(t));
  return d;
}

Dim::Terms Dim::terms() const {
  if (terms_) return *terms_;
  Terms t;
  if (constant_ != 0) t[{}] = constant_;
  return t;
}

Dim Dim::symbol(const std::string& name) { return from_atom(Atom{name, nullptr}); }

Dim Dim::from_atom(Atom a) {
  Terms t;
  t[{std::move(a)}] = 1;
  return from_terms(std::move(t));
}

bool Dim::is_constant() const { return !terms_; }
int64_t Dim::value() const { return constant_; }
bool Dim::is_symbol() const {
  return terms_ && terms_->size() == 1 && terms_->begin()->first.size() == 1 && terms_->begin()->second == 1 &&
         !terms_->begin()->first[0].division;
}
const std::string& Dim::symbol_name() const { return terms_->begin()->first[0].key; }

std::string Dim::str() const {
  if (!terms_) return std::to_string(constant_);
  const Terms& terms = *terms_;
  // Symbolic terms first (in canonical order), the constant last: `H + 2*p - k + 1`.
  std::string out;
  auto emit = [&](const Monomial& m, int64_t c) {
    bool neg = c < 0;
    uint64_t mag = neg ? 0 - static_cast<uint64_t>(c) : static_cast<uint64_t>(c);
    if (out.empty()) out += neg ? "-" : "";
    else out += neg ? " - " : " + ";
    std::string body;
    if (m.empty() || mag != 1) body = std::to_string(mag);
    for (const Atom& a : m) {
      // A division after a coefficient or another atom needs parentheses:
      // `2*(H)/2` would read back as `(2*H)/2`, which is `H`.
      bool wrap = a.division && !body.empty();
      body += (body.empty() ? "" : "*") + (wrap ? "(" + a.key + ")" : a.key);
    }
    out += body;
  };
  for (const auto& [m, c] : terms)
    if (!m.empty()) emit(m, c);
  auto k = terms.find(Monomial{});
  if (k != terms.end()) emit(k->first, k->second);
  return out;
}

Dim operator+(const Dim& a, const Dim& b) {
  if (!a.terms_ && !b.terms_) return Dim(wrap_add(a.constant_, b.constant_));
  Dim::Terms r = a.terms();
  for (const auto& [m, c] : b.terms()) {
    int64_t v = (r[m] = wrap_add(r[m], c));
    if (v == 0) r.erase(m);
  }
  return Dim::from_terms(std::move(r));
}

Dim operator-(const Dim& a, const Dim& b) { return a + b * Dim(int64_t{-1}); }

bool Dim::overflows(char op, const Dim& a, const Dim& b) {
  int64_t out;
  Terms ta = a.terms(), tb = b.terms();
  if (op == '+' || op == '-') {
    for (const auto& [m, c] : tb) {
      int64_t x = 0;
      if (auto it = ta.find(m); it != ta.end()) x = it->second;
      if (op == '+' ? __builtin_add_overflow(x, c, &out) : __builtin_sub_overflow(x, c, &out)) return true;
    }
    return false;
  }
  // A product's coefficient is a sum of products of coefficients.
  std::map<Monomial, int64_t> r;
  for (const auto& [ma, ca] : ta)
    for (const auto& [mb, cb] : tb) {
      Monomial m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      int64_t p;
      if (__builtin_mul_overflow(ca, cb, &p) || __builtin_add_overflow(r[m], p, &r[m])) return true;
    }
  return false;
}

Dim operator*(const Dim& a, const Dim& b) {
  if (!a.terms_ && !b.terms_) return Dim(wrap_mul(a.constant_, b.constant_));
  Dim::Terms r;
  Dim::Terms ta = a.terms(), tb = b.terms();
  for (const auto& [ma, ca] : ta)
    for (const auto& [mb, cb] : tb) {
      Dim::Monomial m = ma;
      m.insert(m.end(), mb.begin(), mb.end());
      std::sort(m.begin(), m.end());
      int64_t v = (r[m] = wrap_add(r[m], wrap_mul(ca, cb)));
      if (v == 0) r.erase(m);
    }
  return Dim::from_terms(std::move(r));
}

std::optional<Dim> Dim::floordiv(const Dim& a, const Dim& b) {
  if (b.is_constant()) {
    int64_t d = b.value();
    if (d == 0) return std::nullopt;
    if (d == 1) return a;
    if (d == -1) return a * Dim(int64_t{-1});  // INT64_MIN / -1 would trap below
    if (a.is_constant()) {
      int64_t n = a.value();
      int64_t q = n / d;
      if ((n % d != 0) && ((n < 0) != (d < 0))) --q;
      return Dim(q);
    }
  }
  // A divisor of one term that divides every term of the dividend (its
  // coefficient and its atoms) cancels, which keeps the canonical polynomial
  // form: (2*N + 4)/2 is N + 2, (B*T*d)/d is B*T, (6*N*M + 3*N)/(3*N) is
  // 2*M + 1. The quotient is exact, so it is also the floor.
  if (Terms tb = b.terms(); tb.size() == 1 && tb.begin()->second != 0) {
    const auto& [mb, cb] = *tb.begin();
    Terms q;
    bool exact = true;
    for (const auto& [ma, ca] : a.terms()) {
      if (ca % cb != 0) {
        exact = false;
        break;
      }
      Monomial rest;
      size_t j = 0;
      for (const Atom& atom : ma) {
        if (j < mb.size() && atom == mb[j]) ++j;
        else rest.push_back(atom);
      }
      if (j != mb.size()) {
        exact = false;
        break;
      }
      q[rest] = ca / cb;
    }
    if (exact) return from_terms(std::move(q));
  }
  // A constant divisor c of every symbolic term's coefficient: those terms
  // divide exactly to an integer, so floor((c*q + r)/c) = q + floor(r/c) for
  // the constant r: (2*d + 1)/2 is d, the size of x[::2] on an axis of 2*d + 1.
  if (b.is_constant() && b.value() > 0) {
    const int64_t c = b.value();
    Terms q;
    int64_t r = 0;
    bool exact = true;
    for (const auto& [ma, ca] : a.terms()) {
      if (ma.empty()) r = ca;
      else if (ca % c != 0) exact = false;
      else q[ma] = ca / c;
    }
    if (exact) {
      int64_t fr = r / c;
      if (r % c != 0 && r < 0) --fr;
      if (fr != 0) q[Monomial{}] = fr;
      return from_terms(std::move(q));
    }
  }
  std::string key = "(" + a.str() + ")/(" + b.str() + ")";
  if (b.is_constant() || b.is_symbol()) key = "(" + a.str() + ")/" + b.str();
  return from_atom(Atom{key, std::make_shared<const std::pair<Dim, Dim>>(a, b)});
}

Dim Dim::substitute(const std::map<std::string, Dim>& bindings) const {
  if (!terms_) return *this;
  Dim r(int64_t{0});
  for (const auto& [m, c] : *terms_) {
    Dim term(c);
    for (const Atom& a : m) {
      if (a.division) {
        auto q = floordiv(a.division->first.substitute(bindings), a.division->second.substitute(bindings));
        term = term * (q ? *q : from_atom(a));
      } else {
        auto it = bindings.find(a.key);
        term = term * (it != bindings.end() ? it->second : from_atom(a));
      }
    }
    r = r + term;
  }
  return r;
}

bool Dim::has_division() const {
  if (!terms_) return false;
  for (const auto& [m, c] : *terms_)
    for (const Atom& a : m)
      if (a.division) return true;
  return false;
}

std::vector<std::string> Dim::symbols() const {
  std::vector<std::string> out;
  if (!terms_) return out;
  for (const auto& [m, c] : *terms_)
    for (const Atom& a : m) {
      if (a.division) {
        for (const Dim* d : {&a.division->first, &a.division->second})
          for (auto& s : d->symbols()) out.push_back(s);
      } else {
        out.push_back(a.key);
      }
    }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

// ---- Placement / TensorType -------------------------------------------

std::string Placement::str() const {
  auto list = [&] {
    std::string s;
    for (size_t i = 0; i < devices.size(); ++i) s += (i ? ", " : "") + devices[i];
    return s;
  };
  switch (kind) {
    case Kind::Single: return devices.empty() ? "?" : devices[0];
    case Kind::Var: return "?" + (devices.empty() ? std::string() : devices[0]);
    case Kind::Replicated: return "replicated(" + list() + ")";
    case Kind::Split: return "split(" + std::to_string(split_axis) + "; " + list() + ")";
  }
  return "?";
}

std::string TensorType::shape_str() const {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + shape[i].str();
  return s + "]";
}

std::string TensorType::str() const { return std::string(dtype_name(dtype)) + shape_str() + " @ " + device.str(); }

}  // namespace netc::ir
