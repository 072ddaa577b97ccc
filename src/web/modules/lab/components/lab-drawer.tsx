/**
 * One lab in a drawer: its details and last inspection, its equipment (each device's condition and
 * details can be changed, and a device entered by mistake deleted, by those who manage labs) and its
 * latest activities, with the buttons to edit or delete the lab, add a device and log an activity.
 * Deletes are confirmed by name; a lab with a history answers 409, whose message the toast shows.
 */
import { DeleteOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EquipmentItem } from '../../../../common/contracts/lab.contract';
import { nameOf } from '../../../../common/labels';
import { canManageLabs } from '../../../../common/permissions';
import { DataTable } from '../../../components/data-table';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { labApi, useActivities, useEquipment, useLab, useLabMutation } from '../lab.api';
import { ActivityDialog, ConditionDialog, EquipmentDialog } from './lab-dialogs';
import { initialLabValues, LabForm, type LabFormValues, labChangePayload } from './lab-form';

export const CONDITION_COLORS = { working: 'green', faulty: 'orange', lost: 'red' } as const;

export function LabDrawer({ labId, onClose }: { labId: number | null; onClose: () => void }) {
  const { t } = useTranslation('lab');
  const lang = useLang();
  const manage = canManageLabs(useSubject());
  const lab = useLab(labId);
  const equipment = useEquipment({ labId: labId ?? undefined, pageSize: 100 }, labId !== null);
  const activities = useActivities({ labId: labId ?? undefined, pageSize: 10 }, labId !== null);
  const [adding, setAdding] = useState(false);
  const [logging, setLogging] = useState(false);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<EquipmentItem | null>(null);
  const [editingDevice, setEditingDevice] = useState<EquipmentItem | null>(null);
  const confirm = useConfirm();
  const update = useLabMutation(labApi.update);
  const removeLab = useLabMutation(labApi.remove);
  const removeDevice = useLabMutation(labApi.removeEquipment);
  const data = lab.data;
  const digits = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? '—' : localDigits(value, lang);

  // A failure is shown by the form: the server's field errors under their fields.
  const save = async (values: LabFormValues) => {
    if (!data) return;
    await update.mutateAsync({ id: data.id, ...labChangePayload(values) });
    toast('success', t('labSaved'));
    setEditing(false);
  };

  const labName = data ? (lang === 'en' && data.institutionEn) || data.institutionBn : '';
  const deviceName = (item: EquipmentItem) =>
    `${t(`kind_${item.kind}`)}${item.serial ? ` (${item.serial})` : ''}`;
  const onDeleteLab = () =>
    data &&
    confirm.remove(labName, () =>
      removeLab
        .mutateAsync(data.id)
        .then(() => {
          toast('success', t('labDeleted'));
          onClose();
        })
        .catch((error) => showError(error)),
    );
  const onDeleteDevice = (item: EquipmentItem) =>
    confirm.remove(deviceName(item), () =>
      removeDevice
        .mutateAsync(item.id)
        .then(() => toast('success', t('equipmentDeleted')))
        .catch((error) => showError(error)),
    );

  return (
    <Drawer
      open={labId !== null}
      onClose={onClose}
      size="large"
      title={data ? labName : t('details')}
      extra={
        data && (
          <Space wrap>
            <Button onClick={() => setLogging(true)}>{t('logActivity')}</Button>
            {manage && <Button onClick={() => setAdding(true)}>{t('addEquipment')}</Button>}
            {manage && <Button onClick={() => setEditing(true)}>{t('edit')}</Button>}
            {manage && (
              <Button danger icon={<DeleteOutlined />} onClick={onDeleteLab}>
                {t('deleteLab')}
              </Button>
            )}
          </Space>
        )
      }
      styles={{ wrapper: { maxWidth: '100vw' } }}
    >
      {data && (
        // Taller than a screen, and a viewer may find nothing to tab to in it: a named region that
        // takes the focus, so the keyboard can scroll it (WCAG 2.1.1).
        <Space
          orientation="vertical"
          size={16}
          style={{ width: '100%' }}
          data-testid="lab-details"
          role="region"
          aria-label={labName}
          tabIndex={0}
        >
          <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
            <Descriptions.Item label={t('type')}>{t(`type_${data.type}`)}</Descriptions.Item>
            <Descriptions.Item label={t('code')}>{digits(data.code)}</Descriptions.Item>
            <Descriptions.Item label={t('district')}>{nameOf(data.district, lang)}</Descriptions.Item>
            <Descriptions.Item label={t('upazila')}>{nameOf(data.upazila, lang) || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('latitude')}>{digits(data.latitude)}</Descriptions.Item>
            <Descriptions.Item label={t('longitude')}>{digits(data.longitude)}</Descriptions.Item>
            <Descriptions.Item label={t('establishedYear')}>{digits(data.establishedYear)}</Descriptions.Item>
            <Descriptions.Item label={t('contactTeacher')}>
              {data.contactTeacher ?? '—'} {data.contactMobile ? `(${digits(data.contactMobile)})` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('lastInspection')}>
              {data.lastInspection
                ? `${formatDate(data.lastInspection.visitDate, lang)}${
                    data.lastInspection.score !== null
                      ? ` — ${digits(data.lastInspection.score)}/${digits(data.lastInspection.maxScore)}`
                      : ''
                  }`
                : t('notInspected')}
            </Descriptions.Item>
            <Descriptions.Item label={t('openRecommendations')}>
              {formatNumber(data.openRecommendations, lang)}
            </Descriptions.Item>
          </Descriptions>
          <Space wrap>
            <Tag color="green">
              {t('working')}: {formatNumber(data.workingCount, lang)}
            </Tag>
            <Tag color="orange">
              {t('faulty')}: {formatNumber(data.faultyCount, lang)}
            </Tag>
            <Tag color="red">
              {t('lost')}: {formatNumber(data.lostCount, lang)}
            </Tag>
          </Space>
          <Typography.Title level={5}>{t('equipment')}</Typography.Title>
          <DataTable<EquipmentItem>
            label={t('equipment')}
            size="small"
            rowKey="id"
            loading={equipment.isLoading}
            dataSource={equipment.data?.items}
            pagination={false}
            locale={{ emptyText: t('noEquipment') }}
            columns={[
              { title: t('equipmentKind'), key: 'kind', render: (_, item) => t(`kind_${item.kind}`) },
              { title: t('serial'), key: 'serial', render: (_, item) => item.serial ?? '—' },
              {
                title: t('condition'),
                key: 'condition',
                render: (_, item) => (
                  <Tag color={CONDITION_COLORS[item.condition]}>{t(`condition_${item.condition}`)}</Tag>
                ),
              },
              ...(manage
                ? [
                    {
                      title: t('actions'),
                      key: 'actions',
                      render: (_: unknown, item: EquipmentItem) => (
                        <Space wrap size={4}>
                          <Button size="small" onClick={() => setChanging(item)}>
                            {t('changeCondition')}
                          </Button>
                          <Button
                            size="small"
                            aria-label={`${t('editEquipment')}: ${deviceName(item)}`}
                            onClick={() => setEditingDevice(item)}
                          >
                            {t('edit')}
                          </Button>
                          <Button
                            size="small"
                            danger
                            icon={<DeleteOutlined />}
                            aria-label={`${t('deleteEquipment')}: ${deviceName(item)}`}
                            onClick={() => onDeleteDevice(item)}
                          >
                            {t('deleteEquipment')}
                          </Button>
                        </Space>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <Typography.Title level={5}>{t('activities')}</Typography.Title>
          <DataTable
            label={t('activities')}
            size="small"
            rowKey="id"
            loading={activities.isLoading}
            dataSource={activities.data?.items}
            pagination={false}
            locale={{ emptyText: t('noActivities') }}
            columns={[
              { title: t('heldOn'), key: 'heldOn', render: (_, item) => formatDate(item.heldOn, lang) },
              { title: t('activityKind'), key: 'kind', render: (_, item) => t(`activity_${item.kind}`) },
              { title: t('activityTitle'), key: 'title', dataIndex: 'titleBn' },
              {
                title: t('participants'),
                key: 'participants',
                align: 'right',
                render: (_, item) => formatNumber(item.participants, lang),
              },
            ]}
          />
        </Space>
      )}
      {data && <EquipmentDialog labId={data.id} open={adding} onClose={() => setAdding(false)} />}
      {data && (
        <EquipmentDialog
          labId={data.id}
          item={editingDevice}
          open={editingDevice !== null}
          onClose={() => setEditingDevice(null)}
        />
      )}
      {data && <ActivityDialog labId={data.id} open={logging} onClose={() => setLogging(false)} />}
      <ConditionDialog item={changing} onClose={() => setChanging(null)} />
      <Modal
        open={editing}
        title={t('edit')}
        footer={null}
        width={820}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <LabForm
          initialValues={data ? initialLabValues(data) : {}}
          onSubmit={save}
          onCancel={() => setEditing(false)}
        />
      </Modal>
    </Drawer>
  );
}
