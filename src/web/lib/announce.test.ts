/** The live regions: toasts and form errors are said in the interface language, once each. */
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { announce, announcement, watchFormErrors } from './announce';
import { watchIconNames } from './icon-names';

afterEach(async () => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  await act(() => i18n.changeLanguage('bn'));
});

describe('announce', () => {
  it('says a message in the polite or the assertive region, again when repeated', () => {
    vi.useFakeTimers();
    announce('সফলভাবে সংরক্ষণ করা হয়েছে');
    vi.advanceTimersByTime(100);
    expect(announcement('polite')).toBe('সফলভাবে সংরক্ষণ করা হয়েছে');
    announce('ফাইলের ধরন সঠিক নয়!', 'assertive');
    vi.advanceTimersByTime(100);
    expect(announcement('assertive')).toBe('ফাইলের ধরন সঠিক নয়!');
    // The same words again: the region is emptied first, so a screen reader hears them again.
    announce('সফলভাবে সংরক্ষণ করা হয়েছে');
    expect(announcement('polite')).toBe('');
    vi.advanceTimersByTime(100);
    expect(announcement('polite')).toBe('সফলভাবে সংরক্ষণ করা হয়েছে');
  });

  it('keeps the regions out of the page text, so a message is found once on the page', () => {
    vi.useFakeTimers();
    announce('সফলভাবে লগআউট হয়েছে');
    vi.advanceTimersByTime(100);
    expect(document.body.textContent).not.toContain('সফলভাবে লগআউট হয়েছে');
    expect(document.querySelector('[data-announcer]')?.getAttribute('lang')).toBe(
      document.documentElement.lang,
    );
  });
});

describe('form errors', () => {
  const error = (text: string) => {
    const element = document.createElement('div');
    element.className = 'ant-form-item-explain-error';
    element.textContent = text;
    return element;
  };

  it('says one new error as it is', async () => {
    vi.useFakeTimers();
    const stop = watchFormErrors();
    document.body.append(error('ইমেইল আবশ্যক'));
    await vi.advanceTimersByTimeAsync(400);
    expect(announcement('assertive')).toBe('ইমেইল আবশ্যক');
    stop();
  });

  it('says the errors of one check together, counted in Bangla digits', async () => {
    vi.useFakeTimers();
    const stop = watchFormErrors();
    const form = document.createElement('form');
    form.append(error('ইমেইল আবশ্যক'), error('মোবাইল নম্বর আবশ্যক'));
    document.body.append(form);
    await vi.advanceTimersByTimeAsync(400);
    expect(announcement('assertive')).toBe('ফর্মে ২টি ঘরে সমস্যা আছে: ইমেইল আবশ্যক; মোবাইল নম্বর আবশ্যক');
    stop();
  });
});

describe('icon names', () => {
  const icon = (name: string) => {
    const element = document.createElement('span');
    element.className = `anticon anticon-${name}`;
    element.setAttribute('role', 'img');
    element.setAttribute('aria-label', name);
    return element;
  };

  it('hides an icon beside words, and one in a control that has a name', () => {
    const button = document.createElement('button');
    button.append(icon('plus'), 'নতুন অফিস');
    const named = document.createElement('button');
    named.setAttribute('aria-label', 'মুছুন অফিস');
    named.append(icon('delete'));
    const alone = icon('info-circle');
    document.body.append(button, named, alone);
    const stop = watchIconNames();
    for (const element of document.querySelectorAll('.anticon'))
      expect(element.getAttribute('aria-hidden')).toBe('true');
    stop();
  });

  it('names a control that holds only an icon, in the interface language, from its title or meaning', async () => {
    const stop = watchIconNames();
    const item = document.createElement('li');
    item.title = 'পূর্ববর্তী পৃষ্ঠা';
    const previous = document.createElement('button');
    previous.append(icon('left'));
    item.append(previous);
    const search = document.createElement('button');
    search.append(icon('search'));
    document.body.append(item, search);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(previous.getAttribute('aria-label')).toBe('পূর্ববর্তী পৃষ্ঠা');
    expect(search.getAttribute('aria-label')).toBe('অনুসন্ধান');
    await act(() => i18n.changeLanguage('en'));
    expect(search.getAttribute('aria-label')).toBe('Search');
    stop();
  });
});
