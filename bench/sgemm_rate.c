/* This machine's sgemm rate: OpenBLAS on 2 threads, C = A B with square
   matrices of 2048, the best of 7 runs after a warm-up, in GFLOP/s (a
   limit: what the machine reaches when nothing else holds its cores), and
   the name of the kernels OpenBLAS ran ("Haswell", "SkylakeX", ...). The
   limit column of bench/run.sh is a step's FLOPs at the best rate of
   several of these runs.
     cc -O2 bench/sgemm_rate.c -lopenblas && ./a.out */
#include <cblas.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec * 1e-9;
}

static int by_value(const void* a, const void* b) {
  double x = *(const double*)a, y = *(const double*)b;
  return (x > y) - (x < y);
}

int main(void) {
  enum { N = 2048, RUNS = 7 };
  float* a = malloc(sizeof(float) * N * N);
  float* b = malloc(sizeof(float) * N * N);
  float* c = malloc(sizeof(float) * N * N);
  double rates[RUNS];
  int i;
  if (!a || !b || !c) return 1;
  for (i = 0; i < N * N; ++i) a[i] = (float)(i % 7) * 0.1f, b[i] = (float)(i % 5) * 0.2f;
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0f, a, N, b, N, 0.0f, c, N);
  for (i = 0; i < RUNS; ++i) {
    double t = now();
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, N, N, N, 1.0f, a, N, b, N, 0.0f, c, N);
    rates[i] = 2.0 * N * N * (double)N / (now() - t) / 1e9;
  }
  qsort(rates, RUNS, sizeof rates[0], by_value);
  printf("%.1f %s\n", rates[RUNS - 1], openblas_get_corename());
  free(a);
  free(b);
  free(c);
  return 0;
}
