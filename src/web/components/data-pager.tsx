/**
 * The pager under a list: the total, previous and next, the first and last page with those around
 * the current one, and the rows a page shows. Numbers in the interface's digits; each button says
 * which page it opens, and the current page is marked as such.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { A11Y_NAMESPACE } from '../lib/a11y.i18n';
import { localDigits } from '../lib/format';
import { useLang } from '../lib/use-lang';

export interface DataPagination {
  current?: number;
  pageSize?: number;
  total?: number;
  onChange?: (page: number, pageSize: number) => void;
  /** The choice of rows a page: asked for (shown past the smallest choice), refused, or past 50 rows. */
  showSizeChanger?: boolean;
  pageSizeOptions?: readonly number[];
  showTotal?: (total: number, range: [number, number]) => ReactNode;
  /** Only previous, "page of pages" and next (for narrow places). */
  simple?: boolean;
}

const SIZES = [10, 20, 50, 100];

/** The pages to offer: the first, the last, and two on each side of the current one, gaps as null. */
export function pagesAround(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

export function DataPager({
  current = 1,
  pageSize = 10,
  total = 0,
  onChange,
  showSizeChanger,
  pageSizeOptions = SIZES,
  showTotal,
  simple,
}: DataPagination) {
  const { t } = useTranslation([A11Y_NAMESPACE, 'common']);
  const lang = useLang();
  const digits = (value: number) => localDigits(value, lang);
  const last = Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
  const go = (page: number) => onChange?.(Math.min(Math.max(1, page), last), pageSize);
  // As antd's pager did: the choice when asked for, or by itself once a list is longer than 50.
  const sizeChoice =
    showSizeChanger === false ? false : total > (showSizeChanger ? Math.min(...pageSizeOptions) : 50);
  const from = total === 0 ? 0 : (current - 1) * pageSize + 1;
  const to = Math.min(total, current * pageSize);
  if (last <= 1 && !showTotal) return null;

  return (
    <nav className="data-pager" aria-label={t('pages')}>
      {showTotal && <span className="data-pager-total">{showTotal(total, [from, to])}</span>}
      {last > 1 && (
        <ul>
          <li>
            <button
              type="button"
              className="data-pager-step"
              aria-label={t('previousPage')}
              disabled={current <= 1}
              onClick={() => go(current - 1)}
            >
              ‹
            </button>
          </li>
          {simple ? (
            <li className="data-pager-simple">
              {t('pageOf', { page: digits(current), last: digits(last) })}
            </li>
          ) : (
            pagesAround(current, last).map((page, index) =>
              page === null ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
                <li key={`gap-${index}`} className="data-pager-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={page}>
                  <button
                    type="button"
                    className="data-pager-page"
                    aria-label={t('pageNumber', { page: digits(page) })}
                    aria-current={page === current ? 'page' : undefined}
                    onClick={() => go(page)}
                  >
                    {digits(page)}
                  </button>
                </li>
              ),
            )
          )}
          <li>
            <button
              type="button"
              className="data-pager-step"
              aria-label={t('nextPage')}
              disabled={current >= last}
              onClick={() => go(current + 1)}
            >
              ›
            </button>
          </li>
        </ul>
      )}
      {sizeChoice && (
        <select
          className="data-pager-size"
          aria-label={t('rowsPerPage')}
          value={pageSize}
          onChange={(event) => onChange?.(1, Number(event.target.value))}
        >
          {pageSizeOptions.map((size) => (
            <option key={size} value={size}>
              {t('common:perPage', { size: digits(size) })}
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
