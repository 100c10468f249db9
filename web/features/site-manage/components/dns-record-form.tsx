import { useMessages } from '../../../lib/i18n/messages';
import { siteManageMessages } from '../i18n';
import { useState, type FormEvent } from 'react';
import { EDITABLE_RECORD_TYPES, type EditableRecordType } from '../../../../contract/site-manage-constants.js';
import type { DnsRecord } from '../../../../contract/site-manage.js';
import { NativeSelect } from '../../../components/native-select';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';

/** The fields each record type asks for (the server validates each one again and answers in these words). */
type FieldLabel = Extract<keyof typeof siteManageMessages.english, `field_${string}`>;
const FIELDS: Record<EditableRecordType, { key: string; label: FieldLabel; placeholder: string }[]> = {
  A: [{ key: 'address', label: 'field_address4', placeholder: '203.0.113.10' }],
  AAAA: [{ key: 'address', label: 'field_address6', placeholder: '2001:db8::1' }],
  CNAME: [{ key: 'target', label: 'field_pointsTo', placeholder: 'example.com' }],
  MX: [
    { key: 'priority', label: 'field_priority', placeholder: '10' },
    { key: 'exchange', label: 'field_exchange', placeholder: 'mail.example.com' },
  ],
  TXT: [{ key: 'text', label: 'field_text', placeholder: 'v=spf1 include:_spf.example.com ~all' }],
  SRV: [
    { key: 'priority', label: 'field_priority', placeholder: '10' },
    { key: 'weight', label: 'field_weight', placeholder: '5' },
    { key: 'port', label: 'field_port', placeholder: '5060' },
    { key: 'target', label: 'field_target', placeholder: 'sip.example.com' },
  ],
  CAA: [
    { key: 'flag', label: 'field_flag', placeholder: '0' },
    { key: 'tag', label: 'field_tag', placeholder: 'issue' },
    { key: 'value', label: 'field_value', placeholder: 'letsencrypt.org' },
  ],
};

const NUMERIC = new Set(['priority', 'weight', 'port', 'flag']);

/** A zone record's values → the form's fields (MX [10, mx.example.com.] → priority 10, exchange mx.example.com). */
function valuesOf(record: DnsRecord): Record<string, string> {
  // A long TXT value comes as several strings of the zone: one text again in the form.
  if (record.type === 'TXT') return { text: record.data.join('') };
  const fields = FIELDS[record.type as EditableRecordType] ?? [];
  return Object.fromEntries(fields.map((f, i) => [f.key, (record.data[i] ?? '').replace(/\.$/, '')]));
}

export type RecordInput = { name: string; ttl: number; type: EditableRecordType } & Record<string, string | number>;

export function DnsRecordForm({
  editing,
  pending,
  onSave,
  onCancel,
}: {
  editing: DnsRecord | null;
  pending: boolean;
  onSave: (record: RecordInput) => void;
  onCancel: () => void;
}) {
  const [type, setType] = useState<EditableRecordType>((editing?.type as EditableRecordType) ?? 'A');
  const initial = editing ? valuesOf(editing) : {};
  const t = useMessages(siteManageMessages);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const record: RecordInput = { name: String(form.get('name') || '@'), ttl: Number(form.get('ttl') || 14400), type };
    for (const field of FIELDS[type]) {
      const value = String(form.get(field.key) ?? '');
      record[field.key] = NUMERIC.has(field.key) ? Number(value) : value;
    }
    onSave(record);
  };

  return (
    <form
      key={editing?.lineIndex ?? 'new'}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border bg-muted/30 p-4"
      aria-label={editing ? t('editRecord') : t('addRecord')}
    >
      <div className="grid gap-3 sm:grid-cols-[7rem_1fr_7rem]">
        <div className="grid gap-1.5">
          <Label htmlFor="dns-type">{t('type')}</Label>
          <NativeSelect
            id="dns-type"
            value={type}
            onChange={(e) => setType(e.target.value as EditableRecordType)}
            disabled={editing !== null}
          >
            {EDITABLE_RECORD_TYPES.map((recordType) => (
              <option key={recordType}>{recordType}</option>
            ))}
          </NativeSelect>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dns-name">{t('recordName')}</Label>
          <Input id="dns-name" name="name" defaultValue={editing?.name ?? '@'} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="dns-ttl">{t('ttlSeconds')}</Label>
          <Input id="dns-ttl" name="ttl" type="number" min={60} defaultValue={editing?.ttl ?? 14400} required />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS[type].map((field) => (
          <div key={`${type}-${field.key}`} className="grid gap-1.5">
            <Label htmlFor={`dns-${field.key}`}>{t(field.label)}</Label>
            <Input
              id={`dns-${field.key}`}
              name={field.key}
              defaultValue={initial[field.key]}
              placeholder={field.placeholder}
              required
            />
          </div>
        ))}
      </div>
      <div className="flex gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('saving') : editing ? t('saveRecord') : t('addRecord')}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t('cancel')}
        </Button>
      </div>
    </form>
  );
}
