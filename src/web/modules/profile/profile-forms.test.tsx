/**
 * The profile forms' rules in jsdom, with the API's own schemas: what each tab's form sends, the
 * messages shown under the fields (Bangla, English on switching), the basic tab's child gender and
 * dates, and the progress weights.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { PROGRESS_WEIGHTS, progressOf } from '../../../common/contracts/profile-sections.contract';
import i18n, { addModuleTranslations } from '../../i18n';
import { basicBodyOf, basicValuesOf } from './components/basic-form';
import { basicIssuesOf } from './components/basic-rules';
import { bodyOf, issuesOf, valuesOf } from './components/entry-form';
import { EntryModal } from './components/entry-modal';
import { SECTIONS } from './components/section-config';
import { profileBn, profileEn } from './profile.i18n';

addModuleTranslations('profile', { bn: profileBn, en: profileEn });

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

describe('a tab form and its contract', () => {
  it('sends dates as yyyy-mm-dd and leaves empty fields out', () => {
    const body = bodyOf(SECTIONS.trainings.fields, {
      title: 'সাইবার নিরাপত্তা',
      institute: 'বিসিসি',
      country: '',
      fromDate: dayjs('2024-02-04'),
      toDate: null,
      days: 10,
    });
    expect(body).toEqual({ title: 'সাইবার নিরাপত্তা', institute: 'বিসিসি', fromDate: '2024-02-04', days: 10 });
    expect(issuesOf('trainings', body)).toEqual({});
  });

  it('names the field of each broken rule with the catalogue key the server also sends', () => {
    expect(
      issuesOf('trainings', { title: 'ক', institute: 'খ', fromDate: '2024-01-10', toDate: '2024-01-01' }),
    ).toEqual({
      toDate: 'validation.profile.toDateBeforeFrom',
    });
    expect(issuesOf('education', { institution: 'ঢাকা কলেজ', passingYear: 1930 })).toEqual({
      degree: 'validation.profile.degreeRequired',
      passingYear: 'validation.profile.passingYearInvalid',
    });
    expect(issuesOf('skills', { skill: 'পাইথন' })).toEqual({
      skillAreaId: 'validation.profile.skillAreaRequired',
      level: 'validation.profile.levelRequired',
    });
    expect(issuesOf('desire-postings', { post: 'প্রোগ্রামার', priority: 1 })).toEqual({
      districtId: 'validation.profile.placeRequired',
    });
    expect(issuesOf('researches', { title: 'ক', link: 'www.bcc.gov.bd' })).toEqual({
      link: 'validation.profile.linkInvalid',
    });
    // A year typed in Bangla digits is a year.
    expect(issuesOf('researches', { title: 'ক', year: '২০২৩' })).toEqual({});
  });

  it('fills the form from a stored entry, dates as dates', () => {
    const values = valuesOf(SECTIONS.workhistory.fields, {
      id: 1,
      organisation: 'রাবি',
      designation: 'প্রভাষক',
      fromDate: '2013-01-01',
      toDate: null,
      responsibilities: null,
    });
    expect(dayjs.isDayjs(values.fromDate)).toBe(true);
    expect(values.toDate).toBeUndefined();
  });
});

describe('the basic form', () => {
  it("refuses a child without gender at the child's own field", () => {
    const body = basicBodyOf({
      nameBn: 'নুসরাত জাহান',
      nameEn: 'Nusrat Jahan',
      gender: 'female',
      dateOfBirth: '1990-01-12',
      kids: [{ name: 'আয়েশা', gender: '', dateOfBirth: '' }],
    });
    expect(basicIssuesOf(body)).toEqual({ 'kids.0.gender': 'validation.childGenderRequired' });
  });

  it('asks for the names, gender and date of birth', () => {
    expect(basicIssuesOf(basicBodyOf({}))).toEqual({
      nameBn: 'validation.nameBnRequired',
      nameEn: 'validation.nameEnRequired',
      gender: 'validation.genderRequired',
      dateOfBirth: 'validation.dobRequired',
    });
  });

  it('sends blank choices and dates as not given', () => {
    const body = basicBodyOf({
      nameBn: 'নুসরাত জাহান',
      nameEn: 'Nusrat Jahan',
      gender: 'female',
      dateOfBirth: '1990-01-12',
      postCode: '৬০০০',
      spouses: [{ name: 'রাশেদ', occupation: '' }],
      kids: [{ name: 'আয়েশা', gender: 'female', dateOfBirth: '' }],
    });
    expect(body.spouses).toEqual([{ name: 'রাশেদ', occupation: undefined }]);
    expect(body.kids).toEqual([{ name: 'আয়েশা', gender: 'female', dateOfBirth: undefined }]);
    expect(basicIssuesOf(body)).toEqual({});
  });

  it('fills the form from the saved profile: dates as the date field holds them, blanks as empty text', () => {
    const values = basicValuesOf({
      userId: 1,
      nameBn: 'নুসরাত জাহান',
      nameEn: 'Nusrat Jahan',
      fatherNameBn: null,
      fatherNameEn: null,
      motherNameBn: null,
      motherNameEn: null,
      gender: 'female',
      dateOfBirth: '1990-01-12',
      religion: null,
      permanentAddress: 'রাজশাহী',
      presentAddress: 'রাজশাহী',
      postOffice: null,
      postCode: null,
      preferredDistrict: { id: 7, nameBn: 'রাজশাহী', nameEn: 'Rajshahi' },
      preferredUpazila: null,
      nid: null,
      serviceId: null,
      email: 'officer@demo.gov.bd',
      mobile: null,
      photoUrl: null,
      signatureUrl: null,
      spouses: [],
      kids: [{ KidId: 3, name: 'আয়েশা', gender: 'female', dateOfBirth: null }],
    });
    expect(values).toMatchObject({
      dateOfBirth: '1990-01-12',
      fatherNameBn: '',
      sameAddress: true,
      preferredDistrictId: 7,
      preferredUpazilaId: null,
      kids: [{ name: 'আয়েশা', gender: 'female', dateOfBirth: '' }],
    });
  });
});

describe('the entry dialog', () => {
  function renderTrainings() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(['skills', 'areas'], []);
    const saved: Record<string, unknown>[] = [];
    render(
      <QueryClientProvider client={client}>
        <App>
          <EntryModal
            section={SECTIONS.trainings}
            open
            entry={null}
            onSave={async (body) => {
              saved.push(body);
            }}
            onClose={() => {}}
          />
        </App>
      </QueryClientProvider>,
    );
    return saved;
  }

  it('shows the messages under the fields in Bangla and sends nothing', async () => {
    const saved = renderTrainings();
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(screen.getByText('শিরোনাম আবশ্যক')).toBeTruthy());
    expect(screen.getByText('প্রশিক্ষণ প্রতিষ্ঠানের নাম আবশ্যক')).toBeTruthy();
    expect(screen.getByText('শুরুর তারিখ আবশ্যক')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('shows them in English after switching the language', async () => {
    await act(() => i18n.changeLanguage('en'));
    renderTrainings();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Title is required')).toBeTruthy());
  });

  it('sends a filled form', async () => {
    const saved = renderTrainings();
    fireEvent.change(screen.getByLabelText('শিরোনাম'), { target: { value: 'ই-নথি' } });
    fireEvent.change(screen.getByLabelText('প্রশিক্ষণ প্রতিষ্ঠান'), { target: { value: 'এটুআই' } });
    const from = screen.getByLabelText('শুরুর তারিখ');
    fireEvent.mouseDown(from);
    fireEvent.change(from, { target: { value: '০৪/০২/২০২৪' } });
    fireEvent.keyDown(from, { key: 'Enter', code: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() =>
      expect(saved).toEqual([{ title: 'ই-নথি', institute: 'এটুআই', fromDate: '2024-02-04' }]),
    );
  });
});

describe('profile progress', () => {
  it('weighs to 100 and names what is missing', () => {
    const total = Object.values(PROGRESS_WEIGHTS).reduce((sum, weight) => sum + weight, 0);
    expect(total).toBe(100);
    const none = Object.fromEntries(Object.keys(PROGRESS_WEIGHTS).map((item) => [item, false])) as Parameters<
      typeof progressOf
    >[0];
    expect(progressOf(none).progress).toBe(0);
    expect(progressOf({ ...none, names: true, photo: true, education: true })).toEqual({
      progress: 30,
      missing: expect.not.arrayContaining(['names', 'photo', 'education']),
    });
  });
});
