/**
 * Every list's table, drawn in plain HTML and CSS: named by a caption, with header cells, a pager
 * for the server's pages (or for the rows it was given), optional expandable rows and a summary
 * row. A wide table scrolls inside its own box (the page never scrolls sideways, also at 390 px and
 * 200% zoom), and a box that scrolls is a named region that takes the keyboard focus. Loading and
 * loaded are said to screen readers.
 *
 * Not antd's table: it brings its pager, select, tree, checkbox and dropdown (about 100 KB of
 * JavaScript) to every list's first load, for sorting and filtering that no list here does in the
 * browser (lists are sorted and filtered by the server).
 */
import {
  Fragment,
  type Key,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { A11Y_NAMESPACE } from '../lib/a11y.i18n';
import { DataPager, type DataPagination } from './data-pager';

export type { DataPagination } from './data-pager';

/** One column: its heading, the record's field it shows (or its own rendering), width and alignment. */
export interface DataColumn<T> {
  key?: Key;
  title?: ReactNode;
  /** A field of the record, or a path into it. */
  dataIndex?: string | readonly (string | number)[];
  // biome-ignore lint/suspicious/noExplicitAny: a cell's value is whatever field dataIndex names
  render?: (value: any, record: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  className?: string;
  /** Kept in view at the row's end (or start) while the table scrolls sideways. */
  fixed?: 'left' | 'right' | boolean;
}
export type DataColumns<T> = DataColumn<T>[];

export interface DataTableProps<T> {
  /** What the table lists: its caption, and the name of its scrolling box. */
  label: string;
  columns?: DataColumns<T>;
  dataSource?: readonly T[];
  rowKey: keyof T | ((record: T, index: number) => Key);
  loading?: boolean;
  /** What an empty table says (the shell's "no data" when not given). */
  locale?: { emptyText?: ReactNode };
  /**
   * The server's page (with `total` and `onChange`), or the rows given paged here (10 a page unless
   * said; the default), or every row and no pager (false).
   */
  pagination?: DataPagination | false;
  size?: 'small' | 'middle' | 'large';
  /** `x`: the width below which the table scrolls sideways ('max-content' or true: its content's). */
  scroll?: { x?: number | string | true; y?: number | string };
  /** Lines between the columns too. */
  bordered?: boolean;
  /** Rows (`<tr>`) under the body, e.g. totals, given the rows shown. */
  summary?: (rows: readonly T[]) => ReactNode;
  expandable?: {
    expandedRowRender: (record: T, index: number) => ReactNode;
    /** A click anywhere on the row opens or closes it, not only its button. */
    expandRowByClick?: boolean;
    rowExpandable?: (record: T) => boolean;
  };
  className?: string;
  style?: React.CSSProperties;
  'data-testid'?: string;
}

const DEFAULT_PAGE_SIZE = 10;

function cellValue<T>(record: T, dataIndex: DataColumn<T>['dataIndex']): unknown {
  if (dataIndex === undefined) return undefined;
  const path = typeof dataIndex === 'string' ? [dataIndex] : dataIndex;
  let value: unknown = record;
  for (const part of path) value = (value as Record<string | number, unknown> | null | undefined)?.[part];
  return value;
}

function keyOf<T>(rowKey: DataTableProps<T>['rowKey'], record: T, index: number): Key {
  return typeof rowKey === 'function' ? rowKey(record, index) : (record[rowKey] as Key);
}

const cellClass = (column: DataColumn<unknown>) =>
  [
    column.align === 'right' ? 'number' : column.align === 'center' ? 'center' : '',
    column.fixed === 'right' ? 'fixed-end' : column.fixed ? 'fixed-start' : '',
    column.className ?? '',
  ]
    .filter(Boolean)
    .join(' ') || undefined;

/** Marks the box as a named, focusable region only while it scrolls, after every change of width. */
function useScrollRegion(name: string) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const mark = () => {
      const scrolls =
        element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      if (scrolls) {
        element.tabIndex = 0;
        element.setAttribute('role', 'region');
        element.setAttribute('aria-label', name);
      } else {
        element.removeAttribute('tabindex');
        element.removeAttribute('role');
        element.removeAttribute('aria-label');
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    observer.observe(element);
    const table = element.querySelector('table');
    if (table) observer.observe(table);
    return () => observer.disconnect();
  });
  return box;
}

export function DataTable<T extends object>({
  label,
  columns = [],
  dataSource,
  rowKey,
  loading = false,
  locale,
  pagination: paginationProp,
  size = 'middle',
  scroll,
  summary,
  expandable,
  bordered,
  className,
  style,
  'data-testid': testId,
}: DataTableProps<T>) {
  const { t } = useTranslation([A11Y_NAMESPACE, 'common']);
  const rows = dataSource ?? [];
  const [loadedOnce, setLoadedOnce] = useState(false);
  const [localPage, setLocalPage] = useState({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [expanded, setExpanded] = useState<ReadonlySet<Key>>(new Set());
  const box = useScrollRegion(t('tableRegion', { name: label }));
  const expandId = useId();

  useEffect(() => {
    if (loading) setLoadedOnce(true);
  }, [loading]);

  const pagination = paginationProp === false ? null : (paginationProp ?? {});
  // A list given more rows than a page is paged here (as the server pages its own lists, it gives
  // one page of rows); the page is the caller's when it says which, else the table's own.
  const pageSize = pagination ? (pagination.pageSize ?? localPage.pageSize) : Math.max(1, rows.length);
  const total = pagination?.total ?? rows.length;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const controlled = pagination?.current !== undefined && pagination.onChange !== undefined;
  const page = controlled ? (pagination?.current ?? 1) : Math.min(localPage.page, lastPage);
  const shown = rows.length > pageSize ? rows.slice((page - 1) * pageSize, page * pageSize) : rows;
  const onPage = (next: number, nextSize: number) => {
    pagination?.onChange?.(next, nextSize);
    if (!controlled) setLocalPage({ page: nextSize === pageSize ? next : 1, pageSize: nextSize });
  };

  const toggle = (key: Key) =>
    setExpanded((old) => {
      const next = new Set(old);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const columnCount = columns.length + (expandable ? 1 : 0);
  const minWidth = scroll?.x === true ? 'max-content' : scroll?.x;

  return (
    <div
      className={[
        'data-table',
        `data-table-${size}`,
        bordered ? 'data-table-bordered' : '',
        loading ? 'data-table-loading' : '',
        className ?? '',
      ]
        .filter(Boolean)
        .join(' ')}
      style={style}
      data-testid={testId}
    >
      <div ref={box} className="data-table-scroll">
        <table style={minWidth !== undefined ? { minWidth } : undefined} aria-busy={loading || undefined}>
          <caption className="visually-hidden">{label}</caption>
          <thead>
            <tr>
              {expandable && (
                <th scope="col" className="data-table-expand-cell">
                  <span className="visually-hidden">{t('rowDetails')}</span>
                </th>
              )}
              {columns.map((column, index) => (
                <th
                  key={column.key ?? String(column.dataIndex ?? index)}
                  scope="col"
                  className={cellClass(column as DataColumn<unknown>)}
                  style={column.width !== undefined ? { width: column.width } : undefined}
                >
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.length === 0 && (
              <tr className="data-table-empty">
                <td colSpan={Math.max(1, columnCount)}>
                  {loading && !loadedOnce ? t('loading') : (locale?.emptyText ?? t('common:noData'))}
                </td>
              </tr>
            )}
            {shown.map((record, index) => {
              const key = keyOf(rowKey, record, index);
              const canExpand = expandable && (expandable.rowExpandable?.(record) ?? true);
              const isOpen = canExpand && expanded.has(key);
              const detailsId = `${expandId}-${String(key)}`;
              return (
                <Fragment key={key}>
                  <tr
                    className="data-table-row"
                    data-row-key={String(key)}
                    onClick={canExpand && expandable?.expandRowByClick ? () => toggle(key) : undefined}
                  >
                    {expandable && (
                      <td className="data-table-expand-cell">
                        {canExpand && (
                          <button
                            type="button"
                            className="data-table-expand"
                            aria-expanded={isOpen}
                            aria-controls={isOpen ? detailsId : undefined}
                            aria-label={t('rowDetails')}
                            onClick={(event) => {
                              event.stopPropagation();
                              toggle(key);
                            }}
                          >
                            {isOpen ? '−' : '+'}
                          </button>
                        )}
                      </td>
                    )}
                    {columns.map((column, columnIndex) => {
                      const value = cellValue(record, column.dataIndex);
                      const content = column.render
                        ? column.render(value, record, index)
                        : (value as ReactNode);
                      return (
                        <td
                          key={column.key ?? String(column.dataIndex ?? columnIndex)}
                          className={cellClass(column as DataColumn<unknown>)}
                        >
                          {content}
                        </td>
                      );
                    })}
                  </tr>
                  {isOpen && (
                    <tr className="data-table-expanded" id={detailsId}>
                      <td colSpan={columnCount}>{expandable?.expandedRowRender(record, index)}</td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
          {summary && shown.length > 0 && <tfoot className="data-table-summary">{summary(shown)}</tfoot>}
        </table>
      </div>
      {pagination && (
        <DataPager {...pagination} current={page} pageSize={pageSize} total={total} onChange={onPage} />
      )}
      <span className="visually-hidden" role="status">
        {loading ? t('loading') : loadedOnce ? t('loaded') : ''}
      </span>
    </div>
  );
}
