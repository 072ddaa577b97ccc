/** Calls of freelancers (freelancer.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FreelancerDashboard,
  FreelancerDetail,
  FreelancerInput,
  FreelancerPage,
  MasterInput,
  MasterItem,
  MentorInput,
  MentorItem,
  TeamInput,
  TeamItem,
} from '../../../common/contracts/freelancer.contract';
import { FREELANCER_PATHS, type MasterKind } from '../../../common/contracts/freelancer.paths';
import type { Named, Page } from '../../../common/contracts/office.contract';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['freelancer'] as const;

export const useFreelancers = (params: QueryParams, national: boolean) =>
  useQuery({
    queryKey: [...ROOT, 'list', national, params],
    queryFn: () =>
      api.get<FreelancerPage>(
        withQuery(national ? FREELANCER_PATHS.nationalList : FREELANCER_PATHS.list, params),
      ),
    placeholderData: keepPreviousData,
  });

export const useFreelancer = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<FreelancerDetail>(FREELANCER_PATHS.one(id ?? 0)),
    enabled: id !== null,
  });

export const useMyFreelancer = () =>
  useQuery({
    queryKey: [...ROOT, 'mine'],
    queryFn: () => api.get<FreelancerDetail | null>(FREELANCER_PATHS.mine),
  });

export const useFreelancerDashboard = (national: boolean, params: QueryParams = {}) =>
  useQuery({
    queryKey: [...ROOT, 'dashboard', national, params],
    queryFn: () =>
      api.get<FreelancerDashboard>(
        withQuery(national ? FREELANCER_PATHS.nationalDashboard : FREELANCER_PATHS.dashboard, params),
      ),
  });

export const useMaster = (kind: MasterKind) =>
  useQuery({
    queryKey: [...ROOT, 'master', kind],
    queryFn: () => api.get<MasterItem[]>(FREELANCER_PATHS.master(kind)),
  });

export const useScopeDistricts = () =>
  useQuery({ queryKey: [...ROOT, 'districts'], queryFn: () => api.get<Named[]>(FREELANCER_PATHS.districts) });

export const useMentors = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'mentors', params],
    queryFn: () => api.get<Page<MentorItem>>(withQuery(FREELANCER_PATHS.mentors, params)),
    placeholderData: keepPreviousData,
  });

export const useTeams = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'teams', params],
    queryFn: () => api.get<Page<TeamItem>>(withQuery(FREELANCER_PATHS.teams, params)),
    placeholderData: keepPreviousData,
  });

/** A write that refreshes every freelancer query afterwards. */
export function useFreelancerMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ROOT }) });
}

export const freelancerApi = {
  create: (body: FreelancerInput) => api.post<FreelancerDetail>(FREELANCER_PATHS.list, body),
  update: ({ id, ...body }: FreelancerInput & { id: number }) =>
    api.put<FreelancerDetail>(FREELANCER_PATHS.one(id), body),
  remove: (id: number) => api.delete(FREELANCER_PATHS.one(id)),
  saveMaster: ({ kind, id, ...body }: MasterInput & { kind: MasterKind; id?: number }) =>
    id ? api.put(FREELANCER_PATHS.masterOne(kind, id), body) : api.post(FREELANCER_PATHS.master(kind), body),
  removeMaster: ({ kind, id }: { kind: MasterKind; id: number }) =>
    api.delete(FREELANCER_PATHS.masterOne(kind, id)),
  addMentor: (body: MentorInput) => api.post(FREELANCER_PATHS.mentors, body),
  removeMentor: (id: number) => api.delete(FREELANCER_PATHS.mentor(id)),
  saveTeam: ({ id, ...body }: TeamInput & { id?: number }) =>
    id ? api.put(FREELANCER_PATHS.team(id), body) : api.post(FREELANCER_PATHS.teams, body),
  removeTeam: (id: number) => api.delete(FREELANCER_PATHS.team(id)),
};
