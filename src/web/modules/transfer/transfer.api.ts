/**
 * Calls of transfer (transfer.contract.ts) as TanStack Query hooks. Its paths come from
 * transfer.paths.ts and its types alone from the contract, so the lists carry no validator.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  ApplicationAttachment,
  ApplicationDetail,
  ApplicationInput,
  ApplicationPage,
  Candidate,
  DecisionInput,
  ExecuteResult,
  ItemInput,
  RoundDetail,
  RoundInput,
  RoundSummary,
  Vacancy,
} from '../../../common/contracts/transfer.contract';
import { TRANSFER_PATHS } from '../../../common/contracts/transfer.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';
import { uploadFile } from '../../lib/files.api';

const ROOT = ['transfer'] as const;

function usePage<T>(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<T>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export const useOwnApplications = (params: QueryParams) =>
  usePage<ApplicationPage>('own', TRANSFER_PATHS.applications, params);
export const useApprovals = (params: QueryParams, enabled = true) =>
  usePage<ApplicationPage>('approvals', TRANSFER_PATHS.approvals, params, enabled);
export const useVacancies = (params: QueryParams, enabled = true) =>
  usePage<Page<Vacancy>>('vacancies', TRANSFER_PATHS.vacancies, params, enabled);
export const useCandidates = (params: QueryParams) =>
  usePage<Page<Candidate>>('candidates', TRANSFER_PATHS.candidates, params);
export const useRounds = (params: QueryParams) =>
  usePage<Page<RoundSummary>>('rounds', TRANSFER_PATHS.rounds, params);

export const useApplication = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<ApplicationDetail>(TRANSFER_PATHS.one(id ?? 0)),
    enabled: id !== null,
    retry: false,
  });

export const useRound = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'round', id],
    queryFn: () => api.get<RoundDetail>(TRANSFER_PATHS.round(id ?? 0)),
    enabled: id !== null,
    retry: false,
  });

/** A write that refreshes every transfer query afterwards. */
export function useTransferMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: ROOT }),
  });
}

export const transferApi = {
  apply: (body: ApplicationInput) => api.post<ApplicationDetail>(TRANSFER_PATHS.applications, body),
  withdraw: (id: number) => api.post<ApplicationDetail>(TRANSFER_PATHS.withdraw(id), {}),
  decide: ({ id, ...body }: DecisionInput & { id: number }) =>
    api.post<ApplicationDetail>(TRANSFER_PATHS.decide(id), body),
  attach: ({ id, file }: { id: number; file: File }) =>
    uploadFile<ApplicationAttachment>('POST', TRANSFER_PATHS.attachments(id), file),
  createRound: (body: RoundInput) => api.post<RoundDetail>(TRANSFER_PATHS.rounds, body),
  addItem: ({ roundId, ...body }: ItemInput & { roundId: number }) =>
    api.post<RoundDetail>(TRANSFER_PATHS.roundItems(roundId), body),
  removeItem: ({ roundId, itemId }: { roundId: number; itemId: number }) =>
    api.delete<RoundDetail>(TRANSFER_PATHS.roundItem(roundId, itemId)),
  execute: (roundId: number) => api.post<ExecuteResult>(TRANSFER_PATHS.execute(roundId), {}),
};
