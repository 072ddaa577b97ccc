/**
 * More fields of a plain form (lib/use-plain-form.ts), beside those of plain-fields.tsx: a list of
 * things to tick, its value the ticked ones' values in the order they were ticked.
 */

import type { FormFields } from '../lib/use-plain-form';
import { type Choice, FieldProblem } from './plain-fields';

export interface CheckChoice<V extends string | number> extends Omit<Choice, 'value'> {
  value: V;
}

/**
 * Boxes to tick under a legend, across the whole form. A long list `scrolls` in a box of its own,
 * which is then a stop for the keyboard: it can be scrolled to read even while its boxes are
 * disabled (the form being sent).
 */
export function CheckListField<V extends string | number>({
  form,
  path,
  legend,
  options,
  className,
  scrolls,
}: {
  form: FormFields;
  path: string;
  legend: string;
  options: readonly CheckChoice<V>[];
  className?: string;
  scrolls?: boolean;
}) {
  const id = form.idOf(path);
  const problem = form.problems[path];
  const chosen = (form.get(path) as V[] | undefined) ?? [];
  return (
    <fieldset
      id={id}
      className={['plain-field plain-field-wide', scrolls && 'plain-choices', className]
        .filter(Boolean)
        .join(' ')}
      tabIndex={scrolls ? 0 : undefined}
      {...(problem ? { 'aria-describedby': `${id}-error` } : {})}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="plain-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              form.set(
                path,
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          {option.label}
        </label>
      ))}
      <FieldProblem id={`${id}-error`} message={problem} />
    </fieldset>
  );
}
