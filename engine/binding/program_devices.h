// What binding reads of a program (bind_devices.h's ProgramDevices), taken
// from its IR: the compiler's side of binding (`netc run`, `mem`, `devices`,
// the REPL), and what `netc build` writes into a library's descriptor, which
// the library binds by without IR. In netc_engine, not in a library's runtime.
#pragma once

#include "engine/binding/bind_devices.h"
#include "ir/ir.h"

namespace netc::engine {

ProgramDevices program_devices(const ir::Module& m);

}  // namespace netc::engine
