import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { pluginsQueryOptions, themesQueryOptions } from '../../../api/catalogue';
import { CopyableField } from '../../../components/copyable-field';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useSendToSite } from '../api/wordpress';

/**
 * From the library into the site's WordPress: the customer picks a plugin or theme and gets a short-lived signed
 * link to its zip (counted as a download) with where to give it in WordPress (docs/decisions.md says why).
 */
export function SendToSite({ accountId }: { accountId: number }) {
  const [kind, setKind] = useState<'plugin' | 'theme'>('plugin');
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const filters = { search: term, limit: 20 };
  const items = useQuery(kind === 'plugin' ? pluginsQueryOptions(filters) : themesQueryOptions(filters));
  const [itemId, setItemId] = useState<number | null>(null);
  const send = useSendToSite(accountId);
  const t = useMessages(siteManageMessages);
  const list = (items.data ?? []) as { id: number; name: string }[];
  const chosen = itemId ?? list[0]?.id ?? null;

  return (
    <div className="grid gap-3 rounded-lg border border-dashed p-4" data-testid="send-to-site">
      <h3 className="font-medium">{t('addFromLibrary')}</h3>
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr_1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="send-kind">{t('kind')}</Label>
          <NativeSelect
            id="send-kind"
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as 'plugin' | 'theme');
              setItemId(null);
            }}
          >
            <option value="plugin">{t('plugin')}</option>
            <option value="theme">{t('theme')}</option>
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="send-search">{t('search')}</Label>
          <Input
            id="send-search"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setItemId(null);
            }}
            placeholder={t('namePlaceholder')}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="send-item">{kind === 'plugin' ? t('plugin') : t('theme')}</Label>
          <NativeSelect
            id="send-item"
            value={chosen ?? ''}
            onChange={(e) => setItemId(Number(e.target.value))}
            disabled={list.length === 0}
            aria-busy={items.isFetching}
          >
            {list.length === 0 && <option value="">{t('nothingFound')}</option>}
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button
          disabled={chosen === null || send.isPending}
          onClick={() =>
            chosen !== null &&
            send.mutate(
              { kind, itemId: chosen },
              {
                onError: (error) =>
                  toast({
                    title: t('notSent'),
                    description: errorMessage(error, t('tryAgain')),
                    variant: 'destructive',
                  }),
              },
            )
          }
        >
          <Send className="size-4" aria-hidden="true" /> {t('sendToSite')}
        </Button>
      </div>
      {send.data && (
        <div className="grid gap-2 text-sm" data-testid="send-result">
          {/* Said here by the item's kind (the server's message is the same sentence in English). */}
          <p>{t((send.variables?.kind ?? kind) === 'plugin' ? 'sendHowPlugin' : 'sendHowTheme')}</p>
          <dl>
            <CopyableField
              label={t('downloadLinkValid', { minutes: send.data.expiresInMinutes })}
              value={send.data.downloadUrl}
            />
          </dl>
          <a className="text-primary underline-offset-4 hover:underline" href={send.data.downloadUrl}>
            {t('downloadZip')}
          </a>
        </div>
      )}
    </div>
  );
}
