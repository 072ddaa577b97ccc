/**
 * Whether the server said it is temporarily out of service (503, the database away): the banner
 * shows while it is, reads are retried after the server's Retry-After, and the first answer that
 * succeeds clears it.
 */
import { create } from 'zustand';

/** Retry-After is capped, so a long outage is still tried at least twice a minute. */
const MAX_RETRY_MS = 30_000;
const DEFAULT_RETRY_MS = 5_000;

interface ServiceStatus {
  unavailable: boolean;
  retryAfterMs: number;
}

export const useServiceStatus = create<ServiceStatus>(() => ({
  unavailable: false,
  retryAfterMs: DEFAULT_RETRY_MS,
}));

/** The delay a Retry-After header asks for (seconds), bounded. */
export function retryDelayOf(header: string | null): number {
  const seconds = Number(header);
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_RETRY_MS;
  return Math.min(seconds * 1000, MAX_RETRY_MS);
}

export function markUnavailable(retryAfterMs: number): void {
  const state = useServiceStatus.getState();
  if (!state.unavailable || state.retryAfterMs !== retryAfterMs)
    useServiceStatus.setState({ unavailable: true, retryAfterMs });
}

export function markAvailable(): void {
  if (useServiceStatus.getState().unavailable) useServiceStatus.setState({ unavailable: false });
}
