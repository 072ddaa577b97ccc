/**
 * The plain form's pieces the sign-up steps and the new officer are drawn with: a field's problem
 * shows under it in the language of the moment, marks and describes the control, takes the focus,
 * and goes when the field changes (a list's rows' problems go with the list); the skills' tags are
 * added with Enter or a comma and removed by their button.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../i18n';
import { usePlainForm, valueAt, withValueAt } from '../lib/use-plain-form';
import { TextField } from './plain-fields';
import { TagsField } from './tags-field';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

function Person() {
  const form = usePlainForm({ nameBn: '', kids: [{ name: '' }] }, 'person');
  return (
    <form ref={form.ref}>
      <TextField form={form} path="nameBn" label="নাম (বাংলায়)" />
      <TextField form={form} path="kids.0.name" label="সন্তানের নাম" />
      <button
        type="button"
        onClick={() => {
          form.report({ nameBn: 'validation.nameBnRequired', 'kids.0.name': 'validation.childNameRequired' });
          form.focusFirstProblem();
        }}
      >
        যাচাই
      </button>
      <button type="button" onClick={() => form.set('kids', [])}>
        সন্তান বাদ
      </button>
    </form>
  );
}

describe('a plain form', () => {
  it("shows a field's problem under it, in the language of the moment, and clears it when the field changes", async () => {
    render(<Person />);
    const name = screen.getByLabelText('নাম (বাংলায়)');
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'যাচাই' }));

    const message = document.getElementById('person-nameBn-error') as HTMLElement;
    expect(message.textContent).toBe('বাংলায় নাম আবশ্যক');
    expect(message.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('person-nameBn-error');
    // The first field with a problem takes the focus.
    expect(document.activeElement).toBe(name);
    await act(() => i18n.changeLanguage('en'));
    expect(message.textContent).not.toBe('বাংলায় নাম আবশ্যক');

    fireEvent.change(name, { target: { value: 'শিরিন' } });
    expect(document.getElementById('person-nameBn-error')).toBeNull();
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    // The other field keeps its own.
    expect(document.getElementById('person-kids-0-name-error')).not.toBeNull();
  });

  it("drops a list's rows' problems with the list", () => {
    render(<Person />);
    fireEvent.click(screen.getByRole('button', { name: 'যাচাই' }));
    fireEvent.click(screen.getByRole('button', { name: 'সন্তান বাদ' }));
    expect(document.getElementById('person-kids-0-name-error')).toBeNull();
    expect(document.getElementById('person-nameBn-error')).not.toBeNull();
  });

  it('reads and writes values by their dotted path, through lists', () => {
    const values = { kids: [{ name: 'ক' }, { name: 'খ' }] };
    expect(valueAt(values, 'kids.1.name')).toBe('খ');
    const next = withValueAt(values, 'kids.0.name', 'গ');
    expect(next).toEqual({ kids: [{ name: 'গ' }, { name: 'খ' }] });
    expect(Array.isArray(next.kids)).toBe(true);
    expect(values.kids[0]?.name).toBe('ক');
  });
});

function Skills() {
  const [skills, setSkills] = useState<string[]>(['নেটওয়ার্কিং']);
  return (
    <>
      <label htmlFor="skills">দক্ষতা</label>
      <TagsField id="skills" value={skills} onChange={setSkills} removeLabel="বাদ দিন" />
    </>
  );
}

describe('the tags field', () => {
  it('adds a word with Enter or a comma, not twice, and removes a tag by its button', () => {
    render(<Skills />);
    const field = screen.getByLabelText('দক্ষতা');
    fireEvent.change(field, { target: { value: 'ডেটাবেজ' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.change(field, { target: { value: 'নেটওয়ার্কিং, প্রোগ্রামিং,' } });
    expect((field as HTMLInputElement).value).toBe('');
    const tags = () => screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent);
    expect(tags()).toEqual(['নেটওয়ার্কিং', 'ডেটাবেজ', 'প্রোগ্রামিং']);
    fireEvent.click(screen.getByRole('button', { name: 'বাদ দিন: ডেটাবেজ' }));
    expect(tags()).toEqual(['নেটওয়ার্কিং', 'প্রোগ্রামিং']);
    fireEvent.keyDown(field, { key: 'Backspace' });
    expect(tags()).toEqual(['নেটওয়ার্কিং']);
  });
});
