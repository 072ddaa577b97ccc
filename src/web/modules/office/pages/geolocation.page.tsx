/**
 * /geolocation: where offices are, as a list and on a map of Bangladesh; coordinates are typed in
 * English digits (SPEC.md §5) and shown in the interface's digits. Offices still without
 * coordinates can be listed on their own.
 */
import { EditOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Modal, Row, Segmented } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OfficeSummary, officeLocationSchema } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { type DataColumns, DataTable } from '../../../components/data-table';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { localDigits } from '../../../lib/format';
import { useTablePagination } from '../../../lib/table-paging';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { OfficeFilters, type OfficeFilterValues, useOfficeFilters } from '../components/office-filters';
import { OfficeMap } from '../components/office-map';
import { officeApi, useOfficeMutation, useOffices } from '../office.api';

type Filters = OfficeFilterValues & { located?: 'yes' | 'no' | '' };

function LocationModal({ office, onClose }: { office: OfficeSummary | null; onClose: () => void }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form] = Form.useForm<{ latitude: string; longitude: string }>();
  const save = useOfficeMutation(officeApi.updateLocation);
  useEffect(() => {
    if (office) form.setFieldsValue({ latitude: office.latitude ?? '', longitude: office.longitude ?? '' });
  }, [office, form]);
  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await save.mutateAsync({
        id: office?.id ?? 0,
        latitude: values.latitude || null,
        longitude: values.longitude || null,
      });
      toast('success', t('updated'));
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Modal
      open={office !== null}
      title={nameOf(office, lang)}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="latitude"
          label={t('latitude')}
          rules={[zodRule(officeLocationSchema.shape.latitude)]}
          extra={t('coordinateHint')}
        >
          <Input inputMode="decimal" placeholder="24.363588" />
        </Form.Item>
        <Form.Item
          name="longitude"
          label={t('longitude')}
          rules={[zodRule(officeLocationSchema.shape.longitude)]}
        >
          <Input inputMode="decimal" placeholder="88.624138" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

export default function GeolocationPage() {
  const { t } = useTranslation('office');
  const lang = useLang();
  const subject = useSubject();
  const { paging, filters, filter, query } = useOfficeFilters<Filters>({ located: '' });
  const [editing, setEditing] = useState<OfficeSummary | null>(null);
  const offices = useOffices(query);
  const pagination = useTablePagination(paging, offices.data?.total, 'office:totalOffices');

  const columns: DataColumns<OfficeSummary> = [
    { title: t('officeName'), key: 'name', render: (_, office) => nameOf(office, lang) },
    { title: t('district'), key: 'district', render: (_, office) => nameOf(office.district, lang) },
    // Typed in English digits (SPEC.md §5), read in the interface's digits.
    {
      title: t('latitude'),
      dataIndex: 'latitude',
      render: (value: string | null) => value && localDigits(value, lang),
    },
    {
      title: t('longitude'),
      dataIndex: 'longitude',
      render: (value: string | null) => value && localDigits(value, lang),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, office) => (
        <>
          {office.latitude && office.longitude && (
            <a
              href={`https://www.openstreetmap.org/?mlat=${office.latitude}&mlon=${office.longitude}#map=15/${office.latitude}/${office.longitude}`}
              target="_blank"
              rel="noreferrer"
            >
              {t('openMap')}
            </a>
          )}
          {canManageOffice(subject, office.id) && (
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              aria-label={`${t('editLocation')} ${nameOf(office, lang)}`}
              onClick={() => setEditing(office)}
            />
          )}
        </>
      ),
    },
  ];

  return (
    <Panel title={t('geolocation')}>
      <OfficeFilters paging={paging} filters={filters} filter={filter}>
        <div className="filter-row-wide">
          <Segmented
            value={filters.located ?? ''}
            onChange={(value) => filter('located')(value as Filters['located'])}
            options={[
              { value: '', label: t('allOffices') },
              { value: 'yes', label: t('located') },
              { value: 'no', label: t('notLocated') },
            ]}
          />
        </div>
      </OfficeFilters>
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <DataTable<OfficeSummary>
            label={t('geolocation')}
            rowKey="id"
            columns={columns}
            dataSource={offices.data?.items}
            loading={offices.isFetching}
            locale={{ emptyText: t('common:noData') }}
            pagination={pagination}
          />
        </Col>
        <Col xs={24} xl={10}>
          <OfficeMap offices={offices.data?.items ?? []} />
        </Col>
      </Row>
      <LocationModal office={editing} onClose={() => setEditing(null)} />
    </Panel>
  );
}
