import { Button } from '../../../components/ui/button';
import { CATEGORY_OPTIONS } from '../../../../contract/library-categories.js';

/** The plugin library's category filter buttons (001 §2): All, then the ten categories. */
export function CategoryButtons({ value, onChange }: { value: string; onChange: (category: string) => void }) {
  const options = [{ value: 'all', label: 'All' }, ...CATEGORY_OPTIONS];
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Filter by category">
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
