/**
 * A completed trainee's certificate in a dialog, to print. Drawn with the UI kit; the plain lists
 * (the trainee list, my trainings) open it through training-parts.tsx.
 */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Certificate } from '../../../../common/contracts/training.contract';
import { printElement } from '../../../lib/print';
import { CertificatePrint } from './certificate-print';

export function CertificateDialog({
  certificate,
  onClose,
}: {
  certificate: Certificate | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('training');
  return (
    <Modal
      open={certificate !== null}
      onCancel={onClose}
      title={t('certificate')}
      width={820}
      footer={
        certificate && (
          <Button
            type="primary"
            icon={<PrinterOutlined />}
            onClick={() => printElement(`certificate-${certificate.traineeId}`)}
          >
            {t('printCertificate')}
          </Button>
        )
      }
    >
      {certificate && <CertificatePrint certificate={certificate} />}
    </Modal>
  );
}
