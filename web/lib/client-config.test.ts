import { describe, expect, it } from 'vitest';
import { readClientConfig } from './client-config';

describe('readClientConfig', () => {
  it('accepts the server answer and keeps only the known fields', () => {
    const body = {
      hostedDomain: 'hostfree.cc',
      ipLookupUrl: null,
      communityChatUrl: 'https://chat.example',
      stripePublicKey: 'pk_test_1',
      extra: 1,
      supportContact: { email: 'help@example.org', url: null, extra: 2 },
    };
    expect(readClientConfig(body)).toEqual({
      hostedDomain: 'hostfree.cc',
      ipLookupUrl: null,
      communityChatUrl: 'https://chat.example',
      stripePublicKey: 'pk_test_1',
      supportContact: { email: 'help@example.org', url: null },
    });
  });

  it('reads a missing or malformed support contact as none', () => {
    const base = { hostedDomain: 'hostfree.cc', ipLookupUrl: null, communityChatUrl: null, stripePublicKey: null };
    expect(readClientConfig(base).supportContact).toEqual({ email: null, url: null });
    expect(
      readClientConfig({ ...base, supportContact: { email: 5, url: 'https://help.example' } }).supportContact,
    ).toEqual({ email: null, url: 'https://help.example' });
  });

  it('refuses an answer of the wrong shape', () => {
    expect(() =>
      readClientConfig({ hostedDomain: 5, ipLookupUrl: null, communityChatUrl: null, stripePublicKey: null }),
    ).toThrow();
    expect(() =>
      readClientConfig({ hostedDomain: 'x', ipLookupUrl: 3, communityChatUrl: null, stripePublicKey: null }),
    ).toThrow();
    expect(() => readClientConfig(null)).toThrow();
  });
});
