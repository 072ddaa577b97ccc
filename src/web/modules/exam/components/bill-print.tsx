/**
 * The honorarium bill as a Bangla document for printing (src/web/lib/print.ts prints the element by
 * its id): Bangla labels and digits whatever the interface language, the net amount also in words.
 */
import { useTranslation } from 'react-i18next';
import type { ExamBill } from '../../../../common/contracts/exam.contract';
import { takaInWords } from '../../../lib/bangla-words';
import { formatBengaliDate, formatDate, formatNumber, localDigits } from '../../../lib/format';

export const BILL_PRINT_ID = 'exam-bill-print';

const cell = { border: '1px solid #444', padding: '4px 8px', textAlign: 'left' as const };
const money = { ...cell, textAlign: 'right' as const };

export function BillPrint({ bill }: { bill: ExamBill }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('bn', 'exam');
  const n = (value: number) => formatNumber(value, 'bn');
  const today = new Date();
  return (
    <div id={BILL_PRINT_ID} lang="bn" style={{ fontSize: 14, lineHeight: 1.6 }}>
      <h2 style={{ textAlign: 'center', margin: 0 }}>{t('printTitle')}</h2>
      <p style={{ textAlign: 'center', marginTop: 4 }}>
        {bill.exam.nameBn} — {t('subject')}: {bill.subject.nameBn}
      </p>
      <p>
        {t('billNo')}: {localDigits(bill.billNo, 'bn')} · {t('dates')}: {formatDate(bill.createdAt, 'bn')}
      </p>
      <p>
        {t('payee')}: {bill.expert.nameBn}, {bill.expert.designation}, {bill.expert.institution} ·{' '}
        {t('mobile')}: {localDigits(bill.expert.mobile, 'bn')}
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>{t('serial')}</th>
            <th style={cell}>{t('workDone')}</th>
            <th style={money}>{t('quantity')}</th>
            <th style={money}>{t('rate')}</th>
            <th style={money}>{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {bill.lines.map((line, index) => (
            <tr key={line.workItemId}>
              <td style={cell}>{n(index + 1)}</td>
              <td style={cell}>
                {line.nameBn} ({t(`measure_${line.measure}`)})
              </td>
              <td style={money}>{n(line.quantity)}</td>
              <td style={money}>{n(line.rate)}</td>
              <td style={money}>{n(line.amount)}</td>
            </tr>
          ))}
          <tr>
            <th colSpan={4} scope="row" style={money}>
              {t('gross')}
            </th>
            <td style={money}>{n(bill.gross)}</td>
          </tr>
          <tr>
            <th colSpan={4} scope="row" style={money}>
              {t('deductions')}: {t('tax')}
            </th>
            <td style={money}>{n(bill.tax)}</td>
          </tr>
          <tr>
            <th colSpan={4} scope="row" style={money}>
              {t('deductions')}: {t('stamp')}
            </th>
            <td style={money}>{n(bill.stamp)}</td>
          </tr>
          <tr>
            <th colSpan={4} scope="row" style={money}>
              {t('net')}
            </th>
            <td style={{ ...money, fontWeight: 700 }}>{n(bill.net)}</td>
          </tr>
        </tbody>
      </table>
      <p style={{ marginTop: 8 }}>
        {t('inWords')}: {takaInWords(bill.net) ?? ''}
      </p>
      <p>
        {t('bankBranch')}: {bill.bank.bankNameBn}, {bill.bank.branchNameBn} · {t('routingNo')}:{' '}
        {localDigits(bill.bank.routingNo, 'bn')} · {t('accountName')}: {bill.accountName} · {t('accountNo')}:{' '}
        {localDigits(bill.accountNo, 'bn')}
      </p>
      {bill.paidOn && (
        <p>
          {t('paidOn')}: {formatDate(bill.paidOn, 'bn')} · {t('paymentRef')}:{' '}
          {localDigits(bill.paymentRef ?? '', 'bn')}
        </p>
      )}
      <table style={{ width: '100%', marginTop: 40 }}>
        <tbody>
          <tr>
            <td style={{ textAlign: 'center' }}>{t('receivedSign')}</td>
            <td style={{ textAlign: 'center' }}>
              {t('preparedBy')}: {bill.createdBy.nameBn}
            </td>
            <td style={{ textAlign: 'center' }}>
              {t('approvedBy')}: {bill.approvedBy?.nameBn ?? ''}
            </td>
          </tr>
        </tbody>
      </table>
      <p style={{ marginTop: 16 }}>
        {t('printedOn')}: {formatDate(today, 'bn')} ({formatBengaliDate(today)})
      </p>
    </div>
  );
}
