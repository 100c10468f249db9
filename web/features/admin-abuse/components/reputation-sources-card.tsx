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

/** One source: on/off and its key (write-only: a saved key is never shown, a blank field keeps it). */
function SourceForm({ source }: { source: ReputationSourceView }) {
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
      const message = errorMessage(e, 'The source was not saved.');
      setError(message);
      toast({ title: 'Save Failed', description: message, variant: 'destructive' });
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
          {source.enabled && source.hasKey ? 'On' : 'Off'} · up to {source.quotaPerMinute.toLocaleString()} requests a
          minute
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{source.cacheNote}</p>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr_auto] sm:items-end">
        <SwitchField id={`${id}-enabled`} label="Ask this source" checked={enabled} onCheckedChange={setEnabled} />
        <TextField
          id={`${id}-key`}
          label={source.keyLabel}
          type="password"
          autoComplete="off"
          value={apiKey}
          placeholder={source.hasKey ? 'Saved (leave blank to keep it)' : ''}
          error={error ?? undefined}
          onChange={(e) => setApiKey(e.target.value)}
        />
        <Button onClick={onSave} disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      <p id={`${id}-help`} className="text-xs text-muted-foreground">
        {source.hasKey ? 'A key is saved; leave the field blank to keep it. ' : ''}
        {source.keyHelp}
      </p>
    </section>
  );
}

/** Admin → Abuse: the blocklists the abuse scan asks about each site's URLs, each with its own key. */
export function ReputationSourcesCard() {
  const sources = useReputationSources();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Reputation sources</CardTitle>
        <CardDescription>
          Blocklists the abuse scan asks about every site and the links it serves. A source that is off, has no key or
          fails is recorded as unavailable, never as clean.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {sources.isPending && <Spinner label="Loading sources..." />}
        {sources.isError && (
          <p role="alert" className="text-sm text-destructive">
            Could not load the sources: {errorMessage(sources.error, 'unknown error')}
          </p>
        )}
        {sources.data?.sources.map((source) => (
          <SourceForm key={source.id} source={source} />
        ))}
      </CardContent>
    </Card>
  );
}
