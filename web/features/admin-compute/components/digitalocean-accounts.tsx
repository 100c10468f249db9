import { Droplets, Pencil, Plus, Rocket, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DIGITALOCEAN_MESSAGES, type DigitaloceanAccount } from '../../../../contract/compute-digitalocean.js';
import { COMPUTE_MESSAGES } from '../../../../contract/compute.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useDeleteDigitaloceanAccount, useDigitaloceanAccounts } from '../api/digitalocean-accounts';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { DigitaloceanAccountForm } from './digitalocean-account-form';
import { NewDropletDialog } from './new-droplet-dialog';

/** The cloud tab's DigitalOcean accounts (issue 21): link, edit, unlink, and launch a Droplet for a user. */
export function DigitaloceanAccounts() {
  const accounts = useDigitaloceanAccounts();
  const remove = useDeleteDigitaloceanAccount();
  const [editing, setEditing] = useState<DigitaloceanAccount | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DigitaloceanAccount | null>(null);
  const [launching, setLaunching] = useState(false);
  const list = accounts.data ?? [];

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2"><Droplets className="size-5 text-primary" aria-hidden="true" />DigitalOcean</CardTitle>
        <CardDescription>Droplets launched with a DigitalOcean API token. Owners get the address and root password instead of a browser console.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {accounts.isPending ? <Spinner label="Loading DigitalOcean accounts..." /> : accounts.isError ? (
          <p role="alert" className="text-sm text-destructive">{errorMessage(accounts.error, DIGITALOCEAN_MESSAGES.accountsLoadFailed)}</p>
        ) : (
          <>
            {list.length === 0 && editing === null && <p className="text-sm text-muted-foreground">{DIGITALOCEAN_MESSAGES.noAccounts}</p>}
            {list.length > 0 && (
              <ul aria-label="DigitalOcean accounts" className="grid gap-2">
                {list.map((a) => (
                  <li key={a.id} className="flex flex-wrap items-center gap-2 rounded-lg border p-3 text-sm">
                    <span className="font-medium">{a.name}</span>
                    {a.isDefault && <Badge>Default</Badge>}
                    {!a.isActive && <Badge variant="outline">Inactive</Badge>}
                    <span className="text-muted-foreground">{a.allowedRegions.length ? a.allowedRegions.join(', ') : 'All regions'}</span>
                    <span className="ml-auto flex gap-1">
                      <Button size="sm" variant="ghost" aria-label={`Edit ${a.name}`} onClick={() => setEditing(a)}><Pencil aria-hidden="true" /></Button>
                      <Button size="sm" variant="ghost" aria-label={`Delete ${a.name}`} onClick={() => setDeleting(a)}><Trash2 aria-hidden="true" /></Button>
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {editing !== null && (
              <DigitaloceanAccountForm key={editing === 'new' ? 'new' : editing.id} account={editing === 'new' ? null : editing} isFirst={list.length === 0} onDone={() => setEditing(null)} />
            )}
            <div className="flex flex-wrap gap-2">
              {editing === null && <Button variant="outline" onClick={() => setEditing('new')}><Plus aria-hidden="true" />Add DigitalOcean Account</Button>}
              {list.length > 0 && <Button onClick={() => setLaunching(true)}><Rocket aria-hidden="true" />New Droplet</Button>}
            </div>
          </>
        )}
      </CardContent>
      <ConfirmDeleteDialog name={deleting?.name ?? ''} open={deleting !== null} pending={remove.isPending} onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, {
          onSuccess: () => { toast({ title: 'Account deleted', description: deleting.name }); setDeleting(null); },
          onError: (error) => toast({ title: COMPUTE_MESSAGES.deleteFailed, description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
        })} />
      <NewDropletDialog open={launching} onClose={() => setLaunching(false)} />
    </Card>
  );
}
