import { expect, test, type Page } from './support/test';
import { readCatalogue } from '../contract/i18n/catalogue-files';
import { formatMessage } from '../contract/i18n/format';
import { LOCALE_COOKIE, textDirection, type Locale } from '../contract/i18n/locales';
import { e2eAppUrl } from '../playwright.config';
import type { FakeStripe } from '../sandbox/stripe';
import type { FakeWhm } from '../sandbox/whm';
import { shootAtWidths } from './support/screenshots';
import { configureStripeViaApi, startSandboxStripe } from './support/sandbox-stripe';
import { hostedDomain, startSandboxWhm } from './support/sandbox-whm';
import { payWithCard, serveStripeJsStandIn } from './support/stripe-js-stand-in';
import { uniqueEmail } from './support/api';

// A newcomer in Arabic (right to left) and one in Spanish: an anonymous sign-up, a free site claimed from the
// dashboard and shown active, and a monthly donation through the sandbox Stripe, each page in the visitor's language.
// The words expected are read from the catalogue itself, so the journey checks that the screens say them, not a copy.
test.describe.configure({ mode: 'serial' });

let whm: FakeWhm;
let stripe: FakeStripe;
test.beforeAll(async ({ request }) => {
  whm = await startSandboxWhm(request);
  stripe = await startSandboxStripe();
  await configureStripeViaApi(request);
});
test.afterAll(async () => {
  await whm?.stop();
  await stripe?.stop();
});

/** A message of the catalogue in `locale`, its {arguments} filled. */
function sayer(locale: Locale) {
  return (feature: string, key: string, values?: Record<string, string | number>) => {
    const message = readCatalogue(locale, feature)?.[key];
    if (!message) throw new Error(`${locale} ${feature}.${key} is not in the catalogue`);
    return formatMessage(message, locale, values);
  };
}

/** A whole message with one argument left open (a name, an amount), as a pattern. */
function pattern(message: (placeholder: string) => string): RegExp {
  const open = '\u0001';
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${message(open).split(open).map(escape).join('.+')}$`);
}

async function expectPageLanguage(page: Page, locale: Locale) {
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', textDirection(locale));
}

for (const locale of ['ar', 'es'] as const) {
  test.describe(`in ${locale}`, () => {
    // Each locale is its own device (the user agent is part of the fingerprint) and its own browser language.
    test.use({ userAgent: `Mozilla/5.0 HostFree-e2e world-ready-${locale}`, locale });
    const say = sayer(locale);
    const shots = `.tmp/screenshots-world-ready/${locale}`;
    const shoot = async (page: Page, name: string) => {
      const viewport = page.viewportSize();
      await shootAtWidths(page, shots, name);
      if (viewport) await page.setViewportSize(viewport);
    };

    test('signs up anonymously, claims a free site that goes active, and donates monthly', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(150_000);
      await context.addCookies([{ name: LOCALE_COOKIE, value: locale, url: e2eAppUrl }]);
      await serveStripeJsStandIn(page, stripe);

      // Anonymous sign-up on /auth, in the chosen language.
      await page.goto('/auth');
      await expectPageLanguage(page, locale);
      await expect(page.getByRole('heading', { level: 1, name: say('auth', 'pageTitle') })).toBeVisible();
      await expect(page.getByRole('tab', { name: say('auth', 'tabAnonymous') })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.getByLabel(say('auth', 'email')).fill(uniqueEmail(`world-ready-${locale}`));
      await page.getByRole('button', { name: say('auth', 'createAnonymousAccount') }).click();

      await page.waitForURL(/\/auth\?showCredentials=true$/);
      await expect(page.getByRole('heading', { name: say('routes', 'welcome') })).toBeVisible();
      await expect(page.getByText(say('routes', 'detailsTitle'))).toBeVisible();
      await expect(page.getByRole('button', { name: say('components', 'downloadRecoveryPhrase') })).toBeVisible();
      await shoot(page, 'credentials');
      await page.getByRole('button', { name: say('routes', 'continueToDashboard') }).click();

      // The dashboard greets the new account; with no site yet, the create form is where the list will be.
      await expect(
        page.getByRole('heading', { level: 1, name: pattern((name) => say('dashboard', 'welcomeNew', { name })) }),
      ).toBeVisible();
      await expectPageLanguage(page, locale);
      await expect(page.getByRole('heading', { name: say('hosting', 'yourHostingAccounts') })).toBeVisible();

      const suffix = await hostedDomain(request);
      const name = `wr-${locale}-${Date.now().toString(36)}`;
      const domain = `${name}.${suffix}`;
      await page.getByLabel(say('domains', 'domainName')).fill(name);
      await page.getByRole('button', { name: say('domains', 'search'), exact: true }).click();
      await expect(page.getByText(say('domains', 'available', { domain }))).toBeVisible();
      await page.getByRole('button', { name: say('domains', 'createHostingAccount') }).click();

      // The new site is listed, and goes active once WHM has made it.
      const account = page.locator(`[data-testid="hosting-account"][data-domain="${domain}"]`);
      await expect(account).toBeVisible({ timeout: 20_000 });
      await expect.poll(() => whm.state.accountByDomain(domain) !== undefined, { timeout: 60_000 }).toBe(true);
      await expect(async () => {
        const refreshNow = page.getByRole('button', { name: say('hosting', 'refreshNow') });
        if (await refreshNow.isVisible()) await refreshNow.click({ timeout: 2_000 });
        await expect(account).toHaveAttribute('data-status', 'active', { timeout: 2_000 });
      }).toPass({ timeout: 45_000 });
      await expect(account.getByText(say('hosting', 'statusActive'), { exact: true })).toBeVisible();
      await expect(
        account.getByRole('progressbar', { name: say('hosting', 'usageUsed', { label: say('hosting', 'diskSpace') }) }),
      ).toBeVisible();
      await shoot(page, 'dashboard');

      // A monthly donation from the dashboard's banner: the $5 tier is chosen already, its one gift with it.
      const banner = page.locator('#donate');
      await expect(banner.getByRole('heading', { name: say('donations', 'bannerTitle') })).toBeVisible();
      await banner.getByRole('button', { name: say('donations', 'donate'), exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: say('donations', 'stepTier') })).toBeVisible();
      await shoot(page, 'donation-tiers');
      await dialog.getByRole('button', { name: say('donations', 'continue') }).click();
      await expect(dialog.getByRole('heading', { name: say('donations', 'stepSubscribe') })).toBeVisible();
      await dialog
        .getByRole('button', { name: pattern((amount) => say('donations', 'subscribeFor', { amount })) })
        .click();
      await expect(dialog.getByTestId('stripe-stand-in')).toBeVisible();
      await payWithCard(
        page,
        pattern((amount) => say('donations', 'donateMonthly', { amount })),
      );

      await expect(page).toHaveURL(/\/donation-success\?payment_intent=pi_/);
      await expectPageLanguage(page, locale);
      await expect(page.getByRole('heading', { name: say('donation-thanks', 'monthlyTitle') })).toBeVisible();
      await expect(page.getByRole('heading', { name: say('donation-thanks', 'giftBeingSetUp') })).toBeVisible();
      await expect(page.getByRole('link', { name: say('donation-thanks', 'goToDashboard') })).toHaveAttribute(
        'href',
        '/dashboard',
      );
      await shoot(page, 'donation-thanks');
    });
  });
}
