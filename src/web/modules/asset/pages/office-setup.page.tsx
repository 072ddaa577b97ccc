/**
 * /emp-asset-mgt/office-setup: the receiving authority of an office's asset statements, a held desk
 * of the office or of the office that controls it (by default the office head's desk). The office
 * admin sets their own office; app admins name any office by its id. Plain HTML: one choice and its
 * button, in the browser's own controls.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameOf } from '../../../../common/labels';
import { canManageAssetReceivers, isAppAdmin } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSession, useSubject } from '../../../lib/use-session';
import { assetApi, useAssetMutation, useReceiver } from '../asset.api';

const MAX_ID = 2147483647;

export default function AssetOfficeSetupPage() {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const subject = useSubject();
  const session = useSession();
  const ownOffice = session.userrole[0]?.OfficeId ?? 0;
  const [officeId, setOfficeId] = useState<number>(ownOffice);
  const allowed = canManageAssetReceivers(subject);
  const receiver = useReceiver(allowed && officeId > 0 ? officeId : null);
  const [deskId, setDeskId] = useState<number | null>(null);
  const save = useAssetMutation(assetApi.setReceiver);

  if (!allowed) return <p className="plain-note info">{t('receiverHelp')}</p>;
  const data = receiver.data;
  const onSave = async () => {
    if (deskId === null) return;
    try {
      await save.mutateAsync({ officeId, deskId });
      await receiver.refetch();
      toast('success', t('saved'));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Panel title={t('receiverTitle')}>
      <div className="page-stack">
        <p className="text-secondary" style={{ margin: 0 }}>
          {t('receiverHelp')}
        </p>
        {isAppAdmin(subject) && (
          <div className="cell-actions">
            <label htmlFor="asset-office-id">{t('officeId')}</label>
            <input
              id="asset-office-id"
              type="number"
              className="plain-select"
              style={{ width: 160 }}
              min={1}
              max={MAX_ID}
              value={officeId || ''}
              onChange={(event) => {
                const value = Number(event.target.value);
                setOfficeId(Number.isInteger(value) && value > 0 && value <= MAX_ID ? value : 0);
              }}
            />
          </div>
        )}
        {receiver.isLoading && (
          <div className="plain-skeleton" role="status">
            <span className="visually-hidden">{t('common:loading')}</span>
            <span />
            <span />
          </div>
        )}
        {receiver.isError && <p className="plain-note info">{t('noData')}</p>}
        {data && (
          <>
            <div>
              <p style={{ margin: 0 }}>
                <span className="text-secondary">{t('office')}:</span> {nameOf(data.office, lang)}
              </p>
              <p style={{ margin: 0 }}>
                <span className="text-secondary">{t('effectiveReceiver')}:</span>{' '}
                {data.effective?.label ?? t('noReceiver')}
              </p>
            </div>
            <select
              className="plain-select"
              style={{ maxWidth: 560 }}
              aria-label={t('receiverDesk')}
              value={deskId ?? data.deskId ?? ''}
              onChange={(event) => setDeskId(Number(event.target.value) || null)}
            >
              <option value="" disabled>
                {t('receiverDesk')}
              </option>
              {data.candidates.map((candidate) => (
                <option key={candidate.deskId} value={candidate.deskId}>
                  {candidate.label}
                </option>
              ))}
            </select>
            <div>
              <button
                type="button"
                className="action-button primary"
                onClick={onSave}
                disabled={deskId === null || save.isPending}
                aria-busy={save.isPending || undefined}
              >
                {t('save')}
              </button>
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
