/** Calls of registration, one-time passwords, NID check and password reset. */
import type { OtpTicketResponse, RegistrationInput } from '../../../common/contracts/registration.contract';
import { REGISTRATION_PATHS } from '../../../common/contracts/registration.paths';
import { api } from '../../lib/api';

export type OtpFlow = 'registration' | 'password-reset';

const otpPaths = {
  registration: {
    send: REGISTRATION_PATHS.otp,
    resend: REGISTRATION_PATHS.otpResend,
    verify: REGISTRATION_PATHS.otpVerify,
  },
  'password-reset': {
    send: REGISTRATION_PATHS.resetOtp,
    resend: REGISTRATION_PATHS.resetOtpResend,
    verify: REGISTRATION_PATHS.resetOtpVerify,
  },
} as const;

export const registrationApi = {
  sendOtp: (flow: OtpFlow, mobile: string) => api.post<OtpTicketResponse>(otpPaths[flow].send, { mobile }),
  resendOtp: (flow: OtpFlow, otpId: string) => api.post<OtpTicketResponse>(otpPaths[flow].resend, { otpId }),
  verifyOtp: (flow: OtpFlow, otpId: string, code: string) =>
    api.post<{ verified: boolean; mobile: string }>(otpPaths[flow].verify, { otpId, code }),
  checkNid: (nid: string, dateOfBirth: string) =>
    api.post<{ enabled: boolean; verified: boolean }>(REGISTRATION_PATHS.nidCheck, { nid, dateOfBirth }),
  register: (input: RegistrationInput) =>
    api.post<{ userId: number; requestId: number }>(REGISTRATION_PATHS.register, input),
  resetPassword: (input: { otpId: string; mobile: string; password: string; confirmPassword: string }) =>
    api.post<{ reset: boolean }>(REGISTRATION_PATHS.reset, input),
};
