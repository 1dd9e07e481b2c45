module @mlxcel {
  func.func @decode_step(%arg0: tensor<1x1xi32>, %arg1: tensor<1x1xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x1xf32>, %arg9: tensor<32000x1xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x1xf32>, %arg13: tensor<64x1xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x1xf32>, %arg16: tensor<32x1xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x1xf32>, %arg19: tensor<32x1xf32>, %arg20: tensor<64x32xui8>, %arg21: tensor<64x1xf32>, %arg22: tensor<64x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<128x32xui8>, %arg25: tensor<128x1xf32>, %arg26: tensor<128x1xf32>, %arg27: tensor<128x32xui8>, %arg28: tensor<128x1xf32>, %arg29: tensor<128x1xf32>, %arg30: tensor<64x64xui8>, %arg31: tensor<64x2xf32>, %arg32: tensor<64x2xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x32xui8>, %arg35: tensor<64x1xf32>, %arg36: tensor<64x1xf32>, %arg37: tensor<32x32xui8>, %arg38: tensor<32x1xf32>, %arg39: tensor<32x1xf32>, %arg40: tensor<32x32xui8>, %arg41: tensor<32x1xf32>, %arg42: tensor<32x1xf32>, %arg43: tensor<64x32xui8>, %arg44: tensor<64x1xf32>, %arg45: tensor<64x1xf32>, %arg46: tensor<64xf32>, %arg47: tensor<128x32xui8>, %arg48: tensor<128x1xf32>, %arg49: tensor<128x1xf32>, %arg50: tensor<128x32xui8>, %arg51: tensor<128x1xf32>, %arg52: tensor<128x1xf32>, %arg53: tensor<64x64xui8>, %arg54: tensor<64x2xf32>, %arg55: tensor<64x2xf32>, %arg56: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x1xi32>) -> tensor<1xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<1xi32>) -> tensor<1x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<1xi32>) -> tensor<1x1xf32>
    %4 = stablehlo.constant dense<15> : tensor<1x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<1x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<1x32xui8>, tensor<1x32xui8>) -> tensor<1x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<1x32xui8>) -> tensor<1x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<1x32x1xui8>, tensor<1x32x1xui8>) -> tensor<1x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<1x32x2xui8>) -> tensor<1x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<1x64xui8>) -> tensor<1x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
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
    %49 = "stablehlo.reshape"(%48) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %50 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
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
    %68 = "stablehlo.reshape"(%67) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %69 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %71 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
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
    %87 = "stablehlo.reshape"(%86) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %90 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %93 = "stablehlo.dot_general"(%92, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %96 = "stablehlo.reshape"(%57) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %97 = "stablehlo.reshape"(%76) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %98 = "stablehlo.reshape"(%95) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %99 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %101 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %104 = "stablehlo.cosine"(%103) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %106 = "stablehlo.sine"(%103) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %108 = "stablehlo.slice"(%96) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %109 = "stablehlo.slice"(%96) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %110 = "stablehlo.multiply"(%108, %105) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %111 = "stablehlo.multiply"(%109, %107) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %112 = "stablehlo.subtract"(%110, %111) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %113 = "stablehlo.multiply"(%108, %107) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %114 = "stablehlo.multiply"(%109, %105) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %115 = "stablehlo.add"(%113, %114) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %116 = "stablehlo.concatenate"(%112, %115) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %117 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %119 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %121 = "stablehlo.multiply"(%118, %120) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %122 = "stablehlo.cosine"(%121) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %124 = "stablehlo.sine"(%121) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %126 = "stablehlo.slice"(%97) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %127 = "stablehlo.slice"(%97) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %128 = "stablehlo.multiply"(%126, %123) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %129 = "stablehlo.multiply"(%127, %125) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %130 = "stablehlo.subtract"(%128, %129) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %131 = "stablehlo.multiply"(%126, %125) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %132 = "stablehlo.multiply"(%127, %123) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %133 = "stablehlo.add"(%131, %132) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %134 = "stablehlo.concatenate"(%130, %133) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %135 = stablehlo.constant dense<0> : tensor<i32>
    %136 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %137 = "stablehlo.maximum"(%136, %135) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %138 = stablehlo.constant dense<0> : tensor<i32>
    %139 = "stablehlo.transpose"(%134) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %140 = "stablehlo.dynamic_slice"(%arg3, %138, %135, %137, %135) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %141 = "stablehlo.compare"(%136, %135) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %142 = "stablehlo.broadcast_in_dim"(%141) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %143 = "stablehlo.select"(%142, %139, %140) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %144 = "stablehlo.dynamic_update_slice"(%arg3, %143, %138, %135, %137, %135) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %145 = stablehlo.constant dense<0> : tensor<i32>
    %146 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %147 = "stablehlo.maximum"(%146, %145) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %148 = stablehlo.constant dense<0> : tensor<i32>
    %149 = "stablehlo.transpose"(%98) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %150 = "stablehlo.dynamic_slice"(%arg4, %148, %145, %147, %145) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %151 = "stablehlo.compare"(%146, %145) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %153 = "stablehlo.select"(%152, %149, %150) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %154 = "stablehlo.dynamic_update_slice"(%arg4, %153, %148, %145, %147, %145) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %155 = "stablehlo.reshape"(%116) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %156 = "stablehlo.transpose"(%155) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %157 = "stablehlo.reshape"(%156) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %158 = "stablehlo.dot_general"(%157, %144) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %159 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %160 = "stablehlo.multiply"(%158, %159) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %161 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %162 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %163 = "stablehlo.compare"(%161, %162) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %164 = "stablehlo.broadcast_in_dim"(%163) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %165 = "stablehlo.reshape"(%164) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %166 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %167 = "stablehlo.select"(%165, %160, %166) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %168 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %169 = "stablehlo.reduce"(%167, %168) ({
    ^bb0(%170: tensor<f32>, %171: tensor<f32>):
      %172 = "stablehlo.maximum"(%170, %171) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%172) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %173 = "stablehlo.broadcast_in_dim"(%169) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %174 = "stablehlo.subtract"(%167, %173) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %175 = "stablehlo.exponential"(%174) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %176 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %177 = "stablehlo.select"(%165, %175, %176) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %178 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %179 = "stablehlo.reduce"(%177, %178) ({
    ^bb0(%180: tensor<f32>, %181: tensor<f32>):
      %182 = "stablehlo.add"(%180, %181) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%182) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %183 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %184 = "stablehlo.maximum"(%179, %183) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %185 = "stablehlo.dot_general"(%177, %154) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %186 = "stablehlo.broadcast_in_dim"(%184) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %187 = "stablehlo.divide"(%185, %186) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %188 = "stablehlo.reshape"(%187) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %189 = "stablehlo.transpose"(%188) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %190 = "stablehlo.reshape"(%189) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %191 = "stablehlo.reshape"(%190) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %192 = "stablehlo.reshape"(%191) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %193 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %194 = "stablehlo.and"(%arg20, %193) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %195 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %196 = "stablehlo.shift_right_logical"(%arg20, %195) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %197 = "stablehlo.reshape"(%194) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %198 = "stablehlo.reshape"(%196) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %199 = "stablehlo.concatenate"(%197, %198) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %200 = "stablehlo.reshape"(%199) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %201 = "stablehlo.convert"(%200) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %202 = "stablehlo.reshape"(%201) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %203 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %204 = "stablehlo.multiply"(%202, %203) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %205 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %206 = "stablehlo.add"(%204, %205) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %207 = "stablehlo.reshape"(%206) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %208 = "stablehlo.dot_general"(%207, %192) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %209 = "stablehlo.transpose"(%208) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %211 = "stablehlo.add"(%19, %210) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %212 = "stablehlo.multiply"(%211, %211) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %213 = "stablehlo.convert"(%212) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %214 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %215 = "stablehlo.reduce"(%213, %214) ({
    ^bb0(%216: tensor<f64>, %217: tensor<f64>):
      %218 = "stablehlo.add"(%216, %217) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%218) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %219 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %220 = "stablehlo.divide"(%215, %219) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %221 = "stablehlo.convert"(%220) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %222 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %223 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %224 = "stablehlo.add"(%221, %223) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %225 = "stablehlo.sqrt"(%224) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %226 = "stablehlo.divide"(%222, %225) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %227 = "stablehlo.broadcast_in_dim"(%226) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %228 = "stablehlo.multiply"(%211, %227) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %229 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %230 = "stablehlo.multiply"(%228, %229) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %231 = "stablehlo.reshape"(%230) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %232 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %233 = "stablehlo.and"(%arg24, %232) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %234 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %235 = "stablehlo.shift_right_logical"(%arg24, %234) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %236 = "stablehlo.reshape"(%233) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %237 = "stablehlo.reshape"(%235) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %238 = "stablehlo.concatenate"(%236, %237) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %239 = "stablehlo.reshape"(%238) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %240 = "stablehlo.convert"(%239) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %241 = "stablehlo.reshape"(%240) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %242 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %243 = "stablehlo.multiply"(%241, %242) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %244 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %245 = "stablehlo.add"(%243, %244) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %246 = "stablehlo.reshape"(%245) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %247 = "stablehlo.dot_general"(%246, %231) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %248 = "stablehlo.transpose"(%247) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %250 = "stablehlo.reshape"(%230) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %251 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %252 = "stablehlo.and"(%arg27, %251) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %253 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %254 = "stablehlo.shift_right_logical"(%arg27, %253) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %255 = "stablehlo.reshape"(%252) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %256 = "stablehlo.reshape"(%254) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %257 = "stablehlo.concatenate"(%255, %256) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %258 = "stablehlo.reshape"(%257) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %259 = "stablehlo.convert"(%258) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %260 = "stablehlo.reshape"(%259) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %261 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %262 = "stablehlo.multiply"(%260, %261) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %263 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %264 = "stablehlo.add"(%262, %263) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %265 = "stablehlo.reshape"(%264) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %266 = "stablehlo.dot_general"(%265, %250) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %267 = "stablehlo.transpose"(%266) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %268 = "stablehlo.reshape"(%267) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %269 = "stablehlo.logistic"(%249) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %270 = "stablehlo.multiply"(%249, %269) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %271 = "stablehlo.multiply"(%270, %268) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %272 = "stablehlo.reshape"(%271) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %273 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %274 = "stablehlo.and"(%arg30, %273) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %275 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %276 = "stablehlo.shift_right_logical"(%arg30, %275) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %277 = "stablehlo.reshape"(%274) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %278 = "stablehlo.reshape"(%276) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %279 = "stablehlo.concatenate"(%277, %278) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %280 = "stablehlo.reshape"(%279) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %281 = "stablehlo.convert"(%280) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %282 = "stablehlo.reshape"(%281) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %283 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %284 = "stablehlo.multiply"(%282, %283) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %285 = "stablehlo.broadcast_in_dim"(%arg32) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %287 = "stablehlo.reshape"(%286) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %288 = "stablehlo.dot_general"(%287, %272) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %289 = "stablehlo.transpose"(%288) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %291 = "stablehlo.add"(%211, %290) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %292 = "stablehlo.multiply"(%291, %291) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %293 = "stablehlo.convert"(%292) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %294 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %295 = "stablehlo.reduce"(%293, %294) ({
    ^bb0(%296: tensor<f64>, %297: tensor<f64>):
      %298 = "stablehlo.add"(%296, %297) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%298) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %299 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %300 = "stablehlo.divide"(%295, %299) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %301 = "stablehlo.convert"(%300) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %302 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %303 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %304 = "stablehlo.add"(%301, %303) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %305 = "stablehlo.sqrt"(%304) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %306 = "stablehlo.divide"(%302, %305) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %307 = "stablehlo.broadcast_in_dim"(%306) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %308 = "stablehlo.multiply"(%291, %307) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %309 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %310 = "stablehlo.multiply"(%308, %309) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %311 = "stablehlo.reshape"(%310) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %312 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %313 = "stablehlo.and"(%arg34, %312) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %314 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %315 = "stablehlo.shift_right_logical"(%arg34, %314) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %316 = "stablehlo.reshape"(%313) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %317 = "stablehlo.reshape"(%315) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %318 = "stablehlo.concatenate"(%316, %317) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %319 = "stablehlo.reshape"(%318) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %320 = "stablehlo.convert"(%319) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %321 = "stablehlo.reshape"(%320) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %322 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %323 = "stablehlo.multiply"(%321, %322) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %324 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %325 = "stablehlo.add"(%323, %324) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %326 = "stablehlo.reshape"(%325) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %327 = "stablehlo.dot_general"(%326, %311) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %328 = "stablehlo.transpose"(%327) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %329 = "stablehlo.reshape"(%328) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %330 = "stablehlo.reshape"(%310) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %331 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %332 = "stablehlo.and"(%arg37, %331) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %333 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %334 = "stablehlo.shift_right_logical"(%arg37, %333) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %335 = "stablehlo.reshape"(%332) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %336 = "stablehlo.reshape"(%334) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %337 = "stablehlo.concatenate"(%335, %336) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %338 = "stablehlo.reshape"(%337) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %339 = "stablehlo.convert"(%338) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %340 = "stablehlo.reshape"(%339) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %341 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %342 = "stablehlo.multiply"(%340, %341) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %343 = "stablehlo.broadcast_in_dim"(%arg39) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %344 = "stablehlo.add"(%342, %343) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %345 = "stablehlo.reshape"(%344) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %346 = "stablehlo.dot_general"(%345, %330) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %347 = "stablehlo.transpose"(%346) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %348 = "stablehlo.reshape"(%347) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %349 = "stablehlo.reshape"(%310) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %350 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %351 = "stablehlo.and"(%arg40, %350) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %352 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %353 = "stablehlo.shift_right_logical"(%arg40, %352) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %354 = "stablehlo.reshape"(%351) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %355 = "stablehlo.reshape"(%353) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %356 = "stablehlo.concatenate"(%354, %355) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %357 = "stablehlo.reshape"(%356) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %358 = "stablehlo.convert"(%357) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %359 = "stablehlo.reshape"(%358) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %360 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %361 = "stablehlo.multiply"(%359, %360) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %362 = "stablehlo.broadcast_in_dim"(%arg42) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %363 = "stablehlo.add"(%361, %362) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %364 = "stablehlo.reshape"(%363) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %365 = "stablehlo.dot_general"(%364, %349) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<1x64xf32>) -> tensor<32x1xf32>
    %366 = "stablehlo.transpose"(%365) {permutation = array<i64: 1, 0>} : (tensor<32x1xf32>) -> tensor<1x32xf32>
    %367 = "stablehlo.reshape"(%366) : (tensor<1x32xf32>) -> tensor<1x1x32xf32>
    %368 = "stablehlo.reshape"(%329) : (tensor<1x1x64xf32>) -> tensor<1x1x4x16xf32>
    %369 = "stablehlo.reshape"(%348) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %370 = "stablehlo.reshape"(%367) : (tensor<1x1x32xf32>) -> tensor<1x1x2x16xf32>
    %371 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %372 = "stablehlo.broadcast_in_dim"(%371) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %373 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %374 = "stablehlo.broadcast_in_dim"(%373) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %375 = "stablehlo.multiply"(%372, %374) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %376 = "stablehlo.cosine"(%375) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %377 = "stablehlo.broadcast_in_dim"(%376) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %378 = "stablehlo.sine"(%375) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %379 = "stablehlo.broadcast_in_dim"(%378) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x4x8xf32>
    %380 = "stablehlo.slice"(%368) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %381 = "stablehlo.slice"(%368) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x4x16xf32>) -> tensor<1x1x4x8xf32>
    %382 = "stablehlo.multiply"(%380, %377) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %383 = "stablehlo.multiply"(%381, %379) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %384 = "stablehlo.subtract"(%382, %383) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %385 = "stablehlo.multiply"(%380, %379) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %386 = "stablehlo.multiply"(%381, %377) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %387 = "stablehlo.add"(%385, %386) : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x8xf32>
    %388 = "stablehlo.concatenate"(%384, %387) {dimension = 3 : i64} : (tensor<1x1x4x8xf32>, tensor<1x1x4x8xf32>) -> tensor<1x1x4x16xf32>
    %389 = "stablehlo.convert"(%arg1) : (tensor<1x1xi32>) -> tensor<1x1xf32>
    %390 = "stablehlo.broadcast_in_dim"(%389) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x8xf32>
    %391 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %392 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x1x8xf32>
    %393 = "stablehlo.multiply"(%390, %392) : (tensor<1x1x8xf32>, tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %394 = "stablehlo.cosine"(%393) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %395 = "stablehlo.broadcast_in_dim"(%394) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %396 = "stablehlo.sine"(%393) : (tensor<1x1x8xf32>) -> tensor<1x1x8xf32>
    %397 = "stablehlo.broadcast_in_dim"(%396) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x1x8xf32>) -> tensor<1x1x2x8xf32>
    %398 = "stablehlo.slice"(%369) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 1, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %399 = "stablehlo.slice"(%369) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 1, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x1x2x16xf32>) -> tensor<1x1x2x8xf32>
    %400 = "stablehlo.multiply"(%398, %395) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %401 = "stablehlo.multiply"(%399, %397) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %402 = "stablehlo.subtract"(%400, %401) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %403 = "stablehlo.multiply"(%398, %397) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %404 = "stablehlo.multiply"(%399, %395) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %405 = "stablehlo.add"(%403, %404) : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x8xf32>
    %406 = "stablehlo.concatenate"(%402, %405) {dimension = 3 : i64} : (tensor<1x1x2x8xf32>, tensor<1x1x2x8xf32>) -> tensor<1x1x2x16xf32>
    %407 = stablehlo.constant dense<0> : tensor<i32>
    %408 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %409 = "stablehlo.maximum"(%408, %407) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %410 = stablehlo.constant dense<0> : tensor<i32>
    %411 = "stablehlo.transpose"(%406) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %412 = "stablehlo.dynamic_slice"(%arg5, %410, %407, %409, %407) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %413 = "stablehlo.compare"(%408, %407) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %414 = "stablehlo.broadcast_in_dim"(%413) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %415 = "stablehlo.select"(%414, %411, %412) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %416 = "stablehlo.dynamic_update_slice"(%arg5, %415, %410, %407, %409, %407) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %417 = stablehlo.constant dense<0> : tensor<i32>
    %418 = "stablehlo.reshape"(%arg1) : (tensor<1x1xi32>) -> tensor<i32>
    %419 = "stablehlo.maximum"(%418, %417) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %420 = stablehlo.constant dense<0> : tensor<i32>
    %421 = "stablehlo.transpose"(%370) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x1x2x16xf32>) -> tensor<1x2x1x16xf32>
    %422 = "stablehlo.dynamic_slice"(%arg6, %420, %417, %419, %417) {slice_sizes = array<i64: 1, 2, 1, 16>} : (tensor<1x2x64x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x1x16xf32>
    %423 = "stablehlo.compare"(%418, %417) {comparison_direction = #stablehlo<comparison_direction GE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
    %424 = "stablehlo.broadcast_in_dim"(%423) {broadcast_dimensions = array<i64>} : (tensor<i1>) -> tensor<1x2x1x16xi1>
    %425 = "stablehlo.select"(%424, %421, %422) : (tensor<1x2x1x16xi1>, tensor<1x2x1x16xf32>, tensor<1x2x1x16xf32>) -> tensor<1x2x1x16xf32>
    %426 = "stablehlo.dynamic_update_slice"(%arg6, %425, %420, %417, %419, %417) : (tensor<1x2x64x16xf32>, tensor<1x2x1x16xf32>, tensor<i32>, tensor<i32>, tensor<i32>, tensor<i32>) -> tensor<1x2x64x16xf32>
    %427 = "stablehlo.reshape"(%388) : (tensor<1x1x4x16xf32>) -> tensor<1x1x2x2x16xf32>
    %428 = "stablehlo.transpose"(%427) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %429 = "stablehlo.reshape"(%428) : (tensor<1x2x2x1x16xf32>) -> tensor<1x2x2x16xf32>
    %430 = "stablehlo.dot_general"(%429, %416) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x2x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x64xf32>
    %431 = stablehlo.constant dense<0x3E800000> : tensor<1x2x2x64xf32>
    %432 = "stablehlo.multiply"(%430, %431) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %433 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x64xi32>
    %434 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xi32>) -> tensor<1x1x64xi32>
    %435 = "stablehlo.compare"(%433, %434) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x64xi32>, tensor<1x1x64xi32>) -> tensor<1x1x64xi1>
    %436 = "stablehlo.broadcast_in_dim"(%435) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x1x64xi1>) -> tensor<1x2x2x1x64xi1>
    %437 = "stablehlo.reshape"(%436) : (tensor<1x2x2x1x64xi1>) -> tensor<1x2x2x64xi1>
    %438 = stablehlo.constant dense<0xFF800000> : tensor<1x2x2x64xf32>
    %439 = "stablehlo.select"(%437, %432, %438) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %440 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %441 = "stablehlo.reduce"(%439, %440) ({
    ^bb0(%442: tensor<f32>, %443: tensor<f32>):
      %444 = "stablehlo.maximum"(%442, %443) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%444) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %445 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x64xf32>
    %446 = "stablehlo.subtract"(%439, %445) : (tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %447 = "stablehlo.exponential"(%446) : (tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %448 = stablehlo.constant dense<0x00000000> : tensor<1x2x2x64xf32>
    %449 = "stablehlo.select"(%437, %447, %448) : (tensor<1x2x2x64xi1>, tensor<1x2x2x64xf32>, tensor<1x2x2x64xf32>) -> tensor<1x2x2x64xf32>
    %450 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %451 = "stablehlo.reduce"(%449, %450) ({
    ^bb0(%452: tensor<f32>, %453: tensor<f32>):
      %454 = "stablehlo.add"(%452, %453) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%454) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x2x64xf32>, tensor<f32>) -> tensor<1x2x2xf32>
    %455 = stablehlo.constant dense<0x00800000> : tensor<1x2x2xf32>
    %456 = "stablehlo.maximum"(%451, %455) : (tensor<1x2x2xf32>, tensor<1x2x2xf32>) -> tensor<1x2x2xf32>
    %457 = "stablehlo.dot_general"(%449, %426) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x2x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x2x16xf32>
    %458 = "stablehlo.broadcast_in_dim"(%456) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x2xf32>) -> tensor<1x2x2x16xf32>
    %459 = "stablehlo.divide"(%457, %458) : (tensor<1x2x2x16xf32>, tensor<1x2x2x16xf32>) -> tensor<1x2x2x16xf32>
    %460 = "stablehlo.reshape"(%459) : (tensor<1x2x2x16xf32>) -> tensor<1x2x2x1x16xf32>
    %461 = "stablehlo.transpose"(%460) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x1x16xf32>) -> tensor<1x1x2x2x16xf32>
    %462 = "stablehlo.reshape"(%461) : (tensor<1x1x2x2x16xf32>) -> tensor<1x1x4x16xf32>
    %463 = "stablehlo.reshape"(%462) : (tensor<1x1x4x16xf32>) -> tensor<1x1x64xf32>
    %464 = "stablehlo.reshape"(%463) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %465 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %466 = "stablehlo.and"(%arg43, %465) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %467 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %468 = "stablehlo.shift_right_logical"(%arg43, %467) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %469 = "stablehlo.reshape"(%466) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %470 = "stablehlo.reshape"(%468) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %471 = "stablehlo.concatenate"(%469, %470) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %472 = "stablehlo.reshape"(%471) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %473 = "stablehlo.convert"(%472) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %474 = "stablehlo.reshape"(%473) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %475 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %476 = "stablehlo.multiply"(%474, %475) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %477 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %478 = "stablehlo.add"(%476, %477) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %479 = "stablehlo.reshape"(%478) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %480 = "stablehlo.dot_general"(%479, %464) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<1x64xf32>) -> tensor<64x1xf32>
    %481 = "stablehlo.transpose"(%480) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %482 = "stablehlo.reshape"(%481) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %483 = "stablehlo.add"(%291, %482) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %484 = "stablehlo.multiply"(%483, %483) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %485 = "stablehlo.convert"(%484) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %486 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %487 = "stablehlo.reduce"(%485, %486) ({
    ^bb0(%488: tensor<f64>, %489: tensor<f64>):
      %490 = "stablehlo.add"(%488, %489) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%490) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %491 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %492 = "stablehlo.divide"(%487, %491) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %493 = "stablehlo.convert"(%492) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %494 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %495 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %496 = "stablehlo.add"(%493, %495) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %497 = "stablehlo.sqrt"(%496) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %498 = "stablehlo.divide"(%494, %497) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %499 = "stablehlo.broadcast_in_dim"(%498) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %500 = "stablehlo.multiply"(%483, %499) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %501 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %502 = "stablehlo.multiply"(%500, %501) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %503 = "stablehlo.reshape"(%502) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %504 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %505 = "stablehlo.and"(%arg47, %504) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %506 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %507 = "stablehlo.shift_right_logical"(%arg47, %506) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %508 = "stablehlo.reshape"(%505) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %509 = "stablehlo.reshape"(%507) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %510 = "stablehlo.concatenate"(%508, %509) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %511 = "stablehlo.reshape"(%510) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %512 = "stablehlo.convert"(%511) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %513 = "stablehlo.reshape"(%512) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %514 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %515 = "stablehlo.multiply"(%513, %514) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %516 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %517 = "stablehlo.add"(%515, %516) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %519 = "stablehlo.dot_general"(%518, %503) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %520 = "stablehlo.transpose"(%519) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %521 = "stablehlo.reshape"(%520) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %522 = "stablehlo.reshape"(%502) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %523 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %524 = "stablehlo.and"(%arg50, %523) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %525 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %526 = "stablehlo.shift_right_logical"(%arg50, %525) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %527 = "stablehlo.reshape"(%524) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %528 = "stablehlo.reshape"(%526) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %529 = "stablehlo.concatenate"(%527, %528) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %530 = "stablehlo.reshape"(%529) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %531 = "stablehlo.convert"(%530) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %532 = "stablehlo.reshape"(%531) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %533 = "stablehlo.broadcast_in_dim"(%arg51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %534 = "stablehlo.multiply"(%532, %533) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %535 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %536 = "stablehlo.add"(%534, %535) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %537 = "stablehlo.reshape"(%536) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %538 = "stablehlo.dot_general"(%537, %522) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<1x64xf32>) -> tensor<128x1xf32>
    %539 = "stablehlo.transpose"(%538) {permutation = array<i64: 1, 0>} : (tensor<128x1xf32>) -> tensor<1x128xf32>
    %540 = "stablehlo.reshape"(%539) : (tensor<1x128xf32>) -> tensor<1x1x128xf32>
    %541 = "stablehlo.logistic"(%521) : (tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %542 = "stablehlo.multiply"(%521, %541) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %543 = "stablehlo.multiply"(%542, %540) : (tensor<1x1x128xf32>, tensor<1x1x128xf32>) -> tensor<1x1x128xf32>
    %544 = "stablehlo.reshape"(%543) : (tensor<1x1x128xf32>) -> tensor<1x128xf32>
    %545 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %546 = "stablehlo.and"(%arg53, %545) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %547 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %548 = "stablehlo.shift_right_logical"(%arg53, %547) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %549 = "stablehlo.reshape"(%546) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %550 = "stablehlo.reshape"(%548) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %551 = "stablehlo.concatenate"(%549, %550) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %552 = "stablehlo.reshape"(%551) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %553 = "stablehlo.convert"(%552) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %554 = "stablehlo.reshape"(%553) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %555 = "stablehlo.broadcast_in_dim"(%arg54) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %556 = "stablehlo.multiply"(%554, %555) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %557 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %558 = "stablehlo.add"(%556, %557) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %559 = "stablehlo.reshape"(%558) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %560 = "stablehlo.dot_general"(%559, %544) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<1x128xf32>) -> tensor<64x1xf32>
    %561 = "stablehlo.transpose"(%560) {permutation = array<i64: 1, 0>} : (tensor<64x1xf32>) -> tensor<1x64xf32>
    %562 = "stablehlo.reshape"(%561) : (tensor<1x64xf32>) -> tensor<1x1x64xf32>
    %563 = "stablehlo.add"(%483, %562) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %564 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x1xi32>
    %565 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x1xi32>
    %566 = "stablehlo.compare"(%564, %565) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x1xi32>, tensor<1x1x1xi32>) -> tensor<1x1x1xi1>
    %567 = stablehlo.constant dense<0x3F800000> : tensor<1x1x1xf32>
    %568 = stablehlo.constant dense<0x00000000> : tensor<1x1x1xf32>
    %569 = "stablehlo.select"(%566, %567, %568) : (tensor<1x1x1xi1>, tensor<1x1x1xf32>, tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %570 = "stablehlo.dot_general"(%569, %563) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x1xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %571 = "stablehlo.multiply"(%570, %570) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %572 = "stablehlo.convert"(%571) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %573 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %574 = "stablehlo.reduce"(%572, %573) ({
    ^bb0(%575: tensor<f64>, %576: tensor<f64>):
      %577 = "stablehlo.add"(%575, %576) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%577) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %578 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %579 = "stablehlo.divide"(%574, %578) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %580 = "stablehlo.convert"(%579) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %581 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %582 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %583 = "stablehlo.add"(%580, %582) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %584 = "stablehlo.sqrt"(%583) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %585 = "stablehlo.divide"(%581, %584) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %586 = "stablehlo.broadcast_in_dim"(%585) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %587 = "stablehlo.multiply"(%570, %586) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %588 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %589 = "stablehlo.multiply"(%587, %588) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %591 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %592 = "stablehlo.and"(%arg7, %591) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %593 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %594 = "stablehlo.shift_right_logical"(%arg7, %593) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %595 = "stablehlo.reshape"(%592) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %596 = "stablehlo.reshape"(%594) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %597 = "stablehlo.concatenate"(%595, %596) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %598 = "stablehlo.reshape"(%597) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %599 = "stablehlo.convert"(%598) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %600 = "stablehlo.reshape"(%599) : (tensor<32000x64xf32>) -> tensor<32000x1x64xf32>
    %601 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %602 = "stablehlo.multiply"(%600, %601) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %603 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %604 = "stablehlo.add"(%602, %603) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %605 = "stablehlo.reshape"(%604) : (tensor<32000x1x64xf32>) -> tensor<32000x64xf32>
    %606 = "stablehlo.dot_general"(%605, %590) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %607 = "stablehlo.transpose"(%606) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %608 = "stablehlo.reshape"(%607) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %608, %144, %154, %416, %426 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
