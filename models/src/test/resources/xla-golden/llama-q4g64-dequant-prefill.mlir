module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<128x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
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
    %33 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %35 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %37 = "stablehlo.multiply"(%34, %36) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %38 = "stablehlo.cosine"(%37) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %40 = "stablehlo.sine"(%37) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %42 = "stablehlo.slice"(%22) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %43 = "stablehlo.slice"(%22) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %44 = "stablehlo.multiply"(%42, %39) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %45 = "stablehlo.multiply"(%43, %41) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %46 = "stablehlo.subtract"(%44, %45) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %47 = "stablehlo.multiply"(%42, %41) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %48 = "stablehlo.multiply"(%43, %39) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %49 = "stablehlo.add"(%47, %48) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %50 = "stablehlo.concatenate"(%46, %49) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %51 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %53 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %55 = "stablehlo.multiply"(%52, %54) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %56 = "stablehlo.cosine"(%55) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %58 = "stablehlo.sine"(%55) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %60 = "stablehlo.slice"(%27) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %61 = "stablehlo.slice"(%27) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %62 = "stablehlo.multiply"(%60, %57) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %63 = "stablehlo.multiply"(%61, %59) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %64 = "stablehlo.subtract"(%62, %63) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %65 = "stablehlo.multiply"(%60, %59) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %66 = "stablehlo.multiply"(%61, %57) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %68 = "stablehlo.concatenate"(%64, %67) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %69 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %70 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %71 = "stablehlo.compare"(%69, %70) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %72 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %73 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %74 = "stablehlo.select"(%71, %72, %73) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %75 = "stablehlo.reshape"(%68) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %76 = "stablehlo.dot_general"(%74, %75) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %77 = "stablehlo.reshape"(%76) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %78 = "stablehlo.transpose"(%77) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %79 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %80 = "stablehlo.reduce"(%74, %79) ({
    ^bb0(%81: tensor<f32>, %82: tensor<f32>):
      %83 = "stablehlo.maximum"(%81, %82) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%83) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %84 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %85 = "stablehlo.compare"(%80, %84) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %87 = "stablehlo.select"(%86, %78, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %88 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %89 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %90 = "stablehlo.compare"(%88, %89) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %91 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %92 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %93 = "stablehlo.select"(%90, %91, %92) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %94 = "stablehlo.reshape"(%32) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %95 = "stablehlo.dot_general"(%93, %94) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %96 = "stablehlo.reshape"(%95) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %97 = "stablehlo.transpose"(%96) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %98 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %99 = "stablehlo.reduce"(%93, %98) ({
    ^bb0(%100: tensor<f32>, %101: tensor<f32>):
      %102 = "stablehlo.maximum"(%100, %101) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%102) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %103 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %104 = "stablehlo.compare"(%99, %103) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %106 = "stablehlo.select"(%105, %97, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %107 = "stablehlo.reshape"(%50) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %108 = "stablehlo.transpose"(%107) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %109 = "stablehlo.reshape"(%108) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %110 = "stablehlo.dot_general"(%109, %87) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %111 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %112 = "stablehlo.multiply"(%110, %111) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %113 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %114 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %115 = "stablehlo.compare"(%113, %114) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %117 = "stablehlo.reshape"(%116) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %118 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %119 = "stablehlo.select"(%117, %112, %118) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %120 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %121 = "stablehlo.reduce"(%119, %120) ({
    ^bb0(%122: tensor<f32>, %123: tensor<f32>):
      %124 = "stablehlo.maximum"(%122, %123) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%124) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %125 = "stablehlo.broadcast_in_dim"(%121) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %126 = "stablehlo.subtract"(%119, %125) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %127 = "stablehlo.exponential"(%126) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %128 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %129 = "stablehlo.select"(%117, %127, %128) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %130 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %131 = "stablehlo.reduce"(%129, %130) ({
    ^bb0(%132: tensor<f32>, %133: tensor<f32>):
      %134 = "stablehlo.add"(%132, %133) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%134) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %135 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %136 = "stablehlo.maximum"(%131, %135) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %137 = "stablehlo.dot_general"(%129, %106) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %138 = "stablehlo.broadcast_in_dim"(%136) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %139 = "stablehlo.divide"(%137, %138) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %140 = "stablehlo.reshape"(%139) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %141 = "stablehlo.transpose"(%140) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %142 = "stablehlo.reshape"(%141) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %145 = "stablehlo.dot_general"(%arg12, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %146 = "stablehlo.transpose"(%145) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %148 = "stablehlo.add"(%2, %147) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %149 = "stablehlo.multiply"(%148, %148) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %150 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %151 = "stablehlo.reduce"(%149, %150) ({
    ^bb0(%152: tensor<f32>, %153: tensor<f32>):
      %154 = "stablehlo.add"(%152, %153) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%154) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %155 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %156 = "stablehlo.divide"(%151, %155) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %157 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %158 = "stablehlo.add"(%156, %157) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %159 = "stablehlo.rsqrt"(%158) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %160 = "stablehlo.broadcast_in_dim"(%159) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %161 = "stablehlo.multiply"(%148, %160) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %162 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %163 = "stablehlo.multiply"(%161, %162) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %164 = "stablehlo.reshape"(%163) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %165 = "stablehlo.dot_general"(%arg14, %164) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %166 = "stablehlo.transpose"(%165) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %167 = "stablehlo.reshape"(%166) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %168 = "stablehlo.logistic"(%167) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %169 = "stablehlo.multiply"(%167, %168) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %170 = "stablehlo.reshape"(%163) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %171 = "stablehlo.dot_general"(%arg15, %170) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %172 = "stablehlo.transpose"(%171) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %173 = "stablehlo.reshape"(%172) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %174 = "stablehlo.multiply"(%169, %173) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %176 = "stablehlo.dot_general"(%arg16, %175) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %177 = "stablehlo.transpose"(%176) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %178 = "stablehlo.reshape"(%177) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %179 = "stablehlo.add"(%148, %178) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %180 = "stablehlo.multiply"(%179, %179) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %181 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %182 = "stablehlo.reduce"(%180, %181) ({
    ^bb0(%183: tensor<f32>, %184: tensor<f32>):
      %185 = "stablehlo.add"(%183, %184) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%185) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %186 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %187 = "stablehlo.divide"(%182, %186) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %188 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %189 = "stablehlo.add"(%187, %188) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %190 = "stablehlo.rsqrt"(%189) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %191 = "stablehlo.broadcast_in_dim"(%190) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %192 = "stablehlo.multiply"(%179, %191) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %193 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %194 = "stablehlo.multiply"(%192, %193) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %195 = "stablehlo.reshape"(%194) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %196 = "stablehlo.dot_general"(%arg18, %195) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %197 = "stablehlo.transpose"(%196) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %198 = "stablehlo.reshape"(%197) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %199 = "stablehlo.reshape"(%198) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %200 = "stablehlo.reshape"(%194) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %201 = "stablehlo.dot_general"(%arg19, %200) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %202 = "stablehlo.transpose"(%201) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %203 = "stablehlo.reshape"(%202) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %204 = "stablehlo.reshape"(%203) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %205 = "stablehlo.reshape"(%194) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %206 = "stablehlo.dot_general"(%arg20, %205) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %207 = "stablehlo.transpose"(%206) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %210 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %212 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %214 = "stablehlo.multiply"(%211, %213) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %215 = "stablehlo.cosine"(%214) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %217 = "stablehlo.sine"(%214) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %219 = "stablehlo.slice"(%199) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %220 = "stablehlo.slice"(%199) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %221 = "stablehlo.multiply"(%219, %216) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %222 = "stablehlo.multiply"(%220, %218) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %223 = "stablehlo.subtract"(%221, %222) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %224 = "stablehlo.multiply"(%219, %218) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %225 = "stablehlo.multiply"(%220, %216) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %226 = "stablehlo.add"(%224, %225) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %227 = "stablehlo.concatenate"(%223, %226) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %228 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %229 = "stablehlo.broadcast_in_dim"(%228) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %230 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %231 = "stablehlo.broadcast_in_dim"(%230) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %232 = "stablehlo.multiply"(%229, %231) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %233 = "stablehlo.cosine"(%232) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %234 = "stablehlo.broadcast_in_dim"(%233) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %235 = "stablehlo.sine"(%232) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %236 = "stablehlo.broadcast_in_dim"(%235) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %237 = "stablehlo.slice"(%204) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %238 = "stablehlo.slice"(%204) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %239 = "stablehlo.multiply"(%237, %234) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %240 = "stablehlo.multiply"(%238, %236) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %241 = "stablehlo.subtract"(%239, %240) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %242 = "stablehlo.multiply"(%237, %236) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %243 = "stablehlo.multiply"(%238, %234) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %244 = "stablehlo.add"(%242, %243) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %245 = "stablehlo.concatenate"(%241, %244) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %246 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %247 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %248 = "stablehlo.compare"(%246, %247) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %249 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %250 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %251 = "stablehlo.select"(%248, %249, %250) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %252 = "stablehlo.reshape"(%245) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %253 = "stablehlo.dot_general"(%251, %252) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %254 = "stablehlo.reshape"(%253) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %255 = "stablehlo.transpose"(%254) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %256 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %257 = "stablehlo.reduce"(%251, %256) ({
    ^bb0(%258: tensor<f32>, %259: tensor<f32>):
      %260 = "stablehlo.maximum"(%258, %259) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%260) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %261 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %262 = "stablehlo.compare"(%257, %261) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %263 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %264 = "stablehlo.select"(%263, %255, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %265 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %266 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %267 = "stablehlo.compare"(%265, %266) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %268 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %269 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %270 = "stablehlo.select"(%267, %268, %269) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %271 = "stablehlo.reshape"(%209) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %272 = "stablehlo.dot_general"(%270, %271) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %273 = "stablehlo.reshape"(%272) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %274 = "stablehlo.transpose"(%273) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %275 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %276 = "stablehlo.reduce"(%270, %275) ({
    ^bb0(%277: tensor<f32>, %278: tensor<f32>):
      %279 = "stablehlo.maximum"(%277, %278) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%279) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %280 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %281 = "stablehlo.compare"(%276, %280) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %282 = "stablehlo.broadcast_in_dim"(%281) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %283 = "stablehlo.select"(%282, %274, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %284 = "stablehlo.reshape"(%227) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %285 = "stablehlo.transpose"(%284) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %286 = "stablehlo.reshape"(%285) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %287 = "stablehlo.dot_general"(%286, %264) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %288 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %289 = "stablehlo.multiply"(%287, %288) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %290 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %291 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %292 = "stablehlo.compare"(%290, %291) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %293 = "stablehlo.broadcast_in_dim"(%292) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %294 = "stablehlo.reshape"(%293) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %295 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %296 = "stablehlo.select"(%294, %289, %295) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %297 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %298 = "stablehlo.reduce"(%296, %297) ({
    ^bb0(%299: tensor<f32>, %300: tensor<f32>):
      %301 = "stablehlo.maximum"(%299, %300) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%301) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %302 = "stablehlo.broadcast_in_dim"(%298) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %303 = "stablehlo.subtract"(%296, %302) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %304 = "stablehlo.exponential"(%303) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %305 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %306 = "stablehlo.select"(%294, %304, %305) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %307 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %308 = "stablehlo.reduce"(%306, %307) ({
    ^bb0(%309: tensor<f32>, %310: tensor<f32>):
      %311 = "stablehlo.add"(%309, %310) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%311) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %312 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %313 = "stablehlo.maximum"(%308, %312) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %314 = "stablehlo.dot_general"(%306, %283) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %315 = "stablehlo.broadcast_in_dim"(%313) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %316 = "stablehlo.divide"(%314, %315) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %317 = "stablehlo.reshape"(%316) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %318 = "stablehlo.transpose"(%317) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %319 = "stablehlo.reshape"(%318) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %320 = "stablehlo.reshape"(%319) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %322 = "stablehlo.dot_general"(%arg21, %321) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %323 = "stablehlo.transpose"(%322) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %324 = "stablehlo.reshape"(%323) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %325 = "stablehlo.add"(%179, %324) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %326 = "stablehlo.multiply"(%325, %325) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %327 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %328 = "stablehlo.reduce"(%326, %327) ({
    ^bb0(%329: tensor<f32>, %330: tensor<f32>):
      %331 = "stablehlo.add"(%329, %330) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%331) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf32>, tensor<f32>) -> tensor<1x32xf32>
    %332 = stablehlo.constant dense<0x42800000> : tensor<1x32xf32>
    %333 = "stablehlo.divide"(%328, %332) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %334 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %335 = "stablehlo.add"(%333, %334) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %336 = "stablehlo.rsqrt"(%335) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %337 = "stablehlo.broadcast_in_dim"(%336) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %338 = "stablehlo.multiply"(%325, %337) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %339 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %340 = "stablehlo.multiply"(%338, %339) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %341 = "stablehlo.reshape"(%340) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %342 = "stablehlo.dot_general"(%arg23, %341) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %343 = "stablehlo.transpose"(%342) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %344 = "stablehlo.reshape"(%343) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %345 = "stablehlo.logistic"(%344) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %346 = "stablehlo.multiply"(%344, %345) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %347 = "stablehlo.reshape"(%340) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %348 = "stablehlo.dot_general"(%arg24, %347) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %349 = "stablehlo.transpose"(%348) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %350 = "stablehlo.reshape"(%349) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %351 = "stablehlo.multiply"(%346, %350) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %352 = "stablehlo.reshape"(%351) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %353 = "stablehlo.dot_general"(%arg25, %352) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %354 = "stablehlo.transpose"(%353) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %355 = "stablehlo.reshape"(%354) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %356 = "stablehlo.add"(%325, %355) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %357 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %358 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %359 = "stablehlo.compare"(%357, %358) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %360 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %361 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %362 = "stablehlo.select"(%359, %360, %361) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %363 = "stablehlo.dot_general"(%362, %356) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %364 = "stablehlo.multiply"(%363, %363) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %365 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %366 = "stablehlo.reduce"(%364, %365) ({
    ^bb0(%367: tensor<f32>, %368: tensor<f32>):
      %369 = "stablehlo.add"(%367, %368) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%369) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %370 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %371 = "stablehlo.divide"(%366, %370) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %372 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %373 = "stablehlo.add"(%371, %372) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %374 = "stablehlo.rsqrt"(%373) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %375 = "stablehlo.broadcast_in_dim"(%374) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %376 = "stablehlo.multiply"(%363, %375) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %377 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %378 = "stablehlo.multiply"(%376, %377) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %380 = "stablehlo.dot_general"(%arg7, %379) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %381 = "stablehlo.transpose"(%380) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %382 = "stablehlo.reshape"(%381) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %382, %87, %106, %264, %283 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
