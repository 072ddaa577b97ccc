import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_STORE_KEY, LOCAL_STORAGE_KEYS } from '../../common/constants';
import type { Session } from './auth-store';
import { hasStoredSession, useAuthStore } from './auth-store';

const session: Session = {
  token: 'token-123',
  user: {
    id: 4,
    name: 'Nusrat Jahan',
    email: 'officer@demo.gov.bd',
    email_verified_at: null,
    created_at: '',
    updated_at: '',
  },
  isSuperAdmin: false,
  isSupportAdmin: false,
  supportLevel: 0,
  profile: [
    { id: 4, KnownAs: 'Nusrat Jahan', KnownAsBangla: 'নুসরাত জাহান', PhotoUrl: null, SignatureUrl: null },
  ],
  userrole: [
    {
      ProfileId: 4,
      DeskId: 11,
      GEOCode: '81',
      IsOfficeAdmin: true,
      IsOfficeHead: false,
      IsSectionAdmin: false,
      IsSectionHead: false,
      OfficeId: 10,
      OfficeName: 'জেলা আইসিটি কার্যালয়, রাজশাহী',
      OfficeNameEn: 'District ICT Office, Rajshahi',
      RoleId: 5,
      RoleName: 'প্রোগ্রামার',
      RoleNameEn: 'Programmer',
      SectionId: null,
      SectionName: null,
      SectionNameEn: null,
      ControllingOfficeId: 2,
      OfficeLevelId: null,
      MinistryId: null,
    },
  ],
  sitePermissions: { meetingMgt: true },
  fixedData: { isNidVerificationEnabled: true },
  examDeskPermission: null,
};

describe('auth store', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('writes exactly the SPEC.md §9 local storage keys and the persisted store on sign-in', () => {
    useAuthStore.getState().setSession(session);
    expect(Object.keys(localStorage).sort()).toEqual(
      [...Object.values(LOCAL_STORAGE_KEYS), AUTH_STORE_KEY].sort(),
    );
    expect(localStorage.getItem('st')).toBe('token-123');
    expect(JSON.parse(localStorage.getItem('activeRole')!)).toMatchObject({ DeskId: 11 });
    expect(localStorage.getItem('IsOfficeAdmin')).toBe('true');
    expect(sessionStorage.getItem('st')).toBe('token-123');
    expect(hasStoredSession()).toBe(true);
  });

  it('removes every key on clear', () => {
    useAuthStore.getState().setSession(session);
    useAuthStore.getState().clear();
    for (const key of Object.values(LOCAL_STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('st')).toBeNull();
    expect(useAuthStore.getState().session).toBeNull();
    expect(hasStoredSession()).toBe(false);
  });

  it('needs both the token and the user to restore a session', () => {
    localStorage.setItem('st', 'x');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('user', '{}');
    expect(hasStoredSession()).toBe(true);
  });
});
