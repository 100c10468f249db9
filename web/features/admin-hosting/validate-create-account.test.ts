import { describe, expect, it } from 'vitest';
import { canSubmitCreateAccount, validateCreateAccount, type CreateAccountDraft } from './validate-create-account';

const ok: CreateAccountDraft = {
  subdomain: 'mysite',
  availability: { state: 'available', message: 'mysite.hostfree.test is available!' },
  packageId: '1',
  owner: '7',
};

describe('create-account submit rules (001 §5)', () => {
  it('passes a complete draft', () => {
    expect(validateCreateAccount(ok)).toBeNull();
    expect(canSubmitCreateAccount(ok)).toBe(true);
  });

  it("'Invalid Subdomain' under 3 characters or with a hyphen at either end", () => {
    expect(validateCreateAccount({ ...ok, subdomain: 'ab' })?.title).toBe('Invalid Subdomain');
    expect(validateCreateAccount({ ...ok, subdomain: '-abc' })?.title).toBe('Invalid Subdomain');
    expect(validateCreateAccount({ ...ok, subdomain: 'abc-' })?.title).toBe('Invalid Subdomain');
  });

  it("'Missing Information' while checking or without a package", () => {
    expect(validateCreateAccount({ ...ok, availability: { state: 'checking', message: '' } })?.title).toBe(
      'Missing Information',
    );
    expect(validateCreateAccount({ ...ok, packageId: '' })?.title).toBe('Missing Information');
  });

  it("'Domain Not Available' with the server's message", () => {
    expect(
      validateCreateAccount({
        ...ok,
        availability: { state: 'unavailable', message: 'This subdomain is already taken.' },
      }),
    ).toEqual({ title: 'Domain Not Available', description: 'This subdomain is already taken.' });
  });

  it("'Missing User' without an owner; an anonymous owner is enough", () => {
    expect(validateCreateAccount({ ...ok, owner: '' })?.title).toBe('Missing User');
    expect(validateCreateAccount({ ...ok, owner: 'anonymous' })).toBeNull();
  });
});
