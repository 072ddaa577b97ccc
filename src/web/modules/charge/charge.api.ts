/** Calls of charges (charge.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChargeAction,
  ChargeDeskOption,
  ChargeDetail,
  ChargePage,
  ChargePerson,
  GiveChargeInput,
} from '../../../common/contracts/charge.contract';
import { CHARGE_PATHS } from '../../../common/contracts/charge.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['charge'] as const;

export const useCharges = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'list', params],
    queryFn: () => api.get<ChargePage>(withQuery(CHARGE_PATHS.charges, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useCharge = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<ChargeDetail>(CHARGE_PATHS.charge(id)),
    retry: false,
    staleTime: 0,
  });

export const useChargeActions = (id: number) =>
  useQuery({
    queryKey: [...ROOT, 'actions', id],
    queryFn: () => api.get<ChargeAction[]>(CHARGE_PATHS.chargeActions(id)),
    staleTime: 0,
  });

export const useDeskOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'desks', search],
    queryFn: () => api.get<ChargeDeskOption[]>(withQuery(CHARGE_PATHS.deskOptions, { search })),
    enabled,
  });

export const useOfficerOptions = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'officers', search],
    queryFn: () => api.get<ChargePerson[]>(withQuery(CHARGE_PATHS.officerOptions, { search })),
    enabled,
  });

function useChargeMutation<I>(run: (input: I) => Promise<ChargeDetail>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
      await client.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}

export const useGiveCharge = () =>
  useChargeMutation((body: GiveChargeInput) => api.post<ChargeDetail>(CHARGE_PATHS.charges, body));
export const useEndCharge = () =>
  useChargeMutation(({ id, note }: { id: number; note: string }) =>
    api.post<ChargeDetail>(CHARGE_PATHS.chargeEnd(id), { note }),
  );
