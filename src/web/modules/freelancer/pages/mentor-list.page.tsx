/**
 * /freelancer-mgt/mentor-list: experienced freelancers of the district who mentor others. Plain
 * HTML; the "add a mentor" dialog brings the UI kit when first opened (freelancer-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MentorItem } from '../../../../common/contracts/freelancer.contract';
import { nameOf } from '../../../../common/labels';
import { canManageFreelancers } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { RowActions } from '../../../components/row-actions';
import { SearchBox } from '../../../components/search-box';
import { formatNumber, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { dollars } from '../components/dollars';
import { MentorFormPart } from '../components/freelancer-parts';
import { freelancerApi, useFreelancerMutation, useMentors } from '../freelancer.api';

export default function MentorListPage() {
  const { t } = useTranslation('freelancer');
  const lang = useLang();
  const subject = useSubject();
  const paging = usePaging();
  const list = useMentors({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'freelancer:total');
  const [adding, setAdding] = useState(false);
  const remove = useFreelancerMutation(freelancerApi.removeMentor);
  const manage = canManageFreelancers(subject);
  return (
    <Panel
      title={t('mentorList')}
      extra={
        manage && (
          <button type="button" className="action-button primary" onClick={() => setAdding(true)}>
            <PlusOutlined />
            {t('addMentor')}
          </button>
        )
      }
    >
      <div style={{ maxWidth: 360, marginBottom: 16 }}>
        <SearchBox placeholder={t('search')} onSearch={paging.setSearch} />
      </div>
      <DataTable<MentorItem>
        label={t('mentorList')}
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.items}
        pagination={pagination}
        locale={{ emptyText: t('emptyMentors') }}
        columns={[
          {
            title: t('name'),
            key: 'name',
            render: (_, item) => (
              <Link to={`/doict-freelancer-details/${item.freelancer.id}`}>{item.freelancer.name}</Link>
            ),
          },
          {
            title: t('mobile'),
            key: 'mobile',
            render: (_, item) => localDigits(item.freelancer.mobile, lang),
          },
          { title: t('district'), key: 'district', render: (_, item) => nameOf(item.district, lang) },
          { title: t('expertise'), dataIndex: 'expertise', key: 'expertise' },
          {
            title: t('menteeCount'),
            key: 'mentees',
            align: 'right',
            render: (_, item) => (item.menteeCount === null ? '—' : formatNumber(item.menteeCount, lang)),
          },
          {
            title: t('lifetimeEarnings'),
            key: 'earnings',
            align: 'right',
            render: (_, item) => dollars(item.lifetimeEarnings, lang),
          },
          ...(manage
            ? [
                {
                  title: '',
                  key: 'remove',
                  render: (_: unknown, item: MentorItem) => (
                    <RowActions
                      name={item.freelancer.name}
                      onDelete={() => remove.mutateAsync(item.id)}
                      deletedText={t('deleted')}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
      <MentorFormPart open={adding} onClose={() => setAdding(false)} />
    </Panel>
  );
}
