/** The API paths of the admin dashboard, apart from its schemas: a screen that only calls them carries no validator. */
export const DASHBOARD_PATHS = {
  adminDashboard: (officeId: number | string) => `/api/reports/admindashboard/${officeId}`,
} as const;
