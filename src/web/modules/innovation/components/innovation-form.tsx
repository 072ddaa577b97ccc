/**
 * The innovation form: SPEC.md §3's fields, checked when sent with the contract's own schema (§5:
 * title and description required; fiscal year and budget in English digits), errors under the
 * fields and the focus on the first. Plain HTML (lib/use-plain-form.ts), so its pages load no UI
 * kit: the schema is downloaded when the person first enters the form. The picture goes through
 * the plain upload field, which checks type and width before sending.
 */
import { type FormEvent, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { InnovationDetail, InnovationInput } from '../../../../common/contracts/innovation.contract';
import { INNOVATION_PICTURE_RULE } from '../../../../common/contracts/innovation.paths';
import {
  CheckField,
  DayField,
  SubmitButton,
  TextAreaField,
  TextField,
} from '../../../components/plain-fields';
import { PlainFileUpload } from '../../../components/plain-file-upload';
import { takaInWords } from '../../../lib/bangla-words';
import { showError } from '../../../lib/feedback';
import { checkWith, reportRefusal } from '../../../lib/plain-form-checks';
import { toast } from '../../../lib/toast';
import { usePlainForm } from '../../../lib/use-plain-form';

export type InnovationFormValues = {
  title: string;
  description: string;
  impact?: string;
  pilotingDetails?: string;
  url?: string;
  fiscalYear?: string;
  budget?: string;
  nationWide?: boolean;
  pilotingDate?: string;
};

/** Every field, a new record's blank: a check then clears the problems of before from them all. */
export function initialInnovationValues(item: InnovationDetail | undefined): InnovationFormValues {
  if (!item)
    return {
      title: '',
      description: '',
      impact: '',
      pilotingDetails: '',
      url: '',
      fiscalYear: '',
      budget: '',
      nationWide: false,
      pilotingDate: '',
    };
  return {
    title: item.title,
    description: item.description,
    impact: item.impact ?? '',
    pilotingDetails: item.pilotingDetails ?? '',
    url: item.url ?? '',
    fiscalYear: item.fiscalYear ?? '',
    // Shown as typed: '250000' rather than numeric's '250000.00'.
    budget: item.budget?.replace(/\.00$/, '') ?? '',
    nationWide: item.nationWide,
    pilotingDate: item.pilotingDate ?? '',
  };
}

/** The API body of the form: blank fields are sent blank, and the contract makes them null. */
export const innovationBody = (values: InnovationFormValues): InnovationInput => ({
  ...values,
  nationWide: values.nationWide ?? false,
});

const loadInnovationRules = () =>
  import('../../../../common/contracts/innovation.contract').then(
    (contract) => contract.innovationInputSchema,
  );

interface InnovationFormProps {
  item?: InnovationDetail;
  submitting: boolean;
  /**
   * The checked values; `refused` shows a failure to save on the form (the server's field errors
   * under their fields, its message as a toast).
   */
  onSubmit: (values: InnovationFormValues, refused: (error: unknown) => void) => void;
  /** The picture: sent at once when editing; kept until the record is saved when it is new. */
  onPicture: (file: File) => Promise<unknown>;
  pictureNote?: ReactNode;
}

export function InnovationForm({ item, submitting, onSubmit, onPicture, pictureNote }: InnovationFormProps) {
  const { t } = useTranslation('innovation');
  const id = useId();
  const form = usePlainForm<InnovationFormValues>(initialInnovationValues(item), id);
  const budget = form.values.budget;
  const words = budget ? takaInWords(budget) : null;

  const refused = (error: unknown) => {
    reportRefusal(form, error);
    showError(error);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const schema = await loadInnovationRules().catch(() => null);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    if (checkWith(form, schema, form.values)) onSubmit(form.values, refused);
  };

  return (
    <form
      ref={form.ref}
      className="plain-form innovation-form"
      aria-label={item ? t('editInnovation') : t('newInnovation')}
      onSubmit={submit}
      onFocus={() => loadInnovationRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={submitting}>
        <div className="plain-form-grid">
          <TextField form={form} path="title" label={t('title')} maxLength={300} required wide />
          <TextAreaField
            form={form}
            path="description"
            label={t('description')}
            rows={4}
            maxLength={5000}
            required
            wide
          />
          <TextAreaField form={form} path="impact" label={t('impact')} rows={3} maxLength={3000} />
          <TextAreaField
            form={form}
            path="pilotingDetails"
            label={t('pilotingDetails')}
            rows={3}
            maxLength={3000}
          />
          <TextField form={form} path="url" label={t('url')} inputMode="url" placeholder="https://" />
          <TextField
            form={form}
            path="fiscalYear"
            label={t('fiscalYear')}
            hint={t('fiscalYearHint')}
            placeholder="2022-23"
          />
          <DayField form={form} path="pilotingDate" label={t('pilotingDate')} allowFuture />
          <TextField
            form={form}
            path="budget"
            label={t('budget')}
            hint={words ? `${t('budgetInWords')}: ${words}` : t('budgetHint')}
            inputMode="decimal"
            placeholder="250000"
          />
          <CheckField form={form} path="nationWide" label={t('nationWide')} />
          <fieldset className="plain-field plain-field-wide">
            <legend className="plain-label">{t('picture')}</legend>
            <PlainFileUpload rule={INNOVATION_PICTURE_RULE} upload={onPicture} label={t('picture')} />
            {pictureNote && <p className="plain-muted">{pictureNote}</p>}
          </fieldset>
        </div>
        <div className="form-actions">
          <SubmitButton busy={submitting}>{item ? t('common:update') : t('common:save')}</SubmitButton>
        </div>
      </fieldset>
    </form>
  );
}
