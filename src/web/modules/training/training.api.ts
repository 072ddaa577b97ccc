/**
 * Calls of training as TanStack Query hooks, for both sets and role 34. The paths come from
 * training.paths.ts and the types are erased, so the plain lists that call these carry no validator.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '../../../common/contracts/office.contract';
import type {
  ApplicationRow,
  AttendanceSheet,
  BatchDetail,
  BatchFeedback,
  BatchInput,
  BatchSummary,
  Certificate,
  CompletedTraining,
  DecisionInput,
  ImportReport,
  MyTrainings,
  NominationMemo,
  OfficerOption,
  Student,
  StudentInput,
  TraineeRow,
  Trainer,
  TrainerInput,
  TrainerProfile,
  TrainingChargeChoices,
  TrainingDashboard,
  TrainingProvider,
  TrainingTitle,
} from '../../../common/contracts/training.contract';
import { TRAINING_PATHS } from '../../../common/contracts/training.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

const ROOT = ['training'] as const;

function usePage<T>(key: string, path: string, params: QueryParams, enabled = true) {
  return useQuery({
    queryKey: [...ROOT, key, params],
    queryFn: () => api.get<Page<T>>(withQuery(path, params)),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export const useBatches = (params: QueryParams) =>
  usePage<BatchSummary>('batches', TRAINING_PATHS.batches, params);
export const useApplications = (params: QueryParams, enabled = true) =>
  usePage<ApplicationRow>('applications', TRAINING_PATHS.applications, params, enabled);
export const useTrainees = (params: QueryParams) =>
  usePage<TraineeRow>('trainees', TRAINING_PATHS.trainees, params);
export const useTrainers = (params: QueryParams) =>
  usePage<Trainer>('trainers', TRAINING_PATHS.trainers, params);
export const useStudents = (params: QueryParams) =>
  usePage<Student>('students', TRAINING_PATHS.students, params);

export const useBatch = (id: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'batch', id],
    queryFn: () => api.get<BatchDetail>(TRAINING_PATHS.batch(id ?? 0)),
    enabled: id !== null,
    retry: false,
    staleTime: 0,
  });

export const useProviders = () =>
  useQuery({
    queryKey: [...ROOT, 'providers'],
    queryFn: () => api.get<TrainingProvider[]>(TRAINING_PATHS.providers),
  });
export const useTitles = (providerOrgId?: number) =>
  useQuery({
    queryKey: [...ROOT, 'titles', providerOrgId ?? null],
    queryFn: () => api.get<TrainingTitle[]>(withQuery(TRAINING_PATHS.titles, { providerOrgId })),
  });
export const useDashboard = (params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'dashboard', params],
    queryFn: () => api.get<TrainingDashboard>(withQuery(TRAINING_PATHS.dashboard, params)),
    staleTime: 0,
  });
export const useMyTrainings = () =>
  useQuery({
    queryKey: [...ROOT, 'self'],
    queryFn: () => api.get<MyTrainings>(TRAINING_PATHS.self),
    staleTime: 0,
  });
export const useCompletedTrainings = (userId?: number) =>
  useQuery({
    queryKey: [...ROOT, 'completed', userId ?? null],
    queryFn: () => api.get<CompletedTraining[]>(withQuery(TRAINING_PATHS.completed, { userId })),
  });
export const useOfficerOptions = (params: QueryParams, enabled = true) =>
  useQuery({
    queryKey: [...ROOT, 'officers', params],
    queryFn: () => api.get<OfficerOption[]>(withQuery(TRAINING_PATHS.officerOptions, params)),
    enabled,
  });
export const useAttendance = (batchId: number | null, day?: string) =>
  useQuery({
    queryKey: [...ROOT, 'attendance', batchId, day ?? null],
    queryFn: () => api.get<AttendanceSheet>(withQuery(TRAINING_PATHS.attendance(batchId ?? 0), { day })),
    enabled: batchId !== null,
    staleTime: 0,
  });
export const useMemo = (batchId: number | null, officeId: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'memo', batchId, officeId],
    queryFn: () => api.get<NominationMemo>(withQuery(TRAINING_PATHS.memo(batchId ?? 0), { officeId })),
    enabled: batchId !== null && officeId !== null,
    staleTime: 0,
  });
export const useBatchFeedback = (batchId: number | null, params: QueryParams) =>
  useQuery({
    queryKey: [...ROOT, 'feedback', batchId, params],
    queryFn: () => api.get<BatchFeedback>(withQuery(TRAINING_PATHS.batchFeedback(batchId ?? 0), params)),
    enabled: batchId !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
/** A trainer's profile by id, or the caller's own trainer record (null when they are not one). */
export const useTrainerProfile = (trainerId: number | null) =>
  useQuery({
    queryKey: [...ROOT, 'trainer', trainerId],
    queryFn: () =>
      api.get<TrainerProfile | null>(
        trainerId ? TRAINING_PATHS.trainer(trainerId) : TRAINING_PATHS.myTrainer,
      ),
    retry: false,
  });
export const fetchCertificate = (traineeId: number) =>
  api.get<Certificate>(TRAINING_PATHS.certificate(traineeId));

/** Every write refreshes the training lists it may change. */
function useWrite<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: ROOT }) });
}

export const useCreateBatch = () =>
  useWrite((input: BatchInput) => api.post<BatchDetail>(TRAINING_PATHS.batches, input));
export const useMoveBatch = () =>
  useWrite(({ id, status }: { id: number; status: string }) =>
    api.post<BatchDetail>(TRAINING_PATHS.batchStatus(id), { status }),
  );
export const useApply = () =>
  useWrite(({ id, reason }: { id: number; reason?: string }) =>
    api.post<BatchDetail>(TRAINING_PATHS.apply(id), { reason }),
  );
export const useWithdraw = () => useWrite((id: number) => api.post(TRAINING_PATHS.withdraw(id)));
export const useNominate = () =>
  useWrite(({ id, userIds, note }: { id: number; userIds: number[]; note?: string }) =>
    api.post<BatchDetail>(TRAINING_PATHS.nominations(id), { userIds, note }),
  );
/** At finalising: the officer's held desks, and who may take the charge of one of them (`deskId`). */
export const useTrainingChargeDesks = (id: number | null, deskId: number | undefined, search: string) =>
  useQuery({
    queryKey: [...ROOT, 'charge-desks', id, deskId, search],
    queryFn: () =>
      api.get<TrainingChargeChoices>(withQuery(TRAINING_PATHS.chargeDesks(id ?? 0), { deskId, search })),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const useDecide = () =>
  useWrite(({ id, ...input }: DecisionInput & { id: number }) => api.post(TRAINING_PATHS.decide(id), input));
export const useRecordAttendance = () =>
  useWrite(({ id, day, present }: { id: number; day: string; present: number[] }) =>
    api.put<AttendanceSheet>(TRAINING_PATHS.attendance(id), { day, present }),
  );
export const useDecideTrainee = () =>
  useWrite(({ id, outcome }: { id: number; outcome: 'completed' | 'incomplete' }) =>
    api.post<{ traineeId: number; status: string; certificateNo: string | null }>(
      TRAINING_PATHS.complete(id),
      {
        outcome,
      },
    ),
  );
export const useFeedback = () =>
  useWrite(({ id, rating, comment }: { id: number; rating: number; comment?: string }) =>
    api.post(TRAINING_PATHS.feedback(id), { rating, comment }),
  );
export const useAddTrainer = () =>
  useWrite((input: TrainerInput) => api.post<Trainer>(TRAINING_PATHS.trainers, input));
export const useAddProvider = () =>
  useWrite((input: { nameBn: string; nameEn: string }) =>
    api.post<TrainingProvider>(TRAINING_PATHS.providers, input),
  );
export const useAddTitle = () =>
  useWrite((input: { providerOrgId: number; nameBn: string; nameEn: string }) =>
    api.post<TrainingTitle>(TRAINING_PATHS.titles, input),
  );
export const useCreateStudent = () =>
  useWrite((input: StudentInput) => api.post<Student>(TRAINING_PATHS.students, input));
export const useAddStudents = () =>
  useWrite(({ id, studentIds }: { id: number; studentIds: number[] }) =>
    api.post<BatchDetail>(TRAINING_PATHS.addStudents(id), { studentIds }),
  );
export const useImportStudents = () =>
  useWrite((file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post<ImportReport>(TRAINING_PATHS.studentsImport, form);
  });
