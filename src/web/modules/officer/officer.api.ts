import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeskRequestRow, REGISTRATION_PATHS } from '../../../common/contracts/registration.contract';
import { api } from '../../lib/api';

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
