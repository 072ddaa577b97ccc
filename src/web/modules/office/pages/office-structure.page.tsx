/**
 * /office-setup/office-structure: the organogram of an office as a tree; office admins (own office)
 * and the super admin add, move and remove posts and see who holds each and which are empty. Plain
 * HTML (the tree too); the post dialog brings the UI kit when first opened (office-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganogramPost } from '../../../../common/contracts/office-structure.contract';
import { canManageOffice } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { LoadingLines } from '../components/loading-lines';
import { PostFormPart } from '../components/office-parts';
import { OrganogramSummary, OrganogramTree } from '../components/organogram-tree';
import type { PostValues } from '../components/post-modal';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOfficeMutation, useOrganogram } from '../office.api';

export default function OfficeStructurePage() {
  const { t } = useTranslation('office');
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const organogram = useOrganogram(officeId);
  const create = useOfficeMutation(officeApi.createPosts);
  const update = useOfficeMutation(officeApi.updatePost);
  const remove = useOfficeMutation(officeApi.deletePost);
  const [modal, setModal] = useState<{ post: OrganogramPost | null; parent: OrganogramPost | null } | null>(
    null,
  );
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const onSave = async (values: PostValues) => {
    if (modal?.post) {
      const { count: _count, ...changes } = values;
      await update.mutateAsync({ id: modal.post.id, ...changes });
      toast('success', t('updated'));
    } else {
      await create.mutateAsync({ officeId, ...values });
      toast('success', t('saved'));
    }
  };
  const onMove = async (post: OrganogramPost, parentDeskId: number | null) => {
    try {
      await update.mutateAsync({ id: post.id, parentDeskId });
      toast('success', t('updated'));
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Panel
      title={t('officeStructure')}
      extra={
        manage && (
          <button
            type="button"
            className="action-button primary"
            onClick={() => setModal({ post: null, parent: null })}
          >
            <PlusOutlined />
            {t('addPost')}
          </button>
        )
      }
    >
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      {!organogram.data ? (
        organogram.isLoading && <LoadingLines />
      ) : (
        <>
          <OrganogramSummary organogram={organogram.data} />
          <OrganogramTree
            organogram={organogram.data}
            editable={manage}
            onAdd={(parent) => setModal({ post: null, parent })}
            onEdit={(post) => setModal({ post, parent: null })}
            onDelete={(post) => remove.mutateAsync(post.id)}
            onMove={onMove}
          />
          <PostFormPart
            open={modal !== null}
            organogram={organogram.data}
            post={modal?.post ?? null}
            parent={modal?.parent ?? null}
            onSave={onSave}
            onClose={() => setModal(null)}
          />
        </>
      )}
    </Panel>
  );
}
