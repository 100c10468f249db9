import {
  BILLING_DETAIL_MESSAGES,
  TAX_ID_STATUS_LABELS,
  type BillingAddressInput,
  type BillingDetailsBody,
  type BillingDetailsResponse,
  type CheckoutBilling,
} from '../../../../contract/billing-details.js';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Stripe } from '../../../integrations/stripe/client.js';
import { enqueueJob } from '../../../jobs/queue.js';
import type { JobRunner } from '../../../jobs/runner.js';
import type { AuditLog } from '../../../lib/audit-log.js';
import type { StripeCall } from '../one-time.js';
import { chooseKeptCustomer } from './choose-kept.js';
import {
  adoptCustomer,
  findCustomerById,
  findCustomerByPerson,
  insertCustomerOnce,
  updateCustomer,
  type BillingAddress,
  type BillingCustomerRow,
} from './repo.js';
import { createTaxIds, taxIdTypeOf } from './tax-ids.js';

// One Stripe customer per person (docs/decisions.md, 'One Stripe customer per person'). Every checkout, donation and
// billing-detail change asks `customerFor`, the only code that finds or creates a Stripe customer.

export const TAX_ID_CHECK_JOB = 'payments.tax-id-check';

/** Who is paying: the signed-in account if any, and the address typed at checkout. */
export interface Person {
  userId?: number | null;
  email: string;
  name?: string | null;
}

export interface CustomersDeps {
  db: Db;
  call: StripeCall;
  jobs: JobRunner;
  log: AuditLog;
  now: () => Date;
  /** accounts' read: the account an address belongs to, so a signed-out purchase joins its owner's customer. */
  findUserIdByEmail?: (email: string) => Promise<number | null | undefined>;
  /** A customer's details changed: the billing views made from them are dropped. */
  onChanged?: () => void;
}

const lower = (email: string) => email.trim().toLowerCase();

const toStripeAddress = (a: BillingAddressInput): Stripe.AddressParam => ({
  line1: a.line1 ?? '',
  line2: a.line2 ?? '',
  city: a.city ?? '',
  state: a.state ?? '',
  postal_code: a.postalCode ?? '',
  country: a.country,
});

const toStoredAddress = (a: BillingAddressInput): BillingAddress => ({
  line1: a.line1 ?? null,
  line2: a.line2 ?? null,
  city: a.city ?? null,
  state: a.state ?? null,
  postalCode: a.postalCode ?? null,
  country: a.country,
});

export function createCustomers({ db, call, jobs, log, now, findUserIdByEmail, onChanged }: CustomersDeps) {
  const taxIds = createTaxIds(call);

  async function personOf(person: Person): Promise<{ key: string; userId: number | null }> {
    const userId = person.userId ?? (await findUserIdByEmail?.(lower(person.email))) ?? null;
    return { key: userId ? `user:${userId}` : `email:${lower(person.email)}`, userId };
  }

  /** The person's row, without creating anything (null: they never paid through HostFree). */
  async function rowOf(person: Person): Promise<BillingCustomerRow | null> {
    const { key, userId } = await personOf(person);
    const found = await findCustomerByPerson(db, key);
    if (found) return found;
    if (!userId) return null;
    return (await adoptCustomer(db, `email:${lower(person.email)}`, key, userId, now())) ?? null;
  }

  /**
   * The person's one Stripe customer: recorded here, else the one Stripe already has for the address (the same choice
   * the merge job makes among several), else a new one. The create's idempotency key names the person, so two
   * checkouts racing for a new person get one customer; the unique person key keeps one row.
   */
  async function ensureRow(person: Person): Promise<BillingCustomerRow> {
    const existing = await rowOf(person);
    if (existing) return existing;
    const { key, userId } = await personOf(person);
    const customerId = await call('customers.findOrCreate', async (stripe) => {
      const found = (await stripe.customers.list({ email: person.email, limit: 100 })).data;
      if (found.length > 0) return (await chooseKeptCustomer(stripe, found)).id;
      const params: Stripe.CustomerCreateParams = {
        email: person.email,
        ...(person.name ? { name: person.name } : {}),
        metadata: { source: 'hostfree', ...(userId ? { userId: String(userId) } : {}) },
      };
      return (await stripe.customers.create(params, { idempotencyKey: `customer:${key}` })).id;
    });
    const row = await insertCustomerOnce(db, { personKey: key, userId, stripeCustomerId: customerId });
    log.info({ event: 'billing-customer-recorded', personKey: key, customerId: row.stripeCustomerId }, 'customer');
    return row;
  }

  /** Sets the customer's address at Stripe (where Stripe Tax places them) and, if asked, name and billing e-mail. */
  async function writeCustomer(
    row: BillingCustomerRow,
    fields: { address?: BillingAddressInput | null; name?: string | null; email?: string | null },
  ) {
    const params: Stripe.CustomerUpdateParams = {};
    if (fields.address !== undefined) params.address = fields.address ? toStripeAddress(fields.address) : '';
    if (fields.name) params.name = fields.name;
    if (fields.email) params.email = fields.email;
    if (Object.keys(params).length === 0) return;
    await call('customers.update', async (stripe) => {
      try {
        return await stripe.customers.update(row.stripeCustomerId, params);
      } catch (error) {
        // Stripe Tax refuses an address it cannot place (a bad postal code): the customer's to fix.
        const code = (error as { code?: string }).code;
        if (code === 'customer_tax_location_invalid' || code === 'postal_code_invalid')
          throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.addressRequired, { field: 'address' });
        throw error;
      }
    });
  }

  /**
   * Puts `value` on the customer as their tax ID (or removes theirs for null). A number Stripe already says it cannot
   * verify is removed again and refused (400): nothing is charged as a reverse charge on a number that is not a
   * business's. One still pending is kept, and a job follows it until Stripe decides.
   */
  async function writeTaxId(row: BillingCustomerRow, value: string | null): Promise<BillingCustomerRow> {
    if (value && value === row.taxIdValue && row.taxIdStatus !== 'unverified') return row;
    if (row.taxIdStripeId) await taxIds.remove(row.stripeCustomerId, row.taxIdStripeId);
    const cleared = { taxIdStripeId: null, taxIdType: null, taxIdValue: null, taxIdStatus: null };
    if (!value) return updateCustomer(db, row.id, cleared, now());
    if (!row.address) throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.taxIdNeedsAddress, { field: 'taxId' });
    const created = await taxIds.create(row.stripeCustomerId, value);
    if (created.status === 'unverified') {
      await taxIds.remove(row.stripeCustomerId, created.id);
      await updateCustomer(db, row.id, { ...cleared, taxIdValue: value, taxIdStatus: 'unverified' }, now());
      throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.taxIdUnverified, { field: 'taxId' });
    }
    const updated = await updateCustomer(
      db,
      row.id,
      { taxIdStripeId: created.id, taxIdType: created.type, taxIdValue: created.value, taxIdStatus: created.status },
      now(),
    );
    if (created.status === 'pending') {
      await enqueueJob(
        db,
        TAX_ID_CHECK_JOB,
        { customerRowId: row.id, taxId: created.id },
        {
          dedupeKey: `${TAX_ID_CHECK_JOB}:${created.id}`,
          maxAttempts: 12,
          runAt: new Date(now().getTime() + 60_000),
        },
      );
    }
    return updated;
  }

  /** Stripe's verdict on a pending tax ID, read again until it is given; an unverified one is taken off. */
  jobs.register(TAX_ID_CHECK_JOB, async (job) => {
    const { customerRowId, taxId } = job.payload as { customerRowId: number; taxId: string };
    const row = await findCustomerById(db, customerRowId);
    if (!row || row.taxIdStripeId !== taxId) return { skipped: 'replaced' };
    const state = await taxIds.read(row.stripeCustomerId, taxId);
    if (state?.status === 'pending') throw new Error('Stripe is still verifying the tax ID');
    if (!state || state.status === 'unverified') {
      if (state) await taxIds.remove(row.stripeCustomerId, taxId);
      await updateCustomer(db, row.id, { taxIdStripeId: null, taxIdStatus: 'unverified' }, now());
    } else {
      await updateCustomer(db, row.id, { taxIdStatus: state.status }, now());
    }
    onChanged?.();
    return { status: state?.status ?? 'deleted' };
  });

  function viewOf(row: BillingCustomerRow | null, taxEnabled: boolean): BillingDetailsResponse {
    return {
      hasCustomer: row !== null,
      email: row?.billingEmail ?? null,
      name: row?.billingName ?? null,
      address: row?.address ?? null,
      taxId:
        row?.taxIdValue && row.taxIdStatus
          ? {
              value: row.taxIdValue,
              type: row.taxIdType ?? 'eu_vat',
              status: row.taxIdStatus,
              statusLabel: TAX_ID_STATUS_LABELS[row.taxIdStatus] ?? row.taxIdStatus,
            }
          : null,
      taxEnabled,
    };
  }

  return {
    /** The person's one Stripe customer (found or created once), with a checkout's billing address and tax ID on it. */
    async customerFor(person: Person, billing?: CheckoutBilling | null): Promise<string> {
      if (billing?.taxId) taxIdTypeOf(billing.taxId);
      let row = await ensureRow(person);
      if (billing) {
        await writeCustomer(row, { address: billing.address });
        row = await updateCustomer(db, row.id, { address: toStoredAddress(billing.address) }, now());
        // A checkout without a number leaves the one the customer keeps; a new one replaces it.
        if (billing.taxId) row = await writeTaxId(row, billing.taxId);
        onChanged?.();
      }
      return row.stripeCustomerId;
    },

    /** GET /api/billing/details for the person (nothing is created). */
    async readDetails(person: Person, taxEnabled: boolean): Promise<BillingDetailsResponse> {
      return viewOf(await rowOf(person), taxEnabled);
    },

    /** PUT /api/billing/details: Stripe first, then the row; a person who never paid has nothing to keep (409). */
    async saveDetails(person: Person, body: BillingDetailsBody, taxEnabled: boolean): Promise<BillingDetailsResponse> {
      let row = await rowOf(person);
      if (!row) throw new AppError('CONFLICT', BILLING_DETAIL_MESSAGES.nothingYet);
      // What can be refused without Stripe is refused before anything changes.
      if (body.taxId) {
        taxIdTypeOf(body.taxId);
        if (!body.address)
          throw new AppError('BAD_REQUEST', BILLING_DETAIL_MESSAGES.taxIdNeedsAddress, { field: 'taxId' });
      }
      await writeCustomer(row, {
        address: body.address,
        name: body.name,
        // Back to the sign-in address when the billing one is cleared.
        email: body.email ?? person.email,
      });
      row = await updateCustomer(
        db,
        row.id,
        {
          billingEmail: body.email,
          billingName: body.name,
          address: body.address ? toStoredAddress(body.address) : null,
        },
        now(),
      );
      row = await writeTaxId(row, body.taxId || null);
      onChanged?.();
      return viewOf(row, taxEnabled);
    },
  };
}
export type Customers = ReturnType<typeof createCustomers>;
