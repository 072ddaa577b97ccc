/** Adding posts to an organogram (several at once) or changing one: designation, section, superior post. */
import { Form, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type Organogram,
  type OrganogramPost,
  postInputSchema,
} from '../../../../common/contracts/office-structure.contract';
import { nameOf } from '../../../../common/labels';
import { OptionSelect } from '../../../components/office-selector/option-select';
import { showError } from '../../../lib/feedback';
import { validValues, zodRule } from '../../../lib/form-rules';
import { useLang } from '../../../lib/use-lang';

export interface PostValues {
  roleId: number | null;
  sectionId: number | null;
  parentDeskId: number | null;
  count: number;
}

interface PostModalProps {
  open: boolean;
  organogram: Organogram;
  /** The post being changed; null when adding. */
  post: OrganogramPost | null;
  /** The superior a new post goes under. */
  parent: OrganogramPost | null;
  onSave: (values: PostValues) => Promise<unknown>;
  onClose: () => void;
}

export function PostModal({ open, organogram, post, parent, onSave, onClose }: PostModalProps) {
  const { t } = useTranslation('office');
  const lang = useLang();
  const [form] = Form.useForm<PostValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      post
        ? {
            roleId: post.role.id,
            sectionId: post.section?.id ?? null,
            parentDeskId: post.parentDeskId,
            count: 1,
          }
        : {
            roleId: null,
            sectionId: parent?.section?.id ?? null,
            parentDeskId: parent?.id ?? null,
            count: 1,
          },
    );
  }, [open, post, parent, form]);

  const superiors = organogram.posts
    .filter((candidate) => candidate.id !== post?.id)
    .map((candidate) => ({
      value: candidate.id,
      label: [nameOf(candidate.role, lang), nameOf(candidate.section, lang), nameOf(candidate.holder, lang)]
        .filter(Boolean)
        .join(', '),
    }));

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      showError(error, form);
    }
  };

  return (
    <Modal
      open={open}
      title={post ? t('editPost') : t('addPost')}
      okText={t('common:save')}
      cancelText={t('common:cancel')}
      onOk={submit}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="roleId"
          label={t('designation')}
          rules={[zodRule(postInputSchema.shape.roleId)]}
          required
        >
          <OptionSelect kind="designations" selected={post?.role} />
        </Form.Item>
        <Form.Item name="sectionId" label={t('section')}>
          <OptionSelect
            kind="sections"
            params={{ officeId: organogram.office.id }}
            selected={post?.section ?? parent?.section}
          />
        </Form.Item>
        <Form.Item name="parentDeskId" label={t('superiorPost')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={superiors}
            placeholder={t('topOfOrganogram')}
          />
        </Form.Item>
        {!post && (
          <Form.Item name="count" label={t('postCount')} rules={[zodRule(postInputSchema.shape.count)]}>
            <InputNumber min={1} max={50} style={{ width: 120 }} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
