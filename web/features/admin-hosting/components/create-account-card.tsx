import { useQueryClient } from '@tanstack/react-query';
import { Plus, UserPlus } from 'lucide-react';
import { useState } from 'react';
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
import { CredentialsDialog } from './credentials-dialog';
import { NativeSelect } from '../../../components/native-select';
import { SubdomainField } from './subdomain-field';

type Mode = 'hosting' | 'anonymous';
interface CreateAccountFields {
  subdomain: string;
  packageId: string;
  userId: string;
}
const EMPTY_FIELDS: CreateAccountFields = { subdomain: '', packageId: '', userId: '' };

/** 001 §2 Create New Account: for an existing user, or for a new anonymous user (credentials shown once). */
export function CreateAccountCard() {
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
  const availability = useDomainAvailability(subdomain);

  const draft = { subdomain, availability, packageId, owner: mode === 'anonymous' ? 'anonymous' : userId };
  const busy = createAnonymous.isPending || createHosting.isPending;

  // The package stays chosen: an admin often creates several accounts on one package.
  const reset = () => form.reset({ ...EMPTY_FIELDS, packageId });

  const submit = async () => {
    const problem = validateCreateAccount(draft);
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
          title: 'Failed to Create Anonymous Account',
          description: errorMessage(error, 'Please try again.'),
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
        toast({ title: 'Hosting Account Created', description: `${created.domain} was created on WHM.` });
      } else {
        toast({
          title: 'Hosting Account Pending',
          description: `${created.domain} is saved and waits for WHM, which sets it up in the background. Its card shows Pending until then; Fix retries at once.`,
        });
      }
      reset();
    } catch (error) {
      toast({
        title: 'Failed to Create Hosting Account',
        description: errorMessage(error, 'Please try again.'),
        variant: 'destructive',
      });
    }
  };

  const packageList = packages.data ?? [];
  const userList = users.data ?? [];

  const packageField = (
    <div className="grid gap-2">
      <Label htmlFor="create-account-package">Package</Label>
      <NativeSelect id="create-account-package" {...form.register('packageId')} disabled={packageList.length === 0}>
        <option value="">Select a package</option>
        {packageList.map((p) => (
          <option key={p.id} value={p.id}>
            {p.displayName}
          </option>
        ))}
      </NativeSelect>
      {packages.isSuccess && packageList.length === 0 && (
        <p className="text-sm text-muted-foreground">No packages available</p>
      )}
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Plus className="size-5 text-primary" aria-hidden="true" />
          Create New Account
        </CardTitle>
        <CardDescription>Create a hosting account for an existing user, or for a new anonymous user.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
          <TabsList className="grid h-10 w-full grid-cols-2 justify-center">
            <TabsTrigger value="hosting">Hosting Account</TabsTrigger>
            <TabsTrigger value="anonymous">Anonymous User</TabsTrigger>
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
                <Label htmlFor="create-account-user">Assign to user</Label>
                <NativeSelect id="create-account-user" {...form.register('userId')} disabled={userList.length === 0}>
                  <option value="">Select a user</option>
                  {userList.map((u) => (
                    <option key={u.id} value={u.id}>
                      {u.username}
                      {u.email ? ` (${u.email})` : ''}
                    </option>
                  ))}
                </NativeSelect>
                {users.isSuccess && userList.length === 0 && (
                  <p className="text-sm text-muted-foreground">No users available</p>
                )}
              </div>
            </TabsContent>
            <TabsContent value="anonymous" className="grid gap-4">
              {packageField}
              <p className="text-sm text-muted-foreground">
                A new anonymous user is created to own this account. Its credentials are shown once, right after.
              </p>
            </TabsContent>
            <Button type="submit" disabled={busy || !canSubmitCreateAccount(draft)} className="sm:justify-self-start">
              {mode === 'anonymous' ? <UserPlus aria-hidden="true" /> : <Plus aria-hidden="true" />}
              {busy ? 'Creating...' : mode === 'anonymous' ? 'Create Anonymous Account' : 'Create Hosting Account'}
            </Button>
          </form>
        </Tabs>
      </CardContent>
      <CredentialsDialog account={credentials} onClose={() => setCredentials(null)} />
    </Card>
  );
}
