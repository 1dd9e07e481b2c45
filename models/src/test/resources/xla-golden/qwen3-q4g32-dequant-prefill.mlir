module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<128x64xf32>, %arg29: tensor<64x128xf32>, %arg30: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x32xi32>) -> tensor<32xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<32000x64xf32>, tensor<32xi32>) -> tensor<32x64xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %4 = "stablehlo.convert"(%3) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %5 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%7: tensor<f64>, %8: tensor<f64>):
      %9 = "stablehlo.add"(%7, %8) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%9) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %10 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %11 = "stablehlo.divide"(%6, %10) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %12 = "stablehlo.convert"(%11) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %13 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %14 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %15 = "stablehlo.add"(%12, %14) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %16 = "stablehlo.sqrt"(%15) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %17 = "stablehlo.divide"(%13, %16) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %19 = "stablehlo.multiply"(%2, %18) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %21 = "stablehlo.multiply"(%19, %20) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %23 = "stablehlo.dot_general"(%arg9, %22) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %24 = "stablehlo.transpose"(%23) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %26 = "stablehlo.reshape"(%21) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %27 = "stablehlo.dot_general"(%arg10, %26) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %28 = "stablehlo.transpose"(%27) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %30 = "stablehlo.reshape"(%21) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %31 = "stablehlo.dot_general"(%arg11, %30) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %32 = "stablehlo.transpose"(%31) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %34 = "stablehlo.reshape"(%25) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %35 = "stablehlo.reshape"(%29) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %36 = "stablehlo.reshape"(%33) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %37 = "stablehlo.multiply"(%34, %34) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %38 = "stablehlo.convert"(%37) : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf64>
    %39 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %40 = "stablehlo.reduce"(%38, %39) ({
    ^bb0(%41: tensor<f64>, %42: tensor<f64>):
      %43 = "stablehlo.add"(%41, %42) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%43) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf64>, tensor<f64>) -> tensor<1x32x4xf64>
    %44 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x4xf64>
    %45 = "stablehlo.divide"(%40, %44) : (tensor<1x32x4xf64>, tensor<1x32x4xf64>) -> tensor<1x32x4xf64>
    %46 = "stablehlo.convert"(%45) : (tensor<1x32x4xf64>) -> tensor<1x32x4xf32>
    %47 = stablehlo.constant dense<0x3F800000> : tensor<1x32x4xf32>
    %48 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %50 = "stablehlo.sqrt"(%49) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %51 = "stablehlo.divide"(%47, %50) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %53 = "stablehlo.multiply"(%34, %52) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %56 = "stablehlo.multiply"(%35, %35) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %57 = "stablehlo.convert"(%56) : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf64>
    %58 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %59 = "stablehlo.reduce"(%57, %58) ({
    ^bb0(%60: tensor<f64>, %61: tensor<f64>):
      %62 = "stablehlo.add"(%60, %61) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%62) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf64>, tensor<f64>) -> tensor<1x32x2xf64>
    %63 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x2xf64>
    %64 = "stablehlo.divide"(%59, %63) : (tensor<1x32x2xf64>, tensor<1x32x2xf64>) -> tensor<1x32x2xf64>
    %65 = "stablehlo.convert"(%64) : (tensor<1x32x2xf64>) -> tensor<1x32x2xf32>
    %66 = stablehlo.constant dense<0x3F800000> : tensor<1x32x2xf32>
    %67 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %68 = "stablehlo.add"(%65, %67) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %69 = "stablehlo.sqrt"(%68) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %70 = "stablehlo.divide"(%66, %69) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %72 = "stablehlo.multiply"(%35, %71) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %74 = "stablehlo.multiply"(%72, %73) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %75 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %77 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %80 = "stablehlo.cosine"(%79) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %82 = "stablehlo.sine"(%79) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %84 = "stablehlo.slice"(%55) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %85 = "stablehlo.slice"(%55) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %86 = "stablehlo.multiply"(%84, %81) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %87 = "stablehlo.multiply"(%85, %83) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %88 = "stablehlo.subtract"(%86, %87) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %89 = "stablehlo.multiply"(%84, %83) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %90 = "stablehlo.multiply"(%85, %81) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %92 = "stablehlo.concatenate"(%88, %91) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %93 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %95 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %97 = "stablehlo.multiply"(%94, %96) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %98 = "stablehlo.cosine"(%97) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %100 = "stablehlo.sine"(%97) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %102 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %103 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %104 = "stablehlo.multiply"(%102, %99) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %105 = "stablehlo.multiply"(%103, %101) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %106 = "stablehlo.subtract"(%104, %105) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %107 = "stablehlo.multiply"(%102, %101) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %108 = "stablehlo.multiply"(%103, %99) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %110 = "stablehlo.concatenate"(%106, %109) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %111 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %112 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %113 = "stablehlo.compare"(%111, %112) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %114 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %115 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %116 = "stablehlo.select"(%113, %114, %115) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %117 = "stablehlo.reshape"(%110) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %118 = "stablehlo.dot_general"(%116, %117) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %119 = "stablehlo.reshape"(%118) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %120 = "stablehlo.transpose"(%119) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %121 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %122 = "stablehlo.reduce"(%116, %121) ({
    ^bb0(%123: tensor<f32>, %124: tensor<f32>):
      %125 = "stablehlo.maximum"(%123, %124) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%125) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %126 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %127 = "stablehlo.compare"(%122, %126) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %129 = "stablehlo.select"(%128, %120, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %130 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %131 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %132 = "stablehlo.compare"(%130, %131) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %133 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %134 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %135 = "stablehlo.select"(%132, %133, %134) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %136 = "stablehlo.reshape"(%36) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %137 = "stablehlo.dot_general"(%135, %136) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %138 = "stablehlo.reshape"(%137) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %139 = "stablehlo.transpose"(%138) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %140 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %141 = "stablehlo.reduce"(%135, %140) ({
    ^bb0(%142: tensor<f32>, %143: tensor<f32>):
      %144 = "stablehlo.maximum"(%142, %143) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%144) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %145 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %146 = "stablehlo.compare"(%141, %145) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %147 = "stablehlo.broadcast_in_dim"(%146) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %148 = "stablehlo.select"(%147, %139, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %149 = "stablehlo.reshape"(%92) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %150 = "stablehlo.transpose"(%149) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %152 = "stablehlo.dot_general"(%151, %129) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %153 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %154 = "stablehlo.multiply"(%152, %153) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %155 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %156 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %157 = "stablehlo.compare"(%155, %156) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %158 = "stablehlo.broadcast_in_dim"(%157) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %160 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %161 = "stablehlo.select"(%159, %154, %160) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %162 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) ({
    ^bb0(%164: tensor<f32>, %165: tensor<f32>):
      %166 = "stablehlo.maximum"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%166) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %167 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %168 = "stablehlo.subtract"(%161, %167) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %169 = "stablehlo.exponential"(%168) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %170 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %171 = "stablehlo.select"(%159, %169, %170) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %172 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %173 = "stablehlo.reduce"(%171, %172) ({
    ^bb0(%174: tensor<f32>, %175: tensor<f32>):
      %176 = "stablehlo.add"(%174, %175) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%176) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %177 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %178 = "stablehlo.maximum"(%173, %177) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %179 = "stablehlo.dot_general"(%171, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %180 = "stablehlo.broadcast_in_dim"(%178) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %181 = "stablehlo.divide"(%179, %180) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %182 = "stablehlo.reshape"(%181) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %183 = "stablehlo.transpose"(%182) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %184 = "stablehlo.reshape"(%183) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %187 = "stablehlo.dot_general"(%arg14, %186) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %188 = "stablehlo.transpose"(%187) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %190 = "stablehlo.add"(%2, %189) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %191 = "stablehlo.multiply"(%190, %190) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %192 = "stablehlo.convert"(%191) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %193 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %194 = "stablehlo.reduce"(%192, %193) ({
    ^bb0(%195: tensor<f64>, %196: tensor<f64>):
      %197 = "stablehlo.add"(%195, %196) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%197) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %198 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %199 = "stablehlo.divide"(%194, %198) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %200 = "stablehlo.convert"(%199) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %201 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %202 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %203 = "stablehlo.add"(%200, %202) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %204 = "stablehlo.sqrt"(%203) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %205 = "stablehlo.divide"(%201, %204) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %206 = "stablehlo.broadcast_in_dim"(%205) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %207 = "stablehlo.multiply"(%190, %206) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %208 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %209 = "stablehlo.multiply"(%207, %208) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %211 = "stablehlo.dot_general"(%arg16, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %212 = "stablehlo.transpose"(%211) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %213 = "stablehlo.reshape"(%212) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %214 = "stablehlo.reshape"(%209) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %215 = "stablehlo.dot_general"(%arg17, %214) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %216 = "stablehlo.transpose"(%215) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %217 = "stablehlo.reshape"(%216) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %218 = "stablehlo.logistic"(%213) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %219 = "stablehlo.multiply"(%213, %218) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %220 = "stablehlo.multiply"(%219, %217) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %221 = "stablehlo.reshape"(%220) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %222 = "stablehlo.dot_general"(%arg18, %221) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %223 = "stablehlo.transpose"(%222) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %224 = "stablehlo.reshape"(%223) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %225 = "stablehlo.add"(%190, %224) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %226 = "stablehlo.multiply"(%225, %225) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %227 = "stablehlo.convert"(%226) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %228 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %229 = "stablehlo.reduce"(%227, %228) ({
    ^bb0(%230: tensor<f64>, %231: tensor<f64>):
      %232 = "stablehlo.add"(%230, %231) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%232) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %233 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %234 = "stablehlo.divide"(%229, %233) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %235 = "stablehlo.convert"(%234) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %236 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %237 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %238 = "stablehlo.add"(%235, %237) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %239 = "stablehlo.sqrt"(%238) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %240 = "stablehlo.divide"(%236, %239) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %242 = "stablehlo.multiply"(%225, %241) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %243 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %244 = "stablehlo.multiply"(%242, %243) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %245 = "stablehlo.reshape"(%244) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %246 = "stablehlo.dot_general"(%arg20, %245) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %247 = "stablehlo.transpose"(%246) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %248 = "stablehlo.reshape"(%247) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %249 = "stablehlo.reshape"(%244) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %250 = "stablehlo.dot_general"(%arg21, %249) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %251 = "stablehlo.transpose"(%250) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %252 = "stablehlo.reshape"(%251) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %253 = "stablehlo.reshape"(%244) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %254 = "stablehlo.dot_general"(%arg22, %253) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %255 = "stablehlo.transpose"(%254) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %256 = "stablehlo.reshape"(%255) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %257 = "stablehlo.reshape"(%248) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %258 = "stablehlo.reshape"(%252) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %259 = "stablehlo.reshape"(%256) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %260 = "stablehlo.multiply"(%257, %257) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %261 = "stablehlo.convert"(%260) : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf64>
    %262 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %263 = "stablehlo.reduce"(%261, %262) ({
    ^bb0(%264: tensor<f64>, %265: tensor<f64>):
      %266 = "stablehlo.add"(%264, %265) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%266) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x4x16xf64>, tensor<f64>) -> tensor<1x32x4xf64>
    %267 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x4xf64>
    %268 = "stablehlo.divide"(%263, %267) : (tensor<1x32x4xf64>, tensor<1x32x4xf64>) -> tensor<1x32x4xf64>
    %269 = "stablehlo.convert"(%268) : (tensor<1x32x4xf64>) -> tensor<1x32x4xf32>
    %270 = stablehlo.constant dense<0x3F800000> : tensor<1x32x4xf32>
    %271 = stablehlo.constant dense<0x358637BD> : tensor<1x32x4xf32>
    %272 = "stablehlo.add"(%269, %271) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %273 = "stablehlo.sqrt"(%272) : (tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %274 = "stablehlo.divide"(%270, %273) : (tensor<1x32x4xf32>, tensor<1x32x4xf32>) -> tensor<1x32x4xf32>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x4xf32>) -> tensor<1x32x4x16xf32>
    %276 = "stablehlo.multiply"(%257, %275) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %277 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x4x16xf32>
    %278 = "stablehlo.multiply"(%276, %277) : (tensor<1x32x4x16xf32>, tensor<1x32x4x16xf32>) -> tensor<1x32x4x16xf32>
    %279 = "stablehlo.multiply"(%258, %258) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %280 = "stablehlo.convert"(%279) : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf64>
    %281 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %282 = "stablehlo.reduce"(%280, %281) ({
    ^bb0(%283: tensor<f64>, %284: tensor<f64>):
      %285 = "stablehlo.add"(%283, %284) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%285) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x32x2x16xf64>, tensor<f64>) -> tensor<1x32x2xf64>
    %286 = stablehlo.constant dense<0x4030000000000000> : tensor<1x32x2xf64>
    %287 = "stablehlo.divide"(%282, %286) : (tensor<1x32x2xf64>, tensor<1x32x2xf64>) -> tensor<1x32x2xf64>
    %288 = "stablehlo.convert"(%287) : (tensor<1x32x2xf64>) -> tensor<1x32x2xf32>
    %289 = stablehlo.constant dense<0x3F800000> : tensor<1x32x2xf32>
    %290 = stablehlo.constant dense<0x358637BD> : tensor<1x32x2xf32>
    %291 = "stablehlo.add"(%288, %290) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %292 = "stablehlo.sqrt"(%291) : (tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %293 = "stablehlo.divide"(%289, %292) : (tensor<1x32x2xf32>, tensor<1x32x2xf32>) -> tensor<1x32x2xf32>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x32x2xf32>) -> tensor<1x32x2x16xf32>
    %295 = "stablehlo.multiply"(%258, %294) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %296 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x32x2x16xf32>
    %297 = "stablehlo.multiply"(%295, %296) : (tensor<1x32x2x16xf32>, tensor<1x32x2x16xf32>) -> tensor<1x32x2x16xf32>
    %298 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %300 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %302 = "stablehlo.multiply"(%299, %301) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %303 = "stablehlo.cosine"(%302) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %305 = "stablehlo.sine"(%302) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %307 = "stablehlo.slice"(%278) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %308 = "stablehlo.slice"(%278) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %309 = "stablehlo.multiply"(%307, %304) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %310 = "stablehlo.multiply"(%308, %306) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %311 = "stablehlo.subtract"(%309, %310) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %312 = "stablehlo.multiply"(%307, %306) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %313 = "stablehlo.multiply"(%308, %304) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %314 = "stablehlo.add"(%312, %313) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %315 = "stablehlo.concatenate"(%311, %314) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %316 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %317 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %318 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %319 = "stablehlo.broadcast_in_dim"(%318) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %320 = "stablehlo.multiply"(%317, %319) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %321 = "stablehlo.cosine"(%320) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %322 = "stablehlo.broadcast_in_dim"(%321) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %323 = "stablehlo.sine"(%320) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %324 = "stablehlo.broadcast_in_dim"(%323) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %325 = "stablehlo.slice"(%297) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %326 = "stablehlo.slice"(%297) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %327 = "stablehlo.multiply"(%325, %322) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %328 = "stablehlo.multiply"(%326, %324) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %329 = "stablehlo.subtract"(%327, %328) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %330 = "stablehlo.multiply"(%325, %324) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %331 = "stablehlo.multiply"(%326, %322) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %332 = "stablehlo.add"(%330, %331) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %333 = "stablehlo.concatenate"(%329, %332) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %334 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %335 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %336 = "stablehlo.compare"(%334, %335) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %337 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %338 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %339 = "stablehlo.select"(%336, %337, %338) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %340 = "stablehlo.reshape"(%333) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %341 = "stablehlo.dot_general"(%339, %340) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %342 = "stablehlo.reshape"(%341) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %343 = "stablehlo.transpose"(%342) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %344 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %345 = "stablehlo.reduce"(%339, %344) ({
    ^bb0(%346: tensor<f32>, %347: tensor<f32>):
      %348 = "stablehlo.maximum"(%346, %347) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%348) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %349 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %350 = "stablehlo.compare"(%345, %349) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %351 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %352 = "stablehlo.select"(%351, %343, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %353 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %354 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %355 = "stablehlo.compare"(%353, %354) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %356 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %357 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %358 = "stablehlo.select"(%355, %356, %357) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %359 = "stablehlo.reshape"(%259) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %360 = "stablehlo.dot_general"(%358, %359) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %361 = "stablehlo.reshape"(%360) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %362 = "stablehlo.transpose"(%361) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %363 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %364 = "stablehlo.reduce"(%358, %363) ({
    ^bb0(%365: tensor<f32>, %366: tensor<f32>):
      %367 = "stablehlo.maximum"(%365, %366) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%367) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %368 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %369 = "stablehlo.compare"(%364, %368) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %370 = "stablehlo.broadcast_in_dim"(%369) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %371 = "stablehlo.select"(%370, %362, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %372 = "stablehlo.reshape"(%315) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %373 = "stablehlo.transpose"(%372) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %375 = "stablehlo.dot_general"(%374, %352) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %376 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %377 = "stablehlo.multiply"(%375, %376) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %378 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %379 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %380 = "stablehlo.compare"(%378, %379) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %381 = "stablehlo.broadcast_in_dim"(%380) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %382 = "stablehlo.reshape"(%381) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %383 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %384 = "stablehlo.select"(%382, %377, %383) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %385 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %386 = "stablehlo.reduce"(%384, %385) ({
    ^bb0(%387: tensor<f32>, %388: tensor<f32>):
      %389 = "stablehlo.maximum"(%387, %388) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%389) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %390 = "stablehlo.broadcast_in_dim"(%386) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %391 = "stablehlo.subtract"(%384, %390) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %392 = "stablehlo.exponential"(%391) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %393 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %394 = "stablehlo.select"(%382, %392, %393) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %395 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %396 = "stablehlo.reduce"(%394, %395) ({
    ^bb0(%397: tensor<f32>, %398: tensor<f32>):
      %399 = "stablehlo.add"(%397, %398) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%399) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %400 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %401 = "stablehlo.maximum"(%396, %400) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %402 = "stablehlo.dot_general"(%394, %371) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %403 = "stablehlo.broadcast_in_dim"(%401) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %404 = "stablehlo.divide"(%402, %403) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %405 = "stablehlo.reshape"(%404) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %406 = "stablehlo.transpose"(%405) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %407 = "stablehlo.reshape"(%406) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %408 = "stablehlo.reshape"(%407) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %409 = "stablehlo.reshape"(%408) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %410 = "stablehlo.dot_general"(%arg25, %409) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %411 = "stablehlo.transpose"(%410) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %412 = "stablehlo.reshape"(%411) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %413 = "stablehlo.add"(%225, %412) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %414 = "stablehlo.multiply"(%413, %413) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %415 = "stablehlo.convert"(%414) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %416 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %417 = "stablehlo.reduce"(%415, %416) ({
    ^bb0(%418: tensor<f64>, %419: tensor<f64>):
      %420 = "stablehlo.add"(%418, %419) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%420) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %421 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %422 = "stablehlo.divide"(%417, %421) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %423 = "stablehlo.convert"(%422) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %424 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %425 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %426 = "stablehlo.add"(%423, %425) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %427 = "stablehlo.sqrt"(%426) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %428 = "stablehlo.divide"(%424, %427) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %429 = "stablehlo.broadcast_in_dim"(%428) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %430 = "stablehlo.multiply"(%413, %429) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %431 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %432 = "stablehlo.multiply"(%430, %431) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %433 = "stablehlo.reshape"(%432) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %434 = "stablehlo.dot_general"(%arg27, %433) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %435 = "stablehlo.transpose"(%434) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %436 = "stablehlo.reshape"(%435) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %437 = "stablehlo.reshape"(%432) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %438 = "stablehlo.dot_general"(%arg28, %437) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %439 = "stablehlo.transpose"(%438) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %440 = "stablehlo.reshape"(%439) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %441 = "stablehlo.logistic"(%436) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %442 = "stablehlo.multiply"(%436, %441) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %443 = "stablehlo.multiply"(%442, %440) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %444 = "stablehlo.reshape"(%443) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %445 = "stablehlo.dot_general"(%arg29, %444) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %446 = "stablehlo.transpose"(%445) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %447 = "stablehlo.reshape"(%446) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %448 = "stablehlo.add"(%413, %447) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %449 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %450 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %451 = "stablehlo.compare"(%449, %450) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %452 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %453 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %454 = "stablehlo.select"(%451, %452, %453) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %455 = "stablehlo.dot_general"(%454, %448) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %456 = "stablehlo.multiply"(%455, %455) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %457 = "stablehlo.convert"(%456) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %458 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %459 = "stablehlo.reduce"(%457, %458) ({
    ^bb0(%460: tensor<f64>, %461: tensor<f64>):
      %462 = "stablehlo.add"(%460, %461) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%462) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %463 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %464 = "stablehlo.divide"(%459, %463) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %465 = "stablehlo.convert"(%464) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %466 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %467 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %468 = "stablehlo.add"(%465, %467) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %469 = "stablehlo.sqrt"(%468) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %470 = "stablehlo.divide"(%466, %469) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %471 = "stablehlo.broadcast_in_dim"(%470) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %472 = "stablehlo.multiply"(%455, %471) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %473 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %474 = "stablehlo.multiply"(%472, %473) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %475 = "stablehlo.reshape"(%474) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %476 = "stablehlo.dot_general"(%arg7, %475) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %477 = "stablehlo.transpose"(%476) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %478 = "stablehlo.reshape"(%477) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %478, %129, %148, %352, %371 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
