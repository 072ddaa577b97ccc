/** Calls of asset statements (asset.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AssetAction,
  AssetFigures,
  AssetReminderResult,
  AssetStatement,
  AssetSummaryRow,
  ComplianceRow,
  Deadline,
  MyStatements,
  OfficerFiling,
  Page,
  ReceiverSetting,
  SaveStatementInput,
} from '../../../common/contracts/asset.contract';
import { ASSET_PATHS } from '../../../common/contracts/asset.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['asset'] as const;

export const useMyStatements = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'mine', params],
    queryFn: () => api.get<MyStatements>(withQuery(ASSET_PATHS.mine, params)),
    placeholderData: keepPreviousData,
  });

export const useStatement = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<AssetStatement>(ASSET_PATHS.one(id ?? 0)),
    enabled: id !== null,
    // Each reading is audited: read once per opening, not on every focus.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export const usePending = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'pending', params],
    queryFn: () => api.get<Page<AssetSummaryRow>>(withQuery(ASSET_PATHS.pending, params)),
    placeholderData: keepPreviousData,
  });

export const useAssetFigures = (params: QueryParams, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'figures', params],
    queryFn: () => api.get<AssetFigures>(withQuery(ASSET_PATHS.summary, params)),
    enabled,
  });

export const useCompliance = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'compliance', params],
    queryFn: () =>
      api.get<Page<ComplianceRow> & { fiscalYear: string }>(withQuery(ASSET_PATHS.compliance, params)),
    placeholderData: keepPreviousData,
  });

export const useOfficerFilings = (officeId: number | null, params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'officers', officeId, params],
    queryFn: () => api.get<Page<OfficerFiling>>(withQuery(ASSET_PATHS.officers(officeId ?? 0), params)),
    enabled: officeId !== null,
    placeholderData: keepPreviousData,
  });

export const useDeadlines = () =>
  useQuery({ queryKey: [...ROOT, 'deadlines'], queryFn: () => api.get<Deadline[]>(ASSET_PATHS.deadlines) });

export const useReceiver = (officeId: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'receiver', officeId],
    queryFn: () => api.get<ReceiverSetting>(ASSET_PATHS.receiver(officeId ?? 0)),
    enabled: officeId !== null,
  });

/** A write that refreshes the module's lists afterwards (a statement just read stays as it is). */
export function useAssetMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] === 'asset' && query.queryKey[1] !== 'one',
      }),
  });
}

export const assetApi = {
  start: (fiscalYear: string) => api.post<AssetStatement>(ASSET_PATHS.statements, { fiscalYear }),
  save: ({ id, ...body }: SaveStatementInput & { id: number }) =>
    api.put<{ revision: number; updatedAt: string }>(ASSET_PATHS.one(id), body),
  move: ({ id, action, note }: { id: number; action: AssetAction; note?: string }) =>
    api.post<AssetStatement>(ASSET_PATHS.step(id, action), note ? { note } : {}),
  setDeadline: (body: Deadline) => api.put<Deadline>(ASSET_PATHS.deadlines, body),
  setReceiver: ({ officeId, deskId }: { officeId: number; deskId: number }) =>
    api.put<ReceiverSetting>(ASSET_PATHS.receiver(officeId), { deskId }),
  remind: ({ officeId, fiscalYear }: { officeId: number; fiscalYear: string }) =>
    api.post<AssetReminderResult>(ASSET_PATHS.remind(officeId), { fiscalYear }),
};
