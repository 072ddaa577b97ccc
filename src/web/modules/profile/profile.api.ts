/**
 * The profile photo and signature: upload and remove the user's own, and keep the session's
 * PhotoUrl / SignatureUrl (SPEC.md §3) in step, so every picture of the user changes at once.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProfileImage } from '../../../common/contracts/profile.contract';
import { PROFILE_PATHS, type ProfileImageSlot } from '../../../common/contracts/profile.paths';
import type {
  FullProfile,
  ProfileBasic,
  ProfileProgress,
  SectionEntries,
  SkillArea,
} from '../../../common/contracts/profile-sections.contract';
import {
  PROFILE_SECTION_PATHS,
  type ProfileSectionKey,
} from '../../../common/contracts/profile-sections.paths';
import { api } from '../../lib/api';
import { useAuthStore } from '../../lib/auth-store';
import { uploadFile, useFileUrl } from '../../lib/files.api';

const SESSION_FIELD = { photo: 'PhotoUrl', signature: 'SignatureUrl' } as const;

function setSessionImage(slot: ProfileImageSlot, url: string | null): void {
  const { session, setSession } = useAuthStore.getState();
  if (!session) return;
  const [first, ...rest] = session.profile;
  if (!first) return;
  setSession({ ...session, profile: [{ ...first, [SESSION_FIELD[slot]]: url }, ...rest] });
}

export function useUploadProfileImage(slot: ProfileImageSlot) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadFile<ProfileImage>('PUT', PROFILE_PATHS[slot], file),
    onSuccess: (image) => {
      setSessionImage(slot, image.url);
      client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

export function useRemoveProfileImage(slot: ProfileImageSlot) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<{ deleted: boolean }>(PROFILE_PATHS[slot]),
    onSuccess: () => {
      setSessionImage(slot, null);
      client.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}

/** An object URL of the signed-in user's photo or signature, or null when there is none. */
export function useOwnProfileImage(slot: ProfileImageSlot): string | null {
  const path = useAuthStore((state) => state.session?.profile[0]?.[SESSION_FIELD[slot]] ?? null);
  return useFileUrl(path);
}

/* The profile tabs (profile-sections.contract.ts) ------------------------------------------------ */

const PROFILE_ROOT = ['profile'] as const;

export function useBasic() {
  return useQuery({
    queryKey: [...PROFILE_ROOT, 'basic'],
    queryFn: () => api.get<ProfileBasic>(PROFILE_SECTION_PATHS.basic),
  });
}

export function useProgress() {
  return useQuery({
    queryKey: [...PROFILE_ROOT, 'progress'],
    queryFn: () => api.get<ProfileProgress>(PROFILE_SECTION_PATHS.progress),
  });
}

export function useSection<K extends ProfileSectionKey>(key: K) {
  return useQuery({
    queryKey: [...PROFILE_ROOT, 'section', key],
    queryFn: () => api.get<SectionEntries[K][]>(PROFILE_SECTION_PATHS.section(key)),
  });
}

/** The whole profile of `userId` (own, or another officer's for admins), as the CV shows it. */
export function useFullProfile(userId: number | null) {
  return useQuery({
    queryKey: [...PROFILE_ROOT, 'full', userId],
    queryFn: () => api.get<FullProfile>(PROFILE_SECTION_PATHS.of(userId ?? 0)),
    enabled: userId !== null,
  });
}

export function useSkillAreas() {
  return useQuery({
    queryKey: ['skills', 'areas'],
    queryFn: () => api.get<SkillArea[]>(PROFILE_SECTION_PATHS.skillAreas),
    staleTime: 10 * 60_000,
  });
}

/** A write of the profile: every profile query (tabs, progress, CV) is refreshed afterwards. */
export function useProfileMutation<Input, Output>(run: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      client.invalidateQueries({ queryKey: PROFILE_ROOT });
      client.invalidateQueries({ queryKey: ['skills'] });
    },
  });
}

type Body = Record<string, unknown>;
export const profileApi = {
  saveBasic: (body: Body) => api.put<ProfileBasic>(PROFILE_SECTION_PATHS.basic, body),
  saveEntry: ({ key, id, body }: { key: ProfileSectionKey; id: number | null; body: Body }) =>
    id === null
      ? api.post<{ id: number; progress: number }>(PROFILE_SECTION_PATHS.section(key), body)
      : api.put<{ id: number; progress: number }>(PROFILE_SECTION_PATHS.entry(key, id), body),
  deleteEntry: ({ key, id }: { key: ProfileSectionKey; id: number }) =>
    api.delete<{ progress: number }>(PROFILE_SECTION_PATHS.entry(key, id)),
  attach: ({ id, file }: { id: number; file: File }) =>
    uploadFile<{ attachmentUrl: string }>('PUT', PROFILE_SECTION_PATHS.portfolioAttachment(id), file),
  detach: (id: number) => api.delete<{ deleted: boolean }>(PROFILE_SECTION_PATHS.portfolioAttachment(id)),
};
