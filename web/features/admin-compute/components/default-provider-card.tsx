import { Save, Star } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FieldSelect } from '../../../components/field-select';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { apiErrorCode, errorMessage } from '../../../lib/api-error';
import { cn } from '../../../lib/utils';
import { useCloudProviders } from '../api/cloud-providers';
import { useDefaultProvider, useSetDefaultProvider } from '../api/default-provider';
import { useMessages } from '../../../lib/i18n/messages';
import { computeMessages } from '../i18n';

/**
 * 001 §2/§4 Default Compute Provider: which provider /compute launches on, and with which account. The providers,
 * their labels, accounts and "account required" messages come from the server's registry.
 */
export function DefaultProviderCard() {
  const t = useMessages(computeMessages);
  const current = useDefaultProvider();
  const providers = useCloudProviders();
  const setDefault = useSetDefaultProvider();
  const [provider, setProvider] = useState('');
  const [accountId, setAccountId] = useState('');
  const list = providers.data ?? [];
  const info = (id: string) => list.find((p) => p.id === id);
  const labelOf = (id: string) => info(id)?.label ?? id;

  useEffect(() => {
    if (!current.data) return;
    setProvider(current.data.provider);
    setAccountId(current.data.account ? String(current.data.account.id) : '');
  }, [current.data]);

  const accounts = info(provider)?.accounts ?? [];

  const choose = (next: string) => {
    setProvider(next);
    const fallback = next === current.data?.provider ? current.data.account?.id : current.data?.accountIds?.[next];
    setAccountId(fallback ? String(fallback) : '');
  };

  const save = () => {
    if (accounts.length === 0) {
      toast({
        title: info(provider)?.accountRequiredMessage ?? t('defaultProviderFailed'),
        description: t('linkAccountFirst', { provider: labelOf(provider) }),
        variant: 'destructive',
      });
      return;
    }
    setDefault.mutate(
      { provider, ...(accountId ? { accountId: Number(accountId) } : {}) },
      {
        onSuccess: (answer) =>
          toast({
            title: t('defaultUpdated'),
            description: answer.account
              ? t('providerWithAccount', { provider: labelOf(answer.provider), account: answer.account.name })
              : labelOf(answer.provider),
          }),
        onError: (error) => {
          const message = errorMessage(error, t('defaultProviderFailed'));
          const isRequired = apiErrorCode(error) === 'providerAccountRequired';
          toast({
            title: isRequired ? message : t('defaultProviderFailed'),
            description: isRequired ? t('linkAccountFirst', { provider: labelOf(provider) }) : message,
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Star className="size-5 text-primary" aria-hidden="true" />
          {t('defaultProviderTitle')}
        </CardTitle>
        <CardDescription>
          {current.data
            ? current.data.account
              ? t('clientsLaunchOnWithAccount', {
                  provider: labelOf(current.data.provider),
                  account: current.data.account.name,
                })
              : t('clientsLaunchOnNoAccount', { provider: labelOf(current.data.provider) })
            : t('whereClientsLaunch')}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {current.isPending || providers.isPending ? (
          <Spinner label={t('loadingDefault')} />
        ) : (
          <div className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t('provider')}</legend>
              <div className="grid grid-cols-2 gap-2">
                {list.map(({ id: value, label }) => (
                  <label
                    key={value}
                    className={cn(
                      'flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm transition-colors hover:bg-accent',
                      provider === value && 'border-primary bg-accent',
                    )}
                  >
                    <input
                      type="radio"
                      name="default-provider"
                      value={value}
                      checked={provider === value}
                      onChange={() => choose(value)}
                    />
                    {label}
                  </label>
                ))}
              </div>
            </fieldset>
            <FieldSelect
              id="default-provider-account"
              label={t('providerAccount', { provider: labelOf(provider) })}
              value={accountId}
              onChange={(e) => setAccountId(e.target.value)}
              placeholder={accounts.length ? t('providerDefaultAccount') : t('noAccountLinked')}
              options={accounts.map((a) => ({ value: String(a.id), label: a.name }))}
            />
            <div>
              <Button onClick={save} disabled={setDefault.isPending}>
                <Save aria-hidden="true" />
                {setDefault.isPending ? t('saving') : t('saveDefault')}
              </Button>
            </div>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
