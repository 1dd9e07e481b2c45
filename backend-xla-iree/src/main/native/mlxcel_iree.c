// The mlxcel IREE runtime shim: the few entry points backend-xla-iree needs (a device, a loaded program, buffers in
// and out, a call), as plain C functions with scalar and pointer arguments so the Java side binds them through FFM
// without mirroring IREE's structs. Built with IREE's runtime sources (from the eerie-sys crate) into one shared
// library; every other IREE symbol stays hidden.
//
// Errors: every function that can fail returns 0 on success, or IREE's status code with the formatted message
// written (NUL-terminated, truncated) into err[errlen].
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iree/runtime/api.h"

#define MXI_EXPORT __attribute__((visibility("default")))

typedef struct mxi_runtime {
  iree_runtime_instance_t* instance;
  iree_hal_device_t* device;
} mxi_runtime;

typedef struct mxi_program {
  mxi_runtime* runtime;
  iree_runtime_session_t* session;
} mxi_program;

static int mxi_fail(iree_status_t status, char* err, size_t errlen) {
  int code = (int)iree_status_code(status);
  if (err && errlen) {
    iree_host_size_t length = 0;
    if (!iree_status_format(status, errlen - 1, err, &length)) {
      snprintf(err, errlen, "%s", iree_status_code_string(iree_status_code(status)));
    } else {
      err[length < errlen ? length : errlen - 1] = 0;
    }
  }
  iree_status_free(status);
  return code == 0 ? -1 : code;
}

// Element types as the Java side numbers them (XlaDType ordinal order).
static int mxi_element_type(int code, iree_hal_element_type_t* out) {
  switch (code) {
    case 0: *out = IREE_HAL_ELEMENT_TYPE_FLOAT_32; return 1;
    case 1: *out = IREE_HAL_ELEMENT_TYPE_FLOAT_16; return 1;
    case 2: *out = IREE_HAL_ELEMENT_TYPE_BFLOAT_16; return 1;
    case 3: *out = IREE_HAL_ELEMENT_TYPE_SINT_32; return 1;
    case 4: *out = IREE_HAL_ELEMENT_TYPE_UINT_8; return 1;
    case 5: *out = IREE_HAL_ELEMENT_TYPE_SINT_8; return 1;
    default: return 0;
  }
}

MXI_EXPORT const char* mxi_version(void) { return IREE_RUNTIME_SHIM_IREE_VERSION; }

MXI_EXPORT int mxi_runtime_create(const char* driver, mxi_runtime** out, char* err, size_t errlen) {
  *out = NULL;
  mxi_runtime* rt = (mxi_runtime*)calloc(1, sizeof(mxi_runtime));
  if (!rt) return mxi_fail(iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED, "out of host memory"), err, errlen);
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_options_use_all_available_drivers(&options);
  iree_status_t status = iree_runtime_instance_create(&options, iree_allocator_system(), &rt->instance);
  if (iree_status_is_ok(status)) {
    status = iree_runtime_instance_try_create_default_device(rt->instance, iree_make_cstring_view(driver), &rt->device);
  }
  if (!iree_status_is_ok(status)) {
    if (rt->instance) iree_runtime_instance_release(rt->instance);
    free(rt);
    return mxi_fail(status, err, errlen);
  }
  *out = rt;
  return 0;
}

// The HAL drivers compiled into this library, comma-separated into out (for diagnostics and tests: which devices this
// build can create at all, whether or not the machine has the hardware).
MXI_EXPORT int mxi_driver_names(char* out, size_t outlen, char* err, size_t errlen) {
  if (outlen) out[0] = 0;
  iree_runtime_instance_options_t options;
  iree_runtime_instance_options_initialize(&options);
  iree_runtime_instance_options_use_all_available_drivers(&options);
  iree_runtime_instance_t* instance = NULL;
  iree_status_t status = iree_runtime_instance_create(&options, iree_allocator_system(), &instance);
  iree_host_size_t count = 0;
  iree_hal_driver_info_t* infos = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_hal_driver_registry_enumerate(iree_runtime_instance_driver_registry(instance), iree_allocator_system(),
                                                &count, &infos);
  }
  size_t used = 0;
  for (iree_host_size_t i = 0; iree_status_is_ok(status) && i < count; i++) {
    int n = snprintf(out + used, outlen - used, "%s%.*s", i ? "," : "", (int)infos[i].driver_name.size,
                     infos[i].driver_name.data);
    if (n < 0 || (size_t)n >= outlen - used) break;
    used += (size_t)n;
  }
  iree_allocator_free(iree_allocator_system(), infos);
  if (instance) iree_runtime_instance_release(instance);
  return iree_status_is_ok(status) ? 0 : mxi_fail(status, err, errlen);
}

MXI_EXPORT void mxi_runtime_destroy(mxi_runtime* rt) {
  if (!rt) return;
  iree_hal_device_release(rt->device);
  iree_runtime_instance_release(rt->instance);
  free(rt);
}

// Loads a compiled .vmfb; the bytes are copied (64-byte aligned, as embedded executables want) and owned by the
// session, so the caller may free its copy at once.
MXI_EXPORT int mxi_program_load(mxi_runtime* rt, const void* vmfb, size_t length, mxi_program** out, char* err,
                                size_t errlen) {
  *out = NULL;
  mxi_program* p = (mxi_program*)calloc(1, sizeof(mxi_program));
  void* copy = aligned_alloc(64, (length + 63) & ~(size_t)63);
  if (!p || !copy) {
    free(p);
    free(copy);
    return mxi_fail(iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED, "out of host memory"), err, errlen);
  }
  memcpy(copy, vmfb, length);
  p->runtime = rt;
  iree_runtime_session_options_t options;
  iree_runtime_session_options_initialize(&options);
  iree_status_t status = iree_runtime_session_create_with_device(
      rt->instance, &options, rt->device, iree_runtime_instance_host_allocator(rt->instance), &p->session);
  if (iree_status_is_ok(status)) {
    status = iree_runtime_session_append_bytecode_module_from_memory(
        p->session, iree_make_const_byte_span(copy, length), iree_allocator_system());
    copy = NULL;  // owned by the session from here, even on failure
  }
  if (!iree_status_is_ok(status)) {
    free(copy);
    if (p->session) iree_runtime_session_release(p->session);
    free(p);
    return mxi_fail(status, err, errlen);
  }
  *out = p;
  return 0;
}

MXI_EXPORT void mxi_program_destroy(mxi_program* p) {
  if (!p) return;
  iree_runtime_session_release(p->session);
  free(p);
}

// A device buffer holding a copy of data[bytes], shaped dims[rank].
MXI_EXPORT int mxi_buffer_create(mxi_runtime* rt, int element_code, int rank, const int64_t* dims, const void* data,
                                 size_t bytes, iree_hal_buffer_view_t** out, char* err, size_t errlen) {
  *out = NULL;
  iree_hal_element_type_t type;
  if (!mxi_element_type(element_code, &type)) {
    return mxi_fail(iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "unknown element type code %d", element_code),
                    err, errlen);
  }
  iree_hal_dim_t shape[16];
  if (rank < 0 || rank > 16) {
    return mxi_fail(iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "rank %d out of range", rank), err, errlen);
  }
  for (int i = 0; i < rank; i++) shape[i] = (iree_hal_dim_t)dims[i];
  iree_hal_buffer_params_t params = {0};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.access = IREE_HAL_MEMORY_ACCESS_ALL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  iree_status_t status = iree_hal_buffer_view_allocate_buffer_copy(
      rt->device, iree_hal_device_allocator(rt->device), (iree_host_size_t)rank, shape, type,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params, iree_make_const_byte_span(data, bytes), out);
  return iree_status_is_ok(status) ? 0 : mxi_fail(status, err, errlen);
}

MXI_EXPORT int64_t mxi_buffer_bytes(iree_hal_buffer_view_t* view) {
  return (int64_t)iree_hal_buffer_view_byte_length(view);
}

MXI_EXPORT int mxi_buffer_read(mxi_runtime* rt, iree_hal_buffer_view_t* view, void* target, size_t bytes, char* err,
                               size_t errlen) {
  iree_status_t status = iree_hal_device_transfer_d2h(rt->device, iree_hal_buffer_view_buffer(view), 0, target,
                                                      bytes, IREE_HAL_TRANSFER_BUFFER_FLAG_DEFAULT,
                                                      iree_infinite_timeout());
  return iree_status_is_ok(status) ? 0 : mxi_fail(status, err, errlen);
}

MXI_EXPORT void mxi_buffer_release(iree_hal_buffer_view_t* view) { iree_hal_buffer_view_release(view); }

// Calls function (e.g. "module.decode_step") with n_in buffer views; fills outputs[n_out] with new references the
// caller releases.
MXI_EXPORT int mxi_call(mxi_program* p, const char* function, int n_in, iree_hal_buffer_view_t** inputs, int n_out,
                        iree_hal_buffer_view_t** outputs, char* err, size_t errlen) {
  for (int i = 0; i < n_out; i++) outputs[i] = NULL;
  iree_runtime_call_t call;
  iree_status_t status = iree_runtime_call_initialize_by_name(p->session, iree_make_cstring_view(function), &call);
  if (!iree_status_is_ok(status)) return mxi_fail(status, err, errlen);
  for (int i = 0; i < n_in && iree_status_is_ok(status); i++) {
    status = iree_runtime_call_inputs_push_back_buffer_view(&call, inputs[i]);
  }
  if (iree_status_is_ok(status)) status = iree_runtime_call_invoke(&call, 0);
  for (int i = 0; i < n_out && iree_status_is_ok(status); i++) {
    status = iree_runtime_call_outputs_pop_front_buffer_view(&call, &outputs[i]);
  }
  iree_runtime_call_deinitialize(&call);
  if (!iree_status_is_ok(status)) {
    for (int i = 0; i < n_out; i++) {
      if (outputs[i]) iree_hal_buffer_view_release(outputs[i]);
      outputs[i] = NULL;
    }
    return mxi_fail(status, err, errlen);
  }
  return 0;
}
