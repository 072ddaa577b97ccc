/**
 * Adding a file to a response: the shared upload field (UI kit) with the report's rule; it downloads
 * with the kit after the response shows (report-parts.tsx).
 */
import { useTranslation } from 'react-i18next';
import { REPORT_ATTACHMENT_RULE } from '../../../../common/contracts/report.contract';
import { FileUpload } from '../../../components/file-upload';
import { toast } from '../../../lib/toast';
import { reportApi, useReportMutation } from '../report.api';

export function ResponseAttach({ responseId }: { responseId: number }) {
  const { t } = useTranslation('report');
  const attach = useReportMutation(reportApi.attach);
  return (
    <FileUpload
      rule={REPORT_ATTACHMENT_RULE}
      label={t('upload')}
      upload={async (file) => {
        await attach.mutateAsync({ id: responseId, file });
        toast('success', t('saved'));
      }}
    />
  );
}
