import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import type { Measurement } from './measure.js';
import { BENCH_OPTIONS } from './measure.js';

const resultsDir = path.resolve('bench/results');

export interface ScenarioResult {
  scenario: string;
  description: string;
  measuredAt: string;
  /** `load`: the 1, 5 and 15-minute load averages when the result was written (ratios from a busy machine are noise). */
  machine: { cpus: number; model: string; node: string; load: number[] };
  options: typeof BENCH_OPTIONS;
  baseline: Measurement;
  target: Measurement;
  /** Each round's ratio (bench/lib/measure.ts); `ratio` is the median round's. */
  roundRatios?: number[];
  /** target req/s ÷ baseline req/s, measured in the same run. */
  ratio: number;
}

export function writeResult(
  result: Omit<ScenarioResult, 'measuredAt' | 'machine' | 'options' | 'ratio'>,
): ScenarioResult {
  const full: ScenarioResult = {
    ...result,
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      load: os.loadavg().map((l) => Number(l.toFixed(2))),
    },
    options: BENCH_OPTIONS,
    ratio: Number((result.target.requestsPerSecond / result.baseline.requestsPerSecond).toFixed(4)),
  };
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${result.scenario}.json`), JSON.stringify(full, null, 2) + '\n');
  writeSummary();
  return full;
}

/** bench/results/README.md: one table over every scenario's latest result. */
function writeSummary() {
  const rows = readdirSync(resultsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(path.join(resultsDir, f), 'utf8')) as ScenarioResult)
    // Other benchmarks (upload-download.json) keep their own shape; the table lists the autocannon scenarios.
    .filter((r) => r.target && r.baseline);
  const lines = [
    '# Benchmark results',
    '',
    'Written by `npm run bench`. Each scenario is measured against a bare Fastify hello-world in the same run;',
    'the ratio (target ÷ baseline requests per second) is the figure to compare between runs.',
    '',
    '| scenario | target req/s | p99 ms | baseline req/s | ratio | non-2xx | load (1 min) | measured at |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.scenario} — ${r.description} | ${r.target.requestsPerSecond} | ${r.target.latencyP99Ms} | ${r.baseline.requestsPerSecond} | ${r.ratio} | ${r.target.non2xx} | ${r.machine.load?.[0] ?? '—'} | ${r.measuredAt} |`,
    ),
    '',
  ];
  writeFileSync(path.join(resultsDir, 'README.md'), lines.join('\n'));
}
