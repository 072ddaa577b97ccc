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
import { Panel } from '../../../components/panel';
import { CheckField, SubmitButton } from '../../../components/plain-fields';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { onlyOf, type Problems, problemsOf, serverProblems, usePlainForm } from '../../../lib/use-plain-form';
import { useSubject } from '../../../lib/use-session';
import { OfficeField, OfficerField } from '../components/office-combobox';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, usePermissions } from '../inspection.api';

const FIELDS = ['userId', 'officeId', 'withChildren'];

interface Values {
  userId: number | null;
  officeId: number | null;
  withChildren: boolean;
}
const EMPTY: Values = { userId: null, officeId: null, withChildren: true };
const CHOOSE = 'inspection:choose';

export default function InspectionEntryPermissionsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const allowed = canManageInspectionSetup(useSubject());
  const confirm = useConfirm();
  const list = usePermissions();
  const add = useInspectionMutation(inspectionApi.addPermission);
  const remove = useInspectionMutation(inspectionApi.removePermission);
  const form = usePlainForm<Values>(EMPTY, 'permission');
  const { values } = form;
  // A new form after each grant: the pickers start again with no text typed.
  const [round, setRound] = useState(0);
  if (!allowed) return <p className="plain-note info">{t('onlyAdmins')}</p>;

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
    const found: Problems = {
      ...onlyOf(problemsOf(rules.permission, input), FIELDS),
      ...(values.userId === null && { userId: CHOOSE }),
      ...(values.officeId === null && { officeId: CHOOSE }),
    };
    form.report(found, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(found).length) return;
    try {
      await add.mutateAsync(input);
      toast('success', t('saved'));
      form.reset(EMPTY);
      setRound((current) => current + 1);
    } catch (error) {
      form.report(onlyOf(serverProblems(error), FIELDS), FIELDS);
      form.focusFirstProblem();
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

  return (
    <Panel title={t('inspectionEntryPermissions')}>
      <form
        ref={form.ref}
        className="plain-form"
        onSubmit={submit}
        onFocus={() => loadSetupRules().catch(() => undefined)}
        noValidate
        style={{ marginBottom: 16 }}
      >
        <fieldset disabled={add.isPending}>
          <div className="form-grid-inline">
            <OfficerField key={`officer-${round}`} form={form} path="userId" label={t('officer')} />
            <OfficeField key={`office-${round}`} form={form} path="officeId" label={t('office')} />
            <CheckField form={form} path="withChildren" label={t('withChildren')} />
            <div className="plain-field">
              <SubmitButton busy={add.isPending}>{t('grant')}</SubmitButton>
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
