// The demo's mail and pixel wiring: the banner lines, SMTP settings pointing at the sandbox SMTP server (password
// sealed), a test message delivered there, and a real SMTP server's settings left alone.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretBox } from '../server/lib/secret-box.js';
import { createTestApp, type TestContext } from '../server/test/harness.js';
import { renderText } from '../server/modules/mail/templates/blocks.js';
import { renderTemplate } from '../server/modules/mail/templates/index.js';
import { demoLinksOf, mailAndPixelDemo } from './demo/mail-and-pixel.js';
import type { DemoContext, DemoStarted } from './demo/seeders.js';

let ctx: TestContext;
let started: DemoStarted | void;
const lines: string[] = [];
let demo: DemoContext;
const secretBox = createSecretBox(randomBytes(32).toString('hex'));

beforeAll(async () => {
  ctx = await createTestApp();
  demo = { config: ctx.config, say: (line) => lines.push(line) };
  started = await mailAndPixelDemo.start!(demo);
});
afterAll(async () => {
  await started?.stop?.();
  await ctx.close();
});

describe('demo SMTP and Graph seeder', () => {
  it("prints a mail's token links at the demo's own address (mails name the hosted domain)", () => {
    const url = 'https://hostfree.cc/billing?token=eyJ2IjoxfQ.c2ln';
    const text = renderText(
      renderTemplate(
        'billing-link',
        { billingUrl: url, expiresAt: '2026-12-01T00:00:00.000Z' },
        { brand: 'HostFree', siteUrl: 'https://hostfree.cc' },
      ),
      'HostFree',
    );
    expect(demoLinksOf(text, 'hostfree.cc', 'http://localhost:5000')).toEqual([
      'http://localhost:5000/billing?token=eyJ2IjoxfQ.c2ln',
    ]);
    expect(
      demoLinksOf(
        'Open https://hostfree.cc/dashboard or https://evil.test/billing?token=x',
        'hostfree.cc',
        'http://localhost:5000',
      ),
    ).toEqual([]);
  });

  it('prints the sandbox banner lines and hands over a Graph client', () => {
    expect(lines.some((l) => /^Sandbox SMTP: {5}127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(lines.some((l) => /^Sandbox Graph: {4}http:\/\/127\.0\.0\.1:\d+/.test(l))).toBe(true);
    expect(started && started.deps?.facebookGraph).toBeTruthy();
  });

  it('points the SMTP settings at the sandbox, password sealed', async () => {
    await mailAndPixelDemo.seed!(ctx.app, { ...demo, secretBox });
    const settings = await ctx.app.services.smtpSettings.readSettings();
    expect(settings).toMatchObject({ host: '127.0.0.1', encryption: 'none', hasPassword: true, isActive: true });
    expect(JSON.stringify(settings)).not.toContain('sandbox-smtp-password');
  });

  it('leaves a real SMTP server alone', async () => {
    await ctx.app.services.smtpSettings.saveSettings({
      host: 'smtp.example.net',
      port: 587,
      username: 'ops',
      password: 'real-password',
      encryption: 'tls',
      fromEmail: 'ops@example.net',
      fromName: 'Ops',
    });
    await mailAndPixelDemo.seed!(ctx.app, { ...demo, secretBox });
    expect((await ctx.app.services.smtpSettings.readSettings()).host).toBe('smtp.example.net');
  });
});
