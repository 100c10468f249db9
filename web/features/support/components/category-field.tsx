import { SUPPORT_CATEGORIES } from '../../../../contract/support-constants.js';
import { FieldSelect } from '../../../components/field-select';
import { useMessages } from '../../../lib/i18n/messages';
import { supportMessages } from '../i18n';

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
  const t = useMessages(supportMessages);
  const options = SUPPORT_CATEGORIES.map((category) => ({ value: category, label: t(`category_${category}`) }));
  return (
    <FieldSelect
      id={id}
      label={t('category')}
      placeholder={t('choose')}
      options={options}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
