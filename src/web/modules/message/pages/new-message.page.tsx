/**
 * /messages/new-message: write to officers or desks (found by name, designation or office), with
 * attachments uploaded as they are chosen and sent with the message. `?replyTo=` answers a message:
 * its sender is the recipient, its subject carries over, and the reply joins the thread.
 */
import { CloseOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MESSAGE_ATTACHMENT_RULE,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
  messageInputSchema,
  type RecipientOption,
  type UploadedAttachment,
} from '../../../../common/contracts/message.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import { zodRule } from '../../../lib/form-rules';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { messageApi, useMessage, useMessageMutation, useRecipientOptions } from '../message.api';

interface FormValues {
  to: string[];
  subject: string;
  body: string;
}

/** A picker value names the kind: 'user:12' or 'desk:40'. */
const keyOf = (option: { kind: 'user' | 'desk'; id: number }) => `${option.kind}:${option.id}`;
const idsOf = (keys: string[], kind: 'user' | 'desk') =>
  keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)));

export default function NewMessagePage() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const replyTo = Number(params.get('replyTo')) || null;
  const original = useMessage(replyTo);
  const [form] = Form.useForm<FormValues>();
  const [search, setSearch] = useState('');
  const options = useRecipientOptions(search);
  const [known, setKnown] = useState<Record<string, RecipientOption>>({});
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  const send = useMessageMutation(messageApi.send);

  useEffect(() => {
    const message = original.data;
    if (!message || message.sender.userId === null) return;
    const sender: RecipientOption = {
      kind: 'user',
      id: message.sender.userId,
      nameBn: message.sender.nameBn,
      nameEn: message.sender.nameEn,
      designation: message.sender.designation,
      office: null,
    };
    setKnown((old) => ({ ...old, [keyOf(sender)]: sender }));
    const prefix = t('replyPrefix');
    form.setFieldsValue({
      to: [keyOf(sender)],
      subject: message.subject.startsWith(prefix) ? message.subject : `${prefix}${message.subject}`,
    });
  }, [original.data, form, t]);

  useEffect(() => {
    if (!options.data) return;
    setKnown((old) => ({
      ...old,
      ...Object.fromEntries(options.data.map((option) => [keyOf(option), option])),
    }));
  }, [options.data]);

  const label = (option: RecipientOption) =>
    [
      `${option.kind === 'desk' ? `${t('desk')}: ` : ''}${nameOf(option, lang)}`,
      option.kind === 'user' ? nameOf(option.designation, lang) : '',
      nameOf(option.office, lang),
    ]
      .filter(Boolean)
      .join(', ');

  const onFinish = async (values: FormValues) => {
    try {
      const saved = await send.mutateAsync({
        toUserIds: idsOf(values.to, 'user'),
        toDeskIds: idsOf(values.to, 'desk'),
        subject: values.subject,
        body: values.body,
        replyToId: replyTo ?? undefined,
        attachmentIds: files.map((file) => file.id),
      });
      toast('success', t('sent'));
      navigate(`/messages/view/${saved.id}`);
    } catch (error) {
      toast('error', t('sendFailed'));
      showError(error, form, { toUserIds: 'to' });
    }
  };

  const selectOptions = (options.data ?? []).map((option) => ({
    value: keyOf(option),
    label: label(option),
  }));
  // Chosen recipients stay labelled after the search has moved on.
  const chosen = (Form.useWatch('to', form) ?? [])
    .filter((key: string) => !selectOptions.some((option) => option.value === key) && known[key])
    .map((key: string) => ({ value: key, label: label(known[key]) }));

  return (
    <Panel>
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ to: [] }}
        style={{ maxWidth: 760 }}
      >
        <Form.Item
          name="to"
          label={t('recipients')}
          extra={t('recipientsHint')}
          rules={[{ required: true, message: t('messages:validation.message.recipientRequired') }]}
        >
          <Select
            mode="multiple"
            showSearch={{ filterOption: false, onSearch: setSearch }}
            options={[...chosen, ...selectOptions]}
            loading={options.isFetching}
            data-testid="recipient-select"
            maxCount={50}
          />
        </Form.Item>
        <Form.Item name="subject" label={t('subject')} rules={[zodRule(messageInputSchema.shape.subject)]}>
          <Input maxLength={MESSAGE_SUBJECT_MAX} />
        </Form.Item>
        <Form.Item name="body" label={t('body')} rules={[zodRule(messageInputSchema.shape.body)]}>
          <Input.TextArea rows={8} maxLength={MESSAGE_BODY_MAX} />
        </Form.Item>
        <Form.Item label={t('attachments')}>
          <Space orientation="vertical">
            <Space wrap>
              {files.map((file) => (
                <Tag
                  key={file.id}
                  closable
                  closeIcon={<CloseOutlined aria-label={t('removeAttachment', { name: file.name })} />}
                  onClose={() => setFiles((old) => old.filter((other) => other.id !== file.id))}
                >
                  {file.name}
                </Tag>
              ))}
            </Space>
            <FileUpload
              rule={MESSAGE_ATTACHMENT_RULE}
              label={t('addAttachment')}
              disabled={files.length >= MAX_MESSAGE_ATTACHMENTS}
              upload={async (file) => {
                const uploaded = await messageApi.upload(file);
                setFiles((old) => [...old, uploaded]);
              }}
            />
          </Space>
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={send.isPending}>
          {t('send')}
        </Button>
      </Form>
    </Panel>
  );
}
