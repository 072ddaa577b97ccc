/**
 * The profile's plain upload field does what the kit's one does: says what the rule takes, sends a
 * file that passes the checks, and refuses one that does not, in the interface's language.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_RULES } from '../../common/contracts/profile.paths';
import { PORTFOLIO_ATTACHMENT_RULE } from '../../common/contracts/profile-sections.paths';
import i18n from '../i18n';
import { PlainFileUpload } from './plain-file-upload';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

/** The first bytes of a PNG: signature and IHDR with the size; enough for every check here. */
function pngHead(width: number, height: number): File {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes as BlobPart], 'ছবি.png', { type: 'image/png' });
}

const pick = (file: File) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, {
    target: { files: [file] },
  });

describe('<PlainFileUpload>', () => {
  it('is a labelled file input that says what it takes, and sends a file that passes', async () => {
    const upload = vi.fn().mockResolvedValue({});
    render(<PlainFileUpload rule={PROFILE_IMAGE_RULES.photo} label="ছবি আপলোড করুন" upload={upload} />);
    const input = screen.getByLabelText('ছবি আপলোড করুন') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toContain('.png');
    expect(
      screen.getByText('ছবি (JPG, PNG, WebP, GIF); সর্বোচ্চ ৫ মেগাবাইট; প্রস্থ কমপক্ষে ৫০০ পিক্সেল'),
    ).toBeTruthy();
    const file = pngHead(600, 800);
    pick(file);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
  });

  it('does not send a refused file, and says why in Bangla digits', async () => {
    const upload = vi.fn();
    render(<PlainFileUpload rule={PROFILE_IMAGE_RULES.photo} upload={upload} />);
    pick(pngHead(420, 600));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ছবির প্রস্থ কমপক্ষে ৫০০ পিক্সেল হতে হবে; এই ছবিটি ৪২০ পিক্সেল',
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<PlainFileUpload rule={PORTFOLIO_ATTACHMENT_RULE} upload={vi.fn()} />);
    expect(screen.getByLabelText('Choose a file')).toBeTruthy();
    expect(
      screen.getByText('PDF, Picture (JPG, PNG, WebP, GIF), Word, Excel, PowerPoint; at most 10 MB'),
    ).toBeTruthy();
    pick(new File([new TextEncoder().encode('<svg/>') as BlobPart], 'x.svg'));
    expect((await screen.findByRole('alert')).textContent).toBe('File type is incorrect!');
  });

  it('takes no file while disabled', () => {
    render(
      <PlainFileUpload rule={PORTFOLIO_ATTACHMENT_RULE} label="সংযুক্তি যোগ করুন" upload={vi.fn()} disabled />,
    );
    expect((screen.getByLabelText('সংযুক্তি যোগ করুন') as HTMLInputElement).disabled).toBe(true);
  });
});
