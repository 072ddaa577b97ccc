/** inspection-entry-permissions: who may enter inspections of which offices beyond their own office's tree. */
import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Col, Empty, Form, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntryPermission, PermissionInput } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { canManageInspectionSetup } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { validValues } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficePick, OfficerPick } from '../components/office-pick';
import { inspectionApi, useInspectionMutation, usePermissions } from '../inspection.api';

export default function InspectionEntryPermissionsPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const allowed = canManageInspectionSetup(useSubject());
  const confirm = useConfirm();
  const [form] = Form.useForm<PermissionInput>();
  const list = usePermissions();
  const add = useInspectionMutation(inspectionApi.addPermission);
  const remove = useInspectionMutation(inspectionApi.removePermission);
  if (!allowed) return <Alert type="info" showIcon title={t('onlyAdmins')} />;

  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await add.mutateAsync(values);
      toast('success', t('saved'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };

  const columns: DataColumns<EntryPermission> = [
    { title: t('officer'), key: 'user', render: (_, row) => nameOf(row.user, lang) },
    { title: t('office'), key: 'office', render: (_, row) => nameOf(row.office, lang) },
    {
      title: t('withChildren'),
      key: 'children',
      width: 140,
      render: (_, row) => (row.withChildren ? t('common:yes') : t('common:no')),
    },
    {
      title: '',
      key: 'remove',
      width: 60,
      render: (_, row) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('common:delete')}
          onClick={() =>
            confirm.remove(nameOf(row.user, lang), async () => {
              try {
                await remove.mutateAsync(row.id);
                toast('success', t('deleted'));
              } catch (error) {
                showError(error);
              }
            })
          }
        />
      ),
    },
  ];

  return (
    <Panel title={t('inspectionEntryPermissions')}>
      <Form form={form} layout="vertical" initialValues={{ withChildren: true }}>
        <Row gutter={12} align="bottom">
          <Col xs={24} md={8}>
            <Form.Item name="userId" label={t('officer')} rules={[{ required: true, message: t('choose') }]}>
              <OfficerPick aria-label={t('officer')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="officeId" label={t('office')} rules={[{ required: true, message: t('choose') }]}>
              <OfficePick aria-label={t('office')} />
            </Form.Item>
          </Col>
          <Col xs={14} md={4}>
            <Form.Item name="withChildren" valuePropName="checked">
              <Checkbox>{t('withChildren')}</Checkbox>
            </Form.Item>
          </Col>
          <Col xs={10} md={4}>
            <Form.Item>
              <Button type="primary" loading={add.isPending} onClick={save}>
                {t('grant')}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <DataTable
        label={t('inspectionEntryPermissions')}
        rowKey="id"
        columns={columns}
        dataSource={list.data}
        loading={list.isFetching}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('emptyPermissions')} />,
        }}
        scroll={{ x: 560 }}
      />
    </Panel>
  );
}
