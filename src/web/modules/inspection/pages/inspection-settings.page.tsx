/**
 * inspection-settings: the default checklist and general-information templates and what a submission
 * needs. Plain HTML: the templates are the browser's selects, the two requirements check boxes, the
 * deadline a number field; the contract's checks download when the form is first used. Those who may
 * not change the settings read them in the same form, disabled.
 */
import { type FormEvent, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { InspectionSettings, SettingsInput } from '../../../../common/contracts/inspection.contract';
import { DEADLINE_DAYS } from '../../../../common/contracts/inspection.paths';
import type { Named } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canDesignInspectionTemplates } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { CheckField, ChoiceField, SubmitButton, TextField } from '../../../components/plain-fields';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { onlyOf, problemsOf, serverProblems, usePlainForm } from '../../../lib/use-plain-form';
import { useSubject } from '../../../lib/use-session';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, useSettings, useTemplates } from '../inspection.api';

const FIELDS = [
  'checklistTemplateId',
  'generalTemplateId',
  'requirePosition',
  'requirePhoto',
  'defaultDeadlineDays',
];

interface Values {
  /** A template's id as the select gives it; empty for none. */
  checklistTemplateId: string;
  generalTemplateId: string;
  requirePosition: boolean;
  requirePhoto: boolean;
  defaultDeadlineDays: string;
}

/** Until the saved settings come, in a form that cannot be used yet. */
const BLANK: Values = {
  checklistTemplateId: '',
  generalTemplateId: '',
  requirePosition: false,
  requirePhoto: false,
  defaultDeadlineDays: '',
};
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

export default function InspectionSettingsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const canEdit = canDesignInspectionTemplates(useSubject());
  const settings = useSettings();
  const checklists = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const generals = useTemplates({ kind: 'general', page: 1, pageSize: 200 });
  const save = useInspectionMutation(inspectionApi.saveSettings);
  const form = usePlainForm<Values>(BLANK, 'settings');
  // Filled once the saved settings have come.
  const ready = form.values !== BLANK;

  // The saved settings fill the form, again after each save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled when the saved settings change, not when the form does
  useEffect(() => {
    if (settings.data) form.reset(valuesOf(settings.data));
  }, [settings.data]);

  const prepare = () => {
    if (canEdit) loadSetupRules().catch(() => undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || save.isPending) return;
    const input = inputOf(form.values);
    const rules = await loadSetupRules().catch(() => undefined);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const found = onlyOf(problemsOf(rules.settings, input), FIELDS);
    form.report(found, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(found).length) return;
    try {
      await save.mutateAsync(input);
      toast('success', t('saved'));
    } catch (error) {
      form.report(onlyOf(serverProblems(error), FIELDS), FIELDS);
      form.focusFirstProblem();
      showError(error);
    }
  };

  /** A default template: those found, with the one set now even when the first page of them misses it. */
  const templateField = (
    path: 'checklistTemplateId' | 'generalTemplateId',
    label: string,
    found?: Named[],
  ) => {
    const current = settings.data?.[path === 'checklistTemplateId' ? 'checklistTemplate' : 'generalTemplate'];
    const list = [...(found ?? [])];
    if (current && !list.some((template) => template.id === current.id)) list.unshift(current);
    return (
      <ChoiceField
        form={form}
        path={path}
        label={label}
        options={list.map((template) => ({ value: String(template.id), label: nameOf(template, lang) }))}
        placeholder={t('notSet')}
      />
    );
  };

  return (
    <Panel title={t('inspectionSettings')} style={{ maxWidth: 720 }} loading={!ready && settings.isLoading}>
      {!canEdit && (
        <p className="plain-note info" style={{ margin: '0 0 16px' }}>
          {t('settingsReadOnly')}
        </p>
      )}
      <form ref={form.ref} className="plain-form" onSubmit={submit} onFocus={prepare} noValidate>
        <fieldset disabled={!canEdit || !ready || save.isPending}>
          {templateField('checklistTemplateId', t('defaultChecklist'), checklists.data?.items)}
          {templateField('generalTemplateId', t('generalInfoTemplate'), generals.data?.items)}
          <CheckField form={form} path="requirePosition" label={t('requirePosition')} />
          <CheckField form={form} path="requirePhoto" label={t('requirePhoto')} />
          <TextField
            form={form}
            path="defaultDeadlineDays"
            label={t('defaultDeadlineDays')}
            hint={t('daysRange', {
              min: localDigits(DEADLINE_DAYS.min, lang),
              max: localDigits(DEADLINE_DAYS.max, lang),
            })}
            type="number"
            inputMode="numeric"
            min={DEADLINE_DAYS.min}
            max={DEADLINE_DAYS.max}
            step={1}
            style={{ maxWidth: 200 }}
          />
          {canEdit && (
            <div className="form-actions">
              <SubmitButton busy={save.isPending}>{t('common:save')}</SubmitButton>
            </div>
          )}
        </fieldset>
      </form>
    </Panel>
  );
}
