/**
 * Preloaded into each server process by bench:load (`--import`): appends the process's memory
 * figures as one JSON line every MEMORY_PROBE_INTERVAL_MS to MEMORY_PROBE_DIR/<pid>.jsonl, so the
 * bench can tell V8 heap growth from native growth (RSS minus heap: WebAssembly memory, malloc
 * arenas, buffers).
 */
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  constants,
  type NodeGCPerformanceDetail,
  type PerformanceEntry,
  PerformanceObserver,
} from 'node:perf_hooks';
import { getHeapSpaceStatistics, getHeapStatistics } from 'node:v8';

const directory = process.env.MEMORY_PROBE_DIR;
const intervalMs = Number(process.env.MEMORY_PROBE_INTERVAL_MS ?? 5000);

if (directory) {
  const file = join(directory, `${process.pid}.jsonl`);
  const startedAt = Date.now();
  const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);
  // The heap in use just after the latest full collection: what is alive, garbage left out.
  let liveAfterFullGc = Number.NaN;
  let fullGcs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = (entry as PerformanceEntry & { detail?: NodeGCPerformanceDetail }).detail?.kind;
      if (kind !== constants.NODE_PERFORMANCE_GC_MAJOR) continue;
      fullGcs += 1;
      liveAfterFullGc = megabytes(getHeapStatistics().used_heap_size);
    }
  }).observe({ entryTypes: ['gc'] });
  const space = (name: string) =>
    megabytes(
      getHeapSpaceStatistics().find((entry) => entry.space_name === name)?.physical_space_size ?? 0,
    );
  const write = () => {
    const usage = process.memoryUsage();
    const heap = getHeapStatistics();
    const cpu = process.cpuUsage();
    appendFileSync(
      file,
      `${JSON.stringify({
        at: Date.now(),
        seconds: Math.round((Date.now() - startedAt) / 1000),
        rss: megabytes(usage.rss),
        heapUsed: megabytes(usage.heapUsed),
        heapTotal: megabytes(usage.heapTotal),
        external: megabytes(usage.external),
        arrayBuffers: megabytes(usage.arrayBuffers),
        liveAfterFullGc,
        fullGcs,
        newSpace: space('new_space'),
        oldSpace: space('old_space'),
        largeObjects: space('large_object_space'),
        heapLimit: megabytes(heap.heap_size_limit),
        cpuSeconds: Math.round((cpu.user + cpu.system) / 1e5) / 10,
        mallocedMemory: megabytes(heap.malloced_memory),
      })}\n`,
    );
  };
  setInterval(write, intervalMs).unref();
  write();
}
