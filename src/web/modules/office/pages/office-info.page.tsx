/**
 * /officeinfo: the active office's information and organogram. Its office admin (and the super
 * admin) edits name, address, contacts and coordinates; everyone of the office reads it.
 */
import { EditOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeDetail } from '../../../../common/contracts/office.contract';
import { nameOf } from '../../../../common/labels';
import { canManageOffice } from '../../../../common/permissions';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { type OfficeFormValues, OfficeInfoFields } from '../components/office-form';
import { OrganogramSummary, OrganogramTree } from '../components/organogram-tree';
import { useWorkingOffice, WorkingOfficeBar } from '../components/working-office';
import { officeApi, useOffice, useOfficeMutation, useOrganogram } from '../office.api';

function OfficeDescription({ office }: { office: OfficeDetail }) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const place = [office.upazila, office.district, office.division]
    .map((item) => nameOf(item, lang))
    .filter(Boolean);
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="office-info">
      <Descriptions.Item label={t('nameBn')}>{office.nameBn}</Descriptions.Item>
      <Descriptions.Item label={t('nameEn')}>{office.nameEn}</Descriptions.Item>
      <Descriptions.Item label={t('ministry')}>{nameOf(office.ministry, lang)}</Descriptions.Item>
      <Descriptions.Item label={t('department')}>{nameOf(office.department, lang)}</Descriptions.Item>
      <Descriptions.Item label={t('officeLevel')}>{nameOf(office.level, lang)}</Descriptions.Item>
      <Descriptions.Item label={t('place')}>{place.join(', ')}</Descriptions.Item>
      <Descriptions.Item label={t('parentOffice')}>{nameOf(office.parentOffice, lang)}</Descriptions.Item>
      <Descriptions.Item label={t('controllingOffice')}>
        {nameOf(office.controllingOffice, lang)}
      </Descriptions.Item>
      <Descriptions.Item label={t('address')}>{office.address}</Descriptions.Item>
      <Descriptions.Item label={t('phone')}>
        {office.phone && localDigits(office.phone, lang)}
      </Descriptions.Item>
      <Descriptions.Item label={t('email')}>{office.email}</Descriptions.Item>
      <Descriptions.Item label={t('website')}>
        {office.website && (
          <a
            href={office.website.startsWith('http') ? office.website : `https://${office.website}`}
            target="_blank"
            rel="noreferrer"
          >
            {office.website}
          </a>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('coordinates')}>
        {office.latitude && office.longitude
          ? localDigits(`${office.latitude}, ${office.longitude}`, lang)
          : ''}
      </Descriptions.Item>
      <Descriptions.Item label={t('sectionsAndPosts')}>
        {t('officeCounts', {
          sections: localDigits(office.counts.sections, lang),
          posts: localDigits(office.counts.posts, lang),
          filled: localDigits(office.counts.filledPosts, lang),
        })}
      </Descriptions.Item>
    </Descriptions>
  );
}

export default function OfficeInfoPage() {
  const { t } = useTranslation('office');
  const subject = useSubject();
  const confirm = useConfirm();
  const { officeId, setOfficeId } = useWorkingOffice();
  const office = useOffice(officeId);
  const organogram = useOrganogram(officeId);
  const update = useOfficeMutation(officeApi.updateInfo);
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<OfficeFormValues>();
  const manage = officeId !== null && canManageOffice(subject, officeId);

  const startEditing = (data: OfficeDetail) => {
    form.setFieldsValue({
      nameBn: data.nameBn,
      nameEn: data.nameEn,
      address: data.address ?? '',
      phone: data.phone ?? '',
      email: data.email ?? '',
      website: data.website ?? '',
      latitude: data.latitude ?? '',
      longitude: data.longitude ?? '',
    });
    setEditing(true);
  };
  const submit = (values: OfficeFormValues) =>
    confirm.save(values.nameBn, async () => {
      try {
        await update.mutateAsync({ id: officeId ?? 0, ...values });
        toast('success', t('updated'));
        setEditing(false);
      } catch (error) {
        showError(error, form);
      }
    });

  if (!officeId) return <Panel title={t('officeInfo')}>{t('common:noData')}</Panel>;
  return (
    <Space orientation="vertical" size="large" style={{ width: '100%' }}>
      <Panel
        title={t('officeInfo')}
        extra={
          manage &&
          office.data &&
          !editing && (
            <Button icon={<EditOutlined />} onClick={() => startEditing(office.data)}>
              {t('editOfficeInfo')}
            </Button>
          )
        }
      >
        <WorkingOfficeBar officeId={officeId} onChange={setOfficeId} />
        {!office.data ? (
          <Skeleton active />
        ) : editing ? (
          <Form form={form} layout="vertical" onFinish={submit} disabled={update.isPending}>
            <OfficeInfoFields />
            <Space>
              <Button type="primary" htmlType="submit" loading={update.isPending}>
                {t('common:save')}
              </Button>
              <Button onClick={() => setEditing(false)}>{t('common:cancel')}</Button>
            </Space>
          </Form>
        ) : (
          <OfficeDescription office={office.data} />
        )}
      </Panel>
      <Panel
        title={t('organogram')}
        extra={
          manage && (
            <Link to={`/office-setup/office-structure?officeId=${officeId}`}>{t('editOrganogram')}</Link>
          )
        }
      >
        {organogram.data ? (
          <>
            <OrganogramSummary organogram={organogram.data} />
            <OrganogramTree organogram={organogram.data} />
          </>
        ) : (
          <Skeleton active />
        )}
      </Panel>
    </Space>
  );
}
