/**
 * What the audit trail shows of a record before and after a change: personal fields masked
 * (national id and birth date, mobile numbers partly) and secrets (passwords, hashes, tokens,
 * codes) left out altogether, at any depth of the stored JSON.
 */

/** Never shown, not even masked. */
const SECRET = /pass(word)?|hash|token|secret|otp|captcha|salt/i;
/** Shown as the last three characters only. */
const NATIONAL_ID = /^nid|_nid|nationalid|national_id|birthreg|birth_reg|passport/i;
/** Shown as the year at most. */
const BIRTH = /birth_?date|date_?of_?birth|^dob$|birthday/i;
/** The first three and last two digits stay, so a person can tell their own number. */
const MOBILE = /mobile|phone/i;

export const HIDDEN = '••••';

const masked = (value: string, keepStart: number, keepEnd: number) =>
  value.length <= keepStart + keepEnd
    ? HIDDEN
    : `${value.slice(0, keepStart)}${'•'.repeat(value.length - keepStart - keepEnd)}${value.slice(value.length - keepEnd)}`;

function maskField(key: string, value: unknown): { keep: boolean; value?: unknown } {
  if (SECRET.test(key)) return { keep: false };
  if (value === null || value === undefined) return { keep: true, value };
  if (typeof value === 'string' || typeof value === 'number') {
    const text = String(value);
    if (NATIONAL_ID.test(key)) return { keep: true, value: masked(text, 0, 3) };
    if (BIRTH.test(key)) return { keep: true, value: HIDDEN };
    if (MOBILE.test(key)) return { keep: true, value: masked(text, 3, 2) };
  }
  return { keep: true, value: maskPersonal(value) };
}

export function maskPersonal(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPersonal);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value as Record<string, unknown>)) {
    const result = maskField(key, field);
    if (result.keep) out[key] = result.value;
  }
  return out;
}
