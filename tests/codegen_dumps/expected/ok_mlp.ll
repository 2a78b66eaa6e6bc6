; @net.forward with N = 1
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
  %10 = getelementptr inbounds ptr, ptr %2, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_add(ptr nonnull %12, ptr %3, ptr %11)
  call fastcc void @k2_mul(ptr %3, ptr nonnull %12)
  %13 = getelementptr inbounds ptr, ptr %2, i64 2
  %14 = load ptr, ptr %13, align 8
  call fastcc void @k3_small_matmul(ptr %3, ptr %14, ptr nonnull %12)
  %15 = getelementptr inbounds ptr, ptr %2, i64 3
  %16 = load ptr, ptr %15, align 8
  %17 = load ptr, ptr %1, align 8
  call fastcc void @k4_add(ptr %17, ptr nonnull %12, ptr %16)
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
  store float %24, ptr %2, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 4
  %26 = load float, ptr %25, align 4
  %27 = fmul reassoc contract float %26, %4
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %10
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %16
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %22
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 8
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %43, %4
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %1, i64 9
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %47, %10
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %1, i64 10
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %51, %16
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %1, i64 11
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %55, %22
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 12
  %60 = load float, ptr %59, align 4
  %61 = fmul reassoc contract float %60, %4
  %62 = fadd reassoc contract float %61, 0.000000e+00
  %63 = getelementptr inbounds float, ptr %1, i64 13
  %64 = load float, ptr %63, align 4
  %65 = fmul reassoc contract float %64, %10
  %66 = fadd reassoc contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 14
  %68 = load float, ptr %67, align 4
  %69 = fmul reassoc contract float %68, %16
  %70 = fadd reassoc contract float %66, %69
  %71 = getelementptr inbounds float, ptr %1, i64 15
  %72 = load float, ptr %71, align 4
  %73 = fmul reassoc contract float %72, %22
  %74 = fadd reassoc contract float %70, %73
  %75 = getelementptr inbounds float, ptr %2, i64 3
  store float %74, ptr %75, align 4
  %76 = getelementptr inbounds float, ptr %1, i64 16
  %77 = load float, ptr %76, align 4
  %78 = fmul reassoc contract float %77, %4
  %79 = fadd reassoc contract float %78, 0.000000e+00
  %80 = getelementptr inbounds float, ptr %1, i64 17
  %81 = load float, ptr %80, align 4
  %82 = fmul reassoc contract float %81, %10
  %83 = fadd reassoc contract float %79, %82
  %84 = getelementptr inbounds float, ptr %1, i64 18
  %85 = load float, ptr %84, align 4
  %86 = fmul reassoc contract float %85, %16
  %87 = fadd reassoc contract float %83, %86
  %88 = getelementptr inbounds float, ptr %1, i64 19
  %89 = load float, ptr %88, align 4
  %90 = fmul reassoc contract float %89, %22
  %91 = fadd reassoc contract float %87, %90
  %92 = getelementptr inbounds float, ptr %2, i64 4
  store float %91, ptr %92, align 4
  %93 = getelementptr inbounds float, ptr %1, i64 20
  %94 = load float, ptr %93, align 4
  %95 = fmul reassoc contract float %94, %4
  %96 = fadd reassoc contract float %95, 0.000000e+00
  %97 = getelementptr inbounds float, ptr %1, i64 21
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %98, %10
  %100 = fadd reassoc contract float %96, %99
  %101 = getelementptr inbounds float, ptr %1, i64 22
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %102, %16
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %1, i64 23
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %106, %22
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %2, i64 5
  store float %108, ptr %109, align 4
  %110 = getelementptr inbounds float, ptr %1, i64 24
  %111 = load float, ptr %110, align 4
  %112 = load float, ptr %0, align 4
  %113 = fmul reassoc contract float %111, %112
  %114 = fadd reassoc contract float %113, 0.000000e+00
  %115 = getelementptr inbounds float, ptr %1, i64 25
  %116 = load float, ptr %115, align 4
  %117 = load float, ptr %9, align 4
  %118 = fmul reassoc contract float %116, %117
  %119 = fadd reassoc contract float %114, %118
  %120 = getelementptr inbounds float, ptr %1, i64 26
  %121 = load float, ptr %120, align 4
  %122 = load float, ptr %15, align 4
  %123 = fmul reassoc contract float %121, %122
  %124 = fadd reassoc contract float %119, %123
  %125 = getelementptr inbounds float, ptr %1, i64 27
  %126 = load float, ptr %125, align 4
  %127 = load float, ptr %21, align 4
  %128 = fmul reassoc contract float %126, %127
  %129 = fadd reassoc contract float %124, %128
  %130 = getelementptr inbounds float, ptr %2, i64 6
  store float %129, ptr %130, align 4
  %131 = getelementptr inbounds float, ptr %1, i64 28
  %132 = load float, ptr %131, align 4
  %133 = fmul reassoc contract float %132, %112
  %134 = fadd reassoc contract float %133, 0.000000e+00
  %135 = getelementptr inbounds float, ptr %1, i64 29
  %136 = load float, ptr %135, align 4
  %137 = fmul reassoc contract float %136, %117
  %138 = fadd reassoc contract float %134, %137
  %139 = getelementptr inbounds float, ptr %1, i64 30
  %140 = load float, ptr %139, align 4
  %141 = fmul reassoc contract float %140, %122
  %142 = fadd reassoc contract float %138, %141
  %143 = getelementptr inbounds float, ptr %1, i64 31
  %144 = load float, ptr %143, align 4
  %145 = fmul reassoc contract float %144, %127
  %146 = fadd reassoc contract float %142, %145
  %147 = getelementptr inbounds float, ptr %2, i64 7
  store float %146, ptr %147, align 4
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

; Function Attrs: noinline nounwind
define internal fastcc void @k2_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fmul contract float %2, 5.000000e-01
  %4 = fmul contract float %2, 0x3FE6A09E60000000
  %5 = tail call contract float @erff(float %4) #2
  %6 = fadd contract float %5, 1.000000e+00
  %7 = fmul contract float %3, %6
  store float %7, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %9, 5.000000e-01
  %11 = fmul contract float %9, 0x3FE6A09E60000000
  %12 = tail call contract float @erff(float %11) #2
  %13 = fadd contract float %12, 1.000000e+00
  %14 = fmul contract float %10, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 5.000000e-01
  %19 = fmul contract float %17, 0x3FE6A09E60000000
  %20 = tail call contract float @erff(float %19) #2
  %21 = fadd contract float %20, 1.000000e+00
  %22 = fmul contract float %18, %21
  %23 = getelementptr inbounds float, ptr %0, i64 2
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 3
  %25 = load float, ptr %24, align 4
  %26 = fmul contract float %25, 5.000000e-01
  %27 = fmul contract float %25, 0x3FE6A09E60000000
  %28 = tail call contract float @erff(float %27) #2
  %29 = fadd contract float %28, 1.000000e+00
  %30 = fmul contract float %26, %29
  %31 = getelementptr inbounds float, ptr %0, i64 3
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 4
  %33 = load float, ptr %32, align 4
  %34 = fmul contract float %33, 5.000000e-01
  %35 = fmul contract float %33, 0x3FE6A09E60000000
  %36 = tail call contract float @erff(float %35) #2
  %37 = fadd contract float %36, 1.000000e+00
  %38 = fmul contract float %34, %37
  %39 = getelementptr inbounds float, ptr %0, i64 4
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 5
  %41 = load float, ptr %40, align 4
  %42 = fmul contract float %41, 5.000000e-01
  %43 = fmul contract float %41, 0x3FE6A09E60000000
  %44 = tail call contract float @erff(float %43) #2
  %45 = fadd contract float %44, 1.000000e+00
  %46 = fmul contract float %42, %45
  %47 = getelementptr inbounds float, ptr %0, i64 5
  store float %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 6
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %49, 5.000000e-01
  %51 = fmul contract float %49, 0x3FE6A09E60000000
  %52 = tail call contract float @erff(float %51) #2
  %53 = fadd contract float %52, 1.000000e+00
  %54 = fmul contract float %50, %53
  %55 = getelementptr inbounds float, ptr %0, i64 6
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 7
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, 5.000000e-01
  %59 = fmul contract float %57, 0x3FE6A09E60000000
  %60 = tail call contract float @erff(float %59) #2
  %61 = fadd contract float %60, 1.000000e+00
  %62 = fmul contract float %58, %61
  %63 = getelementptr inbounds float, ptr %0, i64 7
  store float %62, ptr %63, align 4
  ret void
}

declare float @erff(float) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
attributes #4 = { noinline nounwind "target-cpu"="x86-64-v3" }

; @train.net.toy.step with B = 16
; ModuleID = 'netc_train_net_toy_step'
source_filename = "netc_train_net_toy_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_toy_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %11, ptr %3)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %3, i64 512
  call fastcc void @k1_add(ptr nonnull %14, ptr %3, ptr %13)
  call fastcc void @k2_mul(ptr %3, ptr nonnull %14)
  %15 = getelementptr inbounds ptr, ptr %2, i64 2
  %16 = load ptr, ptr %15, align 8
  call fastcc void @k3_small_matmul(ptr %3, ptr %16, ptr nonnull %14)
  %17 = getelementptr inbounds ptr, ptr %2, i64 3
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 704
  call fastcc void @k4_add(ptr nonnull %19, ptr nonnull %14, ptr %18)
  call void @netc_k_softmax_f32(ptr nonnull %19, ptr nonnull %14, i64 16, i64 3, i64 1, i32 1)
  %20 = getelementptr inbounds i8, ptr %3, i64 896
  call void @netc_k_gather_f32(ptr nonnull %14, ptr %10, i32 0, ptr nonnull %20, i64 16, i64 3)
  %21 = getelementptr inbounds i8, ptr %3, i64 960
  call fastcc void @k5_mean(ptr nonnull %21, ptr nonnull %20)
  %22 = load ptr, ptr %1, align 8
  call fastcc void @k6_neg(ptr %22, ptr nonnull %21)
  call void @netc_k_argmax_f32(ptr nonnull %19, ptr nonnull %14, i64 16, i64 3, i64 1)
  %23 = getelementptr inbounds ptr, ptr %1, i64 1
  %24 = load ptr, ptr %23, align 8
  call fastcc void @k7_mean(ptr %24, ptr nonnull %14, ptr %10)
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
  %3 = getelementptr inbounds float, ptr %1, i64 31
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 30
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 29
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 28
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 27
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 26
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 25
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 24
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 23
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 22
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 21
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 20
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 19
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %1, i64 18
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 17
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 16
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 15
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 14
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %1, i64 13
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr %1, i64 12
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds float, ptr %1, i64 11
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %1, i64 10
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr %1, i64 9
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 8
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 7
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 6
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 5
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds float, ptr %1, i64 4
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 3
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds float, ptr %1, i64 2
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %1, i64 1
  %64 = load float, ptr %63, align 4
  %65 = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %65, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <8 x float> poison, float %64, i64 0
  %broadcast.splat12 = shufflevector <8 x float> %broadcast.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <8 x float> poison, float %62, i64 0
  %broadcast.splat14 = shufflevector <8 x float> %broadcast.splatinsert13, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <8 x float> poison, float %60, i64 0
  %broadcast.splat16 = shufflevector <8 x float> %broadcast.splatinsert15, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <8 x float> poison, float %58, i64 0
  %broadcast.splat18 = shufflevector <8 x float> %broadcast.splatinsert17, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <8 x float> poison, float %56, i64 0
  %broadcast.splat20 = shufflevector <8 x float> %broadcast.splatinsert19, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %54, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <8 x float> poison, float %52, i64 0
  %broadcast.splat24 = shufflevector <8 x float> %broadcast.splatinsert23, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <8 x float> poison, float %50, i64 0
  %broadcast.splat26 = shufflevector <8 x float> %broadcast.splatinsert25, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <8 x float> poison, float %48, i64 0
  %broadcast.splat28 = shufflevector <8 x float> %broadcast.splatinsert27, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <8 x float> poison, float %46, i64 0
  %broadcast.splat30 = shufflevector <8 x float> %broadcast.splatinsert29, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <8 x float> poison, float %44, i64 0
  %broadcast.splat32 = shufflevector <8 x float> %broadcast.splatinsert31, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert33 = insertelement <8 x float> poison, float %42, i64 0
  %broadcast.splat34 = shufflevector <8 x float> %broadcast.splatinsert33, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert35 = insertelement <8 x float> poison, float %40, i64 0
  %broadcast.splat36 = shufflevector <8 x float> %broadcast.splatinsert35, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <8 x float> poison, float %38, i64 0
  %broadcast.splat38 = shufflevector <8 x float> %broadcast.splatinsert37, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert39 = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat40 = shufflevector <8 x float> %broadcast.splatinsert39, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert41 = insertelement <8 x float> poison, float %34, i64 0
  %broadcast.splat42 = shufflevector <8 x float> %broadcast.splatinsert41, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert43 = insertelement <8 x float> poison, float %32, i64 0
  %broadcast.splat44 = shufflevector <8 x float> %broadcast.splatinsert43, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert45 = insertelement <8 x float> poison, float %30, i64 0
  %broadcast.splat46 = shufflevector <8 x float> %broadcast.splatinsert45, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert47 = insertelement <8 x float> poison, float %28, i64 0
  %broadcast.splat48 = shufflevector <8 x float> %broadcast.splatinsert47, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %26, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %24, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert58 = insertelement <8 x float> poison, float %22, i64 0
  %broadcast.splat59 = shufflevector <8 x float> %broadcast.splatinsert58, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %20, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %18, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert64 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat65 = shufflevector <8 x float> %broadcast.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert66 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat67 = shufflevector <8 x float> %broadcast.splatinsert66, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert68 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat69 = shufflevector <8 x float> %broadcast.splatinsert68, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert70 = insertelement <8 x float> poison, float %10, i64 0
  %broadcast.splat71 = shufflevector <8 x float> %broadcast.splatinsert70, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert72 = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat73 = shufflevector <8 x float> %broadcast.splatinsert72, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert74 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat75 = shufflevector <8 x float> %broadcast.splatinsert74, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert76 = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat77 = shufflevector <8 x float> %broadcast.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  %66 = getelementptr float, ptr %2, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %67 = shl i64 %index, 3
  %68 = shl i64 %index, 2
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %wide.vec = load <32 x float>, ptr %69, align 4
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec8 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec9 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec10 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %70 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %71 = fadd reassoc contract <8 x float> %70, zeroinitializer
  %72 = fmul reassoc contract <8 x float> %broadcast.splat12, %strided.vec8
  %73 = fadd reassoc contract <8 x float> %71, %72
  %74 = fmul reassoc contract <8 x float> %broadcast.splat14, %strided.vec9
  %75 = fadd reassoc contract <8 x float> %73, %74
  %76 = fmul reassoc contract <8 x float> %broadcast.splat16, %strided.vec10
  %77 = fadd reassoc contract <8 x float> %75, %76
  %78 = fmul reassoc contract <8 x float> %broadcast.splat18, %strided.vec
  %79 = fadd reassoc contract <8 x float> %78, zeroinitializer
  %80 = fmul reassoc contract <8 x float> %broadcast.splat20, %strided.vec8
  %81 = fadd reassoc contract <8 x float> %79, %80
  %82 = fmul reassoc contract <8 x float> %broadcast.splat22, %strided.vec9
  %83 = fadd reassoc contract <8 x float> %81, %82
  %84 = fmul reassoc contract <8 x float> %broadcast.splat24, %strided.vec10
  %85 = fadd reassoc contract <8 x float> %83, %84
  %86 = fmul reassoc contract <8 x float> %broadcast.splat26, %strided.vec
  %87 = fadd reassoc contract <8 x float> %86, zeroinitializer
  %88 = fmul reassoc contract <8 x float> %broadcast.splat28, %strided.vec8
  %89 = fadd reassoc contract <8 x float> %87, %88
  %90 = fmul reassoc contract <8 x float> %broadcast.splat30, %strided.vec9
  %91 = fadd reassoc contract <8 x float> %89, %90
  %92 = fmul reassoc contract <8 x float> %broadcast.splat32, %strided.vec10
  %93 = fadd reassoc contract <8 x float> %91, %92
  %94 = fmul reassoc contract <8 x float> %broadcast.splat34, %strided.vec
  %95 = fadd reassoc contract <8 x float> %94, zeroinitializer
  %96 = fmul reassoc contract <8 x float> %broadcast.splat36, %strided.vec8
  %97 = fadd reassoc contract <8 x float> %95, %96
  %98 = fmul reassoc contract <8 x float> %broadcast.splat38, %strided.vec9
  %99 = fadd reassoc contract <8 x float> %97, %98
  %100 = fmul reassoc contract <8 x float> %broadcast.splat40, %strided.vec10
  %101 = fadd reassoc contract <8 x float> %99, %100
  %102 = fmul reassoc contract <8 x float> %broadcast.splat42, %strided.vec
  %103 = fadd reassoc contract <8 x float> %102, zeroinitializer
  %104 = fmul reassoc contract <8 x float> %broadcast.splat44, %strided.vec8
  %105 = fadd reassoc contract <8 x float> %103, %104
  %106 = fmul reassoc contract <8 x float> %broadcast.splat46, %strided.vec9
  %107 = fadd reassoc contract <8 x float> %105, %106
  %108 = fmul reassoc contract <8 x float> %broadcast.splat48, %strided.vec10
  %109 = fadd reassoc contract <8 x float> %107, %108
  %wide.vec49 = load <32 x float>, ptr %69, align 4
  %strided.vec50 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec51 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec52 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec53 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %110 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec50
  %111 = fadd reassoc contract <8 x float> %110, zeroinitializer
  %112 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec51
  %113 = fadd reassoc contract <8 x float> %111, %112
  %114 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec52
  %115 = fadd reassoc contract <8 x float> %113, %114
  %116 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec10
  %117 = fadd reassoc contract <8 x float> %115, %116
  %118 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec50
  %119 = fadd reassoc contract <8 x float> %118, zeroinitializer
  %120 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec51
  %121 = fadd reassoc contract <8 x float> %119, %120
  %122 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec52
  %123 = fadd reassoc contract <8 x float> %121, %122
  %124 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec53
  %125 = fadd reassoc contract <8 x float> %123, %124
  %126 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec50
  %127 = fadd reassoc contract <8 x float> %126, zeroinitializer
  %128 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec51
  %129 = fadd reassoc contract <8 x float> %127, %128
  %130 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec52
  %131 = fadd reassoc contract <8 x float> %129, %130
  %132 = fmul reassoc contract <8 x float> %broadcast.splat77, %strided.vec53
  %133 = fadd reassoc contract <8 x float> %131, %132
  %134 = or i64 %67, 7
  %135 = getelementptr float, ptr %66, i64 %134
  %136 = shufflevector <8 x float> %77, <8 x float> %85, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %137 = shufflevector <8 x float> %93, <8 x float> %101, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %138 = shufflevector <8 x float> %109, <8 x float> %117, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %139 = shufflevector <8 x float> %125, <8 x float> %133, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %140 = shufflevector <16 x float> %136, <16 x float> %137, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %141 = shufflevector <16 x float> %138, <16 x float> %139, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %140, <32 x float> %141, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec, ptr %135, align 4
  %index.next = add nuw i64 %index, 8
  %142 = icmp eq i64 %index.next, 16
  br i1 %142, label %exit, label %vector.body, !llvm.loop !0

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %2, i64 7
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %.pre16, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %2, i64 6
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %broadcast.splatinsert34 = insertelement <8 x float> poison, float %.pre14, i64 0
  %broadcast.splat35 = shufflevector <8 x float> %broadcast.splatinsert34, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %2, i64 5
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %.pre12, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %2, i64 4
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %broadcast.splatinsert30 = insertelement <8 x float> poison, float %.pre10, i64 0
  %broadcast.splat31 = shufflevector <8 x float> %broadcast.splatinsert30, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert7 = getelementptr inbounds float, ptr %2, i64 3
  %.pre8 = load float, ptr %.phi.trans.insert7, align 4
  %broadcast.splatinsert28 = insertelement <8 x float> poison, float %.pre8, i64 0
  %broadcast.splat29 = shufflevector <8 x float> %broadcast.splatinsert28, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %broadcast.splatinsert26 = insertelement <8 x float> poison, float %.pre6, i64 0
  %broadcast.splat27 = shufflevector <8 x float> %broadcast.splatinsert26, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert24 = insertelement <8 x float> poison, float %.pre4, i64 0
  %broadcast.splat25 = shufflevector <8 x float> %broadcast.splatinsert24, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %1, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec17 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec18 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec19 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec20 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec21 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec22 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec23 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %3 = fadd contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd contract <8 x float> %strided.vec17, %broadcast.splat25
  %5 = fadd contract <8 x float> %strided.vec18, %broadcast.splat27
  %6 = fadd contract <8 x float> %strided.vec19, %broadcast.splat29
  %7 = fadd contract <8 x float> %strided.vec20, %broadcast.splat31
  %8 = fadd contract <8 x float> %strided.vec21, %broadcast.splat33
  %9 = fadd contract <8 x float> %strided.vec22, %broadcast.splat35
  %10 = fadd contract <8 x float> %strided.vec23, %broadcast.splat37
  %11 = shufflevector <8 x float> %3, <8 x float> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %12 = shufflevector <8 x float> %5, <8 x float> %6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %13 = shufflevector <8 x float> %7, <8 x float> %8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %14 = shufflevector <8 x float> %9, <8 x float> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %15 = shufflevector <16 x float> %11, <16 x float> %12, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x float> %13, <16 x float> %14, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %15, <32 x float> %16, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec, ptr %0, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 64
  %wide.vec.1 = load <64 x float>, ptr %17, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec17.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec18.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec19.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec20.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec21.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec22.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec23.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %18 = fadd contract <8 x float> %strided.vec.1, %broadcast.splat
  %19 = fadd contract <8 x float> %strided.vec17.1, %broadcast.splat25
  %20 = fadd contract <8 x float> %strided.vec18.1, %broadcast.splat27
  %21 = fadd contract <8 x float> %strided.vec19.1, %broadcast.splat29
  %22 = fadd contract <8 x float> %strided.vec20.1, %broadcast.splat31
  %23 = fadd contract <8 x float> %strided.vec21.1, %broadcast.splat33
  %24 = fadd contract <8 x float> %strided.vec22.1, %broadcast.splat35
  %25 = fadd contract <8 x float> %strided.vec23.1, %broadcast.splat37
  %26 = getelementptr inbounds float, ptr %0, i64 64
  %27 = shufflevector <8 x float> %18, <8 x float> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %28 = shufflevector <8 x float> %20, <8 x float> %21, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %29 = shufflevector <8 x float> %22, <8 x float> %23, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %30 = shufflevector <8 x float> %24, <8 x float> %25, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %31 = shufflevector <16 x float> %27, <16 x float> %28, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %32 = shufflevector <16 x float> %29, <16 x float> %30, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.1 = shufflevector <32 x float> %31, <32 x float> %32, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec.1, ptr %26, align 4
  ret void
}

; Function Attrs: noinline nounwind
define internal fastcc void @k2_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %10, %loop ]
  %2 = getelementptr inbounds float, ptr %1, i64 %i
  %3 = load float, ptr %2, align 4
  %4 = fmul contract float %3, 5.000000e-01
  %5 = fmul contract float %3, 0x3FE6A09E60000000
  %6 = tail call contract float @erff(float %5) #2
  %7 = fadd contract float %6, 1.000000e+00
  %8 = fmul contract float %4, %7
  %9 = getelementptr inbounds float, ptr %0, i64 %i
  store float %8, ptr %9, align 4
  %10 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %10, 128
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare float @erff(float) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 23
  %4 = load float, ptr %3, align 4
  %broadcast.splatinsert74 = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat75 = shufflevector <8 x float> %broadcast.splatinsert74, <8 x float> poison, <8 x i32> zeroinitializer
  %5 = getelementptr inbounds float, ptr %1, i64 22
  %6 = load float, ptr %5, align 4
  %broadcast.splatinsert72 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat73 = shufflevector <8 x float> %broadcast.splatinsert72, <8 x float> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds float, ptr %1, i64 21
  %8 = load float, ptr %7, align 4
  %broadcast.splatinsert70 = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat71 = shufflevector <8 x float> %broadcast.splatinsert70, <8 x float> poison, <8 x i32> zeroinitializer
  %9 = getelementptr inbounds float, ptr %1, i64 20
  %10 = load float, ptr %9, align 4
  %broadcast.splatinsert68 = insertelement <8 x float> poison, float %10, i64 0
  %broadcast.splat69 = shufflevector <8 x float> %broadcast.splatinsert68, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 19
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %broadcast.splatinsert66 = insertelement <8 x float> poison, float %.pre22, i64 0
  %broadcast.splat67 = shufflevector <8 x float> %broadcast.splatinsert66, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 18
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %broadcast.splatinsert64 = insertelement <8 x float> poison, float %.pre20, i64 0
  %broadcast.splat65 = shufflevector <8 x float> %broadcast.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 17
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %.pre18, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %11 = getelementptr inbounds float, ptr %1, i64 16
  %.pre16 = load float, ptr %11, align 4
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %.pre16, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert14 = getelementptr inbounds float, ptr %1, i64 15
  %.pre15 = load float, ptr %.phi.trans.insert14, align 4
  %broadcast.splatinsert58 = insertelement <8 x float> poison, float %.pre15, i64 0
  %broadcast.splat59 = shufflevector <8 x float> %broadcast.splatinsert58, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert12 = getelementptr inbounds float, ptr %1, i64 14
  %.pre13 = load float, ptr %.phi.trans.insert12, align 4
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %.pre13, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert10 = getelementptr inbounds float, ptr %1, i64 13
  %.pre11 = load float, ptr %.phi.trans.insert10, align 4
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %.pre11, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert8 = getelementptr inbounds float, ptr %1, i64 12
  %.pre9 = load float, ptr %.phi.trans.insert8, align 4
  %broadcast.splatinsert52 = insertelement <8 x float> poison, float %.pre9, i64 0
  %broadcast.splat53 = shufflevector <8 x float> %broadcast.splatinsert52, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 11
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert50 = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat51 = shufflevector <8 x float> %broadcast.splatinsert50, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = getelementptr inbounds float, ptr %1, i64 10
  %13 = load float, ptr %12, align 4
  %broadcast.splatinsert48 = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat49 = shufflevector <8 x float> %broadcast.splatinsert48, <8 x float> poison, <8 x i32> zeroinitializer
  %14 = getelementptr inbounds float, ptr %1, i64 9
  %15 = load float, ptr %14, align 4
  %broadcast.splatinsert46 = insertelement <8 x float> poison, float %15, i64 0
  %broadcast.splat47 = shufflevector <8 x float> %broadcast.splatinsert46, <8 x float> poison, <8 x i32> zeroinitializer
  %16 = getelementptr inbounds float, ptr %1, i64 8
  %17 = load float, ptr %16, align 4
  %broadcast.splatinsert44 = insertelement <8 x float> poison, float %17, i64 0
  %broadcast.splat45 = shufflevector <8 x float> %broadcast.splatinsert44, <8 x float> poison, <8 x i32> zeroinitializer
  %18 = getelementptr inbounds float, ptr %1, i64 7
  %19 = load float, ptr %18, align 4
  %broadcast.splatinsert42 = insertelement <8 x float> poison, float %19, i64 0
  %broadcast.splat43 = shufflevector <8 x float> %broadcast.splatinsert42, <8 x float> poison, <8 x i32> zeroinitializer
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %broadcast.splatinsert40 = insertelement <8 x float> poison, float %21, i64 0
  %broadcast.splat41 = shufflevector <8 x float> %broadcast.splatinsert40, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = getelementptr inbounds float, ptr %1, i64 5
  %23 = load float, ptr %22, align 4
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %23, i64 0
  %broadcast.splat39 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <8 x i32> zeroinitializer
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %25, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %26 = getelementptr inbounds float, ptr %1, i64 3
  %27 = load float, ptr %26, align 4
  %broadcast.splatinsert34 = insertelement <8 x float> poison, float %27, i64 0
  %broadcast.splat35 = shufflevector <8 x float> %broadcast.splatinsert34, <8 x float> poison, <8 x i32> zeroinitializer
  %28 = getelementptr inbounds float, ptr %1, i64 2
  %29 = load float, ptr %28, align 4
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %29, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %30 = getelementptr inbounds float, ptr %1, i64 1
  %31 = load float, ptr %30, align 4
  %broadcast.splatinsert30 = insertelement <8 x float> poison, float %31, i64 0
  %broadcast.splat31 = shufflevector <8 x float> %broadcast.splatinsert30, <8 x float> poison, <8 x i32> zeroinitializer
  %32 = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %32, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %0, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec23 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec24 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec25 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec26 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec27 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec28 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec29 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %33 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %34 = fadd reassoc contract <8 x float> %33, zeroinitializer
  %35 = fmul reassoc contract <8 x float> %broadcast.splat31, %strided.vec23
  %36 = fadd reassoc contract <8 x float> %34, %35
  %37 = fmul reassoc contract <8 x float> %broadcast.splat33, %strided.vec24
  %38 = fadd reassoc contract <8 x float> %36, %37
  %39 = fmul reassoc contract <8 x float> %broadcast.splat35, %strided.vec25
  %40 = fadd reassoc contract <8 x float> %38, %39
  %41 = fmul reassoc contract <8 x float> %broadcast.splat37, %strided.vec26
  %42 = fadd reassoc contract <8 x float> %40, %41
  %43 = fmul reassoc contract <8 x float> %broadcast.splat39, %strided.vec27
  %44 = fadd reassoc contract <8 x float> %42, %43
  %45 = fmul reassoc contract <8 x float> %broadcast.splat41, %strided.vec28
  %46 = fadd reassoc contract <8 x float> %44, %45
  %47 = fmul reassoc contract <8 x float> %broadcast.splat43, %strided.vec29
  %48 = fadd reassoc contract <8 x float> %46, %47
  %49 = fmul reassoc contract <8 x float> %broadcast.splat45, %strided.vec
  %50 = fadd reassoc contract <8 x float> %49, zeroinitializer
  %51 = fmul reassoc contract <8 x float> %broadcast.splat47, %strided.vec23
  %52 = fadd reassoc contract <8 x float> %50, %51
  %53 = fmul reassoc contract <8 x float> %broadcast.splat49, %strided.vec24
  %54 = fadd reassoc contract <8 x float> %52, %53
  %55 = fmul reassoc contract <8 x float> %broadcast.splat51, %strided.vec25
  %56 = fadd reassoc contract <8 x float> %54, %55
  %57 = fmul reassoc contract <8 x float> %broadcast.splat53, %strided.vec26
  %58 = fadd reassoc contract <8 x float> %56, %57
  %59 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec27
  %60 = fadd reassoc contract <8 x float> %58, %59
  %61 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec28
  %62 = fadd reassoc contract <8 x float> %60, %61
  %63 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec29
  %64 = fadd reassoc contract <8 x float> %62, %63
  %65 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec
  %66 = fadd reassoc contract <8 x float> %65, zeroinitializer
  %67 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec23
  %68 = fadd reassoc contract <8 x float> %66, %67
  %69 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec24
  %70 = fadd reassoc contract <8 x float> %68, %69
  %71 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec25
  %72 = fadd reassoc contract <8 x float> %70, %71
  %73 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec26
  %74 = fadd reassoc contract <8 x float> %72, %73
  %75 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec27
  %76 = fadd reassoc contract <8 x float> %74, %75
  %77 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec28
  %78 = fadd reassoc contract <8 x float> %76, %77
  %79 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec29
  %80 = fadd reassoc contract <8 x float> %78, %79
  %81 = shufflevector <8 x float> %48, <8 x float> %64, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %82 = shufflevector <8 x float> %80, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x float> %81, <16 x float> %82, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec, ptr %2, align 4
  %83 = getelementptr inbounds float, ptr %0, i64 64
  %wide.vec.1 = load <64 x float>, ptr %83, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec23.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec24.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec25.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec26.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec27.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec28.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec29.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %84 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.1
  %85 = fadd reassoc contract <8 x float> %84, zeroinitializer
  %86 = fmul reassoc contract <8 x float> %broadcast.splat31, %strided.vec23.1
  %87 = fadd reassoc contract <8 x float> %85, %86
  %88 = fmul reassoc contract <8 x float> %broadcast.splat33, %strided.vec24.1
  %89 = fadd reassoc contract <8 x float> %87, %88
  %90 = fmul reassoc contract <8 x float> %broadcast.splat35, %strided.vec25.1
  %91 = fadd reassoc contract <8 x float> %89, %90
  %92 = fmul reassoc contract <8 x float> %broadcast.splat37, %strided.vec26.1
  %93 = fadd reassoc contract <8 x float> %91, %92
  %94 = fmul reassoc contract <8 x float> %broadcast.splat39, %strided.vec27.1
  %95 = fadd reassoc contract <8 x float> %93, %94
  %96 = fmul reassoc contract <8 x float> %broadcast.splat41, %strided.vec28.1
  %97 = fadd reassoc contract <8 x float> %95, %96
  %98 = fmul reassoc contract <8 x float> %broadcast.splat43, %strided.vec29.1
  %99 = fadd reassoc contract <8 x float> %97, %98
  %100 = fmul reassoc contract <8 x float> %broadcast.splat45, %strided.vec.1
  %101 = fadd reassoc contract <8 x float> %100, zeroinitializer
  %102 = fmul reassoc contract <8 x float> %broadcast.splat47, %strided.vec23.1
  %103 = fadd reassoc contract <8 x float> %101, %102
  %104 = fmul reassoc contract <8 x float> %broadcast.splat49, %strided.vec24.1
  %105 = fadd reassoc contract <8 x float> %103, %104
  %106 = fmul reassoc contract <8 x float> %broadcast.splat51, %strided.vec25.1
  %107 = fadd reassoc contract <8 x float> %105, %106
  %108 = fmul reassoc contract <8 x float> %broadcast.splat53, %strided.vec26.1
  %109 = fadd reassoc contract <8 x float> %107, %108
  %110 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec27.1
  %111 = fadd reassoc contract <8 x float> %109, %110
  %112 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec28.1
  %113 = fadd reassoc contract <8 x float> %111, %112
  %114 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec29.1
  %115 = fadd reassoc contract <8 x float> %113, %114
  %116 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec.1
  %117 = fadd reassoc contract <8 x float> %116, zeroinitializer
  %118 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec23.1
  %119 = fadd reassoc contract <8 x float> %117, %118
  %120 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec24.1
  %121 = fadd reassoc contract <8 x float> %119, %120
  %122 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec25.1
  %123 = fadd reassoc contract <8 x float> %121, %122
  %124 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec26.1
  %125 = fadd reassoc contract <8 x float> %123, %124
  %126 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec27.1
  %127 = fadd reassoc contract <8 x float> %125, %126
  %128 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec28.1
  %129 = fadd reassoc contract <8 x float> %127, %128
  %130 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec29.1
  %131 = fadd reassoc contract <8 x float> %129, %130
  %132 = getelementptr inbounds float, ptr %2, i64 24
  %133 = shufflevector <8 x float> %99, <8 x float> %115, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %134 = shufflevector <8 x float> %131, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x float> %133, <16 x float> %134, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec.1, ptr %132, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %broadcast.splatinsert11 = insertelement <8 x float> poison, float %.pre6, i64 0
  %broadcast.splat12 = shufflevector <8 x float> %broadcast.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert9 = insertelement <8 x float> poison, float %.pre4, i64 0
  %broadcast.splat10 = shufflevector <8 x float> %broadcast.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <24 x float>, ptr %1, align 4
  %strided.vec = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec7 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec8 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %3 = fadd contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd contract <8 x float> %strided.vec7, %broadcast.splat10
  %5 = fadd contract <8 x float> %strided.vec8, %broadcast.splat12
  %6 = shufflevector <8 x float> %3, <8 x float> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %7 = shufflevector <8 x float> %5, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x float> %6, <16 x float> %7, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 24
  %wide.vec.1 = load <24 x float>, ptr %8, align 4
  %strided.vec.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec7.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec8.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %9 = fadd contract <8 x float> %strided.vec.1, %broadcast.splat
  %10 = fadd contract <8 x float> %strided.vec7.1, %broadcast.splat10
  %11 = fadd contract <8 x float> %strided.vec8.1, %broadcast.splat12
  %12 = getelementptr inbounds float, ptr %0, i64 24
  %13 = shufflevector <8 x float> %9, <8 x float> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %14 = shufflevector <8 x float> %11, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x float> %13, <16 x float> %14, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec.1, ptr %12, align 4
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

declare void @netc_k_gather_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %25 = getelementptr inbounds float, ptr %1, i64 8
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %24
  %28 = getelementptr inbounds float, ptr %1, i64 9
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %27
  %31 = getelementptr inbounds float, ptr %1, i64 10
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %30
  %34 = getelementptr inbounds float, ptr %1, i64 11
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %33
  %37 = getelementptr inbounds float, ptr %1, i64 12
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %36
  %40 = getelementptr inbounds float, ptr %1, i64 13
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %39
  %43 = getelementptr inbounds float, ptr %1, i64 14
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %42
  %46 = getelementptr inbounds float, ptr %1, i64 15
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %45
  %49 = fmul contract float %48, 6.250000e-02
  store float %49, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k6_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fneg contract float %2
  store float %3, ptr %0, align 4
  ret void
}

declare void @netc_k_argmax_f32(ptr, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load i64, ptr %1, align 4
  %4 = load i64, ptr %2, align 4
  %5 = icmp eq i64 %3, %4
  %6 = uitofp i1 %5 to float
  %7 = getelementptr inbounds i64, ptr %1, i64 1
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 4
  %11 = icmp eq i64 %8, %10
  %12 = uitofp i1 %11 to float
  %13 = fadd contract float %6, %12
  %14 = getelementptr inbounds i64, ptr %1, i64 2
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds i64, ptr %2, i64 2
  %17 = load i64, ptr %16, align 4
  %18 = icmp eq i64 %15, %17
  %19 = uitofp i1 %18 to float
  %20 = fadd contract float %13, %19
  %21 = getelementptr inbounds i64, ptr %1, i64 3
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds i64, ptr %2, i64 3
  %24 = load i64, ptr %23, align 4
  %25 = icmp eq i64 %22, %24
  %26 = uitofp i1 %25 to float
  %27 = fadd contract float %20, %26
  %28 = getelementptr inbounds i64, ptr %1, i64 4
  %29 = load i64, ptr %28, align 4
  %30 = getelementptr inbounds i64, ptr %2, i64 4
  %31 = load i64, ptr %30, align 4
  %32 = icmp eq i64 %29, %31
  %33 = uitofp i1 %32 to float
  %34 = fadd contract float %27, %33
  %35 = getelementptr inbounds i64, ptr %1, i64 5
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds i64, ptr %2, i64 5
  %38 = load i64, ptr %37, align 4
  %39 = icmp eq i64 %36, %38
  %40 = uitofp i1 %39 to float
  %41 = fadd contract float %34, %40
  %42 = getelementptr inbounds i64, ptr %1, i64 6
  %43 = load i64, ptr %42, align 4
  %44 = getelementptr inbounds i64, ptr %2, i64 6
  %45 = load i64, ptr %44, align 4
  %46 = icmp eq i64 %43, %45
  %47 = uitofp i1 %46 to float
  %48 = fadd contract float %41, %47
  %49 = getelementptr inbounds i64, ptr %1, i64 7
  %50 = load i64, ptr %49, align 4
  %51 = getelementptr inbounds i64, ptr %2, i64 7
  %52 = load i64, ptr %51, align 4
  %53 = icmp eq i64 %50, %52
  %54 = uitofp i1 %53 to float
  %55 = fadd contract float %48, %54
  %56 = getelementptr inbounds i64, ptr %1, i64 8
  %57 = load i64, ptr %56, align 4
  %58 = getelementptr inbounds i64, ptr %2, i64 8
  %59 = load i64, ptr %58, align 4
  %60 = icmp eq i64 %57, %59
  %61 = uitofp i1 %60 to float
  %62 = fadd contract float %55, %61
  %63 = getelementptr inbounds i64, ptr %1, i64 9
  %64 = load i64, ptr %63, align 4
  %65 = getelementptr inbounds i64, ptr %2, i64 9
  %66 = load i64, ptr %65, align 4
  %67 = icmp eq i64 %64, %66
  %68 = uitofp i1 %67 to float
  %69 = fadd contract float %62, %68
  %70 = getelementptr inbounds i64, ptr %1, i64 10
  %71 = load i64, ptr %70, align 4
  %72 = getelementptr inbounds i64, ptr %2, i64 10
  %73 = load i64, ptr %72, align 4
  %74 = icmp eq i64 %71, %73
  %75 = uitofp i1 %74 to float
  %76 = fadd contract float %69, %75
  %77 = getelementptr inbounds i64, ptr %1, i64 11
  %78 = load i64, ptr %77, align 4
  %79 = getelementptr inbounds i64, ptr %2, i64 11
  %80 = load i64, ptr %79, align 4
  %81 = icmp eq i64 %78, %80
  %82 = uitofp i1 %81 to float
  %83 = fadd contract float %76, %82
  %84 = getelementptr inbounds i64, ptr %1, i64 12
  %85 = load i64, ptr %84, align 4
  %86 = getelementptr inbounds i64, ptr %2, i64 12
  %87 = load i64, ptr %86, align 4
  %88 = icmp eq i64 %85, %87
  %89 = uitofp i1 %88 to float
  %90 = fadd contract float %83, %89
  %91 = getelementptr inbounds i64, ptr %1, i64 13
  %92 = load i64, ptr %91, align 4
  %93 = getelementptr inbounds i64, ptr %2, i64 13
  %94 = load i64, ptr %93, align 4
  %95 = icmp eq i64 %92, %94
  %96 = uitofp i1 %95 to float
  %97 = fadd contract float %90, %96
  %98 = getelementptr inbounds i64, ptr %1, i64 14
  %99 = load i64, ptr %98, align 4
  %100 = getelementptr inbounds i64, ptr %2, i64 14
  %101 = load i64, ptr %100, align 4
  %102 = icmp eq i64 %99, %101
  %103 = uitofp i1 %102 to float
  %104 = fadd contract float %97, %103
  %105 = getelementptr inbounds i64, ptr %1, i64 15
  %106 = load i64, ptr %105, align 4
  %107 = getelementptr inbounds i64, ptr %2, i64 15
  %108 = load i64, ptr %107, align 4
  %109 = icmp eq i64 %106, %108
  %110 = uitofp i1 %109 to float
  %111 = fadd contract float %104, %110
  %112 = fmul contract float %111, 6.250000e-02
  store float %112, ptr %0, align 4
  ret void
}

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { noinline nounwind "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}

; @train.net.toy.update
; ModuleID = 'netc_train_net_toy_update'
source_filename = "netc_train_net_toy_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_net_toy_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %0, i64 2
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds ptr, ptr %0, i64 3
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds ptr, ptr %0, i64 4
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds ptr, ptr %0, i64 5
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %2, align 8
  %20 = getelementptr inbounds ptr, ptr %2, i64 4
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds ptr, ptr %2, i64 5
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %1, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 1
  %26 = load ptr, ptr %25, align 8
  %27 = getelementptr inbounds ptr, ptr %1, i64 2
  %28 = load ptr, ptr %27, align 8
  call fastcc void @k0_sub(ptr %24, ptr %26, ptr %28, ptr %19, ptr %8, ptr %21, ptr %12, ptr %10, ptr %23)
  %29 = getelementptr inbounds ptr, ptr %2, i64 1
  %30 = load ptr, ptr %29, align 8
  %31 = getelementptr inbounds ptr, ptr %2, i64 6
  %32 = load ptr, ptr %31, align 8
  %33 = getelementptr inbounds ptr, ptr %2, i64 7
  %34 = load ptr, ptr %33, align 8
  %35 = getelementptr inbounds ptr, ptr %1, i64 3
  %36 = load ptr, ptr %35, align 8
  %37 = getelementptr inbounds ptr, ptr %1, i64 4
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr inbounds ptr, ptr %1, i64 5
  %40 = load ptr, ptr %39, align 8
  call fastcc void @k1_sub(ptr %36, ptr %38, ptr %40, ptr %30, ptr %8, ptr %32, ptr %14, ptr %10, ptr %34)
  %41 = getelementptr inbounds ptr, ptr %2, i64 2
  %42 = load ptr, ptr %41, align 8
  %43 = getelementptr inbounds ptr, ptr %2, i64 8
  %44 = load ptr, ptr %43, align 8
  %45 = getelementptr inbounds ptr, ptr %2, i64 9
  %46 = load ptr, ptr %45, align 8
  %47 = getelementptr inbounds ptr, ptr %1, i64 6
  %48 = load ptr, ptr %47, align 8
  %49 = getelementptr inbounds ptr, ptr %1, i64 7
  %50 = load ptr, ptr %49, align 8
  %51 = getelementptr inbounds ptr, ptr %1, i64 8
  %52 = load ptr, ptr %51, align 8
  call fastcc void @k2_sub(ptr %48, ptr %50, ptr %52, ptr %42, ptr %8, ptr %44, ptr %16, ptr %10, ptr %46)
  %53 = getelementptr inbounds ptr, ptr %2, i64 3
  %54 = load ptr, ptr %53, align 8
  %55 = getelementptr inbounds ptr, ptr %2, i64 10
  %56 = load ptr, ptr %55, align 8
  %57 = getelementptr inbounds ptr, ptr %2, i64 11
  %58 = load ptr, ptr %57, align 8
  %59 = getelementptr inbounds ptr, ptr %1, i64 9
  %60 = load ptr, ptr %59, align 8
  %61 = getelementptr inbounds ptr, ptr %1, i64 10
  %62 = load ptr, ptr %61, align 8
  %63 = getelementptr inbounds ptr, ptr %1, i64 11
  %64 = load ptr, ptr %63, align 8
  call fastcc void @k3_sub(ptr %60, ptr %62, ptr %64, ptr %54, ptr %8, ptr %56, ptr %18, ptr %10, ptr %58)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = load float, ptr %4, align 4
  %broadcast.splatinsert3 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat4 = shufflevector <8 x float> %broadcast.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %19 = fmul contract <8 x float> %broadcast.splat4, %18
  %wide.load5 = load <8 x float>, ptr %8, align 4
  %20 = fmul contract <8 x float> %wide.load5, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %21 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %22 = fmul contract <8 x float> %wide.load2, %21
  %23 = fadd contract <8 x float> %22, %20
  %24 = fdiv contract <8 x float> %23, %broadcast.splat7
  %25 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %24)
  %26 = fadd contract <8 x float> %25, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %27 = fdiv contract <8 x float> %19, %26
  %28 = fsub contract <8 x float> %wide.load, %27
  store <8 x float> %28, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %23, ptr %2, align 4
  %29 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %30, align 4
  %31 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %32 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %34 = fadd contract <8 x float> %31, %33
  %35 = getelementptr inbounds float, ptr %1, i64 8
  %36 = fdiv contract <8 x float> %34, %broadcast.splat
  %37 = fmul contract <8 x float> %broadcast.splat4, %36
  %38 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load5.1 = load <8 x float>, ptr %38, align 4
  %39 = fmul contract <8 x float> %wide.load5.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %40 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, %40
  %42 = fadd contract <8 x float> %41, %39
  %43 = getelementptr inbounds float, ptr %2, i64 8
  %44 = fdiv contract <8 x float> %42, %broadcast.splat7
  %45 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %44)
  %46 = fadd contract <8 x float> %45, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %47 = fdiv contract <8 x float> %37, %46
  %48 = fsub contract <8 x float> %wide.load.1, %47
  %49 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %48, ptr %49, align 4
  store <8 x float> %34, ptr %35, align 4
  store <8 x float> %42, ptr %43, align 4
  %50 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load.2 = load <8 x float>, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %5, i64 16
  %wide.load1.2 = load <8 x float>, ptr %51, align 4
  %52 = fmul contract <8 x float> %wide.load1.2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %53 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2.2 = load <8 x float>, ptr %53, align 4
  %54 = fmul contract <8 x float> %wide.load2.2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %55 = fadd contract <8 x float> %52, %54
  %56 = getelementptr inbounds float, ptr %1, i64 16
  %57 = fdiv contract <8 x float> %55, %broadcast.splat
  %58 = fmul contract <8 x float> %broadcast.splat4, %57
  %59 = getelementptr inbounds float, ptr %8, i64 16
  %wide.load5.2 = load <8 x float>, ptr %59, align 4
  %60 = fmul contract <8 x float> %wide.load5.2, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %61 = fmul contract <8 x float> %wide.load2.2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %62 = fmul contract <8 x float> %wide.load2.2, %61
  %63 = fadd contract <8 x float> %62, %60
  %64 = getelementptr inbounds float, ptr %2, i64 16
  %65 = fdiv contract <8 x float> %63, %broadcast.splat7
  %66 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %65)
  %67 = fadd contract <8 x float> %66, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %68 = fdiv contract <8 x float> %58, %67
  %69 = fsub contract <8 x float> %wide.load.2, %68
  %70 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %69, ptr %70, align 4
  store <8 x float> %55, ptr %56, align 4
  store <8 x float> %63, ptr %64, align 4
  %71 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load.3 = load <8 x float>, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %5, i64 24
  %wide.load1.3 = load <8 x float>, ptr %72, align 4
  %73 = fmul contract <8 x float> %wide.load1.3, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %74 = getelementptr inbounds float, ptr %6, i64 24
  %wide.load2.3 = load <8 x float>, ptr %74, align 4
  %75 = fmul contract <8 x float> %wide.load2.3, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %76 = fadd contract <8 x float> %73, %75
  %77 = getelementptr inbounds float, ptr %1, i64 24
  %78 = fdiv contract <8 x float> %76, %broadcast.splat
  %79 = fmul contract <8 x float> %broadcast.splat4, %78
  %80 = getelementptr inbounds float, ptr %8, i64 24
  %wide.load5.3 = load <8 x float>, ptr %80, align 4
  %81 = fmul contract <8 x float> %wide.load5.3, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %82 = fmul contract <8 x float> %wide.load2.3, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %83 = fmul contract <8 x float> %wide.load2.3, %82
  %84 = fadd contract <8 x float> %83, %81
  %85 = getelementptr inbounds float, ptr %2, i64 24
  %86 = fdiv contract <8 x float> %84, %broadcast.splat7
  %87 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %86)
  %88 = fadd contract <8 x float> %87, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %89 = fdiv contract <8 x float> %79, %88
  %90 = fsub contract <8 x float> %wide.load.3, %89
  %91 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %90, ptr %91, align 4
  store <8 x float> %76, ptr %77, align 4
  store <8 x float> %84, ptr %85, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.pow.f32(float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %12 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %13 = fsub contract float 1.000000e+00, %12
  %14 = load float, ptr %4, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert3 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat4 = shufflevector <8 x float> %broadcast.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %19 = fmul contract <8 x float> %broadcast.splat4, %18
  %wide.load5 = load <8 x float>, ptr %8, align 4
  %20 = fmul contract <8 x float> %wide.load5, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %21 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %22 = fmul contract <8 x float> %wide.load2, %21
  %23 = fadd contract <8 x float> %22, %20
  %24 = fdiv contract <8 x float> %23, %broadcast.splat7
  %25 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %24)
  %26 = fadd contract <8 x float> %25, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %27 = fdiv contract <8 x float> %19, %26
  %28 = fsub contract <8 x float> %wide.load, %27
  store <8 x float> %28, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %23, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %7, align 4
  %10 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %9)
  %11 = fsub contract float 1.000000e+00, %10
  %broadcast.splatinsert6 = insertelement <8 x float> poison, float %11, i64 0
  %broadcast.splat7 = shufflevector <8 x float> %broadcast.splatinsert6, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = load float, ptr %4, align 4
  %broadcast.splatinsert3 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat4 = shufflevector <8 x float> %broadcast.splatinsert3, <8 x float> poison, <8 x i32> zeroinitializer
  %13 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %9)
  %14 = fsub contract float 1.000000e+00, %13
  %broadcast.splatinsert = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.load = load <8 x float>, ptr %3, align 4
  %wide.load1 = load <8 x float>, ptr %5, align 4
  %15 = fmul contract <8 x float> %wide.load1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %wide.load2 = load <8 x float>, ptr %6, align 4
  %16 = fmul contract <8 x float> %wide.load2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %17 = fadd contract <8 x float> %15, %16
  %18 = fdiv contract <8 x float> %17, %broadcast.splat
  %19 = fmul contract <8 x float> %broadcast.splat4, %18
  %wide.load5 = load <8 x float>, ptr %8, align 4
  %20 = fmul contract <8 x float> %wide.load5, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %21 = fmul contract <8 x float> %wide.load2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %22 = fmul contract <8 x float> %wide.load2, %21
  %23 = fadd contract <8 x float> %22, %20
  %24 = fdiv contract <8 x float> %23, %broadcast.splat7
  %25 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %24)
  %26 = fadd contract <8 x float> %25, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %27 = fdiv contract <8 x float> %19, %26
  %28 = fsub contract <8 x float> %wide.load, %27
  store <8 x float> %28, ptr %0, align 4
  store <8 x float> %17, ptr %1, align 4
  store <8 x float> %23, ptr %2, align 4
  %29 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load.1 = load <8 x float>, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %5, i64 8
  %wide.load1.1 = load <8 x float>, ptr %30, align 4
  %31 = fmul contract <8 x float> %wide.load1.1, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %32 = getelementptr inbounds float, ptr %6, i64 8
  %wide.load2.1 = load <8 x float>, ptr %32, align 4
  %33 = fmul contract <8 x float> %wide.load2.1, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %34 = fadd contract <8 x float> %31, %33
  %35 = getelementptr inbounds float, ptr %1, i64 8
  %36 = fdiv contract <8 x float> %34, %broadcast.splat
  %37 = fmul contract <8 x float> %broadcast.splat4, %36
  %38 = getelementptr inbounds float, ptr %8, i64 8
  %wide.load5.1 = load <8 x float>, ptr %38, align 4
  %39 = fmul contract <8 x float> %wide.load5.1, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %40 = fmul contract <8 x float> %wide.load2.1, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %41 = fmul contract <8 x float> %wide.load2.1, %40
  %42 = fadd contract <8 x float> %41, %39
  %43 = getelementptr inbounds float, ptr %2, i64 8
  %44 = fdiv contract <8 x float> %42, %broadcast.splat7
  %45 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %44)
  %46 = fadd contract <8 x float> %45, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %47 = fdiv contract <8 x float> %37, %46
  %48 = fsub contract <8 x float> %wide.load.1, %47
  %49 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %48, ptr %49, align 4
  store <8 x float> %34, ptr %35, align 4
  store <8 x float> %42, ptr %43, align 4
  %50 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load.2 = load <8 x float>, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %5, i64 16
  %wide.load1.2 = load <8 x float>, ptr %51, align 4
  %52 = fmul contract <8 x float> %wide.load1.2, <float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000, float 0x3FECCCCCC0000000>
  %53 = getelementptr inbounds float, ptr %6, i64 16
  %wide.load2.2 = load <8 x float>, ptr %53, align 4
  %54 = fmul contract <8 x float> %wide.load2.2, <float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000, float 0x3FB99999A0000000>
  %55 = fadd contract <8 x float> %52, %54
  %56 = getelementptr inbounds float, ptr %1, i64 16
  %57 = fdiv contract <8 x float> %55, %broadcast.splat
  %58 = fmul contract <8 x float> %broadcast.splat4, %57
  %59 = getelementptr inbounds float, ptr %8, i64 16
  %wide.load5.2 = load <8 x float>, ptr %59, align 4
  %60 = fmul contract <8 x float> %wide.load5.2, <float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000, float 0x3FEFF7CEE0000000>
  %61 = fmul contract <8 x float> %wide.load2.2, <float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000, float 0x3F50624DE0000000>
  %62 = fmul contract <8 x float> %wide.load2.2, %61
  %63 = fadd contract <8 x float> %62, %60
  %64 = getelementptr inbounds float, ptr %2, i64 16
  %65 = fdiv contract <8 x float> %63, %broadcast.splat7
  %66 = tail call contract <8 x float> @llvm.sqrt.v8f32(<8 x float> %65)
  %67 = fadd contract <8 x float> %66, <float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000, float 0x3E45798EE0000000>
  %68 = fdiv contract <8 x float> %58, %67
  %69 = fsub contract <8 x float> %wide.load.2, %68
  %70 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %69, ptr %70, align 4
  store <8 x float> %55, ptr %56, align 4
  store <8 x float> %63, ptr %64, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture writeonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5, ptr noalias nocapture readonly %6, ptr noalias nocapture readonly %7, ptr noalias nocapture readonly %8) unnamed_addr #3 {
entry:
  %9 = load float, ptr %4, align 4
  %10 = load float, ptr %7, align 4
  %11 = tail call contract float @llvm.pow.f32(float 0x3FECCCCCC0000000, float %10)
  %12 = fsub contract float 1.000000e+00, %11
  %13 = tail call contract float @llvm.pow.f32(float 0x3FEFF7CEE0000000, float %10)
  %14 = fsub contract float 1.000000e+00, %13
  %15 = load float, ptr %3, align 4
  %16 = load float, ptr %5, align 4
  %17 = fmul contract float %16, 0x3FECCCCCC0000000
  %18 = load float, ptr %6, align 4
  %19 = fmul contract float %18, 0x3FB99999A0000000
  %20 = fadd contract float %17, %19
  %21 = fdiv contract float %20, %12
  %22 = fmul contract float %9, %21
  %23 = load float, ptr %8, align 4
  %24 = fmul contract float %23, 0x3FEFF7CEE0000000
  %25 = fmul contract float %18, 0x3F50624DE0000000
  %26 = fmul contract float %18, %25
  %27 = fadd contract float %26, %24
  %28 = fdiv contract float %27, %14
  %29 = tail call contract float @llvm.sqrt.f32(float %28)
  %30 = fadd contract float %29, 0x3E45798EE0000000
  %31 = fdiv contract float %22, %30
  %32 = fsub contract float %15, %31
  store float %32, ptr %0, align 4
  store float %20, ptr %1, align 4
  store float %27, ptr %2, align 4
  %33 = getelementptr inbounds float, ptr %3, i64 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %5, i64 1
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, 0x3FECCCCCC0000000
  %38 = getelementptr inbounds float, ptr %6, i64 1
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %39, 0x3FB99999A0000000
  %41 = fadd contract float %37, %40
  %42 = getelementptr inbounds float, ptr %1, i64 1
  %43 = fdiv contract float %41, %12
  %44 = fmul contract float %9, %43
  %45 = getelementptr inbounds float, ptr %8, i64 1
  %46 = load float, ptr %45, align 4
  %47 = fmul contract float %46, 0x3FEFF7CEE0000000
  %48 = fmul contract float %39, 0x3F50624DE0000000
  %49 = fmul contract float %39, %48
  %50 = fadd contract float %49, %47
  %51 = getelementptr inbounds float, ptr %2, i64 1
  %52 = fdiv contract float %50, %14
  %53 = tail call contract float @llvm.sqrt.f32(float %52)
  %54 = fadd contract float %53, 0x3E45798EE0000000
  %55 = fdiv contract float %44, %54
  %56 = fsub contract float %34, %55
  %57 = getelementptr inbounds float, ptr %0, i64 1
  store float %56, ptr %57, align 4
  store float %41, ptr %42, align 4
  store float %50, ptr %51, align 4
  %58 = getelementptr inbounds float, ptr %3, i64 2
  %59 = load float, ptr %58, align 4
  %60 = getelementptr inbounds float, ptr %5, i64 2
  %61 = load float, ptr %60, align 4
  %62 = fmul contract float %61, 0x3FECCCCCC0000000
  %63 = getelementptr inbounds float, ptr %6, i64 2
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %64, 0x3FB99999A0000000
  %66 = fadd contract float %62, %65
  %67 = getelementptr inbounds float, ptr %1, i64 2
  %68 = fdiv contract float %66, %12
  %69 = fmul contract float %9, %68
  %70 = getelementptr inbounds float, ptr %8, i64 2
  %71 = load float, ptr %70, align 4
  %72 = fmul contract float %71, 0x3FEFF7CEE0000000
  %73 = fmul contract float %64, 0x3F50624DE0000000
  %74 = fmul contract float %64, %73
  %75 = fadd contract float %74, %72
  %76 = getelementptr inbounds float, ptr %2, i64 2
  %77 = fdiv contract float %75, %14
  %78 = tail call contract float @llvm.sqrt.f32(float %77)
  %79 = fadd contract float %78, 0x3E45798EE0000000
  %80 = fdiv contract float %69, %79
  %81 = fsub contract float %59, %80
  %82 = getelementptr inbounds float, ptr %0, i64 2
  store float %81, ptr %82, align 4
  store float %66, ptr %67, align 4
  store float %75, ptr %76, align 4
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.sqrt.v8f32(<8 x float>) #5

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

; @train.net.toy.step.grad with B = 16
; ModuleID = 'netc_train_net_toy_step_grad'
source_filename = "netc_train_net_toy_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_train_net_toy_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 1
  %10 = load ptr, ptr %9, align 8
  %11 = load ptr, ptr %2, align 8
  call fastcc void @k0_small_matmul(ptr %8, ptr %11, ptr %3)
  %12 = getelementptr inbounds ptr, ptr %2, i64 1
  %13 = load ptr, ptr %12, align 8
  %14 = getelementptr inbounds i8, ptr %3, i64 512
  call fastcc void @k1_add(ptr nonnull %14, ptr %3, ptr %13)
  call fastcc void @k2_mul(ptr %3, ptr nonnull %14)
  %15 = getelementptr inbounds i8, ptr %3, i64 1024
  call fastcc void @k3_mul(ptr nonnull %15, ptr nonnull %14)
  call fastcc void @k4_add(ptr nonnull %14, ptr nonnull %15)
  %16 = getelementptr inbounds i8, ptr %3, i64 1536
  call fastcc void @k5_mul(ptr nonnull %16, ptr %3, ptr nonnull %14)
  %17 = getelementptr inbounds ptr, ptr %2, i64 2
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 2048
  call fastcc void @k6_small_matmul(ptr nonnull %16, ptr %18, ptr nonnull %19)
  %20 = getelementptr inbounds ptr, ptr %2, i64 3
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %3, i64 2240
  call fastcc void @k7_add(ptr nonnull %22, ptr nonnull %19, ptr %21)
  call void @netc_k_softmax_f32(ptr nonnull %22, ptr nonnull %19, i64 16, i64 3, i64 1, i32 1)
  %23 = getelementptr inbounds i8, ptr %3, i64 2432
  call void @netc_k_gather_f32(ptr nonnull %19, ptr %10, i32 0, ptr nonnull %23, i64 16, i64 3)
  %24 = getelementptr inbounds i8, ptr %3, i64 2496
  call fastcc void @k8_mean(ptr nonnull %24, ptr nonnull %23)
  %25 = load ptr, ptr %1, align 8
  call fastcc void @k9_neg(ptr %25, ptr nonnull %24)
  %26 = getelementptr inbounds i8, ptr %3, i64 2560
  call void @netc_k_argmax_f32(ptr nonnull %22, ptr nonnull %26, i64 16, i64 3, i64 1)
  %27 = getelementptr inbounds ptr, ptr %1, i64 1
  %28 = load ptr, ptr %27, align 8
  call fastcc void @k10_mean(ptr %28, ptr nonnull %26, ptr %10)
  call fastcc void @k11_broadcast_to(ptr nonnull %23)
  call void @netc_k_gather_grad_f32(ptr nonnull %23, ptr %10, i32 0, ptr nonnull %22, i64 16, i64 3)
  call fastcc void @k12_sum(ptr nonnull %24, ptr nonnull %22)
  %29 = getelementptr inbounds i8, ptr %3, i64 2688
  call fastcc void @k13_sub(ptr nonnull %29, ptr nonnull %22, ptr nonnull %19, ptr nonnull %24)
  %30 = getelementptr inbounds ptr, ptr %1, i64 5
  %31 = load ptr, ptr %30, align 8
  call fastcc void @k14_sum_to(ptr %31, ptr nonnull %29)
  %32 = getelementptr inbounds i8, ptr %3, i64 2880
  call fastcc void @k15_small_matmul(ptr nonnull %29, ptr %18, ptr nonnull %32)
  %33 = getelementptr inbounds ptr, ptr %1, i64 4
  %34 = load ptr, ptr %33, align 8
  call fastcc void @k16_small_matmul(ptr nonnull %29, ptr nonnull %16, ptr %34)
  call fastcc void @k17_add(ptr nonnull %16, ptr nonnull %32, ptr %3, ptr nonnull %15, ptr nonnull %14)
  %35 = getelementptr inbounds ptr, ptr %1, i64 3
  %36 = load ptr, ptr %35, align 8
  call fastcc void @k18_sum_to(ptr %36, ptr nonnull %16)
  %37 = getelementptr inbounds ptr, ptr %1, i64 2
  %38 = load ptr, ptr %37, align 8
  call fastcc void @k19_small_matmul(ptr nonnull %16, ptr %8, ptr %38)
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
  %3 = getelementptr inbounds float, ptr %1, i64 31
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 30
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 29
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 28
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 27
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 26
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 25
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 24
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 23
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 22
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 21
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 20
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 19
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %1, i64 18
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 17
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 16
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 15
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 14
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds float, ptr %1, i64 13
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds float, ptr %1, i64 12
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds float, ptr %1, i64 11
  %44 = load float, ptr %43, align 4
  %45 = getelementptr inbounds float, ptr %1, i64 10
  %46 = load float, ptr %45, align 4
  %47 = getelementptr inbounds float, ptr %1, i64 9
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 8
  %50 = load float, ptr %49, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 7
  %52 = load float, ptr %51, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 6
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 5
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds float, ptr %1, i64 4
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds float, ptr %1, i64 3
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds float, ptr %1, i64 2
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds float, ptr %1, i64 1
  %64 = load float, ptr %63, align 4
  %65 = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %65, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert11 = insertelement <8 x float> poison, float %64, i64 0
  %broadcast.splat12 = shufflevector <8 x float> %broadcast.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert13 = insertelement <8 x float> poison, float %62, i64 0
  %broadcast.splat14 = shufflevector <8 x float> %broadcast.splatinsert13, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert15 = insertelement <8 x float> poison, float %60, i64 0
  %broadcast.splat16 = shufflevector <8 x float> %broadcast.splatinsert15, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert17 = insertelement <8 x float> poison, float %58, i64 0
  %broadcast.splat18 = shufflevector <8 x float> %broadcast.splatinsert17, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert19 = insertelement <8 x float> poison, float %56, i64 0
  %broadcast.splat20 = shufflevector <8 x float> %broadcast.splatinsert19, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert21 = insertelement <8 x float> poison, float %54, i64 0
  %broadcast.splat22 = shufflevector <8 x float> %broadcast.splatinsert21, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <8 x float> poison, float %52, i64 0
  %broadcast.splat24 = shufflevector <8 x float> %broadcast.splatinsert23, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <8 x float> poison, float %50, i64 0
  %broadcast.splat26 = shufflevector <8 x float> %broadcast.splatinsert25, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <8 x float> poison, float %48, i64 0
  %broadcast.splat28 = shufflevector <8 x float> %broadcast.splatinsert27, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <8 x float> poison, float %46, i64 0
  %broadcast.splat30 = shufflevector <8 x float> %broadcast.splatinsert29, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <8 x float> poison, float %44, i64 0
  %broadcast.splat32 = shufflevector <8 x float> %broadcast.splatinsert31, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert33 = insertelement <8 x float> poison, float %42, i64 0
  %broadcast.splat34 = shufflevector <8 x float> %broadcast.splatinsert33, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert35 = insertelement <8 x float> poison, float %40, i64 0
  %broadcast.splat36 = shufflevector <8 x float> %broadcast.splatinsert35, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <8 x float> poison, float %38, i64 0
  %broadcast.splat38 = shufflevector <8 x float> %broadcast.splatinsert37, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert39 = insertelement <8 x float> poison, float %36, i64 0
  %broadcast.splat40 = shufflevector <8 x float> %broadcast.splatinsert39, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert41 = insertelement <8 x float> poison, float %34, i64 0
  %broadcast.splat42 = shufflevector <8 x float> %broadcast.splatinsert41, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert43 = insertelement <8 x float> poison, float %32, i64 0
  %broadcast.splat44 = shufflevector <8 x float> %broadcast.splatinsert43, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert45 = insertelement <8 x float> poison, float %30, i64 0
  %broadcast.splat46 = shufflevector <8 x float> %broadcast.splatinsert45, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert47 = insertelement <8 x float> poison, float %28, i64 0
  %broadcast.splat48 = shufflevector <8 x float> %broadcast.splatinsert47, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %26, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %24, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert58 = insertelement <8 x float> poison, float %22, i64 0
  %broadcast.splat59 = shufflevector <8 x float> %broadcast.splatinsert58, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %20, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %18, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert64 = insertelement <8 x float> poison, float %16, i64 0
  %broadcast.splat65 = shufflevector <8 x float> %broadcast.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert66 = insertelement <8 x float> poison, float %14, i64 0
  %broadcast.splat67 = shufflevector <8 x float> %broadcast.splatinsert66, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert68 = insertelement <8 x float> poison, float %12, i64 0
  %broadcast.splat69 = shufflevector <8 x float> %broadcast.splatinsert68, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert70 = insertelement <8 x float> poison, float %10, i64 0
  %broadcast.splat71 = shufflevector <8 x float> %broadcast.splatinsert70, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert72 = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat73 = shufflevector <8 x float> %broadcast.splatinsert72, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert74 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat75 = shufflevector <8 x float> %broadcast.splatinsert74, <8 x float> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert76 = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat77 = shufflevector <8 x float> %broadcast.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  %66 = getelementptr float, ptr %2, i64 -7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %67 = shl i64 %index, 3
  %68 = shl i64 %index, 2
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %wide.vec = load <32 x float>, ptr %69, align 4
  %strided.vec = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec8 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec9 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec10 = shufflevector <32 x float> %wide.vec, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %70 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %71 = fadd reassoc contract <8 x float> %70, zeroinitializer
  %72 = fmul reassoc contract <8 x float> %broadcast.splat12, %strided.vec8
  %73 = fadd reassoc contract <8 x float> %71, %72
  %74 = fmul reassoc contract <8 x float> %broadcast.splat14, %strided.vec9
  %75 = fadd reassoc contract <8 x float> %73, %74
  %76 = fmul reassoc contract <8 x float> %broadcast.splat16, %strided.vec10
  %77 = fadd reassoc contract <8 x float> %75, %76
  %78 = fmul reassoc contract <8 x float> %broadcast.splat18, %strided.vec
  %79 = fadd reassoc contract <8 x float> %78, zeroinitializer
  %80 = fmul reassoc contract <8 x float> %broadcast.splat20, %strided.vec8
  %81 = fadd reassoc contract <8 x float> %79, %80
  %82 = fmul reassoc contract <8 x float> %broadcast.splat22, %strided.vec9
  %83 = fadd reassoc contract <8 x float> %81, %82
  %84 = fmul reassoc contract <8 x float> %broadcast.splat24, %strided.vec10
  %85 = fadd reassoc contract <8 x float> %83, %84
  %86 = fmul reassoc contract <8 x float> %broadcast.splat26, %strided.vec
  %87 = fadd reassoc contract <8 x float> %86, zeroinitializer
  %88 = fmul reassoc contract <8 x float> %broadcast.splat28, %strided.vec8
  %89 = fadd reassoc contract <8 x float> %87, %88
  %90 = fmul reassoc contract <8 x float> %broadcast.splat30, %strided.vec9
  %91 = fadd reassoc contract <8 x float> %89, %90
  %92 = fmul reassoc contract <8 x float> %broadcast.splat32, %strided.vec10
  %93 = fadd reassoc contract <8 x float> %91, %92
  %94 = fmul reassoc contract <8 x float> %broadcast.splat34, %strided.vec
  %95 = fadd reassoc contract <8 x float> %94, zeroinitializer
  %96 = fmul reassoc contract <8 x float> %broadcast.splat36, %strided.vec8
  %97 = fadd reassoc contract <8 x float> %95, %96
  %98 = fmul reassoc contract <8 x float> %broadcast.splat38, %strided.vec9
  %99 = fadd reassoc contract <8 x float> %97, %98
  %100 = fmul reassoc contract <8 x float> %broadcast.splat40, %strided.vec10
  %101 = fadd reassoc contract <8 x float> %99, %100
  %102 = fmul reassoc contract <8 x float> %broadcast.splat42, %strided.vec
  %103 = fadd reassoc contract <8 x float> %102, zeroinitializer
  %104 = fmul reassoc contract <8 x float> %broadcast.splat44, %strided.vec8
  %105 = fadd reassoc contract <8 x float> %103, %104
  %106 = fmul reassoc contract <8 x float> %broadcast.splat46, %strided.vec9
  %107 = fadd reassoc contract <8 x float> %105, %106
  %108 = fmul reassoc contract <8 x float> %broadcast.splat48, %strided.vec10
  %109 = fadd reassoc contract <8 x float> %107, %108
  %wide.vec49 = load <32 x float>, ptr %69, align 4
  %strided.vec50 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec51 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec52 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec53 = shufflevector <32 x float> %wide.vec49, <32 x float> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %110 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec50
  %111 = fadd reassoc contract <8 x float> %110, zeroinitializer
  %112 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec51
  %113 = fadd reassoc contract <8 x float> %111, %112
  %114 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec52
  %115 = fadd reassoc contract <8 x float> %113, %114
  %116 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec10
  %117 = fadd reassoc contract <8 x float> %115, %116
  %118 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec50
  %119 = fadd reassoc contract <8 x float> %118, zeroinitializer
  %120 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec51
  %121 = fadd reassoc contract <8 x float> %119, %120
  %122 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec52
  %123 = fadd reassoc contract <8 x float> %121, %122
  %124 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec53
  %125 = fadd reassoc contract <8 x float> %123, %124
  %126 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec50
  %127 = fadd reassoc contract <8 x float> %126, zeroinitializer
  %128 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec51
  %129 = fadd reassoc contract <8 x float> %127, %128
  %130 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec52
  %131 = fadd reassoc contract <8 x float> %129, %130
  %132 = fmul reassoc contract <8 x float> %broadcast.splat77, %strided.vec53
  %133 = fadd reassoc contract <8 x float> %131, %132
  %134 = or i64 %67, 7
  %135 = getelementptr float, ptr %66, i64 %134
  %136 = shufflevector <8 x float> %77, <8 x float> %85, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %137 = shufflevector <8 x float> %93, <8 x float> %101, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %138 = shufflevector <8 x float> %109, <8 x float> %117, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %139 = shufflevector <8 x float> %125, <8 x float> %133, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %140 = shufflevector <16 x float> %136, <16 x float> %137, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %141 = shufflevector <16 x float> %138, <16 x float> %139, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %140, <32 x float> %141, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec, ptr %135, align 4
  %index.next = add nuw i64 %index, 8
  %142 = icmp eq i64 %index.next, 16
  br i1 %142, label %exit, label %vector.body, !llvm.loop !0

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %2, i64 7
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %.pre16, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %2, i64 6
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %broadcast.splatinsert34 = insertelement <8 x float> poison, float %.pre14, i64 0
  %broadcast.splat35 = shufflevector <8 x float> %broadcast.splatinsert34, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %2, i64 5
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %.pre12, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %2, i64 4
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %broadcast.splatinsert30 = insertelement <8 x float> poison, float %.pre10, i64 0
  %broadcast.splat31 = shufflevector <8 x float> %broadcast.splatinsert30, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert7 = getelementptr inbounds float, ptr %2, i64 3
  %.pre8 = load float, ptr %.phi.trans.insert7, align 4
  %broadcast.splatinsert28 = insertelement <8 x float> poison, float %.pre8, i64 0
  %broadcast.splat29 = shufflevector <8 x float> %broadcast.splatinsert28, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %broadcast.splatinsert26 = insertelement <8 x float> poison, float %.pre6, i64 0
  %broadcast.splat27 = shufflevector <8 x float> %broadcast.splatinsert26, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert24 = insertelement <8 x float> poison, float %.pre4, i64 0
  %broadcast.splat25 = shufflevector <8 x float> %broadcast.splatinsert24, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %1, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec17 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec18 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec19 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec20 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec21 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec22 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec23 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %3 = fadd contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd contract <8 x float> %strided.vec17, %broadcast.splat25
  %5 = fadd contract <8 x float> %strided.vec18, %broadcast.splat27
  %6 = fadd contract <8 x float> %strided.vec19, %broadcast.splat29
  %7 = fadd contract <8 x float> %strided.vec20, %broadcast.splat31
  %8 = fadd contract <8 x float> %strided.vec21, %broadcast.splat33
  %9 = fadd contract <8 x float> %strided.vec22, %broadcast.splat35
  %10 = fadd contract <8 x float> %strided.vec23, %broadcast.splat37
  %11 = shufflevector <8 x float> %3, <8 x float> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %12 = shufflevector <8 x float> %5, <8 x float> %6, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %13 = shufflevector <8 x float> %7, <8 x float> %8, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %14 = shufflevector <8 x float> %9, <8 x float> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %15 = shufflevector <16 x float> %11, <16 x float> %12, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %16 = shufflevector <16 x float> %13, <16 x float> %14, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x float> %15, <32 x float> %16, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec, ptr %0, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 64
  %wide.vec.1 = load <64 x float>, ptr %17, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec17.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec18.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec19.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec20.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec21.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec22.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec23.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %18 = fadd contract <8 x float> %strided.vec.1, %broadcast.splat
  %19 = fadd contract <8 x float> %strided.vec17.1, %broadcast.splat25
  %20 = fadd contract <8 x float> %strided.vec18.1, %broadcast.splat27
  %21 = fadd contract <8 x float> %strided.vec19.1, %broadcast.splat29
  %22 = fadd contract <8 x float> %strided.vec20.1, %broadcast.splat31
  %23 = fadd contract <8 x float> %strided.vec21.1, %broadcast.splat33
  %24 = fadd contract <8 x float> %strided.vec22.1, %broadcast.splat35
  %25 = fadd contract <8 x float> %strided.vec23.1, %broadcast.splat37
  %26 = getelementptr inbounds float, ptr %0, i64 64
  %27 = shufflevector <8 x float> %18, <8 x float> %19, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %28 = shufflevector <8 x float> %20, <8 x float> %21, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %29 = shufflevector <8 x float> %22, <8 x float> %23, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %30 = shufflevector <8 x float> %24, <8 x float> %25, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %31 = shufflevector <16 x float> %27, <16 x float> %28, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %32 = shufflevector <16 x float> %29, <16 x float> %30, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec.1 = shufflevector <32 x float> %31, <32 x float> %32, <64 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56, i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57, i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58, i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59, i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60, i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61, i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62, i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  store <64 x float> %interleaved.vec.1, ptr %26, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load1 = load <8 x float>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load2 = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load3 = load <8 x float>, ptr %4, align 4
  %5 = fmul contract <8 x float> %wide.load, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %6 = fmul contract <8 x float> %wide.load1, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %7 = fmul contract <8 x float> %wide.load2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %8 = fmul contract <8 x float> %wide.load3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  store <8 x float> %5, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %6, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %7, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %8, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.1 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load1.1 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load2.1 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load3.1 = load <8 x float>, ptr %15, align 4
  %16 = fmul contract <8 x float> %wide.load.1, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %17 = fmul contract <8 x float> %wide.load1.1, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %18 = fmul contract <8 x float> %wide.load2.1, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %19 = fmul contract <8 x float> %wide.load3.1, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %20 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %16, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %17, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %18, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 64
  %wide.load.2 = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 72
  %wide.load1.2 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 80
  %wide.load2.2 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 88
  %wide.load3.2 = load <8 x float>, ptr %27, align 4
  %28 = fmul contract <8 x float> %wide.load.2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %29 = fmul contract <8 x float> %wide.load1.2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %30 = fmul contract <8 x float> %wide.load2.2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %31 = fmul contract <8 x float> %wide.load3.2, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %32 = getelementptr inbounds float, ptr %0, i64 64
  store <8 x float> %28, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 72
  store <8 x float> %29, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %0, i64 80
  store <8 x float> %30, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %0, i64 88
  store <8 x float> %31, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 96
  %wide.load.3 = load <8 x float>, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 104
  %wide.load1.3 = load <8 x float>, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 112
  %wide.load2.3 = load <8 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %1, i64 120
  %wide.load3.3 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load.3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %41 = fmul contract <8 x float> %wide.load1.3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %42 = fmul contract <8 x float> %wide.load2.3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %43 = fmul contract <8 x float> %wide.load3.3, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %44 = getelementptr inbounds float, ptr %0, i64 96
  store <8 x float> %40, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 104
  store <8 x float> %41, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %0, i64 112
  store <8 x float> %42, ptr %46, align 4
  %47 = getelementptr inbounds float, ptr %0, i64 120
  store <8 x float> %43, ptr %47, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load1 = load <8 x float>, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load2 = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load3 = load <8 x float>, ptr %4, align 4
  %5 = fmul contract <8 x float> %wide.load, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %6 = fmul contract <8 x float> %wide.load1, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %7 = fmul contract <8 x float> %wide.load2, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %8 = fmul contract <8 x float> %wide.load3, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  store <8 x float> %5, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %6, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %7, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %8, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.1 = load <8 x float>, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load1.1 = load <8 x float>, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load2.1 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load3.1 = load <8 x float>, ptr %15, align 4
  %16 = fmul contract <8 x float> %wide.load.1, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %17 = fmul contract <8 x float> %wide.load1.1, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %18 = fmul contract <8 x float> %wide.load2.1, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %19 = fmul contract <8 x float> %wide.load3.1, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %20 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %16, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %17, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %18, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %19, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 64
  %wide.load.2 = load <8 x float>, ptr %24, align 4
  %25 = getelementptr inbounds float, ptr %1, i64 72
  %wide.load1.2 = load <8 x float>, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 80
  %wide.load2.2 = load <8 x float>, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 88
  %wide.load3.2 = load <8 x float>, ptr %27, align 4
  %28 = fmul contract <8 x float> %wide.load.2, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %29 = fmul contract <8 x float> %wide.load1.2, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %30 = fmul contract <8 x float> %wide.load2.2, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %31 = fmul contract <8 x float> %wide.load3.2, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %32 = getelementptr inbounds float, ptr %0, i64 64
  store <8 x float> %28, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %0, i64 72
  store <8 x float> %29, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %0, i64 80
  store <8 x float> %30, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %0, i64 88
  store <8 x float> %31, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 96
  %wide.load.3 = load <8 x float>, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 104
  %wide.load1.3 = load <8 x float>, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 112
  %wide.load2.3 = load <8 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %1, i64 120
  %wide.load3.3 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load.3, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %41 = fmul contract <8 x float> %wide.load1.3, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %42 = fmul contract <8 x float> %wide.load2.3, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %43 = fmul contract <8 x float> %wide.load3.3, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %44 = getelementptr inbounds float, ptr %0, i64 96
  store <8 x float> %40, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 104
  store <8 x float> %41, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %0, i64 112
  store <8 x float> %42, ptr %46, align 4
  %47 = getelementptr inbounds float, ptr %0, i64 120
  store <8 x float> %43, ptr %47, align 4
  ret void
}

; Function Attrs: noinline nounwind
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %7, %loop ]
  %2 = getelementptr inbounds float, ptr %1, i64 %i
  %3 = load float, ptr %2, align 4
  %4 = tail call contract float @erff(float %3) #2
  %5 = fadd contract float %4, 1.000000e+00
  %6 = getelementptr inbounds float, ptr %0, i64 %i
  store float %5, ptr %6, align 4
  %7 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %7, 128
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

declare float @erff(float) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %3 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load1 = load <8 x float>, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load2 = load <8 x float>, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load3 = load <8 x float>, ptr %5, align 4
  %wide.load4 = load <8 x float>, ptr %2, align 4
  %6 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load5 = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load6 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load7 = load <8 x float>, ptr %8, align 4
  %9 = fmul contract <8 x float> %wide.load, %wide.load4
  %10 = fmul contract <8 x float> %wide.load1, %wide.load5
  %11 = fmul contract <8 x float> %wide.load2, %wide.load6
  %12 = fmul contract <8 x float> %wide.load3, %wide.load7
  store <8 x float> %9, ptr %0, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %10, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %11, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %12, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load.1 = load <8 x float>, ptr %16, align 4
  %17 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load1.1 = load <8 x float>, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load2.1 = load <8 x float>, ptr %18, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load3.1 = load <8 x float>, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 32
  %wide.load4.1 = load <8 x float>, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %2, i64 40
  %wide.load5.1 = load <8 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %2, i64 48
  %wide.load6.1 = load <8 x float>, ptr %22, align 4
  %23 = getelementptr inbounds float, ptr %2, i64 56
  %wide.load7.1 = load <8 x float>, ptr %23, align 4
  %24 = fmul contract <8 x float> %wide.load.1, %wide.load4.1
  %25 = fmul contract <8 x float> %wide.load1.1, %wide.load5.1
  %26 = fmul contract <8 x float> %wide.load2.1, %wide.load6.1
  %27 = fmul contract <8 x float> %wide.load3.1, %wide.load7.1
  %28 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %24, ptr %28, align 4
  %29 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %25, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %26, ptr %30, align 4
  %31 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %27, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 64
  %wide.load.2 = load <8 x float>, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 72
  %wide.load1.2 = load <8 x float>, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 80
  %wide.load2.2 = load <8 x float>, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %1, i64 88
  %wide.load3.2 = load <8 x float>, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 64
  %wide.load4.2 = load <8 x float>, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %2, i64 72
  %wide.load5.2 = load <8 x float>, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %2, i64 80
  %wide.load6.2 = load <8 x float>, ptr %38, align 4
  %39 = getelementptr inbounds float, ptr %2, i64 88
  %wide.load7.2 = load <8 x float>, ptr %39, align 4
  %40 = fmul contract <8 x float> %wide.load.2, %wide.load4.2
  %41 = fmul contract <8 x float> %wide.load1.2, %wide.load5.2
  %42 = fmul contract <8 x float> %wide.load2.2, %wide.load6.2
  %43 = fmul contract <8 x float> %wide.load3.2, %wide.load7.2
  %44 = getelementptr inbounds float, ptr %0, i64 64
  store <8 x float> %40, ptr %44, align 4
  %45 = getelementptr inbounds float, ptr %0, i64 72
  store <8 x float> %41, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %0, i64 80
  store <8 x float> %42, ptr %46, align 4
  %47 = getelementptr inbounds float, ptr %0, i64 88
  store <8 x float> %43, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 96
  %wide.load.3 = load <8 x float>, ptr %48, align 4
  %49 = getelementptr inbounds float, ptr %1, i64 104
  %wide.load1.3 = load <8 x float>, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 112
  %wide.load2.3 = load <8 x float>, ptr %50, align 4
  %51 = getelementptr inbounds float, ptr %1, i64 120
  %wide.load3.3 = load <8 x float>, ptr %51, align 4
  %52 = getelementptr inbounds float, ptr %2, i64 96
  %wide.load4.3 = load <8 x float>, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %2, i64 104
  %wide.load5.3 = load <8 x float>, ptr %53, align 4
  %54 = getelementptr inbounds float, ptr %2, i64 112
  %wide.load6.3 = load <8 x float>, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 120
  %wide.load7.3 = load <8 x float>, ptr %55, align 4
  %56 = fmul contract <8 x float> %wide.load.3, %wide.load4.3
  %57 = fmul contract <8 x float> %wide.load1.3, %wide.load5.3
  %58 = fmul contract <8 x float> %wide.load2.3, %wide.load6.3
  %59 = fmul contract <8 x float> %wide.load3.3, %wide.load7.3
  %60 = getelementptr inbounds float, ptr %0, i64 96
  store <8 x float> %56, ptr %60, align 4
  %61 = getelementptr inbounds float, ptr %0, i64 104
  store <8 x float> %57, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %0, i64 112
  store <8 x float> %58, ptr %62, align 4
  %63 = getelementptr inbounds float, ptr %0, i64 120
  store <8 x float> %59, ptr %63, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 23
  %4 = load float, ptr %3, align 4
  %broadcast.splatinsert74 = insertelement <8 x float> poison, float %4, i64 0
  %broadcast.splat75 = shufflevector <8 x float> %broadcast.splatinsert74, <8 x float> poison, <8 x i32> zeroinitializer
  %5 = getelementptr inbounds float, ptr %1, i64 22
  %6 = load float, ptr %5, align 4
  %broadcast.splatinsert72 = insertelement <8 x float> poison, float %6, i64 0
  %broadcast.splat73 = shufflevector <8 x float> %broadcast.splatinsert72, <8 x float> poison, <8 x i32> zeroinitializer
  %7 = getelementptr inbounds float, ptr %1, i64 21
  %8 = load float, ptr %7, align 4
  %broadcast.splatinsert70 = insertelement <8 x float> poison, float %8, i64 0
  %broadcast.splat71 = shufflevector <8 x float> %broadcast.splatinsert70, <8 x float> poison, <8 x i32> zeroinitializer
  %9 = getelementptr inbounds float, ptr %1, i64 20
  %10 = load float, ptr %9, align 4
  %broadcast.splatinsert68 = insertelement <8 x float> poison, float %10, i64 0
  %broadcast.splat69 = shufflevector <8 x float> %broadcast.splatinsert68, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 19
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %broadcast.splatinsert66 = insertelement <8 x float> poison, float %.pre22, i64 0
  %broadcast.splat67 = shufflevector <8 x float> %broadcast.splatinsert66, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 18
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %broadcast.splatinsert64 = insertelement <8 x float> poison, float %.pre20, i64 0
  %broadcast.splat65 = shufflevector <8 x float> %broadcast.splatinsert64, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 17
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %broadcast.splatinsert62 = insertelement <8 x float> poison, float %.pre18, i64 0
  %broadcast.splat63 = shufflevector <8 x float> %broadcast.splatinsert62, <8 x float> poison, <8 x i32> zeroinitializer
  %11 = getelementptr inbounds float, ptr %1, i64 16
  %.pre16 = load float, ptr %11, align 4
  %broadcast.splatinsert60 = insertelement <8 x float> poison, float %.pre16, i64 0
  %broadcast.splat61 = shufflevector <8 x float> %broadcast.splatinsert60, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert14 = getelementptr inbounds float, ptr %1, i64 15
  %.pre15 = load float, ptr %.phi.trans.insert14, align 4
  %broadcast.splatinsert58 = insertelement <8 x float> poison, float %.pre15, i64 0
  %broadcast.splat59 = shufflevector <8 x float> %broadcast.splatinsert58, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert12 = getelementptr inbounds float, ptr %1, i64 14
  %.pre13 = load float, ptr %.phi.trans.insert12, align 4
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %.pre13, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert10 = getelementptr inbounds float, ptr %1, i64 13
  %.pre11 = load float, ptr %.phi.trans.insert10, align 4
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %.pre11, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert8 = getelementptr inbounds float, ptr %1, i64 12
  %.pre9 = load float, ptr %.phi.trans.insert8, align 4
  %broadcast.splatinsert52 = insertelement <8 x float> poison, float %.pre9, i64 0
  %broadcast.splat53 = shufflevector <8 x float> %broadcast.splatinsert52, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 11
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert50 = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat51 = shufflevector <8 x float> %broadcast.splatinsert50, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = getelementptr inbounds float, ptr %1, i64 10
  %13 = load float, ptr %12, align 4
  %broadcast.splatinsert48 = insertelement <8 x float> poison, float %13, i64 0
  %broadcast.splat49 = shufflevector <8 x float> %broadcast.splatinsert48, <8 x float> poison, <8 x i32> zeroinitializer
  %14 = getelementptr inbounds float, ptr %1, i64 9
  %15 = load float, ptr %14, align 4
  %broadcast.splatinsert46 = insertelement <8 x float> poison, float %15, i64 0
  %broadcast.splat47 = shufflevector <8 x float> %broadcast.splatinsert46, <8 x float> poison, <8 x i32> zeroinitializer
  %16 = getelementptr inbounds float, ptr %1, i64 8
  %17 = load float, ptr %16, align 4
  %broadcast.splatinsert44 = insertelement <8 x float> poison, float %17, i64 0
  %broadcast.splat45 = shufflevector <8 x float> %broadcast.splatinsert44, <8 x float> poison, <8 x i32> zeroinitializer
  %18 = getelementptr inbounds float, ptr %1, i64 7
  %19 = load float, ptr %18, align 4
  %broadcast.splatinsert42 = insertelement <8 x float> poison, float %19, i64 0
  %broadcast.splat43 = shufflevector <8 x float> %broadcast.splatinsert42, <8 x float> poison, <8 x i32> zeroinitializer
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %broadcast.splatinsert40 = insertelement <8 x float> poison, float %21, i64 0
  %broadcast.splat41 = shufflevector <8 x float> %broadcast.splatinsert40, <8 x float> poison, <8 x i32> zeroinitializer
  %22 = getelementptr inbounds float, ptr %1, i64 5
  %23 = load float, ptr %22, align 4
  %broadcast.splatinsert38 = insertelement <8 x float> poison, float %23, i64 0
  %broadcast.splat39 = shufflevector <8 x float> %broadcast.splatinsert38, <8 x float> poison, <8 x i32> zeroinitializer
  %24 = getelementptr inbounds float, ptr %1, i64 4
  %25 = load float, ptr %24, align 4
  %broadcast.splatinsert36 = insertelement <8 x float> poison, float %25, i64 0
  %broadcast.splat37 = shufflevector <8 x float> %broadcast.splatinsert36, <8 x float> poison, <8 x i32> zeroinitializer
  %26 = getelementptr inbounds float, ptr %1, i64 3
  %27 = load float, ptr %26, align 4
  %broadcast.splatinsert34 = insertelement <8 x float> poison, float %27, i64 0
  %broadcast.splat35 = shufflevector <8 x float> %broadcast.splatinsert34, <8 x float> poison, <8 x i32> zeroinitializer
  %28 = getelementptr inbounds float, ptr %1, i64 2
  %29 = load float, ptr %28, align 4
  %broadcast.splatinsert32 = insertelement <8 x float> poison, float %29, i64 0
  %broadcast.splat33 = shufflevector <8 x float> %broadcast.splatinsert32, <8 x float> poison, <8 x i32> zeroinitializer
  %30 = getelementptr inbounds float, ptr %1, i64 1
  %31 = load float, ptr %30, align 4
  %broadcast.splatinsert30 = insertelement <8 x float> poison, float %31, i64 0
  %broadcast.splat31 = shufflevector <8 x float> %broadcast.splatinsert30, <8 x float> poison, <8 x i32> zeroinitializer
  %32 = load float, ptr %1, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %32, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %0, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec23 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec24 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec25 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec26 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec27 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec28 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec29 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %33 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec
  %34 = fadd reassoc contract <8 x float> %33, zeroinitializer
  %35 = fmul reassoc contract <8 x float> %broadcast.splat31, %strided.vec23
  %36 = fadd reassoc contract <8 x float> %34, %35
  %37 = fmul reassoc contract <8 x float> %broadcast.splat33, %strided.vec24
  %38 = fadd reassoc contract <8 x float> %36, %37
  %39 = fmul reassoc contract <8 x float> %broadcast.splat35, %strided.vec25
  %40 = fadd reassoc contract <8 x float> %38, %39
  %41 = fmul reassoc contract <8 x float> %broadcast.splat37, %strided.vec26
  %42 = fadd reassoc contract <8 x float> %40, %41
  %43 = fmul reassoc contract <8 x float> %broadcast.splat39, %strided.vec27
  %44 = fadd reassoc contract <8 x float> %42, %43
  %45 = fmul reassoc contract <8 x float> %broadcast.splat41, %strided.vec28
  %46 = fadd reassoc contract <8 x float> %44, %45
  %47 = fmul reassoc contract <8 x float> %broadcast.splat43, %strided.vec29
  %48 = fadd reassoc contract <8 x float> %46, %47
  %49 = fmul reassoc contract <8 x float> %broadcast.splat45, %strided.vec
  %50 = fadd reassoc contract <8 x float> %49, zeroinitializer
  %51 = fmul reassoc contract <8 x float> %broadcast.splat47, %strided.vec23
  %52 = fadd reassoc contract <8 x float> %50, %51
  %53 = fmul reassoc contract <8 x float> %broadcast.splat49, %strided.vec24
  %54 = fadd reassoc contract <8 x float> %52, %53
  %55 = fmul reassoc contract <8 x float> %broadcast.splat51, %strided.vec25
  %56 = fadd reassoc contract <8 x float> %54, %55
  %57 = fmul reassoc contract <8 x float> %broadcast.splat53, %strided.vec26
  %58 = fadd reassoc contract <8 x float> %56, %57
  %59 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec27
  %60 = fadd reassoc contract <8 x float> %58, %59
  %61 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec28
  %62 = fadd reassoc contract <8 x float> %60, %61
  %63 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec29
  %64 = fadd reassoc contract <8 x float> %62, %63
  %65 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec
  %66 = fadd reassoc contract <8 x float> %65, zeroinitializer
  %67 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec23
  %68 = fadd reassoc contract <8 x float> %66, %67
  %69 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec24
  %70 = fadd reassoc contract <8 x float> %68, %69
  %71 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec25
  %72 = fadd reassoc contract <8 x float> %70, %71
  %73 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec26
  %74 = fadd reassoc contract <8 x float> %72, %73
  %75 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec27
  %76 = fadd reassoc contract <8 x float> %74, %75
  %77 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec28
  %78 = fadd reassoc contract <8 x float> %76, %77
  %79 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec29
  %80 = fadd reassoc contract <8 x float> %78, %79
  %81 = shufflevector <8 x float> %48, <8 x float> %64, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %82 = shufflevector <8 x float> %80, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x float> %81, <16 x float> %82, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec, ptr %2, align 4
  %83 = getelementptr inbounds float, ptr %0, i64 64
  %wide.vec.1 = load <64 x float>, ptr %83, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec23.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec24.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec25.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec26.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec27.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec28.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec29.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %84 = fmul reassoc contract <8 x float> %broadcast.splat, %strided.vec.1
  %85 = fadd reassoc contract <8 x float> %84, zeroinitializer
  %86 = fmul reassoc contract <8 x float> %broadcast.splat31, %strided.vec23.1
  %87 = fadd reassoc contract <8 x float> %85, %86
  %88 = fmul reassoc contract <8 x float> %broadcast.splat33, %strided.vec24.1
  %89 = fadd reassoc contract <8 x float> %87, %88
  %90 = fmul reassoc contract <8 x float> %broadcast.splat35, %strided.vec25.1
  %91 = fadd reassoc contract <8 x float> %89, %90
  %92 = fmul reassoc contract <8 x float> %broadcast.splat37, %strided.vec26.1
  %93 = fadd reassoc contract <8 x float> %91, %92
  %94 = fmul reassoc contract <8 x float> %broadcast.splat39, %strided.vec27.1
  %95 = fadd reassoc contract <8 x float> %93, %94
  %96 = fmul reassoc contract <8 x float> %broadcast.splat41, %strided.vec28.1
  %97 = fadd reassoc contract <8 x float> %95, %96
  %98 = fmul reassoc contract <8 x float> %broadcast.splat43, %strided.vec29.1
  %99 = fadd reassoc contract <8 x float> %97, %98
  %100 = fmul reassoc contract <8 x float> %broadcast.splat45, %strided.vec.1
  %101 = fadd reassoc contract <8 x float> %100, zeroinitializer
  %102 = fmul reassoc contract <8 x float> %broadcast.splat47, %strided.vec23.1
  %103 = fadd reassoc contract <8 x float> %101, %102
  %104 = fmul reassoc contract <8 x float> %broadcast.splat49, %strided.vec24.1
  %105 = fadd reassoc contract <8 x float> %103, %104
  %106 = fmul reassoc contract <8 x float> %broadcast.splat51, %strided.vec25.1
  %107 = fadd reassoc contract <8 x float> %105, %106
  %108 = fmul reassoc contract <8 x float> %broadcast.splat53, %strided.vec26.1
  %109 = fadd reassoc contract <8 x float> %107, %108
  %110 = fmul reassoc contract <8 x float> %broadcast.splat55, %strided.vec27.1
  %111 = fadd reassoc contract <8 x float> %109, %110
  %112 = fmul reassoc contract <8 x float> %broadcast.splat57, %strided.vec28.1
  %113 = fadd reassoc contract <8 x float> %111, %112
  %114 = fmul reassoc contract <8 x float> %broadcast.splat59, %strided.vec29.1
  %115 = fadd reassoc contract <8 x float> %113, %114
  %116 = fmul reassoc contract <8 x float> %broadcast.splat61, %strided.vec.1
  %117 = fadd reassoc contract <8 x float> %116, zeroinitializer
  %118 = fmul reassoc contract <8 x float> %broadcast.splat63, %strided.vec23.1
  %119 = fadd reassoc contract <8 x float> %117, %118
  %120 = fmul reassoc contract <8 x float> %broadcast.splat65, %strided.vec24.1
  %121 = fadd reassoc contract <8 x float> %119, %120
  %122 = fmul reassoc contract <8 x float> %broadcast.splat67, %strided.vec25.1
  %123 = fadd reassoc contract <8 x float> %121, %122
  %124 = fmul reassoc contract <8 x float> %broadcast.splat69, %strided.vec26.1
  %125 = fadd reassoc contract <8 x float> %123, %124
  %126 = fmul reassoc contract <8 x float> %broadcast.splat71, %strided.vec27.1
  %127 = fadd reassoc contract <8 x float> %125, %126
  %128 = fmul reassoc contract <8 x float> %broadcast.splat73, %strided.vec28.1
  %129 = fadd reassoc contract <8 x float> %127, %128
  %130 = fmul reassoc contract <8 x float> %broadcast.splat75, %strided.vec29.1
  %131 = fadd reassoc contract <8 x float> %129, %130
  %132 = getelementptr inbounds float, ptr %2, i64 24
  %133 = shufflevector <8 x float> %99, <8 x float> %115, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %134 = shufflevector <8 x float> %131, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x float> %133, <16 x float> %134, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec.1, ptr %132, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %.phi.trans.insert5 = getelementptr inbounds float, ptr %2, i64 2
  %.pre6 = load float, ptr %.phi.trans.insert5, align 4
  %broadcast.splatinsert11 = insertelement <8 x float> poison, float %.pre6, i64 0
  %broadcast.splat12 = shufflevector <8 x float> %broadcast.splatinsert11, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %2, i64 1
  %.pre4 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert9 = insertelement <8 x float> poison, float %.pre4, i64 0
  %broadcast.splat10 = shufflevector <8 x float> %broadcast.splatinsert9, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %2, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <24 x float>, ptr %1, align 4
  %strided.vec = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec7 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec8 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %3 = fadd contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd contract <8 x float> %strided.vec7, %broadcast.splat10
  %5 = fadd contract <8 x float> %strided.vec8, %broadcast.splat12
  %6 = shufflevector <8 x float> %3, <8 x float> %4, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %7 = shufflevector <8 x float> %5, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x float> %6, <16 x float> %7, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 24
  %wide.vec.1 = load <24 x float>, ptr %8, align 4
  %strided.vec.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec7.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec8.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %9 = fadd contract <8 x float> %strided.vec.1, %broadcast.splat
  %10 = fadd contract <8 x float> %strided.vec7.1, %broadcast.splat10
  %11 = fadd contract <8 x float> %strided.vec8.1, %broadcast.splat12
  %12 = getelementptr inbounds float, ptr %0, i64 24
  %13 = shufflevector <8 x float> %9, <8 x float> %10, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %14 = shufflevector <8 x float> %11, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec.1 = shufflevector <16 x float> %13, <16 x float> %14, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec.1, ptr %12, align 4
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

declare void @netc_k_gather_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %25 = getelementptr inbounds float, ptr %1, i64 8
  %26 = load float, ptr %25, align 4
  %27 = fadd contract float %26, %24
  %28 = getelementptr inbounds float, ptr %1, i64 9
  %29 = load float, ptr %28, align 4
  %30 = fadd contract float %29, %27
  %31 = getelementptr inbounds float, ptr %1, i64 10
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %30
  %34 = getelementptr inbounds float, ptr %1, i64 11
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %33
  %37 = getelementptr inbounds float, ptr %1, i64 12
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %38, %36
  %40 = getelementptr inbounds float, ptr %1, i64 13
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %39
  %43 = getelementptr inbounds float, ptr %1, i64 14
  %44 = load float, ptr %43, align 4
  %45 = fadd contract float %44, %42
  %46 = getelementptr inbounds float, ptr %1, i64 15
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %45
  %49 = fmul contract float %48, 6.250000e-02
  store float %49, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k9_neg(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fneg contract float %2
  store float %3, ptr %0, align 4
  ret void
}

declare void @netc_k_argmax_f32(ptr, ptr, i64, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load i64, ptr %1, align 4
  %4 = load i64, ptr %2, align 4
  %5 = icmp eq i64 %3, %4
  %6 = uitofp i1 %5 to float
  %7 = getelementptr inbounds i64, ptr %1, i64 1
  %8 = load i64, ptr %7, align 4
  %9 = getelementptr inbounds i64, ptr %2, i64 1
  %10 = load i64, ptr %9, align 4
  %11 = icmp eq i64 %8, %10
  %12 = uitofp i1 %11 to float
  %13 = fadd contract float %6, %12
  %14 = getelementptr inbounds i64, ptr %1, i64 2
  %15 = load i64, ptr %14, align 4
  %16 = getelementptr inbounds i64, ptr %2, i64 2
  %17 = load i64, ptr %16, align 4
  %18 = icmp eq i64 %15, %17
  %19 = uitofp i1 %18 to float
  %20 = fadd contract float %13, %19
  %21 = getelementptr inbounds i64, ptr %1, i64 3
  %22 = load i64, ptr %21, align 4
  %23 = getelementptr inbounds i64, ptr %2, i64 3
  %24 = load i64, ptr %23, align 4
  %25 = icmp eq i64 %22, %24
  %26 = uitofp i1 %25 to float
  %27 = fadd contract float %20, %26
  %28 = getelementptr inbounds i64, ptr %1, i64 4
  %29 = load i64, ptr %28, align 4
  %30 = getelementptr inbounds i64, ptr %2, i64 4
  %31 = load i64, ptr %30, align 4
  %32 = icmp eq i64 %29, %31
  %33 = uitofp i1 %32 to float
  %34 = fadd contract float %27, %33
  %35 = getelementptr inbounds i64, ptr %1, i64 5
  %36 = load i64, ptr %35, align 4
  %37 = getelementptr inbounds i64, ptr %2, i64 5
  %38 = load i64, ptr %37, align 4
  %39 = icmp eq i64 %36, %38
  %40 = uitofp i1 %39 to float
  %41 = fadd contract float %34, %40
  %42 = getelementptr inbounds i64, ptr %1, i64 6
  %43 = load i64, ptr %42, align 4
  %44 = getelementptr inbounds i64, ptr %2, i64 6
  %45 = load i64, ptr %44, align 4
  %46 = icmp eq i64 %43, %45
  %47 = uitofp i1 %46 to float
  %48 = fadd contract float %41, %47
  %49 = getelementptr inbounds i64, ptr %1, i64 7
  %50 = load i64, ptr %49, align 4
  %51 = getelementptr inbounds i64, ptr %2, i64 7
  %52 = load i64, ptr %51, align 4
  %53 = icmp eq i64 %50, %52
  %54 = uitofp i1 %53 to float
  %55 = fadd contract float %48, %54
  %56 = getelementptr inbounds i64, ptr %1, i64 8
  %57 = load i64, ptr %56, align 4
  %58 = getelementptr inbounds i64, ptr %2, i64 8
  %59 = load i64, ptr %58, align 4
  %60 = icmp eq i64 %57, %59
  %61 = uitofp i1 %60 to float
  %62 = fadd contract float %55, %61
  %63 = getelementptr inbounds i64, ptr %1, i64 9
  %64 = load i64, ptr %63, align 4
  %65 = getelementptr inbounds i64, ptr %2, i64 9
  %66 = load i64, ptr %65, align 4
  %67 = icmp eq i64 %64, %66
  %68 = uitofp i1 %67 to float
  %69 = fadd contract float %62, %68
  %70 = getelementptr inbounds i64, ptr %1, i64 10
  %71 = load i64, ptr %70, align 4
  %72 = getelementptr inbounds i64, ptr %2, i64 10
  %73 = load i64, ptr %72, align 4
  %74 = icmp eq i64 %71, %73
  %75 = uitofp i1 %74 to float
  %76 = fadd contract float %69, %75
  %77 = getelementptr inbounds i64, ptr %1, i64 11
  %78 = load i64, ptr %77, align 4
  %79 = getelementptr inbounds i64, ptr %2, i64 11
  %80 = load i64, ptr %79, align 4
  %81 = icmp eq i64 %78, %80
  %82 = uitofp i1 %81 to float
  %83 = fadd contract float %76, %82
  %84 = getelementptr inbounds i64, ptr %1, i64 12
  %85 = load i64, ptr %84, align 4
  %86 = getelementptr inbounds i64, ptr %2, i64 12
  %87 = load i64, ptr %86, align 4
  %88 = icmp eq i64 %85, %87
  %89 = uitofp i1 %88 to float
  %90 = fadd contract float %83, %89
  %91 = getelementptr inbounds i64, ptr %1, i64 13
  %92 = load i64, ptr %91, align 4
  %93 = getelementptr inbounds i64, ptr %2, i64 13
  %94 = load i64, ptr %93, align 4
  %95 = icmp eq i64 %92, %94
  %96 = uitofp i1 %95 to float
  %97 = fadd contract float %90, %96
  %98 = getelementptr inbounds i64, ptr %1, i64 14
  %99 = load i64, ptr %98, align 4
  %100 = getelementptr inbounds i64, ptr %2, i64 14
  %101 = load i64, ptr %100, align 4
  %102 = icmp eq i64 %99, %101
  %103 = uitofp i1 %102 to float
  %104 = fadd contract float %97, %103
  %105 = getelementptr inbounds i64, ptr %1, i64 15
  %106 = load i64, ptr %105, align 4
  %107 = getelementptr inbounds i64, ptr %2, i64 15
  %108 = load i64, ptr %107, align 4
  %109 = icmp eq i64 %106, %108
  %110 = uitofp i1 %109 to float
  %111 = fadd contract float %104, %110
  %112 = fmul contract float %111, 6.250000e-02
  store float %112, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k11_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #6 {
entry:
  store float -6.250000e-02, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float -6.250000e-02, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float -6.250000e-02, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float -6.250000e-02, ptr %3, align 4
  %4 = getelementptr inbounds float, ptr %0, i64 4
  store float -6.250000e-02, ptr %4, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 5
  store float -6.250000e-02, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %0, i64 6
  store float -6.250000e-02, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %0, i64 7
  store float -6.250000e-02, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %0, i64 8
  store float -6.250000e-02, ptr %8, align 4
  %9 = getelementptr inbounds float, ptr %0, i64 9
  store float -6.250000e-02, ptr %9, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 10
  store float -6.250000e-02, ptr %10, align 4
  %11 = getelementptr inbounds float, ptr %0, i64 11
  store float -6.250000e-02, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %0, i64 12
  store float -6.250000e-02, ptr %12, align 4
  %13 = getelementptr inbounds float, ptr %0, i64 13
  store float -6.250000e-02, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %0, i64 14
  store float -6.250000e-02, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %0, i64 15
  store float -6.250000e-02, ptr %15, align 4
  ret void
}

declare void @netc_k_gather_grad_f32(ptr, ptr, i32, ptr, i64, i64) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_sum(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %0, i8 0, i64 64, i1 false)
  %wide.load = load <8 x float>, ptr %0, align 4
  %wide.vec = load <24 x float>, ptr %1, align 4
  %strided.vec = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec11 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec12 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %2 = fadd contract <8 x float> %strided.vec, %wide.load
  %3 = fadd contract <8 x float> %strided.vec11, %2
  %4 = fadd contract <8 x float> %strided.vec12, %3
  store <8 x float> %4, ptr %0, align 4
  %5 = getelementptr inbounds float, ptr %0, i64 8
  %wide.load.1 = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %1, i64 24
  %wide.vec.1 = load <24 x float>, ptr %6, align 4
  %strided.vec.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec11.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec12.1 = shufflevector <24 x float> %wide.vec.1, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %7 = fadd contract <8 x float> %strided.vec.1, %wide.load.1
  %8 = fadd contract <8 x float> %strided.vec11.1, %7
  %9 = fadd contract <8 x float> %strided.vec12.1, %8
  store <8 x float> %9, ptr %5, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #7 {
entry:
  %4 = getelementptr float, ptr %0, i64 -2
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %5 = mul nuw nsw i64 %index, 3
  %6 = getelementptr inbounds float, ptr %3, i64 %index
  %wide.load = load <8 x float>, ptr %6, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 %5
  %wide.vec = load <24 x float>, ptr %7, align 4
  %strided.vec = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec4 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec5 = shufflevector <24 x float> %wide.vec, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %8 = getelementptr inbounds float, ptr %2, i64 %5
  %wide.vec6 = load <24 x float>, ptr %8, align 4
  %strided.vec7 = shufflevector <24 x float> %wide.vec6, <24 x float> poison, <8 x i32> <i32 0, i32 3, i32 6, i32 9, i32 12, i32 15, i32 18, i32 21>
  %strided.vec8 = shufflevector <24 x float> %wide.vec6, <24 x float> poison, <8 x i32> <i32 1, i32 4, i32 7, i32 10, i32 13, i32 16, i32 19, i32 22>
  %strided.vec9 = shufflevector <24 x float> %wide.vec6, <24 x float> poison, <8 x i32> <i32 2, i32 5, i32 8, i32 11, i32 14, i32 17, i32 20, i32 23>
  %9 = tail call contract <8 x float> @llvm.exp.v8f32(<8 x float> %strided.vec7)
  %10 = fmul contract <8 x float> %9, %wide.load
  %11 = fsub contract <8 x float> %strided.vec, %10
  %12 = tail call contract <8 x float> @llvm.exp.v8f32(<8 x float> %strided.vec8)
  %13 = fmul contract <8 x float> %12, %wide.load
  %14 = fsub contract <8 x float> %strided.vec4, %13
  %15 = or i64 %5, 2
  %16 = tail call contract <8 x float> @llvm.exp.v8f32(<8 x float> %strided.vec9)
  %17 = fmul contract <8 x float> %16, %wide.load
  %18 = fsub contract <8 x float> %strided.vec5, %17
  %19 = getelementptr float, ptr %4, i64 %15
  %20 = shufflevector <8 x float> %11, <8 x float> %14, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %21 = shufflevector <8 x float> %18, <8 x float> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %interleaved.vec = shufflevector <16 x float> %20, <16 x float> %21, <24 x i32> <i32 0, i32 8, i32 16, i32 1, i32 9, i32 17, i32 2, i32 10, i32 18, i32 3, i32 11, i32 19, i32 4, i32 12, i32 20, i32 5, i32 13, i32 21, i32 6, i32 14, i32 22, i32 7, i32 15, i32 23>
  store <24 x float> %interleaved.vec, ptr %19, align 4
  %index.next = add nuw i64 %index, 8
  %22 = icmp eq i64 %index.next, 16
  br i1 %22, label %exit, label %vector.body, !llvm.loop !3

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop1

loop1:                                            ; preds = %loop1, %entry
  %2 = phi float [ 0.000000e+00, %entry ], [ %55, %loop1 ]
  %3 = phi float [ 0.000000e+00, %entry ], [ %51, %loop1 ]
  %4 = phi float [ 0.000000e+00, %entry ], [ %47, %loop1 ]
  %i3 = phi i64 [ 0, %entry ], [ %56, %loop1 ]
  %5 = mul nuw nsw i64 %i3, 3
  %6 = getelementptr inbounds float, ptr %1, i64 %5
  %7 = load float, ptr %6, align 4
  %8 = fadd contract float %7, %4
  %9 = or i64 %5, 1
  %10 = getelementptr inbounds float, ptr %1, i64 %9
  %11 = load float, ptr %10, align 4
  %12 = fadd contract float %11, %3
  %13 = or i64 %5, 2
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, %2
  %17 = mul nuw i64 %i3, 3
  %18 = or i64 %17, 3
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %8
  %22 = add i64 %17, 4
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %12
  %26 = add i64 %17, 5
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, %16
  %30 = mul nuw i64 %i3, 3
  %31 = add nuw i64 %30, 6
  %32 = getelementptr inbounds float, ptr %1, i64 %31
  %33 = load float, ptr %32, align 4
  %34 = fadd contract float %33, %21
  %35 = add nuw i64 %30, 7
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fadd contract float %37, %25
  %39 = add nuw i64 %30, 8
  %40 = getelementptr inbounds float, ptr %1, i64 %39
  %41 = load float, ptr %40, align 4
  %42 = fadd contract float %41, %29
  %43 = mul nuw i64 %i3, 3
  %44 = add nuw i64 %43, 9
  %45 = getelementptr inbounds float, ptr %1, i64 %44
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, %34
  %48 = add nuw i64 %43, 10
  %49 = getelementptr inbounds float, ptr %1, i64 %48
  %50 = load float, ptr %49, align 4
  %51 = fadd contract float %50, %38
  %52 = add nuw i64 %43, 11
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fadd contract float %54, %42
  %56 = add nuw nsw i64 %i3, 4
  %exitcond.not.3 = icmp eq i64 %56, 16
  br i1 %exitcond.not.3, label %exit2, label %loop1

exit2:                                            ; preds = %loop1
  %57 = getelementptr inbounds float, ptr %0, i64 2
  %58 = getelementptr inbounds float, ptr %0, i64 1
  store float %47, ptr %0, align 4
  store float %51, ptr %58, align 4
  store float %55, ptr %57, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k15_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 16
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 12
  %.pre = load float, ptr %.phi.trans.insert, align 4
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
  %27 = getelementptr inbounds float, ptr %1, i64 13
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %1, i64 14
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %1, i64 15
  %32 = load float, ptr %31, align 4
  %33 = load float, ptr %3, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 17
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds float, ptr %1, i64 18
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 19
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds float, ptr %1, i64 20
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 21
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds float, ptr %1, i64 22
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 23
  %47 = load float, ptr %46, align 4
  br label %loop

loop:                                             ; preds = %loop, %entry
  %i = phi i64 [ 0, %entry ], [ %146, %loop ]
  %48 = shl nuw nsw i64 %i, 5
  %uglygep = getelementptr i8, ptr %2, i64 %48
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %uglygep, i8 0, i64 32, i1 false)
  %49 = shl i64 %i, 3
  %50 = mul nuw nsw i64 %i, 3
  %51 = getelementptr inbounds float, ptr %2, i64 %49
  %52 = getelementptr inbounds float, ptr %0, i64 %50
  %53 = load float, ptr %52, align 4
  %54 = fmul contract float %53, %4
  %55 = load float, ptr %51, align 4
  %56 = fadd contract float %55, %54
  store float %56, ptr %51, align 4
  %57 = or i64 %49, 1
  %58 = getelementptr inbounds float, ptr %2, i64 %57
  %59 = fmul contract float %53, %6
  %60 = load float, ptr %58, align 4
  %61 = fadd contract float %60, %59
  store float %61, ptr %58, align 4
  %62 = or i64 %49, 2
  %63 = getelementptr inbounds float, ptr %2, i64 %62
  %64 = fmul contract float %53, %8
  %65 = load float, ptr %63, align 4
  %66 = fadd contract float %65, %64
  store float %66, ptr %63, align 4
  %67 = or i64 %49, 3
  %68 = getelementptr inbounds float, ptr %2, i64 %67
  %69 = fmul contract float %53, %10
  %70 = load float, ptr %68, align 4
  %71 = fadd contract float %70, %69
  store float %71, ptr %68, align 4
  %72 = or i64 %49, 4
  %73 = getelementptr inbounds float, ptr %2, i64 %72
  %74 = fmul contract float %53, %12
  %75 = load float, ptr %73, align 4
  %76 = fadd contract float %75, %74
  store float %76, ptr %73, align 4
  %77 = or i64 %49, 5
  %78 = getelementptr inbounds float, ptr %2, i64 %77
  %79 = fmul contract float %53, %14
  %80 = load float, ptr %78, align 4
  %81 = fadd contract float %80, %79
  store float %81, ptr %78, align 4
  %82 = or i64 %49, 6
  %83 = getelementptr inbounds float, ptr %2, i64 %82
  %84 = fmul contract float %53, %16
  %85 = load float, ptr %83, align 4
  %86 = fadd contract float %85, %84
  store float %86, ptr %83, align 4
  %87 = or i64 %49, 7
  %88 = getelementptr inbounds float, ptr %2, i64 %87
  %89 = fmul contract float %53, %18
  %90 = load float, ptr %88, align 4
  %91 = fadd contract float %90, %89
  store float %91, ptr %88, align 4
  %92 = add nuw nsw i64 %50, 1
  %93 = getelementptr inbounds float, ptr %0, i64 %92
  %94 = load float, ptr %93, align 4
  %95 = fmul contract float %94, %20
  %96 = load float, ptr %51, align 4
  %97 = fadd contract float %96, %95
  store float %97, ptr %51, align 4
  %98 = fmul contract float %94, %22
  %99 = load float, ptr %58, align 4
  %100 = fadd contract float %99, %98
  store float %100, ptr %58, align 4
  %101 = fmul contract float %94, %24
  %102 = load float, ptr %63, align 4
  %103 = fadd contract float %102, %101
  store float %103, ptr %63, align 4
  %104 = fmul contract float %94, %26
  %105 = load float, ptr %68, align 4
  %106 = fadd contract float %105, %104
  store float %106, ptr %68, align 4
  %107 = fmul contract float %94, %.pre
  %108 = load float, ptr %73, align 4
  %109 = fadd contract float %108, %107
  store float %109, ptr %73, align 4
  %110 = fmul contract float %94, %28
  %111 = load float, ptr %78, align 4
  %112 = fadd contract float %111, %110
  store float %112, ptr %78, align 4
  %113 = fmul contract float %94, %30
  %114 = load float, ptr %83, align 4
  %115 = fadd contract float %114, %113
  store float %115, ptr %83, align 4
  %116 = fmul contract float %94, %32
  %117 = load float, ptr %88, align 4
  %118 = fadd contract float %117, %116
  store float %118, ptr %88, align 4
  %119 = add nuw nsw i64 %50, 2
  %120 = getelementptr inbounds float, ptr %0, i64 %119
  %121 = load float, ptr %120, align 4
  %122 = fmul contract float %121, %33
  %123 = load float, ptr %51, align 4
  %124 = fadd contract float %123, %122
  store float %124, ptr %51, align 4
  %125 = fmul contract float %121, %35
  %126 = load float, ptr %58, align 4
  %127 = fadd contract float %126, %125
  store float %127, ptr %58, align 4
  %128 = fmul contract float %121, %37
  %129 = load float, ptr %63, align 4
  %130 = fadd contract float %129, %128
  store float %130, ptr %63, align 4
  %131 = fmul contract float %121, %39
  %132 = load float, ptr %68, align 4
  %133 = fadd contract float %132, %131
  store float %133, ptr %68, align 4
  %134 = fmul contract float %121, %41
  %135 = load float, ptr %73, align 4
  %136 = fadd contract float %135, %134
  store float %136, ptr %73, align 4
  %137 = fmul contract float %121, %43
  %138 = load float, ptr %78, align 4
  %139 = fadd contract float %138, %137
  store float %139, ptr %78, align 4
  %140 = fmul contract float %121, %45
  %141 = load float, ptr %83, align 4
  %142 = fadd contract float %141, %140
  store float %142, ptr %83, align 4
  %143 = fmul contract float %121, %47
  %144 = load float, ptr %88, align 4
  %145 = fadd contract float %144, %143
  store float %145, ptr %88, align 4
  %146 = add nuw nsw i64 %i, 1
  %exitcond.not = icmp eq i64 %146, 16
  br i1 %exitcond.not, label %exit, label %loop

exit:                                             ; preds = %loop
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k16_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit5, %entry
  %i = phi i64 [ 0, %entry ], [ %73, %exit5 ]
  %3 = shl nuw nsw i64 %i, 5
  %uglygep = getelementptr i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %uglygep, i8 0, i64 32, i1 false)
  %4 = shl i64 %i, 3
  %5 = getelementptr inbounds float, ptr %2, i64 %4
  %6 = or i64 %4, 1
  %7 = getelementptr inbounds float, ptr %2, i64 %6
  %8 = or i64 %4, 2
  %9 = getelementptr inbounds float, ptr %2, i64 %8
  %10 = or i64 %4, 3
  %11 = getelementptr inbounds float, ptr %2, i64 %10
  %12 = or i64 %4, 4
  %13 = getelementptr inbounds float, ptr %2, i64 %12
  %14 = or i64 %4, 5
  %15 = getelementptr inbounds float, ptr %2, i64 %14
  %16 = or i64 %4, 6
  %17 = getelementptr inbounds float, ptr %2, i64 %16
  %18 = or i64 %4, 7
  %19 = getelementptr inbounds float, ptr %2, i64 %18
  %.promoted = load float, ptr %5, align 4
  %.promoted12 = load float, ptr %7, align 4
  %.promoted14 = load float, ptr %9, align 4
  %.promoted16 = load float, ptr %11, align 4
  %.promoted18 = load float, ptr %13, align 4
  %.promoted20 = load float, ptr %15, align 4
  %.promoted22 = load float, ptr %17, align 4
  %.promoted24 = load float, ptr %19, align 4
  br label %loop4

exit:                                             ; preds = %exit5
  ret void

loop4:                                            ; preds = %loop, %loop4
  %20 = phi float [ %71, %loop4 ], [ %.promoted24, %loop ]
  %21 = phi float [ %66, %loop4 ], [ %.promoted22, %loop ]
  %22 = phi float [ %61, %loop4 ], [ %.promoted20, %loop ]
  %23 = phi float [ %56, %loop4 ], [ %.promoted18, %loop ]
  %24 = phi float [ %51, %loop4 ], [ %.promoted16, %loop ]
  %25 = phi float [ %46, %loop4 ], [ %.promoted14, %loop ]
  %26 = phi float [ %41, %loop4 ], [ %.promoted12, %loop ]
  %27 = phi float [ %36, %loop4 ], [ %.promoted, %loop ]
  %i6 = phi i64 [ %72, %loop4 ], [ 0, %loop ]
  %28 = mul nuw nsw i64 %i6, 3
  %29 = add nuw nsw i64 %28, %i
  %30 = getelementptr inbounds float, ptr %0, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = shl i64 %i6, 3
  %33 = getelementptr inbounds float, ptr %1, i64 %32
  %34 = load float, ptr %33, align 4
  %35 = fmul contract float %31, %34
  %36 = fadd contract float %27, %35
  %37 = or i64 %32, 1
  %38 = getelementptr inbounds float, ptr %1, i64 %37
  %39 = load float, ptr %38, align 4
  %40 = fmul contract float %31, %39
  %41 = fadd contract float %26, %40
  %42 = or i64 %32, 2
  %43 = getelementptr inbounds float, ptr %1, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = fmul contract float %31, %44
  %46 = fadd contract float %25, %45
  %47 = or i64 %32, 3
  %48 = getelementptr inbounds float, ptr %1, i64 %47
  %49 = load float, ptr %48, align 4
  %50 = fmul contract float %31, %49
  %51 = fadd contract float %24, %50
  %52 = or i64 %32, 4
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = load float, ptr %53, align 4
  %55 = fmul contract float %31, %54
  %56 = fadd contract float %23, %55
  %57 = or i64 %32, 5
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4
  %60 = fmul contract float %31, %59
  %61 = fadd contract float %22, %60
  %62 = or i64 %32, 6
  %63 = getelementptr inbounds float, ptr %1, i64 %62
  %64 = load float, ptr %63, align 4
  %65 = fmul contract float %31, %64
  %66 = fadd contract float %21, %65
  %67 = or i64 %32, 7
  %68 = getelementptr inbounds float, ptr %1, i64 %67
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %31, %69
  %71 = fadd contract float %20, %70
  %72 = add nuw nsw i64 %i6, 1
  %exitcond.not = icmp eq i64 %72, 16
  br i1 %exitcond.not, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  store float %36, ptr %5, align 4
  store float %41, ptr %7, align 4
  store float %46, ptr %9, align 4
  store float %51, ptr %11, align 4
  store float %56, ptr %13, align 4
  store float %61, ptr %15, align 4
  store float %66, ptr %17, align 4
  store float %71, ptr %19, align 4
  %73 = add nuw nsw i64 %i, 1
  %exitcond11.not = icmp eq i64 %73, 3
  br i1 %exitcond11.not, label %exit, label %loop
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k17_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #7 {
entry:
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %entry
  %index = phi i64 [ 0, %entry ], [ %index.next, %vector.body ]
  %5 = getelementptr inbounds float, ptr %1, i64 %index
  %wide.load = load <8 x float>, ptr %5, align 4
  %6 = getelementptr inbounds float, ptr %2, i64 %index
  %wide.load1 = load <8 x float>, ptr %6, align 4
  %7 = fmul contract <8 x float> %wide.load, %wide.load1
  %8 = getelementptr inbounds float, ptr %3, i64 %index
  %wide.load2 = load <8 x float>, ptr %8, align 4
  %9 = fneg contract <8 x float> %wide.load2
  %10 = fmul contract <8 x float> %wide.load2, %9
  %11 = tail call contract <8 x float> @llvm.exp.v8f32(<8 x float> %10)
  %12 = fmul contract <8 x float> %11, <float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000, float 0x3FF20DD760000000>
  %13 = fmul contract <8 x float> %7, %12
  %14 = fmul contract <8 x float> %13, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %15 = getelementptr inbounds float, ptr %4, i64 %index
  %wide.load3 = load <8 x float>, ptr %15, align 4
  %16 = fmul contract <8 x float> %wide.load, %wide.load3
  %17 = fmul contract <8 x float> %16, <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>
  %18 = fadd contract <8 x float> %17, %14
  %19 = getelementptr inbounds float, ptr %0, i64 %index
  store <8 x float> %18, ptr %19, align 4
  %index.next = add nuw i64 %index, 8
  %20 = icmp eq i64 %index.next, 128
  br i1 %20, label %exit, label %vector.body, !llvm.loop !4

exit:                                             ; preds = %vector.body
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k18_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
entry:
  br label %loop1

loop1:                                            ; preds = %entry, %loop1
  %2 = phi float [ %41, %loop1 ], [ 0.000000e+00, %entry ]
  %3 = phi float [ %37, %loop1 ], [ 0.000000e+00, %entry ]
  %4 = phi float [ %33, %loop1 ], [ 0.000000e+00, %entry ]
  %5 = phi float [ %29, %loop1 ], [ 0.000000e+00, %entry ]
  %6 = phi float [ %25, %loop1 ], [ 0.000000e+00, %entry ]
  %7 = phi float [ %21, %loop1 ], [ 0.000000e+00, %entry ]
  %8 = phi float [ %17, %loop1 ], [ 0.000000e+00, %entry ]
  %9 = phi float [ %13, %loop1 ], [ 0.000000e+00, %entry ]
  %i3 = phi i64 [ %42, %loop1 ], [ 0, %entry ]
  %10 = shl i64 %i3, 3
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4
  %13 = fadd contract float %12, %9
  %14 = or i64 %10, 1
  %15 = getelementptr inbounds float, ptr %1, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %16, %8
  %18 = or i64 %10, 2
  %19 = getelementptr inbounds float, ptr %1, i64 %18
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %20, %7
  %22 = or i64 %10, 3
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %6
  %26 = or i64 %10, 4
  %27 = getelementptr inbounds float, ptr %1, i64 %26
  %28 = load float, ptr %27, align 4
  %29 = fadd contract float %28, %5
  %30 = or i64 %10, 5
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %32, %4
  %34 = or i64 %10, 6
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fadd contract float %36, %3
  %38 = or i64 %10, 7
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4
  %41 = fadd contract float %40, %2
  %42 = add nuw nsw i64 %i3, 1
  %exitcond.not = icmp eq i64 %42, 16
  br i1 %exitcond.not, label %exit2, label %loop1

exit2:                                            ; preds = %loop1
  %43 = getelementptr inbounds float, ptr %0, i64 7
  %44 = getelementptr inbounds float, ptr %0, i64 6
  %45 = getelementptr inbounds float, ptr %0, i64 5
  %46 = getelementptr inbounds float, ptr %0, i64 4
  %47 = getelementptr inbounds float, ptr %0, i64 3
  %48 = getelementptr inbounds float, ptr %0, i64 2
  %49 = getelementptr inbounds float, ptr %0, i64 1
  store float %13, ptr %0, align 4
  store float %17, ptr %49, align 4
  store float %21, ptr %48, align 4
  store float %25, ptr %47, align 4
  store float %29, ptr %46, align 4
  store float %33, ptr %45, align 4
  store float %37, ptr %44, align 4
  store float %41, ptr %43, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k19_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  br label %loop

loop:                                             ; preds = %exit5, %entry
  %i = phi i64 [ 0, %entry ], [ %66, %exit5 ]
  %3 = shl nuw nsw i64 %i, 4
  %uglygep = getelementptr i8, ptr %2, i64 %3
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %uglygep, i8 0, i64 16, i1 false)
  %4 = shl i64 %i, 2
  %5 = getelementptr inbounds float, ptr %2, i64 %4
  %6 = or i64 %4, 1
  %7 = getelementptr inbounds float, ptr %2, i64 %6
  %8 = or i64 %4, 2
  %9 = getelementptr inbounds float, ptr %2, i64 %8
  %10 = or i64 %4, 3
  %11 = getelementptr inbounds float, ptr %2, i64 %10
  %.promoted = load float, ptr %5, align 4
  %.promoted12 = load float, ptr %7, align 4
  %.promoted14 = load float, ptr %9, align 4
  %.promoted16 = load float, ptr %11, align 4
  br label %loop4

exit:                                             ; preds = %exit5
  ret void

loop4:                                            ; preds = %loop4, %loop
  %12 = phi float [ %.promoted16, %loop ], [ %64, %loop4 ]
  %13 = phi float [ %.promoted14, %loop ], [ %59, %loop4 ]
  %14 = phi float [ %.promoted12, %loop ], [ %54, %loop4 ]
  %15 = phi float [ %.promoted, %loop ], [ %49, %loop4 ]
  %i6 = phi i64 [ 0, %loop ], [ %65, %loop4 ]
  %16 = shl nuw nsw i64 %i6, 3
  %17 = add nuw nsw i64 %16, %i
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = shl i64 %i6, 2
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4
  %23 = fmul contract float %19, %22
  %24 = fadd contract float %15, %23
  %25 = or i64 %20, 1
  %26 = getelementptr inbounds float, ptr %1, i64 %25
  %27 = load float, ptr %26, align 4
  %28 = fmul contract float %19, %27
  %29 = fadd contract float %14, %28
  %30 = or i64 %20, 2
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fmul contract float %19, %32
  %34 = fadd contract float %13, %33
  %35 = or i64 %20, 3
  %36 = getelementptr inbounds float, ptr %1, i64 %35
  %37 = load float, ptr %36, align 4
  %38 = fmul contract float %19, %37
  %39 = fadd contract float %12, %38
  %40 = or i64 %i6, 1
  %41 = shl nuw nsw i64 %40, 3
  %42 = add nuw nsw i64 %41, %i
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4
  %45 = shl i64 %40, 2
  %46 = getelementptr inbounds float, ptr %1, i64 %45
  %47 = load float, ptr %46, align 4
  %48 = fmul contract float %44, %47
  %49 = fadd contract float %24, %48
  %50 = or i64 %45, 1
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4
  %53 = fmul contract float %44, %52
  %54 = fadd contract float %29, %53
  %55 = or i64 %45, 2
  %56 = getelementptr inbounds float, ptr %1, i64 %55
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %44, %57
  %59 = fadd contract float %34, %58
  %60 = or i64 %45, 3
  %61 = getelementptr inbounds float, ptr %1, i64 %60
  %62 = load float, ptr %61, align 4
  %63 = fmul contract float %44, %62
  %64 = fadd contract float %39, %63
  %65 = add nuw nsw i64 %i6, 2
  %exitcond.not.1 = icmp eq i64 %65, 16
  br i1 %exitcond.not.1, label %exit5, label %loop4

exit5:                                            ; preds = %loop4
  store float %49, ptr %5, align 4
  store float %54, ptr %7, align 4
  store float %59, ptr %9, align 4
  store float %64, ptr %11, align 4
  %66 = add nuw nsw i64 %i, 1
  %exitcond11.not = icmp eq i64 %66, 8
  br i1 %exitcond11.not, label %exit, label %loop
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.exp.v8f32(<8 x float>) #9

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { noinline nounwind "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #7 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!0 = distinct !{!0, !1, !2}
!1 = !{!"llvm.loop.isvectorized", i32 1}
!2 = !{!"llvm.loop.unroll.runtime.disable"}
!3 = distinct !{!3, !1, !2}
!4 = distinct !{!4, !1, !2}

