/** The template editor's rules in the browser, and the GPS coordinate rule the inspection form uses. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { latitudeBdSchema, longitudeBdSchema } from '../../../../common/contracts/inspection.contract';
import i18n, { addModuleTranslations } from '../../../i18n';
import { inspectionBn, inspectionEn } from '../inspection.i18n';
import { TemplateEditor } from './template-editor';

beforeAll(() => {
  addModuleTranslations('inspection', { bn: inspectionBn, en: inspectionEn });
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => i18n.changeLanguage('bn'));
});

const errorUnder = (label: string) =>
  (screen.getAllByLabelText(label)[0] as HTMLElement)
    .closest('.ant-form-item')
    ?.querySelector('.ant-form-item-explain-error')?.textContent ?? null;

describe('<TemplateEditor>', () => {
  it('asks for the name, the section title and the item, and sends nothing without them', async () => {
    const fetch = vi.fn(
      async () => new Response(JSON.stringify({ success: true, data: {} }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <TemplateEditor kind="checklist" />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'টেমপ্লেট তৈরি করুন' }));
    await waitFor(() => expect(errorUnder('টেমপ্লেটের নাম (বাংলা)')).toBe('টেমপ্লেটের নাম লিখুন'), {
      timeout: 5000,
    });
    expect(errorUnder('অংশের শিরোনাম')).toBe('অংশের শিরোনাম লিখুন');
    expect(errorUnder('আইটেম / প্রশ্ন')).toBe('আইটেমের বিবরণ লিখুন');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('GPS coordinates (SPEC.md §5)', () => {
  it('takes English digits inside Bangladesh only', () => {
    expect(latitudeBdSchema.safeParse('24.363588').success).toBe(true);
    expect(longitudeBdSchema.safeParse('88.624138').success).toBe(true);
    expect(latitudeBdSchema.safeParse('২৪.৩৬').error?.issues[0].message).toBe(
      'validation.inspection.englishDigits',
    );
    expect(latitudeBdSchema.safeParse('40.1').error?.issues[0].message).toBe(
      'validation.inspection.outsideBangladesh',
    );
    expect(longitudeBdSchema.safeParse('88,62').error?.issues[0].message).toBe(
      'validation.inspection.longitudeInvalid',
    );
  });
});
