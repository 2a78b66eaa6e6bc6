; @top
; ModuleID = 'netc_top'
source_filename = "netc_top"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_top(ptr noalias nocapture readnone %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readnone %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  call fastcc void @k0_ones(ptr %3)
  %8 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_ones(ptr nonnull %8)
  %9 = load ptr, ptr %1, align 8
  call fastcc void @k2_add(ptr %9, ptr %3, ptr nonnull %8)
  call fastcc void @k3_ones(ptr %3)
  call fastcc void @k4_ones(ptr nonnull %8)
  %10 = getelementptr inbounds ptr, ptr %1, i64 1
  %11 = load ptr, ptr %10, align 8
  call fastcc void @k5_add(ptr %11, ptr %3, ptr nonnull %8)
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k1_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %20 = fadd contract float %19, %4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 4
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %9
  %25 = getelementptr inbounds float, ptr %0, i64 4
  store float %24, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 5
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %27, %15
  %29 = getelementptr inbounds float, ptr %0, i64 5
  store float %28, ptr %29, align 4
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k4_ones(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 1.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 1.000000e+00, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %20 = fadd contract float %19, %4
  %21 = getelementptr inbounds float, ptr %0, i64 3
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 4
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %23, %9
  %25 = getelementptr inbounds float, ptr %0, i64 4
  store float %24, ptr %25, align 4
  %26 = getelementptr inbounds float, ptr %1, i64 5
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %27, %15
  %29 = getelementptr inbounds float, ptr %0, i64 5
  store float %28, ptr %29, align 4
  %30 = getelementptr inbounds float, ptr %1, i64 6
  %31 = load float, ptr %30, align 4
  %32 = fadd contract float %31, %4
  %33 = getelementptr inbounds float, ptr %0, i64 6
  store float %32, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 7
  %35 = load float, ptr %34, align 4
  %36 = fadd contract float %35, %9
  %37 = getelementptr inbounds float, ptr %0, i64 7
  store float %36, ptr %37, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 8
  %39 = load float, ptr %38, align 4
  %40 = fadd contract float %39, %15
  %41 = getelementptr inbounds float, ptr %0, i64 8
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 9
  %43 = load float, ptr %42, align 4
  %44 = fadd contract float %43, %4
  %45 = getelementptr inbounds float, ptr %0, i64 9
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 10
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %9
  %49 = getelementptr inbounds float, ptr %0, i64 10
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 11
  %51 = load float, ptr %50, align 4
  %52 = fadd contract float %51, %15
  %53 = getelementptr inbounds float, ptr %0, i64 11
  store float %52, ptr %53, align 4
  %54 = getelementptr inbounds float, ptr %1, i64 12
  %55 = load float, ptr %54, align 4
  %56 = fadd contract float %55, %4
  %57 = getelementptr inbounds float, ptr %0, i64 12
  store float %56, ptr %57, align 4
  %58 = getelementptr inbounds float, ptr %1, i64 13
  %59 = load float, ptr %58, align 4
  %60 = fadd contract float %59, %9
  %61 = getelementptr inbounds float, ptr %0, i64 13
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 14
  %63 = load float, ptr %62, align 4
  %64 = fadd contract float %63, %15
  %65 = getelementptr inbounds float, ptr %0, i64 14
  store float %64, ptr %65, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

