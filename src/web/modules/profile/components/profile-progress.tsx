/** How complete the own profile is (antd Progress) and what is still missing, above every profile tab. */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSession } from '../../../lib/use-session';
import { useProgress } from '../profile.api';
import { useCvPrint } from './officer-cv';

export function ProfileProgressCard() {
  const { t } = useTranslation('profile');
  const lang = useLang();
  const progress = useProgress();
  const session = useSession();
  const { printCv, cvElement } = useCvPrint(session.user.id);
  const value = progress.data?.progress ?? 0;
  const missing = progress.data?.missing ?? [];
  return (
    <Panel size="small" style={{ marginBottom: 16 }}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Flex gap={16} align="center" style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Progress
            type="circle"
            size={64}
            percent={value}
            format={(percent) => `${localDigits(percent ?? 0, lang)}%`}
            aria-label={t('progressTitle')}
          />
          <div style={{ minWidth: 0 }}>
            <Typography.Text strong data-testid="profile-progress">
              {t('progressTitle')}: {localDigits(value, lang)}%
            </Typography.Text>
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {missing.length === 0
                ? t('progressDone')
                : `${t('progressMissing')} ${missing.map((item) => t(`missing.${item}`)).join(', ')}`}
            </Typography.Paragraph>
          </div>
        </Flex>
        <Button icon={<PrinterOutlined />} onClick={printCv}>
          {t('printCv')}
        </Button>
      </Flex>
      {cvElement}
    </Panel>
  );
}
