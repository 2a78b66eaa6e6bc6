// Indexing, slicing, concatenation and splitting: `x[:, 0, :]`, `x[..., :d]`,
// `parts[1]`, `concat`, `stack`, `split`. Each lowers to the IR's `slice`
// (rank kept; a position is a slice of one element whose axis a `reshape`
// then drops) and `concat`.
//
// Bounds are checked here, where they can be located; ir::infer_type checks
// them again where sizes are known. On an axis whose size is bound only when
// the program runs (the batch, a length named by a signature) a position
// counts from the front or, negative, from the end, and the backends check
// that it fits when the size is bound (codegen::make_plan). In a generic
// body (a model's int parameters unknown) what cannot be decided is left to
// each instance, which is checked with its sizes.
#include "frontend/check/checker.h"
#include "ir/infer.h"

namespace netc::check {

using ir::Dim;
using ir::Op;
using ir::TensorType;
using K = Val::Kind;
using IK = ast::IndexItem::Kind;

namespace {

bool is_const(const Dim& d, int64_t v) { return d.is_constant() && d.value() == v; }

}  // namespace

Val Checker::slice_axes(const Val& x, const std::vector<AxisSlice>& axes, const ast::Expr& at, const std::string& what) {
  const bool generic = generic_body();
  std::vector<int64_t> starts, steps;
  TensorType sliced = x.type, kept = x.type;
  kept.shape.clear();
  bool whole = true, drops = false;
  for (size_t k = 0; k < axes.size(); ++k) {
    const AxisSlice& a = axes[k];
    const Dim& n = x.type.shape[k];
    // The IR's start: a number, or a negative one counted from the end of
    // an axis whose size is bound at run time (`x[:, -1]` of [B, T, d]).
    std::optional<int64_t> start;
    if (a.start.is_constant()) start = a.start.value();
    else if (Dim back = a.start - n; back.is_constant() && back.value() < 0) start = back.value();
    else if (generic) start = 0;  // a model's int parameter: each instance knows it
    if (!start) {
      Diagnostic& d = error(DiagKind::InvalidArgument, a.range.valid() ? a.range : at.range,
                            what + " starts axis " + std::to_string(k) + " at `" + a.start.str() +
                                "`, which is neither a number nor counted from the end of the axis");
      d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
      return Val::error(at.range);
    }
    whole = whole && is_const(a.start, 0) && a.step == 1 && a.count == n;
    drops = drops || a.drop;
    starts.push_back(*start);
    steps.push_back(a.step);
    sliced.shape[k] = a.count;
    if (!a.drop) kept.shape.push_back(a.count);
  }
  if (whole && !drops) return x;
  Val v = x;
  if (!whole) v = emit(Op::Slice, {x}, {{"starts", starts}, {"steps", steps}}, at, &sliced, what);
  if (drops && !v.is_error()) v = emit(Op::Reshape, {v}, {}, at, &kept, what);
  return v;
}

// pad(x, pads, value = 0.0) as torch.nn.functional.pad's constant mode:
// `pads` gives (before, after) for the last axis, then the one before it,
// and so on. x lands in the padded tensor where `slice` with those starts
// would read it: slice's gradient op, whose own gradient is the slice.
// Another value fills the border by a mask of where x landed, exactly.
Val Checker::pad(Builtin& bc) {
  const ast::Expr& call = bc.call;
  const std::string what = "`pad`";
  double value = 0;
  if (!bc.want("x", K::Tensor) | !bc.want("pads", K::List) | !bc.want_number("value", 0, &value))
    return Val::error(call.range);
  const Val& x = *bc.arg("x");
  const Val& pads = *bc.arg("pads");
  const size_t rank = x.type.rank();
  if (!ir::is_float(x.type.dtype)) {
    error(DiagKind::DTypeMismatch, x.range,
          "`pad` pads floating-point tensors; `" + text(x.range) + "` is `" + type_text(x.type) + "`");
    return Val::error(call.range);
  }
  if (pads.elems.size() % 2 != 0 || pads.elems.size() > 2 * rank) {
    error(DiagKind::InvalidArgument, pads.range,
          "`pad` takes a (before, after) pair for each of up to " + std::to_string(rank) + " last axes of `" +
              text(x.range) + "`, not " + std::to_string(pads.elems.size()) + " numbers")
        .help = "pad the last axis by 1 on each side with `pad(x, [1, 1])`, the last two with `pad(x, [1, 1, 1, 1])`";
    return Val::error(call.range);
  }
  TensorType padded = x.type;
  std::vector<int64_t> starts(rank, 0), steps(rank, 1);
  bool any = false;
  for (size_t i = 0; i < pads.elems.size(); ++i) {
    const Val& p = pads.elems[i];
    if (p.kind != K::Int || !p.dim.is_constant() || p.dim.value() < 0 || p.dim.value() > ir::kMaxDim) {
      Diagnostic& d = error(DiagKind::InvalidArgument, p.range,
                            "a padding must be a number of at least 0, not " +
                                (p.kind == K::Int ? "`" + p.dim.str() + "`" : std::string(kind_name(p.kind))));
      if (p.kind == K::Int && p.dim.is_constant() && p.dim.value() < 0)
        d.help = "to cut an axis, slice it: `x[:, 1:-1]`";
      return Val::error(call.range);
    }
    const size_t axis = rank - 1 - i / 2;
    padded.shape[axis] = padded.shape[axis] + p.dim;
    if (i % 2 == 0) starts[axis] = p.dim.value();
    any = any || p.dim.value() > 0;
  }
  if (!any) return x;
  const ir::Attrs at = {{"starts", starts}, {"steps", steps}};
  Val v = emit(Op::SliceGrad, {x}, at, call, &padded, what);
  if (value == 0 || v.is_error()) return v;
  TensorType ones_type = x.type, scalar{x.type.dtype, {}, x.type.device};
  Val inside = emit(Op::SliceGrad, {emit(Op::Ones, {}, {}, call, &ones_type, what)}, at, call, &padded, what);
  Val half = emit(Op::Constant, {}, {{"value", 0.5}}, call, &scalar, what);
  Val fill = emit(Op::Constant, {}, {{"value", value}}, call, &scalar, what);
  return emit(Op::Where, {emit(Op::Gt, {inside, half}, {}, call, nullptr, what), v, fill}, {}, call, nullptr, what);
}

// flip(x, axis) and roll(x, shift, axis), as torch.flip and torch.roll
// along one axis. flip reads the positions n - 1 - i (index_select's op,
// n counted when the program runs where it is a size); roll is the axis's
// last `shift` elements and then the rest, two slices joined (a negative
// shift: the first -shift elements go last).
Val Checker::flip_roll(Builtin& bc) {
  const std::string& name = bc.name;
  const ast::Expr& call = bc.call;
  const std::string what = "`" + name + "`";
  const bool roll = name == "roll";
  if (!bc.want("x", K::Tensor) | !bc.want("axis", K::Int) | (roll && !bc.want("shift", K::Int)))
    return Val::error(call.range);
  const Val& x = *bc.arg("x");
  const int64_t rank = static_cast<int64_t>(x.type.rank());
  auto known_axis = axis_of(*bc.arg("axis"), x.type);
  if (!known_axis) return Val::error(call.range);
  const int64_t axis = *known_axis;
  const auto a = static_cast<size_t>(axis);
  const Dim n = x.type.shape[a];
  const ir::Placement at = x.type.device.is_split() ? x.type.device.home() : x.type.device;
  if (!roll) {
    TensorType positions{ir::DType::I64, {n}, at}, scalar{ir::DType::I64, {}, at};
    Val o = emit(Op::Arange, {}, {{"start", int64_t{0}}, {"step", int64_t{1}}}, call, &positions, what);
    std::optional<Val> last = n.is_constant()
                                  ? emit(Op::Constant, {}, {{"value", static_cast<double>(n.value() - 1)}}, call, &scalar, what)
                                  : size_value(n - Dim(int64_t{1}), scalar, call, call.range, x.origin);
    if (!last) {
      error(DiagKind::InvalidArgument, x.range,
            "`flip` cannot count axis " + std::to_string(axis) + " of `" + type_text(x.type) + "` when the program runs");
      return Val::error(call.range);
    }
    return select_along(x, axis, emit(Op::Sub, {*last, o}, {}, call, nullptr, what), call, what);
  }
  const Val& shift_val = *bc.arg("shift");
  if (!shift_val.dim.is_constant()) {
    if (generic_body()) return x;  // a model's argument: each instance has a number
    error(DiagKind::InvalidArgument, shift_val.range, "the shift of `roll` must be a number, not `" + shift_val.dim.str() + "`");
    return Val::error(call.range);
  }
  int64_t shift = shift_val.dim.value();
  if (n.is_constant() && n.value() > 0) shift = ((shift % n.value()) + n.value()) % n.value();
  if (shift == 0) return x;
  // first: from `start` (negative: from the end), `count` long; then the rest from 0.
  const int64_t k = shift > 0 ? shift : -shift;
  const Dim rest = n - Dim(k);
  auto part = [&](int64_t start, const Dim& count) {
    std::vector<int64_t> starts(static_cast<size_t>(rank), 0), steps(static_cast<size_t>(rank), 1);
    starts[a] = start;
    TensorType t = x.type;
    t.shape[a] = count;
    return emit(Op::Slice, {x}, {{"starts", starts}, {"steps", steps}}, call, &t, what);
  };
  std::vector<Val> parts = shift > 0 ? std::vector<Val>{part(-k, Dim(k)), part(0, rest)}
                                     : std::vector<Val>{part(k, rest), part(0, Dim(k))};
  for (const Val& p : parts)
    if (p.is_error()) return Val::error(call.range);
  return emit(Op::Concat, parts, {{"axis", axis}}, call, nullptr, what);
}

Val Checker::eval_index(const ast::Expr& e, Scope& scope, Context& ctx) {
  if (auto step = scan_index(e, scope, ctx)) return *step;  // x[:, t] in a loop: a scanned sequence (loop.cc)
  Val base = eval(*e.lhs, scope, ctx);
  // The parts of the index, as integers.
  bool ok = !base.is_error();
  auto integer = [&](const ast::ExprPtr& p) -> std::optional<Dim> {
    if (!p) return std::nullopt;
    Val v = eval(*p, scope, ctx);
    if (v.is_error()) {
      ok = false;
      return std::nullopt;
    }
    if (v.kind != K::Int) {
      Diagnostic& d = error(DiagKind::WrongKindOfValue, p->range, std::string("an index must be an integer, not ") + kind_name(v.kind));
      if (v.kind == K::Tensor) d.help = "to pick elements by a tensor of indices, use `gather(x, index)` or `take(table, index)`";
      ok = false;
      return std::nullopt;
    }
    return v.dim;
  };
  std::vector<IndexPart> parts;
  for (const ast::IndexItem& i : e.index) parts.push_back({&i, integer(i.start), integer(i.stop), integer(i.step)});
  if (!ok) return Val::error(e.range);

  if (base.kind == K::List) return index_list(base, parts, e);
  if (base.kind == K::Model && base.model->sequence) return index_layers(base, parts, e);  // one of repeat's layers
  if (base.kind != K::Tensor) {
    error(DiagKind::WrongKindOfValue, e.range, std::string("only tensors and lists can be indexed, not ") + kind_name(base.kind));
    return Val::error(e.range);
  }
  return index_tensor(base, parts, e);
}

Val Checker::index_list(const Val& list, const std::vector<IndexPart>& parts, const ast::Expr& e) {
  if (parts.size() != 1 || parts[0].item->kind != IK::Point) {
    error(DiagKind::InvalidArgument, e.range, "a list takes one position, like `parts[0]`");
    return Val::error(e.range);
  }
  const Dim& i = *parts[0].start;
  const int64_t n = static_cast<int64_t>(list.elems.size());
  if (!i.is_constant()) {
    error(DiagKind::InvalidArgument, parts[0].item->range, "a position in a list must be a number, not `" + i.str() + "`");
    return Val::error(e.range);
  }
  int64_t at = i.value() < 0 ? i.value() + n : i.value();
  if (at < 0 || at >= n) {
    error(DiagKind::IndexOutOfRange, parts[0].item->range,
          "position " + std::to_string(i.value()) + " is outside a list of " + std::to_string(n) + " elements")
        .notes.push_back({list.range, q(text(list.range)) + " has " + std::to_string(n) + " elements"});
    return Val::error(e.range);
  }
  Val v = list.elems[static_cast<size_t>(at)];
  v.range = e.range;
  return v;
}

Val Checker::index_layers(const Val& layers, const std::vector<IndexPart>& parts, const ast::Expr& e) {
  if (parts.size() != 1 || parts[0].item->kind != IK::Point || !parts[0].start->is_constant()) {
    error(DiagKind::InvalidArgument, e.range, "a repeated layer takes one position, a number: `" + text(e.lhs->range) + "[0]`");
    return Val::error(e.range);
  }
  const int64_t n = static_cast<int64_t>(layers.model->layers.size()), i = parts[0].start->value();
  const int64_t at = layers.model->count_unknown ? 0 : i < 0 ? i + n : i;  // one layer stands for all
  if (at < 0 || at >= n) {
    error(DiagKind::IndexOutOfRange, parts[0].item->range,
          "position " + std::to_string(i) + " is outside the " + std::to_string(n) + " layers of " + q(text(e.lhs->range)));
    return Val::error(e.range);
  }
  Val v = layers;
  v.model = layers.model->layers[static_cast<size_t>(at)].second;
  v.range = e.range;
  return v;
}

Val Checker::index_tensor(const Val& x, const std::vector<IndexPart>& parts, const ast::Expr& e) {
  // `...` stands for the axes the other parts do not name.
  const size_t rank = x.type.rank();
  size_t named = 0, ellipses = 0;
  for (const IndexPart& p : parts) (p.item->kind == IK::Ellipsis ? ellipses : named)++;
  if (ellipses > 1) {
    error(DiagKind::InvalidArgument, e.range, "an index has at most one `...`");
    return Val::error(e.range);
  }
  if (named > rank) {
    Diagnostic& d = error(DiagKind::RankMismatch, e.range,
                          "the index names " + std::to_string(named) + " axes, but " + q(text(e.lhs->range)) + " has " +
                              std::to_string(rank));
    d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
    return Val::error(e.range);
  }
  std::vector<const IndexPart*> per_axis;
  for (const IndexPart& p : parts) {
    if (p.item->kind == IK::Ellipsis) per_axis.insert(per_axis.end(), rank - named, nullptr);
    else per_axis.push_back(&p);
  }
  per_axis.resize(rank, nullptr);  // axes after the last part are taken whole

  std::vector<AxisSlice> axes;
  for (size_t k = 0; k < rank; ++k) {
    const Dim& n = x.type.shape[k];
    const IndexPart* p = per_axis[k];
    AxisSlice a{Dim(int64_t{0}), n, 1, false, p ? p->item->range : SourceRange{}};
    auto out_of_range = [&](const std::string& what) {
      Diagnostic& d = error(DiagKind::IndexOutOfRange, p->item->range,
                            what + " is outside axis " + std::to_string(k) + " of " + q(text(e.lhs->range)) + ", of size " +
                                n.str());
      d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
      return Val::error(e.range);
    };
    // A negative position counts from the end, as in Python.
    auto from_end = [&](const Dim& i) { return i.is_constant() && i.value() < 0 ? n + i : i; };
    if (p && p->item->kind == IK::Point) {
      Dim i = from_end(*p->start);
      if (i.is_constant() && n.is_constant() && (i.value() < 0 || i.value() >= n.value()))
        return out_of_range("position " + p->start->str());
      a.start = i;
      a.count = Dim(int64_t{1});
      a.drop = true;
    } else if (p && p->item->kind == IK::Range) {
      if (p->step && (!p->step->is_constant() || p->step->value() < 1)) {
        error(DiagKind::InvalidArgument, p->item->step->range,
              "a slice's step must be a positive number, not `" + p->step->str() + "`")
            .help = "a step is 1 or more: netc slices forwards only";
        return Val::error(e.range);
      }
      int64_t step = p->step ? p->step->value() : 1;
      Dim start = p->start ? from_end(*p->start) : Dim(int64_t{0});
      Dim stop = p->stop ? from_end(*p->stop) : n;
      std::string written = (p->start ? p->start->str() : "") + ":" + (p->stop ? p->stop->str() : "");
      if (n.is_constant()) {
        if ((start.is_constant() && (start.value() < 0 || start.value() > n.value())) ||
            (stop.is_constant() && (stop.value() < 0 || stop.value() > n.value())))
          return out_of_range("the slice " + written);
      }
      if (start.is_constant() && stop.is_constant() && start.value() >= stop.value()) {
        Diagnostic& d = error(DiagKind::IndexOutOfRange, p->item->range,
                              "the slice " + written + " of axis " + std::to_string(k) + " selects no elements");
        d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
        return Val::error(e.range);
      }
      a.start = start;
      a.step = step;
      a.count = step == 1 ? stop - start : *Dim::floordiv(stop - start + Dim(step - 1), Dim(step));
    }
    axes.push_back(a);
  }
  Val v = slice_axes(x, axes, e, "the index");
  if (!v.is_error()) v.range = e.range;
  return v;
}

Val Checker::eval_join_split(const std::string& name, const ast::Expr& call, std::map<std::string, Val>& args) {
  auto arg = [&](const std::string& n) -> const Val* {
    auto it = args.find(n);
    return it == args.end() ? nullptr : &it->second;
  };
  auto integer = [&](const std::string& n, int64_t dflt, int64_t* out) {
    const Val* v = arg(n);
    *out = dflt;
    if (!v) return true;
    if (v->kind != K::Int || !v->dim.is_constant()) {
      error(DiagKind::InvalidArgument, v->range, "`" + n + "` of `" + name + "` must be a number, not " +
                                                     (v->kind == K::Int ? q(v->dim.str()) : std::string(kind_name(v->kind))));
      return false;
    }
    *out = v->dim.value();
    return true;
  };
  int64_t axis = 0;
  if (!integer("axis", 0, &axis)) return Val::error(call.range);

  if (name == "concat" || name == "stack") return eval_join(name, call, *arg("xs"), axis, arg("axis"));
  return eval_split(call, *arg("x"), *arg("parts"), axis, arg("axis"));
}

Val Checker::eval_join(const std::string& name, const ast::Expr& call, const Val& xs, int64_t axis, const Val* axis_arg) {
  if (xs.kind != K::List) {
    Diagnostic& d = error(DiagKind::WrongKindOfValue, xs.range, "`" + name + "` takes a list of tensors, not " +
                                                                     std::string(kind_name(xs.kind)));
    d.help = "write `" + name + "([a, b], axis = " + std::to_string(axis) + ")`";
    return Val::error(call.range);
  }
  if (xs.elems.empty()) {
    error(DiagKind::InvalidArgument, xs.range, "`" + name + "` needs at least one tensor");
    return Val::error(call.range);
  }
  for (const Val& x : xs.elems)
    if (x.kind != K::Tensor) {
      error(DiagKind::WrongKindOfValue, x.range, "`" + name + "` joins tensors, but this is " + std::string(kind_name(x.kind)));
      return Val::error(call.range);
    }
  std::vector<Val> operands = xs.elems;
  const int64_t rank = static_cast<int64_t>(operands[0].type.rank()) + (name == "stack" ? 1 : 0);
  if (axis < -rank || axis >= rank) {  // no `axis` given: scalars, which concat cannot join
    Diagnostic& d = error(DiagKind::InvalidArgument, axis_arg ? axis_arg->range : call.range,
                          "axis " + std::to_string(axis) + " is out of range for " +
                              (name == "stack" ? "stacking tensors of rank " : "tensors of rank ") +
                              std::to_string(operands[0].type.rank()));
    if (rank == 0) d.help = "scalars have no axis to join along: `stack([...])` makes a vector of them";
    return Val::error(call.range);
  }
  if (axis < 0) axis += rank;
  if (name == "stack") {  // each gets an axis of one element, then they are concatenated along it
    for (Val& x : operands) {
      if (x.type.rank() + 1 != static_cast<size_t>(rank)) break;  // concat reports the rank mismatch
      TensorType t = x.type;
      t.shape.insert(t.shape.begin() + axis, Dim(int64_t{1}));
      Val r = emit(Op::Reshape, {x}, {}, call, &t, "`stack`");
      r.range = x.range;
      r.origin = x.origin;
      r.transfer_call = x.transfer_call, r.transfer_source = x.transfer_source, r.transfer_from = x.transfer_from;
      x = r;
    }
  }
  if (operands.size() == 1) return operands[0];
  return emit(Op::Concat, operands, {{"axis", axis}}, call, nullptr, "`" + name + "`");
}

Val Checker::eval_split(const ast::Expr& call, const Val& x, const Val& parts, int64_t axis, const Val* axis_arg) {
  if (x.kind != K::Tensor) {
    error(DiagKind::WrongKindOfValue, x.range, std::string("argument `x` of `split` must be a tensor, not ") + kind_name(x.kind));
    return Val::error(call.range);
  }
  const int64_t rank = static_cast<int64_t>(x.type.rank());
  if (axis < -rank || axis >= rank) {
    error(DiagKind::InvalidArgument, axis_arg ? axis_arg->range : call.range,
          "axis " + std::to_string(axis) + " is out of range for " + q(text(x.range)) + ", of rank " + std::to_string(rank));
    return Val::error(call.range);
  }
  if (axis < 0) axis += rank;
  const Dim n = x.type.shape[static_cast<size_t>(axis)];
  std::vector<Dim> sizes;
  const bool generic = generic_body();
  auto does_not_divide = [&](const std::string& why) {
    Diagnostic& d = error(DiagKind::IndexOutOfRange, parts.range, why);
    d.notes.push_back({x.range, q(text(x.range)) + " is `" + type_text(x.type) + "`"});
    return Val::error(call.range);
  };
  if (parts.kind == K::Int) {
    if (parts.dim.is_constant() && parts.dim.value() < 1) {
      error(DiagKind::InvalidArgument, parts.range, "`split` needs at least one part, not " + parts.dim.str());
      return Val::error(call.range);
    }
    if (!parts.dim.is_constant()) {
      error(DiagKind::InvalidArgument, parts.range, "the number of parts of `split` must be a number, not `" + parts.dim.str() +
                                                        "`: the results are named one by one");
      return Val::error(call.range);
    }
    auto each = Dim::floordiv(n, parts.dim);
    if (!each || *each * parts.dim != n) {
      if (!generic || (n.is_constant() && parts.dim.is_constant()))
        return does_not_divide("`split` cannot cut axis " + std::to_string(axis) + " of size " + n.str() + " into " +
                               parts.dim.str() + " equal parts");
    }
    if (parts.dim.value() > kMaxCount) {  // before a part is made for each
      error(DiagKind::InvalidArgument, parts.range,
            "`split` makes at most " + std::to_string(kMaxCount) + " parts, not " + parts.dim.str())
          .help = "to cut an axis into many equal pieces, `reshape` it: `reshape(x, [..., parts, size])`";
      return Val::error(call.range);
    }
    sizes.assign(static_cast<size_t>(parts.dim.value()), *each);
  } else if (parts.kind == K::List) {
    Dim total(int64_t{0});
    for (const Val& s : parts.elems) {
      if (s.kind != K::Int || (s.dim.is_constant() && s.dim.value() < 1)) {
        error(DiagKind::InvalidArgument, s.range, "a part's size must be a positive integer");
        return Val::error(call.range);
      }
      sizes.push_back(s.dim);
      total = total + s.dim;
    }
    if (sizes.empty()) {
      error(DiagKind::InvalidArgument, parts.range, "`split` needs at least one part");
      return Val::error(call.range);
    }
    if (total != n && (!generic || (total.is_constant() && n.is_constant())))
      return does_not_divide("the parts add up to " + total.str() + ", but axis " + std::to_string(axis) + " has size " + n.str());
  } else {
    error(DiagKind::WrongKindOfValue, parts.range,
          std::string("`parts` of `split` is a number of equal parts or a list of sizes, not ") + kind_name(parts.kind));
    return Val::error(call.range);
  }
  Val out;
  out.kind = K::List;
  out.range = call.range;
  Dim start(int64_t{0});
  for (const Dim& size : sizes) {
    std::vector<AxisSlice> axes;
    for (int64_t k = 0; k < rank; ++k)
      axes.push_back(k == axis ? AxisSlice{start, size, 1, false, parts.range}
                               : AxisSlice{Dim(int64_t{0}), x.type.shape[static_cast<size_t>(k)], 1, false, {}});
    Val part = slice_axes(x, axes, call, "`split`");
    if (part.is_error()) return Val::error(call.range);
    part.range = call.range;
    out.elems.push_back(part);
    start = start + size;
  }
  return out;
}

}  // namespace netc::check
