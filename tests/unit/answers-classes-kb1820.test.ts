import { describe, expect, it } from 'vitest';
import { splitPassages } from '../../server/chunking/split.ts';
import { htmlToBlocks } from '../../server/extract/html.ts';
import { textToBlocks } from '../../server/extract/text.ts';
import { answer, passage } from './compose-helpers.ts';

/**
 * Failure classes found by three properties first held out, then read (bench SET=kb18, kb19,
 * kb20: a Vienna palace hotel, a Marrakech riad and a Brussels city hotel), each pinned on wording
 * of its own.
 */

/** A Markdown file as the writer receives it: extracted, then packed into passages. */
const markdownPassages = (md: string) =>
  splitPassages(textToBlocks(md, true).blocks).map((p, i) => passage(i + 1, p.title, p.text));

describe('a Markdown table row carries its column headers', () => {
  const spa = `# Spa hours

| Area | Weekdays | Weekend |
|---|---|---|
| Pool | 7:00 – 21:00 | 8:00 – 20:00 |
| Steam room | 15:00 – 21:00 | 10:00 – 20:00 |
`;
  it('as a spreadsheet row does: which column is the weekend', () => {
    const texts = textToBlocks(spa, true).blocks.map((b) => b.text);
    expect(texts).toEqual([
      'Pool (Area): Weekdays 7:00 – 21:00, Weekend 8:00 – 20:00.',
      'Steam room (Area): Weekdays 15:00 – 21:00, Weekend 10:00 – 20:00.',
    ]);
  });
  it('a blank corner cell names nothing', () => {
    const texts = textToBlocks('| | Adult | Child |\n| :-- | --: | --: |\n| Brunch | €49 | |\n', true).blocks.map((b) => b.text);
    expect(texts).toEqual(['Brunch: Adult €49.']);
  });
  it('so the answer says which hours are the weekend ones', () => {
    const a = answer('steam room hours at the weekend?', markdownPassages(spa));
    expect(a.text).toContain('Weekend 10:00 – 20:00');
  });
});

describe('an HTML or Word table row under a header row carries the headers too', () => {
  it('reads each row with the <th> headers, and a table without them as before', () => {
    const page = `<h2>Rates</h2><table><tr><th>Room</th><th>Low season</th><th>High season</th></tr>
      <tr><td>Double</td><td>€140</td><td>€210</td></tr></table>
      <table><tr><td>Check-in</td><td>3 pm</td></tr></table>`;
    expect(htmlToBlocks(page).blocks.map((b) => b.text)).toEqual([
      'Double (Room): Low season €140, High season €210.',
      '| Check-in | 3 pm |',
    ]);
  });
});
