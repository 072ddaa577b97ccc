/**
 * /innovations/:id: one innovation with its picture and proof, and what the caller may do now:
 * the innovator edits, deletes, attaches proof and submits; the office admin or head accepts,
 * sends back (with a reason) or marks it replicated nation-wide. A Bangla print view for the file.
 * Plain HTML: the decision and print dialogs bring the UI kit when they first show, and the plain
 * proof upload downloads after the page (components/innovation-parts.tsx); the questions before
 * submitting and deleting are plain.
 */
import { DeleteOutlined, PaperClipOutlined, PrinterOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type {
  InnovationAttachment,
  InnovationDetail,
} from '../../../../common/contracts/innovation.contract';
import { nameOf } from '../../../../common/labels';
import { Fact, FactList } from '../../../components/fact-list';
import { Panel } from '../../../components/panel';
import { takaInWords } from '../../../lib/bangla-words';
import { ask, useConfirm } from '../../../lib/confirm';
import { downloadFile } from '../../../lib/download';
import { showError } from '../../../lib/feedback';
import { useFileUrl } from '../../../lib/files.api';
import { formatDate, formatNumber, localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useLang } from '../../../lib/use-lang';
import type { Decision } from '../components/innovation-decision';
import { AttachmentUploadPart, DecisionPart, PrintPart } from '../components/innovation-parts';
import { StatusTag } from '../components/status-tag';
import { innovationApi, useInnovation, useInnovationMutation } from '../innovation.api';

const SECTION_TITLE = { fontSize: 16, margin: '16px 0 8px' } as const;

export default function InnovationDetailPage() {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const id = Number(useParams().id) || null;
  const query = useInnovation(id);
  const item = query.data;
  const picture = useFileUrl(item?.pictureUrl);
  const move = useInnovationMutation(innovationApi.move);
  const remove = useInnovationMutation(innovationApi.remove);
  const removeAttachment = useInnovationMutation(innovationApi.removeAttachment);
  const [decision, setDecision] = useState<Decision | null>(null);
  const [printing, setPrinting] = useState(false);

  if (query.isError) return <p>{t('common:noData')}</p>;
  if (!item || !id) return <Panel loading />;

  const onSubmit = () =>
    ask({
      title: t('confirm_submit', { name: item.title }),
      ok: t('submit'),
      cancel: t('common:cancel'),
      onOk: async () => {
        try {
          await move.mutateAsync({ id, action: 'submit' });
          toast('success', t('done_submit'));
        } catch (error) {
          showError(error);
        }
      },
    });
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
        <span className="panel-actions" style={{ alignItems: 'center' }}>
          <span>{item.title}</span>
          <StatusTag status={item.status} />
        </span>
      }
      extra={<Link to="/innovations">{t('back')}</Link>}
    >
      <div className="panel-actions" style={{ marginBottom: 16 }}>
        {item.can.submit && (
          <button type="button" className="action-button primary" onClick={onSubmit}>
            {t('submit')}
          </button>
        )}
        {item.can.decide &&
          decisions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'return' ? 'action-button danger-outline' : 'action-button primary'}
              onClick={() => setDecision(action)}
            >
              {t(action)}
            </button>
          ))}
        {item.can.edit && (
          <Link to={`/innovations/${id}/edit`} className="action-button">
            {t('edit')}
          </Link>
        )}
        {item.can.delete && (
          <button type="button" className="action-button danger-outline" onClick={onDelete}>
            <DeleteOutlined />
            {t('common:delete')}
          </button>
        )}
        <button type="button" className="action-button" onClick={() => setPrinting(true)}>
          <PrinterOutlined />
          {t('print')}
        </button>
      </div>

      <Details item={item} />

      {picture && (
        <div>
          <h2 style={SECTION_TITLE}>{t('picture')}</h2>
          <img
            src={picture}
            alt={item.title}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 360, objectFit: 'contain' }}
          />
        </div>
      )}

      <h2 style={SECTION_TITLE}>{t('attachments')}</h2>
      {item.attachments.length === 0 ? (
        <p className="text-secondary">{t('noAttachments')}</p>
      ) : (
        <ul className="plain-list">
          {item.attachments.map((file) => (
            <li key={file.id} className="list-toolbar">
              <span className="panel-actions" style={{ alignItems: 'center' }}>
                <button type="button" className="link-button" onClick={() => onDownload(file)}>
                  <PaperClipOutlined /> {file.name}
                </button>
                <span className="text-secondary">
                  {localDigits(Math.max(1, Math.round(file.sizeBytes / 1024)), lang)} KB
                </span>
              </span>
              {item.can.edit && (
                <button
                  type="button"
                  className="icon-button danger"
                  aria-label={t('removeAttachment', { name: file.name })}
                  onClick={() => onRemoveAttachment(file)}
                >
                  <DeleteOutlined />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {item.can.edit && <AttachmentUploadPart id={id} />}

      <DecisionPart id={id} name={item.title} decision={decision} onClose={() => setDecision(null)} />
      <PrintPart item={item} open={printing} onClose={() => setPrinting(false)} />
    </Panel>
  );
}

function Details({ item }: { item: InnovationDetail }) {
  const { t } = useTranslation('innovation');
  const lang = useLang();
  const words = item.budget ? takaInWords(item.budget) : null;
  const optional = (key: string, value: string | null) =>
    value ? (
      <Fact label={t(key)} wide>
        <span style={{ whiteSpace: 'pre-wrap' }}>{value}</span>
      </Fact>
    ) : null;
  return (
    <FactList>
      <Fact label={t('innovator')}>
        {[nameOf(item.innovator, lang), nameOf(item.innovator.designation, lang)].filter(Boolean).join(', ')}
      </Fact>
      <Fact label={t('office')}>{nameOf(item.office, lang)}</Fact>
      <Fact label={t('fiscalYear')}>{item.fiscalYear ? localDigits(item.fiscalYear, lang) : '—'}</Fact>
      <Fact label={t('budget')}>
        {item.budget ? (
          <span>
            {formatNumber(Number(item.budget), lang)}
            {lang === 'bn' && words && <span className="text-secondary"> ({words})</span>}
          </span>
        ) : (
          '—'
        )}
      </Fact>
      <Fact label={t('nationWide')}>{item.nationWide ? t('yes') : t('no')}</Fact>
      <Fact label={t('pilotingDate')}>{item.pilotingDate ? formatDate(item.pilotingDate, lang) : '—'}</Fact>
      {item.url && (
        <Fact label={t('url')}>
          <a href={item.url} target="_blank" rel="noopener noreferrer" className="text-break">
            {item.url}
          </a>
        </Fact>
      )}
      <Fact label={t('description')} wide>
        <span style={{ whiteSpace: 'pre-wrap' }}>{item.description}</span>
      </Fact>
      {optional('impact', item.impact)}
      {optional('pilotingDetails', item.pilotingDetails)}
      {item.submittedAt && <Fact label={t('submittedAt')}>{formatDate(item.submittedAt, lang)}</Fact>}
      {item.decidedBy && (
        <>
          <Fact label={t('decidedBy')}>
            {nameOf({ nameBn: item.decidedBy.nameBn, nameEn: item.decidedBy.nameEn }, lang)}
          </Fact>
          <Fact label={t('decidedAt')}>{item.decidedAt ? formatDate(item.decidedAt, lang) : '—'}</Fact>
        </>
      )}
      {optional('decisionNote', item.decisionNote)}
    </FactList>
  );
}
