import { Code, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { HeaderCode } from '../../../../contract/marketing.js';
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
import { useMessages } from '../../../lib/i18n/messages';
import { headerCodeMessages } from '../i18n';

// The event a snippet listens for (web/lib/tracking/page-view.ts): a name in code, the same in every language.
const PAGE_VIEW_EVENT = 'hostfree:page-view';

/**
 * 001 §2 Custom Header Code Management: the list, the add/edit dialog and How It Works. The code is shown as
 * text here and never runs on this screen (docs/security.md).
 */
export function HeaderCodeScreen() {
  const t = useMessages(headerCodeMessages);
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
        title: t('success'),
        description: dialog.editing ? t('updated') : t('added'),
      });
      return true;
    } catch (error) {
      toast({
        title: dialog.editing ? t('updateFailed') : t('saveFailed'),
        description: errorMessage(error, t('notSaved')),
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
            title: t('updateFailed'),
            description: errorMessage(error, t('notUpdated')),
            variant: 'destructive',
          }),
      },
    );

  const onDelete = (code: HeaderCode) => {
    if (!window.confirm(t('confirmDelete', { name: code.name }))) return;
    remove.mutate(code.id, {
      onSuccess: () => toast({ title: t('success'), description: t('deleted') }),
      onError: (error) =>
        toast({
          title: t('deleteFailed'),
          description: errorMessage(error, t('notDeleted')),
          variant: 'destructive',
        }),
    });
  };

  // The event's name is code inside the sentence: the sentence is one message, cut where the name goes.
  const [pageViewBefore, pageViewAfter = ''] = t('howPageView', { event: '\u0000' }).split('\u0000');

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
      <Card className="min-w-0">
        <div className="p-6 flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <div className="grid gap-1">
            <CardTitle className="flex items-center gap-2">
              <Code className="size-5 text-primary" aria-hidden="true" />
              {t('title')}
            </CardTitle>
            <CardDescription>{t('description')}</CardDescription>
          </div>
          <Button type="button" onClick={() => setDialog({ open: true, editing: null })}>
            <Plus aria-hidden="true" />
            {t('add')}
          </Button>
        </div>
        <CardContent>
          {codes.isPending ? (
            <Spinner label={t('loading')} />
          ) : codes.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {t('loadFailed', { error: errorMessage(codes.error, t('unknownError')) })}
            </p>
          ) : codes.data.length === 0 ? (
            <p className="py-8 text-center text-sm text-muted-foreground">{t('none')}</p>
          ) : (
            <ul className="grid gap-3" aria-label={t('list')}>
              {codes.data.map((code) => (
                <li key={code.id} className="grid gap-2 rounded-lg border p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="truncate font-medium">{code.name}</span>
                      <Badge variant="secondary">{t('positionBadge', { position: code.position })}</Badge>
                      {code.isActive ? (
                        <Badge variant={null} className="border-transparent bg-success text-background">
                          {t('active')}
                        </Badge>
                      ) : (
                        <Badge variant="outline">{t('inactive')}</Badge>
                      )}
                    </div>
                    <div className="flex items-center gap-1">
                      <Switch
                        aria-label={t(code.isActive ? 'deactivateName' : 'activateName', { name: code.name })}
                        checked={code.isActive}
                        onCheckedChange={(v) => toggle(code, v)}
                      />
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('editName', { name: code.name })}
                        onClick={() => setDialog({ open: true, editing: code })}
                      >
                        <Pencil aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={t('deleteName', { name: code.name })}
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
        <p>{t('howActive')}</p>
        <p>
          {pageViewBefore}
          <code>{PAGE_VIEW_EVENT}</code>
          {pageViewAfter}
        </p>
        <p>{t('howAdmin')}</p>
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
