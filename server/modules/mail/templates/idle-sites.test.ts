import { describe, expect, it } from 'vitest';
import { render } from './blocks.js';
import { renderTemplate } from './index.js';

const ctx = { brand: 'HostFree', siteUrl: 'https://hostfree.test', supportContact: 'help@hostfree.test' };

// Each idle-site mail names its exact day (UTC) and the way back: a visit before deactivation, the dashboard's
// Reactivate after it.
describe('idle-site mails', () => {
  it('warns with the day of deactivation and a visit as the way to keep the site', () => {
    const mail = render(
      renderTemplate(
        'idle-site-warning',
        { domain: 'quiet.hostfree.test', idleDays: 30, daysLeft: 7, deactivateOn: '2026-12-08T00:00:00.000Z' },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.subject).toBe('quiet.hostfree.test will be deactivated in 7 days');
    expect(mail.text).toContain('Deactivated on: Tuesday, 8 December 2026 (UTC)');
    expect(mail.text).toContain('Visit your site: http://quiet.hostfree.test');
    expect(mail.text).toContain('https://hostfree.test/dashboard');
    const tomorrow = renderTemplate(
      'idle-site-warning',
      { domain: 'quiet.hostfree.test', idleDays: 30, daysLeft: 1, deactivateOn: '2026-12-08T00:00:00.000Z' },
      ctx,
    );
    expect(tomorrow.subject).toBe('quiet.hostfree.test will be deactivated tomorrow');
  });

  it('tells of the deactivation with the removal day (or none) and the Reactivate link', () => {
    const mail = render(
      renderTemplate(
        'idle-site-deactivated',
        { domain: 'quiet.hostfree.test', idleDays: 30, removeOn: '2027-02-06T00:00:00.000Z' },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.text).toContain('Removed on: Saturday, 6 February 2027 (UTC)');
    expect(mail.text).toContain('Reactivate on your dashboard: https://hostfree.test/dashboard');
    expect(mail.text).toContain('contact support at help@hostfree.test');
    const kept = render(
      renderTemplate('idle-site-deactivated', { domain: 'quiet.hostfree.test', idleDays: 30, removeOn: null }, ctx),
      'HostFree',
    );
    expect(kept.text).not.toContain('Removed on');
  });

  it('gives the last notice with the day of deletion', () => {
    const mail = render(
      renderTemplate(
        'idle-site-removal-notice',
        { domain: 'quiet.hostfree.test', removeOn: '2027-02-06T00:00:00.000Z' },
        ctx,
      ),
      'HostFree',
    );
    expect(mail.subject).toBe('quiet.hostfree.test will be deleted on Saturday, 6 February 2027 (UTC)');
    expect(mail.text).toContain('This is the last mail we send about it.');
  });
});
