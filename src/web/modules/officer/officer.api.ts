import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ImportResult,
  NewOfficerInput,
  OfficerDetail,
  OfficerPage,
  PostingInput,
  ReleaseInput,
  ServiceRecord,
} from '../../../common/contracts/officer.contract';
import { OFFICER_PATHS } from '../../../common/contracts/officer.paths';
import type { DeskRequestRow } from '../../../common/contracts/registration.contract';
import { REGISTRATION_PATHS } from '../../../common/contracts/registration.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

export type DeskRequestStatus = DeskRequestRow['status'];

export function useDeskRequests(status: DeskRequestStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['desk-requests', status, page, pageSize],
    queryFn: () =>
      api.get<{ items: DeskRequestRow[]; total: number }>(
        `${REGISTRATION_PATHS.requests}?status=${status}&page=${page}&pageSize=${pageSize}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useDecideDeskRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post<{ id: number; status: string }>(
        decision === 'approve' ? REGISTRATION_PATHS.approve(id) : REGISTRATION_PATHS.reject(id),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['desk-requests'] }),
  });
}

/* The officers module (SPEC.md §2 /officers, /new-officer, /officers/view/:id, service history) ---- */

export function useOfficers(query: QueryParams) {
  return useQuery({
    queryKey: ['officers', query],
    queryFn: () => api.get<OfficerPage>(withQuery(OFFICER_PATHS.list, query)),
    placeholderData: keepPreviousData,
  });
}

export function useOfficer(userId: number) {
  return useQuery({
    queryKey: ['officers', 'one', userId],
    queryFn: () => api.get<OfficerDetail>(OFFICER_PATHS.one(userId)),
  });
}

export function useServiceHistory(userId: number, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['officers', 'history', userId, page, pageSize],
    queryFn: () =>
      api.get<{ items: ServiceRecord[]; total: number }>(
        withQuery(OFFICER_PATHS.serviceHistory(userId), { page, pageSize }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMyService() {
  return useQuery({
    queryKey: ['officers', 'me'],
    queryFn: () => api.get<{ officer: OfficerDetail; history: ServiceRecord[] }>(OFFICER_PATHS.myService),
  });
}

/** Writes of the module; each refreshes every officer query (lists, the officer, histories). */
export function useOfficerMutation<A, R>(write: (args: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => client.invalidateQueries({ queryKey: ['officers'] }),
  });
}

export const officerApi = {
  create: (input: NewOfficerInput) => api.post<{ userId: number }>(OFFICER_PATHS.list, input),
  post: ({ userId, ...input }: PostingInput & { userId: number }) =>
    api.post<ServiceRecord>(OFFICER_PATHS.postings(userId), input),
  release: ({ userRoleId, ...input }: ReleaseInput & { userRoleId: number }) =>
    api.post<ServiceRecord>(OFFICER_PATHS.release(userRoleId), input),
  /** An office's staff from a filled-in template; a refused file's mistakes are the error's field errors. */
  importFile: (officeId: number, file: File) =>
    uploadFile<ImportResult>('POST', OFFICER_PATHS.import(officeId), file),
};
