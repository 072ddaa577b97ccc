/** /doict-freelancer-details/:id: one freelancer in full; those who manage the district change or delete it. */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Empty, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { FreelancerDetailView } from '../components/freelancer-detail-view';
import { FreelancerFormDialog } from '../components/freelancer-dialogs';
import { freelancerApi, useFreelancer, useFreelancerMutation } from '../freelancer.api';

export default function FreelancerDetailsPage() {
  const { t } = useTranslation('freelancer');
  const params = useParams();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0 && id <= 2_147_483_647;
  const query = useFreelancer(valid ? id : null);
  const [editing, setEditing] = useState(false);
  const remove = useFreelancerMutation(freelancerApi.remove);
  if (!valid || query.isError)
    return (
      <Panel>
        <Empty description={t('common:noData')}>
          <Button onClick={() => navigate(-1)}>{t('back')}</Button>
        </Empty>
      </Panel>
    );
  const item = query.data;
  if (!item) return <Panel loading />;
  return (
    <>
      <FreelancerDetailView
        item={item}
        extra={
          item.can.edit && (
            <Space wrap>
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('edit')}
              </Button>
              <Button
                danger
                icon={<DeleteOutlined />}
                onClick={() =>
                  confirm.remove(item.name, () =>
                    remove
                      .mutateAsync(item.id)
                      .then(() => {
                        toast('success', t('deleted'));
                        navigate('/freelancer-mgt/freelancer-list');
                      })
                      .catch(showError),
                  )
                }
              >
                {t('common:delete')}
              </Button>
            </Space>
          )
        }
      />
      {editing && <FreelancerFormDialog open item={item} onClose={() => setEditing(false)} />}
    </>
  );
}
