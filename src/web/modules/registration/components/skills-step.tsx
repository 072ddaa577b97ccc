/** Step 4: skills as free tags, and the terms of use to read and agree to. */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckField, FieldProblem } from '../../../components/plain-fields';
import { TagsField } from '../../../components/tags-field';
import type { FormFields } from '../../../lib/use-plain-form';

export const SKILLS_STEP_FIELDS = ['skills', 'termsAccepted'];
const TERMS = ['terms1', 'terms2', 'terms3', 'terms4', 'terms5', 'terms6'];

/** The terms of use of a government office system, in the interface language. */
export function TermsOfUse() {
  const { t } = useTranslation('registration');
  return (
    <ol className="terms-of-use" data-testid="terms-of-use">
      {TERMS.map((key) => (
        <li key={key}>{t(key)}</li>
      ))}
    </ol>
  );
}

/** Skills as tags: the registration's last step and the new officer's form. */
export function SkillsField({ form, hint }: { form: FormFields; hint?: string }) {
  const { t } = useTranslation('registration');
  const id = form.idOf('skills');
  const problem = form.problems.skills;
  const described = [hint && `${id}-hint`, problem && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className="plain-field">
      <label htmlFor={id}>{t('skills')}</label>
      <TagsField
        id={id}
        value={(form.get('skills') as string[] | undefined) ?? []}
        onChange={(skills) => form.set('skills', skills)}
        removeLabel={t('remove')}
        aria-describedby={described || undefined}
      />
      {hint && (
        <p id={`${id}-hint`} className="plain-muted plain-hint">
          {hint}
        </p>
      )}
      <FieldProblem id={`${id}-error`} message={problem} />
    </div>
  );
}

export function SkillsStep({ form }: { form: FormFields }) {
  const { t } = useTranslation('registration');
  const terms = useRef<HTMLDialogElement>(null);
  return (
    <div className="plain-form-fields">
      <SkillsField form={form} hint={t('skillsHint')} />
      <div className="terms-agreement">
        <CheckField form={form} path="termsAccepted" label={t('terms')} />
        <button type="button" className="link-button" onClick={() => terms.current?.showModal()}>
          {t('termsRead')}
        </button>
      </div>
      {/* The browser's modal dialog: it keeps the focus inside, Escape closes it. */}
      <dialog ref={terms} className="confirm-dialog terms-dialog" aria-labelledby="terms-title">
        <h2 id="terms-title">{t('termsTitle')}</h2>
        <TermsOfUse />
        <div className="confirm-actions">
          <button type="button" className="action-button primary" onClick={() => terms.current?.close()}>
            {t('termsClose')}
          </button>
        </div>
      </dialog>
    </div>
  );
}
