/**
 * What each profile tab shows and asks: its columns (also the read-only views and the CV) and its
 * form fields, named as in profile-sections.contract.ts, whose schemas check the form.
 */
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type {
  ProfileSectionKey,
  SectionEntries,
} from '../../../../common/contracts/profile-sections.contract';
import { nameOf } from '../../../../common/labels';
import { formatDate, localDigits, type UiLang } from '../../../lib/format';

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'year'
  | 'number'
  | 'date'
  | 'level'
  | 'skillArea'
  | 'district'
  | 'upazila'
  | 'office';

export interface FieldDef {
  name: string;
  kind: FieldKind;
  required?: boolean;
  /** An i18n key of a hint under the field. */
  hint?: string;
}

export interface ColumnDef<T> {
  key: string;
  titleKey: string;
  render: (entry: T, lang: UiLang, t: TFunction) => ReactNode;
}

export interface SectionDef<K extends ProfileSectionKey> {
  key: K;
  titleKey: string;
  hintKey?: string;
  /** The entry's name in the delete confirmation. */
  nameOf: (entry: SectionEntries[K], lang: UiLang) => string;
  columns: ColumnDef<SectionEntries[K]>[];
  fields: FieldDef[];
}

const text = (value: string | null | undefined) => value || '—';
const digits = (value: number | null | undefined, lang: UiLang) =>
  value === null || value === undefined ? '—' : localDigits(value, lang);
const date = (value: string | null | undefined, lang: UiLang) => (value ? formatDate(value, lang) : '—');
const period = (from: string, to: string | null, lang: UiLang, t: TFunction) =>
  `${formatDate(from, lang)} – ${to ? formatDate(to, lang) : t('profile:tillNow')}`;
const link = (value: string | null) =>
  value ? (
    <a href={value} target="_blank" rel="noreferrer noopener">
      {value}
    </a>
  ) : (
    '—'
  );

export const SECTIONS: { [K in ProfileSectionKey]: SectionDef<K> } = {
  education: {
    key: 'education',
    titleKey: 'profile:education',
    nameOf: (entry) => entry.degree,
    columns: [
      { key: 'degree', titleKey: 'profile:degree', render: (e) => e.degree },
      { key: 'subject', titleKey: 'profile:subject', render: (e) => text(e.subject) },
      { key: 'institution', titleKey: 'profile:institution', render: (e) => e.institution },
      { key: 'board', titleKey: 'profile:board', render: (e) => text(e.board) },
      {
        key: 'passingYear',
        titleKey: 'profile:passingYear',
        render: (e, lang) => digits(e.passingYear, lang),
      },
      { key: 'result', titleKey: 'profile:result', render: (e) => text(e.result) },
    ],
    fields: [
      { name: 'degree', kind: 'text', required: true },
      { name: 'subject', kind: 'text' },
      { name: 'institution', kind: 'text', required: true },
      { name: 'board', kind: 'text' },
      { name: 'passingYear', kind: 'year' },
      { name: 'result', kind: 'text' },
    ],
  },
  trainings: {
    key: 'trainings',
    titleKey: 'profile:trainings',
    nameOf: (entry) => entry.title,
    columns: [
      { key: 'title', titleKey: 'profile:title', render: (e) => e.title },
      { key: 'institute', titleKey: 'profile:institute', render: (e) => e.institute },
      { key: 'country', titleKey: 'profile:country', render: (e) => text(e.country) },
      {
        key: 'period',
        titleKey: 'profile:fromDate',
        render: (e, lang, t) => period(e.fromDate, e.toDate, lang, t),
      },
      { key: 'days', titleKey: 'profile:days', render: (e, lang) => digits(e.days, lang) },
    ],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'institute', kind: 'text', required: true },
      { name: 'country', kind: 'text' },
      { name: 'fromDate', kind: 'date', required: true },
      { name: 'toDate', kind: 'date' },
      { name: 'days', kind: 'number' },
    ],
  },
  skills: {
    key: 'skills',
    titleKey: 'profile:skills',
    nameOf: (entry) => entry.skill,
    columns: [
      { key: 'skillArea', titleKey: 'profile:skillArea', render: (e, lang) => nameOf(e.skillArea, lang) },
      { key: 'skill', titleKey: 'profile:skill', render: (e) => e.skill },
      {
        key: 'level',
        titleKey: 'profile:level',
        render: (e, _lang, t) => (e.level ? t(`profile:${e.level}`) : t('profile:levelNotGiven')),
      },
      { key: 'years', titleKey: 'profile:years', render: (e, lang) => digits(e.years, lang) },
    ],
    fields: [
      { name: 'skillAreaId', kind: 'skillArea', required: true },
      { name: 'skill', kind: 'text', required: true },
      { name: 'level', kind: 'level', required: true },
      { name: 'years', kind: 'number' },
    ],
  },
  researches: {
    key: 'researches',
    titleKey: 'profile:researches',
    nameOf: (entry) => entry.title,
    columns: [
      { key: 'title', titleKey: 'profile:title', render: (e) => e.title },
      { key: 'area', titleKey: 'profile:area', render: (e) => text(e.area) },
      { key: 'publication', titleKey: 'profile:publication', render: (e) => text(e.publication) },
      { key: 'year', titleKey: 'profile:year', render: (e, lang) => digits(e.year, lang) },
      { key: 'link', titleKey: 'profile:link', render: (e) => link(e.link) },
    ],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'area', kind: 'text' },
      { name: 'publication', kind: 'text' },
      { name: 'year', kind: 'year' },
      { name: 'link', kind: 'text' },
    ],
  },
  'desire-postings': {
    key: 'desire-postings',
    titleKey: 'profile:desirePostings',
    nameOf: (entry) => entry.post,
    columns: [
      { key: 'priority', titleKey: 'profile:priority', render: (e, lang) => digits(e.priority, lang) },
      { key: 'post', titleKey: 'profile:post', render: (e) => e.post },
      {
        key: 'place',
        titleKey: 'profile:place',
        render: (e, lang) =>
          [nameOf(e.office, lang), nameOf(e.upazila, lang), nameOf(e.district, lang)]
            .filter(Boolean)
            .join(', ') || '—',
      },
      { key: 'reason', titleKey: 'profile:reason', render: (e) => text(e.reason) },
    ],
    fields: [
      { name: 'officeId', kind: 'office', hint: 'profile:desiredOfficeHint' },
      { name: 'districtId', kind: 'district' },
      { name: 'upazilaId', kind: 'upazila' },
      { name: 'post', kind: 'text', required: true },
      { name: 'priority', kind: 'number', required: true },
      { name: 'reason', kind: 'textarea' },
    ],
  },
  workhistory: {
    key: 'workhistory',
    titleKey: 'profile:workHistory',
    hintKey: 'profile:workHistoryHint',
    nameOf: (entry) => `${entry.designation}, ${entry.organisation}`,
    columns: [
      { key: 'organisation', titleKey: 'profile:organisation', render: (e) => e.organisation },
      { key: 'designation', titleKey: 'profile:designation', render: (e) => e.designation },
      {
        key: 'period',
        titleKey: 'profile:fromDate',
        render: (e, lang, t) => period(e.fromDate, e.toDate, lang, t),
      },
      {
        key: 'responsibilities',
        titleKey: 'profile:responsibilities',
        render: (e) => text(e.responsibilities),
      },
    ],
    fields: [
      { name: 'organisation', kind: 'text', required: true },
      { name: 'designation', kind: 'text', required: true },
      { name: 'fromDate', kind: 'date', required: true },
      { name: 'toDate', kind: 'date' },
      { name: 'responsibilities', kind: 'textarea' },
    ],
  },
  portfolio: {
    key: 'portfolio',
    titleKey: 'profile:portfolio',
    nameOf: (entry) => entry.title,
    columns: [
      { key: 'title', titleKey: 'profile:title', render: (e) => e.title },
      { key: 'description', titleKey: 'profile:description', render: (e) => text(e.description) },
      { key: 'link', titleKey: 'profile:link', render: (e) => link(e.link) },
    ],
    fields: [
      { name: 'title', kind: 'text', required: true },
      { name: 'description', kind: 'textarea' },
      { name: 'link', kind: 'text' },
    ],
  },
};

export { date as formatOptionalDate };
