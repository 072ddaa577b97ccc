/**
 * The upload service on its own: types told by their bytes (never by name or claimed type), image
 * sizes from headers, Office containers from their insides, the disk store, and multipart reading
 * with its caps through a small Fastify app with the service's parser and the API's error shape.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptList, nameFitsType, sniffMagic } from '../../common/file-types';
import { loadConfig } from '../config';
import {
  gifBytes,
  htmlBytes,
  jpegBytes,
  oleBytes,
  ooxmlBytes,
  pdfBytes,
  pngBytes,
  svgBytes,
  webpBytes,
  zipOf,
} from '../testing/file-fixtures';
import { registerErrorHandling } from './errors';
import { contentDisposition } from './file-serve';
import { DiskFileStore, storageKeyFor } from './file-store';
import { detectFileType } from './file-types';
import { cleanFileName, readUpload, registerFiles } from './files';

const xlsxBytes = async () => {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('তালিকা').addRow(['নাম', 'পদবি']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

describe('file types from bytes', () => {
  it('reads the size of PNG, GIF, JPEG and the three WebP flavours from their headers', () => {
    expect(detectFileType(pngBytes(600, 20))).toEqual({
      type: 'png',
      kind: 'image',
      mime: 'image/png',
      width: 600,
      height: 20,
    });
    expect(detectFileType(gifBytes(320, 240))).toMatchObject({ type: 'gif', width: 320, height: 240 });
    expect(detectFileType(jpegBytes(640, 480))).toMatchObject({
      type: 'jpeg',
      mime: 'image/jpeg',
      width: 640,
    });
    for (const flavour of ['VP8 ', 'VP8L', 'VP8X'] as const) {
      expect(detectFileType(webpBytes(flavour, 800, 600))).toMatchObject({
        type: 'webp',
        width: 800,
        height: 600,
      });
    }
  });

  it('gives a JPEG turned by its EXIF orientation the width it is shown with', () => {
    expect(detectFileType(jpegBytes(400, 900, 6))).toMatchObject({ width: 900, height: 400 });
    expect(detectFileType(jpegBytes(400, 900, 1))).toMatchObject({ width: 400, height: 900 });
  });

  it('tells docx, xlsx and pptx by the zip inside, and doc and xls by the compound file directory', async () => {
    expect(detectFileType(ooxmlBytes('docx'))?.type).toBe('docx');
    expect(detectFileType(ooxmlBytes('pptx'))?.type).toBe('pptx');
    expect(detectFileType(await xlsxBytes())).toMatchObject({ type: 'xlsx', kind: 'office', width: null });
    expect(detectFileType(oleBytes(['WordDocument', '\u0001CompObj']))?.mime).toBe('application/msword');
    expect(detectFileType(oleBytes(['Workbook']))?.mime).toBe('application/vnd.ms-excel');
    expect(detectFileType(pdfBytes())?.mime).toBe('application/pdf');
  });

  it('refuses scriptable and unknown content: HTML, SVG, text, a plain zip, macros, an empty compound file', () => {
    expect(detectFileType(htmlBytes())).toBeNull();
    expect(detectFileType(svgBytes())).toBeNull();
    expect(detectFileType(Buffer.from('just text'))).toBeNull();
    expect(detectFileType(zipOf([{ name: 'a.txt', data: 'hello' }]))).toBeNull();
    expect(detectFileType(ooxmlBytes('docx', { macros: true }))).toBeNull();
    expect(detectFileType(oleBytes(['WordDocument', 'Macros']))).toBeNull();
    expect(detectFileType(oleBytes(['EncryptedPackage']))).toBeNull();
  });

  it('refuses images whose header is cut short or gives no sensible size', () => {
    expect(detectFileType(pngBytes(600, 20).subarray(0, 20))).toBeNull();
    expect(detectFileType(gifBytes(0, 10))).toBeNull();
    expect(detectFileType(jpegBytes(30_000, 10))).toBeNull();
  });

  it('never throws, whatever the bytes, also behind a real magic number', () => {
    const magics = [
      [0xff, 0xd8, 0xff],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0x50, 0x4b, 0x03, 0x04],
    ];
    magics.push([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], [...Buffer.from('RIFF\0\0\0\0WEBPVP8X')]);
    fc.assert(
      fc.property(fc.constantFrom(...magics), fc.uint8Array({ maxLength: 600 }), (magic, rest) => {
        const result = detectFileType(Buffer.concat([Buffer.from(magic), rest]));
        return result === null || typeof result.type === 'string';
      }),
      { numRuns: 2000 },
    );
  });

  it('holds names to the type of the bytes, and lists what a file input accepts', () => {
    expect(nameFitsType('ছবি.PNG', 'png')).toBe(true);
    expect(nameFitsType('photo.pdf', 'png')).toBe(false);
    expect(nameFitsType('scan', 'jpeg')).toBe(true);
    expect(sniffMagic(pngBytes(1, 1))).toBe('png');
    expect(acceptList(['image'])).toContain('.jpg');
    expect(acceptList(['image'])).not.toContain('svg');
  });
});

describe('names shown and sent', () => {
  it('keeps Bangla names, drops folders and direction tricks, and ends with the real type', () => {
    expect(cleanFileName('C:\\Users\\me\\আমার ছবি.png', { type: 'png' })).toBe('আমার ছবি.png');
    expect(cleanFileName('invoice\u202Egnp.exe', { type: 'png' })).toBe('invoicegnp.png');
    expect(cleanFileName('', { type: 'pdf' })).toBe('file.pdf');
    expect(cleanFileName('scan', { type: 'jpeg' })).toBe('scan.jpg');
  });

  it('encodes a Bangla name for content-disposition with an ASCII fallback', () => {
    expect(contentDisposition('inline', 'ছবি (১).png')).toBe(
      `inline; filename="_ (_).png"; filename*=UTF-8''${encodeURIComponent('ছবি')}%20%28${encodeURIComponent('১')}%29.png`,
    );
    expect(contentDisposition('attachment', 'a"b.pdf')).toBe(
      `attachment; filename="a_b.pdf"; filename*=UTF-8''a%22b.pdf`,
    );
  });
});

describe('the disk store', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'karjaloy-store-'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes under a generated, sharded key without leaving a temporary file, reads and deletes', async () => {
    const store = new DiskFileStore(root);
    const key = storageKeyFor('0123abcd-0000-4000-8000-000000000000', 'png');
    expect(key).toBe('01/23/0123abcd-0000-4000-8000-000000000000.png');
    const bytes = pngBytes(10, 10);
    await store.put(key, bytes);
    expect(readdirSync(path.join(root, '01', '23'))).toEqual(['0123abcd-0000-4000-8000-000000000000.png']);
    const stream = await store.get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream!) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    await store.delete(key);
    expect(existsSync(path.join(root, '01', '23', '0123abcd-0000-4000-8000-000000000000.png'))).toBe(false);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('refuses a key it did not generate, such as a way out of its folder', () => {
    const store = new DiskFileStore(root);
    expect(() => store.pathOf('../../etc/passwd')).toThrow();
    expect(() => store.pathOf('01/23/../../x.png')).toThrow();
  });
});

describe('reading a multipart upload', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'karjaloy-upload-'));
    app = Fastify();
    // Documents up to 1 MB here, so images stop at 1 MB too.
    app.decorate('config', { ...loadConfig({}), dataDir, uploadMaxMb: 1 });
    registerErrorHandling(app);
    await registerFiles(app);
    app.post('/upload', async (request) => {
      const upload = await readUpload(request, { kinds: ['image', 'pdf', 'office'], minWidth: 500 });
      return {
        ...upload.detected,
        name: upload.originalName,
        sha256: upload.sha256,
        size: upload.bytes.length,
      };
    });
    app.post(
      '/images',
      async (request) => (await readUpload(request, { kinds: ['image'], maxBytes: 50_000 })).detected,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const send = (
    url: string,
    bytes: Buffer,
    name: string,
    type = 'application/octet-stream',
    field = 'file',
  ) => {
    const form = new FormData();
    form.append(field, new File([new Uint8Array(bytes)], name, { type }));
    return app.inject({ method: 'POST', url, payload: form });
  };

  it('takes documents by their bytes whatever type the client claims', async () => {
    const docx = await send('/upload', ooxmlBytes('docx'), 'প্রতিবেদন.docx', 'application/octet-stream');
    expect(docx.statusCode).toBe(200);
    expect(docx.json()).toMatchObject({ type: 'docx', name: 'প্রতিবেদন.docx' });
    expect((await send('/upload', await xlsxBytes(), 'list.xlsx')).json()).toMatchObject({ type: 'xlsx' });
    expect((await send('/upload', oleBytes(['Workbook']), 'old.xls')).json()).toMatchObject({ type: 'xls' });
    const pdf = await send('/upload', pdfBytes(), 'notice.pdf', 'image/png');
    expect(pdf.json()).toMatchObject({ type: 'pdf', size: pdfBytes().length });
  });

  it('answers 415 with "ফাইলের ধরন সঠিক নয়!" for HTML, SVG, a renamed PNG and a misnamed PDF', async () => {
    const refused = [
      await send('/upload', htmlBytes(), 'page.html', 'text/html'),
      await send('/upload', svgBytes(), 'logo.svg', 'image/svg+xml'),
      await send('/upload', svgBytes(), 'logo.png', 'image/png'),
      await send('/upload', pngBytes(600, 10), 'photo.pdf', 'application/pdf'),
      await send('/upload', pdfBytes(), 'photo.png', 'image/png'),
      await send('/images', pdfBytes(), 'notice.pdf', 'application/pdf'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ success: false, message: 'ফাইলের ধরন সঠিক নয়!' });
    }
  });

  it('answers 413 "ফাইলটি অনেক বড়" past the cap, while reading, before storing anything', async () => {
    const big = await send('/upload', Buffer.concat([pdfBytes(), Buffer.alloc(1024 * 1024)]), 'big.pdf');
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('ফাইলটি অনেক বড়');
    const overRouteCap = await send('/images', pngBytes(600, 10, 60_000), 'wide.png');
    expect(overRouteCap.statusCode).toBe(413);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses an image narrower than the rule with the width in Bangla digits', async () => {
    const response = await send('/upload', pngBytes(400, 10), 'narrow.png');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('ছবির প্রস্থ কমপক্ষে ৫০০ পিক্সেল হতে হবে; এই ছবিটি ৪০০ পিক্সেল');
  });

  it('answers 400 without a file: a JSON body, an empty file, or the file in another field', async () => {
    const json = await app.inject({ method: 'POST', url: '/upload', payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('একটি ফাইল নির্বাচন করুন');
    expect((await send('/upload', Buffer.alloc(0), 'empty.pdf')).statusCode).toBe(400);
    expect((await send('/upload', pdfBytes(), 'a.pdf', 'application/pdf', 'document')).statusCode).toBe(400);
  });

  it('records the sha256 of exactly the bytes sent', async () => {
    const pdf = Buffer.concat([pdfBytes(), randomBytes(5000)]);
    const response = await send('/upload', pdf, 'a.pdf');
    expect(response.json().sha256).toBe(createHash('sha256').update(pdf).digest('hex'));
  });
});
