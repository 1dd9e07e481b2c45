// mlxcel's extern "C" shim over the MLX C++ API, called from Java through FFM (backend-mlx).
//
// Conventions, so the Java side stays a thin table of downcalls:
//  - an array handle is a heap-allocated mlx::core::array (arrays are reference-counted views of shared buffers, so
//    a handle is cheap); every function that makes one returns it through an out-pointer, the caller frees it with
//    mlxcel_free;
//  - every function returns 0 on success and -1 on failure; C++ exceptions never cross the boundary, the message is
//    kept per thread and read with mlxcel_last_error;
//  - dtype codes: 0 f32, 1 f16, 2 bf16, 3 i32, 4 u32, 5 u8, 6 bool;
//  - composite ops that the SPI defines (rope at per-row positions, KV-cache writes at positions, masked attention)
//    are assembled here from MLX ops and fast kernels, so the graph is built with one downcall each.

#include <mlx/mlx.h>
#include <mlx/version.h>

#include <cstring>
#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace mx = mlx::core;

#define MLXCEL_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

thread_local std::string last_error;

template <typename F>
int guarded(F&& f) {
  try {
    f();
    return 0;
  } catch (const std::exception& e) {
    last_error = e.what();
  } catch (...) {
    last_error = "unknown C++ exception";
  }
  return -1;
}

mx::array& A(void* h) {
  if (h == nullptr) throw std::invalid_argument("null array handle");
  return *static_cast<mx::array*>(h);
}

void* out(mx::array a) {
  return new mx::array(std::move(a));
}

mx::Dtype dtype_of(int code) {
  switch (code) {
    case 0: return mx::float32;
    case 1: return mx::float16;
    case 2: return mx::bfloat16;
    case 3: return mx::int32;
    case 4: return mx::uint32;
    case 5: return mx::uint8;
    case 6: return mx::bool_;
  }
  throw std::invalid_argument("unknown dtype code " + std::to_string(code));
}

int code_of(mx::Dtype d) {
  if (d == mx::float32) return 0;
  if (d == mx::float16) return 1;
  if (d == mx::bfloat16) return 2;
  if (d == mx::int32) return 3;
  if (d == mx::uint32) return 4;
  if (d == mx::uint8) return 5;
  if (d == mx::bool_) return 6;
  return -1;
}

mx::Shape shape_of(const int* dims, int ndim) {
  return mx::Shape(dims, dims + ndim);
}

// [B, T] positions -> [B, 1, T, 1] for broadcasting against [B, H, T, C] attention scores.
mx::array query_positions(const mx::array& positions) {
  int b = positions.shape(0), t = positions.shape(1);
  return mx::reshape(mx::astype(positions, mx::int32), {b, 1, t, 1});
}

}  // namespace

// ---- library ----

MLXCEL_EXPORT const char* mlxcel_last_error() { return last_error.c_str(); }

MLXCEL_EXPORT const char* mlxcel_mlx_version() { return mx::version(); }

/** The MLX version these headers declared when the shim was compiled, to detect a mismatched libmlx.so. */
MLXCEL_EXPORT int mlxcel_built_against() { return MLX_VERSION_NUMERIC; }

MLXCEL_EXPORT int mlxcel_gpu_available() {
  try {
    return mx::is_available(mx::Device(mx::Device::gpu)) ? 1 : 0;
  } catch (...) {
    return 0;
  }
}

/** Makes the GPU (gpu != 0) or the CPU the default device of this process. */
MLXCEL_EXPORT int mlxcel_set_device(int gpu) {
  return guarded([&] {
    mx::Device d(gpu ? mx::Device::gpu : mx::Device::cpu);
    if (!mx::is_available(d)) throw std::runtime_error(gpu ? "this MLX build has no usable GPU" : "MLX CPU device unavailable");
    mx::set_default_device(d);
  });
}

MLXCEL_EXPORT int mlxcel_memory(size_t* active, size_t* peak, size_t* cache) {
  return guarded([&] {
    *active = mx::get_active_memory();
    *peak = mx::get_peak_memory();
    *cache = mx::get_cache_memory();
  });
}

MLXCEL_EXPORT int mlxcel_set_cache_limit(size_t bytes, size_t* previous) {
  return guarded([&] { *previous = mx::set_cache_limit(bytes); });
}

MLXCEL_EXPORT int mlxcel_clear_cache() {
  return guarded([&] { mx::clear_cache(); });
}

// ---- arrays ----

MLXCEL_EXPORT void mlxcel_free(void* a) { delete static_cast<mx::array*>(a); }

/**
 * An array over host memory. borrow != 0 wraps the memory without a copy (MLX may use it in place; the caller keeps it
 * alive for the array's lifetime, e.g. an mmapped checkpoint); otherwise the data is copied now.
 */
MLXCEL_EXPORT int mlxcel_from_host(void* data, int dtype, const int* dims, int ndim, int borrow, void** res) {
  return guarded([&] {
    mx::Shape shape = shape_of(dims, ndim);
    mx::Dtype dt = dtype_of(dtype);
    if (borrow) {
      *res = out(mx::array(data, shape, dt, [](void*) {}));
    } else {
      size_t n = 1;
      for (int d : shape) n *= d;
      size_t bytes = n * dt.size();
      void* copy = std::malloc(bytes == 0 ? 1 : bytes);
      if (copy == nullptr) throw std::bad_alloc();
      std::memcpy(copy, data, bytes);
      *res = out(mx::array(copy, shape, dt, [](void* p) { std::free(p); }));
    }
  });
}

MLXCEL_EXPORT int mlxcel_zeros(int dtype, const int* dims, int ndim, void** res) {
  return guarded([&] {
    mx::array z = mx::zeros(shape_of(dims, ndim), dtype_of(dtype));
    mx::eval(z);
    *res = out(z);
  });
}

MLXCEL_EXPORT int mlxcel_ndim(void* a) { return static_cast<int>(A(a).ndim()); }

MLXCEL_EXPORT int mlxcel_dtype(void* a) { return code_of(A(a).dtype()); }

MLXCEL_EXPORT int mlxcel_shape(void* a, int* dims) {
  return guarded([&] {
    auto& s = A(a).shape();
    for (size_t i = 0; i < s.size(); i++) dims[i] = s[i];
  });
}

MLXCEL_EXPORT int mlxcel_eval(void** arrays, int n) {
  return guarded([&] {
    std::vector<mx::array> v;
    v.reserve(n);
    for (int i = 0; i < n; i++) v.push_back(A(arrays[i]));
    mx::eval(v);
  });
}

/** Evaluates a and copies its elements, row-major, converted to dtype, into dst (bytes long). */
MLXCEL_EXPORT int mlxcel_read(void* a, int dtype, void* dst, size_t bytes) {
  return guarded([&] {
    mx::array c = mx::contiguous(mx::astype(A(a), dtype_of(dtype)));
    mx::eval(c);
    if (c.nbytes() != bytes) throw std::invalid_argument("read of " + std::to_string(c.nbytes()) + " bytes into a buffer of " + std::to_string(bytes));
    std::memcpy(dst, c.data<void>(), bytes);
  });
}

// ---- elementwise and layout ----

MLXCEL_EXPORT int mlxcel_astype(void* a, int dtype, void** res) {
  return guarded([&] { *res = out(mx::astype(A(a), dtype_of(dtype))); });
}

MLXCEL_EXPORT int mlxcel_add(void* a, void* b, void** res) {
  return guarded([&] { *res = out(mx::add(A(a), A(b))); });
}

MLXCEL_EXPORT int mlxcel_multiply(void* a, void* b, void** res) {
  return guarded([&] { *res = out(mx::multiply(A(a), A(b))); });
}

MLXCEL_EXPORT int mlxcel_scale(void* a, float factor, void** res) {
  return guarded([&] { *res = out(mx::multiply(A(a), mx::array(factor, A(a).dtype()))); });
}

MLXCEL_EXPORT int mlxcel_tanh(void* a, void** res) {
  return guarded([&] { *res = out(mx::tanh(A(a))); });
}

MLXCEL_EXPORT int mlxcel_silu(void* a, void** res) {
  return guarded([&] { *res = out(mx::multiply(A(a), mx::sigmoid(A(a)))); });
}

/** GELU, tanh approximation: 0.5 x (1 + tanh(sqrt(2/pi) (x + 0.044715 x^3))). */
MLXCEL_EXPORT int mlxcel_gelu_tanh(void* a, void** res) {
  return guarded([&] {
    const mx::array& x = A(a);
    mx::Dtype dt = x.dtype();
    mx::array inner = mx::multiply(mx::array(0.7978845608028654f, dt),
                                   mx::add(x, mx::multiply(mx::array(0.044715f, dt), mx::multiply(x, mx::multiply(x, x)))));
    *res = out(mx::multiply(mx::multiply(mx::array(0.5f, dt), x), mx::add(mx::array(1.0f, dt), mx::tanh(inner))));
  });
}

MLXCEL_EXPORT int mlxcel_softmax(void* a, void** res) {
  return guarded([&] { *res = out(mx::softmax(A(a), std::vector<int>{-1}, true)); });
}

MLXCEL_EXPORT int mlxcel_reshape(void* a, const int* dims, int ndim, void** res) {
  return guarded([&] { *res = out(mx::reshape(A(a), shape_of(dims, ndim))); });
}

MLXCEL_EXPORT int mlxcel_transpose(void* a, const int* perm, int ndim, void** res) {
  return guarded([&] { *res = out(mx::transpose(A(a), std::vector<int>(perm, perm + ndim))); });
}

MLXCEL_EXPORT int mlxcel_slice(void* a, int axis, int start, int length, void** res) {
  return guarded([&] {
    const mx::array& x = A(a);
    mx::Shape lo(x.ndim(), 0), hi = x.shape();
    lo[axis] = start;
    hi[axis] = start + length;
    *res = out(mx::slice(x, lo, hi));
  });
}

MLXCEL_EXPORT int mlxcel_concat(void** parts, int n, int axis, void** res) {
  return guarded([&] {
    std::vector<mx::array> v;
    for (int i = 0; i < n; i++) v.push_back(A(parts[i]));
    *res = out(mx::concatenate(v, axis));
  });
}

/** state with its first rows.shape[0] rows replaced by rows. */
MLXCEL_EXPORT int mlxcel_put_rows(void* state, void* rows, void** res) {
  return guarded([&] {
    const mx::array& s = A(state);
    const mx::array& r = A(rows);
    mx::Shape lo(s.ndim(), 0), hi = s.shape();
    hi[0] = r.shape(0);
    *res = out(mx::slice_update(s, mx::astype(r, s.dtype()), lo, hi));
  });
}

/** batch with row index[0] (I32 [1]) replaced by row [1, ...]. */
MLXCEL_EXPORT int mlxcel_copy_row(void* batch, void* row, void* index, void** res) {
  return guarded([&] {
    const mx::array& b = A(batch);
    *res = out(mx::slice_update(b, mx::astype(A(row), b.dtype()), mx::astype(A(index), mx::int32), std::vector<int>{0}));
  });
}

/** x [B, T, D] at I32 index [B] along T: [B, 1, D]. */
MLXCEL_EXPORT int mlxcel_take_tokens(void* x, void* index, void** res) {
  return guarded([&] {
    int b = A(index).shape(0);
    mx::array idx = mx::reshape(mx::astype(A(index), mx::int32), {b, 1, 1});
    *res = out(mx::take_along_axis(A(x), idx, 1));
  });
}

MLXCEL_EXPORT int mlxcel_argmax(void* a, void** res) {
  return guarded([&] { *res = out(mx::astype(mx::argmax(A(a), -1, false), mx::int32)); });
}

// ---- model ops ----

/** x [..., K] times w [N, K] transposed. */
MLXCEL_EXPORT int mlxcel_linear(void* x, void* w, void** res) {
  return guarded([&] { *res = out(mx::matmul(A(x), mx::transpose(A(w)))); });
}

/** x [..., K] times an MLX affine-quantized w [N, K] (packed uint32, per-group scales and biases) transposed. */
MLXCEL_EXPORT int mlxcel_quantized_linear(void* x, void* w, void* scales, void* biases, int group_size, int bits, void** res) {
  return guarded([&] {
    *res = out(mx::quantized_matmul(A(x), A(w), A(scales), A(biases), true, group_size, bits, "affine"));
  });
}

/** Rows ids (I32, any shape) of a dense table [V, D]: [..., D] in dtype. */
MLXCEL_EXPORT int mlxcel_take_rows(void* table, void* ids, int dtype, void** res) {
  return guarded([&] { *res = out(mx::astype(mx::take(A(table), mx::astype(A(ids), mx::int32), 0), dtype_of(dtype))); });
}

/** Rows ids of an affine-quantized table, dequantized: [..., D] in dtype. */
MLXCEL_EXPORT int mlxcel_take_quantized_rows(void* w, void* scales, void* biases, void* ids, int group_size, int bits, int dtype, void** res) {
  return guarded([&] {
    mx::array i = mx::astype(A(ids), mx::int32);
    mx::array rows = mx::dequantize(mx::take(A(w), i, 0), mx::take(A(scales), i, 0), mx::take(A(biases), i, 0), group_size, bits, "affine");
    *res = out(mx::astype(rows, dtype_of(dtype)));
  });
}

MLXCEL_EXPORT int mlxcel_rms_norm(void* x, void* weight, float eps, void** res) {
  return guarded([&] { *res = out(mx::fast::rms_norm(A(x), A(weight), eps)); });
}

/**
 * Rotary embedding of x [B, T, H, Dh] at I32 positions [B, T], by MLX's fast kernel. Within a row the positions are
 * consecutive from positions[b, 0] (trailing padding aside, whose rotation is never read), which is what the kernel's
 * per-row offset expresses. freqs (nullable) carries precomputed per-pair periods (1 / inverse frequency) when the
 * frequencies are scaled; otherwise base is used.
 */
MLXCEL_EXPORT int mlxcel_rope(void* x, void* positions, int dims, int traditional, float base, void* freqs, void** res) {
  return guarded([&] {
    const mx::array& p = A(positions);
    int b = p.shape(0);
    mx::array offset = mx::reshape(mx::slice(mx::astype(p, mx::int32), {0, 0}, {b, 1}), {b});
    mx::array heads_first = mx::transpose(A(x), {0, 2, 1, 3});  // [B, H, T, Dh]: the kernel rotates along T
    std::optional<mx::array> f;
    std::optional<float> base_opt = base;
    if (freqs != nullptr) {
      f = A(freqs);
      base_opt = std::nullopt;
    }
    mx::array r = mx::fast::rope(heads_first, dims, traditional != 0, base_opt, 1.0f, offset, f);
    *res = out(mx::transpose(r, {0, 2, 1, 3}));
  });
}

/**
 * cache [B, Hkv, C, Dh] with values [B, T, Hkv, Dh] written at slots positions [B, T]; negative positions are skipped.
 * One token per row (decode) is a gather-and-put of one slot per row, padding rows putting back what they read; a
 * longer step selects, for every slot, the token written there if any.
 */
MLXCEL_EXPORT int mlxcel_cache_write(void* cache, void* values, void* positions, void** res) {
  return guarded([&] {
    const mx::array& c = A(cache);
    mx::array p = mx::astype(A(positions), mx::int32);
    int b = c.shape(0), hkv = c.shape(1), cap = c.shape(2), dh = c.shape(3);
    int t = p.shape(1);
    mx::array v = mx::astype(mx::transpose(A(values), {0, 2, 1, 3}), c.dtype());  // [B, Hkv, T, Dh]
    if (t == 1) {
      mx::array real = mx::reshape(mx::greater_equal(p, mx::array(0)), {b, 1, 1, 1});
      mx::array slot = mx::broadcast_to(mx::reshape(mx::clip(p, mx::array(0), mx::array(cap - 1)), {b, 1, 1, 1}), {b, hkv, 1, dh});
      mx::array old = mx::take_along_axis(c, slot, 2);
      *res = out(mx::put_along_axis(c, slot, mx::where(real, v, old), 2));
    } else {
      mx::array slots = mx::reshape(mx::arange(cap, mx::int32), {1, cap, 1});
      mx::array hit = mx::equal(mx::reshape(p, {b, 1, t}), slots);                     // [B, C, T]
      mx::array written = mx::reshape(mx::any(hit, 2, false), {b, 1, cap, 1});
      mx::array token = mx::astype(mx::argmax(hit, 2, false), mx::int32);               // [B, C]
      mx::array gather = mx::broadcast_to(mx::reshape(token, {b, 1, cap, 1}), {b, hkv, cap, dh});
      *res = out(mx::where(written, mx::take_along_axis(v, gather, 2), c));
    }
  });
}

/**
 * Attention of q [B, T, H, Dh] over caches [B, Hkv, C, Dh] at query positions [B, T] with MLX's fused
 * scaled_dot_product_attention (grouped-query heads included): slot j is visible to a query at p when j <= p (and
 * p - j < window if window > 0); padding queries (p < 0) yield zeros. Result [B, T, H, Dh].
 */
MLXCEL_EXPORT int mlxcel_attention(void* q, void* k_cache, void* v_cache, void* positions, float scale, int window,
                                   float soft_cap, void** res) {
  return guarded([&] {
    const mx::array& qa = A(q);
    mx::Dtype dt = qa.dtype();
    mx::array k = A(k_cache), v = A(v_cache);
    if (k.dtype() != dt) k = mx::astype(k, dt);
    if (v.dtype() != dt) v = mx::astype(v, dt);
    int cap = k.shape(2);
    mx::array p = query_positions(A(positions));                       // [B, 1, T, 1]
    mx::array j = mx::reshape(mx::arange(cap, mx::int32), {1, 1, 1, cap});
    mx::array real = mx::greater_equal(p, mx::array(0));
    mx::array mask = mx::logical_and(mx::less_equal(j, p), real);
    if (window > 0) mask = mx::logical_and(mask, mx::less(mx::subtract(p, j), mx::array(window)));
    mx::array qt = mx::transpose(qa, {0, 2, 1, 3});                    // [B, H, T, Dh]
    mx::array o = mx::array(0.0f);
    if (soft_cap == 0.0f) {
      o = mx::fast::scaled_dot_product_attention(qt, k, v, scale, "", mask);
    } else {
      // the fused kernel has no soft-capping: scores, cap, mask, softmax and values as separate ops, with the
      // query heads grouped over their kv head
      int b = qt.shape(0), h = qt.shape(1), t = qt.shape(2), dh = qt.shape(3), hkv = k.shape(1);
      mx::array qg = mx::reshape(mx::multiply(qt, mx::array(scale, dt)), {b, hkv, h / hkv, t, dh});
      mx::array scores = mx::matmul(qg, mx::swapaxes(mx::expand_dims(k, 2), -1, -2));   // [B, Hkv, G, T, C]
      scores = mx::multiply(mx::tanh(mx::divide(scores, mx::array(soft_cap, dt))), mx::array(soft_cap, dt));
      scores = mx::where(mx::expand_dims(mask, 2), scores, mx::array(-std::numeric_limits<float>::infinity(), dt));
      mx::array probs = mx::softmax(scores, std::vector<int>{-1}, true);
      o = mx::reshape(mx::matmul(probs, mx::expand_dims(v, 2)), {b, h, t, dh});
    }
    o = mx::where(real, o, mx::zeros({1}, dt));                        // fully masked rows come out NaN
    *res = out(mx::transpose(o, {0, 2, 1, 3}));
  });
}

// ---- mixture of experts ----

MLXCEL_EXPORT int mlxcel_sum(void* a, int axis, void** res) {
  return guarded([&] { *res = out(mx::sum(A(a), axis, false)); });
}

/** Indices of the k largest values along the last axis, largest first. */
MLXCEL_EXPORT int mlxcel_topk(void* a, int k, void** res) {
  return guarded([&] {
    const mx::array& x = A(a);
    mx::array order = mx::argsort(mx::negative(x), -1);
    mx::Shape lo(x.ndim(), 0), hi = x.shape();
    hi.back() = k;
    *res = out(mx::astype(mx::slice(order, lo, hi), mx::int32));
  });
}

MLXCEL_EXPORT int mlxcel_take_along(void* a, void* indices, void** res) {
  return guarded([&] { *res = out(mx::take_along_axis(A(a), mx::astype(A(indices), mx::int32), -1)); });
}

/**
 * Expert projection with MLX's gathered matmuls: x [..., K] (shared by the k slots) or [..., k, K] (one row per
 * slot), experts [E, N, K] (dense, or affine-quantized when scales is non-null), indices [..., k]: [..., k, N].
 */
MLXCEL_EXPORT int mlxcel_gather_linear(void* x, void* w, void* scales, void* biases, void* indices, int group_size, int bits,
                                       void** res) {
  return guarded([&] {
    mx::array idx = mx::astype(A(indices), mx::int32);
    const mx::array& xa = A(x);
    // rows as [..., 1, 1, K] (broadcast over slots) or [..., k, 1, K]: gathered matmuls multiply the last two axes
    mx::array rows = xa.ndim() == idx.ndim() ? mx::expand_dims(xa, {-2, -3}) : mx::expand_dims(xa, -2);
    mx::array y = scales != nullptr
        ? mx::gather_qmm(rows, A(w), A(scales), A(biases), std::nullopt, idx, true, group_size, bits, "affine")
        : mx::gather_mm(rows, mx::swapaxes(A(w), -1, -2), std::nullopt, idx);
    *res = out(mx::squeeze(y, -2));
  });
}
