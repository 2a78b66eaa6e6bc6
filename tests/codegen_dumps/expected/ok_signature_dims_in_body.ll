; @net.forward with N = 1
; ModuleID = 'netc_net_forward'
source_filename = "netc_net_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_net_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %9, ptr %3)
  %10 = getelementptr inbounds i8, ptr %3, i64 64
  %11 = add i64 %5, 1
  call void @netc_k_random_f32(ptr nonnull %10, i64 8, i32 1, float 0.000000e+00, float 0x3FB99999A0000000, i64 %11, i64 %4)
  %12 = load ptr, ptr %1, align 8
  call fastcc void @k1_add(ptr %12, ptr %3, ptr nonnull %10)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %1, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = fmul contract float %3, %8
  %10 = fadd contract float %9, 0.000000e+00
  %11 = getelementptr inbounds float, ptr %1, i64 2
  %12 = load float, ptr %11, align 4
  %13 = fmul contract float %3, %12
  %14 = fadd contract float %13, 0.000000e+00
  %15 = getelementptr inbounds float, ptr %1, i64 3
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %3, %16
  %18 = fadd contract float %17, 0.000000e+00
  %19 = getelementptr inbounds float, ptr %1, i64 4
  %20 = load float, ptr %19, align 4
  %21 = fmul contract float %3, %20
  %22 = fadd contract float %21, 0.000000e+00
  %23 = getelementptr inbounds float, ptr %1, i64 5
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %3, %24
  %26 = fadd contract float %25, 0.000000e+00
  %27 = getelementptr inbounds float, ptr %1, i64 6
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %3, %28
  %30 = fadd contract float %29, 0.000000e+00
  %31 = getelementptr inbounds float, ptr %1, i64 7
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %3, %32
  %34 = fadd contract float %33, 0.000000e+00
  %35 = getelementptr inbounds float, ptr %0, i64 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 8
  %38 = load float, ptr %37, align 4
  %39 = fmul contract float %36, %38
  %40 = fadd contract float %6, %39
  %41 = getelementptr inbounds float, ptr %1, i64 9
  %42 = load float, ptr %41, align 4
  %43 = fmul contract float %36, %42
  %44 = fadd contract float %10, %43
  %45 = getelementptr inbounds float, ptr %1, i64 10
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %36, %46
  %48 = fadd contract float %14, %47
  %49 = getelementptr inbounds float, ptr %1, i64 11
  %50 = load float, ptr %49, align 4
  %51 = fmul contract float %36, %50
  %52 = fadd contract float %18, %51
  %53 = getelementptr inbounds float, ptr %1, i64 12
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %36, %54
  %56 = fadd contract float %22, %55
  %57 = getelementptr inbounds float, ptr %1, i64 13
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %36, %58
  %60 = fadd contract float %26, %59
  %61 = getelementptr inbounds float, ptr %1, i64 14
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %36, %62
  %64 = fadd contract float %30, %63
  %65 = getelementptr inbounds float, ptr %1, i64 15
  %66 = load float, ptr %65, align 4
  %67 = fmul contract float %36, %66
  %68 = fadd contract float %34, %67
  %69 = getelementptr inbounds float, ptr %0, i64 2
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds float, ptr %1, i64 16
  %72 = load float, ptr %71, align 4
  %73 = fmul contract float %70, %72
  %74 = fadd contract float %40, %73
  %75 = getelementptr inbounds float, ptr %1, i64 17
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %70, %76
  %78 = fadd contract float %44, %77
  %79 = getelementptr inbounds float, ptr %1, i64 18
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %70, %80
  %82 = fadd contract float %48, %81
  %83 = getelementptr inbounds float, ptr %1, i64 19
  %84 = load float, ptr %83, align 4
  %85 = fmul contract float %70, %84
  %86 = fadd contract float %52, %85
  %87 = getelementptr inbounds float, ptr %1, i64 20
  %88 = load float, ptr %87, align 4
  %89 = fmul contract float %70, %88
  %90 = fadd contract float %56, %89
  %91 = getelementptr inbounds float, ptr %1, i64 21
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %70, %92
  %94 = fadd contract float %60, %93
  %95 = getelementptr inbounds float, ptr %1, i64 22
  %96 = load float, ptr %95, align 4
  %97 = fmul contract float %70, %96
  %98 = fadd contract float %64, %97
  %99 = getelementptr inbounds float, ptr %1, i64 23
  %100 = load float, ptr %99, align 4
  %101 = fmul contract float %70, %100
  %102 = fadd contract float %68, %101
  %103 = getelementptr inbounds float, ptr %0, i64 3
  %104 = load float, ptr %103, align 4
  %105 = getelementptr inbounds float, ptr %1, i64 24
  %106 = load float, ptr %105, align 4
  %107 = fmul contract float %104, %106
  %108 = fadd contract float %74, %107
  %109 = getelementptr inbounds float, ptr %1, i64 25
  %110 = load float, ptr %109, align 4
  %111 = fmul contract float %104, %110
  %112 = fadd contract float %78, %111
  %113 = getelementptr inbounds float, ptr %1, i64 26
  %114 = load float, ptr %113, align 4
  %115 = fmul contract float %104, %114
  %116 = fadd contract float %82, %115
  %117 = getelementptr inbounds float, ptr %1, i64 27
  %118 = load float, ptr %117, align 4
  %119 = fmul contract float %104, %118
  %120 = fadd contract float %86, %119
  %121 = getelementptr inbounds float, ptr %1, i64 28
  %122 = load float, ptr %121, align 4
  %123 = fmul contract float %104, %122
  %124 = fadd contract float %90, %123
  %125 = getelementptr inbounds float, ptr %1, i64 29
  %126 = load float, ptr %125, align 4
  %127 = fmul contract float %104, %126
  %128 = fadd contract float %94, %127
  %129 = getelementptr inbounds float, ptr %1, i64 30
  %130 = load float, ptr %129, align 4
  %131 = fmul contract float %104, %130
  %132 = fadd contract float %98, %131
  %133 = getelementptr inbounds float, ptr %1, i64 31
  %134 = load float, ptr %133, align 4
  %135 = fmul contract float %104, %134
  %136 = fadd contract float %102, %135
  %137 = getelementptr inbounds float, ptr %0, i64 4
  %138 = load float, ptr %137, align 4
  %139 = getelementptr inbounds float, ptr %1, i64 32
  %140 = load float, ptr %139, align 4
  %141 = fmul contract float %138, %140
  %142 = fadd contract float %108, %141
  %143 = getelementptr inbounds float, ptr %1, i64 33
  %144 = load float, ptr %143, align 4
  %145 = fmul contract float %138, %144
  %146 = fadd contract float %112, %145
  %147 = getelementptr inbounds float, ptr %1, i64 34
  %148 = load float, ptr %147, align 4
  %149 = fmul contract float %138, %148
  %150 = fadd contract float %116, %149
  %151 = getelementptr inbounds float, ptr %1, i64 35
  %152 = load float, ptr %151, align 4
  %153 = fmul contract float %138, %152
  %154 = fadd contract float %120, %153
  %155 = getelementptr inbounds float, ptr %1, i64 36
  %156 = load float, ptr %155, align 4
  %157 = fmul contract float %138, %156
  %158 = fadd contract float %124, %157
  %159 = getelementptr inbounds float, ptr %1, i64 37
  %160 = load float, ptr %159, align 4
  %161 = fmul contract float %138, %160
  %162 = fadd contract float %128, %161
  %163 = getelementptr inbounds float, ptr %1, i64 38
  %164 = load float, ptr %163, align 4
  %165 = fmul contract float %138, %164
  %166 = fadd contract float %132, %165
  %167 = getelementptr inbounds float, ptr %1, i64 39
  %168 = load float, ptr %167, align 4
  %169 = fmul contract float %138, %168
  %170 = fadd contract float %136, %169
  %171 = getelementptr inbounds float, ptr %0, i64 5
  %172 = load float, ptr %171, align 4
  %173 = getelementptr inbounds float, ptr %1, i64 40
  %174 = load float, ptr %173, align 4
  %175 = fmul contract float %172, %174
  %176 = fadd contract float %142, %175
  %177 = getelementptr inbounds float, ptr %1, i64 41
  %178 = load float, ptr %177, align 4
  %179 = fmul contract float %172, %178
  %180 = fadd contract float %146, %179
  %181 = getelementptr inbounds float, ptr %1, i64 42
  %182 = load float, ptr %181, align 4
  %183 = fmul contract float %172, %182
  %184 = fadd contract float %150, %183
  %185 = getelementptr inbounds float, ptr %1, i64 43
  %186 = load float, ptr %185, align 4
  %187 = fmul contract float %172, %186
  %188 = fadd contract float %154, %187
  %189 = getelementptr inbounds float, ptr %1, i64 44
  %190 = load float, ptr %189, align 4
  %191 = fmul contract float %172, %190
  %192 = fadd contract float %158, %191
  %193 = getelementptr inbounds float, ptr %1, i64 45
  %194 = load float, ptr %193, align 4
  %195 = fmul contract float %172, %194
  %196 = fadd contract float %162, %195
  %197 = getelementptr inbounds float, ptr %1, i64 46
  %198 = load float, ptr %197, align 4
  %199 = fmul contract float %172, %198
  %200 = fadd contract float %166, %199
  %201 = getelementptr inbounds float, ptr %1, i64 47
  %202 = load float, ptr %201, align 4
  %203 = fmul contract float %172, %202
  %204 = fadd contract float %170, %203
  %205 = getelementptr inbounds float, ptr %0, i64 6
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds float, ptr %1, i64 48
  %208 = load float, ptr %207, align 4
  %209 = fmul contract float %206, %208
  %210 = fadd contract float %176, %209
  %211 = getelementptr inbounds float, ptr %1, i64 49
  %212 = load float, ptr %211, align 4
  %213 = fmul contract float %206, %212
  %214 = fadd contract float %180, %213
  %215 = getelementptr inbounds float, ptr %1, i64 50
  %216 = load float, ptr %215, align 4
  %217 = fmul contract float %206, %216
  %218 = fadd contract float %184, %217
  %219 = getelementptr inbounds float, ptr %1, i64 51
  %220 = load float, ptr %219, align 4
  %221 = fmul contract float %206, %220
  %222 = fadd contract float %188, %221
  %223 = getelementptr inbounds float, ptr %1, i64 52
  %224 = load float, ptr %223, align 4
  %225 = fmul contract float %206, %224
  %226 = fadd contract float %192, %225
  %227 = getelementptr inbounds float, ptr %1, i64 53
  %228 = load float, ptr %227, align 4
  %229 = fmul contract float %206, %228
  %230 = fadd contract float %196, %229
  %231 = getelementptr inbounds float, ptr %1, i64 54
  %232 = load float, ptr %231, align 4
  %233 = fmul contract float %206, %232
  %234 = fadd contract float %200, %233
  %235 = getelementptr inbounds float, ptr %1, i64 55
  %236 = load float, ptr %235, align 4
  %237 = fmul contract float %206, %236
  %238 = fadd contract float %204, %237
  %239 = getelementptr inbounds float, ptr %0, i64 7
  %240 = load float, ptr %239, align 4
  %241 = getelementptr inbounds float, ptr %1, i64 56
  %242 = load float, ptr %241, align 4
  %243 = fmul contract float %240, %242
  %244 = fadd contract float %210, %243
  %245 = getelementptr inbounds float, ptr %1, i64 57
  %246 = load float, ptr %245, align 4
  %247 = fmul contract float %240, %246
  %248 = fadd contract float %214, %247
  %249 = getelementptr inbounds float, ptr %1, i64 58
  %250 = load float, ptr %249, align 4
  %251 = fmul contract float %240, %250
  %252 = fadd contract float %218, %251
  %253 = getelementptr inbounds float, ptr %1, i64 59
  %254 = load float, ptr %253, align 4
  %255 = fmul contract float %240, %254
  %256 = fadd contract float %222, %255
  %257 = getelementptr inbounds float, ptr %1, i64 60
  %258 = load float, ptr %257, align 4
  %259 = fmul contract float %240, %258
  %260 = fadd contract float %226, %259
  %261 = getelementptr inbounds float, ptr %1, i64 61
  %262 = load float, ptr %261, align 4
  %263 = fmul contract float %240, %262
  %264 = fadd contract float %230, %263
  %265 = getelementptr inbounds float, ptr %1, i64 62
  %266 = load float, ptr %265, align 4
  %267 = fmul contract float %240, %266
  %268 = fadd contract float %234, %267
  %269 = getelementptr inbounds float, ptr %1, i64 63
  %270 = load float, ptr %269, align 4
  %271 = fmul contract float %240, %270
  %272 = fadd contract float %238, %271
  %273 = getelementptr inbounds float, ptr %2, i64 7
  %274 = getelementptr inbounds float, ptr %2, i64 6
  %275 = getelementptr inbounds float, ptr %2, i64 5
  %276 = getelementptr inbounds float, ptr %2, i64 4
  %277 = getelementptr inbounds float, ptr %2, i64 3
  %278 = getelementptr inbounds float, ptr %2, i64 2
  %279 = getelementptr inbounds float, ptr %2, i64 1
  store float %244, ptr %2, align 4
  store float %248, ptr %279, align 4
  store float %252, ptr %278, align 4
  store float %256, ptr %277, align 4
  store float %260, ptr %276, align 4
  store float %264, ptr %275, align 4
  store float %268, ptr %274, align 4
  store float %272, ptr %273, align 4
  ret void
}

declare void @netc_k_random_f32(ptr, i64, i32, float, float, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %7, %9
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %13, %15
  %17 = getelementptr inbounds float, ptr %0, i64 2
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 3
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %19, %21
  %23 = getelementptr inbounds float, ptr %0, i64 3
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds float, ptr %2, i64 4
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  %29 = getelementptr inbounds float, ptr %0, i64 4
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 5
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds float, ptr %2, i64 5
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %31, %33
  %35 = getelementptr inbounds float, ptr %0, i64 5
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 6
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %2, i64 6
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %37, %39
  %41 = getelementptr inbounds float, ptr %0, i64 6
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 7
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr %2, i64 7
  %45 = load float, ptr %44, align 4
  %46 = fadd contract float %43, %45
  %47 = getelementptr inbounds float, ptr %0, i64 7
  store float %46, ptr %47, align 4
  ret void
}

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @top
; ModuleID = 'netc_top'
source_filename = "netc_top"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_top(ptr noalias nocapture readnone %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  call fastcc void @k0_zeros(ptr %3)
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_small_matmul(ptr %3, ptr %8, ptr nonnull %9)
  %10 = add i64 %5, 2
  call void @netc_k_random_f32(ptr %3, i64 32, i32 1, float 0.000000e+00, float 0x3FB99999A0000000, i64 %10, i64 %4)
  %11 = load ptr, ptr %1, align 8
  call fastcc void @k2_add(ptr %11, ptr nonnull %9, ptr %3)
  %12 = getelementptr inbounds i8, ptr %3, i64 256
  call fastcc void @k3_ones(ptr nonnull %12)
  %13 = getelementptr inbounds i8, ptr %3, i64 448
  call fastcc void @k4_zeros(ptr nonnull %13)
  %14 = getelementptr inbounds ptr, ptr %1, i64 1
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k5_add(ptr %15, ptr nonnull %12, ptr nonnull %13)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k0_zeros(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %0, i8 0, i64 128, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 2
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 3
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 4
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 5
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 6
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 7
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 8
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 9
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 10
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 11
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 12
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 13
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 14
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 15
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 16
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 17
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 18
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 19
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 20
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 21
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 22
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 23
  %49 = load float, ptr %48, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 24
  %51 = load float, ptr %50, align 4
  %52 = getelementptr inbounds float, ptr %1, i64 25
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds float, ptr %1, i64 26
  %55 = load float, ptr %54, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 27
  %57 = load float, ptr %56, align 4
  %58 = getelementptr inbounds float, ptr %1, i64 28
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds float, ptr %1, i64 29
  %61 = load float, ptr %60, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 30
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %1, i64 31
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds float, ptr %1, i64 32
  %67 = load float, ptr %66, align 4
  %68 = getelementptr inbounds float, ptr %1, i64 33
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds float, ptr %1, i64 34
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds float, ptr %1, i64 35
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds float, ptr %1, i64 36
  %75 = load float, ptr %74, align 4
  %76 = getelementptr inbounds float, ptr %1, i64 37
  %77 = load float, ptr %76, align 4
  %78 = getelementptr inbounds float, ptr %1, i64 38
  %79 = load float, ptr %78, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 39
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds float, ptr %1, i64 40
  %83 = load float, ptr %82, align 4
  %84 = getelementptr inbounds float, ptr %1, i64 41
  %85 = load float, ptr %84, align 4
  %86 = getelementptr inbounds float, ptr %1, i64 42
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds float, ptr %1, i64 43
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds float, ptr %1, i64 44
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds float, ptr %1, i64 45
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds float, ptr %1, i64 46
  %95 = load float, ptr %94, align 4
  %96 = getelementptr inbounds float, ptr %1, i64 47
  %97 = load float, ptr %96, align 4
  %98 = getelementptr inbounds float, ptr %1, i64 48
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %1, i64 49
  %101 = load float, ptr %100, align 4
  %102 = getelementptr inbounds float, ptr %1, i64 50
  %103 = load float, ptr %102, align 4
  %104 = getelementptr inbounds float, ptr %1, i64 51
  %105 = load float, ptr %104, align 4
  %106 = getelementptr inbounds float, ptr %1, i64 52
  %107 = load float, ptr %106, align 4
  %108 = getelementptr inbounds float, ptr %1, i64 53
  %109 = load float, ptr %108, align 4
  %110 = getelementptr inbounds float, ptr %1, i64 54
  %111 = load float, ptr %110, align 4
  %112 = getelementptr inbounds float, ptr %1, i64 55
  %113 = load float, ptr %112, align 4
  %114 = getelementptr inbounds float, ptr %1, i64 56
  %115 = load float, ptr %114, align 4
  %116 = getelementptr inbounds float, ptr %1, i64 57
  %117 = load float, ptr %116, align 4
  %118 = getelementptr inbounds float, ptr %1, i64 58
  %119 = load float, ptr %118, align 4
  %120 = getelementptr inbounds float, ptr %1, i64 59
  %121 = load float, ptr %120, align 4
  %122 = getelementptr inbounds float, ptr %1, i64 60
  %123 = load float, ptr %122, align 4
  %124 = getelementptr inbounds float, ptr %1, i64 61
  %125 = load float, ptr %124, align 4
  %126 = getelementptr inbounds float, ptr %1, i64 62
  %127 = load float, ptr %126, align 4
  %128 = getelementptr inbounds float, ptr %1, i64 63
  %129 = load float, ptr %128, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %298, %loop ]
  %130 = shl nuw nsw i64 %i, 5
  %uglygep = getelementptr i8, ptr %2, i64 %130
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %uglygep, i8 0, i64 32, i1 false)
  %131 = shl i64 %i, 3
  %132 = or i64 %131, 7
  %133 = getelementptr inbounds float, ptr %2, i64 %132
  %.promoted24 = load float, ptr %133, align 4
  %134 = or i64 %131, 6
  %135 = getelementptr inbounds float, ptr %2, i64 %134
  %.promoted22 = load float, ptr %135, align 4
  %136 = or i64 %131, 5
  %137 = getelementptr inbounds float, ptr %2, i64 %136
  %.promoted20 = load float, ptr %137, align 4
  %138 = or i64 %131, 4
  %139 = getelementptr inbounds float, ptr %2, i64 %138
  %.promoted18 = load float, ptr %139, align 4
  %140 = or i64 %131, 3
  %141 = getelementptr inbounds float, ptr %2, i64 %140
  %.promoted16 = load float, ptr %141, align 4
  %142 = or i64 %131, 2
  %143 = getelementptr inbounds float, ptr %2, i64 %142
  %.promoted14 = load float, ptr %143, align 4
  %144 = or i64 %131, 1
  %145 = getelementptr inbounds float, ptr %2, i64 %144
  %.promoted12 = load float, ptr %145, align 4
  %146 = getelementptr inbounds float, ptr %2, i64 %131
  %.promoted = load float, ptr %146, align 4
  %147 = getelementptr inbounds float, ptr %0, i64 %131
  %148 = load float, ptr %147, align 4
  %149 = fmul contract float %148, %3
  %150 = fadd contract float %.promoted, %149
  %151 = fmul contract float %148, %5
  %152 = fadd contract float %.promoted12, %151
  %153 = fmul contract float %148, %7
  %154 = fadd contract float %.promoted14, %153
  %155 = fmul contract float %148, %9
  %156 = fadd contract float %.promoted16, %155
  %157 = fmul contract float %148, %11
  %158 = fadd contract float %.promoted18, %157
  %159 = fmul contract float %148, %13
  %160 = fadd contract float %.promoted20, %159
  %161 = fmul contract float %148, %15
  %162 = fadd contract float %.promoted22, %161
  %163 = fmul contract float %148, %17
  %164 = fadd contract float %.promoted24, %163
  %165 = or i64 %131, 1
  %166 = getelementptr inbounds float, ptr %0, i64 %165
  %167 = load float, ptr %166, align 4
  %168 = fmul contract float %167, %19
  %169 = fadd contract float %150, %168
  %170 = fmul contract float %167, %21
  %171 = fadd contract float %152, %170
  %172 = fmul contract float %167, %23
  %173 = fadd contract float %154, %172
  %174 = fmul contract float %167, %25
  %175 = fadd contract float %156, %174
  %176 = fmul contract float %167, %27
  %177 = fadd contract float %158, %176
  %178 = fmul contract float %167, %29
  %179 = fadd contract float %160, %178
  %180 = fmul contract float %167, %31
  %181 = fadd contract float %162, %180
  %182 = fmul contract float %167, %33
  %183 = fadd contract float %164, %182
  %184 = or i64 %131, 2
  %185 = getelementptr inbounds float, ptr %0, i64 %184
  %186 = load float, ptr %185, align 4
  %187 = fmul contract float %186, %35
  %188 = fadd contract float %169, %187
  %189 = fmul contract float %186, %37
  %190 = fadd contract float %171, %189
  %191 = fmul contract float %186, %39
  %192 = fadd contract float %173, %191
  %193 = fmul contract float %186, %41
  %194 = fadd contract float %175, %193
  %195 = fmul contract float %186, %43
  %196 = fadd contract float %177, %195
  %197 = fmul contract float %186, %45
  %198 = fadd contract float %179, %197
  %199 = fmul contract float %186, %47
  %200 = fadd contract float %181, %199
  %201 = fmul contract float %186, %49
  %202 = fadd contract float %183, %201
  %203 = or i64 %131, 3
  %204 = getelementptr inbounds float, ptr %0, i64 %203
  %205 = load float, ptr %204, align 4
  %206 = fmul contract float %205, %51
  %207 = fadd contract float %188, %206
  %208 = fmul contract float %205, %53
  %209 = fadd contract float %190, %208
  %210 = fmul contract float %205, %55
  %211 = fadd contract float %192, %210
  %212 = fmul contract float %205, %57
  %213 = fadd contract float %194, %212
  %214 = fmul contract float %205, %59
  %215 = fadd contract float %196, %214
  %216 = fmul contract float %205, %61
  %217 = fadd contract float %198, %216
  %218 = fmul contract float %205, %63
  %219 = fadd contract float %200, %218
  %220 = fmul contract float %205, %65
  %221 = fadd contract float %202, %220
  %222 = or i64 %131, 4
  %223 = getelementptr inbounds float, ptr %0, i64 %222
  %224 = load float, ptr %223, align 4
  %225 = fmul contract float %224, %67
  %226 = fadd contract float %207, %225
  %227 = fmul contract float %224, %69
  %228 = fadd contract float %209, %227
  %229 = fmul contract float %224, %71
  %230 = fadd contract float %211, %229
  %231 = fmul contract float %224, %73
  %232 = fadd contract float %213, %231
  %233 = fmul contract float %224, %75
  %234 = fadd contract float %215, %233
  %235 = fmul contract float %224, %77
  %236 = fadd contract float %217, %235
  %237 = fmul contract float %224, %79
  %238 = fadd contract float %219, %237
  %239 = fmul contract float %224, %81
  %240 = fadd contract float %221, %239
  %241 = or i64 %131, 5
  %242 = getelementptr inbounds float, ptr %0, i64 %241
  %243 = load float, ptr %242, align 4
  %244 = fmul contract float %243, %83
  %245 = fadd contract float %226, %244
  %246 = fmul contract float %243, %85
  %247 = fadd contract float %228, %246
  %248 = fmul contract float %243, %87
  %249 = fadd contract float %230, %248
  %250 = fmul contract float %243, %89
  %251 = fadd contract float %232, %250
  %252 = fmul contract float %243, %91
  %253 = fadd contract float %234, %252
  %254 = fmul contract float %243, %93
  %255 = fadd contract float %236, %254
  %256 = fmul contract float %243, %95
  %257 = fadd contract float %238, %256
  %258 = fmul contract float %243, %97
  %259 = fadd contract float %240, %258
  %260 = or i64 %131, 6
  %261 = getelementptr inbounds float, ptr %0, i64 %260
  %262 = load float, ptr %261, align 4
  %263 = fmul contract float %262, %99
  %264 = fadd contract float %245, %263
  %265 = fmul contract float %262, %101
  %266 = fadd contract float %247, %265
  %267 = fmul contract float %262, %103
  %268 = fadd contract float %249, %267
  %269 = fmul contract float %262, %105
  %270 = fadd contract float %251, %269
  %271 = fmul contract float %262, %107
  %272 = fadd contract float %253, %271
  %273 = fmul contract float %262, %109
  %274 = fadd contract float %255, %273
  %275 = fmul contract float %262, %111
  %276 = fadd contract float %257, %275
  %277 = fmul contract float %262, %113
  %278 = fadd contract float %259, %277
  %279 = or i64 %131, 7
  %280 = getelementptr inbounds float, ptr %0, i64 %279
  %281 = load float, ptr %280, align 4
  %282 = fmul contract float %281, %115
  %283 = fadd contract float %264, %282
  %284 = fmul contract float %281, %117
  %285 = fadd contract float %266, %284
  %286 = fmul contract float %281, %119
  %287 = fadd contract float %268, %286
  %288 = fmul contract float %281, %121
  %289 = fadd contract float %270, %288
  %290 = fmul contract float %281, %123
  %291 = fadd contract float %272, %290
  %292 = fmul contract float %281, %125
  %293 = fadd contract float %274, %292
  %294 = fmul contract float %281, %127
  %295 = fadd contract float %276, %294
  %296 = fmul contract float %281, %129
  %297 = fadd contract float %278, %296
  store float %283, ptr %146, align 4
  store float %285, ptr %145, align 4
  store float %287, ptr %143, align 4
  store float %289, ptr %141, align 4
  store float %291, ptr %139, align 4
  store float %293, ptr %137, align 4
  store float %295, ptr %135, align 4
  store float %297, ptr %133, align 4
  %298 = add nuw nsw i64 %i, 1
  %exitcond11.not = icmp eq i64 %298, 4
  br i1 %exitcond11.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare void @netc_k_random_f32(ptr, i64, i32, float, float, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %wide.load1 = load <8 x float>, ptr %2, align 4
  %3 = fadd contract <8 x float> %wide.load, %wide.load1
  store <8 x float> %3, ptr %0, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load1.1 = load <8 x float>, ptr %5, align 4
  %6 = fadd contract <8 x float> %wide.load.1, %wide.load1.1
  %7 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %6, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load1.2 = load <8 x float>, ptr %9, align 4
  %10 = fadd contract <8 x float> %wide.load.2, %wide.load1.2
  %11 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load1.3 = load <8 x float>, ptr %13, align 4
  %14 = fadd contract <8 x float> %wide.load.3, %wide.load1.3
  %15 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %14, ptr %15, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float 1.000000e+00, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 4
  store float 1.000000e+00, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 5
  store float 1.000000e+00, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 6
  store float 1.000000e+00, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 7
  store float 1.000000e+00, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 8
  store float 1.000000e+00, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 9
  store float 1.000000e+00, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 10
  store float 1.000000e+00, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 11
  store float 1.000000e+00, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 12
  store float 1.000000e+00, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 13
  store float 1.000000e+00, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 14
  store float 1.000000e+00, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 15
  store float 1.000000e+00, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %0, i64 16
  store float 1.000000e+00, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %0, i64 17
  store float 1.000000e+00, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 18
  store float 1.000000e+00, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 19
  store float 1.000000e+00, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %0, i64 20
  store float 1.000000e+00, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 21
  store float 1.000000e+00, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %0, i64 22
  store float 1.000000e+00, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 23
  store float 1.000000e+00, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %0, i64 24
  store float 1.000000e+00, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %0, i64 25
  store float 1.000000e+00, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %0, i64 26
  store float 1.000000e+00, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 27
  store float 1.000000e+00, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %0, i64 28
  store float 1.000000e+00, ptr %28, align 4
  %29 = getelementptr inbounds float, ptr %0, i64 29
  store float 1.000000e+00, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %0, i64 30
  store float 1.000000e+00, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 31
  store float 1.000000e+00, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %0, i64 32
  store float 1.000000e+00, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 33
  store float 1.000000e+00, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %0, i64 34
  store float 1.000000e+00, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %0, i64 35
  store float 1.000000e+00, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %0, i64 36
  store float 1.000000e+00, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %0, i64 37
  store float 1.000000e+00, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %0, i64 38
  store float 1.000000e+00, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 39
  store float 1.000000e+00, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %0, i64 40
  store float 1.000000e+00, ptr %40, align 4
  %41 = getelementptr inbounds float, ptr %0, i64 41
  store float 1.000000e+00, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %0, i64 42
  store float 1.000000e+00, ptr %42, align 4
  %43 = getelementptr inbounds float, ptr %0, i64 43
  store float 1.000000e+00, ptr %43, align 4
  %44 = getelementptr inbounds float, ptr %0, i64 44
  store float 1.000000e+00, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 45
  store float 1.000000e+00, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %0, i64 46
  store float 1.000000e+00, ptr %46, align 4
  %47 = getelementptr inbounds float, ptr %0, i64 47
  store float 1.000000e+00, ptr %47, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k4_zeros(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(192) %0, i8 0, i64 192, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %3 = fmul contract <8 x float> %wide.load, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %wide.load1 = load <8 x float>, ptr %2, align 4
  %4 = fadd contract <8 x float> %3, %wide.load1
  store <8 x float> %4, ptr %0, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %5, align 4
  %6 = fmul contract <8 x float> %wide.load.1, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %7 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load1.1 = load <8 x float>, ptr %7, align 4
  %8 = fadd contract <8 x float> %6, %wide.load1.1
  %9 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %8, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %10, align 4
  %11 = fmul contract <8 x float> %wide.load.2, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %12 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load1.2 = load <8 x float>, ptr %12, align 4
  %13 = fadd contract <8 x float> %11, %wide.load1.2
  %14 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %13, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %15, align 4
  %16 = fmul contract <8 x float> %wide.load.3, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %17 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load1.3 = load <8 x float>, ptr %17, align 4
  %18 = fadd contract <8 x float> %16, %wide.load1.3
  %19 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %18, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.4 = load <8 x float>, ptr %20, align 4
  %21 = fmul contract <8 x float> %wide.load.4, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %22 = getelementptr inbounds float, ptr %2, i64 32
  %wide.load1.4 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %21, %wide.load1.4
  %24 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load.5 = load <8 x float>, ptr %25, align 4
  %26 = fmul contract <8 x float> %wide.load.5, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>
  %27 = getelementptr inbounds float, ptr %2, i64 40
  %wide.load1.5 = load <8 x float>, ptr %27, align 4
  %28 = fadd contract <8 x float> %26, %wide.load1.5
  %29 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %28, ptr %29, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

