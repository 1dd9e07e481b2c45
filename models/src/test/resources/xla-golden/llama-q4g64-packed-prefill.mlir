module @mlxcel {
  func.func @prefill(%arg0: tensor<1x32xi32>, %arg1: tensor<1x32xi32>, %arg2: tensor<1xi32>, %arg3: tensor<1x2x64x16xf32>, %arg4: tensor<1x2x64x16xf32>, %arg5: tensor<1x2x64x16xf32>, %arg6: tensor<1x2x64x16xf32>, %arg7: tensor<32000x32xui8>, %arg8: tensor<32000x1xf32>, %arg9: tensor<32000x1xf32>, %arg10: tensor<64xf32>, %arg11: tensor<64x32xui8>, %arg12: tensor<64x1xf32>, %arg13: tensor<64x1xf32>, %arg14: tensor<32x32xui8>, %arg15: tensor<32x1xf32>, %arg16: tensor<32x1xf32>, %arg17: tensor<32x32xui8>, %arg18: tensor<32x1xf32>, %arg19: tensor<32x1xf32>, %arg20: tensor<64x32xui8>, %arg21: tensor<64x1xf32>, %arg22: tensor<64x1xf32>, %arg23: tensor<64xf32>, %arg24: tensor<128x32xui8>, %arg25: tensor<128x1xf32>, %arg26: tensor<128x1xf32>, %arg27: tensor<128x32xui8>, %arg28: tensor<128x1xf32>, %arg29: tensor<128x1xf32>, %arg30: tensor<64x64xui8>, %arg31: tensor<64x2xf32>, %arg32: tensor<64x2xf32>, %arg33: tensor<64xf32>, %arg34: tensor<64x32xui8>, %arg35: tensor<64x1xf32>, %arg36: tensor<64x1xf32>, %arg37: tensor<32x32xui8>, %arg38: tensor<32x1xf32>, %arg39: tensor<32x1xf32>, %arg40: tensor<32x32xui8>, %arg41: tensor<32x1xf32>, %arg42: tensor<32x1xf32>, %arg43: tensor<64x32xui8>, %arg44: tensor<64x1xf32>, %arg45: tensor<64x1xf32>, %arg46: tensor<64xf32>, %arg47: tensor<128x32xui8>, %arg48: tensor<128x1xf32>, %arg49: tensor<128x1xf32>, %arg50: tensor<128x32xui8>, %arg51: tensor<128x1xf32>, %arg52: tensor<128x1xf32>, %arg53: tensor<64x64xui8>, %arg54: tensor<64x2xf32>, %arg55: tensor<64x2xf32>, %arg56: tensor<64xf32>) -> (tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) {
    %0 = "stablehlo.reshape"(%arg0) : (tensor<1x32xi32>) -> tensor<32xi32>
    %1 = "stablehlo.gather"(%arg7, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 32>, indices_are_sorted = false} : (tensor<32000x32xui8>, tensor<32xi32>) -> tensor<32x32xui8>
    %2 = "stablehlo.gather"(%arg8, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<32xi32>) -> tensor<32x1xf32>
    %3 = "stablehlo.gather"(%arg9, %0) {dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, 1>, indices_are_sorted = false} : (tensor<32000x1xf32>, tensor<32xi32>) -> tensor<32x1xf32>
    %4 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %5 = "stablehlo.and"(%1, %4) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %6 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %7 = "stablehlo.shift_right_logical"(%1, %6) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %8 = "stablehlo.reshape"(%5) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %9 = "stablehlo.reshape"(%7) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %10 = "stablehlo.concatenate"(%8, %9) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %11 = "stablehlo.reshape"(%10) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %12 = "stablehlo.convert"(%11) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %13 = "stablehlo.reshape"(%12) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %14 = "stablehlo.broadcast_in_dim"(%2) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %15 = "stablehlo.multiply"(%13, %14) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %16 = "stablehlo.broadcast_in_dim"(%3) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %17 = "stablehlo.add"(%15, %16) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %18 = "stablehlo.reshape"(%17) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
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
    %49 = "stablehlo.reshape"(%48) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %50 = "stablehlo.broadcast_in_dim"(%arg12) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %51 = "stablehlo.multiply"(%49, %50) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %52 = "stablehlo.broadcast_in_dim"(%arg13) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %53 = "stablehlo.add"(%51, %52) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %54 = "stablehlo.reshape"(%53) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
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
    %68 = "stablehlo.reshape"(%67) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %69 = "stablehlo.broadcast_in_dim"(%arg15) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %70 = "stablehlo.multiply"(%68, %69) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %71 = "stablehlo.broadcast_in_dim"(%arg16) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %72 = "stablehlo.add"(%70, %71) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %73 = "stablehlo.reshape"(%72) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
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
    %87 = "stablehlo.reshape"(%86) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %88 = "stablehlo.broadcast_in_dim"(%arg18) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %89 = "stablehlo.multiply"(%87, %88) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %90 = "stablehlo.broadcast_in_dim"(%arg19) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %91 = "stablehlo.add"(%89, %90) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %92 = "stablehlo.reshape"(%91) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %93 = "stablehlo.dot_general"(%92, %77) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %94 = "stablehlo.transpose"(%93) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %95 = "stablehlo.reshape"(%94) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %96 = "stablehlo.reshape"(%57) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %97 = "stablehlo.reshape"(%76) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %98 = "stablehlo.reshape"(%95) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %99 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %100 = "stablehlo.broadcast_in_dim"(%99) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %101 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %102 = "stablehlo.broadcast_in_dim"(%101) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %103 = "stablehlo.multiply"(%100, %102) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %104 = "stablehlo.cosine"(%103) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %105 = "stablehlo.broadcast_in_dim"(%104) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %106 = "stablehlo.sine"(%103) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %107 = "stablehlo.broadcast_in_dim"(%106) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %108 = "stablehlo.slice"(%96) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %109 = "stablehlo.slice"(%96) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %110 = "stablehlo.multiply"(%108, %105) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %111 = "stablehlo.multiply"(%109, %107) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %112 = "stablehlo.subtract"(%110, %111) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %113 = "stablehlo.multiply"(%108, %107) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %114 = "stablehlo.multiply"(%109, %105) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %115 = "stablehlo.add"(%113, %114) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %116 = "stablehlo.concatenate"(%112, %115) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %117 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %118 = "stablehlo.broadcast_in_dim"(%117) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %119 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %120 = "stablehlo.broadcast_in_dim"(%119) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %121 = "stablehlo.multiply"(%118, %120) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %122 = "stablehlo.cosine"(%121) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %123 = "stablehlo.broadcast_in_dim"(%122) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %124 = "stablehlo.sine"(%121) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %125 = "stablehlo.broadcast_in_dim"(%124) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %126 = "stablehlo.slice"(%97) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %127 = "stablehlo.slice"(%97) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %128 = "stablehlo.multiply"(%126, %123) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %129 = "stablehlo.multiply"(%127, %125) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %130 = "stablehlo.subtract"(%128, %129) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %131 = "stablehlo.multiply"(%126, %125) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %132 = "stablehlo.multiply"(%127, %123) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %133 = "stablehlo.add"(%131, %132) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %134 = "stablehlo.concatenate"(%130, %133) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %135 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %136 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %137 = "stablehlo.compare"(%135, %136) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %138 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %139 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %140 = "stablehlo.select"(%137, %138, %139) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %141 = "stablehlo.reshape"(%134) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %142 = "stablehlo.dot_general"(%140, %141) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %143 = "stablehlo.reshape"(%142) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %144 = "stablehlo.transpose"(%143) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %145 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %146 = "stablehlo.reduce"(%140, %145) ({
    ^bb0(%147: tensor<f32>, %148: tensor<f32>):
      %149 = "stablehlo.maximum"(%147, %148) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%149) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %150 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %151 = "stablehlo.compare"(%146, %150) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %152 = "stablehlo.broadcast_in_dim"(%151) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %153 = "stablehlo.select"(%152, %144, %arg3) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %154 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %155 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %156 = "stablehlo.compare"(%154, %155) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %157 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %158 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %159 = "stablehlo.select"(%156, %157, %158) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %160 = "stablehlo.reshape"(%98) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %161 = "stablehlo.dot_general"(%159, %160) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %162 = "stablehlo.reshape"(%161) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %163 = "stablehlo.transpose"(%162) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %164 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %165 = "stablehlo.reduce"(%159, %164) ({
    ^bb0(%166: tensor<f32>, %167: tensor<f32>):
      %168 = "stablehlo.maximum"(%166, %167) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%168) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %169 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %170 = "stablehlo.compare"(%165, %169) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %171 = "stablehlo.broadcast_in_dim"(%170) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %172 = "stablehlo.select"(%171, %163, %arg4) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %173 = "stablehlo.reshape"(%116) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %174 = "stablehlo.transpose"(%173) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %175 = "stablehlo.reshape"(%174) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %176 = "stablehlo.dot_general"(%175, %153) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %177 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %178 = "stablehlo.multiply"(%176, %177) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %179 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %180 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %181 = "stablehlo.compare"(%179, %180) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %182 = "stablehlo.broadcast_in_dim"(%181) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %183 = "stablehlo.reshape"(%182) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %184 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %185 = "stablehlo.select"(%183, %178, %184) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %186 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %187 = "stablehlo.reduce"(%185, %186) ({
    ^bb0(%188: tensor<f32>, %189: tensor<f32>):
      %190 = "stablehlo.maximum"(%188, %189) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%190) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %191 = "stablehlo.broadcast_in_dim"(%187) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %192 = "stablehlo.subtract"(%185, %191) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %193 = "stablehlo.exponential"(%192) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %194 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %195 = "stablehlo.select"(%183, %193, %194) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %196 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %197 = "stablehlo.reduce"(%195, %196) ({
    ^bb0(%198: tensor<f32>, %199: tensor<f32>):
      %200 = "stablehlo.add"(%198, %199) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%200) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %201 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %202 = "stablehlo.maximum"(%197, %201) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %203 = "stablehlo.dot_general"(%195, %172) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %204 = "stablehlo.broadcast_in_dim"(%202) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %205 = "stablehlo.divide"(%203, %204) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %206 = "stablehlo.reshape"(%205) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %207 = "stablehlo.transpose"(%206) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %208 = "stablehlo.reshape"(%207) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %209 = "stablehlo.reshape"(%208) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %210 = "stablehlo.reshape"(%209) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %211 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %212 = "stablehlo.and"(%arg20, %211) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %213 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %214 = "stablehlo.shift_right_logical"(%arg20, %213) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %215 = "stablehlo.reshape"(%212) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %216 = "stablehlo.reshape"(%214) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %217 = "stablehlo.concatenate"(%215, %216) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %218 = "stablehlo.reshape"(%217) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %219 = "stablehlo.convert"(%218) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %220 = "stablehlo.reshape"(%219) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %221 = "stablehlo.broadcast_in_dim"(%arg21) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %222 = "stablehlo.multiply"(%220, %221) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %223 = "stablehlo.broadcast_in_dim"(%arg22) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %224 = "stablehlo.add"(%222, %223) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %225 = "stablehlo.reshape"(%224) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %226 = "stablehlo.dot_general"(%225, %210) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %227 = "stablehlo.transpose"(%226) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %228 = "stablehlo.reshape"(%227) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %229 = "stablehlo.add"(%19, %228) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %230 = "stablehlo.multiply"(%229, %229) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %231 = "stablehlo.convert"(%230) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %232 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %233 = "stablehlo.reduce"(%231, %232) ({
    ^bb0(%234: tensor<f64>, %235: tensor<f64>):
      %236 = "stablehlo.add"(%234, %235) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%236) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %237 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %238 = "stablehlo.divide"(%233, %237) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %239 = "stablehlo.convert"(%238) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %240 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %241 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %242 = "stablehlo.add"(%239, %241) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %243 = "stablehlo.sqrt"(%242) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %244 = "stablehlo.divide"(%240, %243) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %245 = "stablehlo.broadcast_in_dim"(%244) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %246 = "stablehlo.multiply"(%229, %245) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %247 = "stablehlo.broadcast_in_dim"(%arg23) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %248 = "stablehlo.multiply"(%246, %247) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %249 = "stablehlo.reshape"(%248) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %250 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %251 = "stablehlo.and"(%arg24, %250) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %252 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %253 = "stablehlo.shift_right_logical"(%arg24, %252) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %254 = "stablehlo.reshape"(%251) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %255 = "stablehlo.reshape"(%253) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %256 = "stablehlo.concatenate"(%254, %255) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %257 = "stablehlo.reshape"(%256) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %258 = "stablehlo.convert"(%257) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %259 = "stablehlo.reshape"(%258) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %260 = "stablehlo.broadcast_in_dim"(%arg25) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %261 = "stablehlo.multiply"(%259, %260) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %262 = "stablehlo.broadcast_in_dim"(%arg26) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %263 = "stablehlo.add"(%261, %262) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %264 = "stablehlo.reshape"(%263) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %265 = "stablehlo.dot_general"(%264, %249) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %266 = "stablehlo.transpose"(%265) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %267 = "stablehlo.reshape"(%266) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %268 = "stablehlo.reshape"(%248) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %269 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %270 = "stablehlo.and"(%arg27, %269) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %271 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %272 = "stablehlo.shift_right_logical"(%arg27, %271) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %273 = "stablehlo.reshape"(%270) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %274 = "stablehlo.reshape"(%272) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %275 = "stablehlo.concatenate"(%273, %274) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %276 = "stablehlo.reshape"(%275) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %277 = "stablehlo.convert"(%276) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %278 = "stablehlo.reshape"(%277) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %279 = "stablehlo.broadcast_in_dim"(%arg28) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %280 = "stablehlo.multiply"(%278, %279) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %281 = "stablehlo.broadcast_in_dim"(%arg29) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %282 = "stablehlo.add"(%280, %281) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %283 = "stablehlo.reshape"(%282) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %284 = "stablehlo.dot_general"(%283, %268) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %285 = "stablehlo.transpose"(%284) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %286 = "stablehlo.reshape"(%285) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %287 = "stablehlo.logistic"(%267) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %288 = "stablehlo.multiply"(%267, %287) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %289 = "stablehlo.multiply"(%288, %286) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %290 = "stablehlo.reshape"(%289) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %291 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %292 = "stablehlo.and"(%arg30, %291) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %293 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %294 = "stablehlo.shift_right_logical"(%arg30, %293) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %295 = "stablehlo.reshape"(%292) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %296 = "stablehlo.reshape"(%294) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %297 = "stablehlo.concatenate"(%295, %296) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %298 = "stablehlo.reshape"(%297) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %299 = "stablehlo.convert"(%298) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %300 = "stablehlo.reshape"(%299) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %301 = "stablehlo.broadcast_in_dim"(%arg31) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %302 = "stablehlo.multiply"(%300, %301) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %303 = "stablehlo.broadcast_in_dim"(%arg32) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %304 = "stablehlo.add"(%302, %303) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %305 = "stablehlo.reshape"(%304) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %306 = "stablehlo.dot_general"(%305, %290) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %307 = "stablehlo.transpose"(%306) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %308 = "stablehlo.reshape"(%307) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %309 = "stablehlo.add"(%229, %308) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %310 = "stablehlo.multiply"(%309, %309) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %311 = "stablehlo.convert"(%310) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %312 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %313 = "stablehlo.reduce"(%311, %312) ({
    ^bb0(%314: tensor<f64>, %315: tensor<f64>):
      %316 = "stablehlo.add"(%314, %315) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%316) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %317 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %318 = "stablehlo.divide"(%313, %317) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %319 = "stablehlo.convert"(%318) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %320 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %321 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %322 = "stablehlo.add"(%319, %321) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %323 = "stablehlo.sqrt"(%322) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %324 = "stablehlo.divide"(%320, %323) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %325 = "stablehlo.broadcast_in_dim"(%324) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %326 = "stablehlo.multiply"(%309, %325) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %327 = "stablehlo.broadcast_in_dim"(%arg33) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %328 = "stablehlo.multiply"(%326, %327) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %329 = "stablehlo.reshape"(%328) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %330 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %331 = "stablehlo.and"(%arg34, %330) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %332 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %333 = "stablehlo.shift_right_logical"(%arg34, %332) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %334 = "stablehlo.reshape"(%331) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %335 = "stablehlo.reshape"(%333) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %336 = "stablehlo.concatenate"(%334, %335) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %337 = "stablehlo.reshape"(%336) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %338 = "stablehlo.convert"(%337) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %339 = "stablehlo.reshape"(%338) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %340 = "stablehlo.broadcast_in_dim"(%arg35) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %341 = "stablehlo.multiply"(%339, %340) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %342 = "stablehlo.broadcast_in_dim"(%arg36) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %343 = "stablehlo.add"(%341, %342) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %344 = "stablehlo.reshape"(%343) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %345 = "stablehlo.dot_general"(%344, %329) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %346 = "stablehlo.transpose"(%345) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %347 = "stablehlo.reshape"(%346) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %348 = "stablehlo.reshape"(%328) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %349 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %350 = "stablehlo.and"(%arg37, %349) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %351 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %352 = "stablehlo.shift_right_logical"(%arg37, %351) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %353 = "stablehlo.reshape"(%350) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %354 = "stablehlo.reshape"(%352) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %355 = "stablehlo.concatenate"(%353, %354) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %356 = "stablehlo.reshape"(%355) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %357 = "stablehlo.convert"(%356) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %358 = "stablehlo.reshape"(%357) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %359 = "stablehlo.broadcast_in_dim"(%arg38) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %360 = "stablehlo.multiply"(%358, %359) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %361 = "stablehlo.broadcast_in_dim"(%arg39) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %362 = "stablehlo.add"(%360, %361) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %363 = "stablehlo.reshape"(%362) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %364 = "stablehlo.dot_general"(%363, %348) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %365 = "stablehlo.transpose"(%364) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %366 = "stablehlo.reshape"(%365) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %367 = "stablehlo.reshape"(%328) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %368 = stablehlo.constant dense<15> : tensor<32x32xui8>
    %369 = "stablehlo.and"(%arg40, %368) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %370 = stablehlo.constant dense<4> : tensor<32x32xui8>
    %371 = "stablehlo.shift_right_logical"(%arg40, %370) : (tensor<32x32xui8>, tensor<32x32xui8>) -> tensor<32x32xui8>
    %372 = "stablehlo.reshape"(%369) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %373 = "stablehlo.reshape"(%371) : (tensor<32x32xui8>) -> tensor<32x32x1xui8>
    %374 = "stablehlo.concatenate"(%372, %373) {dimension = 2 : i64} : (tensor<32x32x1xui8>, tensor<32x32x1xui8>) -> tensor<32x32x2xui8>
    %375 = "stablehlo.reshape"(%374) : (tensor<32x32x2xui8>) -> tensor<32x64xui8>
    %376 = "stablehlo.convert"(%375) : (tensor<32x64xui8>) -> tensor<32x64xf32>
    %377 = "stablehlo.reshape"(%376) : (tensor<32x64xf32>) -> tensor<32x1x64xf32>
    %378 = "stablehlo.broadcast_in_dim"(%arg41) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %379 = "stablehlo.multiply"(%377, %378) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %380 = "stablehlo.broadcast_in_dim"(%arg42) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32x1xf32>) -> tensor<32x1x64xf32>
    %381 = "stablehlo.add"(%379, %380) : (tensor<32x1x64xf32>, tensor<32x1x64xf32>) -> tensor<32x1x64xf32>
    %382 = "stablehlo.reshape"(%381) : (tensor<32x1x64xf32>) -> tensor<32x64xf32>
    %383 = "stablehlo.dot_general"(%382, %367) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32x64xf32>, tensor<32x64xf32>) -> tensor<32x32xf32>
    %384 = "stablehlo.transpose"(%383) {permutation = array<i64: 1, 0>} : (tensor<32x32xf32>) -> tensor<32x32xf32>
    %385 = "stablehlo.reshape"(%384) : (tensor<32x32xf32>) -> tensor<1x32x32xf32>
    %386 = "stablehlo.reshape"(%347) : (tensor<1x32x64xf32>) -> tensor<1x32x4x16xf32>
    %387 = "stablehlo.reshape"(%366) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %388 = "stablehlo.reshape"(%385) : (tensor<1x32x32xf32>) -> tensor<1x32x2x16xf32>
    %389 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %390 = "stablehlo.broadcast_in_dim"(%389) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %391 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %392 = "stablehlo.broadcast_in_dim"(%391) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %393 = "stablehlo.multiply"(%390, %392) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %394 = "stablehlo.cosine"(%393) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %395 = "stablehlo.broadcast_in_dim"(%394) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %396 = "stablehlo.sine"(%393) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %397 = "stablehlo.broadcast_in_dim"(%396) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x4x8xf32>
    %398 = "stablehlo.slice"(%386) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 4, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %399 = "stablehlo.slice"(%386) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 4, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x4x16xf32>) -> tensor<1x32x4x8xf32>
    %400 = "stablehlo.multiply"(%398, %395) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %401 = "stablehlo.multiply"(%399, %397) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %402 = "stablehlo.subtract"(%400, %401) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %403 = "stablehlo.multiply"(%398, %397) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %404 = "stablehlo.multiply"(%399, %395) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %405 = "stablehlo.add"(%403, %404) : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x8xf32>
    %406 = "stablehlo.concatenate"(%402, %405) {dimension = 3 : i64} : (tensor<1x32x4x8xf32>, tensor<1x32x4x8xf32>) -> tensor<1x32x4x16xf32>
    %407 = "stablehlo.convert"(%arg1) : (tensor<1x32xi32>) -> tensor<1x32xf32>
    %408 = "stablehlo.broadcast_in_dim"(%407) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x8xf32>
    %409 = stablehlo.constant dense<[0x3F800000, 0x3EA1E89B, 0x3DCCCCCD, 0x3D0186E3, 0x3C23D70B, 0x3B4F3E38, 0x3A83126F, 0x39A5CB60]> : tensor<8xf32>
    %410 = "stablehlo.broadcast_in_dim"(%409) {broadcast_dimensions = array<i64: 2>} : (tensor<8xf32>) -> tensor<1x32x8xf32>
    %411 = "stablehlo.multiply"(%408, %410) : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %412 = "stablehlo.cosine"(%411) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %413 = "stablehlo.broadcast_in_dim"(%412) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %414 = "stablehlo.sine"(%411) : (tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %415 = "stablehlo.broadcast_in_dim"(%414) {broadcast_dimensions = array<i64: 0, 1, 3>} : (tensor<1x32x8xf32>) -> tensor<1x32x2x8xf32>
    %416 = "stablehlo.slice"(%387) {start_indices = array<i64: 0, 0, 0, 0>, limit_indices = array<i64: 1, 32, 2, 8>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %417 = "stablehlo.slice"(%387) {start_indices = array<i64: 0, 0, 0, 8>, limit_indices = array<i64: 1, 32, 2, 16>, strides = array<i64: 1, 1, 1, 1>} : (tensor<1x32x2x16xf32>) -> tensor<1x32x2x8xf32>
    %418 = "stablehlo.multiply"(%416, %413) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %419 = "stablehlo.multiply"(%417, %415) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %420 = "stablehlo.subtract"(%418, %419) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %421 = "stablehlo.multiply"(%416, %415) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %422 = "stablehlo.multiply"(%417, %413) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %423 = "stablehlo.add"(%421, %422) : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x8xf32>
    %424 = "stablehlo.concatenate"(%420, %423) {dimension = 3 : i64} : (tensor<1x32x2x8xf32>, tensor<1x32x2x8xf32>) -> tensor<1x32x2x16xf32>
    %425 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %426 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %427 = "stablehlo.compare"(%425, %426) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %428 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %429 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %430 = "stablehlo.select"(%427, %428, %429) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %431 = "stablehlo.reshape"(%424) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %432 = "stablehlo.dot_general"(%430, %431) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %433 = "stablehlo.reshape"(%432) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %434 = "stablehlo.transpose"(%433) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %435 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %436 = "stablehlo.reduce"(%430, %435) ({
    ^bb0(%437: tensor<f32>, %438: tensor<f32>):
      %439 = "stablehlo.maximum"(%437, %438) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%439) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %440 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %441 = "stablehlo.compare"(%436, %440) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %442 = "stablehlo.broadcast_in_dim"(%441) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %443 = "stablehlo.select"(%442, %434, %arg5) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %444 = "stablehlo.iota"() {iota_dimension = 1 : i64} : () -> tensor<1x64x32xi32>
    %445 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x32xi32>) -> tensor<1x64x32xi32>
    %446 = "stablehlo.compare"(%444, %445) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x64x32xi32>, tensor<1x64x32xi32>) -> tensor<1x64x32xi1>
    %447 = stablehlo.constant dense<0x3F800000> : tensor<1x64x32xf32>
    %448 = stablehlo.constant dense<0x00000000> : tensor<1x64x32xf32>
    %449 = "stablehlo.select"(%446, %447, %448) : (tensor<1x64x32xi1>, tensor<1x64x32xf32>, tensor<1x64x32xf32>) -> tensor<1x64x32xf32>
    %450 = "stablehlo.reshape"(%388) : (tensor<1x32x2x16xf32>) -> tensor<1x32x32xf32>
    %451 = "stablehlo.dot_general"(%449, %450) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x64x32xf32>, tensor<1x32x32xf32>) -> tensor<1x64x32xf32>
    %452 = "stablehlo.reshape"(%451) : (tensor<1x64x32xf32>) -> tensor<1x64x2x16xf32>
    %453 = "stablehlo.transpose"(%452) {permutation = array<i64: 0, 2, 1, 3>} : (tensor<1x64x2x16xf32>) -> tensor<1x2x64x16xf32>
    %454 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %455 = "stablehlo.reduce"(%449, %454) ({
    ^bb0(%456: tensor<f32>, %457: tensor<f32>):
      %458 = "stablehlo.maximum"(%456, %457) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%458) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x64x32xf32>, tensor<f32>) -> tensor<1x64xf32>
    %459 = stablehlo.constant dense<0x00000000> : tensor<1x64xf32>
    %460 = "stablehlo.compare"(%455, %459) {comparison_direction = #stablehlo<comparison_direction GT>, compare_type = #stablehlo<comparison_type FLOAT>} : (tensor<1x64xf32>, tensor<1x64xf32>) -> tensor<1x64xi1>
    %461 = "stablehlo.broadcast_in_dim"(%460) {broadcast_dimensions = array<i64: 0, 2>} : (tensor<1x64xi1>) -> tensor<1x2x64x16xi1>
    %462 = "stablehlo.select"(%461, %453, %arg6) : (tensor<1x2x64x16xi1>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %463 = "stablehlo.reshape"(%406) : (tensor<1x32x4x16xf32>) -> tensor<1x32x2x2x16xf32>
    %464 = "stablehlo.transpose"(%463) {permutation = array<i64: 0, 2, 3, 1, 4>} : (tensor<1x32x2x2x16xf32>) -> tensor<1x2x2x32x16xf32>
    %465 = "stablehlo.reshape"(%464) : (tensor<1x2x2x32x16xf32>) -> tensor<1x2x64x16xf32>
    %466 = "stablehlo.dot_general"(%465, %443) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [3]>} : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x64xf32>
    %467 = stablehlo.constant dense<0x3E800000> : tensor<1x2x64x64xf32>
    %468 = "stablehlo.multiply"(%466, %467) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %469 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x32x64xi32>
    %470 = "stablehlo.broadcast_in_dim"(%arg1) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xi32>) -> tensor<1x32x64xi32>
    %471 = "stablehlo.compare"(%469, %470) {comparison_direction = #stablehlo<comparison_direction LE>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x32x64xi32>, tensor<1x32x64xi32>) -> tensor<1x32x64xi1>
    %472 = "stablehlo.broadcast_in_dim"(%471) {broadcast_dimensions = array<i64: 0, 3, 4>} : (tensor<1x32x64xi1>) -> tensor<1x2x2x32x64xi1>
    %473 = "stablehlo.reshape"(%472) : (tensor<1x2x2x32x64xi1>) -> tensor<1x2x64x64xi1>
    %474 = stablehlo.constant dense<0xFF800000> : tensor<1x2x64x64xf32>
    %475 = "stablehlo.select"(%473, %468, %474) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %476 = stablehlo.constant dense<0xFF800000> : tensor<f32>
    %477 = "stablehlo.reduce"(%475, %476) ({
    ^bb0(%478: tensor<f32>, %479: tensor<f32>):
      %480 = "stablehlo.maximum"(%478, %479) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%480) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %481 = "stablehlo.broadcast_in_dim"(%477) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x64xf32>
    %482 = "stablehlo.subtract"(%475, %481) : (tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %483 = "stablehlo.exponential"(%482) : (tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %484 = stablehlo.constant dense<0x00000000> : tensor<1x2x64x64xf32>
    %485 = "stablehlo.select"(%473, %483, %484) : (tensor<1x2x64x64xi1>, tensor<1x2x64x64xf32>, tensor<1x2x64x64xf32>) -> tensor<1x2x64x64xf32>
    %486 = stablehlo.constant dense<0x00000000> : tensor<f32>
    %487 = "stablehlo.reduce"(%485, %486) ({
    ^bb0(%488: tensor<f32>, %489: tensor<f32>):
      %490 = "stablehlo.add"(%488, %489) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%490) : (tensor<f32>) -> ()
    }) {dimensions = array<i64: 3>} : (tensor<1x2x64x64xf32>, tensor<f32>) -> tensor<1x2x64xf32>
    %491 = stablehlo.constant dense<0x00800000> : tensor<1x2x64xf32>
    %492 = "stablehlo.maximum"(%487, %491) : (tensor<1x2x64xf32>, tensor<1x2x64xf32>) -> tensor<1x2x64xf32>
    %493 = "stablehlo.dot_general"(%485, %462) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0, 1], rhs_batching_dimensions = [0, 1], lhs_contracting_dimensions = [3], rhs_contracting_dimensions = [2]>} : (tensor<1x2x64x64xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %494 = "stablehlo.broadcast_in_dim"(%492) {broadcast_dimensions = array<i64: 0, 1, 2>} : (tensor<1x2x64xf32>) -> tensor<1x2x64x16xf32>
    %495 = "stablehlo.divide"(%493, %494) : (tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>) -> tensor<1x2x64x16xf32>
    %496 = "stablehlo.reshape"(%495) : (tensor<1x2x64x16xf32>) -> tensor<1x2x2x32x16xf32>
    %497 = "stablehlo.transpose"(%496) {permutation = array<i64: 0, 3, 1, 2, 4>} : (tensor<1x2x2x32x16xf32>) -> tensor<1x32x2x2x16xf32>
    %498 = "stablehlo.reshape"(%497) : (tensor<1x32x2x2x16xf32>) -> tensor<1x32x4x16xf32>
    %499 = "stablehlo.reshape"(%498) : (tensor<1x32x4x16xf32>) -> tensor<1x32x64xf32>
    %500 = "stablehlo.reshape"(%499) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %501 = stablehlo.constant dense<15> : tensor<64x32xui8>
    %502 = "stablehlo.and"(%arg43, %501) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %503 = stablehlo.constant dense<4> : tensor<64x32xui8>
    %504 = "stablehlo.shift_right_logical"(%arg43, %503) : (tensor<64x32xui8>, tensor<64x32xui8>) -> tensor<64x32xui8>
    %505 = "stablehlo.reshape"(%502) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %506 = "stablehlo.reshape"(%504) : (tensor<64x32xui8>) -> tensor<64x32x1xui8>
    %507 = "stablehlo.concatenate"(%505, %506) {dimension = 2 : i64} : (tensor<64x32x1xui8>, tensor<64x32x1xui8>) -> tensor<64x32x2xui8>
    %508 = "stablehlo.reshape"(%507) : (tensor<64x32x2xui8>) -> tensor<64x64xui8>
    %509 = "stablehlo.convert"(%508) : (tensor<64x64xui8>) -> tensor<64x64xf32>
    %510 = "stablehlo.reshape"(%509) : (tensor<64x64xf32>) -> tensor<64x1x64xf32>
    %511 = "stablehlo.broadcast_in_dim"(%arg44) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %512 = "stablehlo.multiply"(%510, %511) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %513 = "stablehlo.broadcast_in_dim"(%arg45) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x1xf32>) -> tensor<64x1x64xf32>
    %514 = "stablehlo.add"(%512, %513) : (tensor<64x1x64xf32>, tensor<64x1x64xf32>) -> tensor<64x1x64xf32>
    %515 = "stablehlo.reshape"(%514) : (tensor<64x1x64xf32>) -> tensor<64x64xf32>
    %516 = "stablehlo.dot_general"(%515, %500) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x64xf32>, tensor<32x64xf32>) -> tensor<64x32xf32>
    %517 = "stablehlo.transpose"(%516) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %518 = "stablehlo.reshape"(%517) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %519 = "stablehlo.add"(%309, %518) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %520 = "stablehlo.multiply"(%519, %519) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %521 = "stablehlo.convert"(%520) : (tensor<1x32x64xf32>) -> tensor<1x32x64xf64>
    %522 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %523 = "stablehlo.reduce"(%521, %522) ({
    ^bb0(%524: tensor<f64>, %525: tensor<f64>):
      %526 = "stablehlo.add"(%524, %525) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%526) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x32x64xf64>, tensor<f64>) -> tensor<1x32xf64>
    %527 = stablehlo.constant dense<0x4050000000000000> : tensor<1x32xf64>
    %528 = "stablehlo.divide"(%523, %527) : (tensor<1x32xf64>, tensor<1x32xf64>) -> tensor<1x32xf64>
    %529 = "stablehlo.convert"(%528) : (tensor<1x32xf64>) -> tensor<1x32xf32>
    %530 = stablehlo.constant dense<0x3F800000> : tensor<1x32xf32>
    %531 = stablehlo.constant dense<0x358637BD> : tensor<1x32xf32>
    %532 = "stablehlo.add"(%529, %531) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %533 = "stablehlo.sqrt"(%532) : (tensor<1x32xf32>) -> tensor<1x32xf32>
    %534 = "stablehlo.divide"(%530, %533) : (tensor<1x32xf32>, tensor<1x32xf32>) -> tensor<1x32xf32>
    %535 = "stablehlo.broadcast_in_dim"(%534) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x32xf32>) -> tensor<1x32x64xf32>
    %536 = "stablehlo.multiply"(%519, %535) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %537 = "stablehlo.broadcast_in_dim"(%arg46) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x32x64xf32>
    %538 = "stablehlo.multiply"(%536, %537) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %539 = "stablehlo.reshape"(%538) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %540 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %541 = "stablehlo.and"(%arg47, %540) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %542 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %543 = "stablehlo.shift_right_logical"(%arg47, %542) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %544 = "stablehlo.reshape"(%541) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %545 = "stablehlo.reshape"(%543) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %546 = "stablehlo.concatenate"(%544, %545) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %547 = "stablehlo.reshape"(%546) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %548 = "stablehlo.convert"(%547) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %549 = "stablehlo.reshape"(%548) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %550 = "stablehlo.broadcast_in_dim"(%arg48) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %551 = "stablehlo.multiply"(%549, %550) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %552 = "stablehlo.broadcast_in_dim"(%arg49) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %553 = "stablehlo.add"(%551, %552) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %554 = "stablehlo.reshape"(%553) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %555 = "stablehlo.dot_general"(%554, %539) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %556 = "stablehlo.transpose"(%555) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %557 = "stablehlo.reshape"(%556) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %558 = "stablehlo.reshape"(%538) : (tensor<1x32x64xf32>) -> tensor<32x64xf32>
    %559 = stablehlo.constant dense<15> : tensor<128x32xui8>
    %560 = "stablehlo.and"(%arg50, %559) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %561 = stablehlo.constant dense<4> : tensor<128x32xui8>
    %562 = "stablehlo.shift_right_logical"(%arg50, %561) : (tensor<128x32xui8>, tensor<128x32xui8>) -> tensor<128x32xui8>
    %563 = "stablehlo.reshape"(%560) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %564 = "stablehlo.reshape"(%562) : (tensor<128x32xui8>) -> tensor<128x32x1xui8>
    %565 = "stablehlo.concatenate"(%563, %564) {dimension = 2 : i64} : (tensor<128x32x1xui8>, tensor<128x32x1xui8>) -> tensor<128x32x2xui8>
    %566 = "stablehlo.reshape"(%565) : (tensor<128x32x2xui8>) -> tensor<128x64xui8>
    %567 = "stablehlo.convert"(%566) : (tensor<128x64xui8>) -> tensor<128x64xf32>
    %568 = "stablehlo.reshape"(%567) : (tensor<128x64xf32>) -> tensor<128x1x64xf32>
    %569 = "stablehlo.broadcast_in_dim"(%arg51) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %570 = "stablehlo.multiply"(%568, %569) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %571 = "stablehlo.broadcast_in_dim"(%arg52) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<128x1xf32>) -> tensor<128x1x64xf32>
    %572 = "stablehlo.add"(%570, %571) : (tensor<128x1x64xf32>, tensor<128x1x64xf32>) -> tensor<128x1x64xf32>
    %573 = "stablehlo.reshape"(%572) : (tensor<128x1x64xf32>) -> tensor<128x64xf32>
    %574 = "stablehlo.dot_general"(%573, %558) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<128x64xf32>, tensor<32x64xf32>) -> tensor<128x32xf32>
    %575 = "stablehlo.transpose"(%574) {permutation = array<i64: 1, 0>} : (tensor<128x32xf32>) -> tensor<32x128xf32>
    %576 = "stablehlo.reshape"(%575) : (tensor<32x128xf32>) -> tensor<1x32x128xf32>
    %577 = "stablehlo.logistic"(%557) : (tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %578 = "stablehlo.multiply"(%557, %577) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %579 = "stablehlo.multiply"(%578, %576) : (tensor<1x32x128xf32>, tensor<1x32x128xf32>) -> tensor<1x32x128xf32>
    %580 = "stablehlo.reshape"(%579) : (tensor<1x32x128xf32>) -> tensor<32x128xf32>
    %581 = stablehlo.constant dense<15> : tensor<64x64xui8>
    %582 = "stablehlo.and"(%arg53, %581) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %583 = stablehlo.constant dense<4> : tensor<64x64xui8>
    %584 = "stablehlo.shift_right_logical"(%arg53, %583) : (tensor<64x64xui8>, tensor<64x64xui8>) -> tensor<64x64xui8>
    %585 = "stablehlo.reshape"(%582) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %586 = "stablehlo.reshape"(%584) : (tensor<64x64xui8>) -> tensor<64x64x1xui8>
    %587 = "stablehlo.concatenate"(%585, %586) {dimension = 2 : i64} : (tensor<64x64x1xui8>, tensor<64x64x1xui8>) -> tensor<64x64x2xui8>
    %588 = "stablehlo.reshape"(%587) : (tensor<64x64x2xui8>) -> tensor<64x128xui8>
    %589 = "stablehlo.convert"(%588) : (tensor<64x128xui8>) -> tensor<64x128xf32>
    %590 = "stablehlo.reshape"(%589) : (tensor<64x128xf32>) -> tensor<64x2x64xf32>
    %591 = "stablehlo.broadcast_in_dim"(%arg54) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %592 = "stablehlo.multiply"(%590, %591) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %593 = "stablehlo.broadcast_in_dim"(%arg55) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<64x2xf32>) -> tensor<64x2x64xf32>
    %594 = "stablehlo.add"(%592, %593) : (tensor<64x2x64xf32>, tensor<64x2x64xf32>) -> tensor<64x2x64xf32>
    %595 = "stablehlo.reshape"(%594) : (tensor<64x2x64xf32>) -> tensor<64x128xf32>
    %596 = "stablehlo.dot_general"(%595, %580) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<64x128xf32>, tensor<32x128xf32>) -> tensor<64x32xf32>
    %597 = "stablehlo.transpose"(%596) {permutation = array<i64: 1, 0>} : (tensor<64x32xf32>) -> tensor<32x64xf32>
    %598 = "stablehlo.reshape"(%597) : (tensor<32x64xf32>) -> tensor<1x32x64xf32>
    %599 = "stablehlo.add"(%519, %598) : (tensor<1x32x64xf32>, tensor<1x32x64xf32>) -> tensor<1x32x64xf32>
    %600 = "stablehlo.iota"() {iota_dimension = 2 : i64} : () -> tensor<1x1x32xi32>
    %601 = "stablehlo.broadcast_in_dim"(%arg2) {broadcast_dimensions = array<i64: 0>} : (tensor<1xi32>) -> tensor<1x1x32xi32>
    %602 = "stablehlo.compare"(%600, %601) {comparison_direction = #stablehlo<comparison_direction EQ>, compare_type = #stablehlo<comparison_type SIGNED>} : (tensor<1x1x32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi1>
    %603 = stablehlo.constant dense<0x3F800000> : tensor<1x1x32xf32>
    %604 = stablehlo.constant dense<0x00000000> : tensor<1x1x32xf32>
    %605 = "stablehlo.select"(%602, %603, %604) : (tensor<1x1x32xi1>, tensor<1x1x32xf32>, tensor<1x1x32xf32>) -> tensor<1x1x32xf32>
    %606 = "stablehlo.dot_general"(%605, %599) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>} : (tensor<1x1x32xf32>, tensor<1x32x64xf32>) -> tensor<1x1x64xf32>
    %607 = "stablehlo.multiply"(%606, %606) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %608 = "stablehlo.convert"(%607) : (tensor<1x1x64xf32>) -> tensor<1x1x64xf64>
    %609 = stablehlo.constant dense<0x0000000000000000> : tensor<f64>
    %610 = "stablehlo.reduce"(%608, %609) ({
    ^bb0(%611: tensor<f64>, %612: tensor<f64>):
      %613 = "stablehlo.add"(%611, %612) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%613) : (tensor<f64>) -> ()
    }) {dimensions = array<i64: 2>} : (tensor<1x1x64xf64>, tensor<f64>) -> tensor<1x1xf64>
    %614 = stablehlo.constant dense<0x4050000000000000> : tensor<1x1xf64>
    %615 = "stablehlo.divide"(%610, %614) : (tensor<1x1xf64>, tensor<1x1xf64>) -> tensor<1x1xf64>
    %616 = "stablehlo.convert"(%615) : (tensor<1x1xf64>) -> tensor<1x1xf32>
    %617 = stablehlo.constant dense<0x3F800000> : tensor<1x1xf32>
    %618 = stablehlo.constant dense<0x358637BD> : tensor<1x1xf32>
    %619 = "stablehlo.add"(%616, %618) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %620 = "stablehlo.sqrt"(%619) : (tensor<1x1xf32>) -> tensor<1x1xf32>
    %621 = "stablehlo.divide"(%617, %620) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %622 = "stablehlo.broadcast_in_dim"(%621) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<1x1xf32>) -> tensor<1x1x64xf32>
    %623 = "stablehlo.multiply"(%606, %622) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %624 = "stablehlo.broadcast_in_dim"(%arg56) {broadcast_dimensions = array<i64: 2>} : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %625 = "stablehlo.multiply"(%623, %624) : (tensor<1x1x64xf32>, tensor<1x1x64xf32>) -> tensor<1x1x64xf32>
    %626 = "stablehlo.reshape"(%625) : (tensor<1x1x64xf32>) -> tensor<1x64xf32>
    %627 = stablehlo.constant dense<15> : tensor<32000x32xui8>
    %628 = "stablehlo.and"(%arg7, %627) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %629 = stablehlo.constant dense<4> : tensor<32000x32xui8>
    %630 = "stablehlo.shift_right_logical"(%arg7, %629) : (tensor<32000x32xui8>, tensor<32000x32xui8>) -> tensor<32000x32xui8>
    %631 = "stablehlo.reshape"(%628) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %632 = "stablehlo.reshape"(%630) : (tensor<32000x32xui8>) -> tensor<32000x32x1xui8>
    %633 = "stablehlo.concatenate"(%631, %632) {dimension = 2 : i64} : (tensor<32000x32x1xui8>, tensor<32000x32x1xui8>) -> tensor<32000x32x2xui8>
    %634 = "stablehlo.reshape"(%633) : (tensor<32000x32x2xui8>) -> tensor<32000x64xui8>
    %635 = "stablehlo.convert"(%634) : (tensor<32000x64xui8>) -> tensor<32000x64xf32>
    %636 = "stablehlo.reshape"(%635) : (tensor<32000x64xf32>) -> tensor<32000x1x64xf32>
    %637 = "stablehlo.broadcast_in_dim"(%arg8) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %638 = "stablehlo.multiply"(%636, %637) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %639 = "stablehlo.broadcast_in_dim"(%arg9) {broadcast_dimensions = array<i64: 0, 1>} : (tensor<32000x1xf32>) -> tensor<32000x1x64xf32>
    %640 = "stablehlo.add"(%638, %639) : (tensor<32000x1x64xf32>, tensor<32000x1x64xf32>) -> tensor<32000x1x64xf32>
    %641 = "stablehlo.reshape"(%640) : (tensor<32000x1x64xf32>) -> tensor<32000x64xf32>
    %642 = "stablehlo.dot_general"(%641, %626) {dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>} : (tensor<32000x64xf32>, tensor<1x64xf32>) -> tensor<32000x1xf32>
    %643 = "stablehlo.transpose"(%642) {permutation = array<i64: 1, 0>} : (tensor<32000x1xf32>) -> tensor<1x32000xf32>
    %644 = "stablehlo.reshape"(%643) : (tensor<1x32000xf32>) -> tensor<1x1x32000xf32>
    return %644, %153, %172, %443, %462 : tensor<1x1x32000xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>, tensor<1x2x64x16xf32>
  }
}
