/** Messages of the audit trail and of the service's operation (outages), in Bangla and English. */
export const auditMessages = {
  'validation.audit.dateRange': {
    bn: 'শেষের তারিখ শুরুর তারিখের আগে হতে পারে না',
    en: 'The end date cannot be before the start date',
  },
  'error.serviceUnavailable': {
    bn: 'সাময়িকভাবে সেবা বন্ধ আছে',
    en: 'The service is temporarily unavailable',
  },
} as const;
