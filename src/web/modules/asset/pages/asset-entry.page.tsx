/**
 * /emp-asset-mgt/asset-entry: the declarant's statement of this fiscal year (or `?id=`), as a
 * sectioned form saved automatically a moment after each change, on the revision it was made on.
 * Submitting saves what is pending first, asks once, and opens the printable statement.
 */

import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  type AssetContent,
  type AssetStatement,
  assetContentSchema,
  type Deadline,
} from '../../../../common/contracts/asset.contract';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { assetApi, useAssetMutation, useMyStatements, useStatement } from '../asset.api';
import { useDeadlineNotice } from '../components/deadline-notice';
import { StatementForm } from '../components/statement-form';
import { StatusTag } from '../components/status-tag';

const AUTOSAVE_DELAY_MS = 1200;
type SaveState = 'idle' | 'saving' | 'saved' | 'invalid';

/** The due date's reminder in the kit's alert, as the form's other notices. */
function DeadlineNotice({ deadline }: { deadline: Deadline | null }) {
  const notice = useDeadlineNotice(deadline);
  return notice && <Alert type={notice.tone} showIcon title={notice.text} />;
}

function Editor({ item }: { item: AssetStatement }) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<AssetContent>();
  const revision = useRef(item.revision);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const submit = useAssetMutation(assetApi.move);
  const editable = item.can.edit;

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Saves the form as it is now, after any save still on its way (one at a time, in order). */
  const saveNow = () => {
    chain.current = chain.current.then(async () => {
      const parsed = assetContentSchema.safeParse(form.getFieldsValue(true));
      if (!parsed.success) {
        setState('invalid');
        await form.validateFields().catch(() => undefined);
        return;
      }
      setState('saving');
      try {
        const saved = await assetApi.save({ id: item.id, revision: revision.current, content: parsed.data });
        revision.current = saved.revision;
        setSavedAt(saved.updatedAt);
        setState('saved');
      } catch (error) {
        setState('idle');
        showError(error);
      }
    });
    return chain.current;
  };

  const onChange = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
  };

  const onSubmit = async () => {
    clearTimeout(timer.current);
    await saveNow();
    try {
      await form.validateFields();
    } catch {
      return;
    }
    modal.confirm({
      title: t('submitConfirm', { year: localDigits(item.fiscalYear, lang) }),
      okText: t('submit'),
      cancelText: t('common:cancel'),
      onOk: async () => {
        try {
          const result = await submit.mutateAsync({ id: item.id, action: 'submit' });
          client.setQueryData(['asset', 'one', item.id], result);
          toast('success', t('submitted'));
          navigate(`/emp-asset-mgt/final-submitted?id=${item.id}`);
        } catch (error) {
          showError(error);
        }
      },
    });
  };

  const status =
    state === 'saving'
      ? t('saving')
      : state === 'saved' && savedAt
        ? t('savedAt', { time: new Date(savedAt).toLocaleTimeString(lang === 'bn' ? 'bn-BD' : 'en-GB') })
        : state === 'invalid'
          ? t('notSaved')
          : '';
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {item.status === 'returned' && item.decisionNote && (
        <Alert type="error" showIcon title={t('returnedNote', { note: item.decisionNote })} />
      )}
      {!editable && <Alert type="info" showIcon title={t('locked')} />}
      <StatementForm form={form} initial={item.content} disabled={!editable} onChange={onChange} />
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Text type={state === 'invalid' ? 'danger' : 'secondary'} role="status" aria-live="polite">
          {status}
        </Typography.Text>
        {editable && (
          <Button type="primary" onClick={onSubmit} loading={submit.isPending}>
            {t('submit')}
          </Button>
        )}
      </Space>
    </Space>
  );
}

export default function AssetEntryPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const [params, setParams] = useSearchParams();
  const mine = useMyStatements({ pageSize: 50 });
  const start = useAssetMutation(assetApi.start);
  const current = mine.data?.currentFiscalYear;
  const idParam = Number(params.get('id'));
  const ownCurrent = mine.data?.items.find((item) => item.fiscalYear === current);
  const id = idParam > 0 ? idParam : (ownCurrent?.id ?? null);
  const statement = useStatement(id);

  const onStart = async () => {
    if (!current) return;
    try {
      const created = await start.mutateAsync(current);
      setParams({ id: String(created.id) }, { replace: true });
    } catch (error) {
      showError(error);
    }
  };

  if (mine.isLoading || statement.isLoading) return <Spin />;
  const item = statement.data;
  return (
    <Panel
      title={
        item ? (
          <Space wrap>
            {`${t('assetEntry')} — ${t('fiscalYear')} ${localDigits(item.fiscalYear, lang)}`}
            <StatusTag status={item.status} />
          </Space>
        ) : (
          t('assetEntry')
        )
      }
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Alert type="info" title={t('confidentialNote')} />
        {statement.error && <Alert type="error" title={statement.error.message} />}
        {mine.data && <DeadlineNotice deadline={mine.data.deadline} />}
        {item ? (
          <Editor key={item.id} item={item} />
        ) : (
          current && (
            <Space orientation="vertical">
              <Typography.Text>{t('noStatementYet', { year: localDigits(current, lang) })}</Typography.Text>
              <Button type="primary" onClick={onStart} loading={start.isPending}>
                {t('startStatement', { year: localDigits(current, lang) })}
              </Button>
            </Space>
          )
        )}
      </Space>
    </Panel>
  );
}
