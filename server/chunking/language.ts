/** Postgres text-search configurations the chunks table is searched with. */
export type SearchLanguage = 'english' | 'french' | 'german' | 'simple';

export const searchLanguages: readonly SearchLanguage[] = ['english', 'french', 'german', 'simple'];

// Frequent function words that are rare in the other two languages; short shared words
// ("a", "in", "die"/"die") are left out so mixed signals do not tip the count.
const stopWords: Record<Exclude<SearchLanguage, 'simple'>, Set<string>> = {
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

/**
 * Picks the text-search configuration for a text by counting stop words. Falls back to `simple`
 * (no stemming) when the text is too short or in another language, so nothing is mis-stemmed.
 */
export function detectLanguage(text: string): SearchLanguage {
  const words =
    text
      .toLowerCase()
      .match(/\p{L}+/gu)
      ?.slice(0, 5000) ?? [];
  if (words.length < 3) return 'simple';
  let best: SearchLanguage = 'simple';
  let bestHits = 0;
  let total = 0;
  for (const lang of ['english', 'french', 'german'] as const) {
    const set = stopWords[lang];
    let hits = 0;
    for (const w of words) if (set.has(w)) hits++;
    total += hits;
    if (hits > bestHits) {
      best = lang;
      bestHits = hits;
    }
  }
  // Require a clear winner that is a real share of the words.
  if (bestHits < 2 || bestHits / words.length < 0.04 || bestHits < (total - bestHits) * 1.2) return 'simple';
  return best;
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
  const words = sample.toLowerCase().match(/\p{L}+/gu) ?? [];
  const hits = (lang: 'english' | 'french' | 'german') => words.filter((w) => stopWords[lang].has(w)).length;
  const german = (sample.match(/[äöüß]/gi)?.length ?? 0) * 2 + hits('german');
  const french = (sample.match(/[éèêàùçœ]/gi)?.length ?? 0) * 2 + hits('french');
  if (german > french && german >= 2) return 'german';
  if (french > german && french >= 2) return 'french';
  return 'english';
}
