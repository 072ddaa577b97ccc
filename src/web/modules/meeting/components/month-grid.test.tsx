/**
 * The calendar's month, drawn without the UI kit: its days in the interface's digits, a day with
 * meetings named with their number, the chosen day pressed, and a press choosing that day.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addModuleTranslations } from '../../../i18n';
import { meetingBn, meetingEn } from '../meeting.i18n';
import { isoDay, MonthGrid } from './month-grid';

beforeAll(() => {
  addModuleTranslations('meeting', { bn: meetingBn, en: meetingEn });
});
afterEach(cleanup);

describe('the meeting calendar month', () => {
  it('shows the month in Bangla digits, names the days with meetings and chooses a pressed day', () => {
    const onSelect = vi.fn();
    render(<MonthGrid day={dayjs('2026-12-03')} counts={new Map([['2026-12-03', 2]])} onSelect={onSelect} />);
    // December 2026 starts on a Tuesday and ends on a Thursday: five weeks of Sunday-first rows.
    expect(screen.getAllByRole('row')).toHaveLength(6);
    const chosen = screen.getByRole('button', { pressed: true });
    expect(chosen.textContent).toBe('৩');
    expect(chosen.getAttribute('aria-label')).toContain('সভা: ২টি');
    const last = screen.getAllByRole('button').find((button) => button.textContent === '৩১');
    expect(last?.getAttribute('aria-label')).not.toContain('সভা');
    fireEvent.click(last as HTMLElement);
    expect(isoDay(onSelect.mock.calls[0]?.[0])).toBe('2026-12-31');
  });
});
