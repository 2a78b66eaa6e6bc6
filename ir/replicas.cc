// Which results of a data-parallel step are means, sums or the same on every
// replica (replicas.h), by one forward pass over the step.
#include "ir/replicas.h"

#include <set>

#include "ir/dims.h"
#include "ir/infer.h"

namespace netc::ir {
namespace {

// Per value: Local (differs per replica: a share of the batch), Same, Mean,
// Sum, or Mixed (neither: not separable).
enum class Form { Same, Local, Mean, Sum, Mixed };

bool linear(Form f) { return f == Form::Mean || f == Form::Sum; }

}  // namespace

std::variant<ReplicaPlan, NonSeparable> plan_replicas(const Function& step) {
  std::vector<Form> form(step.values.size(), Form::Same);
  std::vector<ValueId> origin(step.values.size(), 0);  // where a Mixed value became so
  auto is_split = [&](ValueId v) { return step.type_of(v).device.is_split(); };
  // Whether a value holds examples of the batch: split over the set, or,
  // on one device before it is moved there, with the batch dim `B` first.
  const std::set<std::string> batch = batch_dims(step);  // `B`: the leading dim of the batch's fields
  auto per_example = [&](ValueId v) {
    const TensorType& t = step.type_of(v);
    return t.device.is_split() || (t.rank() > 0 && t.shape[0].is_symbol() && batch.count(t.shape[0].symbol_name()));
  };
  // The step's inputs are the batch's fields: each replica reads its share.
  for (ValueId p : step.params) form[p] = Form::Local;
  for (const Inst& i : step.body) {
    Form out = Form::Same;
    ValueId from = i.result;
    bool any_local = false, any_mixed = false;
    std::vector<Form> in;
    for (ValueId o : i.operands) {
      in.push_back(form[o]);
      any_local = any_local || form[o] == Form::Local;
      if (form[o] == Form::Mixed && !any_mixed) {
        any_mixed = true;
        from = origin[o];
      }
    }
    if (i.op == Op::ReplicaMean) {
      // The whole batch's mean on every replica, from the replicas' means
      // weighted by their shares: exact for a mean over the batch (and for
      // what is the same on every replica), for nothing else.
      Form f = form[i.operands[0]];
      if (f != Form::Mean && f != Form::Same) {
        NonSeparable ns{i.result, "", ""};
        ns.message = "`replica_mean` of a value that is not a mean over the batch: the replicas' means of their "
                     "shares' values are not the whole batch's";
        ns.help = "average a mean over the batch axis, as `BatchNorm(c, sync = true)` does: "
                  "`replica_mean(mean(x, axes = [0, 2, 3], keepdims = true))`";
        return ns;
      }
      form[i.result] = Form::Same;
      origin[i.result] = i.result;
      continue;
    }
    if (is_split(i.result) || (any_local && per_example(i.result))) {
      out = Form::Local;  // per example; a batch statistic used per example stays the replica's own
    } else if (any_mixed) {
      out = Form::Mixed;
    } else if (any_local) {
      // A reduction over the split axis: the global mean or sum.
      out = i.op == Op::Mean ? Form::Mean : i.op == Op::Sum ? Form::Sum : Form::Mixed;
    } else {
      Form lin = Form::Same;
      int n_lin = 0;
      for (Form f : in)
        if (linear(f)) {
          lin = f;
          ++n_lin;
        }
      if (n_lin == 0) {
        out = Form::Same;
      } else {
        bool ok = false;
        switch (i.op) {
          case Op::Neg: case Op::Cast: case Op::To: case Op::Reshape: case Op::Transpose: case Op::Slice:
          case Op::Mean: case Op::Sum: case Op::Concat:
            ok = true;
            for (Form f : in) ok = ok && (f == lin || f == Form::Same);
            if (i.op == Op::Concat) ok = ok && n_lin == static_cast<int>(in.size());
            break;
          case Op::Add: case Op::Sub:
            // mean + c is still a weighted mean (the weights add up to 1); a sum is not.
            ok = (in[0] == in[1]) || (lin == Form::Mean && (in[0] == Form::Same || in[1] == Form::Same));
            break;
          case Op::Mul:
            ok = n_lin == 1;
            break;
          case Op::Div:
            ok = linear(in[0]) && in[1] == Form::Same;
            break;
          default: break;
        }
        out = ok ? lin : Form::Mixed;
      }
    }
    form[i.result] = out;
    origin[i.result] = out == Form::Mixed ? from : i.result;
  }
  ReplicaPlan plan;
  for (ValueId r : step.results) {
    Form f = form[r];
    if (f == Form::Mixed || f == Form::Local) {
      ValueId at = f == Form::Mixed ? origin[r] : r;
      const Inst* bad = nullptr;
      for (const Inst& i : step.body)
        if (i.result == at) bad = &i;
      std::string op = bad ? std::string(op_name(bad->op)) : "this";
      bool over_batch = false;
      if (bad)
        for (ValueId o : bad->operands) over_batch = over_batch || form[o] == Form::Local;
      NonSeparable ns{at, "", ""};
      ns.message = over_batch ? "`" + op + "` over a batch split across replicas: the replicas' results on their "
                                "shares do not combine into the one-device value"
                              : "`" + op + "` of a mean or sum over the batch: the replicas' results on their "
                                "shares do not combine into the one-device value";
      ns.help = over_batch ? "reduce over the batch with `mean` or `sum`, which the replicas combine exactly"
                           : "make the result a mean (or sum) over the batch of per-example values, taking the mean "
                             "last: `mean(log(p))`, not `log(mean(p))`";
      return ns;
    }
    plan.results.push_back(f == Form::Mean ? Combine::Mean : f == Form::Sum ? Combine::Sum : Combine::Same);
  }
  return plan;
}

TensorType local_type(TensorType t) {
  if (t.device.on_set()) t.device = Placement::single(t.device.devices.at(0));
  return t;
}

Function localise(const Function& f) {
  Function out = f;
  for (Inst& i : out.body) {
    bool random = i.op == Op::Dropout || i.op == Op::Uniform || i.op == Op::Normal;
    const Placement& where = f.values[i.result].type.device;
    if (random && where.is_split() && where.split_axis == 0) i.attrs[kGlobalRowsAttr] = int64_t{1};
    if (i.body) i.body = std::make_shared<const Function>(localise(*i.body));  // a loop's body alike
  }
  for (Value& v : out.values) v.type = local_type(std::move(v.type));
  return out;
}

Function without_replica_means(const Function& f) {
  Function out = f;
  for (Inst& i : out.body) {
    if (i.op == Op::ReplicaMean) {
      i.op = Op::Reshape;  // to its own type: an alias on every backend
      i.attrs.clear();
    }
    if (i.body) i.body = std::make_shared<const Function>(without_replica_means(*i.body));
  }
  return out;
}

bool has_replica_means(const Function& f) {
  for (const Inst& i : f.body)
    if (i.op == Op::ReplicaMean || (i.body && has_replica_means(*i.body))) return true;
  return false;
}

Module localise(const Module& m) {
  Module out = m;
  for (DeviceDecl& d : out.devices)
    if (d.is_set()) d.candidates = {"replica"};
  for (GlobalParam& p : out.params) p.type = local_type(std::move(p.type));
  for (Function& f : out.functions) f = localise(f);
  for (TrainRun& t : out.trains) t.settings.replicas.reset();  // a replica trains alone
  return out;
}

}  // namespace netc::ir
