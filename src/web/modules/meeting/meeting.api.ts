/** Calls of meetings (meeting.contract.ts) as TanStack Query hooks. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CalendarEntry,
  MeetingDashboard,
  MeetingDesk,
  MeetingDetail,
  MeetingInput,
  MeetingPage,
  MeetingTask,
  MinutesInput,
  NominationInput,
  NominationPage,
  TaskPage,
} from '../../../common/contracts/meeting.contract';
import { MEETING_PATHS } from '../../../common/contracts/meeting.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['meeting'] as const;

export const useMeetings = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'list', params],
    queryFn: () => api.get<MeetingPage>(withQuery(MEETING_PATHS.meetings, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useTasks = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'tasks', params],
    queryFn: () => api.get<TaskPage>(withQuery(MEETING_PATHS.tasks, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useNominations = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'nominations', params],
    queryFn: () => api.get<NominationPage>(withQuery(MEETING_PATHS.nominations, params)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMeeting = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'one', id],
    queryFn: () => api.get<MeetingDetail>(MEETING_PATHS.one(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });

export const useCalendar = (from: string, to: string) =>
  useQuery({
    queryKey: [...ROOT, 'calendar', from, to],
    queryFn: () => api.get<CalendarEntry[]>(withQuery(MEETING_PATHS.calendar, { from, to })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useMeetingDashboard = () =>
  useQuery({
    queryKey: [...ROOT, 'dashboard'],
    queryFn: () => api.get<MeetingDashboard>(MEETING_PATHS.dashboard),
    staleTime: 0,
  });

export const useMeetingDesks = () =>
  useQuery({
    queryKey: [...ROOT, 'desks'],
    queryFn: () => api.get<MeetingDesk[]>(MEETING_PATHS.desks),
    staleTime: 5 * 60_000,
  });

/** A write that refreshes every meeting query afterwards. */
export function useMeetingMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ROOT });
    },
  });
}

export const meetingApi = {
  create: (body: MeetingInput) => api.post<MeetingDetail>(MEETING_PATHS.meetings, body),
  update: ({ id, ...body }: MeetingInput & { id: number }) =>
    api.put<MeetingDetail>(MEETING_PATHS.one(id), body),
  invite: (id: number) => api.post<MeetingDetail>(MEETING_PATHS.invite(id), {}),
  remind: (id: number) => api.post<MeetingDetail>(MEETING_PATHS.remind(id), {}),
  hold: (id: number) => api.post<MeetingDetail>(MEETING_PATHS.hold(id), {}),
  minutes: ({ id, ...body }: MinutesInput & { id: number }) =>
    api.put<MeetingDetail>(MEETING_PATHS.minutes(id), body),
  finalise: ({ id, memoNo }: { id: number; memoNo: string }) =>
    api.post<MeetingDetail>(MEETING_PATHS.finalise(id), { memoNo }),
  archive: (id: number) => api.post<MeetingDetail>(MEETING_PATHS.archive(id), {}),
  nominate: ({ inviteeId, ...body }: NominationInput & { inviteeId: number }) =>
    api.put<MeetingDetail>(MEETING_PATHS.nominate(inviteeId), body),
  complete: ({ id, note }: { id: number; note?: string }) =>
    api.post<MeetingTask>(MEETING_PATHS.completeTask(id), { note }),
};
