/**
 * The last desk's part of an approval: the desk the applicant named to take the charge of their
 * post, and a server-searched choice of another desk of the office (held, not the applicant's, not
 * an officer away in the leave's days). The charge rules are the server's: a choice it refuses stops
 * the approval with the rule's message.
 */
import { Form, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LeaveDetail } from '../../../../common/contracts/leave.contract';
import { nameOf } from '../../../../common/labels';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { useChargeDeskChoices } from '../leave.api';

export function ApprovalCharge({ application }: { application: LeaveDetail }) {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const choices = useChargeDeskChoices(application.id, debounced);
  const named = application.chargeDesk;
  const namedLabel = named
    ? `${lang === 'en' ? named.labelEn : named.labelBn}${named.holder ? ` — ${nameOf(named.holder, lang)}` : ''}`
    : null;
  const options = (choices.data ?? []).map((desk) => ({
    value: desk.deskId,
    label: `${lang === 'en' ? desk.roleEn : desk.roleBn} — ${nameOf(desk.holder, lang)}`,
  }));
  // The named desk stays choosable even when the search does not bring it back.
  if (named && namedLabel && !options.some((option) => option.value === named.deskId))
    options.unshift({ value: named.deskId, label: namedLabel });

  return (
    <>
      <Typography.Paragraph data-testid="charge-named">
        {t('chargeNamed')}: {namedLabel ?? t('chargeNoneNamed')}
      </Typography.Paragraph>
      <Form.Item name="chargeDeskId" label={t('chargeDesk')} extra={t('chargeConfirmHint')}>
        <Select
          aria-label={t('chargeDesk')}
          placeholder={t('chargeChoose')}
          showSearch={{ filterOption: false, onSearch: setSearch }}
          loading={choices.isFetching}
          notFoundContent={choices.isFetching ? null : t('chargeNoChoice')}
          options={options}
        />
      </Form.Item>
    </>
  );
}
