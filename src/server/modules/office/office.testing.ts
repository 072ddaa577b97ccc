/** Test support for the office module's route tests: signed-in calls in one line. */
import type { TestApp } from '../../testing/test-app';

// biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON a route returned
type Json = any;

export interface Caller {
  get(url: string): Promise<{ status: number; body: Json }>;
  post(url: string, payload?: object): Promise<{ status: number; body: Json }>;
  put(url: string, payload?: object): Promise<{ status: number; body: Json }>;
  patch(url: string, payload?: object): Promise<{ status: number; body: Json }>;
  delete(url: string): Promise<{ status: number; body: Json }>;
}

/** Calls as the demo account `email` (or anonymously with null), in Bangla unless `lang` is 'en'. */
export async function callerFor(t: TestApp, email: string | null, lang: 'bn' | 'en' = 'bn'): Promise<Caller> {
  const token = email ? await t.tokenFor(email) : null;
  const headers = { ...(token && { authorization: `Bearer ${token}` }), 'accept-language': lang };
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const response = await t.app.inject({ method, url, headers, ...(payload && { payload }) });
    return { status: response.statusCode, body: response.json() };
  };
  return {
    get: (url) => send('GET', url),
    post: (url, payload = {}) => send('POST', url, payload),
    put: (url, payload = {}) => send('PUT', url, payload),
    patch: (url, payload = {}) => send('PATCH', url, payload),
    delete: (url) => send('DELETE', url),
  };
}

/** One caller per demo account, signed in together, in the order given. */
export const callersFor = (t: TestApp, ...emails: string[]): Promise<Caller[]> =>
  Promise.all(emails.map((email) => callerFor(t, email)));

/** The demo accounts of seed/demo-identity.ts by persona. */
export const DEMO = {
  superAdmin: 'superadmin@demo.gov.bd',
  support: 'support@demo.gov.bd',
  officeAdmin: 'officeadmin@demo.gov.bd',
  officer: 'officer@demo.gov.bd',
  noOffice: 'nooffice@demo.gov.bd',
  office861: 'office861@demo.gov.bd',
} as const;

/** A new upazila office under the demo Rajshahi district office, as the office tests create it. */
export const TANORE_OFFICE = {
  nameBn: 'উপজেলা আইসিটি কার্যালয়, তানোর, রাজশাহী',
  nameEn: 'Upazila ICT Office, Tanore, Rajshahi',
  officeLevelId: 5,
  ministryId: 1,
  departmentId: 1,
  parentOfficeId: 10,
  upazilaId: 141,
} as const;
