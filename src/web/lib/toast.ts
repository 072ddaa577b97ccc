/**
 * Toasts (SPEC.md §2, §9): success, error, info, warning; bottom right; 4000 ms; dismissible; pause on
 * hover. A toast raised before its host has mounted (the host loads with the first toast) waits in
 * a queue retried every 250 ms. Each toast
 * is also said by the live regions (announce.ts): errors and warnings at once, the others politely.
 */
import type { NotificationInstance } from 'antd/es/notification/interface';
import { TOAST_DURATION_MS, TOAST_RETRY_MS } from '../../common/constants';
import i18n from '../i18n';
import { A11Y_NAMESPACE } from './a11y.i18n';
import { announce } from './announce';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

let notifier: NotificationInstance | null = null;
const queue: { type: ToastType; text: string }[] = [];
let retryTimer: ReturnType<typeof setTimeout> | null = null;

let hostNeeded: (() => void) | null = null;

export function bindToasts(instance: NotificationInstance | null): void {
  notifier = instance;
}

/** The app mounts the toasts' host (and loads the UI kit's notifications) when the first toast comes. */
export function onToastHostNeeded(listener: () => void): () => void {
  hostNeeded = listener;
  if (queue.length > 0) listener();
  return () => {
    if (hostNeeded === listener) hostNeeded = null;
  };
}

function flush(): void {
  retryTimer = null;
  if (!notifier) {
    hostNeeded?.();
    retryTimer = setTimeout(flush, TOAST_RETRY_MS);
    return;
  }
  for (const item of queue.splice(0)) {
    notifier[item.type]({
      title: item.text,
      placement: 'bottomRight',
      duration: TOAST_DURATION_MS / 1000,
      closable: { 'aria-label': i18n.t(`${A11Y_NAMESPACE}:close`) },
      pauseOnHover: true,
      className: `toast-${item.type}`,
      // The live regions say it; the toast itself stays quiet, so it is not said twice.
      role: 'status',
      props: { 'aria-live': 'off' } as Record<string, string>,
    });
    announce(item.text, item.type === 'error' || item.type === 'warning' ? 'assertive' : 'polite');
  }
}

export function toast(type: ToastType, text: string): void {
  queue.push({ type, text });
  if (!retryTimer) flush();
}
