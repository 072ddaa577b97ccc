/** SPEC.md §9: business constants shared by the server and the browser. */

/** The product's name; a deployment may rename it at build time (VITE_PRODUCT_NAME_BN / _EN, README). */
export const PRODUCT_NAME_BN = 'কার্যালয়';
export const PRODUCT_NAME_EN = 'Karjaloy';

/** Special office ids (SPEC.md §6, §9). */
export const OFFICE_ID_RESTRICTED = 861;
export const OFFICE_ID_SUPER_ADMIN_DASHBOARD = 2;

/** Special role ids (SPEC.md §6, §9). */
export const ROLE_ID_NO_OFFICE = 0;
export const ROLE_ID_SCHOOL_TRAINING = 34;

/** Local storage keys written on sign-in, exactly as SPEC.md §9 names them. */
export const LOCAL_STORAGE_KEYS = {
  token: 'st',
  user: 'user',
  profile: 'profile',
  activeRole: 'activeRole',
  isSuperAdmin: 'isSuperAdmin',
  isSupportAdmin: 'isSupportAdmin',
  supportLevel: 'supportLevel',
  sitePermissions: 'sitePermissions',
  fixedData: 'fixedData',
  examDeskPermission: 'examDeskPermission',
  isOfficeAdmin: 'IsOfficeAdmin',
} as const;

/** The zustand store persisted in local storage (SPEC.md §9). */
export const AUTH_STORE_KEY = 'auth-store';

/** Session storage keys (SPEC.md §9): the token used for automatic login and the user id it returns. */
export const SESSION_STORAGE_KEYS = { token: 'st', userId: 'sub', savedState: 'app-state' } as const;

/** Toasts (SPEC.md §2, §9). */
export const TOAST_DURATION_MS = 4000;
export const TOAST_RETRY_MS = 250;
export const TOAST_CLOSE_ANIMATION_MS = 150;

export const OTP_LENGTH = 6;
export const NID_LENGTHS = [10, 13, 17] as const;
export const PICTURE_MIN_WIDTH_PX = 500;

/** Support ticket statuses (SPEC.md §4). */
export const SUPPORT_STATUS = { new: 1, inProgress: 2, resolved: 3, cancelled: 4 } as const;

/** The browser event that shows (detail true) or hides (detail false) the full-page loader. */
export const LOADER_EVENT = 'toggleLoader';

/** Pagination defaults for every server list. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 200;
/** Deeper than this a list is searched or filtered, not paged; it also keeps the offset in range. */
export const MAX_PAGE = 100_000;
