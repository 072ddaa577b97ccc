/**
 * The public holidays of a year: the super and support admins add, change and delete them. The list
 * is plain HTML; the holiday's form is drawn with the UI kit and downloads with it when first opened
 * (holiday-form.tsx), and the delete question is the plain one (lib/confirm.ts).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Holiday } from '../../../../common/contracts/leave.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useFilterParams } from '../../../lib/use-filter-params';
import { useLang } from '../../../lib/use-lang';
import { leaveApi, useHolidays, useLeaveMutation } from '../leave.api';
import { HolidayFormPart } from './leave-parts';

export function HolidayCalendar() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const confirm = useConfirm();
  const thisYear = new Date().getFullYear();
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2];
  // The year shown is in the address, so a reload or a shared link keeps it.
  const { filters, setFilter } = useFilterParams(['year']);
  const asked = Number(filters.year);
  const year = years.includes(asked) ? asked : thisYear;
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const list = useHolidays(year);
  const remove = useLeaveMutation(leaveApi.deleteHoliday);

  const columns: DataColumns<Holiday> = [
    { title: t('holidayDay'), key: 'day', width: 120, render: (_, row) => formatDate(row.day, lang) },
    { title: t('holidayNameBn'), dataIndex: 'nameBn', key: 'nameBn', width: 240 },
    { title: t('holidayNameEn'), dataIndex: 'nameEn', key: 'nameEn', width: 220 },
    {
      title: t('holidayMoving'),
      key: 'moving',
      width: 110,
      render: (_, row) => (row.moving ? '✓' : ''),
    },
    {
      title: t('actions'),
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <div className="cell-actions">
          <button type="button" className="action-button small" onClick={() => setEditing(row)}>
            {t('edit')}
          </button>
          <button
            type="button"
            className="action-button small danger-outline"
            onClick={() =>
              confirm.remove(`${row.nameBn} (${formatDate(row.day, lang)})`, async () => {
                try {
                  await remove.mutateAsync(row.day);
                  toast('success', t('holidayDeleted'));
                } catch (error) {
                  showError(error);
                }
              })
            }
          >
            {t('delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="page-stack">
      <div className="panel-actions">
        <select
          className="plain-select"
          style={{ width: 'auto', minWidth: 110 }}
          aria-label={t('year')}
          value={year}
          onChange={(event) => setFilter('year', event.target.value)}
        >
          {years.map((value) => (
            <option key={value} value={value}>
              {localDigits(value, lang)}
            </option>
          ))}
        </select>
        <button type="button" className="action-button primary" onClick={() => setEditing('new')}>
          <PlusOutlined />
          {t('addHoliday')}
        </button>
      </div>
      <DataTable<Holiday>
        label={t('holidaysTab')}
        rowKey="day"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{ emptyText: t('emptyHolidays') }}
      />
      <HolidayFormPart editing={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
