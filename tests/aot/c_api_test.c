/* The C API of a `netc build` library, from C99: creation, the parameter
   table, the memory plan, checkpoints (netc run's, a foreign one, a missing one, a round trip),
   forward on a full and a partial batch, evaluation, training, and the status
   codes of bad calls. Built by tests/e2e/build_test.py against the installed
   netc with the link line the header documents.

     c_api_test CHECKPOINT FOREIGN_CHECKPOINT SCRATCH_DIR [TORCH_NAMED_WEIGHTS]

   TORCH_NAMED_WEIGHTS: CHECKPOINT's parameters alone, named as PyTorch's
   DataParallel names them (`module.fc1.weight`), for init_from. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fashion_mlp.h"

static int failures = 0;
#define CHECK(cond)                                                                        \
  do {                                                                                     \
    if (!(cond)) {                                                                         \
      fprintf(stderr, "c_api_test.c:%d: failed: %s (last message: %s)\n", __LINE__, #cond, \
              fashion_mlp_status_message());                                               \
      ++failures;                                                                          \
    }                                                                                      \
  } while (0)

#define B FASHION_MLP_BATCH
static float x[B * FASHION_MLP_NET_FORWARD_X_SIZE], y1[B * 10], y2[B * 10], y3[B * 10];
static float images[B * 28 * 28];
static int64_t labels[B];

int main(int argc, char** argv) {
  fashion_mlp_t *net = NULL, *net2 = NULL;
  char path[4096];
  float results[FASHION_MLP_NUM_RESULTS], loss = 0, first = 0;
  int i, st;
  if (argc != 4 && argc != 5) return 2;
  for (i = 0; i < B * 784; ++i) x[i] = (float)((i * 7) % 256) / 255.0f, images[i] = (float)((i * 7) % 256);
  for (i = 0; i < B; ++i) labels[i] = i % 10;

  CHECK(fashion_mlp_create(NULL, 1) == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(fashion_mlp_create(&net, 1) == FASHION_MLP_OK);
  CHECK(fashion_mlp_param_count() == FASHION_MLP_NUM_PARAMS);
  CHECK(strcmp(fashion_mlp_param(0)->name, "net.fc1.weight") == 0);
  CHECK(fashion_mlp_param(0)->rank == 2 && fashion_mlp_param(0)->shape[1] == 784);
  CHECK(strcmp(fashion_mlp_param(0)->device, "cuda:0 | cpu") == 0);
  CHECK(strcmp(fashion_mlp_param(0)->logical_device, "gpu") == 0);
  CHECK(fashion_mlp_param(FASHION_MLP_NUM_PARAMS) == NULL && fashion_mlp_param(-1) == NULL);

  /* Devices: bound when an instance is created, as `netc run` binds them. */
  printf("c_api_test: the default instance runs on %s\n", fashion_mlp_device(net));
  CHECK(fashion_mlp_create_on(&net2, 1, " gpu = cpu ") == FASHION_MLP_OK);
  CHECK(strcmp(fashion_mlp_device(net2), "cpu") == 0);
  fashion_mlp_destroy(net2);
  net2 = NULL;
  CHECK(fashion_mlp_create_on(&net2, 1, "gpu") == FASHION_MLP_INVALID_ARGUMENT && net2 == NULL);
  CHECK(strstr(fashion_mlp_status_message(), "`gpu` is not NAME=DEVICE") != NULL);
  CHECK(fashion_mlp_create_on(&net2, 1, "tpu=cpu") == FASHION_MLP_NO_DEVICE && net2 == NULL);
  CHECK(strstr(fashion_mlp_status_message(), "the program has no device `tpu` (its devices are cpu, gpu)") != NULL);
  CHECK(fashion_mlp_create_on(&net2, 1, "gpu=cuda:7") == FASHION_MLP_NO_DEVICE && net2 == NULL);
  CHECK(strstr(fashion_mlp_status_message(), "visible devices:") != NULL);
  CHECK(strstr(fashion_mlp_status_message(), "device override gpu=cpu") != NULL);
  if (FASHION_MLP_GPU_ARCHS[0]) {
    /* Kernels for sm_80 and sm_90, and PTX for compute_75 that newer GPUs compile. */
    CHECK(strcmp(FASHION_MLP_GPU_ARCHS, "sm_80,sm_90,compute_75") == 0);
    CHECK(fashion_mlp_check_gpu_arch("sm_90") == FASHION_MLP_OK);
    CHECK(fashion_mlp_check_gpu_arch("sm_86") == FASHION_MLP_OK);
    CHECK(fashion_mlp_check_gpu_arch("sm_70") == FASHION_MLP_NO_DEVICE);
    CHECK(strstr(fashion_mlp_status_message(), "rebuild the library with `netc build --cuda-arch sm_70`") != NULL);
  } else {
    CHECK(fashion_mlp_check_gpu_arch("sm_90") == FASHION_MLP_NO_DEVICE);
    CHECK(strstr(fashion_mlp_status_message(), "no GPU code") != NULL);
  }

  /* Memory: the lines of the plan the instance was allocated by (the runtime
     checks that at creation); build_test.py compares them with `netc mem`.
     Trained parameters and their gradients have the same size, and the
     library keeps two sets of the parameters (the update's new values are
     swapped in). */
  {
    fashion_mlp_memory_line lines[32];
    int64_t n = fashion_mlp_memory(net, NULL, 0), k;
    uint64_t params = 0, grads = 0;
    CHECK(n > 0 && n <= 32);
    CHECK(fashion_mlp_memory(net, lines, 32) == n);
    CHECK(fashion_mlp_memory(net, lines, 1) == n);
    CHECK(fashion_mlp_memory(NULL, lines, 32) == -1);
    CHECK(fashion_mlp_memory(net, NULL, 3) == -1);
    CHECK(strstr(fashion_mlp_status_message(), "capacity") != NULL);
    for (k = 0; k < n && k < 32; ++k) {
      printf("c_api_test: memory %s %s %llu%s\n", lines[k].device, lines[k].category, (unsigned long long)lines[k].bytes,
             lines[k].estimate ? " (estimate)" : "");
      if (strcmp(lines[k].device, "host") == 0) continue;
      if (strcmp(lines[k].category, "parameters") == 0) params += lines[k].bytes;
      if (strcmp(lines[k].category, "gradients") == 0) grads += lines[k].bytes;
    }
    /* One set of gradients is a parameter set's size (params holds two): on
       a GPU they are one block, with at most 256 B of padding per tensor. */
    CHECK(grads > 0 && 2 * grads >= params && 2 * grads - params <= 2 * 4 * 256);
  }

  /* Checkpoints that do not fit leave the instance as it was. */
  snprintf(path, sizeof path, "%s/missing.safetensors", argv[3]);
  CHECK(fashion_mlp_load(net, path) == FASHION_MLP_IO_ERROR);
  CHECK(strstr(fashion_mlp_status_message(), "missing.safetensors") != NULL);
  CHECK(fashion_mlp_load(net, argv[2]) == FASHION_MLP_INCOMPATIBLE);
  CHECK(fashion_mlp_load(net, argv[1]) == FASHION_MLP_OK);
  CHECK(fashion_mlp_global_step(net) > 0);

  /* Forward: a partial batch gives the full batch's first rows. */
  CHECK(fashion_mlp_net_forward(net, B, x, y1) == FASHION_MLP_OK);
  CHECK(fashion_mlp_net_forward(net, 5, x, y2) == FASHION_MLP_OK);
  CHECK(memcmp(y1, y2, 5 * 10 * sizeof(float)) == 0);
  CHECK(fashion_mlp_net_forward(net, 0, x, y2) == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(fashion_mlp_net_forward(net, B + 1, x, y2) == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(fashion_mlp_net_forward(net, B, NULL, y2) == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(fashion_mlp_net_forward(NULL, B, x, y2) == FASHION_MLP_INVALID_ARGUMENT);

  /* Save and load into a second instance: the same function. */
  snprintf(path, sizeof path, "%s/roundtrip.safetensors", argv[3]);
  CHECK(fashion_mlp_save(net, path) == FASHION_MLP_OK);
  CHECK(fashion_mlp_create(&net2, 7) == FASHION_MLP_OK);
  CHECK(fashion_mlp_load(net2, path) == FASHION_MLP_OK);
  CHECK(fashion_mlp_net_forward(net2, B, x, y3) == FASHION_MLP_OK);
  CHECK(memcmp(y1, y3, sizeof y1) == 0);
  CHECK(fashion_mlp_global_step(net2) == fashion_mlp_global_step(net));
  snprintf(path, sizeof path, "%s/no-such-dir/x.safetensors", argv[3]);
  CHECK(fashion_mlp_save(net, path) == FASHION_MLP_IO_ERROR);
  fashion_mlp_destroy(net2);
  net2 = NULL;

  /* Parameters alone: a netc checkpoint (its optimizer state skipped), then
     foreign names renamed; what does not fit is refused, listed, and changes
     nothing. */
  CHECK(fashion_mlp_create(&net2, 7) == FASHION_MLP_OK);
  CHECK(fashion_mlp_init_from(net2, argv[2], NULL) == FASHION_MLP_INCOMPATIBLE);
  CHECK(strstr(fashion_mlp_status_message(), "`net.fc1.weight`: missing from the file") != NULL);
  CHECK(strstr(fashion_mlp_status_message(), "`w`: in the file") != NULL);
  CHECK(fashion_mlp_init_from(net2, argv[1], "net.=model.") == FASHION_MLP_INCOMPATIBLE);
  CHECK(fashion_mlp_init_from(net2, argv[1], "net") == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(strstr(fashion_mlp_status_message(), "FROM=TO") != NULL);
  snprintf(path, sizeof path, "%s/missing.safetensors", argv[3]);
  CHECK(fashion_mlp_init_from(net2, path, NULL) == FASHION_MLP_IO_ERROR);
  CHECK(fashion_mlp_init_from(NULL, argv[1], NULL) == FASHION_MLP_INVALID_ARGUMENT);
  CHECK(fashion_mlp_init_from(net2, argv[1], NULL) == FASHION_MLP_OK);
  CHECK(fashion_mlp_global_step(net2) == 0);
  CHECK(fashion_mlp_net_forward(net2, B, x, y3) == FASHION_MLP_OK);
  CHECK(memcmp(y1, y3, sizeof y1) == 0);
  if (argc == 5) {
    fashion_mlp_destroy(net2);
    CHECK(fashion_mlp_create(&net2, 7) == FASHION_MLP_OK);
    CHECK(fashion_mlp_init_from(net2, argv[4], NULL) == FASHION_MLP_INCOMPATIBLE);
    CHECK(strstr(fashion_mlp_status_message(), "renames argument") != NULL);
    CHECK(fashion_mlp_init_from(net2, argv[4], " module.=net. ") == FASHION_MLP_OK);
    CHECK(fashion_mlp_net_forward(net2, B, x, y3) == FASHION_MLP_OK);
    CHECK(memcmp(y1, y3, sizeof y1) == 0);
  }
  snprintf(path, sizeof path, "%s/roundtrip.safetensors", argv[3]);
  CHECK(fashion_mlp_load(net2, path) == FASHION_MLP_OK); /* the step count too */

  /* Evaluation and training on one batch: the loss goes down. */
  CHECK(fashion_mlp_evaluate(net2, images, labels, results) == FASHION_MLP_OK);
  CHECK(isfinite(results[FASHION_MLP_RESULT_LOSS]) && results[FASHION_MLP_RESULT_ACCURACY] >= 0.0f &&
        results[FASHION_MLP_RESULT_ACCURACY] <= 1.0f);
  for (i = 0; i < 10; ++i) {
    st = fashion_mlp_train_step(net2, images, labels, FASHION_MLP_LR, &loss);
    CHECK(st == FASHION_MLP_OK);
    if (i == 0) first = loss;
  }
  CHECK(loss < first);
  CHECK(fashion_mlp_global_step(net2) == fashion_mlp_global_step(net) + 10);
  CHECK(fashion_mlp_train_step(net2, NULL, labels, 0.1f, &loss) == FASHION_MLP_INVALID_ARGUMENT);

  /* A NaN parameter: the step reports it and does not update. (On a GPU,
     param_data is a copy: writing it changes nothing.) */
  if (strcmp(fashion_mlp_device(net2), "cpu") == 0) {
    ((float*)fashion_mlp_param_data(net2, 3))[0] = NAN; /* net.fc2.bias: straight into the logits */
    CHECK(fashion_mlp_train_step(net2, images, labels, 0.1f, &loss) == FASHION_MLP_NOT_FINITE);
    CHECK(fashion_mlp_global_step(net2) == fashion_mlp_global_step(net) + 10);
  }
  CHECK(fashion_mlp_param_data(net2, FASHION_MLP_NUM_PARAMS) == NULL);

  fashion_mlp_destroy(net);
  fashion_mlp_destroy(net2);
  fashion_mlp_destroy(NULL);
  if (failures) return 1;
  printf("c_api_test: ok\n");
  return 0;
}
