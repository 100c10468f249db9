import { describe, expect, it } from 'vitest';
import { render } from './blocks.js';
import { renderTemplate } from './index.js';

const ctx = { brand: 'HostFree', siteUrl: 'https://hostfree.test' };

// "contact support" names the admin's support contact when one is set, and the help center, in every mail that says it.
describe('the support contact in mails', () => {
  it('names the contact when the admin has set one, and says only "contact support" otherwise', () => {
    const data = { username: 'ada', usedAt: '2026-11-26T00:00:00.000Z', ip: '203.0.113.7' };
    const named = render(
      renderTemplate('recovery-used', data, { ...ctx, supportContact: 'help@hostfree.test' }),
      'HostFree',
    );
    expect(named.text).toContain(
      'contact support at help@hostfree.test (answers to common questions: https://hostfree.test/help).',
    );
    const plain = render(renderTemplate('recovery-used', data, ctx), 'HostFree');
    expect(plain.text).toContain('contact support (answers to common questions: https://hostfree.test/help).');
    expect(plain.text).not.toContain('contact support at');
  });

  it('reaches the suspended owner, escaped in the HTML', () => {
    const mail = render(
      renderTemplate(
        'abuse-sites-suspended',
        { domains: ['a.hostfree.test'], reason: 'Phishing', automatic: false },
        { ...ctx, supportContact: 'https://help.hostfree.test/?a=1&b=2' },
      ),
      'HostFree',
    );
    expect(mail.text).toContain('contact support at https://help.hostfree.test/?a=1&b=2 (answers');
    expect(mail.html).toContain('https://help.hostfree.test/?a=1&amp;b=2');
  });
});
