/**
 * The checks of a mobile number, its OTP and a new password, with the contract's own schemas (the
 * ones the server applies), for the plain forms. The schemas and their validator (zod, about 23 KB)
 * download when the person first enters the form, not with the page, as the sign-in page does: on a
 * slow line they would share the bandwidth with the page's first paint.
 */
export const loadCredentialRules = () =>
  Promise.all([
    import('../../../../common/validation'),
    import('../../../../common/contracts/registration.contract'),
  ]).then(([validation, contract]) => ({
    /** Whether a number is worth an OTP: the send button waits for it. */
    isMobile: (value: string) => validation.MOBILE_PATTERN.test(validation.toEnglishDigits(value)),
    mobile: validation.mobileSchema,
    otpCode: validation.otpSchema,
    otpId: contract.otpVerifySchema.shape.otpId,
    password: validation.strongPasswordSchema,
    confirmation: contract.passwordConfirmationSchema,
  }));

export type CredentialRules = Awaited<ReturnType<typeof loadCredentialRules>>;

/** The message key of the first problem a schema finds, shared with the other plain forms. */
export { problemOf } from '../../../lib/use-plain-form';
