/**
 * /userskills: the skills list of the office (office admins) or the own (everyone else). Paths from
 * profile-sections.paths.ts, so the list carries no validator.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SkillArea, UserSkillsPage } from '../../../common/contracts/profile-sections.contract';
import { PROFILE_SECTION_PATHS } from '../../../common/contracts/profile-sections.paths';
import { type QueryParams, withQuery } from '../../components/office-selector/office-options.api';
import { api } from '../../lib/api';

export const useUserSkills = (params: QueryParams) =>
  useQuery({
    queryKey: ['skills', 'list', params],
    queryFn: () => api.get<UserSkillsPage>(withQuery(PROFILE_SECTION_PATHS.userSkills, params)),
    placeholderData: keepPreviousData,
  });

export const skillsExportPath = (params: QueryParams) =>
  withQuery(PROFILE_SECTION_PATHS.userSkillsExport, params);

/** The master list of skill areas (shared cache key with the profile's skills tab). */
export const useSkillAreas = () =>
  useQuery({
    queryKey: ['skills', 'areas'],
    queryFn: () => api.get<SkillArea[]>(PROFILE_SECTION_PATHS.skillAreas),
    staleTime: 10 * 60_000,
  });
