module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<64x64xf32>, %arg15: tensor<64xf32>, %arg16: tensor<128x64xf32>, %arg17: tensor<128x64xf32>, %arg18: tensor<64x128xf32>, %arg19: tensor<64xf32>, %arg20: tensor<64x64xf32>, %arg21: tensor<32x64xf32>, %arg22: tensor<32x64xf32>, %arg23: tensor<16xf32>, %arg24: tensor<16xf32>, %arg25: tensor<64x64xf32>, %arg26: tensor<64xf32>, %arg27: tensor<128x64xf32>, %arg28: tensor<128x64xf32>, %arg29: tensor<64x128xf32>, %arg30: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xi32>) -> tensor<1xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 64>, indices_are_sorted = false} : (tensor<32000x64xf32>, tensor<1xi32>) -> tensor<1x64xf32>
    %2 = "stablehlo.reshape"(%1) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %3 = "stablehlo.multiply"(%2, %2) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %4 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %5 = "stablehlo.reduce"(%3, %4) ({
    ^bb0(%6: tensor<f32>, %7: tensor<f32>):
      %8 = "stablehlo.add"(%6, %7) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%8) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %9 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %10 = "stablehlo.divide"(%5, %9) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %11 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %12 = "stablehlo.add"(%10, %11) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %13 = "stablehlo.rsqrt"(%12) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %14 = "stablehlo.broadcast_in_dim"(%13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %15 = "stablehlo.multiply"(%2, %14) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %17 = "stablehlo.multiply"(%15, %16) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %19 = "stablehlo.dot_general"(%arg9, %18) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %20 = "stablehlo.transpose"(%19) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %21 = "stablehlo.reshape"(%20) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %22 = "stablehlo.reshape"(%21) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %23 = "stablehlo.reshape"(%17) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %24 = "stablehlo.dot_general"(%arg10, %23) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %25 = "stablehlo.transpose"(%24) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %26 = "stablehlo.reshape"(%25) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %27 = "stablehlo.reshape"(%26) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %28 = "stablehlo.reshape"(%17) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %29 = "stablehlo.dot_general"(%arg11, %28) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %30 = "stablehlo.transpose"(%29) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %31 = "stablehlo.reshape"(%30) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %32 = "stablehlo.reshape"(%31) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %33 = "stablehlo.multiply"(%22, %22) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %34 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %35 = "stablehlo.reduce"(%33, %34) ({
    ^bb0(%36: tensor<f32>, %37: tensor<f32>):
      %38 = "stablehlo.add"(%36, %37) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%38) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %39 = stablehlo.constant dense<0x41800000> : tensor<1x1x4xf32>
    %40 = "stablehlo.divide"(%35, %39) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %41 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %43 = "stablehlo.rsqrt"(%42) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %44 = "stablehlo.broadcast_in_dim"(%43) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %45 = "stablehlo.multiply"(%22, %44) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %46 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %47 = "stablehlo.multiply"(%45, %46) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %48 = "stablehlo.multiply"(%27, %27) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %49 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %50 = "stablehlo.reduce"(%48, %49) ({
    ^bb0(%51: tensor<f32>, %52: tensor<f32>):
      %53 = "stablehlo.add"(%51, %52) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%53) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %54 = stablehlo.constant dense<0x41800000> : tensor<1x1x2xf32>
    %55 = "stablehlo.divide"(%50, %54) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %56 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %57 = "stablehlo.add"(%55, %56) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %58 = "stablehlo.rsqrt"(%57) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %60 = "stablehlo.multiply"(%27, %59) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %61 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %62 = "stablehlo.multiply"(%60, %61) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %63 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %65 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %66 = "stablehlo.broadcast_in_dim"(%65) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %67 = "stablehlo.multiply"(%64, %66) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %68 = "stablehlo.cosine"(%67) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %69 = "stablehlo.broadcast_in_dim"(%68) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %70 = "stablehlo.sine"(%67) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %71 = "stablehlo.broadcast_in_dim"(%70) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %72 = "stablehlo.slice"(%47) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %73 = "stablehlo.slice"(%47) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %74 = "stablehlo.multiply"(%72, %69) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %75 = "stablehlo.multiply"(%73, %71) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %76 = "stablehlo.subtract"(%74, %75) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %77 = "stablehlo.multiply"(%72, %71) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %78 = "stablehlo.multiply"(%73, %69) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %79 = "stablehlo.add"(%77, %78) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %80 = "stablehlo.concatenate"(%76, %79) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %81 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %82 = "stablehlo.broadcast_in_dim"(%81) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %83 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %84 = "stablehlo.broadcast_in_dim"(%83) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %85 = "stablehlo.multiply"(%82, %84) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %86 = "stablehlo.cosine"(%85) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %87 = "stablehlo.broadcast_in_dim"(%86) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %88 = "stablehlo.sine"(%85) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %89 = "stablehlo.broadcast_in_dim"(%88) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %90 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %91 = "stablehlo.slice"(%62) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %92 = "stablehlo.multiply"(%90, %87) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %93 = "stablehlo.multiply"(%91, %89) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %94 = "stablehlo.subtract"(%92, %93) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %95 = "stablehlo.multiply"(%90, %89) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %96 = "stablehlo.multiply"(%91, %87) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %97 = "stablehlo.add"(%95, %96) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %98 = "stablehlo.concatenate"(%94, %97) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %99 = stablehlo.constant dense<0> : tensor<i32>
    %100 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %101 = "stablehlo.maximum"(%100, %99) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %102 = stablehlo.constant dense<0> : tensor<i32>
    %103 = "stablehlo.transpose"(%98) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %104 = "stablehlo.dynamic_slice"(%arg3, %102, %99, %101, %99) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %105 = "stablehlo.compare"(%100, %99) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %106 = "stablehlo.broadcast_in_dim"(%105) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %107 = "stablehlo.select"(%106, %103, %104) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %108 = "stablehlo.dynamic_update_slice"(%arg3, %107, %102, %99, %101, %99) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %109 = stablehlo.constant dense<0> : tensor<i32>
    %110 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %111 = "stablehlo.maximum"(%110, %109) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %112 = stablehlo.constant dense<0> : tensor<i32>
    %113 = "stablehlo.transpose"(%32) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %114 = "stablehlo.dynamic_slice"(%arg4, %112, %109, %111, %109) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %115 = "stablehlo.compare"(%110, %109) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %116 = "stablehlo.broadcast_in_dim"(%115) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %117 = "stablehlo.select"(%116, %113, %114) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %118 = "stablehlo.dynamic_update_slice"(%arg4, %117, %112, %109, %111, %109) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %119 = "stablehlo.reshape"(%80) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %120 = "stablehlo.transpose"(%119) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %121 = "stablehlo.reshape"(%120) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %122 = "stablehlo.dot_general"(%121, %108) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %123 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %124 = "stablehlo.multiply"(%122, %123) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %125 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %126 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %127 = "stablehlo.compare"(%125, %126) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %128 = "stablehlo.broadcast_in_dim"(%127) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %129 = "stablehlo.reshape"(%128) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %130 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %131 = "stablehlo.select"(%129, %124, %130) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %132 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) ({
    ^bb0(%134: tensor<f32>, %135: tensor<f32>):
      %136 = "stablehlo.maximum"(%134, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%136) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %137 = "stablehlo.broadcast_in_dim"(%133) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %138 = "stablehlo.subtract"(%131, %137) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %139 = "stablehlo.exponential"(%138) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %140 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %141 = "stablehlo.select"(%129, %139, %140) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %142 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %143 = "stablehlo.reduce"(%141, %142) ({
    ^bb0(%144: tensor<f32>, %145: tensor<f32>):
      %146 = "stablehlo.add"(%144, %145) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%146) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %147 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %148 = "stablehlo.maximum"(%143, %147) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %149 = "stablehlo.dot_general"(%141, %118) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %150 = "stablehlo.broadcast_in_dim"(%148) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %151 = "stablehlo.divide"(%149, %150) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %152 = "stablehlo.reshape"(%151) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %153 = "stablehlo.transpose"(%152) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %154 = "stablehlo.reshape"(%153) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %156 = "stablehlo.reshape"(%155) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %157 = "stablehlo.dot_general"(%arg14, %156) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %158 = "stablehlo.transpose"(%157) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %159 = "stablehlo.reshape"(%158) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %160 = "stablehlo.add"(%2, %159) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %161 = "stablehlo.multiply"(%160, %160) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %162 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %163 = "stablehlo.reduce"(%161, %162) ({
    ^bb0(%164: tensor<f32>, %165: tensor<f32>):
      %166 = "stablehlo.add"(%164, %165) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%166) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %167 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %168 = "stablehlo.divide"(%163, %167) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %169 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %170 = "stablehlo.add"(%168, %169) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %171 = "stablehlo.rsqrt"(%170) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %172 = "stablehlo.broadcast_in_dim"(%171) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %173 = "stablehlo.multiply"(%160, %172) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %174 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %175 = "stablehlo.multiply"(%173, %174) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %176 = "stablehlo.reshape"(%175) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %177 = "stablehlo.dot_general"(%arg16, %176) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %178 = "stablehlo.transpose"(%177) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %179 = "stablehlo.reshape"(%178) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %180 = "stablehlo.logistic"(%179) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %181 = "stablehlo.multiply"(%179, %180) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %182 = "stablehlo.reshape"(%175) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %183 = "stablehlo.dot_general"(%arg17, %182) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %184 = "stablehlo.transpose"(%183) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %186 = "stablehlo.multiply"(%181, %185) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %187 = "stablehlo.reshape"(%186) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %188 = "stablehlo.dot_general"(%arg18, %187) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %189 = "stablehlo.transpose"(%188) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %191 = "stablehlo.add"(%160, %190) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %192 = "stablehlo.multiply"(%191, %191) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %193 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %194 = "stablehlo.reduce"(%192, %193) ({
    ^bb0(%195: tensor<f32>, %196: tensor<f32>):
      %197 = "stablehlo.add"(%195, %196) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%197) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %198 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %199 = "stablehlo.divide"(%194, %198) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %200 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %201 = "stablehlo.add"(%199, %200) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %202 = "stablehlo.rsqrt"(%201) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %203 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %204 = "stablehlo.multiply"(%191, %203) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %205 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %206 = "stablehlo.multiply"(%204, %205) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %207 = "stablehlo.reshape"(%206) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %208 = "stablehlo.dot_general"(%arg20, %207) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %209 = "stablehlo.transpose"(%208) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %211 = "stablehlo.reshape"(%210) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %212 = "stablehlo.reshape"(%206) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %213 = "stablehlo.dot_general"(%arg21, %212) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %214 = "stablehlo.transpose"(%213) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %215 = "stablehlo.reshape"(%214) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %216 = "stablehlo.reshape"(%215) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %217 = "stablehlo.reshape"(%206) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %218 = "stablehlo.dot_general"(%arg22, %217) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %219 = "stablehlo.transpose"(%218) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %221 = "stablehlo.reshape"(%220) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %222 = "stablehlo.multiply"(%211, %211) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %223 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %224 = "stablehlo.reduce"(%222, %223) ({
    ^bb0(%225: tensor<f32>, %226: tensor<f32>):
      %227 = "stablehlo.add"(%225, %226) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%227) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x4x16xf32>, tensor<f32>) -> tensor<1x1x4xf32>
    %228 = stablehlo.constant dense<0x41800000> : tensor<1x1x4xf32>
    %229 = "stablehlo.divide"(%224, %228) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %230 = stablehlo.constant dense<0x358637BD> : tensor<1x1x4xf32>
    %231 = "stablehlo.add"(%229, %230) : (tensor<1x1x4xf32>, tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %232 = "stablehlo.rsqrt"(%231) : (tensor<1x1x4xf32>) -> tensor<1x1x4xf32>
    %233 = "stablehlo.broadcast_in_dim"(%232) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x4xf32>) -> tensor<1x1x4x16xf32>
    %234 = "stablehlo.multiply"(%211, %233) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %235 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x4x16xf32>
    %236 = "stablehlo.multiply"(%234, %235) : (tensor<1x1x4x16xf32>, tensor<1x1x4x16xf32>) -> tensor<1x1x4x16xf32>
    %237 = "stablehlo.multiply"(%216, %216) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %238 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %239 = "stablehlo.reduce"(%237, %238) ({
    ^bb0(%240: tensor<f32>, %241: tensor<f32>):
      %242 = "stablehlo.add"(%240, %241) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%242) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x1x2x16xf32>, tensor<f32>) -> tensor<1x1x2xf32>
    %243 = stablehlo.constant dense<0x41800000> : tensor<1x1x2xf32>
    %244 = "stablehlo.divide"(%239, %243) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %245 = stablehlo.constant dense<0x358637BD> : tensor<1x1x2xf32>
    %246 = "stablehlo.add"(%244, %245) : (tensor<1x1x2xf32>, tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %247 = "stablehlo.rsqrt"(%246) : (tensor<1x1x2xf32>) -> tensor<1x1x2xf32>
    %248 = "stablehlo.broadcast_in_dim"(%247) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x1x2xf32>) -> tensor<1x1x2x16xf32>
    %249 = "stablehlo.multiply"(%216, %248) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %250 = "stablehlo.broadcast_in_dim"(%arg24) {broadcast_dimensions = array<i64: 3>} : (tensor<16xf32>) -> tensor<1x1x2x16xf32>
    %251 = "stablehlo.multiply"(%249, %250) : (tensor<1x1x2x16xf32>, tensor<1x1x2x16xf32>) -> tensor<1x1x2x16xf32>
    %252 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %253 = "stablehlo.broadcast_in_dim"(%252) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %254 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %256 = "stablehlo.multiply"(%253, %255) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %257 = "stablehlo.cosine"(%256) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %258 = "stablehlo.broadcast_in_dim"(%257) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %259 = "stablehlo.sine"(%256) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %260 = "stablehlo.broadcast_in_dim"(%259) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %261 = "stablehlo.slice"(%236) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %262 = "stablehlo.slice"(%236) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %263 = "stablehlo.multiply"(%261, %258) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %264 = "stablehlo.multiply"(%262, %260) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %265 = "stablehlo.subtract"(%263, %264) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %266 = "stablehlo.multiply"(%261, %260) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %267 = "stablehlo.multiply"(%262, %258) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %268 = "stablehlo.add"(%266, %267) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %269 = "stablehlo.concatenate"(%265, %268) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %270 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %271 = "stablehlo.broadcast_in_dim"(%270) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %272 = stablehlo.constant dense<[0x3F800000, 0x3E361887, 0x3D0186E2, 0x3BB8449B, 0x3A83126E, 0x393A7752, 0x3804A2B2, 0x36BCB0BF]> : tensor<8xf32>
    %273 = "stablehlo.broadcast_in_dim"(%272) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %274 = "stablehlo.multiply"(%271, %273) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %275 = "stablehlo.cosine"(%274) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %276 = "stablehlo.broadcast_in_dim"(%275) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %277 = "stablehlo.sine"(%274) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %278 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %279 = "stablehlo.slice"(%251) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %280 = "stablehlo.slice"(%251) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %281 = "stablehlo.multiply"(%279, %276) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %282 = "stablehlo.multiply"(%280, %278) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %283 = "stablehlo.subtract"(%281, %282) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %284 = "stablehlo.multiply"(%279, %278) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %285 = "stablehlo.multiply"(%280, %276) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %287 = "stablehlo.concatenate"(%283, %286) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %288 = stablehlo.constant dense<0> : tensor<i32>
    %289 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %290 = "stablehlo.maximum"(%289, %288) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %291 = stablehlo.constant dense<0> : tensor<i32>
    %292 = "stablehlo.transpose"(%287) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %293 = "stablehlo.dynamic_slice"(%arg5, %291, %288, %290, %288) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %294 = "stablehlo.compare"(%289, %288) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %295 = "stablehlo.broadcast_in_dim"(%294) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %296 = "stablehlo.select"(%295, %292, %293) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %297 = "stablehlo.dynamic_update_slice"(%arg5, %296, %291, %288, %290, %288) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %298 = stablehlo.constant dense<0> : tensor<i32>
    %299 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %300 = "stablehlo.maximum"(%299, %298) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %301 = stablehlo.constant dense<0> : tensor<i32>
    %302 = "stablehlo.transpose"(%221) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %303 = "stablehlo.dynamic_slice"(%arg6, %301, %298, %300, %298) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %304 = "stablehlo.compare"(%299, %298) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %305 = "stablehlo.broadcast_in_dim"(%304) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %306 = "stablehlo.select"(%305, %302, %303) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %307 = "stablehlo.dynamic_update_slice"(%arg6, %306, %301, %298, %300, %298) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %308 = "stablehlo.reshape"(%269) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %309 = "stablehlo.transpose"(%308) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %310 = "stablehlo.reshape"(%309) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %311 = "stablehlo.dot_general"(%310, %297) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %312 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %313 = "stablehlo.multiply"(%311, %312) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %314 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %315 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %316 = "stablehlo.compare"(%314, %315) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %317 = "stablehlo.broadcast_in_dim"(%316) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %318 = "stablehlo.reshape"(%317) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %319 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %320 = "stablehlo.select"(%318, %313, %319) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %321 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %322 = "stablehlo.reduce"(%320, %321) ({
    ^bb0(%323: tensor<f32>, %324: tensor<f32>):
      %325 = "stablehlo.maximum"(%323, %324) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%325) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %326 = "stablehlo.broadcast_in_dim"(%322) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %327 = "stablehlo.subtract"(%320, %326) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %328 = "stablehlo.exponential"(%327) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %329 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %330 = "stablehlo.select"(%318, %328, %329) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %331 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %332 = "stablehlo.reduce"(%330, %331) ({
    ^bb0(%333: tensor<f32>, %334: tensor<f32>):
      %335 = "stablehlo.add"(%333, %334) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%335) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %336 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %337 = "stablehlo.maximum"(%332, %336) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %338 = "stablehlo.dot_general"(%330, %307) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %339 = "stablehlo.broadcast_in_dim"(%337) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %340 = "stablehlo.divide"(%338, %339) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %341 = "stablehlo.reshape"(%340) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %342 = "stablehlo.transpose"(%341) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %343 = "stablehlo.reshape"(%342) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %344 = "stablehlo.reshape"(%343) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %345 = "stablehlo.reshape"(%344) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %346 = "stablehlo.dot_general"(%arg25, %345) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %347 = "stablehlo.transpose"(%346) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %349 = "stablehlo.add"(%191, %348) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %350 = "stablehlo.multiply"(%349, %349) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %351 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %352 = "stablehlo.reduce"(%350, %351) ({
    ^bb0(%353: tensor<f32>, %354: tensor<f32>):
      %355 = "stablehlo.add"(%353, %354) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%355) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %356 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %357 = "stablehlo.divide"(%352, %356) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %358 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %359 = "stablehlo.add"(%357, %358) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %360 = "stablehlo.rsqrt"(%359) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %361 = "stablehlo.broadcast_in_dim"(%360) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %362 = "stablehlo.multiply"(%349, %361) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %363 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %364 = "stablehlo.multiply"(%362, %363) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %365 = "stablehlo.reshape"(%364) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %366 = "stablehlo.dot_general"(%arg27, %365) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %367 = "stablehlo.transpose"(%366) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %368 = "stablehlo.reshape"(%367) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %369 = "stablehlo.logistic"(%368) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %370 = "stablehlo.multiply"(%368, %369) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %371 = "stablehlo.reshape"(%364) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %372 = "stablehlo.dot_general"(%arg28, %371) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %373 = "stablehlo.transpose"(%372) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %374 = "stablehlo.reshape"(%373) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %375 = "stablehlo.multiply"(%370, %374) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %376 = "stablehlo.reshape"(%375) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %377 = "stablehlo.dot_general"(%arg29, %376) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %378 = "stablehlo.transpose"(%377) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %379 = "stablehlo.reshape"(%378) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %380 = "stablehlo.add"(%349, %379) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %381 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %382 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %383 = "stablehlo.compare"(%381, %382) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %384 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %385 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %386 = "stablehlo.select"(%383, %384, %385) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %387 = "stablehlo.dot_general"(%386, %380) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %388 = "stablehlo.multiply"(%387, %387) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %389 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %390 = "stablehlo.reduce"(%388, %389) ({
    ^bb0(%391: tensor<f32>, %392: tensor<f32>):
      %393 = "stablehlo.add"(%391, %392) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%393) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %394 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %395 = "stablehlo.divide"(%390, %394) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %396 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %397 = "stablehlo.add"(%395, %396) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %398 = "stablehlo.rsqrt"(%397) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %399 = "stablehlo.broadcast_in_dim"(%398) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %400 = "stablehlo.multiply"(%387, %399) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %401 = "stablehlo.broadcast_in_dim"(%arg30) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %402 = "stablehlo.multiply"(%400, %401) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %403 = "stablehlo.reshape"(%402) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %404 = "stablehlo.dot_general"(%arg7, %403) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %405 = "stablehlo.transpose"(%404) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %406 = "stablehlo.reshape"(%405) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %406, %108, %118, %297, %307 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
