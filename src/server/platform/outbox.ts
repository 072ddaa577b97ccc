/**
 * The outbox: every SMS (and e-mail) is written here first, then handed to the configured sender.
 * The row never holds a message's secret (a one-time password is stored masked), so nobody who
 * reads the outbox can take over an account with it. An HTTP gateway delivers when SMS_GATEWAY_URL
 * is set; otherwise messages are appended to a file on the server's own disk (see README).
 */
import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from './platform.table';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  recipient: string;
  body: string;
  purpose: string;
  /** Text in the body that must not be kept (a one-time password): the outbox stores it masked. */
  secret?: string;
}

export const MASK = '••••••';

/** The body as the outbox keeps it: the secret replaced by a mask. */
export const storedBody = (message: OutgoingMessage) =>
  message.secret ? message.body.replaceAll(message.secret, MASK) : message.body;

export interface MessageSender {
  /** 'recorded' senders keep messages for reading; 'gateway' senders deliver them. */
  kind: 'recorded' | 'gateway';
  send(message: OutgoingMessage): Promise<void>;
}

/**
 * Without a gateway: each message goes to one line of a file on the server's disk, readable only by
 * whoever runs the server (development and demos read one-time passwords there).
 */
export function fileSender(filePath: string): MessageSender {
  return {
    kind: 'recorded',
    async send(message) {
      await mkdir(path.dirname(filePath), { recursive: true });
      const line = {
        at: new Date().toISOString(),
        to: message.recipient,
        purpose: message.purpose,
        body: message.body,
      };
      await appendFile(filePath, `${JSON.stringify(line)}\n`, { mode: 0o600 });
    },
  };
}

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
  const { secret: _secret, ...kept } = message;
  const [row] = await db
    .insert(outbox)
    .values({ ...kept, body: storedBody(message) })
    .returning({ id: outbox.id });
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
