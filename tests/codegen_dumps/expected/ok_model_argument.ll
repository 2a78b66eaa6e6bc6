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
  call fastcc void @k1_add(ptr nonnull %12, ptr %8, ptr %3, ptr %11)
  %13 = getelementptr inbounds ptr, ptr %2, i64 2
  %14 = load ptr, ptr %13, align 8
  call fastcc void @k2_small_matmul(ptr nonnull %12, ptr %14, ptr %3)
  %15 = getelementptr inbounds ptr, ptr %2, i64 3
  %16 = load ptr, ptr %15, align 8
  call fastcc void @k3_mul(ptr nonnull %12, ptr %3, ptr %16)
  %17 = getelementptr inbounds ptr, ptr %2, i64 4
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k4_small_matmul(ptr nonnull %12, ptr %18, ptr %3)
  %19 = getelementptr inbounds ptr, ptr %2, i64 5
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k5_add(ptr nonnull %21, ptr nonnull %12, ptr %3, ptr %20)
  %22 = getelementptr inbounds ptr, ptr %2, i64 6
  %23 = load ptr, ptr %22, align 8
  call fastcc void @k6_small_matmul(ptr nonnull %21, ptr %23, ptr nonnull %12)
  %24 = getelementptr inbounds ptr, ptr %2, i64 7
  %25 = load ptr, ptr %24, align 8
  call fastcc void @k7_add(ptr %3, ptr nonnull %21, ptr nonnull %12, ptr %25)
  call fastcc void @k8_add(ptr nonnull %21, ptr %3)
  %26 = getelementptr inbounds ptr, ptr %2, i64 8
  %27 = load ptr, ptr %26, align 8
  call fastcc void @k9_small_matmul(ptr nonnull %21, ptr %27, ptr nonnull %12)
  %28 = getelementptr inbounds ptr, ptr %2, i64 9
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %1, align 8
  call fastcc void @k10_add(ptr %30, ptr nonnull %12, ptr %29)
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = load float, ptr %3, align 4
  %7 = fadd contract float %5, %6
  %8 = fadd contract float %4, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds float, ptr %2, i64 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %3, i64 1
  %14 = load float, ptr %13, align 4
  %15 = fadd contract float %12, %14
  %16 = fadd contract float %10, %15
  %17 = getelementptr inbounds float, ptr %0, i64 1
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %2, i64 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds float, ptr %3, i64 2
  %23 = load float, ptr %22, align 4
  %24 = fadd contract float %21, %23
  %25 = fadd contract float %19, %24
  %26 = getelementptr inbounds float, ptr %0, i64 2
  store float %25, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 3
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds float, ptr %2, i64 3
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds float, ptr %3, i64 3
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %30, %32
  %34 = fadd contract float %28, %33
  %35 = getelementptr inbounds float, ptr %0, i64 3
  store float %34, ptr %35, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_mul(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  %6 = fmul contract float %5, 5.000000e-01
  store float %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %8, %10
  %12 = fmul contract float %11, 5.000000e-01
  %13 = getelementptr inbounds float, ptr %0, i64 1
  store float %12, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 2
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %2, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %15, %17
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds float, ptr %0, i64 2
  store float %19, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 3
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds float, ptr %2, i64 3
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %22, %24
  %26 = fmul contract float %25, 5.000000e-01
  %27 = getelementptr inbounds float, ptr %0, i64 3
  store float %26, ptr %27, align 4
  ret void
}

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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = load float, ptr %3, align 4
  %7 = fadd contract float %5, %6
  %8 = fcmp contract olt float %7, 0.000000e+00
  %9 = select contract i1 %8, float 0.000000e+00, float %7
  %10 = fadd contract float %4, %9
  store float %10, ptr %0, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %2, i64 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %3, i64 1
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %14, %16
  %18 = fcmp contract olt float %17, 0.000000e+00
  %19 = select contract i1 %18, float 0.000000e+00, float %17
  %20 = fadd contract float %12, %19
  %21 = getelementptr inbounds float, ptr %0, i64 1
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %2, i64 2
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds float, ptr %3, i64 2
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  %29 = fcmp contract olt float %28, 0.000000e+00
  %30 = select contract i1 %29, float 0.000000e+00, float %28
  %31 = fadd contract float %23, %30
  %32 = getelementptr inbounds float, ptr %0, i64 2
  store float %31, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 3
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 3
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %3, i64 3
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %36, %38
  %40 = fcmp contract olt float %39, 0.000000e+00
  %41 = select contract i1 %40, float 0.000000e+00, float %39
  %42 = fadd contract float %34, %41
  %43 = getelementptr inbounds float, ptr %0, i64 3
  store float %42, ptr %43, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = load float, ptr %3, align 4
  %7 = fadd contract float %5, %6
  %8 = fcmp contract olt float %7, 0.000000e+00
  %9 = select contract i1 %8, float 0.000000e+00, float %7
  %10 = fadd contract float %4, %9
  store float %10, ptr %0, align 4
  %11 = getelementptr inbounds float, ptr %1, i64 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds float, ptr %2, i64 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds float, ptr %3, i64 1
  %16 = load float, ptr %15, align 4
  %17 = fadd contract float %14, %16
  %18 = fcmp contract olt float %17, 0.000000e+00
  %19 = select contract i1 %18, float 0.000000e+00, float %17
  %20 = fadd contract float %12, %19
  %21 = getelementptr inbounds float, ptr %0, i64 1
  store float %20, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %1, i64 2
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds float, ptr %2, i64 2
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds float, ptr %3, i64 2
  %27 = load float, ptr %26, align 4
  %28 = fadd contract float %25, %27
  %29 = fcmp contract olt float %28, 0.000000e+00
  %30 = select contract i1 %29, float 0.000000e+00, float %28
  %31 = fadd contract float %23, %30
  %32 = getelementptr inbounds float, ptr %0, i64 2
  store float %31, ptr %32, align 4
  %33 = getelementptr inbounds float, ptr %1, i64 3
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 3
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds float, ptr %3, i64 3
  %38 = load float, ptr %37, align 4
  %39 = fadd contract float %36, %38
  %40 = fcmp contract olt float %39, 0.000000e+00
  %41 = select contract i1 %40, float 0.000000e+00, float %39
  %42 = fadd contract float %34, %41
  %43 = getelementptr inbounds float, ptr %0, i64 3
  store float %42, ptr %43, align 4
  ret void
}

; Function Attrs: noinline nounwind
define internal fastcc void @k8_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fmul contract float %2, 5.000000e-01
  %4 = fmul contract float %2, 0x3FE6A09E60000000
  %5 = tail call contract float @erff(float %4) #2
  %6 = fadd contract float %5, 1.000000e+00
  %7 = fmul contract float %3, %6
  %8 = fadd contract float %2, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %10, 5.000000e-01
  %12 = fmul contract float %10, 0x3FE6A09E60000000
  %13 = tail call contract float @erff(float %12) #2
  %14 = fadd contract float %13, 1.000000e+00
  %15 = fmul contract float %11, %14
  %16 = fadd contract float %10, %15
  %17 = getelementptr inbounds float, ptr %0, i64 1
  store float %16, ptr %17, align 4
  %18 = getelementptr inbounds float, ptr %1, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, 5.000000e-01
  %21 = fmul contract float %19, 0x3FE6A09E60000000
  %22 = tail call contract float @erff(float %21) #2
  %23 = fadd contract float %22, 1.000000e+00
  %24 = fmul contract float %20, %23
  %25 = fadd contract float %19, %24
  %26 = getelementptr inbounds float, ptr %0, i64 2
  store float %25, ptr %26, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 3
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %28, 5.000000e-01
  %30 = fmul contract float %28, 0x3FE6A09E60000000
  %31 = tail call contract float @erff(float %30) #2
  %32 = fadd contract float %31, 1.000000e+00
  %33 = fmul contract float %29, %32
  %34 = fadd contract float %28, %33
  %35 = getelementptr inbounds float, ptr %0, i64 3
  store float %34, ptr %35, align 4
  ret void
}

declare float @erff(float) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { noinline nounwind "target-cpu"="x86-64-v3" }

