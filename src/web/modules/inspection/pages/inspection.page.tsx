/**
 * inspection/{planId}/{editable?}: the inspection of a planned visit. The planner starts it once the
 * plan is approved, fills it (components/inspection-form.tsx) as often as needed, raises
 * recommendations and submits it once; afterwards, and for everyone else, it reads as the visit
 * report. The screen and the report are plain HTML; the form, with its date picker, photo upload and
 * validator, is drawn with the UI kit and downloads with it only when the inspection is being filled.
 */
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Panel } from '../../../components/panel';
import { ApiError } from '../../../lib/api';
import { showError } from '../../../lib/feedback';
import { InspectionFormPart } from '../components/inspection-parts';
import { VisitReport } from '../components/visit-report';
import { inspectionApi, useInspectionMutation, usePlan, usePlanInspection } from '../inspection.api';

export default function InspectionPage() {
  const { t } = useTranslation('inspection');
  const { planId, editable } = useParams();
  const id = /^\d{1,9}$/.test(planId ?? '') ? Number(planId) : null;
  const plan = usePlan(id);
  const inspection = usePlanInspection(id, plan.isSuccess);
  const start = useInspectionMutation(inspectionApi.startInspection);
  const notStarted = inspection.error instanceof ApiError && inspection.error.status === 404;

  if (id === null || plan.isError)
    return (
      <Panel title={t('inspection')}>
        <p className="record-empty">{t('planNotFound')}</p>
      </Panel>
    );
  if (plan.isLoading || inspection.isLoading) return <Panel title={t('inspection')} loading />;
  const detail = inspection.data;
  return (
    <Panel title={t('inspection')}>
      {notStarted &&
        (plan.data?.can.inspect ? (
          <div className="page-stack" style={{ alignItems: 'flex-start' }}>
            <p className="plain-note info" style={{ margin: 0 }}>
              {t('startHint')}
            </p>
            <button
              type="button"
              className="action-button primary"
              disabled={start.isPending}
              aria-busy={start.isPending || undefined}
              onClick={() => start.mutateAsync(id).catch((error) => showError(error))}
            >
              {t('startInspection')}
            </button>
          </div>
        ) : (
          <p className="record-empty">{t('notStartedYet')}</p>
        ))}
      {detail &&
        (detail.can.edit && editable !== undefined ? (
          <InspectionFormPart detail={detail} />
        ) : (
          <VisitReport detail={detail} />
        ))}
    </Panel>
  );
}
