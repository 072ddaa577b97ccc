/** Gives an approved applicant or a candidate a vacant post of the planner's offices in the open round. */
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { transferApi, useTransferMutation, useVacancies } from '../transfer.api';
import { deskText } from './transfer-bits';

export interface AssignTarget {
  name: string;
  applicationId?: number;
  userRoleId?: number;
}

export function AssignModal({
  roundId,
  target,
  onClose,
}: {
  roundId: number;
  target: AssignTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('transfer');
  const lang = useLang();
  const { debounced, setSearch } = useDebouncedSearch();
  const [deskId, setDeskId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const vacancies = useVacancies({ pageSize: 50, search: debounced }, target !== null);
  const add = useTransferMutation(transferApi.addItem);

  const onOk = async () => {
    if (!target) return;
    if (!deskId) {
      setError(t('messages:validation.transfer.deskRequired'));
      return;
    }
    try {
      await add.mutateAsync({
        roundId,
        applicationId: target.applicationId,
        userRoleId: target.userRoleId,
        toDeskId: deskId,
      });
      toast('success', t('assigned'));
      setDeskId(null);
      onClose();
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <Modal
      open={target !== null}
      title={target ? t('assignTitle', { name: target.name }) : ''}
      okText={t('assign')}
      cancelText={t('cancel')}
      onOk={onOk}
      onCancel={() => {
        setDeskId(null);
        setError(null);
        onClose();
      }}
      confirmLoading={add.isPending}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('chooseVacancy')}
          htmlFor="transfer-vacancy"
          required
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
        >
          <Select
            id="transfer-vacancy"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            value={deskId}
            placeholder={t('searchVacancy')}
            loading={vacancies.isFetching}
            notFoundContent={t('noVacancies')}
            options={(vacancies.data?.items ?? [])
              .filter((item) => item.plannedInRound === null)
              .map((item) => ({ value: item.deskId, label: deskText(item, lang) }))}
            onChange={(value: number) => {
              setDeskId(value);
              setError(null);
            }}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
