/**
 * /emp-asset-mgt/asset-entry: the declarant's statement of this fiscal year (or `?id=`), as a
 * sectioned form saved automatically a moment after each change, on the revision it was made on.
 * Submitting saves what is pending first, asks once, and opens the printable statement. Plain HTML
 * (components/statement-form.tsx): the contract's schema is downloaded when first needed.
 */

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { AssetContent, AssetStatement } from '../../../../common/contracts/asset.contract';
import { Panel } from '../../../components/panel';
import { ask } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { usePlainForm } from '../../../lib/use-plain-form';
import { assetApi, useAssetMutation, useMyStatements, useStatement } from '../asset.api';
import { DeadlineNotice } from '../components/deadline-notice';
import { checkStatement, loadStatementRules, StatementForm } from '../components/statement-form';
import { StatusTag } from '../components/status-tag';

const AUTOSAVE_DELAY_MS = 1200;
type SaveState = 'idle' | 'saving' | 'saved' | 'invalid';

function Editor({ item }: { item: AssetStatement }) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const navigate = useNavigate();
  const client = useQueryClient();
  const form = usePlainForm<AssetContent>(item.content, 'asset');
  // The values as they are now, for a save that runs after the change that asked for it.
  const values = useRef(form.values);
  values.current = form.values;
  const revision = useRef(item.revision);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const chain = useRef<Promise<boolean>>(Promise.resolve(true));
  const [state, setState] = useState<SaveState>('idle');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const submit = useAssetMutation(assetApi.move);
  const editable = item.can.edit;

  useEffect(() => () => clearTimeout(timer.current), []);

  /**
   * Saves the form as it is now, after any save still on its way (one at a time, in order); a form
   * the contract refuses is not saved, and its problems show under their fields. True when the
   * statement is valid (saved, or the server refused it for another reason).
   */
  const saveNow = ({ focus = false } = {}) => {
    chain.current = chain.current.then(async () => {
      const schema = await loadStatementRules().catch(() => undefined);
      if (!schema) {
        setState('idle');
        toast('error', t('common:networkError'));
        return false;
      }
      const content = values.current;
      if (!checkStatement(form, schema, content, { focus })) {
        setState('invalid');
        return false;
      }
      setState('saving');
      try {
        const saved = await assetApi.save({
          id: item.id,
          revision: revision.current,
          content: schema.parse(content),
        });
        revision.current = saved.revision;
        setSavedAt(saved.updatedAt);
        setState('saved');
      } catch (error) {
        setState('idle');
        showError(error);
      }
      return true;
    });
    return chain.current;
  };

  const onChange = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(saveNow, AUTOSAVE_DELAY_MS);
  };

  const onSubmit = async () => {
    clearTimeout(timer.current);
    if (!(await saveNow({ focus: true }))) return;
    ask({
      title: t('submitConfirm', { year: localDigits(item.fiscalYear, lang) }),
      ok: t('submit'),
      cancel: t('common:cancel'),
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
    <div className="page-stack">
      {item.status === 'returned' && item.decisionNote && (
        <p className="plain-note error" role="alert">
          {t('returnedNote', { note: item.decisionNote })}
        </p>
      )}
      {!editable && <p className="plain-note info">{t('locked')}</p>}
      <StatementForm form={form} disabled={!editable} onChange={onChange} />
      <div className="asset-entry-actions">
        <p
          className={state === 'invalid' ? 'plain-field-error' : 'plain-muted'}
          role="status"
          aria-live="polite"
        >
          {status}
        </p>
        {editable && (
          <button
            type="button"
            className="action-button primary"
            onClick={onSubmit}
            disabled={submit.isPending}
            aria-busy={submit.isPending || undefined}
          >
            {t('submit')}
          </button>
        )}
      </div>
    </div>
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

  if (mine.isLoading || statement.isLoading) return <Panel title={t('assetEntry')} loading />;
  const item = statement.data;
  return (
    <Panel
      title={
        item ? (
          <span className="asset-entry-title">
            {`${t('assetEntry')} — ${t('fiscalYear')} ${localDigits(item.fiscalYear, lang)}`}
            <StatusTag status={item.status} />
          </span>
        ) : (
          t('assetEntry')
        )
      }
    >
      <div className="page-stack asset-entry">
        <p className="plain-note info">{t('confidentialNote')}</p>
        {statement.error && (
          <p className="plain-note error" role="alert">
            {statement.error.message}
          </p>
        )}
        {mine.data && <DeadlineNotice deadline={mine.data.deadline} />}
        {item ? (
          <Editor key={item.id} item={item} />
        ) : (
          current && (
            <div className="page-stack">
              <p>{t('noStatementYet', { year: localDigits(current, lang) })}</p>
              <button
                type="button"
                className="action-button primary asset-start"
                onClick={onStart}
                disabled={start.isPending}
                aria-busy={start.isPending || undefined}
              >
                {t('startStatement', { year: localDigits(current, lang) })}
              </button>
            </div>
          )
        )}
      </div>
    </Panel>
  );
}
