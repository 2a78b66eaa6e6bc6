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
  %8 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_ones(ptr nonnull %8)
  %9 = load ptr, ptr %1, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(96) %9, ptr noundef nonnull align 4 dereferenceable(96) %3, i64 96, i1 false)
  %10 = getelementptr inbounds ptr, ptr %1, i64 1
  %11 = load ptr, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(96) %11, ptr noundef nonnull align 4 dereferenceable(96) %8, i64 96, i1 false)
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

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }

