/**
 * add-item-to-checklist: a catalogue item added to a section of a checklist template, as its next
 * version. Plain HTML: the template and its section are the browser's selects, the catalogue item is
 * found on the server as the person types, and the contract's checks download when the form is first
 * used.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { AddItemInput, CatalogItem } from '../../../../common/contracts/inspection.contract';
import { nameOf } from '../../../../common/labels';
import { Panel } from '../../../components/panel';
import {
  CheckField,
  type Choice,
  ChoiceField,
  ComboboxField,
  SubmitButton,
} from '../../../components/plain-fields';
import { showError } from '../../../lib/feedback';
import { localDigits } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { useDebouncedSearch } from '../../../lib/use-debounced-search';
import { useLang } from '../../../lib/use-lang';
import { onlyOf, type Problems, problemsOf, serverProblems, usePlainForm } from '../../../lib/use-plain-form';
import { loadSetupRules } from '../components/setup-rules';
import { inspectionApi, useInspectionMutation, useItems, useTemplate, useTemplates } from '../inspection.api';

const FIELDS = ['templateId', 'sectionIndex', 'itemId', 'required'];
const CHOOSE = 'inspection:choose';

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
  const form = usePlainForm<Values>(EMPTY, 'add-item');
  const { values } = form;
  const { debounced, setSearch } = useDebouncedSearch();
  const templates = useTemplates({ kind: 'checklist', page: 1, pageSize: 200 });
  const template = useTemplate(values.templateId ? Number(values.templateId) : null);
  const items = useItems({ page: 1, pageSize: 50, search: debounced });
  const add = useInspectionMutation(inspectionApi.addItem);

  const itemText = (item: CatalogItem) =>
    `${lang === 'en' ? item.labelEn || item.labelBn : item.labelBn} (${t(`type_${item.type}`)})`;

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
    const found: Problems = {
      ...onlyOf(problemsOf(rules.addItem, input), FIELDS),
      ...(values.templateId === '' && { templateId: CHOOSE }),
      ...(values.sectionIndex === '' && { sectionIndex: CHOOSE }),
      ...(values.itemId === null && { itemId: CHOOSE }),
    };
    form.report(found, FIELDS);
    form.focusFirstProblem();
    if (Object.keys(found).length || !template.data) return;
    try {
      const saved = await add.mutateAsync({ id: template.data.id, ...input });
      toast('success', t('savedVersion', { version: localDigits(saved.version, lang) }));
      form.set('itemId', null);
    } catch (error) {
      form.report(onlyOf(serverProblems(error), FIELDS), FIELDS);
      form.focusFirstProblem();
      showError(error);
    }
  };

  const select = (path: string, label: string, options: Choice[], onChange?: () => void) => (
    <ChoiceField
      form={form}
      path={path}
      label={label}
      placeholder={t('choose')}
      options={options}
      onChange={onChange}
    />
  );

  return (
    <Panel title={t('addItemToChecklist')}>
      <form
        ref={form.ref}
        className="plain-form"
        onSubmit={submit}
        onFocus={() => loadSetupRules().catch(() => undefined)}
        noValidate
      >
        <fieldset disabled={add.isPending}>
          <div className="plain-form-grid">
            {select(
              'templateId',
              t('template'),
              (templates.data?.items ?? []).map((row) => ({
                value: String(row.id),
                label: nameOf(row, lang),
              })),
              // Another template has other sections.
              () => form.set('sectionIndex', ''),
            )}
            {select(
              'sectionIndex',
              t('section'),
              (template.data?.design.sections ?? []).map((section, index) => ({
                value: String(index),
                label: `${localDigits(index + 1, lang)}. ${section.titleBn}`,
              })),
            )}
            <ComboboxField<number>
              form={form}
              path="itemId"
              label={t('catalogueItem')}
              wide
              found={(items.data?.items ?? []).map((item) => ({
                value: item.id,
                text: itemText(item),
                label: itemText(item),
              }))}
              busy={items.isFetching}
              onSearch={setSearch}
              clearLabel={t('clearChoice')}
            />
            <CheckField form={form} path="required" label={t('required')} />
          </div>
          {template.data && (
            <p className="plain-muted">
              {t('currentVersion', { no: localDigits(template.data.version, lang) })}
            </p>
          )}
          <div className="form-actions">
            <SubmitButton busy={add.isPending}>{t('addItem')}</SubmitButton>
          </div>
        </fieldset>
      </form>
    </Panel>
  );
}
