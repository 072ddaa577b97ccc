/** A 503 from the API shows the outage banner; the next good answer takes it away. */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from '../../lib/api';
import { useServiceStatus } from '../../lib/service-status';
import { ServiceBanner } from './service-banner';

const reply = (status: number, body: object, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useServiceStatus.setState({ unavailable: false });
});

describe('the outage banner', () => {
  it('shows on a 503 with the wait the server asked for, and goes on the next good answer', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    fetch.mockResolvedValueOnce(
      reply(503, { success: false, message: 'সাময়িকভাবে সেবা বন্ধ আছে' }, { 'retry-after': '2' }),
    );
    render(<ServiceBanner />);
    const error = await api.get('/api/office/offices').catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, retryAfterMs: 2000, message: 'সাময়িকভাবে সেবা বন্ধ আছে' });
    expect((await screen.findByTestId('service-banner')).textContent).toContain('সাময়িকভাবে সেবা বন্ধ আছে');

    fetch.mockResolvedValueOnce(reply(200, { success: true, data: [] }));
    await act(() => api.get('/api/office/offices'));
    expect(screen.queryByTestId('service-banner')).toBeNull();
  });
});
