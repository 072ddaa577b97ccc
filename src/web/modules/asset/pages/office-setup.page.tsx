/**
 * /emp-asset-mgt/office-setup: the receiving authority of an office's asset statements, a held desk
 * of the office or of the office that controls it (by default the office head's desk). The office
 * admin sets their own office; app admins name any office by its id.
 */
import { Alert, Button, Descriptions, Empty, InputNumber, Select, Space, Spin, Typography } from 'antd';
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

  if (!allowed) return <Alert type="info" showIcon title={t('receiverHelp')} />;
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
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{t('receiverHelp')}</Typography.Paragraph>
        {isAppAdmin(subject) && (
          <Space wrap>
            <label htmlFor="asset-office-id">{t('officeId')}</label>
            <InputNumber
              id="asset-office-id"
              min={1}
              max={2147483647}
              value={officeId}
              onChange={(value) => setOfficeId(Number(value) || 0)}
            />
          </Space>
        )}
        {receiver.isLoading && <Spin />}
        {receiver.isError && <Empty description={t('noData')} />}
        {data && (
          <>
            <Descriptions
              column={1}
              items={[
                { key: 'office', label: t('office'), children: nameOf(data.office, lang) },
                {
                  key: 'effective',
                  label: t('effectiveReceiver'),
                  children: data.effective?.label ?? t('noReceiver'),
                },
              ]}
            />
            <Space orientation="vertical" style={{ width: '100%' }}>
              <Select
                aria-label={t('receiverDesk')}
                placeholder={t('receiverDesk')}
                style={{ width: '100%', maxWidth: 560 }}
                value={deskId ?? data.deskId ?? undefined}
                onChange={setDeskId}
                options={data.candidates.map((candidate) => ({
                  value: candidate.deskId,
                  label: candidate.label,
                }))}
              />
              <Button type="primary" onClick={onSave} loading={save.isPending} disabled={deskId === null}>
                {t('save')}
              </Button>
            </Space>
          </>
        )}
      </Space>
    </Panel>
  );
}
