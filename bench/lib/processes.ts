import { spawn, type ChildProcess } from 'node:child_process';
import { BENCH_ADMIN } from './app-api.js';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  process: ChildProcess;
}

/** Starts a server as its own process (so it does not share an event loop with autocannon) and waits for it. */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  readyUrl: string,
  baseUrl: string,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    try {
      const res = await fetch(readyUrl);
      if (res.status < 500) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: baseUrl,
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }),
  };
}

/** The bare Fastify hello-world every ratio is taken against (bench/baseline-server.ts). */
export function startBaseline(port: string): Promise<RunningServer> {
  return startServer(['bench/baseline-server.ts', port], {}, `http://127.0.0.1:${port}/`, `http://127.0.0.1:${port}`);
}

/** The app on PostgreSQL as the scenarios measure it; `nodeFlags` go to node before the script (--cpu-prof). */
export function startBenchApp(port: string, databaseUrl: string, nodeFlags: string[] = []): Promise<RunningServer> {
  return startServer(
    [...nodeFlags, 'server/main.ts'],
    {
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: `.tmp/bench-data-${port}`,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      RATE_LIMIT_SCALE: '1000',
    },
    `http://127.0.0.1:${port}/healthz`,
    `http://127.0.0.1:${port}`,
  );
}
