/** The message under a field of a plain form (lib/field-problems.ts), read out as it appears. */
import { useTranslation } from 'react-i18next';
import { errorIdOf, type FieldProblem } from '../lib/field-problems';

export function FieldError({ fieldId, problem }: { fieldId: string; problem?: FieldProblem }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return (
    <div id={errorIdOf(fieldId)} className="plain-field-error" role="alert">
      {'key' in problem ? t(problem.key) : problem.text}
    </div>
  );
}
