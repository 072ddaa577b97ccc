/**
 * The signed-in session: a zustand store persisted under 'auth-store', mirrored into the local
 * storage keys SPEC.md §9 names, so other parts (and other tabs) can read them as specified.
 */
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { AUTH_STORE_KEY, LOCAL_STORAGE_KEYS, SESSION_STORAGE_KEYS } from '../../common/constants';
import type { LoginResponse, SessionPayload } from '../../common/contracts/auth.contract';

export interface Session extends SessionPayload {
  token: string;
}

interface AuthState {
  session: Session | null;
  setSession(session: Session): void;
  clear(): void;
}

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      session: null,
      setSession: (session) => {
        writeSessionKeys(session);
        set({ session });
      },
      clear: () => {
        clearSessionKeys();
        set({ session: null });
      },
    }),
    { name: AUTH_STORE_KEY, storage: createJSONStorage(() => localStorage) },
  ),
);

export function sessionFromLogin({
  access_token,
  expires_at: _expiresAt,
  ...payload
}: LoginResponse): Session {
  return { token: access_token, ...payload };
}

/** Writes the SPEC.md §9 keys: the token as it is, everything else as JSON. */
export function writeSessionKeys(session: Session): void {
  const activeRole = session.userrole[0];
  const values: Record<keyof typeof LOCAL_STORAGE_KEYS, unknown> = {
    token: session.token,
    // SPEC.md §3 "Locally stored user info: name, email, avatar": the avatar is the profile photo.
    user: { ...session.user, avatar: session.profile[0]?.PhotoUrl ?? null },
    profile: session.profile[0] ?? null,
    activeRole,
    isSuperAdmin: session.isSuperAdmin,
    isSupportAdmin: session.isSupportAdmin,
    supportLevel: session.supportLevel,
    sitePermissions: session.sitePermissions,
    fixedData: session.fixedData,
    examDeskPermission: session.examDeskPermission,
    isOfficeAdmin: activeRole?.IsOfficeAdmin ?? false,
  };
  for (const [name, key] of Object.entries(LOCAL_STORAGE_KEYS)) {
    const value = values[name as keyof typeof LOCAL_STORAGE_KEYS];
    localStorage.setItem(key, name === 'token' ? String(value) : JSON.stringify(value));
  }
  sessionStorage.setItem(SESSION_STORAGE_KEYS.token, session.token);
}

export function clearSessionKeys(): void {
  for (const key of Object.values(LOCAL_STORAGE_KEYS)) localStorage.removeItem(key);
  localStorage.removeItem(AUTH_STORE_KEY);
  for (const key of Object.values(SESSION_STORAGE_KEYS)) sessionStorage.removeItem(key);
}

/** SPEC.md §4: a session is restored only when both a stored token and a stored user exist. */
export function hasStoredSession(): boolean {
  return Boolean(
    localStorage.getItem(LOCAL_STORAGE_KEYS.token) && localStorage.getItem(LOCAL_STORAGE_KEYS.user),
  );
}
