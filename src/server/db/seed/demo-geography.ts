/**
 * Loads the shipped bd-geocode data (src/server/db/geography, MIT licence beside it): 8 divisions,
 * 64 districts and 494 upazilas. One multi-row insert per table, so PGlite and PostgreSQL both
 * take it in a few milliseconds.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Tx } from '../client';
import { districts, divisions, upazilas } from '../schema';

export const GEOGRAPHY_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'geography');

/** Rows of a header-less CSV whose fields are double-quoted ("" inside a field is a quote). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '') continue;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let index = 0; index < line.length; index++) {
      const char = line[index];
      if (quoted) {
        if (char === '"' && line[index + 1] === '"') {
          field += '"';
          index++;
        } else if (char === '"') quoted = false;
        else field += char;
      } else if (char === '"') quoted = true;
      else if (char === ',') {
        fields.push(field);
        field = '';
      } else field += char;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

/** Names are stored in NFC, the form the forms send, so the same letter is always the same bytes. */
const readRows = (file: string) =>
  parseCsv(readFileSync(path.join(GEOGRAPHY_FOLDER, file), 'utf8').normalize('NFC'));
const orNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

export interface DistrictPoint {
  id: number;
  divisionId: number;
  latitude: string | null;
  longitude: string | null;
}

/** Inserts the geography and returns the districts' coordinates, which the office seed places offices near. */
export async function seedGeography(tx: Tx): Promise<Map<number, DistrictPoint>> {
  await tx.insert(divisions).values(
    readRows('divisions.csv').map(([id, nameEn, nameBn, website]) => ({
      id: Number(id),
      nameEn,
      nameBn,
      website: orNull(website),
    })),
  );
  const districtRows = readRows('districts.csv').map(
    ([id, divisionId, nameEn, nameBn, latitude, longitude, website]) => ({
      id: Number(id),
      divisionId: Number(divisionId),
      nameEn,
      nameBn,
      latitude: orNull(latitude),
      longitude: orNull(longitude),
      website: orNull(website),
    }),
  );
  await tx.insert(districts).values(districtRows);
  await tx.insert(upazilas).values(
    readRows('upazilas.csv').map(([id, districtId, nameEn, nameBn, website]) => ({
      id: Number(id),
      districtId: Number(districtId),
      nameEn,
      nameBn,
      website: orNull(website),
    })),
  );
  return new Map(districtRows.map((row) => [row.id, row]));
}
