/**
 * The posts of the office by designation as a table, beside the chart of the same figures. A plain
 * table: it has no paging, sorting or filters, and antd's table would add its pager, select and tree
 * to the dashboard's first load.
 */
import { useTranslation } from 'react-i18next';
import type { RolePostCounts } from '../../../../common/contracts/dashboard.contract';
import { formatNumber } from '../../../lib/format';

export function PostsTable({ rows }: { rows: RolePostCounts[] }) {
  const { t, i18n } = useTranslation('home');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const number = (value: number) => formatNumber(value, lang);
  const counts = ['TotalPosts', 'Posted', 'EmptyPosts', 'AdditionalCharge'] as const;
  const headings = ['totalPosts', 'posted', 'emptyPosts', 'additionalCharge'];
  return (
    // The box scrolls sideways on a phone, never the page; it takes the focus so keys scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section className="plain-table" tabIndex={0} aria-label={t('postsByDesignation')}>
      <table data-testid="posts-table">
        <caption className="visually-hidden">{t('postsByDesignation')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('postsByDesignation')}</th>
            {headings.map((key) => (
              <th key={key} scope="col" className="number">
                {t(key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.RoleId}>
              <td>{lang === 'en' ? row.RoleNameEn : row.RoleName}</td>
              {counts.map((key) => (
                <td key={key} className="number">
                  {number(row[key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
