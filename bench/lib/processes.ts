import { spawn, type ChildProcess } from 'node:child_process';

export interface RunningServer { url: string; stop(): Promise<void>; process: ChildProcess }

/** Starts a server as its own process (so it does not share an event loop with autocannon) and waits for it. */
export async function startServer(args: string[], env: Record<string, string>, readyUrl: string, baseUrl: string): Promise<RunningServer> {
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
    } catch { /* not listening yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: baseUrl,
    process: child,
    stop: () => new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    }),
  };
}
