/**
 * /innovations/:id: one innovation with its picture and proof, and what the caller may do now:
 * the innovator edits, deletes, attaches proof and submits; the office admin or head accepts,
 * sends back (with a reason) or marks it replicated nation-wide. A Bangla print view for the file.
 */
import { DeleteOutlined, PaperClipOutlined, PrinterOutlined } from '@ant-design/icons';
import {
  App,
  Button,
  Descriptions,
  Form,
  Image,
  Input,
  List,
  Modal,
  Skeleton,
  Space,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import {
  INNOVATION_ATTACHMENT_RULE,
  type InnovationAction,
  type InnovationAttachment,
  type InnovationDetail,
} from '../../../../common/contracts/innovation.contract';
import { nameOf } from '../../../../common/labels';
import { FileUpload } from '../../../components/file-upload';
import { Panel } from '../../../components/panel';
import { takaInWords } from '../../../lib/bangla-words';
import { useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { useFileUrl } from '../../../lib/files.api';
import { validValues } from '../../../lib/form-rules';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { printElement } from '../../../lib/print';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import { InnovationPrint, PRINT_ELEMENT_ID } from '../components/innovation-print';
import { StatusTag } from '../components/status-tag';
import { innovationApi, useInnovation, useInnovationMutation } from '../innovation.api';

type Decision = Exclude<InnovationAction, 'submit'>;

export default function InnovationDetailPage() {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { modal } = App.useApp();
  const id = Number(useParams().id) || null;
  const query = useInnovation(id);
  const item = query.data;
  const picture = useFileUrl(item?.pictureUrl);
  const move = useInnovationMutation(innovationApi.move);
  const remove = useInnovationMutation(innovationApi.remove);
  const addAttachment = useInnovationMutation(innovationApi.addAttachment);
  const removeAttachment = useInnovationMutation(innovationApi.removeAttachment);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [printing, setPrinting] = useState(false);
  const [noteForm] = Form.useForm<{ note?: string }>();

  if (query.isError) return <Typography.Text>{t('common:noData')}</Typography.Text>;
  if (!item || !id) return <Skeleton active />;

  const run = async (action: InnovationAction, note?: string) => {
    try {
      await move.mutateAsync({ id, action, note });
      toast('success', t(`done_${action}`));
      return true;
    } catch (error) {
      showError(error, noteForm);
      return false;
    }
  };
  const onSubmit = () =>
    modal.confirm({
      title: t('confirm_submit', { name: item.title }),
      okText: t('submit'),
      cancelText: t('common:cancel'),
      onOk: () => run('submit'),
    });
  const onDecide = async () => {
    if (!decision) return;
    const values = await validValues(noteForm);
    if (!values) return;
    if (await run(decision, values.note)) {
      setDecision(null);
      noteForm.resetFields();
    }
  };
  const onDelete = () =>
    confirm.remove(item.title, async () => {
      try {
        await remove.mutateAsync(id);
        toast('success', t('deleted'));
        navigate('/innovations');
      } catch (error) {
        showError(error);
      }
    });
  const onRemoveAttachment = (file: InnovationAttachment) =>
    confirm.remove(file.name, async () => {
      try {
        await removeAttachment.mutateAsync({ id, fileId: file.id });
        toast('success', t('deleted'));
      } catch (error) {
        showError(error);
      }
    });
  const onDownload = (file: InnovationAttachment) => downloadFile(file.url, file.name).catch(showError);

  const decisions: Decision[] =
    item.status === 'submitted' ? ['accept', 'return'] : item.status === 'accepted' ? ['replicate'] : [];

  return (
    <Panel
      title={
        <Space wrap>
          <span>{item.title}</span>
          <StatusTag status={item.status} />
        </Space>
      }
      extra={<Link to="/innovations">{t('back')}</Link>}
    >
      <Space wrap style={{ marginBottom: 16 }}>
        {item.can.submit && (
          <Button type="primary" onClick={onSubmit}>
            {t('submit')}
          </Button>
        )}
        {item.can.decide &&
          decisions.map((action) => (
            <Button
              key={action}
              type={action === 'return' ? 'default' : 'primary'}
              danger={action === 'return'}
              onClick={() => setDecision(action)}
            >
              {t(action)}
            </Button>
          ))}
        {item.can.edit && (
          <Link to={`/innovations/${id}/edit`}>
            <Button>{t('edit')}</Button>
          </Link>
        )}
        {item.can.delete && (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('common:delete')}
          </Button>
        )}
        <Button icon={<PrinterOutlined />} onClick={() => setPrinting(true)}>
          {t('print')}
        </Button>
      </Space>

      <Details item={item} />

      {picture && (
        <div style={{ marginTop: 16 }}>
          <Typography.Title level={2} style={{ fontSize: 16 }}>
            {t('picture')}
          </Typography.Title>
          <Image src={picture} alt={item.title} style={{ maxWidth: '100%', maxHeight: 360 }} />
        </div>
      )}

      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 16 }}>
        {t('attachments')}
      </Typography.Title>
      <List
        dataSource={item.attachments}
        locale={{ emptyText: t('noAttachments') }}
        renderItem={(file) => (
          <List.Item
            actions={
              item.can.edit
                ? [
                    <Button
                      key="remove"
                      type="link"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('removeAttachment', { name: file.name })}
                      onClick={() => onRemoveAttachment(file)}
                    />,
                  ]
                : []
            }
          >
            <Button type="link" icon={<PaperClipOutlined />} onClick={() => onDownload(file)}>
              {file.name}
            </Button>
            <Typography.Text type="secondary">
              {localDigits(Math.max(1, Math.round(file.sizeBytes / 1024)), lang)} KB
            </Typography.Text>
          </List.Item>
        )}
      />
      {item.can.edit && (
        <FileUpload
          rule={INNOVATION_ATTACHMENT_RULE}
          label={t('addAttachment')}
          upload={async (file) => {
            await addAttachment.mutateAsync({ id, file });
            toast('success', t('attachmentSaved'));
          }}
        />
      )}

      <Modal
        open={decision !== null}
        title={
          decision
            ? t(decision === 'return' ? 'confirm_return' : `confirm_${decision}`, { name: item.title })
            : ''
        }
        okText={decision ? t(decision) : ''}
        cancelText={t('common:cancel')}
        okButtonProps={{ loading: move.isPending, danger: decision === 'return' }}
        onOk={onDecide}
        onCancel={() => setDecision(null)}
        destroyOnHidden
      >
        <Form form={noteForm} layout="vertical">
          <Form.Item
            name="note"
            label={t('note')}
            rules={
              decision === 'return'
                ? [
                    {
                      required: true,
                      whitespace: true,
                      message: t('messages:validation.innovation.noteRequired'),
                    },
                  ]
                : []
            }
          >
            <Input.TextArea rows={3} maxLength={1000} />
          </Form.Item>
        </Form>
      </Modal>

      <Modal
        open={printing}
        title={t('print')}
        width={820}
        okText={t('print')}
        cancelText={t('common:cancel')}
        onOk={() => printElement(PRINT_ELEMENT_ID)}
        onCancel={() => setPrinting(false)}
      >
        <InnovationPrint item={item} />
      </Modal>
    </Panel>
  );
}

function Details({ item }: { item: InnovationDetail }) {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const words = item.budget ? takaInWords(item.budget) : null;
  const optional = (key: string, value: string | null) =>
    value ? [{ key, label: t(key), children: value }] : [];
  return (
    <Descriptions
      bordered
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'innovator',
          label: t('innovator'),
          children: [nameOf(item.innovator, lang), nameOf(item.innovator.designation, lang)]
            .filter(Boolean)
            .join(', '),
        },
        { key: 'office', label: t('office'), children: nameOf(item.office, lang) },
        {
          key: 'fiscalYear',
          label: t('fiscalYear'),
          children: item.fiscalYear ? localDigits(item.fiscalYear, lang) : '—',
        },
        {
          key: 'budget',
          label: t('budget'),
          children: item.budget ? (
            <span>
              {formatNumber(Number(item.budget), lang)}
              {lang === 'bn' && words && <Typography.Text type="secondary"> ({words})</Typography.Text>}
            </span>
          ) : (
            '—'
          ),
        },
        { key: 'nationWide', label: t('nationWide'), children: item.nationWide ? t('yes') : t('no') },
        {
          key: 'pilotingDate',
          label: t('pilotingDate'),
          children: item.pilotingDate ? formatDate(item.pilotingDate, lang) : '—',
        },
        ...(item.url
          ? [
              {
                key: 'url',
                label: t('url'),
                children: (
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className="text-break">
                    {item.url}
                  </a>
                ),
              },
            ]
          : []),
        {
          key: 'description',
          label: t('description'),
          span: 'filled' as const,
          children: <span style={{ whiteSpace: 'pre-wrap' }}>{item.description}</span>,
        },
        ...optional('impact', item.impact),
        ...optional('pilotingDetails', item.pilotingDetails),
        ...(item.submittedAt
          ? [{ key: 'submittedAt', label: t('submittedAt'), children: formatDate(item.submittedAt, lang) }]
          : []),
        ...(item.decidedBy
          ? [
              {
                key: 'decidedBy',
                label: t('decidedBy'),
                children: nameOf({ nameBn: item.decidedBy.nameBn, nameEn: item.decidedBy.nameEn }, lang),
              },
              {
                key: 'decidedAt',
                label: t('decidedAt'),
                children: item.decidedAt ? formatDate(item.decidedAt, lang) : '—',
              },
            ]
          : []),
        ...optional('decisionNote', item.decisionNote),
      ]}
    />
  );
}
