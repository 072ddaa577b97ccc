/**
 * Profile photo and signature through the real upload service: real multipart bodies, real files
 * under the test app's own data folder, a fresh database copy; who may read a picture and who gets
 * a 404; what is refused, and that nothing is kept of it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, profiles, storedFiles, userRoles } from '../../db/schema';
import { htmlBytes, pdfBytes, pngBytes, svgBytes } from '../../testing/file-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DEMO } from '../office/office.testing';

let t: TestApp;
const tokens: Record<string, string> = {};
/** The officer (user 4) holds desks in offices 10 and 11; the office admin administers office 10. */
const OFFICER_ID = 4;

beforeAll(async () => {
  t = await createTestApp();
  for (const [name, email] of Object.entries({ ...DEMO, exam: 'exam@demo.gov.bd' })) {
    tokens[name] = await t.tokenFor(email);
  }
});
afterAll(() => t.close());

const headersOf = (who: string | null, lang = 'bn') => ({
  ...(who && { authorization: `Bearer ${tokens[who]}` }),
  'accept-language': lang,
});

function upload(
  who: string | null,
  slot: string,
  bytes: Buffer,
  name: string,
  type = 'image/png',
  lang = 'bn',
) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.inject({
    method: 'PUT',
    url: `/api/profile/${slot}`,
    headers: headersOf(who, lang),
    payload: form,
  });
}

const read = (who: string | null, slot: string, userId: number, extra: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/profile/${slot}/${userId}`,
    headers: { ...headersOf(who), ...extra },
  });

const liveFiles = (ownerType: string, ownerId: number) =>
  t.database.db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.ownerType, ownerType), eq(storedFiles.ownerId, ownerId)));

const filesDir = () => path.join(t.app.config.dataDir, 'files');
const diskPath = (storageKey: string) => path.join(filesDir(), ...storageKey.split('/'));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('PUT /api/profile/photo', () => {
  const photo = pngBytes(600, 40);
  let url: string;

  it('stores a 600-px PNG under a generated name in the data folder and points the profile at it', async () => {
    const response = await upload('officer', 'photo', photo, 'আমার ছবি.png');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ mimeType: 'image/png', sizeBytes: photo.length, width: 600, height: 40 });
    expect(data.url).toMatch(new RegExp(`^/api/profile/photo/${OFFICER_ID}\\?v=[0-9a-f]{8}$`));
    url = data.url;

    const [row] = await liveFiles('profile-photo', OFFICER_ID);
    expect(row).toMatchObject({ originalName: 'আমার ছবি.png', sha256: sha256(photo), uploadedBy: OFFICER_ID });
    expect(row.storageKey).not.toContain('আমার');
    expect(row.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f-]{36}\.png$/);
    const onDisk = diskPath(row.storageKey);
    expect(onDisk.startsWith(path.join(t.app.config.dataDir, 'files'))).toBe(true);
    expect(readFileSync(onDisk).equals(photo)).toBe(true);

    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, OFFICER_ID));
    expect(profile.photoUrl).toBe(url);
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: headersOf('officer'),
    });
    expect(session.json().data.profile[0].PhotoUrl).toBe(url);
  });

  it('writes audit rows for the file and for the profile', async () => {
    const [row] = await liveFiles('profile-photo', OFFICER_ID);
    const uploads = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, row.id)));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({ action: 'upload', userId: OFFICER_ID });
    expect(uploads[0].after).toMatchObject({ sha256: row.sha256, ownerType: 'profile-photo' });
    const profileAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'profile'), eq(auditLog.entityId, String(OFFICER_ID))));
    expect(profileAudit.at(-1)?.after).toEqual({ photoUrl: url });
  });

  it('serves the same bytes to the user with the stored type, inline, encoded name, nosniff, private cache', async () => {
    const response = await read('officer', 'photo', OFFICER_ID);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(photo)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="_ _.png"; filename*=UTF-8''${encodeURIComponent('আমার ছবি')}.png`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const again = await read('officer', 'photo', OFFICER_ID, {
      'if-none-match': String(response.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('serves it to app admins and to the admin of an office where the user holds a desk', async () => {
    for (const who of ['superAdmin', 'support', 'officeAdmin']) {
      const response = await read(who, 'photo', OFFICER_ID);
      expect(response.statusCode, who).toBe(200);
      expect(response.rawPayload.equals(photo)).toBe(true);
    }
  });

  it('answers 404 to other officers, to someone without an office, and for a user without a photo', async () => {
    for (const who of ['office861', 'noOffice', 'exam']) {
      const response = await read(who, 'photo', OFFICER_ID);
      expect(response.statusCode, who).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'তথ্য পাওয়া যায়নি' });
    }
    expect((await read('officeAdmin', 'photo', 3)).statusCode).toBe(404);
  });

  it('answers 404 to the admin of an office where the user holds no desk', async () => {
    // The officer of office 861 becomes its office admin; the photo's owner works in offices 10 and 11.
    await t.database.db.update(userRoles).set({ isOfficeAdmin: true }).where(eq(userRoles.userId, 7));
    expect((await read('office861', 'photo', OFFICER_ID)).statusCode).toBe(404);
    await t.database.db.update(userRoles).set({ isOfficeAdmin: false }).where(eq(userRoles.userId, 7));
  });

  it('answers 401 without a token, to upload and to read', async () => {
    expect((await upload(null, 'photo', photo, 'a.png')).statusCode).toBe(401);
    expect((await read(null, 'photo', OFFICER_ID)).statusCode).toBe(401);
  });

  it('replaces the photo: the old file leaves the disk, its row is marked deleted, the new one is served', async () => {
    const [old] = await liveFiles('profile-photo', OFFICER_ID);
    const next = pngBytes(720, 30);
    const response = await upload('officer', 'photo', next, 'new.png');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).not.toBe(url);
    expect(existsSync(diskPath(old.storageKey))).toBe(false);
    const rows = await liveFiles('profile-photo', OFFICER_ID);
    expect(rows.filter((row) => row.deletedAt === null)).toHaveLength(1);
    expect(rows.find((row) => row.id === old.id)?.deletedAt).not.toBeNull();
    expect((await read('officeAdmin', 'photo', OFFICER_ID)).rawPayload.equals(next)).toBe(true);
  });

  it('keeps one live photo when several uploads arrive at once', async () => {
    const responses = await Promise.all(
      [610, 620, 630, 640].map((width) => upload('officer', 'photo', pngBytes(width, 10), `${width}.png`)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const live = (await liveFiles('profile-photo', OFFICER_ID)).filter((row) => row.deletedAt === null);
    expect(live).toHaveLength(1);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, OFFICER_ID));
    expect(profile.photoUrl).toContain(`?v=${live[0].id.slice(0, 8)}`);
  });
});

describe('what the photo upload refuses, keeping nothing of it', () => {
  const stored = async () => (await t.database.db.select().from(storedFiles)).length;

  it('a 400-px picture, with the Bangla message (English on request)', async () => {
    const before = await stored();
    const response = await upload('officeAdmin', 'photo', pngBytes(400, 300), 'small.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ছবির প্রস্থ কমপক্ষে ৫০০ পিক্সেল হতে হবে; এই ছবিটি ৪০০ পিক্সেল');
    const english = await upload('officeAdmin', 'photo', pngBytes(400, 300), 'small.png', 'image/png', 'en');
    expect(english.json().message).toBe('The picture must be at least 500 pixels wide; this one is 400');
    expect(await stored()).toBe(before);
  });

  it('a PNG renamed .pdf, a PDF claimed as image/png, HTML and SVG: 415 "ফাইলের ধরন সঠিক নয়!"', async () => {
    const before = await stored();
    const refused = [
      await upload('officeAdmin', 'photo', pngBytes(600, 10), 'photo.pdf', 'application/pdf'),
      await upload('officeAdmin', 'photo', pdfBytes(), 'photo.png', 'image/png'),
      await upload('officeAdmin', 'photo', pdfBytes(), 'photo.pdf', 'application/pdf'),
      await upload('officeAdmin', 'photo', htmlBytes(), 'photo.html', 'text/html'),
      await upload('officeAdmin', 'photo', svgBytes(), 'photo.svg', 'image/svg+xml'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('ফাইলের ধরন সঠিক নয়!');
    }
    expect(await stored()).toBe(before);
  });

  it('a picture over 5 MB: 413 "ফাইলটি অনেক বড়"', async () => {
    const response = await upload('officeAdmin', 'photo', pngBytes(600, 10, 5 * 1024 * 1024), 'huge.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, message: 'ফাইলটি অনেক বড়' });
  });
});

describe('the signature', () => {
  it('takes a 300-px image up to 1 MB, refuses a 100-px one and a 2 MB one', async () => {
    const ok = await upload('officeAdmin', 'signature', pngBytes(300, 80), 'সই.png');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.url).toMatch(/^\/api\/profile\/signature\/3\?v=/);
    const narrow = await upload('officeAdmin', 'signature', pngBytes(100, 40), 'sign.png');
    expect(narrow.json().message).toBe('ছবির প্রস্থ কমপক্ষে ১৫০ পিক্সেল হতে হবে; এই ছবিটি ১০০ পিক্সেল');
    expect(
      (await upload('officeAdmin', 'signature', pngBytes(300, 80, 2 * 1024 * 1024), 's.png')).statusCode,
    ).toBe(413);
    expect((await read('superAdmin', 'signature', 3)).statusCode).toBe(200);
    expect((await read('officer', 'signature', 3)).statusCode).toBe(404);
  });
});

describe('DELETE /api/profile/photo', () => {
  it('removes the photo from the store and the profile, with an audit row; reading it is then a 404', async () => {
    const [live] = (await liveFiles('profile-photo', OFFICER_ID)).filter((row) => row.deletedAt === null);
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/photo',
      headers: headersOf('officer'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { deleted: true } });
    expect(existsSync(diskPath(live.storageKey))).toBe(false);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, OFFICER_ID));
    expect(profile.photoUrl).toBeNull();
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'file'), eq(auditLog.entityId, live.id), eq(auditLog.action, 'delete')));
    expect(audits).toHaveLength(1);
    expect((await read('officer', 'photo', OFFICER_ID)).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/photo',
      headers: headersOf('officer'),
    });
    expect(again.json().data).toEqual({ deleted: false });
  });
});
