; @net.forward with B = 1, T = 1
; ModuleID = 'netc_net_forward'
source_filename = "netc_net_forward"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_net_forward(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readnone %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = getelementptr inbounds ptr, ptr %0, i64 1
  %9 = load ptr, ptr %8, align 8
  %10 = load ptr, ptr %0, align 8
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 1, i32 1, i32 4, float 1.000000e+00, ptr %10, i32 4, ptr %9, i32 4, float 0.000000e+00, ptr %3, i32 1)
  %11 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k0_arange(ptr nonnull %11)
  %12 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_arange(ptr nonnull %12)
  %13 = getelementptr inbounds i8, ptr %3, i64 192
  call fastcc void @k2_where(ptr nonnull %13, ptr nonnull %11, ptr nonnull %12, ptr %3)
  %14 = load ptr, ptr %1, align 8
  call void @netc_k_softmax_f32(ptr nonnull %13, ptr %14, i64 1, i64 1, i64 1, i32 0)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define internal fastcc void @k0_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write)
define internal fastcc void @k1_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k2_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
entry:
  %4 = load i64, ptr %1, align 4
  %5 = load i64, ptr %2, align 4
  %.not = icmp sgt i64 %4, %5
  %6 = load float, ptr %3, align 4
  %7 = fmul contract float %6, 5.000000e-01
  %8 = select contract i1 %.not, float -1.000000e+09, float %7
  store float %8, ptr %0, align 4
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @top
; ModuleID = 'netc_top'
source_filename = "netc_top"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define void @netc_top(ptr noalias nocapture readnone %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readnone %2, ptr noalias %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  call fastcc void @k0_ones(ptr %3)
  %8 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_ones(ptr nonnull %8)
  %9 = getelementptr inbounds i8, ptr %3, i64 256
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 3, i32 3, i32 4, float 1.000000e+00, ptr %3, i32 4, ptr nonnull %8, i32 4, float 0.000000e+00, ptr nonnull %9, i32 3)
  %10 = getelementptr inbounds i8, ptr %3, i64 292
  %11 = getelementptr inbounds i8, ptr %3, i64 176
  %12 = getelementptr inbounds float, ptr %3, i64 12
  call void @cblas_sgemm(i32 101, i32 111, i32 112, i32 3, i32 3, i32 4, float 1.000000e+00, ptr nonnull %12, i32 4, ptr nonnull %11, i32 4, float 0.000000e+00, ptr nonnull %10, i32 3)
  call fastcc void @k2_arange(ptr %3)
  %13 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k3_arange(ptr nonnull %13)
  call fastcc void @k4_where(ptr nonnull %8, ptr %3, ptr nonnull %13, ptr nonnull %9)
  %14 = load ptr, ptr %1, align 8
  call void @netc_k_softmax_f32(ptr nonnull %8, ptr %14, i64 6, i64 3, i64 1, i32 0)
  %15 = getelementptr inbounds ptr, ptr %1, i64 1
  %16 = load ptr, ptr %15, align 8
  call fastcc void @k5_arange(ptr %16)
  %17 = getelementptr inbounds ptr, ptr %1, i64 2
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k6_arange(ptr %18)
  call fastcc void @k7_ones(ptr %3)
  call fastcc void @k8_arange(ptr nonnull %13)
  call fastcc void @k9_arange(ptr nonnull %9)
  %19 = getelementptr inbounds ptr, ptr %1, i64 3
  %20 = load ptr, ptr %19, align 8
  call fastcc void @k10_where(ptr %20, ptr nonnull %13, ptr nonnull %9, ptr %3)
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
  ret void
}

declare void @cblas_sgemm(i32, i32, i32, i32, i32, i32, float, ptr, i32, ptr, i32, float, ptr, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k2_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  %1 = getelementptr inbounds i64, ptr %0, i64 1
  store i64 1, ptr %1, align 4
  %2 = getelementptr inbounds i64, ptr %0, i64 2
  store i64 2, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  %1 = getelementptr inbounds i64, ptr %0, i64 1
  store i64 1, ptr %1, align 4
  %2 = getelementptr inbounds i64, ptr %0, i64 2
  store i64 2, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
entry:
  %4 = load i64, ptr %2, align 4
  %5 = load i64, ptr %1, align 4
  %.not = icmp sgt i64 %5, %4
  %6 = load float, ptr %3, align 4
  %7 = fmul contract float %6, 5.000000e-01
  %8 = select contract i1 %.not, float -1.000000e+09, float %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds i64, ptr %1, i64 1
  %10 = load i64, ptr %9, align 4
  %.not.1 = icmp sgt i64 %10, %4
  %11 = getelementptr inbounds float, ptr %3, i64 1
  %12 = load float, ptr %11, align 4
  %13 = fmul contract float %12, 5.000000e-01
  %14 = select contract i1 %.not.1, float -1.000000e+09, float %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
  %16 = getelementptr inbounds i64, ptr %1, i64 2
  %17 = load i64, ptr %16, align 4
  %.not.2 = icmp sgt i64 %17, %4
  %18 = getelementptr inbounds float, ptr %3, i64 2
  %19 = load float, ptr %18, align 4
  %20 = fmul contract float %19, 5.000000e-01
  %21 = select contract i1 %.not.2, float -1.000000e+09, float %20
  %22 = getelementptr inbounds float, ptr %0, i64 2
  store float %21, ptr %22, align 4
  %23 = getelementptr inbounds i64, ptr %2, i64 1
  %24 = load i64, ptr %23, align 4
  %.not.18 = icmp sgt i64 %5, %24
  %25 = getelementptr inbounds float, ptr %3, i64 3
  %26 = load float, ptr %25, align 4
  %27 = fmul contract float %26, 5.000000e-01
  %28 = select contract i1 %.not.18, float -1.000000e+09, float %27
  %29 = getelementptr inbounds float, ptr %0, i64 3
  store float %28, ptr %29, align 4
  %.not.1.1 = icmp sgt i64 %10, %24
  %30 = getelementptr inbounds float, ptr %3, i64 4
  %31 = load float, ptr %30, align 4
  %32 = fmul contract float %31, 5.000000e-01
  %33 = select contract i1 %.not.1.1, float -1.000000e+09, float %32
  %34 = getelementptr inbounds float, ptr %0, i64 4
  store float %33, ptr %34, align 4
  %.not.2.1 = icmp sgt i64 %17, %24
  %35 = getelementptr inbounds float, ptr %3, i64 5
  %36 = load float, ptr %35, align 4
  %37 = fmul contract float %36, 5.000000e-01
  %38 = select contract i1 %.not.2.1, float -1.000000e+09, float %37
  %39 = getelementptr inbounds float, ptr %0, i64 5
  store float %38, ptr %39, align 4
  %40 = getelementptr inbounds i64, ptr %2, i64 2
  %41 = load i64, ptr %40, align 4
  %.not.29 = icmp sgt i64 %5, %41
  %42 = getelementptr inbounds float, ptr %3, i64 6
  %43 = load float, ptr %42, align 4
  %44 = fmul contract float %43, 5.000000e-01
  %45 = select contract i1 %.not.29, float -1.000000e+09, float %44
  %46 = getelementptr inbounds float, ptr %0, i64 6
  store float %45, ptr %46, align 4
  %.not.1.2 = icmp sgt i64 %10, %41
  %47 = getelementptr inbounds float, ptr %3, i64 7
  %48 = load float, ptr %47, align 4
  %49 = fmul contract float %48, 5.000000e-01
  %50 = select contract i1 %.not.1.2, float -1.000000e+09, float %49
  %51 = getelementptr inbounds float, ptr %0, i64 7
  store float %50, ptr %51, align 4
  %.not.2.2 = icmp sgt i64 %17, %41
  %52 = getelementptr inbounds float, ptr %3, i64 8
  %53 = load float, ptr %52, align 4
  %54 = fmul contract float %53, 5.000000e-01
  %55 = select contract i1 %.not.2.2, float -1.000000e+09, float %54
  %56 = getelementptr inbounds float, ptr %0, i64 8
  store float %55, ptr %56, align 4
  %57 = getelementptr inbounds float, ptr %3, i64 9
  %58 = load float, ptr %57, align 4
  %59 = fmul contract float %58, 5.000000e-01
  %60 = select contract i1 %.not, float -1.000000e+09, float %59
  %61 = getelementptr inbounds float, ptr %0, i64 9
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds float, ptr %3, i64 10
  %63 = load float, ptr %62, align 4
  %64 = fmul contract float %63, 5.000000e-01
  %65 = select contract i1 %.not.1, float -1.000000e+09, float %64
  %66 = getelementptr inbounds float, ptr %0, i64 10
  store float %65, ptr %66, align 4
  %67 = getelementptr inbounds float, ptr %3, i64 11
  %68 = load float, ptr %67, align 4
  %69 = fmul contract float %68, 5.000000e-01
  %70 = select contract i1 %.not.2, float -1.000000e+09, float %69
  %71 = getelementptr inbounds float, ptr %0, i64 11
  store float %70, ptr %71, align 4
  %72 = getelementptr inbounds float, ptr %3, i64 12
  %73 = load float, ptr %72, align 4
  %74 = fmul contract float %73, 5.000000e-01
  %75 = select contract i1 %.not.18, float -1.000000e+09, float %74
  %76 = getelementptr inbounds float, ptr %0, i64 12
  store float %75, ptr %76, align 4
  %77 = getelementptr inbounds float, ptr %3, i64 13
  %78 = load float, ptr %77, align 4
  %79 = fmul contract float %78, 5.000000e-01
  %80 = select contract i1 %.not.1.1, float -1.000000e+09, float %79
  %81 = getelementptr inbounds float, ptr %0, i64 13
  store float %80, ptr %81, align 4
  %82 = getelementptr inbounds float, ptr %3, i64 14
  %83 = load float, ptr %82, align 4
  %84 = fmul contract float %83, 5.000000e-01
  %85 = select contract i1 %.not.2.1, float -1.000000e+09, float %84
  %86 = getelementptr inbounds float, ptr %0, i64 14
  store float %85, ptr %86, align 4
  %87 = load i64, ptr %1, align 4
  %.not.29.1 = icmp sgt i64 %87, %41
  %88 = getelementptr inbounds float, ptr %3, i64 15
  %89 = load float, ptr %88, align 4
  %90 = fmul contract float %89, 5.000000e-01
  %91 = select contract i1 %.not.29.1, float -1.000000e+09, float %90
  %92 = getelementptr inbounds float, ptr %0, i64 15
  store float %91, ptr %92, align 4
  %93 = load i64, ptr %9, align 4
  %.not.1.2.1 = icmp sgt i64 %93, %41
  %94 = getelementptr inbounds float, ptr %3, i64 16
  %95 = load float, ptr %94, align 4
  %96 = fmul contract float %95, 5.000000e-01
  %97 = select contract i1 %.not.1.2.1, float -1.000000e+09, float %96
  %98 = getelementptr inbounds float, ptr %0, i64 16
  store float %97, ptr %98, align 4
  %99 = load i64, ptr %16, align 4
  %.not.2.2.1 = icmp sgt i64 %99, %41
  %100 = getelementptr inbounds float, ptr %3, i64 17
  %101 = load float, ptr %100, align 4
  %102 = fmul contract float %101, 5.000000e-01
  %103 = select contract i1 %.not.2.2.1, float -1.000000e+09, float %102
  %104 = getelementptr inbounds float, ptr %0, i64 17
  store float %103, ptr %104, align 4
  ret void
}

declare void @netc_k_softmax_f32(ptr, ptr, i64, i64, i64, i32) local_unnamed_addr

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k5_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  %1 = getelementptr inbounds i64, ptr %0, i64 1
  store i64 1, ptr %1, align 4
  %2 = getelementptr inbounds i64, ptr %0, i64 2
  store i64 2, ptr %2, align 4
  %3 = getelementptr inbounds i64, ptr %0, i64 3
  store i64 3, ptr %3, align 4
  %4 = getelementptr inbounds i64, ptr %0, i64 4
  store i64 4, ptr %4, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k6_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store float 1.000000e+00, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 3.000000e+00, ptr %1, align 4
  %2 = getelementptr inbounds float, ptr %0, i64 2
  store float 5.000000e+00, ptr %2, align 4
  %3 = getelementptr inbounds float, ptr %0, i64 3
  store float 7.000000e+00, ptr %3, align 4
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

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k8_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  %1 = getelementptr inbounds i64, ptr %0, i64 1
  store i64 1, ptr %1, align 4
  %2 = getelementptr inbounds i64, ptr %0, i64 2
  store i64 2, ptr %2, align 4
  %3 = getelementptr inbounds i64, ptr %0, i64 3
  store i64 3, ptr %3, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k9_arange(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  store i64 0, ptr %0, align 4
  %1 = getelementptr inbounds i64, ptr %0, i64 1
  store i64 1, ptr %1, align 4
  %2 = getelementptr inbounds i64, ptr %0, i64 2
  store i64 2, ptr %2, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k10_where(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
entry:
  %4 = load i64, ptr %2, align 4
  %5 = add i64 %4, 1
  %6 = load i64, ptr %1, align 4
  %.not = icmp sgt i64 %6, %5
  %7 = load float, ptr %3, align 4
  %8 = select contract i1 %.not, float 0.000000e+00, float %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds i64, ptr %1, i64 1
  %10 = load i64, ptr %9, align 4
  %.not.1 = icmp sgt i64 %10, %5
  %11 = getelementptr inbounds float, ptr %3, i64 1
  %12 = load float, ptr %11, align 4
  %13 = select contract i1 %.not.1, float 0.000000e+00, float %12
  %14 = getelementptr inbounds float, ptr %0, i64 1
  store float %13, ptr %14, align 4
  %15 = getelementptr inbounds i64, ptr %1, i64 2
  %16 = load i64, ptr %15, align 4
  %.not.2 = icmp sgt i64 %16, %5
  %17 = getelementptr inbounds float, ptr %3, i64 2
  %18 = load float, ptr %17, align 4
  %19 = select contract i1 %.not.2, float 0.000000e+00, float %18
  %20 = getelementptr inbounds float, ptr %0, i64 2
  store float %19, ptr %20, align 4
  %21 = getelementptr inbounds i64, ptr %1, i64 3
  %22 = load i64, ptr %21, align 4
  %.not.3 = icmp sgt i64 %22, %5
  %23 = getelementptr inbounds float, ptr %3, i64 3
  %24 = load float, ptr %23, align 4
  %25 = select contract i1 %.not.3, float 0.000000e+00, float %24
  %26 = getelementptr inbounds float, ptr %0, i64 3
  store float %25, ptr %26, align 4
  %27 = getelementptr inbounds i64, ptr %2, i64 1
  %28 = load i64, ptr %27, align 4
  %29 = add i64 %28, 1
  %.not.14 = icmp sgt i64 %6, %29
  %30 = getelementptr inbounds float, ptr %3, i64 4
  %31 = load float, ptr %30, align 4
  %32 = select contract i1 %.not.14, float 0.000000e+00, float %31
  %33 = getelementptr inbounds float, ptr %0, i64 4
  store float %32, ptr %33, align 4
  %.not.1.1 = icmp sgt i64 %10, %29
  %34 = getelementptr inbounds float, ptr %3, i64 5
  %35 = load float, ptr %34, align 4
  %36 = select contract i1 %.not.1.1, float 0.000000e+00, float %35
  %37 = getelementptr inbounds float, ptr %0, i64 5
  store float %36, ptr %37, align 4
  %.not.2.1 = icmp sgt i64 %16, %29
  %38 = getelementptr inbounds float, ptr %3, i64 6
  %39 = load float, ptr %38, align 4
  %40 = select contract i1 %.not.2.1, float 0.000000e+00, float %39
  %41 = getelementptr inbounds float, ptr %0, i64 6
  store float %40, ptr %41, align 4
  %.not.3.1 = icmp sgt i64 %22, %29
  %42 = getelementptr inbounds float, ptr %3, i64 7
  %43 = load float, ptr %42, align 4
  %44 = select contract i1 %.not.3.1, float 0.000000e+00, float %43
  %45 = getelementptr inbounds float, ptr %0, i64 7
  store float %44, ptr %45, align 4
  %46 = getelementptr inbounds i64, ptr %2, i64 2
  %47 = load i64, ptr %46, align 4
  %48 = add i64 %47, 1
  %.not.25 = icmp sgt i64 %6, %48
  %49 = getelementptr inbounds float, ptr %3, i64 8
  %50 = load float, ptr %49, align 4
  %51 = select contract i1 %.not.25, float 0.000000e+00, float %50
  %52 = getelementptr inbounds float, ptr %0, i64 8
  store float %51, ptr %52, align 4
  %.not.1.2 = icmp sgt i64 %10, %48
  %53 = getelementptr inbounds float, ptr %3, i64 9
  %54 = load float, ptr %53, align 4
  %55 = select contract i1 %.not.1.2, float 0.000000e+00, float %54
  %56 = getelementptr inbounds float, ptr %0, i64 9
  store float %55, ptr %56, align 4
  %.not.2.2 = icmp sgt i64 %16, %48
  %57 = getelementptr inbounds float, ptr %3, i64 10
  %58 = load float, ptr %57, align 4
  %59 = select contract i1 %.not.2.2, float 0.000000e+00, float %58
  %60 = getelementptr inbounds float, ptr %0, i64 10
  store float %59, ptr %60, align 4
  %.not.3.2 = icmp sgt i64 %22, %48
  %61 = getelementptr inbounds float, ptr %3, i64 11
  %62 = load float, ptr %61, align 4
  %63 = select contract i1 %.not.3.2, float 0.000000e+00, float %62
  %64 = getelementptr inbounds float, ptr %0, i64 11
  store float %63, ptr %64, align 4
  ret void
}

attributes #0 = { "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

