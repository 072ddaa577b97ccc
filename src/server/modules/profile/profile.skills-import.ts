/**
 * Skills named at registration (step 4, free text) land in the profile's skills tab, so the
 * admin dashboard and /userskills read one table. A name matching a skill area's name goes to that
 * area, any other to the area 'Other'; the level stays empty until the officer gives it.
 */
import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { profileSkills, skillAreas } from '../../db/schema';

export const OTHER_SKILL_AREA_EN = 'Other';

export async function addRegisteredSkills(tx: Tx, userId: number, names: string[]): Promise<number> {
  const unique = [
    ...new Map(
      names
        .map((name) => name.trim().normalize('NFC'))
        .filter((name) => name.length > 0)
        .map((name) => [name.toLowerCase(), name] as const),
    ).values(),
  ];
  if (unique.length === 0) return 0;
  const areas = await tx
    .select({ id: skillAreas.id, nameBn: skillAreas.nameBn, nameEn: skillAreas.nameEn })
    .from(skillAreas)
    .orderBy(asc(skillAreas.sortOrder), asc(skillAreas.id));
  const other = areas.find((area) => area.nameEn === OTHER_SKILL_AREA_EN);
  const rows = unique.flatMap((skill) => {
    const key = skill.toLowerCase();
    const area = areas.find((item) => item.nameBn === skill || item.nameEn.toLowerCase() === key) ?? other;
    return area ? [{ userId, skillAreaId: area.id, skill }] : [];
  });
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(profileSkills)
    .values(rows)
    .onConflictDoNothing({ target: [profileSkills.userId, profileSkills.skillKey] })
    .returning({ id: profileSkills.id });
  return inserted.length;
}
