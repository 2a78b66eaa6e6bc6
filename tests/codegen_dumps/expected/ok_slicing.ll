; @net.forward with B = 1, T = 1
; ModuleID = 'netc_net_forward'
source_filename = "netc_net_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_net_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  call fastcc void @k1_slice(ptr nonnull %10, ptr %3)
  %11 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k2_slice(ptr nonnull %11, ptr %3)
  %12 = getelementptr inbounds i8, ptr %3, i64 192
  call fastcc void @k3_slice(ptr nonnull %12, ptr %3)
  call fastcc void @k4_slice(ptr %3, ptr nonnull %10)
  call fastcc void @k5_slice(ptr nonnull %10, ptr nonnull %11)
  call fastcc void @k6_concat(ptr nonnull %11, ptr %3, ptr nonnull %10)
  call fastcc void @k7_slice(ptr %3, ptr nonnull %12)
  call fastcc void @k8_slice(ptr nonnull %10, ptr nonnull %12)
  call fastcc void @k9_concat(ptr nonnull %12, ptr %3, ptr nonnull %10)
  call fastcc void @k10_slice(ptr %3, ptr nonnull %12)
  call fastcc void @k11_slice(ptr nonnull %10, ptr nonnull %11)
  call fastcc void @k12_mean(ptr nonnull %12, ptr %3)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k13_concat(ptr %13, ptr nonnull %10, ptr nonnull %12)
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
  %35 = getelementptr inbounds float, ptr %1, i64 8
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %3, %36
  %38 = fadd contract float %37, 0.000000e+00
  %39 = getelementptr inbounds float, ptr %1, i64 9
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %3, %40
  %42 = fadd contract float %41, 0.000000e+00
  %43 = getelementptr inbounds float, ptr %1, i64 10
  %44 = load float, ptr %43, align 4
  %45 = fmul contract float %3, %44
  %46 = fadd contract float %45, 0.000000e+00
  %47 = getelementptr inbounds float, ptr %1, i64 11
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %3, %48
  %50 = fadd contract float %49, 0.000000e+00
  %51 = getelementptr inbounds float, ptr %0, i64 1
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 12
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %52, %54
  %56 = fadd contract float %6, %55
  %57 = getelementptr inbounds float, ptr %1, i64 13
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %52, %58
  %60 = fadd contract float %10, %59
  %61 = getelementptr inbounds float, ptr %1, i64 14
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %52, %62
  %64 = fadd contract float %14, %63
  %65 = getelementptr inbounds float, ptr %1, i64 15
  %66 = load float, ptr %65, align 4
  %67 = fmul contract float %52, %66
  %68 = fadd contract float %18, %67
  %69 = getelementptr inbounds float, ptr %1, i64 16
  %70 = load float, ptr %69, align 4
  %71 = fmul contract float %52, %70
  %72 = fadd contract float %22, %71
  %73 = getelementptr inbounds float, ptr %1, i64 17
  %74 = load float, ptr %73, align 4
  %75 = fmul contract float %52, %74
  %76 = fadd contract float %26, %75
  %77 = getelementptr inbounds float, ptr %1, i64 18
  %78 = load float, ptr %77, align 4
  %79 = fmul contract float %52, %78
  %80 = fadd contract float %30, %79
  %81 = getelementptr inbounds float, ptr %1, i64 19
  %82 = load float, ptr %81, align 4
  %83 = fmul contract float %52, %82
  %84 = fadd contract float %34, %83
  %85 = getelementptr inbounds float, ptr %1, i64 20
  %86 = load float, ptr %85, align 4
  %87 = fmul contract float %52, %86
  %88 = fadd contract float %38, %87
  %89 = getelementptr inbounds float, ptr %1, i64 21
  %90 = load float, ptr %89, align 4
  %91 = fmul contract float %52, %90
  %92 = fadd contract float %42, %91
  %93 = getelementptr inbounds float, ptr %1, i64 22
  %94 = load float, ptr %93, align 4
  %95 = fmul contract float %52, %94
  %96 = fadd contract float %46, %95
  %97 = getelementptr inbounds float, ptr %1, i64 23
  %98 = load float, ptr %97, align 4
  %99 = fmul contract float %52, %98
  %100 = fadd contract float %50, %99
  %101 = getelementptr inbounds float, ptr %0, i64 2
  %102 = load float, ptr %101, align 4
  %103 = getelementptr inbounds float, ptr %1, i64 24
  %104 = load float, ptr %103, align 4
  %105 = fmul contract float %102, %104
  %106 = fadd contract float %56, %105
  %107 = getelementptr inbounds float, ptr %1, i64 25
  %108 = load float, ptr %107, align 4
  %109 = fmul contract float %102, %108
  %110 = fadd contract float %60, %109
  %111 = getelementptr inbounds float, ptr %1, i64 26
  %112 = load float, ptr %111, align 4
  %113 = fmul contract float %102, %112
  %114 = fadd contract float %64, %113
  %115 = getelementptr inbounds float, ptr %1, i64 27
  %116 = load float, ptr %115, align 4
  %117 = fmul contract float %102, %116
  %118 = fadd contract float %68, %117
  %119 = getelementptr inbounds float, ptr %1, i64 28
  %120 = load float, ptr %119, align 4
  %121 = fmul contract float %102, %120
  %122 = fadd contract float %72, %121
  %123 = getelementptr inbounds float, ptr %1, i64 29
  %124 = load float, ptr %123, align 4
  %125 = fmul contract float %102, %124
  %126 = fadd contract float %76, %125
  %127 = getelementptr inbounds float, ptr %1, i64 30
  %128 = load float, ptr %127, align 4
  %129 = fmul contract float %102, %128
  %130 = fadd contract float %80, %129
  %131 = getelementptr inbounds float, ptr %1, i64 31
  %132 = load float, ptr %131, align 4
  %133 = fmul contract float %102, %132
  %134 = fadd contract float %84, %133
  %135 = getelementptr inbounds float, ptr %1, i64 32
  %136 = load float, ptr %135, align 4
  %137 = fmul contract float %102, %136
  %138 = fadd contract float %88, %137
  %139 = getelementptr inbounds float, ptr %1, i64 33
  %140 = load float, ptr %139, align 4
  %141 = fmul contract float %102, %140
  %142 = fadd contract float %92, %141
  %143 = getelementptr inbounds float, ptr %1, i64 34
  %144 = load float, ptr %143, align 4
  %145 = fmul contract float %102, %144
  %146 = fadd contract float %96, %145
  %147 = getelementptr inbounds float, ptr %1, i64 35
  %148 = load float, ptr %147, align 4
  %149 = fmul contract float %102, %148
  %150 = fadd contract float %100, %149
  %151 = getelementptr inbounds float, ptr %0, i64 3
  %152 = load float, ptr %151, align 4
  %153 = getelementptr inbounds float, ptr %1, i64 36
  %154 = load float, ptr %153, align 4
  %155 = fmul contract float %152, %154
  %156 = fadd contract float %106, %155
  %157 = getelementptr inbounds float, ptr %1, i64 37
  %158 = load float, ptr %157, align 4
  %159 = fmul contract float %152, %158
  %160 = fadd contract float %110, %159
  %161 = getelementptr inbounds float, ptr %1, i64 38
  %162 = load float, ptr %161, align 4
  %163 = fmul contract float %152, %162
  %164 = fadd contract float %114, %163
  %165 = getelementptr inbounds float, ptr %1, i64 39
  %166 = load float, ptr %165, align 4
  %167 = fmul contract float %152, %166
  %168 = fadd contract float %118, %167
  %169 = getelementptr inbounds float, ptr %1, i64 40
  %170 = load float, ptr %169, align 4
  %171 = fmul contract float %152, %170
  %172 = fadd contract float %122, %171
  %173 = getelementptr inbounds float, ptr %1, i64 41
  %174 = load float, ptr %173, align 4
  %175 = fmul contract float %152, %174
  %176 = fadd contract float %126, %175
  %177 = getelementptr inbounds float, ptr %1, i64 42
  %178 = load float, ptr %177, align 4
  %179 = fmul contract float %152, %178
  %180 = fadd contract float %130, %179
  %181 = getelementptr inbounds float, ptr %1, i64 43
  %182 = load float, ptr %181, align 4
  %183 = fmul contract float %152, %182
  %184 = fadd contract float %134, %183
  %185 = getelementptr inbounds float, ptr %1, i64 44
  %186 = load float, ptr %185, align 4
  %187 = fmul contract float %152, %186
  %188 = fadd contract float %138, %187
  %189 = getelementptr inbounds float, ptr %1, i64 45
  %190 = load float, ptr %189, align 4
  %191 = fmul contract float %152, %190
  %192 = fadd contract float %142, %191
  %193 = getelementptr inbounds float, ptr %1, i64 46
  %194 = load float, ptr %193, align 4
  %195 = fmul contract float %152, %194
  %196 = fadd contract float %146, %195
  %197 = getelementptr inbounds float, ptr %1, i64 47
  %198 = load float, ptr %197, align 4
  %199 = fmul contract float %152, %198
  %200 = fadd contract float %150, %199
  %201 = getelementptr inbounds float, ptr %2, i64 11
  %202 = getelementptr inbounds float, ptr %2, i64 10
  %203 = getelementptr inbounds float, ptr %2, i64 9
  %204 = getelementptr inbounds float, ptr %2, i64 8
  %205 = getelementptr inbounds float, ptr %2, i64 7
  %206 = getelementptr inbounds float, ptr %2, i64 6
  %207 = getelementptr inbounds float, ptr %2, i64 5
  %208 = getelementptr inbounds float, ptr %2, i64 4
  %209 = getelementptr inbounds float, ptr %2, i64 3
  %210 = getelementptr inbounds float, ptr %2, i64 2
  %211 = getelementptr inbounds float, ptr %2, i64 1
  store float %156, ptr %2, align 4
  store float %160, ptr %211, align 4
  store float %164, ptr %210, align 4
  store float %168, ptr %209, align 4
  store float %172, ptr %208, align 4
  store float %176, ptr %207, align 4
  store float %180, ptr %206, align 4
  store float %184, ptr %205, align 4
  store float %188, ptr %204, align 4
  store float %192, ptr %203, align 4
  store float %196, ptr %202, align 4
  store float %200, ptr %201, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %uglygep = getelementptr i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %uglygep, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %uglygep = getelementptr i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %uglygep, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep = getelementptr i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep, ptr noundef nonnull align 4 dereferenceable(16) %2, i64 16, i1 false)
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k7_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %2 = load float, ptr %1, align 4
  store float %2, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %uglygep = getelementptr i8, ptr %1, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %uglygep, i64 12, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  store float %3, ptr %0, align 4
  %uglygep = getelementptr i8, ptr %0, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k11_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  store float %3, ptr %0, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 1
  %7 = fadd contract float %5, 0.000000e+00
  store float %7, ptr %6, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 2
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 2
  %11 = fadd contract float %9, 0.000000e+00
  store float %11, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 3
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 3
  %15 = fadd contract float %13, 0.000000e+00
  store float %15, ptr %14, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep = getelementptr i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep, ptr noundef nonnull align 4 dereferenceable(16) %2, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

; @top
; ModuleID = 'netc_top'
source_filename = "netc_top"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_top(ptr noalias nocapture readnone %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  call fastcc void @k0_ones(ptr %3)
  %8 = load ptr, ptr %2, align 8
  %9 = getelementptr inbounds i8, ptr %3, i64 192
  call fastcc void @k1_small_matmul(ptr %3, ptr %8, ptr nonnull %9)
  call fastcc void @k2_slice(ptr %3, ptr nonnull %9)
  %10 = getelementptr inbounds i8, ptr %3, i64 704
  call fastcc void @k3_slice(ptr nonnull %10, ptr nonnull %9)
  %11 = getelementptr inbounds i8, ptr %3, i64 896
  call fastcc void @k4_slice(ptr nonnull %11, ptr nonnull %9)
  call fastcc void @k5_slice(ptr nonnull %9, ptr %3)
  call fastcc void @k6_slice(ptr %3, ptr nonnull %10)
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k7_concat(ptr nonnull %12, ptr nonnull %9, ptr %3)
  %13 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k8_slice(ptr nonnull %13, ptr nonnull %11)
  call fastcc void @k9_slice(ptr nonnull %10, ptr nonnull %11)
  call fastcc void @k10_concat(ptr nonnull %11, ptr nonnull %13, ptr nonnull %10)
  call fastcc void @k11_slice(ptr nonnull %10, ptr nonnull %11)
  %14 = getelementptr inbounds i8, ptr %3, i64 832
  call fastcc void @k12_slice(ptr nonnull %14, ptr nonnull %12)
  call fastcc void @k13_mean(ptr nonnull %9, ptr nonnull %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k14_concat(ptr %15, ptr nonnull %14, ptr nonnull %9)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k0_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
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
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %231, %loop ]
  %98 = mul nuw nsw i64 %i, 48
  %uglygep = getelementptr i8, ptr %2, i64 %98
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(48) %uglygep, i8 0, i64 48, i1 false)
  %99 = mul nuw nsw i64 %i, 12
  %100 = add nuw nsw i64 %99, 11
  %101 = getelementptr inbounds float, ptr %2, i64 %100
  %.promoted32 = load float, ptr %101, align 4
  %102 = add nuw nsw i64 %99, 10
  %103 = getelementptr inbounds float, ptr %2, i64 %102
  %.promoted30 = load float, ptr %103, align 4
  %104 = add nuw nsw i64 %99, 9
  %105 = getelementptr inbounds float, ptr %2, i64 %104
  %.promoted28 = load float, ptr %105, align 4
  %106 = add nuw nsw i64 %99, 8
  %107 = getelementptr inbounds float, ptr %2, i64 %106
  %.promoted26 = load float, ptr %107, align 4
  %108 = add nuw nsw i64 %99, 7
  %109 = getelementptr inbounds float, ptr %2, i64 %108
  %.promoted24 = load float, ptr %109, align 4
  %110 = add nuw nsw i64 %99, 6
  %111 = getelementptr inbounds float, ptr %2, i64 %110
  %.promoted22 = load float, ptr %111, align 4
  %112 = add nuw nsw i64 %99, 5
  %113 = getelementptr inbounds float, ptr %2, i64 %112
  %.promoted20 = load float, ptr %113, align 4
  %114 = add nuw nsw i64 %99, 4
  %115 = getelementptr inbounds float, ptr %2, i64 %114
  %.promoted18 = load float, ptr %115, align 4
  %116 = or i64 %99, 3
  %117 = getelementptr inbounds float, ptr %2, i64 %116
  %.promoted16 = load float, ptr %117, align 4
  %118 = or i64 %99, 2
  %119 = getelementptr inbounds float, ptr %2, i64 %118
  %.promoted14 = load float, ptr %119, align 4
  %120 = or i64 %99, 1
  %121 = getelementptr inbounds float, ptr %2, i64 %120
  %.promoted12 = load float, ptr %121, align 4
  %122 = getelementptr inbounds float, ptr %2, i64 %99
  %.promoted = load float, ptr %122, align 4
  %123 = shl i64 %i, 2
  %124 = getelementptr inbounds float, ptr %0, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul contract float %125, %3
  %127 = fadd contract float %.promoted, %126
  %128 = fmul contract float %125, %5
  %129 = fadd contract float %.promoted12, %128
  %130 = fmul contract float %125, %7
  %131 = fadd contract float %.promoted14, %130
  %132 = fmul contract float %125, %9
  %133 = fadd contract float %.promoted16, %132
  %134 = fmul contract float %125, %11
  %135 = fadd contract float %.promoted18, %134
  %136 = fmul contract float %125, %13
  %137 = fadd contract float %.promoted20, %136
  %138 = fmul contract float %125, %15
  %139 = fadd contract float %.promoted22, %138
  %140 = fmul contract float %125, %17
  %141 = fadd contract float %.promoted24, %140
  %142 = fmul contract float %125, %19
  %143 = fadd contract float %.promoted26, %142
  %144 = fmul contract float %125, %21
  %145 = fadd contract float %.promoted28, %144
  %146 = fmul contract float %125, %23
  %147 = fadd contract float %.promoted30, %146
  %148 = fmul contract float %125, %25
  %149 = fadd contract float %.promoted32, %148
  %150 = or i64 %123, 1
  %151 = getelementptr inbounds float, ptr %0, i64 %150
  %152 = load float, ptr %151, align 4
  %153 = fmul contract float %152, %27
  %154 = fadd contract float %127, %153
  %155 = fmul contract float %152, %29
  %156 = fadd contract float %129, %155
  %157 = fmul contract float %152, %31
  %158 = fadd contract float %131, %157
  %159 = fmul contract float %152, %33
  %160 = fadd contract float %133, %159
  %161 = fmul contract float %152, %35
  %162 = fadd contract float %135, %161
  %163 = fmul contract float %152, %37
  %164 = fadd contract float %137, %163
  %165 = fmul contract float %152, %39
  %166 = fadd contract float %139, %165
  %167 = fmul contract float %152, %41
  %168 = fadd contract float %141, %167
  %169 = fmul contract float %152, %43
  %170 = fadd contract float %143, %169
  %171 = fmul contract float %152, %45
  %172 = fadd contract float %145, %171
  %173 = fmul contract float %152, %47
  %174 = fadd contract float %147, %173
  %175 = fmul contract float %152, %49
  %176 = fadd contract float %149, %175
  %177 = or i64 %123, 2
  %178 = getelementptr inbounds float, ptr %0, i64 %177
  %179 = load float, ptr %178, align 4
  %180 = fmul contract float %179, %51
  %181 = fadd contract float %154, %180
  %182 = fmul contract float %179, %53
  %183 = fadd contract float %156, %182
  %184 = fmul contract float %179, %55
  %185 = fadd contract float %158, %184
  %186 = fmul contract float %179, %57
  %187 = fadd contract float %160, %186
  %188 = fmul contract float %179, %59
  %189 = fadd contract float %162, %188
  %190 = fmul contract float %179, %61
  %191 = fadd contract float %164, %190
  %192 = fmul contract float %179, %63
  %193 = fadd contract float %166, %192
  %194 = fmul contract float %179, %65
  %195 = fadd contract float %168, %194
  %196 = fmul contract float %179, %67
  %197 = fadd contract float %170, %196
  %198 = fmul contract float %179, %69
  %199 = fadd contract float %172, %198
  %200 = fmul contract float %179, %71
  %201 = fadd contract float %174, %200
  %202 = fmul contract float %179, %73
  %203 = fadd contract float %176, %202
  %204 = or i64 %123, 3
  %205 = getelementptr inbounds float, ptr %0, i64 %204
  %206 = load float, ptr %205, align 4
  %207 = fmul contract float %206, %75
  %208 = fadd contract float %181, %207
  %209 = fmul contract float %206, %77
  %210 = fadd contract float %183, %209
  %211 = fmul contract float %206, %79
  %212 = fadd contract float %185, %211
  %213 = fmul contract float %206, %81
  %214 = fadd contract float %187, %213
  %215 = fmul contract float %206, %83
  %216 = fadd contract float %189, %215
  %217 = fmul contract float %206, %85
  %218 = fadd contract float %191, %217
  %219 = fmul contract float %206, %87
  %220 = fadd contract float %193, %219
  %221 = fmul contract float %206, %89
  %222 = fadd contract float %195, %221
  %223 = fmul contract float %206, %91
  %224 = fadd contract float %197, %223
  %225 = fmul contract float %206, %93
  %226 = fadd contract float %199, %225
  %227 = fmul contract float %206, %95
  %228 = fadd contract float %201, %227
  %229 = fmul contract float %206, %97
  %230 = fadd contract float %203, %229
  store float %208, ptr %122, align 4
  store float %210, ptr %121, align 4
  store float %212, ptr %119, align 4
  store float %214, ptr %117, align 4
  store float %216, ptr %115, align 4
  store float %218, ptr %113, align 4
  store float %220, ptr %111, align 4
  store float %222, ptr %109, align 4
  store float %224, ptr %107, align 4
  store float %226, ptr %105, align 4
  store float %228, ptr %103, align 4
  store float %230, ptr %101, align 4
  %231 = add nuw nsw i64 %i, 1
  %exitcond11.not = icmp eq i64 %231, 10
  br i1 %exitcond11.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep8.1 = getelementptr i8, ptr %1, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1, i64 16, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 32
  %uglygep8.2 = getelementptr i8, ptr %1, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2, i64 16, i1 false)
  %uglygep.3 = getelementptr i8, ptr %0, i64 48
  %uglygep8.3 = getelementptr i8, ptr %1, i64 144
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3, i64 16, i1 false)
  %uglygep.4 = getelementptr i8, ptr %0, i64 64
  %uglygep8.4 = getelementptr i8, ptr %1, i64 192
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4, i64 16, i1 false)
  %uglygep.19 = getelementptr i8, ptr %0, i64 80
  %uglygep8.110 = getelementptr i8, ptr %1, i64 240
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.19, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.110, i64 16, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 96
  %uglygep8.1.1 = getelementptr i8, ptr %1, i64 288
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1.1, i64 16, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 112
  %uglygep8.2.1 = getelementptr i8, ptr %1, i64 336
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2.1, i64 16, i1 false)
  %uglygep.3.1 = getelementptr i8, ptr %0, i64 128
  %uglygep8.3.1 = getelementptr i8, ptr %1, i64 384
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3.1, i64 16, i1 false)
  %uglygep.4.1 = getelementptr i8, ptr %0, i64 144
  %uglygep8.4.1 = getelementptr i8, ptr %1, i64 432
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep8 = getelementptr i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep8.1 = getelementptr i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1, i64 16, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 32
  %uglygep8.2 = getelementptr i8, ptr %1, i64 112
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2, i64 16, i1 false)
  %uglygep.3 = getelementptr i8, ptr %0, i64 48
  %uglygep8.3 = getelementptr i8, ptr %1, i64 160
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3, i64 16, i1 false)
  %uglygep.4 = getelementptr i8, ptr %0, i64 64
  %uglygep8.4 = getelementptr i8, ptr %1, i64 208
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4, i64 16, i1 false)
  %uglygep.19 = getelementptr i8, ptr %0, i64 80
  %uglygep8.110 = getelementptr i8, ptr %1, i64 256
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.19, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.110, i64 16, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 96
  %uglygep8.1.1 = getelementptr i8, ptr %1, i64 304
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1.1, i64 16, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 112
  %uglygep8.2.1 = getelementptr i8, ptr %1, i64 352
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2.1, i64 16, i1 false)
  %uglygep.3.1 = getelementptr i8, ptr %0, i64 128
  %uglygep8.3.1 = getelementptr i8, ptr %1, i64 400
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3.1, i64 16, i1 false)
  %uglygep.4.1 = getelementptr i8, ptr %0, i64 144
  %uglygep8.4.1 = getelementptr i8, ptr %1, i64 448
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep8 = getelementptr i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep8.1 = getelementptr i8, ptr %1, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1, i64 16, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 32
  %uglygep8.2 = getelementptr i8, ptr %1, i64 128
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2, i64 16, i1 false)
  %uglygep.3 = getelementptr i8, ptr %0, i64 48
  %uglygep8.3 = getelementptr i8, ptr %1, i64 176
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3, i64 16, i1 false)
  %uglygep.4 = getelementptr i8, ptr %0, i64 64
  %uglygep8.4 = getelementptr i8, ptr %1, i64 224
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4, i64 16, i1 false)
  %uglygep.19 = getelementptr i8, ptr %0, i64 80
  %uglygep8.110 = getelementptr i8, ptr %1, i64 272
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.19, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.110, i64 16, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 96
  %uglygep8.1.1 = getelementptr i8, ptr %1, i64 320
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1.1, i64 16, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 112
  %uglygep8.2.1 = getelementptr i8, ptr %1, i64 368
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2.1, i64 16, i1 false)
  %uglygep.3.1 = getelementptr i8, ptr %0, i64 128
  %uglygep8.3.1 = getelementptr i8, ptr %1, i64 416
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.3.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.3.1, i64 16, i1 false)
  %uglygep.4.1 = getelementptr i8, ptr %0, i64 144
  %uglygep8.4.1 = getelementptr i8, ptr %1, i64 464
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.4.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.4.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep7.1 = getelementptr i8, ptr %1, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep7.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep7 = getelementptr i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %uglygep7, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep8.1 = getelementptr i8, ptr %1, i64 144
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 32
  %uglygep18.1 = getelementptr i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep18.1, i64 16, i1 false)
  %uglygep = getelementptr i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep, ptr noundef nonnull align 4 dereferenceable(16) %2, i64 16, i1 false)
  %uglygep19.1 = getelementptr i8, ptr %0, i64 48
  %uglygep20.1 = getelementptr i8, ptr %2, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep19.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep20.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %2 = load float, ptr %1, align 4
  store float %2, ptr %0, align 4
  %3 = getelementptr inbounds float, ptr %1, i64 4
  %4 = getelementptr inbounds float, ptr %0, i64 1
  %5 = load float, ptr %3, align 4
  store float %5, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 8
  %7 = getelementptr inbounds float, ptr %0, i64 2
  %8 = load float, ptr %6, align 4
  store float %8, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 12
  %10 = getelementptr inbounds float, ptr %0, i64 3
  %11 = load float, ptr %9, align 4
  store float %11, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 16
  %13 = getelementptr inbounds float, ptr %0, i64 4
  %14 = load float, ptr %12, align 4
  store float %14, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 20
  %16 = getelementptr inbounds float, ptr %0, i64 5
  %17 = load float, ptr %15, align 4
  store float %17, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 24
  %19 = getelementptr inbounds float, ptr %0, i64 6
  %20 = load float, ptr %18, align 4
  store float %20, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 28
  %22 = getelementptr inbounds float, ptr %0, i64 7
  %23 = load float, ptr %21, align 4
  store float %23, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 32
  %25 = getelementptr inbounds float, ptr %0, i64 8
  %26 = load float, ptr %24, align 4
  store float %26, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 36
  %28 = getelementptr inbounds float, ptr %0, i64 9
  %29 = load float, ptr %27, align 4
  store float %29, ptr %28, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep8 = getelementptr i8, ptr %1, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %0, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8, i64 12, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 12
  %uglygep8.1 = getelementptr i8, ptr %1, i64 20
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.1, i64 12, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 24
  %uglygep8.2 = getelementptr i8, ptr %1, i64 36
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.2, i64 12, i1 false)
  %uglygep.3 = getelementptr i8, ptr %0, i64 36
  %uglygep8.3 = getelementptr i8, ptr %1, i64 52
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.3, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.3, i64 12, i1 false)
  %uglygep.4 = getelementptr i8, ptr %0, i64 48
  %uglygep8.4 = getelementptr i8, ptr %1, i64 68
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.4, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.4, i64 12, i1 false)
  %uglygep.19 = getelementptr i8, ptr %0, i64 60
  %uglygep8.110 = getelementptr i8, ptr %1, i64 84
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.19, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.110, i64 12, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 72
  %uglygep8.1.1 = getelementptr i8, ptr %1, i64 100
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.1.1, i64 12, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 84
  %uglygep8.2.1 = getelementptr i8, ptr %1, i64 116
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.2.1, i64 12, i1 false)
  %uglygep.3.1 = getelementptr i8, ptr %0, i64 96
  %uglygep8.3.1 = getelementptr i8, ptr %1, i64 132
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.3.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.3.1, i64 12, i1 false)
  %uglygep.4.1 = getelementptr i8, ptr %0, i64 108
  %uglygep8.4.1 = getelementptr i8, ptr %1, i64 148
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.4.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep8.4.1, i64 12, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  store float %3, ptr %0, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 4
  store float %5, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 2
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 8
  store float %8, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 3
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 12
  store float %11, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 4
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 16
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 5
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds float, ptr %0, i64 20
  store float %17, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 6
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 24
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 7
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %0, i64 28
  store float %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 8
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 32
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 9
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds float, ptr %0, i64 36
  store float %29, ptr %30, align 4
  %uglygep = getelementptr i8, ptr %0, i64 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep, ptr noundef nonnull align 4 dereferenceable(12) %2, i64 12, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 20
  %uglygep19.1 = getelementptr i8, ptr %2, i64 12
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.1, i64 12, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 36
  %uglygep19.2 = getelementptr i8, ptr %2, i64 24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.2, i64 12, i1 false)
  %uglygep.3 = getelementptr i8, ptr %0, i64 52
  %uglygep19.3 = getelementptr i8, ptr %2, i64 36
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.3, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.3, i64 12, i1 false)
  %uglygep.4 = getelementptr i8, ptr %0, i64 68
  %uglygep19.4 = getelementptr i8, ptr %2, i64 48
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.4, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.4, i64 12, i1 false)
  %uglygep.120 = getelementptr i8, ptr %0, i64 84
  %uglygep19.121 = getelementptr i8, ptr %2, i64 60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.120, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.121, i64 12, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 100
  %uglygep19.1.1 = getelementptr i8, ptr %2, i64 72
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.1.1, i64 12, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 116
  %uglygep19.2.1 = getelementptr i8, ptr %2, i64 84
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.2.1, i64 12, i1 false)
  %uglygep.3.1 = getelementptr i8, ptr %0, i64 132
  %uglygep19.3.1 = getelementptr i8, ptr %2, i64 96
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.3.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.3.1, i64 12, i1 false)
  %uglygep.4.1 = getelementptr i8, ptr %0, i64 148
  %uglygep19.4.1 = getelementptr i8, ptr %2, i64 108
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %uglygep.4.1, ptr noundef nonnull align 4 dereferenceable(12) %uglygep19.4.1, i64 12, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k11_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep8.1 = getelementptr i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1, i64 16, i1 false)
  %uglygep.2 = getelementptr i8, ptr %0, i64 32
  %uglygep8.2 = getelementptr i8, ptr %1, i64 64
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2, i64 16, i1 false)
  %uglygep.19 = getelementptr i8, ptr %0, i64 48
  %uglygep8.110 = getelementptr i8, ptr %1, i64 80
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.19, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.110, i64 16, i1 false)
  %uglygep.1.1 = getelementptr i8, ptr %0, i64 64
  %uglygep8.1.1 = getelementptr i8, ptr %1, i64 112
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.1.1, i64 16, i1 false)
  %uglygep.2.1 = getelementptr i8, ptr %0, i64 80
  %uglygep8.2.1 = getelementptr i8, ptr %1, i64 144
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.2.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep8.2.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_slice(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %uglygep4.1 = getelementptr i8, ptr %1, i64 32
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep4.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep.1 = getelementptr i8, ptr %0, i64 16
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 1
  %7 = fadd contract float %5, 0.000000e+00
  %8 = getelementptr inbounds float, ptr %1, i64 2
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 2
  %11 = fadd contract float %9, 0.000000e+00
  %12 = getelementptr inbounds float, ptr %1, i64 3
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 3
  %15 = fadd contract float %13, 0.000000e+00
  %16 = getelementptr inbounds float, ptr %1, i64 4
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %3
  %19 = getelementptr inbounds float, ptr %1, i64 5
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %7
  %22 = getelementptr inbounds float, ptr %1, i64 6
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %11
  %25 = getelementptr inbounds float, ptr %1, i64 7
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %15
  %28 = getelementptr inbounds float, ptr %1, i64 8
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %18
  %31 = getelementptr inbounds float, ptr %1, i64 9
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %21
  %34 = getelementptr inbounds float, ptr %1, i64 10
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %24
  %37 = getelementptr inbounds float, ptr %1, i64 11
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %27
  %40 = getelementptr inbounds float, ptr %1, i64 12
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, 0.000000e+00
  %43 = getelementptr inbounds float, ptr %1, i64 13
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 5
  %46 = fadd contract float %44, 0.000000e+00
  %47 = getelementptr inbounds float, ptr %1, i64 14
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds float, ptr %0, i64 6
  %50 = fadd contract float %48, 0.000000e+00
  %51 = getelementptr inbounds float, ptr %1, i64 15
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 7
  %54 = fadd contract float %52, 0.000000e+00
  %55 = getelementptr inbounds float, ptr %1, i64 16
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %42
  %58 = getelementptr inbounds float, ptr %1, i64 17
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %46
  %61 = getelementptr inbounds float, ptr %1, i64 18
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %50
  %64 = getelementptr inbounds float, ptr %1, i64 19
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %54
  %67 = getelementptr inbounds float, ptr %1, i64 20
  %68 = load float, ptr %67, align 4
  %69 = fadd contract float %68, %57
  %70 = getelementptr inbounds float, ptr %1, i64 21
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %60
  %73 = getelementptr inbounds float, ptr %1, i64 22
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %63
  %76 = getelementptr inbounds float, ptr %1, i64 23
  %77 = load float, ptr %76, align 4
  %78 = fadd contract float %77, %66
  %79 = fmul contract float %30, 0x3FD5555560000000
  store float %79, ptr %0, align 4
  %80 = fmul contract float %33, 0x3FD5555560000000
  store float %80, ptr %6, align 4
  %81 = fmul contract float %36, 0x3FD5555560000000
  store float %81, ptr %10, align 4
  %82 = fmul contract float %39, 0x3FD5555560000000
  store float %82, ptr %14, align 4
  %83 = fmul contract float %69, 0x3FD5555560000000
  store float %83, ptr %uglygep.1, align 4
  %84 = fmul contract float %72, 0x3FD5555560000000
  store float %84, ptr %45, align 4
  %85 = fmul contract float %75, 0x3FD5555560000000
  store float %85, ptr %49, align 4
  %86 = fmul contract float %78, 0x3FD5555560000000
  store float %86, ptr %53, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_concat(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %0, ptr noundef nonnull align 4 dereferenceable(16) %1, i64 16, i1 false)
  %uglygep.1 = getelementptr i8, ptr %0, i64 32
  %uglygep11.1 = getelementptr i8, ptr %1, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep11.1, i64 16, i1 false)
  %uglygep = getelementptr i8, ptr %0, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep, ptr noundef nonnull align 4 dereferenceable(16) %2, i64 16, i1 false)
  %uglygep12.1 = getelementptr i8, ptr %0, i64 48
  %uglygep13.1 = getelementptr i8, ptr %2, i64 16
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep12.1, ptr noundef nonnull align 4 dereferenceable(16) %uglygep13.1, i64 16, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

