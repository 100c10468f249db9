import type { Catalogue } from '../../../contract/i18n/format.js';
import type { Locale } from '../../../contract/i18n/locales.js';
import enErrors from '../../../contract/i18n/catalogue/en/errors.json';
import esErrors from '../../../contract/i18n/catalogue/es/errors.json';
import ptBRErrors from '../../../contract/i18n/catalogue/pt-BR/errors.json';
import frErrors from '../../../contract/i18n/catalogue/fr/errors.json';
import idErrors from '../../../contract/i18n/catalogue/id/errors.json';
import hiErrors from '../../../contract/i18n/catalogue/hi/errors.json';
import arErrors from '../../../contract/i18n/catalogue/ar/errors.json';
import enMail from '../../../contract/i18n/catalogue/en/mail.json';
import esMail from '../../../contract/i18n/catalogue/es/mail.json';
import ptBRMail from '../../../contract/i18n/catalogue/pt-BR/mail.json';
import frMail from '../../../contract/i18n/catalogue/fr/mail.json';
import idMail from '../../../contract/i18n/catalogue/id/mail.json';
import hiMail from '../../../contract/i18n/catalogue/hi/mail.json';
import arMail from '../../../contract/i18n/catalogue/ar/mail.json';
import enMailAccount from '../../../contract/i18n/catalogue/en/mail-account.json';
import esMailAccount from '../../../contract/i18n/catalogue/es/mail-account.json';
import ptBRMailAccount from '../../../contract/i18n/catalogue/pt-BR/mail-account.json';
import frMailAccount from '../../../contract/i18n/catalogue/fr/mail-account.json';
import idMailAccount from '../../../contract/i18n/catalogue/id/mail-account.json';
import hiMailAccount from '../../../contract/i18n/catalogue/hi/mail-account.json';
import arMailAccount from '../../../contract/i18n/catalogue/ar/mail-account.json';
import enMailOrders from '../../../contract/i18n/catalogue/en/mail-orders.json';
import esMailOrders from '../../../contract/i18n/catalogue/es/mail-orders.json';
import ptBRMailOrders from '../../../contract/i18n/catalogue/pt-BR/mail-orders.json';
import frMailOrders from '../../../contract/i18n/catalogue/fr/mail-orders.json';
import idMailOrders from '../../../contract/i18n/catalogue/id/mail-orders.json';
import hiMailOrders from '../../../contract/i18n/catalogue/hi/mail-orders.json';
import arMailOrders from '../../../contract/i18n/catalogue/ar/mail-orders.json';
import enMailBilling from '../../../contract/i18n/catalogue/en/mail-billing.json';
import esMailBilling from '../../../contract/i18n/catalogue/es/mail-billing.json';
import ptBRMailBilling from '../../../contract/i18n/catalogue/pt-BR/mail-billing.json';
import frMailBilling from '../../../contract/i18n/catalogue/fr/mail-billing.json';
import idMailBilling from '../../../contract/i18n/catalogue/id/mail-billing.json';
import hiMailBilling from '../../../contract/i18n/catalogue/hi/mail-billing.json';
import arMailBilling from '../../../contract/i18n/catalogue/ar/mail-billing.json';
import enMailAbuse from '../../../contract/i18n/catalogue/en/mail-abuse.json';
import esMailAbuse from '../../../contract/i18n/catalogue/es/mail-abuse.json';
import ptBRMailAbuse from '../../../contract/i18n/catalogue/pt-BR/mail-abuse.json';
import frMailAbuse from '../../../contract/i18n/catalogue/fr/mail-abuse.json';
import idMailAbuse from '../../../contract/i18n/catalogue/id/mail-abuse.json';
import hiMailAbuse from '../../../contract/i18n/catalogue/hi/mail-abuse.json';
import arMailAbuse from '../../../contract/i18n/catalogue/ar/mail-abuse.json';
import enMailIdle from '../../../contract/i18n/catalogue/en/mail-idle.json';
import esMailIdle from '../../../contract/i18n/catalogue/es/mail-idle.json';
import ptBRMailIdle from '../../../contract/i18n/catalogue/pt-BR/mail-idle.json';
import frMailIdle from '../../../contract/i18n/catalogue/fr/mail-idle.json';
import idMailIdle from '../../../contract/i18n/catalogue/id/mail-idle.json';
import hiMailIdle from '../../../contract/i18n/catalogue/hi/mail-idle.json';
import arMailIdle from '../../../contract/i18n/catalogue/ar/mail-idle.json';
import enMailSupport from '../../../contract/i18n/catalogue/en/mail-support.json';
import esMailSupport from '../../../contract/i18n/catalogue/es/mail-support.json';
import ptBRMailSupport from '../../../contract/i18n/catalogue/pt-BR/mail-support.json';
import frMailSupport from '../../../contract/i18n/catalogue/fr/mail-support.json';
import idMailSupport from '../../../contract/i18n/catalogue/id/mail-support.json';
import hiMailSupport from '../../../contract/i18n/catalogue/hi/mail-support.json';
import arMailSupport from '../../../contract/i18n/catalogue/ar/mail-support.json';
import enComputeForms from '../../../contract/i18n/catalogue/en/compute-forms.json';
import esComputeForms from '../../../contract/i18n/catalogue/es/compute-forms.json';
import ptBRComputeForms from '../../../contract/i18n/catalogue/pt-BR/compute-forms.json';
import frComputeForms from '../../../contract/i18n/catalogue/fr/compute-forms.json';
import idComputeForms from '../../../contract/i18n/catalogue/id/compute-forms.json';
import hiComputeForms from '../../../contract/i18n/catalogue/hi/compute-forms.json';
import arComputeForms from '../../../contract/i18n/catalogue/ar/compute-forms.json';
import enReputationSources from '../../../contract/i18n/catalogue/en/reputation-sources.json';
import esReputationSources from '../../../contract/i18n/catalogue/es/reputation-sources.json';
import ptBRReputationSources from '../../../contract/i18n/catalogue/pt-BR/reputation-sources.json';
import frReputationSources from '../../../contract/i18n/catalogue/fr/reputation-sources.json';
import idReputationSources from '../../../contract/i18n/catalogue/id/reputation-sources.json';
import hiReputationSources from '../../../contract/i18n/catalogue/hi/reputation-sources.json';
import arReputationSources from '../../../contract/i18n/catalogue/ar/reputation-sources.json';
import enComputeProviders from '../../../contract/i18n/catalogue/en/compute-providers.json';
import esComputeProviders from '../../../contract/i18n/catalogue/es/compute-providers.json';
import ptBRComputeProviders from '../../../contract/i18n/catalogue/pt-BR/compute-providers.json';
import frComputeProviders from '../../../contract/i18n/catalogue/fr/compute-providers.json';
import idComputeProviders from '../../../contract/i18n/catalogue/id/compute-providers.json';
import hiComputeProviders from '../../../contract/i18n/catalogue/hi/compute-providers.json';
import arComputeProviders from '../../../contract/i18n/catalogue/ar/compute-providers.json';
import enErrorsAccounts from '../../../contract/i18n/catalogue/en/errors-accounts.json';
import esErrorsAccounts from '../../../contract/i18n/catalogue/es/errors-accounts.json';
import ptBRErrorsAccounts from '../../../contract/i18n/catalogue/pt-BR/errors-accounts.json';
import frErrorsAccounts from '../../../contract/i18n/catalogue/fr/errors-accounts.json';
import idErrorsAccounts from '../../../contract/i18n/catalogue/id/errors-accounts.json';
import hiErrorsAccounts from '../../../contract/i18n/catalogue/hi/errors-accounts.json';
import arErrorsAccounts from '../../../contract/i18n/catalogue/ar/errors-accounts.json';
import enErrorsBilling from '../../../contract/i18n/catalogue/en/errors-billing.json';
import esErrorsBilling from '../../../contract/i18n/catalogue/es/errors-billing.json';
import ptBRErrorsBilling from '../../../contract/i18n/catalogue/pt-BR/errors-billing.json';
import frErrorsBilling from '../../../contract/i18n/catalogue/fr/errors-billing.json';
import idErrorsBilling from '../../../contract/i18n/catalogue/id/errors-billing.json';
import hiErrorsBilling from '../../../contract/i18n/catalogue/hi/errors-billing.json';
import arErrorsBilling from '../../../contract/i18n/catalogue/ar/errors-billing.json';
import enErrorsHosting from '../../../contract/i18n/catalogue/en/errors-hosting.json';
import esErrorsHosting from '../../../contract/i18n/catalogue/es/errors-hosting.json';
import ptBRErrorsHosting from '../../../contract/i18n/catalogue/pt-BR/errors-hosting.json';
import frErrorsHosting from '../../../contract/i18n/catalogue/fr/errors-hosting.json';
import idErrorsHosting from '../../../contract/i18n/catalogue/id/errors-hosting.json';
import hiErrorsHosting from '../../../contract/i18n/catalogue/hi/errors-hosting.json';
import arErrorsHosting from '../../../contract/i18n/catalogue/ar/errors-hosting.json';
import enErrorsCompute from '../../../contract/i18n/catalogue/en/errors-compute.json';
import esErrorsCompute from '../../../contract/i18n/catalogue/es/errors-compute.json';
import ptBRErrorsCompute from '../../../contract/i18n/catalogue/pt-BR/errors-compute.json';
import frErrorsCompute from '../../../contract/i18n/catalogue/fr/errors-compute.json';
import idErrorsCompute from '../../../contract/i18n/catalogue/id/errors-compute.json';
import hiErrorsCompute from '../../../contract/i18n/catalogue/hi/errors-compute.json';
import arErrorsCompute from '../../../contract/i18n/catalogue/ar/errors-compute.json';
import enErrorsAdmin from '../../../contract/i18n/catalogue/en/errors-admin.json';
import esErrorsAdmin from '../../../contract/i18n/catalogue/es/errors-admin.json';
import ptBRErrorsAdmin from '../../../contract/i18n/catalogue/pt-BR/errors-admin.json';
import frErrorsAdmin from '../../../contract/i18n/catalogue/fr/errors-admin.json';
import idErrorsAdmin from '../../../contract/i18n/catalogue/id/errors-admin.json';
import hiErrorsAdmin from '../../../contract/i18n/catalogue/hi/errors-admin.json';
import arErrorsAdmin from '../../../contract/i18n/catalogue/ar/errors-admin.json';
import enErrorsSupport from '../../../contract/i18n/catalogue/en/errors-support.json';
import esErrorsSupport from '../../../contract/i18n/catalogue/es/errors-support.json';
import ptBRErrorsSupport from '../../../contract/i18n/catalogue/pt-BR/errors-support.json';
import frErrorsSupport from '../../../contract/i18n/catalogue/fr/errors-support.json';
import idErrorsSupport from '../../../contract/i18n/catalogue/id/errors-support.json';
import hiErrorsSupport from '../../../contract/i18n/catalogue/hi/errors-support.json';
import arErrorsSupport from '../../../contract/i18n/catalogue/ar/errors-support.json';

// The server's own features of the catalogue, every locale in memory (a few hundred KB at most): the error answers and
// the mail, one feature per domain or family of messages. The web's features are fetched by the browser and never
// loaded here. Adding a locale adds its line per feature; adding a feature adds its block.

export interface ServerFeature<C extends Catalogue> {
  feature: string;
  english: C;
  translations: Partial<Record<Locale, Partial<Catalogue>>>;
}

export const ERRORS: ServerFeature<typeof enErrors> = {
  feature: 'errors',
  english: enErrors,
  translations: { es: esErrors, 'pt-BR': ptBRErrors, fr: frErrors, id: idErrors, hi: hiErrors, ar: arErrors },
};

export const MAIL: ServerFeature<typeof enMail> = {
  feature: 'mail',
  english: enMail,
  translations: { es: esMail, 'pt-BR': ptBRMail, fr: frMail, id: idMail, hi: hiMail, ar: arMail },
};

export const MAIL_ACCOUNT: ServerFeature<typeof enMailAccount> = {
  feature: 'mail-account',
  english: enMailAccount,
  translations: {
    es: esMailAccount,
    'pt-BR': ptBRMailAccount,
    fr: frMailAccount,
    id: idMailAccount,
    hi: hiMailAccount,
    ar: arMailAccount,
  },
};

export const MAIL_ORDERS: ServerFeature<typeof enMailOrders> = {
  feature: 'mail-orders',
  english: enMailOrders,
  translations: {
    es: esMailOrders,
    'pt-BR': ptBRMailOrders,
    fr: frMailOrders,
    id: idMailOrders,
    hi: hiMailOrders,
    ar: arMailOrders,
  },
};

export const MAIL_BILLING: ServerFeature<typeof enMailBilling> = {
  feature: 'mail-billing',
  english: enMailBilling,
  translations: {
    es: esMailBilling,
    'pt-BR': ptBRMailBilling,
    fr: frMailBilling,
    id: idMailBilling,
    hi: hiMailBilling,
    ar: arMailBilling,
  },
};

export const MAIL_ABUSE: ServerFeature<typeof enMailAbuse> = {
  feature: 'mail-abuse',
  english: enMailAbuse,
  translations: {
    es: esMailAbuse,
    'pt-BR': ptBRMailAbuse,
    fr: frMailAbuse,
    id: idMailAbuse,
    hi: hiMailAbuse,
    ar: arMailAbuse,
  },
};

export const MAIL_IDLE: ServerFeature<typeof enMailIdle> = {
  feature: 'mail-idle',
  english: enMailIdle,
  translations: {
    es: esMailIdle,
    'pt-BR': ptBRMailIdle,
    fr: frMailIdle,
    id: idMailIdle,
    hi: hiMailIdle,
    ar: arMailIdle,
  },
};

export const MAIL_SUPPORT: ServerFeature<typeof enMailSupport> = {
  feature: 'mail-support',
  english: enMailSupport,
  translations: {
    es: esMailSupport,
    'pt-BR': ptBRMailSupport,
    fr: frMailSupport,
    id: idMailSupport,
    hi: hiMailSupport,
    ar: arMailSupport,
  },
};

export const ERRORS_ACCOUNTS: ServerFeature<typeof enErrorsAccounts> = {
  feature: 'errors-accounts',
  english: enErrorsAccounts,
  translations: {
    es: esErrorsAccounts,
    'pt-BR': ptBRErrorsAccounts,
    fr: frErrorsAccounts,
    id: idErrorsAccounts,
    hi: hiErrorsAccounts,
    ar: arErrorsAccounts,
  },
};

export const ERRORS_BILLING: ServerFeature<typeof enErrorsBilling> = {
  feature: 'errors-billing',
  english: enErrorsBilling,
  translations: {
    es: esErrorsBilling,
    'pt-BR': ptBRErrorsBilling,
    fr: frErrorsBilling,
    id: idErrorsBilling,
    hi: hiErrorsBilling,
    ar: arErrorsBilling,
  },
};

export const ERRORS_HOSTING: ServerFeature<typeof enErrorsHosting> = {
  feature: 'errors-hosting',
  english: enErrorsHosting,
  translations: {
    es: esErrorsHosting,
    'pt-BR': ptBRErrorsHosting,
    fr: frErrorsHosting,
    id: idErrorsHosting,
    hi: hiErrorsHosting,
    ar: arErrorsHosting,
  },
};

export const ERRORS_COMPUTE: ServerFeature<typeof enErrorsCompute> = {
  feature: 'errors-compute',
  english: enErrorsCompute,
  translations: {
    es: esErrorsCompute,
    'pt-BR': ptBRErrorsCompute,
    fr: frErrorsCompute,
    id: idErrorsCompute,
    hi: hiErrorsCompute,
    ar: arErrorsCompute,
  },
};

export const ERRORS_ADMIN: ServerFeature<typeof enErrorsAdmin> = {
  feature: 'errors-admin',
  english: enErrorsAdmin,
  translations: {
    es: esErrorsAdmin,
    'pt-BR': ptBRErrorsAdmin,
    fr: frErrorsAdmin,
    id: idErrorsAdmin,
    hi: hiErrorsAdmin,
    ar: arErrorsAdmin,
  },
};

export const ERRORS_SUPPORT: ServerFeature<typeof enErrorsSupport> = {
  feature: 'errors-support',
  english: enErrorsSupport,
  translations: {
    es: esErrorsSupport,
    'pt-BR': ptBRErrorsSupport,
    fr: frErrorsSupport,
    id: idErrorsSupport,
    hi: hiErrorsSupport,
    ar: arErrorsSupport,
  },
};

/** The words of each cloud provider's account form (server/modules/compute/account-form-words.ts). */
export const COMPUTE_FORMS: ServerFeature<typeof enComputeForms> = {
  feature: 'compute-forms',
  english: enComputeForms,
  translations: {
    es: esComputeForms,
    'pt-BR': ptBRComputeForms,
    fr: frComputeForms,
    id: idComputeForms,
    hi: hiComputeForms,
    ar: arComputeForms,
  },
};

/** The words of each abuse reputation source's settings card (server/modules/abuse/reputation/source-words.ts). */
export const REPUTATION_SOURCES: ServerFeature<typeof enReputationSources> = {
  feature: 'reputation-sources',
  english: enReputationSources,
  translations: {
    es: esReputationSources,
    'pt-BR': ptBRReputationSources,
    fr: frReputationSources,
    id: idReputationSources,
    hi: hiReputationSources,
    ar: arReputationSources,
  },
};

/**
 * The cloud providers' own messages that are not the contract's (a provider's folder writes them: its limit, its
 * refusals, its credential test's answer), found by their English text like the errors-<domain> files.
 */
export const COMPUTE_PROVIDERS: ServerFeature<typeof enComputeProviders> = {
  feature: 'compute-providers',
  english: enComputeProviders,
  translations: {
    es: esComputeProviders,
    'pt-BR': ptBRComputeProviders,
    fr: frComputeProviders,
    id: idComputeProviders,
    hi: hiComputeProviders,
    ar: arComputeProviders,
  },
};

/** The server's error answers by domain (contract/i18n/server-message-domains.ts), after `errors`, and the providers' own. */
export const ERROR_DOMAINS: ServerFeature<Catalogue>[] = [
  ERRORS_ACCOUNTS,
  ERRORS_BILLING,
  ERRORS_HOSTING,
  ERRORS_COMPUTE,
  ERRORS_ADMIN,
  ERRORS_SUPPORT,
  COMPUTE_PROVIDERS,
];
