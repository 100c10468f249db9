import { describe, expect, it } from 'vitest';
import { judgeStorm, whmChangesOf, type StormCounts } from './storm-check.js';

const before: StormCounts = {
  storedEvents: 300,
  processedEvents: 300,
  failedEvents: 0,
  eventJobs: 300,
  eventJobsNotCompleted: 0,
  ledgerPayments: 100,
  completedDonations: 100,
  distinctLedgerKeys: 100,
  receiptMails: 100,
  dunningMails: 0,
  mailsUnsent: 0,
  smtpReceived: 100,
  whmChanges: 7,
};
/** 95 renewals paid and 5 failed, 130 events in all, each applied once. */
const good: StormCounts = {
  ...before,
  storedEvents: 430,
  processedEvents: 430,
  ledgerPayments: 195,
  distinctLedgerKeys: 195,
  receiptMails: 195,
  dunningMails: 5,
  smtpReceived: 200,
};
const expected = { distinctEvents: 130, paid: 95, failed: 5 };

describe('the storm counted in the database', () => {
  it('passes when every event was stored, processed and applied once', () => {
    expect(judgeStorm(before, good, expected)).toEqual([]);
  });

  it('names a lost event, a doubled receipt and a payment applied twice', () => {
    const after = { ...good, processedEvents: 429, receiptMails: 196, ledgerPayments: 196 };
    expect(judgeStorm(before, after, expected)).toEqual([
      'events processed: 129 of 130 (1 lost)',
      'ledger rows of renewals: 96 for 95 (1 twice)',
      '1 ledger rows share a payment key (applied twice)',
      'receipt mails of renewals: 96 for 95 (1 twice)',
    ]);
  });

  it('names dunning mail lost, mail not delivered, a failed event and a WHM change', () => {
    const after = { ...good, dunningMails: 4, smtpReceived: 199, failedEvents: 1, whmChanges: 8 };
    expect(judgeStorm(before, after, expected)).toEqual([
      '1 events failed',
      'dunning mails: 4 of 5 (1 lost)',
      'mails received by the SMTP server: 99 of 100 (1 lost)',
      '1 WHM changes during a storm of donation renewals (none expected)',
    ]);
  });

  it('counts a WHM call as a change unless it only reads', () => {
    expect(whmChangesOf({ listpkgs: 2, version: 1, listaccts: 3 })).toBe(0);
    expect(whmChangesOf({ listpkgs: 2, changepackage: 1, suspendacct: 2, createacct: 1 })).toBe(4);
  });
});
