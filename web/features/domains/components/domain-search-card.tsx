import { Globe, Search } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useForm } from '../../../lib/form';
import { useLocation } from 'wouter';
import { SUBDOMAIN_MAX_LENGTH } from '../../../../contract/hosting-constants.js';
import { Button } from '../../../components/ui/button';
import { CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { useClientConfig } from '../../../lib/client-config';
import { useCurrentUser } from '../../../lib/session';
import { setPendingDomain } from '../../../lib/storage';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { cn } from '../../../lib/utils';
import type { CreateHostingAccountResponse } from '../api/create-hosting-account';
import type { DomainSearchValues } from '../domain-search-resolver';
import { useCreateHostingFlow, type CreateContext } from '../hooks/use-create-hosting-flow';
import { useDomainSearch } from '../hooks/use-domain-search';
import { useRegisterDomainFlow } from '../hooks/use-register-domain-flow';
import { useMessages } from '../../../lib/i18n/messages';
import { domainsMessages } from '../i18n';
import { DeviceLimitNotice, SearchResult } from './search-result';
import { PolicyConsent } from '../../../components/policy-consent';

/** A name's shape, the same in every language (a subdomain is plain letters and digits). */
const EXAMPLE_NAME = 'yourname';

// zod and the schema arrive with the card's first check, not with the dashboard.
const searchResolver = lazyResolver<DomainSearchValues>(() =>
  import('../domain-search-resolver').then((m) => m.domainSearchResolver),
);

export interface DomainSearchCardProps {
  /** 'dashboard': the create-hosting form of the client dashboard (its own failure toast, 000 §8). */
  context?: CreateContext;
  /** A name to put in the box, searched at once (a visitor arriving with ?domain=). */
  initialName?: string;
  title?: string;
  description?: string;
  onCreated?: (result: CreateHostingAccountResponse) => void;
}

/**
 * 000 §2 domain search card: the name with the fixed hosted suffix, Search (or Enter), the result, and the
 * button that claims it: 'Create Hosting Account' when signed in, 'Create Your Free Account' for a visitor
 * (anonymous domain registration). A visitor may sign in instead; the name waits in pendingDomain.
 */
export function DomainSearchCard({
  context = 'landing',
  initialName = '',
  title,
  description,
  onCreated,
}: DomainSearchCardProps) {
  const { hostedDomain } = useClientConfig();
  const { user } = useCurrentUser();
  const [, navigate] = useLocation();
  const inputId = useId();
  // The box holds what the visitor typed; the search normalises it (and says 'Domain name required' when nothing is left).
  const form = useForm<DomainSearchValues>({ resolver: searchResolver, defaultValues: { domain: initialName } });
  const name = form.watch('domain');
  const { state, search, reset, isChecking } = useDomainSearch(hostedDomain);
  const createFlow = useCreateHostingFlow({ context, isAnonymous: !!user?.isAnonymous });
  const registerFlow = useRegisterDomainFlow();
  const searchDisabled = name.trim() === '' || isChecking;
  const t = useMessages(domainsMessages);

  const runSearch = (raw: string) => {
    const label = search(raw);
    if (label !== null) form.setValue('domain', label);
  };

  // A name handed in (from ?domain=) is searched once, as if typed.
  const searchedInitial = useRef(false);
  useEffect(() => {
    if (searchedInitial.current || !initialName) return;
    searchedInitial.current = true;
    runSearch(initialName);
    // Once, on mount: later changes of the name are the form's, not this effect's.
  }, []);

  const onSubmit = form.handleSubmit(({ domain }) => {
    if (!searchDisabled) runSearch(domain);
  });
  // Enter on an empty box still answers, with the 'Domain name required' toast (the button is disabled then).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' && name.trim() === '' && !isChecking) {
      event.preventDefault();
      runSearch(name);
    }
  };

  const claim = (label: string) => {
    if (user) {
      createFlow.create(label, (result) => {
        form.reset({ domain: '' });
        reset();
        onCreated?.(result);
      });
    } else {
      void registerFlow.register(label);
    }
  };

  // The bare label is kept: '/?domain={label}' after sign-in does not depend on the suffix.
  const signInInstead = (label: string) => {
    setPendingDomain(label);
    navigate('/auth?tab=login');
  };

  const busy = user ? createFlow.isPending : registerFlow.isPending;
  const action =
    state.status === 'available' ? (
      user ? (
        <Button size="lg" className="w-full sm:w-fit" disabled={busy} onClick={() => claim(state.label)}>
          {busy ? t('creatingAccount') : t('createHostingAccount')}
        </Button>
      ) : registerFlow.limitReached ? (
        <DeviceLimitNotice>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => signInInstead(state.label)}>
            {t('signInExisting')}
          </Button>
        </DeviceLimitNotice>
      ) : (
        <div className="grid gap-3">
          <Button size="lg" className="w-full sm:w-fit" disabled={busy} onClick={() => claim(state.label)}>
            {busy ? t('creatingYourAccount') : t('createFreeAccount')}
          </Button>
          <p className="text-sm text-emerald-900">{t('anonymousNote')}</p>
          <p className="text-sm text-slate-600">
            {t('alreadyHaveAccount')}{' '}
            <button
              type="button"
              className="font-medium text-primary underline-offset-4 hover:underline"
              onClick={() => signInInstead(state.label)}
            >
              {t('signInToAdd')}
            </button>
          </p>
        </div>
      )
    ) : null;

  return (
    <div
      className={cn(
        'rounded-xl border bg-card text-card-foreground shadow-md',
        context === 'landing' && 'border-primary/20',
      )}
      data-state={state.status}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Globe className="size-5 text-primary" aria-hidden="true" />
          {title ?? t('findTitle')}
        </CardTitle>
        <CardDescription>{description ?? t('findDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <form noValidate onSubmit={onSubmit} className="grid gap-2" role="search">
          <Label htmlFor={inputId}>{t('domainName')}</Label>
          <div className="flex flex-col gap-3 sm:flex-row">
            <div className="flex min-w-0 flex-1 items-stretch rounded-md shadow-sm focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2">
              <Input
                id={inputId}
                {...form.register('domain', {
                  onChange: () => {
                    if (state.status !== 'idle') reset();
                  },
                })}
                onKeyDown={onKeyDown}
                placeholder={EXAMPLE_NAME}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                maxLength={SUBDOMAIN_MAX_LENGTH + hostedDomain.length + 10}
                aria-describedby={`${inputId}-suffix`}
                variant={null}
                className="h-11 min-w-0 rounded-e-none bg-card text-base shadow-none focus-visible:border-input focus-visible:ring-0 focus-visible:ring-offset-0"
              />
              <span
                id={`${inputId}-suffix`}
                className="flex min-w-0 max-w-[60%] shrink-0 items-center truncate rounded-e-md border border-s-0 border-input bg-muted px-3 font-mono text-sm text-slate-600"
              >
                .{hostedDomain}
              </span>
            </div>
            <Button type="submit" size="lg" className="h-11" disabled={searchDisabled}>
              <Search aria-hidden="true" />
              {isChecking ? t('searching') : t('search')}
            </Button>
          </div>
        </form>
        <div aria-live="polite">
          <SearchResult state={state} action={action} />
        </div>
        <PolicyConsent action="claimSubdomain" className="mt-3" />
      </CardContent>
    </div>
  );
}
