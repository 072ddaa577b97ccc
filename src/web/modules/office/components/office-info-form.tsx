/**
 * The office admin's form of /officeinfo: name, address, contacts and coordinates, asked to confirm
 * before it saves. The plain read view opens it in its place (office-parts.tsx); its fields are the
 * new-office form's own (office-form.tsx), in plain HTML.
 */
import { useTranslation } from 'react-i18next';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { SubmitButton } from '../../../components/plain-fields';
import { toast } from '../../../lib/toast';
import { usePlainForm } from '../../../lib/use-plain-form';
import { officeApi, useOfficeMutation } from '../office.api';
import {
  INFO_FIELDS,
  OfficeInfoFields,
  type OfficeInfoValues,
  officeInfoValues,
  prepareOfficeRules,
  useOfficeSubmit,
} from './office-form';

interface OfficeInfoFormProps {
  /** The office being edited; null while the information is read. */
  office: OfficeDetail | null;
  onClose: () => void;
}

export function OfficeInfoForm({ office, onClose }: OfficeInfoFormProps) {
  // A new form for each edit, so it starts from the office as it is now.
  return office ? <EditForm key={office.id} office={office} onClose={onClose} /> : null;
}

function EditForm({ office, onClose }: { office: OfficeDetail; onClose: () => void }) {
  const { t } = useTranslation('office');
  const update = useOfficeMutation(officeApi.updateInfo);
  const form = usePlainForm<OfficeInfoValues>(officeInfoValues(office), 'office-info');
  const submit = useOfficeSubmit({
    form,
    fields: INFO_FIELDS,
    pick: (rules) => rules.officeInfoSchema,
    body: (values) => values,
    save: async (values) => {
      await update.mutateAsync({ id: office.id, ...values });
      toast('success', t('updated'));
      onClose();
    },
  });

  return (
    <form
      ref={form.ref}
      className="plain-form office-form"
      aria-label={t('editOfficeInfo')}
      onSubmit={submit}
      onFocus={prepareOfficeRules}
      noValidate
    >
      <fieldset disabled={update.isPending}>
        <OfficeInfoFields form={form} />
        <div className="form-actions">
          <button type="button" className="plain-button" onClick={onClose}>
            {t('common:cancel')}
          </button>
          <SubmitButton busy={update.isPending}>{t('common:save')}</SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
