import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDemoLog, terminalLine } from './log.js';

describe('the demo log', () => {
  it('keeps every line in the file and shows only warnings and errors on the terminal, one short line each', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hostfree-demo-log-'));
    const shown: string[] = [];
    const log = openDemoLog(dir, (line) => shown.push(line));
    const request = JSON.stringify({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/plugins' },
    });
    const warning = JSON.stringify({
      level: 40,
      msg: 'admin route refused',
      req: { method: 'GET', url: '/api/admin/users' },
    });
    const failure = JSON.stringify({ level: 50, msg: 'unhandled error', err: { message: 'WHM is down' } });
    for (const line of [request, warning, failure]) log.stream.write(`${line}\n`);
    await log.close();
    expect(shown).toEqual([
      '[warn] admin route refused (GET /api/admin/users)',
      '[error] unhandled error: WHM is down',
    ]);
    expect(readFileSync(log.path, 'utf8').trim().split('\n')).toEqual([request, warning, failure]);
    expect(log.path).toBe(path.join(dir, 'demo.log'));
    rmSync(dir, { recursive: true, force: true });
  });

  it('ignores what is not a pino line', () => {
    expect(terminalLine('not json')).toBeNull();
    expect(terminalLine('{"msg":"no level"}')).toBeNull();
  });
});
