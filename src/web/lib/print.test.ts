import { afterEach, describe, expect, it, vi } from 'vitest';
import { printElement } from './print';

describe('printElement', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("alerts 'Element to print #id not found!' for a missing element and prints nothing", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    printElement('no-such-report');
    expect(alert).toHaveBeenCalledWith('Element to print #no-such-report not found!');
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('copies the named element into a print frame and prints it 1 ms later', async () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="dashboard-print"><h1>ড্যাশবোর্ড</h1></div>';
    printElement('dashboard-print');
    const frame = document.querySelector('iframe');
    expect(frame?.contentDocument?.body.innerHTML).toContain('<h1>ড্যাশবোর্ড</h1>');
    const print = vi.fn();
    Object.defineProperty(frame?.contentWindow, 'print', { value: print });
    vi.advanceTimersByTime(1);
    expect(print).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
