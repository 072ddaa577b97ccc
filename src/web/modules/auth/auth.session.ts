/**
 * Session life cycle in the browser (SPEC.md §4): restore at start, automatic login from the
 * session-storage token, other tabs, role switch and logout.
 */
import { AUTH_STORE_KEY, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../../../common/constants';
import { setUnauthorizedHandler } from '../../lib/api';
import { hasStoredSession, type Session, useAuthStore } from '../../lib/auth-store';
import { queryClient } from '../../lib/query-client';
import { authApi } from './auth.api';

const CHANNEL_NAME = 'karjaloy-auth';
let channel: BroadcastChannel | null = null;
let goToLogin: () => void = () => {};

/** Resets this tab's session and shows the login page. */
function signedOutHere(): void {
  useAuthStore.getState().clear();
  queryClient.clear();
  goToLogin();
}

/** App start: the stored session if token and user are both there, else the automatic login. */
export async function bootstrapSession(): Promise<void> {
  if (hasStoredSession()) {
    if (useAuthStore.getState().session) {
      // Show the stored session at once, and take what changed on the server meanwhile (a desk
      // granted, flags, site permissions); a revoked token signs out through the 401 handler.
      void refreshSession();
      return;
    }
    await restoreFromToken(localStorage.getItem(LOCAL_STORAGE_KEYS.token) ?? '');
    return;
  }
  if (useAuthStore.getState().session) useAuthStore.getState().clear();
  await automaticLogin();
}

async function refreshSession(): Promise<void> {
  const token = useAuthStore.getState().session?.token;
  if (!token) return;
  try {
    const payload = await authApi.session();
    const stored = useAuthStore.getState().session;
    if (stored?.token !== token) return;
    const fresh = { token, ...payload };
    // Mostly nothing changed: the screens drawn from the stored copy are not all drawn again.
    if (JSON.stringify(fresh) !== JSON.stringify(stored)) useAuthStore.getState().setSession(fresh);
  } catch {
    // Offline: keep working with the stored session.
  }
}

async function restoreFromToken(token: string): Promise<void> {
  try {
    const payload = await authApi.session(token);
    useAuthStore.getState().setSession({ token, ...payload });
  } catch {
    useAuthStore.getState().clear();
  }
}

/** SPEC.md §7: the user endpoint with the session-storage token; its id is kept as 'sub'. Silent on failure. */
export async function automaticLogin(): Promise<void> {
  const token = sessionStorage.getItem(SESSION_STORAGE_KEYS.token);
  if (!token) return;
  try {
    const user = await authApi.user(token);
    sessionStorage.setItem(SESSION_STORAGE_KEYS.userId, String(user.id));
    await authApi.profile(token);
    const payload = await authApi.session(token);
    useAuthStore.getState().setSession({ token, ...payload });
  } catch {
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.token);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.userId);
  }
}

/** Listens to other tabs: a token added there signs in here; removed, or a logout broadcast, signs out. */
export function startSessionSync(onSignedOut: () => void): () => void {
  goToLogin = onSignedOut;
  setUnauthorizedHandler(signedOutHere);
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== localStorage) return;
    if (event.key === LOCAL_STORAGE_KEYS.token && !event.newValue && useAuthStore.getState().session) {
      signedOutHere();
    } else if (event.key === AUTH_STORE_KEY && event.newValue) {
      // Another tab signed in or switched desk: take its session as ours.
      void useAuthStore.persist.rehydrate();
      queryClient.invalidateQueries();
    }
  };
  window.addEventListener('storage', onStorage);
  channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  if (channel) channel.onmessage = (event) => event.data === 'logout' && signedOutHere();
  return () => {
    window.removeEventListener('storage', onStorage);
    channel?.close();
    channel = null;
  };
}

export function signIn(session: Session): void {
  useAuthStore.getState().setSession(session);
  queryClient.clear();
}

/** Revokes the token on the server (best effort), clears every key, and tells the other tabs. */
export async function logout(): Promise<void> {
  try {
    await authApi.logout();
  } catch {
    // Already revoked or offline: the local sign-out still happens.
  }
  channel?.postMessage('logout');
  signedOutHere();
}

export async function switchDesk(deskId: number): Promise<void> {
  const session = useAuthStore.getState().session;
  if (!session) return;
  const payload = await authApi.switchDesk(deskId);
  useAuthStore.getState().setSession({ token: session.token, ...payload });
  // Every cached list belonged to the previous desk's office. Not waited for: the caller moves on
  // (home) at once, with the new desk's name, rather than after the lists it leaves have reloaded;
  // a list that fails to reload says so itself.
  queryClient.resetQueries().catch(() => undefined);
}
