/** Calls of projects (project.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  ProjectDetail,
  ProjectInput,
  ProjectRow,
  SiteInput,
  SiteRow,
} from '../../../common/contracts/project.contract';
import { PROJECT_PATHS as P } from '../../../common/contracts/project.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['project'] as const;

function usePage<T>(key: string, path: string, params: QueryParams) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<T>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export const useProjects = (params: QueryParams) => usePage<Page<ProjectRow>>('projects', P.projects, params);
export const useProject = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'project', id],
    queryFn: () => api.get<ProjectDetail>(P.project(id ?? 0)),
    enabled: id !== null,
  });
export const useSites = (params: QueryParams) => usePage<Page<SiteRow>>('sites', P.sites, params);

export function useProjectMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export const projectApi = {
  saveProject: ({ id, ...body }: ProjectInput & { id?: number }) =>
    id ? api.put<ProjectDetail>(P.project(id), body) : api.post<ProjectDetail>(P.projects, body),
  saveSite: ({ id, ...body }: SiteInput & { id?: number }) =>
    id ? api.put<SiteRow>(P.site(id), body) : api.post<SiteRow>(P.sites, body),
};
