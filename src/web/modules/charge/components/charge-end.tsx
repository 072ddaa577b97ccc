/**
 * Ending a charge before its last day (the office admin): why it ends, then the charge's state
 * changes to "ended early". A kit part of the charge's plain page (charge-parts.tsx).
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { toast } from '../../../lib/toast';
import { useEndCharge } from '../charge.api';

export function ChargeEndDialog({
  open,
  id,
  actingName,
  onClose,
}: {
  open: boolean;
  id: number;
  /** Whose charge ends, for the question. */
  actingName: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('charge');
  const [endNote, setEndNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const end = useEndCharge();

  const onEnd = async () => {
    const note = endNote.trim();
    if (!note) {
      setNoteError(t('messages:validation.charge.endNoteRequired'));
      return;
    }
    try {
      await end.mutateAsync({ id, note });
      toast('success', t('ended'));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal
      open={open}
      title={t('confirmEnd', { name: actingName })}
      okText={t('endEarly')}
      okButtonProps={{ danger: true, loading: end.isPending }}
      cancelText={t('cancel')}
      onOk={onEnd}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item
          label={t('endNote')}
          required
          validateStatus={noteError ? 'error' : undefined}
          help={noteError}
        >
          <Input.TextArea
            aria-label={t('endNote')}
            rows={2}
            maxLength={500}
            value={endNote}
            onChange={(event) => {
              setEndNote(event.target.value);
              setNoteError(undefined);
            }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
