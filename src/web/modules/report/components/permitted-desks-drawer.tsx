/** The own office's permitted desks for a report, by stage (permitted-desks, remove-permitted-desk). */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, List, Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REPORT_STAGES, type ReportStage } from '../../../../common/contracts/report.contract';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { reportApi, useOfficeDesks, usePermittedDesks, useReportMutation } from '../report.api';

export function PermittedDesksDrawer({
  report,
  manage,
  onClose,
}: {
  report: { id: number; titleBn: string; titleEn: string } | null;
  manage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('report');
  const lang = useLang();
  const confirm = useConfirm();
  const permitted = usePermittedDesks(report?.id ?? null);
  const desks = useOfficeDesks(report !== null && manage);
  const permit = useReportMutation(reportApi.permit);
  const unpermit = useReportMutation(reportApi.unpermit);
  const [deskId, setDeskId] = useState<number>();
  const [stage, setStage] = useState<ReportStage>();
  const add = async () => {
    if (!report || !deskId || !stage) return;
    try {
      await permit.mutateAsync({ reportId: report.id, deskId, stage });
      toast('success', t('deskAdded'));
      setDeskId(undefined);
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Drawer
      open={report !== null}
      onClose={onClose}
      size="large"
      destroyOnHidden
      title={`${t('permittedDesksOf')}: ${report ? (lang === 'en' ? report.titleEn : report.titleBn) : ''}`}
    >
      {manage && (
        <Space wrap style={{ marginBottom: 16, width: '100%' }}>
          <Select
            style={{ minWidth: 260 }}
            aria-label={t('chooseDesk')}
            placeholder={t('chooseDesk')}
            value={deskId}
            onChange={setDeskId}
            options={desks.data?.map((desk) => ({
              value: desk.deskId,
              label: `${lang === 'en' ? desk.labelEn : desk.labelBn}${(lang === 'en' ? desk.holderEn : desk.holderBn) ? ` — ${lang === 'en' ? desk.holderEn : desk.holderBn}` : ''}`,
            }))}
          />
          <Select
            style={{ minWidth: 160 }}
            aria-label={t('chooseStage')}
            placeholder={t('chooseStage')}
            value={stage}
            onChange={setStage}
            options={REPORT_STAGES.map((value) => ({ value, label: t(`stage_${value}`) }))}
          />
          <Button type="primary" onClick={add} disabled={!deskId || !stage} loading={permit.isPending}>
            {t('addDesk')}
          </Button>
        </Space>
      )}
      {permitted.data && permitted.data.length === 0 ? (
        <Empty description={t('noDesks')} />
      ) : (
        <List
          dataSource={permitted.data}
          loading={permitted.isFetching}
          renderItem={(row) => (
            <List.Item
              actions={
                manage
                  ? [
                      <Button
                        key="remove"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={`${t('remove')} ${lang === 'en' ? row.desk.labelEn : row.desk.labelBn}`}
                        onClick={() =>
                          confirm.remove(lang === 'en' ? row.desk.labelEn : row.desk.labelBn, () =>
                            unpermit.mutateAsync(row.id).catch(showError),
                          )
                        }
                      />,
                    ]
                  : []
              }
            >
              <Space orientation="vertical" size={0}>
                <Tag color="blue">{t(`stage_${row.stage}`)}</Tag>
                <Typography.Text>{lang === 'en' ? row.desk.labelEn : row.desk.labelBn}</Typography.Text>
                <Typography.Text type="secondary">
                  {lang === 'en' ? row.desk.holderEn : row.desk.holderBn}
                </Typography.Text>
              </Space>
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
