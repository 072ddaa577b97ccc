/**
 * The innovation as a Bangla document for printing (src/web/lib/print.ts prints the element by its
 * id): Bangla labels and digits whatever the interface language, the budget also in words.
 */
import { useTranslation } from 'react-i18next';
import type { InnovationDetail } from '../../../../common/contracts/innovation.contract';
import { takaInWords } from '../../../lib/bangla-words';
import { formatBengaliDate, formatDate, formatNumber, localDigits } from '../../../lib/format';

export const PRINT_ELEMENT_ID = 'innovation-print';

const cell = {
  border: '1px solid #444',
  padding: '6px 8px',
  verticalAlign: 'top' as const,
  textAlign: 'left' as const,
};

export function InnovationPrint({ item }: { item: InnovationDetail }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('bn', 'innovation');
  const today = new Date();
  const rows: [string, string | null][] = [
    [t('title'), item.title],
    [t('innovator'), [item.innovator.nameBn, item.innovator.designation?.nameBn].filter(Boolean).join(', ')],
    [t('office'), item.office.nameBn],
    [t('fiscalYear'), item.fiscalYear ? localDigits(item.fiscalYear, 'bn') : null],
    [
      t('budget'),
      item.budget
        ? `${formatNumber(Number(item.budget), 'bn')} (${t('budgetInWords')}: ${takaInWords(item.budget) ?? ''})`
        : null,
    ],
    [t('nationWide'), item.nationWide ? t('yes') : t('no')],
    [t('pilotingDate'), item.pilotingDate ? formatDate(item.pilotingDate, 'bn') : null],
    [t('url'), item.url],
    [t('description'), item.description],
    [t('impact'), item.impact],
    [t('pilotingDetails'), item.pilotingDetails],
    [t('status'), t(`status_${item.status}`)],
    [t('decisionNote'), item.decisionNote],
    [t('attachments'), item.attachments.map((file) => file.name).join(', ') || null],
  ];
  return (
    <div id={PRINT_ELEMENT_ID} lang="bn" style={{ fontSize: 15, lineHeight: 1.65 }}>
      <h2 style={{ textAlign: 'center', marginBottom: 4 }}>{item.office.nameBn}</h2>
      <h3 style={{ textAlign: 'center', marginTop: 0 }}>{t('printTitle')}</h3>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <tr key={label}>
                <th scope="row" style={{ ...cell, width: '28%' }}>
                  {label}
                </th>
                <td style={{ ...cell, whiteSpace: 'pre-wrap' }}>{value}</td>
              </tr>
            ))}
        </tbody>
      </table>
      <p style={{ marginTop: 16 }}>
        {t('printedOn')}: {formatDate(today, 'bn')} ({formatBengaliDate(today)})
      </p>
    </div>
  );
}
