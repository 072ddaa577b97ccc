/** Spouses and children (userRegi spouses and kids): added and removed as rows; a child's gender must be set. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { kidSchema, spouseSchema } from '../../../../common/contracts/registration.contract';
import { Panel } from '../../../components/panel';
import { zodRule } from '../../../lib/form-rules';
import { formatNumber } from '../../../lib/format';
import { DateField } from './date-field';

export function SpouseList() {
  const { t } = useTranslation('registration');
  return (
    <Form.List name="spouses">
      {(fields, { add, remove }) => (
        <Panel size="small" title={t('spouses')} data-testid="spouse-list">
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'name']}
                label={t('spouseName')}
                rules={[zodRule(spouseSchema.shape.name)]}
              >
                <Input />
              </Form.Item>
              <Form.Item name={[field.name, 'occupation']} label={t('occupation')}>
                <Input />
              </Form.Item>
              <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('remove')} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= 4}>
            {t('addSpouse')}
          </Button>
        </Panel>
      )}
    </Form.List>
  );
}

export function KidList() {
  const { t, i18n } = useTranslation('registration');
  const lang = i18n.language === 'en' ? 'en' : 'bn';
  const kids: { gender?: string }[] = Form.useWatch('kids') ?? [];
  const sons = kids.filter((kid) => kid?.gender === 'male').length;
  const daughters = kids.filter((kid) => kid?.gender === 'female').length;
  return (
    <Form.List name="kids">
      {(fields, { add, remove }) => (
        <Panel
          size="small"
          title={t('kids')}
          extra={
            <Typography.Text type="secondary">
              {t('sonsAndDaughters', {
                sons: formatNumber(sons, lang),
                daughters: formatNumber(daughters, lang),
              })}
            </Typography.Text>
          }
          data-testid="kid-list"
        >
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap>
              <Form.Item
                name={[field.name, 'name']}
                label={t('kidName')}
                rules={[zodRule(kidSchema.shape.name)]}
              >
                <Input />
              </Form.Item>
              <Form.Item
                name={[field.name, 'gender']}
                label={t('gender')}
                rules={[zodRule(kidSchema.shape.gender)]}
              >
                <Select
                  style={{ width: 140 }}
                  placeholder={t('selectPlaceholder')}
                  options={[
                    { value: 'male', label: t('male') },
                    { value: 'female', label: t('female') },
                    { value: 'other', label: t('other') },
                  ]}
                />
              </Form.Item>
              <DateField name={[field.name, 'dateOfBirth']} label={t('dateOfBirth')} />
              <Button icon={<DeleteOutlined />} onClick={() => remove(field.name)} aria-label={t('remove')} />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= 20}>
            {t('addKid')}
          </Button>
        </Panel>
      )}
    </Form.List>
  );
}
