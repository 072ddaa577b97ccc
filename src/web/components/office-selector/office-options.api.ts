/**
 * The look-up lists behind the office selector and every option select (ministries, departments,
 * levels, places, offices, branches, posts, designations): public, server-searched, paged.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { District, Division, Upazila } from '../../../common/contracts/geography.contract';
import { GEOGRAPHY_PATHS } from '../../../common/contracts/geography.paths';
import type { Named, Page } from '../../../common/contracts/office.contract';
import { OFFICE_PATHS } from '../../../common/contracts/office.paths';
import type { PostOption } from '../../../common/contracts/office-structure.contract';
import { api } from '../../lib/api';

export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/** A path with its query string; empty values are left out, so the server sees only real filters. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The cache root of every office query, look-ups included: an office write invalidates it, so a new
 * office, branch or post shows up in the selectors at once.
 */
export const OFFICE_QUERY_ROOT = ['office'] as const;

/** One page of a server list under the office root; the previous page stays shown while the next loads. */
export function useOfficePage<T>(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...OFFICE_QUERY_ROOT, key, path, params],
    queryFn: () => api.get<Page<T>>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const OPTION_PATHS = {
  ...OFFICE_PATHS.options,
  divisions: GEOGRAPHY_PATHS.divisions,
  districts: GEOGRAPHY_PATHS.districts,
  upazilas: GEOGRAPHY_PATHS.upazilas,
} as const;
export type OptionKind = keyof typeof OPTION_PATHS;
export type OptionItem = Named | PostOption | Division | District | Upazila;
export const useOptions = (kind: OptionKind, params: QueryParams, enabled = true) =>
  useOfficePage<OptionItem>(`options-${kind}`, OPTION_PATHS[kind], params, enabled);
