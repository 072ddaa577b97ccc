/**
 * A plain form (lib/use-plain-form.ts) as a test meets it: by its labels, as a person or a screen
 * reader would.
 */
import { fireEvent, screen } from '@testing-library/react';

export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

export const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Presses the form's save button ('সংরক্ষণ' unless named). */
export const save = (name = 'সংরক্ষণ') => fireEvent.click(screen.getByRole('button', { name }));

/** The message a field is described by (its hint aside), as a screen reader would read it. */
export function errorUnder(label: string): string | null {
  const ids = field(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((one) => one.endsWith('-error'));
  return (id && document.getElementById(id)?.textContent) || null;
}
