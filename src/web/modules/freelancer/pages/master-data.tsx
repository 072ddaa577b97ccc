/**
 * The master lists (freelancer-categories, freelancer-roles, freelancer-marketplaces): every reader
 * sees them with how often each is used; app admins add, change and delete (a used one stays: 409).
 * Plain HTML; the add/change dialog brings the UI kit when first opened (freelancer-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MasterItem } from '../../../../common/contracts/freelancer.contract';
import type { MasterKind } from '../../../../common/contracts/freelancer.paths';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancerMasterData } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { MasterFormPart } from '../components/freelancer-parts';
import { freelancerApi, useFreelancerMutation, useMaster } from '../freelancer.api';

const TITLES: Record<MasterKind, string> = {
  categories: 'freelancerCategories',
  roles: 'freelancerRoles',
  marketplaces: 'freelancerMarketplaces',
};

export function MasterDataPage({ kind }: { kind: MasterKind }) {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const list = useMaster(kind);
  const [editing, setEditing] = useState<MasterItem | 'new' | null>(null);
  const remove = useFreelancerMutation((id: number) => freelancerApi.removeMaster({ kind, id }));
  const manage = canManageFreelancerMasterData(subject);
  const title = t(TITLES[kind]);

  return (
    <Panel
      title={title}
      extra={
        manage && (
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('add')}
          </button>
        )
      }
    >
      <DataTable<MasterItem>
        label={title}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data}
        pagination={false}
        locale={{ emptyText: t('emptyMaster') }}
        columns={[
          { title: t('nameBn'), dataIndex: 'nameBn', key: 'nameBn' },
          { title: t('nameEn'), dataIndex: 'nameEn', key: 'nameEn' },
          ...(kind === 'marketplaces'
            ? [
                {
                  title: t('website'),
                  key: 'website',
                  render: (_: unknown, item: MasterItem) => item.website ?? '—',
                },
              ]
            : []),
          {
            title: t('used'),
            key: 'used',
            align: 'right',
            render: (_, item) => formatNumber(item.used, lang),
          },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'actions',
                  render: (_: unknown, item: MasterItem) => (
                    <RowActions
                      name={nameOf(item, lang)}
                      onEdit={() => setEditing(item)}
                      onDelete={() => remove.mutateAsync(item.id)}
                      deletedText={t('deleted')}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <MasterFormPart kind={kind} title={title} editing={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
