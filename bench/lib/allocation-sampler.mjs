// Loaded into the server with `--import` when BENCH_PROFILE_DIR is set (ai-streaming.bench.ts).
// The first SIGUSR2 of a phase starts V8's sampling heap profiler, counting every allocation (also
// those collected since); the second writes what it saw as `allocations-<pid>-<n>.heapprofile`
// and a snapshot of what is alive then as `live-<pid>-<n>.heapsnapshot` (both open in Chrome
// DevTools' Memory panel), then `done-<pid>-<n>` so the bench knows the files are whole; n counts
// the phases (1, 2 …).
import fs from "node:fs";
import inspector from "node:inspector/promises";
import path from "node:path";
import v8 from "node:v8";

const dir = process.env.BENCH_PROFILE_DIR ?? ".";
const session = new inspector.Session();
session.connect();
let sampling = false;
let phase = 0;
process.on("SIGUSR2", async () => {
  if (!sampling) {
    sampling = true;
    await session.post("HeapProfiler.startSampling", {
      samplingInterval: 32_768,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    return;
  }
  sampling = false;
  phase += 1;
  const name = `${process.pid}-${phase}`;
  const { profile } = await session.post("HeapProfiler.stopSampling");
  fs.writeFileSync(path.join(dir, `allocations-${name}.heapprofile`), JSON.stringify(profile));
  v8.writeHeapSnapshot(path.join(dir, `live-${name}.heapsnapshot`));
  fs.writeFileSync(path.join(dir, `done-${name}`), "");
});
