/* The runtime of `netc build` libraries (libnetc_aot_runtime.a) given a
   descriptor that is not one it reads: one of another netc's format, one
   with none (netc before format 2), one that is not JSON, and descriptors of
   the right format with a field missing, an index out of range, a bad shape
   or an unknown initialiser. Each is a status and a message, never a crash
   (engine/library/descriptor.h). Built by tests/e2e/build_test.py against the
   installed netc, without a network: it calls the runtime as a library's
   wrappers do (engine/library/aot_runtime.h).

     descriptor_test */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

/* As engine/library/aot_runtime.h declares them. */
int netc_aot_create(const char* desc, const void* fns, const void* gpu, void** out, uint64_t seed, const char* devices);
void netc_aot_destroy(const char* desc, void* h);
const char* netc_aot_status_message(void);

enum { OK = 0, INCOMPATIBLE = 3, INTERNAL = 6 };

static int failures = 0;

static void expect(int line, const char* desc, int code, const char* text) {
  void* h = (void*)&failures;
  int st = netc_aot_create(desc, NULL, NULL, &h, 1, NULL);
  const char* message = netc_aot_status_message();
  if (st != code || (code != OK && h != NULL) || (code == OK && h == NULL) || !strstr(message, text)) {
    fprintf(stderr, "descriptor_test.c:%d: status %d (want %d), message `%s` (want `%s`)\n", line, st, code, message,
            text);
    ++failures;
  }
  if (code == OK && h) netc_aot_destroy(desc, h);
}
#define EXPECT(desc, code, text) expect(__LINE__, desc, code, text)

/* A whole descriptor: no parameters or functions, a workspace of 64 bytes. */
#define PARAMS "\"params\":[{\"name\":\"w\",\"dtype\":\"f32\",\"shape\":[2],\"device\":\"cpu\",\"logical_device\":\"cpu\"," \
               "\"init\":\"zeros()\",\"initialiser\":{\"kind\":\"zeros\"},\"devices\":[],\"optimizer_state\":false}]"
#define REST "\"devices\":[],\"functions\":[],\"train\":null,\"gpu\":null," \
             "\"memory\":{\"cpu\":[{\"device\":\"cpu\",\"category\":\"parameters\",\"bytes\":72,\"estimate\":false," \
             "\"executor\":true}],\"gpu\":[]}"
#define HEAD "\"name\":\"t\",\"fingerprint\":\"0\",\"batch\":4,"

int main(void) {
  EXPECT("{\"format\":4," HEAD PARAMS "," REST "}", OK, "");
  EXPECT("{" HEAD PARAMS "," REST "}", INCOMPATIBLE,
         "built by another version of netc than its runtime (libnetc_aot_runtime.a): its descriptor has format 0, "
         "this runtime reads format 4; rebuild the library");
  EXPECT("{\"format\":5," HEAD PARAMS "," REST "}", INCOMPATIBLE, "its descriptor has format 5, this runtime reads format 4");
  EXPECT("{\"format\":4," HEAD PARAMS "," REST, INTERNAL, "internal error: the library's descriptor cannot be read: ");
  EXPECT("[2]", INTERNAL, "the library's descriptor cannot be read: not a JSON object");
  EXPECT("{\"format\":\"2\"}", INTERNAL, "the library's descriptor cannot be read: ");
  EXPECT("{\"format\":4," HEAD REST "}", INTERNAL, "cannot be read: [json.exception.out_of_range.403] key 'params' not found");
  EXPECT("{\"format\":4,\"name\":\"t\",\"fingerprint\":\"0\",\"batch\":0," PARAMS "," REST "}", INTERNAL,
         "cannot be read: the batch size");
  EXPECT("{\"format\":4," HEAD "\"params\":[{\"name\":\"w\",\"dtype\":\"f32\",\"shape\":[-2],\"device\":\"cpu\","
         "\"logical_device\":\"cpu\",\"init\":\"zeros()\",\"initialiser\":{\"kind\":\"zeros\"},\"devices\":[],"
         "\"optimizer_state\":false}]," REST "}",
         INTERNAL, "cannot be read: parameter `w`: ");
  EXPECT("{\"format\":4," HEAD "\"params\":[{\"name\":\"w\",\"dtype\":\"f32\",\"shape\":[2],\"device\":\"cpu\","
         "\"logical_device\":\"cpu\",\"init\":\"golden()\",\"initialiser\":{\"kind\":\"golden\"},\"devices\":[],"
         "\"optimizer_state\":false}]," REST "}",
         INTERNAL, "cannot be read: unknown initialiser `golden`");
  EXPECT("{\"format\":4," HEAD PARAMS ",\"devices\":[{\"name\":\"gpu\",\"candidates\":[\"cpu\"]}],\"functions\":[],"
         "\"train\":null,\"gpu\":null,\"memory\":{\"cpu\":[],\"gpu\":[]}}",
         INTERNAL, "cannot be read: [json.exception.out_of_range.403] key 'set' not found");
  EXPECT("{\"format\":4," HEAD PARAMS ",\"devices\":[],\"functions\":[],\"gpu\":null,\"memory\":{\"cpu\":[],\"gpu\":[]},"
         "\"train\":{\"grad\":0,\"update\":1,\"eval\":7,\"num_results\":1,\"result_names\":[\"loss\"],"
         "\"update_targets\":[],\"state_targets\":[],\"name\":\"train.d\",\"models\":[]}}",
         INTERNAL, "cannot be read: the train block's function 0");
  if (failures) return 1;
  printf("descriptor_test: ok\n");
  return 0;
}
