/**
 * nomination-pending-meeting-list-view: the invitations of other offices' meetings for which the
 * caller's office still owes a nomination; its head or admin opens the meeting and nominates. The
 * list is plain HTML; the meeting's drawer, where the nomination is made, brings the UI kit when
 * first opened (components/meeting-parts.tsx).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NominationRow } from '../../../../common/contracts/meeting.contract';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useLang } from '../../../lib/use-lang';
import { MeetingTitleButton } from '../components/meeting-list';
import { MeetingDetailPart } from '../components/meeting-parts';
import { useNominations } from '../meeting.api';

export default function NominationPendingPage() {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  const paging = usePaging();
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useNominations({ page: paging.page, pageSize: paging.pageSize, search: paging.search });
  const pagination = useTablePagination(paging, list.data?.total, 'meeting:total');
  const columns: DataColumns<NominationRow> = [
    {
      title: t('title'),
      key: 'title',
      render: (_, row) => (
        <MeetingTitleButton onOpen={() => setOpenId(row.meeting.id)}>{row.meeting.title}</MeetingTitleButton>
      ),
    },
    {
      title: t('date'),
      key: 'date',
      render: (_, row) =>
        `${formatDate(row.meeting.meetingDate, lang)} ${localDigits(row.meeting.startTime, lang)}`,
    },
    { title: t('callingOffice'), key: 'calling', render: (_, row) => nameOf(row.meeting.office, lang) },
    { title: t('designation'), key: 'role', render: (_, row) => (row.role ? nameOf(row.role, lang) : '') },
  ];
  return (
    <Panel title={t('nominationPendingMeetingListView')}>
      <div className="list-toolbar-filters" style={{ marginBottom: 16 }}>
        <SearchBox placeholder={t('search')} onSearch={paging.setSearch} />
      </div>
      <DataTable
        label={t('nominationPendingMeetingListView')}
        rowKey="inviteeId"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: t('emptyNominations') }}
        pagination={pagination}
        scroll={{ x: 720 }}
      />
      <MeetingDetailPart id={openId} onClose={() => setOpenId(null)} />
    </Panel>
  );
}
