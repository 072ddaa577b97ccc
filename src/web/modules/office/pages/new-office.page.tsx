/** /office-setup/new-office: the super admin creates an office, or edits one (?id=) from the office list. */
import { Form, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { Forbidden } from '../components/forbidden';
import { OfficeForm, type OfficeFormValues, officeBody, PLACEMENT_FIELDS } from '../components/office-form';
import { officeApi, useOffice, useOfficeMutation } from '../office.api';

export default function NewOfficePage() {
  const { t } = useTranslation('office');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const subject = useSubject();
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const office = useOffice(editId);
  const [form] = Form.useForm<OfficeFormValues>();
  const create = useOfficeMutation(officeApi.createOffice);
  const update = useOfficeMutation(officeApi.updateOffice);

  if (!subject.isSuperAdmin) return <Forbidden />;
  if (editId && !office.data) return <Skeleton active />;

  const placementErrors = Object.fromEntries(PLACEMENT_FIELDS.map((field) => [field, 'placement']));
  const submit = (values: OfficeFormValues) =>
    confirm.save(values.nameBn, async () => {
      try {
        const body = officeBody(values);
        const saved = editId
          ? await update.mutateAsync({ id: editId, ...body })
          : await create.mutateAsync(body);
        toast('success', t(editId ? 'updated' : 'saved'));
        // A new office needs its branches next; an edited one goes back to the list.
        navigate(editId ? '/office-setup/office-list' : `/office-setup/office-sections?officeId=${saved.id}`);
      } catch (error) {
        showError(error, form, placementErrors);
      }
    });

  return (
    <Panel title={editId ? t('editOffice') : t('newOffice')}>
      <OfficeForm
        key={editId ?? 'new'}
        form={form}
        office={office.data}
        submitting={create.isPending || update.isPending}
        onSubmit={submit}
      />
    </Panel>
  );
}
