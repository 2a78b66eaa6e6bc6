// The CUDA emitter's matrix products (cuBLAS GEMMs in the launch list),
// convolutions over columns in the scratch memory, and pooling (see
// emitter.h).
#include "codegen/cuda/emitter.h"

#include <algorithm>

#include "codegen/common/dtypes.h"
#include "ir/infer.h"
#include "ir/printer.h"

namespace netc::cuda::detail {

Status Emitter::matmul(const ir::Inst& i) {
  auto source = [&](ir::ValueId v, bool* trans) {
    *trans = p_.elided[v];
    return p_.elided[v] ? p_.def[v]->operands[0] : v;
  };
  Launch l;
  ir::ValueId a = source(i.operands[0], &l.trans_a), b = source(i.operands[1], &l.trans_b);
  const auto& as = p_.shape[i.operands[0]];
  const auto& bs = p_.shape[i.operands[1]];
  const auto& rs = p_.shape[i.result];
  l.m = as[as.size() - 2];
  l.k = as.back();
  l.n = bs.back();
  // Batched products with equal batch dims (broadcast batches are not
  // supported by the strided cuBLAS call: say so).
  std::vector<int64_t> ab(as.begin(), as.end() - 2), bb(bs.begin(), bs.end() - 2), cb(rs.begin(), rs.end() - 2);
  l.batch = codegen::element_count(cb);
  l.stride_a = ab == cb ? l.m * l.k : (codegen::element_count(ab) == 1 ? 0 : -1);
  l.stride_b = bb == cb ? l.k * l.n : (codegen::element_count(bb) == 1 ? 0 : -1);
  l.stride_c = l.m * l.n;
  if (l.stride_a < 0 || l.stride_b < 0) {
    std::string where = ir::source_place(m_, i.loc);
    return Status::error((where.empty() ? "" : where + ": ") +
                         "the CUDA backend cannot broadcast the batch dims of a product yet");
  }
  l.operands = f_.values[a].type.dtype;  // b's too (the typing rule); a 16-bit float's result is f32
  gemm(a, b, i.result, l, 0);
  return {};
}

Emitter::ConvShape Emitter::conv_shape(const ir::Inst& i) {
  std::vector<int64_t> xs, ws, ys;
  if (i.op == Op::Conv2d) xs = p_.shape[i.operands[0]], ws = p_.shape[i.operands[1]], ys = p_.shape[i.result];
  else if (i.op == Op::Conv2dGradInput) xs = p_.shape[i.result], ws = p_.shape[i.operands[1]], ys = p_.shape[i.operands[0]];
  else xs = p_.shape[i.operands[0]], ws = p_.shape[i.result], ys = p_.shape[i.operands[1]];
  return {xs[0], xs[1], xs[2], xs[3], ws[0], ws[2], ws[3], ys[2], ys[3], ir::attr_int(i.attrs, "stride", 1),
          ir::attr_int(i.attrs, "padding", 0)};
}

std::vector<Emitter::Chunk> Emitter::image_chunks(int64_t images, int64_t bytes_per_image) const {
  int64_t per = std::max<int64_t>(1, std::min(images, options_.max_column_bytes / std::max<int64_t>(1, bytes_per_image)));
  std::vector<Chunk> out;
  for (int64_t first = 0; first < images; first += per) out.push_back({first, std::min(per, images - first)});
  return out;
}

// Launches the kernel that `emit` writes (once per `key`: later chunks of
// the same size launch it again), then sets the launch's buffer offsets,
// scratch and whether it continues an earlier launch's values.
void Emitter::chunk_kernel(const std::string& key, const std::function<void()>& emit, std::vector<int64_t> offsets,
                           int64_t scratch_bytes, bool continues) {
  if (auto it = chunk_kernels_.find(key); it != chunk_kernels_.end()) launches_.push_back(it->second);
  else {
    emit();
    chunk_kernels_[key] = launches_.back();
  }
  Launch& l = launches_.back();
  l.offsets = std::move(offsets);
  l.scratch_bytes = scratch_bytes;
  l.continues = continues;
}

// The columns of `images` images of x into the scratch memory:
// [images][CKK][P] (`image_major`) or [CKK][images][P]; zero where a window
// hangs over the padding. x's buffer starts at the chunk's first image.
void Emitter::im2col(const ir::Inst& i, const ConvShape& c, bool image_major, int64_t images) {
  ir::ValueId x = i.operands[0];
  Kernel k = begin_named(std::string(ir::op_name(i.op)) + "_im2col", {x}, {}, ctype(f_.values[x].type.dtype));
  int64_t total = images * c.ckk() * c.positions();
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << L(total) << ") return;\n"
       << "  i64 j = t % " << L(c.OW) << ", i = (t / " << L(c.OW) << ") % " << L(c.OH) << ", r = t / " << L(c.positions())
       << ";\n";
  if (image_major) out_ << "  i64 q = r % " << L(c.ckk()) << ", b = r / " << L(c.ckk()) << ";\n";
  else out_ << "  i64 b = r % " << L(images) << ", q = r / " << L(images) << ";\n";
  out_ << "  i64 v = q % " << L(c.KW) << ", u = (q / " << L(c.KW) << ") % " << L(c.KH) << ", ch = q / " << L(c.KW * c.KH)
       << ";\n  i64 yi = i * " << L(c.stride) << " - " << L(c.pad) << " + u, xj = j * " << L(c.stride) << " - " << L(c.pad)
       << " + v;\n  scratch[t] = (yi >= 0 && yi < " << L(c.H) << " && xj >= 0 && xj < " << L(c.W) << ") ? " << k.arg[x]
       << "[((b * " << L(c.C) << " + ch) * " << L(c.H) << " + yi) * " << L(c.W) << " + xj] : " << (ir::is_half(f_.values[x].type.dtype) ? "0" : "0.0f") << ";\n";
  end(k, total);
}

// A cuBLAS launch of C = op(A) op(B) with `shape`'s sizes, transposes,
// strides, offsets and beta.
void Emitter::gemm(ir::ValueId a, ir::ValueId b, ir::ValueId c, const Launch& shape, int64_t scratch_bytes) {
  Launch l = shape;
  l.kind = Launch::Kind::Gemm;
  l.buffers = {a, b, c};
  l.scratch_bytes = scratch_bytes;
  launches_.push_back(l);
}

// bf16 or f16 operands (`precision = bf16`, `f16`) stay 16 bits: the
// columns built of them too, multiplied by cuBLAS's GemmEx into f32 (a
// dcol, a y, a dx, a dw: the product's dtype, base/dtype.h).
Status Emitter::conv(const ir::Inst& i) {
  ConvShape c = conv_shape(i);
  const ir::DType dt = f_.values[i.operands[0]].type.dtype;
  const int64_t es = ir::is_half(dt) ? 2 : 4;  // an operand's element, in bytes
  // Bytes of an image: of x, y and the columns as operands (es), and of
  // x, y and the columns as products (f32).
  int64_t x_image = c.C * c.H * c.W * es, y_image = c.O * c.positions() * es, cols_image = c.ckk() * c.positions() * es;
  const int64_t x_made = c.C * c.H * c.W * 4, y_made = c.O * c.positions() * 4, cols_made = c.ckk() * c.positions() * 4;
  std::string name = "conv" + std::to_string(i.result) + "/";
  if (i.op == Op::Conv2d) {
    for (const Chunk& ch : image_chunks(c.N, cols_image)) {
      int64_t cols = ch.count * cols_image;
      chunk_kernel(name + "im2col/" + std::to_string(ch.count), [&] { im2col(i, c, true, ch.count); },
                   {ch.first * x_image}, cols, false);
      // y[b] = w[O, CKK] @ col[b] for the chunk's images.
      Launch g;
      g.m = c.O, g.k = c.ckk(), g.n = c.positions(), g.batch = ch.count;
      g.stride_a = 0, g.stride_b = c.ckk() * c.positions(), g.stride_c = c.O * c.positions();
      g.scratch_at[1] = 0;
      g.offsets = {0, 0, ch.first * y_made};
      g.continues = ch.first > 0;
      g.operands = dt;
      gemm(i.operands[1], kScratchOperand, i.result, g, cols);
    }
    return {};
  }
  if (i.op == Op::Conv2dGradInput) {  // its columns are a product's: f32
    for (const Chunk& ch : image_chunks(c.N, cols_made)) {
      int64_t cols = ch.count * cols_made;
      // dcol[b] = w^T @ dy[b] (w is stored [O, CKK]).
      Launch g;
      g.trans_a = true;
      g.m = c.ckk(), g.k = c.O, g.n = c.positions(), g.batch = ch.count;
      g.stride_a = 0, g.stride_b = c.O * c.positions(), g.stride_c = c.ckk() * c.positions();
      g.scratch_at[2] = 0;
      g.offsets = {0, ch.first * y_image, 0};
      g.operands = dt;
      gemm(i.operands[1], i.operands[0], kScratchOperand, g, cols);
      // col2im: input element (b, ch, yi, xj) sums the column entries of
      // the windows that cover it.
      int64_t n = ch.count * c.C * c.H * c.W;
      chunk_kernel(name + "col2im/" + std::to_string(ch.count), [&] {
        Kernel k = begin_named(std::string(ir::op_name(i.op)) + "_col2im", {}, {i.result}, "float");
        out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << L(n) << ") return;\n  i64 xj = t % "
             << L(c.W) << ", yi = (t / " << L(c.W) << ") % " << L(c.H) << ", ch = (t / " << L(c.W * c.H) << ") % " << L(c.C)
             << ", b = t / " << L(c.W * c.H * c.C) << ";\n  float acc = 0.0f;\n"
             << "  for (i64 u = 0; u < " << L(c.KH) << "; ++u) for (i64 v = 0; v < " << L(c.KW) << "; ++v) {\n"
             << "    i64 ni = yi + " << L(c.pad) << " - u, nj = xj + " << L(c.pad) << " - v;\n"
             << "    if (ni < 0 || nj < 0 || ni % " << L(c.stride) << " || nj % " << L(c.stride) << ") continue;\n"
             << "    i64 i = ni / " << L(c.stride) << ", j = nj / " << L(c.stride) << ";\n    if (i >= " << L(c.OH)
             << " || j >= " << L(c.OW) << ") continue;\n    acc += scratch[(b * " << L(c.ckk()) << " + (ch * " << L(c.KH)
             << " + u) * " << L(c.KW) << " + v) * " << L(c.positions()) << " + i * " << L(c.OW) << " + j];\n  }\n"
             << "  b0[t] = acc;\n";
        end(k, n);
      }, {ch.first * x_made}, cols, ch.first > 0);
    }
    return {};
  }
  // The weight's gradient, dw = sum over the chunks of dy^T @ col^T (the
  // first chunk writes dw, the others add to it): the chunk's columns
  // [CKK][count][P] at the scratch's start, its dy as [O][count][P] after
  // them.
  ir::ValueId dy = i.operands[1];
  for (const Chunk& ch : image_chunks(c.N, cols_image + y_image)) {
    int64_t dy_at = aligned(ch.count * cols_image), total = dy_at + ch.count * y_image;
    chunk_kernel(name + "im2col/" + std::to_string(ch.count), [&] { im2col(i, c, false, ch.count); }, {ch.first * x_image},
                 total, false);
    int64_t n = c.O * ch.count * c.positions();
    chunk_kernel(name + "swap/" + std::to_string(ch.count), [&] {
      Kernel k = begin_named(std::string(ir::op_name(i.op)) + "_swap_batch", {dy}, {}, ctype(dt));
      out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << L(n) << ") return;\n  i64 q = t % "
           << L(c.positions()) << ", b = (t / " << L(c.positions()) << ") % " << L(ch.count) << ", o = t / "
           << L(c.positions() * ch.count) << ";\n  scratch[" << L(dy_at / es) << " + t] = " << k.arg[dy] << "[(b * " << L(c.O)
           << " + o) * " << L(c.positions()) << " + q];\n";
      end(k, n);
    }, {ch.first * y_image}, total, false);
    Launch g;
    g.trans_b = true;  // the columns are stored [CKK, count * P]
    g.m = c.O, g.k = ch.count * c.positions(), g.n = c.ckk();
    g.scratch_at[0] = dy_at, g.scratch_at[1] = 0;
    g.beta = ch.first > 0 ? 1.0f : 0.0f;
    g.continues = ch.first > 0;
    g.operands = dt;
    gemm(kScratchOperand, kScratchOperand, i.result, g, total);
  }
  return {};
}

Status Emitter::pool(const ir::Inst& i) {
  bool grad = i.op == Op::MaxPool2dGrad || i.op == Op::AvgPool2dGrad;
  const auto& xs = grad ? p_.shape[i.result] : p_.shape[i.operands[0]];
  const auto& ys = grad ? p_.shape[i.operands.back()] : p_.shape[i.result];
  int64_t H = xs[2], W = xs[3], OH = ys[2], OW = ys[3];
  int64_t kk = ir::attr_int(i.attrs, "kernel", 2), s = ir::attr_int(i.attrs, "stride", kk);
  std::vector<ir::ValueId> reads(i.operands.begin(), i.operands.end());
  Kernel k = begin(i, reads);
  out_ << "  i64 t = (i64)blockIdx.x * blockDim.x + threadIdx.x;\n  if (t >= " << codegen::element_count(p_.shape[i.result])
       << "LL) return;\n";
  if (!grad) {
    std::string X = k.arg[i.operands[0]];
    out_ << "  i64 j = t % " << L(OW) << ", i = (t / " << L(OW) << ") % " << L(OH) << ", pl = t / " << L(OW * OH) << ";\n"
         << "  const float* x = " << X << " + pl * " << L(H * W) << ";\n  float acc = "
         << (i.op == Op::MaxPool2d ? "__int_as_float((int)0xff800000u)" : "0.0f") << ";\n"
         << "  for (i64 u = 0; u < " << L(kk) << "; ++u) for (i64 v = 0; v < " << L(kk) << "; ++v) { float e = x[(i * " << L(s)
         << " + u) * " << L(W) << " + j * " << L(s) << " + v]; "
         << (i.op == Op::MaxPool2d ? "if (e != e || e > acc) acc = e; }\n" : "acc += e; }\n")
         << "  b0[t] = acc" << (i.op == Op::AvgPool2d ? " * " + literal(1.0 / static_cast<double>(kk * kk), ir::DType::F32) : "")
         << ";\n";
  } else {
    // A thread per input element: the windows that contain it, window row
    // i from the first whose rows reach yi (i * s + kk > yi) to the last
    // that starts at or before it (i * s <= yi); columns alike.
    std::string G = k.arg[i.operands.back()];
    out_ << "  i64 xj = t % " << L(W) << ", yi = (t / " << L(W) << ") % " << L(H) << ", pl = t / " << L(W * H) << ";\n"
         << "  i64 i_first = yi >= " << L(kk) << " ? (yi - " << L(kk) << ") / " << L(s) << " + 1 : 0, i_last = yi / " << L(s)
         << " < " << L(OH - 1) << " ? yi / " << L(s) << " : " << L(OH - 1) << ";\n"
         << "  i64 j_first = xj >= " << L(kk) << " ? (xj - " << L(kk) << ") / " << L(s) << " + 1 : 0, j_last = xj / " << L(s)
         << " < " << L(OW - 1) << " ? xj / " << L(s) << " : " << L(OW - 1) << ";\n"
         << "  float acc = 0.0f;\n  for (i64 i = i_first; i <= i_last; ++i) for (i64 j = j_first; j <= j_last; ++j) {\n";
    if (i.op == Op::MaxPool2dGrad) {
      std::string X = k.arg[i.operands[0]];
      // The gradient goes to the first maximum of the window, as on the CPU.
      out_ << "    const float* x = " << X << " + pl * " << L(H * W) << ";\n    i64 best = (i * " << L(s) << ") * " << L(W)
           << " + j * " << L(s) << ";\n    for (i64 u = 0; u < " << L(kk) << "; ++u) for (i64 v = 0; v < " << L(kk)
           << "; ++v) { i64 at = (i * " << L(s) << " + u) * " << L(W) << " + j * " << L(s)
           << " + v; if (x[at] > x[best]) best = at; }\n    if (best == yi * " << L(W) << " + xj) acc += " << G << "[(pl * "
           << L(OH) << " + i) * " << L(OW) << " + j];\n";
    } else {
      out_ << "    acc += " << G << "[(pl * " << L(OH) << " + i) * " << L(OW) << " + j] * "
           << literal(1.0 / static_cast<double>(kk * kk), ir::DType::F32) << ";\n";
    }
    out_ << "  }\n  b0[t] = acc;\n";
  }
  end(k, codegen::element_count(p_.shape[i.result]));
  return {};
}

}  // namespace netc::cuda::detail
