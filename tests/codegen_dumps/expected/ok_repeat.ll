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
  call fastcc void @k0_mean(ptr %3, ptr %8)
  %9 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %9, ptr %8, ptr %3)
  call fastcc void @k2_mean(ptr %3, ptr nonnull %9)
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds ptr, ptr %2, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k3_add(ptr nonnull %13, ptr nonnull %9, ptr %3, ptr %10, ptr %12)
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k4_small_matmul(ptr nonnull %13, ptr %15, ptr nonnull %9)
  %16 = getelementptr inbounds ptr, ptr %2, i64 3
  %17 = load ptr, ptr %16, align 8
  call fastcc void @k5_add(ptr %3, ptr %8, ptr nonnull %9, ptr %17)
  call fastcc void @k6_mean(ptr nonnull %13, ptr %3)
  call fastcc void @k7_sub(ptr nonnull %9, ptr %3, ptr nonnull %13)
  call fastcc void @k8_mean(ptr nonnull %13, ptr nonnull %9)
  %18 = getelementptr inbounds ptr, ptr %2, i64 4
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds ptr, ptr %2, i64 5
  %21 = load ptr, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %3, i64 192
  call fastcc void @k9_add(ptr nonnull %22, ptr nonnull %9, ptr nonnull %13, ptr %19, ptr %21)
  %23 = getelementptr inbounds ptr, ptr %2, i64 6
  %24 = load ptr, ptr %23, align 8
  call fastcc void @k10_small_matmul(ptr nonnull %22, ptr %24, ptr nonnull %9)
  %25 = getelementptr inbounds ptr, ptr %2, i64 7
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k11_add(ptr nonnull %13, ptr %3, ptr nonnull %9, ptr %26)
  call fastcc void @k12_mean(ptr nonnull %22, ptr nonnull %13)
  call fastcc void @k13_sub(ptr %3, ptr nonnull %13, ptr nonnull %22)
  call fastcc void @k14_mean(ptr nonnull %9, ptr %3)
  call fastcc void @k15_add(ptr nonnull %22, ptr %3, ptr nonnull %9, ptr %19, ptr %21)
  call fastcc void @k16_small_matmul(ptr nonnull %22, ptr %24, ptr %3)
  call fastcc void @k17_add(ptr nonnull %9, ptr nonnull %13, ptr %3, ptr %26)
  %27 = getelementptr inbounds ptr, ptr %2, i64 8
  %28 = load ptr, ptr %27, align 8
  call fastcc void @k18_small_matmul(ptr nonnull %9, ptr %28, ptr nonnull %22)
  %29 = getelementptr inbounds ptr, ptr %2, i64 9
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %1, align 8
  call fastcc void @k19_add(ptr %31, ptr nonnull %22, ptr %30)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

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
  %13 = fmul contract float %12, 2.500000e-01
  store float %13, ptr %0, align 4
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
  %17 = fmul contract float %16, 2.500000e-01
  store float %17, ptr %0, align 4
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
define internal fastcc void @k6_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %13 = fmul contract float %12, 2.500000e-01
  store float %13, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %17 = fmul contract float %16, 2.500000e-01
  store float %17, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #4 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
define internal fastcc void @k11_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
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
define internal fastcc void @k12_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %13 = fmul contract float %12, 2.500000e-01
  store float %13, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #3 {
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
  %17 = fmul contract float %16, 2.500000e-01
  store float %17, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k15_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #4 {
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k16_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
define internal fastcc void @k17_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
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
define internal fastcc void @k18_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #3 {
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
define internal fastcc void @k19_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
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
attributes #4 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
  %8 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_mean(ptr nonnull %8, ptr %3)
  %9 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k2_sub(ptr nonnull %9, ptr %3, ptr nonnull %8)
  call fastcc void @k3_mean(ptr nonnull %8, ptr nonnull %9)
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds ptr, ptr %2, i64 1
  %12 = load ptr, ptr %11, align 8
  %13 = getelementptr inbounds i8, ptr %3, i64 192
  call fastcc void @k4_add(ptr nonnull %13, ptr nonnull %9, ptr nonnull %8, ptr %10, ptr %12)
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  call fastcc void @k5_small_matmul(ptr nonnull %13, ptr %15, ptr nonnull %9)
  %16 = getelementptr inbounds ptr, ptr %2, i64 3
  %17 = load ptr, ptr %16, align 8
  call fastcc void @k6_add(ptr nonnull %8, ptr %3, ptr nonnull %9, ptr %17)
  call fastcc void @k7_mean(ptr nonnull %13, ptr nonnull %8)
  call fastcc void @k8_sub(ptr %3, ptr nonnull %8, ptr nonnull %13)
  call fastcc void @k9_mean(ptr nonnull %9, ptr %3)
  %18 = getelementptr inbounds ptr, ptr %2, i64 4
  %19 = load ptr, ptr %18, align 8
  %20 = getelementptr inbounds ptr, ptr %2, i64 5
  %21 = load ptr, ptr %20, align 8
  call fastcc void @k10_add(ptr nonnull %13, ptr %3, ptr nonnull %9, ptr %19, ptr %21)
  %22 = getelementptr inbounds ptr, ptr %2, i64 6
  %23 = load ptr, ptr %22, align 8
  call fastcc void @k11_small_matmul(ptr nonnull %13, ptr %23, ptr %3)
  %24 = getelementptr inbounds ptr, ptr %2, i64 7
  %25 = load ptr, ptr %24, align 8
  call fastcc void @k12_add(ptr nonnull %9, ptr nonnull %8, ptr %3, ptr %25)
  call fastcc void @k13_mean(ptr nonnull %13, ptr nonnull %9)
  call fastcc void @k14_sub(ptr nonnull %8, ptr nonnull %9, ptr nonnull %13)
  call fastcc void @k15_mean(ptr %3, ptr nonnull %8)
  call fastcc void @k16_add(ptr nonnull %13, ptr nonnull %8, ptr %3, ptr %19, ptr %21)
  call fastcc void @k17_small_matmul(ptr nonnull %13, ptr %23, ptr nonnull %8)
  call fastcc void @k18_add(ptr %3, ptr nonnull %9, ptr nonnull %8, ptr %25)
  %26 = getelementptr inbounds ptr, ptr %2, i64 8
  %27 = load ptr, ptr %26, align 8
  call fastcc void @k19_small_matmul(ptr %3, ptr %27, ptr nonnull %13)
  %28 = getelementptr inbounds ptr, ptr %2, i64 9
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %1, align 8
  call fastcc void @k20_add(ptr %30, ptr nonnull %13, ptr %29)
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %13 = getelementptr inbounds float, ptr %0, i64 1
  %14 = getelementptr inbounds float, ptr %1, i64 4
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, 0.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 5
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %16
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, %19
  %23 = getelementptr inbounds float, ptr %1, i64 7
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %22
  %26 = getelementptr inbounds float, ptr %0, i64 2
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
  %39 = fmul contract float %12, 2.500000e-01
  store float %39, ptr %0, align 4
  %40 = fmul contract float %25, 2.500000e-01
  store float %40, ptr %13, align 4
  %41 = fmul contract float %38, 2.500000e-01
  store float %41, ptr %26, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %18 = getelementptr inbounds float, ptr %2, i64 1
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 4
  %21 = load float, ptr %20, align 4
  %22 = fsub contract float %21, %19
  %23 = getelementptr inbounds float, ptr %0, i64 4
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 5
  %25 = load float, ptr %24, align 4
  %26 = fsub contract float %25, %19
  %27 = getelementptr inbounds float, ptr %0, i64 5
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 6
  %29 = load float, ptr %28, align 4
  %30 = fsub contract float %29, %19
  %31 = getelementptr inbounds float, ptr %0, i64 6
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 7
  %33 = load float, ptr %32, align 4
  %34 = fsub contract float %33, %19
  %35 = getelementptr inbounds float, ptr %0, i64 7
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 2
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 8
  %39 = load float, ptr %38, align 4
  %40 = fsub contract float %39, %37
  %41 = getelementptr inbounds float, ptr %0, i64 8
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 9
  %43 = load float, ptr %42, align 4
  %44 = fsub contract float %43, %37
  %45 = getelementptr inbounds float, ptr %0, i64 9
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 10
  %47 = load float, ptr %46, align 4
  %48 = fsub contract float %47, %37
  %49 = getelementptr inbounds float, ptr %0, i64 10
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 11
  %51 = load float, ptr %50, align 4
  %52 = fsub contract float %51, %37
  %53 = getelementptr inbounds float, ptr %0, i64 11
  store float %52, ptr %53, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %17 = getelementptr inbounds float, ptr %0, i64 1
  %18 = getelementptr inbounds float, ptr %1, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %20, 0.000000e+00
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
  %34 = getelementptr inbounds float, ptr %0, i64 2
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
  %51 = fmul contract float %16, 2.500000e-01
  store float %51, ptr %0, align 4
  %52 = fmul contract float %33, 2.500000e-01
  store float %52, ptr %17, align 4
  %53 = fmul contract float %50, 2.500000e-01
  store float %53, ptr %34, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #5 {
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
  %45 = getelementptr inbounds float, ptr %2, i64 1
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, 0x3EE4F8B580000000
  %48 = tail call contract float @llvm.sqrt.f32(float %47)
  %49 = fdiv contract float 1.000000e+00, %48
  %50 = getelementptr inbounds float, ptr %1, i64 4
  %51 = load float, ptr %50, align 4
  %52 = fmul contract float %51, %49
  %53 = fmul contract float %11, %52
  %54 = fadd contract float %13, %53
  %55 = getelementptr inbounds float, ptr %0, i64 4
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 5
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, %49
  %59 = fmul contract float %19, %58
  %60 = fadd contract float %22, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = fmul contract float %63, %49
  %65 = fmul contract float %29, %64
  %66 = fadd contract float %32, %65
  %67 = getelementptr inbounds float, ptr %0, i64 6
  store float %66, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %1, i64 7
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %69, %49
  %71 = fmul contract float %39, %70
  %72 = fadd contract float %42, %71
  %73 = getelementptr inbounds float, ptr %0, i64 7
  store float %72, ptr %73, align 4
  %74 = getelementptr inbounds float, ptr %2, i64 2
  %75 = load float, ptr %74, align 4
  %76 = fadd contract float %75, 0x3EE4F8B580000000
  %77 = tail call contract float @llvm.sqrt.f32(float %76)
  %78 = fdiv contract float 1.000000e+00, %77
  %79 = getelementptr inbounds float, ptr %1, i64 8
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %80, %78
  %82 = fmul contract float %11, %81
  %83 = fadd contract float %13, %82
  %84 = getelementptr inbounds float, ptr %0, i64 8
  store float %83, ptr %84, align 4
  %85 = getelementptr inbounds float, ptr %1, i64 9
  %86 = load float, ptr %85, align 4
  %87 = fmul contract float %86, %78
  %88 = fmul contract float %19, %87
  %89 = fadd contract float %22, %88
  %90 = getelementptr inbounds float, ptr %0, i64 9
  store float %89, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %1, i64 10
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, %78
  %94 = fmul contract float %29, %93
  %95 = fadd contract float %32, %94
  %96 = getelementptr inbounds float, ptr %0, i64 10
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %1, i64 11
  %98 = load float, ptr %97, align 4
  %99 = fmul contract float %98, %78
  %100 = fmul contract float %39, %99
  %101 = fadd contract float %42, %100
  %102 = getelementptr inbounds float, ptr %0, i64 11
  store float %101, ptr %102, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #6

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k5_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 3
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %1, align 4
  %.phi.trans.insert28 = getelementptr inbounds float, ptr %1, i64 15
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4
  %.phi.trans.insert26 = getelementptr inbounds float, ptr %1, i64 14
  %.pre27 = load float, ptr %.phi.trans.insert26, align 4
  %.phi.trans.insert24 = getelementptr inbounds float, ptr %1, i64 13
  %.pre25 = load float, ptr %.phi.trans.insert24, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 12
  %.pre23 = load float, ptr %10, align 4
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 11
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 10
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 9
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %1, i64 8
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %1, i64 7
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %1, i64 6
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %1, i64 5
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 4
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %11 = load float, ptr %0, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %12, 0.000000e+00
  %14 = getelementptr inbounds float, ptr %0, i64 1
  %15 = load float, ptr %14, align 4
  %16 = fmul reassoc contract float %8, %15
  %17 = fadd reassoc contract float %13, %16
  %18 = getelementptr inbounds float, ptr %0, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul reassoc contract float %6, %19
  %21 = fadd reassoc contract float %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %4, %23
  %25 = fadd reassoc contract float %21, %24
  store float %25, ptr %2, align 4
  %26 = fmul reassoc contract float %.pre, %11
  %27 = fadd reassoc contract float %26, 0.000000e+00
  %28 = fmul reassoc contract float %.pre10, %15
  %29 = fadd reassoc contract float %27, %28
  %30 = fmul reassoc contract float %.pre12, %19
  %31 = fadd reassoc contract float %29, %30
  %32 = fmul reassoc contract float %.pre14, %23
  %33 = fadd reassoc contract float %31, %32
  %34 = getelementptr inbounds float, ptr %2, i64 1
  store float %33, ptr %34, align 4
  %35 = fmul reassoc contract float %.pre16, %11
  %36 = fadd reassoc contract float %35, 0.000000e+00
  %37 = fmul reassoc contract float %.pre18, %15
  %38 = fadd reassoc contract float %36, %37
  %39 = fmul reassoc contract float %.pre20, %19
  %40 = fadd reassoc contract float %38, %39
  %41 = fmul reassoc contract float %.pre22, %23
  %42 = fadd reassoc contract float %40, %41
  %43 = getelementptr inbounds float, ptr %2, i64 2
  store float %42, ptr %43, align 4
  %44 = fmul reassoc contract float %.pre23, %11
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = fmul reassoc contract float %.pre25, %15
  %47 = fadd reassoc contract float %45, %46
  %48 = fmul reassoc contract float %.pre27, %19
  %49 = fadd reassoc contract float %47, %48
  %50 = fmul reassoc contract float %.pre29, %23
  %51 = fadd reassoc contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 3
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 4
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %9, %54
  %56 = fadd reassoc contract float %55, 0.000000e+00
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %8, %58
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %0, i64 6
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %6, %62
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 7
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %4, %66
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %2, i64 4
  store float %68, ptr %69, align 4
  %70 = fmul reassoc contract float %.pre, %54
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = fmul reassoc contract float %.pre10, %58
  %73 = fadd reassoc contract float %71, %72
  %74 = fmul reassoc contract float %.pre12, %62
  %75 = fadd reassoc contract float %73, %74
  %76 = fmul reassoc contract float %.pre14, %66
  %77 = fadd reassoc contract float %75, %76
  %78 = getelementptr inbounds float, ptr %2, i64 5
  store float %77, ptr %78, align 4
  %79 = fmul reassoc contract float %.pre16, %54
  %80 = fadd reassoc contract float %79, 0.000000e+00
  %81 = fmul reassoc contract float %.pre18, %58
  %82 = fadd reassoc contract float %80, %81
  %83 = fmul reassoc contract float %.pre20, %62
  %84 = fadd reassoc contract float %82, %83
  %85 = fmul reassoc contract float %.pre22, %66
  %86 = fadd reassoc contract float %84, %85
  %87 = getelementptr inbounds float, ptr %2, i64 6
  store float %86, ptr %87, align 4
  %88 = fmul reassoc contract float %.pre23, %54
  %89 = fadd reassoc contract float %88, 0.000000e+00
  %90 = fmul reassoc contract float %.pre25, %58
  %91 = fadd reassoc contract float %89, %90
  %92 = fmul reassoc contract float %.pre27, %62
  %93 = fadd reassoc contract float %91, %92
  %94 = fmul reassoc contract float %.pre29, %66
  %95 = fadd reassoc contract float %93, %94
  %96 = getelementptr inbounds float, ptr %2, i64 7
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %0, i64 8
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %9, %98
  %100 = fadd reassoc contract float %99, 0.000000e+00
  %101 = getelementptr inbounds float, ptr %0, i64 9
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %8, %102
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %0, i64 10
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %6, %106
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %0, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %4, %110
  %112 = fadd reassoc contract float %108, %111
  %113 = getelementptr inbounds float, ptr %2, i64 8
  store float %112, ptr %113, align 4
  %114 = fmul reassoc contract float %.pre, %98
  %115 = fadd reassoc contract float %114, 0.000000e+00
  %116 = fmul reassoc contract float %.pre10, %102
  %117 = fadd reassoc contract float %115, %116
  %118 = fmul reassoc contract float %.pre12, %106
  %119 = fadd reassoc contract float %117, %118
  %120 = fmul reassoc contract float %.pre14, %110
  %121 = fadd reassoc contract float %119, %120
  %122 = getelementptr inbounds float, ptr %2, i64 9
  store float %121, ptr %122, align 4
  %123 = fmul reassoc contract float %.pre16, %98
  %124 = fadd reassoc contract float %123, 0.000000e+00
  %125 = fmul reassoc contract float %.pre18, %102
  %126 = fadd reassoc contract float %124, %125
  %127 = fmul reassoc contract float %.pre20, %106
  %128 = fadd reassoc contract float %126, %127
  %129 = fmul reassoc contract float %.pre22, %110
  %130 = fadd reassoc contract float %128, %129
  %131 = getelementptr inbounds float, ptr %2, i64 10
  store float %130, ptr %131, align 4
  %132 = fmul reassoc contract float %.pre23, %98
  %133 = fadd reassoc contract float %132, 0.000000e+00
  %134 = fmul reassoc contract float %.pre25, %102
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %.pre27, %106
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %.pre29, %110
  %139 = fadd reassoc contract float %137, %138
  %140 = getelementptr inbounds float, ptr %2, i64 11
  store float %139, ptr %140, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
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
  %44 = getelementptr inbounds float, ptr %1, i64 4
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %2, i64 4
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %6
  %49 = fcmp contract olt float %48, 0.000000e+00
  %50 = select contract i1 %49, float 0.000000e+00, float %48
  %51 = fadd contract float %45, %50
  %52 = getelementptr inbounds float, ptr %0, i64 4
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 5
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 5
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %16
  %58 = fcmp contract olt float %57, 0.000000e+00
  %59 = select contract i1 %58, float 0.000000e+00, float %57
  %60 = fadd contract float %54, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %2, i64 6
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %27
  %67 = fcmp contract olt float %66, 0.000000e+00
  %68 = select contract i1 %67, float 0.000000e+00, float %66
  %69 = fadd contract float %63, %68
  %70 = getelementptr inbounds float, ptr %0, i64 6
  store float %69, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %1, i64 7
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds float, ptr %2, i64 7
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %38
  %76 = fcmp contract olt float %75, 0.000000e+00
  %77 = select contract i1 %76, float 0.000000e+00, float %75
  %78 = fadd contract float %72, %77
  %79 = getelementptr inbounds float, ptr %0, i64 7
  store float %78, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 8
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds float, ptr %2, i64 8
  %83 = load float, ptr %82, align 4
  %84 = fadd contract float %83, %6
  %85 = fcmp contract olt float %84, 0.000000e+00
  %86 = select contract i1 %85, float 0.000000e+00, float %84
  %87 = fadd contract float %81, %86
  %88 = getelementptr inbounds float, ptr %0, i64 8
  store float %87, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %1, i64 9
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds float, ptr %2, i64 9
  %92 = load float, ptr %91, align 4
  %93 = fadd contract float %92, %16
  %94 = fcmp contract olt float %93, 0.000000e+00
  %95 = select contract i1 %94, float 0.000000e+00, float %93
  %96 = fadd contract float %90, %95
  %97 = getelementptr inbounds float, ptr %0, i64 9
  store float %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %1, i64 10
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %2, i64 10
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %27
  %103 = fcmp contract olt float %102, 0.000000e+00
  %104 = select contract i1 %103, float 0.000000e+00, float %102
  %105 = fadd contract float %99, %104
  %106 = getelementptr inbounds float, ptr %0, i64 10
  store float %105, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %1, i64 11
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds float, ptr %2, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fadd contract float %110, %38
  %112 = fcmp contract olt float %111, 0.000000e+00
  %113 = select contract i1 %112, float 0.000000e+00, float %111
  %114 = fadd contract float %108, %113
  %115 = getelementptr inbounds float, ptr %0, i64 11
  store float %114, ptr %115, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k7_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %13 = getelementptr inbounds float, ptr %0, i64 1
  %14 = getelementptr inbounds float, ptr %1, i64 4
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, 0.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 5
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %16
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, %19
  %23 = getelementptr inbounds float, ptr %1, i64 7
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %22
  %26 = getelementptr inbounds float, ptr %0, i64 2
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
  %39 = fmul contract float %12, 2.500000e-01
  store float %39, ptr %0, align 4
  %40 = fmul contract float %25, 2.500000e-01
  store float %40, ptr %13, align 4
  %41 = fmul contract float %38, 2.500000e-01
  store float %41, ptr %26, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k8_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %18 = getelementptr inbounds float, ptr %2, i64 1
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 4
  %21 = load float, ptr %20, align 4
  %22 = fsub contract float %21, %19
  %23 = getelementptr inbounds float, ptr %0, i64 4
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 5
  %25 = load float, ptr %24, align 4
  %26 = fsub contract float %25, %19
  %27 = getelementptr inbounds float, ptr %0, i64 5
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 6
  %29 = load float, ptr %28, align 4
  %30 = fsub contract float %29, %19
  %31 = getelementptr inbounds float, ptr %0, i64 6
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 7
  %33 = load float, ptr %32, align 4
  %34 = fsub contract float %33, %19
  %35 = getelementptr inbounds float, ptr %0, i64 7
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 2
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 8
  %39 = load float, ptr %38, align 4
  %40 = fsub contract float %39, %37
  %41 = getelementptr inbounds float, ptr %0, i64 8
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 9
  %43 = load float, ptr %42, align 4
  %44 = fsub contract float %43, %37
  %45 = getelementptr inbounds float, ptr %0, i64 9
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 10
  %47 = load float, ptr %46, align 4
  %48 = fsub contract float %47, %37
  %49 = getelementptr inbounds float, ptr %0, i64 10
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 11
  %51 = load float, ptr %50, align 4
  %52 = fsub contract float %51, %37
  %53 = getelementptr inbounds float, ptr %0, i64 11
  store float %52, ptr %53, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k9_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %17 = getelementptr inbounds float, ptr %0, i64 1
  %18 = getelementptr inbounds float, ptr %1, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %20, 0.000000e+00
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
  %34 = getelementptr inbounds float, ptr %0, i64 2
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
  %51 = fmul contract float %16, 2.500000e-01
  store float %51, ptr %0, align 4
  %52 = fmul contract float %33, 2.500000e-01
  store float %52, ptr %17, align 4
  %53 = fmul contract float %50, 2.500000e-01
  store float %53, ptr %34, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #5 {
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
  %45 = getelementptr inbounds float, ptr %2, i64 1
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, 0x3EE4F8B580000000
  %48 = tail call contract float @llvm.sqrt.f32(float %47)
  %49 = fdiv contract float 1.000000e+00, %48
  %50 = getelementptr inbounds float, ptr %1, i64 4
  %51 = load float, ptr %50, align 4
  %52 = fmul contract float %51, %49
  %53 = fmul contract float %11, %52
  %54 = fadd contract float %13, %53
  %55 = getelementptr inbounds float, ptr %0, i64 4
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 5
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, %49
  %59 = fmul contract float %19, %58
  %60 = fadd contract float %22, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = fmul contract float %63, %49
  %65 = fmul contract float %29, %64
  %66 = fadd contract float %32, %65
  %67 = getelementptr inbounds float, ptr %0, i64 6
  store float %66, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %1, i64 7
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %69, %49
  %71 = fmul contract float %39, %70
  %72 = fadd contract float %42, %71
  %73 = getelementptr inbounds float, ptr %0, i64 7
  store float %72, ptr %73, align 4
  %74 = getelementptr inbounds float, ptr %2, i64 2
  %75 = load float, ptr %74, align 4
  %76 = fadd contract float %75, 0x3EE4F8B580000000
  %77 = tail call contract float @llvm.sqrt.f32(float %76)
  %78 = fdiv contract float 1.000000e+00, %77
  %79 = getelementptr inbounds float, ptr %1, i64 8
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %80, %78
  %82 = fmul contract float %11, %81
  %83 = fadd contract float %13, %82
  %84 = getelementptr inbounds float, ptr %0, i64 8
  store float %83, ptr %84, align 4
  %85 = getelementptr inbounds float, ptr %1, i64 9
  %86 = load float, ptr %85, align 4
  %87 = fmul contract float %86, %78
  %88 = fmul contract float %19, %87
  %89 = fadd contract float %22, %88
  %90 = getelementptr inbounds float, ptr %0, i64 9
  store float %89, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %1, i64 10
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, %78
  %94 = fmul contract float %29, %93
  %95 = fadd contract float %32, %94
  %96 = getelementptr inbounds float, ptr %0, i64 10
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %1, i64 11
  %98 = load float, ptr %97, align 4
  %99 = fmul contract float %98, %78
  %100 = fmul contract float %39, %99
  %101 = fadd contract float %42, %100
  %102 = getelementptr inbounds float, ptr %0, i64 11
  store float %101, ptr %102, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k11_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 3
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %1, align 4
  %.phi.trans.insert28 = getelementptr inbounds float, ptr %1, i64 15
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4
  %.phi.trans.insert26 = getelementptr inbounds float, ptr %1, i64 14
  %.pre27 = load float, ptr %.phi.trans.insert26, align 4
  %.phi.trans.insert24 = getelementptr inbounds float, ptr %1, i64 13
  %.pre25 = load float, ptr %.phi.trans.insert24, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 12
  %.pre23 = load float, ptr %10, align 4
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 11
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 10
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 9
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %1, i64 8
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %1, i64 7
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %1, i64 6
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %1, i64 5
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 4
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %11 = load float, ptr %0, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %12, 0.000000e+00
  %14 = getelementptr inbounds float, ptr %0, i64 1
  %15 = load float, ptr %14, align 4
  %16 = fmul reassoc contract float %8, %15
  %17 = fadd reassoc contract float %13, %16
  %18 = getelementptr inbounds float, ptr %0, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul reassoc contract float %6, %19
  %21 = fadd reassoc contract float %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %4, %23
  %25 = fadd reassoc contract float %21, %24
  store float %25, ptr %2, align 4
  %26 = fmul reassoc contract float %.pre, %11
  %27 = fadd reassoc contract float %26, 0.000000e+00
  %28 = fmul reassoc contract float %.pre10, %15
  %29 = fadd reassoc contract float %27, %28
  %30 = fmul reassoc contract float %.pre12, %19
  %31 = fadd reassoc contract float %29, %30
  %32 = fmul reassoc contract float %.pre14, %23
  %33 = fadd reassoc contract float %31, %32
  %34 = getelementptr inbounds float, ptr %2, i64 1
  store float %33, ptr %34, align 4
  %35 = fmul reassoc contract float %.pre16, %11
  %36 = fadd reassoc contract float %35, 0.000000e+00
  %37 = fmul reassoc contract float %.pre18, %15
  %38 = fadd reassoc contract float %36, %37
  %39 = fmul reassoc contract float %.pre20, %19
  %40 = fadd reassoc contract float %38, %39
  %41 = fmul reassoc contract float %.pre22, %23
  %42 = fadd reassoc contract float %40, %41
  %43 = getelementptr inbounds float, ptr %2, i64 2
  store float %42, ptr %43, align 4
  %44 = fmul reassoc contract float %.pre23, %11
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = fmul reassoc contract float %.pre25, %15
  %47 = fadd reassoc contract float %45, %46
  %48 = fmul reassoc contract float %.pre27, %19
  %49 = fadd reassoc contract float %47, %48
  %50 = fmul reassoc contract float %.pre29, %23
  %51 = fadd reassoc contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 3
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 4
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %9, %54
  %56 = fadd reassoc contract float %55, 0.000000e+00
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %8, %58
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %0, i64 6
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %6, %62
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 7
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %4, %66
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %2, i64 4
  store float %68, ptr %69, align 4
  %70 = fmul reassoc contract float %.pre, %54
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = fmul reassoc contract float %.pre10, %58
  %73 = fadd reassoc contract float %71, %72
  %74 = fmul reassoc contract float %.pre12, %62
  %75 = fadd reassoc contract float %73, %74
  %76 = fmul reassoc contract float %.pre14, %66
  %77 = fadd reassoc contract float %75, %76
  %78 = getelementptr inbounds float, ptr %2, i64 5
  store float %77, ptr %78, align 4
  %79 = fmul reassoc contract float %.pre16, %54
  %80 = fadd reassoc contract float %79, 0.000000e+00
  %81 = fmul reassoc contract float %.pre18, %58
  %82 = fadd reassoc contract float %80, %81
  %83 = fmul reassoc contract float %.pre20, %62
  %84 = fadd reassoc contract float %82, %83
  %85 = fmul reassoc contract float %.pre22, %66
  %86 = fadd reassoc contract float %84, %85
  %87 = getelementptr inbounds float, ptr %2, i64 6
  store float %86, ptr %87, align 4
  %88 = fmul reassoc contract float %.pre23, %54
  %89 = fadd reassoc contract float %88, 0.000000e+00
  %90 = fmul reassoc contract float %.pre25, %58
  %91 = fadd reassoc contract float %89, %90
  %92 = fmul reassoc contract float %.pre27, %62
  %93 = fadd reassoc contract float %91, %92
  %94 = fmul reassoc contract float %.pre29, %66
  %95 = fadd reassoc contract float %93, %94
  %96 = getelementptr inbounds float, ptr %2, i64 7
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %0, i64 8
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %9, %98
  %100 = fadd reassoc contract float %99, 0.000000e+00
  %101 = getelementptr inbounds float, ptr %0, i64 9
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %8, %102
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %0, i64 10
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %6, %106
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %0, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %4, %110
  %112 = fadd reassoc contract float %108, %111
  %113 = getelementptr inbounds float, ptr %2, i64 8
  store float %112, ptr %113, align 4
  %114 = fmul reassoc contract float %.pre, %98
  %115 = fadd reassoc contract float %114, 0.000000e+00
  %116 = fmul reassoc contract float %.pre10, %102
  %117 = fadd reassoc contract float %115, %116
  %118 = fmul reassoc contract float %.pre12, %106
  %119 = fadd reassoc contract float %117, %118
  %120 = fmul reassoc contract float %.pre14, %110
  %121 = fadd reassoc contract float %119, %120
  %122 = getelementptr inbounds float, ptr %2, i64 9
  store float %121, ptr %122, align 4
  %123 = fmul reassoc contract float %.pre16, %98
  %124 = fadd reassoc contract float %123, 0.000000e+00
  %125 = fmul reassoc contract float %.pre18, %102
  %126 = fadd reassoc contract float %124, %125
  %127 = fmul reassoc contract float %.pre20, %106
  %128 = fadd reassoc contract float %126, %127
  %129 = fmul reassoc contract float %.pre22, %110
  %130 = fadd reassoc contract float %128, %129
  %131 = getelementptr inbounds float, ptr %2, i64 10
  store float %130, ptr %131, align 4
  %132 = fmul reassoc contract float %.pre23, %98
  %133 = fadd reassoc contract float %132, 0.000000e+00
  %134 = fmul reassoc contract float %.pre25, %102
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %.pre27, %106
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %.pre29, %110
  %139 = fadd reassoc contract float %137, %138
  %140 = getelementptr inbounds float, ptr %2, i64 11
  store float %139, ptr %140, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k12_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
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
  %44 = getelementptr inbounds float, ptr %1, i64 4
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %2, i64 4
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %6
  %49 = fcmp contract olt float %48, 0.000000e+00
  %50 = select contract i1 %49, float 0.000000e+00, float %48
  %51 = fadd contract float %45, %50
  %52 = getelementptr inbounds float, ptr %0, i64 4
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 5
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 5
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %16
  %58 = fcmp contract olt float %57, 0.000000e+00
  %59 = select contract i1 %58, float 0.000000e+00, float %57
  %60 = fadd contract float %54, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %2, i64 6
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %27
  %67 = fcmp contract olt float %66, 0.000000e+00
  %68 = select contract i1 %67, float 0.000000e+00, float %66
  %69 = fadd contract float %63, %68
  %70 = getelementptr inbounds float, ptr %0, i64 6
  store float %69, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %1, i64 7
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds float, ptr %2, i64 7
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %38
  %76 = fcmp contract olt float %75, 0.000000e+00
  %77 = select contract i1 %76, float 0.000000e+00, float %75
  %78 = fadd contract float %72, %77
  %79 = getelementptr inbounds float, ptr %0, i64 7
  store float %78, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 8
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds float, ptr %2, i64 8
  %83 = load float, ptr %82, align 4
  %84 = fadd contract float %83, %6
  %85 = fcmp contract olt float %84, 0.000000e+00
  %86 = select contract i1 %85, float 0.000000e+00, float %84
  %87 = fadd contract float %81, %86
  %88 = getelementptr inbounds float, ptr %0, i64 8
  store float %87, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %1, i64 9
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds float, ptr %2, i64 9
  %92 = load float, ptr %91, align 4
  %93 = fadd contract float %92, %16
  %94 = fcmp contract olt float %93, 0.000000e+00
  %95 = select contract i1 %94, float 0.000000e+00, float %93
  %96 = fadd contract float %90, %95
  %97 = getelementptr inbounds float, ptr %0, i64 9
  store float %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %1, i64 10
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %2, i64 10
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %27
  %103 = fcmp contract olt float %102, 0.000000e+00
  %104 = select contract i1 %103, float 0.000000e+00, float %102
  %105 = fadd contract float %99, %104
  %106 = getelementptr inbounds float, ptr %0, i64 10
  store float %105, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %1, i64 11
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds float, ptr %2, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fadd contract float %110, %38
  %112 = fcmp contract olt float %111, 0.000000e+00
  %113 = select contract i1 %112, float 0.000000e+00, float %111
  %114 = fadd contract float %108, %113
  %115 = getelementptr inbounds float, ptr %0, i64 11
  store float %114, ptr %115, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k13_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %13 = getelementptr inbounds float, ptr %0, i64 1
  %14 = getelementptr inbounds float, ptr %1, i64 4
  %15 = load float, ptr %14, align 4
  %16 = fadd contract float %15, 0.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 5
  %18 = load float, ptr %17, align 4
  %19 = fadd contract float %18, %16
  %20 = getelementptr inbounds float, ptr %1, i64 6
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, %19
  %23 = getelementptr inbounds float, ptr %1, i64 7
  %24 = load float, ptr %23, align 4
  %25 = fadd contract float %24, %22
  %26 = getelementptr inbounds float, ptr %0, i64 2
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
  %39 = fmul contract float %12, 2.500000e-01
  store float %39, ptr %0, align 4
  %40 = fmul contract float %25, 2.500000e-01
  store float %40, ptr %13, align 4
  %41 = fmul contract float %38, 2.500000e-01
  store float %41, ptr %26, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k14_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
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
  %18 = getelementptr inbounds float, ptr %2, i64 1
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 4
  %21 = load float, ptr %20, align 4
  %22 = fsub contract float %21, %19
  %23 = getelementptr inbounds float, ptr %0, i64 4
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 5
  %25 = load float, ptr %24, align 4
  %26 = fsub contract float %25, %19
  %27 = getelementptr inbounds float, ptr %0, i64 5
  store float %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 6
  %29 = load float, ptr %28, align 4
  %30 = fsub contract float %29, %19
  %31 = getelementptr inbounds float, ptr %0, i64 6
  store float %30, ptr %31, align 4
  %32 = getelementptr inbounds float, ptr %1, i64 7
  %33 = load float, ptr %32, align 4
  %34 = fsub contract float %33, %19
  %35 = getelementptr inbounds float, ptr %0, i64 7
  store float %34, ptr %35, align 4
  %36 = getelementptr inbounds float, ptr %2, i64 2
  %37 = load float, ptr %36, align 4
  %38 = getelementptr inbounds float, ptr %1, i64 8
  %39 = load float, ptr %38, align 4
  %40 = fsub contract float %39, %37
  %41 = getelementptr inbounds float, ptr %0, i64 8
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %1, i64 9
  %43 = load float, ptr %42, align 4
  %44 = fsub contract float %43, %37
  %45 = getelementptr inbounds float, ptr %0, i64 9
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds float, ptr %1, i64 10
  %47 = load float, ptr %46, align 4
  %48 = fsub contract float %47, %37
  %49 = getelementptr inbounds float, ptr %0, i64 10
  store float %48, ptr %49, align 4
  %50 = getelementptr inbounds float, ptr %1, i64 11
  %51 = load float, ptr %50, align 4
  %52 = fsub contract float %51, %37
  %53 = getelementptr inbounds float, ptr %0, i64 11
  store float %52, ptr %53, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k15_mean(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #4 {
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
  %17 = getelementptr inbounds float, ptr %0, i64 1
  %18 = getelementptr inbounds float, ptr %1, i64 4
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, %19
  %21 = fadd contract float %20, 0.000000e+00
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
  %34 = getelementptr inbounds float, ptr %0, i64 2
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
  %51 = fmul contract float %16, 2.500000e-01
  store float %51, ptr %0, align 4
  %52 = fmul contract float %33, 2.500000e-01
  store float %52, ptr %17, align 4
  %53 = fmul contract float %50, 2.500000e-01
  store float %53, ptr %34, align 4
  ret void
}

; Function Attrs: nofree noinline nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k16_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4) unnamed_addr #5 {
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
  %45 = getelementptr inbounds float, ptr %2, i64 1
  %46 = load float, ptr %45, align 4
  %47 = fadd contract float %46, 0x3EE4F8B580000000
  %48 = tail call contract float @llvm.sqrt.f32(float %47)
  %49 = fdiv contract float 1.000000e+00, %48
  %50 = getelementptr inbounds float, ptr %1, i64 4
  %51 = load float, ptr %50, align 4
  %52 = fmul contract float %51, %49
  %53 = fmul contract float %11, %52
  %54 = fadd contract float %13, %53
  %55 = getelementptr inbounds float, ptr %0, i64 4
  store float %54, ptr %55, align 4
  %56 = getelementptr inbounds float, ptr %1, i64 5
  %57 = load float, ptr %56, align 4
  %58 = fmul contract float %57, %49
  %59 = fmul contract float %19, %58
  %60 = fadd contract float %22, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = fmul contract float %63, %49
  %65 = fmul contract float %29, %64
  %66 = fadd contract float %32, %65
  %67 = getelementptr inbounds float, ptr %0, i64 6
  store float %66, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %1, i64 7
  %69 = load float, ptr %68, align 4
  %70 = fmul contract float %69, %49
  %71 = fmul contract float %39, %70
  %72 = fadd contract float %42, %71
  %73 = getelementptr inbounds float, ptr %0, i64 7
  store float %72, ptr %73, align 4
  %74 = getelementptr inbounds float, ptr %2, i64 2
  %75 = load float, ptr %74, align 4
  %76 = fadd contract float %75, 0x3EE4F8B580000000
  %77 = tail call contract float @llvm.sqrt.f32(float %76)
  %78 = fdiv contract float 1.000000e+00, %77
  %79 = getelementptr inbounds float, ptr %1, i64 8
  %80 = load float, ptr %79, align 4
  %81 = fmul contract float %80, %78
  %82 = fmul contract float %11, %81
  %83 = fadd contract float %13, %82
  %84 = getelementptr inbounds float, ptr %0, i64 8
  store float %83, ptr %84, align 4
  %85 = getelementptr inbounds float, ptr %1, i64 9
  %86 = load float, ptr %85, align 4
  %87 = fmul contract float %86, %78
  %88 = fmul contract float %19, %87
  %89 = fadd contract float %22, %88
  %90 = getelementptr inbounds float, ptr %0, i64 9
  store float %89, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %1, i64 10
  %92 = load float, ptr %91, align 4
  %93 = fmul contract float %92, %78
  %94 = fmul contract float %29, %93
  %95 = fadd contract float %32, %94
  %96 = getelementptr inbounds float, ptr %0, i64 10
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %1, i64 11
  %98 = load float, ptr %97, align 4
  %99 = fmul contract float %98, %78
  %100 = fmul contract float %39, %99
  %101 = fadd contract float %42, %100
  %102 = getelementptr inbounds float, ptr %0, i64 11
  store float %101, ptr %102, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k17_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 3
  %4 = load float, ptr %3, align 4
  %5 = getelementptr inbounds float, ptr %1, i64 2
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = load float, ptr %1, align 4
  %.phi.trans.insert28 = getelementptr inbounds float, ptr %1, i64 15
  %.pre29 = load float, ptr %.phi.trans.insert28, align 4
  %.phi.trans.insert26 = getelementptr inbounds float, ptr %1, i64 14
  %.pre27 = load float, ptr %.phi.trans.insert26, align 4
  %.phi.trans.insert24 = getelementptr inbounds float, ptr %1, i64 13
  %.pre25 = load float, ptr %.phi.trans.insert24, align 4
  %10 = getelementptr inbounds float, ptr %1, i64 12
  %.pre23 = load float, ptr %10, align 4
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %1, i64 11
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %1, i64 10
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %1, i64 9
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %1, i64 8
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %1, i64 7
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %1, i64 6
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %1, i64 5
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %.phi.trans.insert = getelementptr inbounds float, ptr %1, i64 4
  %.pre = load float, ptr %.phi.trans.insert, align 4
  %11 = load float, ptr %0, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %12, 0.000000e+00
  %14 = getelementptr inbounds float, ptr %0, i64 1
  %15 = load float, ptr %14, align 4
  %16 = fmul reassoc contract float %8, %15
  %17 = fadd reassoc contract float %13, %16
  %18 = getelementptr inbounds float, ptr %0, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul reassoc contract float %6, %19
  %21 = fadd reassoc contract float %17, %20
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %4, %23
  %25 = fadd reassoc contract float %21, %24
  store float %25, ptr %2, align 4
  %26 = fmul reassoc contract float %.pre, %11
  %27 = fadd reassoc contract float %26, 0.000000e+00
  %28 = fmul reassoc contract float %.pre10, %15
  %29 = fadd reassoc contract float %27, %28
  %30 = fmul reassoc contract float %.pre12, %19
  %31 = fadd reassoc contract float %29, %30
  %32 = fmul reassoc contract float %.pre14, %23
  %33 = fadd reassoc contract float %31, %32
  %34 = getelementptr inbounds float, ptr %2, i64 1
  store float %33, ptr %34, align 4
  %35 = fmul reassoc contract float %.pre16, %11
  %36 = fadd reassoc contract float %35, 0.000000e+00
  %37 = fmul reassoc contract float %.pre18, %15
  %38 = fadd reassoc contract float %36, %37
  %39 = fmul reassoc contract float %.pre20, %19
  %40 = fadd reassoc contract float %38, %39
  %41 = fmul reassoc contract float %.pre22, %23
  %42 = fadd reassoc contract float %40, %41
  %43 = getelementptr inbounds float, ptr %2, i64 2
  store float %42, ptr %43, align 4
  %44 = fmul reassoc contract float %.pre23, %11
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = fmul reassoc contract float %.pre25, %15
  %47 = fadd reassoc contract float %45, %46
  %48 = fmul reassoc contract float %.pre27, %19
  %49 = fadd reassoc contract float %47, %48
  %50 = fmul reassoc contract float %.pre29, %23
  %51 = fadd reassoc contract float %49, %50
  %52 = getelementptr inbounds float, ptr %2, i64 3
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %0, i64 4
  %54 = load float, ptr %53, align 4
  %55 = fmul reassoc contract float %9, %54
  %56 = fadd reassoc contract float %55, 0.000000e+00
  %57 = getelementptr inbounds float, ptr %0, i64 5
  %58 = load float, ptr %57, align 4
  %59 = fmul reassoc contract float %8, %58
  %60 = fadd reassoc contract float %56, %59
  %61 = getelementptr inbounds float, ptr %0, i64 6
  %62 = load float, ptr %61, align 4
  %63 = fmul reassoc contract float %6, %62
  %64 = fadd reassoc contract float %60, %63
  %65 = getelementptr inbounds float, ptr %0, i64 7
  %66 = load float, ptr %65, align 4
  %67 = fmul reassoc contract float %4, %66
  %68 = fadd reassoc contract float %64, %67
  %69 = getelementptr inbounds float, ptr %2, i64 4
  store float %68, ptr %69, align 4
  %70 = fmul reassoc contract float %.pre, %54
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = fmul reassoc contract float %.pre10, %58
  %73 = fadd reassoc contract float %71, %72
  %74 = fmul reassoc contract float %.pre12, %62
  %75 = fadd reassoc contract float %73, %74
  %76 = fmul reassoc contract float %.pre14, %66
  %77 = fadd reassoc contract float %75, %76
  %78 = getelementptr inbounds float, ptr %2, i64 5
  store float %77, ptr %78, align 4
  %79 = fmul reassoc contract float %.pre16, %54
  %80 = fadd reassoc contract float %79, 0.000000e+00
  %81 = fmul reassoc contract float %.pre18, %58
  %82 = fadd reassoc contract float %80, %81
  %83 = fmul reassoc contract float %.pre20, %62
  %84 = fadd reassoc contract float %82, %83
  %85 = fmul reassoc contract float %.pre22, %66
  %86 = fadd reassoc contract float %84, %85
  %87 = getelementptr inbounds float, ptr %2, i64 6
  store float %86, ptr %87, align 4
  %88 = fmul reassoc contract float %.pre23, %54
  %89 = fadd reassoc contract float %88, 0.000000e+00
  %90 = fmul reassoc contract float %.pre25, %58
  %91 = fadd reassoc contract float %89, %90
  %92 = fmul reassoc contract float %.pre27, %62
  %93 = fadd reassoc contract float %91, %92
  %94 = fmul reassoc contract float %.pre29, %66
  %95 = fadd reassoc contract float %93, %94
  %96 = getelementptr inbounds float, ptr %2, i64 7
  store float %95, ptr %96, align 4
  %97 = getelementptr inbounds float, ptr %0, i64 8
  %98 = load float, ptr %97, align 4
  %99 = fmul reassoc contract float %9, %98
  %100 = fadd reassoc contract float %99, 0.000000e+00
  %101 = getelementptr inbounds float, ptr %0, i64 9
  %102 = load float, ptr %101, align 4
  %103 = fmul reassoc contract float %8, %102
  %104 = fadd reassoc contract float %100, %103
  %105 = getelementptr inbounds float, ptr %0, i64 10
  %106 = load float, ptr %105, align 4
  %107 = fmul reassoc contract float %6, %106
  %108 = fadd reassoc contract float %104, %107
  %109 = getelementptr inbounds float, ptr %0, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fmul reassoc contract float %4, %110
  %112 = fadd reassoc contract float %108, %111
  %113 = getelementptr inbounds float, ptr %2, i64 8
  store float %112, ptr %113, align 4
  %114 = fmul reassoc contract float %.pre, %98
  %115 = fadd reassoc contract float %114, 0.000000e+00
  %116 = fmul reassoc contract float %.pre10, %102
  %117 = fadd reassoc contract float %115, %116
  %118 = fmul reassoc contract float %.pre12, %106
  %119 = fadd reassoc contract float %117, %118
  %120 = fmul reassoc contract float %.pre14, %110
  %121 = fadd reassoc contract float %119, %120
  %122 = getelementptr inbounds float, ptr %2, i64 9
  store float %121, ptr %122, align 4
  %123 = fmul reassoc contract float %.pre16, %98
  %124 = fadd reassoc contract float %123, 0.000000e+00
  %125 = fmul reassoc contract float %.pre18, %102
  %126 = fadd reassoc contract float %124, %125
  %127 = fmul reassoc contract float %.pre20, %106
  %128 = fadd reassoc contract float %126, %127
  %129 = fmul reassoc contract float %.pre22, %110
  %130 = fadd reassoc contract float %128, %129
  %131 = getelementptr inbounds float, ptr %2, i64 10
  store float %130, ptr %131, align 4
  %132 = fmul reassoc contract float %.pre23, %98
  %133 = fadd reassoc contract float %132, 0.000000e+00
  %134 = fmul reassoc contract float %.pre25, %102
  %135 = fadd reassoc contract float %133, %134
  %136 = fmul reassoc contract float %.pre27, %106
  %137 = fadd reassoc contract float %135, %136
  %138 = fmul reassoc contract float %.pre29, %110
  %139 = fadd reassoc contract float %137, %138
  %140 = getelementptr inbounds float, ptr %2, i64 11
  store float %139, ptr %140, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k18_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
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
  %44 = getelementptr inbounds float, ptr %1, i64 4
  %45 = load float, ptr %44, align 4
  %46 = getelementptr inbounds float, ptr %2, i64 4
  %47 = load float, ptr %46, align 4
  %48 = fadd contract float %47, %6
  %49 = fcmp contract olt float %48, 0.000000e+00
  %50 = select contract i1 %49, float 0.000000e+00, float %48
  %51 = fadd contract float %45, %50
  %52 = getelementptr inbounds float, ptr %0, i64 4
  store float %51, ptr %52, align 4
  %53 = getelementptr inbounds float, ptr %1, i64 5
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds float, ptr %2, i64 5
  %56 = load float, ptr %55, align 4
  %57 = fadd contract float %56, %16
  %58 = fcmp contract olt float %57, 0.000000e+00
  %59 = select contract i1 %58, float 0.000000e+00, float %57
  %60 = fadd contract float %54, %59
  %61 = getelementptr inbounds float, ptr %0, i64 5
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %1, i64 6
  %63 = load float, ptr %62, align 4
  %64 = getelementptr inbounds float, ptr %2, i64 6
  %65 = load float, ptr %64, align 4
  %66 = fadd contract float %65, %27
  %67 = fcmp contract olt float %66, 0.000000e+00
  %68 = select contract i1 %67, float 0.000000e+00, float %66
  %69 = fadd contract float %63, %68
  %70 = getelementptr inbounds float, ptr %0, i64 6
  store float %69, ptr %70, align 4
  %71 = getelementptr inbounds float, ptr %1, i64 7
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds float, ptr %2, i64 7
  %74 = load float, ptr %73, align 4
  %75 = fadd contract float %74, %38
  %76 = fcmp contract olt float %75, 0.000000e+00
  %77 = select contract i1 %76, float 0.000000e+00, float %75
  %78 = fadd contract float %72, %77
  %79 = getelementptr inbounds float, ptr %0, i64 7
  store float %78, ptr %79, align 4
  %80 = getelementptr inbounds float, ptr %1, i64 8
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds float, ptr %2, i64 8
  %83 = load float, ptr %82, align 4
  %84 = fadd contract float %83, %6
  %85 = fcmp contract olt float %84, 0.000000e+00
  %86 = select contract i1 %85, float 0.000000e+00, float %84
  %87 = fadd contract float %81, %86
  %88 = getelementptr inbounds float, ptr %0, i64 8
  store float %87, ptr %88, align 4
  %89 = getelementptr inbounds float, ptr %1, i64 9
  %90 = load float, ptr %89, align 4
  %91 = getelementptr inbounds float, ptr %2, i64 9
  %92 = load float, ptr %91, align 4
  %93 = fadd contract float %92, %16
  %94 = fcmp contract olt float %93, 0.000000e+00
  %95 = select contract i1 %94, float 0.000000e+00, float %93
  %96 = fadd contract float %90, %95
  %97 = getelementptr inbounds float, ptr %0, i64 9
  store float %96, ptr %97, align 4
  %98 = getelementptr inbounds float, ptr %1, i64 10
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds float, ptr %2, i64 10
  %101 = load float, ptr %100, align 4
  %102 = fadd contract float %101, %27
  %103 = fcmp contract olt float %102, 0.000000e+00
  %104 = select contract i1 %103, float 0.000000e+00, float %102
  %105 = fadd contract float %99, %104
  %106 = getelementptr inbounds float, ptr %0, i64 10
  store float %105, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %1, i64 11
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds float, ptr %2, i64 11
  %110 = load float, ptr %109, align 4
  %111 = fadd contract float %110, %38
  %112 = fcmp contract olt float %111, 0.000000e+00
  %113 = select contract i1 %112, float 0.000000e+00, float %111
  %114 = fadd contract float %108, %113
  %115 = getelementptr inbounds float, ptr %0, i64 11
  store float %114, ptr %115, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k19_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %3 = getelementptr inbounds float, ptr %1, i64 4
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %0, align 4
  %6 = fmul reassoc contract float %4, %5
  %7 = fadd reassoc contract float %6, 0.000000e+00
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds float, ptr %0, i64 1
  %11 = load float, ptr %10, align 4
  %12 = fmul reassoc contract float %9, %11
  %13 = fadd reassoc contract float %7, %12
  %14 = getelementptr inbounds float, ptr %1, i64 2
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %0, i64 2
  %17 = load float, ptr %16, align 4
  %18 = fmul reassoc contract float %15, %17
  %19 = fadd reassoc contract float %13, %18
  %20 = getelementptr inbounds float, ptr %1, i64 3
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds float, ptr %0, i64 3
  %23 = load float, ptr %22, align 4
  %24 = fmul reassoc contract float %21, %23
  %25 = fadd reassoc contract float %19, %24
  store float %25, ptr %2, align 4
  %26 = load float, ptr %3, align 4
  %27 = fmul reassoc contract float %26, %5
  %28 = fadd reassoc contract float %27, 0.000000e+00
  %29 = getelementptr inbounds float, ptr %1, i64 5
  %30 = load float, ptr %29, align 4
  %31 = fmul reassoc contract float %30, %11
  %32 = fadd reassoc contract float %28, %31
  %33 = getelementptr inbounds float, ptr %1, i64 6
  %34 = load float, ptr %33, align 4
  %35 = fmul reassoc contract float %34, %17
  %36 = fadd reassoc contract float %32, %35
  %37 = getelementptr inbounds float, ptr %1, i64 7
  %38 = load float, ptr %37, align 4
  %39 = fmul reassoc contract float %38, %23
  %40 = fadd reassoc contract float %36, %39
  %41 = getelementptr inbounds float, ptr %2, i64 1
  store float %40, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %0, i64 4
  %43 = load float, ptr %42, align 4
  %44 = fmul reassoc contract float %4, %43
  %45 = fadd reassoc contract float %44, 0.000000e+00
  %46 = getelementptr inbounds float, ptr %0, i64 5
  %47 = load float, ptr %46, align 4
  %48 = fmul reassoc contract float %9, %47
  %49 = fadd reassoc contract float %45, %48
  %50 = getelementptr inbounds float, ptr %0, i64 6
  %51 = load float, ptr %50, align 4
  %52 = fmul reassoc contract float %15, %51
  %53 = fadd reassoc contract float %49, %52
  %54 = getelementptr inbounds float, ptr %0, i64 7
  %55 = load float, ptr %54, align 4
  %56 = fmul reassoc contract float %21, %55
  %57 = fadd reassoc contract float %53, %56
  %58 = getelementptr inbounds float, ptr %2, i64 2
  store float %57, ptr %58, align 4
  %59 = fmul reassoc contract float %26, %43
  %60 = fadd reassoc contract float %59, 0.000000e+00
  %61 = fmul reassoc contract float %30, %47
  %62 = fadd reassoc contract float %60, %61
  %63 = fmul reassoc contract float %34, %51
  %64 = fadd reassoc contract float %62, %63
  %65 = fmul reassoc contract float %38, %55
  %66 = fadd reassoc contract float %64, %65
  %67 = getelementptr inbounds float, ptr %2, i64 3
  store float %66, ptr %67, align 4
  %68 = getelementptr inbounds float, ptr %0, i64 8
  %69 = load float, ptr %68, align 4
  %70 = fmul reassoc contract float %4, %69
  %71 = fadd reassoc contract float %70, 0.000000e+00
  %72 = getelementptr inbounds float, ptr %0, i64 9
  %73 = load float, ptr %72, align 4
  %74 = fmul reassoc contract float %9, %73
  %75 = fadd reassoc contract float %71, %74
  %76 = getelementptr inbounds float, ptr %0, i64 10
  %77 = load float, ptr %76, align 4
  %78 = fmul reassoc contract float %15, %77
  %79 = fadd reassoc contract float %75, %78
  %80 = getelementptr inbounds float, ptr %0, i64 11
  %81 = load float, ptr %80, align 4
  %82 = fmul reassoc contract float %21, %81
  %83 = fadd reassoc contract float %79, %82
  %84 = getelementptr inbounds float, ptr %2, i64 4
  store float %83, ptr %84, align 4
  %85 = fmul reassoc contract float %26, %69
  %86 = fadd reassoc contract float %85, 0.000000e+00
  %87 = fmul reassoc contract float %30, %73
  %88 = fadd reassoc contract float %86, %87
  %89 = fmul reassoc contract float %34, %77
  %90 = fadd reassoc contract float %88, %89
  %91 = fmul reassoc contract float %38, %81
  %92 = fadd reassoc contract float %90, %91
  %93 = getelementptr inbounds float, ptr %2, i64 5
  store float %92, ptr %93, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k20_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %2, align 4
  %4 = getelementptr inbounds float, ptr %2, i64 1
  %5 = load float, ptr %4, align 4
  %6 = load float, ptr %1, align 4
  %7 = fadd contract float %6, %3
  store float %7, ptr %0, align 4
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fadd contract float %9, %5
  %11 = getelementptr inbounds float, ptr %0, i64 1
  store float %10, ptr %11, align 4
  %12 = getelementptr inbounds float, ptr %1, i64 2
  %13 = load float, ptr %12, align 4
  %14 = fadd contract float %13, %3
  %15 = getelementptr inbounds float, ptr %0, i64 2
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds float, ptr %1, i64 3
  %17 = load float, ptr %16, align 4
  %18 = fadd contract float %17, %5
  %19 = getelementptr inbounds float, ptr %0, i64 3
  store float %18, ptr %19, align 4
  %20 = getelementptr inbounds float, ptr %1, i64 4
  %21 = load float, ptr %20, align 4
  %22 = fadd contract float %21, %3
  %23 = getelementptr inbounds float, ptr %0, i64 4
  store float %22, ptr %23, align 4
  %24 = getelementptr inbounds float, ptr %1, i64 5
  %25 = load float, ptr %24, align 4
  %26 = fadd contract float %25, %5
  %27 = getelementptr inbounds float, ptr %0, i64 5
  store float %26, ptr %27, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nofree noinline nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

