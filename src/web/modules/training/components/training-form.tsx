/**
 * Training's plain forms (a trainer, a student, a batch): checked with the contract's own schemas,
 * downloaded when the person enters the form rather than with the page (they bring the validator,
 * as registration/components/credential-rules.ts explains); the problems show as every plain
 * form's do (lib/plain-form-checks.ts); their short texts and choices are drawn alike, and each
 * is saved with one button under its fields.
 */
import type { ComponentProps, FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { ChoiceField, SubmitButton, TextField } from '../../../components/plain-fields';
import { showError } from '../../../lib/feedback';
import { checkWith, reportRefusal } from '../../../lib/plain-form-checks';
import { toast } from '../../../lib/toast';
import type { FormFields } from '../../../lib/use-plain-form';

const loadTrainingRules = () => import('../../../../common/contracts/training.contract');
type TrainingRules = Awaited<ReturnType<typeof loadTrainingRules>>;

/** Fetches the checks when the person enters the form (its onFocus), so a save need not wait for them. */
function prepareTrainingRules(): void {
  loadTrainingRules().catch(() => undefined);
}

/** The form, its fields held while it is sent, and its save button. */
export function TrainingForm({
  form,
  onSubmit,
  busy,
  children,
}: {
  form: { ref: RefObject<HTMLFormElement | null> };
  onSubmit: (event: FormEvent) => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('training');
  return (
    <form
      ref={form.ref}
      className="plain-form training-form"
      onSubmit={onSubmit}
      onFocus={prepareTrainingRules}
      noValidate
    >
      <fieldset disabled={busy}>
        {children}
        <SubmitButton busy={busy}>{t('save')}</SubmitButton>
      </fieldset>
    </form>
  );
}

export function useTrainingChecks(form: FormFields) {
  const { t } = useTranslation();
  return {
    /**
     * Checks `input` with the schema `pick` chooses and shows what it finds; true when all is well.
     * A lost connection before the checks arrived is said as such.
     */
    check: async (pick: (rules: TrainingRules) => ZodType, input: object): Promise<boolean> => {
      const rules = await loadTrainingRules().catch(() => null);
      if (rules) return checkWith(form, pick(rules), input);
      toast('error', t('common:networkError'));
      return false;
    },
    /** The server's refusal: its field errors under their fields, its message as a toast. */
    refused: (error: unknown) => {
      reportRefusal(form, error);
      showError(error);
    },
  };
}

/** Short texts (up to 200 characters), each labelled by its field's own message. */
export function NamedTextFields<F extends string>({
  form,
  fields,
  required,
  inputOf,
}: {
  form: FormFields;
  fields: readonly F[];
  required: readonly F[];
  /** What else a field's control takes (a phone's keyboard, an e-mail's type). */
  inputOf?: (field: F) => Omit<ComponentProps<typeof TextField>, 'form' | 'path' | 'label'>;
}) {
  const { t } = useTranslation('training');
  return fields.map((field) => (
    <TextField
      key={field}
      form={form}
      path={field}
      label={t(field)}
      required={required.includes(field)}
      name={field}
      maxLength={200}
      {...inputOf?.(field)}
    />
  ));
}

/** A choice to be made, none made at first. */
export function RequiredChoice(props: Omit<ComponentProps<typeof ChoiceField>, 'required' | 'placeholder'>) {
  const { t } = useTranslation('training');
  return <ChoiceField {...props} required placeholder={t('choose')} />;
}
