/** The upload component's checks before sending: type by bytes, name, size, a picture's width. */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_RULES } from '../../common/contracts/profile.contract';
import { MB, type UploadRule } from '../../common/file-types';
import i18n from '../i18n';
import { FileUpload } from './file-upload';
import { checkFile } from './file-upload.check';

afterEach(async () => {
  cleanup();
  await act(() => i18n.changeLanguage('bn'));
});

/** The first bytes of a PNG: signature and IHDR with the size; enough for every check here. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
const zipHead = () => new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]);
const text = (value: string) => new TextEncoder().encode(value);
const fileOf = (bytes: Uint8Array, name: string, type = '') => new File([bytes as BlobPart], name, { type });

const photo = PROFILE_IMAGE_RULES.photo;
const documents: UploadRule = { kinds: ['pdf', 'office'], maxBytes: 10 * MB };

describe('checkFile', () => {
  it('passes a 600-px PNG for the profile photo', async () => {
    expect(await checkFile(fileOf(pngHead(600, 800), 'ছবি.png', 'image/png'), photo)).toBeNull();
  });

  it('refuses a picture narrower than 500 px, saying how wide it is', async () => {
    expect(await checkFile(fileOf(pngHead(400, 800), 'ছবি.png'), photo)).toEqual({
      key: 'file.imageTooNarrow',
      minWidth: 500,
      width: 400,
    });
  });

  it('refuses by the bytes: SVG and HTML whatever they are called or claim, a PNG named .pdf, a PDF as image', async () => {
    const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="900"></svg>');
    expect(await checkFile(fileOf(svg, 'logo.svg', 'image/svg+xml'), photo)).toEqual({
      key: 'error.fileType',
    });
    expect(await checkFile(fileOf(svg, 'logo.png', 'image/png'), photo)).toEqual({ key: 'error.fileType' });
    expect(await checkFile(fileOf(text('<html></html>'), 'a.jpg', 'image/jpeg'), photo)).toEqual({
      key: 'error.fileType',
    });
    expect(await checkFile(fileOf(pngHead(600, 600), 'photo.pdf'), photo)).toEqual({ key: 'error.fileType' });
    expect(await checkFile(fileOf(text('%PDF-1.4 ...'), 'photo.png', 'image/png'), photo)).toEqual({
      key: 'error.fileType',
    });
  });

  it('refuses a file over the cap before reading it, and an empty one', async () => {
    const big = new File([new Uint8Array(5 * MB + 1)], 'big.png');
    expect(await checkFile(big, photo)).toEqual({ key: 'error.tooLarge' });
    expect(await checkFile(fileOf(new Uint8Array(0), 'empty.png'), photo)).toEqual({ key: 'file.required' });
  });

  it('takes documents whose name says which Office file the container is', async () => {
    expect(await checkFile(fileOf(text('%PDF-1.7'), 'notice.pdf'), documents)).toBeNull();
    expect(await checkFile(fileOf(zipHead(), 'report.docx'), documents)).toBeNull();
    expect(await checkFile(fileOf(zipHead(), 'archive.zip'), documents)).toEqual({ key: 'error.fileType' });
    expect(await checkFile(fileOf(pngHead(600, 600), 'a.png'), documents)).toEqual({ key: 'error.fileType' });
  });
});

describe('<FileUpload>', () => {
  const pick = (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };

  it('shows what the rule allows in Bangla, and sends a file that passes', async () => {
    const upload = vi.fn().mockResolvedValue({});
    render(<FileUpload rule={photo} upload={upload} />);
    expect(
      screen.getByText('ছবি (JPG, PNG, WebP, GIF); সর্বোচ্চ ৫ মেগাবাইট; প্রস্থ কমপক্ষে ৫০০ পিক্সেল'),
    ).toBeTruthy();
    expect(document.querySelector('input[type="file"]')?.getAttribute('accept')).toContain('.png');
    const file = fileOf(pngHead(600, 600), 'ছবি.png', 'image/png');
    pick(file);
    await waitFor(() => expect(upload).toHaveBeenCalledWith(file));
  });

  it('does not send a refused file, and says why in Bangla digits', async () => {
    const upload = vi.fn();
    render(<FileUpload rule={photo} upload={upload} />);
    pick(fileOf(pngHead(420, 600), 'ছোট.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'ছবির প্রস্থ কমপক্ষে ৫০০ পিক্সেল হতে হবে; এই ছবিটি ৪২০ পিক্সেল',
    );
    pick(fileOf(text('<svg/>'), 'x.svg'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('ফাইলের ধরন সঠিক নয়!'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('speaks English when the interface does', async () => {
    await act(() => i18n.changeLanguage('en'));
    render(<FileUpload rule={PROFILE_IMAGE_RULES.signature} upload={vi.fn()} />);
    expect(
      screen.getByText('Picture (JPG, PNG, WebP, GIF); at most 1 MB; at least 150 pixels wide'),
    ).toBeTruthy();
    pick(fileOf(text('<svg/>'), 'x.svg'));
    expect((await screen.findByRole('alert')).textContent).toBe('File type is incorrect!');
  });
});
