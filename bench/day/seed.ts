import { spawn } from 'node:child_process';

/** Runs scripts/seed-catalogue.ts (which migrates first) with the stage's environment: real archives, put in S3. */
export function seedCatalogue(env: Record<string, string>, plugins: number, themes: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/seed-catalogue.ts', '--plugins', String(plugins), '--themes', String(themes)],
      { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed-catalogue exited with ${code}`))));
  });
}
