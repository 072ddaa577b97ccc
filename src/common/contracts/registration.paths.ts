/** The API paths of registration and password reset, apart from its schemas: a screen that only calls them carries no validator. */
export const REGISTRATION_PATHS = {
  otp: '/api/registration/otp',
  otpResend: '/api/registration/otp/resend',
  otpVerify: '/api/registration/otp/verify',
  nidCheck: '/api/registration/nid-check',
  register: '/api/registration',
  requests: '/api/registration/requests',
  myRequest: '/api/registration/my-request',
  approve: (id: number | string) => `/api/registration/requests/${id}/approve`,
  reject: (id: number | string) => `/api/registration/requests/${id}/reject`,
  resetOtp: '/api/auth/password-reset/otp',
  resetOtpResend: '/api/auth/password-reset/otp/resend',
  resetOtpVerify: '/api/auth/password-reset/otp/verify',
  reset: '/api/auth/password-reset',
  outbox: '/api/outbox',
} as const;
