module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x2xf32>, %arg9: tensor<32000x2xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x2xf32>, %arg13: tensor<64x2xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x2xf32>, %arg16: tensor<32x2xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x2xf32>, %arg19: tensor<32x2xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<64x32xui8>, %arg23: tensor<64x2xf32>, %arg24: tensor<64x2xf32>, %arg25: tensor<64xf32>, %arg26: tensor<128x32xui8>, %arg27: tensor<128x2xf32>, %arg28: tensor<128x2xf32>, %arg29: tensor<128x32xui8>, %arg30: tensor<128x2xf32>, %arg31: tensor<128x2xf32>, %arg32: tensor<64x64xui8>, %arg33: tensor<64x4xf32>, %arg34: tensor<64x4xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64x32xui8>, %arg37: tensor<64x2xf32>, %arg38: tensor<64x2xf32>, %arg39: tensor<32x32xui8>, %arg40: tensor<32x2xf32>, %arg41: tensor<32x2xf32>, %arg42: tensor<32x32xui8>, %arg43: tensor<32x2xf32>, %arg44: tensor<32x2xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<64x32xui8>, %arg48: tensor<64x2xf32>, %arg49: tensor<64x2xf32>, %arg50: tensor<64xf32>, %arg51: tensor<128x32xui8>, %arg52: tensor<128x2xf32>, %arg53: tensor<128x2xf32>, %arg54: tensor<128x32xui8>, %arg55: tensor<128x2xf32>, %arg56: tensor<128x2xf32>, %arg57: tensor<64x64xui8>, %arg58: tensor<64x4xf32>, %arg59: tensor<64x4xf32>, %arg60: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x32xi32>) -> tensor<32xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<32xi32>) -> tensor<32x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<32000x2xf32>, tensor<32xi32>) -> tensor<32x2xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<32000x2xf32>, tensor<32xi32>) -> tensor<32x2xf32>
    %4 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
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
    %44 = "stablehlo.reshape"(%43) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %45 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
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
    %64 = "stablehlo.reshape"(%63) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %65 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %66 = "stablehlo.multiply"(%64, %65) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %67 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %68 = "stablehlo.add"(%66, %67) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
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
    %84 = "stablehlo.reshape"(%83) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %87 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %88 = "stablehlo.add"(%86, %87) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %90 = "stablehlo.reshape"(%34) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %92 = "stablehlo.transpose"(%91) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %95 = "stablehlo.multiply"(%54, %54) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %96 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %97 = "stablehlo.reduce"(%95, %96) ({
    ^bb0(%98: tensor<f32>, %99: tensor<f32>):
      %100 = "stablehlo.add"(%98, %99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf32>, tensor<f32>) -> tensor<1x32x4xf32>
    %101 = stablehlo.constant dense<0x41800000> : tensor<1x32x4xf32>
    %102 = "stablehlo.divide"(%97, %101) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %103 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %105 = "stablehlo.rsqrt"(%104) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %107 = "stablehlo.multiply"(%54, %106) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %108 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %109 = "stablehlo.multiply"(%107, %108) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %110 = "stablehlo.multiply"(%74, %74) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %111 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %112 = "stablehlo.reduce"(%110, %111) ({
    ^bb0(%113: tensor<f32>, %114: tensor<f32>):
      %115 = "stablehlo.add"(%113, %114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%115) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %116 = stablehlo.constant dense<0x41800000> : tensor<1x32x2xf32>
    %117 = "stablehlo.divide"(%112, %116) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %118 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %119 = "stablehlo.add"(%117, %118) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %122 = "stablehlo.multiply"(%74, %121) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %123 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %124 = "stablehlo.multiply"(%122, %123) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %125 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %127 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %129 = "stablehlo.multiply"(%126, %128) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %130 = "stablehlo.cosine"(%129) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %132 = "stablehlo.sine"(%129) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %134 = "stablehlo.slice"(%109) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %135 = "stablehlo.slice"(%109) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %136 = "stablehlo.multiply"(%134, %131) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %137 = "stablehlo.multiply"(%135, %133) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %138 = "stablehlo.subtract"(%136, %137) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %139 = "stablehlo.multiply"(%134, %133) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %140 = "stablehlo.multiply"(%135, %131) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %141 = "stablehlo.add"(%139, %140) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %142 = "stablehlo.concatenate"(%138, %141) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %143 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %145 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %147 = "stablehlo.multiply"(%144, %146) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %148 = "stablehlo.cosine"(%147) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %150 = "stablehlo.sine"(%147) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %152 = "stablehlo.slice"(%124) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %153 = "stablehlo.slice"(%124) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %154 = "stablehlo.multiply"(%152, %149) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %155 = "stablehlo.multiply"(%153, %151) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %156 = "stablehlo.subtract"(%154, %155) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %157 = "stablehlo.multiply"(%152, %151) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %158 = "stablehlo.multiply"(%153, %149) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %159 = "stablehlo.add"(%157, %158) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %160 = "stablehlo.concatenate"(%156, %159) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %161 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %162 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %163 = "stablehlo.compare"(%161, %162) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %164 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %165 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %166 = "stablehlo.select"(%163, %164, %165) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %167 = "stablehlo.reshape"(%160) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %168 = "stablehlo.dot_general"(%166, %167) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %169 = "stablehlo.reshape"(%168) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %170 = "stablehlo.transpose"(%169) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %171 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %172 = "stablehlo.reduce"(%166, %171) ({
    ^bb0(%173: tensor<f32>, %174: tensor<f32>):
      %175 = "stablehlo.maximum"(%173, %174) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%175) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %176 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %177 = "stablehlo.compare"(%172, %176) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %179 = "stablehlo.select"(%178, %170, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %180 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %181 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %182 = "stablehlo.compare"(%180, %181) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %183 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %184 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %185 = "stablehlo.select"(%182, %183, %184) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %186 = "stablehlo.reshape"(%94) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %187 = "stablehlo.dot_general"(%185, %186) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %189 = "stablehlo.transpose"(%188) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %190 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %191 = "stablehlo.reduce"(%185, %190) ({
    ^bb0(%192: tensor<f32>, %193: tensor<f32>):
      %194 = "stablehlo.maximum"(%192, %193) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%194) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %195 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %196 = "stablehlo.compare"(%191, %195) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %197 = "stablehlo.broadcast_in_dim"(%196) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %198 = "stablehlo.select"(%197, %189, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %199 = "stablehlo.reshape"(%142) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %200 = "stablehlo.transpose"(%199) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %201 = "stablehlo.reshape"(%200) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %202 = "stablehlo.dot_general"(%201, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %203 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %205 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %206 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %207 = "stablehlo.compare"(%205, %206) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %208 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %209 = "stablehlo.reshape"(%208) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %210 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %211 = "stablehlo.select"(%209, %204, %210) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %212 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %213 = "stablehlo.reduce"(%211, %212) ({
    ^bb0(%214: tensor<f32>, %215: tensor<f32>):
      %216 = "stablehlo.maximum"(%214, %215) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%216) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %217 = "stablehlo.broadcast_in_dim"(%213) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %218 = "stablehlo.subtract"(%211, %217) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %219 = "stablehlo.exponential"(%218) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %220 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %221 = "stablehlo.select"(%209, %219, %220) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %222 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %223 = "stablehlo.reduce"(%221, %222) ({
    ^bb0(%224: tensor<f32>, %225: tensor<f32>):
      %226 = "stablehlo.add"(%224, %225) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%226) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %227 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %228 = "stablehlo.maximum"(%223, %227) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %229 = "stablehlo.dot_general"(%221, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %230 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %231 = "stablehlo.divide"(%229, %230) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %233 = "stablehlo.transpose"(%232) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %235 = "stablehlo.reshape"(%234) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %236 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %237 = "stablehlo.and"(%arg22, %236) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %238 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %239 = "stablehlo.shift_right_logical"(%arg22, %238) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %240 = "stablehlo.reshape"(%237) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %241 = "stablehlo.reshape"(%239) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %242 = "stablehlo.concatenate"(%240, %241) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %243 = "stablehlo.reshape"(%242) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %244 = "stablehlo.convert"(%243) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %246 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %247 = "stablehlo.multiply"(%245, %246) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %248 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %249 = "stablehlo.add"(%247, %248) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %251 = "stablehlo.reshape"(%235) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %252 = "stablehlo.dot_general"(%250, %251) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %253 = "stablehlo.transpose"(%252) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %255 = "stablehlo.add"(%19, %254) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %256 = "stablehlo.multiply"(%255, %255) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %257 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %258 = "stablehlo.reduce"(%256, %257) ({
    ^bb0(%259: tensor<f32>, %260: tensor<f32>):
      %261 = "stablehlo.add"(%259, %260) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%261) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %262 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %263 = "stablehlo.divide"(%258, %262) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %264 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %265 = "stablehlo.add"(%263, %264) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %266 = "stablehlo.rsqrt"(%265) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %267 = "stablehlo.broadcast_in_dim"(%266) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %268 = "stablehlo.multiply"(%255, %267) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %269 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %270 = "stablehlo.multiply"(%268, %269) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %271 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %272 = "stablehlo.and"(%arg26, %271) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %273 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %274 = "stablehlo.shift_right_logical"(%arg26, %273) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %275 = "stablehlo.reshape"(%272) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %276 = "stablehlo.reshape"(%274) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %277 = "stablehlo.concatenate"(%275, %276) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %278 = "stablehlo.reshape"(%277) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %279 = "stablehlo.convert"(%278) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %280 = "stablehlo.reshape"(%279) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %281 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %282 = "stablehlo.multiply"(%280, %281) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %283 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %284 = "stablehlo.add"(%282, %283) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %285 = "stablehlo.reshape"(%284) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %286 = "stablehlo.reshape"(%270) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %287 = "stablehlo.dot_general"(%285, %286) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %288 = "stablehlo.transpose"(%287) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %289 = "stablehlo.reshape"(%288) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %290 = "stablehlo.logistic"(%289) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %291 = "stablehlo.multiply"(%289, %290) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %292 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %293 = "stablehlo.and"(%arg29, %292) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %294 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %295 = "stablehlo.shift_right_logical"(%arg29, %294) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %296 = "stablehlo.reshape"(%293) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %297 = "stablehlo.reshape"(%295) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %298 = "stablehlo.concatenate"(%296, %297) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %299 = "stablehlo.reshape"(%298) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %300 = "stablehlo.convert"(%299) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %301 = "stablehlo.reshape"(%300) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %302 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %303 = "stablehlo.multiply"(%301, %302) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %304 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %305 = "stablehlo.add"(%303, %304) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %307 = "stablehlo.reshape"(%270) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %308 = "stablehlo.dot_general"(%306, %307) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %309 = "stablehlo.transpose"(%308) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %310 = "stablehlo.reshape"(%309) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %311 = "stablehlo.multiply"(%291, %310) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %312 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %313 = "stablehlo.and"(%arg32, %312) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %314 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %315 = "stablehlo.shift_right_logical"(%arg32, %314) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %316 = "stablehlo.reshape"(%313) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %317 = "stablehlo.reshape"(%315) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %318 = "stablehlo.concatenate"(%316, %317) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %319 = "stablehlo.reshape"(%318) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %320 = "stablehlo.convert"(%319) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %322 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %323 = "stablehlo.multiply"(%321, %322) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %324 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %325 = "stablehlo.add"(%323, %324) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %327 = "stablehlo.reshape"(%311) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %328 = "stablehlo.dot_general"(%326, %327) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %329 = "stablehlo.transpose"(%328) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %330 = "stablehlo.reshape"(%329) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %331 = "stablehlo.add"(%255, %330) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %332 = "stablehlo.multiply"(%331, %331) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %333 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %334 = "stablehlo.reduce"(%332, %333) ({
    ^bb0(%335: tensor<f32>, %336: tensor<f32>):
      %337 = "stablehlo.add"(%335, %336) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%337) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %338 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %339 = "stablehlo.divide"(%334, %338) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %340 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %341 = "stablehlo.add"(%339, %340) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %342 = "stablehlo.rsqrt"(%341) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %343 = "stablehlo.broadcast_in_dim"(%342) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %344 = "stablehlo.multiply"(%331, %343) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %345 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %346 = "stablehlo.multiply"(%344, %345) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %347 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %348 = "stablehlo.and"(%arg36, %347) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %349 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %350 = "stablehlo.shift_right_logical"(%arg36, %349) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %351 = "stablehlo.reshape"(%348) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %352 = "stablehlo.reshape"(%350) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %353 = "stablehlo.concatenate"(%351, %352) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %354 = "stablehlo.reshape"(%353) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %355 = "stablehlo.convert"(%354) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %356 = "stablehlo.reshape"(%355) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %357 = "stablehlo.broadcast_in_dim"(%arg37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %358 = "stablehlo.multiply"(%356, %357) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %359 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %360 = "stablehlo.add"(%358, %359) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %361 = "stablehlo.reshape"(%360) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %362 = "stablehlo.reshape"(%346) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %363 = "stablehlo.dot_general"(%361, %362) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %364 = "stablehlo.transpose"(%363) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %365 = "stablehlo.reshape"(%364) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %366 = "stablehlo.reshape"(%365) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %367 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %368 = "stablehlo.and"(%arg39, %367) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %369 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %370 = "stablehlo.shift_right_logical"(%arg39, %369) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %371 = "stablehlo.reshape"(%368) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %372 = "stablehlo.reshape"(%370) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %373 = "stablehlo.concatenate"(%371, %372) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %374 = "stablehlo.reshape"(%373) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %375 = "stablehlo.convert"(%374) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %376 = "stablehlo.reshape"(%375) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %377 = "stablehlo.broadcast_in_dim"(%arg40) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %378 = "stablehlo.multiply"(%376, %377) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %379 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %380 = "stablehlo.add"(%378, %379) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %381 = "stablehlo.reshape"(%380) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %382 = "stablehlo.reshape"(%346) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %383 = "stablehlo.dot_general"(%381, %382) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %384 = "stablehlo.transpose"(%383) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %385 = "stablehlo.reshape"(%384) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %386 = "stablehlo.reshape"(%385) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %387 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %388 = "stablehlo.and"(%arg42, %387) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %389 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %390 = "stablehlo.shift_right_logical"(%arg42, %389) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %391 = "stablehlo.reshape"(%388) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %392 = "stablehlo.reshape"(%390) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %393 = "stablehlo.concatenate"(%391, %392) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %394 = "stablehlo.reshape"(%393) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %395 = "stablehlo.convert"(%394) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %396 = "stablehlo.reshape"(%395) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %397 = "stablehlo.broadcast_in_dim"(%arg43) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %398 = "stablehlo.multiply"(%396, %397) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %399 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %400 = "stablehlo.add"(%398, %399) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %402 = "stablehlo.reshape"(%346) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %403 = "stablehlo.dot_general"(%401, %402) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %404 = "stablehlo.transpose"(%403) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %405 = "stablehlo.reshape"(%404) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %406 = "stablehlo.reshape"(%405) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %407 = "stablehlo.multiply"(%366, %366) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %408 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %409 = "stablehlo.reduce"(%407, %408) ({
    ^bb0(%410: tensor<f32>, %411: tensor<f32>):
      %412 = "stablehlo.add"(%410, %411) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%412) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf32>, tensor<f32>) -> tensor<1x32x4xf32>
    %413 = stablehlo.constant dense<0x41800000> : tensor<1x32x4xf32>
    %414 = "stablehlo.divide"(%409, %413) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %415 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %416 = "stablehlo.add"(%414, %415) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %417 = "stablehlo.rsqrt"(%416) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %418 = "stablehlo.broadcast_in_dim"(%417) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %419 = "stablehlo.multiply"(%366, %418) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %420 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %421 = "stablehlo.multiply"(%419, %420) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %422 = "stablehlo.multiply"(%386, %386) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %423 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %424 = "stablehlo.reduce"(%422, %423) ({
    ^bb0(%425: tensor<f32>, %426: tensor<f32>):
      %427 = "stablehlo.add"(%425, %426) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%427) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %428 = stablehlo.constant dense<0x41800000> : tensor<1x32x2xf32>
    %429 = "stablehlo.divide"(%424, %428) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %430 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %431 = "stablehlo.add"(%429, %430) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %432 = "stablehlo.rsqrt"(%431) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %433 = "stablehlo.broadcast_in_dim"(%432) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %434 = "stablehlo.multiply"(%386, %433) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %435 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %436 = "stablehlo.multiply"(%434, %435) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %437 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %439 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %441 = "stablehlo.multiply"(%438, %440) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %442 = "stablehlo.cosine"(%441) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %444 = "stablehlo.sine"(%441) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %445 = "stablehlo.broadcast_in_dim"(%444) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %446 = "stablehlo.slice"(%421) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %447 = "stablehlo.slice"(%421) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %448 = "stablehlo.multiply"(%446, %443) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %449 = "stablehlo.multiply"(%447, %445) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %450 = "stablehlo.subtract"(%448, %449) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %451 = "stablehlo.multiply"(%446, %445) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %452 = "stablehlo.multiply"(%447, %443) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %453 = "stablehlo.add"(%451, %452) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %454 = "stablehlo.concatenate"(%450, %453) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %455 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %456 = "stablehlo.broadcast_in_dim"(%455) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %457 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %458 = "stablehlo.broadcast_in_dim"(%457) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %459 = "stablehlo.multiply"(%456, %458) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %460 = "stablehlo.cosine"(%459) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %462 = "stablehlo.sine"(%459) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %463 = "stablehlo.broadcast_in_dim"(%462) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %464 = "stablehlo.slice"(%436) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %465 = "stablehlo.slice"(%436) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %466 = "stablehlo.multiply"(%464, %461) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %467 = "stablehlo.multiply"(%465, %463) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %468 = "stablehlo.subtract"(%466, %467) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %469 = "stablehlo.multiply"(%464, %463) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %470 = "stablehlo.multiply"(%465, %461) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %471 = "stablehlo.add"(%469, %470) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %472 = "stablehlo.concatenate"(%468, %471) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %473 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %474 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %475 = "stablehlo.compare"(%473, %474) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %476 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %477 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %478 = "stablehlo.select"(%475, %476, %477) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %479 = "stablehlo.reshape"(%472) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %480 = "stablehlo.dot_general"(%478, %479) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %481 = "stablehlo.reshape"(%480) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %482 = "stablehlo.transpose"(%481) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %483 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %484 = "stablehlo.reduce"(%478, %483) ({
    ^bb0(%485: tensor<f32>, %486: tensor<f32>):
      %487 = "stablehlo.maximum"(%485, %486) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%487) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %488 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %489 = "stablehlo.compare"(%484, %488) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %490 = "stablehlo.broadcast_in_dim"(%489) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %491 = "stablehlo.select"(%490, %482, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %492 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %493 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %494 = "stablehlo.compare"(%492, %493) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %495 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %496 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %497 = "stablehlo.select"(%494, %495, %496) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %498 = "stablehlo.reshape"(%406) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %499 = "stablehlo.dot_general"(%497, %498) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %500 = "stablehlo.reshape"(%499) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %501 = "stablehlo.transpose"(%500) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %502 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %503 = "stablehlo.reduce"(%497, %502) ({
    ^bb0(%504: tensor<f32>, %505: tensor<f32>):
      %506 = "stablehlo.maximum"(%504, %505) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%506) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %507 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %508 = "stablehlo.compare"(%503, %507) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %509 = "stablehlo.broadcast_in_dim"(%508) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %510 = "stablehlo.select"(%509, %501, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %511 = "stablehlo.reshape"(%454) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %512 = "stablehlo.transpose"(%511) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %513 = "stablehlo.reshape"(%512) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %514 = "stablehlo.dot_general"(%513, %491) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %515 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %516 = "stablehlo.multiply"(%514, %515) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %517 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %518 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %519 = "stablehlo.compare"(%517, %518) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %520 = "stablehlo.broadcast_in_dim"(%519) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %521 = "stablehlo.reshape"(%520) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %522 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %523 = "stablehlo.select"(%521, %516, %522) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %524 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %525 = "stablehlo.reduce"(%523, %524) ({
    ^bb0(%526: tensor<f32>, %527: tensor<f32>):
      %528 = "stablehlo.maximum"(%526, %527) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%528) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %529 = "stablehlo.broadcast_in_dim"(%525) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %530 = "stablehlo.subtract"(%523, %529) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %531 = "stablehlo.exponential"(%530) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %532 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %533 = "stablehlo.select"(%521, %531, %532) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %534 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %535 = "stablehlo.reduce"(%533, %534) ({
    ^bb0(%536: tensor<f32>, %537: tensor<f32>):
      %538 = "stablehlo.add"(%536, %537) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%538) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %539 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %540 = "stablehlo.maximum"(%535, %539) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %541 = "stablehlo.dot_general"(%533, %510) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %542 = "stablehlo.broadcast_in_dim"(%540) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %543 = "stablehlo.divide"(%541, %542) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %544 = "stablehlo.reshape"(%543) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %545 = "stablehlo.transpose"(%544) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %546 = "stablehlo.reshape"(%545) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %547 = "stablehlo.reshape"(%546) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %548 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %549 = "stablehlo.and"(%arg47, %548) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %550 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %551 = "stablehlo.shift_right_logical"(%arg47, %550) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %552 = "stablehlo.reshape"(%549) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %553 = "stablehlo.reshape"(%551) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %554 = "stablehlo.concatenate"(%552, %553) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %555 = "stablehlo.reshape"(%554) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %556 = "stablehlo.convert"(%555) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %558 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %559 = "stablehlo.multiply"(%557, %558) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %560 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %561 = "stablehlo.add"(%559, %560) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %562 = "stablehlo.reshape"(%561) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %563 = "stablehlo.reshape"(%547) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %564 = "stablehlo.dot_general"(%562, %563) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %565 = "stablehlo.transpose"(%564) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %566 = "stablehlo.reshape"(%565) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %567 = "stablehlo.add"(%331, %566) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %568 = "stablehlo.multiply"(%567, %567) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %569 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %570 = "stablehlo.reduce"(%568, %569) ({
    ^bb0(%571: tensor<f32>, %572: tensor<f32>):
      %573 = "stablehlo.add"(%571, %572) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%573) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %574 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %575 = "stablehlo.divide"(%570, %574) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %576 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %577 = "stablehlo.add"(%575, %576) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %578 = "stablehlo.rsqrt"(%577) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %579 = "stablehlo.broadcast_in_dim"(%578) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %580 = "stablehlo.multiply"(%567, %579) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %581 = "stablehlo.broadcast_in_dim"(%arg50) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %582 = "stablehlo.multiply"(%580, %581) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %583 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %584 = "stablehlo.and"(%arg51, %583) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %585 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %586 = "stablehlo.shift_right_logical"(%arg51, %585) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %587 = "stablehlo.reshape"(%584) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %588 = "stablehlo.reshape"(%586) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %589 = "stablehlo.concatenate"(%587, %588) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %590 = "stablehlo.reshape"(%589) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %591 = "stablehlo.convert"(%590) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %592 = "stablehlo.reshape"(%591) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %593 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %594 = "stablehlo.multiply"(%592, %593) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %595 = "stablehlo.broadcast_in_dim"(%arg53) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %596 = "stablehlo.add"(%594, %595) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %597 = "stablehlo.reshape"(%596) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %598 = "stablehlo.reshape"(%582) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %599 = "stablehlo.dot_general"(%597, %598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %600 = "stablehlo.transpose"(%599) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %601 = "stablehlo.reshape"(%600) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %602 = "stablehlo.logistic"(%601) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %603 = "stablehlo.multiply"(%601, %602) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %604 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %605 = "stablehlo.and"(%arg54, %604) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %606 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %607 = "stablehlo.shift_right_logical"(%arg54, %606) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %608 = "stablehlo.reshape"(%605) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %609 = "stablehlo.reshape"(%607) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %610 = "stablehlo.concatenate"(%608, %609) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %611 = "stablehlo.reshape"(%610) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %612 = "stablehlo.convert"(%611) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %613 = "stablehlo.reshape"(%612) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %614 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %615 = "stablehlo.multiply"(%613, %614) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %616 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %617 = "stablehlo.add"(%615, %616) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %618 = "stablehlo.reshape"(%617) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %619 = "stablehlo.reshape"(%582) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %620 = "stablehlo.dot_general"(%618, %619) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %621 = "stablehlo.transpose"(%620) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %622 = "stablehlo.reshape"(%621) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %623 = "stablehlo.multiply"(%603, %622) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %624 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %625 = "stablehlo.and"(%arg57, %624) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %626 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %627 = "stablehlo.shift_right_logical"(%arg57, %626) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %628 = "stablehlo.reshape"(%625) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %629 = "stablehlo.reshape"(%627) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %630 = "stablehlo.concatenate"(%628, %629) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %631 = "stablehlo.reshape"(%630) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %632 = "stablehlo.convert"(%631) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %633 = "stablehlo.reshape"(%632) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %634 = "stablehlo.broadcast_in_dim"(%arg58) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %635 = "stablehlo.multiply"(%633, %634) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %636 = "stablehlo.broadcast_in_dim"(%arg59) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %637 = "stablehlo.add"(%635, %636) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %638 = "stablehlo.reshape"(%637) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %639 = "stablehlo.reshape"(%623) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %640 = "stablehlo.dot_general"(%638, %639) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %641 = "stablehlo.transpose"(%640) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %642 = "stablehlo.reshape"(%641) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %643 = "stablehlo.add"(%567, %642) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %644 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %645 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %646 = "stablehlo.compare"(%644, %645) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %647 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %648 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %649 = "stablehlo.select"(%646, %647, %648) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %650 = "stablehlo.dot_general"(%649, %643) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %651 = "stablehlo.multiply"(%650, %650) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %652 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %653 = "stablehlo.reduce"(%651, %652) ({
    ^bb0(%654: tensor<f32>, %655: tensor<f32>):
      %656 = "stablehlo.add"(%654, %655) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%656) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %657 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %658 = "stablehlo.divide"(%653, %657) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %659 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %660 = "stablehlo.add"(%658, %659) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %661 = "stablehlo.rsqrt"(%660) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %662 = "stablehlo.broadcast_in_dim"(%661) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %663 = "stablehlo.multiply"(%650, %662) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %664 = "stablehlo.broadcast_in_dim"(%arg60) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %665 = "stablehlo.multiply"(%663, %664) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %666 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %667 = "stablehlo.and"(%arg7, %666) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %668 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %669 = "stablehlo.shift_right_logical"(%arg7, %668) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %670 = "stablehlo.reshape"(%667) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %671 = "stablehlo.reshape"(%669) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %672 = "stablehlo.concatenate"(%670, %671) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %673 = "stablehlo.reshape"(%672) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %674 = "stablehlo.convert"(%673) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %675 = "stablehlo.reshape"(%674) : (tensor<32000x64xf32>) -> tensor<32000x2x32xf32>
    %676 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %677 = "stablehlo.multiply"(%675, %676) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %678 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %679 = "stablehlo.add"(%677, %678) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %680 = "stablehlo.reshape"(%679) : (tensor<32000x2x32xf32>) -> tensor<32000x64xf32>
    %681 = "stablehlo.reshape"(%665) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %682 = "stablehlo.dot_general"(%680, %681) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %683 = "stablehlo.transpose"(%682) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %684 = "stablehlo.reshape"(%683) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %684, %179, %198, %491, %510 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
