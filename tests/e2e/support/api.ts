/** Calls a journey makes behind the scenes, as an operator would: reading the SMS log as the super admin. */
import { baseUrl, DEMO_PASSWORD } from './browser';

async function superAdminToken(): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.gov.bd', password: DEMO_PASSWORD }),
  });
  return (await response.json()).data.access_token;
}

/** The one-time password in the latest SMS to a number, from the outbox. */
export async function latestOtpSentTo(mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/outbox?recipient=${mobile}&pageSize=1`, {
    headers: { authorization: `Bearer ${await superAdminToken()}` },
  });
  const { data } = await response.json();
  const code = /\d{6}/.exec(data.items[0]?.body ?? '')?.[0];
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
