import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildServer, buildServerIfChanged, SERVER_DIST, serverStaleReason } from './build-server.js';

// The precompiled server of `npm start`: built again whenever a file it is made of changed, and a module keeps
// finding the files beside its source (the migrations folder) from inside the bundle.
describe('the server bundle', () => {
  let root: string;
  const put = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'hostfree-build-server-'));
    put('tsconfig.json', '{}');
    put('server/main.ts', "import { where } from './db/where.js';\nconsole.log(where());\n");
    put('server/db/where.ts', 'export const where = (): string => import.meta.url;\n');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is built once, then reused until a source changes by content', async () => {
    expect(serverStaleReason(root, 'main')).toBe('no finished build');
    expect(await buildServerIfChanged(root, 'main')).toBe('built');
    expect(await buildServerIfChanged(root, 'main')).toBe('current');
    put('server/db/where.ts', 'export const where = (): string => import.meta.url;\n');
    expect(serverStaleReason(root, 'main')).toBeNull();
    put('server/db/where.ts', "export const where = (): string => 'moved';\n");
    expect(serverStaleReason(root, 'main')).toBe('the server sources changed');
    put('server/db/where.ts', 'export const where = (): string => import.meta.url;\n');
    put('tsconfig.json', '{"compilerOptions":{}}');
    expect(serverStaleReason(root, 'main')).toBe('the server sources changed');
  });

  it('is built again when the bundle or a source is gone', async () => {
    await buildServer(root, 'main');
    rmSync(path.join(root, 'server/db/where.ts'));
    expect(serverStaleReason(root, 'main')).toBe('a source file is gone');
    put('server/db/where.ts', 'export const where = (): string => import.meta.url;\n');
    writeFileSync(path.join(root, SERVER_DIST, 'main.js'), '');
    expect(serverStaleReason(root, 'main')).toBe('the bundle changed since it was built');
    rmSync(path.join(root, SERVER_DIST), { recursive: true });
    expect(serverStaleReason(root, 'main')).toBe('no finished build');
  });

  it('gives each module its own source location as import.meta.url', async () => {
    await buildServer(root, 'main');
    const printed = execFileSync(process.execPath, [path.join(root, SERVER_DIST, 'main.js')], {
      encoding: 'utf8',
    }).trim();
    expect(printed).toBe(pathToFileURL(path.join(root, 'server/db/where.ts')).href);
  });
});
