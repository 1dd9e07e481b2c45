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
    %21 = "stablehlo.convert"(%20) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %22 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %23 = "stablehlo.reduce"(%21, %22) ({
    ^bb0(%24: tensor<f64>, %25: tensor<f64>):
      %26 = "stablehlo.add"(%24, %25) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%26) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %27 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %28 = "stablehlo.divide"(%23, %27) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %29 = "stablehlo.convert"(%28) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %30 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %31 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %32 = "stablehlo.add"(%29, %31) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %33 = "stablehlo.sqrt"(%32) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %34 = "stablehlo.divide"(%30, %33) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %35 = "stablehlo.broadcast_in_dim"(%34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %36 = "stablehlo.multiply"(%19, %35) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %37 = "stablehlo.broadcast_in_dim"(%arg10) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %38 = "stablehlo.multiply"(%36, %37) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %39 = "stablehlo.reshape"(%38) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
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
    %55 = "stablehlo.dot_general"(%54, %39) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %56 = "stablehlo.transpose"(%55) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %57 = "stablehlo.reshape"(%56) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %58 = "stablehlo.reshape"(%38) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
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
    %74 = "stablehlo.dot_general"(%73, %58) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %75 = "stablehlo.transpose"(%74) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %76 = "stablehlo.reshape"(%75) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %77 = "stablehlo.reshape"(%38) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
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
    %93 = "stablehlo.dot_general"(%92, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %96 = "stablehlo.reshape"(%57) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %97 = "stablehlo.reshape"(%76) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %98 = "stablehlo.reshape"(%95) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %99 = "stablehlo.multiply"(%96, %96) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %100 = "stablehlo.convert"(%99) : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf64>
    %101 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %102 = "stablehlo.reduce"(%100, %101) ({
    ^bb0(%103: tensor<f64>, %104: tensor<f64>):
      %105 = "stablehlo.add"(%103, %104) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%105) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf64>, tensor<f64>) -> tensor<1x32x4xf64>
    %106 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x4xf64>
    %107 = "stablehlo.divide"(%102, %106) : (tensor<1x32x4xf64>, tensor<1x32x4xf64>) -> tensor<1x32x4xf64>
    %108 = "stablehlo.convert"(%107) : (tensor<1x32x4xf64>) -> tensor<1x32x4xf32>
    %109 = stablehlo.constant dense<0x3F800000> : tensor<1x32x4xf32>
    %110 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %111 = "stablehlo.add"(%108, %110) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %112 = "stablehlo.sqrt"(%111) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %113 = "stablehlo.divide"(%109, %112) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %114 = "stablehlo.broadcast_in_dim"(%113) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %115 = "stablehlo.multiply"(%96, %114) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %116 = "stablehlo.broadcast_in_dim"(%arg20) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %117 = "stablehlo.multiply"(%115, %116) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %118 = "stablehlo.multiply"(%97, %97) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %119 = "stablehlo.convert"(%118) : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf64>
    %120 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %121 = "stablehlo.reduce"(%119, %120) ({
    ^bb0(%122: tensor<f64>, %123: tensor<f64>):
      %124 = "stablehlo.add"(%122, %123) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%124) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf64>, tensor<f64>) -> tensor<1x32x2xf64>
    %125 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x2xf64>
    %126 = "stablehlo.divide"(%121, %125) : (tensor<1x32x2xf64>, tensor<1x32x2xf64>) -> tensor<1x32x2xf64>
    %127 = "stablehlo.convert"(%126) : (tensor<1x32x2xf64>) -> tensor<1x32x2xf32>
    %128 = stablehlo.constant dense<0x3F800000> : tensor<1x32x2xf32>
    %129 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %130 = "stablehlo.add"(%127, %129) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %131 = "stablehlo.sqrt"(%130) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %132 = "stablehlo.divide"(%128, %131) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %133 = "stablehlo.broadcast_in_dim"(%132) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %134 = "stablehlo.multiply"(%97, %133) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %135 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %136 = "stablehlo.multiply"(%134, %135) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %137 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %138 = "stablehlo.broadcast_in_dim"(%137) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %139 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %141 = "stablehlo.multiply"(%138, %140) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %142 = "stablehlo.cosine"(%141) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %143 = "stablehlo.broadcast_in_dim"(%142) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %144 = "stablehlo.sine"(%141) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %145 = "stablehlo.broadcast_in_dim"(%144) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %146 = "stablehlo.slice"(%117) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %147 = "stablehlo.slice"(%117) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %148 = "stablehlo.multiply"(%146, %143) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %149 = "stablehlo.multiply"(%147, %145) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %150 = "stablehlo.subtract"(%148, %149) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %151 = "stablehlo.multiply"(%146, %145) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %152 = "stablehlo.multiply"(%147, %143) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %153 = "stablehlo.add"(%151, %152) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %154 = "stablehlo.concatenate"(%150, %153) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %155 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %156 = "stablehlo.broadcast_in_dim"(%155) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %157 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %159 = "stablehlo.multiply"(%156, %158) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %160 = "stablehlo.cosine"(%159) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %161 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %162 = "stablehlo.sine"(%159) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %163 = "stablehlo.broadcast_in_dim"(%162) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %164 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %165 = "stablehlo.slice"(%136) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %166 = "stablehlo.multiply"(%164, %161) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %167 = "stablehlo.multiply"(%165, %163) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %168 = "stablehlo.subtract"(%166, %167) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %169 = "stablehlo.multiply"(%164, %163) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %170 = "stablehlo.multiply"(%165, %161) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %171 = "stablehlo.add"(%169, %170) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %172 = "stablehlo.concatenate"(%168, %171) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %173 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %174 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %175 = "stablehlo.compare"(%173, %174) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %176 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %177 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %178 = "stablehlo.select"(%175, %176, %177) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %179 = "stablehlo.reshape"(%172) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %180 = "stablehlo.dot_general"(%178, %179) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %182 = "stablehlo.transpose"(%181) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %183 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %184 = "stablehlo.reduce"(%178, %183) ({
    ^bb0(%185: tensor<f32>, %186: tensor<f32>):
      %187 = "stablehlo.maximum"(%185, %186) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%187) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %188 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %189 = "stablehlo.compare"(%184, %188) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %191 = "stablehlo.select"(%190, %182, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %192 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %193 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %194 = "stablehlo.compare"(%192, %193) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %195 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %196 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %197 = "stablehlo.select"(%194, %195, %196) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %198 = "stablehlo.reshape"(%98) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %199 = "stablehlo.dot_general"(%197, %198) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %201 = "stablehlo.transpose"(%200) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %202 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %203 = "stablehlo.reduce"(%197, %202) ({
    ^bb0(%204: tensor<f32>, %205: tensor<f32>):
      %206 = "stablehlo.maximum"(%204, %205) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%206) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %207 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %208 = "stablehlo.compare"(%203, %207) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %209 = "stablehlo.broadcast_in_dim"(%208) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %210 = "stablehlo.select"(%209, %201, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %211 = "stablehlo.reshape"(%154) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %212 = "stablehlo.transpose"(%211) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %213 = "stablehlo.reshape"(%212) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %214 = "stablehlo.dot_general"(%213, %191) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %215 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %216 = "stablehlo.multiply"(%214, %215) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %217 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %218 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %219 = "stablehlo.compare"(%217, %218) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %220 = "stablehlo.broadcast_in_dim"(%219) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %221 = "stablehlo.reshape"(%220) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %222 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %223 = "stablehlo.select"(%221, %216, %222) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %224 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %225 = "stablehlo.reduce"(%223, %224) ({
    ^bb0(%226: tensor<f32>, %227: tensor<f32>):
      %228 = "stablehlo.maximum"(%226, %227) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%228) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %229 = "stablehlo.broadcast_in_dim"(%225) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %230 = "stablehlo.subtract"(%223, %229) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %231 = "stablehlo.exponential"(%230) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %232 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %233 = "stablehlo.select"(%221, %231, %232) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %234 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %235 = "stablehlo.reduce"(%233, %234) ({
    ^bb0(%236: tensor<f32>, %237: tensor<f32>):
      %238 = "stablehlo.add"(%236, %237) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%238) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %239 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %240 = "stablehlo.maximum"(%235, %239) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %241 = "stablehlo.dot_general"(%233, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %242 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %243 = "stablehlo.divide"(%241, %242) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %244 = "stablehlo.reshape"(%243) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %245 = "stablehlo.transpose"(%244) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %247 = "stablehlo.reshape"(%246) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %248 = "stablehlo.reshape"(%247) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %249 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %250 = "stablehlo.and"(%arg22, %249) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %251 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %252 = "stablehlo.shift_right_logical"(%arg22, %251) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %253 = "stablehlo.reshape"(%250) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %254 = "stablehlo.reshape"(%252) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %255 = "stablehlo.concatenate"(%253, %254) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %256 = "stablehlo.reshape"(%255) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %257 = "stablehlo.convert"(%256) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %258 = "stablehlo.reshape"(%257) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %259 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %260 = "stablehlo.multiply"(%258, %259) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %261 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %262 = "stablehlo.add"(%260, %261) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %263 = "stablehlo.reshape"(%262) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %264 = "stablehlo.dot_general"(%263, %248) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %265 = "stablehlo.transpose"(%264) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %267 = "stablehlo.add"(%19, %266) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %268 = "stablehlo.multiply"(%267, %267) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %269 = "stablehlo.convert"(%268) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %270 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %271 = "stablehlo.reduce"(%269, %270) ({
    ^bb0(%272: tensor<f64>, %273: tensor<f64>):
      %274 = "stablehlo.add"(%272, %273) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%274) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %275 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %276 = "stablehlo.divide"(%271, %275) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %277 = "stablehlo.convert"(%276) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %278 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %279 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %280 = "stablehlo.add"(%277, %279) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %281 = "stablehlo.sqrt"(%280) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %282 = "stablehlo.divide"(%278, %281) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %284 = "stablehlo.multiply"(%267, %283) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %285 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %286 = "stablehlo.multiply"(%284, %285) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %287 = "stablehlo.reshape"(%286) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %288 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %289 = "stablehlo.and"(%arg26, %288) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %290 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %291 = "stablehlo.shift_right_logical"(%arg26, %290) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %292 = "stablehlo.reshape"(%289) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %293 = "stablehlo.reshape"(%291) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %294 = "stablehlo.concatenate"(%292, %293) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %295 = "stablehlo.reshape"(%294) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %296 = "stablehlo.convert"(%295) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %297 = "stablehlo.reshape"(%296) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %298 = "stablehlo.broadcast_in_dim"(%arg27) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %299 = "stablehlo.multiply"(%297, %298) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %300 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %301 = "stablehlo.add"(%299, %300) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %302 = "stablehlo.reshape"(%301) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %303 = "stablehlo.dot_general"(%302, %287) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %304 = "stablehlo.transpose"(%303) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %305 = "stablehlo.reshape"(%304) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %306 = "stablehlo.reshape"(%286) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %307 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %308 = "stablehlo.and"(%arg29, %307) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %309 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %310 = "stablehlo.shift_right_logical"(%arg29, %309) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %311 = "stablehlo.reshape"(%308) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %312 = "stablehlo.reshape"(%310) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %313 = "stablehlo.concatenate"(%311, %312) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %314 = "stablehlo.reshape"(%313) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %315 = "stablehlo.convert"(%314) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %317 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %318 = "stablehlo.multiply"(%316, %317) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %319 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %320 = "stablehlo.add"(%318, %319) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %322 = "stablehlo.dot_general"(%321, %306) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %323 = "stablehlo.transpose"(%322) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %324 = "stablehlo.reshape"(%323) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %325 = "stablehlo.logistic"(%305) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %326 = "stablehlo.multiply"(%305, %325) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %327 = "stablehlo.multiply"(%326, %324) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %329 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %330 = "stablehlo.and"(%arg32, %329) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %331 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %332 = "stablehlo.shift_right_logical"(%arg32, %331) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %333 = "stablehlo.reshape"(%330) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %334 = "stablehlo.reshape"(%332) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %335 = "stablehlo.concatenate"(%333, %334) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %336 = "stablehlo.reshape"(%335) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %337 = "stablehlo.convert"(%336) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %339 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %340 = "stablehlo.multiply"(%338, %339) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg34) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %342 = "stablehlo.add"(%340, %341) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %343 = "stablehlo.reshape"(%342) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %344 = "stablehlo.dot_general"(%343, %328) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %345 = "stablehlo.transpose"(%344) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %347 = "stablehlo.add"(%267, %346) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %348 = "stablehlo.multiply"(%347, %347) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %349 = "stablehlo.convert"(%348) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %350 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %351 = "stablehlo.reduce"(%349, %350) ({
    ^bb0(%352: tensor<f64>, %353: tensor<f64>):
      %354 = "stablehlo.add"(%352, %353) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%354) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %355 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %356 = "stablehlo.divide"(%351, %355) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %357 = "stablehlo.convert"(%356) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %358 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %359 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %360 = "stablehlo.add"(%357, %359) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %361 = "stablehlo.sqrt"(%360) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %362 = "stablehlo.divide"(%358, %361) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %363 = "stablehlo.broadcast_in_dim"(%362) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %364 = "stablehlo.multiply"(%347, %363) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %365 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %366 = "stablehlo.multiply"(%364, %365) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %367 = "stablehlo.reshape"(%366) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %368 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %369 = "stablehlo.and"(%arg36, %368) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %370 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %371 = "stablehlo.shift_right_logical"(%arg36, %370) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %372 = "stablehlo.reshape"(%369) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %373 = "stablehlo.reshape"(%371) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %374 = "stablehlo.concatenate"(%372, %373) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %375 = "stablehlo.reshape"(%374) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %376 = "stablehlo.convert"(%375) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %377 = "stablehlo.reshape"(%376) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %378 = "stablehlo.broadcast_in_dim"(%arg37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %379 = "stablehlo.multiply"(%377, %378) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %380 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %381 = "stablehlo.add"(%379, %380) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %382 = "stablehlo.reshape"(%381) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %383 = "stablehlo.dot_general"(%382, %367) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %384 = "stablehlo.transpose"(%383) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %385 = "stablehlo.reshape"(%384) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %386 = "stablehlo.reshape"(%366) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %387 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %388 = "stablehlo.and"(%arg39, %387) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %389 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %390 = "stablehlo.shift_right_logical"(%arg39, %389) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %391 = "stablehlo.reshape"(%388) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %392 = "stablehlo.reshape"(%390) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %393 = "stablehlo.concatenate"(%391, %392) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %394 = "stablehlo.reshape"(%393) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %395 = "stablehlo.convert"(%394) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %396 = "stablehlo.reshape"(%395) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %397 = "stablehlo.broadcast_in_dim"(%arg40) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %398 = "stablehlo.multiply"(%396, %397) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %399 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %400 = "stablehlo.add"(%398, %399) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %402 = "stablehlo.dot_general"(%401, %386) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %403 = "stablehlo.transpose"(%402) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %405 = "stablehlo.reshape"(%366) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %406 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %407 = "stablehlo.and"(%arg42, %406) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %408 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %409 = "stablehlo.shift_right_logical"(%arg42, %408) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %410 = "stablehlo.reshape"(%407) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %411 = "stablehlo.reshape"(%409) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %412 = "stablehlo.concatenate"(%410, %411) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %413 = "stablehlo.reshape"(%412) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %414 = "stablehlo.convert"(%413) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<32x64xf32>) -> tensor<32x2x32xf32>
    %416 = "stablehlo.broadcast_in_dim"(%arg43) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %417 = "stablehlo.multiply"(%415, %416) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %418 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x2xf32>) -> tensor<32x2x32xf32>
    %419 = "stablehlo.add"(%417, %418) : (tensor<32x2x32xf32>, tensor<32x2x32xf32>) -> tensor<32x2x32xf32>
    %420 = "stablehlo.reshape"(%419) : (tensor<32x2x32xf32>) -> tensor<32x64xf32>
    %421 = "stablehlo.dot_general"(%420, %405) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %422 = "stablehlo.transpose"(%421) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %423 = "stablehlo.reshape"(%422) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %424 = "stablehlo.reshape"(%385) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %425 = "stablehlo.reshape"(%404) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %426 = "stablehlo.reshape"(%423) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %427 = "stablehlo.multiply"(%424, %424) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %428 = "stablehlo.convert"(%427) : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf64>
    %429 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %430 = "stablehlo.reduce"(%428, %429) ({
    ^bb0(%431: tensor<f64>, %432: tensor<f64>):
      %433 = "stablehlo.add"(%431, %432) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%433) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf64>, tensor<f64>) -> tensor<1x32x4xf64>
    %434 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x4xf64>
    %435 = "stablehlo.divide"(%430, %434) : (tensor<1x32x4xf64>, tensor<1x32x4xf64>) -> tensor<1x32x4xf64>
    %436 = "stablehlo.convert"(%435) : (tensor<1x32x4xf64>) -> tensor<1x32x4xf32>
    %437 = stablehlo.constant dense<0x3F800000> : tensor<1x32x4xf32>
    %438 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %439 = "stablehlo.add"(%436, %438) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %440 = "stablehlo.sqrt"(%439) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %441 = "stablehlo.divide"(%437, %440) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %442 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %443 = "stablehlo.multiply"(%424, %442) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %444 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %445 = "stablehlo.multiply"(%443, %444) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %446 = "stablehlo.multiply"(%425, %425) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %447 = "stablehlo.convert"(%446) : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf64>
    %448 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %449 = "stablehlo.reduce"(%447, %448) ({
    ^bb0(%450: tensor<f64>, %451: tensor<f64>):
      %452 = "stablehlo.add"(%450, %451) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%452) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf64>, tensor<f64>) -> tensor<1x32x2xf64>
    %453 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x2xf64>
    %454 = "stablehlo.divide"(%449, %453) : (tensor<1x32x2xf64>, tensor<1x32x2xf64>) -> tensor<1x32x2xf64>
    %455 = "stablehlo.convert"(%454) : (tensor<1x32x2xf64>) -> tensor<1x32x2xf32>
    %456 = stablehlo.constant dense<0x3F800000> : tensor<1x32x2xf32>
    %457 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %458 = "stablehlo.add"(%455, %457) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %459 = "stablehlo.sqrt"(%458) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %460 = "stablehlo.divide"(%456, %459) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %462 = "stablehlo.multiply"(%425, %461) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %463 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %464 = "stablehlo.multiply"(%462, %463) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %465 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %466 = "stablehlo.broadcast_in_dim"(%465) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %467 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %468 = "stablehlo.broadcast_in_dim"(%467) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %469 = "stablehlo.multiply"(%466, %468) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %470 = "stablehlo.cosine"(%469) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %472 = "stablehlo.sine"(%469) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %473 = "stablehlo.broadcast_in_dim"(%472) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %474 = "stablehlo.slice"(%445) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %475 = "stablehlo.slice"(%445) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %476 = "stablehlo.multiply"(%474, %471) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %477 = "stablehlo.multiply"(%475, %473) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %478 = "stablehlo.subtract"(%476, %477) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %479 = "stablehlo.multiply"(%474, %473) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %480 = "stablehlo.multiply"(%475, %471) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %481 = "stablehlo.add"(%479, %480) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %482 = "stablehlo.concatenate"(%478, %481) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %483 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %484 = "stablehlo.broadcast_in_dim"(%483) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %485 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %486 = "stablehlo.broadcast_in_dim"(%485) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %487 = "stablehlo.multiply"(%484, %486) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %488 = "stablehlo.cosine"(%487) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %489 = "stablehlo.broadcast_in_dim"(%488) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %490 = "stablehlo.sine"(%487) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %491 = "stablehlo.broadcast_in_dim"(%490) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %492 = "stablehlo.slice"(%464) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %493 = "stablehlo.slice"(%464) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %494 = "stablehlo.multiply"(%492, %489) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %495 = "stablehlo.multiply"(%493, %491) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %496 = "stablehlo.subtract"(%494, %495) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %497 = "stablehlo.multiply"(%492, %491) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %498 = "stablehlo.multiply"(%493, %489) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %499 = "stablehlo.add"(%497, %498) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %500 = "stablehlo.concatenate"(%496, %499) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %501 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %502 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %503 = "stablehlo.compare"(%501, %502) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %504 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %505 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %506 = "stablehlo.select"(%503, %504, %505) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %507 = "stablehlo.reshape"(%500) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %508 = "stablehlo.dot_general"(%506, %507) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %509 = "stablehlo.reshape"(%508) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %510 = "stablehlo.transpose"(%509) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %511 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %512 = "stablehlo.reduce"(%506, %511) ({
    ^bb0(%513: tensor<f32>, %514: tensor<f32>):
      %515 = "stablehlo.maximum"(%513, %514) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%515) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %516 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %517 = "stablehlo.compare"(%512, %516) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %518 = "stablehlo.broadcast_in_dim"(%517) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %519 = "stablehlo.select"(%518, %510, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %520 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %521 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %522 = "stablehlo.compare"(%520, %521) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %523 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %524 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %525 = "stablehlo.select"(%522, %523, %524) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %526 = "stablehlo.reshape"(%426) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %527 = "stablehlo.dot_general"(%525, %526) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %528 = "stablehlo.reshape"(%527) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %529 = "stablehlo.transpose"(%528) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %530 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %531 = "stablehlo.reduce"(%525, %530) ({
    ^bb0(%532: tensor<f32>, %533: tensor<f32>):
      %534 = "stablehlo.maximum"(%532, %533) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%534) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %535 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %536 = "stablehlo.compare"(%531, %535) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %537 = "stablehlo.broadcast_in_dim"(%536) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %538 = "stablehlo.select"(%537, %529, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %539 = "stablehlo.reshape"(%482) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %540 = "stablehlo.transpose"(%539) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %541 = "stablehlo.reshape"(%540) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %542 = "stablehlo.dot_general"(%541, %519) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %543 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %544 = "stablehlo.multiply"(%542, %543) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %545 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %546 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %547 = "stablehlo.compare"(%545, %546) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %548 = "stablehlo.broadcast_in_dim"(%547) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %549 = "stablehlo.reshape"(%548) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %550 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %551 = "stablehlo.select"(%549, %544, %550) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %552 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %553 = "stablehlo.reduce"(%551, %552) ({
    ^bb0(%554: tensor<f32>, %555: tensor<f32>):
      %556 = "stablehlo.maximum"(%554, %555) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%556) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %557 = "stablehlo.broadcast_in_dim"(%553) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %558 = "stablehlo.subtract"(%551, %557) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %559 = "stablehlo.exponential"(%558) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %560 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %561 = "stablehlo.select"(%549, %559, %560) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %562 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %563 = "stablehlo.reduce"(%561, %562) ({
    ^bb0(%564: tensor<f32>, %565: tensor<f32>):
      %566 = "stablehlo.add"(%564, %565) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%566) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %567 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %568 = "stablehlo.maximum"(%563, %567) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %569 = "stablehlo.dot_general"(%561, %538) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %570 = "stablehlo.broadcast_in_dim"(%568) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %571 = "stablehlo.divide"(%569, %570) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %572 = "stablehlo.reshape"(%571) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %573 = "stablehlo.transpose"(%572) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %574 = "stablehlo.reshape"(%573) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %575 = "stablehlo.reshape"(%574) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %576 = "stablehlo.reshape"(%575) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %577 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %578 = "stablehlo.and"(%arg47, %577) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %579 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %580 = "stablehlo.shift_right_logical"(%arg47, %579) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %581 = "stablehlo.reshape"(%578) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %582 = "stablehlo.reshape"(%580) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %583 = "stablehlo.concatenate"(%581, %582) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %584 = "stablehlo.reshape"(%583) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %585 = "stablehlo.convert"(%584) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %586 = "stablehlo.reshape"(%585) : (tensor<64x64xf32>) -> tensor<64x2x32xf32>
    %587 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %588 = "stablehlo.multiply"(%586, %587) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %589 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x32xf32>
    %590 = "stablehlo.add"(%588, %589) : (tensor<64x2x32xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %591 = "stablehlo.reshape"(%590) : (tensor<64x2x32xf32>) -> tensor<64x64xf32>
    %592 = "stablehlo.dot_general"(%591, %576) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %593 = "stablehlo.transpose"(%592) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %594 = "stablehlo.reshape"(%593) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %595 = "stablehlo.add"(%347, %594) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %596 = "stablehlo.multiply"(%595, %595) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %597 = "stablehlo.convert"(%596) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %598 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %599 = "stablehlo.reduce"(%597, %598) ({
    ^bb0(%600: tensor<f64>, %601: tensor<f64>):
      %602 = "stablehlo.add"(%600, %601) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%602) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %603 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %604 = "stablehlo.divide"(%599, %603) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %605 = "stablehlo.convert"(%604) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %606 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %607 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %608 = "stablehlo.add"(%605, %607) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %609 = "stablehlo.sqrt"(%608) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %610 = "stablehlo.divide"(%606, %609) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %611 = "stablehlo.broadcast_in_dim"(%610) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %612 = "stablehlo.multiply"(%595, %611) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %613 = "stablehlo.broadcast_in_dim"(%arg50) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %614 = "stablehlo.multiply"(%612, %613) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %615 = "stablehlo.reshape"(%614) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %616 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %617 = "stablehlo.and"(%arg51, %616) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %618 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %619 = "stablehlo.shift_right_logical"(%arg51, %618) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %620 = "stablehlo.reshape"(%617) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %621 = "stablehlo.reshape"(%619) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %622 = "stablehlo.concatenate"(%620, %621) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %623 = "stablehlo.reshape"(%622) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %624 = "stablehlo.convert"(%623) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %625 = "stablehlo.reshape"(%624) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %626 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %627 = "stablehlo.multiply"(%625, %626) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %628 = "stablehlo.broadcast_in_dim"(%arg53) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %629 = "stablehlo.add"(%627, %628) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %630 = "stablehlo.reshape"(%629) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %631 = "stablehlo.dot_general"(%630, %615) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %632 = "stablehlo.transpose"(%631) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %633 = "stablehlo.reshape"(%632) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %634 = "stablehlo.reshape"(%614) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %635 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %636 = "stablehlo.and"(%arg54, %635) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %637 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %638 = "stablehlo.shift_right_logical"(%arg54, %637) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %639 = "stablehlo.reshape"(%636) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %640 = "stablehlo.reshape"(%638) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %641 = "stablehlo.concatenate"(%639, %640) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %642 = "stablehlo.reshape"(%641) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %643 = "stablehlo.convert"(%642) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %644 = "stablehlo.reshape"(%643) : (tensor<128x64xf32>) -> tensor<128x2x32xf32>
    %645 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %646 = "stablehlo.multiply"(%644, %645) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %647 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x2xf32>) -> tensor<128x2x32xf32>
    %648 = "stablehlo.add"(%646, %647) : (tensor<128x2x32xf32>, tensor<128x2x32xf32>) -> tensor<128x2x32xf32>
    %649 = "stablehlo.reshape"(%648) : (tensor<128x2x32xf32>) -> tensor<128x64xf32>
    %650 = "stablehlo.dot_general"(%649, %634) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %651 = "stablehlo.transpose"(%650) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %652 = "stablehlo.reshape"(%651) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %653 = "stablehlo.logistic"(%633) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %654 = "stablehlo.multiply"(%633, %653) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %655 = "stablehlo.multiply"(%654, %652) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %656 = "stablehlo.reshape"(%655) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %657 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %658 = "stablehlo.and"(%arg57, %657) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %659 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %660 = "stablehlo.shift_right_logical"(%arg57, %659) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %661 = "stablehlo.reshape"(%658) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %662 = "stablehlo.reshape"(%660) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %663 = "stablehlo.concatenate"(%661, %662) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %664 = "stablehlo.reshape"(%663) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %665 = "stablehlo.convert"(%664) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %666 = "stablehlo.reshape"(%665) : (tensor<64x128xf32>) -> tensor<64x4x32xf32>
    %667 = "stablehlo.broadcast_in_dim"(%arg58) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %668 = "stablehlo.multiply"(%666, %667) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %669 = "stablehlo.broadcast_in_dim"(%arg59) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x4xf32>) -> tensor<64x4x32xf32>
    %670 = "stablehlo.add"(%668, %669) : (tensor<64x4x32xf32>, tensor<64x4x32xf32>) -> tensor<64x4x32xf32>
    %671 = "stablehlo.reshape"(%670) : (tensor<64x4x32xf32>) -> tensor<64x128xf32>
    %672 = "stablehlo.dot_general"(%671, %656) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %673 = "stablehlo.transpose"(%672) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %674 = "stablehlo.reshape"(%673) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %675 = "stablehlo.add"(%595, %674) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %676 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %677 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %678 = "stablehlo.compare"(%676, %677) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %679 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %680 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %681 = "stablehlo.select"(%678, %679, %680) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %682 = "stablehlo.dot_general"(%681, %675) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %683 = "stablehlo.multiply"(%682, %682) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %684 = "stablehlo.convert"(%683) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %685 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %686 = "stablehlo.reduce"(%684, %685) ({
    ^bb0(%687: tensor<f64>, %688: tensor<f64>):
      %689 = "stablehlo.add"(%687, %688) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%689) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %690 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %691 = "stablehlo.divide"(%686, %690) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %692 = "stablehlo.convert"(%691) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %693 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %694 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %695 = "stablehlo.add"(%692, %694) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %696 = "stablehlo.sqrt"(%695) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %697 = "stablehlo.divide"(%693, %696) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %698 = "stablehlo.broadcast_in_dim"(%697) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %699 = "stablehlo.multiply"(%682, %698) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %700 = "stablehlo.broadcast_in_dim"(%arg60) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %701 = "stablehlo.multiply"(%699, %700) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %702 = "stablehlo.reshape"(%701) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %703 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %704 = "stablehlo.and"(%arg7, %703) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %705 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %706 = "stablehlo.shift_right_logical"(%arg7, %705) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %707 = "stablehlo.reshape"(%704) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %708 = "stablehlo.reshape"(%706) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %709 = "stablehlo.concatenate"(%707, %708) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %710 = "stablehlo.reshape"(%709) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %711 = "stablehlo.convert"(%710) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %712 = "stablehlo.reshape"(%711) : (tensor<32000x64xf32>) -> tensor<32000x2x32xf32>
    %713 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %714 = "stablehlo.multiply"(%712, %713) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %715 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x2xf32>) -> tensor<32000x2x32xf32>
    %716 = "stablehlo.add"(%714, %715) : (tensor<32000x2x32xf32>, tensor<32000x2x32xf32>) -> tensor<32000x2x32xf32>
    %717 = "stablehlo.reshape"(%716) : (tensor<32000x2x32xf32>) -> tensor<32000x64xf32>
    %718 = "stablehlo.dot_general"(%717, %702) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %719 = "stablehlo.transpose"(%718) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %720 = "stablehlo.reshape"(%719) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %720, %191, %210, %519, %538 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
