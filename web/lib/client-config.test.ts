import { describe, expect, it } from 'vitest';
import { readClientConfig } from './client-config';

describe('readClientConfig', () => {
  it('accepts the server answer and keeps only the known fields', () => {
    const body = { hostedDomain: 'hostfree.cc', ipLookupUrl: null, communityChatUrl: 'https://chat.example', stripePublicKey: 'pk_test_1', extra: 1 };
    expect(readClientConfig(body)).toEqual({ hostedDomain: 'hostfree.cc', ipLookupUrl: null, communityChatUrl: 'https://chat.example', stripePublicKey: 'pk_test_1' });
  });

  it('refuses an answer of the wrong shape', () => {
    expect(() => readClientConfig({ hostedDomain: 5, ipLookupUrl: null, communityChatUrl: null, stripePublicKey: null })).toThrow();
    expect(() => readClientConfig({ hostedDomain: 'x', ipLookupUrl: 3, communityChatUrl: null, stripePublicKey: null })).toThrow();
    expect(() => readClientConfig(null)).toThrow();
  });
});
