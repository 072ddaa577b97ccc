/**
 * The organogram drawn without the UI kit: posts nested under their superiors, holders and empty
 * posts marked, branches that fold, each post's actions named in Bangla, and a dragged post moved
 * under the post it is dropped on or beside it, never under itself or its own subordinates.
 */
import { cleanup, createEvent, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Organogram, OrganogramPost } from '../../../../common/contracts/office-structure.contract';
import { addModuleTranslations } from '../../../i18n';
import { officeBn, officeEn } from '../office.i18n';
import { OrganogramSummary, OrganogramTree } from './organogram-tree';

beforeAll(() => addModuleTranslations('office', { bn: officeBn, en: officeEn }));
afterEach(cleanup);

const post = (id: number, nameBn: string, parentDeskId: number | null, holder?: string): OrganogramPost => ({
  id,
  officeId: 1,
  role: { id: id + 100, nameBn, nameEn: nameBn, grade: null },
  section: null,
  parentDeskId,
  sortOrder: id,
  holder: holder
    ? {
        userRoleId: id,
        userId: id,
        nameBn: holder,
        nameEn: holder,
        isOfficeHead: id === 1,
        isOfficeAdmin: false,
        isAdditionalCharge: false,
        joinedOn: null,
      }
    : null,
});

const ORGANOGRAM: Organogram = {
  office: { id: 1, nameBn: 'জেলা আইসিটি কার্যালয়', nameEn: 'District ICT Office' },
  posts: [post(1, 'উপপরিচালক', null, 'কামরুল হাসান'), post(2, 'প্রোগ্রামার', 1), post(3, 'অফিস সহায়ক', 2)],
  totals: { posts: 3, filled: 1, empty: 2 },
};

const row = (id: number) => screen.getByTestId(`post-${id}`).parentElement as HTMLElement;

/** A drag of one post's row onto another's, at a height within the target's row (0 top, 1 bottom). */
function drag(from: number, to: number, at: number) {
  const target = row(to);
  target.getBoundingClientRect = () => ({ top: 0, height: 40 }) as DOMRect;
  const dataTransfer = { setData: () => {}, effectAllowed: '' };
  // jsdom has no DragEvent, so the pointer's height is set on the event by hand.
  const pointed = (make: typeof createEvent.dragOver) => {
    const event = make(target, { dataTransfer });
    Object.defineProperty(event, 'clientY', { value: at * 40 });
    return event;
  };
  fireEvent.dragStart(row(from), { dataTransfer });
  const over = fireEvent(target, pointed(createEvent.dragOver));
  fireEvent(target, pointed(createEvent.drop));
  // A refused place is not a drop target: the browser's default (no drop) is kept.
  return { accepted: !over };
}

describe('the plain organogram', () => {
  it('shows the figures, holders, empty posts and nesting, and folds a branch', () => {
    render(
      <>
        <OrganogramSummary organogram={ORGANOGRAM} />
        <OrganogramTree organogram={ORGANOGRAM} />
      </>,
    );
    expect(screen.getByTestId('organogram-summary').textContent).toBe('মোট পদ৩পূরণকৃত পদ১শূন্য পদ২');
    expect(screen.getByTestId('post-1').textContent).toContain('কামরুল হাসান');
    expect(screen.getByTestId('post-1').textContent).toContain('অফিস প্রধান');
    expect(screen.getByTestId('post-2').textContent).toContain('শূন্য পদ');
    // The programmer is listed under the deputy director, the office assistant under the programmer.
    expect(row(1).closest('li')?.contains(screen.getByTestId('post-3'))).toBe(true);
    expect(screen.queryByRole('button', { name: /এর অধীনে নতুন পদ/ })).toBeNull();

    const fold = within(row(2)).getByRole('button', { name: 'প্রোগ্রামার' });
    expect(fold.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(fold);
    expect(screen.queryByTestId('post-3')).toBeNull();
    expect(fold.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(fold);
    expect(screen.getByTestId('post-3')).toBeTruthy();
  });

  it('names each action by its post and moves a dragged post under or beside another', () => {
    const onAdd = vi.fn();
    const onEdit = vi.fn();
    const onMove = vi.fn();
    render(
      <OrganogramTree
        organogram={ORGANOGRAM}
        editable
        onAdd={onAdd}
        onEdit={onEdit}
        onDelete={async () => {}}
        onMove={onMove}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'উপপরিচালক এর অধীনে নতুন পদ' }));
    expect(onAdd).toHaveBeenCalledWith(ORGANOGRAM.posts[0]);
    fireEvent.click(screen.getByRole('button', { name: 'সম্পাদনা উপপরিচালক' }));
    expect(onEdit).toHaveBeenCalledWith(ORGANOGRAM.posts[0]);
    expect(screen.getByRole('button', { name: 'মুছুন উপপরিচালক' })).toBeTruthy();

    // The office assistant dropped on the middle of the deputy director's row goes under him…
    expect(drag(3, 1, 0.5).accepted).toBe(true);
    expect(onMove).toHaveBeenLastCalledWith(ORGANOGRAM.posts[2], 1);
    // …and on the upper edge of his row beside him, at the top of the organogram.
    expect(drag(3, 1, 0.05).accepted).toBe(true);
    expect(onMove).toHaveBeenLastCalledWith(ORGANOGRAM.posts[2], null);
    onMove.mockClear();
    // The deputy director may not go under his own subordinate, nor a post onto itself.
    expect(drag(1, 3, 0.5).accepted).toBe(false);
    expect(drag(2, 2, 0.5).accepted).toBe(false);
    expect(onMove).not.toHaveBeenCalled();
  });
});
