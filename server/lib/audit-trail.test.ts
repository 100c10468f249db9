import { describe, expect, it } from 'vitest';
import { maskSecrets, SECRET_MASK } from './audit-trail.js';

describe('audit details', () => {
  it('mask every credential-looking key (an SSH key included), keep the rest, and say when a secret was cleared', () => {
    const masked = maskSecrets({
      serverPassword: 'pw',
      serverSshKey: '-----BEGIN OPENSSH PRIVATE KEY-----',
      apiKey: 'k',
      nested: { clientSecret: 's', name: 'Box' },
      serverIpAddress: '203.0.113.7',
      credentialReplaced: true,
      webhookSecret: '',
    });
    expect(masked).toEqual({
      serverPassword: SECRET_MASK,
      serverSshKey: SECRET_MASK,
      apiKey: SECRET_MASK,
      nested: { clientSecret: SECRET_MASK, name: 'Box' },
      serverIpAddress: '203.0.113.7',
      credentialReplaced: true,
      webhookSecret: '',
    });
  });
});
