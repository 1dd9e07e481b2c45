module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<128x64xf32>, %arg29: tensor<64x128xf32>, %arg30: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x32xi32>) -> tensor<32xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<32000x64xf32>, tensor<32xi32>) -> tensor<32x64xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %4 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%6: tensor<f32>, %7: tensor<f32>):
      %8 = "stablehlo.add"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %9 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %10 = "stablehlo.divide"(%5, %9) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %11 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %13 = "stablehlo.rsqrt"(%12) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %15 = "stablehlo.multiply"(%2, %14) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %19 = "stablehlo.dot_general"(%arg9, %18) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %20 = "stablehlo.transpose"(%19) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %23 = "stablehlo.reshape"(%17) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %24 = "stablehlo.dot_general"(%arg10, %23) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %25 = "stablehlo.transpose"(%24) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %28 = "stablehlo.reshape"(%17) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %29 = "stablehlo.dot_general"(%arg11, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %30 = "stablehlo.transpose"(%29) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %33 = "stablehlo.multiply"(%22, %22) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %34 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%36: tensor<f32>, %37: tensor<f32>):
      %38 = "stablehlo.add"(%36, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf32>, tensor<f32>) -> tensor<1x32x4xf32>
    %39 = stablehlo.constant dense<0x41800000> : tensor<1x32x4xf32>
    %40 = "stablehlo.divide"(%35, %39) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %41 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %43 = "stablehlo.rsqrt"(%42) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %45 = "stablehlo.multiply"(%22, %44) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %46 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %48 = "stablehlo.multiply"(%27, %27) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %49 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%51: tensor<f32>, %52: tensor<f32>):
      %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %54 = stablehlo.constant dense<0x41800000> : tensor<1x32x2xf32>
    %55 = "stablehlo.divide"(%50, %54) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %56 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %58 = "stablehlo.rsqrt"(%57) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %60 = "stablehlo.multiply"(%27, %59) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %62 = "stablehlo.multiply"(%60, %61) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %63 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %65 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %67 = "stablehlo.multiply"(%64, %66) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %68 = "stablehlo.cosine"(%67) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %70 = "stablehlo.sine"(%67) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %72 = "stablehlo.slice"(%47) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %73 = "stablehlo.slice"(%47) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %74 = "stablehlo.multiply"(%72, %69) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %75 = "stablehlo.multiply"(%73, %71) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %76 = "stablehlo.subtract"(%74, %75) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %77 = "stablehlo.multiply"(%72, %71) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %78 = "stablehlo.multiply"(%73, %69) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %80 = "stablehlo.concatenate"(%76, %79) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %81 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %83 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %85 = "stablehlo.multiply"(%82, %84) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %86 = "stablehlo.cosine"(%85) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %88 = "stablehlo.sine"(%85) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %90 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %91 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %92 = "stablehlo.multiply"(%90, %87) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %93 = "stablehlo.multiply"(%91, %89) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %94 = "stablehlo.subtract"(%92, %93) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %95 = "stablehlo.multiply"(%90, %89) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %96 = "stablehlo.multiply"(%91, %87) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %97 = "stablehlo.add"(%95, %96) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %98 = "stablehlo.concatenate"(%94, %97) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %99 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %100 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %101 = "stablehlo.compare"(%99, %100) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %102 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %103 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %104 = "stablehlo.select"(%101, %102, %103) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %105 = "stablehlo.reshape"(%98) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %106 = "stablehlo.dot_general"(%104, %105) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %107 = "stablehlo.reshape"(%106) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %109 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %110 = "stablehlo.reduce"(%104, %109) ({
    ^bb0(%111: tensor<f32>, %112: tensor<f32>):
      %113 = "stablehlo.maximum"(%111, %112) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%113) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %114 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %115 = "stablehlo.compare"(%110, %114) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %117 = "stablehlo.select"(%116, %108, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %118 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %119 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %120 = "stablehlo.compare"(%118, %119) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %121 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %122 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %123 = "stablehlo.select"(%120, %121, %122) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %124 = "stablehlo.reshape"(%32) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %125 = "stablehlo.dot_general"(%123, %124) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %127 = "stablehlo.transpose"(%126) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %128 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %129 = "stablehlo.reduce"(%123, %128) ({
    ^bb0(%130: tensor<f32>, %131: tensor<f32>):
      %132 = "stablehlo.maximum"(%130, %131) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%132) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %133 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %134 = "stablehlo.compare"(%129, %133) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %135 = "stablehlo.broadcast_in_dim"(%134) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %136 = "stablehlo.select"(%135, %127, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %137 = "stablehlo.reshape"(%80) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %138 = "stablehlo.transpose"(%137) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %139 = "stablehlo.reshape"(%138) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %140 = "stablehlo.dot_general"(%139, %117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %141 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %142 = "stablehlo.multiply"(%140, %141) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %143 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %144 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %145 = "stablehlo.compare"(%143, %144) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %146 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %147 = "stablehlo.reshape"(%146) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %148 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %149 = "stablehlo.select"(%147, %142, %148) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %150 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %151 = "stablehlo.reduce"(%149, %150) ({
    ^bb0(%152: tensor<f32>, %153: tensor<f32>):
      %154 = "stablehlo.maximum"(%152, %153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%154) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %155 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %156 = "stablehlo.subtract"(%149, %155) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %157 = "stablehlo.exponential"(%156) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %158 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %159 = "stablehlo.select"(%147, %157, %158) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %160 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %161 = "stablehlo.reduce"(%159, %160) ({
    ^bb0(%162: tensor<f32>, %163: tensor<f32>):
      %164 = "stablehlo.add"(%162, %163) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%164) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %165 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %166 = "stablehlo.maximum"(%161, %165) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %167 = "stablehlo.dot_general"(%159, %136) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %168 = "stablehlo.broadcast_in_dim"(%166) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %169 = "stablehlo.divide"(%167, %168) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %170 = "stablehlo.reshape"(%169) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %171 = "stablehlo.transpose"(%170) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %173 = "stablehlo.reshape"(%172) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %174 = "stablehlo.reshape"(%173) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %175 = "stablehlo.dot_general"(%arg14, %174) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %176 = "stablehlo.transpose"(%175) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %178 = "stablehlo.add"(%2, %177) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %179 = "stablehlo.multiply"(%178, %178) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %180 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %181 = "stablehlo.reduce"(%179, %180) ({
    ^bb0(%182: tensor<f32>, %183: tensor<f32>):
      %184 = "stablehlo.add"(%182, %183) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%184) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %185 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %186 = "stablehlo.divide"(%181, %185) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %187 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %188 = "stablehlo.add"(%186, %187) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %189 = "stablehlo.rsqrt"(%188) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %190 = "stablehlo.broadcast_in_dim"(%189) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %191 = "stablehlo.multiply"(%178, %190) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %192 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %193 = "stablehlo.multiply"(%191, %192) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %194 = "stablehlo.reshape"(%193) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %195 = "stablehlo.dot_general"(%arg16, %194) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %196 = "stablehlo.transpose"(%195) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %197 = "stablehlo.reshape"(%196) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %198 = "stablehlo.logistic"(%197) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %199 = "stablehlo.multiply"(%197, %198) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %200 = "stablehlo.reshape"(%193) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %201 = "stablehlo.dot_general"(%arg17, %200) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %202 = "stablehlo.transpose"(%201) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %203 = "stablehlo.reshape"(%202) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %204 = "stablehlo.multiply"(%199, %203) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %205 = "stablehlo.reshape"(%204) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %206 = "stablehlo.dot_general"(%arg18, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %207 = "stablehlo.transpose"(%206) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %209 = "stablehlo.add"(%178, %208) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %210 = "stablehlo.multiply"(%209, %209) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %211 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %212 = "stablehlo.reduce"(%210, %211) ({
    ^bb0(%213: tensor<f32>, %214: tensor<f32>):
      %215 = "stablehlo.add"(%213, %214) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%215) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %216 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %217 = "stablehlo.divide"(%212, %216) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %218 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %219 = "stablehlo.add"(%217, %218) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %220 = "stablehlo.rsqrt"(%219) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %221 = "stablehlo.broadcast_in_dim"(%220) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %222 = "stablehlo.multiply"(%209, %221) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %223 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %224 = "stablehlo.multiply"(%222, %223) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %226 = "stablehlo.dot_general"(%arg20, %225) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %227 = "stablehlo.transpose"(%226) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %229 = "stablehlo.reshape"(%228) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %230 = "stablehlo.reshape"(%224) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %231 = "stablehlo.dot_general"(%arg21, %230) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %232 = "stablehlo.transpose"(%231) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %233 = "stablehlo.reshape"(%232) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %235 = "stablehlo.reshape"(%224) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %236 = "stablehlo.dot_general"(%arg22, %235) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %237 = "stablehlo.transpose"(%236) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %238 = "stablehlo.reshape"(%237) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %239 = "stablehlo.reshape"(%238) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %240 = "stablehlo.multiply"(%229, %229) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %241 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %242 = "stablehlo.reduce"(%240, %241) ({
    ^bb0(%243: tensor<f32>, %244: tensor<f32>):
      %245 = "stablehlo.add"(%243, %244) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%245) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf32>, tensor<f32>) -> tensor<1x32x4xf32>
    %246 = stablehlo.constant dense<0x41800000> : tensor<1x32x4xf32>
    %247 = "stablehlo.divide"(%242, %246) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %248 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %249 = "stablehlo.add"(%247, %248) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %250 = "stablehlo.rsqrt"(%249) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %251 = "stablehlo.broadcast_in_dim"(%250) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %252 = "stablehlo.multiply"(%229, %251) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %253 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %254 = "stablehlo.multiply"(%252, %253) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %255 = "stablehlo.multiply"(%234, %234) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %256 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %257 = "stablehlo.reduce"(%255, %256) ({
    ^bb0(%258: tensor<f32>, %259: tensor<f32>):
      %260 = "stablehlo.add"(%258, %259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%260) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf32>, tensor<f32>) -> tensor<1x32x2xf32>
    %261 = stablehlo.constant dense<0x41800000> : tensor<1x32x2xf32>
    %262 = "stablehlo.divide"(%257, %261) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %263 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %264 = "stablehlo.add"(%262, %263) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %265 = "stablehlo.rsqrt"(%264) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %266 = "stablehlo.broadcast_in_dim"(%265) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %267 = "stablehlo.multiply"(%234, %266) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %268 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %269 = "stablehlo.multiply"(%267, %268) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %270 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %272 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %274 = "stablehlo.multiply"(%271, %273) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %275 = "stablehlo.cosine"(%274) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %277 = "stablehlo.sine"(%274) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %279 = "stablehlo.slice"(%254) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %280 = "stablehlo.slice"(%254) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %281 = "stablehlo.multiply"(%279, %276) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %282 = "stablehlo.multiply"(%280, %278) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %283 = "stablehlo.subtract"(%281, %282) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %284 = "stablehlo.multiply"(%279, %278) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %285 = "stablehlo.multiply"(%280, %276) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %287 = "stablehlo.concatenate"(%283, %286) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %288 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %289 = "stablehlo.broadcast_in_dim"(%288) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %290 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %291 = "stablehlo.broadcast_in_dim"(%290) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %292 = "stablehlo.multiply"(%289, %291) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %293 = "stablehlo.cosine"(%292) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %295 = "stablehlo.sine"(%292) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %296 = "stablehlo.broadcast_in_dim"(%295) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %297 = "stablehlo.slice"(%269) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %298 = "stablehlo.slice"(%269) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %299 = "stablehlo.multiply"(%297, %294) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %300 = "stablehlo.multiply"(%298, %296) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %301 = "stablehlo.subtract"(%299, %300) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %302 = "stablehlo.multiply"(%297, %296) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %303 = "stablehlo.multiply"(%298, %294) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %304 = "stablehlo.add"(%302, %303) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %305 = "stablehlo.concatenate"(%301, %304) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %306 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %307 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %308 = "stablehlo.compare"(%306, %307) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %309 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %310 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %311 = "stablehlo.select"(%308, %309, %310) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %312 = "stablehlo.reshape"(%305) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %313 = "stablehlo.dot_general"(%311, %312) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %315 = "stablehlo.transpose"(%314) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %316 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %317 = "stablehlo.reduce"(%311, %316) ({
    ^bb0(%318: tensor<f32>, %319: tensor<f32>):
      %320 = "stablehlo.maximum"(%318, %319) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%320) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %321 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %322 = "stablehlo.compare"(%317, %321) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %324 = "stablehlo.select"(%323, %315, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %325 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %326 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %327 = "stablehlo.compare"(%325, %326) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %328 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %329 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %330 = "stablehlo.select"(%327, %328, %329) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %331 = "stablehlo.reshape"(%239) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %332 = "stablehlo.dot_general"(%330, %331) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %333 = "stablehlo.reshape"(%332) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %334 = "stablehlo.transpose"(%333) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %335 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %336 = "stablehlo.reduce"(%330, %335) ({
    ^bb0(%337: tensor<f32>, %338: tensor<f32>):
      %339 = "stablehlo.maximum"(%337, %338) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%339) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %340 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %341 = "stablehlo.compare"(%336, %340) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %342 = "stablehlo.broadcast_in_dim"(%341) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %343 = "stablehlo.select"(%342, %334, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %344 = "stablehlo.reshape"(%287) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %345 = "stablehlo.transpose"(%344) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %347 = "stablehlo.dot_general"(%346, %324) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %348 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %349 = "stablehlo.multiply"(%347, %348) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %350 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %351 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %352 = "stablehlo.compare"(%350, %351) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %353 = "stablehlo.broadcast_in_dim"(%352) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %354 = "stablehlo.reshape"(%353) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %355 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %356 = "stablehlo.select"(%354, %349, %355) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %357 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %358 = "stablehlo.reduce"(%356, %357) ({
    ^bb0(%359: tensor<f32>, %360: tensor<f32>):
      %361 = "stablehlo.maximum"(%359, %360) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%361) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %362 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %363 = "stablehlo.subtract"(%356, %362) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %364 = "stablehlo.exponential"(%363) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %365 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %366 = "stablehlo.select"(%354, %364, %365) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %367 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %368 = "stablehlo.reduce"(%366, %367) ({
    ^bb0(%369: tensor<f32>, %370: tensor<f32>):
      %371 = "stablehlo.add"(%369, %370) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%371) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %372 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %373 = "stablehlo.maximum"(%368, %372) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %374 = "stablehlo.dot_general"(%366, %343) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %375 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %376 = "stablehlo.divide"(%374, %375) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %377 = "stablehlo.reshape"(%376) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %378 = "stablehlo.transpose"(%377) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %380 = "stablehlo.reshape"(%379) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %381 = "stablehlo.reshape"(%380) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %382 = "stablehlo.dot_general"(%arg25, %381) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %383 = "stablehlo.transpose"(%382) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %384 = "stablehlo.reshape"(%383) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %385 = "stablehlo.add"(%209, %384) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %386 = "stablehlo.multiply"(%385, %385) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %387 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %388 = "stablehlo.reduce"(%386, %387) ({
    ^bb0(%389: tensor<f32>, %390: tensor<f32>):
      %391 = "stablehlo.add"(%389, %390) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%391) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %392 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %393 = "stablehlo.divide"(%388, %392) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %394 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %395 = "stablehlo.add"(%393, %394) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %396 = "stablehlo.rsqrt"(%395) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %397 = "stablehlo.broadcast_in_dim"(%396) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %398 = "stablehlo.multiply"(%385, %397) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %399 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %400 = "stablehlo.multiply"(%398, %399) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %401 = "stablehlo.reshape"(%400) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %402 = "stablehlo.dot_general"(%arg27, %401) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %403 = "stablehlo.transpose"(%402) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %405 = "stablehlo.logistic"(%404) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %406 = "stablehlo.multiply"(%404, %405) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %407 = "stablehlo.reshape"(%400) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %408 = "stablehlo.dot_general"(%arg28, %407) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %409 = "stablehlo.transpose"(%408) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %410 = "stablehlo.reshape"(%409) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %411 = "stablehlo.multiply"(%406, %410) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %412 = "stablehlo.reshape"(%411) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %413 = "stablehlo.dot_general"(%arg29, %412) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %414 = "stablehlo.transpose"(%413) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %415 = "stablehlo.reshape"(%414) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %416 = "stablehlo.add"(%385, %415) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %417 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %418 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %419 = "stablehlo.compare"(%417, %418) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %420 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %421 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %422 = "stablehlo.select"(%419, %420, %421) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %423 = "stablehlo.dot_general"(%422, %416) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %424 = "stablehlo.multiply"(%423, %423) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %425 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %426 = "stablehlo.reduce"(%424, %425) ({
    ^bb0(%427: tensor<f32>, %428: tensor<f32>):
      %429 = "stablehlo.add"(%427, %428) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%429) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %430 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %431 = "stablehlo.divide"(%426, %430) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %432 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %433 = "stablehlo.add"(%431, %432) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %434 = "stablehlo.rsqrt"(%433) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %435 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %436 = "stablehlo.multiply"(%423, %435) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %437 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %438 = "stablehlo.multiply"(%436, %437) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %439 = "stablehlo.reshape"(%438) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %440 = "stablehlo.dot_general"(%arg7, %439) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %441 = "stablehlo.transpose"(%440) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %442, %117, %136, %324, %343 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
