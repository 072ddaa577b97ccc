/**
 * Calls of app security (app-security.contract.ts) as TanStack Query hooks. Its paths come from
 * app-security.paths.ts and its types alone from the contract, so the lists carry no validator.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AccessRoleDetail,
  AccessRoleInput,
  AccessRolePage,
  AppModulePage,
  AppPagePage,
  AssignmentInput,
  GrantsInput,
  SyncInput,
  SyncResult,
} from '../../../common/contracts/app-security.contract';
import { APP_SECURITY_PATHS as PATHS } from '../../../common/contracts/app-security.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['app-security'] as const;

export const useAppModules = (params: QueryParams, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'modules', params],
    queryFn: () => api.get<AppModulePage>(withQuery(PATHS.modules, params)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAppPages = (params: QueryParams, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'pages', params],
    queryFn: () => api.get<AppPagePage>(withQuery(PATHS.pages, params)),
    placeholderData: keepPreviousData,
    enabled,
  });

export const useAccessRoles = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'roles', params],
    queryFn: () => api.get<AccessRolePage>(withQuery(PATHS.accessRoles, params)),
    placeholderData: keepPreviousData,
  });

export const useAccessRole = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'role', id],
    queryFn: () => api.get<AccessRoleDetail>(PATHS.accessRole(id ?? 0)),
    enabled: id !== null,
  });

/** A write that refreshes every app-security query afterwards. */
export function useAppSecurityMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const appSecurityApi = {
  sync: (body: SyncInput) => api.post<SyncResult>(PATHS.sync, body),
  create: (body: AccessRoleInput) => api.post<AccessRoleDetail>(PATHS.accessRoles, body),
  update: ({ id, ...body }: AccessRoleInput & { id: number }) =>
    api.put<AccessRoleDetail>(PATHS.accessRole(id), body),
  remove: (id: number) => api.delete(PATHS.accessRole(id)),
  setGrants: ({ id, ...body }: GrantsInput & { id: number }) =>
    api.put<AccessRoleDetail>(PATHS.grants(id), body),
  assign: ({ id, ...body }: AssignmentInput & { id: number }) =>
    api.post<AccessRoleDetail>(PATHS.assignments(id), body),
  unassign: ({ id, assignmentId }: { id: number; assignmentId: number }) =>
    api.delete<AccessRoleDetail>(PATHS.assignment(id, assignmentId)),
};
