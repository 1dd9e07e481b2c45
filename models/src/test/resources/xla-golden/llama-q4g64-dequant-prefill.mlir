module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<128x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
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
    %37 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %39 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %41 = "stablehlo.multiply"(%38, %40) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %42 = "stablehlo.cosine"(%41) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %44 = "stablehlo.sine"(%41) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %46 = "stablehlo.slice"(%34) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %47 = "stablehlo.slice"(%34) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %48 = "stablehlo.multiply"(%46, %43) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %49 = "stablehlo.multiply"(%47, %45) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %50 = "stablehlo.subtract"(%48, %49) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %51 = "stablehlo.multiply"(%46, %45) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %52 = "stablehlo.multiply"(%47, %43) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %54 = "stablehlo.concatenate"(%50, %53) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %55 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %57 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %59 = "stablehlo.multiply"(%56, %58) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %60 = "stablehlo.cosine"(%59) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %62 = "stablehlo.sine"(%59) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %64 = "stablehlo.slice"(%35) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %65 = "stablehlo.slice"(%35) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %66 = "stablehlo.multiply"(%64, %61) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %67 = "stablehlo.multiply"(%65, %63) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %68 = "stablehlo.subtract"(%66, %67) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %69 = "stablehlo.multiply"(%64, %63) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %70 = "stablehlo.multiply"(%65, %61) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %72 = "stablehlo.concatenate"(%68, %71) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %73 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %74 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %75 = "stablehlo.compare"(%73, %74) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %76 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %77 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %78 = "stablehlo.select"(%75, %76, %77) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %79 = "stablehlo.reshape"(%72) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %80 = "stablehlo.dot_general"(%78, %79) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %81 = "stablehlo.reshape"(%80) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %82 = "stablehlo.transpose"(%81) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %83 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %84 = "stablehlo.reduce"(%78, %83) ({
    ^bb0(%85: tensor<f32>, %86: tensor<f32>):
      %87 = "stablehlo.maximum"(%85, %86) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%87) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %88 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %89 = "stablehlo.compare"(%84, %88) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %91 = "stablehlo.select"(%90, %82, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %92 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %93 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %94 = "stablehlo.compare"(%92, %93) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %95 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %96 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %97 = "stablehlo.select"(%94, %95, %96) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %98 = "stablehlo.reshape"(%36) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %99 = "stablehlo.dot_general"(%97, %98) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %100 = "stablehlo.reshape"(%99) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %101 = "stablehlo.transpose"(%100) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %102 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %103 = "stablehlo.reduce"(%97, %102) ({
    ^bb0(%104: tensor<f32>, %105: tensor<f32>):
      %106 = "stablehlo.maximum"(%104, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %107 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %108 = "stablehlo.compare"(%103, %107) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %109 = "stablehlo.broadcast_in_dim"(%108) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %110 = "stablehlo.select"(%109, %101, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %111 = "stablehlo.reshape"(%54) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %112 = "stablehlo.transpose"(%111) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %113 = "stablehlo.reshape"(%112) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %114 = "stablehlo.dot_general"(%113, %91) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %115 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %116 = "stablehlo.multiply"(%114, %115) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %117 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %118 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %119 = "stablehlo.compare"(%117, %118) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %121 = "stablehlo.reshape"(%120) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %122 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %123 = "stablehlo.select"(%121, %116, %122) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %124 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %125 = "stablehlo.reduce"(%123, %124) ({
    ^bb0(%126: tensor<f32>, %127: tensor<f32>):
      %128 = "stablehlo.maximum"(%126, %127) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%128) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %129 = "stablehlo.broadcast_in_dim"(%125) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %130 = "stablehlo.subtract"(%123, %129) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %131 = "stablehlo.exponential"(%130) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %132 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %133 = "stablehlo.select"(%121, %131, %132) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %134 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %135 = "stablehlo.reduce"(%133, %134) ({
    ^bb0(%136: tensor<f32>, %137: tensor<f32>):
      %138 = "stablehlo.add"(%136, %137) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%138) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %139 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %140 = "stablehlo.maximum"(%135, %139) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %141 = "stablehlo.dot_general"(%133, %110) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %142 = "stablehlo.broadcast_in_dim"(%140) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %143 = "stablehlo.divide"(%141, %142) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %144 = "stablehlo.reshape"(%143) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %145 = "stablehlo.transpose"(%144) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %147 = "stablehlo.reshape"(%146) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %148 = "stablehlo.reshape"(%147) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %149 = "stablehlo.dot_general"(%arg12, %148) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %150 = "stablehlo.transpose"(%149) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %151 = "stablehlo.reshape"(%150) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %152 = "stablehlo.add"(%2, %151) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %153 = "stablehlo.multiply"(%152, %152) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %154 = "stablehlo.convert"(%153) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %155 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %156 = "stablehlo.reduce"(%154, %155) ({
    ^bb0(%157: tensor<f64>, %158: tensor<f64>):
      %159 = "stablehlo.add"(%157, %158) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%159) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %160 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %161 = "stablehlo.divide"(%156, %160) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %162 = "stablehlo.convert"(%161) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %163 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %164 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %165 = "stablehlo.add"(%162, %164) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %166 = "stablehlo.sqrt"(%165) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %167 = "stablehlo.divide"(%163, %166) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %168 = "stablehlo.broadcast_in_dim"(%167) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %169 = "stablehlo.multiply"(%152, %168) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %170 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %171 = "stablehlo.multiply"(%169, %170) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %172 = "stablehlo.reshape"(%171) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %173 = "stablehlo.dot_general"(%arg14, %172) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %174 = "stablehlo.transpose"(%173) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %176 = "stablehlo.reshape"(%171) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %177 = "stablehlo.dot_general"(%arg15, %176) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %178 = "stablehlo.transpose"(%177) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %180 = "stablehlo.logistic"(%175) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %181 = "stablehlo.multiply"(%175, %180) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %182 = "stablehlo.multiply"(%181, %179) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %183 = "stablehlo.reshape"(%182) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %184 = "stablehlo.dot_general"(%arg16, %183) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %185 = "stablehlo.transpose"(%184) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %187 = "stablehlo.add"(%152, %186) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %188 = "stablehlo.multiply"(%187, %187) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %189 = "stablehlo.convert"(%188) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %190 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %191 = "stablehlo.reduce"(%189, %190) ({
    ^bb0(%192: tensor<f64>, %193: tensor<f64>):
      %194 = "stablehlo.add"(%192, %193) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%194) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %195 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %196 = "stablehlo.divide"(%191, %195) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %197 = "stablehlo.convert"(%196) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %198 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %199 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %200 = "stablehlo.add"(%197, %199) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %201 = "stablehlo.sqrt"(%200) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %202 = "stablehlo.divide"(%198, %201) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %204 = "stablehlo.multiply"(%187, %203) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %205 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %206 = "stablehlo.multiply"(%204, %205) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %207 = "stablehlo.reshape"(%206) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %208 = "stablehlo.dot_general"(%arg18, %207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %209 = "stablehlo.transpose"(%208) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %211 = "stablehlo.reshape"(%206) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %212 = "stablehlo.dot_general"(%arg19, %211) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %213 = "stablehlo.transpose"(%212) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %214 = "stablehlo.reshape"(%213) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %215 = "stablehlo.reshape"(%206) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %216 = "stablehlo.dot_general"(%arg20, %215) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %217 = "stablehlo.transpose"(%216) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %218 = "stablehlo.reshape"(%217) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %219 = "stablehlo.reshape"(%210) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %220 = "stablehlo.reshape"(%214) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %221 = "stablehlo.reshape"(%218) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %222 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %224 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %226 = "stablehlo.multiply"(%223, %225) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %227 = "stablehlo.cosine"(%226) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %229 = "stablehlo.sine"(%226) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %231 = "stablehlo.slice"(%219) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %232 = "stablehlo.slice"(%219) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %233 = "stablehlo.multiply"(%231, %228) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %234 = "stablehlo.multiply"(%232, %230) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %235 = "stablehlo.subtract"(%233, %234) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %236 = "stablehlo.multiply"(%231, %230) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %237 = "stablehlo.multiply"(%232, %228) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %238 = "stablehlo.add"(%236, %237) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %239 = "stablehlo.concatenate"(%235, %238) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %240 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %241 = "stablehlo.broadcast_in_dim"(%240) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %242 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %243 = "stablehlo.broadcast_in_dim"(%242) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %244 = "stablehlo.multiply"(%241, %243) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %245 = "stablehlo.cosine"(%244) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %246 = "stablehlo.broadcast_in_dim"(%245) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %247 = "stablehlo.sine"(%244) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %249 = "stablehlo.slice"(%220) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %250 = "stablehlo.slice"(%220) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %251 = "stablehlo.multiply"(%249, %246) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %252 = "stablehlo.multiply"(%250, %248) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %253 = "stablehlo.subtract"(%251, %252) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %254 = "stablehlo.multiply"(%249, %248) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %255 = "stablehlo.multiply"(%250, %246) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %256 = "stablehlo.add"(%254, %255) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %257 = "stablehlo.concatenate"(%253, %256) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %258 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %259 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %260 = "stablehlo.compare"(%258, %259) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %261 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %262 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %263 = "stablehlo.select"(%260, %261, %262) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %264 = "stablehlo.reshape"(%257) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %265 = "stablehlo.dot_general"(%263, %264) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %266 = "stablehlo.reshape"(%265) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %267 = "stablehlo.transpose"(%266) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %268 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %269 = "stablehlo.reduce"(%263, %268) ({
    ^bb0(%270: tensor<f32>, %271: tensor<f32>):
      %272 = "stablehlo.maximum"(%270, %271) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%272) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %273 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %274 = "stablehlo.compare"(%269, %273) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %275 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %276 = "stablehlo.select"(%275, %267, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %277 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %278 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %279 = "stablehlo.compare"(%277, %278) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %280 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %281 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %282 = "stablehlo.select"(%279, %280, %281) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %283 = "stablehlo.reshape"(%221) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %284 = "stablehlo.dot_general"(%282, %283) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %285 = "stablehlo.reshape"(%284) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %286 = "stablehlo.transpose"(%285) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %287 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %288 = "stablehlo.reduce"(%282, %287) ({
    ^bb0(%289: tensor<f32>, %290: tensor<f32>):
      %291 = "stablehlo.maximum"(%289, %290) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%291) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %292 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %293 = "stablehlo.compare"(%288, %292) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %294 = "stablehlo.broadcast_in_dim"(%293) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %295 = "stablehlo.select"(%294, %286, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %296 = "stablehlo.reshape"(%239) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %297 = "stablehlo.transpose"(%296) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %298 = "stablehlo.reshape"(%297) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %299 = "stablehlo.dot_general"(%298, %276) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %300 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %301 = "stablehlo.multiply"(%299, %300) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %302 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %303 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %304 = "stablehlo.compare"(%302, %303) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %306 = "stablehlo.reshape"(%305) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %307 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %308 = "stablehlo.select"(%306, %301, %307) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %309 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %310 = "stablehlo.reduce"(%308, %309) ({
    ^bb0(%311: tensor<f32>, %312: tensor<f32>):
      %313 = "stablehlo.maximum"(%311, %312) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%313) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %314 = "stablehlo.broadcast_in_dim"(%310) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %315 = "stablehlo.subtract"(%308, %314) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %316 = "stablehlo.exponential"(%315) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %317 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %318 = "stablehlo.select"(%306, %316, %317) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %319 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %320 = "stablehlo.reduce"(%318, %319) ({
    ^bb0(%321: tensor<f32>, %322: tensor<f32>):
      %323 = "stablehlo.add"(%321, %322) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%323) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %324 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %325 = "stablehlo.maximum"(%320, %324) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %326 = "stablehlo.dot_general"(%318, %295) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %327 = "stablehlo.broadcast_in_dim"(%325) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %328 = "stablehlo.divide"(%326, %327) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %329 = "stablehlo.reshape"(%328) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %330 = "stablehlo.transpose"(%329) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %331 = "stablehlo.reshape"(%330) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %332 = "stablehlo.reshape"(%331) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %333 = "stablehlo.reshape"(%332) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %334 = "stablehlo.dot_general"(%arg21, %333) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %335 = "stablehlo.transpose"(%334) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %336 = "stablehlo.reshape"(%335) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %337 = "stablehlo.add"(%187, %336) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %338 = "stablehlo.multiply"(%337, %337) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %339 = "stablehlo.convert"(%338) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %340 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %341 = "stablehlo.reduce"(%339, %340) ({
    ^bb0(%342: tensor<f64>, %343: tensor<f64>):
      %344 = "stablehlo.add"(%342, %343) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%344) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %345 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %346 = "stablehlo.divide"(%341, %345) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %347 = "stablehlo.convert"(%346) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %348 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %349 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %350 = "stablehlo.add"(%347, %349) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %351 = "stablehlo.sqrt"(%350) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %352 = "stablehlo.divide"(%348, %351) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %353 = "stablehlo.broadcast_in_dim"(%352) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %354 = "stablehlo.multiply"(%337, %353) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %355 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %356 = "stablehlo.multiply"(%354, %355) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %357 = "stablehlo.reshape"(%356) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %358 = "stablehlo.dot_general"(%arg23, %357) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %359 = "stablehlo.transpose"(%358) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %360 = "stablehlo.reshape"(%359) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %361 = "stablehlo.reshape"(%356) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %362 = "stablehlo.dot_general"(%arg24, %361) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %363 = "stablehlo.transpose"(%362) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %365 = "stablehlo.logistic"(%360) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %366 = "stablehlo.multiply"(%360, %365) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %367 = "stablehlo.multiply"(%366, %364) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %368 = "stablehlo.reshape"(%367) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %369 = "stablehlo.dot_general"(%arg25, %368) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %370 = "stablehlo.transpose"(%369) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %371 = "stablehlo.reshape"(%370) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %372 = "stablehlo.add"(%337, %371) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %373 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %374 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %375 = "stablehlo.compare"(%373, %374) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %376 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %377 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %378 = "stablehlo.select"(%375, %376, %377) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %379 = "stablehlo.dot_general"(%378, %372) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %380 = "stablehlo.multiply"(%379, %379) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %381 = "stablehlo.convert"(%380) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %382 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %383 = "stablehlo.reduce"(%381, %382) ({
    ^bb0(%384: tensor<f64>, %385: tensor<f64>):
      %386 = "stablehlo.add"(%384, %385) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%386) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %387 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %388 = "stablehlo.divide"(%383, %387) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %389 = "stablehlo.convert"(%388) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %390 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %391 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %392 = "stablehlo.add"(%389, %391) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %393 = "stablehlo.sqrt"(%392) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %394 = "stablehlo.divide"(%390, %393) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %395 = "stablehlo.broadcast_in_dim"(%394) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %396 = "stablehlo.multiply"(%379, %395) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %397 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %398 = "stablehlo.multiply"(%396, %397) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %400 = "stablehlo.dot_general"(%arg7, %399) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %401 = "stablehlo.transpose"(%400) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %402 = "stablehlo.reshape"(%401) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %402, %91, %110, %276, %295 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
