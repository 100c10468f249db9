import { SUPPORT_CATEGORIES, SUPPORT_CATEGORY_LABELS } from '../../../../contract/support-constants.js';
import { FieldSelect } from '../../../components/field-select';

const CATEGORY_OPTIONS = SUPPORT_CATEGORIES.map((value) => ({ value, label: SUPPORT_CATEGORY_LABELS[value] }));

/** A ticket's category, chosen from the desk's one list (the guest form and the signed-in form). */
export function CategoryField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  return (
    <FieldSelect
      id={id}
      label="Category"
      placeholder="Choose…"
      options={CATEGORY_OPTIONS}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
