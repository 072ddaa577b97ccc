/**
 * inspection-settings: the default checklist and general-information templates and what a submission
 * needs. Plain HTML: the templates are the browser's selects, the two requirements check boxes, the
 * deadline a number field; the contract's checks download when the form is first used. Those who may
 * not change the settings read them in the same form, disabled.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectionSettings, SettingsInput } from '../../../../common/contracts/inspection.contract';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canDesignInspectionTemplates } from '../../../../common/permissions';
import { FieldError } from '../../../components/field-error';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import {
  type FieldProblems,
  fieldAria,
  focusFirstProblem,
  problemsOf,
  serverProblems,
} from '../../../lib/field-problems';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, useSettings, useTemplates } from '../inspection.api';

/** The order of the fields on the page: the first with a problem takes the focus. */
const FIELDS = [
  'checklistTemplateId',
  'generalTemplateId',
  'requirePosition',
  'requirePhoto',
  'defaultDeadlineDays',
] as const;
type Field = (typeof FIELDS)[number];
const MIN_DAYS = 1;
const MAX_DAYS = 365;

interface Values {
  /** A template's id as the select gives it; empty for none. */
  checklistTemplateId: string;
  generalTemplateId: string;
  requirePosition: boolean;
  requirePhoto: boolean;
  defaultDeadlineDays: string;
}

const idOf = (field: Field) => `settings-${field}`;
const valuesOf = (settings: InspectionSettings): Values => ({
  checklistTemplateId: settings.checklistTemplateId ? String(settings.checklistTemplateId) : '',
  generalTemplateId: settings.generalTemplateId ? String(settings.generalTemplateId) : '',
  requirePosition: settings.requirePosition,
  requirePhoto: settings.requirePhoto,
  defaultDeadlineDays: String(settings.defaultDeadlineDays),
});
const inputOf = (values: Values): SettingsInput => ({
  checklistTemplateId: values.checklistTemplateId ? Number(values.checklistTemplateId) : null,
  generalTemplateId: values.generalTemplateId ? Number(values.generalTemplateId) : null,
  requirePosition: values.requirePosition,
  requirePhoto: values.requirePhoto,
  defaultDeadlineDays: values.defaultDeadlineDays.trim() === '' ? '' : Number(values.defaultDeadlineDays),
});

/** The templates to choose from, with the one set now even when the first page of them misses it. */
function templateChoices(found: Named[] | undefined, current: Named | null): Named[] {
  const list = [...(found ?? [])];
  if (current && !list.some((template) => template.id === current.id)) list.unshift(current);
  return list;
}

export default function InspectionSettingsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const canEdit = canDesignInspectionTemplates(useSubject());
  const settings = useSettings();
  const checklists = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const generals = useTemplates({ kind: 'general', page: 1, pageSize: 200 });
  const save = useInspectionMutation(inspectionApi.saveSettings);
  const [values, setValues] = useState<Values>();
  const [problems, setProblems] = useState<FieldProblems<Field>>({});

  // The saved settings fill the form, again after each save.
  useEffect(() => {
    if (settings.data) setValues(valuesOf(settings.data));
  }, [settings.data]);

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => current && { ...current, [field]: value });
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const prepare = () => {
    if (canEdit) loadSetupRules().catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values || save.isPending) return;
    const input = inputOf(values);
    const rules = await loadSetupRules().catch(() => undefined);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const found = problemsOf(rules.settings, input, FIELDS);
    setProblems(found);
    if (!focusFirstProblem(FIELDS, found, idOf)) return;
    try {
      await save.mutateAsync(input);
      toast('success', t('saved'));
    } catch (error) {
      const fromServer = serverProblems(error, FIELDS);
      setProblems(fromServer);
      focusFirstProblem(FIELDS, fromServer, idOf);
      showError(error);
    }
  };

  const select = (field: 'checklistTemplateId' | 'generalTemplateId', label: string, choices: Named[]) => (
    <div className="form-field">
      <label htmlFor={idOf(field)}>{label}</label>
      <select
        id={idOf(field)}
        className="plain-select"
        value={values?.[field] ?? ''}
        onChange={(event) => set(field, event.target.value)}
        {...fieldAria(idOf(field), problems[field])}
      >
        <option value="">{t('notSet')}</option>
        {choices.map((template) => (
          <option key={template.id} value={template.id}>
            {nameOf(template, lang)}
          </option>
        ))}
      </select>
      <FieldError fieldId={idOf(field)} problem={problems[field]} />
    </div>
  );

  const toggle = (field: 'requirePosition' | 'requirePhoto', label: string) => (
    <div className="form-field">
      <label className="plain-check">
        <input
          id={idOf(field)}
          type="checkbox"
          checked={values?.[field] ?? false}
          onChange={(event) => set(field, event.target.checked)}
          {...fieldAria(idOf(field), problems[field])}
        />
        {label}
      </label>
      <FieldError fieldId={idOf(field)} problem={problems[field]} />
    </div>
  );

  const daysHint = `${idOf('defaultDeadlineDays')}-hint`;
  return (
    <Panel title={t('inspectionSettings')} style={{ maxWidth: 720 }} loading={!values && settings.isLoading}>
      {!canEdit && (
        <p className="plain-note info" style={{ margin: '0 0 16px' }}>
          {t('settingsReadOnly')}
        </p>
      )}
      <form className="plain-form" onSubmit={submit} onFocus={prepare} noValidate>
        <fieldset disabled={!canEdit || !values || save.isPending}>
          {select(
            'checklistTemplateId',
            t('defaultChecklist'),
            templateChoices(checklists.data?.items, settings.data?.checklistTemplate ?? null),
          )}
          {select(
            'generalTemplateId',
            t('generalInfoTemplate'),
            templateChoices(generals.data?.items, settings.data?.generalTemplate ?? null),
          )}
          {toggle('requirePosition', t('requirePosition'))}
          {toggle('requirePhoto', t('requirePhoto'))}
          <div className="form-field">
            <label htmlFor={idOf('defaultDeadlineDays')}>{t('defaultDeadlineDays')}</label>
            <input
              id={idOf('defaultDeadlineDays')}
              type="number"
              inputMode="numeric"
              min={MIN_DAYS}
              max={MAX_DAYS}
              step={1}
              style={{ maxWidth: 200 }}
              value={values?.defaultDeadlineDays ?? ''}
              onChange={(event) => set('defaultDeadlineDays', event.target.value)}
              {...fieldAria(idOf('defaultDeadlineDays'), problems.defaultDeadlineDays, daysHint)}
            />
            <p id={daysHint} className="plain-muted plain-hint">
              {t('daysRange', { min: localDigits(MIN_DAYS, lang), max: localDigits(MAX_DAYS, lang) })}
            </p>
            <FieldError fieldId={idOf('defaultDeadlineDays')} problem={problems.defaultDeadlineDays} />
          </div>
          {canEdit && (
            <div className="form-actions">
              <button type="submit" className="action-button primary" aria-busy={save.isPending || undefined}>
                {t('common:save')}
              </button>
            </div>
          )}
        </fieldset>
      </form>
    </Panel>
  );
}
