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
  %12 = load ptr, ptr %1, align 8
  call fastcc void @k1_add(ptr %12, ptr %3, ptr %11)
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
  store float %18, ptr %2, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k1_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #4 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fadd contract float %3, %4
  store float %5, ptr %0, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.net.d.step with B = 2
; ModuleID = 'netc_train_net_d_step'
source_filename = "netc_train_net_d_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_net_d_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
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
  store float %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul reassoc contract float %3, %20
  %22 = fadd reassoc contract float %21, 0.000000e+00
  %23 = getelementptr inbounds float, ptr %0, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul reassoc contract float %8, %24
  %26 = fadd reassoc contract float %22, %25
  %27 = getelementptr inbounds float, ptr %0, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %14, %28
  %30 = fadd reassoc contract float %26, %29
  %31 = getelementptr inbounds float, ptr %2, i64 1
  store float %30, ptr %31, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %5
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
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
  %9 = fmul contract float %8, 5.000000e-01
  store float %9, ptr %0, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.net.d.update
; ModuleID = 'netc_train_net_d_update'
source_filename = "netc_train_net_d_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_net_d_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 2
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %0, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 2
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %1, align 8
  %17 = getelementptr inbounds ptr, ptr %1, i64 1
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k0_sub(ptr %16, ptr %18, ptr %13, ptr %8, ptr %15, ptr %10)
  %19 = getelementptr inbounds ptr, ptr %2, i64 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %2, i64 3
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds ptr, ptr %1, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 3
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k1_sub(ptr %24, ptr %26, ptr %20, ptr %8, ptr %22, ptr %12)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 0x3FECCCCCC0000000
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %6, %11
  %13 = fsub contract float %7, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %4, i64 1
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 0x3FECCCCCC0000000
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %18, %20
  %22 = getelementptr inbounds float, ptr %1, i64 1
  %23 = fmul contract float %6, %21
  %24 = fsub contract float %15, %23
  %25 = getelementptr inbounds float, ptr %0, i64 1
  store float %24, ptr %25, align 4
  store float %21, ptr %22, align 4
  %26 = getelementptr inbounds float, ptr %2, i64 2
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds float, ptr %4, i64 2
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %29, 0x3FECCCCCC0000000
  %31 = getelementptr inbounds float, ptr %5, i64 2
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %30, %32
  %34 = getelementptr inbounds float, ptr %1, i64 2
  %35 = fmul contract float %6, %33
  %36 = fsub contract float %27, %35
  %37 = getelementptr inbounds float, ptr %0, i64 2
  store float %36, ptr %37, align 4
  store float %33, ptr %34, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #4 {
entry:
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %3, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 0x3FECCCCCC0000000
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %7, %11
  %13 = fsub contract float %6, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train2.net.d.step with B = 2
; ModuleID = 'netc_train2_net_d_step'
source_filename = "netc_train2_net_d_step"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train2_net_d_step(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
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
  store float %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul reassoc contract float %3, %20
  %22 = fadd reassoc contract float %21, 0.000000e+00
  %23 = getelementptr inbounds float, ptr %0, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul reassoc contract float %8, %24
  %26 = fadd reassoc contract float %22, %25
  %27 = getelementptr inbounds float, ptr %0, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %14, %28
  %30 = fadd reassoc contract float %26, %29
  %31 = getelementptr inbounds float, ptr %2, i64 1
  store float %30, ptr %31, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %5
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
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
  %9 = fmul contract float %8, 5.000000e-01
  store float %9, ptr %0, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train2.net.d.update
; ModuleID = 'netc_train2_net_d_update'
source_filename = "netc_train2_net_d_update"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train2_net_d_update(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readnone %3, i64 %4, i64 %5) local_unnamed_addr #0 {
entry:
  %caller_mxcsr = alloca i32, align 4
  %netc_mxcsr = alloca i32, align 4
  call void @llvm.x86.sse.stmxcsr(ptr nonnull %caller_mxcsr)
  %6 = load i32, ptr %caller_mxcsr, align 4
  %7 = or i32 %6, 32832
  store i32 %7, ptr %netc_mxcsr, align 4
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %netc_mxcsr)
  %8 = load ptr, ptr %0, align 8
  %9 = getelementptr inbounds ptr, ptr %0, i64 2
  %10 = load ptr, ptr %9, align 8
  %11 = getelementptr inbounds ptr, ptr %0, i64 3
  %12 = load ptr, ptr %11, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds ptr, ptr %2, i64 4
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %1, align 8
  %17 = getelementptr inbounds ptr, ptr %1, i64 1
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k0_sub(ptr %16, ptr %18, ptr %13, ptr %8, ptr %15, ptr %10)
  %19 = getelementptr inbounds ptr, ptr %2, i64 1
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds ptr, ptr %2, i64 5
  %22 = load ptr, ptr %21, align 8
  %23 = getelementptr inbounds ptr, ptr %1, i64 2
  %24 = load ptr, ptr %23, align 8
  %25 = getelementptr inbounds ptr, ptr %1, i64 3
  %26 = load ptr, ptr %25, align 8
  call fastcc void @k1_sub(ptr %24, ptr %26, ptr %20, ptr %8, ptr %22, ptr %12)
  call void @llvm.x86.sse.ldmxcsr(ptr nonnull %caller_mxcsr)
  ret void
}

; Function Attrs: nounwind memory(argmem: write)
declare void @llvm.x86.sse.stmxcsr(ptr) #1

; Function Attrs: nounwind
declare void @llvm.x86.sse.ldmxcsr(ptr) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k0_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #3 {
entry:
  %6 = load float, ptr %3, align 4
  %7 = load float, ptr %2, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 5.000000e-01
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %6, %11
  %13 = fsub contract float %7, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  %14 = getelementptr inbounds float, ptr %2, i64 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds float, ptr %4, i64 1
  %17 = load float, ptr %16, align 4
  %18 = fmul contract float %17, 5.000000e-01
  %19 = getelementptr inbounds float, ptr %5, i64 1
  %20 = load float, ptr %19, align 4
  %21 = fadd contract float %18, %20
  %22 = getelementptr inbounds float, ptr %1, i64 1
  %23 = fmul contract float %6, %21
  %24 = fsub contract float %15, %23
  %25 = getelementptr inbounds float, ptr %0, i64 1
  store float %24, ptr %25, align 4
  store float %21, ptr %22, align 4
  %26 = getelementptr inbounds float, ptr %2, i64 2
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds float, ptr %4, i64 2
  %29 = load float, ptr %28, align 4
  %30 = fmul contract float %29, 5.000000e-01
  %31 = getelementptr inbounds float, ptr %5, i64 2
  %32 = load float, ptr %31, align 4
  %33 = fadd contract float %30, %32
  %34 = getelementptr inbounds float, ptr %1, i64 2
  %35 = fmul contract float %6, %33
  %36 = fsub contract float %27, %35
  %37 = getelementptr inbounds float, ptr %0, i64 2
  store float %36, ptr %37, align 4
  store float %33, ptr %34, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture writeonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3, ptr noalias nocapture readonly %4, ptr noalias nocapture readonly %5) unnamed_addr #4 {
entry:
  %6 = load float, ptr %2, align 4
  %7 = load float, ptr %3, align 4
  %8 = load float, ptr %4, align 4
  %9 = fmul contract float %8, 5.000000e-01
  %10 = load float, ptr %5, align 4
  %11 = fadd contract float %9, %10
  %12 = fmul contract float %7, %11
  %13 = fsub contract float %6, %12
  store float %13, ptr %0, align 4
  store float %11, ptr %1, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train.net.d.step.grad with B = 2
; ModuleID = 'netc_train_net_d_step_grad'
source_filename = "netc_train_net_d_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train_net_d_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
  call fastcc void @k3_broadcast_to(ptr %3)
  %16 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k4_add(ptr nonnull %16, ptr %3, ptr nonnull %14)
  %17 = getelementptr inbounds ptr, ptr %1, i64 2
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k5_sum_to(ptr %18, ptr nonnull %16)
  %19 = getelementptr inbounds ptr, ptr %1, i64 1
  %20 = load ptr, ptr %19, align 8
  call fastcc void @k6_small_matmul(ptr nonnull %16, ptr %8, ptr %20)
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
  store float %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul reassoc contract float %3, %20
  %22 = fadd reassoc contract float %21, 0.000000e+00
  %23 = getelementptr inbounds float, ptr %0, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul reassoc contract float %8, %24
  %26 = fadd reassoc contract float %22, %25
  %27 = getelementptr inbounds float, ptr %0, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %14, %28
  %30 = fadd reassoc contract float %26, %29
  %31 = getelementptr inbounds float, ptr %2, i64 1
  store float %30, ptr %31, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %5
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
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
  %9 = fmul contract float %8, 5.000000e-01
  store float %9, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #4 {
entry:
  store float 5.000000e-01, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 5.000000e-01, ptr %1, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, %5
  store float %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %8, %10
  %12 = fadd contract float %11, %11
  %13 = getelementptr inbounds float, ptr %0, i64 1
  store float %12, ptr %13, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k5_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %3, %5
  store float %6, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %1, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %2, i64 1
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %3, %9
  %11 = fadd contract float %10, 0.000000e+00
  %12 = getelementptr inbounds float, ptr %2, i64 2
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %3, %14
  %16 = fadd contract float %15, 0.000000e+00
  %17 = getelementptr inbounds float, ptr %0, i64 1
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul contract float %18, %20
  %22 = fadd contract float %6, %21
  store float %22, ptr %2, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %18, %24
  %26 = fadd contract float %11, %25
  store float %26, ptr %7, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %18, %28
  %30 = fadd contract float %16, %29
  store float %30, ptr %12, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

; @train2.net.d.step.grad with B = 2
; ModuleID = 'netc_train2_net_d_step_grad'
source_filename = "netc_train2_net_d_step_grad"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind
define void @netc_train2_net_d_step_grad(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture %3, i64 %4, i64 %5) local_unnamed_addr #0 {
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
  %14 = getelementptr inbounds i8, ptr %3, i64 64
  call fastcc void @k1_sub(ptr nonnull %14, ptr %3, ptr %13, ptr %10)
  %15 = load ptr, ptr %1, align 8
  call fastcc void @k2_mean(ptr %15, ptr nonnull %14)
  call fastcc void @k3_broadcast_to(ptr %3)
  %16 = getelementptr inbounds i8, ptr %3, i64 128
  call fastcc void @k4_add(ptr nonnull %16, ptr %3, ptr nonnull %14)
  %17 = getelementptr inbounds ptr, ptr %1, i64 2
  %18 = load ptr, ptr %17, align 8
  call fastcc void @k5_sum_to(ptr %18, ptr nonnull %16)
  %19 = getelementptr inbounds ptr, ptr %1, i64 1
  %20 = load ptr, ptr %19, align 8
  call fastcc void @k6_small_matmul(ptr nonnull %16, ptr %8, ptr %20)
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
  store float %18, ptr %2, align 4
  %19 = getelementptr inbounds float, ptr %0, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul reassoc contract float %3, %20
  %22 = fadd reassoc contract float %21, 0.000000e+00
  %23 = getelementptr inbounds float, ptr %0, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul reassoc contract float %8, %24
  %26 = fadd reassoc contract float %22, %25
  %27 = getelementptr inbounds float, ptr %0, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul reassoc contract float %14, %28
  %30 = fadd reassoc contract float %26, %29
  %31 = getelementptr inbounds float, ptr %2, i64 1
  store float %30, ptr %31, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k1_sub(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2, ptr noalias nocapture readonly %3) unnamed_addr #3 {
entry:
  %4 = load float, ptr %1, align 4
  %5 = load float, ptr %2, align 4
  %6 = fadd contract float %4, %5
  %7 = load float, ptr %3, align 4
  %8 = fsub contract float %6, %7
  store float %8, ptr %0, align 4
  %9 = getelementptr inbounds float, ptr %1, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fadd contract float %10, %5
  %12 = getelementptr inbounds float, ptr %3, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fsub contract float %11, %13
  %15 = getelementptr inbounds float, ptr %0, i64 1
  store float %14, ptr %15, align 4
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
  %9 = fmul contract float %8, 5.000000e-01
  store float %9, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: write)
define internal fastcc void @k3_broadcast_to(ptr noalias nocapture writeonly %0) unnamed_addr #4 {
entry:
  store float 5.000000e-01, ptr %0, align 4
  %1 = getelementptr inbounds float, ptr %0, i64 1
  store float 5.000000e-01, ptr %1, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k4_add(ptr noalias nocapture writeonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture readonly %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %1, align 4
  %4 = load float, ptr %2, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, %5
  store float %6, ptr %0, align 4
  %7 = getelementptr inbounds float, ptr %1, i64 1
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds float, ptr %2, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul contract float %8, %10
  %12 = fadd contract float %11, %11
  %13 = getelementptr inbounds float, ptr %0, i64 1
  store float %12, ptr %13, align 4
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define internal fastcc void @k5_sum_to(ptr noalias nocapture %0, ptr noalias nocapture readonly %1) unnamed_addr #5 {
entry:
  %2 = load float, ptr %1, align 4
  %3 = fadd contract float %2, 0.000000e+00
  %4 = getelementptr inbounds float, ptr %1, i64 1
  %5 = load float, ptr %4, align 4
  %6 = fadd contract float %3, %5
  store float %6, ptr %0, align 4
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define internal fastcc void @k6_small_matmul(ptr noalias nocapture readonly %0, ptr noalias nocapture readonly %1, ptr noalias nocapture %2) unnamed_addr #3 {
entry:
  %3 = load float, ptr %0, align 4
  %4 = load float, ptr %1, align 4
  %5 = fmul contract float %3, %4
  %6 = fadd contract float %5, 0.000000e+00
  %7 = getelementptr inbounds float, ptr %2, i64 1
  %8 = getelementptr inbounds float, ptr %1, i64 1
  %9 = load float, ptr %8, align 4
  %10 = fmul contract float %3, %9
  %11 = fadd contract float %10, 0.000000e+00
  %12 = getelementptr inbounds float, ptr %2, i64 2
  %13 = getelementptr inbounds float, ptr %1, i64 2
  %14 = load float, ptr %13, align 4
  %15 = fmul contract float %3, %14
  %16 = fadd contract float %15, 0.000000e+00
  %17 = getelementptr inbounds float, ptr %0, i64 1
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds float, ptr %1, i64 3
  %20 = load float, ptr %19, align 4
  %21 = fmul contract float %18, %20
  %22 = fadd contract float %6, %21
  store float %22, ptr %2, align 4
  %23 = getelementptr inbounds float, ptr %1, i64 4
  %24 = load float, ptr %23, align 4
  %25 = fmul contract float %18, %24
  %26 = fadd contract float %11, %25
  store float %26, ptr %7, align 4
  %27 = getelementptr inbounds float, ptr %1, i64 5
  %28 = load float, ptr %27, align 4
  %29 = fmul contract float %18, %28
  %30 = fadd contract float %16, %29
  store float %30, ptr %12, align 4
  ret void
}

attributes #0 = { nounwind "target-cpu"="x86-64-v3" }
attributes #1 = { nounwind memory(argmem: write) }
attributes #2 = { nounwind }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "target-cpu"="x86-64-v3" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(argmem: write) "target-cpu"="x86-64-v3" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "target-cpu"="x86-64-v3" }

