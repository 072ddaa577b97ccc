/**
 * The API client: every call goes to /api with the bearer token from local storage 'st' (empty if
 * absent) and the interface language, and unwraps the `{ success, data }` envelope (SPEC.md §7).
 */
import { LOCAL_STORAGE_KEYS } from '../../common/constants';
import i18n from '../i18n';
import { markAvailable, markUnavailable, retryDelayOf } from './service-status';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors: { field: string; message: string }[] = [],
    /** For a 503: how long the server asked to wait before trying again. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized = () => {};
/** The auth module decides what a 401 means for the signed-in user (reset and go to /login). */
export function setUnauthorizedHandler(handler: Unauthorized): void {
  onUnauthorized = handler;
}

export interface RequestOptions {
  /** A token other than the stored one (automatic login uses the session-storage token). */
  token?: string;
  signal?: AbortSignal;
}

export async function apiRequest<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const token = options.token ?? localStorage.getItem(LOCAL_STORAGE_KEYS.token) ?? '';
  const headers: Record<string, string> = { 'accept-language': i18n.language === 'en' ? 'en' : 'bn' };
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, i18n.t('common:networkError'));
  }
  const payload = await response.json().catch(() => null);
  // Out of service for a while (the database away): the banner shows and reads retry themselves.
  const retryAfterMs =
    response.status === 503 ? retryDelayOf(response.headers.get('retry-after')) : undefined;
  if (retryAfterMs !== undefined) markUnavailable(retryAfterMs);
  else if (response.status < 500) markAvailable();
  if (!response.ok || !payload?.success) {
    if (response.status === 401 && token && !options.token) onUnauthorized();
    throw new ApiError(
      response.status,
      payload?.message ?? i18n.t('messages:error.internal'),
      payload?.errors,
      retryAfterMs,
    );
  }
  return payload.data as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, body ?? {}, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PUT', path, body ?? {}, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, body ?? {}, options),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, undefined, options),
};
