module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x1xf32>, %arg9: tensor<32000x1xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x1xf32>, %arg13: tensor<64x1xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x1xf32>, %arg16: tensor<32x1xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x1xf32>, %arg19: tensor<32x1xf32>, %arg20: tensor<64x32xui8>, %arg21: tensor<64x1xf32>, %arg22: tensor<64x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<128x32xui8>, %arg25: tensor<128x1xf32>, %arg26: tensor<128x1xf32>, %arg27: tensor<128x32xui8>, %arg28: tensor<128x1xf32>, %arg29: tensor<128x1xf32>, %arg30: tensor<64x64xui8>, %arg31: tensor<64x2xf32>, %arg32: tensor<64x2xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x32xui8>, %arg35: tensor<64x1xf32>, %arg36: tensor<64x1xf32>, %arg37: tensor<32x32xui8>, %arg38: tensor<32x1xf32>, %arg39: tensor<32x1xf32>, %arg40: tensor<32x32xui8>, %arg41: tensor<32x1xf32>, %arg42: tensor<32x1xf32>, %arg43: tensor<64x32xui8>, %arg44: tensor<64x1xf32>, %arg45: tensor<64x1xf32>, %arg46: tensor<64xf32>, %arg47: tensor<128x32xui8>, %arg48: tensor<128x1xf32>, %arg49: tensor<128x1xf32>, %arg50: tensor<128x32xui8>, %arg51: tensor<128x1xf32>, %arg52: tensor<128x1xf32>, %arg53: tensor<64x64xui8>, %arg54: tensor<64x2xf32>, %arg55: tensor<64x2xf32>, %arg56: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xi32>) -> tensor<1xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<1xi32>) -> tensor<1x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %4 = stablehlo.constant dense<15> : tensor<1x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<1x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<1x32x1xui8>, tensor<1x32x1xui8>) -> tensor<1x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x32x2xui8>) -> tensor<1x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<1x64xui8>) -> tensor<1x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %20 = "stablehlo.multiply"(%19, %19) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %21 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
    ^bb0(%23: tensor<f32>, %24: tensor<f32>):
      %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %26 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %27 = "stablehlo.divide"(%22, %26) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %28 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %30 = "stablehlo.rsqrt"(%29) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %32 = "stablehlo.multiply"(%19, %31) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %35 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %36 = "stablehlo.and"(%arg11, %35) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %37 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %38 = "stablehlo.shift_right_logical"(%arg11, %37) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %39 = "stablehlo.reshape"(%36) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %40 = "stablehlo.reshape"(%38) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %41 = "stablehlo.concatenate"(%39, %40) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %42 = "stablehlo.reshape"(%41) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %43 = "stablehlo.convert"(%42) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %44 = "stablehlo.reshape"(%43) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %45 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %50 = "stablehlo.reshape"(%34) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %51 = "stablehlo.dot_general"(%49, %50) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %52 = "stablehlo.transpose"(%51) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %55 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %56 = "stablehlo.and"(%arg14, %55) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %57 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %58 = "stablehlo.shift_right_logical"(%arg14, %57) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %59 = "stablehlo.reshape"(%56) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %60 = "stablehlo.reshape"(%58) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %61 = "stablehlo.concatenate"(%59, %60) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %62 = "stablehlo.reshape"(%61) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %63 = "stablehlo.convert"(%62) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %64 = "stablehlo.reshape"(%63) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %65 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %66 = "stablehlo.multiply"(%64, %65) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %67 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %68 = "stablehlo.add"(%66, %67) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %70 = "stablehlo.reshape"(%34) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %71 = "stablehlo.dot_general"(%69, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %72 = "stablehlo.transpose"(%71) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %75 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %76 = "stablehlo.and"(%arg17, %75) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %77 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %78 = "stablehlo.shift_right_logical"(%arg17, %77) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %79 = "stablehlo.reshape"(%76) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %80 = "stablehlo.reshape"(%78) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %81 = "stablehlo.concatenate"(%79, %80) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %82 = "stablehlo.reshape"(%81) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %83 = "stablehlo.convert"(%82) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %84 = "stablehlo.reshape"(%83) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %87 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %88 = "stablehlo.add"(%86, %87) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %90 = "stablehlo.reshape"(%34) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %92 = "stablehlo.transpose"(%91) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %95 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %97 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %99 = "stablehlo.multiply"(%96, %98) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %100 = "stablehlo.cosine"(%99) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %102 = "stablehlo.sine"(%99) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %104 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %105 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %106 = "stablehlo.multiply"(%104, %101) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %107 = "stablehlo.multiply"(%105, %103) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %108 = "stablehlo.subtract"(%106, %107) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %109 = "stablehlo.multiply"(%104, %103) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %110 = "stablehlo.multiply"(%105, %101) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %112 = "stablehlo.concatenate"(%108, %111) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %113 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %115 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %117 = "stablehlo.multiply"(%114, %116) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %118 = "stablehlo.cosine"(%117) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %120 = "stablehlo.sine"(%117) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %122 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %123 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %124 = "stablehlo.multiply"(%122, %119) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %125 = "stablehlo.multiply"(%123, %121) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %126 = "stablehlo.subtract"(%124, %125) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %127 = "stablehlo.multiply"(%122, %121) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %128 = "stablehlo.multiply"(%123, %119) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %129 = "stablehlo.add"(%127, %128) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %130 = "stablehlo.concatenate"(%126, %129) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %131 = stablehlo.constant dense<0> : tensor<i32>
    %132 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %133 = "stablehlo.maximum"(%132, %131) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %134 = stablehlo.constant dense<0> : tensor<i32>
    %135 = "stablehlo.transpose"(%130) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %136 = "stablehlo.dynamic_slice"(%arg3, %134, %131, %133, %131) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %137 = "stablehlo.compare"(%132, %131) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %139 = "stablehlo.select"(%138, %135, %136) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %140 = "stablehlo.dynamic_update_slice"(%arg3, %139, %134, %131, %133, %131) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %141 = stablehlo.constant dense<0> : tensor<i32>
    %142 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %143 = "stablehlo.maximum"(%142, %141) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %144 = stablehlo.constant dense<0> : tensor<i32>
    %145 = "stablehlo.transpose"(%94) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %146 = "stablehlo.dynamic_slice"(%arg4, %144, %141, %143, %141) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %147 = "stablehlo.compare"(%142, %141) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %149 = "stablehlo.select"(%148, %145, %146) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %150 = "stablehlo.dynamic_update_slice"(%arg4, %149, %144, %141, %143, %141) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %151 = "stablehlo.reshape"(%112) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %152 = "stablehlo.transpose"(%151) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %153 = "stablehlo.reshape"(%152) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %154 = "stablehlo.dot_general"(%153, %140) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %155 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %156 = "stablehlo.multiply"(%154, %155) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %157 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %158 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %159 = "stablehlo.compare"(%157, %158) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %161 = "stablehlo.reshape"(%160) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %162 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %163 = "stablehlo.select"(%161, %156, %162) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %164 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %165 = "stablehlo.reduce"(%163, %164) ({
    ^bb0(%166: tensor<f32>, %167: tensor<f32>):
      %168 = "stablehlo.maximum"(%166, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%168) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %169 = "stablehlo.broadcast_in_dim"(%165) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %170 = "stablehlo.subtract"(%163, %169) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %171 = "stablehlo.exponential"(%170) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %172 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %173 = "stablehlo.select"(%161, %171, %172) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %174 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %175 = "stablehlo.reduce"(%173, %174) ({
    ^bb0(%176: tensor<f32>, %177: tensor<f32>):
      %178 = "stablehlo.add"(%176, %177) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%178) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %179 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %180 = "stablehlo.maximum"(%175, %179) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %181 = "stablehlo.dot_general"(%173, %150) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %182 = "stablehlo.broadcast_in_dim"(%180) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %183 = "stablehlo.divide"(%181, %182) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %185 = "stablehlo.transpose"(%184) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %188 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %189 = "stablehlo.and"(%arg20, %188) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %190 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %191 = "stablehlo.shift_right_logical"(%arg20, %190) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %192 = "stablehlo.reshape"(%189) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %193 = "stablehlo.reshape"(%191) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %194 = "stablehlo.concatenate"(%192, %193) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %195 = "stablehlo.reshape"(%194) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %196 = "stablehlo.convert"(%195) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %198 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %199 = "stablehlo.multiply"(%197, %198) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %200 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %201 = "stablehlo.add"(%199, %200) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %203 = "stablehlo.reshape"(%187) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %204 = "stablehlo.dot_general"(%202, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %205 = "stablehlo.transpose"(%204) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %207 = "stablehlo.add"(%19, %206) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %208 = "stablehlo.multiply"(%207, %207) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %209 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %210 = "stablehlo.reduce"(%208, %209) ({
    ^bb0(%211: tensor<f32>, %212: tensor<f32>):
      %213 = "stablehlo.add"(%211, %212) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%213) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %214 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %215 = "stablehlo.divide"(%210, %214) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %216 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %217 = "stablehlo.add"(%215, %216) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %218 = "stablehlo.rsqrt"(%217) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %219 = "stablehlo.broadcast_in_dim"(%218) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %220 = "stablehlo.multiply"(%207, %219) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %221 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %222 = "stablehlo.multiply"(%220, %221) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %223 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %224 = "stablehlo.and"(%arg24, %223) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %225 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %226 = "stablehlo.shift_right_logical"(%arg24, %225) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %227 = "stablehlo.reshape"(%224) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %228 = "stablehlo.reshape"(%226) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %229 = "stablehlo.concatenate"(%227, %228) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %230 = "stablehlo.reshape"(%229) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %231 = "stablehlo.convert"(%230) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %233 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %234 = "stablehlo.multiply"(%232, %233) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %235 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %236 = "stablehlo.add"(%234, %235) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %237 = "stablehlo.reshape"(%236) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %238 = "stablehlo.reshape"(%222) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %239 = "stablehlo.dot_general"(%237, %238) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %240 = "stablehlo.transpose"(%239) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %242 = "stablehlo.logistic"(%241) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %243 = "stablehlo.multiply"(%241, %242) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %244 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %245 = "stablehlo.and"(%arg27, %244) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %246 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %247 = "stablehlo.shift_right_logical"(%arg27, %246) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %248 = "stablehlo.reshape"(%245) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %249 = "stablehlo.reshape"(%247) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %250 = "stablehlo.concatenate"(%248, %249) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %251 = "stablehlo.reshape"(%250) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %252 = "stablehlo.convert"(%251) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %253 = "stablehlo.reshape"(%252) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %254 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %255 = "stablehlo.multiply"(%253, %254) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %256 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %257 = "stablehlo.add"(%255, %256) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %258 = "stablehlo.reshape"(%257) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %259 = "stablehlo.reshape"(%222) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %260 = "stablehlo.dot_general"(%258, %259) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %261 = "stablehlo.transpose"(%260) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %262 = "stablehlo.reshape"(%261) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %263 = "stablehlo.multiply"(%243, %262) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %264 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %265 = "stablehlo.and"(%arg30, %264) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %266 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %267 = "stablehlo.shift_right_logical"(%arg30, %266) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %268 = "stablehlo.reshape"(%265) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %269 = "stablehlo.reshape"(%267) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %270 = "stablehlo.concatenate"(%268, %269) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %271 = "stablehlo.reshape"(%270) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %272 = "stablehlo.convert"(%271) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %273 = "stablehlo.reshape"(%272) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %274 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %275 = "stablehlo.multiply"(%273, %274) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %276 = "stablehlo.broadcast_in_dim"(%arg32) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %277 = "stablehlo.add"(%275, %276) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %279 = "stablehlo.reshape"(%263) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %280 = "stablehlo.dot_general"(%278, %279) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %281 = "stablehlo.transpose"(%280) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %282 = "stablehlo.reshape"(%281) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %283 = "stablehlo.add"(%207, %282) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %284 = "stablehlo.multiply"(%283, %283) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %285 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %286 = "stablehlo.reduce"(%284, %285) ({
    ^bb0(%287: tensor<f32>, %288: tensor<f32>):
      %289 = "stablehlo.add"(%287, %288) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%289) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %290 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %291 = "stablehlo.divide"(%286, %290) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %292 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %293 = "stablehlo.add"(%291, %292) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %294 = "stablehlo.rsqrt"(%293) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %295 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %296 = "stablehlo.multiply"(%283, %295) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %297 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %298 = "stablehlo.multiply"(%296, %297) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %299 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %300 = "stablehlo.and"(%arg34, %299) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %301 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %302 = "stablehlo.shift_right_logical"(%arg34, %301) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %303 = "stablehlo.reshape"(%300) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %304 = "stablehlo.reshape"(%302) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %305 = "stablehlo.concatenate"(%303, %304) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %306 = "stablehlo.reshape"(%305) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %307 = "stablehlo.convert"(%306) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %309 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %310 = "stablehlo.multiply"(%308, %309) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %311 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %312 = "stablehlo.add"(%310, %311) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %313 = "stablehlo.reshape"(%312) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %314 = "stablehlo.reshape"(%298) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %315 = "stablehlo.dot_general"(%313, %314) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %316 = "stablehlo.transpose"(%315) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %317 = "stablehlo.reshape"(%316) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %318 = "stablehlo.reshape"(%317) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %319 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %320 = "stablehlo.and"(%arg37, %319) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %321 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %322 = "stablehlo.shift_right_logical"(%arg37, %321) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %323 = "stablehlo.reshape"(%320) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %324 = "stablehlo.reshape"(%322) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %325 = "stablehlo.concatenate"(%323, %324) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %326 = "stablehlo.reshape"(%325) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %327 = "stablehlo.convert"(%326) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %329 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %330 = "stablehlo.multiply"(%328, %329) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %331 = "stablehlo.broadcast_in_dim"(%arg39) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %332 = "stablehlo.add"(%330, %331) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %333 = "stablehlo.reshape"(%332) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %334 = "stablehlo.reshape"(%298) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %335 = "stablehlo.dot_general"(%333, %334) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %336 = "stablehlo.transpose"(%335) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %337 = "stablehlo.reshape"(%336) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %339 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %340 = "stablehlo.and"(%arg40, %339) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %341 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %342 = "stablehlo.shift_right_logical"(%arg40, %341) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %343 = "stablehlo.reshape"(%340) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %344 = "stablehlo.reshape"(%342) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %345 = "stablehlo.concatenate"(%343, %344) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %346 = "stablehlo.reshape"(%345) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %347 = "stablehlo.convert"(%346) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %349 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %350 = "stablehlo.multiply"(%348, %349) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %351 = "stablehlo.broadcast_in_dim"(%arg42) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %352 = "stablehlo.add"(%350, %351) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %353 = "stablehlo.reshape"(%352) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %354 = "stablehlo.reshape"(%298) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %355 = "stablehlo.dot_general"(%353, %354) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %356 = "stablehlo.transpose"(%355) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %357 = "stablehlo.reshape"(%356) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %358 = "stablehlo.reshape"(%357) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %359 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %360 = "stablehlo.broadcast_in_dim"(%359) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %361 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %362 = "stablehlo.broadcast_in_dim"(%361) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %363 = "stablehlo.multiply"(%360, %362) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %364 = "stablehlo.cosine"(%363) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %365 = "stablehlo.broadcast_in_dim"(%364) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %366 = "stablehlo.sine"(%363) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %367 = "stablehlo.broadcast_in_dim"(%366) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %368 = "stablehlo.slice"(%318) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %369 = "stablehlo.slice"(%318) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %370 = "stablehlo.multiply"(%368, %365) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %371 = "stablehlo.multiply"(%369, %367) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %372 = "stablehlo.subtract"(%370, %371) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %373 = "stablehlo.multiply"(%368, %367) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %374 = "stablehlo.multiply"(%369, %365) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %375 = "stablehlo.add"(%373, %374) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %376 = "stablehlo.concatenate"(%372, %375) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %377 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %379 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %381 = "stablehlo.multiply"(%378, %380) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %382 = "stablehlo.cosine"(%381) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %383 = "stablehlo.broadcast_in_dim"(%382) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %384 = "stablehlo.sine"(%381) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %386 = "stablehlo.slice"(%338) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %387 = "stablehlo.slice"(%338) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %388 = "stablehlo.multiply"(%386, %383) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %389 = "stablehlo.multiply"(%387, %385) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %390 = "stablehlo.subtract"(%388, %389) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %391 = "stablehlo.multiply"(%386, %385) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %392 = "stablehlo.multiply"(%387, %383) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %393 = "stablehlo.add"(%391, %392) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %394 = "stablehlo.concatenate"(%390, %393) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %395 = stablehlo.constant dense<0> : tensor<i32>
    %396 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %397 = "stablehlo.maximum"(%396, %395) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %398 = stablehlo.constant dense<0> : tensor<i32>
    %399 = "stablehlo.transpose"(%394) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %400 = "stablehlo.dynamic_slice"(%arg5, %398, %395, %397, %395) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %401 = "stablehlo.compare"(%396, %395) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %402 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %403 = "stablehlo.select"(%402, %399, %400) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %404 = "stablehlo.dynamic_update_slice"(%arg5, %403, %398, %395, %397, %395) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %405 = stablehlo.constant dense<0> : tensor<i32>
    %406 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %407 = "stablehlo.maximum"(%406, %405) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %408 = stablehlo.constant dense<0> : tensor<i32>
    %409 = "stablehlo.transpose"(%358) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %410 = "stablehlo.dynamic_slice"(%arg6, %408, %405, %407, %405) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %411 = "stablehlo.compare"(%406, %405) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %412 = "stablehlo.broadcast_in_dim"(%411) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %413 = "stablehlo.select"(%412, %409, %410) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %414 = "stablehlo.dynamic_update_slice"(%arg6, %413, %408, %405, %407, %405) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %415 = "stablehlo.reshape"(%376) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %416 = "stablehlo.transpose"(%415) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %417 = "stablehlo.reshape"(%416) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %418 = "stablehlo.dot_general"(%417, %404) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %419 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %420 = "stablehlo.multiply"(%418, %419) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %421 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %422 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %423 = "stablehlo.compare"(%421, %422) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %425 = "stablehlo.reshape"(%424) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %426 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %427 = "stablehlo.select"(%425, %420, %426) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %428 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %429 = "stablehlo.reduce"(%427, %428) ({
    ^bb0(%430: tensor<f32>, %431: tensor<f32>):
      %432 = "stablehlo.maximum"(%430, %431) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%432) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %433 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %434 = "stablehlo.subtract"(%427, %433) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %435 = "stablehlo.exponential"(%434) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %436 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %437 = "stablehlo.select"(%425, %435, %436) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %438 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %439 = "stablehlo.reduce"(%437, %438) ({
    ^bb0(%440: tensor<f32>, %441: tensor<f32>):
      %442 = "stablehlo.add"(%440, %441) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%442) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %443 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %444 = "stablehlo.maximum"(%439, %443) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %445 = "stablehlo.dot_general"(%437, %414) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %446 = "stablehlo.broadcast_in_dim"(%444) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %447 = "stablehlo.divide"(%445, %446) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %448 = "stablehlo.reshape"(%447) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %449 = "stablehlo.transpose"(%448) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %450 = "stablehlo.reshape"(%449) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %451 = "stablehlo.reshape"(%450) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %452 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %453 = "stablehlo.and"(%arg43, %452) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %454 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %455 = "stablehlo.shift_right_logical"(%arg43, %454) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %456 = "stablehlo.reshape"(%453) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %457 = "stablehlo.reshape"(%455) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %458 = "stablehlo.concatenate"(%456, %457) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %459 = "stablehlo.reshape"(%458) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %460 = "stablehlo.convert"(%459) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %461 = "stablehlo.reshape"(%460) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %462 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %463 = "stablehlo.multiply"(%461, %462) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %464 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %465 = "stablehlo.add"(%463, %464) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %466 = "stablehlo.reshape"(%465) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %467 = "stablehlo.reshape"(%451) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %468 = "stablehlo.dot_general"(%466, %467) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %469 = "stablehlo.transpose"(%468) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %470 = "stablehlo.reshape"(%469) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %471 = "stablehlo.add"(%283, %470) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %472 = "stablehlo.multiply"(%471, %471) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %473 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %474 = "stablehlo.reduce"(%472, %473) ({
    ^bb0(%475: tensor<f32>, %476: tensor<f32>):
      %477 = "stablehlo.add"(%475, %476) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%477) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %478 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %479 = "stablehlo.divide"(%474, %478) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %480 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %481 = "stablehlo.add"(%479, %480) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %482 = "stablehlo.rsqrt"(%481) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %483 = "stablehlo.broadcast_in_dim"(%482) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %484 = "stablehlo.multiply"(%471, %483) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %485 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %486 = "stablehlo.multiply"(%484, %485) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %487 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %488 = "stablehlo.and"(%arg47, %487) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %489 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %490 = "stablehlo.shift_right_logical"(%arg47, %489) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %491 = "stablehlo.reshape"(%488) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %492 = "stablehlo.reshape"(%490) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %493 = "stablehlo.concatenate"(%491, %492) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %494 = "stablehlo.reshape"(%493) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %495 = "stablehlo.convert"(%494) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %496 = "stablehlo.reshape"(%495) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %497 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %498 = "stablehlo.multiply"(%496, %497) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %499 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %500 = "stablehlo.add"(%498, %499) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %501 = "stablehlo.reshape"(%500) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %502 = "stablehlo.reshape"(%486) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %503 = "stablehlo.dot_general"(%501, %502) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %504 = "stablehlo.transpose"(%503) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %505 = "stablehlo.reshape"(%504) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %506 = "stablehlo.logistic"(%505) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %507 = "stablehlo.multiply"(%505, %506) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %508 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %509 = "stablehlo.and"(%arg50, %508) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %510 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %511 = "stablehlo.shift_right_logical"(%arg50, %510) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %512 = "stablehlo.reshape"(%509) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %513 = "stablehlo.reshape"(%511) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %514 = "stablehlo.concatenate"(%512, %513) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %515 = "stablehlo.reshape"(%514) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %516 = "stablehlo.convert"(%515) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %517 = "stablehlo.reshape"(%516) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %518 = "stablehlo.broadcast_in_dim"(%arg51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %519 = "stablehlo.multiply"(%517, %518) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %520 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %521 = "stablehlo.add"(%519, %520) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %522 = "stablehlo.reshape"(%521) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %523 = "stablehlo.reshape"(%486) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %524 = "stablehlo.dot_general"(%522, %523) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %525 = "stablehlo.transpose"(%524) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %526 = "stablehlo.reshape"(%525) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %527 = "stablehlo.multiply"(%507, %526) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %528 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %529 = "stablehlo.and"(%arg53, %528) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %530 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %531 = "stablehlo.shift_right_logical"(%arg53, %530) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %532 = "stablehlo.reshape"(%529) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %533 = "stablehlo.reshape"(%531) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %534 = "stablehlo.concatenate"(%532, %533) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %535 = "stablehlo.reshape"(%534) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %536 = "stablehlo.convert"(%535) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %537 = "stablehlo.reshape"(%536) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %538 = "stablehlo.broadcast_in_dim"(%arg54) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %539 = "stablehlo.multiply"(%537, %538) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %540 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %541 = "stablehlo.add"(%539, %540) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %542 = "stablehlo.reshape"(%541) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %543 = "stablehlo.reshape"(%527) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %544 = "stablehlo.dot_general"(%542, %543) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %545 = "stablehlo.transpose"(%544) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %546 = "stablehlo.reshape"(%545) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %547 = "stablehlo.add"(%471, %546) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %548 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %549 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %550 = "stablehlo.compare"(%548, %549) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %551 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %552 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %553 = "stablehlo.select"(%550, %551, %552) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %554 = "stablehlo.dot_general"(%553, %547) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %555 = "stablehlo.multiply"(%554, %554) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %556 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %557 = "stablehlo.reduce"(%555, %556) ({
    ^bb0(%558: tensor<f32>, %559: tensor<f32>):
      %560 = "stablehlo.add"(%558, %559) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%560) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %561 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %562 = "stablehlo.divide"(%557, %561) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %563 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %564 = "stablehlo.add"(%562, %563) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %565 = "stablehlo.rsqrt"(%564) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %566 = "stablehlo.broadcast_in_dim"(%565) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %567 = "stablehlo.multiply"(%554, %566) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %568 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %569 = "stablehlo.multiply"(%567, %568) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %570 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %571 = "stablehlo.and"(%arg7, %570) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %572 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %573 = "stablehlo.shift_right_logical"(%arg7, %572) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %574 = "stablehlo.reshape"(%571) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %575 = "stablehlo.reshape"(%573) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %576 = "stablehlo.concatenate"(%574, %575) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %577 = "stablehlo.reshape"(%576) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %578 = "stablehlo.convert"(%577) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<32000x64xf32>) -> tensor<32000x1x64xf32>
    %580 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %581 = "stablehlo.multiply"(%579, %580) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %582 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %583 = "stablehlo.add"(%581, %582) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %584 = "stablehlo.reshape"(%583) : (tensor<32000x1x64xf32>) -> tensor<32000x64xf32>
    %585 = "stablehlo.reshape"(%569) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %586 = "stablehlo.dot_general"(%584, %585) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %587 = "stablehlo.transpose"(%586) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %588 = "stablehlo.reshape"(%587) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %588, %140, %150, %404, %414 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
