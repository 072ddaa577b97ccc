/**
 * A plain list's filters of the browser's own controls, which every screen reader and phone knows:
 * a choice among fixed values with "all" first (its value empty), and a day (YYYY-MM-DD, shown in
 * the device's own date format). Each is named by its label; the list keeps the value in the address.
 */

export interface FilterOption {
  /** A number (a level, an id) is matched as the text the select gives back. */
  value: string | number;
  label: string;
}

export function ChoiceFilter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  /** The first choice, which filters nothing ("all statuses"). */
  all: string;
  value: string | number | null | undefined;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}) {
  return (
    <select
      className="plain-select"
      aria-label={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{all}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

export function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | null | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <input
      type="date"
      className="plain-select"
      aria-label={label}
      title={label}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
