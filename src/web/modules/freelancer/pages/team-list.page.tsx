/**
 * /freelancer-mgt/team-list: teams of a district's freelancers, each with a lead. Plain HTML; the
 * "new team" dialog brings the UI kit when first opened (freelancer-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TeamItem } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { RowActions } from '../../../components/row-actions';
import { SearchBox } from '../../../components/search-box';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { TeamFormPart } from '../components/freelancer-parts';
import { freelancerApi, useFreelancerMutation, useTeams } from '../freelancer.api';

export default function TeamListPage() {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const paging = usePaging();
  const list = useTeams({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'freelancer:total');
  const [adding, setAdding] = useState(false);
  const remove = useFreelancerMutation(freelancerApi.removeTeam);
  const manage = canManageFreelancers(subject);
  return (
    <Panel
      title={t('teamList')}
      extra={
        manage && (
          <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
            <PlusOutlined />
            {t('newTeam')}
          </button>
        )
      }
    >
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <SearchBox placeholder={t('teamName')} onSearch={paging.setSearch} />
      </div>
      <DataTable<TeamItem>
        label={t('teamList')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('emptyTeams') }}
        columns={[
          { title: t('teamName'), dataIndex: 'name', key: 'name' },
          { title: t('district'), key: 'district', render: (_, item) => nameOf(item.district, lang) },
          {
            title: t('teamLead'),
            key: 'lead',
            render: (_, item) => (
              <Link to={`/doict-freelancer-details/${item.lead.id}`}>{item.lead.name}</Link>
            ),
          },
          {
            title: t('members'),
            key: 'members',
            width: 280,
            render: (_, item) => (
              <div>
                {item.members.map((member) => (
                  <Tag key={member.id}>{member.name}</Tag>
                ))}
              </div>
            ),
          },
          { title: t('description'), key: 'description', render: (_, item) => item.description ?? '—' },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'remove',
                  render: (_: unknown, item: TeamItem) => (
                    <RowActions
                      name={item.name}
                      onDelete={() => remove.mutateAsync(item.id)}
                      deletedText={t('deleted')}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <TeamFormPart open={adding} onClose={() => setAdding(false)} />
    </Panel>
  );
}
