; @net.forward with B = 1, T = 1
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
  call void @netc_k_take_f32(ptr %9, ptr %8, i32 0, ptr %3, i64 1, i64 8, i64 20)
  %10 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k0_mean(ptr nonnull %10, ptr %3)
  %11 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_sub(ptr nonnull %11, ptr %3, ptr nonnull %10)
  call fastcc void @k2_mean(ptr %3, ptr nonnull %11)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k3_add(ptr nonnull %10, ptr nonnull %11, ptr %3, ptr %13, ptr %15)
  %16 = getelementptr inbounds ptr, ptr %2, i64 3
  %17 = load ptr, ptr %16, align 8
  call fastcc void @k4_small_matmul(ptr nonnull %10, ptr %17, ptr nonnull %11)
  %18 = getelementptr inbounds ptr, ptr %2, i64 4
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %1, align 8
  call fastcc void @k5_add(ptr %20, ptr nonnull %11, ptr %19)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

declare void @netc_k_take_f32(ptr, ptr, i32, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %5, %3
  %7 = getelementptr inbounds float, ptr %1, i64 2
  %8 = load float, ptr %7, align 4
  %9 = fadd contract float %8, %6
  %10 = getelementptr inbounds float, ptr %1, i64 3
  %11 = load float, ptr %10, align 4
  %12 = fadd contract float %11, %9
  %13 = getelementptr inbounds float, ptr %1, i64 4
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %14, %12
  %16 = getelementptr inbounds float, ptr %1, i64 5
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %15
  %19 = getelementptr inbounds float, ptr %1, i64 6
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %18
  %22 = getelementptr inbounds float, ptr %1, i64 7
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %21
  %25 = fmul contract float %24, 1.250000e-01
  store float %25, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %2, align 4
  %4 = load float, ptr %1, align 4
  %5 = fsub contract float %4, %3
  store float %5, ptr %0, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = fsub contract float %7, %3
  %9 = getelementptr inbounds float, ptr %0, i64 1
  store float %8, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 2
  %11 = load float, ptr %10, align 4
  %12 = fsub contract float %11, %3
  %13 = getelementptr inbounds float, ptr %0, i64 2
  store float %12, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 3
  %15 = load float, ptr %14, align 4
  %16 = fsub contract float %15, %3
  %17 = getelementptr inbounds float, ptr %0, i64 3
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fsub contract float %19, %3
  %21 = getelementptr inbounds float, ptr %0, i64 4
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 5
  %23 = load float, ptr %22, align 4
  %24 = fsub contract float %23, %3
  %25 = getelementptr inbounds float, ptr %0, i64 5
  store float %24, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 6
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %27, %3
  %29 = getelementptr inbounds float, ptr %0, i64 6
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 7
  %31 = load float, ptr %30, align 4
  %32 = fsub contract float %31, %3
  %33 = getelementptr inbounds float, ptr %0, i64 7
  store float %32, ptr %33, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fmul contract float %2, %2
  %4 = fadd contract float %3, 0.000000e+00
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = fmul contract float %6, %6
  %8 = fadd contract float %4, %7
  %9 = getelementptr inbounds float, ptr %1, i64 2
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, %10
  %12 = fadd contract float %8, %11
  %13 = getelementptr inbounds float, ptr %1, i64 3
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %14, %14
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds float, ptr %1, i64 4
  %18 = load float, ptr %17, align 4
  %19 = fmul contract float %18, %18
  %20 = fadd contract float %16, %19
  %21 = getelementptr inbounds float, ptr %1, i64 5
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %22, %22
  %24 = fadd contract float %20, %23
  %25 = getelementptr inbounds float, ptr %1, i64 6
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, %26
  %28 = fadd contract float %24, %27
  %29 = getelementptr inbounds float, ptr %1, i64 7
  %30 = load float, ptr %29, align 4
  %31 = fmul contract float %30, %30
  %32 = fadd contract float %28, %31
  %33 = fmul contract float %32, 1.250000e-01
  store float %33, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #4 {
entry:
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %5, 0x3EE4F8B580000000
  %7 = tail call contract float @llvm.sqrt.f32(float %6)
  %8 = fdiv contract float 1.000000e+00, %7
  %9 = load float, ptr %1, align 4
  %10 = fmul contract float %9, %8
  %11 = load float, ptr %3, align 4
  %12 = fmul contract float %11, %10
  %13 = load float, ptr %4, align 4
  %14 = fadd contract float %13, %12
  store float %14, ptr %0, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 1
  %16 = load float, ptr %15, align 4
  %17 = fmul contract float %16, %8
  %18 = getelementptr inbounds float, ptr %3, i64 1
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %17
  %21 = getelementptr inbounds float, ptr %4, i64 1
  %22 = load float, ptr %21, align 4
  %23 = fadd contract float %22, %20
  %24 = getelementptr inbounds float, ptr %0, i64 1
  store float %23, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 2
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, %8
  %28 = getelementptr inbounds float, ptr %3, i64 2
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %29, %27
  %31 = getelementptr inbounds float, ptr %4, i64 2
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %30
  %34 = getelementptr inbounds float, ptr %0, i64 2
  store float %33, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 3
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, %8
  %38 = getelementptr inbounds float, ptr %3, i64 3
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %39, %37
  %41 = getelementptr inbounds float, ptr %4, i64 3
  %42 = load float, ptr %41, align 4
  %43 = fadd contract float %42, %40
  %44 = getelementptr inbounds float, ptr %0, i64 3
  store float %43, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %1, i64 4
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, %8
  %48 = getelementptr inbounds float, ptr %3, i64 4
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, %47
  %51 = getelementptr inbounds float, ptr %4, i64 4
  %52 = load float, ptr %51, align 4
  %53 = fadd contract float %52, %50
  %54 = getelementptr inbounds float, ptr %0, i64 4
  store float %53, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 5
  %56 = load float, ptr %55, align 4
  %57 = fmul contract float %56, %8
  %58 = getelementptr inbounds float, ptr %3, i64 5
  %59 = load float, ptr %58, align 4
  %60 = fmul contract float %59, %57
  %61 = getelementptr inbounds float, ptr %4, i64 5
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %60
  %64 = getelementptr inbounds float, ptr %0, i64 5
  store float %63, ptr %64, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 6
  %66 = load float, ptr %65, align 4
  %67 = fmul contract float %66, %8
  %68 = getelementptr inbounds float, ptr %3, i64 6
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %69, %67
  %71 = getelementptr inbounds float, ptr %4, i64 6
  %72 = load float, ptr %71, align 4
  %73 = fadd contract float %72, %70
  %74 = getelementptr inbounds float, ptr %0, i64 6
  store float %73, ptr %74, align 4
  %75 = getelementptr inbounds float, ptr %1, i64 7
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %76, %8
  %78 = getelementptr inbounds float, ptr %3, i64 7
  %79 = load float, ptr %78, align 4
  %80 = fmul contract float %79, %77
  %81 = getelementptr inbounds float, ptr %4, i64 7
  %82 = load float, ptr %81, align 4
  %83 = fadd contract float %82, %80
  %84 = getelementptr inbounds float, ptr %0, i64 7
  store float %83, ptr %84, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %0, align 4
  %5 = fmul reassoc contract float %3, %4
  %6 = fadd reassoc contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul reassoc contract float %8, %10
  %12 = fadd reassoc contract float %6, %11
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %26, %28
  %30 = fadd reassoc contract float %24, %29
  %31 = getelementptr inbounds float, ptr %1, i64 5
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 5
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %32, %34
  %36 = fadd reassoc contract float %30, %35
  %37 = getelementptr inbounds float, ptr %1, i64 6
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 6
  %40 = load float, ptr %39, align 4
  %41 = fmul reassoc contract float %38, %40
  %42 = fadd reassoc contract float %36, %41
  %43 = getelementptr inbounds float, ptr %1, i64 7
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 7
  %46 = load float, ptr %45, align 4
  %47 = fmul reassoc contract float %44, %46
  %48 = fadd reassoc contract float %42, %47
  store float %48, ptr %2, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 8
  %50 = load float, ptr %49, align 4
  %51 = fmul reassoc contract float %50, %4
  %52 = fadd reassoc contract float %51, 0.000000e+00
  %53 = getelementptr inbounds float, ptr %1, i64 9
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %54, %10
  %56 = fadd reassoc contract float %52, %55
  %57 = getelementptr inbounds float, ptr %1, i64 10
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %58, %16
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %1, i64 11
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %62, %22
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %1, i64 12
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %66, %28
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %1, i64 13
  %70 = load float, ptr %69, align 4
  %71 = fmul reassoc contract float %70, %34
  %72 = fadd reassoc contract float %68, %71
  %73 = getelementptr inbounds float, ptr %1, i64 14
  %74 = load float, ptr %73, align 4
  %75 = fmul reassoc contract float %74, %40
  %76 = fadd reassoc contract float %72, %75
  %77 = getelementptr inbounds float, ptr %1, i64 15
  %78 = load float, ptr %77, align 4
  %79 = fmul reassoc contract float %78, %46
  %80 = fadd reassoc contract float %76, %79
  %81 = getelementptr inbounds float, ptr %2, i64 1
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %1, i64 16
  %83 = load float, ptr %82, align 4
  %84 = fmul reassoc contract float %83, %4
  %85 = fadd reassoc contract float %84, 0.000000e+00
  %86 = getelementptr inbounds float, ptr %1, i64 17
  %87 = load float, ptr %86, align 4
  %88 = fmul reassoc contract float %87, %10
  %89 = fadd reassoc contract float %85, %88
  %90 = getelementptr inbounds float, ptr %1, i64 18
  %91 = load float, ptr %90, align 4
  %92 = fmul reassoc contract float %91, %16
  %93 = fadd reassoc contract float %89, %92
  %94 = getelementptr inbounds float, ptr %1, i64 19
  %95 = load float, ptr %94, align 4
  %96 = fmul reassoc contract float %95, %22
  %97 = fadd reassoc contract float %93, %96
  %98 = getelementptr inbounds float, ptr %1, i64 20
  %99 = load float, ptr %98, align 4
  %100 = fmul reassoc contract float %99, %28
  %101 = fadd reassoc contract float %97, %100
  %102 = getelementptr inbounds float, ptr %1, i64 21
  %103 = load float, ptr %102, align 4
  %104 = fmul reassoc contract float %103, %34
  %105 = fadd reassoc contract float %101, %104
  %106 = getelementptr inbounds float, ptr %1, i64 22
  %107 = load float, ptr %106, align 4
  %108 = fmul reassoc contract float %107, %40
  %109 = fadd reassoc contract float %105, %108
  %110 = getelementptr inbounds float, ptr %1, i64 23
  %111 = load float, ptr %110, align 4
  %112 = fmul reassoc contract float %111, %46
  %113 = fadd reassoc contract float %109, %112
  %114 = getelementptr inbounds float, ptr %2, i64 2
  store float %113, ptr %114, align 4
  %115 = getelementptr inbounds float, ptr %1, i64 24
  %116 = load float, ptr %115, align 4
  %117 = load float, ptr %0, align 4
  %118 = fmul reassoc contract float %116, %117
  %119 = fadd reassoc contract float %118, 0.000000e+00
  %120 = getelementptr inbounds float, ptr %1, i64 25
  %121 = load float, ptr %120, align 4
  %122 = load float, ptr %9, align 4
  %123 = fmul reassoc contract float %121, %122
  %124 = fadd reassoc contract float %119, %123
  %125 = getelementptr inbounds float, ptr %1, i64 26
  %126 = load float, ptr %125, align 4
  %127 = load float, ptr %15, align 4
  %128 = fmul reassoc contract float %126, %127
  %129 = fadd reassoc contract float %124, %128
  %130 = getelementptr inbounds float, ptr %1, i64 27
  %131 = load float, ptr %130, align 4
  %132 = load float, ptr %21, align 4
  %133 = fmul reassoc contract float %131, %132
  %134 = fadd reassoc contract float %129, %133
  %135 = getelementptr inbounds float, ptr %1, i64 28
  %136 = load float, ptr %135, align 4
  %137 = load float, ptr %27, align 4
  %138 = fmul reassoc contract float %136, %137
  %139 = fadd reassoc contract float %134, %138
  %140 = getelementptr inbounds float, ptr %1, i64 29
  %141 = load float, ptr %140, align 4
  %142 = load float, ptr %33, align 4
  %143 = fmul reassoc contract float %141, %142
  %144 = fadd reassoc contract float %139, %143
  %145 = getelementptr inbounds float, ptr %1, i64 30
  %146 = load float, ptr %145, align 4
  %147 = load float, ptr %39, align 4
  %148 = fmul reassoc contract float %146, %147
  %149 = fadd reassoc contract float %144, %148
  %150 = getelementptr inbounds float, ptr %1, i64 31
  %151 = load float, ptr %150, align 4
  %152 = load float, ptr %45, align 4
  %153 = fmul reassoc contract float %151, %152
  %154 = fadd reassoc contract float %149, %153
  %155 = getelementptr inbounds float, ptr %2, i64 3
  store float %154, ptr %155, align 4
  %156 = getelementptr inbounds float, ptr %1, i64 32
  %157 = load float, ptr %156, align 4
  %158 = fmul reassoc contract float %157, %117
  %159 = fadd reassoc contract float %158, 0.000000e+00
  %160 = getelementptr inbounds float, ptr %1, i64 33
  %161 = load float, ptr %160, align 4
  %162 = fmul reassoc contract float %161, %122
  %163 = fadd reassoc contract float %159, %162
  %164 = getelementptr inbounds float, ptr %1, i64 34
  %165 = load float, ptr %164, align 4
  %166 = fmul reassoc contract float %165, %127
  %167 = fadd reassoc contract float %163, %166
  %168 = getelementptr inbounds float, ptr %1, i64 35
  %169 = load float, ptr %168, align 4
  %170 = fmul reassoc contract float %169, %132
  %171 = fadd reassoc contract float %167, %170
  %172 = getelementptr inbounds float, ptr %1, i64 36
  %173 = load float, ptr %172, align 4
  %174 = fmul reassoc contract float %173, %137
  %175 = fadd reassoc contract float %171, %174
  %176 = getelementptr inbounds float, ptr %1, i64 37
  %177 = load float, ptr %176, align 4
  %178 = fmul reassoc contract float %177, %142
  %179 = fadd reassoc contract float %175, %178
  %180 = getelementptr inbounds float, ptr %1, i64 38
  %181 = load float, ptr %180, align 4
  %182 = fmul reassoc contract float %181, %147
  %183 = fadd reassoc contract float %179, %182
  %184 = getelementptr inbounds float, ptr %1, i64 39
  %185 = load float, ptr %184, align 4
  %186 = fmul reassoc contract float %185, %152
  %187 = fadd reassoc contract float %183, %186
  %188 = getelementptr inbounds float, ptr %2, i64 4
  store float %187, ptr %188, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  ret void
}

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

; @one.forward with N = 1
; ModuleID = 'netc_one_forward'
source_filename = "netc_one_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_one_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %2, i64 5
  %10 = load ptr, ptr %9, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %10, ptr %3)
  %11 = getelementptr inbounds ptr, ptr %2, i64 6
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k1_add(ptr %13, ptr %3, ptr %12)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %0, align 4
  %5 = fmul reassoc contract float %3, %4
  %6 = fadd reassoc contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul reassoc contract float %8, %10
  %12 = fadd reassoc contract float %6, %11
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %26, %28
  %30 = fadd reassoc contract float %24, %29
  %31 = getelementptr inbounds float, ptr %1, i64 5
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 5
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %32, %34
  %36 = fadd reassoc contract float %30, %35
  %37 = getelementptr inbounds float, ptr %1, i64 6
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 6
  %40 = load float, ptr %39, align 4
  %41 = fmul reassoc contract float %38, %40
  %42 = fadd reassoc contract float %36, %41
  %43 = getelementptr inbounds float, ptr %1, i64 7
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 7
  %46 = load float, ptr %45, align 4
  %47 = fmul reassoc contract float %44, %46
  %48 = fadd reassoc contract float %42, %47
  store float %48, ptr %2, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 8
  %50 = load float, ptr %49, align 4
  %51 = fmul reassoc contract float %50, %4
  %52 = fadd reassoc contract float %51, 0.000000e+00
  %53 = getelementptr inbounds float, ptr %1, i64 9
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %54, %10
  %56 = fadd reassoc contract float %52, %55
  %57 = getelementptr inbounds float, ptr %1, i64 10
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %58, %16
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %1, i64 11
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %62, %22
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %1, i64 12
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %66, %28
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %1, i64 13
  %70 = load float, ptr %69, align 4
  %71 = fmul reassoc contract float %70, %34
  %72 = fadd reassoc contract float %68, %71
  %73 = getelementptr inbounds float, ptr %1, i64 14
  %74 = load float, ptr %73, align 4
  %75 = fmul reassoc contract float %74, %40
  %76 = fadd reassoc contract float %72, %75
  %77 = getelementptr inbounds float, ptr %1, i64 15
  %78 = load float, ptr %77, align 4
  %79 = fmul reassoc contract float %78, %46
  %80 = fadd reassoc contract float %76, %79
  %81 = getelementptr inbounds float, ptr %2, i64 1
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %1, i64 16
  %83 = load float, ptr %82, align 4
  %84 = fmul reassoc contract float %83, %4
  %85 = fadd reassoc contract float %84, 0.000000e+00
  %86 = getelementptr inbounds float, ptr %1, i64 17
  %87 = load float, ptr %86, align 4
  %88 = fmul reassoc contract float %87, %10
  %89 = fadd reassoc contract float %85, %88
  %90 = getelementptr inbounds float, ptr %1, i64 18
  %91 = load float, ptr %90, align 4
  %92 = fmul reassoc contract float %91, %16
  %93 = fadd reassoc contract float %89, %92
  %94 = getelementptr inbounds float, ptr %1, i64 19
  %95 = load float, ptr %94, align 4
  %96 = fmul reassoc contract float %95, %22
  %97 = fadd reassoc contract float %93, %96
  %98 = getelementptr inbounds float, ptr %1, i64 20
  %99 = load float, ptr %98, align 4
  %100 = fmul reassoc contract float %99, %28
  %101 = fadd reassoc contract float %97, %100
  %102 = getelementptr inbounds float, ptr %1, i64 21
  %103 = load float, ptr %102, align 4
  %104 = fmul reassoc contract float %103, %34
  %105 = fadd reassoc contract float %101, %104
  %106 = getelementptr inbounds float, ptr %1, i64 22
  %107 = load float, ptr %106, align 4
  %108 = fmul reassoc contract float %107, %40
  %109 = fadd reassoc contract float %105, %108
  %110 = getelementptr inbounds float, ptr %1, i64 23
  %111 = load float, ptr %110, align 4
  %112 = fmul reassoc contract float %111, %46
  %113 = fadd reassoc contract float %109, %112
  %114 = getelementptr inbounds float, ptr %2, i64 2
  store float %113, ptr %114, align 4
  ret void
}

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
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
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
  call void @netc_k_take_f32(ptr %8, ptr %3, i32 0, ptr nonnull %9, i64 14, i64 8, i64 20)
  call fastcc void @k1_mean(ptr %3, ptr nonnull %9)
  %10 = getelementptr inbounds i8, ptr %3, i64 576
  call fastcc void @k2_sub(ptr nonnull %10, ptr nonnull %9, ptr %3)
  %11 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k3_mean(ptr nonnull %11, ptr nonnull %10)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k4_add(ptr nonnull %9, ptr nonnull %10, ptr nonnull %11, ptr %13, ptr %15)
  %16 = getelementptr inbounds ptr, ptr %2, i64 3
  %17 = load ptr, ptr %16, align 8
  call fastcc void @k5_small_matmul(ptr nonnull %9, ptr %17, ptr nonnull %10)
  %18 = getelementptr inbounds ptr, ptr %2, i64 4
  %19 = load ptr, ptr %18, align 8
  %20 = load ptr, ptr %1, align 8
  call fastcc void @k6_add(ptr %20, ptr nonnull %10, ptr %19)
  call fastcc void @k7_ones(ptr %3)
  %21 = getelementptr inbounds ptr, ptr %2, i64 5
  %22 = load ptr, ptr %21, align 8
  call fastcc void @k8_small_matmul(ptr %3, ptr %22, ptr nonnull %11)
  %23 = getelementptr inbounds ptr, ptr %2, i64 6
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 1
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k9_add(ptr %26, ptr nonnull %11, ptr %24)
  call fastcc void @k10_ones(ptr %3)
  call fastcc void @k11_ones(ptr nonnull %11)
  %27 = getelementptr inbounds i8, ptr %3, i64 896
  call fastcc void @k12_small_matmul(ptr %3, ptr nonnull %11, ptr nonnull %27)
  %28 = getelementptr inbounds ptr, ptr %1, i64 2
  %29 = load ptr, ptr %28, align 8
  %30 = load i64, ptr %27, align 4
  store i64 %30, ptr %29, align 4
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(112) %0, i8 0, i64 112, i1 false)
  ret void
}

declare void @netc_k_take_f32(ptr, ptr, i32, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep.1 = getelementptr i8, ptr %0, i64 28
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(40) %2, i8 0, i64 40, i1 false)
  %3 = load float, ptr %1, align 4
  %4 = fadd contract float %3, 0.000000e+00
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = fadd contract float %6, %4
  %8 = getelementptr inbounds float, ptr %1, i64 2
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %9, %7
  %11 = getelementptr inbounds float, ptr %1, i64 3
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %12, %10
  %14 = getelementptr inbounds float, ptr %1, i64 4
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %13
  %17 = getelementptr inbounds float, ptr %1, i64 5
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %16
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, %19
  %23 = getelementptr inbounds float, ptr %1, i64 7
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %22
  store float %25, ptr %0, align 4
  %26 = getelementptr inbounds float, ptr %0, i64 1
  %27 = getelementptr inbounds float, ptr %1, i64 8
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, 0.000000e+00
  %30 = getelementptr inbounds float, ptr %1, i64 9
  %31 = load float, ptr %30, align 4
  %32 = fadd contract float %31, %29
  %33 = getelementptr inbounds float, ptr %1, i64 10
  %34 = load float, ptr %33, align 4
  %35 = fadd contract float %34, %32
  %36 = getelementptr inbounds float, ptr %1, i64 11
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %35
  %39 = getelementptr inbounds float, ptr %1, i64 12
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %38
  %42 = getelementptr inbounds float, ptr %1, i64 13
  %43 = load float, ptr %42, align 4
  %44 = fadd contract float %43, %41
  %45 = getelementptr inbounds float, ptr %1, i64 14
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %44
  %48 = getelementptr inbounds float, ptr %1, i64 15
  %49 = load float, ptr %48, align 4
  %50 = fadd contract float %49, %47
  store float %50, ptr %26, align 4
  %51 = getelementptr inbounds float, ptr %0, i64 2
  %52 = getelementptr inbounds float, ptr %1, i64 16
  %53 = load float, ptr %52, align 4
  %54 = fadd contract float %53, 0.000000e+00
  %55 = getelementptr inbounds float, ptr %1, i64 17
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %54
  %58 = getelementptr inbounds float, ptr %1, i64 18
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %57
  %61 = getelementptr inbounds float, ptr %1, i64 19
  %62 = load float, ptr %61, align 4
  %63 = fadd contract float %62, %60
  %64 = getelementptr inbounds float, ptr %1, i64 20
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %63
  %67 = getelementptr inbounds float, ptr %1, i64 21
  %68 = load float, ptr %67, align 4
  %69 = fadd contract float %68, %66
  %70 = getelementptr inbounds float, ptr %1, i64 22
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %69
  %73 = getelementptr inbounds float, ptr %1, i64 23
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %72
  store float %75, ptr %51, align 4
  %76 = getelementptr inbounds float, ptr %0, i64 3
  %77 = getelementptr inbounds float, ptr %1, i64 24
  %78 = load float, ptr %77, align 4
  %79 = fadd contract float %78, 0.000000e+00
  %80 = getelementptr inbounds float, ptr %1, i64 25
  %81 = load float, ptr %80, align 4
  %82 = fadd contract float %81, %79
  %83 = getelementptr inbounds float, ptr %1, i64 26
  %84 = load float, ptr %83, align 4
  %85 = fadd contract float %84, %82
  %86 = getelementptr inbounds float, ptr %1, i64 27
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %87, %85
  %89 = getelementptr inbounds float, ptr %1, i64 28
  %90 = load float, ptr %89, align 4
  %91 = fadd contract float %90, %88
  %92 = getelementptr inbounds float, ptr %1, i64 29
  %93 = load float, ptr %92, align 4
  %94 = fadd contract float %93, %91
  %95 = getelementptr inbounds float, ptr %1, i64 30
  %96 = load float, ptr %95, align 4
  %97 = fadd contract float %96, %94
  %98 = getelementptr inbounds float, ptr %1, i64 31
  %99 = load float, ptr %98, align 4
  %100 = fadd contract float %99, %97
  store float %100, ptr %76, align 4
  %101 = getelementptr inbounds float, ptr %0, i64 4
  %.promoted.4 = load float, ptr %101, align 4
  %102 = getelementptr inbounds float, ptr %1, i64 32
  %103 = load float, ptr %102, align 4
  %104 = fadd contract float %103, %.promoted.4
  %105 = getelementptr inbounds float, ptr %1, i64 33
  %106 = load float, ptr %105, align 4
  %107 = fadd contract float %106, %104
  %108 = getelementptr inbounds float, ptr %1, i64 34
  %109 = load float, ptr %108, align 4
  %110 = fadd contract float %109, %107
  %111 = getelementptr inbounds float, ptr %1, i64 35
  %112 = load float, ptr %111, align 4
  %113 = fadd contract float %112, %110
  %114 = getelementptr inbounds float, ptr %1, i64 36
  %115 = load float, ptr %114, align 4
  %116 = fadd contract float %115, %113
  %117 = getelementptr inbounds float, ptr %1, i64 37
  %118 = load float, ptr %117, align 4
  %119 = fadd contract float %118, %116
  %120 = getelementptr inbounds float, ptr %1, i64 38
  %121 = load float, ptr %120, align 4
  %122 = fadd contract float %121, %119
  %123 = getelementptr inbounds float, ptr %1, i64 39
  %124 = load float, ptr %123, align 4
  %125 = fadd contract float %124, %122
  store float %125, ptr %101, align 4
  %126 = getelementptr inbounds float, ptr %0, i64 5
  %.promoted.5 = load float, ptr %126, align 4
  %127 = getelementptr inbounds float, ptr %1, i64 40
  %128 = load float, ptr %127, align 4
  %129 = fadd contract float %128, %.promoted.5
  %130 = getelementptr inbounds float, ptr %1, i64 41
  %131 = load float, ptr %130, align 4
  %132 = fadd contract float %131, %129
  %133 = getelementptr inbounds float, ptr %1, i64 42
  %134 = load float, ptr %133, align 4
  %135 = fadd contract float %134, %132
  %136 = getelementptr inbounds float, ptr %1, i64 43
  %137 = load float, ptr %136, align 4
  %138 = fadd contract float %137, %135
  %139 = getelementptr inbounds float, ptr %1, i64 44
  %140 = load float, ptr %139, align 4
  %141 = fadd contract float %140, %138
  %142 = getelementptr inbounds float, ptr %1, i64 45
  %143 = load float, ptr %142, align 4
  %144 = fadd contract float %143, %141
  %145 = getelementptr inbounds float, ptr %1, i64 46
  %146 = load float, ptr %145, align 4
  %147 = fadd contract float %146, %144
  %148 = getelementptr inbounds float, ptr %1, i64 47
  %149 = load float, ptr %148, align 4
  %150 = fadd contract float %149, %147
  store float %150, ptr %126, align 4
  %151 = getelementptr inbounds float, ptr %0, i64 6
  %.promoted.6 = load float, ptr %151, align 4
  %152 = getelementptr inbounds float, ptr %1, i64 48
  %153 = load float, ptr %152, align 4
  %154 = fadd contract float %153, %.promoted.6
  %155 = getelementptr inbounds float, ptr %1, i64 49
  %156 = load float, ptr %155, align 4
  %157 = fadd contract float %156, %154
  %158 = getelementptr inbounds float, ptr %1, i64 50
  %159 = load float, ptr %158, align 4
  %160 = fadd contract float %159, %157
  %161 = getelementptr inbounds float, ptr %1, i64 51
  %162 = load float, ptr %161, align 4
  %163 = fadd contract float %162, %160
  %164 = getelementptr inbounds float, ptr %1, i64 52
  %165 = load float, ptr %164, align 4
  %166 = fadd contract float %165, %163
  %167 = getelementptr inbounds float, ptr %1, i64 53
  %168 = load float, ptr %167, align 4
  %169 = fadd contract float %168, %166
  %170 = getelementptr inbounds float, ptr %1, i64 54
  %171 = load float, ptr %170, align 4
  %172 = fadd contract float %171, %169
  %173 = getelementptr inbounds float, ptr %1, i64 55
  %174 = load float, ptr %173, align 4
  %175 = fadd contract float %174, %172
  store float %175, ptr %151, align 4
  %.promoted.1 = load float, ptr %uglygep.1, align 4
  %176 = getelementptr inbounds float, ptr %1, i64 56
  %177 = load float, ptr %176, align 4
  %178 = fadd contract float %177, %.promoted.1
  %179 = getelementptr inbounds float, ptr %1, i64 57
  %180 = load float, ptr %179, align 4
  %181 = fadd contract float %180, %178
  %182 = getelementptr inbounds float, ptr %1, i64 58
  %183 = load float, ptr %182, align 4
  %184 = fadd contract float %183, %181
  %185 = getelementptr inbounds float, ptr %1, i64 59
  %186 = load float, ptr %185, align 4
  %187 = fadd contract float %186, %184
  %188 = getelementptr inbounds float, ptr %1, i64 60
  %189 = load float, ptr %188, align 4
  %190 = fadd contract float %189, %187
  %191 = getelementptr inbounds float, ptr %1, i64 61
  %192 = load float, ptr %191, align 4
  %193 = fadd contract float %192, %190
  %194 = getelementptr inbounds float, ptr %1, i64 62
  %195 = load float, ptr %194, align 4
  %196 = fadd contract float %195, %193
  %197 = getelementptr inbounds float, ptr %1, i64 63
  %198 = load float, ptr %197, align 4
  %199 = fadd contract float %198, %196
  store float %199, ptr %uglygep.1, align 4
  %200 = getelementptr inbounds float, ptr %0, i64 8
  %.promoted.1.1 = load float, ptr %200, align 4
  %201 = getelementptr inbounds float, ptr %1, i64 64
  %202 = load float, ptr %201, align 4
  %203 = fadd contract float %202, %.promoted.1.1
  %204 = getelementptr inbounds float, ptr %1, i64 65
  %205 = load float, ptr %204, align 4
  %206 = fadd contract float %205, %203
  %207 = getelementptr inbounds float, ptr %1, i64 66
  %208 = load float, ptr %207, align 4
  %209 = fadd contract float %208, %206
  %210 = getelementptr inbounds float, ptr %1, i64 67
  %211 = load float, ptr %210, align 4
  %212 = fadd contract float %211, %209
  %213 = getelementptr inbounds float, ptr %1, i64 68
  %214 = load float, ptr %213, align 4
  %215 = fadd contract float %214, %212
  %216 = getelementptr inbounds float, ptr %1, i64 69
  %217 = load float, ptr %216, align 4
  %218 = fadd contract float %217, %215
  %219 = getelementptr inbounds float, ptr %1, i64 70
  %220 = load float, ptr %219, align 4
  %221 = fadd contract float %220, %218
  %222 = getelementptr inbounds float, ptr %1, i64 71
  %223 = load float, ptr %222, align 4
  %224 = fadd contract float %223, %221
  store float %224, ptr %200, align 4
  %225 = getelementptr inbounds float, ptr %0, i64 9
  %.promoted.1.2 = load float, ptr %225, align 4
  %226 = getelementptr inbounds float, ptr %1, i64 72
  %227 = load float, ptr %226, align 4
  %228 = fadd contract float %227, %.promoted.1.2
  %229 = getelementptr inbounds float, ptr %1, i64 73
  %230 = load float, ptr %229, align 4
  %231 = fadd contract float %230, %228
  %232 = getelementptr inbounds float, ptr %1, i64 74
  %233 = load float, ptr %232, align 4
  %234 = fadd contract float %233, %231
  %235 = getelementptr inbounds float, ptr %1, i64 75
  %236 = load float, ptr %235, align 4
  %237 = fadd contract float %236, %234
  %238 = getelementptr inbounds float, ptr %1, i64 76
  %239 = load float, ptr %238, align 4
  %240 = fadd contract float %239, %237
  %241 = getelementptr inbounds float, ptr %1, i64 77
  %242 = load float, ptr %241, align 4
  %243 = fadd contract float %242, %240
  %244 = getelementptr inbounds float, ptr %1, i64 78
  %245 = load float, ptr %244, align 4
  %246 = fadd contract float %245, %243
  %247 = getelementptr inbounds float, ptr %1, i64 79
  %248 = load float, ptr %247, align 4
  %249 = fadd contract float %248, %246
  store float %249, ptr %225, align 4
  %250 = getelementptr inbounds float, ptr %0, i64 10
  %.promoted.1.3 = load float, ptr %250, align 4
  %251 = getelementptr inbounds float, ptr %1, i64 80
  %252 = load float, ptr %251, align 4
  %253 = fadd contract float %252, %.promoted.1.3
  %254 = getelementptr inbounds float, ptr %1, i64 81
  %255 = load float, ptr %254, align 4
  %256 = fadd contract float %255, %253
  %257 = getelementptr inbounds float, ptr %1, i64 82
  %258 = load float, ptr %257, align 4
  %259 = fadd contract float %258, %256
  %260 = getelementptr inbounds float, ptr %1, i64 83
  %261 = load float, ptr %260, align 4
  %262 = fadd contract float %261, %259
  %263 = getelementptr inbounds float, ptr %1, i64 84
  %264 = load float, ptr %263, align 4
  %265 = fadd contract float %264, %262
  %266 = getelementptr inbounds float, ptr %1, i64 85
  %267 = load float, ptr %266, align 4
  %268 = fadd contract float %267, %265
  %269 = getelementptr inbounds float, ptr %1, i64 86
  %270 = load float, ptr %269, align 4
  %271 = fadd contract float %270, %268
  %272 = getelementptr inbounds float, ptr %1, i64 87
  %273 = load float, ptr %272, align 4
  %274 = fadd contract float %273, %271
  store float %274, ptr %250, align 4
  %275 = getelementptr inbounds float, ptr %0, i64 11
  %.promoted.1.4 = load float, ptr %275, align 4
  %276 = getelementptr inbounds float, ptr %1, i64 88
  %277 = load float, ptr %276, align 4
  %278 = fadd contract float %277, %.promoted.1.4
  %279 = getelementptr inbounds float, ptr %1, i64 89
  %280 = load float, ptr %279, align 4
  %281 = fadd contract float %280, %278
  %282 = getelementptr inbounds float, ptr %1, i64 90
  %283 = load float, ptr %282, align 4
  %284 = fadd contract float %283, %281
  %285 = getelementptr inbounds float, ptr %1, i64 91
  %286 = load float, ptr %285, align 4
  %287 = fadd contract float %286, %284
  %288 = getelementptr inbounds float, ptr %1, i64 92
  %289 = load float, ptr %288, align 4
  %290 = fadd contract float %289, %287
  %291 = getelementptr inbounds float, ptr %1, i64 93
  %292 = load float, ptr %291, align 4
  %293 = fadd contract float %292, %290
  %294 = getelementptr inbounds float, ptr %1, i64 94
  %295 = load float, ptr %294, align 4
  %296 = fadd contract float %295, %293
  %297 = getelementptr inbounds float, ptr %1, i64 95
  %298 = load float, ptr %297, align 4
  %299 = fadd contract float %298, %296
  %300 = getelementptr inbounds float, ptr %0, i64 12
  %.promoted.1.5 = load float, ptr %300, align 4
  %301 = getelementptr inbounds float, ptr %1, i64 96
  %302 = load float, ptr %301, align 4
  %303 = fadd contract float %302, %.promoted.1.5
  %304 = getelementptr inbounds float, ptr %1, i64 97
  %305 = load float, ptr %304, align 4
  %306 = fadd contract float %305, %303
  %307 = getelementptr inbounds float, ptr %1, i64 98
  %308 = load float, ptr %307, align 4
  %309 = fadd contract float %308, %306
  %310 = getelementptr inbounds float, ptr %1, i64 99
  %311 = load float, ptr %310, align 4
  %312 = fadd contract float %311, %309
  %313 = getelementptr inbounds float, ptr %1, i64 100
  %314 = load float, ptr %313, align 4
  %315 = fadd contract float %314, %312
  %316 = getelementptr inbounds float, ptr %1, i64 101
  %317 = load float, ptr %316, align 4
  %318 = fadd contract float %317, %315
  %319 = getelementptr inbounds float, ptr %1, i64 102
  %320 = load float, ptr %319, align 4
  %321 = fadd contract float %320, %318
  %322 = getelementptr inbounds float, ptr %1, i64 103
  %323 = load float, ptr %322, align 4
  %324 = fadd contract float %323, %321
  %325 = getelementptr inbounds float, ptr %0, i64 13
  %.promoted.1.6 = load float, ptr %325, align 4
  %326 = getelementptr inbounds float, ptr %1, i64 104
  %327 = load float, ptr %326, align 4
  %328 = fadd contract float %327, %.promoted.1.6
  %329 = getelementptr inbounds float, ptr %1, i64 105
  %330 = load float, ptr %329, align 4
  %331 = fadd contract float %330, %328
  %332 = getelementptr inbounds float, ptr %1, i64 106
  %333 = load float, ptr %332, align 4
  %334 = fadd contract float %333, %331
  %335 = getelementptr inbounds float, ptr %1, i64 107
  %336 = load float, ptr %335, align 4
  %337 = fadd contract float %336, %334
  %338 = getelementptr inbounds float, ptr %1, i64 108
  %339 = load float, ptr %338, align 4
  %340 = fadd contract float %339, %337
  %341 = getelementptr inbounds float, ptr %1, i64 109
  %342 = load float, ptr %341, align 4
  %343 = fadd contract float %342, %340
  %344 = getelementptr inbounds float, ptr %1, i64 110
  %345 = load float, ptr %344, align 4
  %346 = fadd contract float %345, %343
  %347 = getelementptr inbounds float, ptr %1, i64 111
  %348 = load float, ptr %347, align 4
  %349 = fadd contract float %348, %346
  %350 = load float, ptr %0, align 4
  %351 = fmul contract float %350, 1.250000e-01
  store float %351, ptr %0, align 4
  %352 = load float, ptr %26, align 4
  %353 = fmul contract float %352, 1.250000e-01
  store float %353, ptr %26, align 4
  %354 = load float, ptr %51, align 4
  %355 = fmul contract float %354, 1.250000e-01
  store float %355, ptr %51, align 4
  %356 = load float, ptr %76, align 4
  %357 = fmul contract float %356, 1.250000e-01
  store float %357, ptr %76, align 4
  %358 = load float, ptr %101, align 4
  %359 = fmul contract float %358, 1.250000e-01
  store float %359, ptr %101, align 4
  %360 = load float, ptr %126, align 4
  %361 = fmul contract float %360, 1.250000e-01
  store float %361, ptr %126, align 4
  %362 = load float, ptr %151, align 4
  %363 = fmul contract float %362, 1.250000e-01
  store float %363, ptr %151, align 4
  %364 = load float, ptr %uglygep.1, align 4
  %365 = fmul contract float %364, 1.250000e-01
  store float %365, ptr %uglygep.1, align 4
  %366 = load float, ptr %200, align 4
  %367 = fmul contract float %366, 1.250000e-01
  store float %367, ptr %200, align 4
  %368 = load float, ptr %225, align 4
  %369 = fmul contract float %368, 1.250000e-01
  store float %369, ptr %225, align 4
  %370 = load float, ptr %250, align 4
  %371 = fmul contract float %370, 1.250000e-01
  store float %371, ptr %250, align 4
  %372 = fmul contract float %299, 1.250000e-01
  store float %372, ptr %275, align 4
  %373 = fmul contract float %324, 1.250000e-01
  store float %373, ptr %300, align 4
  %374 = fmul contract float %349, 1.250000e-01
  store float %374, ptr %325, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  br label %loop1

loop1:                                            ; preds = %loop1, %entry
  %i3 = phi i64 [ 0, %entry ], [ %45, %loop1 ]
  %3 = shl i64 %i3, 3
  %4 = getelementptr inbounds float, ptr %2, i64 %i3
  %5 = load float, ptr %4, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 %3
  %7 = load float, ptr %6, align 4
  %8 = fsub contract float %7, %5
  %9 = getelementptr inbounds float, ptr %0, i64 %3
  store float %8, ptr %9, align 4
  %10 = or i64 %3, 1
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = fsub contract float %12, %5
  %14 = getelementptr inbounds float, ptr %0, i64 %10
  store float %13, ptr %14, align 4
  %15 = or i64 %3, 2
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = fsub contract float %17, %5
  %19 = getelementptr inbounds float, ptr %0, i64 %15
  store float %18, ptr %19, align 4
  %20 = or i64 %3, 3
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fsub contract float %22, %5
  %24 = getelementptr inbounds float, ptr %0, i64 %20
  store float %23, ptr %24, align 4
  %25 = or i64 %3, 4
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fsub contract float %27, %5
  %29 = getelementptr inbounds float, ptr %0, i64 %25
  store float %28, ptr %29, align 4
  %30 = or i64 %3, 5
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fsub contract float %32, %5
  %34 = getelementptr inbounds float, ptr %0, i64 %30
  store float %33, ptr %34, align 4
  %35 = or i64 %3, 6
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fsub contract float %37, %5
  %39 = getelementptr inbounds float, ptr %0, i64 %35
  store float %38, ptr %39, align 4
  %40 = or i64 %3, 7
  %41 = getelementptr inbounds float, ptr %1, i64 %40
  %42 = load float, ptr %41, align 4
  %43 = fsub contract float %42, %5
  %44 = getelementptr inbounds float, ptr %0, i64 %40
  store float %43, ptr %44, align 4
  %45 = add nuw nsw i64 %i3, 1
  %exitcond.not = icmp eq i64 %45, 7
  br i1 %exitcond.not, label %loop1.1, label %loop1

loop1.1:                                          ; preds = %loop1, %loop1.1
  %i3.1 = phi i64 [ %90, %loop1.1 ], [ 0, %loop1 ]
  %46 = shl i64 %i3.1, 3
  %47 = add nuw nsw i64 %46, 56
  %48 = add nuw nsw i64 %i3.1, 7
  %49 = getelementptr inbounds float, ptr %2, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 %47
  %52 = load float, ptr %51, align 4
  %53 = fsub contract float %52, %50
  %54 = getelementptr inbounds float, ptr %0, i64 %47
  store float %53, ptr %54, align 4
  %55 = add nuw nsw i64 %46, 57
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fsub contract float %57, %50
  %59 = getelementptr inbounds float, ptr %0, i64 %55
  store float %58, ptr %59, align 4
  %60 = add nuw nsw i64 %46, 58
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fsub contract float %62, %50
  %64 = getelementptr inbounds float, ptr %0, i64 %60
  store float %63, ptr %64, align 4
  %65 = add nuw nsw i64 %46, 59
  %66 = getelementptr inbounds float, ptr %1, i64 %65
  %67 = load float, ptr %66, align 4
  %68 = fsub contract float %67, %50
  %69 = getelementptr inbounds float, ptr %0, i64 %65
  store float %68, ptr %69, align 4
  %70 = add nuw nsw i64 %46, 60
  %71 = getelementptr inbounds float, ptr %1, i64 %70
  %72 = load float, ptr %71, align 4
  %73 = fsub contract float %72, %50
  %74 = getelementptr inbounds float, ptr %0, i64 %70
  store float %73, ptr %74, align 4
  %75 = add nuw nsw i64 %46, 61
  %76 = getelementptr inbounds float, ptr %1, i64 %75
  %77 = load float, ptr %76, align 4
  %78 = fsub contract float %77, %50
  %79 = getelementptr inbounds float, ptr %0, i64 %75
  store float %78, ptr %79, align 4
  %80 = add nuw nsw i64 %46, 62
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4
  %83 = fsub contract float %82, %50
  %84 = getelementptr inbounds float, ptr %0, i64 %80
  store float %83, ptr %84, align 4
  %85 = add nuw nsw i64 %46, 63
  %86 = getelementptr inbounds float, ptr %1, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fsub contract float %87, %50
  %89 = getelementptr inbounds float, ptr %0, i64 %85
  store float %88, ptr %89, align 4
  %90 = add nuw nsw i64 %i3.1, 1
  %exitcond.1.not = icmp eq i64 %90, 7
  br i1 %exitcond.1.not, label %exit2.1, label %loop1.1

exit2.1:                                          ; preds = %loop1.1
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %uglygep.1 = getelementptr i8, ptr %0, i64 28
  %2 = getelementptr inbounds i8, ptr %0, i64 12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(44) %2, i8 0, i64 44, i1 false)
  %3 = load float, ptr %1, align 4
  %4 = fmul contract float %3, %3
  %5 = fadd contract float %4, 0.000000e+00
  %6 = getelementptr inbounds float, ptr %1, i64 1
  %7 = load float, ptr %6, align 4
  %8 = fmul contract float %7, %7
  %9 = fadd contract float %5, %8
  %10 = getelementptr inbounds float, ptr %1, i64 2
  %11 = load float, ptr %10, align 4
  %12 = fmul contract float %11, %11
  %13 = fadd contract float %9, %12
  %14 = getelementptr inbounds float, ptr %1, i64 3
  %15 = load float, ptr %14, align 4
  %16 = fmul contract float %15, %15
  %17 = fadd contract float %13, %16
  %18 = getelementptr inbounds float, ptr %1, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %17, %20
  %22 = getelementptr inbounds float, ptr %1, i64 5
  %23 = load float, ptr %22, align 4
  %24 = fmul contract float %23, %23
  %25 = fadd contract float %21, %24
  %26 = getelementptr inbounds float, ptr %1, i64 6
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %27, %27
  %29 = fadd contract float %25, %28
  %30 = getelementptr inbounds float, ptr %1, i64 7
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %31, %31
  %33 = fadd contract float %29, %32
  store float %33, ptr %0, align 4
  %34 = getelementptr inbounds float, ptr %0, i64 1
  %35 = getelementptr inbounds float, ptr %1, i64 8
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, %36
  %38 = fadd contract float %37, 0.000000e+00
  %39 = getelementptr inbounds float, ptr %1, i64 9
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %40, %40
  %42 = fadd contract float %38, %41
  %43 = getelementptr inbounds float, ptr %1, i64 10
  %44 = load float, ptr %43, align 4
  %45 = fmul contract float %44, %44
  %46 = fadd contract float %42, %45
  %47 = getelementptr inbounds float, ptr %1, i64 11
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %48, %48
  %50 = fadd contract float %46, %49
  %51 = getelementptr inbounds float, ptr %1, i64 12
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %52, %52
  %54 = fadd contract float %50, %53
  %55 = getelementptr inbounds float, ptr %1, i64 13
  %56 = load float, ptr %55, align 4
  %57 = fmul contract float %56, %56
  %58 = fadd contract float %54, %57
  %59 = getelementptr inbounds float, ptr %1, i64 14
  %60 = load float, ptr %59, align 4
  %61 = fmul contract float %60, %60
  %62 = fadd contract float %58, %61
  %63 = getelementptr inbounds float, ptr %1, i64 15
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %64, %64
  %66 = fadd contract float %62, %65
  store float %66, ptr %34, align 4
  %67 = getelementptr inbounds float, ptr %0, i64 2
  %68 = getelementptr inbounds float, ptr %1, i64 16
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %69, %69
  %71 = fadd contract float %70, 0.000000e+00
  %72 = getelementptr inbounds float, ptr %1, i64 17
  %73 = load float, ptr %72, align 4
  %74 = fmul contract float %73, %73
  %75 = fadd contract float %71, %74
  %76 = getelementptr inbounds float, ptr %1, i64 18
  %77 = load float, ptr %76, align 4
  %78 = fmul contract float %77, %77
  %79 = fadd contract float %75, %78
  %80 = getelementptr inbounds float, ptr %1, i64 19
  %81 = load float, ptr %80, align 4
  %82 = fmul contract float %81, %81
  %83 = fadd contract float %79, %82
  %84 = getelementptr inbounds float, ptr %1, i64 20
  %85 = load float, ptr %84, align 4
  %86 = fmul contract float %85, %85
  %87 = fadd contract float %83, %86
  %88 = getelementptr inbounds float, ptr %1, i64 21
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %89, %89
  %91 = fadd contract float %87, %90
  %92 = getelementptr inbounds float, ptr %1, i64 22
  %93 = load float, ptr %92, align 4
  %94 = fmul contract float %93, %93
  %95 = fadd contract float %91, %94
  %96 = getelementptr inbounds float, ptr %1, i64 23
  %97 = load float, ptr %96, align 4
  %98 = fmul contract float %97, %97
  %99 = fadd contract float %95, %98
  store float %99, ptr %67, align 4
  %100 = getelementptr inbounds float, ptr %0, i64 3
  %.promoted.3 = load float, ptr %100, align 4
  %101 = getelementptr inbounds float, ptr %1, i64 24
  %102 = load float, ptr %101, align 4
  %103 = fmul contract float %102, %102
  %104 = fadd contract float %.promoted.3, %103
  %105 = getelementptr inbounds float, ptr %1, i64 25
  %106 = load float, ptr %105, align 4
  %107 = fmul contract float %106, %106
  %108 = fadd contract float %104, %107
  %109 = getelementptr inbounds float, ptr %1, i64 26
  %110 = load float, ptr %109, align 4
  %111 = fmul contract float %110, %110
  %112 = fadd contract float %108, %111
  %113 = getelementptr inbounds float, ptr %1, i64 27
  %114 = load float, ptr %113, align 4
  %115 = fmul contract float %114, %114
  %116 = fadd contract float %112, %115
  %117 = getelementptr inbounds float, ptr %1, i64 28
  %118 = load float, ptr %117, align 4
  %119 = fmul contract float %118, %118
  %120 = fadd contract float %116, %119
  %121 = getelementptr inbounds float, ptr %1, i64 29
  %122 = load float, ptr %121, align 4
  %123 = fmul contract float %122, %122
  %124 = fadd contract float %120, %123
  %125 = getelementptr inbounds float, ptr %1, i64 30
  %126 = load float, ptr %125, align 4
  %127 = fmul contract float %126, %126
  %128 = fadd contract float %124, %127
  %129 = getelementptr inbounds float, ptr %1, i64 31
  %130 = load float, ptr %129, align 4
  %131 = fmul contract float %130, %130
  %132 = fadd contract float %128, %131
  store float %132, ptr %100, align 4
  %133 = getelementptr inbounds float, ptr %0, i64 4
  %.promoted.4 = load float, ptr %133, align 4
  %134 = getelementptr inbounds float, ptr %1, i64 32
  %135 = load float, ptr %134, align 4
  %136 = fmul contract float %135, %135
  %137 = fadd contract float %.promoted.4, %136
  %138 = getelementptr inbounds float, ptr %1, i64 33
  %139 = load float, ptr %138, align 4
  %140 = fmul contract float %139, %139
  %141 = fadd contract float %137, %140
  %142 = getelementptr inbounds float, ptr %1, i64 34
  %143 = load float, ptr %142, align 4
  %144 = fmul contract float %143, %143
  %145 = fadd contract float %141, %144
  %146 = getelementptr inbounds float, ptr %1, i64 35
  %147 = load float, ptr %146, align 4
  %148 = fmul contract float %147, %147
  %149 = fadd contract float %145, %148
  %150 = getelementptr inbounds float, ptr %1, i64 36
  %151 = load float, ptr %150, align 4
  %152 = fmul contract float %151, %151
  %153 = fadd contract float %149, %152
  %154 = getelementptr inbounds float, ptr %1, i64 37
  %155 = load float, ptr %154, align 4
  %156 = fmul contract float %155, %155
  %157 = fadd contract float %153, %156
  %158 = getelementptr inbounds float, ptr %1, i64 38
  %159 = load float, ptr %158, align 4
  %160 = fmul contract float %159, %159
  %161 = fadd contract float %157, %160
  %162 = getelementptr inbounds float, ptr %1, i64 39
  %163 = load float, ptr %162, align 4
  %164 = fmul contract float %163, %163
  %165 = fadd contract float %161, %164
  store float %165, ptr %133, align 4
  %166 = getelementptr inbounds float, ptr %0, i64 5
  %.promoted.5 = load float, ptr %166, align 4
  %167 = getelementptr inbounds float, ptr %1, i64 40
  %168 = load float, ptr %167, align 4
  %169 = fmul contract float %168, %168
  %170 = fadd contract float %.promoted.5, %169
  %171 = getelementptr inbounds float, ptr %1, i64 41
  %172 = load float, ptr %171, align 4
  %173 = fmul contract float %172, %172
  %174 = fadd contract float %170, %173
  %175 = getelementptr inbounds float, ptr %1, i64 42
  %176 = load float, ptr %175, align 4
  %177 = fmul contract float %176, %176
  %178 = fadd contract float %174, %177
  %179 = getelementptr inbounds float, ptr %1, i64 43
  %180 = load float, ptr %179, align 4
  %181 = fmul contract float %180, %180
  %182 = fadd contract float %178, %181
  %183 = getelementptr inbounds float, ptr %1, i64 44
  %184 = load float, ptr %183, align 4
  %185 = fmul contract float %184, %184
  %186 = fadd contract float %182, %185
  %187 = getelementptr inbounds float, ptr %1, i64 45
  %188 = load float, ptr %187, align 4
  %189 = fmul contract float %188, %188
  %190 = fadd contract float %186, %189
  %191 = getelementptr inbounds float, ptr %1, i64 46
  %192 = load float, ptr %191, align 4
  %193 = fmul contract float %192, %192
  %194 = fadd contract float %190, %193
  %195 = getelementptr inbounds float, ptr %1, i64 47
  %196 = load float, ptr %195, align 4
  %197 = fmul contract float %196, %196
  %198 = fadd contract float %194, %197
  store float %198, ptr %166, align 4
  %199 = getelementptr inbounds float, ptr %0, i64 6
  %.promoted.6 = load float, ptr %199, align 4
  %200 = getelementptr inbounds float, ptr %1, i64 48
  %201 = load float, ptr %200, align 4
  %202 = fmul contract float %201, %201
  %203 = fadd contract float %.promoted.6, %202
  %204 = getelementptr inbounds float, ptr %1, i64 49
  %205 = load float, ptr %204, align 4
  %206 = fmul contract float %205, %205
  %207 = fadd contract float %203, %206
  %208 = getelementptr inbounds float, ptr %1, i64 50
  %209 = load float, ptr %208, align 4
  %210 = fmul contract float %209, %209
  %211 = fadd contract float %207, %210
  %212 = getelementptr inbounds float, ptr %1, i64 51
  %213 = load float, ptr %212, align 4
  %214 = fmul contract float %213, %213
  %215 = fadd contract float %211, %214
  %216 = getelementptr inbounds float, ptr %1, i64 52
  %217 = load float, ptr %216, align 4
  %218 = fmul contract float %217, %217
  %219 = fadd contract float %215, %218
  %220 = getelementptr inbounds float, ptr %1, i64 53
  %221 = load float, ptr %220, align 4
  %222 = fmul contract float %221, %221
  %223 = fadd contract float %219, %222
  %224 = getelementptr inbounds float, ptr %1, i64 54
  %225 = load float, ptr %224, align 4
  %226 = fmul contract float %225, %225
  %227 = fadd contract float %223, %226
  %228 = getelementptr inbounds float, ptr %1, i64 55
  %229 = load float, ptr %228, align 4
  %230 = fmul contract float %229, %229
  %231 = fadd contract float %227, %230
  store float %231, ptr %199, align 4
  %.promoted.1 = load float, ptr %uglygep.1, align 4
  %232 = getelementptr inbounds float, ptr %1, i64 56
  %233 = load float, ptr %232, align 4
  %234 = fmul contract float %233, %233
  %235 = fadd contract float %.promoted.1, %234
  %236 = getelementptr inbounds float, ptr %1, i64 57
  %237 = load float, ptr %236, align 4
  %238 = fmul contract float %237, %237
  %239 = fadd contract float %235, %238
  %240 = getelementptr inbounds float, ptr %1, i64 58
  %241 = load float, ptr %240, align 4
  %242 = fmul contract float %241, %241
  %243 = fadd contract float %239, %242
  %244 = getelementptr inbounds float, ptr %1, i64 59
  %245 = load float, ptr %244, align 4
  %246 = fmul contract float %245, %245
  %247 = fadd contract float %243, %246
  %248 = getelementptr inbounds float, ptr %1, i64 60
  %249 = load float, ptr %248, align 4
  %250 = fmul contract float %249, %249
  %251 = fadd contract float %247, %250
  %252 = getelementptr inbounds float, ptr %1, i64 61
  %253 = load float, ptr %252, align 4
  %254 = fmul contract float %253, %253
  %255 = fadd contract float %251, %254
  %256 = getelementptr inbounds float, ptr %1, i64 62
  %257 = load float, ptr %256, align 4
  %258 = fmul contract float %257, %257
  %259 = fadd contract float %255, %258
  %260 = getelementptr inbounds float, ptr %1, i64 63
  %261 = load float, ptr %260, align 4
  %262 = fmul contract float %261, %261
  %263 = fadd contract float %259, %262
  store float %263, ptr %uglygep.1, align 4
  %264 = getelementptr inbounds float, ptr %0, i64 8
  %.promoted.1.1 = load float, ptr %264, align 4
  %265 = getelementptr inbounds float, ptr %1, i64 64
  %266 = load float, ptr %265, align 4
  %267 = fmul contract float %266, %266
  %268 = fadd contract float %.promoted.1.1, %267
  %269 = getelementptr inbounds float, ptr %1, i64 65
  %270 = load float, ptr %269, align 4
  %271 = fmul contract float %270, %270
  %272 = fadd contract float %268, %271
  %273 = getelementptr inbounds float, ptr %1, i64 66
  %274 = load float, ptr %273, align 4
  %275 = fmul contract float %274, %274
  %276 = fadd contract float %272, %275
  %277 = getelementptr inbounds float, ptr %1, i64 67
  %278 = load float, ptr %277, align 4
  %279 = fmul contract float %278, %278
  %280 = fadd contract float %276, %279
  %281 = getelementptr inbounds float, ptr %1, i64 68
  %282 = load float, ptr %281, align 4
  %283 = fmul contract float %282, %282
  %284 = fadd contract float %280, %283
  %285 = getelementptr inbounds float, ptr %1, i64 69
  %286 = load float, ptr %285, align 4
  %287 = fmul contract float %286, %286
  %288 = fadd contract float %284, %287
  %289 = getelementptr inbounds float, ptr %1, i64 70
  %290 = load float, ptr %289, align 4
  %291 = fmul contract float %290, %290
  %292 = fadd contract float %288, %291
  %293 = getelementptr inbounds float, ptr %1, i64 71
  %294 = load float, ptr %293, align 4
  %295 = fmul contract float %294, %294
  %296 = fadd contract float %292, %295
  store float %296, ptr %264, align 4
  %297 = getelementptr inbounds float, ptr %0, i64 9
  %.promoted.1.2 = load float, ptr %297, align 4
  %298 = getelementptr inbounds float, ptr %1, i64 72
  %299 = load float, ptr %298, align 4
  %300 = fmul contract float %299, %299
  %301 = fadd contract float %.promoted.1.2, %300
  %302 = getelementptr inbounds float, ptr %1, i64 73
  %303 = load float, ptr %302, align 4
  %304 = fmul contract float %303, %303
  %305 = fadd contract float %301, %304
  %306 = getelementptr inbounds float, ptr %1, i64 74
  %307 = load float, ptr %306, align 4
  %308 = fmul contract float %307, %307
  %309 = fadd contract float %305, %308
  %310 = getelementptr inbounds float, ptr %1, i64 75
  %311 = load float, ptr %310, align 4
  %312 = fmul contract float %311, %311
  %313 = fadd contract float %309, %312
  %314 = getelementptr inbounds float, ptr %1, i64 76
  %315 = load float, ptr %314, align 4
  %316 = fmul contract float %315, %315
  %317 = fadd contract float %313, %316
  %318 = getelementptr inbounds float, ptr %1, i64 77
  %319 = load float, ptr %318, align 4
  %320 = fmul contract float %319, %319
  %321 = fadd contract float %317, %320
  %322 = getelementptr inbounds float, ptr %1, i64 78
  %323 = load float, ptr %322, align 4
  %324 = fmul contract float %323, %323
  %325 = fadd contract float %321, %324
  %326 = getelementptr inbounds float, ptr %1, i64 79
  %327 = load float, ptr %326, align 4
  %328 = fmul contract float %327, %327
  %329 = fadd contract float %325, %328
  store float %329, ptr %297, align 4
  %330 = getelementptr inbounds float, ptr %0, i64 10
  %.promoted.1.3 = load float, ptr %330, align 4
  %331 = getelementptr inbounds float, ptr %1, i64 80
  %332 = load float, ptr %331, align 4
  %333 = fmul contract float %332, %332
  %334 = fadd contract float %.promoted.1.3, %333
  %335 = getelementptr inbounds float, ptr %1, i64 81
  %336 = load float, ptr %335, align 4
  %337 = fmul contract float %336, %336
  %338 = fadd contract float %334, %337
  %339 = getelementptr inbounds float, ptr %1, i64 82
  %340 = load float, ptr %339, align 4
  %341 = fmul contract float %340, %340
  %342 = fadd contract float %338, %341
  %343 = getelementptr inbounds float, ptr %1, i64 83
  %344 = load float, ptr %343, align 4
  %345 = fmul contract float %344, %344
  %346 = fadd contract float %342, %345
  %347 = getelementptr inbounds float, ptr %1, i64 84
  %348 = load float, ptr %347, align 4
  %349 = fmul contract float %348, %348
  %350 = fadd contract float %346, %349
  %351 = getelementptr inbounds float, ptr %1, i64 85
  %352 = load float, ptr %351, align 4
  %353 = fmul contract float %352, %352
  %354 = fadd contract float %350, %353
  %355 = getelementptr inbounds float, ptr %1, i64 86
  %356 = load float, ptr %355, align 4
  %357 = fmul contract float %356, %356
  %358 = fadd contract float %354, %357
  %359 = getelementptr inbounds float, ptr %1, i64 87
  %360 = load float, ptr %359, align 4
  %361 = fmul contract float %360, %360
  %362 = fadd contract float %358, %361
  store float %362, ptr %330, align 4
  %363 = getelementptr inbounds float, ptr %0, i64 11
  %.promoted.1.4 = load float, ptr %363, align 4
  %364 = getelementptr inbounds float, ptr %1, i64 88
  %365 = load float, ptr %364, align 4
  %366 = fmul contract float %365, %365
  %367 = fadd contract float %.promoted.1.4, %366
  %368 = getelementptr inbounds float, ptr %1, i64 89
  %369 = load float, ptr %368, align 4
  %370 = fmul contract float %369, %369
  %371 = fadd contract float %367, %370
  %372 = getelementptr inbounds float, ptr %1, i64 90
  %373 = load float, ptr %372, align 4
  %374 = fmul contract float %373, %373
  %375 = fadd contract float %371, %374
  %376 = getelementptr inbounds float, ptr %1, i64 91
  %377 = load float, ptr %376, align 4
  %378 = fmul contract float %377, %377
  %379 = fadd contract float %375, %378
  %380 = getelementptr inbounds float, ptr %1, i64 92
  %381 = load float, ptr %380, align 4
  %382 = fmul contract float %381, %381
  %383 = fadd contract float %379, %382
  %384 = getelementptr inbounds float, ptr %1, i64 93
  %385 = load float, ptr %384, align 4
  %386 = fmul contract float %385, %385
  %387 = fadd contract float %383, %386
  %388 = getelementptr inbounds float, ptr %1, i64 94
  %389 = load float, ptr %388, align 4
  %390 = fmul contract float %389, %389
  %391 = fadd contract float %387, %390
  %392 = getelementptr inbounds float, ptr %1, i64 95
  %393 = load float, ptr %392, align 4
  %394 = fmul contract float %393, %393
  %395 = fadd contract float %391, %394
  store float %395, ptr %363, align 4
  %396 = getelementptr inbounds float, ptr %0, i64 12
  %.promoted.1.5 = load float, ptr %396, align 4
  %397 = getelementptr inbounds float, ptr %1, i64 96
  %398 = load float, ptr %397, align 4
  %399 = fmul contract float %398, %398
  %400 = fadd contract float %.promoted.1.5, %399
  %401 = getelementptr inbounds float, ptr %1, i64 97
  %402 = load float, ptr %401, align 4
  %403 = fmul contract float %402, %402
  %404 = fadd contract float %400, %403
  %405 = getelementptr inbounds float, ptr %1, i64 98
  %406 = load float, ptr %405, align 4
  %407 = fmul contract float %406, %406
  %408 = fadd contract float %404, %407
  %409 = getelementptr inbounds float, ptr %1, i64 99
  %410 = load float, ptr %409, align 4
  %411 = fmul contract float %410, %410
  %412 = fadd contract float %408, %411
  %413 = getelementptr inbounds float, ptr %1, i64 100
  %414 = load float, ptr %413, align 4
  %415 = fmul contract float %414, %414
  %416 = fadd contract float %412, %415
  %417 = getelementptr inbounds float, ptr %1, i64 101
  %418 = load float, ptr %417, align 4
  %419 = fmul contract float %418, %418
  %420 = fadd contract float %416, %419
  %421 = getelementptr inbounds float, ptr %1, i64 102
  %422 = load float, ptr %421, align 4
  %423 = fmul contract float %422, %422
  %424 = fadd contract float %420, %423
  %425 = getelementptr inbounds float, ptr %1, i64 103
  %426 = load float, ptr %425, align 4
  %427 = fmul contract float %426, %426
  %428 = fadd contract float %424, %427
  %429 = getelementptr inbounds float, ptr %0, i64 13
  %.promoted.1.6 = load float, ptr %429, align 4
  %430 = getelementptr inbounds float, ptr %1, i64 104
  %431 = load float, ptr %430, align 4
  %432 = fmul contract float %431, %431
  %433 = fadd contract float %.promoted.1.6, %432
  %434 = getelementptr inbounds float, ptr %1, i64 105
  %435 = load float, ptr %434, align 4
  %436 = fmul contract float %435, %435
  %437 = fadd contract float %433, %436
  %438 = getelementptr inbounds float, ptr %1, i64 106
  %439 = load float, ptr %438, align 4
  %440 = fmul contract float %439, %439
  %441 = fadd contract float %437, %440
  %442 = getelementptr inbounds float, ptr %1, i64 107
  %443 = load float, ptr %442, align 4
  %444 = fmul contract float %443, %443
  %445 = fadd contract float %441, %444
  %446 = getelementptr inbounds float, ptr %1, i64 108
  %447 = load float, ptr %446, align 4
  %448 = fmul contract float %447, %447
  %449 = fadd contract float %445, %448
  %450 = getelementptr inbounds float, ptr %1, i64 109
  %451 = load float, ptr %450, align 4
  %452 = fmul contract float %451, %451
  %453 = fadd contract float %449, %452
  %454 = getelementptr inbounds float, ptr %1, i64 110
  %455 = load float, ptr %454, align 4
  %456 = fmul contract float %455, %455
  %457 = fadd contract float %453, %456
  %458 = getelementptr inbounds float, ptr %1, i64 111
  %459 = load float, ptr %458, align 4
  %460 = fmul contract float %459, %459
  %461 = fadd contract float %457, %460
  %462 = load float, ptr %0, align 4
  %463 = fmul contract float %462, 1.250000e-01
  store float %463, ptr %0, align 4
  %464 = load float, ptr %34, align 4
  %465 = fmul contract float %464, 1.250000e-01
  store float %465, ptr %34, align 4
  %466 = load float, ptr %67, align 4
  %467 = fmul contract float %466, 1.250000e-01
  store float %467, ptr %67, align 4
  %468 = load float, ptr %100, align 4
  %469 = fmul contract float %468, 1.250000e-01
  store float %469, ptr %100, align 4
  %470 = load float, ptr %133, align 4
  %471 = fmul contract float %470, 1.250000e-01
  store float %471, ptr %133, align 4
  %472 = load float, ptr %166, align 4
  %473 = fmul contract float %472, 1.250000e-01
  store float %473, ptr %166, align 4
  %474 = load float, ptr %199, align 4
  %475 = fmul contract float %474, 1.250000e-01
  store float %475, ptr %199, align 4
  %476 = load float, ptr %uglygep.1, align 4
  %477 = fmul contract float %476, 1.250000e-01
  store float %477, ptr %uglygep.1, align 4
  %478 = load float, ptr %264, align 4
  %479 = fmul contract float %478, 1.250000e-01
  store float %479, ptr %264, align 4
  %480 = load float, ptr %297, align 4
  %481 = fmul contract float %480, 1.250000e-01
  store float %481, ptr %297, align 4
  %482 = load float, ptr %330, align 4
  %483 = fmul contract float %482, 1.250000e-01
  store float %483, ptr %330, align 4
  %484 = load float, ptr %363, align 4
  %485 = fmul contract float %484, 1.250000e-01
  store float %485, ptr %363, align 4
  %486 = fmul contract float %428, 1.250000e-01
  store float %486, ptr %396, align 4
  %487 = fmul contract float %461, 1.250000e-01
  store float %487, ptr %429, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #5 {
entry:
  %.pre.pre = load float, ptr %3, align 4
  %.pre8.pre = load float, ptr %4, align 4
  %.phi.trans.insert.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 1
  %.pre9.pre = load float, ptr %.phi.trans.insert.phi.trans.insert, align 4
  %.phi.trans.insert10.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 1
  %.pre11.pre = load float, ptr %.phi.trans.insert10.phi.trans.insert, align 4
  %.phi.trans.insert12.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 2
  %.pre13.pre = load float, ptr %.phi.trans.insert12.phi.trans.insert, align 4
  %.phi.trans.insert14.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 2
  %.pre15.pre = load float, ptr %.phi.trans.insert14.phi.trans.insert, align 4
  %.phi.trans.insert16.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 3
  %.pre17.pre = load float, ptr %.phi.trans.insert16.phi.trans.insert, align 4
  %.phi.trans.insert18.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 3
  %.pre19.pre = load float, ptr %.phi.trans.insert18.phi.trans.insert, align 4
  %.phi.trans.insert20.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 4
  %.pre21.pre = load float, ptr %.phi.trans.insert20.phi.trans.insert, align 4
  %.phi.trans.insert22.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 4
  %.pre23.pre = load float, ptr %.phi.trans.insert22.phi.trans.insert, align 4
  %.phi.trans.insert24.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 5
  %.pre25.pre = load float, ptr %.phi.trans.insert24.phi.trans.insert, align 4
  %.phi.trans.insert26.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 5
  %.pre27.pre = load float, ptr %.phi.trans.insert26.phi.trans.insert, align 4
  %.phi.trans.insert28.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 6
  %.pre29.pre = load float, ptr %.phi.trans.insert28.phi.trans.insert, align 4
  %.phi.trans.insert30.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 6
  %.pre31.pre = load float, ptr %.phi.trans.insert30.phi.trans.insert, align 4
  %.phi.trans.insert32.phi.trans.insert = getelementptr inbounds float, ptr %3, i64 7
  %.pre33.pre = load float, ptr %.phi.trans.insert32.phi.trans.insert, align 4
  %.phi.trans.insert34.phi.trans.insert = getelementptr inbounds float, ptr %4, i64 7
  %.pre35.pre = load float, ptr %.phi.trans.insert34.phi.trans.insert, align 4
  br label %loop1

loop1:                                            ; preds = %loop1, %entry
  %i3 = phi i64 [ 0, %entry ], [ %66, %loop1 ]
  %5 = shl i64 %i3, 3
  %6 = getelementptr inbounds float, ptr %2, i64 %i3
  %7 = load float, ptr %6, align 4
  %8 = fadd contract float %7, 0x3EE4F8B580000000
  %9 = tail call contract float @llvm.sqrt.f32(float %8)
  %10 = fdiv contract float 1.000000e+00, %9
  %11 = getelementptr inbounds float, ptr %1, i64 %5
  %12 = load float, ptr %11, align 4
  %13 = fmul contract float %12, %10
  %14 = fmul contract float %.pre.pre, %13
  %15 = fadd contract float %.pre8.pre, %14
  %16 = getelementptr inbounds float, ptr %0, i64 %5
  store float %15, ptr %16, align 4
  %17 = or i64 %5, 1
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %10
  %21 = fmul contract float %.pre9.pre, %20
  %22 = fadd contract float %.pre11.pre, %21
  %23 = getelementptr inbounds float, ptr %0, i64 %17
  store float %22, ptr %23, align 4
  %24 = or i64 %5, 2
  %25 = getelementptr inbounds float, ptr %1, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, %10
  %28 = fmul contract float %.pre13.pre, %27
  %29 = fadd contract float %.pre15.pre, %28
  %30 = getelementptr inbounds float, ptr %0, i64 %24
  store float %29, ptr %30, align 4
  %31 = or i64 %5, 3
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, %10
  %35 = fmul contract float %.pre17.pre, %34
  %36 = fadd contract float %.pre19.pre, %35
  %37 = getelementptr inbounds float, ptr %0, i64 %31
  store float %36, ptr %37, align 4
  %38 = or i64 %5, 4
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fmul contract float %40, %10
  %42 = fmul contract float %.pre21.pre, %41
  %43 = fadd contract float %.pre23.pre, %42
  %44 = getelementptr inbounds float, ptr %0, i64 %38
  store float %43, ptr %44, align 4
  %45 = or i64 %5, 5
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %47, %10
  %49 = fmul contract float %.pre25.pre, %48
  %50 = fadd contract float %.pre27.pre, %49
  %51 = getelementptr inbounds float, ptr %0, i64 %45
  store float %50, ptr %51, align 4
  %52 = or i64 %5, 6
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %54, %10
  %56 = fmul contract float %.pre29.pre, %55
  %57 = fadd contract float %.pre31.pre, %56
  %58 = getelementptr inbounds float, ptr %0, i64 %52
  store float %57, ptr %58, align 4
  %59 = or i64 %5, 7
  %60 = getelementptr inbounds float, ptr %1, i64 %59
  %61 = load float, ptr %60, align 4
  %62 = fmul contract float %61, %10
  %63 = fmul contract float %.pre33.pre, %62
  %64 = fadd contract float %.pre35.pre, %63
  %65 = getelementptr inbounds float, ptr %0, i64 %59
  store float %64, ptr %65, align 4
  %66 = add nuw nsw i64 %i3, 1
  %exitcond.not = icmp eq i64 %66, 7
  br i1 %exitcond.not, label %loop1.1, label %loop1

loop1.1:                                          ; preds = %loop1, %loop1.1
  %i3.1 = phi i64 [ %130, %loop1.1 ], [ 0, %loop1 ]
  %67 = shl i64 %i3.1, 3
  %68 = add nuw nsw i64 %67, 56
  %69 = add nuw nsw i64 %i3.1, 7
  %70 = getelementptr inbounds float, ptr %2, i64 %69
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, 0x3EE4F8B580000000
  %73 = tail call contract float @llvm.sqrt.f32(float %72)
  %74 = fdiv contract float 1.000000e+00, %73
  %75 = getelementptr inbounds float, ptr %1, i64 %68
  %76 = load float, ptr %75, align 4
  %77 = fmul contract float %76, %74
  %78 = fmul contract float %.pre.pre, %77
  %79 = fadd contract float %.pre8.pre, %78
  %80 = getelementptr inbounds float, ptr %0, i64 %68
  store float %79, ptr %80, align 4
  %81 = or i64 %68, 1
  %82 = getelementptr inbounds float, ptr %1, i64 %81
  %83 = load float, ptr %82, align 4
  %84 = fmul contract float %83, %74
  %85 = fmul contract float %.pre9.pre, %84
  %86 = fadd contract float %.pre11.pre, %85
  %87 = getelementptr inbounds float, ptr %0, i64 %81
  store float %86, ptr %87, align 4
  %88 = or i64 %68, 2
  %89 = getelementptr inbounds float, ptr %1, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fmul contract float %90, %74
  %92 = fmul contract float %.pre13.pre, %91
  %93 = fadd contract float %.pre15.pre, %92
  %94 = getelementptr inbounds float, ptr %0, i64 %88
  store float %93, ptr %94, align 4
  %95 = or i64 %68, 3
  %96 = getelementptr inbounds float, ptr %1, i64 %95
  %97 = load float, ptr %96, align 4
  %98 = fmul contract float %97, %74
  %99 = fmul contract float %.pre17.pre, %98
  %100 = fadd contract float %.pre19.pre, %99
  %101 = getelementptr inbounds float, ptr %0, i64 %95
  store float %100, ptr %101, align 4
  %102 = or i64 %68, 4
  %103 = getelementptr inbounds float, ptr %1, i64 %102
  %104 = load float, ptr %103, align 4
  %105 = fmul contract float %104, %74
  %106 = fmul contract float %.pre21.pre, %105
  %107 = fadd contract float %.pre23.pre, %106
  %108 = getelementptr inbounds float, ptr %0, i64 %102
  store float %107, ptr %108, align 4
  %109 = or i64 %68, 5
  %110 = getelementptr inbounds float, ptr %1, i64 %109
  %111 = load float, ptr %110, align 4
  %112 = fmul contract float %111, %74
  %113 = fmul contract float %.pre25.pre, %112
  %114 = fadd contract float %.pre27.pre, %113
  %115 = getelementptr inbounds float, ptr %0, i64 %109
  store float %114, ptr %115, align 4
  %116 = or i64 %68, 6
  %117 = getelementptr inbounds float, ptr %1, i64 %116
  %118 = load float, ptr %117, align 4
  %119 = fmul contract float %118, %74
  %120 = fmul contract float %.pre29.pre, %119
  %121 = fadd contract float %.pre31.pre, %120
  %122 = getelementptr inbounds float, ptr %0, i64 %116
  store float %121, ptr %122, align 4
  %123 = or i64 %68, 7
  %124 = getelementptr inbounds float, ptr %1, i64 %123
  %125 = load float, ptr %124, align 4
  %126 = fmul contract float %125, %74
  %127 = fmul contract float %.pre33.pre, %126
  %128 = fadd contract float %.pre35.pre, %127
  %129 = getelementptr inbounds float, ptr %0, i64 %123
  store float %128, ptr %129, align 4
  %130 = add nuw nsw i64 %i3.1, 1
  %exitcond.not.1 = icmp eq i64 %130, 7
  br i1 %exitcond.not.1, label %exit2.1, label %loop1.1

exit2.1:                                          ; preds = %loop1.1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 32
  %4 = load float, ptr %1, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 1
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 2
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 3
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 4
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 5
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 6
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 7
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 8
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 9
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 10
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 11
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 12
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %1, i64 13
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 14
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 15
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 16
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 17
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %1, i64 18
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr %1, i64 19
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds float, ptr %1, i64 20
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %1, i64 21
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr %1, i64 22
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 23
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 24
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 25
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 26
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds float, ptr %1, i64 27
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 28
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds float, ptr %1, i64 29
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %1, i64 30
  %64 = load float, ptr %63, align 4
  %65 = getelementptr inbounds float, ptr %1, i64 31
  %66 = load float, ptr %65, align 4
  %67 = load float, ptr %3, align 4
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
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %204, %loop ]
  %82 = mul nuw nsw i64 %i, 5
  %83 = shl i64 %i, 3
  %84 = getelementptr inbounds float, ptr %0, i64 %83
  %85 = load float, ptr %84, align 4
  %86 = fmul reassoc contract float %4, %85
  %87 = fadd reassoc contract float %86, 0.000000e+00
  %88 = or i64 %83, 1
  %89 = getelementptr inbounds float, ptr %0, i64 %88
  %90 = load float, ptr %89, align 4
  %91 = fmul reassoc contract float %6, %90
  %92 = fadd reassoc contract float %87, %91
  %93 = or i64 %83, 2
  %94 = getelementptr inbounds float, ptr %0, i64 %93
  %95 = load float, ptr %94, align 4
  %96 = fmul reassoc contract float %8, %95
  %97 = fadd reassoc contract float %92, %96
  %98 = or i64 %83, 3
  %99 = getelementptr inbounds float, ptr %0, i64 %98
  %100 = load float, ptr %99, align 4
  %101 = fmul reassoc contract float %10, %100
  %102 = fadd reassoc contract float %97, %101
  %103 = or i64 %83, 4
  %104 = getelementptr inbounds float, ptr %0, i64 %103
  %105 = load float, ptr %104, align 4
  %106 = fmul reassoc contract float %12, %105
  %107 = fadd reassoc contract float %102, %106
  %108 = or i64 %83, 5
  %109 = getelementptr inbounds float, ptr %0, i64 %108
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %14, %110
  %112 = fadd reassoc contract float %107, %111
  %113 = or i64 %83, 6
  %114 = getelementptr inbounds float, ptr %0, i64 %113
  %115 = load float, ptr %114, align 4
  %116 = fmul reassoc contract float %16, %115
  %117 = fadd reassoc contract float %112, %116
  %118 = or i64 %83, 7
  %119 = getelementptr inbounds float, ptr %0, i64 %118
  %120 = load float, ptr %119, align 4
  %121 = fmul reassoc contract float %18, %120
  %122 = fadd reassoc contract float %117, %121
  %123 = getelementptr inbounds float, ptr %2, i64 %82
  store float %122, ptr %123, align 4
  %124 = fmul reassoc contract float %20, %85
  %125 = fadd reassoc contract float %124, 0.000000e+00
  %126 = fmul reassoc contract float %22, %90
  %127 = fadd reassoc contract float %125, %126
  %128 = fmul reassoc contract float %24, %95
  %129 = fadd reassoc contract float %127, %128
  %130 = fmul reassoc contract float %26, %100
  %131 = fadd reassoc contract float %129, %130
  %132 = fmul reassoc contract float %28, %105
  %133 = fadd reassoc contract float %131, %132
  %134 = fmul reassoc contract float %30, %110
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %32, %115
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %34, %120
  %139 = fadd reassoc contract float %137, %138
  %140 = add nuw nsw i64 %82, 1
  %141 = getelementptr inbounds float, ptr %2, i64 %140
  store float %139, ptr %141, align 4
  %142 = fmul reassoc contract float %36, %85
  %143 = fadd reassoc contract float %142, 0.000000e+00
  %144 = fmul reassoc contract float %38, %90
  %145 = fadd reassoc contract float %143, %144
  %146 = fmul reassoc contract float %40, %95
  %147 = fadd reassoc contract float %145, %146
  %148 = fmul reassoc contract float %42, %100
  %149 = fadd reassoc contract float %147, %148
  %150 = fmul reassoc contract float %44, %105
  %151 = fadd reassoc contract float %149, %150
  %152 = fmul reassoc contract float %46, %110
  %153 = fadd reassoc contract float %151, %152
  %154 = fmul reassoc contract float %48, %115
  %155 = fadd reassoc contract float %153, %154
  %156 = fmul reassoc contract float %50, %120
  %157 = fadd reassoc contract float %155, %156
  %158 = add nuw nsw i64 %82, 2
  %159 = getelementptr inbounds float, ptr %2, i64 %158
  store float %157, ptr %159, align 4
  %160 = load float, ptr %84, align 4
  %161 = fmul reassoc contract float %52, %160
  %162 = fadd reassoc contract float %161, 0.000000e+00
  %163 = load float, ptr %89, align 4
  %164 = fmul reassoc contract float %54, %163
  %165 = fadd reassoc contract float %162, %164
  %166 = load float, ptr %94, align 4
  %167 = fmul reassoc contract float %56, %166
  %168 = fadd reassoc contract float %165, %167
  %169 = load float, ptr %99, align 4
  %170 = fmul reassoc contract float %58, %169
  %171 = fadd reassoc contract float %168, %170
  %172 = load float, ptr %104, align 4
  %173 = fmul reassoc contract float %60, %172
  %174 = fadd reassoc contract float %171, %173
  %175 = load float, ptr %109, align 4
  %176 = fmul reassoc contract float %62, %175
  %177 = fadd reassoc contract float %174, %176
  %178 = load float, ptr %114, align 4
  %179 = fmul reassoc contract float %64, %178
  %180 = fadd reassoc contract float %177, %179
  %181 = load float, ptr %119, align 4
  %182 = fmul reassoc contract float %66, %181
  %183 = fadd reassoc contract float %180, %182
  %184 = add nuw nsw i64 %82, 3
  %185 = getelementptr inbounds float, ptr %2, i64 %184
  store float %183, ptr %185, align 4
  %186 = fmul reassoc contract float %67, %160
  %187 = fadd reassoc contract float %186, 0.000000e+00
  %188 = fmul reassoc contract float %69, %163
  %189 = fadd reassoc contract float %187, %188
  %190 = fmul reassoc contract float %71, %166
  %191 = fadd reassoc contract float %189, %190
  %192 = fmul reassoc contract float %73, %169
  %193 = fadd reassoc contract float %191, %192
  %194 = fmul reassoc contract float %75, %172
  %195 = fadd reassoc contract float %193, %194
  %196 = fmul reassoc contract float %77, %175
  %197 = fadd reassoc contract float %195, %196
  %198 = fmul reassoc contract float %79, %178
  %199 = fadd reassoc contract float %197, %198
  %200 = fmul reassoc contract float %81, %181
  %201 = fadd reassoc contract float %199, %200
  %202 = add nuw nsw i64 %82, 4
  %203 = getelementptr inbounds float, ptr %2, i64 %202
  store float %201, ptr %203, align 4
  %204 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %204, 14
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %32 = fadd contract float %31, %4
  %33 = getelementptr inbounds float, ptr %0, i64 5
  store float %32, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 6
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %9
  %37 = getelementptr inbounds float, ptr %0, i64 6
  store float %36, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 7
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %39, %15
  %41 = getelementptr inbounds float, ptr %0, i64 7
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fadd contract float %43, %21
  %45 = getelementptr inbounds float, ptr %0, i64 8
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %27
  %49 = getelementptr inbounds float, ptr %0, i64 9
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fadd contract float %51, %4
  %53 = getelementptr inbounds float, ptr %0, i64 10
  store float %52, ptr %53, align 4
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fadd contract float %55, %9
  %57 = getelementptr inbounds float, ptr %0, i64 11
  store float %56, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %1, i64 12
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %15
  %61 = getelementptr inbounds float, ptr %0, i64 12
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 13
  %63 = load float, ptr %62, align 4
  %64 = fadd contract float %63, %21
  %65 = getelementptr inbounds float, ptr %0, i64 13
  store float %64, ptr %65, align 4
  %66 = getelementptr inbounds float, ptr %1, i64 14
  %67 = load float, ptr %66, align 4
  %68 = fadd contract float %67, %27
  %69 = getelementptr inbounds float, ptr %0, i64 14
  store float %68, ptr %69, align 4
  %70 = getelementptr inbounds float, ptr %1, i64 15
  %71 = load float, ptr %70, align 4
  %72 = fadd contract float %71, %4
  %73 = getelementptr inbounds float, ptr %0, i64 15
  store float %72, ptr %73, align 4
  %74 = getelementptr inbounds float, ptr %1, i64 16
  %75 = load float, ptr %74, align 4
  %76 = fadd contract float %75, %9
  %77 = getelementptr inbounds float, ptr %0, i64 16
  store float %76, ptr %77, align 4
  %78 = getelementptr inbounds float, ptr %1, i64 17
  %79 = load float, ptr %78, align 4
  %80 = fadd contract float %79, %15
  %81 = getelementptr inbounds float, ptr %0, i64 17
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %1, i64 18
  %83 = load float, ptr %82, align 4
  %84 = fadd contract float %83, %21
  %85 = getelementptr inbounds float, ptr %0, i64 18
  store float %84, ptr %85, align 4
  %86 = getelementptr inbounds float, ptr %1, i64 19
  %87 = load float, ptr %86, align 4
  %88 = fadd contract float %87, %27
  %89 = getelementptr inbounds float, ptr %0, i64 19
  store float %88, ptr %89, align 4
  %90 = getelementptr inbounds float, ptr %1, i64 20
  %91 = load float, ptr %90, align 4
  %92 = load float, ptr %2, align 4
  %93 = fadd contract float %91, %92
  %94 = getelementptr inbounds float, ptr %0, i64 20
  store float %93, ptr %94, align 4
  %95 = getelementptr inbounds float, ptr %1, i64 21
  %96 = load float, ptr %95, align 4
  %97 = load float, ptr %8, align 4
  %98 = fadd contract float %96, %97
  %99 = getelementptr inbounds float, ptr %0, i64 21
  store float %98, ptr %99, align 4
  %100 = getelementptr inbounds float, ptr %1, i64 22
  %101 = load float, ptr %100, align 4
  %102 = load float, ptr %14, align 4
  %103 = fadd contract float %101, %102
  %104 = getelementptr inbounds float, ptr %0, i64 22
  store float %103, ptr %104, align 4
  %105 = getelementptr inbounds float, ptr %1, i64 23
  %106 = load float, ptr %105, align 4
  %107 = load float, ptr %20, align 4
  %108 = fadd contract float %106, %107
  %109 = getelementptr inbounds float, ptr %0, i64 23
  store float %108, ptr %109, align 4
  %110 = getelementptr inbounds float, ptr %1, i64 24
  %111 = load float, ptr %110, align 4
  %112 = load float, ptr %26, align 4
  %113 = fadd contract float %111, %112
  %114 = getelementptr inbounds float, ptr %0, i64 24
  store float %113, ptr %114, align 4
  %115 = getelementptr inbounds float, ptr %1, i64 25
  %116 = load float, ptr %115, align 4
  %117 = fadd contract float %116, %92
  %118 = getelementptr inbounds float, ptr %0, i64 25
  store float %117, ptr %118, align 4
  %119 = getelementptr inbounds float, ptr %1, i64 26
  %120 = load float, ptr %119, align 4
  %121 = fadd contract float %120, %97
  %122 = getelementptr inbounds float, ptr %0, i64 26
  store float %121, ptr %122, align 4
  %123 = getelementptr inbounds float, ptr %1, i64 27
  %124 = load float, ptr %123, align 4
  %125 = fadd contract float %124, %102
  %126 = getelementptr inbounds float, ptr %0, i64 27
  store float %125, ptr %126, align 4
  %127 = getelementptr inbounds float, ptr %1, i64 28
  %128 = load float, ptr %127, align 4
  %129 = fadd contract float %128, %107
  %130 = getelementptr inbounds float, ptr %0, i64 28
  store float %129, ptr %130, align 4
  %131 = getelementptr inbounds float, ptr %1, i64 29
  %132 = load float, ptr %131, align 4
  %133 = fadd contract float %132, %112
  %134 = getelementptr inbounds float, ptr %0, i64 29
  store float %133, ptr %134, align 4
  %135 = getelementptr inbounds float, ptr %1, i64 30
  %136 = load float, ptr %135, align 4
  %137 = fadd contract float %136, %92
  %138 = getelementptr inbounds float, ptr %0, i64 30
  store float %137, ptr %138, align 4
  %139 = getelementptr inbounds float, ptr %1, i64 31
  %140 = load float, ptr %139, align 4
  %141 = fadd contract float %140, %97
  %142 = getelementptr inbounds float, ptr %0, i64 31
  store float %141, ptr %142, align 4
  %143 = getelementptr inbounds float, ptr %1, i64 32
  %144 = load float, ptr %143, align 4
  %145 = fadd contract float %144, %102
  %146 = getelementptr inbounds float, ptr %0, i64 32
  store float %145, ptr %146, align 4
  %147 = getelementptr inbounds float, ptr %1, i64 33
  %148 = load float, ptr %147, align 4
  %149 = fadd contract float %148, %107
  %150 = getelementptr inbounds float, ptr %0, i64 33
  store float %149, ptr %150, align 4
  %151 = getelementptr inbounds float, ptr %1, i64 34
  %152 = load float, ptr %151, align 4
  %153 = fadd contract float %152, %112
  %154 = getelementptr inbounds float, ptr %0, i64 34
  store float %153, ptr %154, align 4
  %155 = getelementptr inbounds float, ptr %1, i64 35
  %156 = load float, ptr %155, align 4
  %157 = fadd contract float %156, %92
  %158 = getelementptr inbounds float, ptr %0, i64 35
  store float %157, ptr %158, align 4
  %159 = getelementptr inbounds float, ptr %1, i64 36
  %160 = load float, ptr %159, align 4
  %161 = fadd contract float %160, %97
  %162 = getelementptr inbounds float, ptr %0, i64 36
  store float %161, ptr %162, align 4
  %163 = getelementptr inbounds float, ptr %1, i64 37
  %164 = load float, ptr %163, align 4
  %165 = fadd contract float %164, %102
  %166 = getelementptr inbounds float, ptr %0, i64 37
  store float %165, ptr %166, align 4
  %167 = getelementptr inbounds float, ptr %1, i64 38
  %168 = load float, ptr %167, align 4
  %169 = fadd contract float %168, %107
  %170 = getelementptr inbounds float, ptr %0, i64 38
  store float %169, ptr %170, align 4
  %171 = getelementptr inbounds float, ptr %1, i64 39
  %172 = load float, ptr %171, align 4
  %173 = fadd contract float %172, %112
  %174 = getelementptr inbounds float, ptr %0, i64 39
  store float %173, ptr %174, align 4
  %175 = getelementptr inbounds float, ptr %1, i64 40
  %176 = load float, ptr %175, align 4
  %177 = load float, ptr %2, align 4
  %178 = fadd contract float %176, %177
  %179 = getelementptr inbounds float, ptr %0, i64 40
  store float %178, ptr %179, align 4
  %180 = getelementptr inbounds float, ptr %1, i64 41
  %181 = load float, ptr %180, align 4
  %182 = load float, ptr %8, align 4
  %183 = fadd contract float %181, %182
  %184 = getelementptr inbounds float, ptr %0, i64 41
  store float %183, ptr %184, align 4
  %185 = getelementptr inbounds float, ptr %1, i64 42
  %186 = load float, ptr %185, align 4
  %187 = load float, ptr %14, align 4
  %188 = fadd contract float %186, %187
  %189 = getelementptr inbounds float, ptr %0, i64 42
  store float %188, ptr %189, align 4
  %190 = getelementptr inbounds float, ptr %1, i64 43
  %191 = load float, ptr %190, align 4
  %192 = load float, ptr %20, align 4
  %193 = fadd contract float %191, %192
  %194 = getelementptr inbounds float, ptr %0, i64 43
  store float %193, ptr %194, align 4
  %195 = getelementptr inbounds float, ptr %1, i64 44
  %196 = load float, ptr %195, align 4
  %197 = load float, ptr %26, align 4
  %198 = fadd contract float %196, %197
  %199 = getelementptr inbounds float, ptr %0, i64 44
  store float %198, ptr %199, align 4
  %200 = getelementptr inbounds float, ptr %1, i64 45
  %201 = load float, ptr %200, align 4
  %202 = fadd contract float %201, %177
  %203 = getelementptr inbounds float, ptr %0, i64 45
  store float %202, ptr %203, align 4
  %204 = getelementptr inbounds float, ptr %1, i64 46
  %205 = load float, ptr %204, align 4
  %206 = fadd contract float %205, %182
  %207 = getelementptr inbounds float, ptr %0, i64 46
  store float %206, ptr %207, align 4
  %208 = getelementptr inbounds float, ptr %1, i64 47
  %209 = load float, ptr %208, align 4
  %210 = fadd contract float %209, %187
  %211 = getelementptr inbounds float, ptr %0, i64 47
  store float %210, ptr %211, align 4
  %212 = getelementptr inbounds float, ptr %1, i64 48
  %213 = load float, ptr %212, align 4
  %214 = fadd contract float %213, %192
  %215 = getelementptr inbounds float, ptr %0, i64 48
  store float %214, ptr %215, align 4
  %216 = getelementptr inbounds float, ptr %1, i64 49
  %217 = load float, ptr %216, align 4
  %218 = fadd contract float %217, %197
  %219 = getelementptr inbounds float, ptr %0, i64 49
  store float %218, ptr %219, align 4
  %220 = getelementptr inbounds float, ptr %1, i64 50
  %221 = load float, ptr %220, align 4
  %222 = fadd contract float %221, %177
  %223 = getelementptr inbounds float, ptr %0, i64 50
  store float %222, ptr %223, align 4
  %224 = getelementptr inbounds float, ptr %1, i64 51
  %225 = load float, ptr %224, align 4
  %226 = fadd contract float %225, %182
  %227 = getelementptr inbounds float, ptr %0, i64 51
  store float %226, ptr %227, align 4
  %228 = getelementptr inbounds float, ptr %1, i64 52
  %229 = load float, ptr %228, align 4
  %230 = fadd contract float %229, %187
  %231 = getelementptr inbounds float, ptr %0, i64 52
  store float %230, ptr %231, align 4
  %232 = getelementptr inbounds float, ptr %1, i64 53
  %233 = load float, ptr %232, align 4
  %234 = fadd contract float %233, %192
  %235 = getelementptr inbounds float, ptr %0, i64 53
  store float %234, ptr %235, align 4
  %236 = getelementptr inbounds float, ptr %1, i64 54
  %237 = load float, ptr %236, align 4
  %238 = fadd contract float %237, %197
  %239 = getelementptr inbounds float, ptr %0, i64 54
  store float %238, ptr %239, align 4
  %240 = getelementptr inbounds float, ptr %1, i64 55
  %241 = load float, ptr %240, align 4
  %242 = fadd contract float %241, %177
  %243 = getelementptr inbounds float, ptr %0, i64 55
  store float %242, ptr %243, align 4
  %244 = getelementptr inbounds float, ptr %1, i64 56
  %245 = load float, ptr %244, align 4
  %246 = fadd contract float %245, %182
  %247 = getelementptr inbounds float, ptr %0, i64 56
  store float %246, ptr %247, align 4
  %248 = getelementptr inbounds float, ptr %1, i64 57
  %249 = load float, ptr %248, align 4
  %250 = fadd contract float %249, %187
  %251 = getelementptr inbounds float, ptr %0, i64 57
  store float %250, ptr %251, align 4
  %252 = getelementptr inbounds float, ptr %1, i64 58
  %253 = load float, ptr %252, align 4
  %254 = fadd contract float %253, %192
  %255 = getelementptr inbounds float, ptr %0, i64 58
  store float %254, ptr %255, align 4
  %256 = getelementptr inbounds float, ptr %1, i64 59
  %257 = load float, ptr %256, align 4
  %258 = fadd contract float %257, %197
  %259 = getelementptr inbounds float, ptr %0, i64 59
  store float %258, ptr %259, align 4
  %260 = getelementptr inbounds float, ptr %1, i64 60
  %261 = load float, ptr %260, align 4
  %262 = load float, ptr %2, align 4
  %263 = fadd contract float %261, %262
  %264 = getelementptr inbounds float, ptr %0, i64 60
  store float %263, ptr %264, align 4
  %265 = getelementptr inbounds float, ptr %1, i64 61
  %266 = load float, ptr %265, align 4
  %267 = load float, ptr %8, align 4
  %268 = fadd contract float %266, %267
  %269 = getelementptr inbounds float, ptr %0, i64 61
  store float %268, ptr %269, align 4
  %270 = getelementptr inbounds float, ptr %1, i64 62
  %271 = load float, ptr %270, align 4
  %272 = load float, ptr %14, align 4
  %273 = fadd contract float %271, %272
  %274 = getelementptr inbounds float, ptr %0, i64 62
  store float %273, ptr %274, align 4
  %275 = getelementptr inbounds float, ptr %1, i64 63
  %276 = load float, ptr %275, align 4
  %277 = load float, ptr %20, align 4
  %278 = fadd contract float %276, %277
  %279 = getelementptr inbounds float, ptr %0, i64 63
  store float %278, ptr %279, align 4
  %280 = getelementptr inbounds float, ptr %1, i64 64
  %281 = load float, ptr %280, align 4
  %282 = load float, ptr %26, align 4
  %283 = fadd contract float %281, %282
  %284 = getelementptr inbounds float, ptr %0, i64 64
  store float %283, ptr %284, align 4
  %285 = getelementptr inbounds float, ptr %1, i64 65
  %286 = load float, ptr %285, align 4
  %287 = fadd contract float %286, %262
  %288 = getelementptr inbounds float, ptr %0, i64 65
  store float %287, ptr %288, align 4
  %289 = getelementptr inbounds float, ptr %1, i64 66
  %290 = load float, ptr %289, align 4
  %291 = fadd contract float %290, %267
  %292 = getelementptr inbounds float, ptr %0, i64 66
  store float %291, ptr %292, align 4
  %293 = getelementptr inbounds float, ptr %1, i64 67
  %294 = load float, ptr %293, align 4
  %295 = fadd contract float %294, %272
  %296 = getelementptr inbounds float, ptr %0, i64 67
  store float %295, ptr %296, align 4
  %297 = getelementptr inbounds float, ptr %1, i64 68
  %298 = load float, ptr %297, align 4
  %299 = fadd contract float %298, %277
  %300 = getelementptr inbounds float, ptr %0, i64 68
  store float %299, ptr %300, align 4
  %301 = getelementptr inbounds float, ptr %1, i64 69
  %302 = load float, ptr %301, align 4
  %303 = fadd contract float %302, %282
  %304 = getelementptr inbounds float, ptr %0, i64 69
  store float %303, ptr %304, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k7_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %0, align 4
  %5 = fmul reassoc contract float %3, %4
  %6 = fadd reassoc contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul reassoc contract float %8, %10
  %12 = fadd reassoc contract float %6, %11
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 2
  %16 = load float, ptr %15, align 4
  %17 = fmul reassoc contract float %14, %16
  %18 = fadd reassoc contract float %12, %17
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  %22 = load float, ptr %21, align 4
  %23 = fmul reassoc contract float %20, %22
  %24 = fadd reassoc contract float %18, %23
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %0, i64 4
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %26, %28
  %30 = fadd reassoc contract float %24, %29
  %31 = getelementptr inbounds float, ptr %1, i64 5
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 5
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %32, %34
  %36 = fadd reassoc contract float %30, %35
  %37 = getelementptr inbounds float, ptr %1, i64 6
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %0, i64 6
  %40 = load float, ptr %39, align 4
  %41 = fmul reassoc contract float %38, %40
  %42 = fadd reassoc contract float %36, %41
  %43 = getelementptr inbounds float, ptr %1, i64 7
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 7
  %46 = load float, ptr %45, align 4
  %47 = fmul reassoc contract float %44, %46
  %48 = fadd reassoc contract float %42, %47
  store float %48, ptr %2, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 8
  %50 = load float, ptr %49, align 4
  %51 = fmul reassoc contract float %50, %4
  %52 = fadd reassoc contract float %51, 0.000000e+00
  %53 = getelementptr inbounds float, ptr %1, i64 9
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %54, %10
  %56 = fadd reassoc contract float %52, %55
  %57 = getelementptr inbounds float, ptr %1, i64 10
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %58, %16
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %1, i64 11
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %62, %22
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %1, i64 12
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %66, %28
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %1, i64 13
  %70 = load float, ptr %69, align 4
  %71 = fmul reassoc contract float %70, %34
  %72 = fadd reassoc contract float %68, %71
  %73 = getelementptr inbounds float, ptr %1, i64 14
  %74 = load float, ptr %73, align 4
  %75 = fmul reassoc contract float %74, %40
  %76 = fadd reassoc contract float %72, %75
  %77 = getelementptr inbounds float, ptr %1, i64 15
  %78 = load float, ptr %77, align 4
  %79 = fmul reassoc contract float %78, %46
  %80 = fadd reassoc contract float %76, %79
  %81 = getelementptr inbounds float, ptr %2, i64 1
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %1, i64 16
  %83 = load float, ptr %82, align 4
  %84 = fmul reassoc contract float %83, %4
  %85 = fadd reassoc contract float %84, 0.000000e+00
  %86 = getelementptr inbounds float, ptr %1, i64 17
  %87 = load float, ptr %86, align 4
  %88 = fmul reassoc contract float %87, %10
  %89 = fadd reassoc contract float %85, %88
  %90 = getelementptr inbounds float, ptr %1, i64 18
  %91 = load float, ptr %90, align 4
  %92 = fmul reassoc contract float %91, %16
  %93 = fadd reassoc contract float %89, %92
  %94 = getelementptr inbounds float, ptr %1, i64 19
  %95 = load float, ptr %94, align 4
  %96 = fmul reassoc contract float %95, %22
  %97 = fadd reassoc contract float %93, %96
  %98 = getelementptr inbounds float, ptr %1, i64 20
  %99 = load float, ptr %98, align 4
  %100 = fmul reassoc contract float %99, %28
  %101 = fadd reassoc contract float %97, %100
  %102 = getelementptr inbounds float, ptr %1, i64 21
  %103 = load float, ptr %102, align 4
  %104 = fmul reassoc contract float %103, %34
  %105 = fadd reassoc contract float %101, %104
  %106 = getelementptr inbounds float, ptr %1, i64 22
  %107 = load float, ptr %106, align 4
  %108 = fmul reassoc contract float %107, %40
  %109 = fadd reassoc contract float %105, %108
  %110 = getelementptr inbounds float, ptr %1, i64 23
  %111 = load float, ptr %110, align 4
  %112 = fmul reassoc contract float %111, %46
  %113 = fadd reassoc contract float %109, %112
  %114 = getelementptr inbounds float, ptr %2, i64 2
  store float %113, ptr %114, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k10_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k11_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %2, i64 1
  %4 = load float, ptr %0, align 4
  %5 = load float, ptr %1, align 4
  %6 = fmul contract float %4, %5
  %7 = fadd contract float %6, 0.000000e+00
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %4, %9
  %11 = fadd contract float %10, 0.000000e+00
  %12 = getelementptr inbounds float, ptr %0, i64 1
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 2
  %15 = load float, ptr %14, align 4
  %16 = fmul contract float %13, %15
  %17 = fadd contract float %7, %16
  %18 = getelementptr inbounds float, ptr %1, i64 3
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %13, %19
  %21 = fadd contract float %11, %20
  %22 = getelementptr inbounds float, ptr %0, i64 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %23, %25
  %27 = fadd contract float %17, %26
  %28 = getelementptr inbounds float, ptr %1, i64 5
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %23, %29
  %31 = fadd contract float %21, %30
  store float %27, ptr %2, align 4
  store float %31, ptr %3, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }

