/**
 * A statement submitted to the caller's desk, opened from the approval queue: the printable
 * statement, with accept and send back (asking the reason) while it waits. Drawn with the UI kit;
 * the queue loads it when it first opens (asset-parts.tsx).
 */
import { PrinterOutlined } from '@ant-design/icons';
import { App, Button, Drawer, Input, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/feedback';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { assetApi, useAssetMutation, useStatement } from '../asset.api';
import { PRINT_ELEMENT_ID, StatementPrint } from './statement-print';

export function StatementDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('asset');
  const { modal } = App.useApp();
  const statement = useStatement(id);
  const move = useAssetMutation(assetApi.move);

  const decide = async (action: 'accept' | 'return', note?: string) => {
    if (id === null) return;
    try {
      await move.mutateAsync({ id, action, note });
      toast('success', t(action === 'accept' ? 'accepted' : 'returned'));
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  const onReturn = () => {
    let note = '';
    modal.confirm({
      title: t('returnReason'),
      content: (
        <Input.TextArea
          aria-label={t('returnReason')}
          maxLength={1000}
          onChange={(event) => (note = event.target.value)}
        />
      ),
      okText: t('return'),
      cancelText: t('common:cancel'),
      onOk: () => decide('return', note.trim()),
    });
  };

  const item = statement.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size="large"
      title={t('printTitle')}
      extra={
        <Space wrap>
          <Button icon={<PrinterOutlined />} onClick={() => printElement(PRINT_ELEMENT_ID)} disabled={!item}>
            {t('print')}
          </Button>
          {item?.can.decide && (
            <>
              <Button danger onClick={onReturn} loading={move.isPending}>
                {t('return')}
              </Button>
              <Button type="primary" onClick={() => decide('accept')} loading={move.isPending}>
                {t('accept')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      {item ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the statement is text only; as a focusable region the keyboard can scroll it in the drawer (WCAG 2.1.1)
        <section tabIndex={0} aria-label={t('printTitle')}>
          <StatementPrint item={item} />
        </section>
      ) : (
        <Spin />
      )}
    </Drawer>
  );
}
