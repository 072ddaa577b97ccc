/** Every list's table: named by its caption, with header cells, saying when it loads. */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/announce';
import { DataTable } from './data-table';

afterEach(cleanup);

// jsdom has no layout and no ResizeObserver, which antd's scrolling table asks for.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const columns = [
  { title: 'অফিসের নাম', dataIndex: 'name' },
  { title: 'জেলা', dataIndex: 'district' },
];
const rows = [{ id: 1, name: 'জেলা আইসিটি কার্যালয়', district: 'রাজশাহী' }];

describe('<DataTable>', () => {
  it('is a table named by its caption, with a header cell per column', () => {
    render(<DataTable label="অফিসের তালিকা" rowKey="id" columns={columns} dataSource={rows} />);
    const table = screen.getByRole('table', { name: 'অফিসের তালিকা' });
    expect(table.querySelector('caption')?.textContent).toBe('অফিসের তালিকা');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['অফিসের নাম', 'জেলা']);
  });

  it('says that it is loading, then that the list is up to date', () => {
    const { rerender } = render(
      <DataTable label="অফিসের তালিকা" rowKey="id" columns={columns} dataSource={rows} loading />,
    );
    expect(screen.getByRole('status').textContent).toBe('লোড হচ্ছে…');
    rerender(
      <DataTable label="অফিসের তালিকা" rowKey="id" columns={columns} dataSource={rows} loading={false} />,
    );
    expect(screen.getByRole('status').textContent).toBe('তালিকা হালনাগাদ হয়েছে');
  });
});
