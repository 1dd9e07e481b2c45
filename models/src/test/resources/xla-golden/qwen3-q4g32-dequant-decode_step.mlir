module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<128x64xf32>, %arg29: tensor<64x128xf32>, %arg30: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xi32>) -> tensor<1xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<32000x64xf32>, tensor<1xi32>) -> tensor<1x64xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %4 = "stablehlo.convert"(%3) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %5 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %6 = "stablehlo.reduce"(%4, %5) ({
    ^bb0(%7: tensor<f64>, %8: tensor<f64>):
      %9 = "stablehlo.add"(%7, %8) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%9) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %10 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %11 = "stablehlo.divide"(%6, %10) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %12 = "stablehlo.convert"(%11) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %13 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %14 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %15 = "stablehlo.add"(%12, %14) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %16 = "stablehlo.sqrt"(%15) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %17 = "stablehlo.divide"(%13, %16) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %18 = "stablehlo.broadcast_in_dim"(%17) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %19 = "stablehlo.multiply"(%2, %18) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %20 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %21 = "stablehlo.multiply"(%19, %20) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %23 = "stablehlo.dot_general"(%arg9, %22) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %24 = "stablehlo.transpose"(%23) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %26 = "stablehlo.reshape"(%21) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %27 = "stablehlo.dot_general"(%arg10, %26) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %28 = "stablehlo.transpose"(%27) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %29 = "stablehlo.reshape"(%28) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %30 = "stablehlo.reshape"(%21) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %31 = "stablehlo.dot_general"(%arg11, %30) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %32 = "stablehlo.transpose"(%31) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %33 = "stablehlo.reshape"(%32) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %34 = "stablehlo.reshape"(%25) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %35 = "stablehlo.reshape"(%29) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %36 = "stablehlo.reshape"(%33) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %37 = "stablehlo.multiply"(%34, %34) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %38 = "stablehlo.convert"(%37) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf64>
    %39 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %40 = "stablehlo.reduce"(%38, %39) ({
    ^bb0(%41: tensor<f64>, %42: tensor<f64>):
      %43 = "stablehlo.add"(%41, %42) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%43) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf64>, tensor<f64>) -> tensor<1x1x4xf64>
    %44 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x4xf64>
    %45 = "stablehlo.divide"(%40, %44) : (tensor<1x1x4xf64>, tensor<1x1x4xf64>) -> tensor<1x1x4xf64>
    %46 = "stablehlo.convert"(%45) : (tensor<1x1x4xf64>) -> tensor<1x1x4xf32>
    %47 = stablehlo.constant dense<0x3F800000> : tensor<1x1x4xf32>
    %48 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %49 = "stablehlo.add"(%46, %48) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %50 = "stablehlo.sqrt"(%49) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %51 = "stablehlo.divide"(%47, %50) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %53 = "stablehlo.multiply"(%34, %52) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %54 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %55 = "stablehlo.multiply"(%53, %54) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %56 = "stablehlo.multiply"(%35, %35) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %57 = "stablehlo.convert"(%56) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf64>
    %58 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %59 = "stablehlo.reduce"(%57, %58) ({
    ^bb0(%60: tensor<f64>, %61: tensor<f64>):
      %62 = "stablehlo.add"(%60, %61) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%62) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf64>, tensor<f64>) -> tensor<1x1x2xf64>
    %63 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x2xf64>
    %64 = "stablehlo.divide"(%59, %63) : (tensor<1x1x2xf64>, tensor<1x1x2xf64>) -> tensor<1x1x2xf64>
    %65 = "stablehlo.convert"(%64) : (tensor<1x1x2xf64>) -> tensor<1x1x2xf32>
    %66 = stablehlo.constant dense<0x3F800000> : tensor<1x1x2xf32>
    %67 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %68 = "stablehlo.add"(%65, %67) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %69 = "stablehlo.sqrt"(%68) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %70 = "stablehlo.divide"(%66, %69) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %72 = "stablehlo.multiply"(%35, %71) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %73 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %74 = "stablehlo.multiply"(%72, %73) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %75 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %77 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %78 = "stablehlo.broadcast_in_dim"(%77) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %79 = "stablehlo.multiply"(%76, %78) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %80 = "stablehlo.cosine"(%79) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %81 = "stablehlo.broadcast_in_dim"(%80) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %82 = "stablehlo.sine"(%79) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %83 = "stablehlo.broadcast_in_dim"(%82) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %84 = "stablehlo.slice"(%55) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %85 = "stablehlo.slice"(%55) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %86 = "stablehlo.multiply"(%84, %81) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %87 = "stablehlo.multiply"(%85, %83) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %88 = "stablehlo.subtract"(%86, %87) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %89 = "stablehlo.multiply"(%84, %83) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %90 = "stablehlo.multiply"(%85, %81) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %92 = "stablehlo.concatenate"(%88, %91) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %93 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %94 = "stablehlo.broadcast_in_dim"(%93) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %95 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %96 = "stablehlo.broadcast_in_dim"(%95) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %97 = "stablehlo.multiply"(%94, %96) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %98 = "stablehlo.cosine"(%97) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %99 = "stablehlo.broadcast_in_dim"(%98) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %100 = "stablehlo.sine"(%97) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %101 = "stablehlo.broadcast_in_dim"(%100) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %102 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %103 = "stablehlo.slice"(%74) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %104 = "stablehlo.multiply"(%102, %99) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %105 = "stablehlo.multiply"(%103, %101) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %106 = "stablehlo.subtract"(%104, %105) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %107 = "stablehlo.multiply"(%102, %101) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %108 = "stablehlo.multiply"(%103, %99) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %109 = "stablehlo.add"(%107, %108) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %110 = "stablehlo.concatenate"(%106, %109) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %111 = stablehlo.constant dense<0> : tensor<i32>
    %112 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %113 = "stablehlo.maximum"(%112, %111) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %114 = stablehlo.constant dense<0> : tensor<i32>
    %115 = "stablehlo.transpose"(%110) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %116 = "stablehlo.dynamic_slice"(%arg3, %114, %111, %113, %111) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %117 = "stablehlo.compare"(%112, %111) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %119 = "stablehlo.select"(%118, %115, %116) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %120 = "stablehlo.dynamic_update_slice"(%arg3, %119, %114, %111, %113, %111) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %121 = stablehlo.constant dense<0> : tensor<i32>
    %122 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %123 = "stablehlo.maximum"(%122, %121) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %124 = stablehlo.constant dense<0> : tensor<i32>
    %125 = "stablehlo.transpose"(%36) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %126 = "stablehlo.dynamic_slice"(%arg4, %124, %121, %123, %121) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %127 = "stablehlo.compare"(%122, %121) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %129 = "stablehlo.select"(%128, %125, %126) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %130 = "stablehlo.dynamic_update_slice"(%arg4, %129, %124, %121, %123, %121) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %131 = "stablehlo.reshape"(%92) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %132 = "stablehlo.transpose"(%131) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %134 = "stablehlo.dot_general"(%133, %120) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %135 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %136 = "stablehlo.multiply"(%134, %135) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %137 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %138 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %139 = "stablehlo.compare"(%137, %138) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %140 = "stablehlo.broadcast_in_dim"(%139) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %141 = "stablehlo.reshape"(%140) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %142 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %143 = "stablehlo.select"(%141, %136, %142) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %144 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %145 = "stablehlo.reduce"(%143, %144) ({
    ^bb0(%146: tensor<f32>, %147: tensor<f32>):
      %148 = "stablehlo.maximum"(%146, %147) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%148) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %149 = "stablehlo.broadcast_in_dim"(%145) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %150 = "stablehlo.subtract"(%143, %149) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %151 = "stablehlo.exponential"(%150) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %152 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %153 = "stablehlo.select"(%141, %151, %152) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %154 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %155 = "stablehlo.reduce"(%153, %154) ({
    ^bb0(%156: tensor<f32>, %157: tensor<f32>):
      %158 = "stablehlo.add"(%156, %157) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%158) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %159 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %160 = "stablehlo.maximum"(%155, %159) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %161 = "stablehlo.dot_general"(%153, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %162 = "stablehlo.broadcast_in_dim"(%160) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %163 = "stablehlo.divide"(%161, %162) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %165 = "stablehlo.transpose"(%164) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %166 = "stablehlo.reshape"(%165) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %168 = "stablehlo.reshape"(%167) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %169 = "stablehlo.dot_general"(%arg14, %168) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %170 = "stablehlo.transpose"(%169) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %171 = "stablehlo.reshape"(%170) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %172 = "stablehlo.add"(%2, %171) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %173 = "stablehlo.multiply"(%172, %172) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %174 = "stablehlo.convert"(%173) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %175 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %176 = "stablehlo.reduce"(%174, %175) ({
    ^bb0(%177: tensor<f64>, %178: tensor<f64>):
      %179 = "stablehlo.add"(%177, %178) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%179) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %180 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %181 = "stablehlo.divide"(%176, %180) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %182 = "stablehlo.convert"(%181) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %183 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %184 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %185 = "stablehlo.add"(%182, %184) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %186 = "stablehlo.sqrt"(%185) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %187 = "stablehlo.divide"(%183, %186) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %188 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %189 = "stablehlo.multiply"(%172, %188) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %190 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %191 = "stablehlo.multiply"(%189, %190) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %193 = "stablehlo.dot_general"(%arg16, %192) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %194 = "stablehlo.transpose"(%193) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %196 = "stablehlo.reshape"(%191) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %197 = "stablehlo.dot_general"(%arg17, %196) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %198 = "stablehlo.transpose"(%197) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %200 = "stablehlo.logistic"(%195) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %201 = "stablehlo.multiply"(%195, %200) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %202 = "stablehlo.multiply"(%201, %199) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %204 = "stablehlo.dot_general"(%arg18, %203) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %205 = "stablehlo.transpose"(%204) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %207 = "stablehlo.add"(%172, %206) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %208 = "stablehlo.multiply"(%207, %207) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %209 = "stablehlo.convert"(%208) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %210 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %211 = "stablehlo.reduce"(%209, %210) ({
    ^bb0(%212: tensor<f64>, %213: tensor<f64>):
      %214 = "stablehlo.add"(%212, %213) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%214) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %215 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %216 = "stablehlo.divide"(%211, %215) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %217 = "stablehlo.convert"(%216) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %218 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %219 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %220 = "stablehlo.add"(%217, %219) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %221 = "stablehlo.sqrt"(%220) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %222 = "stablehlo.divide"(%218, %221) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %224 = "stablehlo.multiply"(%207, %223) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %225 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %226 = "stablehlo.multiply"(%224, %225) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %227 = "stablehlo.reshape"(%226) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %228 = "stablehlo.dot_general"(%arg20, %227) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %229 = "stablehlo.transpose"(%228) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %231 = "stablehlo.reshape"(%226) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %232 = "stablehlo.dot_general"(%arg21, %231) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %233 = "stablehlo.transpose"(%232) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %234 = "stablehlo.reshape"(%233) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %235 = "stablehlo.reshape"(%226) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %236 = "stablehlo.dot_general"(%arg22, %235) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %237 = "stablehlo.transpose"(%236) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %238 = "stablehlo.reshape"(%237) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %239 = "stablehlo.reshape"(%230) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %240 = "stablehlo.reshape"(%234) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %241 = "stablehlo.reshape"(%238) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %242 = "stablehlo.multiply"(%239, %239) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %243 = "stablehlo.convert"(%242) : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf64>
    %244 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %245 = "stablehlo.reduce"(%243, %244) ({
    ^bb0(%246: tensor<f64>, %247: tensor<f64>):
      %248 = "stablehlo.add"(%246, %247) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%248) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf64>, tensor<f64>) -> tensor<1x1x4xf64>
    %249 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x4xf64>
    %250 = "stablehlo.divide"(%245, %249) : (tensor<1x1x4xf64>, tensor<1x1x4xf64>) -> tensor<1x1x4xf64>
    %251 = "stablehlo.convert"(%250) : (tensor<1x1x4xf64>) -> tensor<1x1x4xf32>
    %252 = stablehlo.constant dense<0x3F800000> : tensor<1x1x4xf32>
    %253 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %254 = "stablehlo.add"(%251, %253) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %255 = "stablehlo.sqrt"(%254) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %256 = "stablehlo.divide"(%252, %255) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %258 = "stablehlo.multiply"(%239, %257) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %259 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %260 = "stablehlo.multiply"(%258, %259) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %261 = "stablehlo.multiply"(%240, %240) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %262 = "stablehlo.convert"(%261) : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf64>
    %263 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %264 = "stablehlo.reduce"(%262, %263) ({
    ^bb0(%265: tensor<f64>, %266: tensor<f64>):
      %267 = "stablehlo.add"(%265, %266) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%267) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf64>, tensor<f64>) -> tensor<1x1x2xf64>
    %268 = stablehlo.constant dense<0x4030000000000000> : tensor<1x1x2xf64>
    %269 = "stablehlo.divide"(%264, %268) : (tensor<1x1x2xf64>, tensor<1x1x2xf64>) -> tensor<1x1x2xf64>
    %270 = "stablehlo.convert"(%269) : (tensor<1x1x2xf64>) -> tensor<1x1x2xf32>
    %271 = stablehlo.constant dense<0x3F800000> : tensor<1x1x2xf32>
    %272 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %273 = "stablehlo.add"(%270, %272) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %274 = "stablehlo.sqrt"(%273) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %275 = "stablehlo.divide"(%271, %274) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %277 = "stablehlo.multiply"(%240, %276) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %278 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %279 = "stablehlo.multiply"(%277, %278) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %280 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %281 = "stablehlo.broadcast_in_dim"(%280) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %282 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %284 = "stablehlo.multiply"(%281, %283) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %285 = "stablehlo.cosine"(%284) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %286 = "stablehlo.broadcast_in_dim"(%285) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %287 = "stablehlo.sine"(%284) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %288 = "stablehlo.broadcast_in_dim"(%287) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %289 = "stablehlo.slice"(%260) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %290 = "stablehlo.slice"(%260) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %291 = "stablehlo.multiply"(%289, %286) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %292 = "stablehlo.multiply"(%290, %288) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %293 = "stablehlo.subtract"(%291, %292) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %294 = "stablehlo.multiply"(%289, %288) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %295 = "stablehlo.multiply"(%290, %286) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %296 = "stablehlo.add"(%294, %295) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %297 = "stablehlo.concatenate"(%293, %296) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %298 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %299 = "stablehlo.broadcast_in_dim"(%298) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %300 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %302 = "stablehlo.multiply"(%299, %301) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %303 = "stablehlo.cosine"(%302) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %304 = "stablehlo.broadcast_in_dim"(%303) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %305 = "stablehlo.sine"(%302) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %306 = "stablehlo.broadcast_in_dim"(%305) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %307 = "stablehlo.slice"(%279) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %308 = "stablehlo.slice"(%279) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %309 = "stablehlo.multiply"(%307, %304) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %310 = "stablehlo.multiply"(%308, %306) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %311 = "stablehlo.subtract"(%309, %310) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %312 = "stablehlo.multiply"(%307, %306) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %313 = "stablehlo.multiply"(%308, %304) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %314 = "stablehlo.add"(%312, %313) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %315 = "stablehlo.concatenate"(%311, %314) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %316 = stablehlo.constant dense<0> : tensor<i32>
    %317 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %318 = "stablehlo.maximum"(%317, %316) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %319 = stablehlo.constant dense<0> : tensor<i32>
    %320 = "stablehlo.transpose"(%315) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %321 = "stablehlo.dynamic_slice"(%arg5, %319, %316, %318, %316) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %322 = "stablehlo.compare"(%317, %316) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %323 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %324 = "stablehlo.select"(%323, %320, %321) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %325 = "stablehlo.dynamic_update_slice"(%arg5, %324, %319, %316, %318, %316) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %326 = stablehlo.constant dense<0> : tensor<i32>
    %327 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %328 = "stablehlo.maximum"(%327, %326) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %329 = stablehlo.constant dense<0> : tensor<i32>
    %330 = "stablehlo.transpose"(%241) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %331 = "stablehlo.dynamic_slice"(%arg6, %329, %326, %328, %326) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %332 = "stablehlo.compare"(%327, %326) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %333 = "stablehlo.broadcast_in_dim"(%332) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %334 = "stablehlo.select"(%333, %330, %331) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %335 = "stablehlo.dynamic_update_slice"(%arg6, %334, %329, %326, %328, %326) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %336 = "stablehlo.reshape"(%297) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %337 = "stablehlo.transpose"(%336) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %338 = "stablehlo.reshape"(%337) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %339 = "stablehlo.dot_general"(%338, %325) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %340 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %341 = "stablehlo.multiply"(%339, %340) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %342 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %343 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %344 = "stablehlo.compare"(%342, %343) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %345 = "stablehlo.broadcast_in_dim"(%344) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %346 = "stablehlo.reshape"(%345) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %347 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %348 = "stablehlo.select"(%346, %341, %347) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %349 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %350 = "stablehlo.reduce"(%348, %349) ({
    ^bb0(%351: tensor<f32>, %352: tensor<f32>):
      %353 = "stablehlo.maximum"(%351, %352) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%353) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %354 = "stablehlo.broadcast_in_dim"(%350) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %355 = "stablehlo.subtract"(%348, %354) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %356 = "stablehlo.exponential"(%355) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %357 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %358 = "stablehlo.select"(%346, %356, %357) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %359 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %360 = "stablehlo.reduce"(%358, %359) ({
    ^bb0(%361: tensor<f32>, %362: tensor<f32>):
      %363 = "stablehlo.add"(%361, %362) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%363) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %364 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %365 = "stablehlo.maximum"(%360, %364) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %366 = "stablehlo.dot_general"(%358, %335) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %367 = "stablehlo.broadcast_in_dim"(%365) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %368 = "stablehlo.divide"(%366, %367) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %369 = "stablehlo.reshape"(%368) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %370 = "stablehlo.transpose"(%369) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %371 = "stablehlo.reshape"(%370) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %372 = "stablehlo.reshape"(%371) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %373 = "stablehlo.reshape"(%372) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %374 = "stablehlo.dot_general"(%arg25, %373) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %375 = "stablehlo.transpose"(%374) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %376 = "stablehlo.reshape"(%375) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %377 = "stablehlo.add"(%207, %376) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %378 = "stablehlo.multiply"(%377, %377) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %379 = "stablehlo.convert"(%378) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %380 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %381 = "stablehlo.reduce"(%379, %380) ({
    ^bb0(%382: tensor<f64>, %383: tensor<f64>):
      %384 = "stablehlo.add"(%382, %383) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%384) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %385 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %386 = "stablehlo.divide"(%381, %385) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %387 = "stablehlo.convert"(%386) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %388 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %389 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %390 = "stablehlo.add"(%387, %389) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %391 = "stablehlo.sqrt"(%390) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %392 = "stablehlo.divide"(%388, %391) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %393 = "stablehlo.broadcast_in_dim"(%392) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %394 = "stablehlo.multiply"(%377, %393) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %395 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %396 = "stablehlo.multiply"(%394, %395) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %397 = "stablehlo.reshape"(%396) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %398 = "stablehlo.dot_general"(%arg27, %397) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %399 = "stablehlo.transpose"(%398) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %400 = "stablehlo.reshape"(%399) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %401 = "stablehlo.reshape"(%396) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %402 = "stablehlo.dot_general"(%arg28, %401) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %403 = "stablehlo.transpose"(%402) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %404 = "stablehlo.reshape"(%403) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %405 = "stablehlo.logistic"(%400) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %406 = "stablehlo.multiply"(%400, %405) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %407 = "stablehlo.multiply"(%406, %404) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %408 = "stablehlo.reshape"(%407) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %409 = "stablehlo.dot_general"(%arg29, %408) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %410 = "stablehlo.transpose"(%409) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %411 = "stablehlo.reshape"(%410) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %412 = "stablehlo.add"(%377, %411) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %413 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %414 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %415 = "stablehlo.compare"(%413, %414) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %416 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %417 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %418 = "stablehlo.select"(%415, %416, %417) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %419 = "stablehlo.dot_general"(%418, %412) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %420 = "stablehlo.multiply"(%419, %419) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %421 = "stablehlo.convert"(%420) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %422 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %423 = "stablehlo.reduce"(%421, %422) ({
    ^bb0(%424: tensor<f64>, %425: tensor<f64>):
      %426 = "stablehlo.add"(%424, %425) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%426) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %427 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %428 = "stablehlo.divide"(%423, %427) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %429 = "stablehlo.convert"(%428) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %430 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %431 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %432 = "stablehlo.add"(%429, %431) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %433 = "stablehlo.sqrt"(%432) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %434 = "stablehlo.divide"(%430, %433) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %435 = "stablehlo.broadcast_in_dim"(%434) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %436 = "stablehlo.multiply"(%419, %435) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %437 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %438 = "stablehlo.multiply"(%436, %437) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %439 = "stablehlo.reshape"(%438) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %440 = "stablehlo.dot_general"(%arg7, %439) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %441 = "stablehlo.transpose"(%440) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %442 = "stablehlo.reshape"(%441) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %442, %120, %130, %325, %335 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
