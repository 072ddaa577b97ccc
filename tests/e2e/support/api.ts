/** Calls a journey makes behind the scenes: reading the phone's SMS and resetting a password through the API. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';
import { baseUrl, DEMO_PASSWORD } from './browser';

/**
 * The one-time password in the latest SMS to a number. Without a gateway the server writes each
 * message to a file in its data folder; the outbox itself keeps codes masked.
 */
export async function latestOtpSentTo(mobile: string): Promise<string> {
  const lines = (await readFile(path.join(inject('dataDir'), 'sms-outbox.jsonl'), 'utf8')).trim().split('\n');
  const messages = lines.map((line) => JSON.parse(line) as { to: string; body: string });
  const code = /\d{6}/.exec(messages.findLast((message) => message.to === mobile)?.body ?? '')?.[0];
  if (!code) throw new Error(`no OTP was sent to ${mobile}`);
  return code;
}

async function post(path: string, body: object): Promise<{ data: { otpId: string } }> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** Puts a demo account's password back through the reset API, so journeys leave the data as they found it. */
export async function resetPasswordThroughApi(mobile: string, password = DEMO_PASSWORD): Promise<void> {
  const { data } = await post('/api/auth/password-reset/otp', { mobile });
  await post('/api/auth/password-reset/otp/verify', {
    otpId: data.otpId,
    code: await latestOtpSentTo(mobile),
  });
  await post('/api/auth/password-reset', { otpId: data.otpId, mobile, password, confirmPassword: password });
}
