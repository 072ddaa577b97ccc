/**
 * One tour plan in a drawer: what was planned, and what the caller may do with it: the controlling
 * desk approves (confirming who takes the charge), sends back or rejects; the planner sends, cancels
 * or starts the inspection. A kit part of the tour plan list (inspection-parts.tsx).
 */
import { Button, Descriptions, Drawer, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { PlanDecision } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { showError } from '../../../lib/feedback';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { inspectionApi, useInspectionMutation, usePlan } from '../inspection.api';
import { PlanStatusTag } from './inspection-tags';
import { useLabLabel } from './lab-name';
import { TourChargePick } from './tour-charge-pick';

export function PlanDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const navigate = useNavigate();
  const labLabel = useLabLabel();
  const plan = usePlan(id);
  const [note, setNote] = useState('');
  const [chargeDeskId, setChargeDeskId] = useState<number | undefined>();
  const decide = useInspectionMutation(inspectionApi.decidePlan);
  const submit = useInspectionMutation(inspectionApi.submitPlan);
  const cancel = useInspectionMutation(inspectionApi.cancelPlan);
  const data = plan.data;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast('success', done);
      setNote('');
    } catch (error) {
      showError(error);
    }
  };
  const decideAs = (action: PlanDecision) => {
    // The approver's changed choice of who takes the charge goes with the approval only.
    const changed =
      action === 'approve' && chargeDeskId && chargeDeskId !== data?.chargeDesk?.deskId
        ? { chargeDeskId }
        : {};
    return act(
      () => decide.mutateAsync({ id: id ?? 0, action, note: note || undefined, ...changed }),
      t(`decided_${action}`),
    );
  };
  const deskOf = (desk: NonNullable<typeof data>['chargeDesk']) =>
    desk
      ? `${lang === 'en' ? desk.labelEn : desk.labelBn}${desk.holder ? ` — ${nameOf(desk.holder, lang)}` : ''}`
      : '—';

  return (
    <Drawer open={id !== null} onClose={onClose} title={t('tourPlan')} size={520}>
      {data && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label={t('planNo')}>#{localDigits(data.id, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('status')}>
              <PlanStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('inspector')}>{nameOf(data.inspector, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('officeToVisit')}>
              {nameOf(data.targetOffice, lang)}
            </Descriptions.Item>
            {data.lab && <Descriptions.Item label={t('labVisited')}>{labLabel(data.lab)}</Descriptions.Item>}
            <Descriptions.Item label={t('visitDate')}>{formatDate(data.visitDate, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('purpose')}>{data.purpose}</Descriptions.Item>
            <Descriptions.Item label={t('checklist')}>
              {data.template ? nameOf(data.template, lang) : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('approverDesk')}>
              {(lang === 'en' ? data.approverDeskLabelEn : data.approverDeskLabelBn) ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('chargeDesk')}>{deskOf(data.chargeDesk)}</Descriptions.Item>
            {data.decisionNote && (
              <Descriptions.Item label={t('decisionNote')}>{data.decisionNote}</Descriptions.Item>
            )}
          </Descriptions>
          {data.can.decide && (
            <>
              <Form layout="vertical" component="div">
                <Form.Item label={t('chargeDesk')} extra={t('chargeConfirmHint')}>
                  <TourChargePick
                    source={{ planId: data.id }}
                    named={data.chargeDesk}
                    value={chargeDeskId ?? data.chargeDesk?.deskId}
                    onChange={setChargeDeskId}
                  />
                </Form.Item>
              </Form>
              <Input.TextArea
                aria-label={t('decisionNote')}
                placeholder={t('decisionNoteHint')}
                value={note}
                onChange={(event) => setNote(event.target.value)}
                maxLength={1000}
              />
              <Space wrap>
                <Button type="primary" loading={decide.isPending} onClick={() => decideAs('approve')}>
                  {t('approve')}
                </Button>
                <Button onClick={() => decideAs('return')}>{t('sendBack')}</Button>
                <Button danger onClick={() => decideAs('reject')}>
                  {t('reject')}
                </Button>
              </Space>
            </>
          )}
          <Space wrap>
            {data.can.submit && (
              <Button
                type="primary"
                onClick={() => act(() => submit.mutateAsync(data.id), t('planSubmitted'))}
              >
                {t('sendForApproval')}
              </Button>
            )}
            {data.can.cancel && (
              <Button danger onClick={() => act(() => cancel.mutateAsync(data.id), t('planCancelled'))}>
                {t('cancelPlan')}
              </Button>
            )}
            {data.can.inspect && (
              <Button type="primary" onClick={() => navigate(`/inspection-mgt/inspection/${data.id}/edit`)}>
                {data.inspectionId ? t('openInspection') : t('startInspection')}
              </Button>
            )}
            {!data.can.inspect && data.inspectionId && (
              <Button onClick={() => navigate(`/inspection-mgt/inspection/${data.id}`)}>
                {t('openInspection')}
              </Button>
            )}
          </Space>
        </Space>
      )}
    </Drawer>
  );
}
