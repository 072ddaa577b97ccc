import { configure } from '@testing-library/react';
import { loadServerMessages } from '../i18n';

// Screens under test show their module's messages, which the app loads with their route.
await loadServerMessages();

// A role query over an antd form can take a second on a busy machine, and antd validates after a
// tick: the default wait of one second fails tests that are right, only slow. A wrong screen still
// fails, after ten seconds.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks matchMedia, which antd's responsive components read.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// The UI kit's pop-ups (a select's list, the date picker) measure themselves; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom draws nothing, so it has no scrolling; the combobox scrolls its active option into view.
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// jsdom has the dialog element without its methods; the confirmations (lib/confirm.ts) open one.
// The browser's own modal behaviour (focus kept inside, Escape) is checked by the journeys.
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
