/**
 * The checks of the registration form and of the new officer's, with the contract's own schemas,
 * downloaded when the person first enters the form (as credential-rules.ts does for the password
 * reset): the schemas and their validator would otherwise share a slow line with the first paint.
 */
import type { PlacementField } from '../../../../common/contracts/registration.contract';
import { isWithin, type Problems } from '../../../lib/use-plain-form';

/** The contract's problems by field: the plain forms' own (lib/plain-form-checks.ts). */
export { problemsOf } from '../../../lib/plain-form-checks';

export const loadRegistrationRules = () =>
  import('../../../../common/contracts/registration.contract').then((contract) => ({
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
  }));

export type RegistrationRules = Awaited<ReturnType<typeof loadRegistrationRules>>;

/** Only the problems of `fields` (a step's, or those a button checks). */
export const onlyOf = (problems: Problems, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(problems).filter(([path]) => fields.some((field) => isWithin(path, field))),
  );

/** Where the selector's problems live in the form: 'placement.officeId'. */
export const placementPath = (field: PlacementField) => `placement.${field}`;
