/**
 * The asset statement as a sectioned form (family, immovable, movable, liabilities, income), each
 * section a list of rows added and removed by the declarant. Plain HTML (lib/use-plain-form.ts), so
 * the entry page loads no UI kit: each section folds as the browser's own disclosure, the choices
 * are its selects and the date its date field. The contract's schema, downloaded when the person
 * first enters the form, checks it (`checkStatement`); the page saves it as it changes.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { AssetContent } from '../../../../common/contracts/asset.contract';
import {
  ACQUIRED_BY,
  IMMOVABLE_KINDS,
  INCOME_KINDS,
  LIABILITY_KINDS,
  MAX_DEPENDANTS,
  MAX_ROWS,
  MONEY_PATTERN,
  MOVABLE_KINDS,
  OWNERS,
  RELATIONS,
} from '../../../../common/contracts/asset.paths';
import { ChoiceField, DayField, FieldProblem, TextField } from '../../../components/plain-fields';
import { takaInWords } from '../../../lib/bangla-words';
import { localDigits } from '../../../lib/format';
import { useLang } from '../../../lib/use-lang';
import { type FormFields, type Problems, problemsOf } from '../../../lib/use-plain-form';

/** The statement's schema, downloaded when first needed: zod is no part of the entry page's first load. */
export const loadStatementRules = () =>
  import('../../../../common/contracts/asset.contract').then((contract) => contract.assetContentSchema);

/**
 * What the contract finds in the statement, each problem under its field (a list's own, such as too
 * many rows, under its add button); shown at once, replacing those of before. The focus moves to the
 * first only when asked (a submit), never while the person types and the form saves itself.
 */
export function checkStatement(
  form: FormFields,
  schema: Awaited<ReturnType<typeof loadStatementRules>>,
  values: AssetContent,
  { focus = false } = {},
): boolean {
  const found: Problems = problemsOf(schema, values);
  form.report(found, Object.keys(values));
  if (focus) form.focusFirstProblem();
  return Object.keys(found).length === 0;
}

/** The amount in words, once it is an amount the contract takes (English digits, up to two decimals). */
function inWords(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const amount = value.trim();
  return amount.length <= 16 && MONEY_PATTERN.test(amount) ? takaInWords(amount) : null;
}

type SectionName = Exclude<keyof AssetContent, 'spouseName'>;

function Section({
  form,
  name,
  title,
  empty,
  max,
  fields,
  locked,
}: {
  form: FormFields;
  name: SectionName;
  title: string;
  empty: object;
  max: number;
  fields: (row: string) => ReactNode;
  /** A submitted statement: rows are shown, not added or removed. */
  locked: boolean;
}) {
  const { t } = useTranslation('asset');
  const lang = useLang();
  const rows = (form.get(name) as object[] | undefined) ?? [];
  return (
    <div className="asset-rows">
      {rows.map((_, index) => {
        const number = localDigits(index + 1, lang);
        return (
          // The rows are their place in the list, as the form names their fields ('income.1.description').
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's fields are named by its index
          <fieldset key={index} className="asset-row">
            <legend className="visually-hidden">{`${title} — ${number}`}</legend>
            <div className="asset-row-fields">{fields(`${name}.${index}`)}</div>
            {!locked && (
              <button
                type="button"
                className="action-button danger-outline asset-row-remove"
                aria-label={t('removeRowNamed', { section: title, index: number })}
                title={t('removeRow')}
                onClick={() =>
                  form.set(
                    name,
                    rows.filter((__, other) => other !== index),
                  )
                }
              >
                <DeleteOutlined aria-hidden="true" />
              </button>
            )}
          </fieldset>
        );
      })}
      {!locked && rows.length < max && (
        <button
          type="button"
          className="action-button asset-row-add"
          onClick={() => form.set(name, [...rows, { ...empty }])}
        >
          <PlusOutlined aria-hidden="true" />
          {`${t('addRow')}: ${title}`}
        </button>
      )}
      <FieldProblem id={`${form.idOf(name)}-error`} message={form.problems[name]} />
    </div>
  );
}

export function StatementForm({
  form: plain,
  disabled,
  onChange,
}: {
  /** The statement's values and problems (usePlainForm over AssetContent). */
  form: FormFields & { ref: RefObject<HTMLFormElement | null> };
  disabled: boolean;
  /** Hears of each change the person makes (a field, a row added or removed). */
  onChange: () => void;
}) {
  const { t } = useTranslation('asset');
  // Every change goes through here, so the page hears of it and saves.
  const form: FormFields = {
    ...plain,
    set: (path, value) => {
      plain.set(path, value);
      onChange();
    },
  };
  const choice = (path: string, label: string, values: readonly string[], prefix: string) => (
    <ChoiceField
      form={form}
      path={path}
      label={label}
      options={values.map((value) => ({ value, label: t(`${prefix}_${value}`) }))}
    />
  );
  const owner = (row: string) => choice(`${row}.owner`, t('owner'), OWNERS, 'owner');
  const money = (path: string, label: string) => (
    <TextField
      form={form}
      path={path}
      label={label}
      hint={(() => {
        const words = inWords(form.get(path));
        return words ? `${t('inWords')}: ${words}` : undefined;
      })()}
      inputMode="decimal"
      placeholder="250000"
    />
  );
  const text = (path: string, label: string, maxLength: number, wide = false) => (
    <TextField form={form} path={path} label={label} maxLength={maxLength} wide={wide} />
  );
  const sections: { key: string; title: string; body: ReactNode }[] = [
    {
      key: 'family',
      title: t('sectionFamily'),
      body: (
        <>
          <div className="asset-spouse">{text('spouseName', t('spouseName'), 100)}</div>
          <Section
            form={form}
            locked={disabled}
            name="dependants"
            title={t('dependantName')}
            empty={{ name: '', relation: 'son' }}
            max={MAX_DEPENDANTS}
            fields={(row) => (
              <>
                {text(`${row}.name`, t('dependantName'), 100)}
                {choice(`${row}.relation`, t('relation'), RELATIONS, 'relation')}
              </>
            )}
          />
        </>
      ),
    },
    {
      key: 'immovable',
      title: t('sectionImmovable'),
      body: (
        <Section
          form={form}
          locked={disabled}
          name="immovable"
          title={t('sectionImmovable')}
          empty={{ owner: 'self', kind: 'land', location: '', area: '', value: '', acquiredBy: 'purchase' }}
          max={MAX_ROWS}
          fields={(row) => (
            <>
              {owner(row)}
              {choice(`${row}.kind`, t('kind'), IMMOVABLE_KINDS, 'kind')}
              {text(`${row}.location`, t('location'), 300, true)}
              {text(`${row}.area`, t('area'), 60)}
              {money(`${row}.value`, t('value'))}
              {choice(`${row}.acquiredBy`, t('acquiredBy'), ACQUIRED_BY, 'acquired')}
              {/* The contract takes any real day, as the kit's picker did. */}
              <DayField form={form} path={`${row}.acquiredOn`} label={t('acquiredOn')} allowFuture />
            </>
          )}
        />
      ),
    },
    {
      key: 'movable',
      title: t('sectionMovable'),
      body: (
        <Section
          form={form}
          locked={disabled}
          name="movable"
          title={t('sectionMovable')}
          empty={{ owner: 'self', kind: 'cash', description: '', value: '' }}
          max={MAX_ROWS}
          fields={(row) => (
            <>
              {owner(row)}
              {choice(`${row}.kind`, t('kind'), MOVABLE_KINDS, 'kind')}
              {text(`${row}.description`, t('description'), 300)}
              {money(`${row}.value`, t('value'))}
            </>
          )}
        />
      ),
    },
    {
      key: 'liabilities',
      title: t('sectionLiabilities'),
      body: (
        <Section
          form={form}
          locked={disabled}
          name="liabilities"
          title={t('sectionLiabilities')}
          empty={{ owner: 'self', kind: 'bankLoan', lender: '', amount: '' }}
          max={MAX_ROWS}
          fields={(row) => (
            <>
              {owner(row)}
              {choice(`${row}.kind`, t('kind'), LIABILITY_KINDS, 'kind')}
              {text(`${row}.lender`, t('lender'), 200)}
              {money(`${row}.amount`, t('amount'))}
            </>
          )}
        />
      ),
    },
    {
      key: 'income',
      title: t('sectionIncome'),
      body: (
        <Section
          form={form}
          locked={disabled}
          name="income"
          title={t('sectionIncome')}
          empty={{ owner: 'self', kind: 'salary', description: '', annualAmount: '' }}
          max={MAX_ROWS}
          fields={(row) => (
            <>
              {owner(row)}
              {choice(`${row}.kind`, t('kind'), INCOME_KINDS, 'kind')}
              {text(`${row}.description`, t('description'), 300)}
              {money(`${row}.annualAmount`, t('annualAmount'))}
            </>
          )}
        />
      ),
    },
  ];
  return (
    <form
      ref={plain.ref}
      className="plain-form asset-statement-form"
      aria-label={t('assetEntry')}
      // Enter in a field never submits the statement: that is the button below, which asks first.
      onSubmit={(event) => event.preventDefault()}
      onFocus={() => loadStatementRules().catch(() => undefined)}
      noValidate
    >
      <fieldset disabled={disabled}>
        {sections.map((section) => (
          <details key={section.key} className="asset-section" open>
            <summary>{section.title}</summary>
            <div className="asset-section-body">{section.body}</div>
          </details>
        ))}
      </fieldset>
    </form>
  );
}
