/** Calls of the sign-in module (SPEC.md §7 sign-in and session). */
import { useQuery } from '@tanstack/react-query';
import type {
  CaptchaResponse,
  LoginRequest,
  LoginResponse,
  SessionPayload,
  SessionProfile,
  SessionUser,
} from '../../../common/contracts/auth.contract';
import { AUTH_PATHS } from '../../../common/contracts/auth.paths';
import { api } from '../../lib/api';

export const authApi = {
  login: (body: LoginRequest) => api.post<LoginResponse>(AUTH_PATHS.login, body),
  logout: () => api.post<{ loggedOut: boolean }>(AUTH_PATHS.logout),
  session: (token?: string) => api.get<SessionPayload>(AUTH_PATHS.session, { token }),
  user: (token: string) => api.get<SessionUser>(AUTH_PATHS.user, { token }),
  profile: (token: string) => api.get<SessionProfile>(AUTH_PATHS.profile, { token }),
  switchDesk: (deskId: number) => api.post<SessionPayload>(AUTH_PATHS.activeRole, { deskId }),
};

export function useCaptcha() {
  return useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: () => api.get<CaptchaResponse>(AUTH_PATHS.captcha),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
