/** The public holidays of a year: the super and support admins add, change and delete them. */
import { PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Form, Input, Modal, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Holiday,
  type HolidayInput,
  holidayInputSchema,
} from '../../../../common/contracts/leave.contract';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { formatDate, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { leaveApi, useHolidays, useLeaveMutation } from '../leave.api';

const shape = holidayInputSchema.shape;

export function HolidayCalendar() {
  const { t } = useTranslation('leave');
  const lang = useLang();
  const confirm = useConfirm();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [form] = Form.useForm<HolidayInput>();
  const list = useHolidays(year);
  const add = useLeaveMutation(leaveApi.addHoliday);
  const update = useLeaveMutation(leaveApi.updateHoliday);
  const remove = useLeaveMutation(leaveApi.deleteHoliday);

  const onSave = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      if (editing && editing !== 'new') await update.mutateAsync({ ...values, original: editing.day });
      else await add.mutateAsync(values);
      toast('success', t('holidaySaved'));
      setEditing(null);
    } catch (error) {
      showError(error, form);
    }
  };

  const columns: DataColumns<Holiday> = [
    { title: t('holidayDay'), key: 'day', width: 120, render: (_, row) => formatDate(row.day, lang) },
    { title: t('holidayNameBn'), dataIndex: 'nameBn', key: 'nameBn', width: 240 },
    { title: t('holidayNameEn'), dataIndex: 'nameEn', key: 'nameEn', width: 220 },
    {
      title: t('holidayMoving'),
      key: 'moving',
      width: 110,
      render: (_, row) => (row.moving ? '✓' : ''),
    },
    {
      title: '',
      key: 'actions',
      width: 160,
      render: (_, row) => (
        <Space>
          <Button
            size="small"
            onClick={() => {
              form.setFieldsValue(row);
              setEditing(row);
            }}
          >
            {t('edit')}
          </Button>
          <Button
            size="small"
            danger
            onClick={() =>
              confirm.remove(`${row.nameBn} (${formatDate(row.day, lang)})`, async () => {
                await remove.mutateAsync(row.day).catch(showError);
                toast('success', t('holidayDeleted'));
              })
            }
          >
            {t('delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space wrap>
        <Select
          aria-label={t('year')}
          value={year}
          onChange={setYear}
          options={[thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map((value) => ({
            value,
            label: localDigits(value, lang),
          }))}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            form.resetFields();
            setEditing('new');
          }}
        >
          {t('addHoliday')}
        </Button>
      </Space>
      <DataTable<Holiday>
        label={t('holidaysTab')}
        rowKey="day"
        size="small"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        scroll={{ x: 820 }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyHolidays')} />,
        }}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('addHoliday') : t('editHoliday')}
        okText={t('save')}
        cancelText={t('cancel')}
        onOk={onSave}
        onCancel={() => setEditing(null)}
        confirmLoading={add.isPending || update.isPending}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item
            name="day"
            label={t('holidayDay')}
            rules={[zodRule(shape.day)]}
            required
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? machineDate(value) : '')}
          >
            <DatePicker aria-label={t('holidayDay')} style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
          <Form.Item name="nameBn" label={t('holidayNameBn')} rules={[zodRule(shape.nameBn)]} required>
            <Input aria-label={t('holidayNameBn')} maxLength={200} />
          </Form.Item>
          <Form.Item name="nameEn" label={t('holidayNameEn')} rules={[zodRule(shape.nameEn)]} required>
            <Input aria-label={t('holidayNameEn')} maxLength={200} />
          </Form.Item>
          <Form.Item name="moving" valuePropName="checked">
            <Checkbox>{t('holidayMoving')}</Checkbox>
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
