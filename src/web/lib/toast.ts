/**
 * Toasts (SPEC.md §2, §9): success, error, info, warning; bottom right; 4000 ms; dismissible; pause on
 * hover. A toast raised before the app has mounted waits in a queue retried every 250 ms.
 */
import type { NotificationInstance } from 'antd/es/notification/interface';
import { TOAST_DURATION_MS, TOAST_RETRY_MS } from '../../common/constants';

export type ToastType = 'success' | 'error' | 'info' | 'warning';

let notifier: NotificationInstance | null = null;
const queue: { type: ToastType; text: string }[] = [];
let retryTimer: ReturnType<typeof setTimeout> | null = null;

export function bindToasts(instance: NotificationInstance | null): void {
  notifier = instance;
}

function flush(): void {
  retryTimer = null;
  if (!notifier) {
    retryTimer = setTimeout(flush, TOAST_RETRY_MS);
    return;
  }
  for (const item of queue.splice(0)) {
    notifier[item.type]({
      title: item.text,
      placement: 'bottomRight',
      duration: TOAST_DURATION_MS / 1000,
      closable: true,
      pauseOnHover: true,
      className: `toast-${item.type}`,
    });
  }
}

export function toast(type: ToastType, text: string): void {
  queue.push({ type, text });
  if (!retryTimer) flush();
}
