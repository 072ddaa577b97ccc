/**
 * A signed-in person opening the app: the stored session shows at once and the server's copy is
 * asked for behind it; only a copy that differs replaces it (every screen reads the session).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Session, useAuthStore } from '../../lib/auth-store';
import { stubApi } from '../../testing/api-stub';
import { bootstrapSession } from './auth.session';

const stored = {
  token: 'token-7',
  user: { id: 7, name: 'Kamrul Hasan', email: 'officeadmin@demo.gov.bd' },
  isSuperAdmin: false,
  isSupportAdmin: false,
  supportLevel: 0,
  profile: [{ id: 7, KnownAs: 'Kamrul Hasan', KnownAsBangla: 'কামরুল হাসান', PhotoUrl: null }],
  userrole: [{ DeskId: 21, OfficeId: 10, IsOfficeAdmin: true }],
  sitePermissions: {},
  fixedData: {},
  examDeskPermission: null,
  grants: [],
} as unknown as Session;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useAuthStore.getState().setSession(stored);
});
afterEach(() => vi.unstubAllGlobals());

/** Starts the app's session and waits for the server's copy to be taken in. */
async function start(answer: unknown) {
  const fetch = stubApi(() => answer);
  await bootstrapSession();
  await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('a stored session at start', () => {
  it('stays the same object when the server says the same', async () => {
    const before = useAuthStore.getState().session;
    const { token: _token, ...payload } = stored;
    await start(payload);
    expect(useAuthStore.getState().session).toBe(before);
  });

  it('is replaced when the server says something new (a grant given meanwhile)', async () => {
    const { token: _token, ...payload } = stored;
    await start({ ...payload, grants: ['report|read'] });
    expect(useAuthStore.getState().session?.grants).toEqual(['report|read']);
    expect(useAuthStore.getState().session?.token).toBe('token-7');
  });
});
