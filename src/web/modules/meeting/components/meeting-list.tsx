/**
 * A list of meetings (upcoming, completed, awaiting minutes, archived) of the caller's office and of
 * the meetings it is invited to: search by subject, filters by kind, type and period, server paging,
 * Excel export; a row opens the meeting (also from `?meeting=id`, where notices link). The list is
 * plain HTML (its period's ends are the browser's date fields); a meeting's drawer brings the UI kit
 * when first opened (meeting-parts.tsx).
 */
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingSummary } from '../../../../common/contracts/meeting.contract';
import {
  MEETING_KINDS,
  MEETING_PATHS,
  MEETING_TYPES,
  type MeetingView,
} from '../../../../common/contracts/meeting.paths';
import { nameOf } from '../../../../common/labels';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { ExcelButton } from '../../../components/excel-button';
import { ChoiceFilter, DateFilter } from '../../../components/filter-controls';
import { withQuery } from '../../../components/office-selector/office-options.api';
import { Panel } from '../../../components/panel';
import { SearchBox } from '../../../components/search-box';
import { formatDate, localDigits } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { useMeetings } from '../meeting.api';
import { MeetingDetailPart } from './meeting-parts';
import { MeetingStatusTag } from './meeting-tags';

const FILTER_KEYS = ['kind', 'meetingType', 'from', 'to', 'search'] as const;

/** A meeting's subject that opens it in the drawer, wrapped over lines as a long subject runs. */
export function MeetingTitleButton({ onOpen, children }: { onOpen: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      className="link-button"
      style={{ textAlign: 'start', overflowWrap: 'anywhere' }}
      onClick={onOpen}
    >
      {children}
    </button>
  );
}

export function useMeetingColumns(onOpen: (id: number) => void): DataColumns<MeetingSummary> {
  const { t } = useTranslation('meeting');
  const lang = useLang();
  return [
    {
      title: t('title'),
      dataIndex: 'title',
      render: (_, row) => <MeetingTitleButton onOpen={() => onOpen(row.id)}>{row.title}</MeetingTitleButton>,
    },
    {
      title: t('date'),
      dataIndex: 'meetingDate',
      render: (_, row) => `${formatDate(row.meetingDate, lang)} ${localDigits(row.startTime, lang)}`,
    },
    { title: t('meetingType'), dataIndex: 'meetingType', render: (value) => t(`type_${value}`) },
    { title: t('callingOffice'), dataIndex: 'office', render: (_, row) => nameOf(row.office, lang) },
    { title: t('venue'), dataIndex: 'venue', render: (_, row) => row.venue ?? row.onlineLink },
    { title: t('status'), dataIndex: 'status', render: (_, row) => <MeetingStatusTag status={row.status} /> },
  ];
}

export function MeetingList({ view, titleKey }: { view: MeetingView; titleKey: string }) {
  const { t } = useTranslation('meeting');
  const paging = usePaging();
  // The meeting open lives in the address too, but opening one keeps the list's page.
  const address = useFilterParams([...FILTER_KEYS, 'meeting'], (changed) => {
    if (!changed.includes('meeting')) paging.reset();
  });
  const { meeting, ...filters } = address.filters;
  const openId = Number(meeting) || null;
  const list = useMeetings({ view, page: paging.page, pageSize: paging.pageSize, ...filters });
  const pagination = useTablePagination(paging, list.data?.total, 'meeting:total');

  const columns = useMeetingColumns((id) => address.setFilter('meeting', id));
  const filtered = FILTER_KEYS.some((key) => filters[key]);
  const choice = (
    key: 'kind' | 'meetingType',
    label: string,
    all: string,
    values: readonly string[],
    prefix: string,
  ) => (
    <ChoiceFilter
      label={label}
      all={all}
      value={filters[key]}
      options={values.map((value) => ({ value: value, label: t(`${prefix}_${value}`) }))}
      onChange={(value) => address.setFilter(key, value)}
    />
  );
  const day = (key: 'from' | 'to', label: string) => (
    <DateFilter label={label} value={filters[key]} onChange={(value) => address.setFilter(key, value)} />
  );

  return (
    <Panel
      title={t(titleKey)}
      extra={
        <ExcelButton
          path={withQuery(MEETING_PATHS.meetingsExport, { view, ...filters })}
          file="meetings"
          label={t('exportExcel')}
        />
      }
    >
      <div className="filter-row" style={{ '--filter-columns': 4 } as CSSProperties}>
        <div className="filter-row-wide">
          <SearchBox
            key={filters.search ?? ''}
            initial={filters.search}
            placeholder={t('search')}
            onSearch={(value) => address.setFilter('search', value)}
          />
        </div>
        {choice('kind', t('allKinds'), t('allKinds'), MEETING_KINDS, 'kind')}
        {choice('meetingType', t('meetingType'), t('allTypes'), MEETING_TYPES, 'type')}
        {day('from', t('fromDate'))}
        {day('to', t('toDate'))}
      </div>
      <DataTable
        label={t(titleKey)}
        rowKey="id"
        columns={columns}
        dataSource={list.data?.items}
        loading={list.isFetching}
        locale={{ emptyText: filtered || view !== 'upcoming' ? t('emptyList') : t('emptyUpcoming') }}
        pagination={pagination}
        scroll={{ x: 900 }}
      />
      <MeetingDetailPart id={openId} onClose={() => address.setFilter('meeting', null)} />
    </Panel>
  );
}
