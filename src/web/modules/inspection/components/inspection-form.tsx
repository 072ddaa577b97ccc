/**
 * The inspection being filled: the general information and the checklist (on the template version
 * of the moment it started), the GPS position in English digits (SPEC.md §5) and time-stamped
 * photos, saved as often as needed; recommendations raised; submitted once. Drawn with the UI kit
 * inside the plain inspection screen (inspection-parts.tsx).
 */
import { AimOutlined } from '@ant-design/icons';
import { Alert, Button, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type InspectionDetail,
  inspectionSaveSchema,
  PHOTO_RULE,
  recommendationInputSchema,
  type TemplateDesign,
  type TemplateItem,
} from '../../../../common/contracts/inspection.contract';
import { DatePicker, machineDate } from '../../../components/date-picker';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { useConfirm } from '../../../lib/confirm';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { inspectionApi, useInspectionMutation } from '../inspection.api';
import { useLabLabel } from './lab-name';
import { OfficePick } from './office-pick';
import { PhotoThumb } from './visit-report';

type AnswerMap = Record<string, { value?: string | number | null; note?: string }>;
interface Values {
  answers: AnswerMap;
  general: AnswerMap;
  latitude?: string;
  longitude?: string;
  summary?: string;
}

function ItemField({
  item,
  prefix,
  photos = [],
}: {
  item: TemplateItem;
  prefix: 'answers' | 'general';
  photos?: InspectionDetail['photos'];
}) {
  const { t } = useTranslation('inspection');
  const name = [prefix, item.key, 'value'];
  const label = (
    <span>
      {item.labelBn}
      {item.required && <Typography.Text type="danger"> *</Typography.Text>}
    </span>
  );
  if (item.type === 'yes_no')
    return (
      <Form.Item name={name} label={label}>
        <Radio.Group
          options={[
            { value: 'yes', label: t('common:yes') },
            { value: 'no', label: t('common:no') },
          ]}
        />
      </Form.Item>
    );
  if (item.type === 'score')
    return (
      <Form.Item name={name} label={label} extra={t('scoreOutOf', { max: item.maxScore ?? 5 })}>
        <InputNumber min={0} max={item.maxScore ?? 5} style={{ width: 120 }} />
      </Form.Item>
    );
  if (item.type === 'number')
    return (
      <Form.Item name={name} label={label}>
        <InputNumber style={{ width: 160 }} />
      </Form.Item>
    );
  if (item.type === 'photo')
    return (
      <Form.Item name={name} label={label} extra={t('photoItemHint')}>
        <Select allowClear options={photos.map((photo) => ({ value: photo.id, label: photo.name }))} />
      </Form.Item>
    );
  return (
    <Form.Item name={name} label={label}>
      <Input.TextArea maxLength={2000} autoSize />
    </Form.Item>
  );
}

const toMap = (answers: { key: string; value: string | null; note: string | null }[]): AnswerMap =>
  Object.fromEntries(
    answers.map((answer) => [answer.key, { value: answer.value, note: answer.note ?? undefined }]),
  );

const toList = (design: TemplateDesign | null, map: AnswerMap | undefined) =>
  (design?.sections ?? [])
    .flatMap((section) => section.items)
    .map((item) => {
      const value = map?.[item.key]?.value;
      return {
        key: item.key,
        value: value === null || value === undefined || value === '' ? undefined : String(value),
        note: map?.[item.key]?.note || undefined,
      };
    })
    .filter((answer) => answer.value !== undefined || answer.note !== undefined);

function RecommendationForm({ detail }: { detail: InspectionDetail }) {
  const { t } = useTranslation('inspection');
  const [form] = Form.useForm<{ text: string; responsibleOfficeId: number; deadline?: Dayjs }>();
  const add = useInspectionMutation(inspectionApi.addRecommendation);
  const save = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await add.mutateAsync({
        id: detail.id,
        text: values.text,
        responsibleOfficeId: values.responsibleOfficeId,
        deadline: values.deadline ? machineDate(values.deadline) : undefined,
      });
      toast('success', t('recommendationAdded'));
      form.resetFields();
    } catch (error) {
      showError(error, form);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ responsibleOfficeId: detail.targetOffice.id }}>
      <Form.Item
        name="text"
        label={t('recommendation')}
        rules={[zodRule(recommendationInputSchema.shape.text)]}
      >
        <Input.TextArea maxLength={2000} autoSize={{ minRows: 2 }} />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} md={14}>
          <Form.Item
            name="responsibleOfficeId"
            label={t('responsibleOffice')}
            rules={[{ required: true, message: t('validationOffice') }]}
          >
            <OfficePick aria-label={t('responsibleOffice')} initialLabel={detail.targetOffice.nameBn} />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="deadline" label={t('deadline')} extra={t('deadlineDefault')}>
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button loading={add.isPending} onClick={save}>
        {t('addRecommendation')}
      </Button>
    </Form>
  );
}

export function InspectionForm({ detail }: { detail: InspectionDetail }) {
  const { t } = useTranslation('inspection');
  const confirm = useConfirm();
  const [form] = Form.useForm<Values>();
  const save = useInspectionMutation(inspectionApi.saveInspection);
  const submit = useInspectionMutation(inspectionApi.submitInspection);
  const addPhoto = useInspectionMutation(inspectionApi.addPhoto);
  const labLabel = useLabLabel();

  // Filled from the server once per inspection: a refetch after adding a photo or a recommendation
  // must not wipe what has been typed and not saved yet.
  const filled = useRef<number | null>(null);
  useEffect(() => {
    if (filled.current === detail.id) return;
    filled.current = detail.id;
    form.setFieldsValue({
      answers: toMap(detail.answers),
      general: toMap(detail.generalInfo),
      latitude: detail.latitude ?? undefined,
      longitude: detail.longitude ?? undefined,
      summary: detail.summary ?? undefined,
    });
  }, [detail, form]);

  const body = () => {
    const values = form.getFieldsValue(true) as Values;
    return {
      id: detail.id,
      answers: toList(detail.design, values.answers),
      generalInfo: toList(detail.generalDesign, values.general),
      latitude: values.latitude || undefined,
      longitude: values.longitude || undefined,
      summary: values.summary || undefined,
    };
  };

  const onSave = async () => {
    if (!(await validValues(form))) return;
    try {
      await save.mutateAsync(body());
      toast('success', t('saved'));
    } catch (error) {
      showError(error, form);
    }
  };

  const onSubmit = async () => {
    if (!(await validValues(form))) return;
    confirm.save(t('submitInspection'), async () => {
      try {
        await save.mutateAsync(body());
        await submit.mutateAsync(detail.id);
        toast('success', t('inspectionSubmitted'));
      } catch (error) {
        showError(error, form);
      }
    });
  };

  const locate = () => {
    if (!navigator.geolocation) {
      toast('error', t('noGeolocation'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) =>
        form.setFieldsValue({
          latitude: position.coords.latitude.toFixed(6),
          longitude: position.coords.longitude.toFixed(6),
        }),
      () => toast('error', t('noGeolocation')),
      { enableHighAccuracy: true, timeout: 15_000 },
    );
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="large">
      {detail.lab && <Alert type="info" showIcon title={`${t('labVisited')}: ${labLabel(detail.lab)}`} />}
      <Form form={form} layout="vertical">
        {detail.generalDesign && (
          <Panel size="small" title={t('generalInfo')} style={{ marginBottom: 16 }}>
            {detail.generalDesign.sections.flatMap((section) =>
              section.items.map((item) => <ItemField key={item.key} item={item} prefix="general" />),
            )}
          </Panel>
        )}
        {detail.design.sections.map((section) => (
          <Panel
            key={section.items[0]?.key ?? section.titleBn}
            size="small"
            title={section.titleBn}
            style={{ marginBottom: 16 }}
          >
            {section.items.map((item) => (
              <ItemField key={item.key} item={item} prefix="answers" photos={detail.photos} />
            ))}
          </Panel>
        ))}
        <Panel size="small" title={t('position')} style={{ marginBottom: 16 }}>
          <Row gutter={12}>
            <Col xs={24} md={9}>
              <Form.Item
                name="latitude"
                label={t('latitude')}
                extra={t('englishDigitsHint')}
                rules={[zodRule(inspectionSaveSchema.shape.latitude, (value) => value || undefined)]}
              >
                <Input inputMode="decimal" placeholder="24.363588" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={9}>
              <Form.Item
                name="longitude"
                label={t('longitude')}
                rules={[zodRule(inspectionSaveSchema.shape.longitude, (value) => value || undefined)]}
              >
                <Input inputMode="decimal" placeholder="88.624138" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item label=" ">
                <Button icon={<AimOutlined />} onClick={locate}>
                  {t('useMyPosition')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Panel>
        <Form.Item name="summary" label={t('summary')}>
          <Input.TextArea maxLength={3000} autoSize={{ minRows: 3 }} />
        </Form.Item>
      </Form>
      <Panel size="small" title={t('photos')}>
        <Space wrap style={{ marginBottom: 12 }}>
          {detail.photos.map((photo) => (
            <PhotoThumb key={photo.id} photo={photo} />
          ))}
        </Space>
        <FileUpload
          rule={PHOTO_RULE}
          label={t('addPhoto')}
          upload={async (file) => {
            await addPhoto.mutateAsync({ id: detail.id, file });
            toast('success', t('photoAdded'));
          }}
        />
      </Panel>
      <Panel size="small" title={t('recommendations')}>
        <ol>
          {detail.recommendations.map((rec) => (
            <li key={rec.id}>{rec.text}</li>
          ))}
        </ol>
        <RecommendationForm detail={detail} />
      </Panel>
      <Space wrap>
        <Button loading={save.isPending} onClick={onSave}>
          {t('common:save')}
        </Button>
        <Button type="primary" loading={submit.isPending} onClick={onSubmit}>
          {t('submitInspection')}
        </Button>
      </Space>
    </Space>
  );
}
