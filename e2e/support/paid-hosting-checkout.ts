import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import type { FakeStripe } from '../../sandbox/stripe';
import type { FakeWhm } from '../../sandbox/whm';
import { createPaidPackages, startSandboxRegistries, type SandboxRegistries } from './sandbox-paid-hosting';
import { configureStripeViaApi, startSandboxStripe } from './sandbox-stripe';
import { startSandboxWhm } from './sandbox-whm';

// The preamble every paid-hosting journey shares: the sandboxes a purchase needs, the checkout's steps up to the
// payment (Stripe.js cannot load here, so the hosted invoice page of 000 §8 is the way to pay), the payment itself,
// and screenshots at a phone's and a desktop's width.

export interface PaidHostingSandboxes {
  whm: FakeWhm;
  registries: SandboxRegistries;
  stripe: FakeStripe;
  stop(): Promise<void>;
}

/** WHM, the domain registries (`registered` names taken) and Stripe, configured, with Starter and Premium packages. */
export async function startPaidHostingSandboxes(
  request: APIRequestContext,
  run: string,
  registered: string[] = [],
): Promise<PaidHostingSandboxes> {
  const whm = await startSandboxWhm(request);
  const registries = await startSandboxRegistries(registered);
  const stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
  await createPaidPackages(request, run);
  return {
    whm,
    registries,
    stripe,
    stop: async () => {
      await whm.stop();
      await registries.stop();
      await stripe.stop();
    },
  };
}

/** The screen at 390x844 and 1280x800 (full page) into `dir`, ending at the desktop size. */
export async function shootBothWidths(page: Page, dir: string, name: string) {
  mkdirSync(dir, { recursive: true });
  for (const [w, h] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: `${dir}/${name}-${w}x${h}.png`, fullPage: true });
  }
}

/** Stripe.js cannot load here: the checkout then offers Stripe's hosted invoice page instead (000 §8). */
export const blockStripeJs = (context: BrowserContext) =>
  context.route('https://js.stripe.com/**', (route) => route.abort());

/**
 * /paid-hosting for a free name (`label`.`tld`, Premium) through the domain and billing steps to the payment step.
 * `billing` fills anything more of the billing step (an address, a VAT number) before going on.
 */
export async function startPremiumCheckout(
  page: Page,
  buyer: { label: string; tld: string; fullName: string; email: string; billing?: (page: Page) => Promise<void> },
) {
  const domain = `${buyer.label}.${buyer.tld}`;
  await page.goto(`/paid-hosting?plan=premium&label=${buyer.label}&tld=${buyer.tld}`);
  await expect(page.getByRole('form', { name: 'Choose your domain' }).getByRole('status')).toHaveText(
    `${domain} is available.`,
  );
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByLabel('Full name').fill(buyer.fullName);
  await page.getByLabel('Email').fill(buyer.email);
  await buyer.billing?.(page);
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
}

/**
 * The payment step's fallback: the hosted invoice page opens in a popup and is paid for `amount` ("8.95"), then
 * "I have paid". Answers the invoice page's address (a resumed checkout pays the invoice it started).
 */
export async function payOnInvoicePage(page: Page, amount = '8.95'): Promise<string> {
  await expect(page.getByText('The secure card form could not load.')).toBeVisible({ timeout: 20_000 });
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: /Pay on the secure invoice page/ }).click();
  const invoice = await popupPromise;
  const url = invoice.url();
  await invoice.getByRole('button', { name: new RegExp(`Pay ${amount.replace('.', '\\.')} USD`) }).click();
  await expect(invoice.getByTestId('invoice-paid')).toBeVisible();
  await invoice.close();
  await page.getByRole('button', { name: 'I have paid' }).click();
  return url;
}
