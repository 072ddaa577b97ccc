/**
 * The organogram as a tree: each post with its designation, section and holder, or marked empty.
 * Editable trees add posts under a post, edit, remove, and move posts by dragging onto another post
 * (or, without a mouse, by the edit dialog's superior post). Plain HTML: nested lists whose branches
 * fold with a button, so /officeinfo and /office-setup/office-structure draw without the UI kit.
 */
import { PlusOutlined } from '@ant-design/icons';
import { type DragEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Organogram, OrganogramPost } from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { Tag } from '../../../components/plain-tag';
import { RowActions } from '../../../components/row-actions';
import { formatDate, localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';

interface OrganogramTreeProps {
  organogram: Organogram;
  editable?: boolean;
  onAdd?: (parent: OrganogramPost) => void;
  onEdit?: (post: OrganogramPost) => void;
  /** The delete itself, once the user has confirmed it. */
  onDelete?: (post: OrganogramPost) => Promise<unknown>;
  onMove?: (post: OrganogramPost, parentDeskId: number | null) => void;
}

/** Where a dragged post would go: under the post pointed at, or beside it (the same superior). */
type DropPlace = { id: number; place: 'under' | 'beside' };

export function OrganogramSummary({ organogram }: { organogram: Organogram }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const figures = [
    ['totalPosts', organogram.totals.posts],
    ['filledPosts', organogram.totals.filled],
    ['emptyPosts', organogram.totals.empty],
  ] as const;
  return (
    <div className="dashboard-figures organogram-summary" data-testid="organogram-summary">
      {figures.map(([key, value]) => (
        <div key={key}>
          <div className="figure-label">{t(key)}</div>
          <div className="figure-value">{localDigits(value, lang)}</div>
        </div>
      ))}
    </div>
  );
}

export function OrganogramTree({
  organogram,
  editable,
  onAdd,
  onEdit,
  onDelete,
  onMove,
}: OrganogramTreeProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const byId = useMemo(() => new Map(organogram.posts.map((post) => [post.id, post])), [organogram]);
  // Every branch is open unless the user folded it, so posts added under a post show at once.
  const [folded, setFolded] = useState<Set<number>>(new Set());
  const dragged = useRef<OrganogramPost | null>(null);
  const [drop, setDrop] = useState<DropPlace | null>(null);

  const children = new Map<number | null, OrganogramPost[]>();
  for (const post of organogram.posts) {
    // A superior outside this office's list (should not happen) would hide the post; show it at the top.
    const parent = post.parentDeskId !== null && byId.has(post.parentDeskId) ? post.parentDeskId : null;
    children.set(parent, [...(children.get(parent) ?? []), post]);
  }

  /** A post may not go under itself or under one of its own subordinates. */
  const isWithin = (post: OrganogramPost, ancestor: OrganogramPost): boolean => {
    for (let at: OrganogramPost | undefined = post; at; at = byId.get(at.parentDeskId ?? -1))
      if (at.id === ancestor.id) return true;
    return false;
  };
  // The upper and lower quarter of a row put the post beside it, the middle under it (as the kit's tree did).
  const placeOf = (event: DragEvent<HTMLElement>): DropPlace['place'] => {
    const box = event.currentTarget.getBoundingClientRect();
    const y = event.clientY - box.top;
    return y < box.height / 4 || y > (box.height * 3) / 4 ? 'beside' : 'under';
  };
  const dragHandlers = (post: OrganogramPost) =>
    editable
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLElement>) => {
            dragged.current = post;
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(post.id));
          },
          onDragEnd: () => {
            dragged.current = null;
            setDrop(null);
          },
          onDragOver: (event: DragEvent<HTMLElement>) => {
            const moving = dragged.current;
            if (!moving || isWithin(post, moving)) return;
            event.preventDefault();
            event.stopPropagation();
            const place = placeOf(event);
            if (drop?.id !== post.id || drop.place !== place) setDrop({ id: post.id, place });
          },
          onDragLeave: () => setDrop((now) => (now?.id === post.id ? null : now)),
          onDrop: (event: DragEvent<HTMLElement>) => {
            event.preventDefault();
            event.stopPropagation();
            const moving = dragged.current;
            dragged.current = null;
            setDrop(null);
            if (!moving || isWithin(post, moving)) return;
            // Dropped onto a post: it becomes the superior. Dropped beside one: same superior as that post.
            onMove?.(moving, placeOf(event) === 'beside' ? post.parentDeskId : post.id);
          },
        }
      : {};

  const toggle = (id: number) =>
    setFolded((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const postRow = (post: OrganogramPost, hasChildren: boolean) => {
    const role = nameOf(post.role, lang);
    const open = !folded.has(post.id);
    const dropClass = drop?.id === post.id ? ` drop-${drop.place}` : '';
    return (
      <div className={`organogram-row${dropClass}`} {...dragHandlers(post)}>
        {hasChildren ? (
          <button
            type="button"
            className="icon-button organogram-fold"
            aria-expanded={open}
            aria-label={role}
            onClick={() => toggle(post.id)}
          >
            <span aria-hidden="true">{open ? '−' : '+'}</span>
          </button>
        ) : (
          <span className="organogram-fold" aria-hidden="true" />
        )}
        <div className="organogram-post" data-testid={`post-${post.id}`}>
          <strong>{role}</strong>
          {post.section && <Tag>{nameOf(post.section, lang)}</Tag>}
          {post.holder ? (
            <>
              <span data-testid="post-holder">{nameOf(post.holder, lang)}</span>
              {post.holder.isOfficeHead && <Tag tone="success">{t('officeHead')}</Tag>}
              {post.holder.isOfficeAdmin && <Tag tone="info">{t('officeAdmin')}</Tag>}
              {post.holder.isAdditionalCharge && <Tag>{t('common:additionalCharge')}</Tag>}
              {post.acting && (
                <span className="plain-tag purple" data-testid="post-acting">
                  {t('common:postActing', {
                    name: nameOf(post.acting, lang),
                    from: formatDate(post.acting.fromDate, lang),
                    to: formatDate(post.acting.toDate, lang),
                  })}
                </span>
              )}
            </>
          ) : (
            <Tag tone="warning">{t('emptyPost')}</Tag>
          )}
          {editable && (
            <RowActions
              name={role}
              onEdit={onEdit && (() => onEdit(post))}
              onDelete={onDelete && (() => onDelete(post))}
              deletedText={t('deleted')}
            >
              <button
                type="button"
                className="icon-button"
                aria-label={t('addPostUnder', { name: role })}
                onClick={() => onAdd?.(post)}
              >
                <PlusOutlined />
              </button>
            </RowActions>
          )}
        </div>
      </div>
    );
  };

  const branch = (parent: number | null, top = false) => (
    <ul className={top ? 'organogram-tree' : undefined}>
      {(children.get(parent) ?? []).map((post) => {
        const below = children.has(post.id);
        return (
          <li key={post.id}>
            {postRow(post, below)}
            {below && !folded.has(post.id) && branch(post.id)}
          </li>
        );
      })}
    </ul>
  );

  if (organogram.posts.length === 0) return <p className="text-secondary">{t('common:noData')}</p>;
  return branch(null, true);
}
