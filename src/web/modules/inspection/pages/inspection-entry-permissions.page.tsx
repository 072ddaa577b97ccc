/**
 * inspection-entry-permissions: who may enter inspections of which offices beyond their own office's
 * tree. Plain HTML: the officer and the office are found on the server as the person types, the
 * contract's checks download when the form is first used, and a grant is removed from its row after
 * the confirmation.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryPermission, PermissionInput } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { canManageInspectionSetup } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { FieldError } from '../../../components/field-error';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import {
  type FieldProblems,
  fieldAria,
  focusFirstProblem,
  problemsOf,
  serverProblems,
} from '../../../lib/field-problems';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeCombobox, OfficerCombobox } from '../components/office-combobox';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, usePermissions } from '../inspection.api';

/** The order of the fields on the page: the first with a problem takes the focus. */
const FIELDS = ['userId', 'officeId', 'withChildren'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `permission-${field}`;

interface Values {
  userId: number | null;
  officeId: number | null;
  withChildren: boolean;
}
const EMPTY: Values = { userId: null, officeId: null, withChildren: true };
const CHOOSE = { key: 'inspection:choose' };

export default function InspectionEntryPermissionsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const allowed = canManageInspectionSetup(useSubject());
  const confirm = useConfirm();
  const list = usePermissions();
  const add = useInspectionMutation(inspectionApi.addPermission);
  const remove = useInspectionMutation(inspectionApi.removePermission);
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  // A new form after each grant: the pickers start again with no text typed.
  const [round, setRound] = useState(0);
  if (!allowed) return <p className="plain-note info">{t('onlyAdmins')}</p>;

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const rules = await loadSetupRules().catch(() => undefined);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const input = {
      userId: values.userId ?? undefined,
      officeId: values.officeId ?? undefined,
      withChildren: values.withChildren,
    } as PermissionInput;
    // Nothing chosen is asked for as before; the contract checks what is chosen.
    const found: FieldProblems<Field> = {
      ...problemsOf(rules.permission, input, FIELDS),
      ...(values.userId === null && { userId: CHOOSE }),
      ...(values.officeId === null && { officeId: CHOOSE }),
    };
    setProblems(found);
    if (!focusFirstProblem(FIELDS, found, idOf)) return;
    try {
      await add.mutateAsync(input);
      toast('success', t('saved'));
      setValues(EMPTY);
      setRound((current) => current + 1);
    } catch (error) {
      const fromServer = serverProblems(error, FIELDS);
      setProblems(fromServer);
      focusFirstProblem(FIELDS, fromServer, idOf);
      showError(error);
    }
  };

  const columns: DataColumns<EntryPermission> = [
    { title: t('officer'), key: 'user', render: (_, row) => nameOf(row.user, lang) },
    { title: t('office'), key: 'office', render: (_, row) => nameOf(row.office, lang) },
    {
      title: t('withChildren'),
      key: 'children',
      width: 140,
      render: (_, row) => (row.withChildren ? t('common:yes') : t('common:no')),
    },
    {
      title: '',
      key: 'remove',
      width: 60,
      render: (_, row) => (
        <button
          type="button"
          className="icon-button danger"
          aria-label={`${t('common:delete')}: ${nameOf(row.user, lang)}, ${nameOf(row.office, lang)}`}
          onClick={() =>
            confirm.remove(nameOf(row.user, lang), () =>
              remove
                .mutateAsync(row.id)
                .then(() => toast('success', t('deleted')))
                .catch(showError),
            )
          }
        >
          <DeleteOutlined aria-hidden="true" />
        </button>
      ),
    },
  ];

  const pick = (field: 'userId' | 'officeId', label: string) => {
    const Pick = field === 'userId' ? OfficerCombobox : OfficeCombobox;
    return (
      <div className="form-field">
        <label htmlFor={idOf(field)}>{label}</label>
        <Pick
          key={round}
          id={idOf(field)}
          value={values[field]}
          onChange={(value) => set(field, value)}
          {...fieldAria(idOf(field), problems[field])}
        />
        <FieldError fieldId={idOf(field)} problem={problems[field]} />
      </div>
    );
  };

  return (
    <Panel title={t('inspectionEntryPermissions')}>
      <form
        className="plain-form"
        onSubmit={submit}
        onFocus={() => loadSetupRules().catch(() => undefined)}
        noValidate
        style={{ marginBottom: 16 }}
      >
        <fieldset disabled={add.isPending}>
          <div className="form-grid form-grid-inline">
            {pick('userId', t('officer'))}
            {pick('officeId', t('office'))}
            <div className="form-field">
              <label className="plain-check">
                <input
                  id={idOf('withChildren')}
                  type="checkbox"
                  checked={values.withChildren}
                  onChange={(event) => set('withChildren', event.target.checked)}
                  {...fieldAria(idOf('withChildren'), problems.withChildren)}
                />
                {t('withChildren')}
              </label>
              <FieldError fieldId={idOf('withChildren')} problem={problems.withChildren} />
            </div>
            <div className="form-field">
              <button type="submit" className="action-button primary" aria-busy={add.isPending || undefined}>
                {t('grant')}
              </button>
            </div>
          </div>
        </fieldset>
      </form>
      <DataTable
        label={t('inspectionEntryPermissions')}
        rowKey="id"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        locale={{ emptyText: t('emptyPermissions') }}
        scroll={{ x: 560 }}
      />
    </Panel>
  );
}
