import { expect, type APIRequestContext } from '@playwright/test';
import { startFakeSmtp, type FakeSmtp } from '../../sandbox/smtp';
import { adminToken } from './api';

// The sandbox SMTP server as the admin's mail server, for journeys that read the mail HostFree sends. Journeys run
// one after the other on one server: each deletes the settings again, so later journeys' mail never waits on a
// stopped server.

export async function startSandboxSmtp(request: APIRequestContext, fromEmail = 'mailer@hostfree.test') {
  const smtp = await startFakeSmtp();
  const res = await request.post('/api/smtp-settings', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      host: smtp.host,
      port: smtp.port,
      username: smtp.username,
      password: smtp.password,
      encryption: 'none',
      fromEmail,
      fromName: 'HostFree',
      isActive: true,
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return smtp;
}

export async function stopSandboxSmtp(request: APIRequestContext, smtp: FakeSmtp | undefined) {
  await request.delete('/api/smtp-settings', { headers: { authorization: `Bearer ${await adminToken(request)}` } });
  await smtp?.stop();
}
