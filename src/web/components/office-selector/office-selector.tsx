/**
 * The office selector of SPEC.md §3 as one reusable control: ministry → department → district →
 * upazila → office level → office → branch → role (post). Each choice filters the lists after it
 * and clears the choices that no longer fit; every list is searched on the server. Registration,
 * office setup and later modules use it, with the levels they need. Plain HTML and CSS (its lists
 * are plain comboboxes), so the plain sign-up and new-officer forms draw it without the UI kit, and
 * the kit's forms take it as any field.
 */
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { addModuleTranslations } from '../../i18n';
import type { OptionItem, OptionKind, QueryParams } from './office-options.api';
import { OFFICE_SELECTOR_NAMESPACE, officeSelectorTranslations } from './office-selector.i18n';
import { OptionSelect } from './option-select';

addModuleTranslations(OFFICE_SELECTOR_NAMESPACE, officeSelectorTranslations);

export type SelectorLevel =
  | 'ministry'
  | 'department'
  | 'district'
  | 'upazila'
  | 'officeLevel'
  | 'office'
  | 'section'
  | 'post';

export interface OfficeSelection {
  ministryId?: number | null;
  departmentId?: number | null;
  districtId?: number | null;
  upazilaId?: number | null;
  officeLevelId?: number | null;
  officeId?: number | null;
  sectionId?: number | null;
  /** The post (desk) chosen at the 'role' level. */
  deskId?: number | null;
}

export const ALL_LEVELS: SelectorLevel[] = [
  'ministry',
  'department',
  'district',
  'upazila',
  'officeLevel',
  'office',
  'section',
  'post',
];

interface LevelSpec {
  field: keyof OfficeSelection;
  kind: OptionKind;
  /** Choices cleared when this one changes. */
  clears: (keyof OfficeSelection)[];
  filters: (value: OfficeSelection, vacantOnly: boolean) => QueryParams;
  /** When false the list waits for an earlier choice. */
  ready: (value: OfficeSelection) => boolean;
}

const office = ['officeId', 'sectionId', 'deskId'] as const;
const SPECS: Record<SelectorLevel, LevelSpec> = {
  ministry: {
    field: 'ministryId',
    kind: 'ministries',
    clears: ['departmentId', ...office],
    filters: () => ({}),
    ready: () => true,
  },
  department: {
    field: 'departmentId',
    kind: 'departments',
    clears: [...office],
    filters: (value) => ({ ministryId: value.ministryId }),
    ready: () => true,
  },
  district: {
    field: 'districtId',
    kind: 'districts',
    clears: ['upazilaId', ...office],
    filters: () => ({ pageSize: 64 }),
    ready: () => true,
  },
  upazila: {
    field: 'upazilaId',
    kind: 'upazilas',
    clears: [...office],
    filters: (value) => ({ districtId: value.districtId }),
    ready: (value) => Boolean(value.districtId),
  },
  officeLevel: {
    field: 'officeLevelId',
    kind: 'levels',
    clears: [...office],
    filters: () => ({}),
    ready: () => true,
  },
  office: {
    field: 'officeId',
    kind: 'offices',
    clears: ['sectionId', 'deskId'],
    filters: (value) => ({
      ministryId: value.ministryId,
      departmentId: value.departmentId,
      districtId: value.districtId,
      upazilaId: value.upazilaId,
      officeLevelId: value.officeLevelId,
    }),
    ready: () => true,
  },
  section: {
    field: 'sectionId',
    kind: 'sections',
    clears: ['deskId'],
    filters: (value) => ({ officeId: value.officeId }),
    ready: (value) => Boolean(value.officeId),
  },
  post: {
    field: 'deskId',
    kind: 'posts',
    clears: [],
    filters: (value, vacantOnly) => ({
      officeId: value.officeId,
      sectionId: value.sectionId,
      vacant: vacantOnly ? 'true' : undefined,
    }),
    ready: (value) => Boolean(value.officeId),
  },
};

/** The selection after choosing `id` at `level`: the choices that depended on the old value are cleared. */
export function nextSelection(
  value: OfficeSelection,
  level: SelectorLevel,
  id: number | null,
): OfficeSelection {
  const spec = SPECS[level];
  const next: OfficeSelection = { ...value, [spec.field]: id };
  for (const field of spec.clears) next[field] = null;
  return next;
}

/** The query of a level's list: the earlier choices that filter it. */
export const levelFilters = (level: SelectorLevel, value: OfficeSelection, vacantOnly = false) =>
  SPECS[level].filters(value, vacantOnly);

export interface OfficeSelectorProps {
  value?: OfficeSelection;
  onChange?: (value: OfficeSelection) => void;
  /** The levels shown, in cascade order; all eight by default. */
  levels?: SelectorLevel[];
  /** Registration picks a post nobody holds. */
  vacantOnly?: boolean;
  /** Marks levels with a red asterisk; checking them is the form's job. */
  required?: SelectorLevel[];
  /** Prefix of the controls' ids, so two selectors on one page stay apart. */
  idPrefix?: string;
  /** Columns per row on a wide screen. */
  columns?: 1 | 2 | 3 | 4;
  disabled?: boolean;
  /** A message under one level's list, which alone turns red (the form's check decides them). */
  errors?: Partial<Record<SelectorLevel, string>>;
}

export function OfficeSelector({
  value = {},
  onChange,
  levels = ALL_LEVELS,
  vacantOnly = false,
  required = [],
  idPrefix = 'office-selector',
  columns = 4,
  disabled,
  errors = {},
}: OfficeSelectorProps) {
  const { t } = useTranslation(OFFICE_SELECTOR_NAMESPACE);
  const shown = ALL_LEVELS.filter((level) => levels.includes(level));

  const choose = (level: SelectorLevel, id: number | null, item: OptionItem | null) => {
    const next = nextSelection(value, level, id);
    // The branch follows the chosen post: a post of a branch names it when none was chosen.
    if (level === 'post' && item && 'section' in item && item.section && !next.sectionId) {
      next.sectionId = item.section.id;
    }
    onChange?.(next);
  };

  return (
    // The columns' count on a wide screen; a phone shows one, a tablet two (styles.css).
    <div className="office-selector" style={{ '--office-selector-columns': columns } as CSSProperties}>
      {shown.map((level) => {
        const spec = SPECS[level];
        const id = `${idPrefix}-${level}`;
        const error = errors[level];
        return (
          <div key={level} className="office-selector-field">
            <div className="office-selector-label">
              {/* Outside the label, so the control's accessible name is the level's name alone. */}
              {required.includes(level) && (
                <span aria-hidden="true" className="office-selector-required">
                  *
                </span>
              )}
              <label htmlFor={id}>{t(level)}</label>
            </div>
            <OptionSelect
              id={id}
              kind={spec.kind}
              params={spec.filters(value, vacantOnly)}
              enabled={spec.ready(value)}
              value={value[spec.field] ?? null}
              onChange={(next, item) => choose(level, next, item)}
              disabled={disabled}
              status={error ? 'error' : undefined}
              describedBy={error ? `${id}-error` : undefined}
            />
            {error && (
              <div id={`${id}-error`} className="plain-field-error" role="alert">
                {error}
              </div>
            )}
          </div>
        );
      })}
    </div>
  );
}
