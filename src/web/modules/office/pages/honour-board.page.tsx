/**
 * /honourboard: the heads of the office, present and past, with their tenure (অনার বোর্ড). Plain
 * HTML; the head's dialog brings the UI kit when first opened (office-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HonourBoardEntry } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { RowActions } from '../../../components/row-actions';
import { formatDate, localDigits, type UiLang } from '../../../lib/format';
import { usePaging, useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import type { HonourBoardBody } from '../components/honour-board-modal';
import { HonourBoardFormPart } from '../components/office-parts';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useHonourBoard, useOfficeMutation } from '../office.api';

/** Whole years, months and days from one date to another (or to today for the present head). */
export function tenureOf(from: string, to: string | null): { years: number; months: number; days: number } {
  const start = new Date(`${from}T00:00:00Z`);
  const end = to ? new Date(`${to}T00:00:00Z`) : new Date();
  let months = (end.getUTCFullYear() - start.getUTCFullYear()) * 12 + end.getUTCMonth() - start.getUTCMonth();
  if (end.getUTCDate() < start.getUTCDate()) months -= 1;
  // The date whole months after the start; the 31st becomes the last day of a shorter month.
  const anchorMonth = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(start.getUTCFullYear(), anchorMonth + 1, 0)).getUTCDate();
  const anchor = Date.UTC(start.getUTCFullYear(), anchorMonth, Math.min(start.getUTCDate(), lastDay));
  const endDay = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  return {
    years: Math.floor(months / 12),
    months: months % 12,
    days: Math.round((endDay - anchor) / 86_400_000),
  };
}

function useTenureText(lang: UiLang) {
  const { t } = useTranslation('office');
  return (from: string, to: string | null) => {
    const { years, months, days } = tenureOf(from, to);
    return t('tenure', {
      years: localDigits(years, lang),
      months: localDigits(months, lang),
      days: localDigits(days, lang),
    });
  };
}

export default function HonourBoardPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const tenure = useTenureText(lang);
  const { officeId, setOfficeId } = useWorkingOffice();
  const paging = usePaging();
  const board = useHonourBoard(officeId, { page: paging.page, pageSize: paging.pageSize });
  const pagination = useTablePagination(paging, board.data?.total, 'office:totalItems');
  const save = useOfficeMutation(officeApi.saveHonourBoard);
  const remove = useOfficeMutation(officeApi.deleteHonourBoard);
  const [editing, setEditing] = useState<HonourBoardEntry | 'new' | null>(null);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const onSave = async (body: HonourBoardBody) => {
    const id = editing && editing !== 'new' ? editing.id : null;
    await save.mutateAsync({ id, officeId, ...body });
    toast('success', t(id === null ? 'saved' : 'updated'));
  };

  const columns: DataColumns<HonourBoardEntry> = [
    {
      title: t('headName'),
      key: 'name',
      render: (_, entry) => (
        <>
          <strong style={{ marginInlineEnd: 8 }}>{nameOf(entry, lang)}</strong>
          {entry.toDate === null && <Tag tone="success">{t('presentHead')}</Tag>}
        </>
      ),
    },
    {
      title: t('designation'),
      key: 'designation',
      render: (_, entry) =>
        lang === 'en' && entry.designationEn ? entry.designationEn : entry.designationBn,
    },
    { title: t('fromDate'), key: 'from', render: (_, entry) => formatDate(entry.fromDate, lang) },
    {
      title: t('toDate'),
      key: 'to',
      render: (_, entry) => (entry.toDate ? formatDate(entry.toDate, lang) : t('tillToday')),
    },
    { title: t('tenureTitle'), key: 'tenure', render: (_, entry) => tenure(entry.fromDate, entry.toDate) },
    ...(manage
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, entry: HonourBoardEntry) => (
              <RowActions
                name={nameOf(entry, lang)}
                onEdit={() => setEditing(entry)}
                onDelete={() => remove.mutateAsync(entry.id)}
                deletedText={t('deleted')}
              />
            ),
          },
        ]
      : []),
  ];

  return (
    <Panel
      title={t('honourBoard')}
      extra={
        manage && (
          <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
            <PlusOutlined />
            {t('addHead')}
          </button>
        )
      }
    >
      <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
      <DataTable<HonourBoardEntry>
        label={t('honourBoard')}
        rowKey="id"
        columns={columns}
        dataSource={board.data?.items}
        loading={board.isFetching}
        locale={{ emptyText: t('common:noData') }}
        pagination={pagination}
      />
      <HonourBoardFormPart
        open={editing !== null}
        entry={editing && editing !== 'new' ? editing : null}
        onSave={onSave}
        onClose={() => setEditing(null)}
      />
    </Panel>
  );
}
