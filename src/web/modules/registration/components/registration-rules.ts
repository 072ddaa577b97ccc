/**
 * The checks of the registration form and of the new officer's, with the contract's own schemas,
 * downloaded when the person first enters the form (as credential-rules.ts does for the password
 * reset): the schemas and their validator would otherwise share a slow line with the first paint.
 */
import type { ZodType } from 'zod';
import type { PlacementField } from '../../../../common/contracts/registration.contract';
import { isWithin, type Problems } from '../../../lib/use-plain-form';

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

/**
 * The message key of the first problem `schema` finds at each path of `value`, the paths dotted as
 * the form names its fields ('kids.0.gender'), each under `prefix` when given.
 */
export function problemsOf(schema: ZodType, value: unknown, prefix = ''): Problems {
  const result = schema.safeParse(value);
  const found: Problems = {};
  if (result.success) return found;
  for (const issue of result.error.issues) {
    const path = prefix + issue.path.join('.');
    const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    found[path] ??= key;
  }
  return found;
}

/** Only the problems of `fields` (a step's, or those a button checks). */
export const onlyOf = (problems: Problems, fields: readonly string[]) =>
  Object.fromEntries(
    Object.entries(problems).filter(([path]) => fields.some((field) => isWithin(path, field))),
  );

/** Where the selector's problems live in the form: 'placement.officeId'. */
export const placementPath = (field: PlacementField) => `placement.${field}`;
