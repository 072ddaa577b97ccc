/**
 * An editable combobox in plain HTML (the ARIA 1.2 pattern with a list popup): the person types, the
 * caller searches (on the server, as a rule) and hands back the options; arrow keys move through
 * them, Enter or a click chooses, Escape closes. It carries no UI kit, so a list page's filters load
 * nothing of antd. Inside an antd form item it takes the item's id, value, onChange, aria-invalid and
 * aria-describedby as any input does, and the item's error colour through CSS.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useId, useState } from 'react';

export interface ComboboxOption<V extends string | number> {
  value: V;
  /** What the list shows for it (may hold a tag). */
  label: ReactNode;
  /** What the field shows once it is chosen. */
  text: string;
}

export interface ComboboxProps<V extends string | number> {
  options: ComboboxOption<V>[];
  value: V | null;
  onChange: (value: V | null) => void;
  /** The text typed so far; the caller searches with it. */
  onSearch: (text: string) => void;
  /** The field was entered: a caller may fetch its options only then. */
  onFocus?: () => void;
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** The name of the clear button, read out by screen readers. */
  clearLabel: string;
  busy?: boolean;
  /** Shown in the open list when it has no option (loading, nothing found). */
  emptyText: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
}

export function Combobox<V extends string | number>({
  options,
  value,
  onChange,
  onSearch,
  onFocus,
  id,
  placeholder,
  disabled,
  allowClear,
  clearLabel,
  busy,
  emptyText,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
}: ComboboxProps<V>) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-listbox`;
  const [open, setOpen] = useState(false);
  // The text typed since the list opened; null while the field shows the chosen option.
  const [typed, setTyped] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  const chosen = options.find((option) => option.value === value);
  const optionId = (index: number) => `${listId}-${index}`;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the option's id follows from the two
  useEffect(() => {
    if (open && active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [open, active]);
  // A new answer to the search starts again at its first option.
  const answer = options.map((option) => option.value).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the answer changes, not on every keystroke
  useEffect(() => setActive(answer && typed ? 0 : -1), [answer]);

  const close = () => {
    setOpen(false);
    setActive(-1);
    if (typed !== null) {
      setTyped(null);
      onSearch('');
    }
  };
  const choose = (option: ComboboxOption<V>) => {
    close();
    onChange(option.value);
  };
  const move = (step: number) => {
    if (!open) setOpen(true);
    if (options.length === 0) return;
    setActive((current) => (current + step + options.length) % options.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(event.altKey && !open ? 0 : 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
    }
  };

  const showClear = allowClear && !disabled && value !== null && value !== undefined;
  return (
    <div
      className={`combobox${disabled ? ' combobox-disabled' : ''}${showClear ? ' combobox-clearable' : ''}`}
    >
      <input
        id={inputId}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-label={ariaLabel}
        aria-invalid={ariaInvalid || undefined}
        aria-describedby={describedBy || undefined}
        placeholder={chosen ? chosen.text : placeholder}
        value={typed ?? chosen?.text ?? ''}
        disabled={disabled}
        maxLength={200}
        onClick={() => setOpen(true)}
        onChange={(event) => {
          setTyped(event.target.value);
          setOpen(true);
          onSearch(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
        onBlur={close}
      />
      {showClear && (
        <button
          type="button"
          className="combobox-clear"
          aria-label={clearLabel}
          // Pressing it must not take the focus first, or the field's blur would close and reset.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            close();
            onChange(null);
          }}
        >
          ×
        </button>
      )}
      <div id={listId} role="listbox" aria-busy={busy || undefined} hidden={!open} tabIndex={-1}>
        {/* Drawn only while open, so a closed field leaves no option text on the page. */}
        {open &&
          options.map((option, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's (aria-activedescendant); focus never leaves it
            <div
              key={option.value}
              tabIndex={-1}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              className={index === active ? 'combobox-active' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              {option.label}
            </div>
          ))}
        {open && options.length === 0 && (
          <div
            role="option"
            tabIndex={-1}
            aria-selected={false}
            aria-disabled="true"
            className="combobox-empty"
          >
            {emptyText}
          </div>
        )}
      </div>
    </div>
  );
}
