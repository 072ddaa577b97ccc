/**
 * antd's Table as every list shows it: named by a caption, wider tables scroll inside their own box
 * (the page never scrolls sideways, also at 390 px and 200% zoom), and a box that scrolls is a named
 * region that takes the keyboard focus, so it can be scrolled with the arrow keys. Loading and
 * loaded are said to screen readers.
 */
import { Table, type TableProps } from 'antd';
import { type ComponentProps, createContext, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { A11Y_NAMESPACE } from '../lib/a11y.i18n';

export type DataTableProps<T> = TableProps<T> & {
  /** What the table lists: its caption, and the name of its scrolling box. */
  label: string;
};

const SCROLL_BOXES = '.ant-table-content, .ant-table-body';

const CaptionContext = createContext('');

/** The table element with its caption first, as HTML wants it; one stable component for every table. */
function CaptionedTable(props: ComponentProps<'table'>) {
  const caption = useContext(CaptionContext);
  return (
    <table {...props}>
      <caption className="visually-hidden">{caption}</caption>
      {props.children}
    </table>
  );
}

export function DataTable<T extends object>({
  label,
  scroll,
  loading,
  components,
  ...props
}: DataTableProps<T>) {
  const { t } = useTranslation(A11Y_NAMESPACE);
  const root = useRef<HTMLDivElement>(null);
  const spinning = typeof loading === 'object' ? Boolean(loading.spinning) : Boolean(loading);
  const [loadedOnce, setLoadedOnce] = useState(false);
  const regionName = t('tableRegion', { name: label });

  useEffect(() => {
    if (spinning) setLoadedOnce(true);
  }, [spinning]);

  // After every render: the boxes may be new, and whether they scroll follows the width.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const mark = () => {
      for (const box of element.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
        if (scrolls) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', regionName);
        } else {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    mark();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(mark);
    for (const box of element.querySelectorAll(`${SCROLL_BOXES}, table`)) observer.observe(box);
    return () => observer.disconnect();
  });

  return (
    <div ref={root} className="data-table">
      <CaptionContext.Provider value={label}>
        <Table<T>
          scroll={scroll ?? { x: 'max-content' }}
          loading={loading}
          components={{ table: CaptionedTable, ...components }}
          {...props}
        />
      </CaptionContext.Provider>
      <span className="visually-hidden" role="status">
        {spinning ? t('loading') : loadedOnce ? t('loaded') : ''}
      </span>
    </div>
  );
}
