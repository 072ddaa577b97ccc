/**
 * /doict-freelancer-details/:id: one freelancer in full; those who manage the district change or
 * delete it. Plain HTML; the edit form brings the UI kit when first opened (freelancer-parts.tsx).
 */
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { FreelancerDetailView } from '../components/freelancer-detail-view';
import { FreelancerFormPart } from '../components/freelancer-parts';
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
        <div className="record-empty">
          <p>{t('common:noData')}</p>
          <div className="panel-actions">
            <button type="button" className="action-button" onClick={() => navigate(-1)}>
              {t('back')}
            </button>
          </div>
        </div>
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
            <div className="panel-actions">
              <button type="button" className="action-button" onClick={() => setEditing(true)}>
                <EditOutlined />
                {t('edit')}
              </button>
              <button
                type="button"
                className="action-button danger-outline"
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
                <DeleteOutlined />
                {t('common:delete')}
              </button>
            </div>
          )
        }
      />
      {editing && <FreelancerFormPart open item={item} onClose={() => setEditing(false)} />}
    </>
  );
}
