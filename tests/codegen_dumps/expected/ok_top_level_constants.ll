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
  %12 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k1_zeros(ptr nonnull %12)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k2_add(ptr %13, ptr %3, ptr %11, ptr nonnull %12)
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
  %.phi.trans.insert18 = getelementptr inbounds float, ptr %0, i64 7
  %.pre19 = load float, ptr %.phi.trans.insert18, align 4
  %broadcast.splatinsert39 = insertelement <8 x float> poison, float %.pre19, i64 0
  %broadcast.splat40 = shufflevector <8 x float> %broadcast.splatinsert39, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert16 = getelementptr inbounds float, ptr %0, i64 6
  %.pre17 = load float, ptr %.phi.trans.insert16, align 4
  %broadcast.splatinsert37 = insertelement <8 x float> poison, float %.pre17, i64 0
  %broadcast.splat38 = shufflevector <8 x float> %broadcast.splatinsert37, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert14 = getelementptr inbounds float, ptr %0, i64 5
  %.pre15 = load float, ptr %.phi.trans.insert14, align 4
  %broadcast.splatinsert35 = insertelement <8 x float> poison, float %.pre15, i64 0
  %broadcast.splat36 = shufflevector <8 x float> %broadcast.splatinsert35, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert12 = getelementptr inbounds float, ptr %0, i64 4
  %.pre13 = load float, ptr %.phi.trans.insert12, align 4
  %broadcast.splatinsert33 = insertelement <8 x float> poison, float %.pre13, i64 0
  %broadcast.splat34 = shufflevector <8 x float> %broadcast.splatinsert33, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert10 = getelementptr inbounds float, ptr %0, i64 3
  %.pre11 = load float, ptr %.phi.trans.insert10, align 4
  %broadcast.splatinsert31 = insertelement <8 x float> poison, float %.pre11, i64 0
  %broadcast.splat32 = shufflevector <8 x float> %broadcast.splatinsert31, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert8 = getelementptr inbounds float, ptr %0, i64 2
  %.pre9 = load float, ptr %.phi.trans.insert8, align 4
  %broadcast.splatinsert29 = insertelement <8 x float> poison, float %.pre9, i64 0
  %broadcast.splat30 = shufflevector <8 x float> %broadcast.splatinsert29, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %0, i64 1
  %.pre7 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert27 = insertelement <8 x float> poison, float %.pre7, i64 0
  %broadcast.splat28 = shufflevector <8 x float> %broadcast.splatinsert27, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %0, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %1, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec20 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec21 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec22 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec23 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec24 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec25 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec26 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %3 = fmul reassoc contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd reassoc contract <8 x float> %3, zeroinitializer
  %5 = fmul reassoc contract <8 x float> %strided.vec20, %broadcast.splat28
  %6 = fadd reassoc contract <8 x float> %4, %5
  %7 = fmul reassoc contract <8 x float> %strided.vec21, %broadcast.splat30
  %8 = fadd reassoc contract <8 x float> %6, %7
  %9 = fmul reassoc contract <8 x float> %strided.vec22, %broadcast.splat32
  %10 = fadd reassoc contract <8 x float> %8, %9
  %11 = fmul reassoc contract <8 x float> %strided.vec23, %broadcast.splat34
  %12 = fadd reassoc contract <8 x float> %10, %11
  %13 = fmul reassoc contract <8 x float> %strided.vec24, %broadcast.splat36
  %14 = fadd reassoc contract <8 x float> %12, %13
  %15 = fmul reassoc contract <8 x float> %strided.vec25, %broadcast.splat38
  %16 = fadd reassoc contract <8 x float> %14, %15
  %17 = fmul reassoc contract <8 x float> %strided.vec26, %broadcast.splat40
  %18 = fadd reassoc contract <8 x float> %16, %17
  store <8 x float> %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 64
  %wide.vec.1 = load <64 x float>, ptr %19, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec20.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec21.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec22.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec23.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec24.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec25.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec26.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %20 = fmul reassoc contract <8 x float> %strided.vec.1, %broadcast.splat
  %21 = fadd reassoc contract <8 x float> %20, zeroinitializer
  %22 = fmul reassoc contract <8 x float> %strided.vec20.1, %broadcast.splat28
  %23 = fadd reassoc contract <8 x float> %21, %22
  %24 = fmul reassoc contract <8 x float> %strided.vec21.1, %broadcast.splat30
  %25 = fadd reassoc contract <8 x float> %23, %24
  %26 = fmul reassoc contract <8 x float> %strided.vec22.1, %broadcast.splat32
  %27 = fadd reassoc contract <8 x float> %25, %26
  %28 = fmul reassoc contract <8 x float> %strided.vec23.1, %broadcast.splat34
  %29 = fadd reassoc contract <8 x float> %27, %28
  %30 = fmul reassoc contract <8 x float> %strided.vec24.1, %broadcast.splat36
  %31 = fadd reassoc contract <8 x float> %29, %30
  %32 = fmul reassoc contract <8 x float> %strided.vec25.1, %broadcast.splat38
  %33 = fadd reassoc contract <8 x float> %31, %32
  %34 = fmul reassoc contract <8 x float> %strided.vec26.1, %broadcast.splat40
  %35 = fadd reassoc contract <8 x float> %33, %34
  %36 = getelementptr inbounds float, ptr %2, i64 8
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 128
  %wide.vec.2 = load <64 x float>, ptr %37, align 4
  %strided.vec.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec20.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec21.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec22.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec23.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec24.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec25.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec26.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %38 = fmul reassoc contract <8 x float> %strided.vec.2, %broadcast.splat
  %39 = fadd reassoc contract <8 x float> %38, zeroinitializer
  %40 = fmul reassoc contract <8 x float> %strided.vec20.2, %broadcast.splat28
  %41 = fadd reassoc contract <8 x float> %39, %40
  %42 = fmul reassoc contract <8 x float> %strided.vec21.2, %broadcast.splat30
  %43 = fadd reassoc contract <8 x float> %41, %42
  %44 = fmul reassoc contract <8 x float> %strided.vec22.2, %broadcast.splat32
  %45 = fadd reassoc contract <8 x float> %43, %44
  %46 = fmul reassoc contract <8 x float> %strided.vec23.2, %broadcast.splat34
  %47 = fadd reassoc contract <8 x float> %45, %46
  %48 = fmul reassoc contract <8 x float> %strided.vec24.2, %broadcast.splat36
  %49 = fadd reassoc contract <8 x float> %47, %48
  %50 = fmul reassoc contract <8 x float> %strided.vec25.2, %broadcast.splat38
  %51 = fadd reassoc contract <8 x float> %49, %50
  %52 = fmul reassoc contract <8 x float> %strided.vec26.2, %broadcast.splat40
  %53 = fadd reassoc contract <8 x float> %51, %52
  %54 = getelementptr inbounds float, ptr %2, i64 16
  store <8 x float> %53, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 192
  %wide.vec.3 = load <64 x float>, ptr %55, align 4
  %strided.vec.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec20.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec21.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec22.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec23.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec24.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec25.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec26.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %56 = fmul reassoc contract <8 x float> %strided.vec.3, %broadcast.splat
  %57 = fadd reassoc contract <8 x float> %56, zeroinitializer
  %58 = fmul reassoc contract <8 x float> %strided.vec20.3, %broadcast.splat28
  %59 = fadd reassoc contract <8 x float> %57, %58
  %60 = fmul reassoc contract <8 x float> %strided.vec21.3, %broadcast.splat30
  %61 = fadd reassoc contract <8 x float> %59, %60
  %62 = fmul reassoc contract <8 x float> %strided.vec22.3, %broadcast.splat32
  %63 = fadd reassoc contract <8 x float> %61, %62
  %64 = fmul reassoc contract <8 x float> %strided.vec23.3, %broadcast.splat34
  %65 = fadd reassoc contract <8 x float> %63, %64
  %66 = fmul reassoc contract <8 x float> %strided.vec24.3, %broadcast.splat36
  %67 = fadd reassoc contract <8 x float> %65, %66
  %68 = fmul reassoc contract <8 x float> %strided.vec25.3, %broadcast.splat38
  %69 = fadd reassoc contract <8 x float> %67, %68
  %70 = fmul reassoc contract <8 x float> %strided.vec26.3, %broadcast.splat40
  %71 = fadd reassoc contract <8 x float> %69, %70
  %72 = getelementptr inbounds float, ptr %2, i64 24
  store <8 x float> %71, ptr %72, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k1_zeros(ptr noalias nocapture writeonly %0) unnamed_addr #4 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %0, i8 0, i64 128, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k2_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %wide.load4 = load <8 x float>, ptr %2, align 4
  %4 = fadd contract <8 x float> %wide.load, %wide.load4
  %5 = fmul contract <8 x float> %4, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %wide.load5 = load <8 x float>, ptr %3, align 4
  %6 = fadd contract <8 x float> %wide.load5, %5
  store <8 x float> %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load4.1 = load <8 x float>, ptr %8, align 4
  %9 = fadd contract <8 x float> %wide.load.1, %wide.load4.1
  %10 = fmul contract <8 x float> %9, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %11 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load5.1 = load <8 x float>, ptr %11, align 4
  %12 = fadd contract <8 x float> %wide.load5.1, %10
  %13 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %12, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load4.2 = load <8 x float>, ptr %15, align 4
  %16 = fadd contract <8 x float> %wide.load.2, %wide.load4.2
  %17 = fmul contract <8 x float> %16, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %18 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load5.2 = load <8 x float>, ptr %18, align 4
  %19 = fadd contract <8 x float> %wide.load5.2, %17
  %20 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %19, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load4.3 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %wide.load.3, %wide.load4.3
  %24 = fmul contract <8 x float> %23, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %25 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load5.3 = load <8 x float>, ptr %25, align 4
  %26 = fadd contract <8 x float> %wide.load5.3, %24
  %27 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %26, ptr %27, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
  %9 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_small_matmul(ptr %3, ptr %8, ptr nonnull %9)
  %10 = getelementptr inbounds ptr, ptr %2, i64 1
  %11 = load ptr, ptr %10, align 8
  %12 = getelementptr inbounds i8, ptr %3, i64 320
  call fastcc void @k2_zeros(ptr nonnull %12)
  %13 = load ptr, ptr %1, align 8
  call fastcc void @k3_add(ptr %13, ptr nonnull %9, ptr %11, ptr nonnull %12)
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
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture writeonly %2) unnamed_addr #4 {
entry:
  %.phi.trans.insert19 = getelementptr inbounds float, ptr %0, i64 7
  %.pre20 = load float, ptr %.phi.trans.insert19, align 4
  %broadcast.splatinsert56 = insertelement <8 x float> poison, float %.pre20, i64 0
  %broadcast.splat57 = shufflevector <8 x float> %broadcast.splatinsert56, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert17 = getelementptr inbounds float, ptr %0, i64 6
  %.pre18 = load float, ptr %.phi.trans.insert17, align 4
  %broadcast.splatinsert54 = insertelement <8 x float> poison, float %.pre18, i64 0
  %broadcast.splat55 = shufflevector <8 x float> %broadcast.splatinsert54, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert15 = getelementptr inbounds float, ptr %0, i64 5
  %.pre16 = load float, ptr %.phi.trans.insert15, align 4
  %broadcast.splatinsert52 = insertelement <8 x float> poison, float %.pre16, i64 0
  %broadcast.splat53 = shufflevector <8 x float> %broadcast.splatinsert52, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert13 = getelementptr inbounds float, ptr %0, i64 4
  %.pre14 = load float, ptr %.phi.trans.insert13, align 4
  %broadcast.splatinsert50 = insertelement <8 x float> poison, float %.pre14, i64 0
  %broadcast.splat51 = shufflevector <8 x float> %broadcast.splatinsert50, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert11 = getelementptr inbounds float, ptr %0, i64 3
  %.pre12 = load float, ptr %.phi.trans.insert11, align 4
  %broadcast.splatinsert48 = insertelement <8 x float> poison, float %.pre12, i64 0
  %broadcast.splat49 = shufflevector <8 x float> %broadcast.splatinsert48, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert9 = getelementptr inbounds float, ptr %0, i64 2
  %.pre10 = load float, ptr %.phi.trans.insert9, align 4
  %broadcast.splatinsert46 = insertelement <8 x float> poison, float %.pre10, i64 0
  %broadcast.splat47 = shufflevector <8 x float> %broadcast.splatinsert46, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert = getelementptr inbounds float, ptr %0, i64 1
  %.pre8 = load float, ptr %.phi.trans.insert, align 4
  %broadcast.splatinsert44 = insertelement <8 x float> poison, float %.pre8, i64 0
  %broadcast.splat45 = shufflevector <8 x float> %broadcast.splatinsert44, <8 x float> poison, <8 x i32> zeroinitializer
  %.pre = load float, ptr %0, align 4
  %broadcast.splatinsert = insertelement <8 x float> poison, float %.pre, i64 0
  %broadcast.splat = shufflevector <8 x float> %broadcast.splatinsert, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec = load <64 x float>, ptr %1, align 4
  %strided.vec = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec37 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec38 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec39 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec40 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec41 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec42 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec43 = shufflevector <64 x float> %wide.vec, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %3 = fmul reassoc contract <8 x float> %strided.vec, %broadcast.splat
  %4 = fadd reassoc contract <8 x float> %3, zeroinitializer
  %5 = fmul reassoc contract <8 x float> %strided.vec37, %broadcast.splat45
  %6 = fadd reassoc contract <8 x float> %4, %5
  %7 = fmul reassoc contract <8 x float> %strided.vec38, %broadcast.splat47
  %8 = fadd reassoc contract <8 x float> %6, %7
  %9 = fmul reassoc contract <8 x float> %strided.vec39, %broadcast.splat49
  %10 = fadd reassoc contract <8 x float> %8, %9
  %11 = fmul reassoc contract <8 x float> %strided.vec40, %broadcast.splat51
  %12 = fadd reassoc contract <8 x float> %10, %11
  %13 = fmul reassoc contract <8 x float> %strided.vec41, %broadcast.splat53
  %14 = fadd reassoc contract <8 x float> %12, %13
  %15 = fmul reassoc contract <8 x float> %strided.vec42, %broadcast.splat55
  %16 = fadd reassoc contract <8 x float> %14, %15
  %17 = fmul reassoc contract <8 x float> %strided.vec43, %broadcast.splat57
  %18 = fadd reassoc contract <8 x float> %16, %17
  store <8 x float> %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 64
  %wide.vec.1 = load <64 x float>, ptr %19, align 4
  %strided.vec.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec37.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec38.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec39.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec40.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec41.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec42.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec43.1 = shufflevector <64 x float> %wide.vec.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %20 = fmul reassoc contract <8 x float> %strided.vec.1, %broadcast.splat
  %21 = fadd reassoc contract <8 x float> %20, zeroinitializer
  %22 = fmul reassoc contract <8 x float> %strided.vec37.1, %broadcast.splat45
  %23 = fadd reassoc contract <8 x float> %21, %22
  %24 = fmul reassoc contract <8 x float> %strided.vec38.1, %broadcast.splat47
  %25 = fadd reassoc contract <8 x float> %23, %24
  %26 = fmul reassoc contract <8 x float> %strided.vec39.1, %broadcast.splat49
  %27 = fadd reassoc contract <8 x float> %25, %26
  %28 = fmul reassoc contract <8 x float> %strided.vec40.1, %broadcast.splat51
  %29 = fadd reassoc contract <8 x float> %27, %28
  %30 = fmul reassoc contract <8 x float> %strided.vec41.1, %broadcast.splat53
  %31 = fadd reassoc contract <8 x float> %29, %30
  %32 = fmul reassoc contract <8 x float> %strided.vec42.1, %broadcast.splat55
  %33 = fadd reassoc contract <8 x float> %31, %32
  %34 = fmul reassoc contract <8 x float> %strided.vec43.1, %broadcast.splat57
  %35 = fadd reassoc contract <8 x float> %33, %34
  %36 = getelementptr inbounds float, ptr %2, i64 8
  store <8 x float> %35, ptr %36, align 4
  %37 = getelementptr inbounds float, ptr %1, i64 128
  %wide.vec.2 = load <64 x float>, ptr %37, align 4
  %strided.vec.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec37.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec38.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec39.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec40.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec41.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec42.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec43.2 = shufflevector <64 x float> %wide.vec.2, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %38 = fmul reassoc contract <8 x float> %strided.vec.2, %broadcast.splat
  %39 = fadd reassoc contract <8 x float> %38, zeroinitializer
  %40 = fmul reassoc contract <8 x float> %strided.vec37.2, %broadcast.splat45
  %41 = fadd reassoc contract <8 x float> %39, %40
  %42 = fmul reassoc contract <8 x float> %strided.vec38.2, %broadcast.splat47
  %43 = fadd reassoc contract <8 x float> %41, %42
  %44 = fmul reassoc contract <8 x float> %strided.vec39.2, %broadcast.splat49
  %45 = fadd reassoc contract <8 x float> %43, %44
  %46 = fmul reassoc contract <8 x float> %strided.vec40.2, %broadcast.splat51
  %47 = fadd reassoc contract <8 x float> %45, %46
  %48 = fmul reassoc contract <8 x float> %strided.vec41.2, %broadcast.splat53
  %49 = fadd reassoc contract <8 x float> %47, %48
  %50 = fmul reassoc contract <8 x float> %strided.vec42.2, %broadcast.splat55
  %51 = fadd reassoc contract <8 x float> %49, %50
  %52 = fmul reassoc contract <8 x float> %strided.vec43.2, %broadcast.splat57
  %53 = fadd reassoc contract <8 x float> %51, %52
  %54 = getelementptr inbounds float, ptr %2, i64 16
  store <8 x float> %53, ptr %54, align 4
  %55 = getelementptr inbounds float, ptr %1, i64 192
  %wide.vec.3 = load <64 x float>, ptr %55, align 4
  %strided.vec.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec37.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec38.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec39.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec40.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec41.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec42.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec43.3 = shufflevector <64 x float> %wide.vec.3, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %56 = fmul reassoc contract <8 x float> %strided.vec.3, %broadcast.splat
  %57 = fadd reassoc contract <8 x float> %56, zeroinitializer
  %58 = fmul reassoc contract <8 x float> %strided.vec37.3, %broadcast.splat45
  %59 = fadd reassoc contract <8 x float> %57, %58
  %60 = fmul reassoc contract <8 x float> %strided.vec38.3, %broadcast.splat47
  %61 = fadd reassoc contract <8 x float> %59, %60
  %62 = fmul reassoc contract <8 x float> %strided.vec39.3, %broadcast.splat49
  %63 = fadd reassoc contract <8 x float> %61, %62
  %64 = fmul reassoc contract <8 x float> %strided.vec40.3, %broadcast.splat51
  %65 = fadd reassoc contract <8 x float> %63, %64
  %66 = fmul reassoc contract <8 x float> %strided.vec41.3, %broadcast.splat53
  %67 = fadd reassoc contract <8 x float> %65, %66
  %68 = fmul reassoc contract <8 x float> %strided.vec42.3, %broadcast.splat55
  %69 = fadd reassoc contract <8 x float> %67, %68
  %70 = fmul reassoc contract <8 x float> %strided.vec43.3, %broadcast.splat57
  %71 = fadd reassoc contract <8 x float> %69, %70
  %72 = getelementptr inbounds float, ptr %2, i64 24
  store <8 x float> %71, ptr %72, align 4
  %.phi.trans.insert35 = getelementptr inbounds float, ptr %0, i64 15
  %.pre36 = load float, ptr %.phi.trans.insert35, align 4
  %broadcast.splatinsert88 = insertelement <8 x float> poison, float %.pre36, i64 0
  %broadcast.splat89 = shufflevector <8 x float> %broadcast.splatinsert88, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert33 = getelementptr inbounds float, ptr %0, i64 14
  %.pre34 = load float, ptr %.phi.trans.insert33, align 4
  %broadcast.splatinsert86 = insertelement <8 x float> poison, float %.pre34, i64 0
  %broadcast.splat87 = shufflevector <8 x float> %broadcast.splatinsert86, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert31 = getelementptr inbounds float, ptr %0, i64 13
  %.pre32 = load float, ptr %.phi.trans.insert31, align 4
  %broadcast.splatinsert84 = insertelement <8 x float> poison, float %.pre32, i64 0
  %broadcast.splat85 = shufflevector <8 x float> %broadcast.splatinsert84, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert29 = getelementptr inbounds float, ptr %0, i64 12
  %.pre30 = load float, ptr %.phi.trans.insert29, align 4
  %broadcast.splatinsert82 = insertelement <8 x float> poison, float %.pre30, i64 0
  %broadcast.splat83 = shufflevector <8 x float> %broadcast.splatinsert82, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert27 = getelementptr inbounds float, ptr %0, i64 11
  %.pre28 = load float, ptr %.phi.trans.insert27, align 4
  %broadcast.splatinsert80 = insertelement <8 x float> poison, float %.pre28, i64 0
  %broadcast.splat81 = shufflevector <8 x float> %broadcast.splatinsert80, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert25 = getelementptr inbounds float, ptr %0, i64 10
  %.pre26 = load float, ptr %.phi.trans.insert25, align 4
  %broadcast.splatinsert78 = insertelement <8 x float> poison, float %.pre26, i64 0
  %broadcast.splat79 = shufflevector <8 x float> %broadcast.splatinsert78, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert23 = getelementptr inbounds float, ptr %0, i64 9
  %.pre24 = load float, ptr %.phi.trans.insert23, align 4
  %broadcast.splatinsert76 = insertelement <8 x float> poison, float %.pre24, i64 0
  %broadcast.splat77 = shufflevector <8 x float> %broadcast.splatinsert76, <8 x float> poison, <8 x i32> zeroinitializer
  %.phi.trans.insert21 = getelementptr inbounds float, ptr %0, i64 8
  %.pre22 = load float, ptr %.phi.trans.insert21, align 4
  %broadcast.splatinsert74 = insertelement <8 x float> poison, float %.pre22, i64 0
  %broadcast.splat75 = shufflevector <8 x float> %broadcast.splatinsert74, <8 x float> poison, <8 x i32> zeroinitializer
  %wide.vec65 = load <64 x float>, ptr %1, align 4
  %strided.vec66 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec67 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec68 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec69 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec70 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec71 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec72 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec73 = shufflevector <64 x float> %wide.vec65, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %73 = fmul reassoc contract <8 x float> %strided.vec66, %broadcast.splat75
  %74 = fadd reassoc contract <8 x float> %73, zeroinitializer
  %75 = fmul reassoc contract <8 x float> %strided.vec67, %broadcast.splat77
  %76 = fadd reassoc contract <8 x float> %74, %75
  %77 = fmul reassoc contract <8 x float> %strided.vec68, %broadcast.splat79
  %78 = fadd reassoc contract <8 x float> %76, %77
  %79 = fmul reassoc contract <8 x float> %strided.vec69, %broadcast.splat81
  %80 = fadd reassoc contract <8 x float> %78, %79
  %81 = fmul reassoc contract <8 x float> %strided.vec70, %broadcast.splat83
  %82 = fadd reassoc contract <8 x float> %80, %81
  %83 = fmul reassoc contract <8 x float> %strided.vec71, %broadcast.splat85
  %84 = fadd reassoc contract <8 x float> %82, %83
  %85 = fmul reassoc contract <8 x float> %strided.vec72, %broadcast.splat87
  %86 = fadd reassoc contract <8 x float> %84, %85
  %87 = fmul reassoc contract <8 x float> %strided.vec73, %broadcast.splat89
  %88 = fadd reassoc contract <8 x float> %86, %87
  %89 = getelementptr inbounds float, ptr %2, i64 32
  store <8 x float> %88, ptr %89, align 4
  %90 = getelementptr inbounds float, ptr %1, i64 64
  %wide.vec65.1 = load <64 x float>, ptr %90, align 4
  %strided.vec66.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec67.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec68.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec69.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec70.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec71.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec72.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec73.1 = shufflevector <64 x float> %wide.vec65.1, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %91 = fmul reassoc contract <8 x float> %strided.vec66.1, %broadcast.splat75
  %92 = fadd reassoc contract <8 x float> %91, zeroinitializer
  %93 = fmul reassoc contract <8 x float> %strided.vec67.1, %broadcast.splat77
  %94 = fadd reassoc contract <8 x float> %92, %93
  %95 = fmul reassoc contract <8 x float> %strided.vec68.1, %broadcast.splat79
  %96 = fadd reassoc contract <8 x float> %94, %95
  %97 = fmul reassoc contract <8 x float> %strided.vec69.1, %broadcast.splat81
  %98 = fadd reassoc contract <8 x float> %96, %97
  %99 = fmul reassoc contract <8 x float> %strided.vec70.1, %broadcast.splat83
  %100 = fadd reassoc contract <8 x float> %98, %99
  %101 = fmul reassoc contract <8 x float> %strided.vec71.1, %broadcast.splat85
  %102 = fadd reassoc contract <8 x float> %100, %101
  %103 = fmul reassoc contract <8 x float> %strided.vec72.1, %broadcast.splat87
  %104 = fadd reassoc contract <8 x float> %102, %103
  %105 = fmul reassoc contract <8 x float> %strided.vec73.1, %broadcast.splat89
  %106 = fadd reassoc contract <8 x float> %104, %105
  %107 = getelementptr inbounds float, ptr %2, i64 40
  store <8 x float> %106, ptr %107, align 4
  %108 = getelementptr inbounds float, ptr %1, i64 128
  %wide.vec65.2 = load <64 x float>, ptr %108, align 4
  %strided.vec66.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec67.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec68.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec69.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec70.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec71.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec72.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec73.2 = shufflevector <64 x float> %wide.vec65.2, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %109 = fmul reassoc contract <8 x float> %strided.vec66.2, %broadcast.splat75
  %110 = fadd reassoc contract <8 x float> %109, zeroinitializer
  %111 = fmul reassoc contract <8 x float> %strided.vec67.2, %broadcast.splat77
  %112 = fadd reassoc contract <8 x float> %110, %111
  %113 = fmul reassoc contract <8 x float> %strided.vec68.2, %broadcast.splat79
  %114 = fadd reassoc contract <8 x float> %112, %113
  %115 = fmul reassoc contract <8 x float> %strided.vec69.2, %broadcast.splat81
  %116 = fadd reassoc contract <8 x float> %114, %115
  %117 = fmul reassoc contract <8 x float> %strided.vec70.2, %broadcast.splat83
  %118 = fadd reassoc contract <8 x float> %116, %117
  %119 = fmul reassoc contract <8 x float> %strided.vec71.2, %broadcast.splat85
  %120 = fadd reassoc contract <8 x float> %118, %119
  %121 = fmul reassoc contract <8 x float> %strided.vec72.2, %broadcast.splat87
  %122 = fadd reassoc contract <8 x float> %120, %121
  %123 = fmul reassoc contract <8 x float> %strided.vec73.2, %broadcast.splat89
  %124 = fadd reassoc contract <8 x float> %122, %123
  %125 = getelementptr inbounds float, ptr %2, i64 48
  store <8 x float> %124, ptr %125, align 4
  %126 = getelementptr inbounds float, ptr %1, i64 192
  %wide.vec65.3 = load <64 x float>, ptr %126, align 4
  %strided.vec66.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 0, i32 8, i32 16, i32 24, i32 32, i32 40, i32 48, i32 56>
  %strided.vec67.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 1, i32 9, i32 17, i32 25, i32 33, i32 41, i32 49, i32 57>
  %strided.vec68.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 2, i32 10, i32 18, i32 26, i32 34, i32 42, i32 50, i32 58>
  %strided.vec69.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 3, i32 11, i32 19, i32 27, i32 35, i32 43, i32 51, i32 59>
  %strided.vec70.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 4, i32 12, i32 20, i32 28, i32 36, i32 44, i32 52, i32 60>
  %strided.vec71.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 5, i32 13, i32 21, i32 29, i32 37, i32 45, i32 53, i32 61>
  %strided.vec72.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 6, i32 14, i32 22, i32 30, i32 38, i32 46, i32 54, i32 62>
  %strided.vec73.3 = shufflevector <64 x float> %wide.vec65.3, <64 x float> poison, <8 x i32> <i32 7, i32 15, i32 23, i32 31, i32 39, i32 47, i32 55, i32 63>
  %127 = fmul reassoc contract <8 x float> %strided.vec66.3, %broadcast.splat75
  %128 = fadd reassoc contract <8 x float> %127, zeroinitializer
  %129 = fmul reassoc contract <8 x float> %strided.vec67.3, %broadcast.splat77
  %130 = fadd reassoc contract <8 x float> %128, %129
  %131 = fmul reassoc contract <8 x float> %strided.vec68.3, %broadcast.splat79
  %132 = fadd reassoc contract <8 x float> %130, %131
  %133 = fmul reassoc contract <8 x float> %strided.vec69.3, %broadcast.splat81
  %134 = fadd reassoc contract <8 x float> %132, %133
  %135 = fmul reassoc contract <8 x float> %strided.vec70.3, %broadcast.splat83
  %136 = fadd reassoc contract <8 x float> %134, %135
  %137 = fmul reassoc contract <8 x float> %strided.vec71.3, %broadcast.splat85
  %138 = fadd reassoc contract <8 x float> %136, %137
  %139 = fmul reassoc contract <8 x float> %strided.vec72.3, %broadcast.splat87
  %140 = fadd reassoc contract <8 x float> %138, %139
  %141 = fmul reassoc contract <8 x float> %strided.vec73.3, %broadcast.splat89
  %142 = fadd reassoc contract <8 x float> %140, %141
  %143 = getelementptr inbounds float, ptr %2, i64 56
  store <8 x float> %142, ptr %143, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k2_zeros(ptr noalias nocapture writeonly %0) unnamed_addr #3 {
entry:
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(256) %0, i8 0, i64 256, i1 false)
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k3_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #4 {
entry:
  %wide.load = load <8 x float>, ptr %1, align 4
  %wide.load4 = load <8 x float>, ptr %2, align 4
  %4 = fadd contract <8 x float> %wide.load, %wide.load4
  %5 = fmul contract <8 x float> %4, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %wide.load5 = load <8 x float>, ptr %3, align 4
  %6 = fadd contract <8 x float> %wide.load5, %5
  store <8 x float> %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 8
  %wide.load.1 = load <8 x float>, ptr %7, align 4
  %8 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load4.1 = load <8 x float>, ptr %8, align 4
  %9 = fadd contract <8 x float> %wide.load.1, %wide.load4.1
  %10 = fmul contract <8 x float> %9, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %11 = getelementptr inbounds float, ptr %3, i64 8
  %wide.load5.1 = load <8 x float>, ptr %11, align 4
  %12 = fadd contract <8 x float> %wide.load5.1, %10
  %13 = getelementptr inbounds float, ptr %0, i64 8
  store <8 x float> %12, ptr %13, align 4
  %14 = getelementptr inbounds float, ptr %1, i64 16
  %wide.load.2 = load <8 x float>, ptr %14, align 4
  %15 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load4.2 = load <8 x float>, ptr %15, align 4
  %16 = fadd contract <8 x float> %wide.load.2, %wide.load4.2
  %17 = fmul contract <8 x float> %16, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %18 = getelementptr inbounds float, ptr %3, i64 16
  %wide.load5.2 = load <8 x float>, ptr %18, align 4
  %19 = fadd contract <8 x float> %wide.load5.2, %17
  %20 = getelementptr inbounds float, ptr %0, i64 16
  store <8 x float> %19, ptr %20, align 4
  %21 = getelementptr inbounds float, ptr %1, i64 24
  %wide.load.3 = load <8 x float>, ptr %21, align 4
  %22 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load4.3 = load <8 x float>, ptr %22, align 4
  %23 = fadd contract <8 x float> %wide.load.3, %wide.load4.3
  %24 = fmul contract <8 x float> %23, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %25 = getelementptr inbounds float, ptr %3, i64 24
  %wide.load5.3 = load <8 x float>, ptr %25, align 4
  %26 = fadd contract <8 x float> %wide.load5.3, %24
  %27 = getelementptr inbounds float, ptr %0, i64 24
  store <8 x float> %26, ptr %27, align 4
  %28 = getelementptr inbounds float, ptr %1, i64 32
  %wide.load13 = load <8 x float>, ptr %28, align 4
  %wide.load14 = load <8 x float>, ptr %2, align 4
  %29 = fadd contract <8 x float> %wide.load13, %wide.load14
  %30 = fmul contract <8 x float> %29, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %31 = getelementptr inbounds float, ptr %3, i64 32
  %wide.load15 = load <8 x float>, ptr %31, align 4
  %32 = fadd contract <8 x float> %wide.load15, %30
  %33 = getelementptr inbounds float, ptr %0, i64 32
  store <8 x float> %32, ptr %33, align 4
  %34 = getelementptr inbounds float, ptr %1, i64 40
  %wide.load13.1 = load <8 x float>, ptr %34, align 4
  %35 = getelementptr inbounds float, ptr %2, i64 8
  %wide.load14.1 = load <8 x float>, ptr %35, align 4
  %36 = fadd contract <8 x float> %wide.load13.1, %wide.load14.1
  %37 = fmul contract <8 x float> %36, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %38 = getelementptr inbounds float, ptr %3, i64 40
  %wide.load15.1 = load <8 x float>, ptr %38, align 4
  %39 = fadd contract <8 x float> %wide.load15.1, %37
  %40 = getelementptr inbounds float, ptr %0, i64 40
  store <8 x float> %39, ptr %40, align 4
  %41 = getelementptr inbounds float, ptr %1, i64 48
  %wide.load13.2 = load <8 x float>, ptr %41, align 4
  %42 = getelementptr inbounds float, ptr %2, i64 16
  %wide.load14.2 = load <8 x float>, ptr %42, align 4
  %43 = fadd contract <8 x float> %wide.load13.2, %wide.load14.2
  %44 = fmul contract <8 x float> %43, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %45 = getelementptr inbounds float, ptr %3, i64 48
  %wide.load15.2 = load <8 x float>, ptr %45, align 4
  %46 = fadd contract <8 x float> %wide.load15.2, %44
  %47 = getelementptr inbounds float, ptr %0, i64 48
  store <8 x float> %46, ptr %47, align 4
  %48 = getelementptr inbounds float, ptr %1, i64 56
  %wide.load13.3 = load <8 x float>, ptr %48, align 4
  %49 = getelementptr inbounds float, ptr %2, i64 24
  %wide.load14.3 = load <8 x float>, ptr %49, align 4
  %50 = fadd contract <8 x float> %wide.load13.3, %wide.load14.3
  %51 = fmul contract <8 x float> %50, <float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000, float 0x3FC6A09E60000000>
  %52 = getelementptr inbounds float, ptr %3, i64 56
  %wide.load15.3 = load <8 x float>, ptr %52, align 4
  %53 = fadd contract <8 x float> %wide.load15.3, %51
  %54 = getelementptr inbounds float, ptr %0, i64 56
  store <8 x float> %53, ptr %54, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }

