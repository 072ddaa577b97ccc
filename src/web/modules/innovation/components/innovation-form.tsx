/**
 * The innovation form: SPEC.md §3's fields, each checked with the contract's own schema (§5: title
 * and description required; fiscal year and budget in English digits), errors under the fields.
 * The picture goes through the shared upload component, which checks type and width before sending.
 */
import { Button, Checkbox, Col, Form, type FormInstance, Input, Row, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INNOVATION_PICTURE_RULE,
  type InnovationDetail,
  type InnovationInput,
  innovationInputSchema,
} from '../../../../common/contracts/innovation.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { FileUpload } from '../../../components/file-upload';
import { takaInWords } from '../../../lib/bangla-words';
import { zodRule } from '../../../lib/form-rules';

export type InnovationFormValues = {
  title: string;
  description: string;
  impact?: string;
  pilotingDetails?: string;
  url?: string;
  fiscalYear?: string;
  budget?: string;
  nationWide?: boolean;
  pilotingDate?: string;
};

export function initialInnovationValues(item: InnovationDetail | undefined): Partial<InnovationFormValues> {
  if (!item) return { nationWide: false };
  return {
    title: item.title,
    description: item.description,
    impact: item.impact ?? '',
    pilotingDetails: item.pilotingDetails ?? '',
    url: item.url ?? '',
    fiscalYear: item.fiscalYear ?? '',
    // Shown as typed: '250000' rather than numeric's '250000.00'.
    budget: item.budget?.replace(/\.00$/, '') ?? '',
    nationWide: item.nationWide,
    pilotingDate: item.pilotingDate ?? '',
  };
}

/** The API body of the form: blank fields are sent blank, and the contract makes them null. */
export const innovationBody = (values: InnovationFormValues): InnovationInput => ({
  ...values,
  nationWide: values.nationWide ?? false,
});

interface InnovationFormProps {
  form: FormInstance<InnovationFormValues>;
  item?: InnovationDetail;
  submitting: boolean;
  onSubmit: (values: InnovationFormValues) => void;
  /** The picture: sent at once when editing; kept until the record is saved when it is new. */
  onPicture: (file: File) => Promise<unknown>;
  pictureNote?: ReactNode;
}

export function InnovationForm({
  form,
  item,
  submitting,
  onSubmit,
  onPicture,
  pictureNote,
}: InnovationFormProps) {
  const { t } = useTranslation('innovation');
  const shape = innovationInputSchema.shape;
  const budget: string | undefined = Form.useWatch('budget', form);
  const words = budget ? takaInWords(budget) : null;
  return (
    <Form<InnovationFormValues>
      form={form}
      layout="vertical"
      initialValues={initialInnovationValues(item)}
      onFinish={onSubmit}
      disabled={submitting}
      scrollToFirstError
    >
      <Row gutter={16}>
        <Col xs={24}>
          <Form.Item name="title" label={t('title')} rules={[zodRule(shape.title)]} required>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item
            name="description"
            label={t('description')}
            rules={[zodRule(shape.description)]}
            required
          >
            <Input.TextArea rows={4} maxLength={5000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="impact" label={t('impact')} rules={[zodRule(shape.impact)]}>
            <Input.TextArea rows={3} maxLength={3000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="pilotingDetails"
            label={t('pilotingDetails')}
            rules={[zodRule(shape.pilotingDetails)]}
          >
            <Input.TextArea rows={3} maxLength={3000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="url" label={t('url')} rules={[zodRule(shape.url)]}>
            <Input inputMode="url" placeholder="https://" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="fiscalYear"
            label={t('fiscalYear')}
            rules={[zodRule(shape.fiscalYear)]}
            extra={t('fiscalYearHint')}
          >
            <Input placeholder="2022-23" />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item
            name="pilotingDate"
            label={t('pilotingDate')}
            getValueProps={(value: string | undefined) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: Dayjs | null) => (value ? machineDate(value) : '')}
          >
            <DatePicker style={{ width: '100%' }} format="DD/MM/YYYY" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="budget"
            label={t('budget')}
            rules={[zodRule(shape.budget)]}
            extra={words ? `${t('budgetInWords')}: ${words}` : t('budgetHint')}
          >
            <Input inputMode="decimal" placeholder="250000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nationWide" valuePropName="checked" label={t('nationWide')}>
            <Checkbox>{t('nationWide')}</Checkbox>
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label={t('picture')}>
            <FileUpload rule={INNOVATION_PICTURE_RULE} upload={onPicture} label={t('picture')} />
            {pictureNote && <Typography.Text>{pictureNote}</Typography.Text>}
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {item ? t('common:update') : t('common:save')}
      </Button>
    </Form>
  );
}
