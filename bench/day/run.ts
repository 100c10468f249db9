import { mixedDay } from './mixed-day.js';
import { renewalStorm } from './renewal-storm.js';
import { scanSweep } from './scan-sweep.js';
import { signUpWave } from './signup-wave.js';
import type { DayResult } from './result.js';

// `npm run bench:day` runs the viral day's four scenarios one after another, each on its own fresh stage;
// `npm run bench:day -- <scenario>` runs one. Exits non-zero when any scenario lost or duplicated something.
const scenarios: Record<string, () => Promise<DayResult>> = {
  'signup-wave': signUpWave,
  'renewal-storm': renewalStorm,
  'scan-sweep': scanSweep,
  'mixed-day': mixedDay,
};

async function main() {
  const only = process.argv.slice(2);
  const unknown = only.filter((name) => !(name in scenarios));
  if (unknown.length)
    throw new Error(`unknown scenario ${unknown.join(', ')}; known: ${Object.keys(scenarios).join(', ')}`);
  const failed: string[] = [];
  for (const [name, run] of Object.entries(scenarios)) {
    if (only.length && !only.includes(name)) continue;
    const result = await run();
    if (result.failures.length) failed.push(name);
  }
  if (failed.length) {
    console.error(`\nFAILED: ${failed.join(', ')} lost, duplicated or let through something (see above)`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
