/**
 * /settings: the office's working arrangements, set by its office admin: office hours and weekly
 * holidays (Friday and Saturday unless the office differs, e.g. a hospital or a school), and the
 * features the super admin has switched on for the office. Plain HTML: the browser's time fields
 * and check boxes (components/plain-fields.tsx); the contract's check (office hours end after they
 * start) downloads when the form is first entered.
 */

import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSettingsValue } from '../../../../common/contracts/office-structure.contract';
import { SITE_PERMISSION_FLAGS } from '../../../../common/contracts/settings.paths';
import { canManageOffice } from '../../../../common/permissions';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { SubmitButton, TextField } from '../../../components/plain-fields';
import { CheckListField } from '../../../components/plain-fields-more';
import { Tag } from '../../../components/plain-tag';
import { showError } from '../../../lib/feedback';
import { checkWith, reportRefusal } from '../../../lib/plain-form-checks';
import { toast } from '../../../lib/toast';
import { usePlainForm } from '../../../lib/use-plain-form';
import { useSubject } from '../../../lib/use-session';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOffice, useOfficeMutation, useOfficeSettings } from '../office.api';

const DAYS = [0, 1, 2, 3, 4, 5, 6];
const FIELDS = ['officeStartTime', 'officeEndTime', 'weeklyHolidays'] as const;

const loadSettingsRules = () =>
  import('../../../../common/contracts/office-structure.contract').then(
    (contract) => contract.officeSettingsSchema,
  );

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
  const form = usePlainForm<OfficeSettingsValue>(saved, 'settings');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const schema = await loadSettingsRules().catch(() => undefined);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    // The days in the week's order, however they were ticked.
    const values = { ...form.values, weeklyHolidays: [...form.values.weeklyHolidays].sort((a, b) => a - b) };
    if (!checkWith(form, schema, values)) return;
    try {
      await save.mutateAsync({ id: officeId, ...values });
      toast('success', t('saved'));
    } catch (error) {
      reportRefusal(form, error);
      showError(error);
    }
  };

  return (
    <form
      ref={form.ref}
      className="plain-form office-settings-form"
      aria-label={t('officeSettings')}
      onSubmit={submit}
      onFocus={() => loadSettingsRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={!manage || save.isPending}>
        <div className="settings-times">
          {FIELDS.slice(0, 2).map((field) => (
            <TextField key={field} form={form} path={field} label={t(field)} type="time" required />
          ))}
        </div>
        <CheckListField
          form={form}
          path="weeklyHolidays"
          legend={t('weeklyHolidays')}
          options={DAYS.map((day) => ({ value: day, label: t(`day${day}`) }))}
          className="settings-days"
        />
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
