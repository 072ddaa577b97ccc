/**
 * One of a few values chosen with pressed buttons (the language, the side menu's style). Plain
 * buttons in a fieldset: the sign-in page has one, and it carries no UI kit.
 */
import type { ReactNode } from 'react';

export interface Option<T extends string> {
  value: T;
  label: string;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
}

interface OptionGroupProps<T extends string> {
  /** The group's name for screen readers. */
  legend: string;
  options: Option<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Shown before the buttons (a visible caption). */
  children?: ReactNode;
}

export function OptionGroup<T extends string>({
  legend,
  options,
  value,
  onChange,
  children,
}: OptionGroupProps<T>) {
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{legend}</legend>
      {children}
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          className="language-switch-option"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          lang={option.lang}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
