/**
 * The leave history in the browser: an office admin switches between their own leave and the whole
 * office's, the choice kept in the address; the name search belongs to the office's list only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addModuleTranslations } from '../../../i18n';
import { stubApi } from '../../../testing/api-stub';
import { leaveBn, leaveEn } from '../leave.i18n';
import LeaveHistoryPage from './leave-history.page';

vi.mock('../../../lib/use-session', () => ({ useSubject: () => ({ activeRole: { OfficeId: 10 } }) }));
vi.mock('../../../../common/permissions', async (original) => ({
  ...(await original<object>()),
  canSeeOfficeLeaveHistory: () => true,
}));

beforeAll(() => {
  addModuleTranslations('leave', { bn: leaveBn, en: leaveEn });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderAt(path: string) {
  const fetch = stubApi(() => ({ items: [], total: 0 }));
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <LeaveHistoryPage />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

describe('the leave history', () => {
  it('drops the office’s name search with the office’s list, and keeps the other filters', async () => {
    const fetch = renderAt('/leavehistory?scope=office&search=রহিম&status=approved');
    expect((screen.getByPlaceholderText(leaveBn.searchName) as HTMLInputElement).value).toBe('রহিম');

    fireEvent.click(screen.getByRole('button', { name: leaveBn.scopeMine }));
    expect(screen.getByTestId('address').textContent).toBe('?status=approved');
    expect(screen.queryByPlaceholderText(leaveBn.searchName)).toBeNull();
    expect(screen.getByRole('button', { name: leaveBn.scopeMine }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => {
      const last = String(fetch.mock.calls.at(-1)?.[0]);
      expect(last).toContain('/api/leave/history?');
      expect(last).toContain('status=approved');
      expect(last).not.toContain('search=');
      expect(last).not.toContain('scope=');
    });

    fireEvent.click(screen.getByRole('button', { name: leaveBn.scopeOffice }));
    expect(screen.getByTestId('address').textContent).toBe('?status=approved&scope=office');
    expect((screen.getByPlaceholderText(leaveBn.searchName) as HTMLInputElement).value).toBe('');
  });
});
