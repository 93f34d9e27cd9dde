import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { detectLanguage, passageLanguage, splitPassages, type Block } from '../../server/chunking/index.ts';
import { contentDisposition, displayName } from '../../server/documents/filename.ts';
import { guessDelimiter, parseCsv } from '../../server/extract/csv.ts';
import { imageInfo } from '../../server/extract/image.ts';
import { extractPdf } from '../../server/extract/pdf.ts';
import { assertValidKey, fileStorage } from '../../server/storage/index.ts';
import { pdfDoc } from '../fixtures/hotel-kb.ts';

const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const sentence = (i: number) => `Sentence ${i} says the pool opens early and the bar closes late.`;

describe('chunking', () => {
  it('cuts long prose into passages of about 150-250 words at sentence boundaries, with overlap', () => {
    const text = Array.from({ length: 100 }, (_, i) => sentence(i)).join(' ');
    const passages = splitPassages([{ text, location: { page: 3 }, group: 'p3' }]);
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages.slice(0, -1)) {
      expect(words(p.text)).toBeGreaterThanOrEqual(150);
      expect(words(p.text)).toBeLessThanOrEqual(250);
      expect(p.text).toMatch(/\.$/); // ends on a sentence
      expect(p.location).toEqual({ page: 3 });
    }
    // Each passage starts with the last sentence(s) of the previous one: a small overlap.
    for (let i = 1; i < passages.length; i++) {
      const previous = passages[i - 1]!.text.split(/(?<=\.)\s+/);
      const next = passages[i]!.text.split(/(?<=\.)\s+/);
      const shared = next.findIndex((s) => !previous.includes(s));
      expect(shared).toBeGreaterThan(0);
      expect(previous.slice(-shared)).toEqual(next.slice(0, shared));
      expect(words(next.slice(0, shared).join(' '))).toBeLessThanOrEqual(30);
    }
    // Nothing lost: every sentence is in some passage.
    const all = passages.map((p) => p.text).join(' ');
    for (let i = 0; i < 100; i++) expect(all).toContain(sentence(i));
  });

  it('never mixes groups (pages, slides, sheets) and packs records without splitting them', () => {
    const rows: Block[] = Array.from({ length: 60 }, (_, i) => ({
      text: `Sheet: A, Row ${i + 2}: Room: ${i}; View: sea and garden with balcony`,
      location: { sheet: 'A', row: i + 2 },
      group: 'A',
      record: true,
    }));
    const blocks: Block[] = [
      { text: 'Page one.', location: { page: 1 }, group: '1' },
      { text: 'Page two.', location: { page: 2 }, group: '2' },
      ...rows,
    ];
    const passages = splitPassages(blocks);
    expect(passages[0]).toMatchObject({ text: 'Page one.', location: { page: 1 } });
    expect(passages[1]).toMatchObject({ text: 'Page two.', location: { page: 2 } });
    const sheet = passages.slice(2);
    expect(sheet.length).toBeGreaterThan(1);
    expect(sheet[0]!.location).toMatchObject({ sheet: 'A', row: 2 });
    expect(sheet[0]!.location.rowEnd).toBeGreaterThan(2);
    const lines = sheet.flatMap((p) => p.text.split('\n'));
    expect(lines).toEqual(rows.map((r) => r.text)); // one row per line, in order, none repeated
  });

  it('detects English, French and German, and falls back to simple', () => {
    expect(detectLanguage('The breakfast is served in the restaurant from seven and the pool is open to all of our guests.')).toBe(
      'english',
    );
    expect(detectLanguage('Le petit déjeuner est servi dans la salle du restaurant et la piscine est ouverte pour les clients.')).toBe(
      'french',
    );
    expect(detectLanguage('Das Frühstück wird im Restaurant serviert und der Pool ist für alle unsere Gäste geöffnet.')).toBe('german');
    expect(detectLanguage('Colazione servita ogni giorno nella sala principale')).toBe('simple');
    expect(detectLanguage('ok')).toBe('simple');
  });

  it("reads a passage's own language when it clearly has one, the document's otherwise", () => {
    // Too few stop words for the document rule: its letters tell.
    expect(passageLanguage('Objets trouvés : vêtements gardés 3 mois.', 'english')).toBe('french');
    expect(
      passageLanguage('Fundsachen: Kleidung 3 Monate, Wertsachen 6 Monate, Schlüssel sofort zur Rezeption über Büro.', 'english'),
    ).toBe('german');
    expect(passageLanguage('Gift cards are sold from EUR 50 and are valid for 3 years.', 'french')).toBe('english');
    // Nothing clear (a name, a price, one loan word among English ones): the document's language stands.
    expect(passageLanguage('Suite Belvédère — EUR 420', 'english')).toBe('english');
    expect(passageLanguage('Dessert of the day with a crème brûlée and the coffee', 'english')).toBe('english');
    expect(passageLanguage('Wi-Fi: HotelGuest / 2024', 'german')).toBe('german');
  });
});

describe('file formats', () => {
  it('parses RFC 4180 CSV: quotes, doubled quotes, delimiters and line breaks inside fields', () => {
    const rows = [...parseCsv('a,b,c\r\n"x, y","say ""hi""","two\nlines"\r\nlast,,\n')];
    expect(rows).toEqual([
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', '', ''],
    ]);
    expect(guessDelimiter('name;price;"a;b"\n1;2;3')).toBe(';');
    expect(guessDelimiter('name\tprice\n')).toBe('\t');
  });

  it('reads JPEG and WebP dimensions from their headers', () => {
    const jpeg = Buffer.from([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x03, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      0,
    ]);
    expect(imageInfo(jpeg)).toEqual({ format: 'jpeg', width: 600, height: 300 });
    const vp8x = Buffer.alloc(30);
    vp8x.write('RIFF', 0, 'ascii');
    vp8x.write('WEBPVP8X', 8, 'ascii');
    vp8x.writeUIntLE(1919, 24, 3);
    vp8x.writeUIntLE(1079, 27, 3);
    expect(imageInfo(vp8x)).toEqual({ format: 'webp', width: 1920, height: 1080 });
  });
});

describe('PDF headings', () => {
  const pdfFile = async (pages: Parameters<typeof pdfDoc>[0]) => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'spa.pdf');
    fs.writeFileSync(file, await pdfDoc(pages));
    return file;
  };

  it('reads a line set larger than the body as the heading of the lines below, over page breaks', async () => {
    const { blocks, meta } = await extractPdf(
      await pdfFile([
        [
          { text: 'Spa menu for hotel guests, open every day of the year.' },
          { heading: 'Textile-free sauna zone (level -2)' },
          { text: 'Finnish sauna 90 °C, hay sauna 65 °C, steam bath,' },
          { text: 'relaxation room with waterbeds.' },
        ],
        [
          { text: 'Summer (May to October): every day 15.00–20.00.' },
          { heading: 'Treatments' },
          { text: 'Full body massage, 50 min: € 78,00' },
        ],
      ]),
    );
    expect(meta).toEqual({ pages: 2, headings: 2 });
    expect(blocks.map((b) => [b.location, b.title ?? ''])).toEqual([
      [{ page: 1 }, ''],
      [{ page: 1, heading: 'Textile-free sauna zone (level -2)' }, 'Textile-free sauna zone (level -2)'],
      [{ page: 2, heading: 'Textile-free sauna zone (level -2)' }, 'Textile-free sauna zone (level -2)'],
      [{ page: 2, heading: 'Treatments' }, 'Treatments'],
    ]);
    // The heading is no longer glued to the line below it ("… (level -2) Finnish sauna …").
    expect(blocks[1]!.text).toMatch(/^Finnish sauna/);
    const passages = splitPassages(blocks);
    expect(passages.find((p) => p.text.includes('15.00–20.00'))?.title).toBe('Textile-free sauna zone (level -2)');
    expect(passages.find((p) => p.text.includes('€ 78,00'))?.text).not.toContain('15.00');
  });

  it("reads each section under the document's title when the document opens with a heading", async () => {
    const { blocks } = await extractPdf(
      await pdfFile([
        [
          { heading: 'Beer Spa U Koruny' },
          { text: 'Two oak tubs in a vaulted cellar room.' },
          { heading: 'Opening hours' },
          { text: 'Monday to Thursday: 14:00–22:00' },
        ],
      ]),
    );
    expect(blocks.map((b) => b.title)).toEqual(['Beer Spa U Koruny', 'Beer Spa U Koruny › Opening hours']);
  });
});

describe('names and storage keys', () => {
  it('keeps only a clean base name for display', () => {
    expect(displayName('../../etc/passwd')).toBe('passwd');
    expect(displayName('C:\\Users\\me\\menu.pdf')).toBe('menu.pdf');
    expect(displayName('/abs/path/rates.xlsx')).toBe('rates.xlsx');
    expect(displayName('evil\u0000name\u202e.txt')).toBe('evilname.txt');
    expect(displayName('..')).toBe('Untitled');
    expect(displayName(`${'a'.repeat(300)}.docx`)).toMatch(/^a{250}\.docx$/);
    expect(contentDisposition('inline', 'Menü "été".pdf')).toBe(
      `inline; filename="Men_ __t__.pdf"; filename*=UTF-8''Men%C3%BC%20%22%C3%A9t%C3%A9%22.pdf`,
    );
  });

  it('refuses storage keys that could leave the storage root', async () => {
    for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a\\b', '', 'a//b', '.hidden']) expect(() => assertValidKey(bad), bad).toThrow();
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'storage-'));
    try {
      const storage = fileStorage(root);
      expect(await storage.put('documents/abc', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
      expect(await storage.exists('documents/abc')).toBe(true);
      await expect(storage.put('documents/big', Buffer.alloc(100), { maxBytes: 10 })).rejects.toThrow();
      expect(await storage.exists('documents/big')).toBe(false);
      expect(fs.readdirSync(path.join(root, 'documents'))).toEqual(['abc']); // no partial file left
      await storage.delete('documents/abc');
      expect(await storage.exists('documents/abc')).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
