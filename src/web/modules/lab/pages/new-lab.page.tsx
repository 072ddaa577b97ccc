/**
 * new-lab: a lab added by an app admin or an office admin of the area; saved, it opens in the list.
 * Plain HTML (components/lab-form.tsx); anyone else reads who adds labs.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canManageLabs } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { initialLabValues, LabForm, type LabFormValues, labPayload } from '../components/lab-form';
import { labApi, useLabMutation } from '../lab.api';

export default function NewLabPage() {
  const { t } = useTranslation('lab');
  const navigate = useNavigate();
  const create = useLabMutation(labApi.create);
  const manages = canManageLabs(useSubject());
  const save = async (values: LabFormValues) => {
    const lab = await create.mutateAsync(labPayload(values));
    toast('success', t('labSaved'));
    navigate(`/lab-mgt/lab-list?labId=${lab.id}`);
  };
  return (
    <Panel title={t('newLab')}>
      {manages ? (
        <LabForm initialValues={initialLabValues(undefined)} onSubmit={save} />
      ) : (
        <p className="plain-note info" style={{ margin: 0 }}>
          {t('onlyManagers')}
        </p>
      )}
    </Panel>
  );
}
