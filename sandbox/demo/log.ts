import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';

// The demo's log: a JSON line per request scrolled the banner, and the admin password in it,
// out of sight in seconds. Every line at LOG_LEVEL goes to a file the banner names; only warnings and errors
// (a sandbox switched down, a refused admin route) reach the terminal, as one short readable line each.

const LEVEL_NAMES: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const WARN = 40;

export interface DemoLog {
  /** For AppDeps.logStream: pino writes one JSON line per call. */
  stream: { write(line: string): void };
  path: string;
  close(): Promise<void>;
}

/** One terminal line for a pino JSON line at warn or above, or null below warn (or for what is not pino's). */
export function terminalLine(jsonLine: string): string | null {
  let entry: { level?: number; msg?: string; err?: { message?: string }; req?: { method?: string; url?: string } };
  try {
    entry = JSON.parse(jsonLine) as typeof entry;
  } catch {
    return null;
  }
  if (typeof entry.level !== 'number' || entry.level < WARN) return null;
  const where = entry.req?.method && entry.req.url ? ` (${entry.req.method} ${entry.req.url})` : '';
  const cause = entry.err?.message && entry.err.message !== entry.msg ? `: ${entry.err.message}` : '';
  return `[${LEVEL_NAMES[entry.level] ?? entry.level}] ${entry.msg ?? ''}${cause}${where}`;
}

export function openDemoLog(
  dataDir: string,
  terminal: (line: string) => void = (line) => console.error(line),
): DemoLog {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'demo.log');
  const out = createWriteStream(file, { flags: 'a' });
  return {
    path: file,
    stream: {
      write(line: string) {
        out.write(line);
        const short = terminalLine(line);
        if (short) terminal(short);
      },
    },
    close: () => new Promise((resolve) => out.end(resolve)),
  };
}
