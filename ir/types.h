// The types of the typed IR: TensorType{dtype, shape, placement}. The device is
// part of the type, so an operation whose operands disagree on it does not
// type-check.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/dtype.h"

namespace netc::ir {

// The one DType of every layer (base/dtype.h), by its IR names.
using netc::DType;
using netc::dtype_name;
using netc::dtype_size;
using netc::is_float;
using netc::is_half;
using netc::product_dtype;
using netc::is_int;
using netc::parse_dtype;

// The largest dimension and element count netc accepts (declared, bound by
// --dim or by a batch): beyond it no device could hold the tensor, and the
// arithmetic on sizes would overflow.
inline constexpr int64_t kMaxDim = int64_t{1} << 40;

// A dimension: a non-negative integer, a named size (N, B, or a model's int
// parameter while its body is checked generically) or arithmetic on those.
// Dims are kept in a canonical form (a sum of products with integer
// coefficients; a division that does not fold is an opaque term), so two dims
// are equal exactly when they print the same.
class Dim {
 public:
  Dim() : Dim(int64_t{0}) {}
  Dim(int64_t value) : constant_(value) {}  // NOLINT: implicit from literals on purpose
  static Dim symbol(const std::string& name);

  bool is_constant() const;
  int64_t value() const;   // only when is_constant()
  bool is_symbol() const;  // a single named dim
  const std::string& symbol_name() const;
  std::string str() const;

  friend Dim operator+(const Dim& a, const Dim& b);
  friend Dim operator-(const Dim& a, const Dim& b);
  friend Dim operator*(const Dim& a, const Dim& b);
  // Whether a op b ('+', '-' or '*') overflows 64 bits in a coefficient:
  // the operators wrap, so a compiler that takes sizes from users asks first.
  static bool overflows(char op, const Dim& a, const Dim& b);
  // Floor division; nullopt when the divisor is the constant 0.
  static std::optional<Dim> floordiv(const Dim& a, const Dim& b);
  friend bool operator==(const Dim& a, const Dim& b) {
    if (!a.terms_ || !b.terms_) return !a.terms_ && !b.terms_ && a.constant_ == b.constant_;
    return a.terms_ == b.terms_ || *a.terms_ == *b.terms_;
  }
  friend bool operator!=(const Dim& a, const Dim& b) { return !(a == b); }

  // Replaces named dims by their bindings (folding what becomes constant).
  Dim substitute(const std::map<std::string, Dim>& bindings) const;
  // The named dims this one mentions.
  std::vector<std::string> symbols() const;
  // Whether a term holds a division that did not fold ((d)/heads): such a
  // dim may equal another that prints differently (heads * ((d)/heads) is d
  // exactly when heads divides d).
  bool has_division() const;

 private:
  // A term is a coefficient times a product of atoms. An atom is a symbol
  // name, or a division "(a)/(b)" kept with its operands for substitution.
  struct Atom {
    std::string key;  // canonical text; orders and compares atoms
    std::shared_ptr<const std::pair<Dim, Dim>> division;  // set for divisions
    bool operator<(const Atom& o) const { return key < o.key; }
    bool operator==(const Atom& o) const { return key == o.key; }
  };
  using Monomial = std::vector<Atom>;  // sorted
  using Terms = std::map<Monomial, int64_t>;  // no zero coefficients
  // Constants, by far the most common dims, are a plain integer; symbolic
  // dims share an immutable term map, so copying any Dim allocates nothing.
  int64_t constant_ = 0;                // the value when terms_ is null
  std::shared_ptr<const Terms> terms_;  // null for a constant; never constant-only

  Terms terms() const;                  // the canonical terms, constants included
  static Dim from_terms(Terms t);       // canonicalises a constant-only map
  static Dim from_atom(Atom a);
};

// Where a value lives. Single is the ordinary case. Var is a device not known
// yet (the device of a model being checked generically, or of a function's
// arguments); the verifier rejects it in emitted IR. Replicated and Split leave
// room for data parallelism: the same value on several devices, or the batch
// split along an axis over several devices.
struct Placement {
  enum class Kind : uint8_t { Single, Var, Replicated, Split } kind = Kind::Single;
  std::vector<std::string> devices;  // declared names; Var: one name for the variable
  int split_axis = 0;

  static Placement single(std::string device) { return {Kind::Single, {std::move(device)}, 0}; }
  static Placement var(std::string name) { return {Kind::Var, {std::move(name)}, 0}; }
  // On a device set: the same value on every replica, or each replica's
  // share of it along `axis` (data parallelism: the batch split over them).
  static Placement replicated(std::string set) { return {Kind::Replicated, {std::move(set)}, 0}; }
  static Placement split(int axis, std::string set) { return {Kind::Split, {std::move(set)}, axis}; }
  bool on_set() const { return kind == Kind::Replicated || kind == Kind::Split; }
  bool is_split() const { return kind == Kind::Split; }
  // Where the value lives, whatever its split: replicated(set) for a value
  // on a set, itself otherwise. Two operands may meet when their homes do.
  Placement home() const { return on_set() ? replicated(devices.empty() ? "" : devices[0]) : *this; }
  bool operator==(const Placement& o) const {
    return kind == o.kind && devices == o.devices && split_axis == o.split_axis;
  }
  bool operator!=(const Placement& o) const { return !(*this == o); }
  std::string str() const;  // gpu, ?model, replicated(a, b), split(0; a, b)
};

struct TensorType {
  DType dtype = DType::F32;
  std::vector<Dim> shape;
  Placement device;

  size_t rank() const { return shape.size(); }
  bool operator==(const TensorType& o) const { return dtype == o.dtype && shape == o.shape && device == o.device; }
  bool operator!=(const TensorType& o) const { return !(*this == o); }
  std::string shape_str() const;  // [N, 784]
  std::string str() const;        // f32[N, 784] @ gpu
};

}  // namespace netc::ir
