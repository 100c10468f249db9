import { Button } from '../../../components/ui/button';
import { LIBRARY_CATEGORIES } from '../../../../contract/library.js';
import { useMessages } from '../../../lib/i18n/messages';
import { categoryText, libraryMessages } from '../i18n';

/** The plugin library's category filter buttons (001 §2): All, then the ten categories. */
export function CategoryButtons({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const t = useMessages(libraryMessages);
  const options = [
    { value: 'all', label: t('categoryAll') },
    ...LIBRARY_CATEGORIES.map((value) => ({ value, label: categoryText(t, value) })),
  ];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('filterByCategory')}>
      {options.map((option) => (
        <Button
          key={option.value}
          size={null}
          variant={value === option.value ? 'default' : 'outline'}
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className="h-9 shrink-0 rounded-full px-3 text-sm"
        >
          {option.label}
        </Button>
      ))}
    </div>
  );
}
