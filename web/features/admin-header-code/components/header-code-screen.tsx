import { Code, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { MARKETING_MESSAGES, type HeaderCode } from '../../../../contract/marketing.js';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { HowItWorksCard } from '../../../components/how-it-works-card';
import { Card, CardContent, CardDescription, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useCreateHeaderCode } from '../api/create-header-code';
import { useDeleteHeaderCode } from '../api/delete-header-code';
import { useHeaderCodes } from '../api/get-header-codes';
import { useUpdateHeaderCode } from '../api/update-header-code';
import { HeaderCodeDialog } from './header-code-dialog';

/**
 * 001 §2 Custom Header Code Management: the list, the add/edit dialog and How It Works. The code is shown as
 * text here and never runs on this screen (docs/security.md).
 */
export function HeaderCodeScreen() {
  const codes = useHeaderCodes();
  const create = useCreateHeaderCode();
  const update = useUpdateHeaderCode();
  const remove = useDeleteHeaderCode();
  const [dialog, setDialog] = useState<{ open: boolean; editing: HeaderCode | null }>({ open: false, editing: null });

  const save = async (values: { name: string; code: string; position: number; isActive: boolean }) => {
    try {
      if (dialog.editing) await update.mutateAsync({ id: dialog.editing.id, body: values });
      else await create.mutateAsync(values);
      toast({
        title: 'Success!',
        description: dialog.editing ? 'Header code updated successfully.' : 'Header code added successfully.',
      });
      return true;
    } catch (error) {
      toast({
        title: dialog.editing ? 'Update Failed' : 'Save Failed',
        description: errorMessage(error, 'Failed to save the header code.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  const toggle = (code: HeaderCode, isActive: boolean) =>
    update.mutate(
      { id: code.id, body: { isActive } },
      {
        onError: (error) =>
          toast({
            title: 'Update Failed',
            description: errorMessage(error, 'Failed to update the header code.'),
            variant: 'destructive',
          }),
      },
    );

  const onDelete = (code: HeaderCode) => {
    if (!window.confirm(`Delete the header code "${code.name}"?`)) return;
    remove.mutate(code.id, {
      onSuccess: () => toast({ title: 'Success!', description: 'Header code deleted successfully.' }),
      onError: (error) =>
        toast({
          title: 'Delete Failed',
          description: errorMessage(error, 'Failed to delete the header code.'),
          variant: 'destructive',
        }),
    });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="min-w-0">
        <div className="p-6 flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <Code className="size-5 text-primary" aria-hidden="true" />
              Custom Header Code
            </CardTitle>
            <CardDescription>Tracking and verification snippets for the public pages.</CardDescription>
          </div>
          <Button type="button" onClick={() => setDialog({ open: true, editing: null })}>
            <Plus aria-hidden="true" />
            Add Header Code
          </Button>
        </div>
        <CardContent>
          {codes.isPending ? (
            <Spinner label="Loading header codes..." />
          ) : codes.isError ? (
            <p role="alert" className="text-sm text-destructive">
              Could not load the header codes: {errorMessage(codes.error, 'unknown error')}
            </p>
          ) : codes.data.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{MARKETING_MESSAGES.noHeaderCodes}</p>
          ) : (
            <ul className="grid gap-3" aria-label="Header codes">
              {codes.data.map((code) => (
                <li key={code.id} className="grid gap-2 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{code.name}</span>
                      <Badge variant="secondary">Position {code.position}</Badge>
                      {code.isActive ? (
                        <Badge variant={null} className="border-transparent bg-success text-white">
                          Active
                        </Badge>
                      ) : (
                        <Badge variant="outline">Inactive</Badge>
                      )}
                    </div>
                    <div className="flex items-center gap-1">
                      <Switch
                        aria-label={`${code.isActive ? 'Deactivate' : 'Activate'} ${code.name}`}
                        checked={code.isActive}
                        onCheckedChange={(v) => toggle(code, v)}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Edit ${code.name}`}
                        onClick={() => setDialog({ open: true, editing: code })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Delete ${code.name}`}
                        className="text-destructive"
                        onClick={() => onDelete(code)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <pre className="max-h-32 overflow-auto rounded-md bg-muted p-2 text-xs">
                    <code>{code.code}</code>
                  </pre>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <HowItWorksCard>
        <p>
          Active blocks are added to the head of every public page, lower positions first, and their scripts run there.
        </p>
        <p>
          A page-view event follows 3 seconds after each page opens (listen for <code>hostfree:page-view</code>).
        </p>
        <p>
          Admin screens never run these blocks, so a broken snippet cannot lock you out of fixing it. Changes reach
          visitors within a minute.
        </p>
      </HowItWorksCard>
      <HeaderCodeDialog
        open={dialog.open}
        editing={dialog.editing}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        onSave={save}
      />
    </div>
  );
}
