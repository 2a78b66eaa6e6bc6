#include "engine/binding/program_devices.h"

namespace netc::engine {

ProgramDevices program_devices(const ir::Module& m) {
  ProgramDevices p;
  for (const ir::DeviceDecl& d : m.devices) p.devices.push_back({d.name, d.candidates, d.is_set()});
  for (const ir::GlobalParam& gp : m.params)
    p.params.push_back({gp.name, gp.type.device.devices.empty() ? "" : gp.type.device.devices.front()});
  for (const ir::TrainRun& run : m.trains) p.trains.push_back({run.name, run.models, run.settings.replicas});
  return p;
}

}  // namespace netc::engine
