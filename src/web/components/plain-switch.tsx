/**
 * An on/off setting that takes effect when pressed (a feature of an office, dark mode): a button with
 * the switch role, its state read out as on or off. Named by its visible caption, or by `label`
 * when it stands alone (a table cell).
 */
import type { ReactNode } from 'react';

interface PlainSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The visible caption before the track. */
  children?: ReactNode;
  /** The switch's name for screen readers when it has no caption. */
  label?: string;
  disabled?: boolean;
  /** While the change is being saved. */
  busy?: boolean;
  'data-testid'?: string;
}

export function PlainSwitch({
  checked,
  onChange,
  children,
  label,
  disabled,
  busy,
  ...rest
}: PlainSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      className="plain-switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={() => onChange(!checked)}
      {...rest}
    >
      {children && <span>{children}</span>}
      <span className="plain-switch-track" aria-hidden="true" />
    </button>
  );
}
