/**
 * The box every screen's content sits in, in plain HTML and CSS: a title with its actions on the
 * right, then the body. The title is not a heading element itself, since many screens give it a
 * heading of their own. While `loading`, grey lines stand where the body will be and the box says
 * it is busy to screen readers.
 *
 * Not antd's card: it brings its skeleton and the kit's shared style code (about 48 KB of
 * JavaScript) to the first load of every screen, for a border, a heading and a padding.
 */
import type { CSSProperties, ReactNode } from 'react';

export interface PanelProps {
  title?: ReactNode;
  /** Actions at the heading's end (buttons, links). */
  extra?: ReactNode;
  /** Tighter padding and a smaller heading, for a box inside a page. */
  size?: 'small';
  /** A shadow under the pointer, for a box that is a link. */
  hoverable?: boolean;
  loading?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
  children?: ReactNode;
}

export function Panel({
  title,
  extra,
  size,
  hoverable,
  loading,
  className,
  style,
  'data-testid': testId,
  children,
}: PanelProps) {
  const classes = ['panel', size === 'small' && 'panel-small', hoverable && 'panel-hoverable', className]
    .filter(Boolean)
    .join(' ');
  return (
    <section className={classes} style={style} data-testid={testId} aria-busy={loading || undefined}>
      {(title || extra) && (
        <div className="panel-head">
          {title && <div className="panel-title">{title}</div>}
          {extra && <div className="panel-extra">{extra}</div>}
        </div>
      )}
      <div className="panel-body">
        {loading ? (
          <div className="panel-loading" aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}
