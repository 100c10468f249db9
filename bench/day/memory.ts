import { readFileSync } from 'node:fs';
import os from 'node:os';

/** A process's resident memory in bytes, from /proc (Linux); null once it has exited. */
export function residentBytes(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

export interface RssSeries {
  pid: number;
  /** [seconds since the sampler started, MB] every `everyMs`. */
  samples: [number, number][];
}

/** Samples each pid's RSS every `everyMs` until stopped: the start, the end and the peak are read from it. */
export function sampleRss(pids: Record<string, number>, everyMs = 1000) {
  const started = Date.now();
  const series: Record<string, RssSeries> = Object.fromEntries(
    Object.entries(pids).map(([name, pid]) => [name, { pid, samples: [] }]),
  );
  const take = () => {
    for (const s of Object.values(series)) {
      const bytes = residentBytes(s.pid);
      if (bytes !== null) s.samples.push([Math.round((Date.now() - started) / 1000), Math.round(bytes / 1048576)]);
    }
  };
  take();
  const timer = setInterval(take, everyMs);
  timer.unref();
  return {
    /** The latest sample of each, now. */
    now(): Record<string, number | null> {
      take();
      return Object.fromEntries(Object.entries(series).map(([k, s]) => [k, s.samples.at(-1)?.[1] ?? null]));
    },
    stop(): Record<string, { startMb: number; endMb: number; peakMb: number; samples: number }> {
      clearInterval(timer);
      take();
      return Object.fromEntries(
        Object.entries(series).map(([k, s]) => [
          k,
          {
            startMb: s.samples[0]?.[1] ?? 0,
            endMb: s.samples.at(-1)?.[1] ?? 0,
            peakMb: Math.max(0, ...s.samples.map((x) => x[1])),
            samples: s.samples.length,
          },
        ]),
      );
    },
  };
}

/** The 1, 5 and 15-minute load averages, rounded: recorded with every figure (a busy machine's figures are noise). */
export function machineLoad(): number[] {
  return os.loadavg().map((l) => Number(l.toFixed(2)));
}
