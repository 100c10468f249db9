import { describe, expect, it } from 'vitest';
import { HOSTING_MESSAGES } from '../../../contract/hosting.js';
import { fillMessage } from '../../../contract/i18n/format.js';
import { MARKETING_MESSAGES } from '../../../contract/marketing.js';
import { REFUND_MESSAGES } from '../../../contract/refunds.js';
import { SUPPORT_MESSAGES } from '../../../contract/support.js';
import { AZURE_MESSAGES } from '../../modules/compute/providers/azure/messages.js';
import { DIGITALOCEAN_MESSAGES } from '../../modules/compute/providers/digitalocean/contract.js';
import { translateServerMessage } from './translate.js';

// The admin's answers that carry a value (a domain, an address, a version, a count, a cloud's own word) are the
// contract's templates filled in English; the server finds the template and answers them in the admin's language,
// with the value as it is. Each case is the text the service writes.
describe("the admin's answers with values, in the admin's language", () => {
  const cases: [english: string, es: string][] = [
    [fillMessage(HOSTING_MESSAGES.domainDeleted, { domain: 'alpha.hostfree.test' }), 'Se eliminó alpha.hostfree.test'],
    [fillMessage(HOSTING_MESSAGES.whmFixCreated, { domain: 'a.test' }), 'Se creó a.test en WHM'],
    [fillMessage(HOSTING_MESSAGES.whmFixRelinked, { domain: 'a.test' }), 'Se encontró a.test en WHM y se vinculó'],
    [fillMessage(HOSTING_MESSAGES.whmFixAlreadyActive, { domain: 'a.test' }), 'a.test está activo en WHM'],
    [fillMessage(HOSTING_MESSAGES.whmConnected, { version: '11.124.0.8' }), 'Conectado a WHM 11.124.0.8'],
    [
      fillMessage(MARKETING_MESSAGES.testEmailSent, { email: 'me@example.test' }),
      'Correo de prueba enviado a me@example.test',
    ],
    [SUPPORT_MESSAGES.bulkUpdatedOne, '1 ticket actualizado.'],
    [fillMessage(SUPPORT_MESSAGES.bulkUpdatedMany, { count: '12' }), 'Tickets actualizados: 12.'],
    [
      fillMessage(REFUND_MESSAGES.tooMuch, { left: '$3.00' }),
      'Como máximo se pueden reembolsar todavía $3.00 de este pago.',
    ],
    [fillMessage(AZURE_MESSAGES.connected, { subscription: 'Pay-As-You-Go' }), 'Conectado a Pay-As-You-Go'],
    [
      fillMessage(DIGITALOCEAN_MESSAGES.tokenVerifiedStatus, { status: 'locked' }),
      'Token verificado; la cuenta de DigitalOcean está en estado locked',
    ],
  ];

  it.each(cases)('%s → %s', (english, spanish) => {
    expect(translateServerMessage(english, 'es')).toBe(spanish);
  });

  it('in Arabic too, the value kept as written', () => {
    expect(translateServerMessage(fillMessage(HOSTING_MESSAGES.whmConnected, { version: '11.124' }), 'ar')).toBe(
      'تم الاتصال بـ WHM 11.124',
    );
    expect(translateServerMessage(fillMessage(AZURE_MESSAGES.connected, { subscription: 'Pay-As-You-Go' }), 'ar')).toBe(
      'تم الاتصال بـ Pay-As-You-Go',
    );
  });
});
