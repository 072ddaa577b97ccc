/** The one Drizzle schema: every module's tables, re-exported for the client and drizzle-kit. */
export * from '../modules/auth/auth.table';
export * from '../modules/exam/exam.table';
export * from '../modules/geography/geography.table';
export * from '../modules/innovation/innovation.table';
export * from '../modules/leave/leave.table';
export * from '../modules/message/message.table';
export * from '../modules/office/office.table';
export * from '../modules/profile/profile.table';
export * from '../modules/registration/registration.table';
export * from '../modules/report/report.table';
export * from '../modules/settings/settings.table';
export * from '../modules/support/support.table';
export * from '../modules/training/training.table';
export * from '../modules/transfer/transfer.table';
export * from '../modules/users/users.table';
export * from '../platform/calendar.table';
export * from '../platform/platform.table';
