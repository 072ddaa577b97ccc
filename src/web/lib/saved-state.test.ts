import { beforeEach, describe, expect, it } from 'vitest';
import { loadSavedState, saveState } from './saved-state';

describe('encrypted saved state', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps state encrypted in session storage and reads it back', async () => {
    await saveState('registration', { step: 2, mobile: '01711000004' });
    const stored = sessionStorage.getItem('app-state') ?? '';
    expect(stored).not.toContain('01711000004');
    expect(await loadSavedState('registration')).toEqual({ step: 2, mobile: '01711000004' });
  });

  it('treats state that cannot be decrypted as empty', async () => {
    await saveState('registration', { step: 3 });
    sessionStorage.setItem('app-state', btoa('not really encrypted at all'));
    expect(await loadSavedState('registration')).toBeUndefined();
    await saveState('other', 1);
    expect(await loadSavedState('other')).toBe(1);
  });
});
