import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../platform/platform.table';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { type Caller, callerFor, callersFor, DEMO } from './office.testing';

let t: TestApp;
let superAdmin: Caller;
let officeAdmin: Caller;
let officer: Caller;
beforeAll(async () => {
  t = await createTestApp();
  [superAdmin, officeAdmin, officer] = await callersFor(t, DEMO.superAdmin, DEMO.officeAdmin, DEMO.officer);
});
afterAll(() => t.close());

describe('sections', () => {
  it('lists the sections of an office with post counts, to anyone of that office', async () => {
    const { status, body } = await officer.get('/api/office/sections?officeId=10');
    expect(status).toBe(200);
    expect(body.data.items).toEqual([
      expect.objectContaining({ id: 3, nameBn: 'প্রশাসন শাখা', postCount: 3, filledCount: 0 }),
      expect.objectContaining({ id: 4, nameBn: 'কারিগরি শাখা', postCount: 2, filledCount: 1 }),
    ]);
    expect((await officer.get('/api/office/sections?officeId=2')).status).toBe(403);
    expect((await officer.get('/api/office/sections')).status).toBe(400);
  });

  it('lets the office admin add, rename and delete a section of the own office, with audit rows', async () => {
    const created = await officeAdmin.post('/api/office/sections', {
      officeId: 10,
      nameBn: 'হিসাব শাখা',
      nameEn: 'Accounts Section',
    });
    expect(created.status).toBe(200);
    const id = created.body.data.id;
    expect(created.body.data).toMatchObject({ officeId: 10, postCount: 0, sortOrder: 1 });
    const renamed = await officeAdmin.put(`/api/office/sections/${id}`, {
      nameBn: 'হিসাব ও অর্থ শাখা',
      nameEn: 'Accounts',
    });
    expect(renamed.body.data.nameBn).toBe('হিসাব ও অর্থ শাখা');
    expect((await officeAdmin.delete(`/api/office/sections/${id}`)).status).toBe(200);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'section'));
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  it("refuses another office's admin with 403 and a duplicate name with 409", async () => {
    expect(
      (await officeAdmin.post('/api/office/sections', { officeId: 2, nameBn: 'নতুন শাখা', nameEn: 'New' }))
        .status,
    ).toBe(403);
    expect((await officeAdmin.put('/api/office/sections/1', { nameBn: 'x', nameEn: 'x' })).status).toBe(403);
    const duplicate = await officeAdmin.post('/api/office/sections', {
      officeId: 10,
      nameBn: 'প্রশাসন শাখা',
      nameEn: 'Administration',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe('এই অফিসে একই নামের শাখা ইতোমধ্যে আছে');
  });

  it('refuses to delete a section that still has posts, saying how many', async () => {
    const { status, body } = await officeAdmin.delete('/api/office/sections/3');
    expect(status).toBe(409);
    expect(body.message).toMatch(/[3৩]টি পদ/);
  });

  it('gives field errors for a section without names', async () => {
    const { status, body } = await officeAdmin.post('/api/office/sections', { officeId: 10 });
    expect(status).toBe(400);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual(['nameBn', 'nameEn']);
  });
});

describe('organogram', () => {
  it('shows every post of the office with its holder, and the filled and empty counts', async () => {
    const { status, body } = await officer.get('/api/office/offices/10/organogram');
    expect(status).toBe(200);
    expect(body.data.totals).toEqual({ posts: 6, filled: 2, empty: 4 });
    const head = body.data.posts.find((post: { id: number }) => post.id === 10);
    expect(head).toMatchObject({
      parentDeskId: null,
      role: { nameBn: 'উপপরিচালক' },
      holder: { nameBn: 'কামরুল হাসান', isOfficeHead: true, isOfficeAdmin: true },
    });
    const empty = body.data.posts.find((post: { id: number }) => post.id === 13);
    expect(empty).toMatchObject({ parentDeskId: 10, section: { id: 4 }, holder: null });
    expect((await officer.get('/api/office/offices/2/organogram')).status).toBe(403);
  });

  it('adds several posts at once under a superior post and a section', async () => {
    const { status, body } = await officeAdmin.post('/api/office/posts', {
      officeId: 10,
      roleId: 10,
      sectionId: 4,
      parentDeskId: 11,
      count: 2,
    });
    expect(status).toBe(200);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      parentDeskId: 11,
      section: { id: 4 },
      holder: null,
      role: { id: 10 },
    });
    const totals = (await officeAdmin.get('/api/office/offices/10/organogram')).body.data.totals;
    expect(totals).toEqual({ posts: 8, filled: 2, empty: 6 });
  });

  it("refuses a section or superior post of another office, and another office's admin", async () => {
    const wrongSection = await officeAdmin.post('/api/office/posts', {
      officeId: 10,
      roleId: 5,
      sectionId: 1,
    });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.body.message).toBe('শাখাটি এই অফিসের নয়');
    expect(
      (await officeAdmin.post('/api/office/posts', { officeId: 10, roleId: 5, parentDeskId: 1 })).status,
    ).toBe(400);
    expect((await officeAdmin.post('/api/office/posts', { officeId: 11, roleId: 5 })).status).toBe(403);
    expect((await officeAdmin.patch('/api/office/posts/20', { parentDeskId: null })).status).toBe(403);
    const noRole = await officeAdmin.post('/api/office/posts', { officeId: 10, count: 99 });
    expect(noRole.status).toBe(400);
    expect(noRole.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'roleId', message: 'পদবি আবশ্যক' },
        { field: 'count', message: 'পদসংখ্যা ১ থেকে ৫০ এর মধ্যে হতে হবে' },
      ]),
    );
  });

  it('leaves the school-training designation (role 34) to the super admin', async () => {
    const refused = await officeAdmin.post('/api/office/posts', { officeId: 10, roleId: 34 });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('এই কাজের অনুমতি আপনার নেই');
    expect((await officeAdmin.patch('/api/office/posts/12', { roleId: 34 })).status).toBe(403);
    const organogram = (await officeAdmin.get('/api/office/offices/10/organogram')).body.data;
    expect(JSON.stringify(organogram)).not.toContain('"id":34');
    const made = await superAdmin.post('/api/office/posts', { officeId: 10, roleId: 34 });
    expect(made.status).toBe(200);
    expect(made.body.data[0].role.id).toBe(34);
    // Nor may the office admin turn that post into an ordinary one.
    expect(
      (await officeAdmin.patch(`/api/office/posts/${made.body.data[0].id}`, { roleId: 10 })).status,
    ).toBe(403);
    expect((await superAdmin.delete(`/api/office/posts/${made.body.data[0].id}`)).status).toBe(200);
  });

  it('moves a post under another superior but never under itself or its own subordinate', async () => {
    const moved = await officeAdmin.patch('/api/office/posts/13', { parentDeskId: 12, sectionId: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ parentDeskId: 12, section: { id: 3 } });
    const loop = await officeAdmin.patch('/api/office/posts/12', { parentDeskId: 14 });
    expect(loop.status).toBe(400);
    expect(loop.body.message).toContain('অধীনস্থ');
    expect((await officeAdmin.patch('/api/office/posts/12', { parentDeskId: 12 })).status).toBe(400);
  });

  it('refuses to delete a post someone holds, naming the holder in the caller language', async () => {
    const held = await officeAdmin.delete('/api/office/posts/11');
    expect(held.status).toBe(409);
    expect(held.body.message).toBe(
      'এই পদে বর্তমানে নুসরাত জাহান কর্মরত আছেন; পদটি মুছে ফেলার আগে তাঁকে অন্য পদে পদায়ন বা অবমুক্ত করুন',
    );
    const english = await callerFor(t, DEMO.officeAdmin, 'en');
    expect((await english.delete('/api/office/posts/11')).body.message).toContain('held by Nusrat Jahan');
  });

  it('deletes an empty post and moves its subordinates up to its superior', async () => {
    // Post 12 (assistant director) is empty and has posts 13 (moved above), 14 and 15 below it.
    const { status } = await officeAdmin.delete('/api/office/posts/12');
    expect(status).toBe(200);
    const posts = (await officeAdmin.get('/api/office/offices/10/organogram')).body.data.posts;
    expect(posts.find((post: { id: number }) => post.id === 12)).toBeUndefined();
    for (const id of [13, 14, 15]) {
      expect(posts.find((post: { id: number }) => post.id === id).parentDeskId).toBe(10);
    }
  });

  it('lets the super admin change any office and answers 404 for a missing post', async () => {
    const created = await superAdmin.post('/api/office/posts', { officeId: 11, roleId: 9, parentDeskId: 20 });
    expect(created.status).toBe(200);
    expect((await superAdmin.delete(`/api/office/posts/${created.body.data[0].id}`)).status).toBe(200);
    expect((await superAdmin.delete('/api/office/posts/999999')).status).toBe(404);
  });
});
