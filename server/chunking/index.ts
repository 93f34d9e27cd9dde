export { detectLanguage, passageLanguage, searchLanguages, type SearchLanguage } from './language.ts';
export { splitPassages, sentences, type Block, type Location, type Passage, type SplitOptions } from './split.ts';
export { deleteChunks, replaceChunks, type ChunkSet } from './store.ts';
