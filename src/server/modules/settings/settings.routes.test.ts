import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, DEMO } from '../office/office.testing';

let t: TestApp;
let superAdmin: Caller;
let support: Caller;
let officeAdmin: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, support, officeAdmin] = await Promise.all([
    callerFor(t, DEMO.superAdmin),
    callerFor(t, DEMO.support),
    callerFor(t, DEMO.officeAdmin),
  ]);
});
afterAll(() => t.close());

describe('fixedData', () => {
  it('is read by app admins, changed by the super admin only, and reaches the next session', async () => {
    expect((await support.get('/api/settings/fixed-data')).body.data).toEqual({
      isNidVerificationEnabled: true,
    });
    expect((await officeAdmin.get('/api/settings/fixed-data')).status).toBe(403);
    expect((await support.put('/api/settings/fixed-data', { isNidVerificationEnabled: false })).status).toBe(
      403,
    );
    const saved = await superAdmin.put('/api/settings/fixed-data', { isNidVerificationEnabled: false });
    expect(saved.body.data).toEqual({ isNidVerificationEnabled: false });
    const session = await (await callerFor(t, DEMO.officer)).get('/api/auth/session');
    expect(session.body.data.fixedData).toEqual({ isNidVerificationEnabled: false });
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'app-settings'));
    expect(audits).toHaveLength(1);
  });

  it('refuses a missing or non-boolean flag with 400', async () => {
    expect((await superAdmin.put('/api/settings/fixed-data', {})).status).toBe(400);
    expect(
      (await superAdmin.put('/api/settings/fixed-data', { isNidVerificationEnabled: 'yes' })).status,
    ).toBe(400);
  });
});

describe('sitePermissions', () => {
  it('lists offices with their flags, paginated and searchable', async () => {
    const { body } = await support.get(
      `/api/settings/site-permissions?search=${encodeURIComponent('রাজশাহী')}&pageSize=50`,
    );
    const rajshahi = body.data.items.find((item: { officeId: number }) => item.officeId === 10);
    expect(rajshahi).toEqual({
      officeId: 10,
      nameBn: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
      nameEn: 'District ICT Office, Rajshahi',
      sitePermissions: { meetingMgt: true },
    });
    expect((await officeAdmin.get('/api/settings/site-permissions')).status).toBe(403);
  });

  it('turns meeting management on for an office, seen by its officers at their next sign-in', async () => {
    expect((await officeAdmin.put('/api/settings/site-permissions/11', { meetingMgt: true })).status).toBe(
      403,
    );
    const saved = await superAdmin.put('/api/settings/site-permissions/11', { meetingMgt: true });
    expect(saved.body.data.sitePermissions).toEqual({ meetingMgt: true });
    expect((await superAdmin.put('/api/settings/site-permissions/999999', { meetingMgt: true })).status).toBe(
      404,
    );
  });
});
