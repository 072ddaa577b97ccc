/**
 * The asset statement as a Bangla document for printing (src/web/lib/print.ts prints it by its id):
 * Bangla labels and digits whatever the interface language, every amount also in words.
 */
import { useTranslation } from 'react-i18next';
import type { AssetStatement } from '../../../../common/contracts/asset.contract';
import { takaInWords } from '../../../lib/bangla-words';
import { formatBengaliDate, formatDate, formatNumber, localDigits } from '../../../lib/format';

export const PRINT_ELEMENT_ID = 'asset-statement-print';

const cell = {
  border: '1px solid #444',
  padding: '4px 6px',
  verticalAlign: 'top' as const,
  textAlign: 'left' as const,
};
const taka = (value: string) => formatNumber(Number(value), 'bn');

export function StatementPrint({ item }: { item: AssetStatement }) {
  const { i18n } = useTranslation();
  const t = i18n.getFixedT('bn', 'asset');
  const today = new Date();
  const { content } = item;
  const table = (title: string, headers: string[], rows: string[][]) => (
    <>
      <h4 style={{ margin: '14px 0 4px' }}>{title}</h4>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={cell}>ক্রম</th>
            {headers.map((header) => (
              <th key={header} style={cell}>
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td style={cell} colSpan={headers.length + 1}>
                —
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              // A printed table of rows that never move: the position is the row's identity.
              // biome-ignore lint/suspicious/noArrayIndexKey: rows are printed once, in order
              <tr key={`${title}-${index}`}>
                <td style={cell}>{localDigits(index + 1, 'bn')}</td>
                {row.map((value, column) => (
                  <td key={headers[column]} style={cell}>
                    {value}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </>
  );
  const total = (label: string, value: string) => (
    <p style={{ margin: '4px 0' }}>
      <strong>{label}:</strong> {taka(value)} ({t('inWords')}: {takaInWords(value) ?? ''})
    </p>
  );
  return (
    <div id={PRINT_ELEMENT_ID} lang="bn" style={{ fontSize: 14, lineHeight: 1.6 }}>
      <h2 style={{ textAlign: 'center', marginBottom: 4 }}>{item.office.nameBn}</h2>
      <h3 style={{ textAlign: 'center', margin: 0 }}>{t('printTitle')}</h3>
      <p style={{ textAlign: 'center', marginTop: 0 }}>
        {t('fiscalYear')}: {localDigits(item.fiscalYear, 'bn')}
      </p>
      <p style={{ margin: '4px 0' }}>
        <strong>{t('declarant')}:</strong> {item.declarant.nameBn}
        {item.declarant.designation ? `, ${item.declarant.designation.nameBn}` : ''}
      </p>
      {content.spouseName && (
        <p style={{ margin: '4px 0' }}>
          <strong>{t('spouseName')}:</strong> {content.spouseName}
        </p>
      )}
      {content.dependants.length > 0 && (
        <p style={{ margin: '4px 0' }}>
          <strong>{t('sectionFamily')}:</strong>{' '}
          {content.dependants
            .map((person) => `${person.name} (${t(`relation_${person.relation}`)})`)
            .join(', ')}
        </p>
      )}
      {table(
        t('sectionImmovable'),
        [t('owner'), t('kind'), t('location'), t('area'), t('acquiredBy'), t('value')],
        content.immovable.map((row) => [
          t(`owner_${row.owner}`),
          t(`kind_${row.kind}`),
          row.location,
          row.area,
          `${t(`acquired_${row.acquiredBy}`)}${row.acquiredOn ? `, ${formatDate(row.acquiredOn, 'bn')}` : ''}`,
          taka(row.value),
        ]),
      )}
      {table(
        t('sectionMovable'),
        [t('owner'), t('kind'), t('description'), t('value')],
        content.movable.map((row) => [
          t(`owner_${row.owner}`),
          t(`kind_${row.kind}`),
          row.description,
          taka(row.value),
        ]),
      )}
      {table(
        t('sectionLiabilities'),
        [t('owner'), t('kind'), t('lender'), t('amount')],
        content.liabilities.map((row) => [
          t(`owner_${row.owner}`),
          t(`kind_${row.kind}`),
          row.lender,
          taka(row.amount),
        ]),
      )}
      {table(
        t('sectionIncome'),
        [t('owner'), t('kind'), t('description'), t('annualAmount')],
        content.income.map((row) => [
          t(`owner_${row.owner}`),
          t(`kind_${row.kind}`),
          row.description,
          taka(row.annualAmount),
        ]),
      )}
      <div style={{ marginTop: 12 }}>
        {total(t('totalAssets'), item.totalAssets)}
        {total(t('totalLiabilities'), item.totalLiabilities)}
        {total(t('totalIncome'), item.totalIncome)}
      </div>
      <p style={{ marginTop: 16 }}>{t('printDeclaration')}</p>
      {item.submittedAt && (
        <p>
          {t('submittedAt')}: {formatDate(item.submittedAt, 'bn')}
          {item.receiver
            ? `; ${t('receiver')}: ${item.receiver.designationBn ?? ''}, ${item.receiver.nameBn}`
            : ''}
        </p>
      )}
      <p style={{ marginTop: 40, textAlign: 'right' }}>{t('printSignature')}</p>
      <p>
        {t('printedOn')}: {formatDate(today, 'bn')} ({formatBengaliDate(today)})
      </p>
    </div>
  );
}
