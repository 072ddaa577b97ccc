/**
 * A one-word Bangla search of the freelancer list in name order, read through the name's words.
 *
 * The trigram index finds every freelancer whose name contains the text, but the page must then
 * read and sort all of them: a common first name matches tens of thousands. Here the words that
 * contain the text are looked up in the word list (a few), and each word's freelancers are read
 * from `freelancer_name_words` already in name order, at most a page's end of them per word; the
 * first page of the merged streams is the first page of the whole. The result is the trigram
 * search's, row for row: a Bangla word can only be in the name (mobile and e-mail are ASCII) and a
 * text without a space lies inside one word. Anything else (a space, digits, Latin letters, another
 * filter or order) takes the trigram search.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { FreelancerFilterParams } from '../../../common/contracts/freelancer.contract';
import type { Db } from '../../db/client';
import { EXACT_COUNT_LIMIT, textArray } from '../../platform/paging';
import type { DistrictScope } from './freelancer.access';

/** Bangla letters, signs and joiners; no Bangla digits, no space. */
const BANGLA_WORD = /^[\u0980-\u09E5\u09F0-\u09FF\u200C\u200D]+$/u;

/** More words than this contain the text (a letter or two): the trigram search serves it better. */
const MAX_WORDS = 200;

export interface NameWordSearch {
  term: string;
  /** The one district the list is limited to, if any (the caller's scope or the filter). */
  districtId: number | null;
  descending: boolean;
}

/** The word search for this list, when it gives the same rows as the trigram search. */
export function nameWordSearch(scope: DistrictScope, query: FreelancerFilterParams): NameWordSearch | null {
  if (!query.search || query.sort !== 'name') return null;
  const otherFilters = [
    query.categoryId,
    query.status,
    query.skill,
    query.marketplaceId,
    query.minEarnings,
    query.maxEarnings,
    query.joiningYear,
  ];
  if (otherFilters.some((value) => value !== undefined)) return null;
  if (scope !== null && query.districtId && query.districtId !== scope) return null;
  const term = query.search.normalize('NFC').toLowerCase();
  if (!BANGLA_WORD.test(term)) return null;
  return { term, districtId: scope ?? query.districtId ?? null, descending: query.order === 'desc' };
}

type Rows<T> = { rows: T[] };

/** The words of names that contain the term; null when too many do. */
export async function wordsContaining(db: Db, term: string): Promise<string[] | null> {
  const result = (await db.execute(
    sql`select word from freelancer_name_word_list where word like ${`%${term}%`} limit ${MAX_WORDS + 1}`,
  )) as unknown as Rows<{ word: string }>;
  return result.rows.length > MAX_WORDS ? null : result.rows.map((row) => row.word);
}

const districtCondition = (search: NameWordSearch): SQL =>
  search.districtId === null ? sql`` : sql` and w.district_id = ${search.districtId}`;

/** The ids of one page, in name order: each word's first `offset + limit` freelancers, merged. */
export async function pageIds(
  db: Db,
  search: NameWordSearch,
  words: string[],
  limit: number,
  offset: number,
): Promise<number[]> {
  if (words.length === 0) return [];
  const way = sql.raw(search.descending ? 'desc' : 'asc');
  const result = (await db.execute(sql`
    select freelancer_id as id from (
      select distinct m.freelancer_id, m.name
      from unnest(${textArray(words)}) as d(word)
      cross join lateral (
        select w.freelancer_id, w.name from freelancer_name_words w
        where w.word = d.word${districtCondition(search)}
        order by w.name ${way}, w.freelancer_id ${way}
        limit ${offset + limit}
      ) m
    ) merged
    order by name ${way}, freelancer_id ${way}
    limit ${limit} offset ${offset}`)) as unknown as Rows<{ id: number }>;
  return result.rows.map((row) => Number(row.id));
}

/** How many freelancers have one of the words, up to EXACT_COUNT_LIMIT as the list counts. */
export async function countOfWords(db: Db, search: NameWordSearch, words: string[]): Promise<number> {
  if (words.length === 0) return 0;
  // One word: a freelancer has it once. Several: a name may hold two of them, counted once.
  const matches =
    words.length === 1
      ? sql`select 1 from freelancer_name_words w where w.word = ${words[0]}${districtCondition(search)}`
      : sql`select w.freelancer_id from freelancer_name_words w
            where w.word = any(${textArray(words)})${districtCondition(search)} group by w.freelancer_id`;
  const result = (await db.execute(
    sql`select count(*)::int as total from (${matches} limit ${EXACT_COUNT_LIMIT}) capped`,
  )) as unknown as Rows<{ total: number }>;
  return Number(result.rows[0]?.total ?? 0);
}
