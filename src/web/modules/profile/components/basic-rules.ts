/**
 * The basic tab's checks with the contract's own schema. Downloaded when the officer first enters
 * the form (basic-form.ts loadBasicRules), so the page's first load carries no validator.
 */
import { basicInputSchema } from '../../../../common/contracts/profile-sections.contract';
import type { Problems } from '../../../lib/use-plain-form';
import { problemsOf } from '../../registration/components/registration-rules';

/** The contract's first message key of each field, by the form's dotted path ('kids.0.gender'). */
export const basicIssuesOf = (body: Record<string, unknown>): Problems => problemsOf(basicInputSchema, body);
