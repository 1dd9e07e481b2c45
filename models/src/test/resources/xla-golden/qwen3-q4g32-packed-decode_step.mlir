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
    %21 = "stablehlo.convert"(%20) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %22 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%24: tensor<f64>, %25: tensor<f64>):
      %26 = "stablehlo.add"(%24, %25) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%26) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %27 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %29 = "stablehlo.convert"(%28) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %30 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %31 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %32 = "stablehlo.add"(%29, %31) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %34 = "stablehlo.divide"(%30, %33) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %36 = "stablehlo.multiply"(%19, %35) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %38 = "stablehlo.multiply"(%36, %37) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %40 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %41 = "stablehlo.and"(%arg11, %40) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %42 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %43 = "stablehlo.shift_right_logical"(%arg11, %42) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %44 = "stablehlo.reshape"(%41) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %45 = "stablehlo.reshape"(%43) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %46 = "stablehlo.concatenate"(%44, %45) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %47 = "stablehlo.reshape"(%46) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %48 = "stablehlo.convert"(%47) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %49 = "stablehlo.reshape"(%48) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %50 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %55 = "stablehlo.dot_general"(%54, %39) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %56 = "stablehlo.transpose"(%55) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %58 = "stablehlo.reshape"(%38) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %59 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %60 = "stablehlo.and"(%arg14, %59) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %61 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %62 = "stablehlo.shift_right_logical"(%arg14, %61) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %63 = "stablehlo.reshape"(%60) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %64 = "stablehlo.reshape"(%62) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %65 = "stablehlo.concatenate"(%63, %64) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %66 = "stablehlo.reshape"(%65) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %67 = "stablehlo.convert"(%66) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %68 = "stablehlo.reshape"(%67) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %69 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %71 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %74 = "stablehlo.dot_general"(%73, %58) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %75 = "stablehlo.transpose"(%74) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %77 = "stablehlo.reshape"(%38) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %78 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %79 = "stablehlo.and"(%arg17, %78) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %80 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %81 = "stablehlo.shift_right_logical"(%arg17, %80) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %82 = "stablehlo.reshape"(%79) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %83 = "stablehlo.reshape"(%81) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %84 = "stablehlo.concatenate"(%82, %83) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %85 = "stablehlo.reshape"(%84) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %86 = "stablehlo.convert"(%85) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %87 = "stablehlo.reshape"(%86) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %90 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %93 = "stablehlo.dot_general"(%92, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %96 = "stablehlo.reshape"(%57) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %97 = "stablehlo.reshape"(%76) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %98 = "stablehlo.reshape"(%95) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %99 = "stablehlo.multiply"(%96, %96) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %100 = "stablehlo.convert"(%99) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf64>
    %101 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%103: tensor<f64>, %104: tensor<f64>):
      %105 = "stablehlo.add"(%103, %104) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%105) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf64>, tensor<f64>) -> tensor<1x1x4xf64>
    %106 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x4xf64>
    %107 = "stablehlo.divide"(%102, %106) : (tensor<1x1x4xf64>, tensor<1x1x4xf64>) -> tensor<1x1x4xf64>
    %108 = "stablehlo.convert"(%107) : (tensor<1x1x4xf64>) -> tensor<1x1x4xf32>
    %109 = stablehlo.constant dense<0x3F800000> : tensor<1x1x4xf32>
    %110 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %112 = "stablehlo.sqrt"(%111) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %113 = "stablehlo.divide"(%109, %112) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %115 = "stablehlo.multiply"(%96, %114) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %117 = "stablehlo.multiply"(%115, %116) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %118 = "stablehlo.multiply"(%97, %97) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %119 = "stablehlo.convert"(%118) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf64>
    %120 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %121 = "stablehlo.reduce"(%119, %120) ({
    ^bb0(%122: tensor<f64>, %123: tensor<f64>):
      %124 = "stablehlo.add"(%122, %123) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%124) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf64>, tensor<f64>) -> tensor<1x1x2xf64>
    %125 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x2xf64>
    %126 = "stablehlo.divide"(%121, %125) : (tensor<1x1x2xf64>, tensor<1x1x2xf64>) -> tensor<1x1x2xf64>
    %127 = "stablehlo.convert"(%126) : (tensor<1x1x2xf64>) -> tensor<1x1x2xf32>
    %128 = stablehlo.constant dense<0x3F800000> : tensor<1x1x2xf32>
    %129 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %130 = "stablehlo.add"(%127, %129) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %131 = "stablehlo.sqrt"(%130) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %132 = "stablehlo.divide"(%128, %131) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %134 = "stablehlo.multiply"(%97, %133) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %135 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %136 = "stablehlo.multiply"(%134, %135) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %137 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %139 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %141 = "stablehlo.multiply"(%138, %140) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %142 = "stablehlo.cosine"(%141) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %144 = "stablehlo.sine"(%141) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %146 = "stablehlo.slice"(%117) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %147 = "stablehlo.slice"(%117) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %148 = "stablehlo.multiply"(%146, %143) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %149 = "stablehlo.multiply"(%147, %145) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %150 = "stablehlo.subtract"(%148, %149) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %151 = "stablehlo.multiply"(%146, %145) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %152 = "stablehlo.multiply"(%147, %143) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %153 = "stablehlo.add"(%151, %152) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %154 = "stablehlo.concatenate"(%150, %153) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %155 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %157 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %159 = "stablehlo.multiply"(%156, %158) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %160 = "stablehlo.cosine"(%159) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %162 = "stablehlo.sine"(%159) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %164 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %165 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %166 = "stablehlo.multiply"(%164, %161) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %167 = "stablehlo.multiply"(%165, %163) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %168 = "stablehlo.subtract"(%166, %167) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %169 = "stablehlo.multiply"(%164, %163) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %170 = "stablehlo.multiply"(%165, %161) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %171 = "stablehlo.add"(%169, %170) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %172 = "stablehlo.concatenate"(%168, %171) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %173 = stablehlo.constant dense<0> : tensor<i32>
    %174 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %175 = "stablehlo.maximum"(%174, %173) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %176 = stablehlo.constant dense<0> : tensor<i32>
    %177 = "stablehlo.transpose"(%172) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %178 = "stablehlo.dynamic_slice"(%arg3, %176, %173, %175, %173) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %179 = "stablehlo.compare"(%174, %173) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %180 = "stablehlo.broadcast_in_dim"(%179) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %181 = "stablehlo.select"(%180, %177, %178) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %182 = "stablehlo.dynamic_update_slice"(%arg3, %181, %176, %173, %175, %173) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %183 = stablehlo.constant dense<0> : tensor<i32>
    %184 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %185 = "stablehlo.maximum"(%184, %183) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %186 = stablehlo.constant dense<0> : tensor<i32>
    %187 = "stablehlo.transpose"(%98) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %188 = "stablehlo.dynamic_slice"(%arg4, %186, %183, %185, %183) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %189 = "stablehlo.compare"(%184, %183) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %191 = "stablehlo.select"(%190, %187, %188) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %192 = "stablehlo.dynamic_update_slice"(%arg4, %191, %186, %183, %185, %183) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %193 = "stablehlo.reshape"(%154) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %194 = "stablehlo.transpose"(%193) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %196 = "stablehlo.dot_general"(%195, %182) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %197 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %198 = "stablehlo.multiply"(%196, %197) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %199 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %200 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %201 = "stablehlo.compare"(%199, %200) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %202 = "stablehlo.broadcast_in_dim"(%201) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %203 = "stablehlo.reshape"(%202) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %204 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %205 = "stablehlo.select"(%203, %198, %204) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %206 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %207 = "stablehlo.reduce"(%205, %206) ({
    ^bb0(%208: tensor<f32>, %209: tensor<f32>):
      %210 = "stablehlo.maximum"(%208, %209) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%210) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %211 = "stablehlo.broadcast_in_dim"(%207) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %212 = "stablehlo.subtract"(%205, %211) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %213 = "stablehlo.exponential"(%212) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %214 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %215 = "stablehlo.select"(%203, %213, %214) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %216 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %217 = "stablehlo.reduce"(%215, %216) ({
    ^bb0(%218: tensor<f32>, %219: tensor<f32>):
      %220 = "stablehlo.add"(%218, %219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%220) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %221 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %222 = "stablehlo.maximum"(%217, %221) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %223 = "stablehlo.dot_general"(%215, %192) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %224 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %225 = "stablehlo.divide"(%223, %224) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %226 = "stablehlo.reshape"(%225) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %227 = "stablehlo.transpose"(%226) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %229 = "stablehlo.reshape"(%228) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %231 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %232 = "stablehlo.and"(%arg22, %231) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %233 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %234 = "stablehlo.shift_right_logical"(%arg22, %233) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %235 = "stablehlo.reshape"(%232) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %236 = "stablehlo.reshape"(%234) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %237 = "stablehlo.concatenate"(%235, %236) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %238 = "stablehlo.reshape"(%237) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %239 = "stablehlo.convert"(%238) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %240 = "stablehlo.reshape"(%239) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %241 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %242 = "stablehlo.multiply"(%240, %241) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %243 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %244 = "stablehlo.add"(%242, %243) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %246 = "stablehlo.dot_general"(%245, %230) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %247 = "stablehlo.transpose"(%246) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %249 = "stablehlo.add"(%19, %248) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %250 = "stablehlo.multiply"(%249, %249) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %251 = "stablehlo.convert"(%250) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %252 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %253 = "stablehlo.reduce"(%251, %252) ({
    ^bb0(%254: tensor<f64>, %255: tensor<f64>):
      %256 = "stablehlo.add"(%254, %255) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%256) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %257 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %258 = "stablehlo.divide"(%253, %257) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %259 = "stablehlo.convert"(%258) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %260 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %261 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %262 = "stablehlo.add"(%259, %261) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %263 = "stablehlo.sqrt"(%262) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %264 = "stablehlo.divide"(%260, %263) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %265 = "stablehlo.broadcast_in_dim"(%264) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %266 = "stablehlo.multiply"(%249, %265) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %267 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %268 = "stablehlo.multiply"(%266, %267) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %269 = "stablehlo.reshape"(%268) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %270 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %271 = "stablehlo.and"(%arg26, %270) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %272 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %273 = "stablehlo.shift_right_logical"(%arg26, %272) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %274 = "stablehlo.reshape"(%271) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %275 = "stablehlo.reshape"(%273) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %276 = "stablehlo.concatenate"(%274, %275) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %277 = "stablehlo.reshape"(%276) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %278 = "stablehlo.convert"(%277) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %279 = "stablehlo.reshape"(%278) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %280 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %281 = "stablehlo.multiply"(%279, %280) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %282 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %283 = "stablehlo.add"(%281, %282) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %284 = "stablehlo.reshape"(%283) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %285 = "stablehlo.dot_general"(%284, %269) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %286 = "stablehlo.transpose"(%285) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %287 = "stablehlo.reshape"(%286) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %288 = "stablehlo.reshape"(%268) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %289 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %290 = "stablehlo.and"(%arg29, %289) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %291 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %292 = "stablehlo.shift_right_logical"(%arg29, %291) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %293 = "stablehlo.reshape"(%290) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %294 = "stablehlo.reshape"(%292) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %295 = "stablehlo.concatenate"(%293, %294) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %296 = "stablehlo.reshape"(%295) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %297 = "stablehlo.convert"(%296) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %298 = "stablehlo.reshape"(%297) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %299 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %300 = "stablehlo.multiply"(%298, %299) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %301 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %302 = "stablehlo.add"(%300, %301) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %303 = "stablehlo.reshape"(%302) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %304 = "stablehlo.dot_general"(%303, %288) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %305 = "stablehlo.transpose"(%304) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %306 = "stablehlo.reshape"(%305) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %307 = "stablehlo.logistic"(%287) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %308 = "stablehlo.multiply"(%287, %307) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %309 = "stablehlo.multiply"(%308, %306) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %310 = "stablehlo.reshape"(%309) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %311 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %312 = "stablehlo.and"(%arg32, %311) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %313 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %314 = "stablehlo.shift_right_logical"(%arg32, %313) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %315 = "stablehlo.reshape"(%312) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %316 = "stablehlo.reshape"(%314) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %317 = "stablehlo.concatenate"(%315, %316) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %318 = "stablehlo.reshape"(%317) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %319 = "stablehlo.convert"(%318) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %320 = "stablehlo.reshape"(%319) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %321 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %322 = "stablehlo.multiply"(%320, %321) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %323 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %324 = "stablehlo.add"(%322, %323) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %325 = "stablehlo.reshape"(%324) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %326 = "stablehlo.dot_general"(%325, %310) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %329 = "stablehlo.add"(%249, %328) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %330 = "stablehlo.multiply"(%329, %329) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %331 = "stablehlo.convert"(%330) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %332 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %333 = "stablehlo.reduce"(%331, %332) ({
    ^bb0(%334: tensor<f64>, %335: tensor<f64>):
      %336 = "stablehlo.add"(%334, %335) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%336) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %337 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %338 = "stablehlo.divide"(%333, %337) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %339 = "stablehlo.convert"(%338) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %340 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %341 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %342 = "stablehlo.add"(%339, %341) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %343 = "stablehlo.sqrt"(%342) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %344 = "stablehlo.divide"(%340, %343) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %345 = "stablehlo.broadcast_in_dim"(%344) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %346 = "stablehlo.multiply"(%329, %345) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %347 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %348 = "stablehlo.multiply"(%346, %347) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %349 = "stablehlo.reshape"(%348) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %350 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %351 = "stablehlo.and"(%arg36, %350) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %352 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %353 = "stablehlo.shift_right_logical"(%arg36, %352) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %354 = "stablehlo.reshape"(%351) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %355 = "stablehlo.reshape"(%353) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %356 = "stablehlo.concatenate"(%354, %355) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %357 = "stablehlo.reshape"(%356) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %358 = "stablehlo.convert"(%357) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %359 = "stablehlo.reshape"(%358) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %360 = "stablehlo.broadcast_in_dim"(%arg37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %361 = "stablehlo.multiply"(%359, %360) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %362 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %363 = "stablehlo.add"(%361, %362) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %365 = "stablehlo.dot_general"(%364, %349) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %366 = "stablehlo.transpose"(%365) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %367 = "stablehlo.reshape"(%366) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %368 = "stablehlo.reshape"(%348) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %369 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %370 = "stablehlo.and"(%arg39, %369) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %371 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %372 = "stablehlo.shift_right_logical"(%arg39, %371) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %373 = "stablehlo.reshape"(%370) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %374 = "stablehlo.reshape"(%372) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %375 = "stablehlo.concatenate"(%373, %374) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %376 = "stablehlo.reshape"(%375) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %377 = "stablehlo.convert"(%376) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %378 = "stablehlo.reshape"(%377) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %379 = "stablehlo.broadcast_in_dim"(%arg40) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %380 = "stablehlo.multiply"(%378, %379) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %381 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %382 = "stablehlo.add"(%380, %381) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %383 = "stablehlo.reshape"(%382) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %384 = "stablehlo.dot_general"(%383, %368) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %385 = "stablehlo.transpose"(%384) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %386 = "stablehlo.reshape"(%385) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %387 = "stablehlo.reshape"(%348) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %388 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %389 = "stablehlo.and"(%arg42, %388) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %390 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %391 = "stablehlo.shift_right_logical"(%arg42, %390) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %392 = "stablehlo.reshape"(%389) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %393 = "stablehlo.reshape"(%391) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %394 = "stablehlo.concatenate"(%392, %393) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %395 = "stablehlo.reshape"(%394) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %396 = "stablehlo.convert"(%395) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %398 = "stablehlo.broadcast_in_dim"(%arg43) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %399 = "stablehlo.multiply"(%397, %398) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %400 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %401 = "stablehlo.add"(%399, %400) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %403 = "stablehlo.dot_general"(%402, %387) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %404 = "stablehlo.transpose"(%403) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %405 = "stablehlo.reshape"(%404) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %406 = "stablehlo.reshape"(%367) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %407 = "stablehlo.reshape"(%386) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %408 = "stablehlo.reshape"(%405) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %409 = "stablehlo.multiply"(%406, %406) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %410 = "stablehlo.convert"(%409) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf64>
    %411 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %412 = "stablehlo.reduce"(%410, %411) ({
    ^bb0(%413: tensor<f64>, %414: tensor<f64>):
      %415 = "stablehlo.add"(%413, %414) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%415) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf64>, tensor<f64>) -> tensor<1x1x4xf64>
    %416 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x4xf64>
    %417 = "stablehlo.divide"(%412, %416) : (tensor<1x1x4xf64>, tensor<1x1x4xf64>) -> tensor<1x1x4xf64>
    %418 = "stablehlo.convert"(%417) : (tensor<1x1x4xf64>) -> tensor<1x1x4xf32>
    %419 = stablehlo.constant dense<0x3F800000> : tensor<1x1x4xf32>
    %420 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %421 = "stablehlo.add"(%418, %420) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %422 = "stablehlo.sqrt"(%421) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %423 = "stablehlo.divide"(%419, %422) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %425 = "stablehlo.multiply"(%406, %424) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %426 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %427 = "stablehlo.multiply"(%425, %426) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %428 = "stablehlo.multiply"(%407, %407) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %429 = "stablehlo.convert"(%428) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf64>
    %430 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %431 = "stablehlo.reduce"(%429, %430) ({
    ^bb0(%432: tensor<f64>, %433: tensor<f64>):
      %434 = "stablehlo.add"(%432, %433) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%434) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf64>, tensor<f64>) -> tensor<1x1x2xf64>
    %435 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x2xf64>
    %436 = "stablehlo.divide"(%431, %435) : (tensor<1x1x2xf64>, tensor<1x1x2xf64>) -> tensor<1x1x2xf64>
    %437 = "stablehlo.convert"(%436) : (tensor<1x1x2xf64>) -> tensor<1x1x2xf32>
    %438 = stablehlo.constant dense<0x3F800000> : tensor<1x1x2xf32>
    %439 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %440 = "stablehlo.add"(%437, %439) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %441 = "stablehlo.sqrt"(%440) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %442 = "stablehlo.divide"(%438, %441) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %443 = "stablehlo.broadcast_in_dim"(%442) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %444 = "stablehlo.multiply"(%407, %443) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %445 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %446 = "stablehlo.multiply"(%444, %445) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %447 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %448 = "stablehlo.broadcast_in_dim"(%447) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %449 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %450 = "stablehlo.broadcast_in_dim"(%449) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %451 = "stablehlo.multiply"(%448, %450) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %452 = "stablehlo.cosine"(%451) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %453 = "stablehlo.broadcast_in_dim"(%452) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %454 = "stablehlo.sine"(%451) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %455 = "stablehlo.broadcast_in_dim"(%454) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %456 = "stablehlo.slice"(%427) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %457 = "stablehlo.slice"(%427) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %458 = "stablehlo.multiply"(%456, %453) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %459 = "stablehlo.multiply"(%457, %455) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %460 = "stablehlo.subtract"(%458, %459) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %461 = "stablehlo.multiply"(%456, %455) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %462 = "stablehlo.multiply"(%457, %453) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %463 = "stablehlo.add"(%461, %462) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %464 = "stablehlo.concatenate"(%460, %463) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %465 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %467 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %468 = "stablehlo.broadcast_in_dim"(%467) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %469 = "stablehlo.multiply"(%466, %468) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %470 = "stablehlo.cosine"(%469) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %472 = "stablehlo.sine"(%469) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %474 = "stablehlo.slice"(%446) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %475 = "stablehlo.slice"(%446) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %476 = "stablehlo.multiply"(%474, %471) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %477 = "stablehlo.multiply"(%475, %473) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %478 = "stablehlo.subtract"(%476, %477) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %479 = "stablehlo.multiply"(%474, %473) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %480 = "stablehlo.multiply"(%475, %471) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %481 = "stablehlo.add"(%479, %480) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %482 = "stablehlo.concatenate"(%478, %481) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %483 = stablehlo.constant dense<0> : tensor<i32>
    %484 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %485 = "stablehlo.maximum"(%484, %483) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %486 = stablehlo.constant dense<0> : tensor<i32>
    %487 = "stablehlo.transpose"(%482) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %488 = "stablehlo.dynamic_slice"(%arg5, %486, %483, %485, %483) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %489 = "stablehlo.compare"(%484, %483) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %490 = "stablehlo.broadcast_in_dim"(%489) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %491 = "stablehlo.select"(%490, %487, %488) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %492 = "stablehlo.dynamic_update_slice"(%arg5, %491, %486, %483, %485, %483) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %493 = stablehlo.constant dense<0> : tensor<i32>
    %494 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %495 = "stablehlo.maximum"(%494, %493) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %496 = stablehlo.constant dense<0> : tensor<i32>
    %497 = "stablehlo.transpose"(%408) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %498 = "stablehlo.dynamic_slice"(%arg6, %496, %493, %495, %493) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %499 = "stablehlo.compare"(%494, %493) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %500 = "stablehlo.broadcast_in_dim"(%499) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %501 = "stablehlo.select"(%500, %497, %498) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %502 = "stablehlo.dynamic_update_slice"(%arg6, %501, %496, %493, %495, %493) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %503 = "stablehlo.reshape"(%464) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %504 = "stablehlo.transpose"(%503) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %505 = "stablehlo.reshape"(%504) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %506 = "stablehlo.dot_general"(%505, %492) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %507 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %508 = "stablehlo.multiply"(%506, %507) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %509 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %510 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %511 = "stablehlo.compare"(%509, %510) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %512 = "stablehlo.broadcast_in_dim"(%511) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %513 = "stablehlo.reshape"(%512) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %514 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %515 = "stablehlo.select"(%513, %508, %514) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %516 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %517 = "stablehlo.reduce"(%515, %516) ({
    ^bb0(%518: tensor<f32>, %519: tensor<f32>):
      %520 = "stablehlo.maximum"(%518, %519) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%520) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %521 = "stablehlo.broadcast_in_dim"(%517) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %522 = "stablehlo.subtract"(%515, %521) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %523 = "stablehlo.exponential"(%522) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %524 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %525 = "stablehlo.select"(%513, %523, %524) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %526 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %527 = "stablehlo.reduce"(%525, %526) ({
    ^bb0(%528: tensor<f32>, %529: tensor<f32>):
      %530 = "stablehlo.add"(%528, %529) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%530) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %531 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %532 = "stablehlo.maximum"(%527, %531) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %533 = "stablehlo.dot_general"(%525, %502) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %534 = "stablehlo.broadcast_in_dim"(%532) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %535 = "stablehlo.divide"(%533, %534) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %536 = "stablehlo.reshape"(%535) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %537 = "stablehlo.transpose"(%536) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %538 = "stablehlo.reshape"(%537) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %539 = "stablehlo.reshape"(%538) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %540 = "stablehlo.reshape"(%539) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %541 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %542 = "stablehlo.and"(%arg47, %541) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %543 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %544 = "stablehlo.shift_right_logical"(%arg47, %543) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %545 = "stablehlo.reshape"(%542) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %546 = "stablehlo.reshape"(%544) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %547 = "stablehlo.concatenate"(%545, %546) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %548 = "stablehlo.reshape"(%547) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %549 = "stablehlo.convert"(%548) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %550 = "stablehlo.reshape"(%549) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %551 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %552 = "stablehlo.multiply"(%550, %551) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %553 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %554 = "stablehlo.add"(%552, %553) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %555 = "stablehlo.reshape"(%554) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %556 = "stablehlo.dot_general"(%555, %540) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %557 = "stablehlo.transpose"(%556) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %558 = "stablehlo.reshape"(%557) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %559 = "stablehlo.add"(%329, %558) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %560 = "stablehlo.multiply"(%559, %559) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %561 = "stablehlo.convert"(%560) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %562 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %563 = "stablehlo.reduce"(%561, %562) ({
    ^bb0(%564: tensor<f64>, %565: tensor<f64>):
      %566 = "stablehlo.add"(%564, %565) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%566) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %567 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %568 = "stablehlo.divide"(%563, %567) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %569 = "stablehlo.convert"(%568) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %570 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %571 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %572 = "stablehlo.add"(%569, %571) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %573 = "stablehlo.sqrt"(%572) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %574 = "stablehlo.divide"(%570, %573) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %575 = "stablehlo.broadcast_in_dim"(%574) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %576 = "stablehlo.multiply"(%559, %575) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %577 = "stablehlo.broadcast_in_dim"(%arg50) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %578 = "stablehlo.multiply"(%576, %577) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %579 = "stablehlo.reshape"(%578) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %580 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %581 = "stablehlo.and"(%arg51, %580) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %582 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %583 = "stablehlo.shift_right_logical"(%arg51, %582) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %584 = "stablehlo.reshape"(%581) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %585 = "stablehlo.reshape"(%583) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %586 = "stablehlo.concatenate"(%584, %585) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %587 = "stablehlo.reshape"(%586) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %588 = "stablehlo.convert"(%587) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %589 = "stablehlo.reshape"(%588) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %590 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %591 = "stablehlo.multiply"(%589, %590) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %592 = "stablehlo.broadcast_in_dim"(%arg53) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %593 = "stablehlo.add"(%591, %592) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %594 = "stablehlo.reshape"(%593) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %595 = "stablehlo.dot_general"(%594, %579) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %596 = "stablehlo.transpose"(%595) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %597 = "stablehlo.reshape"(%596) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %598 = "stablehlo.reshape"(%578) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %599 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %600 = "stablehlo.and"(%arg54, %599) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %601 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %602 = "stablehlo.shift_right_logical"(%arg54, %601) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %603 = "stablehlo.reshape"(%600) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %604 = "stablehlo.reshape"(%602) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %605 = "stablehlo.concatenate"(%603, %604) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %606 = "stablehlo.reshape"(%605) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %607 = "stablehlo.convert"(%606) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %609 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %610 = "stablehlo.multiply"(%608, %609) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %611 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %612 = "stablehlo.add"(%610, %611) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %613 = "stablehlo.reshape"(%612) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %614 = "stablehlo.dot_general"(%613, %598) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %615 = "stablehlo.transpose"(%614) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %616 = "stablehlo.reshape"(%615) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %617 = "stablehlo.logistic"(%597) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %618 = "stablehlo.multiply"(%597, %617) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %619 = "stablehlo.multiply"(%618, %616) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %620 = "stablehlo.reshape"(%619) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %621 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %622 = "stablehlo.and"(%arg57, %621) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %623 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %624 = "stablehlo.shift_right_logical"(%arg57, %623) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %625 = "stablehlo.reshape"(%622) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %626 = "stablehlo.reshape"(%624) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %627 = "stablehlo.concatenate"(%625, %626) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %628 = "stablehlo.reshape"(%627) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %629 = "stablehlo.convert"(%628) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %631 = "stablehlo.broadcast_in_dim"(%arg58) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %632 = "stablehlo.multiply"(%630, %631) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %633 = "stablehlo.broadcast_in_dim"(%arg59) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %634 = "stablehlo.add"(%632, %633) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %635 = "stablehlo.reshape"(%634) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %636 = "stablehlo.dot_general"(%635, %620) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %637 = "stablehlo.transpose"(%636) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %638 = "stablehlo.reshape"(%637) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %639 = "stablehlo.add"(%559, %638) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %640 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %641 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %642 = "stablehlo.compare"(%640, %641) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %643 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %644 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %645 = "stablehlo.select"(%642, %643, %644) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %646 = "stablehlo.dot_general"(%645, %639) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %647 = "stablehlo.multiply"(%646, %646) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %648 = "stablehlo.convert"(%647) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %649 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %650 = "stablehlo.reduce"(%648, %649) ({
    ^bb0(%651: tensor<f64>, %652: tensor<f64>):
      %653 = "stablehlo.add"(%651, %652) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%653) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %654 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %655 = "stablehlo.divide"(%650, %654) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %656 = "stablehlo.convert"(%655) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %657 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %658 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %659 = "stablehlo.add"(%656, %658) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %660 = "stablehlo.sqrt"(%659) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %661 = "stablehlo.divide"(%657, %660) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %662 = "stablehlo.broadcast_in_dim"(%661) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %663 = "stablehlo.multiply"(%646, %662) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %664 = "stablehlo.broadcast_in_dim"(%arg60) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %665 = "stablehlo.multiply"(%663, %664) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %666 = "stablehlo.reshape"(%665) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %667 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %668 = "stablehlo.and"(%arg7, %667) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %669 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %670 = "stablehlo.shift_right_logical"(%arg7, %669) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %671 = "stablehlo.reshape"(%668) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %672 = "stablehlo.reshape"(%670) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %673 = "stablehlo.concatenate"(%671, %672) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %674 = "stablehlo.reshape"(%673) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %675 = "stablehlo.convert"(%674) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %676 = "stablehlo.reshape"(%675) : (tensor<32000x64xf32>) -> tensor<32000x2x32xf32>
    %677 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %678 = "stablehlo.multiply"(%676, %677) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %679 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %680 = "stablehlo.add"(%678, %679) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %681 = "stablehlo.reshape"(%680) : (tensor<32000x2x32xf32>) -> tensor<32000x64xf32>
    %682 = "stablehlo.dot_general"(%681, %666) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %683 = "stablehlo.transpose"(%682) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %684 = "stablehlo.reshape"(%683) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %684, %182, %192, %492, %502 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
