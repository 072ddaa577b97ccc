/**
 * The digital lab a plan, inspection or recommendation names (`lab_id`, optional): its name and
 * EIIN. A list query reads it by a left join on the lab's primary key (`withLabColumns` and
 * `joinLab`), so a page costs no query per row and the list keeps its own index and order; a single
 * record read without the join gets its lab here, in one query for all of them.
 */
import { eq, getTableColumns, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LabRef } from '../../../common/contracts/inspection.contract';
import type { Db, Tx } from '../../db/client';
import { labs } from '../lab/lab.table';

const labRefColumns = {
  id: labs.id,
  institutionBn: labs.institutionBn,
  institutionEn: labs.institutionEn,
  code: labs.code,
};

/** A record with the lab its list query joined (null: none); read without the join, undefined. */
export type WithLab<T> = T & { lab?: LabRef | null };

/** A table's columns and its record's lab, for `select(…)`; the lab is null when none is named. */
export const withLabColumns = <T extends PgTable>(table: T) => ({
  ...getTableColumns(table),
  lab: labRefColumns,
});

/** The join condition of `leftJoin(labs, …)`. */
export const joinLab = (labId: PgColumn) => [labs, eq(labs.id, labId)] as const;

/** The lab of each record: joined already, or read here for those read without the join. */
export async function labsOf(
  db: Db | Tx,
  rows: { labId: number | null; lab?: LabRef | null }[],
): Promise<(LabRef | null)[]> {
  const missing = [
    ...new Set(rows.flatMap((row) => (row.lab === undefined && row.labId !== null ? [row.labId] : []))),
  ];
  const found =
    missing.length > 0 ? await db.select(labRefColumns).from(labs).where(inArray(labs.id, missing)) : [];
  const byId = new Map(found.map((lab) => [lab.id, lab]));
  return rows.map((row) =>
    row.lab !== undefined ? row.lab : row.labId === null ? null : (byId.get(row.labId) ?? null),
  );
}
