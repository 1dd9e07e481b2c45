module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x1xf32>, %arg9: tensor<32000x1xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x1xf32>, %arg13: tensor<64x1xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x1xf32>, %arg16: tensor<32x1xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x1xf32>, %arg19: tensor<32x1xf32>, %arg20: tensor<64x32xui8>, %arg21: tensor<64x1xf32>, %arg22: tensor<64x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<128x32xui8>, %arg25: tensor<128x1xf32>, %arg26: tensor<128x1xf32>, %arg27: tensor<128x32xui8>, %arg28: tensor<128x1xf32>, %arg29: tensor<128x1xf32>, %arg30: tensor<64x64xui8>, %arg31: tensor<64x2xf32>, %arg32: tensor<64x2xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x32xui8>, %arg35: tensor<64x1xf32>, %arg36: tensor<64x1xf32>, %arg37: tensor<32x32xui8>, %arg38: tensor<32x1xf32>, %arg39: tensor<32x1xf32>, %arg40: tensor<32x32xui8>, %arg41: tensor<32x1xf32>, %arg42: tensor<32x1xf32>, %arg43: tensor<64x32xui8>, %arg44: tensor<64x1xf32>, %arg45: tensor<64x1xf32>, %arg46: tensor<64xf32>, %arg47: tensor<128x32xui8>, %arg48: tensor<128x1xf32>, %arg49: tensor<128x1xf32>, %arg50: tensor<128x32xui8>, %arg51: tensor<128x1xf32>, %arg52: tensor<128x1xf32>, %arg53: tensor<64x64xui8>, %arg54: tensor<64x2xf32>, %arg55: tensor<64x2xf32>, %arg56: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x32xi32>) -> tensor<32xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<32xi32>) -> tensor<32x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<32xi32>) -> tensor<32x1xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<32xi32>) -> tensor<32x1xf32>
    %4 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %19 = "stablehlo.reshape"(%18) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %20 = "stablehlo.multiply"(%19, %19) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %21 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %22 = "stablehlo.reduce"(%20, %21) ({
    ^bb0(%23: tensor<f32>, %24: tensor<f32>):
      %25 = "stablehlo.add"(%23, %24) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%25) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %26 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %27 = "stablehlo.divide"(%22, %26) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %28 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %29 = "stablehlo.add"(%27, %28) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %30 = "stablehlo.rsqrt"(%29) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %31 = "stablehlo.broadcast_in_dim"(%30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %32 = "stablehlo.multiply"(%19, %31) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %33 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %34 = "stablehlo.multiply"(%32, %33) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
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
    %50 = "stablehlo.reshape"(%34) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %51 = "stablehlo.dot_general"(%49, %50) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %52 = "stablehlo.transpose"(%51) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %53 = "stablehlo.reshape"(%52) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
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
    %70 = "stablehlo.reshape"(%34) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %71 = "stablehlo.dot_general"(%69, %70) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %72 = "stablehlo.transpose"(%71) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
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
    %90 = "stablehlo.reshape"(%34) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %92 = "stablehlo.transpose"(%91) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %95 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %97 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %99 = "stablehlo.multiply"(%96, %98) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %100 = "stablehlo.cosine"(%99) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %102 = "stablehlo.sine"(%99) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %103 = "stablehlo.broadcast_in_dim"(%102) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %104 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %105 = "stablehlo.slice"(%54) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %106 = "stablehlo.multiply"(%104, %101) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %107 = "stablehlo.multiply"(%105, %103) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %108 = "stablehlo.subtract"(%106, %107) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %109 = "stablehlo.multiply"(%104, %103) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %110 = "stablehlo.multiply"(%105, %101) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %111 = "stablehlo.add"(%109, %110) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %112 = "stablehlo.concatenate"(%108, %111) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %113 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %115 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %117 = "stablehlo.multiply"(%114, %116) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %118 = "stablehlo.cosine"(%117) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %119 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %120 = "stablehlo.sine"(%117) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %122 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %123 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %124 = "stablehlo.multiply"(%122, %119) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %125 = "stablehlo.multiply"(%123, %121) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %126 = "stablehlo.subtract"(%124, %125) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %127 = "stablehlo.multiply"(%122, %121) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %128 = "stablehlo.multiply"(%123, %119) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %129 = "stablehlo.add"(%127, %128) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %130 = "stablehlo.concatenate"(%126, %129) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %131 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %132 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %133 = "stablehlo.compare"(%131, %132) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %134 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %135 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %136 = "stablehlo.select"(%133, %134, %135) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %137 = "stablehlo.reshape"(%130) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %138 = "stablehlo.dot_general"(%136, %137) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %140 = "stablehlo.transpose"(%139) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %141 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %142 = "stablehlo.reduce"(%136, %141) ({
    ^bb0(%143: tensor<f32>, %144: tensor<f32>):
      %145 = "stablehlo.maximum"(%143, %144) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%145) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %146 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %147 = "stablehlo.compare"(%142, %146) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %148 = "stablehlo.broadcast_in_dim"(%147) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %149 = "stablehlo.select"(%148, %140, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %150 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %151 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %152 = "stablehlo.compare"(%150, %151) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %153 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %154 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %155 = "stablehlo.select"(%152, %153, %154) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %156 = "stablehlo.reshape"(%94) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %157 = "stablehlo.dot_general"(%155, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %158 = "stablehlo.reshape"(%157) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %159 = "stablehlo.transpose"(%158) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %160 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %161 = "stablehlo.reduce"(%155, %160) ({
    ^bb0(%162: tensor<f32>, %163: tensor<f32>):
      %164 = "stablehlo.maximum"(%162, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%164) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %165 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %166 = "stablehlo.compare"(%161, %165) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %167 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %168 = "stablehlo.select"(%167, %159, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %169 = "stablehlo.reshape"(%112) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %170 = "stablehlo.transpose"(%169) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %172 = "stablehlo.dot_general"(%171, %149) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %173 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %174 = "stablehlo.multiply"(%172, %173) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %175 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %176 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %177 = "stablehlo.compare"(%175, %176) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %180 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %181 = "stablehlo.select"(%179, %174, %180) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %182 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %183 = "stablehlo.reduce"(%181, %182) ({
    ^bb0(%184: tensor<f32>, %185: tensor<f32>):
      %186 = "stablehlo.maximum"(%184, %185) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%186) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %187 = "stablehlo.broadcast_in_dim"(%183) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %188 = "stablehlo.subtract"(%181, %187) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %189 = "stablehlo.exponential"(%188) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %190 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %191 = "stablehlo.select"(%179, %189, %190) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %192 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %193 = "stablehlo.reduce"(%191, %192) ({
    ^bb0(%194: tensor<f32>, %195: tensor<f32>):
      %196 = "stablehlo.add"(%194, %195) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%196) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %197 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %198 = "stablehlo.maximum"(%193, %197) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %199 = "stablehlo.dot_general"(%191, %168) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %200 = "stablehlo.broadcast_in_dim"(%198) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %201 = "stablehlo.divide"(%199, %200) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %203 = "stablehlo.transpose"(%202) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %206 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %207 = "stablehlo.and"(%arg20, %206) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %208 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %209 = "stablehlo.shift_right_logical"(%arg20, %208) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %210 = "stablehlo.reshape"(%207) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %211 = "stablehlo.reshape"(%209) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %212 = "stablehlo.concatenate"(%210, %211) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %213 = "stablehlo.reshape"(%212) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %214 = "stablehlo.convert"(%213) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %216 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %217 = "stablehlo.multiply"(%215, %216) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %218 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %219 = "stablehlo.add"(%217, %218) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %221 = "stablehlo.reshape"(%205) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %222 = "stablehlo.dot_general"(%220, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %223 = "stablehlo.transpose"(%222) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %225 = "stablehlo.add"(%19, %224) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %226 = "stablehlo.multiply"(%225, %225) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %227 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %228 = "stablehlo.reduce"(%226, %227) ({
    ^bb0(%229: tensor<f32>, %230: tensor<f32>):
      %231 = "stablehlo.add"(%229, %230) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%231) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %232 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %233 = "stablehlo.divide"(%228, %232) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %234 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %235 = "stablehlo.add"(%233, %234) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %236 = "stablehlo.rsqrt"(%235) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %237 = "stablehlo.broadcast_in_dim"(%236) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %238 = "stablehlo.multiply"(%225, %237) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %239 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %240 = "stablehlo.multiply"(%238, %239) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %241 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %242 = "stablehlo.and"(%arg24, %241) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %243 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %244 = "stablehlo.shift_right_logical"(%arg24, %243) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %245 = "stablehlo.reshape"(%242) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %246 = "stablehlo.reshape"(%244) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %247 = "stablehlo.concatenate"(%245, %246) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %248 = "stablehlo.reshape"(%247) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %249 = "stablehlo.convert"(%248) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %251 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %252 = "stablehlo.multiply"(%250, %251) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %253 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %254 = "stablehlo.add"(%252, %253) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %255 = "stablehlo.reshape"(%254) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %256 = "stablehlo.reshape"(%240) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %257 = "stablehlo.dot_general"(%255, %256) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %258 = "stablehlo.transpose"(%257) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %259 = "stablehlo.reshape"(%258) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %260 = "stablehlo.logistic"(%259) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %261 = "stablehlo.multiply"(%259, %260) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %262 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %263 = "stablehlo.and"(%arg27, %262) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %264 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %265 = "stablehlo.shift_right_logical"(%arg27, %264) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %266 = "stablehlo.reshape"(%263) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %267 = "stablehlo.reshape"(%265) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %268 = "stablehlo.concatenate"(%266, %267) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %269 = "stablehlo.reshape"(%268) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %270 = "stablehlo.convert"(%269) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %271 = "stablehlo.reshape"(%270) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %272 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %273 = "stablehlo.multiply"(%271, %272) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %274 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %275 = "stablehlo.add"(%273, %274) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %276 = "stablehlo.reshape"(%275) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %277 = "stablehlo.reshape"(%240) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %278 = "stablehlo.dot_general"(%276, %277) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %279 = "stablehlo.transpose"(%278) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %280 = "stablehlo.reshape"(%279) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %281 = "stablehlo.multiply"(%261, %280) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %282 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %283 = "stablehlo.and"(%arg30, %282) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %284 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %285 = "stablehlo.shift_right_logical"(%arg30, %284) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %286 = "stablehlo.reshape"(%283) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %287 = "stablehlo.reshape"(%285) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %288 = "stablehlo.concatenate"(%286, %287) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %289 = "stablehlo.reshape"(%288) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %290 = "stablehlo.convert"(%289) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %291 = "stablehlo.reshape"(%290) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %292 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %293 = "stablehlo.multiply"(%291, %292) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %294 = "stablehlo.broadcast_in_dim"(%arg32) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %295 = "stablehlo.add"(%293, %294) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %297 = "stablehlo.reshape"(%281) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %298 = "stablehlo.dot_general"(%296, %297) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %299 = "stablehlo.transpose"(%298) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %300 = "stablehlo.reshape"(%299) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %301 = "stablehlo.add"(%225, %300) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %302 = "stablehlo.multiply"(%301, %301) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %303 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %304 = "stablehlo.reduce"(%302, %303) ({
    ^bb0(%305: tensor<f32>, %306: tensor<f32>):
      %307 = "stablehlo.add"(%305, %306) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%307) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %308 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %309 = "stablehlo.divide"(%304, %308) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %310 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %311 = "stablehlo.add"(%309, %310) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %312 = "stablehlo.rsqrt"(%311) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %313 = "stablehlo.broadcast_in_dim"(%312) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %314 = "stablehlo.multiply"(%301, %313) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %315 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %316 = "stablehlo.multiply"(%314, %315) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %317 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %318 = "stablehlo.and"(%arg34, %317) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %319 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %320 = "stablehlo.shift_right_logical"(%arg34, %319) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %321 = "stablehlo.reshape"(%318) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %322 = "stablehlo.reshape"(%320) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %323 = "stablehlo.concatenate"(%321, %322) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %324 = "stablehlo.reshape"(%323) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %325 = "stablehlo.convert"(%324) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %327 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %328 = "stablehlo.multiply"(%326, %327) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %329 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %330 = "stablehlo.add"(%328, %329) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %331 = "stablehlo.reshape"(%330) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %332 = "stablehlo.reshape"(%316) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %333 = "stablehlo.dot_general"(%331, %332) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %334 = "stablehlo.transpose"(%333) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %336 = "stablehlo.reshape"(%335) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %337 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %338 = "stablehlo.and"(%arg37, %337) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %339 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %340 = "stablehlo.shift_right_logical"(%arg37, %339) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %341 = "stablehlo.reshape"(%338) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %342 = "stablehlo.reshape"(%340) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %343 = "stablehlo.concatenate"(%341, %342) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %344 = "stablehlo.reshape"(%343) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %345 = "stablehlo.convert"(%344) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %347 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %348 = "stablehlo.multiply"(%346, %347) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %349 = "stablehlo.broadcast_in_dim"(%arg39) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %350 = "stablehlo.add"(%348, %349) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %351 = "stablehlo.reshape"(%350) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %352 = "stablehlo.reshape"(%316) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %353 = "stablehlo.dot_general"(%351, %352) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %354 = "stablehlo.transpose"(%353) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %355 = "stablehlo.reshape"(%354) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %356 = "stablehlo.reshape"(%355) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %357 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %358 = "stablehlo.and"(%arg40, %357) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %359 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %360 = "stablehlo.shift_right_logical"(%arg40, %359) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %361 = "stablehlo.reshape"(%358) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %362 = "stablehlo.reshape"(%360) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %363 = "stablehlo.concatenate"(%361, %362) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %364 = "stablehlo.reshape"(%363) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %365 = "stablehlo.convert"(%364) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %366 = "stablehlo.reshape"(%365) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %367 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %368 = "stablehlo.multiply"(%366, %367) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %369 = "stablehlo.broadcast_in_dim"(%arg42) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %370 = "stablehlo.add"(%368, %369) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %371 = "stablehlo.reshape"(%370) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %372 = "stablehlo.reshape"(%316) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %373 = "stablehlo.dot_general"(%371, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %374 = "stablehlo.transpose"(%373) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %375 = "stablehlo.reshape"(%374) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %376 = "stablehlo.reshape"(%375) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %377 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %378 = "stablehlo.broadcast_in_dim"(%377) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %379 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %380 = "stablehlo.broadcast_in_dim"(%379) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %381 = "stablehlo.multiply"(%378, %380) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %382 = "stablehlo.cosine"(%381) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %383 = "stablehlo.broadcast_in_dim"(%382) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %384 = "stablehlo.sine"(%381) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %385 = "stablehlo.broadcast_in_dim"(%384) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %386 = "stablehlo.slice"(%336) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %387 = "stablehlo.slice"(%336) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %388 = "stablehlo.multiply"(%386, %383) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %389 = "stablehlo.multiply"(%387, %385) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %390 = "stablehlo.subtract"(%388, %389) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %391 = "stablehlo.multiply"(%386, %385) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %392 = "stablehlo.multiply"(%387, %383) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %393 = "stablehlo.add"(%391, %392) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %394 = "stablehlo.concatenate"(%390, %393) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %395 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %396 = "stablehlo.broadcast_in_dim"(%395) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %397 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %398 = "stablehlo.broadcast_in_dim"(%397) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %399 = "stablehlo.multiply"(%396, %398) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %400 = "stablehlo.cosine"(%399) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %401 = "stablehlo.broadcast_in_dim"(%400) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %402 = "stablehlo.sine"(%399) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %403 = "stablehlo.broadcast_in_dim"(%402) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %404 = "stablehlo.slice"(%356) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %405 = "stablehlo.slice"(%356) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %406 = "stablehlo.multiply"(%404, %401) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %407 = "stablehlo.multiply"(%405, %403) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %408 = "stablehlo.subtract"(%406, %407) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %409 = "stablehlo.multiply"(%404, %403) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %410 = "stablehlo.multiply"(%405, %401) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %411 = "stablehlo.add"(%409, %410) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %412 = "stablehlo.concatenate"(%408, %411) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %413 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %414 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %415 = "stablehlo.compare"(%413, %414) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %416 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %417 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %418 = "stablehlo.select"(%415, %416, %417) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %419 = "stablehlo.reshape"(%412) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %420 = "stablehlo.dot_general"(%418, %419) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %421 = "stablehlo.reshape"(%420) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %422 = "stablehlo.transpose"(%421) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %423 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %424 = "stablehlo.reduce"(%418, %423) ({
    ^bb0(%425: tensor<f32>, %426: tensor<f32>):
      %427 = "stablehlo.maximum"(%425, %426) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %428 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %429 = "stablehlo.compare"(%424, %428) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %430 = "stablehlo.broadcast_in_dim"(%429) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %431 = "stablehlo.select"(%430, %422, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %432 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %433 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %434 = "stablehlo.compare"(%432, %433) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %435 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %436 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %437 = "stablehlo.select"(%434, %435, %436) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %438 = "stablehlo.reshape"(%376) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %439 = "stablehlo.dot_general"(%437, %438) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %440 = "stablehlo.reshape"(%439) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %441 = "stablehlo.transpose"(%440) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %442 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %443 = "stablehlo.reduce"(%437, %442) ({
    ^bb0(%444: tensor<f32>, %445: tensor<f32>):
      %446 = "stablehlo.maximum"(%444, %445) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%446) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %447 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %448 = "stablehlo.compare"(%443, %447) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %449 = "stablehlo.broadcast_in_dim"(%448) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %450 = "stablehlo.select"(%449, %441, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %451 = "stablehlo.reshape"(%394) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %452 = "stablehlo.transpose"(%451) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %453 = "stablehlo.reshape"(%452) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %454 = "stablehlo.dot_general"(%453, %431) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %455 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %456 = "stablehlo.multiply"(%454, %455) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %457 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %458 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %459 = "stablehlo.compare"(%457, %458) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %460 = "stablehlo.broadcast_in_dim"(%459) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %461 = "stablehlo.reshape"(%460) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %462 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %463 = "stablehlo.select"(%461, %456, %462) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %464 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %465 = "stablehlo.reduce"(%463, %464) ({
    ^bb0(%466: tensor<f32>, %467: tensor<f32>):
      %468 = "stablehlo.maximum"(%466, %467) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%468) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %469 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %470 = "stablehlo.subtract"(%463, %469) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %471 = "stablehlo.exponential"(%470) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %472 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %473 = "stablehlo.select"(%461, %471, %472) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %474 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %475 = "stablehlo.reduce"(%473, %474) ({
    ^bb0(%476: tensor<f32>, %477: tensor<f32>):
      %478 = "stablehlo.add"(%476, %477) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%478) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %479 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %480 = "stablehlo.maximum"(%475, %479) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %481 = "stablehlo.dot_general"(%473, %450) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %482 = "stablehlo.broadcast_in_dim"(%480) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %483 = "stablehlo.divide"(%481, %482) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %484 = "stablehlo.reshape"(%483) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %485 = "stablehlo.transpose"(%484) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %486 = "stablehlo.reshape"(%485) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %487 = "stablehlo.reshape"(%486) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %488 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %489 = "stablehlo.and"(%arg43, %488) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %490 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %491 = "stablehlo.shift_right_logical"(%arg43, %490) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %492 = "stablehlo.reshape"(%489) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %493 = "stablehlo.reshape"(%491) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %494 = "stablehlo.concatenate"(%492, %493) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %495 = "stablehlo.reshape"(%494) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %496 = "stablehlo.convert"(%495) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %497 = "stablehlo.reshape"(%496) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %498 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %499 = "stablehlo.multiply"(%497, %498) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %500 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %501 = "stablehlo.add"(%499, %500) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %502 = "stablehlo.reshape"(%501) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %503 = "stablehlo.reshape"(%487) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %504 = "stablehlo.dot_general"(%502, %503) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %505 = "stablehlo.transpose"(%504) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %506 = "stablehlo.reshape"(%505) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %507 = "stablehlo.add"(%301, %506) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %508 = "stablehlo.multiply"(%507, %507) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %509 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %510 = "stablehlo.reduce"(%508, %509) ({
    ^bb0(%511: tensor<f32>, %512: tensor<f32>):
      %513 = "stablehlo.add"(%511, %512) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%513) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %514 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %515 = "stablehlo.divide"(%510, %514) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %516 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %517 = "stablehlo.add"(%515, %516) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %518 = "stablehlo.rsqrt"(%517) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %519 = "stablehlo.broadcast_in_dim"(%518) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %520 = "stablehlo.multiply"(%507, %519) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %521 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %522 = "stablehlo.multiply"(%520, %521) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %523 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %524 = "stablehlo.and"(%arg47, %523) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %525 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %526 = "stablehlo.shift_right_logical"(%arg47, %525) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %527 = "stablehlo.reshape"(%524) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %528 = "stablehlo.reshape"(%526) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %529 = "stablehlo.concatenate"(%527, %528) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %530 = "stablehlo.reshape"(%529) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %531 = "stablehlo.convert"(%530) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %532 = "stablehlo.reshape"(%531) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %533 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %534 = "stablehlo.multiply"(%532, %533) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %535 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %536 = "stablehlo.add"(%534, %535) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %537 = "stablehlo.reshape"(%536) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %538 = "stablehlo.reshape"(%522) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %539 = "stablehlo.dot_general"(%537, %538) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %540 = "stablehlo.transpose"(%539) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %541 = "stablehlo.reshape"(%540) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %542 = "stablehlo.logistic"(%541) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %543 = "stablehlo.multiply"(%541, %542) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %544 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %545 = "stablehlo.and"(%arg50, %544) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %546 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %547 = "stablehlo.shift_right_logical"(%arg50, %546) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %548 = "stablehlo.reshape"(%545) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %549 = "stablehlo.reshape"(%547) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %550 = "stablehlo.concatenate"(%548, %549) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %551 = "stablehlo.reshape"(%550) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %552 = "stablehlo.convert"(%551) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %553 = "stablehlo.reshape"(%552) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %554 = "stablehlo.broadcast_in_dim"(%arg51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %555 = "stablehlo.multiply"(%553, %554) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %556 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %557 = "stablehlo.add"(%555, %556) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %559 = "stablehlo.reshape"(%522) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %560 = "stablehlo.dot_general"(%558, %559) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %561 = "stablehlo.transpose"(%560) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %562 = "stablehlo.reshape"(%561) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %563 = "stablehlo.multiply"(%543, %562) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %564 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %565 = "stablehlo.and"(%arg53, %564) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %566 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %567 = "stablehlo.shift_right_logical"(%arg53, %566) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %568 = "stablehlo.reshape"(%565) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %569 = "stablehlo.reshape"(%567) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %570 = "stablehlo.concatenate"(%568, %569) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %571 = "stablehlo.reshape"(%570) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %572 = "stablehlo.convert"(%571) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %573 = "stablehlo.reshape"(%572) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %574 = "stablehlo.broadcast_in_dim"(%arg54) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %575 = "stablehlo.multiply"(%573, %574) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %576 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %577 = "stablehlo.add"(%575, %576) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %578 = "stablehlo.reshape"(%577) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %579 = "stablehlo.reshape"(%563) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %580 = "stablehlo.dot_general"(%578, %579) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %581 = "stablehlo.transpose"(%580) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %583 = "stablehlo.add"(%507, %582) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %584 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %585 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %586 = "stablehlo.compare"(%584, %585) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %587 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %588 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %589 = "stablehlo.select"(%586, %587, %588) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %590 = "stablehlo.dot_general"(%589, %583) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %591 = "stablehlo.multiply"(%590, %590) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %592 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %593 = "stablehlo.reduce"(%591, %592) ({
    ^bb0(%594: tensor<f32>, %595: tensor<f32>):
      %596 = "stablehlo.add"(%594, %595) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%596) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %597 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %598 = "stablehlo.divide"(%593, %597) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %599 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %600 = "stablehlo.add"(%598, %599) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %601 = "stablehlo.rsqrt"(%600) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %602 = "stablehlo.broadcast_in_dim"(%601) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %603 = "stablehlo.multiply"(%590, %602) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %604 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %605 = "stablehlo.multiply"(%603, %604) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %606 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %607 = "stablehlo.and"(%arg7, %606) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %608 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %609 = "stablehlo.shift_right_logical"(%arg7, %608) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %610 = "stablehlo.reshape"(%607) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %611 = "stablehlo.reshape"(%609) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %612 = "stablehlo.concatenate"(%610, %611) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %613 = "stablehlo.reshape"(%612) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %614 = "stablehlo.convert"(%613) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %615 = "stablehlo.reshape"(%614) : (tensor<32000x64xf32>) -> tensor<32000x1x64xf32>
    %616 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %617 = "stablehlo.multiply"(%615, %616) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %618 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %619 = "stablehlo.add"(%617, %618) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %620 = "stablehlo.reshape"(%619) : (tensor<32000x1x64xf32>) -> tensor<32000x64xf32>
    %621 = "stablehlo.reshape"(%605) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %622 = "stablehlo.dot_general"(%620, %621) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %623 = "stablehlo.transpose"(%622) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %624 = "stablehlo.reshape"(%623) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %624, %149, %168, %431, %450 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
