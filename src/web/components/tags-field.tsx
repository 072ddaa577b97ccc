/**
 * Free words kept as tags (skills) in plain HTML: typing a word and pressing Enter or a comma (',' or
 * '،') adds it, leaving the field adds what is left in it, each tag has a button that removes it,
 * and Backspace in the empty field removes the last. A word already there is not added twice.
 */
import { type KeyboardEvent, useState } from 'react';

const SEPARATORS = /[,،]/;

export interface TagsFieldProps {
  id: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** The remove button's name, with the tag after it ("remove: networking"). */
  removeLabel: string;
  maxLength?: number;
  /** The most tags the field takes. */
  max?: number;
  'aria-describedby'?: string;
}

export function TagsField({
  id,
  value,
  onChange,
  removeLabel,
  maxLength = 80,
  max = 30,
  'aria-describedby': describedBy,
}: TagsFieldProps) {
  const [typed, setTyped] = useState('');

  const add = (words: string[]) => {
    const next = [...value];
    for (const word of words.map((text) => text.trim()).filter(Boolean)) {
      if (!next.includes(word) && next.length < max) next.push(word);
    }
    if (next.length !== value.length) onChange(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      // The word is added; the form is not sent.
      event.preventDefault();
      add([typed]);
      setTyped('');
    } else if (event.key === 'Backspace' && typed === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div className="tags-field">
      {value.length > 0 && (
        <ul className="tags-field-list">
          {value.map((tag) => (
            <li key={tag} className="plain-tag">
              {tag}
              <button
                type="button"
                className="tags-field-remove"
                aria-label={`${removeLabel}: ${tag}`}
                onClick={() => onChange(value.filter((other) => other !== tag))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        value={typed}
        maxLength={maxLength}
        aria-describedby={describedBy}
        onChange={(event) => {
          const parts = event.target.value.split(SEPARATORS);
          if (parts.length > 1) add(parts.slice(0, -1));
          setTyped(parts[parts.length - 1] ?? '');
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          add([typed]);
          setTyped('');
        }}
      />
    </div>
  );
}
