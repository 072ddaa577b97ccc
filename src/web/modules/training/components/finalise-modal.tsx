/**
 * Finalising an officer as a trainee sends them away for the batch's days: for each desk they hold,
 * the finaliser names (optional) the desk whose holder takes its current charge, from a
 * server-searched choice of the desk's office (held desks whose holders are not away then). The
 * server's charge rules decide with the finalisation; a refusal shows its message here.
 */
import { Alert, Form, Modal, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChargeDeskName } from '../../../../common/contracts/charge.contract';
import type { ApplicationRow } from '../../../../common/contracts/training.contract';
import { nameOf } from '../../../../common/labels';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { formatDate } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useDecide, useTrainingChargeDesks } from '../training.api';

const deskName = (desk: ChargeDeskName, lang: string) =>
  lang === 'en' ? `${desk.roleEn}, ${desk.officeEn}` : `${desk.roleBn}, ${desk.officeBn}`;

/** Who takes the charge of one held desk: the desk's office searched on the server. */
function TrainingChargePick({
  entryId,
  desk,
  value,
  onChange,
}: {
  entryId: number;
  desk: ChargeDeskName;
  value?: number;
  onChange: (value: number | undefined) => void;
}) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const choices = useTrainingChargeDesks(entryId, desk.deskId, debounced);
  const options = (choices.data?.options ?? []).map((option) => ({
    value: option.deskId,
    label: `${lang === 'en' ? option.roleEn : option.roleBn} — ${nameOf(option.holder, lang)}`,
  }));
  return (
    <Select
      allowClear
      aria-label={`${t('chargeDesk')}: ${deskName(desk, lang)}`}
      placeholder={t('chargeChoose')}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? null : t('chargeNoChoice')}
      options={options}
      value={value}
      onChange={onChange}
      style={{ width: '100%' }}
    />
  );
}

export function FinaliseModal({ entry, onClose }: { entry: ApplicationRow | null; onClose: () => void }) {
  const { t } = useTranslation('training');
  const lang = useLang();
  const decide = useDecide();
  const choices = useTrainingChargeDesks(entry?.id ?? null, undefined, '');
  const [named, setNamed] = useState<Record<number, number | undefined>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const held = choices.data?.held ?? [];

  const close = () => {
    setNamed({});
    setRefusal(null);
    onClose();
  };

  const onOk = async () => {
    if (!entry) return;
    const charges = held.flatMap((desk) => {
      const chargeDeskId = named[desk.deskId];
      return chargeDeskId ? [{ deskId: desk.deskId, chargeDeskId }] : [];
    });
    setRefusal(null);
    try {
      await decide.mutateAsync({
        id: entry.id,
        action: 'finalise',
        ...(charges.length > 0 && { charges }),
      });
      toast('success', t('decided'));
      close();
    } catch (error) {
      // A charge rule's refusal stays in the dialog, so another desk can be named.
      if (error instanceof ApiError) setRefusal(error.message);
      else showError(error);
    }
  };

  return (
    <Modal
      open={entry !== null}
      title={entry ? `${t('finalise')}: ${nameOf(entry.person, lang)}` : ''}
      okText={t('finalise')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={close}
      confirmLoading={decide.isPending}
      destroyOnHidden
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {choices.data && (
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            {t('chargeDays', {
              from: formatDate(choices.data.fromDate, lang),
              to: formatDate(choices.data.toDate, lang),
            })}
          </Typography.Paragraph>
        )}
        {choices.isError && <Alert type="error" showIcon title={(choices.error as Error).message} />}
        {choices.data && held.length === 0 && (
          <Typography.Text type="secondary">{t('chargeNoDesk')}</Typography.Text>
        )}
        {entry && held.length > 0 && (
          <Form layout="vertical">
            {held.map((desk) => (
              <Form.Item
                key={desk.deskId}
                label={`${t('chargeDesk')}: ${deskName(desk, lang)}`}
                extra={t('chargeHint')}
              >
                <TrainingChargePick
                  entryId={entry.id}
                  desk={desk}
                  value={named[desk.deskId]}
                  onChange={(value) => setNamed((current) => ({ ...current, [desk.deskId]: value }))}
                />
              </Form.Item>
            ))}
          </Form>
        )}
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="finalise-refusal" />}
      </Space>
    </Modal>
  );
}
