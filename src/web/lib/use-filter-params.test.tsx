import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFilterParams } from './use-filter-params';

function Filters({ onChange }: { onChange: () => void }) {
  const { filters, setFilter, setFilters } = useFilterParams(['status', 'year', 'month'], onChange);
  const location = useLocation();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="status">{filters.status ?? 'none'}</output>
      <button
        type="button"
        onClick={() => {
          // Two selects changed before the router writes the first into the address.
          setFilter('status', 'pending');
          setFilter('year', 2026);
        }}
      >
        two
      </button>
      <button type="button" onClick={() => setFilters({ year: 2025, month: null })}>
        period
      </button>
      <button type="button" onClick={() => setFilter('status', '', true)}>
        all
      </button>
      <button type="button" onClick={() => setFilter('status', 'done')}>
        finished
      </button>
      <Link to="/list?status=done&month=4">april</Link>
    </>
  );
}

const renderAt = (path: string, onChange = vi.fn()) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Filters onChange={onChange} />
    </MemoryRouter>,
  );

describe('filters kept in the address', () => {
  afterEach(cleanup);

  it('keeps both of two filters changed one after the other, going back to the first page each time', () => {
    const onChange = vi.fn();
    renderAt('/list?q=x', onChange);
    fireEvent.click(screen.getByText('two'));
    expect(screen.getByLabelText('address').textContent).toBe('?q=x&status=pending&year=2026');
    expect(screen.getByLabelText('status').textContent).toBe('pending');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('sets and removes several keys in one change', () => {
    renderAt('/list?year=2026&month=3&status=done');
    fireEvent.click(screen.getByText('period'));
    expect(screen.getByLabelText('address').textContent).toBe('?year=2025&status=done');
  });

  it('starts from the address a link gave, after a filter was set to the value it had', () => {
    renderAt('/list?status=done');
    fireEvent.click(screen.getByText('finished'));
    fireEvent.click(screen.getByText('april'));
    fireEvent.click(screen.getByText('two'));
    expect(screen.getByLabelText('address').textContent).toBe('?status=pending&month=4&year=2026');
  });

  it('keeps an empty value where the list has a default filter', () => {
    renderAt('/list?status=pending');
    fireEvent.click(screen.getByText('all'));
    expect(screen.getByLabelText('address').textContent).toBe('?status=');
    expect(screen.getByLabelText('status').textContent).toBe('none');
  });
});
