import { useQueryClient } from '@tanstack/react-query';
import { Plus, UserPlus } from 'lucide-react';
import { Suspense, useState } from 'react';
import { Controller, useForm } from '../../../lib/form';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useClientConfig } from '../../../lib/client-config';
import { useCreateAnonymousAccount, type AnonymousAccount } from '../api/create-anonymous-account';
import { useCreateHostingAccount } from '../api/create-hosting-account';
import { useActivePackages } from '../../../api/packages';
import { invalidateUsers, useUsers } from '../../../api/users';
import { cleanSubdomain, useDomainAvailability } from '../hooks/use-domain-availability';
import { canSubmitCreateAccount, validateCreateAccount } from '../validate-create-account';
import { CredentialsDialog } from './lazy-dialogs';
import { NativeSelect } from '../../../components/native-select';
import { SubdomainField } from './subdomain-field';
import { useMessages } from '../../../lib/i18n/messages';
import { hostingMessages } from '../i18n';
import { useOpenedOnce } from '../../../lib/use-opened-once';

type Mode = 'hosting' | 'anonymous';
interface CreateAccountFields {
  subdomain: string;
  packageId: string;
  userId: string;
}
const EMPTY_FIELDS: CreateAccountFields = { subdomain: '', packageId: '', userId: '' };

/** 001 §2 Create New Account: for an existing user, or for a new anonymous user (credentials shown once). */
export function CreateAccountCard() {
  const t = useMessages(hostingMessages);
  const { hostedDomain } = useClientConfig();
  const queryClient = useQueryClient();
  const packages = useActivePackages();
  const users = useUsers();
  const createAnonymous = useCreateAnonymousAccount();
  const createHosting = useCreateHostingAccount();
  const [mode, setMode] = useState<Mode>('hosting');
  // The checks depend on the live availability answer, so they run on submit (validateCreateAccount, in the spec's order).
  const form = useForm<CreateAccountFields>({ defaultValues: EMPTY_FIELDS });
  const { subdomain, packageId, userId } = form.watch();
  const [credentials, setCredentials] = useState<AnonymousAccount | null>(null);
  const credentialsMounted = useOpenedOnce(credentials !== null);
  const availability = useDomainAvailability(subdomain);

  const draft = { subdomain, availability, packageId, owner: mode === 'anonymous' ? 'anonymous' : userId };
  const busy = createAnonymous.isPending || createHosting.isPending;

  // The package stays chosen: an admin often creates several accounts on one package.
  const reset = () => form.reset({ ...EMPTY_FIELDS, packageId });

  const submit = async () => {
    const problem = validateCreateAccount(draft, t);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    let ownerId = Number(userId);
    if (mode === 'anonymous') {
      try {
        const account = await createAnonymous.mutateAsync();
        ownerId = account.id;
        // Shown even if the hosting step fails below: the user exists and these are shown only once.
        setCredentials(account);
        void invalidateUsers(queryClient);
      } catch (error) {
        toast({
          title: t('failedAnonymous'),
          description: errorMessage(error, t('tryAgain')),
          variant: 'destructive',
        });
        return;
      }
    }
    try {
      const created = await createHosting.mutateAsync({
        domain: subdomain,
        packageId: Number(packageId),
        userId: ownerId,
      });
      // Say what really happened: the row is saved at once and WHM sets the account up in the background (or
      // later, when WHM is down); only an account WHM already has is 'Created'.
      if (created.account.status === 'active') {
        toast({ title: t('hostingCreated'), description: t('createdOnWhm', { domain: created.domain }) });
      } else {
        toast({
          title: t('hostingPending'),
          description: t('pendingDescription', { domain: created.domain }),
        });
      }
      reset();
    } catch (error) {
      toast({
        title: t('failedHosting'),
        description: errorMessage(error, t('tryAgain')),
        variant: 'destructive',
      });
    }
  };

  // Each select is disabled while its list is empty and says it is busy while the list loads, so assistive technology
  // (and an accessibility scan) waits for the list rather than reading a select that is about to change.
  const packageList = packages.data ?? [];
  const userList = users.data ?? [];

  const packageField = (
    <div className="grid gap-2">
      <Label htmlFor="create-account-package">{t('package')}</Label>
      <NativeSelect
        id="create-account-package"
        {...form.register('packageId')}
        disabled={packageList.length === 0}
        aria-busy={packages.isPending}
      >
        <option value="">{t('selectPackage')}</option>
        {packageList.map((p) => (
          <option key={p.id} value={p.id}>
            {p.displayName}
          </option>
        ))}
      </NativeSelect>
      {packages.isSuccess && packageList.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('noPackages')}</p>
      )}
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Plus className="size-5 text-primary" aria-hidden="true" />
          {t('createTitle')}
        </CardTitle>
        <CardDescription>{t('createIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="grid h-10 w-full grid-cols-2 justify-center">
            <TabsTrigger value="hosting">{t('hostingAccountTab')}</TabsTrigger>
            <TabsTrigger value="anonymous">{t('anonymousUserTab')}</TabsTrigger>
          </TabsList>
          <form noValidate onSubmit={form.handleSubmit(submit)} className="mt-4 grid gap-4">
            <Controller
              control={form.control}
              name="subdomain"
              render={({ field }) => (
                <SubdomainField
                  id="create-account-subdomain"
                  value={field.value}
                  onChange={(v) => field.onChange(cleanSubdomain(v))}
                  suffix={hostedDomain}
                  availability={availability}
                />
              )}
            />
            <TabsContent value="hosting" className="grid gap-4 sm:grid-cols-2">
              {packageField}
              <div className="grid gap-2">
                <Label htmlFor="create-account-user">{t('assignToUser')}</Label>
                <NativeSelect
                  id="create-account-user"
                  {...form.register('userId')}
                  disabled={userList.length === 0}
                  aria-busy={users.isPending}
                >
                  <option value="">{t('selectUser')}</option>
                  {userList.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.username}
                      {u.email ? ` (${u.email})` : ''}
                    </option>
                  ))}
                </NativeSelect>
                {users.isSuccess && userList.length === 0 && (
                  <p className="text-sm text-muted-foreground">{t('noUsers')}</p>
                )}
              </div>
            </TabsContent>
            <TabsContent value="anonymous" className="grid gap-4">
              {packageField}
              <p className="text-sm text-muted-foreground">{t('anonymousNote')}</p>
            </TabsContent>
            <Button type="submit" disabled={busy || !canSubmitCreateAccount(draft)} className="sm:justify-self-start">
              {mode === 'anonymous' ? <UserPlus aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {busy ? t('creating') : mode === 'anonymous' ? t('createAnonymous') : t('createHosting')}
            </Button>
          </form>
        </Tabs>
      </CardContent>
      {credentialsMounted && (
        <Suspense fallback={null}>
          <CredentialsDialog account={credentials} onClose={() => setCredentials(null)} />
        </Suspense>
      )}
    </Card>
  );
}
