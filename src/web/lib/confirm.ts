/**
 * SPEC.md §5: delete and save confirmations, naming the item. A plain modal `<dialog>` drawn as the
 * UI kit's confirmation, so a screen that asks before it deletes does not load the kit's modal on
 * its first visit: the browser keeps the focus inside it and Escape cancels; the focus goes back
 * where it was. While the action runs both buttons wait; if it fails (the screen shows why) the
 * question stays, as the kit's did.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface Question {
  title: string;
  ok: string;
  cancel: string;
  /** A delete: the red button. */
  danger?: boolean;
  onOk: () => Promise<unknown>;
}

let asked = 0;

function button(text: string, className: string): HTMLButtonElement {
  const element = document.createElement('button');
  element.type = 'button';
  element.className = className;
  element.textContent = text;
  return element;
}

/** Asks `title` in a modal dialog; `onOk` runs on the confirming button, and the dialog closes when it is done. */
export function ask({ title, ok, cancel, danger = false, onOk }: Question): void {
  const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const dialog = document.createElement('dialog');
  dialog.className = document.querySelector('.app-dark') ? 'confirm-dialog app-dark' : 'confirm-dialog';
  dialog.setAttribute('role', 'alertdialog');
  const heading = document.createElement('h2');
  heading.id = `confirm-title-${++asked}`;
  heading.textContent = title;
  dialog.setAttribute('aria-labelledby', heading.id);
  const cancelButton = button(cancel, 'action-button');
  const okButton = button(ok, danger ? 'action-button danger' : 'action-button primary');
  const actions = document.createElement('div');
  actions.className = 'confirm-actions';
  actions.append(cancelButton, okButton);
  dialog.append(heading, actions);

  let running = false;
  const wait = (busy: boolean) => {
    running = busy;
    okButton.disabled = busy;
    cancelButton.disabled = busy;
    okButton.setAttribute('aria-busy', String(busy));
  };
  dialog.addEventListener('cancel', (event) => {
    if (running) event.preventDefault();
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    returnTo?.focus();
  });
  cancelButton.addEventListener('click', () => dialog.close());
  okButton.addEventListener('click', async () => {
    wait(true);
    try {
      await onOk();
      dialog.close();
    } catch {
      // The screen has shown why; the question stays to be answered again or cancelled.
    } finally {
      wait(false);
      if (dialog.open) okButton.focus();
    }
  });
  document.body.append(dialog);
  dialog.showModal();
  okButton.focus();
}

/** The confirmations name the item. */
export function useConfirm() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      remove: (name: string, onOk: () => Promise<unknown>) =>
        ask({
          title: t('common:confirmDelete', { name }),
          ok: t('common:delete'),
          cancel: t('common:cancel'),
          danger: true,
          onOk,
        }),
      save: (name: string, onOk: () => Promise<unknown>) =>
        ask({
          title: t('common:confirmSave', { name }),
          ok: t('common:save'),
          cancel: t('common:cancel'),
          onOk,
        }),
    }),
    [t],
  );
}
