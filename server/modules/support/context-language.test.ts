import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../contract/i18n/format.js';
import { SUPPORT_CONTEXT_WORDS as WORDS, type TicketContext } from '../../../contract/support.js';
import { contextInLanguage, myThingsInLanguage } from './context-language.js';

// The context panel's and the "what is it about" list's words reach the reader in their language; the records'
// own values (a domain, a username, an admin's reason, a device's name, a ticket's subject) stay as written.
describe('the support context in the reader’s language', () => {
  const link = (label: string, detail = 'active') => ({ label, detail, href: '/admin-dashboard#x' });
  const context: TicketContext = {
    person: {
      id: 7,
      username: 'ada',
      email: 'ada@example.test',
      status: fillMessage(WORDS.personSuspended, { reason: 'Spam run' }),
      href: '/admin-dashboard#users',
      matchedBy: 'account',
    },
    sites: [link('ada.hostfree.test')],
    plans: [],
    payments: [link(fillMessage(WORDS.vpsOrder, { id: '3', package: 'vps-small' }), 'paid')],
    machines: [],
    devices: [
      link(fillMessage(WORDS.device, { id: '9' }), fillMessage(WORDS.deviceSeenNoAddress, { date: '2026-11-20' })),
    ],
    earlierTickets: [link('#4 Unsuspend my site', 'open')],
    abuse: [],
    subject: {
      title: fillMessage(WORDS.userSuspended, { username: 'ada', reason: 'Spam run' }),
      evidence: ['ada.hostfree.test: phishing kit'],
      href: '/admin-dashboard#users',
      reinstate: { kind: 'user', id: 7, label: fillMessage(WORDS.liftUserSuspension, { username: 'ada' }) },
    },
  };

  it('is unchanged in English', () => {
    expect(contextInLanguage(context, 'en')).toEqual(context);
  });

  it('says the server’s words in Spanish, the values as written', () => {
    const es = contextInLanguage(context, 'es');
    expect(es.person?.status).toBe('suspendido: Spam run');
    expect(es.payments[0]!.label).toBe('Pedido de VPS n.º 3 (vps-small)');
    expect(es.devices[0]).toMatchObject({
      label: 'Dispositivo n.º 9',
      detail: 'visto · sin dirección · última vez 2026-11-20',
    });
    expect(es.subject?.title).toBe('Suspensión de ada: Spam run');
    expect(es.subject?.reinstate?.label).toBe('Levantar la suspensión de ada');
    expect(es.earlierTickets).toEqual(context.earlierTickets);
    expect(es.sites).toEqual(context.sites);
    expect(es.subject?.evidence).toEqual(context.subject!.evidence);
  });

  it('says a scan case and its way back in Arabic', () => {
    const ar = contextInLanguage(
      {
        ...context,
        subject: {
          title: fillMessage(WORDS.scanCaseAppealable, { id: '12', domain: 'bad.hostfree.test', status: 'open' }),
          evidence: [],
          href: '/admin-dashboard#abuse',
          reinstate: {
            kind: 'abuse_case',
            id: 12,
            label: fillMessage(WORDS.reverseAndRestore, { id: '12', domain: 'bad.hostfree.test' }),
          },
        },
      },
      'ar',
    );
    expect(ar.subject?.title).toBe('حالة الفحص رقم 12 بشأن bad.hostfree.test (open، يمكن الطعن فيها)');
    expect(ar.subject?.reinstate?.label).toBe('إلغاء الحالة رقم 12 واستعادة bad.hostfree.test');
  });

  it('names an abuse report in the customer’s list in their language', () => {
    const things = myThingsInLanguage(
      {
        things: [
          { kind: 'abuse_report', id: 2, label: fillMessage(WORDS.abuseReportAbout, { domain: 'ada.hostfree.test' }) },
          { kind: 'site', id: 1, label: 'ada.hostfree.test — active' },
        ],
      },
      'es',
    );
    expect(things.things.map((t) => t.label)).toEqual([
      'Denuncia de abuso sobre ada.hostfree.test',
      'ada.hostfree.test — active',
    ]);
  });
});
