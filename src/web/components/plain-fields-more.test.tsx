/**
 * The plain form's other pieces: a required field says so, a list of boxes to tick keeps the ticked
 * values, a whole form's check replaces the problems of before, and the server's words about a
 * field show under it.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../lib/api';
import { checkWith, reportRefusal } from '../lib/plain-form-checks';
import { serverProblems, usePlainForm } from '../lib/use-plain-form';
import { TextField } from './plain-fields';
import { CheckListField } from './plain-fields-more';

afterEach(cleanup);

const schema = z
  .object({ venue: z.string().min(1, 'validation.required'), start: z.string(), end: z.string() })
  .refine((value) => value.end >= value.start, { message: 'validation.invalid', path: ['end'] });

function Batch() {
  const form = usePlainForm(
    { venue: '', start: '2026-05-02', end: '2026-05-01', trainers: [] as number[] },
    'b',
  );
  return (
    <form ref={form.ref}>
      <TextField form={form} path="venue" label="স্থান" required />
      <TextField form={form} path="start" label="শুরু" />
      <TextField form={form} path="end" label="শেষ" />
      <CheckListField
        form={form}
        path="trainers"
        legend="প্রশিক্ষক"
        options={[
          { value: 1, label: 'করিম' },
          { value: 2, label: 'রহিম' },
        ]}
      />
      <output>{form.values.trainers.join(',')}</output>
      <button type="button" onClick={() => checkWith(form, schema, form.values)}>
        যাচাই
      </button>
      <button
        type="button"
        onClick={() => reportRefusal(form, new ApiError(400, 'ভুল', [{ field: 'venue', message: 'নেই' }]))}
      >
        পাঠাও
      </button>
    </form>
  );
}

describe('a plain form, further', () => {
  it('marks a required field for screen readers and keeps the ticked boxes in order', () => {
    render(<Batch />);
    expect(screen.getByLabelText('স্থান').getAttribute('aria-required')).toBe('true');
    expect(screen.getByLabelText('শুরু').hasAttribute('aria-required')).toBe(false);
    fireEvent.click(screen.getByLabelText('রহিম'));
    fireEvent.click(screen.getByLabelText('করিম'));
    expect(screen.getByRole('status').textContent).toBe('2,1');
    fireEvent.click(screen.getByLabelText('রহিম'));
    expect(screen.getByRole('status').textContent).toBe('1');
    expect(screen.getByRole('group', { name: 'প্রশিক্ষক' })).toBeTruthy();
  });

  it('checks the whole form: the focus goes to the first problem, and a problem put right elsewhere goes', () => {
    render(<Batch />);
    fireEvent.click(screen.getByRole('button', { name: 'যাচাই' }));
    expect(document.activeElement).toBe(screen.getByLabelText('স্থান'));
    expect(document.getElementById('b-end-error')?.textContent).toBe('সঠিক তথ্য দিন');
    // A later end date: the end's problem goes on the next check, though the end did not change.
    fireEvent.change(screen.getByLabelText('শুরু'), { target: { value: '2026-04-01' } });
    fireEvent.change(screen.getByLabelText('স্থান'), { target: { value: 'ঢাকা' } });
    fireEvent.click(screen.getByRole('button', { name: 'যাচাই' }));
    expect(document.getElementById('b-end-error')).toBeNull();
    expect(document.getElementById('b-venue-error')).toBeNull();
  });

  it("shows the server's words under their field", () => {
    render(<Batch />);
    fireEvent.click(screen.getByRole('button', { name: 'পাঠাও' }));
    expect(document.getElementById('b-venue-error')?.textContent).toBe('নেই');
    expect(serverProblems(new Error('x'))).toEqual({});
    expect(
      serverProblems(new ApiError(400, 'ভুল', [{ field: 'officeId', message: 'এক' }]), (f) => `p.${f}`),
    ).toEqual({ 'p.officeId': 'এক' });
  });
});
