/**
 * /office-setup/new-office: the super admin creates an office, or edits one (?id=) from the office
 * list. Plain HTML (components/office-form.tsx).
 */
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { Forbidden } from '../components/forbidden';
import { LoadingLines } from '../components/loading-lines';
import { OfficeForm, type OfficeFormValues, officeBody } from '../components/office-form';
import { officeApi, useOffice, useOfficeMutation } from '../office.api';

export default function NewOfficePage() {
  const { t } = useTranslation('office');
  const navigate = useNavigate();
  const subject = useSubject();
  const [params] = useSearchParams();
  const editId = Number(params.get('id')) || null;
  const office = useOffice(editId);
  const create = useOfficeMutation(officeApi.createOffice);
  const update = useOfficeMutation(officeApi.updateOffice);

  if (!subject.isSuperAdmin) return <Forbidden />;
  if (editId && !office.data) return <LoadingLines />;

  const save = async (values: OfficeFormValues) => {
    const body = officeBody(values);
    const saved = editId ? await update.mutateAsync({ id: editId, ...body }) : await create.mutateAsync(body);
    toast('success', t(editId ? 'updated' : 'saved'));
    // A new office needs its branches next; an edited one goes back to the list.
    navigate(editId ? '/office-setup/office-list' : `/office-setup/office-sections?officeId=${saved.id}`);
  };

  return (
    <Panel title={editId ? t('editOffice') : t('newOffice')}>
      <OfficeForm
        key={editId ?? 'new'}
        office={office.data}
        submitting={create.isPending || update.isPending}
        save={save}
      />
    </Panel>
  );
}
