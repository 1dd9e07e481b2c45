module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x2xf32>, %arg9: tensor<32000x2xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x2xf32>, %arg13: tensor<64x2xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x2xf32>, %arg16: tensor<32x2xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x2xf32>, %arg19: tensor<32x2xf32>, %arg20: tensor<16xf32>, %arg21: tensor<16xf32>, %arg22: tensor<64x32xui8>, %arg23: tensor<64x2xf32>, %arg24: tensor<64x2xf32>, %arg25: tensor<64xf32>, %arg26: tensor<128x32xui8>, %arg27: tensor<128x2xf32>, %arg28: tensor<128x2xf32>, %arg29: tensor<128x32xui8>, %arg30: tensor<128x2xf32>, %arg31: tensor<128x2xf32>, %arg32: tensor<64x64xui8>, %arg33: tensor<64x4xf32>, %arg34: tensor<64x4xf32>, %arg35: tensor<64xf32>, %arg36: tensor<64x32xui8>, %arg37: tensor<64x2xf32>, %arg38: tensor<64x2xf32>, %arg39: tensor<32x32xui8>, %arg40: tensor<32x2xf32>, %arg41: tensor<32x2xf32>, %arg42: tensor<32x32xui8>, %arg43: tensor<32x2xf32>, %arg44: tensor<32x2xf32>, %arg45: tensor<16xf32>, %arg46: tensor<16xf32>, %arg47: tensor<64x32xui8>, %arg48: tensor<64x2xf32>, %arg49: tensor<64x2xf32>, %arg50: tensor<64xf32>, %arg51: tensor<128x32xui8>, %arg52: tensor<128x2xf32>, %arg53: tensor<128x2xf32>, %arg54: tensor<128x32xui8>, %arg55: tensor<128x2xf32>, %arg56: tensor<128x2xf32>, %arg57: tensor<64x64xui8>, %arg58: tensor<64x4xf32>, %arg59: tensor<64x4xf32>, %arg60: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xi32>) -> tensor<1xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<1xi32>) -> tensor<1x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<32000x2xf32>, tensor<1xi32>) -> tensor<1x2xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 2>, indices_are_sorted = false} : (tensor<32000x2xf32>, tensor<1xi32>) -> tensor<1x2xf32>
    %4 = stablehlo.constant dense<15> : tensor<1x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<1x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<1x32x1xui8>, tensor<1x32x1xui8>) -> tensor<1x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x32x2xui8>) -> tensor<1x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<1x64xui8>) -> tensor<1x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x64xf32>) -> tensor<1x2x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x2xf32>) -> tensor<1x2x32xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<1x2x32xf32>, tensor<1x2x32xf32>) -> tensor<1x2x32xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x2x32xf32>) -> tensor<1x64xf32>
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
    %44 = "stablehlo.reshape"(%43) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %45 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %46 = "stablehlo.multiply"(%44, %45) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %47 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %48 = "stablehlo.add"(%46, %47) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
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
    %64 = "stablehlo.reshape"(%63) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %65 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %66 = "stablehlo.multiply"(%64, %65) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %67 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %68 = "stablehlo.add"(%66, %67) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %69 = "stablehlo.reshape"(%68) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
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
    %84 = "stablehlo.reshape"(%83) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %85 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %86 = "stablehlo.multiply"(%84, %85) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %87 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %88 = "stablehlo.add"(%86, %87) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %89 = "stablehlo.reshape"(%88) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %90 = "stablehlo.reshape"(%34) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %91 = "stablehlo.dot_general"(%89, %90) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %92 = "stablehlo.transpose"(%91) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %93 = "stablehlo.reshape"(%92) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %94 = "stablehlo.reshape"(%93) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %95 = "stablehlo.multiply"(%54, %54) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %96 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %97 = "stablehlo.reduce"(%95, %96) ({
    ^bb0(%98: tensor<f32>, %99: tensor<f32>):
      %100 = "stablehlo.add"(%98, %99) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%100) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %101 = stablehlo.constant dense<0x41800000> : tensor<1x1x4xf32>
    %102 = "stablehlo.divide"(%97, %101) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %103 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %104 = "stablehlo.add"(%102, %103) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %105 = "stablehlo.rsqrt"(%104) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %107 = "stablehlo.multiply"(%54, %106) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %108 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %109 = "stablehlo.multiply"(%107, %108) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %110 = "stablehlo.multiply"(%74, %74) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %111 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %112 = "stablehlo.reduce"(%110, %111) ({
    ^bb0(%113: tensor<f32>, %114: tensor<f32>):
      %115 = "stablehlo.add"(%113, %114) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%115) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %116 = stablehlo.constant dense<0x41800000> : tensor<1x1x2xf32>
    %117 = "stablehlo.divide"(%112, %116) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %118 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %119 = "stablehlo.add"(%117, %118) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %120 = "stablehlo.rsqrt"(%119) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %121 = "stablehlo.broadcast_in_dim"(%120) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %122 = "stablehlo.multiply"(%74, %121) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %123 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %124 = "stablehlo.multiply"(%122, %123) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %125 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %126 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %127 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %129 = "stablehlo.multiply"(%126, %128) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %130 = "stablehlo.cosine"(%129) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %131 = "stablehlo.broadcast_in_dim"(%130) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %132 = "stablehlo.sine"(%129) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %134 = "stablehlo.slice"(%109) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %135 = "stablehlo.slice"(%109) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %136 = "stablehlo.multiply"(%134, %131) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %137 = "stablehlo.multiply"(%135, %133) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %138 = "stablehlo.subtract"(%136, %137) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %139 = "stablehlo.multiply"(%134, %133) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %140 = "stablehlo.multiply"(%135, %131) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %141 = "stablehlo.add"(%139, %140) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %142 = "stablehlo.concatenate"(%138, %141) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %143 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %144 = "stablehlo.broadcast_in_dim"(%143) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %145 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %147 = "stablehlo.multiply"(%144, %146) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %148 = "stablehlo.cosine"(%147) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %149 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %150 = "stablehlo.sine"(%147) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %151 = "stablehlo.broadcast_in_dim"(%150) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %152 = "stablehlo.slice"(%124) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %153 = "stablehlo.slice"(%124) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %154 = "stablehlo.multiply"(%152, %149) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %155 = "stablehlo.multiply"(%153, %151) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %156 = "stablehlo.subtract"(%154, %155) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %157 = "stablehlo.multiply"(%152, %151) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %158 = "stablehlo.multiply"(%153, %149) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %159 = "stablehlo.add"(%157, %158) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %160 = "stablehlo.concatenate"(%156, %159) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %161 = stablehlo.constant dense<0> : tensor<i32>
    %162 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %163 = "stablehlo.maximum"(%162, %161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %164 = stablehlo.constant dense<0> : tensor<i32>
    %165 = "stablehlo.transpose"(%160) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %166 = "stablehlo.dynamic_slice"(%arg3, %164, %161, %163, %161) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %167 = "stablehlo.compare"(%162, %161) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %169 = "stablehlo.select"(%168, %165, %166) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %170 = "stablehlo.dynamic_update_slice"(%arg3, %169, %164, %161, %163, %161) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %171 = stablehlo.constant dense<0> : tensor<i32>
    %172 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %173 = "stablehlo.maximum"(%172, %171) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %174 = stablehlo.constant dense<0> : tensor<i32>
    %175 = "stablehlo.transpose"(%94) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %176 = "stablehlo.dynamic_slice"(%arg4, %174, %171, %173, %171) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %177 = "stablehlo.compare"(%172, %171) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %178 = "stablehlo.broadcast_in_dim"(%177) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %179 = "stablehlo.select"(%178, %175, %176) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %180 = "stablehlo.dynamic_update_slice"(%arg4, %179, %174, %171, %173, %171) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %181 = "stablehlo.reshape"(%142) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %182 = "stablehlo.transpose"(%181) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %183 = "stablehlo.reshape"(%182) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %184 = "stablehlo.dot_general"(%183, %170) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %185 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %186 = "stablehlo.multiply"(%184, %185) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %187 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %188 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %189 = "stablehlo.compare"(%187, %188) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %191 = "stablehlo.reshape"(%190) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %192 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %193 = "stablehlo.select"(%191, %186, %192) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %194 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %195 = "stablehlo.reduce"(%193, %194) ({
    ^bb0(%196: tensor<f32>, %197: tensor<f32>):
      %198 = "stablehlo.maximum"(%196, %197) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%198) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %199 = "stablehlo.broadcast_in_dim"(%195) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %200 = "stablehlo.subtract"(%193, %199) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %201 = "stablehlo.exponential"(%200) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %202 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %203 = "stablehlo.select"(%191, %201, %202) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %204 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %205 = "stablehlo.reduce"(%203, %204) ({
    ^bb0(%206: tensor<f32>, %207: tensor<f32>):
      %208 = "stablehlo.add"(%206, %207) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%208) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %209 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %210 = "stablehlo.maximum"(%205, %209) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %211 = "stablehlo.dot_general"(%203, %180) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %212 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %213 = "stablehlo.divide"(%211, %212) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %215 = "stablehlo.transpose"(%214) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %216 = "stablehlo.reshape"(%215) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %218 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %219 = "stablehlo.and"(%arg22, %218) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %220 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %221 = "stablehlo.shift_right_logical"(%arg22, %220) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %222 = "stablehlo.reshape"(%219) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %223 = "stablehlo.reshape"(%221) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %224 = "stablehlo.concatenate"(%222, %223) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %225 = "stablehlo.reshape"(%224) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %226 = "stablehlo.convert"(%225) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %227 = "stablehlo.reshape"(%226) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %228 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %229 = "stablehlo.multiply"(%227, %228) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %230 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %232 = "stablehlo.reshape"(%231) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %233 = "stablehlo.reshape"(%217) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %234 = "stablehlo.dot_general"(%232, %233) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %235 = "stablehlo.transpose"(%234) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %236 = "stablehlo.reshape"(%235) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %237 = "stablehlo.add"(%19, %236) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %238 = "stablehlo.multiply"(%237, %237) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %239 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %240 = "stablehlo.reduce"(%238, %239) ({
    ^bb0(%241: tensor<f32>, %242: tensor<f32>):
      %243 = "stablehlo.add"(%241, %242) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%243) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %244 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %245 = "stablehlo.divide"(%240, %244) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %246 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %247 = "stablehlo.add"(%245, %246) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %248 = "stablehlo.rsqrt"(%247) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %249 = "stablehlo.broadcast_in_dim"(%248) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %250 = "stablehlo.multiply"(%237, %249) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %251 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %252 = "stablehlo.multiply"(%250, %251) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %253 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %254 = "stablehlo.and"(%arg26, %253) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %255 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %256 = "stablehlo.shift_right_logical"(%arg26, %255) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %257 = "stablehlo.reshape"(%254) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %258 = "stablehlo.reshape"(%256) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %259 = "stablehlo.concatenate"(%257, %258) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %260 = "stablehlo.reshape"(%259) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %261 = "stablehlo.convert"(%260) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %262 = "stablehlo.reshape"(%261) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %263 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %264 = "stablehlo.multiply"(%262, %263) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %265 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %266 = "stablehlo.add"(%264, %265) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %267 = "stablehlo.reshape"(%266) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %268 = "stablehlo.reshape"(%252) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %269 = "stablehlo.dot_general"(%267, %268) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %270 = "stablehlo.transpose"(%269) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %271 = "stablehlo.reshape"(%270) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %272 = "stablehlo.logistic"(%271) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %273 = "stablehlo.multiply"(%271, %272) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %274 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %275 = "stablehlo.and"(%arg29, %274) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %276 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %277 = "stablehlo.shift_right_logical"(%arg29, %276) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %278 = "stablehlo.reshape"(%275) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %279 = "stablehlo.reshape"(%277) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %280 = "stablehlo.concatenate"(%278, %279) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %281 = "stablehlo.reshape"(%280) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %282 = "stablehlo.convert"(%281) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %283 = "stablehlo.reshape"(%282) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %284 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %285 = "stablehlo.multiply"(%283, %284) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %286 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %287 = "stablehlo.add"(%285, %286) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %288 = "stablehlo.reshape"(%287) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %289 = "stablehlo.reshape"(%252) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %290 = "stablehlo.dot_general"(%288, %289) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %291 = "stablehlo.transpose"(%290) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %292 = "stablehlo.reshape"(%291) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %293 = "stablehlo.multiply"(%273, %292) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %294 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %295 = "stablehlo.and"(%arg32, %294) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %296 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %297 = "stablehlo.shift_right_logical"(%arg32, %296) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %298 = "stablehlo.reshape"(%295) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %299 = "stablehlo.reshape"(%297) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %300 = "stablehlo.concatenate"(%298, %299) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %301 = "stablehlo.reshape"(%300) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %302 = "stablehlo.convert"(%301) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %303 = "stablehlo.reshape"(%302) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %304 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %305 = "stablehlo.multiply"(%303, %304) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %306 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %307 = "stablehlo.add"(%305, %306) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %309 = "stablehlo.reshape"(%293) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %310 = "stablehlo.dot_general"(%308, %309) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %311 = "stablehlo.transpose"(%310) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %312 = "stablehlo.reshape"(%311) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %313 = "stablehlo.add"(%237, %312) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %314 = "stablehlo.multiply"(%313, %313) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %315 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %316 = "stablehlo.reduce"(%314, %315) ({
    ^bb0(%317: tensor<f32>, %318: tensor<f32>):
      %319 = "stablehlo.add"(%317, %318) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%319) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %320 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %321 = "stablehlo.divide"(%316, %320) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %322 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %323 = "stablehlo.add"(%321, %322) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %324 = "stablehlo.rsqrt"(%323) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %326 = "stablehlo.multiply"(%313, %325) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %327 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %328 = "stablehlo.multiply"(%326, %327) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %329 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %330 = "stablehlo.and"(%arg36, %329) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %331 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %332 = "stablehlo.shift_right_logical"(%arg36, %331) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %333 = "stablehlo.reshape"(%330) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %334 = "stablehlo.reshape"(%332) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %335 = "stablehlo.concatenate"(%333, %334) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %336 = "stablehlo.reshape"(%335) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %337 = "stablehlo.convert"(%336) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %339 = "stablehlo.broadcast_in_dim"(%arg37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %340 = "stablehlo.multiply"(%338, %339) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %342 = "stablehlo.add"(%340, %341) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %343 = "stablehlo.reshape"(%342) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %344 = "stablehlo.reshape"(%328) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %345 = "stablehlo.dot_general"(%343, %344) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %346 = "stablehlo.transpose"(%345) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %347 = "stablehlo.reshape"(%346) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %349 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %350 = "stablehlo.and"(%arg39, %349) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %351 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %352 = "stablehlo.shift_right_logical"(%arg39, %351) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %353 = "stablehlo.reshape"(%350) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %354 = "stablehlo.reshape"(%352) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %355 = "stablehlo.concatenate"(%353, %354) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %356 = "stablehlo.reshape"(%355) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %357 = "stablehlo.convert"(%356) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %358 = "stablehlo.reshape"(%357) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %359 = "stablehlo.broadcast_in_dim"(%arg40) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %360 = "stablehlo.multiply"(%358, %359) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %361 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %362 = "stablehlo.add"(%360, %361) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %363 = "stablehlo.reshape"(%362) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %364 = "stablehlo.reshape"(%328) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %365 = "stablehlo.dot_general"(%363, %364) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %366 = "stablehlo.transpose"(%365) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %367 = "stablehlo.reshape"(%366) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %368 = "stablehlo.reshape"(%367) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %369 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %370 = "stablehlo.and"(%arg42, %369) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %371 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %372 = "stablehlo.shift_right_logical"(%arg42, %371) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %373 = "stablehlo.reshape"(%370) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %374 = "stablehlo.reshape"(%372) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %375 = "stablehlo.concatenate"(%373, %374) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %376 = "stablehlo.reshape"(%375) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %377 = "stablehlo.convert"(%376) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %378 = "stablehlo.reshape"(%377) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %379 = "stablehlo.broadcast_in_dim"(%arg43) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %380 = "stablehlo.multiply"(%378, %379) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %381 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %382 = "stablehlo.add"(%380, %381) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %383 = "stablehlo.reshape"(%382) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %384 = "stablehlo.reshape"(%328) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %385 = "stablehlo.dot_general"(%383, %384) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %386 = "stablehlo.transpose"(%385) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %387 = "stablehlo.reshape"(%386) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %388 = "stablehlo.reshape"(%387) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %389 = "stablehlo.multiply"(%348, %348) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %390 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %391 = "stablehlo.reduce"(%389, %390) ({
    ^bb0(%392: tensor<f32>, %393: tensor<f32>):
      %394 = "stablehlo.add"(%392, %393) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%394) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %395 = stablehlo.constant dense<0x41800000> : tensor<1x1x4xf32>
    %396 = "stablehlo.divide"(%391, %395) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %397 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %398 = "stablehlo.add"(%396, %397) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %399 = "stablehlo.rsqrt"(%398) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %400 = "stablehlo.broadcast_in_dim"(%399) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %401 = "stablehlo.multiply"(%348, %400) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %402 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %403 = "stablehlo.multiply"(%401, %402) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %404 = "stablehlo.multiply"(%368, %368) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %405 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %406 = "stablehlo.reduce"(%404, %405) ({
    ^bb0(%407: tensor<f32>, %408: tensor<f32>):
      %409 = "stablehlo.add"(%407, %408) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%409) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %410 = stablehlo.constant dense<0x41800000> : tensor<1x1x2xf32>
    %411 = "stablehlo.divide"(%406, %410) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %412 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %413 = "stablehlo.add"(%411, %412) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %414 = "stablehlo.rsqrt"(%413) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %416 = "stablehlo.multiply"(%368, %415) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %417 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %418 = "stablehlo.multiply"(%416, %417) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %419 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %420 = "stablehlo.broadcast_in_dim"(%419) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %421 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %422 = "stablehlo.broadcast_in_dim"(%421) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %423 = "stablehlo.multiply"(%420, %422) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %424 = "stablehlo.cosine"(%423) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %425 = "stablehlo.broadcast_in_dim"(%424) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %426 = "stablehlo.sine"(%423) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %427 = "stablehlo.broadcast_in_dim"(%426) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %428 = "stablehlo.slice"(%403) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %429 = "stablehlo.slice"(%403) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %430 = "stablehlo.multiply"(%428, %425) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %431 = "stablehlo.multiply"(%429, %427) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %432 = "stablehlo.subtract"(%430, %431) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %433 = "stablehlo.multiply"(%428, %427) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %434 = "stablehlo.multiply"(%429, %425) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %435 = "stablehlo.add"(%433, %434) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %436 = "stablehlo.concatenate"(%432, %435) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %437 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %438 = "stablehlo.broadcast_in_dim"(%437) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %439 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %440 = "stablehlo.broadcast_in_dim"(%439) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %441 = "stablehlo.multiply"(%438, %440) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %442 = "stablehlo.cosine"(%441) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %444 = "stablehlo.sine"(%441) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %445 = "stablehlo.broadcast_in_dim"(%444) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %446 = "stablehlo.slice"(%418) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %447 = "stablehlo.slice"(%418) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %448 = "stablehlo.multiply"(%446, %443) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %449 = "stablehlo.multiply"(%447, %445) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %450 = "stablehlo.subtract"(%448, %449) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %451 = "stablehlo.multiply"(%446, %445) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %452 = "stablehlo.multiply"(%447, %443) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %453 = "stablehlo.add"(%451, %452) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %454 = "stablehlo.concatenate"(%450, %453) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %455 = stablehlo.constant dense<0> : tensor<i32>
    %456 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %457 = "stablehlo.maximum"(%456, %455) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %458 = stablehlo.constant dense<0> : tensor<i32>
    %459 = "stablehlo.transpose"(%454) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %460 = "stablehlo.dynamic_slice"(%arg5, %458, %455, %457, %455) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %461 = "stablehlo.compare"(%456, %455) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %462 = "stablehlo.broadcast_in_dim"(%461) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %463 = "stablehlo.select"(%462, %459, %460) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %464 = "stablehlo.dynamic_update_slice"(%arg5, %463, %458, %455, %457, %455) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %465 = stablehlo.constant dense<0> : tensor<i32>
    %466 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %467 = "stablehlo.maximum"(%466, %465) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %468 = stablehlo.constant dense<0> : tensor<i32>
    %469 = "stablehlo.transpose"(%388) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %470 = "stablehlo.dynamic_slice"(%arg6, %468, %465, %467, %465) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %471 = "stablehlo.compare"(%466, %465) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %473 = "stablehlo.select"(%472, %469, %470) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %474 = "stablehlo.dynamic_update_slice"(%arg6, %473, %468, %465, %467, %465) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %475 = "stablehlo.reshape"(%436) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %476 = "stablehlo.transpose"(%475) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %477 = "stablehlo.reshape"(%476) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %478 = "stablehlo.dot_general"(%477, %464) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %479 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %480 = "stablehlo.multiply"(%478, %479) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %481 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %482 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %483 = "stablehlo.compare"(%481, %482) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %485 = "stablehlo.reshape"(%484) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %486 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %487 = "stablehlo.select"(%485, %480, %486) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %488 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %489 = "stablehlo.reduce"(%487, %488) ({
    ^bb0(%490: tensor<f32>, %491: tensor<f32>):
      %492 = "stablehlo.maximum"(%490, %491) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%492) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %493 = "stablehlo.broadcast_in_dim"(%489) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %494 = "stablehlo.subtract"(%487, %493) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %495 = "stablehlo.exponential"(%494) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %496 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %497 = "stablehlo.select"(%485, %495, %496) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %498 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %499 = "stablehlo.reduce"(%497, %498) ({
    ^bb0(%500: tensor<f32>, %501: tensor<f32>):
      %502 = "stablehlo.add"(%500, %501) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%502) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %503 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %504 = "stablehlo.maximum"(%499, %503) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %505 = "stablehlo.dot_general"(%497, %474) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %506 = "stablehlo.broadcast_in_dim"(%504) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %507 = "stablehlo.divide"(%505, %506) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %508 = "stablehlo.reshape"(%507) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %509 = "stablehlo.transpose"(%508) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %511 = "stablehlo.reshape"(%510) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %512 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %513 = "stablehlo.and"(%arg47, %512) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %514 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %515 = "stablehlo.shift_right_logical"(%arg47, %514) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %516 = "stablehlo.reshape"(%513) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %517 = "stablehlo.reshape"(%515) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %518 = "stablehlo.concatenate"(%516, %517) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %519 = "stablehlo.reshape"(%518) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %520 = "stablehlo.convert"(%519) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %521 = "stablehlo.reshape"(%520) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %522 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %523 = "stablehlo.multiply"(%521, %522) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %524 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %525 = "stablehlo.add"(%523, %524) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %526 = "stablehlo.reshape"(%525) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %527 = "stablehlo.reshape"(%511) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %528 = "stablehlo.dot_general"(%526, %527) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %529 = "stablehlo.transpose"(%528) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %530 = "stablehlo.reshape"(%529) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %531 = "stablehlo.add"(%313, %530) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %532 = "stablehlo.multiply"(%531, %531) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %533 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %534 = "stablehlo.reduce"(%532, %533) ({
    ^bb0(%535: tensor<f32>, %536: tensor<f32>):
      %537 = "stablehlo.add"(%535, %536) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%537) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %538 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %539 = "stablehlo.divide"(%534, %538) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %540 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %541 = "stablehlo.add"(%539, %540) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %542 = "stablehlo.rsqrt"(%541) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %543 = "stablehlo.broadcast_in_dim"(%542) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %544 = "stablehlo.multiply"(%531, %543) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %545 = "stablehlo.broadcast_in_dim"(%arg50) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %546 = "stablehlo.multiply"(%544, %545) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %547 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %548 = "stablehlo.and"(%arg51, %547) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %549 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %550 = "stablehlo.shift_right_logical"(%arg51, %549) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %551 = "stablehlo.reshape"(%548) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %552 = "stablehlo.reshape"(%550) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %553 = "stablehlo.concatenate"(%551, %552) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %554 = "stablehlo.reshape"(%553) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %555 = "stablehlo.convert"(%554) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %556 = "stablehlo.reshape"(%555) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %557 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %558 = "stablehlo.multiply"(%556, %557) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %559 = "stablehlo.broadcast_in_dim"(%arg53) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %560 = "stablehlo.add"(%558, %559) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %561 = "stablehlo.reshape"(%560) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %562 = "stablehlo.reshape"(%546) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %563 = "stablehlo.dot_general"(%561, %562) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %564 = "stablehlo.transpose"(%563) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %565 = "stablehlo.reshape"(%564) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %566 = "stablehlo.logistic"(%565) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %567 = "stablehlo.multiply"(%565, %566) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %568 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %569 = "stablehlo.and"(%arg54, %568) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %570 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %571 = "stablehlo.shift_right_logical"(%arg54, %570) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %572 = "stablehlo.reshape"(%569) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %573 = "stablehlo.reshape"(%571) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %574 = "stablehlo.concatenate"(%572, %573) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %575 = "stablehlo.reshape"(%574) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %576 = "stablehlo.convert"(%575) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %577 = "stablehlo.reshape"(%576) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %578 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %579 = "stablehlo.multiply"(%577, %578) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %580 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %581 = "stablehlo.add"(%579, %580) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %582 = "stablehlo.reshape"(%581) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %583 = "stablehlo.reshape"(%546) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %584 = "stablehlo.dot_general"(%582, %583) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %585 = "stablehlo.transpose"(%584) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %587 = "stablehlo.multiply"(%567, %586) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %588 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %589 = "stablehlo.and"(%arg57, %588) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %590 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %591 = "stablehlo.shift_right_logical"(%arg57, %590) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %592 = "stablehlo.reshape"(%589) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %593 = "stablehlo.reshape"(%591) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %594 = "stablehlo.concatenate"(%592, %593) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %595 = "stablehlo.reshape"(%594) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %596 = "stablehlo.convert"(%595) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %597 = "stablehlo.reshape"(%596) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %598 = "stablehlo.broadcast_in_dim"(%arg58) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %599 = "stablehlo.multiply"(%597, %598) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %600 = "stablehlo.broadcast_in_dim"(%arg59) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %601 = "stablehlo.add"(%599, %600) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %602 = "stablehlo.reshape"(%601) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %603 = "stablehlo.reshape"(%587) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %604 = "stablehlo.dot_general"(%602, %603) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %605 = "stablehlo.transpose"(%604) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %606 = "stablehlo.reshape"(%605) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %607 = "stablehlo.add"(%531, %606) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %608 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %609 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %610 = "stablehlo.compare"(%608, %609) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %611 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %612 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %613 = "stablehlo.select"(%610, %611, %612) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %614 = "stablehlo.dot_general"(%613, %607) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %615 = "stablehlo.multiply"(%614, %614) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %616 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %617 = "stablehlo.reduce"(%615, %616) ({
    ^bb0(%618: tensor<f32>, %619: tensor<f32>):
      %620 = "stablehlo.add"(%618, %619) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%620) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %621 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %622 = "stablehlo.divide"(%617, %621) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %623 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %624 = "stablehlo.add"(%622, %623) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %625 = "stablehlo.rsqrt"(%624) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %626 = "stablehlo.broadcast_in_dim"(%625) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %627 = "stablehlo.multiply"(%614, %626) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %628 = "stablehlo.broadcast_in_dim"(%arg60) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %629 = "stablehlo.multiply"(%627, %628) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %630 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %631 = "stablehlo.and"(%arg7, %630) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %632 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %633 = "stablehlo.shift_right_logical"(%arg7, %632) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %634 = "stablehlo.reshape"(%631) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %635 = "stablehlo.reshape"(%633) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %636 = "stablehlo.concatenate"(%634, %635) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %637 = "stablehlo.reshape"(%636) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %638 = "stablehlo.convert"(%637) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %639 = "stablehlo.reshape"(%638) : (tensor<32000x64xf32>) -> tensor<32000x2x32xf32>
    %640 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %641 = "stablehlo.multiply"(%639, %640) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %642 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %643 = "stablehlo.add"(%641, %642) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %644 = "stablehlo.reshape"(%643) : (tensor<32000x2x32xf32>) -> tensor<32000x64xf32>
    %645 = "stablehlo.reshape"(%629) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %646 = "stablehlo.dot_general"(%644, %645) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %647 = "stablehlo.transpose"(%646) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %648 = "stablehlo.reshape"(%647) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %648, %170, %180, %464, %474 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
