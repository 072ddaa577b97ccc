/**
 * Who covers whom: the office's month of approved leave, each absent officer with the officers who
 * hold their desk's charge on which days, and the days no one does. A month at a time (the server
 * pages by month); days are dates of the month, in Bangla digits in Bangla.
 */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoverAbsence } from '../../../../common/contracts/leave.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useCoverMonth } from '../leave.api';

const thisMonth = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
};

/** yyyy-mm moved by `step` months. */
export function shiftMonth(month: string, step: number): string {
  const [year, number] = month.split('-').map(Number);
  const moved = new Date(Date.UTC(year, number - 1 + step, 1));
  return `${moved.getUTCFullYear()}-${String(moved.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** Days of the month as runs: [3,4,5,9] → "3–5, 9". */
export function dayRuns(days: number[]): string {
  const runs: string[] = [];
  let start = days[0];
  for (let index = 0; index < days.length; index += 1) {
    const next = days[index + 1];
    if (next === days[index] + 1) continue;
    runs.push(start === days[index] ? `${start}` : `${start}–${days[index]}`);
    start = next;
  }
  return runs.join(', ');
}

export function OfficeCover({ initialMonth = thisMonth() }: { initialMonth?: string }) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const [month, setMonth] = useState(initialMonth);
  const cover = useCoverMonth(month);
  const name = (person: { nameBn: string; nameEn: string }) =>
    lang === 'en' ? person.nameEn : person.nameBn;
  const monthName = localDigits(
    new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : 'bn-BD', { month: 'long', year: 'numeric' }).format(
      new Date(`${month}-15T00:00:00Z`),
    ),
    lang,
  );
  const runs = (days: number[]) => localDigits(dayRuns(days), lang);

  const columns: DataColumns<CoverAbsence> = [
    {
      title: t('coverOfficer'),
      key: 'officer',
      width: 220,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{name(row.applicant)}</Typography.Text>
          <Typography.Text type="secondary">{name(row.desk)}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('coverLeave'),
      key: 'leave',
      width: 200,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <span>{t(`type_${row.leaveType}`)}</span>
          <span>
            {formatDate(row.fromDate, lang)} – {formatDate(row.toDate, lang)}
          </span>
        </Space>
      ),
    },
    { title: t('coverDays'), key: 'days', width: 120, render: (_, row) => runs(row.days) },
    {
      title: t('coverBy'),
      key: 'by',
      width: 260,
      render: (_, row) =>
        row.covers.length === 0 ? (
          t('coverNone')
        ) : (
          <Space orientation="vertical" size={4}>
            {row.covers.map((charge) => (
              <span key={charge.chargeId}>
                <Typography.Text strong>{name(charge.acting)}</Typography.Text>{' '}
                <Tag color="blue">{t(`coverKind_${charge.kind}`)}</Tag> {runs(charge.days)}
              </span>
            ))}
          </Space>
        ),
    },
    {
      title: t('coverUncovered'),
      key: 'uncovered',
      width: 130,
      render: (_, row) => (row.uncovered.length > 0 ? <Tag color="red">{runs(row.uncovered)}</Tag> : '—'),
    },
  ];

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type="info" title={t('coverHint')} />
      <Space wrap>
        <Button icon={<LeftOutlined />} onClick={() => setMonth(shiftMonth(month, -1))}>
          {t('coverPrevious')}
        </Button>
        <Button onClick={() => setMonth(thisMonth())}>{t('coverThisMonth')}</Button>
        <Button icon={<RightOutlined />} iconPlacement="end" onClick={() => setMonth(shiftMonth(month, 1))}>
          {t('coverNext')}
        </Button>
      </Space>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('coverTitle', { month: monthName })}
      </Typography.Title>
      <DataTable
        label={t('coverTitle', { month: monthName })}
        rowKey="applicationId"
        loading={cover.isFetching}
        columns={columns}
        dataSource={cover.data?.items ?? []}
        pagination={false}
        scroll={{ x: 930 }}
        locale={{ emptyText: <Empty description={t('coverEmpty')} /> }}
      />
    </Space>
  );
}
