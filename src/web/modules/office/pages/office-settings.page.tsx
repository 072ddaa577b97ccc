/**
 * /settings: the office's working arrangements, set by its office admin: office hours and weekly
 * holidays (Friday and Saturday unless the office differs, e.g. a hospital or a school), and the
 * features the super admin has switched on for the office. Plain HTML: the browser's time fields
 * and check boxes; the contract's check (office hours end after they start) downloads on saving.
 */

import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSettingsValue } from '../../../../common/contracts/office-structure.contract';
import { SITE_PERMISSION_FLAGS } from '../../../../common/contracts/settings.paths';
import { canManageOffice } from '../../../../common/permissions';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { SubmitButton } from '../../../components/plain-fields';
import { Tag } from '../../../components/plain-tag';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useSubject } from '../../../lib/use-session';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOffice, useOfficeMutation, useOfficeSettings } from '../office.api';

const DAYS = [0, 1, 2, 3, 4, 5, 6];
type TimeField = 'officeStartTime' | 'officeEndTime';
type Field = TimeField | 'weeklyHolidays';
const FIELDS: Field[] = ['officeStartTime', 'officeEndTime', 'weeklyHolidays'];

function HoursForm({
  officeId,
  saved,
  manage,
}: {
  officeId: number;
  saved: OfficeSettingsValue;
  manage: boolean;
}) {
  const { t } = useTranslation('office');
  const save = useOfficeMutation(officeApi.updateSettings);
  const [values, setValues] = useState(saved);
  /** Messages under the fields: a message key of ours, or the server's own words. */
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  useEffect(() => setValues(saved), [saved]);

  const change = (field: Field, value: OfficeSettingsValue[Field]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };
  const toggleDay = (day: number, on: boolean) =>
    change(
      'weeklyHolidays',
      on
        ? [...values.weeklyHolidays, day].sort((a, b) => a - b)
        : values.weeklyHolidays.filter((other) => other !== day),
    );

  const showProblems = (found: Partial<Record<Field, string>>) => {
    setProblems(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(`settings-${first}`)?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { officeSettingsSchema } = await import('../../../../common/contracts/office-structure.contract');
    const parsed = officeSettingsSchema.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues)
        found[issue.path[0] as Field] ??= t(`messages:${issue.message}`);
      showProblems(found);
      return;
    }
    try {
      await save.mutateAsync({ id: officeId, ...parsed.data });
      toast('success', t('saved'));
    } catch (error) {
      if (error instanceof ApiError)
        showProblems(Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message])));
      showError(error);
    }
  };

  const problem = (field: Field) =>
    problems[field] && (
      <div id={`settings-${field}-error`} className="plain-field-error" role="alert">
        {problems[field]}
      </div>
    );
  const described = (field: Field) =>
    problems[field] ? { 'aria-invalid': true, 'aria-describedby': `settings-${field}-error` } : {};

  const time = (field: TimeField) => (
    <div className="settings-time">
      <label htmlFor={`settings-${field}`}>{t(field)}</label>
      <input
        id={`settings-${field}`}
        type="time"
        required
        value={values[field]}
        onChange={(event) => change(field, event.target.value)}
        {...described(field)}
      />
      {problem(field)}
    </div>
  );

  return (
    <form className="plain-form office-settings-form" onSubmit={submit} noValidate>
      <fieldset disabled={!manage || save.isPending}>
        <div className="settings-times">
          {time('officeStartTime')}
          {time('officeEndTime')}
        </div>
        <fieldset
          id="settings-weeklyHolidays"
          tabIndex={-1}
          className="settings-days"
          {...described('weeklyHolidays')}
        >
          <legend className="plain-label">{t('weeklyHolidays')}</legend>
          {DAYS.map((day) => (
            <label key={day} className="plain-check">
              <input
                type="checkbox"
                checked={values.weeklyHolidays.includes(day)}
                onChange={(event) => toggleDay(day, event.target.checked)}
              />
              {t(`day${day}`)}
            </label>
          ))}
        </fieldset>
        {problem('weeklyHolidays')}
        {manage && <SubmitButton busy={save.isPending}>{t('common:save')}</SubmitButton>}
      </fieldset>
    </form>
  );
}

export default function OfficeSettingsPage() {
  const { t } = useTranslation('office');
  const subject = useSubject();
  const { officeId, setOfficeId } = useWorkingOffice();
  const settings = useOfficeSettings(officeId);
  const office = useOffice(officeId);
  const manage = officeId !== null && canManageOffice(subject, officeId);

  return (
    <div className="page-stack">
      <Panel title={t('officeSettings')}>
        <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
        {settings.data && officeId !== null ? (
          <HoursForm key={officeId} officeId={officeId} saved={settings.data} manage={manage} />
        ) : (
          settings.isLoading && (
            <div className="panel-loading" aria-hidden="true">
              <span />
              <span />
              <span />
            </div>
          )
        )}
      </Panel>
      <Panel title={t('enabledFeatures')} loading={office.isLoading}>
        <FactList>
          {SITE_PERMISSION_FLAGS.map((flag) => (
            <Fact key={flag} label={t(`sitePermission.${flag}`)}>
              {office.data?.sitePermissions[flag] ? (
                <Tag tone="success">{t('enabled')}</Tag>
              ) : (
                <Tag>{t('disabled')}</Tag>
              )}
            </Fact>
          ))}
        </FactList>
      </Panel>
    </div>
  );
}
