/**
 * A row's edit and delete: both named with the row's item, the delete asked first by name (the plain
 * confirmation, lib/confirm.ts), then done and said; a refused delete says why and the row stays.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api';
import { RowActions } from './row-actions';

// The toast's host is the app shell's; here the call itself is what the user would see.
const toast = vi.hoisted(() => vi.fn());
vi.mock('../lib/toast', () => ({ toast }));

afterEach(() => {
  cleanup();
  // The question is a <dialog> of the page's body, outside what the test rendered.
  for (const dialog of document.querySelectorAll('dialog')) dialog.remove();
  toast.mockClear();
});

/** One row of a list that leaves it when its delete succeeds. */
function Row({ onEdit, onDelete }: { onEdit?: () => void; onDelete: () => Promise<unknown> }) {
  const [gone, setGone] = useState(false);
  if (gone) return null;
  return (
    <div data-testid="row">
      মনিহারি
      <RowActions
        name="মনিহারি"
        onEdit={onEdit}
        onDelete={() => onDelete().then(() => setGone(true))}
        deletedText="মুছে ফেলা হয়েছে"
      />
    </div>
  );
}

async function confirmDelete() {
  fireEvent.click(screen.getByRole('button', { name: 'মুছুন মনিহারি' }));
  const question = await screen.findByRole('alertdialog', { name: 'আপনি কি "মনিহারি" মুছে ফেলতে চান?' });
  fireEvent.click(within(question).getByRole('button', { name: 'মুছুন' }));
  return question;
}

describe('<RowActions>', () => {
  it('names both buttons with the item, and the edit calls back', () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn(async () => {});
    render(<Row onEdit={onEdit} onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'সম্পাদনা মনিহারি' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).not.toHaveBeenCalled();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('draws no edit button where the row only deletes', () => {
    render(<Row onDelete={async () => {}} />);
    expect(screen.queryByRole('button', { name: /সম্পাদনা/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'মুছুন মনিহারি' })).toBeTruthy();
  });

  it('asks by name, deletes nothing when cancelled', async () => {
    const onDelete = vi.fn(async () => {});
    render(<Row onDelete={onDelete} />);
    fireEvent.click(screen.getByRole('button', { name: 'মুছুন মনিহারি' }));
    const question = await screen.findByRole('alertdialog', { name: 'আপনি কি "মনিহারি" মুছে ফেলতে চান?' });
    fireEvent.click(within(question).getByRole('button', { name: 'বাতিল' }));
    expect(question.isConnected).toBe(false);
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByTestId('row')).toBeTruthy();
  });

  it('on confirmation deletes, says so and the row goes', async () => {
    const onDelete = vi.fn(async () => {});
    render(<Row onDelete={onDelete} />);
    const question = await confirmDelete();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('success', 'মুছে ফেলা হয়েছে'));
    expect(onDelete).toHaveBeenCalledOnce();
    expect(screen.queryByTestId('row')).toBeNull();
    await waitFor(() => expect(question.isConnected).toBe(false));
  });

  it('shows why a refused delete failed, and the row stays', async () => {
    const onDelete = vi.fn(async () => {
      throw new ApiError(409, 'এই শ্রেণিতে পণ্য আছে');
    });
    render(<Row onDelete={onDelete} />);
    await confirmDelete();
    await waitFor(() => expect(toast).toHaveBeenCalledWith('error', 'এই শ্রেণিতে পণ্য আছে'));
    expect(toast).not.toHaveBeenCalledWith('success', expect.anything());
    expect(screen.getByTestId('row')).toBeTruthy();
  });
});
