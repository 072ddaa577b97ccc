/**
 * Remind an office's officers who have not filed (the compliance report's office card): asks first,
 * then tells how many were reminded. The server sends at most one reminder per office, fiscal year
 * and Dhaka day, and says so (409) on a second click.
 */
import { BellOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { assetApi, useAssetMutation } from '../asset.api';

export function RemindButton({
  officeId,
  officeName,
  fiscalYear,
}: {
  officeId: number;
  officeName: string;
  fiscalYear: string;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const { modal } = App.useApp();
  const remind = useAssetMutation(assetApi.remind);
  const send = async () => {
    try {
      const result = await remind.mutateAsync({ officeId, fiscalYear });
      toast('success', t('reminded', { number: formatNumber(result.reminded, lang) }));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <Button
      icon={<BellOutlined />}
      loading={remind.isPending}
      onClick={() =>
        modal.confirm({
          title: t('remindConfirm', { office: officeName, year: localDigits(fiscalYear, lang) }),
          okText: t('remind'),
          cancelText: t('common:cancel'),
          onOk: send,
        })
      }
    >
      {t('remind')}
    </Button>
  );
}
