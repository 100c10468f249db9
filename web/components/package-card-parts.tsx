import { Copy, Pencil, Trash2 } from 'lucide-react';
import english from '../../contract/i18n/catalogue/en/package-card.json';
import { defineMessages, useMessages } from '../lib/i18n/messages';
import { Button } from './ui/button';

/** Its own three words: the admin's hosting and VPS package lists both draw these cards. */
const packageCardMessages = defineMessages('package-card', english);

// The pieces an admin package card (hosting or VPS) is made of, so both lists read and act alike.

/** One figure of a package (disk, memory, ...) inside its <dl>. */
export function PackageFact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="truncate text-sm font-medium">{value}</dd>
    </div>
  );
}

/** Edit, Duplicate (off while a copy is being made) and Delete under a package. */
export function PackageActions({
  onEdit,
  onDuplicate,
  onDelete,
  duplicating,
}: {
  onEdit: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  duplicating: boolean;
}) {
  const t = useMessages(packageCardMessages);
  return (
    <div className="flex flex-wrap gap-2 border-t pt-3">
      <Button size="sm" variant="outline" onClick={onEdit}>
        <Pencil aria-hidden="true" />
        {t('edit')}
      </Button>
      <Button size="sm" variant="outline" onClick={onDuplicate} disabled={duplicating}>
        <Copy aria-hidden="true" />
        {t('duplicate')}
      </Button>
      <Button size="sm" variant="destructive" onClick={onDelete}>
        <Trash2 aria-hidden="true" />
        {t('delete')}
      </Button>
    </div>
  );
}
