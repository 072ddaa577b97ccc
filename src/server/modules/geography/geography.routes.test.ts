import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('geography', () => {
  it('serves the 8 divisions, 64 districts and 494 upazilas with Bangla and English names, without sign-in', async () => {
    const divisions = (await get('/api/geography/divisions')).body.data;
    expect(divisions.total).toBe(8);
    expect(divisions.items).toContainEqual({ id: 2, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' });
    expect((await get('/api/geography/districts?pageSize=1')).body.data.total).toBe(64);
    expect((await get('/api/geography/upazilas?pageSize=1')).body.data.total).toBe(494);
  });

  it('filters districts by division and upazilas by district, with coordinates in English digits', async () => {
    const districts = (await get('/api/geography/districts?divisionId=2')).body.data;
    expect(districts.total).toBe(8);
    expect(districts.items).toContainEqual({
      id: 15,
      divisionId: 2,
      nameBn: 'রাজশাহী',
      nameEn: 'Rajshahi',
      latitude: '24.372303',
      longitude: '88.5630762',
    });
    const upazilas = (await get('/api/geography/upazilas?districtId=15')).body.data;
    expect(upazilas.items.map((item: { nameBn: string }) => item.nameBn)).toContain('পবা');
    expect(upazilas.items.every((item: { districtId: number }) => item.districtId === 15)).toBe(true);
    expect((await get('/api/geography/upazilas?divisionId=5&pageSize=1')).body.data.total).toBeGreaterThan(
      30,
    );
  });

  it('searches in Bangla and English and refuses bad filters', async () => {
    const bangla = (await get(`/api/geography/districts?search=${encodeURIComponent('বগুড়া')}`)).body.data;
    expect(bangla.items.map((item: { id: number }) => item.id)).toEqual([14]);
    expect((await get('/api/geography/districts?search=bogura')).body.data.items[0].id).toBe(14);
    expect((await get('/api/geography/districts?divisionId=x')).status).toBe(400);
  });
});
