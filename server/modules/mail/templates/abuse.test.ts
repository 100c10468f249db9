import { describe, expect, it } from 'vitest';
import { render } from './blocks.js';
import { renderTemplate } from './index.js';

const ctx = { brand: 'HostFree', siteUrl: 'https://hostfree.test' };

// The outcome to the reporter says what happened and nothing about the owner; the admin's warning reaches
// the owner as written, escaped in the HTML body.
describe('abuse mails', () => {
  it('tells the reporter the outcome without naming the owner', () => {
    const mail = render(
      renderTemplate(
        'abuse-report-outcome',
        { domain: 'bad.hostfree.test', category: 'Phishing', outcome: 'site_suspended' },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.subject).toBe('Your abuse report about bad.hostfree.test');
    expect(mail.text).toContain('We found a problem and suspended the site.');
    expect(mail.text).toContain('https://hostfree.test/report-abuse');
  });

  it("sends the admin's warning as written, escaped in HTML", () => {
    const mail = render(
      renderTemplate(
        'abuse-owner-warning',
        { domain: 'bad.hostfree.test', category: 'Spam', message: 'Remove <form> at /login' },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.text).toContain('Remove <form> at /login');
    expect(mail.html).toContain('Remove &lt;form&gt; at /login');
    expect(mail.html).not.toContain('<form>');
  });

  it('lists every suspended site and says when it was automatic', () => {
    const mail = render(
      renderTemplate(
        'abuse-sites-suspended',
        { domains: ['a.hostfree.test', 'b.hostfree.test'], reason: 'Phishing', automatic: true },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.subject).toBe('2 of your sites were suspended');
    expect(mail.text).toContain('suspended automatically');
    expect(mail.text).toContain('a.hostfree.test');
    expect(mail.text).toContain('b.hostfree.test');
  });
});
