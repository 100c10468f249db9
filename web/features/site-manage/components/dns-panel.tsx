import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useQueryClient } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { DnsRecord, SaveDnsBody, SiteDns } from '../../../../contract/site-manage.js';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/use-toast';
import { parseApiError } from '../../../lib/api-error';
import { setSiteDns, useSaveDns, useSiteDns } from '../api/dns';
import { DnsRecordForm, type RecordInput } from './dns-record-form';
import { PanelState, Section } from './panel-state';

/**
 * The zone of a paid site's own domain. Every save carries the serial this page read; when someone changed the
 * zone meanwhile the server refuses, and the page shows the zone as it is now with a note to check and save again.
 */
export function DnsPanel({ accountId }: { accountId: number }) {
  const queryClient = useQueryClient();
  const dns = useSiteDns(accountId);
  const t = useMessages(siteManageMessages);
  const save = useSaveDns(accountId);
  const [form, setForm] = useState<{ editing: DnsRecord | null } | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);

  const submit = (change: Omit<SaveDnsBody, 'serial'>) => {
    if (!dns.data?.serial) return;
    save.mutate(
      { serial: dns.data.serial, ...change },
      {
        onSuccess: (answer) => {
          setForm(null);
          setConflict(null);
          toast({ title: answer.message });
        },
        onError: (error) => {
          const { status, message, flags } = parseApiError(error);
          if (status === 409 && flags.zone) {
            setSiteDns(queryClient, accountId, flags.zone as SiteDns);
            setConflict(message);
            return;
          }
          toast({ title: t('notSaved'), description: message || t('tryAgain'), variant: 'destructive' });
        },
      },
    );
  };

  const onSave = (record: RecordInput) =>
    form?.editing
      ? submit({ edit: [{ ...record, lineIndex: form.editing.lineIndex } as never] })
      : submit({ add: [record as never] });

  return (
    <Section id="dns" title={t('dnsTitle')} lead={t('dnsLead')}>
      <PanelState isLoading={dns.isLoading} error={dns.error} onRetry={() => void dns.refetch()}>
        {dns.data && !dns.data.editable ? (
          <p className="text-sm">{dns.data.message}</p>
        ) : (
          <>
            {conflict && (
              <p role="alert" className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
                {conflict}
              </p>
            )}
            <div className="overflow-x-auto">
              <table className="w-full min-w-[32rem] text-start text-sm" data-testid="dns-records">
                <thead className="text-xs uppercase text-muted-foreground">
                  <tr>
                    <th className="py-2 pe-3 font-medium">{t('name')}</th>
                    <th className="py-2 pe-3 font-medium">{t('type')}</th>
                    <th className="py-2 pe-3 font-medium">{t('value')}</th>
                    <th className="py-2 pe-3 font-medium">{t('ttl')}</th>
                    <th className="py-2 font-medium">
                      <span className="sr-only">{t('actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {dns.data?.records.map((record) => (
                    <tr
                      key={record.lineIndex}
                      className="border-t align-top"
                      data-type={record.type}
                      data-name={record.name}
                    >
                      <td className="py-2 pe-3 font-mono">{record.name}</td>
                      <td className="py-2 pe-3">{record.type}</td>
                      <td className="py-2 pe-3 font-mono [overflow-wrap:anywhere]">
                        {record.type === 'TXT' ? record.data.join('') : record.data.join(' ')}
                      </td>
                      <td className="py-2 pe-3">{record.ttl}</td>
                      <td className="whitespace-nowrap py-1 text-end">
                        {record.editable && (
                          <>
                            <Button
                              size="icon-sm"
                              variant="ghost"
                              aria-label={t('editNamed', { type: record.type, name: record.name })}
                              onClick={() => setForm({ editing: record })}
                            >
                              <Pencil className="size-4" aria-hidden="true" />
                            </Button>
                            <Button
                              size="icon-sm"
                              variant="ghost"
                              aria-label={t('deleteNamed', { type: record.type, name: record.name })}
                              disabled={save.isPending}
                              onClick={() => submit({ remove: [record.lineIndex] })}
                            >
                              <Trash2 className="size-4" aria-hidden="true" />
                            </Button>
                          </>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {form ? (
              <DnsRecordForm
                editing={form.editing}
                pending={save.isPending}
                onSave={onSave}
                onCancel={() => setForm(null)}
              />
            ) : (
              <div>
                <Button variant="outline" onClick={() => setForm({ editing: null })}>
                  <Plus className="size-4" aria-hidden="true" /> {t('addARecord')}
                </Button>
              </div>
            )}
          </>
        )}
      </PanelState>
    </Section>
  );
}
