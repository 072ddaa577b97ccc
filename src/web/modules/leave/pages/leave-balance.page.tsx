/**
 * /leavebalance: the caller's balance of each type for a calendar year, from the rules and the
 * history: what the rules give, what was taken, what waits for a decision, what is left. Plain HTML.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeaveBalanceRow } from '../../../../common/contracts/leave.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useBalance } from '../leave.api';

export default function LeaveBalancePage() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const balance = useBalance(year);
  const number = (value: number | null) => (value === null ? t('noBalance') : localDigits(value, lang));
  const columns: DataColumns<LeaveBalanceRow> = [
    { title: t('leaveType'), key: 'type', width: 220, render: (_, row) => t(`type_${row.leaveType}`) },
    { title: t('entitled'), key: 'entitled', width: 100, render: (_, row) => number(row.entitled) },
    { title: t('used'), key: 'used', width: 100, render: (_, row) => number(row.used) },
    { title: t('pending'), key: 'pending', width: 100, render: (_, row) => number(row.pending) },
    {
      title: t('available'),
      key: 'available',
      width: 100,
      render: (_, row) => <strong data-testid={`available-${row.leaveType}`}>{number(row.available)}</strong>,
    },
  ];
  return (
    <Panel
      title={t('leaveBalance')}
      extra={
        <select
          className="plain-select"
          aria-label={t('year')}
          value={year}
          onChange={(event) => setYear(Number(event.target.value))}
        >
          {[thisYear - 1, thisYear, thisYear + 1].map((value) => (
            <option key={value} value={value}>
              {localDigits(value, lang)}
            </option>
          ))}
        </select>
      }
    >
      <div className="page-stack">
        {balance.data && (
          <p className="text-secondary" style={{ margin: 0 }}>
            {balance.data.joiningDate
              ? `${t('joiningDate', { date: formatDate(balance.data.joiningDate, lang) })} · ${t('dutyDays', {
                  days: localDigits(balance.data.dutyDays, lang),
                })}`
              : t('noJoiningDate')}
          </p>
        )}
        <DataTable<LeaveBalanceRow>
          label={t('leaveBalance')}
          rowKey="leaveType"
          columns={columns}
          dataSource={balance.data?.rows}
          loading={balance.isFetching}
          pagination={false}
          scroll={{ x: 620 }}
          size="small"
        />
        <p className="plain-note info">{t('balanceRules')}</p>
      </div>
    </Panel>
  );
}
