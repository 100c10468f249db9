import type { Db } from '../../../db/client.js';
import type { Stripe } from '../../../integrations/stripe/client.js';
import type { JobRunner } from '../../../jobs/runner.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { StripeCall } from '../one-time.js';
import { chooseKeptCustomer } from './choose-kept.js';
import { findCustomerByPerson, insertCustomerOnce, listLedgerPayers, updateCustomer } from './repo.js';

// Migration 0030 queues this once where the ledger has payers: the duplicates made before one customer per person
// are resolved. Stripe cannot merge customers (docs/decisions.md, 'One Stripe customer per person'): for each person
// the kept customer is recorded (chooseKeptCustomer), the others stay at Stripe untouched but for
// metadata[hostfree_merged_into], and keep billing the subscriptions they carry until those end; every new purchase
// uses the kept one. Safe to run again: a person already recorded keeps their customer, the metadata is set only where
// it is missing, and the list of merged ids only grows.

export const MERGE_CUSTOMERS_JOB = 'payments.merge-customers';
const MERGED_INTO = 'hostfree_merged_into';

export interface MergeCustomersDeps {
  db: Db;
  call: StripeCall;
  jobs: JobRunner;
  log: AuditLog;
  now: () => Date;
  isConfigured: () => Promise<boolean>;
  findUserIdByEmail?: (email: string) => Promise<number | null | undefined>;
}

export function registerMergeCustomersJob({
  db,
  call,
  jobs,
  log,
  now,
  isConfigured,
  findUserIdByEmail,
}: MergeCustomersDeps) {
  jobs.register(MERGE_CUSTOMERS_JOB, async () => {
    // Without Stripe there are no customers to merge (and none were made).
    if (!(await isConfigured())) return { skipped: 'stripe-not-configured' };
    const people = new Map<string, { userId: number | null; emails: Set<string> }>();
    for (const payer of await listLedgerPayers(db)) {
      const userId = payer.userId ?? (await findUserIdByEmail?.(payer.email)) ?? null;
      const key = userId ? `user:${userId}` : `email:${payer.email}`;
      const person = people.get(key) ?? { userId, emails: new Set<string>() };
      person.emails.add(payer.email);
      people.set(key, person);
    }
    let merged = 0;
    for (const [key, person] of people) {
      const customers = await call('customers.list', async (stripe) => {
        const byId = new Map<string, Stripe.Customer>();
        for (const email of person.emails)
          for (const c of (await stripe.customers.list({ email, limit: 100 })).data) byId.set(c.id, c);
        return [...byId.values()];
      });
      if (customers.length === 0) continue;
      const recorded = await findCustomerByPerson(db, key);
      const kept =
        customers.find((c) => c.id === recorded?.stripeCustomerId) ??
        (await call('customers.choose', (stripe) => chooseKeptCustomer(stripe, customers)));
      const others = customers.filter((c) => c.id !== kept.id);
      const row =
        recorded ??
        (await insertCustomerOnce(db, { personKey: key, userId: person.userId, stripeCustomerId: kept.id }));
      const mergedIds = [...new Set([...row.mergedCustomerIds, ...others.map((c) => c.id)])].sort();
      if (row.stripeCustomerId !== kept.id || mergedIds.length !== row.mergedCustomerIds.length)
        await updateCustomer(db, row.id, { stripeCustomerId: kept.id, mergedCustomerIds: mergedIds }, now());
      for (const other of others) {
        if (other.metadata?.[MERGED_INTO] === kept.id) continue;
        await call('customers.update', (stripe) =>
          stripe.customers.update(other.id, { metadata: { [MERGED_INTO]: kept.id } }),
        );
        merged += 1;
      }
    }
    log.info({ event: 'billing-customers-merged', people: people.size, merged }, 'duplicate customers merged');
    return { people: people.size, merged };
  });
}
