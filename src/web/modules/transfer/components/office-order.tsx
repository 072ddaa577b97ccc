/** The round's office order (অফিস আদেশ) as it is printed: memo number, date, the table of transfers, the signature line. */
import { useTranslation } from 'react-i18next';
import type { RoundDetail } from '../../../../common/contracts/transfer.contract';
import { nameOf } from '../../../../common/labels';
import { formatBengaliDate, formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { deskText } from './transfer-bits';

export const OFFICE_ORDER_ID = 'transfer-office-order';

export function OfficeOrder({ round }: { round: RoundDetail }) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const cell = { border: '1px solid #333', padding: '4px 6px', textAlign: 'left' as const };
  return (
    <div id={OFFICE_ORDER_ID}>
      <div style={{ padding: 8, color: '#000', background: '#fff', overflowX: 'auto' }}>
        <p style={{ textAlign: 'center', margin: 0 }}>গণপ্রজাতন্ত্রী বাংলাদেশ সরকার</p>
        <p style={{ textAlign: 'center', margin: 0, fontWeight: 600 }}>{nameOf(round.office, lang)}</p>
        <p style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
          <span>
            {t('orderNo')}: {localDigits(round.orderNo, lang)}
          </span>
          <span>
            {t('orderDate')}: {formatDate(round.orderDate, lang)}
            {lang === 'bn' && ` (${formatBengaliDate(new Date(round.orderDate))})`}
          </span>
        </p>
        <h2 style={{ textAlign: 'center', textDecoration: 'underline' }}>{t('orderHeading')}</h2>
        <p>{t('orderBody')}</p>
        <table style={{ width: '100%', borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th style={cell}>{t('serial')}</th>
              <th style={cell}>{t('officer')}</th>
              <th style={cell}>{t('from')}</th>
              <th style={cell}>{t('to')}</th>
            </tr>
          </thead>
          <tbody>
            {round.transfers
              .filter((item) => item.status !== 3)
              .map((item, index) => (
                <tr key={item.id}>
                  <td style={cell}>{localDigits(index + 1, lang)}</td>
                  <td style={cell}>{nameOf(item.person, lang)}</td>
                  <td style={cell}>{deskText(item.from, lang)}</td>
                  <td style={cell}>{deskText(item.to, lang)}</td>
                </tr>
              ))}
          </tbody>
        </table>
        <p style={{ marginTop: 64, textAlign: 'right' }}>
          ({t('signature')})
          <br />
          {nameOf(round.office, lang)}
        </p>
      </div>
    </div>
  );
}
