/**
 * The office selector as a person uses it, drawn plain: choosing another ministry empties the
 * office chosen under the old one (and its branch and post), and a level's message shows under its
 * own list, which alone is marked.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFICE_PATHS } from '../../../common/contracts/office.paths';
import { type OfficeSelection, OfficeSelector, type SelectorLevel } from './office-selector';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINISTRIES = [
  { id: 1, nameBn: 'তথ্য ও যোগাযোগ প্রযুক্তি বিভাগ', nameEn: 'ICT Division' },
  { id: 2, nameBn: 'স্বাস্থ্য সেবা বিভাগ', nameEn: 'Health Services Division' },
];
const OFFICES = [{ id: 10, nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী', nameEn: 'District ICT Office, Rajshahi' }];

function stubOptions() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = url.split('?')[0];
      const items =
        path === OFFICE_PATHS.options.ministries
          ? MINISTRIES
          : path === OFFICE_PATHS.options.offices
            ? OFFICES
            : [];
      return new Response(JSON.stringify({ success: true, data: { items, total: items.length } }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const LEVELS: SelectorLevel[] = ['ministry', 'office', 'section', 'post'];

function Selector({
  onChange,
  errors,
}: {
  onChange: (value: OfficeSelection) => void;
  errors?: Partial<Record<SelectorLevel, string>>;
}) {
  const [value, setValue] = useState<OfficeSelection>({
    ministryId: 1,
    officeId: 10,
    sectionId: 7,
    deskId: 9,
  });
  return (
    <QueryClientProvider client={new QueryClient()}>
      <OfficeSelector
        value={value}
        levels={LEVELS}
        idPrefix="test"
        errors={errors}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </QueryClientProvider>
  );
}

describe('the office selector', () => {
  it('empties the office, branch and post when another ministry is chosen', async () => {
    stubOptions();
    const changes: OfficeSelection[] = [];
    render(<Selector onChange={(value) => changes.push(value)} />);
    const office = screen.getByLabelText('অফিস') as HTMLInputElement;
    await waitFor(() => expect(office.value).toBe('জেলা আইসিটি কার্যালয়, রাজশাহী'));

    const ministry = screen.getByLabelText('মন্ত্রণালয়/বিভাগ');
    fireEvent.click(ministry);
    fireEvent.click(await screen.findByRole('option', { name: 'স্বাস্থ্য সেবা বিভাগ' }));

    expect(changes.at(-1)).toEqual({
      ministryId: 2,
      departmentId: null,
      officeId: null,
      sectionId: null,
      deskId: null,
    });
    expect(office.value).toBe('');
    expect((screen.getByLabelText('শাখা') as HTMLInputElement).disabled).toBe(true);
  });

  it("shows a level's message under its own list, and marks that list alone", () => {
    stubOptions();
    render(<Selector onChange={() => undefined} errors={{ post: 'পদবি আবশ্যক' }} />);
    const post = screen.getByLabelText('পদবি (পদ)');
    expect(post.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(post.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'পদবি আবশ্যক',
    );
    expect(screen.getByLabelText('অফিস').hasAttribute('aria-invalid')).toBe(false);
  });
});
