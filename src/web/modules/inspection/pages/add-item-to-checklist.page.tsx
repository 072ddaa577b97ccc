/**
 * add-item-to-checklist: a catalogue item added to a section of a checklist template, as its next
 * version. Plain HTML: the template and its section are the browser's selects, the catalogue item is
 * found on the server as the person types, and the contract's checks download when the form is first
 * used.
 */
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddItemInput, CatalogItem } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { Combobox } from '../../../components/combobox';
import { FieldError } from '../../../components/field-error';
import { Panel } from '../../../components/panel';
import { showError } from '../../../lib/feedback';
import {
  type FieldProblems,
  fieldAria,
  focusFirstProblem,
  problemsOf,
  serverProblems,
} from '../../../lib/field-problems';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, useItems, useTemplate, useTemplates } from '../inspection.api';

/** The order of the fields on the page: the first with a problem takes the focus. */
const FIELDS = ['templateId', 'sectionIndex', 'itemId', 'required'] as const;
type Field = (typeof FIELDS)[number];
const idOf = (field: Field) => `add-item-${field}`;
const CHOOSE = { key: 'inspection:choose' };

interface Values {
  /** As the selects give them; empty while none is chosen. */
  templateId: string;
  sectionIndex: string;
  itemId: number | null;
  required: boolean;
}
const EMPTY: Values = { templateId: '', sectionIndex: '', itemId: null, required: false };

export default function AddItemToChecklistPage() {
  const { t } = useTranslation('inspection');
  const lang = useLang();
  const [values, setValues] = useState<Values>(EMPTY);
  const [problems, setProblems] = useState<FieldProblems<Field>>({});
  const { debounced, setSearch } = useDebouncedSearch();
  const templates = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const template = useTemplate(values.templateId ? Number(values.templateId) : null);
  const items = useItems({ page: 1, pageSize: 50, search: debounced });
  const add = useInspectionMutation(inspectionApi.addItem);

  // The chosen item keeps its name when a later search no longer brings it.
  const seen = useRef(new Map<number, CatalogItem>());
  for (const item of items.data?.items ?? []) seen.current.set(item.id, item);
  const found = [...(items.data?.items ?? [])];
  const chosen = values.itemId !== null ? seen.current.get(values.itemId) : undefined;
  if (chosen && !found.some((item) => item.id === chosen.id)) found.unshift(chosen);
  const itemText = (item: CatalogItem) =>
    `${lang === 'en' ? item.labelEn || item.labelBn : item.labelBn} (${t(`type_${item.type}`)})`;

  const set = <K extends Field>(field: K, value: Values[K]) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      // Another template has other sections.
      ...(field === 'templateId' && { sectionIndex: '' }),
    }));
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const rules = await loadSetupRules().catch(() => undefined);
    if (!rules) {
      toast('error', t('common:networkError'));
      return;
    }
    const input = {
      baseVersion: template.data?.version ?? 0,
      itemId: values.itemId ?? undefined,
      sectionIndex: values.sectionIndex === '' ? undefined : Number(values.sectionIndex),
      required: values.required,
    } as AddItemInput;
    // Nothing chosen is asked for as before; the contract checks what is chosen.
    const found: FieldProblems<Field> = {
      ...problemsOf(rules.addItem, input, FIELDS),
      ...(values.templateId === '' && { templateId: CHOOSE }),
      ...(values.sectionIndex === '' && { sectionIndex: CHOOSE }),
      ...(values.itemId === null && { itemId: CHOOSE }),
    };
    setProblems(found);
    if (!focusFirstProblem(FIELDS, found, idOf) || !template.data) return;
    try {
      const saved = await add.mutateAsync({ id: template.data.id, ...input });
      toast('success', t('savedVersion', { version: localDigits(saved.version, lang) }));
      setValues((current) => ({ ...current, itemId: null }));
    } catch (error) {
      const fromServer = serverProblems(error, FIELDS);
      setProblems(fromServer);
      focusFirstProblem(FIELDS, fromServer, idOf);
      showError(error);
    }
  };

  const select = (field: 'templateId' | 'sectionIndex', label: string, options: [string, string][]) => (
    <div className="form-field">
      <label htmlFor={idOf(field)}>{label}</label>
      <select
        id={idOf(field)}
        className="plain-select"
        value={values[field]}
        onChange={(event) => set(field, event.target.value)}
        {...fieldAria(idOf(field), problems[field])}
      >
        <option value="">{t('choose')}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      <FieldError fieldId={idOf(field)} problem={problems[field]} />
    </div>
  );

  return (
    <Panel title={t('addItemToChecklist')}>
      <form
        className="plain-form"
        onSubmit={submit}
        onFocus={() => loadSetupRules().catch(() => undefined)}
        noValidate
      >
        <fieldset disabled={add.isPending}>
          <div className="form-grid">
            {select(
              'templateId',
              t('template'),
              (templates.data?.items ?? []).map((row) => [String(row.id), nameOf(row, lang)]),
            )}
            {select(
              'sectionIndex',
              t('section'),
              (template.data?.design.sections ?? []).map((section, index) => [
                String(index),
                `${localDigits(index + 1, lang)}. ${section.titleBn}`,
              ]),
            )}
            <div className="form-field form-field-wide">
              <label htmlFor={idOf('itemId')}>{t('catalogueItem')}</label>
              <Combobox<number>
                id={idOf('itemId')}
                options={found.map((item) => ({
                  value: item.id,
                  text: itemText(item),
                  label: itemText(item),
                }))}
                value={values.itemId}
                onSearch={setSearch}
                onChange={(next) => {
                  setSearch('');
                  set('itemId', next);
                }}
                busy={items.isFetching}
                allowClear
                clearLabel={t('clearChoice')}
                emptyText={items.isFetching ? t('common:loading') : t('common:noData')}
                {...fieldAria(idOf('itemId'), problems.itemId)}
              />
              <FieldError fieldId={idOf('itemId')} problem={problems.itemId} />
            </div>
            <div className="form-field form-field-check">
              <label className="plain-check">
                <input
                  id={idOf('required')}
                  type="checkbox"
                  checked={values.required}
                  onChange={(event) => set('required', event.target.checked)}
                  {...fieldAria(idOf('required'), problems.required)}
                />
                {t('required')}
              </label>
              <FieldError fieldId={idOf('required')} problem={problems.required} />
            </div>
          </div>
          {template.data && (
            <p className="plain-muted">
              {t('currentVersion', { no: localDigits(template.data.version, lang) })}
            </p>
          )}
          <div className="form-actions">
            <button type="submit" className="action-button primary" aria-busy={add.isPending || undefined}>
              {t('addItem')}
            </button>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
