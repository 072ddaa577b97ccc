/**
 * The checks of the registration form and of the new officer's, with the contract's own schemas,
 * downloaded when the person first enters the form (as credential-rules.ts does for the password
 * reset): the schemas and their validator would otherwise share a slow line with the first paint.
 * The modules' messages come with them: the words of the checks' keys and of the toasts after.
 */
import type { PlacementField } from '../../../../common/contracts/registration.contract';
import { loadServerMessages } from '../../../i18n';

export const loadRegistrationRules = () =>
  Promise.all([import('../../../../common/contracts/registration.contract'), loadServerMessages()]).then(
    ([contract]) => ({
      placementIssues: contract.placementIssues,
      login: contract.loginStepSchema,
      /** The new officer's contact and password: no OTP, the admin types the number from the papers. */
      account: contract.loginStepSchema.omit({ otpId: true }),
      confirmation: contract.passwordConfirmationSchema,
      personal: contract.personalStepSchema,
      nidCheck: contract.nidCheckSchema,
      skills: contract.skillsStepSchema,
      /** The new officer's skills: the admin agrees to no terms for the officer. */
      skillList: contract.skillsStepSchema.pick({ skills: true }),
    }),
  );

export type RegistrationRules = Awaited<ReturnType<typeof loadRegistrationRules>>;

/** The problems a schema finds, and those of some fields only: shared with the other plain forms. */
export { onlyOf, problemsOf } from '../../../lib/use-plain-form';

/** Where the selector's problems live in the form: 'placement.officeId'. */
export const placementPath = (field: PlacementField) => `placement.${field}`;
