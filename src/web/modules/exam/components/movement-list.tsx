/**
 * Question papers (exam-questions) and answer scripts (exam-answersheets): sealed packets issued to
 * an expert or centre and received back once; answer scripts received never above those issued.
 * The list is plain HTML; the issue and receive forms are kit parts (exam-parts.tsx).
 */
import { PlusOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamMovement, ExamMovementKind } from '../../../../common/contracts/exam.contract';
import { EXAM_MOVEMENT_STATUSES, EXAM_PATHS } from '../../../../common/contracts/exam.paths';
import {
  canDistributeAnswerSheets,
  canDistributeQuestionPapers,
  canReadQuestionPapers,
  canReceiveAnswerSheets,
  canReceiveQuestionPapers,
} from '../../../../common/permissions';
import { ChoiceFilter } from '../../../components/filter-controls';
import { Panel } from '../../../components/panel';
import { Tag } from '../../../components/plain-tag';
import { formatDate, formatNumber } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { useSubject } from '../../../lib/use-session';
import { ExamFilter } from './exam-filter';
import { ExamList } from './exam-list';
import { IssueMovementPart, ReceiveMovementPart } from './exam-parts';

export function MovementList({ kind }: { kind: ExamMovementKind }) {
  const { t } = useTranslation('exam');
  const lang = useLang();
  const subject = useSubject();
  const question = kind === 'question';
  const mayIssue = question ? canDistributeQuestionPapers(subject) : canDistributeAnswerSheets(subject);
  const mayReceive = question ? canReceiveQuestionPapers(subject) : canReceiveAnswerSheets(subject);
  const [issuing, setIssuing] = useState(false);
  const [receiving, setReceiving] = useState<ExamMovement | null>(null);
  const name = (row: { nameBn: string; nameEn: string }) => (lang === 'en' ? row.nameEn : row.nameBn);
  const count = (value: number | null) => (value === null ? '' : formatNumber(value, lang));
  // Question papers are confidential: a desk that neither issues nor receives them reads none.
  if (question && !canReadQuestionPapers(subject))
    return (
      <Panel title={t('examQuestions')}>
        <p className="plain-note warning" role="alert" style={{ marginTop: 0 }}>
          {t('noRights')}
        </p>
      </Panel>
    );

  return (
    <>
      <ExamList<ExamMovement>
        title={question ? t('examQuestions') : t('examAnswersheets')}
        path={question ? EXAM_PATHS.questions : EXAM_PATHS.answers}
        exportPath={question ? undefined : EXAM_PATHS.answersExport}
        exportName="exam-answer-sheets"
        filterKeys={['examId', 'status']}
        scrollX={1100}
        note={
          question && (
            <p className="plain-note info" style={{ margin: '0 0 12px' }}>
              {t('confidential')}
            </p>
          )
        }
        filters={(values, set) => (
          <>
            <ExamFilter
              kind="exams"
              label={t('exam')}
              all={t('allExams')}
              value={values.examId}
              onChange={(value) => set('examId', value)}
            />
            <ChoiceFilter
              label={t('status')}
              all={t('allStatuses')}
              value={values.status}
              options={EXAM_MOVEMENT_STATUSES.map((value) => ({ value, label: t(`movement_${value}`) }))}
              onChange={(value) => set('status', value)}
            />
          </>
        )}
        extra={
          mayIssue && (
            <button type="button" className="action-button primary" onClick={() => setIssuing(true)}>
              <PlusOutlined aria-hidden="true" />
              {question ? t('issueQuestion') : t('issueAnswer')}
            </button>
          )
        }
        columns={[
          {
            title: t('exam'),
            key: 'exam',
            render: (_, row) => (
              <div className="cell-lines">
                {name(row.exam)}
                <small>{name(row.subject)}</small>
              </div>
            ),
          },
          {
            title: t('recipient'),
            key: 'to',
            render: (_, row) => (row.expert ? name(row.expert) : row.centre),
          },
          { title: question ? t('setLabel') : t('bundle'), dataIndex: 'setLabel' },
          {
            title: t('packets'),
            key: 'packets',
            align: 'right',
            render: (_, row) =>
              question ? count(row.packets) : `${count(row.packets)} / ${count(row.scripts)}`,
          },
          {
            title: t('issuedOn'),
            key: 'issued',
            render: (_, row) => (
              <div className="cell-lines">
                {formatDate(row.issuedOn, lang)}
                <small>{name(row.issuedBy)}</small>
              </div>
            ),
          },
          {
            title: t('status'),
            key: 'status',
            render: (_, row) => (
              <>
                <Tag tone={row.status === 'received' ? 'success' : 'warning'}>
                  {t(`movement_${row.status}`)}
                </Tag>
                {row.receivedOn && (
                  <small>
                    <br />
                    {formatDate(row.receivedOn, lang)}, {row.receivedBy && name(row.receivedBy)}
                    <br />
                    {t('receivedCounts')}: {count(row.receivedPackets)}
                    {question ? '' : ` / ${count(row.receivedScripts)}`}
                  </small>
                )}
              </>
            ),
          },
          ...(mayReceive
            ? [
                {
                  title: t('actions'),
                  key: 'actions',
                  width: 120,
                  render: (_: unknown, row: ExamMovement) =>
                    row.status === 'issued' && (
                      <button
                        type="button"
                        className="action-button primary"
                        onClick={() => setReceiving(row)}
                      >
                        {t('receive')}
                      </button>
                    ),
                },
              ]
            : []),
        ]}
      />
      <IssueMovementPart kind={kind} open={issuing} onClose={() => setIssuing(false)} />
      <ReceiveMovementPart kind={kind} movement={receiving} onClose={() => setReceiving(null)} />
    </>
  );
}
