/** Every list's table: named by its caption, with header cells, saying when it loads, paged. */
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../lib/announce';
import { pagesAround } from './data-pager';
import { DataTable } from './data-table';

afterEach(cleanup);

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

  it('pages rows it was given ten at a time, in Bangla digits', () => {
    const many = Array.from({ length: 23 }, (_, index) => ({
      id: index + 1,
      name: `অফিস ${index + 1}`,
      district: '',
    }));
    render(<DataTable label="অফিসের তালিকা" rowKey="id" columns={columns} dataSource={many} />);
    const names = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0].textContent);
    expect(names()).toHaveLength(10);
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ১' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    expect(names()).toEqual(['অফিস 21', 'অফিস 22', 'অফিস 23']);
    expect((screen.getByRole('button', { name: 'পরের পৃষ্ঠা' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'আগের পৃষ্ঠা' }));
    expect(names()[0]).toBe('অফিস 11');
  });

  it("asks the server's list for another page and size, and shows its total", () => {
    const asked: [number, number][] = [];
    render(
      <DataTable
        label="অফিসের তালিকা"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        pagination={{
          current: 4,
          pageSize: 20,
          total: 1500,
          showSizeChanger: true,
          onChange: (page, size) => asked.push([page, size]),
          showTotal: (total) => `মোট ${total}`,
        }}
      />,
    );
    expect(screen.getByText('মোট 1500')).toBeTruthy();
    // The first, the last and two on each side of page 4, gaps between.
    const pages = screen.getAllByRole('button', { name: /^পৃষ্ঠা/ }).map((button) => button.textContent);
    expect(pages).toEqual(['১', '২', '৩', '৪', '৫', '৬', '৭৫']);
    fireEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৭৫' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'প্রতি পৃষ্ঠায় সারি' }), { target: { value: '50' } });
    expect(asked).toEqual([
      [75, 20],
      [1, 50],
    ]);
  });

  it('says the empty text, opens a row for its details, and shows a summary row', () => {
    const { rerender } = render(
      <DataTable
        label="অফিসের তালিকা"
        rowKey="id"
        columns={columns}
        dataSource={[]}
        locale={{ emptyText: 'কোনো অফিস নেই' }}
      />,
    );
    expect(screen.getByText('কোনো অফিস নেই')).toBeTruthy();
    rerender(
      <DataTable
        label="অফিসের তালিকা"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        expandable={{ expandedRowRender: (row) => `বিস্তারিত: ${row.name}` }}
        summary={() => (
          <tr>
            <th scope="row">মোট</th>
            <td>১</td>
          </tr>
        )}
      />,
    );
    const open = screen.getByRole('button', { name: 'বিস্তারিত' });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText('বিস্তারিত: জেলা আইসিটি কার্যালয়')).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'মোট' })).toBeTruthy();
  });
});

describe('pagesAround', () => {
  it('offers the first, the last and two either side of the current page', () => {
    expect(pagesAround(1, 1)).toEqual([1]);
    expect(pagesAround(1, 10)).toEqual([1, 2, 3, null, 10]);
    expect(pagesAround(6, 12)).toEqual([1, null, 4, 5, 6, 7, 8, null, 12]);
    expect(pagesAround(12, 12)).toEqual([1, null, 10, 11, 12]);
  });
});
