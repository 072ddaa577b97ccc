/** Preferred posting district and upazila from the real geography; changing the district clears the upazila. */
import { useQuery } from '@tanstack/react-query';
import { Col, Form, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type District,
  GEOGRAPHY_PATHS,
  type Upazila,
} from '../../../../common/contracts/geography.contract';
import type { Page } from '../../../../common/contracts/office.contract';
import { api } from '../../../lib/api';

function useDistricts() {
  return useQuery({
    queryKey: ['geography', 'districts'],
    queryFn: () => api.get<Page<District>>(`${GEOGRAPHY_PATHS.districts}?pageSize=100`),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useUpazilas(districtId: number | undefined) {
  return useQuery({
    queryKey: ['geography', 'upazilas', districtId],
    queryFn: () =>
      api.get<Page<Upazila>>(`${GEOGRAPHY_PATHS.upazilas}?districtId=${districtId}&pageSize=100`),
    enabled: Boolean(districtId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function PreferredPostingSelects() {
  const { t, i18n } = useTranslation('registration');
  const form = Form.useFormInstance();
  const districtId = Form.useWatch('preferredDistrictId', form) as number | undefined;
  const districts = useDistricts();
  const upazilas = useUpazilas(districtId);
  const label = (item: { nameBn: string; nameEn: string }) =>
    i18n.language === 'en' ? item.nameEn : item.nameBn;

  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item name="preferredDistrictId" label={t('preferredDistrict')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            placeholder={t('selectPlaceholder')}
            loading={districts.isLoading}
            options={districts.data?.items.map((item) => ({ value: item.id, label: label(item) }))}
            onChange={() => form.setFieldValue('preferredUpazilaId', undefined)}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="preferredUpazilaId" label={t('preferredUpazila')}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            allowClear
            disabled={!districtId}
            placeholder={t('selectPlaceholder')}
            loading={upazilas.isLoading}
            options={upazilas.data?.items.map((item) => ({ value: item.id, label: label(item) }))}
          />
        </Form.Item>
      </Col>
    </Row>
  );
}
