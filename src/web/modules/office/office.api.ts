/** Calls of the office module (office.contract.ts and friends) as TanStack Query hooks. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FixedData } from '../../../common/contracts/auth.contract';
import type {
  Department,
  Designation,
  Ministry,
  OfficeDetail,
  OfficeLevel,
  OfficeSummary,
} from '../../../common/contracts/office.contract';
import { OFFICE_PATHS } from '../../../common/contracts/office.paths';
import type {
  HonourBoardEntry,
  OfficeOfficer,
  OfficeSettingsValue,
  Organogram,
  OrganogramPost,
  Section,
} from '../../../common/contracts/office-structure.contract';
import type { OfficeSitePermissions } from '../../../common/contracts/settings.contract';
import { SETTINGS_PATHS } from '../../../common/contracts/settings.paths';
import {
  OFFICE_QUERY_ROOT,
  type QueryParams,
  useOfficePage,
} from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

/** A JSON request body; the server's contract checks its fields. */
type Body = Record<string, unknown>;

function useOne<T>(key: string, path: string | null) {
  return useQuery({
    queryKey: [...OFFICE_QUERY_ROOT, key, path],
    queryFn: () => api.get<T>(path ?? ''),
    enabled: path !== null,
  });
}

/** A write that refreshes every office query afterwards (lists, counts and trees all depend on it). */
export function useOfficeMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: OFFICE_QUERY_ROOT }),
  });
}

/* Offices */
export const useOffices = (params: QueryParams) =>
  useOfficePage<OfficeSummary>('offices', OFFICE_PATHS.offices, params);
export const useOffice = (id: number | null) =>
  useOne<OfficeDetail>('office', id ? OFFICE_PATHS.office(id) : null);
export const useOrganogram = (id: number | null) =>
  useOne<Organogram>('organogram', id ? OFFICE_PATHS.organogram(id) : null);
export const useOfficeSettings = (id: number | null) =>
  useOne<OfficeSettingsValue>('settings', id ? OFFICE_PATHS.officeSettings(id) : null);

/* Inside an office */
export const useSections = (officeId: number | null, params: QueryParams) =>
  useOfficePage<Section>('sections', OFFICE_PATHS.sections, { ...params, officeId }, officeId !== null);
export const useOfficers = (officeId: number | null, params: QueryParams) =>
  useOfficePage<OfficeOfficer>(
    'officers',
    officeId ? OFFICE_PATHS.officers(officeId) : '',
    params,
    officeId !== null,
  );
export const useOfficeAdmins = (officeId: number | null) =>
  useOne<{ head: OfficeOfficer | null; admins: OfficeOfficer[] }>(
    'admins',
    officeId ? OFFICE_PATHS.admins(officeId) : null,
  );
export const useHonourBoard = (officeId: number | null, params: QueryParams) =>
  useOfficePage<HonourBoardEntry>(
    'honour',
    officeId ? OFFICE_PATHS.honourBoard(officeId) : '',
    params,
    officeId !== null,
  );

/* Catalogue (the ministries screen) */
export const CATALOG_PATHS = {
  ministries: { list: OFFICE_PATHS.ministries, one: OFFICE_PATHS.ministry },
  departments: { list: OFFICE_PATHS.departments, one: OFFICE_PATHS.department },
  levels: { list: OFFICE_PATHS.levels, one: OFFICE_PATHS.level },
  designations: { list: OFFICE_PATHS.designations, one: OFFICE_PATHS.designation },
} as const;
export type CatalogKind = keyof typeof CATALOG_PATHS;
export type CatalogItem = Ministry | Department | OfficeLevel | Designation;
export const useCatalog = (kind: CatalogKind, params: QueryParams) =>
  useOfficePage<CatalogItem>(`catalog-${kind}`, CATALOG_PATHS[kind].list, params);

/* Admin settings */
export const useFixedData = () => useOne<FixedData>('fixed-data', SETTINGS_PATHS.fixedData);
export const useSitePermissions = (params: QueryParams) =>
  useOfficePage<OfficeSitePermissions>('site-permissions', SETTINGS_PATHS.sitePermissions, params);

/** The writes, each a plain function for useOfficeMutation. */
export const officeApi = {
  createOffice: (body: Body) => api.post<OfficeDetail>(OFFICE_PATHS.offices, body),
  updateOffice: ({ id, ...body }: { id: number } & Body) =>
    api.put<OfficeDetail>(OFFICE_PATHS.office(id), body),
  updateInfo: ({ id, ...body }: { id: number } & Body) =>
    api.put<OfficeDetail>(OFFICE_PATHS.officeInfo(id), body),
  updateLocation: ({ id, ...body }: { id: number; latitude: string | null; longitude: string | null }) =>
    api.put<OfficeDetail>(OFFICE_PATHS.officeLocation(id), body),
  updateSettings: ({ id, ...body }: { id: number } & OfficeSettingsValue) =>
    api.put<OfficeSettingsValue>(OFFICE_PATHS.officeSettings(id), body),
  deleteOffice: (id: number) => api.delete(OFFICE_PATHS.office(id)),
  saveCatalog: ({ kind, id, ...body }: { kind: CatalogKind; id: number | null } & Body) =>
    id === null ? api.post(CATALOG_PATHS[kind].list, body) : api.put(CATALOG_PATHS[kind].one(id), body),
  deleteCatalog: ({ kind, id }: { kind: CatalogKind; id: number }) => api.delete(CATALOG_PATHS[kind].one(id)),
  saveSection: ({ id, ...body }: { id: number | null } & Body) =>
    id === null
      ? api.post<Section>(OFFICE_PATHS.sections, body)
      : api.put<Section>(OFFICE_PATHS.section(id), body),
  deleteSection: (id: number) => api.delete(OFFICE_PATHS.section(id)),
  createPosts: (body: Body) => api.post<OrganogramPost[]>(OFFICE_PATHS.posts, body),
  updatePost: ({ id, ...body }: { id: number } & Body) =>
    api.patch<OrganogramPost>(OFFICE_PATHS.post(id), body),
  deletePost: (id: number) => api.delete(OFFICE_PATHS.post(id)),
  setAdmins: ({ id, ...body }: { id: number; headUserRoleId: number | null; adminUserRoleIds: number[] }) =>
    api.put(OFFICE_PATHS.admins(id), body),
  updateUserRole: ({ id, flags }: { id: number; flags: Record<string, boolean> }) =>
    api.patch<OfficeOfficer>(OFFICE_PATHS.userRole(id), flags),
  saveHonourBoard: ({ id, ...body }: { id: number | null } & Body) =>
    id === null
      ? api.post<HonourBoardEntry>(OFFICE_PATHS.honourBoardEntries, body)
      : api.put<HonourBoardEntry>(OFFICE_PATHS.honourBoardEntry(id), body),
  deleteHonourBoard: (id: number) => api.delete(OFFICE_PATHS.honourBoardEntry(id)),
  updateFixedData: (body: FixedData) => api.put<FixedData>(SETTINGS_PATHS.fixedData, body),
  updateSitePermissions: ({ officeId, ...body }: { officeId: number; meetingMgt: boolean }) =>
    api.put<OfficeSitePermissions>(SETTINGS_PATHS.officeSitePermissions(officeId), body),
};
