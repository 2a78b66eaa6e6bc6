// IR -> LLVM IR for the CPU (see lower.h for the calling convention).
//
// Decisions:
// - Elementwise operations (and scalar constants) with a single consumer that
//   is itself elementwise or a reduction are not materialised: the consumer's
//   loop computes them inline. A chain like `relu(x @ w + b)` is one loop.
//   So are values with a few such consumers that read at most one tensor
//   of their size (a broadcast, `where(y > 0, g, 0)`): each consumer
//   recomputes them (codegen/common/plan.h).
// - A transpose of the last two dims whose only consumers are matrix products
//   is not materialised either: the product passes CblasTrans to sgemm.
// - reshape and to (all devices are host memory in this backend) alias their
//   operand's buffer.
// - Matrix products call netc_k_sgemm (OpenBLAS, split over netc's threads), except small ones (64^3
//   multiply-adds or fewer per matrix, batched or not), which are generated
//   as register tiles of C sized to the target's vectors (small_matmul);
//   convolution,
//   pooling, softmax, indexing and randomness call kernels.h; everything
//   else is generated loops.
// - A function runs with denormals flushed to zero (flush_denormals).
// - A small product that the next step does not read (a weight's gradient,
//   which only the update reads) runs as a task on another thread while
//   the steps after it go on, and is waited for before the first step that
//   reads it (async_plan).
// - A chain of small row-wise steps (products x[R, ...] W and the
//   elementwise steps between them) runs as one job of the pool in parts of
//   rows, each part every step of the chain on its rows (row_runs,
//   emit_row_run).
#include "codegen/cpu/lower.h"

#include "base/bf16.h"
#include "base/f16.h"

#include "ir/elementwise.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/IntrinsicsX86.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/MDBuilder.h>
#include <llvm/IR/Module.h>
#include <llvm/IR/Verifier.h>
#include <llvm/Support/raw_ostream.h>
#include <llvm/TargetParser/Host.h>
#include <llvm/TargetParser/Triple.h>

#include <algorithm>
#include <functional>
#include <limits>
#include <map>
#include <optional>

#include "codegen/common/buffers.h"
#include "codegen/common/dtypes.h"
#include "codegen/common/plan.h"
#include "codegen/cpu/scalar_ir.h"
#include "codegen/cpu/steps.h"
#include "ir/infer.h"
#include "ir/random.h"
#include "ir/replicas.h"

namespace netc::cpu {

int64_t element_count(const std::vector<int64_t>& shape) { return codegen::element_count(shape); }

namespace {

using ir::Op;

using codegen::is_elementwise;
using codegen::is_reduction;
using namespace lowering;

std::string mangle(const std::string& name) {
  std::string s = "netc_";
  for (char c : name) s += (isalnum(static_cast<unsigned char>(c)) ? c : '_');
  return s;
}

class Lowerer {
 public:
  // `into`: a module to define the function in, with internal linkage (a
  // loop's body, in its caller's module); else a module of its own.
  // `planned`: f's plan (cpu_plan's, for `dims` and `options`).
  Lowerer(const ir::Module& m, const ir::Function& f, const DimBindings& dims, llvm::LLVMContext& ctx,
          const LowerOptions& options, const CpuPlan& planned, llvm::Module* into = nullptr)
      : m_(m), f_(f), dims_(dims), ctx_(ctx), b_(ctx), mod_(into), options_(options), planned_(planned),
        buffers_(planned.buffers), async_(planned.await) {}

  Expected<LoweredFunction> run() {
    if (auto st = prepare(); !st.ok()) return st;
    std::unique_ptr<llvm::Module> module;
    const bool inner = mod_ != nullptr;
    if (!inner) {
      module = std::make_unique<llvm::Module>(mangle(f_.name), ctx_);
      mod_ = module.get();
    }
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    auto* fty = llvm::FunctionType::get(b_.getVoidTy(), {ptr_ty, ptr_ty, ptr_ty, ptr_ty, i64, i64}, false);
    std::string symbol = mangle(f_.name);
    fn_ = llvm::Function::Create(fty, inner ? llvm::Function::InternalLinkage : llvm::Function::ExternalLinkage,
                                 symbol, mod_);
    for (unsigned i = 0; i < 4; ++i) fn_->addParamAttr(i, llvm::Attribute::NoAlias);
    auto args = fn_->arg_begin();
    inputs_ = &*args++;
    outputs_ = &*args++;
    params_ = &*args++;
    workspace_ = &*args++;
    step_ = &*args++;
    seed_ = &*args++;
    b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", fn_));
    if (inner) fn_->addFnAttr(llvm::Attribute::NoInline);
    llvm::FastMathFlags fmf;
    fmf.setAllowContract(true);
    b_.setFastMathFlags(fmf);
    llvm::Value* caller_fp_state = inner ? nullptr : flush_denormals();  // a body runs in its caller's state

    if (options_.stoppable) stopped_ = llvm::BasicBlock::Create(ctx_, "stopped", fn_);
    for (size_t i = 0; i < f_.params.size(); ++i) ptr_[f_.params[i]] = load_ptr(inputs_, i);
    for (current_ = 0; current_ < f_.body.size(); ++current_) {
      const ir::Inst& inst = f_.body[current_];
      if (!computed(plan_, inst)) continue;
      wait_for_tasks(static_cast<int>(current_));
      if (options_.stoppable && !names_only(inst.op)) stop_if_requested();
      if (const RowRun* run = row_run_at(current_)) {
        if (auto st = emit_row_run(*run); !st.ok()) return st;
        current_ = run->last - 1;
        continue;
      }
      if (auto st = emit(inst); !st.ok()) return st;
      if (!unhandled_.empty()) return Status::error(unhandled_);
    }
    wait_for_tasks(static_cast<int>(f_.body.size()));
    // Results that alias another buffer (a parameter, an input, a reshape)
    // are copied into their output.
    for (const codegen::BufferPlan::Copy& c : buffers_.copies)
      b_.CreateMemCpy(load_ptr(outputs_, c.result), llvm::MaybeAlign(4), ptr_[c.from], llvm::MaybeAlign(4), bytes(c.from));
    if (caller_fp_state) b_.CreateIntrinsic(llvm::Intrinsic::x86_sse_ldmxcsr, {}, {caller_fp_state});
    b_.CreateRetVoid();
    if (stopped_) {  // asked to stop: the results are not computed
      b_.SetInsertPoint(stopped_);
      if (caller_fp_state) b_.CreateIntrinsic(llvm::Intrinsic::x86_sse_ldmxcsr, {}, {caller_fp_state});
      b_.CreateRetVoid();
    }
    std::string err;
    llvm::raw_string_ostream os(err);
    if (llvm::verifyFunction(*fn_, &os))
      return Status::error("internal error: generated LLVM IR does not verify: " + os.str());

    LoweredFunction out;
    out.module = std::move(module);
    out.symbol = fn_->getName().str();
    out.workspace_bytes = buffers_.arena_bytes;
    out.result_in_place = buffers_.in_place;
    out.buffers = buffers_;
    for (ir::ValueId v : f_.params) out.input_shapes.push_back(shape_[v]);
    for (ir::ValueId v : f_.results) out.output_shapes.push_back(shape_[v]);
    return out;
  }

 private:
  // ---- analysis ------------------------------------------------------------

  Status prepare() {
    if (buffers_.values.size() != f_.values.size() || async_.size() != f_.body.size())
      return Status::error("internal error: @" + f_.name + " was handed the plan of another function");
    auto plan = codegen::make_plan(f_, dims_);
    if (!plan.ok()) return plan.status();
    codegen::Plan& p = *plan;
    shape_ = std::move(p.shape);  // a flat loop views its tree's values in its own shape while it is emitted
    plan_ = std::move(p);
    size_t n = f_.values.size();
    ptr_.assign(n, nullptr);
    return {};
  }

  // Denormal floats (below 2^-126) are flushed to zero while the function
  // runs: on x86, FTZ and DAZ in the MXCSR, set at entry and the caller's
  // state restored at exit (an embedding program keeps its own). Training
  // drives many values (momentum buffers, gradients of deep networks) into
  // that range, where Intel cores take a microcode assist per operation:
  // the deep benchmark ran 3x slower without this. Returns the alloca that
  // holds the caller's state, or null on other targets.
  llvm::Value* flush_denormals() {
    if (!llvm::Triple(llvm::sys::getProcessTriple()).isX86()) return nullptr;
    auto* i32 = b_.getInt32Ty();
    llvm::Value* saved = b_.CreateAlloca(i32, nullptr, "caller_mxcsr");
    llvm::Value* flushing = b_.CreateAlloca(i32, nullptr, "netc_mxcsr");
    b_.CreateIntrinsic(llvm::Intrinsic::x86_sse_stmxcsr, {}, {saved});
    constexpr uint32_t kFlushToZero = 0x8000, kDenormalsAreZero = 0x0040;
    b_.CreateStore(b_.CreateOr(b_.CreateLoad(i32, saved), b_.getInt32(kFlushToZero | kDenormalsAreZero)), flushing);
    b_.CreateIntrinsic(llvm::Intrinsic::x86_sse_ldmxcsr, {}, {flushing});
    return saved;
  }

  // ---- buffers ---------------------------------------------------------------

  // How an element of v is stored. A bf16 or f16 element is 16 bits,
  // computed as an f32: widened where it is read, rounded where it is stored.
  llvm::Type* elem_type(ir::ValueId v) {
    switch (f_.values[v].type.dtype) {
      case ir::DType::F32: return b_.getFloatTy();
      case ir::DType::I64: return b_.getInt64Ty();
      case ir::DType::I32: return b_.getInt32Ty();
      case ir::DType::Bool: return b_.getInt8Ty();
      case ir::DType::BF16: case ir::DType::F16: return b_.getInt16Ty();
      default: return b_.getFloatTy();
    }
  }
  // How an element of v is computed.
  llvm::Type* compute_type(ir::ValueId v) { return is_half(v) ? b_.getFloatTy() : elem_type(v); }
  bool is_half(ir::ValueId v) const { return ir::is_half(f_.values[v].type.dtype); }
  llvm::Value* load_element(ir::ValueId v, llvm::Value* at) {
    llvm::Value* x = b_.CreateLoad(elem_type(v), at);
    return is_half(v) ? widen(f_.values[v].type.dtype, x) : x;
  }
  // The 16 `bits` of a `d` (bf16 or f16) as an f32, exactly.
  llvm::Value* widen(ir::DType d, llvm::Value* bits) {
    if (d == ir::DType::F16) return b_.CreateFPExt(b_.CreateBitCast(bits, b_.getHalfTy()), b_.getFloatTy());
    return b_.CreateBitCast(b_.CreateShl(b_.CreateZExt(bits, b_.getInt32Ty()), 16), b_.getFloatTy());
  }
  // x, computed, as v stores it: rounded to nearest even, as base/bf16.h's
  // bf16_bits and base/f16.h's f16_bits (a NaN stays a quiet NaN; an f16
  // beyond 65504 is an infinity). f16 by the CPU's conversion (F16C).
  llvm::Value* stored(ir::ValueId v, llvm::Value* x) {
    if (!is_half(v)) return x;
    if (f_.values[v].type.dtype == ir::DType::F16)
      return b_.CreateBitCast(b_.CreateFPTrunc(x, b_.getHalfTy()), b_.getInt16Ty());
    auto* i32 = b_.getInt32Ty();
    llvm::Value* bits = b_.CreateBitCast(x, i32);
    llvm::Value* odd = b_.CreateAnd(b_.CreateLShr(bits, 16), 1);
    llvm::Value* rounded = b_.CreateLShr(b_.CreateAdd(bits, b_.CreateAdd(odd, b_.getInt32(0x7fff))), 16);
    llvm::Value* quiet = b_.CreateOr(b_.CreateLShr(bits, 16), 0x40);
    llvm::Value* nan = b_.CreateFCmpUNO(x, x);
    return b_.CreateTrunc(b_.CreateSelect(nan, quiet, rounded), b_.getInt16Ty());
  }
  uint64_t bytes(ir::ValueId v) { return element_count(shape_[v]) * ir::dtype_size(f_.values[v].type.dtype); }

  llvm::Value* load_ptr(llvm::Value* array, size_t i) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    return b_.CreateLoad(ptr_ty, b_.CreateConstInBoundsGEP1_64(ptr_ty, array, i));
  }

  // ---- buffers as planned (cpu_plan) ------------------------------------------

  llvm::Value* own_buffer(ir::ValueId v) {
    const codegen::Buffer& b = buffers_.values[v];
    switch (b.kind) {
      case codegen::Buffer::InPlace: return load_ptr(params_, param_index(b.param));
      case codegen::Buffer::Result: return load_ptr(outputs_, b.result);
      default: return b_.CreateConstInBoundsGEP1_64(b_.getInt8Ty(), workspace_, b.offset);
    }
  }

  // ---- loops -----------------------------------------------------------------

  // for (i = begin; i < end; ++i) carried = body(i, carried), for begin <
  // end: `init` are the values carried into the first iteration
  // (accumulators); returns what the last one made of them.
  using CarryBody = std::function<std::vector<llvm::Value*>(llvm::Value*, const std::vector<llvm::Value*>&)>;
  std::vector<llvm::Value*> for_range_carry(llvm::Value* begin, llvm::Value* end, const std::vector<llvm::Value*>& init,
                                            const CarryBody& body) {
    llvm::BasicBlock* pre = b_.GetInsertBlock();
    llvm::BasicBlock* loop = llvm::BasicBlock::Create(ctx_, "loop", fn_);
    llvm::BasicBlock* exit = llvm::BasicBlock::Create(ctx_, "exit", fn_);
    b_.CreateBr(loop);
    b_.SetInsertPoint(loop);
    llvm::PHINode* i = b_.CreatePHI(b_.getInt64Ty(), 2, "i");
    i->addIncoming(begin, pre);
    std::vector<llvm::PHINode*> phis;
    std::vector<llvm::Value*> carried;
    for (llvm::Value* v : init) {
      phis.push_back(b_.CreatePHI(v->getType(), 2));
      phis.back()->addIncoming(v, pre);
      carried.push_back(phis.back());
    }
    std::vector<llvm::Value*> out = body(i, carried);
    llvm::Value* next = b_.CreateAdd(i, b_.getInt64(1), "", true, true);
    i->addIncoming(next, b_.GetInsertBlock());
    for (size_t t = 0; t < phis.size(); ++t) phis[t]->addIncoming(out[t], b_.GetInsertBlock());
    b_.CreateCondBr(b_.CreateICmpSLT(next, end), loop, exit);
    b_.SetInsertPoint(exit);
    return out;
  }

  // for (i = begin; i < end; ++i) body(i), for begin < end.
  void for_range(llvm::Value* begin, llvm::Value* end, const std::function<void(llvm::Value*)>& body) {
    for_range_carry(begin, end, {}, [&](llvm::Value* i, const std::vector<llvm::Value*>&) {
      body(i);
      return std::vector<llvm::Value*>{};
    });
  }
  void for_range(int64_t n, const std::function<void(llvm::Value*)>& body) {
    for_range(b_.getInt64(0), b_.getInt64(n), body);
  }
  // for (i = begin; i < end; ++i) body(i), for any begin and end.
  void for_range_if_any(llvm::Value* begin, llvm::Value* end, const std::function<void(llvm::Value*)>& body) {
    llvm::BasicBlock* run = llvm::BasicBlock::Create(ctx_, "any", fn_);
    llvm::BasicBlock* done = llvm::BasicBlock::Create(ctx_, "none", fn_);
    b_.CreateCondBr(b_.CreateICmpSLT(begin, end), run, done);
    b_.SetInsertPoint(run);
    for_range(begin, end, body);
    b_.CreateBr(done);
    b_.SetInsertPoint(done);
  }

  // The loops over `shape`, outermost first, or in `order` (axes, outermost
  // first); body gets the index of every axis. Inside a kernel that is split
  // across threads (split_begin_ set), the outermost loop runs over the
  // calling thread's chunk only, or the loop over `split_axis` when given
  // (wherever it is in the nest).
  void loop_nest(const std::vector<int64_t>& shape, const std::function<void(std::vector<llvm::Value*>&)>& body,
                 const std::vector<size_t>& order = {}, int split_axis = -1) {
    std::vector<llvm::Value*> idx(shape.size(), nullptr);
    std::function<void(size_t)> rec = [&](size_t d) {
      if (d == shape.size()) {
        body(idx);
        return;
      }
      const size_t axis = order.empty() ? d : order[d];
      auto inner = [&](llvm::Value* i) {
        idx[axis] = i;
        rec(d + 1);
      };
      const bool split = split_axis < 0 ? d == 0 : axis == static_cast<size_t>(split_axis);
      if (split && split_begin_) for_range(split_begin_, split_end_, inner);
      else for_range(shape[axis], inner);
    };
    rec(0);
  }

  // Linear offset into a dense tensor of `shape` at `idx`, where idx indexes a
  // tensor of `outer` shape that `shape` broadcasts to (right-aligned).
  llvm::Value* offset(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                      const std::vector<llvm::Value*>& idx) {
    llvm::Value* off = b_.getInt64(0);
    int64_t stride = 1;
    size_t lead = outer.size() - shape.size();
    for (size_t k = shape.size(); k-- > 0;) {
      if (shape[k] != 1) off = b_.CreateAdd(off, b_.CreateMul(idx[lead + k], b_.getInt64(stride)));
      stride *= shape[k];
    }
    return off;
  }

  // Index of a value's own element for an index into `outer` it broadcasts to.
  std::vector<llvm::Value*> own_index(const std::vector<int64_t>& shape, const std::vector<int64_t>& outer,
                                      const std::vector<llvm::Value*>& idx) {
    std::vector<llvm::Value*> out;
    size_t lead = outer.size() - shape.size();
    for (size_t k = 0; k < shape.size(); ++k) out.push_back(shape[k] == 1 ? b_.getInt64(0) : idx[lead + k]);
    return out;
  }

  // ---- values ----------------------------------------------------------------

  // The element of value v at `idx`, an index into a tensor of shape `outer`
  // that v broadcasts to. Fused producers are computed here; carried ones
  // (their shape is the loop's, so each element is computed once) are stored
  // by store_carried() after the loop's every read of the element, so that a
  // result written over its parameter leaves the old value to every reader.
  llvm::Value* value_at(ir::ValueId v, const std::vector<int64_t>& outer, const std::vector<llvm::Value*>& idx) {
    if (!fused_[v]) {
      llvm::Value* p = b_.CreateInBoundsGEP(elem_type(v), ptr_[v], offset(shape_[v], outer, idx));
      return load_element(v, p);
    }
    const ir::Inst& i = *def_[v];
    std::vector<llvm::Value*> mine = own_index(shape_[v], outer, idx);
    std::vector<llvm::Value*> ops;
    for (ir::ValueId o : i.operands) ops.push_back(value_at(o, shape_[v], mine));
    llvm::Value* x = compute(i, ops);
    if (carried_[v])
      carried_stores_.push_back({b_.CreateInBoundsGEP(elem_type(v), ptr_[v], offset(shape_[v], outer, idx)), stored(v, x)});
    return x;
  }
  void store_carried() {
    for (auto& [at, x] : carried_stores_) b_.CreateStore(x, at);
    carried_stores_.clear();
  }

  // One element of an elementwise operation from its operands' elements.
  llvm::Value* compute(const ir::Inst& i, const std::vector<llvm::Value*>& x) {
    const ir::ValueId in = i.operands.empty() ? i.result : i.operands.back();
    if (i.op == Op::Constant) {
      double value = 0;
      if (auto it = i.attrs.find("value"); it != i.attrs.end()) {
        if (auto* d = std::get_if<double>(&it->second)) value = *d;
        if (auto* n = std::get_if<int64_t>(&it->second)) value = static_cast<double>(*n);
      }
      llvm::Type* t = compute_type(i.result);
      // A bf16 or f16 constant is the one nearest it, fused or stored.
      const ir::DType rt = f_.values[i.result].type.dtype;
      if (rt == ir::DType::BF16) value = netc::round_to_bf16(static_cast<float>(value));
      if (rt == ir::DType::F16) value = netc::round_to_f16(static_cast<float>(value));
      if (t->isFloatTy()) return llvm::ConstantFP::get(t, value);
      return llvm::ConstantInt::get(t, static_cast<int64_t>(value), true);
    }
    if (i.op == Op::BroadcastTo) return x[0];
    if (const ir::ElementwiseRule* rule = ir::elementwise_rule(i.op)) {
      LlvmScalar s{b_, ir::is_float(f_.values[in].type.dtype), compute_type(in), f_.values[in].type.dtype,
                   f_.values[i.result].type.dtype, compute_type(i.result)};
      llvm::Value* v = ir::evaluate(s, rule->value, x);
      // A bf16 or f16 result is rounded where it is made, stored or not (fused).
      return is_half(i.result) ? widen(f_.values[i.result].type.dtype, stored(i.result, v)) : v;
    }
    // Not an elementwise rule: a planner that fused or outlined it as one
    // is wrong, and computing 0 would hide it.
    unhandled_ = std::string("internal error: the CPU backend has no elementwise rule for `") + ir::op_name(i.op) +
                 "` in @" + f_.name;
    return llvm::Constant::getNullValue(compute_type(i.result));
  }

  // Element k of `arange`: start + k * step, computed in double as the
  // reference does and converted once.
  llvm::Value* arange_element(const ir::Inst& i, llvm::Value* k, llvm::Type* et) {
    auto num = [&](const char* name, double d) { return ir::attr_number(i.attrs, name, d); };
    auto* f64 = b_.getDoubleTy();
    llvm::Value* x = b_.CreateFAdd(llvm::ConstantFP::get(f64, num("start", 0)),
                                   b_.CreateFMul(b_.CreateSIToFP(k, f64), llvm::ConstantFP::get(f64, num("step", 1))));
    return et->isFloatTy() ? b_.CreateFPTrunc(x, et) : b_.CreateFPToSI(x, et);
  }

  // ---- instructions -----------------------------------------------------------

  int param_index(const std::string& name) {
    for (size_t k = 0; k < m_.params.size(); ++k)
      if (m_.params[k].name == name) return static_cast<int>(k);
    return -1;
  }

  llvm::FunctionCallee kernel(const char* name, std::vector<llvm::Type*> args) {
    return mod_->getOrInsertFunction(name, llvm::FunctionType::get(b_.getVoidTy(), args, false));
  }

  Status emit(const ir::Inst& i) {
    ir::ValueId r = i.result;
    switch (i.op) {
      case Op::Param: {
        auto it = i.attrs.find("name");
        int k = it == i.attrs.end() ? -1 : param_index(std::get<std::string>(it->second));
        if (k < 0) return Status::error("internal error: unknown parameter in @" + f_.name);
        ptr_[r] = load_ptr(params_, k);
        return {};
      }
      case Op::Reshape:
      case Op::To:
        ptr_[r] = ptr_[i.operands[0]];
        return {};
      case Op::Loop:
        return emit_loop(i);
      default: break;
    }
    place_buffers(i);
    return emit_step(i);
  }
  // Where step i writes: its result's buffer and those of what it carries.
  void place_buffers(const ir::Inst& i) {
    ptr_[i.result] = own_buffer(i.result);
    for (ir::ValueId c : plan_.carried_by(i)) ptr_[c] = own_buffer(c);
  }
  // The code of step i, whose buffers are in ptr_.
  Status emit_step(const ir::Inst& i) {
    if (is_elementwise(i.op) || i.op == Op::Constant || i.op == Op::Zeros || i.op == Op::Ones || i.op == Op::Arange || i.op == Op::Transpose ||
        is_reduction(i.op) || i.op == Op::Slice || i.op == Op::SliceGrad || i.op == Op::Concat || i.op == Op::Cumsum)
      return outlined(i);
    return emit_body(i);
  }

  // ---- row runs (steps.h, row_runs) -------------------------------------------

  const RowRun* row_run_at(size_t inst) const {
    for (const RowRun& r : planned_.runs)
      if (r.first == inst) return &r;
    return nullptr;
  }

  // Run r as one job of the pool: a kernel per part's row count,
  // rN_rowsC(buffers..., row0), emits every step of the run for C rows from
  // row0 (each rowed buffer from its row0-th row, its axis 0 of C; the
  // others whole), and rN_parts(buffers..., begin, end) calls it for parts
  // [begin, end) through call_split.
  Status emit_row_run(const RowRun& r) {
    const size_t outer_current = current_;
    std::vector<const ir::Inst*> steps;
    std::vector<ir::ValueId> bufs;  // what the steps write, then what they read
    for (size_t k = r.first; k < r.last; ++k) {
      const ir::Inst& i = f_.body[k];
      if (!computed(plan_, i)) continue;
      if (names_only(i.op)) {
        if (auto st = emit(i); !st.ok()) return st;
        continue;
      }
      place_buffers(i);
      steps.push_back(&i);
      bufs.push_back(i.result);
      for (ir::ValueId c : plan_.carried_by(i)) bufs.push_back(c);
    }
    for (const ir::Inst* i : steps)
      for (ir::ValueId v : step_reads(*i, plan_))
        if (std::find(bufs.begin(), bufs.end(), v) == bufs.end()) bufs.push_back(v);
    auto rowed = [&](ir::ValueId v) { return std::binary_search(r.rowed.begin(), r.rowed.end(), v); };
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    const std::string name = "r" + std::to_string(kernels_++);
    // The kernel of a part of `rows` rows.
    auto part = [&](int64_t rows) -> Expected<llvm::Function*> {
      std::vector<llvm::Type*> types(bufs.size(), ptr_ty);
      types.push_back(i64);
      std::vector<llvm::Value*> saved_ptr;
      std::map<ir::ValueId, std::vector<int64_t>> saved_shape;
      for (ir::ValueId v : r.rowed) saved_shape.emplace(v, shape_[v]);
      Outside outside;
      llvm::Function* k = begin_function(name + "_rows" + std::to_string(rows), types, outside);
      llvm::Value* row0 = k->getArg(static_cast<unsigned>(bufs.size()));
      for (size_t a = 0; a < bufs.size(); ++a) {
        const ir::ValueId v = bufs[a];
        saved_ptr.push_back(ptr_[v]);
        llvm::Value* p = k->getArg(static_cast<unsigned>(a));
        if (rowed(v)) p = b_.CreateInBoundsGEP(elem_type(v), p, b_.CreateMul(row0, b_.getInt64(element_count(shape_[v]) / r.rows)));
        ptr_[v] = p;
      }
      for (ir::ValueId v : r.rowed) shape_[v][0] = rows;
      Status err;
      in_run_ = true;
      for (const ir::Inst* i : steps) {
        current_ = static_cast<size_t>(i - f_.body.data());
        err = emit_step(*i);
        if (err.ok() && !unhandled_.empty()) err = Status::error(unhandled_);
        if (!err.ok()) break;
      }
      in_run_ = false;
      end_kernel(outside);
      current_ = outer_current;
      for (size_t a = 0; a < bufs.size(); ++a) ptr_[bufs[a]] = saved_ptr[a];
      for (auto& [v, shape] : saved_shape) shape_[v] = shape;
      if (!err.ok()) return err;
      return k;
    };
    auto whole = part(r.part_rows);
    if (!whole.ok()) return whole.status();
    llvm::Function* last = *whole;
    if (r.rows_of(r.parts - 1) != r.part_rows) {
      auto l = part(r.rows_of(r.parts - 1));
      if (!l.ok()) return l.status();
      last = *l;
    }
    // rN_parts(buffers..., begin, end): parts [begin, end), the last part
    // by its own kernel.
    std::vector<llvm::Type*> types(bufs.size(), ptr_ty);
    types.insert(types.end(), {i64, i64});
    Outside outside;
    llvm::Function* k = begin_function(name + "_parts", types, outside);
    for_range_if_any(k->getArg(static_cast<unsigned>(bufs.size())), k->getArg(static_cast<unsigned>(bufs.size() + 1)),
                     [&](llvm::Value* q) {
                       std::vector<llvm::Value*> args;
                       for (size_t a = 0; a < bufs.size(); ++a) args.push_back(k->getArg(static_cast<unsigned>(a)));
                       args.push_back(b_.CreateMul(q, b_.getInt64(r.part_rows)));
                       llvm::Value* is_last = b_.CreateICmpEQ(q, b_.getInt64(r.parts - 1));
                       b_.CreateCall((*whole)->getFunctionType(), b_.CreateSelect(is_last, last, *whole), args);
                     });
    end_kernel(outside);
    std::vector<llvm::Value*> outer_args;
    for (ir::ValueId v : bufs) outer_args.push_back(ptr_[v]);
    call_split(k, outer_args, r.parts);
    return {};
  }

  // A function t(ptr array, extra...) that calls k(array[0], ...,
  // array[pointers - 1], extra...): how the pool calls a kernel.
  llvm::Function* trampoline(llvm::Function* k, size_t pointers, const char* suffix,
                             const std::vector<llvm::Type*>& extra) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    std::vector<llvm::Type*> types{ptr_ty};
    types.insert(types.end(), extra.begin(), extra.end());
    llvm::Function* t = llvm::Function::Create(llvm::FunctionType::get(b_.getVoidTy(), types, false),
                                               llvm::Function::InternalLinkage, k->getName() + suffix, mod_);
    t->addFnAttr(llvm::Attribute::NoUnwind);
    llvm::IRBuilder<> tb(llvm::BasicBlock::Create(ctx_, "entry", t));
    std::vector<llvm::Value*> args;
    for (size_t a = 0; a < pointers; ++a)
      args.push_back(tb.CreateLoad(ptr_ty, tb.CreateConstInBoundsGEP1_64(ptr_ty, t->getArg(0), a)));
    for (size_t e = 0; e < extra.size(); ++e) args.push_back(t->getArg(static_cast<unsigned>(1 + e)));
    tb.CreateCall(k, args);
    tb.CreateRetVoid();
    return t;
  }

  // An array in the function's frame holding `values` (stored here).
  llvm::Value* pointer_array(const std::vector<llvm::Value*>& values, const char* name) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    llvm::IRBuilder<> eb(&fn_->getEntryBlock(), fn_->getEntryBlock().begin());
    llvm::Value* array = eb.CreateAlloca(llvm::ArrayType::get(ptr_ty, values.size()), nullptr, name);
    for (size_t a = 0; a < values.size(); ++a)
      b_.CreateStore(values[a], b_.CreateConstInBoundsGEP1_64(ptr_ty, array, a));
    return array;
  }

  // Emits the loops of i in a function of their own whose buffer arguments
  // are `noalias`: the vectoriser then needs no runtime overlap checks
  // (which grow with the square of the buffers a function touches), and each
  // kernel is optimised on its own, which keeps compile time linear.
  Status outlined(const ir::Inst& i) {
    std::vector<ir::ValueId> bufs{i.result};
    for (ir::ValueId c : plan_.carried_by(i)) bufs.push_back(c);
    for (ir::ValueId o : i.operands) plan_.leaf_buffers(o, bufs);
    const Split split = split_of(i);
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    std::vector<llvm::Type*> types(bufs.size(), ptr_ty);
    if (split.units) types.insert(types.end(), {i64, i64});  // the chunk [begin, end) of the outermost loop
    auto* fty = llvm::FunctionType::get(b_.getVoidTy(), types, false);
    llvm::Function* k = llvm::Function::Create(fty, llvm::Function::InternalLinkage,
                                               "k" + std::to_string(kernels_++) + "_" + ir::op_name(i.op), mod_);
    k->addFnAttr(llvm::Attribute::NoInline);
    k->addFnAttr(llvm::Attribute::NoUnwind);
    std::vector<llvm::Value*> outer_args, saved;
    for (size_t a = 0; a < bufs.size(); ++a) {
      k->addParamAttr(static_cast<unsigned>(a), llvm::Attribute::NoAlias);
      outer_args.push_back(ptr_[bufs[a]]);
      saved.push_back(ptr_[bufs[a]]);
      ptr_[bufs[a]] = k->getArg(static_cast<unsigned>(a));
    }
    llvm::Function* outer_fn = fn_;
    llvm::BasicBlock* outer_block = b_.GetInsertBlock();
    fn_ = k;
    b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", k));
    if (split.units) {  // the chunk [begin, end) of units, as indices of the split axis
      split_begin_ = k->getArg(bufs.size()), split_end_ = k->getArg(bufs.size() + 1);
      if (split.indices > 1) {
        split_begin_ = b_.CreateMul(split_begin_, b_.getInt64(split.indices));
        split_end_ = b_.CreateBinaryIntrinsic(llvm::Intrinsic::smin, b_.CreateMul(split_end_, b_.getInt64(split.indices)),
                                              b_.getInt64(split.axis_size));
      }
    }
    auto err = emit_body(i);
    b_.CreateRetVoid();
    fn_ = outer_fn;
    split_begin_ = split_end_ = nullptr;
    b_.SetInsertPoint(outer_block);
    for (size_t a = 0; a < bufs.size(); ++a) ptr_[bufs[a]] = saved[a];
    if (!err.ok()) return err;
    if (!split.units) {
      b_.CreateCall(k, outer_args);
      return {};
    }
    call_split(k, outer_args, split.units);
    return {};
  }

  // Calls kernel k(buffers..., begin, end) over [0, extent) through the
  // pool: the pool calls a trampoline with the chunk and an array of the
  // buffers (in the outer function's frame); the trampoline calls the
  // noalias kernel.
  void call_split(llvm::Function* k, const std::vector<llvm::Value*>& buffers, int64_t extent) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    llvm::Function* t = trampoline(k, buffers.size(), "_chunk", {i64, i64});
    llvm::Value* array = pointer_array(buffers, "bufs");
    b_.CreateCall(kernel("netc_parallel_for", {ptr_ty, ptr_ty, i64}), {t, array, b_.getInt64(extent)});
  }


  // A loop (ir/ir.h, "Loops"): its body lowered once, as a function of this
  // module with the same signature, called once per step with pointers to
  // the step's carries (two buffers each, in turn), slices (a sequence
  // scanned along axis 0 in place, another gathered into a buffer), the
  // invariants, and where its outputs go (their step's place in the stacked
  // results). After the last step the carries are copied to the results.
  Status emit_loop(const ir::Inst& l) {
    const std::vector<std::optional<ir::ValueId>> values = loop_values(f_, plan_, l);
    for (const auto& v : values)
      if (v) ptr_[*v] = own_buffer(*v);
    const std::vector<int64_t> stack = ir::attr_ints(l.attrs, "stack_axes");
    const bool reverse = ir::attr_int(l.attrs, "reverse", 0) != 0;
    const CpuPlan* planned = planned_.body(current_);
    if (!planned) return Status::error("internal error: @" + f_.name + "'s plan has no body for its loop");
    auto ls = loop_scratch(f_, plan_, l, dims_, planned->buffers);
    if (!ls.ok()) return ls.status();
    const ir::Function bound = codegen::bind_sizes(*l.body, dims_);
    LowerOptions inner_options = options_;
    inner_options.in_place.clear();
    Lowerer inner(m_, bound, dims_, ctx_, inner_options, *planned, mod_);
    inner.kernels_ = kernels_;
    auto lowered = inner.run();
    if (!lowered.ok()) return lowered.status();
    kernels_ = inner.kernels_;
    llvm::Function* body = mod_->getFunction(lowered->symbol);

    const size_t C = static_cast<size_t>(ir::attr_int(l.attrs, "carries", 0));
    const size_t S = static_cast<size_t>(ir::attr_int(l.attrs, "sequences", 0));
    const std::vector<int64_t> scan = ir::attr_ints(l.attrs, "scan_axes");
    auto* i8 = b_.getInt8Ty();
    auto at = [&](uint64_t offset) { return b_.CreateConstInBoundsGEP1_64(i8, workspace_, offset); };
    const auto& in_shapes = lowered->input_shapes;
    auto slice_bytes = [&](size_t k, const std::vector<std::vector<int64_t>>& shapes, const ir::Function& g,
                           ir::ValueId v) {
      return static_cast<uint64_t>(element_count(shapes[k])) * ir::dtype_size(g.type_of(v).dtype);
    };
    const int64_t count = shape_[l.operands[C]][static_cast<size_t>(scan[0])];
    std::vector<llvm::Value*> in(l.operands.size(), nullptr), out(bound.results.size(), nullptr);
    for (size_t j = C + S; j < l.operands.size(); ++j) in[j] = ptr_[l.operands[j]];  // invariants
    std::vector<llvm::Value*> init;
    for (size_t k = 0; k < C; ++k) init.push_back(ptr_[l.operands[k]]);
    std::vector<llvm::Value*> last = for_range_carry(
        b_.getInt64(0), b_.getInt64(count), init, [&](llvm::Value* n, const std::vector<llvm::Value*>& carried) {
          std::vector<llvm::Value*> next;
          llvm::Value* t = reverse ? b_.CreateSub(b_.getInt64(count - 1), n) : n;  // the step's slice
          llvm::Value* odd = b_.CreateICmpNE(b_.CreateAnd(n, b_.getInt64(1)), b_.getInt64(0));
          for (size_t k = 0; k < C; ++k) {
            in[k] = carried[k];
            const uint64_t n = aligned(slice_bytes(k, in_shapes, bound, bound.params[k]));
            out[k] = b_.CreateSelect(odd, at(ls->carry[k] + n), at(ls->carry[k]));
            next.push_back(out[k]);
          }
          for (size_t j = 0; j < S; ++j) {
            const ir::ValueId x = l.operands[C + j];
            const size_t ax = static_cast<size_t>(scan[j]);
            if (ax == 0) {  // the step's slice in place
              in[C + j] = b_.CreateInBoundsGEP(i8, ptr_[x], b_.CreateMul(t, b_.getInt64(static_cast<int64_t>(bytes(x) / shape_[x][0]))));
              continue;
            }
            in[C + j] = at(ls->slice[j]);
            move_step(ptr_[x], in[C + j], x, ax, t, /*gather=*/true);
          }
          std::vector<std::pair<size_t, llvm::Value*>> scatter;  // outputs stacked along an axis other than 0
          for (size_t k = C; k < bound.results.size(); ++k) {
            const uint64_t n = slice_bytes(k, lowered->output_shapes, bound, bound.results[k]);
            if (values[k] && stack[k - C] == 0)
              out[k] = b_.CreateInBoundsGEP(i8, ptr_[*values[k]], b_.CreateMul(t, b_.getInt64(static_cast<int64_t>(n))));
            else
              out[k] = at(ls->output[k - C]);
            if (values[k] && stack[k - C] != 0) scatter.push_back({k, out[k]});
          }
          // Step t's own random numbers (ir::loop_step_seed).
          llvm::Value* step_seed = b_.CreateAdd(
              seed_, b_.CreateMul(b_.CreateAdd(t, b_.getInt64(1)), b_.getInt64(static_cast<int64_t>(ir::kLoopSeedStride))));
          b_.CreateCall(body, {pointer_array(in, "loop_in"), pointer_array(out, "loop_out"), params_, workspace_, step_,
                               step_seed});
          for (auto [k, from] : scatter)
            move_step(ptr_[*values[k]], from, *values[k], static_cast<size_t>(stack[k - C]), t, /*gather=*/false);
          // The body stops at its next operation; the loop with it, not
          // calling it for the steps left.
          if (options_.stoppable) stop_if_requested();
          return next;
        });
    for (size_t k = 0; k < C; ++k)
      if (values[k])
        b_.CreateMemCpy(ptr_[*values[k]], llvm::MaybeAlign(4), last[k], llvm::MaybeAlign(4), bytes(*values[k]));
    return {};
  }

  // Step t of `whole` (value v, its axis `ax`) and a dense `slice`: copied
  // from the whole into the slice (gather) or back (scatter), one row of
  // the axes after `ax` at a time.
  void move_step(llvm::Value* whole, llvm::Value* slice, ir::ValueId v, size_t ax, llvm::Value* t, bool gather) {
    const auto& xs = shape_[v];
    int64_t outer = 1, inner = 1;
    for (size_t d = 0; d < xs.size(); ++d)
      if (d != ax) (d < ax ? outer : inner) *= xs[d];
    const int64_t row = inner * static_cast<int64_t>(ir::dtype_size(f_.type_of(v).dtype)), len = xs[ax];
    auto* i8 = b_.getInt8Ty();
    llvm::Value* step_start = b_.CreateMul(t, b_.getInt64(row));
    for_range(outer, [&](llvm::Value* o) {
      llvm::Value* w = b_.CreateInBoundsGEP(i8, whole, b_.CreateAdd(b_.CreateMul(o, b_.getInt64(len * row)), step_start));
      llvm::Value* s = b_.CreateInBoundsGEP(i8, slice, b_.CreateMul(o, b_.getInt64(row)));
      b_.CreateMemCpy(gather ? s : w, llvm::MaybeAlign(4), gather ? w : s, llvm::MaybeAlign(4), static_cast<uint64_t>(row));
    });
  }

  // The input axis a reduction's loops run outermost: its first kept axis
  // when that is the result's first axis (a bias gradient, [N, O, H, W] ->
  // [O, 1, 1]: O), so that the kernel can be split along it; else -1 (the
  // loops in order). The other axes keep their order, so each output element
  // sums its inputs in the same order either way.
  int reduction_outer_axis(const ir::Inst& i) {
    const auto& xs = shape_[i.operands[0]];
    const auto& rs = shape_[i.result];
    if (rs.empty() || xs.empty()) return -1;
    std::vector<int> out_axis = codegen::reduction_out_axes(i, xs, rs);
    for (size_t k = 0; k < xs.size(); ++k)
      if (out_axis[k] >= 0) return out_axis[k] == 0 ? static_cast<int>(k) : -1;
    return -1;
  }

  // How i's kernel is split across threads: into `units` chunks of its
  // outermost loop (0: not split), each `indices` indices of that axis (of
  // `axis_size`; the last unit may be short). The pool cuts the units, never
  // a unit.
  struct Split {
    int64_t units = 0, indices = 1, axis_size = 0;
  };
  // Elementwise kernels and transposes split along their first loop, a unit
  // an index; a reduction along its outer axis (above), so that no two
  // chunks add into the same output element (and the sums are the same, bit
  // for bit, however many threads run them). When the reduction's kept axes
  // are innermost (a bias gradient, [B, T, 128] -> [128]) its units are runs
  // of at least kSplitMinChunkRun elements of each row, so that a chunk is
  // whole vectors of the vectorised loop (8 chunks of 16 columns each ran in
  // its scalar remainder: an element loaded, added and stored per row; in
  // the attn config's feed-forward bias gradients, 7.5% of a step).
  Split split_of(const ir::Inst& i) {
    if (in_run_) return {};  // a row run's part: on its thread (emit_row_run)
    const auto& rs = shape_[i.result];
    std::vector<int64_t> loop;
    if (is_reduction(i.op)) {
      const auto& xs = shape_[i.operands[0]];
      const int outer = reduction_outer_axis(i);
      if (outer < 0 || element_count(xs) < kSplitMinElements) return {};
      // Below reduced axes (a bias gradient: the rows of [768, 32] summed
      // into 32), a chunk reads its part of each row (the elements from the
      // first kept axis inward): not when that part is a sliver of a few
      // columns, which reads every cache line once per chunk and cannot use
      // whole vectors.
      if (outer > 0 && element_count({xs.begin() + outer, xs.end()}) < kSplitMinKeptRun) return {};
      const int64_t inner = element_count({xs.begin() + outer + 1, xs.end()});
      const int64_t size = xs[static_cast<size_t>(outer)], indices = (kSplitMinChunkRun + inner - 1) / inner;
      const int64_t units = (size + indices - 1) / indices;
      return units >= 2 ? Split{units, indices, size} : Split{};
    } else {
      if (element_count(rs) < kSplitMinElements || i.op == Op::SliceGrad || i.op == Op::Concat) return {};
      // A running sum along axis 0 runs down the outermost loop in order.
      if (i.op == Op::Cumsum && along_axis(i) == 0) return {};
      loop = i.op == Op::Transpose || i.op == Op::Slice || i.op == Op::Cumsum ? rs : elementwise_loop_shape(i);
    }
    return !loop.empty() && loop[0] >= 2 ? Split{loop[0], 1, loop[0]} : Split{};
  }

  // The loops of elementwise instruction i: the result's shape with
  // adjacent axes made one wherever every value its loop reads or computes
  // spans both or neither (has size 1 along both). One flat loop when
  // nothing is broadcast; [N, C, H * W] for a per-channel scale of NCHW
  // images, whose innermost loop then runs over whole planes, not rows of
  // a few vectors.
  std::vector<int64_t> elementwise_loop_shape(const ir::Inst& i) {
    return merged_shape(shape_[i.result], shape_[i.result], loop_axes(i));
  }
  // The result's axes, in runs that elementwise_loop_shape makes one.
  std::vector<std::vector<size_t>> loop_axes(const ir::Inst& i) {
    const auto& rs = shape_[i.result];
    const std::vector<ir::ValueId> tree = plan_.fused_tree(i);
    // Per value: whether it spans every axis of the run so far, whether it
    // has size 1 along every one (an axis of size 1 is both).
    std::vector<bool> spans(tree.size()), ones(tree.size());
    std::vector<std::vector<size_t>> groups;
    for (size_t a = 0; a < rs.size(); ++a) {
      bool joins = a > 0;
      for (size_t t = 0; joins && t < tree.size(); ++t) {
        const int64_t n = size_along(shape_[tree[t]], rs.size(), a);
        joins = (spans[t] && n == rs[a]) || (ones[t] && n == 1);
      }
      if (!joins) groups.push_back({});
      groups.back().push_back(a);
      for (size_t t = 0; t < tree.size(); ++t) {
        const int64_t n = size_along(shape_[tree[t]], rs.size(), a);
        spans[t] = (joins ? spans[t] : true) && n == rs[a];
        ones[t] = (joins ? ones[t] : true) && n == 1;
      }
    }
    return groups;
  }
  // The size along axis a of a tensor of `rank` axes that `shape`
  // broadcasts to (right-aligned).
  static int64_t size_along(const std::vector<int64_t>& shape, size_t rank, size_t a) {
    const size_t lead = rank - std::min(rank, shape.size());
    return a < lead ? 1 : shape[a - lead];
  }
  // `shape` (broadcast to `result`) in the runs of axes `groups`: each
  // run's sizes multiplied.
  static std::vector<int64_t> merged_shape(const std::vector<int64_t>& shape, const std::vector<int64_t>& result,
                                           const std::vector<std::vector<size_t>>& groups) {
    std::vector<int64_t> merged;
    for (const auto& group : groups) {
      int64_t n = 1;
      for (size_t a : group) n *= size_along(shape, result.size(), a);
      merged.push_back(n);
    }
    return merged;
  }

  Status emit_body(const ir::Inst& i) {
    if (is_elementwise(i.op) || i.op == Op::Constant || i.op == Op::Zeros || i.op == Op::Ones || i.op == Op::Arange)
      return emit_elementwise(i);
    if (is_reduction(i.op)) return emit_reduction(i);
    switch (i.op) {
      case Op::Uniform: case Op::Normal: case Op::Dropout:
        return emit_random(i);
      case Op::Matmul:
        return emit_matmul(i);
      case Op::Transpose: case Op::Slice: case Op::SliceGrad: case Op::Concat:
        return emit_layout(i);
      case Op::Softmax: case Op::LogSoftmax: case Op::Argmax: case Op::Cumsum: case Op::Topk:
        return emit_along_axis(i);
      case Op::Gather: case Op::GatherGrad: case Op::Take: case Op::TakeGrad: case Op::TakeAlongAxis: case Op::ScatterAdd:
        return emit_indexing(i);
      case Op::Conv2d: case Op::Conv2dGradInput: case Op::Conv2dGradWeight:
      case Op::MaxPool2d: case Op::AvgPool2d: case Op::MaxPool2dGrad: case Op::AvgPool2dGrad:
        return emit_image(i);
      case Op::ReplicaMean: {  // an all-reduce over the replicas, during the step (kernels.h)
        auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
        b_.CreateCall(kernel("netc_k_replica_mean_f32", {ptr_ty, ptr_ty, b_.getInt64Ty(), b_.getInt32Ty()}),
                      {ptr_[i.operands[0]], ptr_[i.result], b_.getInt64(element_count(shape_[i.result])),
                       b_.getInt32(ir::attr_int(i.attrs, "backward", 0) != 0 ? 1 : 0)});
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  Status unsupported(const ir::Inst& i) {
    return Status::error(std::string("the CPU backend cannot compile `") + ir::op_name(i.op) + "` yet");
  }

  // Elementwise ops (and fused trees of them) and filled tensors: one loop nest.
  Status emit_elementwise(const ir::Inst& i) {
    ir::ValueId r = i.result;
    const std::vector<int64_t> rs = shape_[i.result];  // a copy: the merged axes replace shape_'s
    llvm::Value* out = ptr_[i.result];
    llvm::Type* et = compute_type(r);
    const std::vector<std::vector<size_t>> groups = loop_axes(i);
    std::vector<int64_t> loop_shape = merged_shape(rs, rs, groups);
    bool flat = loop_shape.size() != rs.size();
    auto saved = shape_;
    if (flat)  // every value of the loop in its merged axes (all of a run's sizes, or 1s)
      for (ir::ValueId v : plan_.fused_tree(i)) shape_[v] = merged_shape(saved[v], rs, groups);
    const auto& ls = loop_shape;
    loop_nest(ls, [&](std::vector<llvm::Value*>& idx) {
      llvm::Value* v;
      if (i.op == Op::Zeros) v = et->isFloatTy() ? llvm::ConstantFP::get(et, 0.0) : llvm::ConstantInt::get(et, 0);
      else if (i.op == Op::Ones) v = et->isFloatTy() ? llvm::ConstantFP::get(et, 1.0) : llvm::ConstantInt::get(et, 1);
      else if (i.op == Op::Arange) v = arange_element(i, idx[0], et);
      else {
        std::vector<llvm::Value*> ops;
        for (ir::ValueId o : i.operands) ops.push_back(value_at(o, ls, idx));
        v = compute(i, ops);
      }
      b_.CreateStore(stored(r, v), b_.CreateInBoundsGEP(elem_type(r), out, offset(ls, ls, idx)));
      store_carried();
    });
    if (flat) shape_ = std::move(saved);
    return {};
  }

  // Random tensors and dropout: counter-based kernels seeded per step (ir/random.h).
  Status emit_random(const ir::Inst& i) {
    const auto& rs = shape_[i.result];
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    auto* i32 = b_.getInt32Ty();
    auto I = [&](int64_t v) { return b_.getInt64(v); };
    llvm::Value* out = ptr_[i.result];
    // The index of the first element: a replica's share of a split batch
    // counts from its first row of the global batch (ir/replicas.h).
    llvm::Value* first = I(0);
    if (ir::attr_int(i.attrs, ir::kGlobalRowsAttr, 0) && !rs.empty() && rs[0] > 0) {
      auto* row = b_.CreateCall(mod_->getOrInsertFunction("netc_k_replica_row", llvm::FunctionType::get(i64, {}, false)));
      first = b_.CreateMul(row, I(element_count(rs) / rs[0]));
    }
    switch (i.op) {
      case Op::Uniform:
      case Op::Normal: {
        auto num = [&](const char* k, double d) {
          auto it = i.attrs.find(k);
          return it == i.attrs.end() ? d : std::get<double>(it->second);
        };
        bool uni = i.op == Op::Uniform;
        float a = static_cast<float>(uni ? num("low", -1) : num("mean", 0));
        float c = static_cast<float>(uni ? num("high", 1) : num("std", 1));
        int64_t seed = ir::attr_int(i.attrs, "seed", 0);
        b_.CreateCall(kernel("netc_k_random_f32", {ptr_ty, i64, i32, b_.getFloatTy(), b_.getFloatTy(), i64, i64, i64}),
                      {out, I(element_count(rs)), b_.getInt32(uni ? 0 : 1), llvm::ConstantFP::get(b_.getFloatTy(), a),
                       llvm::ConstantFP::get(b_.getFloatTy(), c), b_.CreateAdd(seed_, I(seed)), step_, first});
        return {};
      }
      case Op::Dropout: {
        double p = 0.5;
        if (auto it = i.attrs.find("p"); it != i.attrs.end()) p = std::get<double>(it->second);
        int64_t seed = ir::attr_int(i.attrs, "seed", 0);
        b_.CreateCall(kernel("netc_k_dropout_f32", {ptr_ty, ptr_ty, i64, b_.getFloatTy(), i64, i64, i64}),
                      {ptr_[i.operands[0]], out, I(element_count(rs)), llvm::ConstantFP::get(b_.getFloatTy(), p),
                       b_.CreateAdd(seed_, I(seed)), step_, first});
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  // Transpose, slice (and its gradient) and concat: copies.
  Status emit_layout(const ir::Inst& i) {
    ir::ValueId r = i.result;
    const auto& rs = shape_[i.result];
    auto I = [&](int64_t v) { return b_.getInt64(v); };
    llvm::Value* out = ptr_[i.result];
    switch (i.op) {
      case Op::Transpose: {
        std::vector<int64_t> perm = ir::attr_ints(i.attrs, "perm");
        const auto& xs = shape_[i.operands[0]];
        if (perm.empty()) {
          for (size_t k = 0; k < xs.size(); ++k) perm.push_back(static_cast<int64_t>(k));
          std::swap(perm[xs.size() - 1], perm[xs.size() - 2]);
        }
        llvm::Type* et = elem_type(r);
        loop_nest(rs, [&](std::vector<llvm::Value*>& idx) {
          std::vector<llvm::Value*> src(xs.size());
          for (size_t k = 0; k < perm.size(); ++k) src[perm[k] < 0 ? perm[k] + xs.size() : perm[k]] = idx[k];
          llvm::Value* v = b_.CreateLoad(et, b_.CreateInBoundsGEP(et, ptr_[i.operands[0]], offset(xs, xs, src)));
          b_.CreateStore(v, b_.CreateInBoundsGEP(et, out, offset(rs, rs, idx)));
        });
        return {};
      }
      case Op::Slice:
      case Op::SliceGrad: {
        // The small side's index i is the large side's starts + i * steps.
        bool scatter = i.op == Op::SliceGrad;
        ir::ValueId x = i.operands[0];
        const auto& small = scatter ? shape_[x] : rs;
        const auto& big = scatter ? rs : shape_[x];
        std::vector<int64_t> starts = ir::slice_starts(i.attrs, big), steps = ir::attr_ints(i.attrs, "steps");
        llvm::Type* et = elem_type(r);
        if (scatter) b_.CreateMemSet(out, b_.getInt8(0), bytes(r), llvm::MaybeAlign(4));
        loop_nest(small, [&](std::vector<llvm::Value*>& idx) {
          std::vector<llvm::Value*> at(idx.size());
          for (size_t k = 0; k < idx.size(); ++k) at[k] = b_.CreateAdd(I(starts[k]), b_.CreateMul(idx[k], I(steps[k])));
          llvm::Value* from = b_.CreateInBoundsGEP(et, ptr_[x], offset(scatter ? small : big, scatter ? small : big, scatter ? idx : at));
          llvm::Value* to = b_.CreateInBoundsGEP(et, out, offset(scatter ? big : small, scatter ? big : small, scatter ? at : idx));
          b_.CreateStore(b_.CreateLoad(et, from), to);
        });
        return {};
      }
      case Op::Concat: {  // each operand copied into its place along the axis
        int64_t axis = ir::attr_int(i.attrs, "axis", 0);
        if (axis < 0) axis += static_cast<int64_t>(rs.size());
        llvm::Type* et = elem_type(r);
        int64_t at = 0;
        for (ir::ValueId x : i.operands) {
          const auto& xs = shape_[x];
          loop_nest(xs, [&](std::vector<llvm::Value*>& idx) {
            std::vector<llvm::Value*> dst = idx;
            dst[static_cast<size_t>(axis)] = b_.CreateAdd(idx[static_cast<size_t>(axis)], I(at));
            llvm::Value* v = b_.CreateLoad(et, b_.CreateInBoundsGEP(et, ptr_[x], offset(xs, xs, idx)));
            b_.CreateStore(v, b_.CreateInBoundsGEP(et, out, offset(rs, rs, dst)));
          });
          at += xs[static_cast<size_t>(axis)];
        }
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  // The axis an op along one axis (softmax, cumsum) runs along, from 0.
  int64_t along_axis(const ir::Inst& i) {
    int64_t axis = ir::attr_int(i.attrs, "axis", -1);
    return axis < 0 ? axis + static_cast<int64_t>(shape_[i.operands[0]].size()) : axis;
  }

  // Softmax, log_softmax and argmax along one axis (kernels); cumsum (loops).
  Status emit_along_axis(const ir::Inst& i) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    auto* i32 = b_.getInt32Ty();
    auto I = [&](int64_t v) { return b_.getInt64(v); };
    llvm::Value* out = ptr_[i.result];
    switch (i.op) {
      case Op::Softmax:
      case Op::LogSoftmax:
      case Op::Argmax:
      case Op::Topk: {
        const auto& xs = shape_[i.operands[0]];
        int64_t axis = ir::attr_int(i.attrs, "axis", -1);
        if (axis < 0) axis += static_cast<int64_t>(xs.size());
        int64_t outer = 1, inner = 1;
        for (int64_t k = 0; k < axis; ++k) outer *= xs[k];
        for (size_t k = axis + 1; k < xs.size(); ++k) inner *= xs[k];
        if (i.op == Op::Argmax)  // in the operand's dtype: netc_k_argmax_i64, ...
          b_.CreateCall(kernel(("netc_k_argmax_" + std::string(ir::dtype_name(f_.values[i.operands[0]].type.dtype))).c_str(),
                               {ptr_ty, ptr_ty, i64, i64, i64}),
                        {ptr_[i.operands[0]], out, I(outer), I(xs[axis]), I(inner)});
        else if (i.op == Op::Topk)
          b_.CreateCall(kernel(("netc_k_topk_" + std::string(ir::dtype_name(f_.values[i.operands[0]].type.dtype))).c_str(),
                               {ptr_ty, ptr_ty, i64, i64, i64, i64}),
                        {ptr_[i.operands[0]], out, I(outer), I(xs[axis]), I(inner), I(ir::attr_int(i.attrs, "k", 1))});
        else
          b_.CreateCall(kernel("netc_k_softmax_f32", {ptr_ty, ptr_ty, i64, i64, i64, i32}),
                        {ptr_[i.operands[0]], out, I(outer), I(xs[axis]), I(inner),
                         b_.getInt32(i.op == Op::LogSoftmax ? 1 : 0)});
        return {};
      }
      case Op::Cumsum: {
        // In the loops' order (row-major) y[..., j - 1, ...] is written
        // before y[..., j, ...]: each element adds its predecessor's sum (its
        // successor's, in reverse).
        const auto& xs = shape_[i.operands[0]];
        const int64_t axis = along_axis(i), n = xs[static_cast<size_t>(axis)];
        const bool reverse = ir::attr_int(i.attrs, "reverse", 0) != 0;
        int64_t inner = 1;
        for (size_t k = static_cast<size_t>(axis) + 1; k < xs.size(); ++k) inner *= xs[k];
        llvm::Type* et = elem_type(i.result);
        const bool fl = et->isFloatingPointTy();
        loop_nest(xs, [&](std::vector<llvm::Value*>& idx) {
          std::vector<llvm::Value*> at = idx;
          llvm::Value* j = idx[static_cast<size_t>(axis)];
          if (reverse) at[static_cast<size_t>(axis)] = b_.CreateSub(I(n - 1), j);
          llvm::Value* here = offset(xs, xs, at);
          llvm::Value* first = b_.CreateICmpEQ(j, I(0));
          llvm::Value* before = b_.CreateSelect(first, here, reverse ? b_.CreateAdd(here, I(inner)) : b_.CreateSub(here, I(inner)));
          llvm::Value* prev = b_.CreateLoad(et, b_.CreateInBoundsGEP(et, out, before));
          prev = b_.CreateSelect(first, fl ? llvm::ConstantFP::get(et, 0.0) : llvm::ConstantInt::get(et, 0), prev);
          llvm::Value* v = b_.CreateLoad(et, b_.CreateInBoundsGEP(et, ptr_[i.operands[0]], here));
          b_.CreateStore(fl ? b_.CreateFAdd(prev, v) : b_.CreateAdd(prev, v), b_.CreateInBoundsGEP(et, out, here));
        });
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  // Gather, take and their gradients.
  Status emit_indexing(const ir::Inst& i) {
    const auto& rs = shape_[i.result];
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    auto* i32 = b_.getInt32Ty();
    auto I = [&](int64_t v) { return b_.getInt64(v); };
    auto idx32 = [&](ir::ValueId v) { return b_.getInt32(f_.values[v].type.dtype == ir::DType::I32 ? 1 : 0); };
    llvm::Value* out = ptr_[i.result];
    switch (i.op) {
      case Op::Gather:
      case Op::GatherGrad: {
        ir::ValueId idx = i.operands[1];
        int64_t rows = element_count(shape_[idx]);
        int64_t c = i.op == Op::Gather ? shape_[i.operands[0]].back() : rs.back();
        b_.CreateCall(kernel(i.op == Op::Gather ? "netc_k_gather_f32" : "netc_k_gather_grad_f32",
                             {ptr_ty, ptr_ty, i32, ptr_ty, i64, i64}),
                      {ptr_[i.operands[0]], ptr_[idx], idx32(idx), out, I(rows), I(c)});
        return {};
      }
      case Op::Take:
      case Op::TakeGrad: {
        ir::ValueId idx = i.operands[1];
        int64_t n = element_count(shape_[idx]);
        int64_t d = rs.back();
        int64_t v = i.op == Op::Take ? shape_[i.operands[0]][0] : rs[0];
        b_.CreateCall(kernel(i.op == Op::Take ? "netc_k_take_f32" : "netc_k_take_grad_f32",
                             {ptr_ty, ptr_ty, i32, ptr_ty, i64, i64, i64}),
                      {ptr_[i.operands[0]], ptr_[idx], idx32(idx), out, I(n), I(d), I(v)});
        return {};
      }
      case Op::TakeAlongAxis:
      case Op::ScatterAdd: {
        // Loops over the indices in row-major order: x[.., idx[.., j, ..], ..]
        // read (NaN, or 0 for integers, out of range), or src[.., j, ..] added
        // there (nothing out of range), so each element adds its values in
        // the order of j.
        ir::ValueId x = i.operands[0], idx = i.operands[1];
        const auto& xs = shape_[x];
        const auto& is = shape_[idx];
        const size_t axis = static_cast<size_t>(along_axis(i));
        llvm::Type* et = elem_type(i.result);
        llvm::Type* it = elem_type(idx);
        const bool take = i.op == Op::TakeAlongAxis, fl = et->isFloatingPointTy();
        if (!take) b_.CreateMemCpy(out, llvm::MaybeAlign(4), ptr_[x], llvm::MaybeAlign(4), bytes(x));
        loop_nest(is, [&](std::vector<llvm::Value*>& at) {
          llvm::Value* here = offset(is, is, at);
          llvm::Value* k = b_.CreateSExtOrTrunc(b_.CreateLoad(it, b_.CreateInBoundsGEP(it, ptr_[idx], here)), i64);
          llvm::Value* ok = b_.CreateICmpULT(k, I(xs[axis]));
          std::vector<llvm::Value*> from = at;
          from[axis] = b_.CreateSelect(ok, k, I(0));
          llvm::Value* there = b_.CreateInBoundsGEP(et, take ? ptr_[x] : out, offset(xs, xs, from));
          if (take) {
            // A bf16 or f16 result (its bits, i16): its quiet NaN.
            llvm::Value* none = fl ? llvm::ConstantFP::getNaN(et)
                                   : llvm::ConstantInt::get(et, !is_half(i.result)                              ? 0
                                                                : f_.values[i.result].type.dtype == ir::DType::F16 ? 0x7e00
                                                                                                                   : 0x7fc0);
            b_.CreateStore(b_.CreateSelect(ok, b_.CreateLoad(et, there), none), b_.CreateInBoundsGEP(et, out, here));
            return;
          }
          llvm::BasicBlock* add = llvm::BasicBlock::Create(ctx_, "scatter.add", fn_);
          llvm::BasicBlock* next = llvm::BasicBlock::Create(ctx_, "scatter.next", fn_);
          b_.CreateCondBr(ok, add, next);
          b_.SetInsertPoint(add);
          llvm::Value* v = b_.CreateLoad(et, b_.CreateInBoundsGEP(et, ptr_[i.operands[2]], here));
          llvm::Value* old = b_.CreateLoad(et, there);
          b_.CreateStore(fl ? b_.CreateFAdd(old, v) : b_.CreateAdd(old, v), there);
          b_.CreateBr(next);
          b_.SetInsertPoint(next);
        });
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  // Convolutions, pooling and their gradients: calls into runtime/cpu/kernels.
  Status emit_image(const ir::Inst& i) {
    const auto& rs = shape_[i.result];
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i64 = b_.getInt64Ty();
    auto I = [&](int64_t v) { return b_.getInt64(v); };
    llvm::Value* out = ptr_[i.result];
    switch (i.op) {
      case Op::Conv2d:
      case Op::Conv2dGradInput:
      case Op::Conv2dGradWeight: {
        // x [n, c, h, w], weight [o, c, kh, kw], y [n, o, oh, ow]
        std::vector<int64_t> xs, ws, ys;
        std::string name;
        if (i.op == Op::Conv2d) xs = shape_[i.operands[0]], ws = shape_[i.operands[1]], ys = rs, name = "netc_k_conv2d_";
        else if (i.op == Op::Conv2dGradInput)
          xs = rs, ws = shape_[i.operands[1]], ys = shape_[i.operands[0]], name = "netc_k_conv2d_grad_input_";
        else xs = shape_[i.operands[0]], ws = rs, ys = shape_[i.operands[1]], name = "netc_k_conv2d_grad_weight_";
        // bf16 or f16 operands (`precision = bf16`, `f16`): the runtime's
        // convolution of them, f32 accumulation and result (kernels.h).
        name += ir::dtype_name(f_.values[i.operands[0]].type.dtype);
        std::vector<llvm::Type*> t(3, ptr_ty);
        t.insert(t.end(), 11, i64);
        b_.CreateCall(kernel(name.c_str(), t), {ptr_[i.operands[0]], ptr_[i.operands[1]], out, I(xs[0]), I(xs[1]), I(xs[2]),
                                        I(xs[3]), I(ws[0]), I(ws[2]), I(ws[3]), I(ys[2]), I(ys[3]),
                                        I(ir::attr_int(i.attrs, "stride", 1)), I(ir::attr_int(i.attrs, "padding", 0))});
        return {};
      }
      case Op::MaxPool2d:
      case Op::AvgPool2d:
      case Op::MaxPool2dGrad:
      case Op::AvgPool2dGrad: {
        bool grad = i.op == Op::MaxPool2dGrad || i.op == Op::AvgPool2dGrad;
        const auto& xs = grad ? rs : shape_[i.operands[0]];
        const auto& ys = grad ? shape_[i.operands.back()] : rs;
        int64_t k = ir::attr_int(i.attrs, "kernel", 2), s = ir::attr_int(i.attrs, "stride", k);
        std::vector<llvm::Value*> dims = {I(xs[0] * xs[1]), I(xs[2]), I(xs[3]), I(ys[2]), I(ys[3]), I(k), I(s)};
        std::vector<llvm::Value*> args;
        std::vector<llvm::Type*> t;
        for (ir::ValueId o : i.operands) args.push_back(ptr_[o]), t.push_back(ptr_ty);
        args.push_back(out);
        t.push_back(ptr_ty);
        args.insert(args.end(), dims.begin(), dims.end());
        t.insert(t.end(), dims.size(), i64);
        const char* name = i.op == Op::MaxPool2d       ? "netc_k_max_pool2d_f32"
                           : i.op == Op::AvgPool2d     ? "netc_k_avg_pool2d_f32"
                           : i.op == Op::MaxPool2dGrad ? "netc_k_max_pool2d_grad_f32"
                                                       : "netc_k_avg_pool2d_grad_f32";
        b_.CreateCall(kernel(name, t), args);
        return {};
      }
      default: break;
    }
    return unsupported(i);
  }

  Status emit_reduction(const ir::Inst& i) {
    ir::ValueId x = i.operands[0], r = i.result;
    const auto& xs = shape_[x];
    const auto& rs = shape_[r];
    llvm::Type* et = elem_type(r);
    bool fl = et->isFloatTy();
    std::vector<int> out_axis = codegen::reduction_out_axes(i, xs, rs);
    llvm::Value* out = ptr_[r];
    // sum_to is a sum; every other reduction has its rules in ir/ops.def.
    const ir::ReductionRule& rule = *ir::reduction_rule(i.op == Op::SumTo ? Op::Sum : i.op);
    const ir::DType dt = f_.values[r].type.dtype;
    LlvmScalar s{b_, fl, et, dt, dt, et};
    using Start = ir::ReductionRule::Start;
    const bool lowest = rule.start == Start::Lowest;
    llvm::Value* init =
        rule.start == Start::Number ? s.number(rule.identity, nullptr)
        : fl ? llvm::ConstantFP::getInfinity(et, lowest)
             : llvm::ConstantInt::get(et, lowest ? llvm::APInt::getSignedMinValue(et->getIntegerBitWidth())
                                                 : llvm::APInt::getSignedMaxValue(et->getIntegerBitWidth()));
    loop_nest(rs, [&](std::vector<llvm::Value*>& idx) {
      b_.CreateStore(init, b_.CreateInBoundsGEP(et, out, offset(rs, rs, idx)));
    });
    // The output offset from an input index: kept axes map to their position,
    // reduced axes contribute nothing.
    auto out_offset = [&](const std::vector<llvm::Value*>& idx) {
      std::vector<llvm::Value*> o(rs.size(), b_.getInt64(0));
      for (size_t k = 0; k < xs.size(); ++k)
        if (out_axis[k] >= 0) o[out_axis[k]] = idx[k];
      return offset(rs, rs, o);
    };
    auto accumulate = [&](const std::vector<llvm::Value*>& idx) {
      llvm::Value* v = value_at(x, xs, idx);
      llvm::Value* p = b_.CreateInBoundsGEP(et, out, out_offset(idx));
      llvm::Value* acc = b_.CreateLoad(et, p);
      b_.CreateStore(ir::evaluate(s, rule.combine, {acc, v}), p);
    };
    // The loops in the input's order, as a serial loop runs them; a split
    // kernel's chunk is a range of the outer axis wherever it is. When the
    // innermost axis is kept, consecutive elements go to distinct outputs
    // (a bias gradient of a dense layer, [B, n] -> [n]: vectors of them);
    // when it is reduced, each output is a serial chain, and chains of
    // several outputs are interleaved (emit_jammed_reduction).
    const int outer = reduction_outer_axis(i);
    const bool innermost_kept = !xs.empty() && out_axis.back() >= 0;
    if (std::optional<size_t> run = summed_run(i, rule, out_axis))
      emit_run_reduction(i, *run, outer, out_axis);
    else if (outer >= 0 && !innermost_kept && xs[static_cast<size_t>(outer)] >= kJammedOutputs)
      emit_jammed_reduction(xs, static_cast<size_t>(outer), accumulate);
    else
      loop_nest(xs, accumulate, {}, split_begin_ ? outer : -1);
    if (!rule.finish_is_accumulator()) {
      double count = static_cast<double>(element_count(xs)) / static_cast<double>(std::max<int64_t>(1, element_count(rs)));
      loop_nest(rs, [&](std::vector<llvm::Value*>& idx) {
        llvm::Value* p = b_.CreateInBoundsGEP(et, out, offset(rs, rs, idx));
        b_.CreateStore(ir::evaluate(s, rule.finish, {b_.CreateLoad(et, p), s.number(count, nullptr)}), p);
      });
    }
    return {};
  }

  // An f32 sum (sum, mean, sum_to) whose innermost axes are reduced over a
  // run of at least kRunLanes consecutive elements sums each run in vector
  // lanes (emit_run_reduction). Returns the first axis of that run (0: every
  // axis is reduced), or nothing when the reduction does not qualify:
  // another combine or type, a run too short, or a value of its fused tree
  // that cannot see the run as one axis (it broadcasts along part of it).
  static constexpr int64_t kRunLanes = 16;
  std::optional<size_t> summed_run(const ir::Inst& i, const ir::ReductionRule& rule, const std::vector<int>& out_axis) {
    const ir::Formula& c = rule.combine;
    const bool adds = rule.start == ir::ReductionRule::Start::Number && rule.identity == 0 &&
                      ((c.kind == ir::Formula::Kind::Op && c.op == Op::Add) ||
                       (c.kind == ir::Formula::Kind::Prim && c.prim == ir::Prim::Add));
    ir::ValueId x = i.operands[0];
    if (!adds || !elem_type(i.result)->isFloatTy() || !compute_type(x)->isFloatTy()) return std::nullopt;
    const auto& xs = shape_[x];
    size_t first = xs.size();
    int64_t run = 1;
    while (first > 0 && out_axis[first - 1] < 0) run *= xs[--first];
    if (first == xs.size() || run < kRunLanes || !plan_.carried_by(i).empty()) return std::nullopt;
    for (ir::ValueId v : run_values(i))
      if (!run_shape(shape_[v], xs, first)) return std::nullopt;
    return first;
  }
  // The values a reduction's loop reads or computes besides its result: its
  // fused producers and the buffers they read.
  std::vector<ir::ValueId> run_values(const ir::Inst& i) {
    std::vector<ir::ValueId> vs;
    for (ir::ValueId v : plan_.fused_tree(i))
      if (v != i.result) vs.push_back(v);
    plan_.leaf_buffers(i.operands[0], vs);
    return vs;
  }
  // `shape` (right-aligned against xs) with xs's axes from `first` on made
  // one: their product where shape spans them all, 1 where it is 1 along
  // all of them; nothing where it spans only some.
  static std::optional<std::vector<int64_t>> run_shape(const std::vector<int64_t>& shape,
                                                        const std::vector<int64_t>& xs, size_t first) {
    const size_t k = xs.size() - first;  // the run's axes
    if (element_count(shape) == 1) return std::vector<int64_t>(std::min(shape.size(), xs.size() - k + 1), 1);
    if (shape.size() < k) return std::nullopt;
    std::vector<int64_t> out(shape.begin(), shape.end() - static_cast<std::ptrdiff_t>(k));
    bool all = true, none = true;
    for (size_t a = 0; a < k; ++a) {
      int64_t d = shape[shape.size() - k + a];
      all = all && d == xs[first + a];
      none = none && d == 1;
    }
    if (!all && !none) return std::nullopt;
    out.push_back(none ? 1 : element_count({xs.begin() + static_cast<std::ptrdiff_t>(first), xs.end()}));
    return out;
  }

  // A sum whose axes from `first` on are reduced, one run of L consecutive
  // elements per index of the axes before (the prefix): each run is summed
  // in two vectors of kRunLanes lanes (lane p of the first takes the
  // elements 2 kRunLanes j + p, of the second 2 kRunLanes j + kRunLanes + p;
  // a last whole block of kRunLanes goes to the first), the two are added,
  // then their lanes as a tree of halves, then the run's last L % kRunLanes
  // elements in order, and the run's sum is added to its output in the
  // prefix's order (tests/unit/codegen_cpu_test.cc, run_sum). The order is
  // fixed by L alone: the same bits on any target and any thread count (a
  // split kernel takes a chunk of `outer`, a kept axis of the prefix).
  // `out_axis`: each input axis's place in the result (reduction_out_axes).
  void emit_run_reduction(const ir::Inst& i, size_t first, int outer, const std::vector<int>& out_axis) {
    ir::ValueId x = i.operands[0];
    const std::vector<int64_t> xs = shape_[x];  // a copy: shape_[x] is the run's view below
    const int64_t L = element_count({xs.begin() + static_cast<std::ptrdiff_t>(first), xs.end()});
    const std::vector<int64_t>& rs = shape_[i.result];
    // The fused tree sees the run as one axis while this loop is emitted.
    std::map<ir::ValueId, std::vector<int64_t>> saved;
    for (ir::ValueId v : run_values(i)) saved.emplace(v, shape_[v]);
    for (auto& [v, shape] : saved) shape_[v] = *run_shape(shape, xs, first);
    std::vector<int64_t> prefix(xs.begin(), xs.begin() + static_cast<std::ptrdiff_t>(first));
    std::vector<int64_t> ls = prefix;
    ls.push_back(L);
    auto* f32 = b_.getFloatTy();
    auto* vty = llvm::FixedVectorType::get(f32, kRunLanes);
    llvm::Type* et = elem_type(i.result);
    loop_nest(prefix, [&](std::vector<llvm::Value*>& at) {
      std::vector<llvm::Value*> idx = at;
      idx.push_back(nullptr);
      auto element = [&](llvm::Value* q) {
        idx.back() = q;
        return value_at(x, ls, idx);
      };
      // kRunLanes elements from q on: one vector load of a stored operand,
      // else the elements computed and gathered (the SLP vectoriser makes
      // vector code of them).
      auto lanes = [&](llvm::Value* q) -> llvm::Value* {
        if (!fused_[x] && !is_half(x)) {
          idx.back() = q;
          return b_.CreateAlignedLoad(vty, b_.CreateInBoundsGEP(f32, ptr_[x], offset(shape_[x], ls, idx)), llvm::Align(4));
        }
        llvm::Value* v = llvm::PoisonValue::get(vty);
        for (int64_t p = 0; p < kRunLanes; ++p)
          v = b_.CreateInsertElement(v, element(b_.CreateAdd(q, b_.getInt64(p))), p);
        return v;
      };
      llvm::Value* zero = llvm::ConstantFP::get(vty, 0.0);
      const int64_t pairs = L / (2 * kRunLanes);
      std::vector<llvm::Value*> acc{zero, zero};
      if (pairs > 0)
        acc = for_range_carry(b_.getInt64(0), b_.getInt64(pairs), acc, [&](llvm::Value* j, const std::vector<llvm::Value*>& a) {
          llvm::Value* q = b_.CreateMul(j, b_.getInt64(2 * kRunLanes));
          return std::vector<llvm::Value*>{b_.CreateFAdd(a[0], lanes(q)),
                                           b_.CreateFAdd(a[1], lanes(b_.CreateAdd(q, b_.getInt64(kRunLanes))))};
        });
      int64_t done = pairs * 2 * kRunLanes;
      if (L - done >= kRunLanes) acc[0] = b_.CreateFAdd(acc[0], lanes(b_.getInt64(done))), done += kRunLanes;
      llvm::Value* v = b_.CreateFAdd(acc[0], acc[1]);
      for (int64_t w = kRunLanes / 2; w >= 1; w /= 2) {  // the lanes' tree: halves added
        std::vector<int> lo, hi;
        for (int p = 0; p < w; ++p) lo.push_back(p), hi.push_back(static_cast<int>(w) + p);
        v = b_.CreateFAdd(b_.CreateShuffleVector(v, lo), b_.CreateShuffleVector(v, hi));
      }
      llvm::Value* s = b_.CreateExtractElement(v, uint64_t{0});
      if (done < L)
        s = for_range_carry(b_.getInt64(done), b_.getInt64(L), {s}, [&](llvm::Value* q, const std::vector<llvm::Value*>& a) {
              return std::vector<llvm::Value*>{b_.CreateFAdd(a[0], element(q))};
            })[0];
      std::vector<llvm::Value*> o(rs.size(), b_.getInt64(0));
      for (size_t k = 0; k < first; ++k)
        if (out_axis[k] >= 0) o[static_cast<size_t>(out_axis[k])] = at[k];
      llvm::Value* p = b_.CreateInBoundsGEP(et, ptr_[i.result], offset(rs, rs, o));
      b_.CreateStore(b_.CreateFAdd(b_.CreateLoad(et, p), s), p);
    }, {}, split_begin_ ? outer : -1);
    for (auto& [v, shape] : saved) shape_[v] = shape;
  }

  // A reduction along its outer axis (reduction_outer_axis) whose innermost
  // axis is reduced sums this many outputs at once: their serial chains of
  // additions interleave, so that the core overlaps their latencies, and
  // each output still adds its inputs in the order of one loop (the same
  // bits).
  static constexpr int64_t kJammedOutputs = 8;

  // The loops of a reduction over an input of shape xs with `outer` (a kept
  // axis) outermost, kJammedOutputs of its indices per iteration (then one
  // at a time for the rest), the other axes inside in order; `accumulate`
  // adds the input at an index into its output. In a split kernel, over the
  // calling thread's chunk of `outer`.
  void emit_jammed_reduction(const std::vector<int64_t>& xs, size_t outer,
                             const std::function<void(const std::vector<llvm::Value*>&)>& accumulate) {
    std::vector<int64_t> rest;  // the other axes, in order
    for (size_t k = 0; k < xs.size(); ++k)
      if (k != outer) rest.push_back(xs[k]);
    llvm::Value* begin = split_begin_ ? split_begin_ : b_.getInt64(0);
    llvm::Value* end = split_begin_ ? split_end_ : b_.getInt64(xs[outer]);
    llvm::Value *saved_begin = split_begin_, *saved_end = split_end_;
    split_begin_ = split_end_ = nullptr;  // the inner loops run whole
    auto outputs = [&](llvm::Value* first, int64_t count) {
      loop_nest(rest, [&](std::vector<llvm::Value*>& r) {
        for (int64_t j = 0; j < count; ++j) {
          std::vector<llvm::Value*> idx(xs.size());
          for (size_t k = 0, q = 0; k < xs.size(); ++k) idx[k] = k == outer ? b_.CreateAdd(first, b_.getInt64(j)) : r[q++];
          accumulate(idx);
        }
      });
    };
    llvm::Value* blocks = b_.CreateSDiv(b_.CreateSub(end, begin), b_.getInt64(kJammedOutputs));
    for_range_if_any(b_.getInt64(0), blocks, [&](llvm::Value* blk) {
      outputs(b_.CreateAdd(begin, b_.CreateMul(blk, b_.getInt64(kJammedOutputs))), kJammedOutputs);
    });
    for_range_if_any(b_.CreateAdd(begin, b_.CreateMul(blocks, b_.getInt64(kJammedOutputs))), end,
                     [&](llvm::Value* o) { outputs(o, 1); });
    split_begin_ = saved_begin, split_end_ = saved_end;
  }

  // A transposed B is packed (B^T copied row-major) on the kernel's stack up
  // to this many floats, so that its product is tiled like any other.
  static constexpr int64_t kPackedFloats = 8 * 1024;  // 32 KiB

  // The register tile of C for small products: kTileRows rows by
  // tile_vectors() vectors of lanes() floats. Sixteen accumulators with
  // AVX-512 (of 32 registers), eight with AVX2 (of 16): enough independent
  // fused multiply-adds to cover their latency on both FMA ports, with
  // registers left for the B vectors and the broadcast A element.
  static constexpr int64_t kTileRows = 4;
  static_assert(kRowPartRows % kTileRows == 0, "a row run's parts are whole tiles of rows (steps.h)");
  int64_t vector_bits() const { return options_.vector_bits > 0 ? options_.vector_bits : 256; }
  int64_t lanes() const { return vector_bits() / 32; }
  int64_t tile_vectors() const { return vector_bits() >= 512 ? 4 : 2; }

  // A tile's columns: `vectors` vectors of `lanes` floats.
  struct TileShape {
    int64_t lanes, vectors;
    int64_t cols() const { return lanes * vectors; }
  };
  // The tile shape that covers the most of N columns: the target's widest
  // tile for wide products, narrower vectors or fewer of them for the few
  // columns of attention's products (N = 12: three vectors of 4 floats, not
  // one row loop), wider vectors first among equals. No tile is {0, 0}.
  TileShape tile_shape(int64_t N) const {
    TileShape best{0, 0};
    for (int64_t l = lanes(); l >= 4; l /= 2)
      for (int64_t v = tile_vectors(); v >= 1; --v) {
        TileShape t{l, v};
        if (N / t.cols() * t.cols() > (best.lanes ? N / best.cols() * best.cols() : 0)) best = t;
      }
    return best;
  }

  // C[M, N] = op(A) op(B) as loops in a noalias kernel. The C tiles that fit
  // (tile_shape) are computed in registers: for each k, the tile's vector loads of a
  // row of B and kTileRows broadcasts of A feed as many fused multiply-adds
  // as the tile has vectors, and C is written once. The edges (rows and
  // columns the tiles leave) are loops along rows of B and C (vectorised;
  // a span no wider than a tile in registers, matmul_narrow_rows).
  // Every element is the sum over k in order. Returns the kernel, a
  // function of (A, B, C): a batched product calls it once per matrix.
  // A new product kernel k(a, b, c), not inlined, its pointers not
  // aliased; the builder writes its body until end_kernel().
  struct Outside {
    llvm::Function* fn;
    llvm::BasicBlock* block;
    llvm::Value *split_begin, *split_end;
  };
  // With `chunk`, k(a, b, c, begin, end) for call_split, which the loops
  // nested in it (loop_nest) run over.
  llvm::Function* begin_kernel(const std::string& what, Outside& outside, bool chunk = false) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    std::vector<llvm::Type*> args{ptr_ty, ptr_ty, ptr_ty};
    if (chunk) args.insert(args.end(), {b_.getInt64Ty(), b_.getInt64Ty()});
    llvm::Function* k = begin_function("k" + std::to_string(kernels_++) + "_" + what, args, outside);
    for (unsigned n = 0; n < 3; ++n) k->addParamAttr(n, llvm::Attribute::NoAlias);
    if (chunk) split_begin_ = k->getArg(3), split_end_ = k->getArg(4);
    return k;
  }
  // A new function `name`(args...) of the module, not inlined, whose body
  // the builder writes until end_kernel().
  llvm::Function* begin_function(const std::string& name, const std::vector<llvm::Type*>& args, Outside& outside) {
    llvm::Function* k = llvm::Function::Create(llvm::FunctionType::get(b_.getVoidTy(), args, false),
                                               llvm::Function::InternalLinkage, name, mod_);
    k->addFnAttr(llvm::Attribute::NoInline);
    k->addFnAttr(llvm::Attribute::NoUnwind);
    outside = {fn_, b_.GetInsertBlock(), split_begin_, split_end_};
    fn_ = k;
    b_.SetInsertPoint(llvm::BasicBlock::Create(ctx_, "entry", k));
    return k;
  }
  void end_kernel(const Outside& outside) {
    b_.CreateRetVoid();
    fn_ = outside.fn;
    b_.SetInsertPoint(outside.block);
    split_begin_ = outside.split_begin, split_end_ = outside.split_end;
  }

  llvm::Function* small_matmul(bool ta, bool tb, int64_t M, int64_t N, int64_t K) {
    Outside outside;
    llvm::Function* k = begin_kernel("small_matmul", outside);
    llvm::Value *A = k->getArg(0), *B = k->getArg(1), *C = k->getArg(2);
    auto* f32 = b_.getFloatTy();
    TileShape shape = tile_shape(N);
    bool tiles = M >= kTileRows && shape.lanes > 0;
    if (tb && tiles && K * N <= kPackedFloats) {
      // B^T [N, K] packed into [K, N].
      llvm::AllocaInst* packed = b_.CreateAlloca(f32, b_.getInt64(K * N));
      packed->setAlignment(llvm::Align(64));
      transpose_into(B, packed, N, K);
      B = packed;
      tb = false;
    }
    // A(i, k) and B(k, j) through the transpose flags.
    auto a_at = [&](llvm::Value* r, llvm::Value* c) { return ta ? matrix_element(A, c, r, M) : matrix_element(A, r, c, K); };
    auto b_at = [&](llvm::Value* r, llvm::Value* c) { return tb ? matrix_element(B, c, r, K) : matrix_element(B, r, c, N); };
    if (!tb) {
      int64_t tiled_rows = tiles ? M / kTileRows * kTileRows : 0, tiled_cols = tiles ? N / shape.cols() * shape.cols() : 0;
      if (tiles) matmul_tiles(a_at, B, C, shape, tiled_rows, tiled_cols, N, K);
      // The edges: columns right of the tiles, then rows below them.
      matmul_rows(a_at, b_at, C, 0, tiled_rows, tiled_cols, N, N, K);
      matmul_rows(a_at, b_at, C, tiled_rows, M, 0, N, N, K);
    } else {
      llvm::FastMathFlags saved = b_.getFastMathFlags();
      llvm::FastMathFlags fmf = saved;
      fmf.setAllowReassoc(true);  // lets the dot product vectorise
      b_.setFastMathFlags(fmf);
      for_range(M, [&](llvm::Value* r) {
        for_range(N, [&](llvm::Value* c) {
          auto dot = for_range_carry(b_.getInt64(0), b_.getInt64(K), {llvm::ConstantFP::get(f32, 0.0)},
                                     [&](llvm::Value* kk, const std::vector<llvm::Value*>& acc) {
                                       llvm::Value* term = b_.CreateFMul(b_.CreateLoad(f32, a_at(r, kk)),
                                                                         b_.CreateLoad(f32, b_at(kk, c)));
                                       return std::vector<llvm::Value*>{b_.CreateFAdd(acc[0], term)};
                                     });
          b_.CreateStore(dot[0], matrix_element(C, r, c, N));
        });
      });
      b_.setFastMathFlags(saved);
    }
    end_kernel(outside);
    return k;
  }

  // A kernel (a, b, c) calling `f32_kernel` on `d` (bf16 or f16) a and b of
  // `na` and `nb` elements, widened into f32 copies on its stack.
  static constexpr int64_t kWidenedFloats = 16 * 1024;  // 64 KiB
  llvm::Function* widened_operands(llvm::Function* f32_kernel, ir::DType d, int64_t na, int64_t nb) {
    Outside outside;
    llvm::Function* k = begin_kernel("widened", outside);
    auto* f32 = b_.getFloatTy();
    std::vector<llvm::Value*> wide;
    for (auto [arg, n] : {std::pair<unsigned, int64_t>{0, na}, {1, nb}}) {
      llvm::AllocaInst* w = b_.CreateAlloca(f32, b_.getInt64(n));
      w->setAlignment(llvm::Align(64));
      llvm::Value* src = k->getArg(arg);
      for_range(n, [&](llvm::Value* i) {
        llvm::Value* bits = b_.CreateLoad(b_.getInt16Ty(), b_.CreateInBoundsGEP(b_.getInt16Ty(), src, i));
        b_.CreateStore(widen(d, bits), b_.CreateInBoundsGEP(f32, w, i));
      });
      wide.push_back(w);
    }
    b_.CreateCall(f32_kernel, {wide[0], wide[1], k->getArg(2)});
    end_kernel(outside);
    return k;
  }

  // dst [cols, rows] = src [rows, cols]^T, both row-major f32. Blocks of 8 x 8
  // are transposed in registers (8 row loads, 24 shuffles, 8 column
  // stores: the three stages of unpack, shuffle and 128-bit permute that
  // x86 has for it); the edges element by element. A copy: the same bits.
  void transpose_into(llvm::Value* src, llvm::Value* dst, int64_t rows, int64_t cols) {
    constexpr int64_t kB = 8;
    auto* f32 = b_.getFloatTy();
    auto* vec = llvm::FixedVectorType::get(f32, kB);
    const llvm::Align align(4);
    const int64_t rb = rows / kB * kB, cb = cols / kB * kB;
    auto shuffle = [&](llvm::Value* a, llvm::Value* b, std::initializer_list<int> mask) {
      return b_.CreateShuffleVector(a, b, llvm::ArrayRef<int>(mask.begin(), mask.size()));
    };
    if (rb > 0 && cb > 0)
      for_range(rb / kB, [&](llvm::Value* br) {
        llvm::Value* r0 = b_.CreateMul(br, b_.getInt64(kB));
        for_range(cb / kB, [&](llvm::Value* bc) {
          llvm::Value* c0 = b_.CreateMul(bc, b_.getInt64(kB));
          llvm::Value* r[kB];
          for (int64_t i = 0; i < kB; ++i)
            r[i] = b_.CreateAlignedLoad(vec, matrix_element(src, b_.CreateAdd(r0, b_.getInt64(i)), c0, cols), align);
          llvm::Value *t[kB], *u[kB];
          for (int64_t i = 0; i < kB; i += 2) {
            t[i] = shuffle(r[i], r[i + 1], {0, 8, 1, 9, 4, 12, 5, 13});       // unpacklo
            t[i + 1] = shuffle(r[i], r[i + 1], {2, 10, 3, 11, 6, 14, 7, 15});  // unpackhi
          }
          for (int64_t i = 0; i < kB; i += 4)
            for (int64_t h = 0; h < 2; ++h) {
              u[i + 2 * h] = shuffle(t[i + h], t[i + h + 2], {0, 1, 8, 9, 4, 5, 12, 13});
              u[i + 2 * h + 1] = shuffle(t[i + h], t[i + h + 2], {2, 3, 10, 11, 6, 7, 14, 15});
            }
          for (int64_t j = 0; j < 4; ++j) {
            llvm::Value* lo = shuffle(u[j], u[j + 4], {0, 1, 2, 3, 8, 9, 10, 11});  // column j
            llvm::Value* hi = shuffle(u[j], u[j + 4], {4, 5, 6, 7, 12, 13, 14, 15});  // column j + 4
            b_.CreateAlignedStore(lo, matrix_element(dst, b_.CreateAdd(c0, b_.getInt64(j)), r0, rows), align);
            b_.CreateAlignedStore(hi, matrix_element(dst, b_.CreateAdd(c0, b_.getInt64(j + 4)), r0, rows), align);
          }
        });
      });
    auto element = [&](llvm::Value* r, llvm::Value* c) {
      b_.CreateStore(b_.CreateLoad(f32, matrix_element(src, r, c, cols)), matrix_element(dst, c, r, rows));
    };
    // Right of the blocks, then below them.
    if (cb < cols)
      for_range(b_.getInt64(0), b_.getInt64(rb), [&](llvm::Value* r) {
        for_range(b_.getInt64(cb), b_.getInt64(cols), [&](llvm::Value* c) { element(r, c); });
      });
    if (rb < rows)
      for_range(b_.getInt64(rb), b_.getInt64(rows), [&](llvm::Value* r) {
        for_range(cols, [&](llvm::Value* c) { element(r, c); });
      });
  }

  // &base[row * ld + col] for a row-major f32 matrix.
  llvm::Value* matrix_element(llvm::Value* base, llvm::Value* row, llvm::Value* col, int64_t ld) {
    return b_.CreateInBoundsGEP(b_.getFloatTy(), base, b_.CreateAdd(b_.CreateMul(row, b_.getInt64(ld)), col));
  }

  // C[0:rows, 0:cols] (multiples of the tile) in register tiles; B is
  // row-major [K, ldc], C is [.., ldc].
  void matmul_tiles(const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& a_at, llvm::Value* B, llvm::Value* C,
                    TileShape shape, int64_t rows, int64_t cols, int64_t ldc, int64_t K) {
    auto* f32 = b_.getFloatTy();
    int64_t L = shape.lanes, V = shape.vectors;
    auto* vec = llvm::FixedVectorType::get(f32, static_cast<unsigned>(L));
    llvm::Function* fma = llvm::Intrinsic::getDeclaration(mod_, llvm::Intrinsic::fmuladd, {vec});
    const llvm::Align align(4);
    auto element = [&](llvm::Value* base, llvm::Value* row, llvm::Value* col) { return matrix_element(base, row, col, ldc); };
    for_range(rows / kTileRows, [&](llvm::Value* tile_row) {
      llvm::Value* r0 = b_.CreateMul(tile_row, b_.getInt64(kTileRows));
      for_range(cols / (L * V), [&](llvm::Value* tile_col) {
        llvm::Value* c0 = b_.CreateMul(tile_col, b_.getInt64(L * V));
        std::vector<llvm::Value*> zero(static_cast<size_t>(kTileRows * V), llvm::Constant::getNullValue(vec));
        auto tile = for_range_carry(
            b_.getInt64(0), b_.getInt64(K), zero, [&](llvm::Value* kk, const std::vector<llvm::Value*>& acc) {
              std::vector<llvm::Value*> bv, next_acc(acc.size());
              for (int64_t v = 0; v < V; ++v)
                bv.push_back(b_.CreateAlignedLoad(vec, element(B, kk, b_.CreateAdd(c0, b_.getInt64(v * L))), align));
              for (int64_t r = 0; r < kTileRows; ++r) {
                llvm::Value* av = b_.CreateLoad(f32, a_at(b_.CreateAdd(r0, b_.getInt64(r)), kk));
                llvm::Value* splat = b_.CreateVectorSplat(static_cast<unsigned>(L), av);
                for (int64_t v = 0; v < V; ++v) {
                  size_t t = static_cast<size_t>(r * V + v);
                  next_acc[t] = b_.CreateCall(fma, {splat, bv[static_cast<size_t>(v)], acc[t]});
                }
              }
              return next_acc;
            });
        for (int64_t r = 0; r < kTileRows; ++r)
          for (int64_t v = 0; v < V; ++v)
            b_.CreateAlignedStore(tile[static_cast<size_t>(r * V + v)],
                                  element(C, b_.CreateAdd(r0, b_.getInt64(r)), b_.CreateAdd(c0, b_.getInt64(v * L))), align);
      });
    });
  }

  // C[r_begin:r_end, c_begin:c_end] as loops along rows of B and C: each row
  // of C is zeroed, then accumulates A(r, k) * B[k, :] for every k. Spans
  // no wider than a tile (the columns right of the tiles: 2 of a layer of
  // 10 outputs) go to matmul_narrow_rows.
  void matmul_rows(const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& a_at,
                   const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& b_at, llvm::Value* C, int64_t r_begin,
                   int64_t r_end, int64_t c_begin, int64_t c_end, int64_t ldc, int64_t K) {
    if (r_begin >= r_end || c_begin >= c_end) return;
    if (c_end - c_begin <= lanes() * tile_vectors()) {
      matmul_narrow_rows(a_at, b_at, C, r_begin, r_end, c_begin, c_end, ldc, K);
      return;
    }
    auto* f32 = b_.getFloatTy();
    auto c_at = [&](llvm::Value* r, llvm::Value* c) { return matrix_element(C, r, c, ldc); };
    for_range(b_.getInt64(r_begin), b_.getInt64(r_end), [&](llvm::Value* r) {
      for_range(b_.getInt64(c_begin), b_.getInt64(c_end),
                [&](llvm::Value* c) { b_.CreateStore(llvm::ConstantFP::get(f32, 0.0), c_at(r, c)); });
      for_range(K, [&](llvm::Value* kk) {
        llvm::Value* av = b_.CreateLoad(f32, a_at(r, kk));
        for_range(b_.getInt64(c_begin), b_.getInt64(c_end), [&](llvm::Value* c) {
          llvm::Value* cp = c_at(r, c);
          b_.CreateStore(b_.CreateFAdd(b_.CreateLoad(f32, cp), b_.CreateFMul(av, b_.CreateLoad(f32, b_at(kk, c)))), cp);
        });
      });
    });
  }

  // matmul_rows for a span of W columns no wider than a tile: each row's
  // span is a W-lane vector carried in registers across k (not loaded from
  // and stored to C at every k), and several rows run at once, so that their
  // chains of additions overlap instead of each waiting out the latency of
  // the last. Every element is still 0 + A(r, 0) B(0, c) + A(r, 1) B(1, c)
  // + ..., in order, the same operations as matmul_rows': the same bits.
  void matmul_narrow_rows(const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& a_at,
                          const std::function<llvm::Value*(llvm::Value*, llvm::Value*)>& b_at, llvm::Value* C,
                          int64_t r_begin, int64_t r_end, int64_t c_begin, int64_t c_end, int64_t ldc, int64_t K) {
    auto* f32 = b_.getFloatTy();
    const int64_t W = c_end - c_begin;
    auto* vec = llvm::FixedVectorType::get(f32, static_cast<unsigned>(W));
    const llvm::Align align(4);
    // As many rows as the tiles have accumulators (registers), up to 8.
    const int64_t registers_per_row = (W + lanes() - 1) / lanes();
    const int64_t rows = std::clamp<int64_t>(kTileRows * tile_vectors() / registers_per_row, 1, 8);
    // Rows [r0, r0 + n).
    auto block = [&](llvm::Value* r0, int64_t n) {
      std::vector<llvm::Value*> zero(static_cast<size_t>(n), llvm::Constant::getNullValue(vec));
      auto acc = for_range_carry(b_.getInt64(0), b_.getInt64(K), zero,
                                 [&](llvm::Value* kk, const std::vector<llvm::Value*>& in) {
                                   llvm::Value* bv = b_.CreateAlignedLoad(vec, b_at(kk, b_.getInt64(c_begin)), align);
                                   std::vector<llvm::Value*> out(in.size());
                                   for (int64_t r = 0; r < n; ++r) {
                                     llvm::Value* av = b_.CreateLoad(f32, a_at(b_.CreateAdd(r0, b_.getInt64(r)), kk));
                                     llvm::Value* splat = b_.CreateVectorSplat(static_cast<unsigned>(W), av);
                                     out[static_cast<size_t>(r)] =
                                         b_.CreateFAdd(in[static_cast<size_t>(r)], b_.CreateFMul(splat, bv));
                                   }
                                   return out;
                                 });
      for (int64_t r = 0; r < n; ++r)
        b_.CreateAlignedStore(acc[static_cast<size_t>(r)],
                              matrix_element(C, b_.CreateAdd(r0, b_.getInt64(r)), b_.getInt64(c_begin), ldc), align);
    };
    const int64_t full = (r_end - r_begin) / rows, left = (r_end - r_begin) % rows;
    if (full > 0)
      for_range(full, [&](llvm::Value* blk) { block(b_.CreateAdd(b_.getInt64(r_begin), b_.CreateMul(blk, b_.getInt64(rows))), rows); });
    if (left > 0) block(b_.getInt64(r_begin + full * rows), left);
  }

  // ---- stopping (LowerOptions::stoppable) ----------------------------------------

  // Before an operation: when a stop was requested (netc_k_stop_requested),
  // the tasks started and not yet waited for are waited for (they write
  // into the caller's buffers) and the function returns.
  void stop_if_requested() {
    auto* i32 = b_.getInt32Ty();
    llvm::Value* asked =
        b_.CreateCall(mod_->getOrInsertFunction("netc_k_stop_requested", llvm::FunctionType::get(i32, {}, false)));
    auto* stop = llvm::BasicBlock::Create(ctx_, "stop", fn_);
    auto* go = llvm::BasicBlock::Create(ctx_, "go", fn_);
    b_.CreateCondBr(b_.CreateICmpNE(asked, b_.getInt32(0)), stop, go, unlikely());
    b_.SetInsertPoint(stop);
    llvm::FunctionCallee wait = kernel("netc_async_wait", {b_.getInt64Ty()});
    for (const auto& task : tasks_) b_.CreateCall(wait, {task.second});
    b_.CreateBr(stopped_);
    b_.SetInsertPoint(go);
  }

  llvm::MDNode* unlikely() { return llvm::MDBuilder(ctx_).createBranchWeights(1, 1 << 20); }

  // ---- tasks (async_plan) -----------------------------------------------------

  // Starts k(args...) as a task of the pool: a trampoline takes the
  // arguments from an array in the function's frame. The ticket is waited
  // for at async_[current_].
  void start_task(llvm::Function* k, const std::vector<llvm::Value*>& args) {
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    llvm::Function* t = trampoline(k, args.size(), "_task", {});
    llvm::Value* array = pointer_array(args, "task_args");
    llvm::Value* ticket = b_.CreateCall(
        mod_->getOrInsertFunction("netc_async_start", llvm::FunctionType::get(b_.getInt64Ty(), {ptr_ty, ptr_ty}, false)),
        {t, array});
    tasks_.push_back({async_[current_], ticket});
  }

  // Waits for the tasks that are waited for before instruction `at` of the
  // body (its size: the function's end).
  void wait_for_tasks(int at) {
    llvm::FunctionCallee wait = kernel("netc_async_wait", {b_.getInt64Ty()});
    for (auto it = tasks_.begin(); it != tasks_.end();) {
      if (it->first != at) {
        ++it;
        continue;
      }
      b_.CreateCall(wait, {it->second});
      it = tasks_.erase(it);
    }
  }

  Status emit_matmul(const ir::Inst& i) {
    // Operands that are elided transposes are read through CblasTrans.
    const MatmulShape shape = matmul_shape(i, plan_, shape_);
    const bool ta = shape.ta, tb = shape.tb;
    const ir::ValueId a = ta ? def_[i.operands[0]]->operands[0] : i.operands[0];
    const ir::ValueId b = tb ? def_[i.operands[1]]->operands[0] : i.operands[1];
    const int64_t M = shape.M, N = shape.N, K = shape.K;
    const std::vector<int64_t>&batch = shape.batch, &ab = shape.ab, &bb = shape.bb;
    int64_t lda = ta ? M : K, ldb = tb ? K : N;
    auto* ptr_ty = llvm::PointerType::get(ctx_, 0);
    auto* i32 = b_.getInt32Ty();
    // bf16 or f16 operands (`precision = bf16`, `f16`): the runtime's
    // product of them, f32 accumulation and result (runtime/cpu/kernels.h).
    const ir::DType dt = f_.values[a].type.dtype;
    const bool half = ir::is_half(dt);
    llvm::FunctionCallee sgemm = mod_->getOrInsertFunction(
        dt == ir::DType::BF16 ? "netc_k_gemm_bf16" : dt == ir::DType::F16 ? "netc_k_gemm_f16" : "netc_k_sgemm", llvm::FunctionType::get(b_.getVoidTy(), {i32, i32, i32, i32, i32, i32, b_.getFloatTy(), ptr_ty, i32,
                                                                 ptr_ty, i32, b_.getFloatTy(), ptr_ty, i32},
                                               false));
    std::function<void(llvm::Value*, llvm::Value*, llvm::Value*)> call = [&](llvm::Value* pa, llvm::Value* pb,
                                                                             llvm::Value* pc) {
      b_.CreateCall(sgemm, {b_.getInt32(101), b_.getInt32(ta ? 112 : 111), b_.getInt32(tb ? 112 : 111),
                            b_.getInt32(static_cast<int32_t>(M)), b_.getInt32(static_cast<int32_t>(N)),
                            b_.getInt32(static_cast<int32_t>(K)), llvm::ConstantFP::get(b_.getFloatTy(), 1.0), pa,
                            b_.getInt32(static_cast<int32_t>(lda)), pb, b_.getInt32(static_cast<int32_t>(ldb)),
                            llvm::ConstantFP::get(b_.getFloatTy(), 0.0), pc, b_.getInt32(static_cast<int32_t>(N))});
    };
    // Small products cost more as a BLAS call (dispatch, packing, waking
    // threads) than as arithmetic: they are generated as loops instead, one
    // kernel that a batched product calls once per matrix (attention's
    // [B * heads] products of a few rows each).
    // Small bf16 and f16 ones the same, on their operands widened (exactly)
    // into the stack: a oneDNN call costs more than they do (attention's
    // products).
    const bool small = M * N * K <= kSmallMatmul && (!half || M * K + K * N <= kWidenedFloats);
    if (small) {
      llvm::Function* k = small_matmul(ta, tb, M, N, K);
      if (half) k = widened_operands(k, dt, M * K, K * N);
      call = [&, k](llvm::Value* pa, llvm::Value* pb, llvm::Value* pc) { b_.CreateCall(k, {pa, pb, pc}); };
      if (async_[current_] >= 0) {
        start_task(k, {ptr_[a], ptr_[b], ptr_[i.result]});
        return {};
      }
    }
    if (batch.empty()) {
      call(ptr_[a], ptr_[b], ptr_[i.result]);
      return {};
    }
    auto* f32 = b_.getFloatTy();
    auto each_matrix = [&](llvm::Value* pa, llvm::Value* pb, llvm::Value* pc) {
      loop_nest(batch, [&](std::vector<llvm::Value*>& idx) {
        llvm::Value* oa = b_.CreateMul(offset(ab, batch, idx), b_.getInt64(M * K));
        llvm::Value* ob = b_.CreateMul(offset(bb, batch, idx), b_.getInt64(K * N));
        llvm::Value* oc = b_.CreateMul(offset(batch, batch, idx), b_.getInt64(M * N));
        call(b_.CreateInBoundsGEP(elem_type(a), pa, oa), b_.CreateInBoundsGEP(elem_type(b), pb, ob),
             b_.CreateInBoundsGEP(f32, pc, oc));
      });
    };
    // Many small matrices (attention's [B, heads] products of a few rows
    // each): split over the pool along the outermost batch axis. Each matrix
    // is one call of the same kernel, so the bits do not depend on the cut.
    if (small && batch[0] >= 2 && element_count(batch) * M * N * K >= kSplitMinMacs) {
      Outside outside;
      llvm::Function* k = begin_kernel("batched_matmul", outside, /*chunk=*/true);
      each_matrix(k->getArg(0), k->getArg(1), k->getArg(2));
      end_kernel(outside);
      call_split(k, {ptr_[a], ptr_[b], ptr_[i.result]}, batch[0]);
      return {};
    }
    each_matrix(ptr_[a], ptr_[b], ptr_[i.result]);
    return {};
  }

  const ir::Module& m_;
  const ir::Function& f_;
  std::string unhandled_;  // an op compute() has no rule for: an internal error
  const DimBindings& dims_;
  llvm::LLVMContext& ctx_;
  llvm::IRBuilder<> b_;
  llvm::Module* mod_ = nullptr;
  llvm::Function* fn_ = nullptr;
  llvm::Value *inputs_ = nullptr, *outputs_ = nullptr, *params_ = nullptr, *workspace_ = nullptr, *step_ = nullptr,
              *seed_ = nullptr;
  codegen::Plan plan_;  // the decisions both backends share (codegen/common/plan.h); its shapes are in shape_
  const std::vector<bool>& fused_ = plan_.fused;
  const std::vector<bool>& elided_ = plan_.elided;
  const std::vector<bool>& live_ = plan_.live;
  const std::vector<bool>& carried_ = plan_.carried;  // fused, and stored by the loop that computes them
  const std::vector<const ir::Inst*>& def_ = plan_.def;
  std::vector<std::vector<int64_t>> shape_;
  std::vector<llvm::Value*> ptr_;
  std::vector<std::pair<llvm::Value*, llvm::Value*>> carried_stores_;  // where, what: in the current iteration
  int kernels_ = 0;
  bool in_run_ = false;                 // emitting a row run's part (emit_row_run): no step splits
  llvm::Value* split_begin_ = nullptr;  // inside a split kernel: its chunk of the outermost loop
  llvm::Value* split_end_ = nullptr;
  const LowerOptions& options_;
  const CpuPlan& planned_;
  const codegen::BufferPlan& buffers_;  // where each value lives
  const std::vector<int>& async_;       // per instruction of the body: where it is waited for, or -1 (async_plan)
  size_t current_ = 0;           // the instruction being emitted
  std::vector<std::pair<int, llvm::Value*>> tasks_;  // started: where each is waited for, its ticket
  llvm::BasicBlock* stopped_ = nullptr;  // LowerOptions::stoppable: where a stopped function returns
};

}  // namespace

Expected<LoweredFunction> lower_function(const ir::Module& m, const ir::Function& f, const DimBindings& dims,
                                         llvm::LLVMContext& ctx, const LowerOptions& options, const CpuPlan* planned) {
  if (!options.dtypes_checked)
    if (auto st = codegen::check_dtypes_computed(m, f); !st.ok()) return st;
  std::optional<CpuPlan> own;
  if (!planned) {
    auto plan = cpu_plan(m, f, dims, options);
    if (!plan.ok()) return plan.status();
    planned = &own.emplace(std::move(*plan));
  }
  ir::Function bound = codegen::bind_sizes(f, dims);
  Lowerer l(m, bound, dims, ctx, options, *planned);
  return l.run();
}

}  // namespace netc::cpu
