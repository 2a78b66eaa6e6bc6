// The device inventory's parts that need no hardware: /proc parsing, the
// reasons no GPU is visible, and the `netc devices` table and JSON of fake
// inventories.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "runtime/devices.h"

namespace netc::rt {
namespace {

constexpr uint64_t GiB = 1ULL << 30;

DeviceInventory two_gpus() {
  DeviceInventory inv;
  inv.cpu = {"AMD EPYC 7B13 64-Core Processor", 16, 128 * GiB, 120 * GiB};
  inv.cuda_built = true;
  inv.runtime_version = "13.0";
  inv.driver_version = "13.0";
  inv.cuda.push_back({0, "NVIDIA H100 80GB HBM3", 80 * GiB, 79 * GiB, 9, 0, "0000:3b:00.0", "", "", ""});
  inv.cuda.push_back({1, "NVIDIA A100-SXM4-40GB", 40 * GiB, 10 * GiB, 8, 0, "0000:5e:00.0", "", "", ""});
  return inv;
}

TEST(Devices, ParsesCpuInfoAndMemInfo) {
  std::string cpuinfo = "processor\t: 0\nvendor_id\t: AuthenticAMD\nmodel name\t: AMD EPYC 7B13 64-Core Processor\n"
                        "processor\t: 1\nmodel name\t: AMD EPYC 7B13 64-Core Processor\n";
  std::string meminfo = "MemTotal:       24683656 kB\nMemFree:        23280540 kB\nMemAvailable:   23984956 kB\n";
  CpuInfo c = parse_cpu_info(cpuinfo, meminfo, 2);
  EXPECT_EQ(c.model, "AMD EPYC 7B13 64-Core Processor");
  EXPECT_EQ(c.cores, 2);
  EXPECT_EQ(c.memory_total, 24683656ULL * 1024);
  EXPECT_EQ(c.memory_free, 23984956ULL * 1024);
}

TEST(Devices, UnknownCpuAndOldKernelsStillGiveALine) {
  CpuInfo c = parse_cpu_info("processor : 0\n", "MemTotal: 1024 kB\nMemFree: 512 kB\n", 1);
  EXPECT_EQ(c.model, "unknown CPU");
  EXPECT_EQ(c.memory_free, 512ULL * 1024);  // no MemAvailable before Linux 3.14
}

TEST(Devices, ExplainsWhyNoGpuIsVisible) {
  // 35 with no driver loaded: the machine has no NVIDIA driver.
  EXPECT_EQ(explain_no_cuda_device(35, 0, 13000, std::nullopt), "no NVIDIA driver: libcuda.so.1 not found");
  // 35 with a driver: too old for the runtime.
  EXPECT_EQ(explain_no_cuda_device(35, 12020, 13000, std::nullopt),
            "the NVIDIA driver supports CUDA 12.2, older than the CUDA 13.0 runtime this netc was built with; "
            "update the driver");
  // 100: a driver and no GPU, or CUDA_VISIBLE_DEVICES hiding them.
  EXPECT_EQ(explain_no_cuda_device(100, 13000, 13000, std::nullopt), "the NVIDIA driver is loaded but finds no GPU");
  EXPECT_EQ(explain_no_cuda_device(100, 13000, 13000, std::string("")), "CUDA_VISIBLE_DEVICES=\"\" hides every GPU");
  // 34: the stub library from the toolkit was found before the driver.
  EXPECT_NE(explain_no_cuda_device(34, 0, 13000, std::nullopt).find("stubs directory out of LD_LIBRARY_PATH"),
            std::string::npos);
  // Anything else names the error.
  EXPECT_EQ(explain_no_cuda_device(3, 13000, 13000, std::nullopt, "cudaErrorInitializationError"),
            "the CUDA runtime cannot list the GPUs (cudaErrorInitializationError, code 3)");
}

TEST(Devices, FormatsBytesAndVersions) {
  EXPECT_EQ(format_bytes(0), "0 bytes");
  EXPECT_EQ(format_bytes(1536), "1.5 KiB");
  EXPECT_EQ(format_bytes(512ULL << 20), "512.0 MiB");
  EXPECT_EQ(format_bytes(static_cast<uint64_t>(79.1 * GiB)), "79.1 GiB");
  EXPECT_EQ(cuda_version_string(13000), "13.0");
  EXPECT_EQ(cuda_version_string(12020), "12.2");
}

TEST(Devices, TableListsGpusThenTheCpu) {
  EXPECT_EQ(format_device_table(two_gpus()),
            "device  name                                        memory total  memory free  compute capability\n"
            "cuda:0  NVIDIA H100 80GB HBM3                       80.0 GiB      79.0 GiB     9.0\n"
            "cuda:1  NVIDIA A100-SXM4-40GB                       40.0 GiB      10.0 GiB     8.0\n"
            "cpu     AMD EPYC 7B13 64-Core Processor (16 cores)  128.0 GiB     120.0 GiB    -\n"
            "CUDA runtime 13.0, driver 13.0\n");
}

TEST(Devices, TableSaysWhyNoGpuIsVisible) {
  DeviceInventory inv;
  inv.cpu = {"AMD EPYC", 2, 24 * GiB, 23 * GiB};
  inv.cuda_built = true;
  inv.runtime_version = "13.0";
  inv.no_cuda_reason = "no NVIDIA driver: libcuda.so.1 not found";
  EXPECT_EQ(format_device_table(inv),
            "device  name                memory total  memory free  compute capability\n"
            "cpu     AMD EPYC (2 cores)  24.0 GiB      23.0 GiB     -\n"
            "no CUDA device visible: no NVIDIA driver: libcuda.so.1 not found\n"
            "CUDA runtime 13.0, driver none\n");
  inv.cuda_built = false;
  inv.no_cuda_reason = "this netc was built without CUDA";
  EXPECT_EQ(format_device_table(inv),
            "device  name                memory total  memory free  compute capability\n"
            "cpu     AMD EPYC (2 cores)  24.0 GiB      23.0 GiB     -\n"
            "no CUDA device visible: this netc was built without CUDA\n");
}

TEST(Devices, TableNotesCudaVisibleDevicesAndUnusableGpus) {
  DeviceInventory inv = two_gpus();
  inv.cuda_visible_devices = "2,3";
  inv.cuda[1].problem = "all CUDA-capable devices are busy or unavailable (cudaErrorDevicesUnavailable)";
  std::string t = format_device_table(inv);
  EXPECT_NE(t.find("cuda:1  NVIDIA A100-SXM4-40GB                       40.0 GiB      ?   "), std::string::npos) << t;
  EXPECT_NE(t.find("cuda:1 cannot be used: all CUDA-capable devices are busy"), std::string::npos) << t;
  EXPECT_NE(t.find("CUDA_VISIBLE_DEVICES=\"2,3\": only the GPUs it names are visible, numbered cuda:0, cuda:1, ..."),
            std::string::npos)
      << t;
}

TEST(Devices, TableAndJsonSayWhatKernelsAGpuGets) {
  DeviceInventory inv = two_gpus();
  inv.cuda[0].kernels_note = "sm_90 is newer than NVRTC knows: kernels as PTX";
  inv.cuda[1].no_kernels = "sm_80 is older than NVRTC knows";
  std::string t = format_device_table(inv);
  EXPECT_NE(t.find("cuda:1  NVIDIA A100-SXM4-40GB                       40.0 GiB      10.0 GiB     8.0\n"), std::string::npos)
      << t;
  EXPECT_NE(t.find("\ncuda:0: sm_90 is newer than NVRTC knows: kernels as PTX\n"
                   "cuda:1 cannot be used: sm_80 is older than NVRTC knows\n"),
            std::string::npos)
      << t;
  auto j = nlohmann::json::parse(format_device_json(inv));
  EXPECT_EQ(j["cuda"]["devices"][0]["kernels_note"], "sm_90 is newer than NVRTC knows: kernels as PTX");
  EXPECT_FALSE(j["cuda"]["devices"][0].contains("no_kernels"));
  EXPECT_EQ(j["cuda"]["devices"][1]["no_kernels"], "sm_80 is older than NVRTC knows");
}

TEST(Devices, JsonHasEveryField) {
  auto j = nlohmann::json::parse(format_device_json(two_gpus()));
  EXPECT_EQ(j["cpu"]["model"], "AMD EPYC 7B13 64-Core Processor");
  EXPECT_EQ(j["cpu"]["cores"], 16);
  EXPECT_EQ(j["cpu"]["memory_total"], 128 * GiB);
  EXPECT_EQ(j["cuda"]["built"], true);
  EXPECT_EQ(j["cuda"]["runtime_version"], "13.0");
  EXPECT_TRUE(j["cuda"]["visible_devices_env"].is_null());
  EXPECT_TRUE(j["cuda"]["unavailable"].is_null());
  ASSERT_EQ(j["cuda"]["devices"].size(), 2u);
  EXPECT_EQ(j["cuda"]["devices"][0]["name"], "NVIDIA H100 80GB HBM3");
  EXPECT_EQ(j["cuda"]["devices"][0]["memory_free"], 79 * GiB);
  EXPECT_EQ(j["cuda"]["devices"][0]["compute_capability"], "9.0");
  EXPECT_EQ(j["cuda"]["devices"][1]["pci_bus_id"], "0000:5e:00.0");

  DeviceInventory none;
  none.no_cuda_reason = "this netc was built without CUDA";
  auto k = nlohmann::json::parse(format_device_json(none));
  EXPECT_EQ(k["cuda"]["built"], false);
  EXPECT_EQ(k["cuda"]["devices"].size(), 0u);
  EXPECT_EQ(k["cuda"]["unavailable"], "this netc was built without CUDA");
}

}  // namespace
}  // namespace netc::rt
