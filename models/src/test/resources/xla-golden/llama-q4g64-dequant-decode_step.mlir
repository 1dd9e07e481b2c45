module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x64xf32>, %arg8: tensor<64xf32>, %arg9: tensor<64x64xf32>, %arg10: tensor<32x64xf32>, %arg11: tensor<32x64xf32>, %arg12: tensor<64x64xf32>, %arg13: tensor<64xf32>, %arg14: tensor<128x64xf32>, %arg15: tensor<128x64xf32>, %arg16: tensor<64x128xf32>, %arg17: tensor<64xf32>, %arg18: tensor<64x64xf32>, %arg19: tensor<32x64xf32>, %arg20: tensor<32x64xf32>, %arg21: tensor<64x64xf32>, %arg22: tensor<64xf32>, %arg23: tensor<128x64xf32>, %arg24: tensor<128x64xf32>, %arg25: tensor<64x128xf32>, %arg26: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
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
    %33 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %34 = "stablehlo.broadcast_in_dim"(%33) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %35 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %36 = "stablehlo.broadcast_in_dim"(%35) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %37 = "stablehlo.multiply"(%34, %36) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %38 = "stablehlo.cosine"(%37) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %40 = "stablehlo.sine"(%37) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %41 = "stablehlo.broadcast_in_dim"(%40) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %42 = "stablehlo.slice"(%22) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %43 = "stablehlo.slice"(%22) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %44 = "stablehlo.multiply"(%42, %39) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %45 = "stablehlo.multiply"(%43, %41) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %46 = "stablehlo.subtract"(%44, %45) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %47 = "stablehlo.multiply"(%42, %41) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %48 = "stablehlo.multiply"(%43, %39) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %49 = "stablehlo.add"(%47, %48) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %50 = "stablehlo.concatenate"(%46, %49) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %51 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %52 = "stablehlo.broadcast_in_dim"(%51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %53 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %54 = "stablehlo.broadcast_in_dim"(%53) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %55 = "stablehlo.multiply"(%52, %54) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %56 = "stablehlo.cosine"(%55) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %57 = "stablehlo.broadcast_in_dim"(%56) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %58 = "stablehlo.sine"(%55) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %59 = "stablehlo.broadcast_in_dim"(%58) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %60 = "stablehlo.slice"(%27) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %61 = "stablehlo.slice"(%27) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %62 = "stablehlo.multiply"(%60, %57) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %63 = "stablehlo.multiply"(%61, %59) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %64 = "stablehlo.subtract"(%62, %63) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %65 = "stablehlo.multiply"(%60, %59) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %66 = "stablehlo.multiply"(%61, %57) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %67 = "stablehlo.add"(%65, %66) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %68 = "stablehlo.concatenate"(%64, %67) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %69 = stablehlo.constant dense<0> : tensor<i32>
    %70 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %71 = "stablehlo.maximum"(%70, %69) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %72 = stablehlo.constant dense<0> : tensor<i32>
    %73 = "stablehlo.transpose"(%68) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %74 = "stablehlo.dynamic_slice"(%arg3, %72, %69, %71, %69) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %75 = "stablehlo.compare"(%70, %69) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %76 = "stablehlo.broadcast_in_dim"(%75) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %77 = "stablehlo.select"(%76, %73, %74) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %78 = "stablehlo.dynamic_update_slice"(%arg3, %77, %72, %69, %71, %69) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %79 = stablehlo.constant dense<0> : tensor<i32>
    %80 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %81 = "stablehlo.maximum"(%80, %79) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %82 = stablehlo.constant dense<0> : tensor<i32>
    %83 = "stablehlo.transpose"(%32) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %84 = "stablehlo.dynamic_slice"(%arg4, %82, %79, %81, %79) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %85 = "stablehlo.compare"(%80, %79) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %86 = "stablehlo.broadcast_in_dim"(%85) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %87 = "stablehlo.select"(%86, %83, %84) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %88 = "stablehlo.dynamic_update_slice"(%arg4, %87, %82, %79, %81, %79) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %89 = "stablehlo.reshape"(%50) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %90 = "stablehlo.transpose"(%89) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %91 = "stablehlo.reshape"(%90) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %92 = "stablehlo.dot_general"(%91, %78) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %93 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %94 = "stablehlo.multiply"(%92, %93) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %95 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %96 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %97 = "stablehlo.compare"(%95, %96) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %98 = "stablehlo.broadcast_in_dim"(%97) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %99 = "stablehlo.reshape"(%98) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %100 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %101 = "stablehlo.select"(%99, %94, %100) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %102 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %103 = "stablehlo.reduce"(%101, %102) ({
    ^bb0(%104: tensor<f32>, %105: tensor<f32>):
      %106 = "stablehlo.maximum"(%104, %105) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%106) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %107 = "stablehlo.broadcast_in_dim"(%103) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %108 = "stablehlo.subtract"(%101, %107) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %109 = "stablehlo.exponential"(%108) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %110 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %111 = "stablehlo.select"(%99, %109, %110) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %112 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %113 = "stablehlo.reduce"(%111, %112) ({
    ^bb0(%114: tensor<f32>, %115: tensor<f32>):
      %116 = "stablehlo.add"(%114, %115) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%116) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %117 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %118 = "stablehlo.maximum"(%113, %117) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %119 = "stablehlo.dot_general"(%111, %88) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %120 = "stablehlo.broadcast_in_dim"(%118) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %121 = "stablehlo.divide"(%119, %120) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %122 = "stablehlo.reshape"(%121) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %123 = "stablehlo.transpose"(%122) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %124 = "stablehlo.reshape"(%123) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %125 = "stablehlo.reshape"(%124) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %126 = "stablehlo.reshape"(%125) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %127 = "stablehlo.dot_general"(%arg12, %126) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %128 = "stablehlo.transpose"(%127) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %129 = "stablehlo.reshape"(%128) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %130 = "stablehlo.add"(%2, %129) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %131 = "stablehlo.multiply"(%130, %130) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %132 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %133 = "stablehlo.reduce"(%131, %132) ({
    ^bb0(%134: tensor<f32>, %135: tensor<f32>):
      %136 = "stablehlo.add"(%134, %135) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%136) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %137 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %138 = "stablehlo.divide"(%133, %137) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %139 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %140 = "stablehlo.add"(%138, %139) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %141 = "stablehlo.rsqrt"(%140) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %143 = "stablehlo.multiply"(%130, %142) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %144 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %145 = "stablehlo.multiply"(%143, %144) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %146 = "stablehlo.reshape"(%145) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %147 = "stablehlo.dot_general"(%arg14, %146) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %148 = "stablehlo.transpose"(%147) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %149 = "stablehlo.reshape"(%148) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %150 = "stablehlo.logistic"(%149) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %151 = "stablehlo.multiply"(%149, %150) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %152 = "stablehlo.reshape"(%145) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %153 = "stablehlo.dot_general"(%arg15, %152) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %154 = "stablehlo.transpose"(%153) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %155 = "stablehlo.reshape"(%154) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %156 = "stablehlo.multiply"(%151, %155) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %158 = "stablehlo.dot_general"(%arg16, %157) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %159 = "stablehlo.transpose"(%158) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %160 = "stablehlo.reshape"(%159) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %161 = "stablehlo.add"(%130, %160) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %162 = "stablehlo.multiply"(%161, %161) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %163 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %164 = "stablehlo.reduce"(%162, %163) ({
    ^bb0(%165: tensor<f32>, %166: tensor<f32>):
      %167 = "stablehlo.add"(%165, %166) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%167) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %168 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %169 = "stablehlo.divide"(%164, %168) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %170 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %171 = "stablehlo.add"(%169, %170) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %172 = "stablehlo.rsqrt"(%171) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %173 = "stablehlo.broadcast_in_dim"(%172) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %174 = "stablehlo.multiply"(%161, %173) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %175 = "stablehlo.broadcast_in_dim"(%arg17) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %176 = "stablehlo.multiply"(%174, %175) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %177 = "stablehlo.reshape"(%176) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %178 = "stablehlo.dot_general"(%arg18, %177) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %179 = "stablehlo.transpose"(%178) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %180 = "stablehlo.reshape"(%179) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %182 = "stablehlo.reshape"(%176) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %183 = "stablehlo.dot_general"(%arg19, %182) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %184 = "stablehlo.transpose"(%183) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %185 = "stablehlo.reshape"(%184) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %186 = "stablehlo.reshape"(%185) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %187 = "stablehlo.reshape"(%176) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %188 = "stablehlo.dot_general"(%arg20, %187) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %189 = "stablehlo.transpose"(%188) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %192 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %193 = "stablehlo.broadcast_in_dim"(%192) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %194 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %195 = "stablehlo.broadcast_in_dim"(%194) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %196 = "stablehlo.multiply"(%193, %195) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %197 = "stablehlo.cosine"(%196) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %198 = "stablehlo.broadcast_in_dim"(%197) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %199 = "stablehlo.sine"(%196) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %200 = "stablehlo.broadcast_in_dim"(%199) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %201 = "stablehlo.slice"(%181) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %202 = "stablehlo.slice"(%181) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %203 = "stablehlo.multiply"(%201, %198) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %204 = "stablehlo.multiply"(%202, %200) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %205 = "stablehlo.subtract"(%203, %204) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %206 = "stablehlo.multiply"(%201, %200) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %207 = "stablehlo.multiply"(%202, %198) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %208 = "stablehlo.add"(%206, %207) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %209 = "stablehlo.concatenate"(%205, %208) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %210 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %211 = "stablehlo.broadcast_in_dim"(%210) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %212 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %213 = "stablehlo.broadcast_in_dim"(%212) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %214 = "stablehlo.multiply"(%211, %213) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %215 = "stablehlo.cosine"(%214) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %216 = "stablehlo.broadcast_in_dim"(%215) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %217 = "stablehlo.sine"(%214) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %218 = "stablehlo.broadcast_in_dim"(%217) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %219 = "stablehlo.slice"(%186) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %220 = "stablehlo.slice"(%186) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %221 = "stablehlo.multiply"(%219, %216) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %222 = "stablehlo.multiply"(%220, %218) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %223 = "stablehlo.subtract"(%221, %222) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %224 = "stablehlo.multiply"(%219, %218) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %225 = "stablehlo.multiply"(%220, %216) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %226 = "stablehlo.add"(%224, %225) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %227 = "stablehlo.concatenate"(%223, %226) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %228 = stablehlo.constant dense<0> : tensor<i32>
    %229 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %230 = "stablehlo.maximum"(%229, %228) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %231 = stablehlo.constant dense<0> : tensor<i32>
    %232 = "stablehlo.transpose"(%227) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %233 = "stablehlo.dynamic_slice"(%arg5, %231, %228, %230, %228) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %234 = "stablehlo.compare"(%229, %228) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %235 = "stablehlo.broadcast_in_dim"(%234) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %236 = "stablehlo.select"(%235, %232, %233) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %237 = "stablehlo.dynamic_update_slice"(%arg5, %236, %231, %228, %230, %228) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %238 = stablehlo.constant dense<0> : tensor<i32>
    %239 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %240 = "stablehlo.maximum"(%239, %238) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %241 = stablehlo.constant dense<0> : tensor<i32>
    %242 = "stablehlo.transpose"(%191) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %243 = "stablehlo.dynamic_slice"(%arg6, %241, %238, %240, %238) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %244 = "stablehlo.compare"(%239, %238) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %246 = "stablehlo.select"(%245, %242, %243) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %247 = "stablehlo.dynamic_update_slice"(%arg6, %246, %241, %238, %240, %238) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %248 = "stablehlo.reshape"(%209) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %249 = "stablehlo.transpose"(%248) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %250 = "stablehlo.reshape"(%249) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %251 = "stablehlo.dot_general"(%250, %237) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %252 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %253 = "stablehlo.multiply"(%251, %252) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %254 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %255 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %256 = "stablehlo.compare"(%254, %255) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %257 = "stablehlo.broadcast_in_dim"(%256) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %258 = "stablehlo.reshape"(%257) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %259 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %260 = "stablehlo.select"(%258, %253, %259) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %261 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %262 = "stablehlo.reduce"(%260, %261) ({
    ^bb0(%263: tensor<f32>, %264: tensor<f32>):
      %265 = "stablehlo.maximum"(%263, %264) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%265) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %266 = "stablehlo.broadcast_in_dim"(%262) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %267 = "stablehlo.subtract"(%260, %266) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %268 = "stablehlo.exponential"(%267) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %269 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %270 = "stablehlo.select"(%258, %268, %269) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %271 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %272 = "stablehlo.reduce"(%270, %271) ({
    ^bb0(%273: tensor<f32>, %274: tensor<f32>):
      %275 = "stablehlo.add"(%273, %274) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%275) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %276 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %277 = "stablehlo.maximum"(%272, %276) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %278 = "stablehlo.dot_general"(%270, %247) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %279 = "stablehlo.broadcast_in_dim"(%277) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %280 = "stablehlo.divide"(%278, %279) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %281 = "stablehlo.reshape"(%280) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %282 = "stablehlo.transpose"(%281) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %283 = "stablehlo.reshape"(%282) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %284 = "stablehlo.reshape"(%283) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %285 = "stablehlo.reshape"(%284) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %286 = "stablehlo.dot_general"(%arg21, %285) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %287 = "stablehlo.transpose"(%286) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %288 = "stablehlo.reshape"(%287) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %289 = "stablehlo.add"(%161, %288) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %290 = "stablehlo.multiply"(%289, %289) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %291 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %292 = "stablehlo.reduce"(%290, %291) ({
    ^bb0(%293: tensor<f32>, %294: tensor<f32>):
      %295 = "stablehlo.add"(%293, %294) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%295) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %296 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %297 = "stablehlo.divide"(%292, %296) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %298 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %299 = "stablehlo.add"(%297, %298) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %300 = "stablehlo.rsqrt"(%299) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %301 = "stablehlo.broadcast_in_dim"(%300) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %302 = "stablehlo.multiply"(%289, %301) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %303 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %304 = "stablehlo.multiply"(%302, %303) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %305 = "stablehlo.reshape"(%304) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %306 = "stablehlo.dot_general"(%arg23, %305) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %309 = "stablehlo.logistic"(%308) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %310 = "stablehlo.multiply"(%308, %309) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %311 = "stablehlo.reshape"(%304) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %312 = "stablehlo.dot_general"(%arg24, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %313 = "stablehlo.transpose"(%312) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %315 = "stablehlo.multiply"(%310, %314) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %316 = "stablehlo.reshape"(%315) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %317 = "stablehlo.dot_general"(%arg25, %316) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %318 = "stablehlo.transpose"(%317) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %319 = "stablehlo.reshape"(%318) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %320 = "stablehlo.add"(%289, %319) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %321 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %322 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %323 = "stablehlo.compare"(%321, %322) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %324 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %325 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %326 = "stablehlo.select"(%323, %324, %325) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %327 = "stablehlo.dot_general"(%326, %320) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %328 = "stablehlo.multiply"(%327, %327) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %329 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %330 = "stablehlo.reduce"(%328, %329) ({
    ^bb0(%331: tensor<f32>, %332: tensor<f32>):
      %333 = "stablehlo.add"(%331, %332) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%333) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf32>, tensor<f32>) -> tensor<1x1xf32>
    %334 = stablehlo.constant dense<0x42800000> : tensor<1x1xf32>
    %335 = "stablehlo.divide"(%330, %334) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %336 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %337 = "stablehlo.add"(%335, %336) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %338 = "stablehlo.rsqrt"(%337) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %339 = "stablehlo.broadcast_in_dim"(%338) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %340 = "stablehlo.multiply"(%327, %339) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %342 = "stablehlo.multiply"(%340, %341) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %343 = "stablehlo.reshape"(%342) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %344 = "stablehlo.dot_general"(%arg7, %343) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %345 = "stablehlo.transpose"(%344) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %346 = "stablehlo.reshape"(%345) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %346, %78, %88, %237, %247 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
