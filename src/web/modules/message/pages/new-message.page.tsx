/**
 * /messages/new-message: write to officers or desks (found by name, designation or office), with
 * attachments uploaded as they are chosen and sent with the message. `?replyTo=` answers a message:
 * its sender is the recipient, its subject carries over, and the reply joins the thread. Plain HTML
 * (components/recipients-field.tsx); checked with the contract's schema, downloaded when the person
 * first enters the form.
 */
import { SendOutlined } from '@ant-design/icons';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type {
  MessageInput,
  RecipientOption,
  UploadedAttachment,
} from '../../../../common/contracts/message.contract';
import {
  MAX_MESSAGE_ATTACHMENTS,
  MAX_MESSAGE_RECIPIENTS,
  MESSAGE_ATTACHMENT_RULE,
  MESSAGE_BODY_MAX,
  MESSAGE_SUBJECT_MAX,
} from '../../../../common/contracts/message.paths';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import { FieldProblem, SubmitButton, TextAreaField, TextField } from '../../../components/plain-fields';
import { PlainFileUpload } from '../../../components/plain-file-upload';
import { showError } from '../../../lib/feedback';
import { reportRefusal } from '../../../lib/plain-form-checks';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { onlyOf, type Problems, problemsOf, usePlainForm } from '../../../lib/use-plain-form';
import { RecipientsField } from '../components/recipients-field';
import { messageApi, useMessage, useMessageMutation, useRecipientOptions } from '../message.api';

interface ComposeValues {
  to: string[];
  subject: string;
  body: string;
}

const FIELDS = ['to', 'subject', 'body', 'attachments'] as const;

/** A recipient's key names the kind: 'user:12' or 'desk:40'. */
const keyOf = (option: { kind: 'user' | 'desk'; id: number }) => `${option.kind}:${option.id}`;
const idsOf = (keys: string[], kind: 'user' | 'desk') =>
  keys.filter((key) => key.startsWith(`${kind}:`)).map((key) => Number(key.slice(kind.length + 1)));

/** The contract's fields as the form shows them: the recipients under the picker, the files under theirs. */
const pathOf = (field: string) =>
  field.startsWith('toUserIds') || field.startsWith('toDeskIds')
    ? 'to'
    : field.startsWith('attachmentIds')
      ? 'attachments'
      : field;
const atFormPaths = (found: Problems): Problems => {
  const shown: Problems = {};
  for (const [field, problem] of Object.entries(found)) shown[pathOf(field)] ??= problem;
  return shown;
};

const loadMessageRules = () =>
  import('../../../../common/contracts/message.contract').then((contract) => contract.messageInputSchema);

export default function NewMessagePage() {
  const { t } = useTranslation('message');
  const lang = useLang();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const replyTo = Number(params.get('replyTo')) || null;
  const original = useMessage(replyTo);
  const form = usePlainForm<ComposeValues>({ to: [], subject: '', body: '' }, useId());
  const { debounced, setSearch } = useDebouncedSearch();
  // What is typed: the list is busy until the search has caught up with it.
  const [typed, setTyped] = useState('');
  const options = useRecipientOptions(debounced);
  const [known, setKnown] = useState<Record<string, RecipientOption>>({});
  const [files, setFiles] = useState<UploadedAttachment[]>([]);
  const send = useMessageMutation(messageApi.send);
  const { set } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once the message answered has arrived
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
    set('to', [keyOf(sender)]);
    set('subject', message.subject.startsWith(prefix) ? message.subject : `${prefix}${message.subject}`);
  }, [original.data]);

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
  const found = (options.data ?? []).map((option) => {
    const text = label(option);
    return { value: keyOf(option), label: text, text };
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    const schema = await loadMessageRules().catch(() => undefined);
    if (!schema) {
      toast('error', t('common:networkError'));
      return;
    }
    const { to, subject, body } = form.values;
    const input: MessageInput = {
      toUserIds: idsOf(to, 'user'),
      toDeskIds: idsOf(to, 'desk'),
      subject,
      body,
      replyToId: replyTo ?? undefined,
      attachmentIds: files.map((file) => file.id),
    };
    const problems = onlyOf(atFormPaths(problemsOf(schema, input)), FIELDS);
    form.report(problems, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(problems).length > 0) return;
    try {
      const saved = await send.mutateAsync(input);
      toast('success', t('sent'));
      navigate(`/messages/view/${saved.id}`);
    } catch (error) {
      toast('error', t('sendFailed'));
      reportRefusal(form, error, pathOf);
      showError(error);
    }
  };

  const attachmentsId = form.idOf('attachments');
  return (
    <Panel>
      <form
        ref={form.ref}
        className="plain-form message-form"
        aria-label={t('newMessage')}
        onSubmit={submit}
        onFocus={() => loadMessageRules().catch(() => undefined)}
        noValidate
      >
        <fieldset disabled={send.isPending}>
          <RecipientsField
            form={form}
            path="to"
            found={found}
            busy={options.isFetching || typed.trim() !== debounced}
            onSearch={(text) => {
              setTyped(text);
              setSearch(text);
            }}
            labelOf={(key) => (known[key] ? label(known[key]) : key)}
            max={MAX_MESSAGE_RECIPIENTS}
          />
          <TextField
            form={form}
            path="subject"
            label={t('subject')}
            maxLength={MESSAGE_SUBJECT_MAX}
            required
            wide
          />
          <TextAreaField
            form={form}
            path="body"
            label={t('body')}
            rows={8}
            maxLength={MESSAGE_BODY_MAX}
            required
            wide
          />
          <fieldset className="plain-field plain-field-wide">
            <legend className="plain-label">{t('attachments')}</legend>
            {files.length > 0 && (
              <ul className="tags-field-list">
                {files.map((file) => (
                  <li key={file.id} className="plain-tag">
                    {file.name}
                    <button
                      type="button"
                      className="tags-field-remove"
                      aria-label={t('removeAttachment', { name: file.name })}
                      onClick={() => setFiles((old) => old.filter((other) => other.id !== file.id))}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <PlainFileUpload
              rule={MESSAGE_ATTACHMENT_RULE}
              label={t('addAttachment')}
              disabled={files.length >= MAX_MESSAGE_ATTACHMENTS}
              upload={async (file) => {
                const uploaded = await messageApi.upload(file);
                setFiles((old) => [...old, uploaded]);
              }}
            />
            <FieldProblem id={`${attachmentsId}-error`} message={form.problems.attachments} />
          </fieldset>
          <div className="form-actions">
            <SubmitButton busy={send.isPending}>
              <SendOutlined aria-hidden="true" /> {t('send')}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
