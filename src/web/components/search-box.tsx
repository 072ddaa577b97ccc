/**
 * A list's search field in plain HTML: Enter or the button searches; emptying the field (also with
 * the browser's own clear button) shows the whole list again. A search landmark, named by its
 * placeholder, so a screen reader can jump to it.
 */
import { SearchOutlined } from '@ant-design/icons';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function SearchBox({
  placeholder,
  onSearch,
  initial = '',
}: {
  placeholder: string;
  onSearch: (text: string) => void;
  /** The search already made (a link's or a reload's address keeps it). */
  initial?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search aria-label={placeholder}>
      <form className="search-box" onSubmit={submit}>
        <input
          type="search"
          value={text}
          placeholder={placeholder}
          aria-label={placeholder}
          maxLength={200}
          onChange={(event) => {
            setText(event.target.value);
            if (event.target.value === '') onSearch('');
          }}
        />
        <button type="submit" aria-label={t('common:search')}>
          <SearchOutlined />
        </button>
      </form>
    </search>
  );
}
