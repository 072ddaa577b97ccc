/**
 * The compose form's recipients in plain HTML: a search box (the plain combobox) whose list is the
 * server's answer to what is typed, and the officers and desks chosen so far as tags above it, each
 * with a button that removes it. A chosen one leaves the list; at the most a message takes, the box
 * takes no more and says so.
 */
import { useTranslation } from 'react-i18next';
import { Combobox, type ComboboxOption } from '../../../components/combobox';
import { Field } from '../../../components/plain-fields';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import type { FormFields } from '../../../lib/use-plain-form';

export interface RecipientsFieldProps {
  form: FormFields;
  path: string;
  /** The latest search's answer. */
  found: readonly ComboboxOption<string>[];
  busy: boolean;
  onSearch: (text: string) => void;
  /** A chosen one's name, kept after the search has moved on. */
  labelOf: (key: string) => string;
  max: number;
}

export function RecipientsField({ form, path, found, busy, onSearch, labelOf, max }: RecipientsFieldProps) {
  const { t } = useTranslation('message');
  const lang = useLang();
  const chosen = (form.get(path) as string[] | undefined) ?? [];
  const full = chosen.length >= max;
  return (
    <Field
      form={form}
      path={path}
      label={t('recipients')}
      hint={full ? t('recipientsFull', { most: localDigits(max, lang) }) : t('recipientsHint')}
      wide
      required
    >
      {(control) => (
        <>
          {chosen.length > 0 && (
            <ul className="tags-field-list">
              {chosen.map((key) => (
                <li key={key} className="plain-tag">
                  {labelOf(key)}
                  <button
                    type="button"
                    className="tags-field-remove"
                    aria-label={t('removeRecipient', { name: labelOf(key) })}
                    onClick={() =>
                      form.set(
                        path,
                        chosen.filter((other) => other !== key),
                      )
                    }
                  >
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Combobox<string>
            {...control}
            options={found.filter((option) => !chosen.includes(option.value))}
            value={null}
            onSearch={onSearch}
            onChange={(key) => {
              if (key && !chosen.includes(key) && !full) form.set(path, [...chosen, key]);
            }}
            busy={busy}
            disabled={full}
            clearLabel=""
            emptyText={busy ? t('common:loading') : t('common:noData')}
          />
        </>
      )}
    </Field>
  );
}
