/**
 * National ID verification. The offline verifier checks what can be checked without the Election
 * Commission's service: the 10/13/17-digit format, and that a 17-digit NID (birth year followed by
 * the 13-digit number) starts with the year of the given date of birth. A verifier for the real
 * service implements the same interface and is chosen in app.ts.
 */
import { NID_PATTERN } from '../../common/validation';

export interface NidCheck {
  nid: string;
  dateOfBirth: string;
}

export type NidVerdict = { ok: true } | { ok: false; reason: 'format' | 'birthYear' | 'notFound' };

export interface NidVerifier {
  name: string;
  verify(check: NidCheck): Promise<NidVerdict>;
}

export const offlineNidVerifier: NidVerifier = {
  name: 'offline',
  async verify({ nid, dateOfBirth }) {
    if (!NID_PATTERN.test(nid)) return { ok: false, reason: 'format' };
    if (nid.length === 17 && nid.slice(0, 4) !== dateOfBirth.slice(0, 4))
      return { ok: false, reason: 'birthYear' };
    return { ok: true };
  },
};
