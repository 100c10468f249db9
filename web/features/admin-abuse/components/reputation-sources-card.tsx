import { useEffect, useState } from 'react';
import { reputationSourceBody, type ReputationSourceView } from '../../../../contract/abuse-reputation.js';
import { TextField } from '../../../components/form-field';
import { SwitchField } from '../../../components/switch-field';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/use-toast';
import { errorMessage } from '../../../lib/api-error';
import { useReputationSources, useSaveReputationSource } from '../api/reputation-sources';
import { formatCountIn } from '../../../lib/format-in-locale';
import { useLocale } from '../../../lib/i18n/locale';
import { useMessages } from '../../../lib/i18n/messages';
import { useErrorText } from '../../../lib/i18n/use-error-text';
import { abuseMessages } from '../i18n';

/** One source: on/off and its key (write-only: a saved key is never shown, a blank field keeps it). */
function SourceForm({ source }: { source: ReputationSourceView }) {
  const t = useMessages(abuseMessages);
  const tError = useErrorText();
  const locale = useLocale();
  const save = useSaveReputationSource();
  const [enabled, setEnabled] = useState(source.enabled);
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setEnabled(source.enabled), [source.enabled]);

  const onSave = async () => {
    const parsed = reputationSourceBody.safeParse({ enabled, apiKey: apiKey.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0].message);
      return;
    }
    setError(null);
    try {
      toast({ title: (await save.mutateAsync({ id: source.id, body: parsed.data })).message });
      setApiKey('');
    } catch (e) {
      const message = errorMessage(e, t('sourceNotSaved'));
      setError(message);
      toast({ title: t('saveFailed'), description: message, variant: 'destructive' });
    }
  };

  const id = `reputation-${source.id}`;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="font-medium">
          {source.label}
        </h3>
        <span className="text-xs text-muted-foreground">
          {source.enabled && source.hasKey ? t('sourceOn') : t('sourceOff')} ·{' '}
          {t('sourceQuota', { quota: formatCountIn(locale, source.quotaPerMinute) })}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{source.cacheNote}</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr_auto] sm:items-end">
        <SwitchField id={`${id}-enabled`} label={t('askThisSource')} checked={enabled} onCheckedChange={setEnabled} />
        <TextField
          id={`${id}-key`}
          label={source.keyLabel}
          type="password"
          autoComplete="off"
          value={apiKey}
          placeholder={source.hasKey ? t('savedKeepIt') : ''}
          error={tError(error ?? undefined)}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </Button>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {source.hasKey ? `${t('keySaved')} ` : ''}
        {source.keyHelp}
      </p>
    </section>
  );
}

/** Admin → Abuse: the blocklists the abuse scan asks about each site's URLs, each with its own key. */
export function ReputationSourcesCard() {
  const t = useMessages(abuseMessages);
  const sources = useReputationSources();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('reputationSources')}</CardTitle>
        <CardDescription>{t('sourcesIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sources.isPending && <Spinner label={t('loadingSources')} />}
        {sources.isError && (
          <p role="alert" className="text-sm text-destructive">
            {t('sourcesLoadFailed', { reason: errorMessage(sources.error, t('unknownError')) })}
          </p>
        )}
        {sources.data?.sources.map((source) => (
          <SourceForm key={source.id} source={source} />
        ))}
      </CardContent>
    </Card>
  );
}
