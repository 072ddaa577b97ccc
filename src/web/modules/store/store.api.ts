/** Calls of the store (store.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  AdjustmentInput,
  AssetInput,
  AssetRow,
  CategoryInput,
  DecisionInput,
  DeskOption,
  LedgerRow,
  ProductInput,
  ProductRow,
  ReceiptDetail,
  ReceiptInput,
  ReceiptRow,
  RequisitionDetail,
  RequisitionInput,
  RequisitionRow,
  StoreCategory,
  StoreDashboard,
  StoreOfficer,
} from '../../../common/contracts/store.contract';
import { STORE_PATHS as P } from '../../../common/contracts/store.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['store'] as const;

function usePage<T>(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<T>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export const useStoreOfficer = () =>
  useQuery({ queryKey: [...ROOT, 'officer'], queryFn: () => api.get<StoreOfficer>(P.officer) });
export const useDeskOptions = (enabled: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'desks'],
    queryFn: () => api.get<DeskOption[]>(P.deskOptions),
    enabled,
  });
export const useCategories = () =>
  useQuery({ queryKey: [...ROOT, 'categories'], queryFn: () => api.get<StoreCategory[]>(P.categories) });
export const useProducts = (params: QueryParams) => usePage<Page<ProductRow>>('products', P.products, params);
export const useLedger = (id: number | null, params: QueryParams) =>
  usePage<Page<LedgerRow>>(`ledger-${id}`, P.productLedger(id ?? 0), params, id !== null);
export const useReceipts = (params: QueryParams) => usePage<Page<ReceiptRow>>('receipts', P.receipts, params);
export const useReceipt = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'receipt', id],
    queryFn: () => api.get<ReceiptDetail>(P.receipt(id ?? 0)),
    enabled: id !== null,
  });
export const useRequisitions = (params: QueryParams) =>
  usePage<Page<RequisitionRow>>('requisitions', P.requisitions, params);
export const useRequisition = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'requisition', id],
    queryFn: () => api.get<RequisitionDetail>(P.requisition(id ?? 0)),
    enabled: id !== null,
    staleTime: 0,
  });
export const useAssets = (params: QueryParams) => usePage<Page<AssetRow>>('assets', P.assets, params);
export const useStoreDashboard = () =>
  useQuery({
    queryKey: [...ROOT, 'dashboard'],
    queryFn: () => api.get<StoreDashboard>(P.dashboard),
    staleTime: 0,
  });

/** A write that refreshes every store list after it succeeds. */
export function useStoreMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export const storeApi = {
  setOfficer: (deskId: number) => api.put<StoreOfficer>(P.officer, { deskId }),
  saveCategory: ({ id, ...body }: CategoryInput & { id?: number }) =>
    id ? api.put<StoreCategory[]>(P.category(id), body) : api.post<StoreCategory[]>(P.categories, body),
  removeCategory: (id: number) => api.delete<null>(P.category(id)),
  adjust: ({ id, ...body }: AdjustmentInput & { id: number }) =>
    api.post<LedgerRow>(P.productAdjustments(id), body),
  saveProduct: ({ id, ...body }: ProductInput & { id?: number }) =>
    id ? api.put<ProductRow>(P.product(id), body) : api.post<ProductRow>(P.products, body),
  receive: (body: ReceiptInput) => api.post<ReceiptDetail>(P.receipts, body),
  requisition: (body: RequisitionInput) => api.post<RequisitionDetail>(P.requisitions, body),
  decide: ({ id, ...body }: DecisionInput & { id: number }) =>
    api.post<RequisitionDetail>(P.requisitionDecision(id), body),
  deliver: (id: number) => api.post<RequisitionDetail>(P.requisitionDeliver(id)),
  cancel: (id: number) => api.post<RequisitionDetail>(P.requisitionCancel(id)),
  saveAsset: ({ id, ...body }: AssetInput & { id?: number }) =>
    id ? api.put<AssetRow>(P.asset(id), body) : api.post<AssetRow>(P.assets, body),
};
