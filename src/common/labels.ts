/** SPEC.md §3 labels, shared so every screen and export writes them the same way. */
import type { UserRole } from './contracts/auth.contract';
import type { Lang } from './messages';

type DeskFields = Pick<
  UserRole,
  'RoleName' | 'RoleNameEn' | 'SectionName' | 'SectionNameEn' | 'OfficeName' | 'OfficeNameEn'
>;

/** Role name, then section name if any, then office name. */
export function deskLabel(role: DeskFields, lang: Lang = 'bn'): string {
  const parts =
    lang === 'en'
      ? [role.RoleNameEn, role.SectionNameEn, role.OfficeNameEn]
      : [role.RoleName, role.SectionName, role.OfficeName];
  return parts.filter((part) => part && part.length > 0).join(', ');
}

/** A record's name in the interface language; English falls back to Bangla where there is none. */
export const nameOf = (item: { nameBn: string; nameEn?: string | null } | null | undefined, lang: Lang) =>
  item ? (lang === 'en' && item.nameEn ? item.nameEn : item.nameBn) : '';

/** User name, role name, office name. */
export function officerLabel(userName: string, role: DeskFields, lang: Lang = 'bn'): string {
  const parts =
    lang === 'en'
      ? [userName, role.RoleNameEn, role.OfficeNameEn]
      : [userName, role.RoleName, role.OfficeName];
  return parts.filter((part) => part && part.length > 0).join(', ');
}
