/**
 * Remind an office's officers who have not filed (the compliance report's office card): asks first
 * (the plain confirmation, lib/confirm.ts), then tells how many were reminded. The server sends at
 * most one reminder per office, fiscal year and Dhaka day, and says so (409) on a second click.
 */
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ask } from '../../../lib/confirm';
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
  const remind = useAssetMutation(assetApi.remind);
  // A refusal (the day's reminder already sent) is told as a toast; the question closes either way.
  const send = async () => {
    try {
      const result = await remind.mutateAsync({ officeId, fiscalYear });
      toast('success', t('reminded', { number: formatNumber(result.reminded, lang) }));
    } catch (error) {
      showError(error);
    }
  };
  return (
    <button
      type="button"
      className="action-button"
      disabled={remind.isPending}
      aria-busy={remind.isPending || undefined}
      onClick={() =>
        ask({
          title: t('remindConfirm', { office: officeName, year: localDigits(fiscalYear, lang) }),
          ok: t('remind'),
          cancel: t('common:cancel'),
          onOk: send,
        })
      }
    >
      <BellOutlined />
      {t('remind')}
    </button>
  );
}
