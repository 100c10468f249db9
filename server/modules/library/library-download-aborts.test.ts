import { readdirSync } from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTestEnv } from '../../config.js';
import { registerAdmin } from '../../test/accounts.js';
import { createTestApp, type TestContext } from '../../test/harness.js';
import { pluginZipOfSize, upload } from '../../test/kits/library.js';

// security-test-plan D9: downloads broken off mid-stream must not leak file descriptors. This needs a real
// socket (inject has none), so the app listens on loopback, on a port of this suite's range.

const PORT = readTestEnv().dbKind === 'postgres' ? 5561 : 5560;
const openFds = () => readdirSync('/proc/self/fd').length;

describe('aborted downloads', () => {
  let t: TestContext;
  let url: string;
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await registerAdmin(t.app, t.database.db);
    // Several MB, so each response is still streaming when the client goes away.
    const res = await upload(t.app, {
      token: admin.token,
      archive: await pluginZipOfSize('big-public', 8 * 1024 * 1024),
      fields: { category: 'other', isPublic: 'true' },
    });
    await t.app.listen({ host: '127.0.0.1', port: PORT });
    url = `http://127.0.0.1:${PORT}/api/plugins/${res.json().item.id}/download`;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Starts a download, reads its first chunk, and drops the connection. */
  const abortAfterFirstChunk = () =>
    new Promise<void>((resolve, reject) => {
      const req = http.get(url, { agent: false }, (res) => {
        if (res.statusCode !== 200) return reject(new Error(`status ${res.statusCode}`));
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'ECONNRESET') reject(error);
      });
    });

  it('closes the file of every download the client broke off', async () => {
    // A first round opens what stays open anyway (the database pool's connections).
    await Promise.all(Array.from({ length: 10 }, abortAfterFirstChunk));
    await new Promise((r) => setTimeout(r, 300));
    const baseline = openFds();
    for (let round = 0; round < 10; round++) await Promise.all(Array.from({ length: 10 }, abortAfterFirstChunk));
    // The server notices each close a moment later; then every stream (and its file) is released.
    await expect.poll(openFds, { timeout: 10_000, interval: 100 }).toBeLessThanOrEqual(baseline + 2);
  });
});
