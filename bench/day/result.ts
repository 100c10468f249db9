import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { machineLoad } from './memory.js';
import { vacuumRecord } from './vacuum.js';

/** One of the targets: what it asks, what was measured, and whether it was met. */
export interface TargetCheck {
  name: string;
  target: string;
  measured: number | string | null;
  met: boolean;
}

export interface DayResult {
  scenario: string;
  description: string;
  measuredAt: string;
  /** BENCH_DAY_SCALE and the sizes actually run. */
  sizes: Record<string, number>;
  machine: { cpus: number; model: string; node: string; loadBefore: number[]; loadAfter: number[] };
  /** The server's autovacuum setting and, when off, how many times the stage vacuumed a table (day/vacuum.ts). */
  database: ReturnType<typeof vacuumRecord>;
  figures: Record<string, unknown>;
  targets: TargetCheck[];
  /** Anything lost, created twice or wrongly let through: the run exits non-zero when this is not empty. */
  failures: string[];
}

/**
 * Writes bench/results/day-<scenario>.json and prints a summary. A missed speed target is reported (met: false) but
 * only a failure (lost, duplicated, spam let in) makes the run fail: speed on a shared machine is a figure, not a
 * verdict, while a lost sign-up is wrong at any speed.
 */
export function writeDayResult(
  result: Omit<DayResult, 'measuredAt' | 'machine' | 'database'> & { loadBefore: number[] },
): DayResult {
  const { loadBefore, ...rest } = result;
  const full: DayResult = {
    ...rest,
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      node: process.version,
      loadBefore,
      loadAfter: machineLoad(),
    },
    database: vacuumRecord(),
  };
  const dir = path.resolve('bench/results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `day-${result.scenario}.json`), `${JSON.stringify(full, null, 2)}\n`);
  console.log(`\n${result.scenario}: ${result.description}`);
  for (const t of full.targets)
    console.log(`  ${t.met ? 'met    ' : 'NOT MET'} ${t.name}: ${t.measured} (target ${t.target})`);
  for (const f of full.failures) console.error(`  FAILURE ${f}`);
  console.log(`  load ${full.machine.loadBefore.join(' ')} → ${full.machine.loadAfter.join(' ')}`);
  if (full.database.autovacuum !== 'on')
    console.log(`  autovacuum ${full.database.autovacuum}: the stage vacuumed ${full.database.benchVacuums} times`);
  return full;
}
