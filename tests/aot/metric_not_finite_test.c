/* A library's training step whose loss is finite but a metric is not
   (tests/e2e/data/nan/metric.net: logp = mean(log(batch.x * 0.0))) is taken
   back, as `netc run` takes it back (docs/guarantees.md): NOT_FINITE, the
   metric named, the parameters and the step count unchanged. Built by
   tests/e2e/build_test.py against the installed netc.

     metric_not_finite_test */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "metric.h"

static int failures = 0;
#define CHECK(cond)                                                                                  \
  do {                                                                                               \
    if (!(cond)) {                                                                                   \
      fprintf(stderr, "metric_not_finite_test.c:%d: failed: %s (last message: %s)\n", __LINE__, #cond, \
              metric_status_message());                                                              \
      ++failures;                                                                                    \
    }                                                                                                \
  } while (0)

static float x[METRIC_BATCH * 4];
static int64_t y[METRIC_BATCH];
static float before[8];

int main(void) {
  metric_t* net = NULL;
  float loss = NAN;
  int i;
  for (i = 0; i < METRIC_BATCH * 4; ++i) x[i] = (float)(i % 7) / 7.0f;
  for (i = 0; i < METRIC_BATCH; ++i) y[i] = i % 2;
  CHECK(metric_create(&net, 1) == METRIC_OK);
  if (!net) return 1;
  CHECK(strcmp(metric_param(0)->name, "net.fc.weight") == 0 && metric_param(0)->shape[0] * metric_param(0)->shape[1] == 8);
  memcpy(before, metric_param_data(net, 0), sizeof before);
  CHECK(metric_train_step(net, x, y, METRIC_LR, &loss) == METRIC_NOT_FINITE);
  CHECK(isfinite(loss));
  CHECK(strstr(metric_status_message(), "the metric `logp` is infinite at step 1; the parameters were not updated") !=
        NULL);
  CHECK(metric_global_step(net) == 0);
  CHECK(memcmp(before, metric_param_data(net, 0), sizeof before) == 0);
  metric_destroy(net);
  if (failures) return 1;
  printf("metric_not_finite_test: ok\n");
  return 0;
}
