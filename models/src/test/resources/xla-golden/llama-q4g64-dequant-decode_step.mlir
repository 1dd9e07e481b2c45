module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<128x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
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
    %37 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %38 = "stablehlo.broadcast_in_dim"(%37) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %39 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %40 = "stablehlo.broadcast_in_dim"(%39) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %41 = "stablehlo.multiply"(%38, %40) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %42 = "stablehlo.cosine"(%41) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %43 = "stablehlo.broadcast_in_dim"(%42) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %44 = "stablehlo.sine"(%41) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %45 = "stablehlo.broadcast_in_dim"(%44) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %46 = "stablehlo.slice"(%34) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %47 = "stablehlo.slice"(%34) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %48 = "stablehlo.multiply"(%46, %43) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %49 = "stablehlo.multiply"(%47, %45) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %50 = "stablehlo.subtract"(%48, %49) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %51 = "stablehlo.multiply"(%46, %45) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %52 = "stablehlo.multiply"(%47, %43) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %54 = "stablehlo.concatenate"(%50, %53) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %55 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %56 = "stablehlo.broadcast_in_dim"(%55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %57 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %59 = "stablehlo.multiply"(%56, %58) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %60 = "stablehlo.cosine"(%59) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %61 = "stablehlo.broadcast_in_dim"(%60) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %62 = "stablehlo.sine"(%59) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %63 = "stablehlo.broadcast_in_dim"(%62) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %64 = "stablehlo.slice"(%35) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %65 = "stablehlo.slice"(%35) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %66 = "stablehlo.multiply"(%64, %61) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %67 = "stablehlo.multiply"(%65, %63) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %68 = "stablehlo.subtract"(%66, %67) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %69 = "stablehlo.multiply"(%64, %63) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %70 = "stablehlo.multiply"(%65, %61) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %71 = "stablehlo.add"(%69, %70) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %72 = "stablehlo.concatenate"(%68, %71) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %73 = stablehlo.constant dense<0> : tensor<i32>
    %74 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %75 = "stablehlo.maximum"(%74, %73) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %76 = stablehlo.constant dense<0> : tensor<i32>
    %77 = "stablehlo.transpose"(%72) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %78 = "stablehlo.dynamic_slice"(%arg3, %76, %73, %75, %73) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %79 = "stablehlo.compare"(%74, %73) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %80 = "stablehlo.broadcast_in_dim"(%79) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %81 = "stablehlo.select"(%80, %77, %78) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %82 = "stablehlo.dynamic_update_slice"(%arg3, %81, %76, %73, %75, %73) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %83 = stablehlo.constant dense<0> : tensor<i32>
    %84 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %85 = "stablehlo.maximum"(%84, %83) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %86 = stablehlo.constant dense<0> : tensor<i32>
    %87 = "stablehlo.transpose"(%36) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %88 = "stablehlo.dynamic_slice"(%arg4, %86, %83, %85, %83) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %89 = "stablehlo.compare"(%84, %83) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %90 = "stablehlo.broadcast_in_dim"(%89) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %91 = "stablehlo.select"(%90, %87, %88) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %92 = "stablehlo.dynamic_update_slice"(%arg4, %91, %86, %83, %85, %83) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %93 = "stablehlo.reshape"(%54) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %96 = "stablehlo.dot_general"(%95, %82) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %97 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %98 = "stablehlo.multiply"(%96, %97) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %99 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %100 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %101 = "stablehlo.compare"(%99, %100) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %103 = "stablehlo.reshape"(%102) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %104 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %105 = "stablehlo.select"(%103, %98, %104) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %106 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %107 = "stablehlo.reduce"(%105, %106) ({
    ^bb0(%108: tensor<f32>, %109: tensor<f32>):
      %110 = "stablehlo.maximum"(%108, %109) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%110) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %111 = "stablehlo.broadcast_in_dim"(%107) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %112 = "stablehlo.subtract"(%105, %111) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %113 = "stablehlo.exponential"(%112) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %114 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %115 = "stablehlo.select"(%103, %113, %114) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %116 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %117 = "stablehlo.reduce"(%115, %116) ({
    ^bb0(%118: tensor<f32>, %119: tensor<f32>):
      %120 = "stablehlo.add"(%118, %119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%120) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %121 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %122 = "stablehlo.maximum"(%117, %121) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %123 = "stablehlo.dot_general"(%115, %92) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %124 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %125 = "stablehlo.divide"(%123, %124) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %127 = "stablehlo.transpose"(%126) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %128 = "stablehlo.reshape"(%127) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %130 = "stablehlo.reshape"(%129) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %131 = "stablehlo.dot_general"(%arg12, %130) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %132 = "stablehlo.transpose"(%131) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %133 = "stablehlo.reshape"(%132) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %134 = "stablehlo.add"(%2, %133) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %135 = "stablehlo.multiply"(%134, %134) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %136 = "stablehlo.convert"(%135) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %137 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %138 = "stablehlo.reduce"(%136, %137) ({
    ^bb0(%139: tensor<f64>, %140: tensor<f64>):
      %141 = "stablehlo.add"(%139, %140) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%141) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %142 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %143 = "stablehlo.divide"(%138, %142) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %144 = "stablehlo.convert"(%143) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %145 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %146 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %147 = "stablehlo.add"(%144, %146) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %148 = "stablehlo.sqrt"(%147) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %149 = "stablehlo.divide"(%145, %148) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %150 = "stablehlo.broadcast_in_dim"(%149) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %151 = "stablehlo.multiply"(%134, %150) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %152 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %153 = "stablehlo.multiply"(%151, %152) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %155 = "stablehlo.dot_general"(%arg14, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %156 = "stablehlo.transpose"(%155) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %158 = "stablehlo.reshape"(%153) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %159 = "stablehlo.dot_general"(%arg15, %158) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %160 = "stablehlo.transpose"(%159) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %161 = "stablehlo.reshape"(%160) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %162 = "stablehlo.logistic"(%157) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %163 = "stablehlo.multiply"(%157, %162) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %164 = "stablehlo.multiply"(%163, %161) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %166 = "stablehlo.dot_general"(%arg16, %165) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %167 = "stablehlo.transpose"(%166) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %168 = "stablehlo.reshape"(%167) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %169 = "stablehlo.add"(%134, %168) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %170 = "stablehlo.multiply"(%169, %169) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %171 = "stablehlo.convert"(%170) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %172 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %173 = "stablehlo.reduce"(%171, %172) ({
    ^bb0(%174: tensor<f64>, %175: tensor<f64>):
      %176 = "stablehlo.add"(%174, %175) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%176) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %177 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %178 = "stablehlo.divide"(%173, %177) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %179 = "stablehlo.convert"(%178) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %180 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %181 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %182 = "stablehlo.add"(%179, %181) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %183 = "stablehlo.sqrt"(%182) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %184 = "stablehlo.divide"(%180, %183) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %185 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %186 = "stablehlo.multiply"(%169, %185) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %187 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %188 = "stablehlo.multiply"(%186, %187) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %189 = "stablehlo.reshape"(%188) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %190 = "stablehlo.dot_general"(%arg18, %189) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %191 = "stablehlo.transpose"(%190) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %193 = "stablehlo.reshape"(%188) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %194 = "stablehlo.dot_general"(%arg19, %193) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %195 = "stablehlo.transpose"(%194) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %196 = "stablehlo.reshape"(%195) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %197 = "stablehlo.reshape"(%188) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %198 = "stablehlo.dot_general"(%arg20, %197) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %199 = "stablehlo.transpose"(%198) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %200 = "stablehlo.reshape"(%199) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %201 = "stablehlo.reshape"(%192) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %202 = "stablehlo.reshape"(%196) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %203 = "stablehlo.reshape"(%200) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %204 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %205 = "stablehlo.broadcast_in_dim"(%204) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %206 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %207 = "stablehlo.broadcast_in_dim"(%206) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %208 = "stablehlo.multiply"(%205, %207) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %209 = "stablehlo.cosine"(%208) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %210 = "stablehlo.broadcast_in_dim"(%209) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %211 = "stablehlo.sine"(%208) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %212 = "stablehlo.broadcast_in_dim"(%211) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %213 = "stablehlo.slice"(%201) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %214 = "stablehlo.slice"(%201) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %215 = "stablehlo.multiply"(%213, %210) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %216 = "stablehlo.multiply"(%214, %212) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %217 = "stablehlo.subtract"(%215, %216) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %218 = "stablehlo.multiply"(%213, %212) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %219 = "stablehlo.multiply"(%214, %210) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %220 = "stablehlo.add"(%218, %219) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %221 = "stablehlo.concatenate"(%217, %220) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %222 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %223 = "stablehlo.broadcast_in_dim"(%222) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %224 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %225 = "stablehlo.broadcast_in_dim"(%224) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %226 = "stablehlo.multiply"(%223, %225) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %227 = "stablehlo.cosine"(%226) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %228 = "stablehlo.broadcast_in_dim"(%227) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %229 = "stablehlo.sine"(%226) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %230 = "stablehlo.broadcast_in_dim"(%229) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %231 = "stablehlo.slice"(%202) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %232 = "stablehlo.slice"(%202) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %233 = "stablehlo.multiply"(%231, %228) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %234 = "stablehlo.multiply"(%232, %230) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %235 = "stablehlo.subtract"(%233, %234) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %236 = "stablehlo.multiply"(%231, %230) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %237 = "stablehlo.multiply"(%232, %228) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %238 = "stablehlo.add"(%236, %237) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %239 = "stablehlo.concatenate"(%235, %238) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %240 = stablehlo.constant dense<0> : tensor<i32>
    %241 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %242 = "stablehlo.maximum"(%241, %240) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %243 = stablehlo.constant dense<0> : tensor<i32>
    %244 = "stablehlo.transpose"(%239) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %245 = "stablehlo.dynamic_slice"(%arg5, %243, %240, %242, %240) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %246 = "stablehlo.compare"(%241, %240) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %247 = "stablehlo.broadcast_in_dim"(%246) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %248 = "stablehlo.select"(%247, %244, %245) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %249 = "stablehlo.dynamic_update_slice"(%arg5, %248, %243, %240, %242, %240) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %250 = stablehlo.constant dense<0> : tensor<i32>
    %251 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %252 = "stablehlo.maximum"(%251, %250) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %253 = stablehlo.constant dense<0> : tensor<i32>
    %254 = "stablehlo.transpose"(%203) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %255 = "stablehlo.dynamic_slice"(%arg6, %253, %250, %252, %250) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %256 = "stablehlo.compare"(%251, %250) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %258 = "stablehlo.select"(%257, %254, %255) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %259 = "stablehlo.dynamic_update_slice"(%arg6, %258, %253, %250, %252, %250) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %260 = "stablehlo.reshape"(%221) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %261 = "stablehlo.transpose"(%260) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %262 = "stablehlo.reshape"(%261) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %263 = "stablehlo.dot_general"(%262, %249) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %264 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %265 = "stablehlo.multiply"(%263, %264) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %266 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %267 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %268 = "stablehlo.compare"(%266, %267) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %269 = "stablehlo.broadcast_in_dim"(%268) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %270 = "stablehlo.reshape"(%269) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %271 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %272 = "stablehlo.select"(%270, %265, %271) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %273 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %274 = "stablehlo.reduce"(%272, %273) ({
    ^bb0(%275: tensor<f32>, %276: tensor<f32>):
      %277 = "stablehlo.maximum"(%275, %276) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%277) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %278 = "stablehlo.broadcast_in_dim"(%274) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %279 = "stablehlo.subtract"(%272, %278) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %280 = "stablehlo.exponential"(%279) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %281 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %282 = "stablehlo.select"(%270, %280, %281) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %283 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %284 = "stablehlo.reduce"(%282, %283) ({
    ^bb0(%285: tensor<f32>, %286: tensor<f32>):
      %287 = "stablehlo.add"(%285, %286) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%287) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %288 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %289 = "stablehlo.maximum"(%284, %288) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %290 = "stablehlo.dot_general"(%282, %259) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %291 = "stablehlo.broadcast_in_dim"(%289) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %292 = "stablehlo.divide"(%290, %291) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %293 = "stablehlo.reshape"(%292) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %294 = "stablehlo.transpose"(%293) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %295 = "stablehlo.reshape"(%294) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %296 = "stablehlo.reshape"(%295) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %297 = "stablehlo.reshape"(%296) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %298 = "stablehlo.dot_general"(%arg21, %297) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %299 = "stablehlo.transpose"(%298) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %300 = "stablehlo.reshape"(%299) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %301 = "stablehlo.add"(%169, %300) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %302 = "stablehlo.multiply"(%301, %301) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %303 = "stablehlo.convert"(%302) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %304 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %305 = "stablehlo.reduce"(%303, %304) ({
    ^bb0(%306: tensor<f64>, %307: tensor<f64>):
      %308 = "stablehlo.add"(%306, %307) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%308) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %309 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %310 = "stablehlo.divide"(%305, %309) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %311 = "stablehlo.convert"(%310) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %312 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %313 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %314 = "stablehlo.add"(%311, %313) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %315 = "stablehlo.sqrt"(%314) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %316 = "stablehlo.divide"(%312, %315) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %317 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %318 = "stablehlo.multiply"(%301, %317) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %319 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %320 = "stablehlo.multiply"(%318, %319) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %322 = "stablehlo.dot_general"(%arg23, %321) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %323 = "stablehlo.transpose"(%322) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %324 = "stablehlo.reshape"(%323) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %325 = "stablehlo.reshape"(%320) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %326 = "stablehlo.dot_general"(%arg24, %325) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %327 = "stablehlo.transpose"(%326) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %328 = "stablehlo.reshape"(%327) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %329 = "stablehlo.logistic"(%324) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %330 = "stablehlo.multiply"(%324, %329) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %331 = "stablehlo.multiply"(%330, %328) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %332 = "stablehlo.reshape"(%331) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %333 = "stablehlo.dot_general"(%arg25, %332) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %334 = "stablehlo.transpose"(%333) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %335 = "stablehlo.reshape"(%334) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %336 = "stablehlo.add"(%301, %335) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %337 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %338 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %339 = "stablehlo.compare"(%337, %338) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %340 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %341 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %342 = "stablehlo.select"(%339, %340, %341) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %343 = "stablehlo.dot_general"(%342, %336) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %344 = "stablehlo.multiply"(%343, %343) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %345 = "stablehlo.convert"(%344) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %346 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %347 = "stablehlo.reduce"(%345, %346) ({
    ^bb0(%348: tensor<f64>, %349: tensor<f64>):
      %350 = "stablehlo.add"(%348, %349) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%350) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %351 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %352 = "stablehlo.divide"(%347, %351) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %353 = "stablehlo.convert"(%352) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %354 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %355 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %356 = "stablehlo.add"(%353, %355) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %357 = "stablehlo.sqrt"(%356) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %358 = "stablehlo.divide"(%354, %357) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %359 = "stablehlo.broadcast_in_dim"(%358) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %360 = "stablehlo.multiply"(%343, %359) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %361 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %362 = "stablehlo.multiply"(%360, %361) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %363 = "stablehlo.reshape"(%362) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %364 = "stablehlo.dot_general"(%arg7, %363) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %365 = "stablehlo.transpose"(%364) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %366 = "stablehlo.reshape"(%365) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %366, %82, %92, %249, %259 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
