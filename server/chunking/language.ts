/** Postgres text-search configurations the chunks table is searched with. */
export type SearchLanguage = 'english' | 'french' | 'german' | 'simple';

export const searchLanguages: readonly SearchLanguage[] = ['english', 'french', 'german', 'simple'];

type Written = Exclude<SearchLanguage, 'simple'>;
const written: readonly Written[] = ['english', 'french', 'german'];

// Frequent function words that are rare in the other two languages; short shared words
// ("a", "in", "die"/"die") are left out so mixed signals do not tip the count.
const stopWords: Record<Written, Set<string>> = {
  english: new Set(
    'the and of to is are was were with for that this from have has be by not you your our we they which at on it as or an will can'.split(
      ' ',
    ),
  ),
  french: new Set(
    'le la les des du et est sont avec pour dans que qui une un sur pas par nous vous au aux ce cette ces il elle ou mais être sera votre notre'.split(
      ' ',
    ),
  ),
  german: new Set(
    'der das und ist sind mit für dem den des ein eine einer nicht auf sich wir sie ihr ich zu von im bei auch oder werden wird unser ihre'.split(
      ' ',
    ),
  ),
};

const lowerWords = (text: string, max: number) =>
  text
    .toLowerCase()
    .match(/\p{L}+/gu)
    ?.slice(0, max) ?? [];

/** How many of `words` are stop words of each language. */
function stopWordHits(words: readonly string[]): Record<Written, number> {
  const hits = { english: 0, french: 0, german: 0 };
  for (const w of words) for (const lang of written) if (stopWords[lang].has(w)) hits[lang]++;
  return hits;
}

/**
 * Picks the text-search configuration for a text by counting stop words. Falls back to `simple`
 * (no stemming) when the text is too short or in another language, so nothing is mis-stemmed.
 */
export function detectLanguage(text: string): SearchLanguage {
  const words = lowerWords(text, 5000);
  if (words.length < 3) return 'simple';
  const hits = stopWordHits(words);
  let best: SearchLanguage = 'simple';
  let bestHits = 0;
  for (const lang of written)
    if (hits[lang] > bestHits) {
      best = lang;
      bestHits = hits[lang];
    }
  const total = hits.english + hits.french + hits.german;
  // Require a clear winner that is a real share of the words.
  if (bestHits < 2 || bestHits / words.length < 0.04 || bestHits < (total - bestHits) * 1.2) return 'simple';
  return best;
}

// Letters one of the three writes and the others do not (English writes none): they speak for a
// passage too short to hold many stop words ("Objets trouvés : vêtements gardés 3 mois").
const ownLetters: Record<'french' | 'german', RegExp> = { french: /[éèêëàâîïôûùçœ]/, german: /[äöüß]/ };

/**
 * The language of one passage of a document: a file in two languages (a French note above an
 * English section) is indexed passage by passage, so the French passage is stemmed in French and
 * found by French words. The passage's stop words and own letters decide when one language clearly
 * leads; otherwise it keeps the language of the whole (`whole`).
 */
export function passageLanguage(text: string, whole: SearchLanguage): SearchLanguage {
  const words = lowerWords(text, 2000);
  const score = stopWordHits(words);
  // A word, not a letter, counts: one accented name ("Belvédère") is not a French passage.
  for (const w of words) {
    if (ownLetters.french.test(w)) score.french++;
    if (ownLetters.german.test(w)) score.german++;
  }
  const [first, second] = (Object.entries(score) as [Written, number][]).sort((a, b) => b[1] - a[1]);
  if (first![1] >= 2 && first![1] >= 2 * second![1]) return first![0];
  return whole;
}

/**
 * Tables (spreadsheet rows) have too few stop words for detectLanguage, yet "rates" must meet
 * "rate": they are stemmed in the language their letters and words suggest, English when nothing
 * tells (matching stays consistent either way: queries are parsed with the chunk's configuration).
 */
export function tableLanguage(text: string): SearchLanguage {
  const detected = detectLanguage(text);
  if (detected !== 'simple') return detected;
  const sample = text.slice(0, 20_000);
  const hits = stopWordHits(lowerWords(sample, Infinity));
  const german = (sample.match(/[äöüß]/gi)?.length ?? 0) * 2 + hits.german;
  const french = (sample.match(/[éèêàùçœ]/gi)?.length ?? 0) * 2 + hits.french;
  if (german > french && german >= 2) return 'german';
  if (french > german && french >= 2) return 'french';
  return 'english';
}
