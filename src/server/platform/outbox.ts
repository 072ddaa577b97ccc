/**
 * The outbox: every SMS (and e-mail) is written here first, then handed to the configured sender.
 * The default sender only records, so development and tests can read one-time passwords; an HTTP
 * gateway sender is configured with SMS_GATEWAY_URL (see README).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from './platform.table';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  purpose: string;
}

export interface MessageSender {
  /** 'recorded' senders keep messages for reading; 'gateway' senders deliver them. */
  kind: 'recorded' | 'gateway';
  send(message: OutgoingMessage): Promise<void>;
}

export const recordingSender: MessageSender = { kind: 'recorded', send: async () => {} };

export interface SmsGatewayConfig {
  url: string;
  token?: string;
  senderId?: string;
}

/** Posts `{ to, message, sender }` as JSON with an optional bearer token; any non-2xx is a failure. */
export function httpSmsSender(config: SmsGatewayConfig): MessageSender {
  return {
    kind: 'gateway',
    async send(message) {
      const response = await fetch(config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(config.token && { authorization: `Bearer ${config.token}` }),
        },
        body: JSON.stringify({ to: message.recipient, message: message.body, sender: config.senderId }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`gateway answered ${response.status}`);
    },
  };
}

/** Records the message, then sends it; the row says whether it went out. Returns false on failure. */
export async function sendMessage(db: Db, sender: MessageSender, message: OutgoingMessage): Promise<boolean> {
  const [row] = await db.insert(outbox).values(message).returning({ id: outbox.id });
  try {
    await sender.send(message);
    await db
      .update(outbox)
      .set({ status: sender.kind === 'gateway' ? 'sent' : 'recorded', sentAt: new Date() })
      .where(eq(outbox.id, row.id));
    return true;
  } catch (error) {
    await db
      .update(outbox)
      .set({ status: 'failed', error: String((error as Error).message).slice(0, 500) })
      .where(eq(outbox.id, row.id));
    return false;
  }
}
