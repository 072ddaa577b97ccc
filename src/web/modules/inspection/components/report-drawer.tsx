/** An inspection's visit report in a drawer, opened from a list's row (a kit part: inspection-parts.tsx). */
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useInspection } from '../inspection.api';
import { VisitReport } from './visit-report';

export function ReportDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('inspection');
  const detail = useInspection(id);
  return (
    <Drawer open={id !== null} onClose={onClose} title={t('visitReport')} size={760}>
      {detail.data && <VisitReport detail={detail.data} />}
    </Drawer>
  );
}
