/** new-lab: a lab added by an app admin or an office admin of the area; saved, it opens in the list. */
import { Form, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { canManageLabs } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { initialLabValues, LabForm, type LabFormValues, labPayload } from '../components/lab-form';
import { labApi, useLabMutation } from '../lab.api';

export default function NewLabPage() {
  const { t } = useTranslation('lab');
  const navigate = useNavigate();
  const [form] = Form.useForm<LabFormValues>();
  const create = useLabMutation(labApi.create);
  const manages = canManageLabs(useSubject());
  const save = async (values: LabFormValues) => {
    try {
      const lab = await create.mutateAsync(labPayload(values));
      toast('success', t('labSaved'));
      navigate(`/lab-mgt/lab-list?labId=${lab.id}`);
    } catch (error) {
      showError(error, form);
    }
  };
  if (!manages) return <Result status="info" title={t('newLab')} subTitle={t('onlyManagers')} />;
  return (
    <Panel title={t('newLab')}>
      <LabForm
        form={form}
        initialValues={initialLabValues(undefined)}
        submitting={create.isPending}
        onSubmit={save}
      />
    </Panel>
  );
}
