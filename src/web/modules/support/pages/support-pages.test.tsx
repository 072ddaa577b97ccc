/**
 * The support screens in the browser, drawn without the UI kit: the queue's filters go to the server
 * and stay in the address, the new-ticket form comes with the kit when asked for, and a ticket shows
 * its thread while the desk's status changes ask for a reason only where one is needed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TicketDetail, TicketSummary } from '../../../../common/contracts/support.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { type Session, useAuthStore } from '../../../lib/auth-store';
import { supportBn, supportEn } from '../support.i18n';
import AdminSupportDetailPage from './admin-support-detail.page';
import AdminSupportsPage from './admin-supports.page';
import SupportPage from './support.page';

beforeAll(() => {
  addModuleTranslations('support', { bn: supportBn, en: supportEn });
  // jsdom has no ResizeObserver, which antd's text areas watch.
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  act(() => useAuthStore.setState({ session: null }));
  await act(() => i18n.changeLanguage('bn'));
});

const PERSON = { userId: 7, nameBn: 'রহিম উদ্দিন', nameEn: 'Rahim Uddin' };
const DESK = { userId: 3, nameBn: 'সহায়তা ডেস্ক', nameEn: 'Support desk' };

const SUMMARY = {
  id: 12,
  reason: 'others',
  status: 2,
  level: 1,
  excerpt: 'প্রতিবেদনের পাতা সাদা হয়ে যাচ্ছে',
  requester: PERSON,
  office: { id: 10, nameBn: 'জেলা কার্যালয়', nameEn: 'District office' },
  assignee: null,
  responseDueAt: null,
  firstResponseAt: null,
  overdue: true,
  createdAt: '2026-11-20T04:00:00.000Z',
  updatedAt: '2026-11-20T04:00:00.000Z',
} satisfies TicketSummary;

const TICKET = {
  ...SUMMARY,
  status: 1,
  description: 'প্রতিবেদনের পাতা সাদা হয়ে যাচ্ছে, জমা দেওয়া যায় না।',
  statusReason: null,
  resolvedAt: null,
  replies: [
    {
      id: 1,
      author: DESK,
      fromDesk: true,
      internal: true,
      body: 'লগে টাইমআউট দেখা গেছে।',
      createdAt: '2026-11-20T05:00:00.000Z',
    },
  ],
  attachments: [],
  can: {
    reply: false,
    note: false,
    work: true,
    escalate: false,
    reopen: false,
    attach: false,
    moveTo: [2, 4],
  },
} satisfies TicketDetail;

const deskSession = {
  token: 'token',
  user: {
    id: 3,
    name: 'Desk',
    email: 'support@demo.gov.bd',
    email_verified_at: null,
    created_at: '',
    updated_at: '',
  },
  isSuperAdmin: false,
  isSupportAdmin: true,
  supportLevel: 1,
  profile: [],
  userrole: [],
  sitePermissions: {},
  fixedData: { isNidVerificationEnabled: false },
  examDeskPermission: null,
} as unknown as Session;

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

/** Answers every read with `data`, by the start of its path; writes answer the ticket. */
function renderAt(path: string, routes: Record<string, ReactElement>, data: Record<string, unknown>) {
  const fetch = vi.fn(async (url: string) => {
    const found = Object.keys(data).find((prefix) => String(url).startsWith(prefix));
    return new Response(JSON.stringify({ success: true, data: found ? data[found] : TICKET }));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          {Object.entries(routes).map(([route, element]) => (
            <Route key={route} path={route} element={element} />
          ))}
        </Routes>
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const calls = (fetch: ReturnType<typeof vi.fn>, prefix: string) =>
  fetch.mock.calls
    .map(([url, init]) => ({ url: String(url), init }))
    .filter(({ url }) => url.startsWith(prefix));

describe('the support desk’s queue', () => {
  it('filters by status, level, reason, assignee and overdue on the server and keeps them in the address', async () => {
    const fetch = renderAt(
      '/admin-supports',
      { '/admin-supports': <AdminSupportsPage /> },
      { '/api/support/queue': { items: [SUMMARY], total: 1 } },
    );
    await screen.findByRole('link', { name: SUMMARY.excerpt });
    expect(screen.getByText(supportBn.overdue).closest('[data-overdue="yes"]')).toBeTruthy();
    expect(document.querySelector('[data-status="2"]')?.textContent).toBe(supportBn.status_2);

    fireEvent.change(screen.getByRole('combobox', { name: supportBn.status }), { target: { value: '1' } });
    fireEvent.change(screen.getByRole('combobox', { name: supportBn.level }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: supportBn.reason }), {
      target: { value: 'leave' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: supportBn.assignee }), {
      target: { value: 'none' },
    });
    const overdue = screen.getByRole('switch', { name: supportBn.overdueOnly });
    fireEvent.click(overdue);
    expect(overdue.getAttribute('aria-checked')).toBe('true');

    const address = screen.getByTestId('address').textContent ?? '';
    for (const part of ['status=1', 'level=2', 'reason=leave', 'assigned=none', 'overdue=yes'])
      expect(address).toContain(part);
    await waitFor(() => expect(calls(fetch, '/api/support/queue').at(-1)?.url).toContain('overdue=yes'));
    const read = calls(fetch, '/api/support/queue').at(-1)?.url ?? '';
    for (const part of ['status=1', 'level=2', 'reason=leave', 'assigned=none']) expect(read).toContain(part);

    // "All statuses" takes the filter away again.
    fireEvent.change(screen.getByRole('combobox', { name: supportBn.status }), { target: { value: '' } });
    expect(screen.getByTestId('address').textContent).not.toContain('status=');
  });
});

describe('the caller’s own tickets', () => {
  it('lists them plain and opens the new-ticket form with the kit when asked', async () => {
    renderAt(
      '/support?status=2',
      { '/support': <SupportPage /> },
      { '/api/support/tickets': { items: [SUMMARY], total: 1 } },
    );
    await screen.findByRole('link', { name: SUMMARY.excerpt });
    expect((screen.getByRole('combobox', { name: supportBn.status }) as HTMLSelectElement).value).toBe('2');
    expect(screen.queryByRole('button', { name: supportBn.openTicket })).toBeNull();

    // The button's name also holds its icon's.
    fireEvent.click(screen.getByRole('button', { name: new RegExp(supportBn.newTicket) }));
    await screen.findByRole('button', { name: supportBn.openTicket }, { timeout: 30_000 });
    expect(screen.getByLabelText(supportBn.description)).toBeTruthy();
  }, 40_000);
});

describe('a ticket on the desk', () => {
  it('shows its thread, starts work at once and asks why before cancelling', async () => {
    act(() => useAuthStore.setState({ session: deskSession }));
    const fetch = renderAt(
      '/admin-support-details/12',
      { '/admin-support-details/:id': <AdminSupportDetailPage /> },
      { '/api/support/admins': [{ ...DESK, level: 1 }], '/api/support/tickets/12': TICKET },
    );
    await screen.findByTestId('ticket');
    const reply = screen.getByTestId('reply');
    expect(reply.dataset.internal).toBe('yes');
    expect(reply.textContent).toContain('লগে টাইমআউট দেখা গেছে।');

    fireEvent.click(screen.getByRole('button', { name: supportBn.moveTo_2 }));
    await waitFor(() => expect(calls(fetch, '/api/support/tickets/12/status')).toHaveLength(1));
    const [moved] = calls(fetch, '/api/support/tickets/12/status');
    expect(JSON.parse(String(moved?.init?.body))).toEqual({ status: 2 });

    fireEvent.click(screen.getByRole('button', { name: supportBn.moveTo_4 }));
    await screen.findByLabelText(supportBn.reasonFor_4, undefined, { timeout: 30_000 });
    expect(calls(fetch, '/api/support/tickets/12/status')).toHaveLength(1);
  }, 40_000);
});
