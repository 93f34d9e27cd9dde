/**
 * FAQ draft quality: Auto Populate's writer (server/faq/draft.ts: the same retrieval and writer as
 * Ask) over a small hotel knowledge base with known answers (tests/fixtures/faq-kb.ts). Counts
 * drafts that are right (contain the expected facts), that cite the right source, and unanswerable
 * questions correctly left as 'Needs an answer' rather than invented. Offline writer unless
 * LLM_BASE_URL is set. Run: npx tsx bench/faq-drafts.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceChunks } from '../server/chunking/store.ts';
import { detectLanguage } from '../server/chunking/language.ts';
import { loadConfig } from '../server/config.ts';
import { openPglite } from '../server/db.ts';
import { writeDraft } from '../server/faq/draft.ts';
import { lowConfidence } from '../server/faq/draft-logic.ts';
import { createLogger } from '../server/logger.ts';
import { migrate } from '../server/migrations.ts';
import { faqCases, faqKnowledge } from '../tests/fixtures/faq-kb.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'faq-bench-'));
const config = loadConfig(process.env, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const db = await openPglite();
await migrate(db);
const ctx = { config, db, log: createLogger(config) };
const property = 'bench-hotel';
for (const p of faqKnowledge) {
  await replaceChunks(db, {
    propertyId: property,
    source: p.source,
    sourceId: p.sourceId,
    language: detectLanguage(p.text),
    passages: [{ title: p.title, text: p.text, location: {} }],
  });
}

let right = 0;
let cited = 0;
let answerable = 0;
let leftForStaff = 0;
let unanswerable = 0;
let invented = 0;
let missed = 0;
let inventedButFlagged = 0;
const lines: string[] = [];
const started = Date.now();
for (const c of faqCases) {
  const d = await writeDraft(ctx, property, c.question);
  if (c.expect) {
    answerable += 1;
    const ok = !d.needsAnswer && c.expect.every((w) => d.answer!.toLowerCase().includes(w.toLowerCase()));
    const src = d.citations.some((s) => s.sourceId === c.source);
    if (ok) right += 1;
    if (!d.needsAnswer && src) cited += 1;
    if (d.needsAnswer) missed += 1;
    lines.push(
      `${ok ? 'right' : 'WRONG'} ${src ? 'cited' : 'NOCITE'} ${c.question} → ${d.needsAnswer ? '(needs an answer)' : d.answer} [confidence ${d.confidence}]`,
    );
  } else {
    unanswerable += 1;
    if (d.needsAnswer) leftForStaff += 1;
    else invented += 1;
    if (!d.needsAnswer && d.confidence < lowConfidence) inventedButFlagged += 1;
    lines.push(
      `${d.needsAnswer ? 'left ' : 'INVENTED'} ${c.question}${d.needsAnswer ? '' : ` → ${d.answer} [confidence ${d.confidence}${d.confidence < lowConfidence ? ', marked low' : ''}]`}`,
    );
  }
}
const ms = Date.now() - started;
console.log(lines.join('\n'));
console.log(`\nwriter: ${config.LLM_BASE_URL ? 'openai-compatible' : 'offline'}; ${faqCases.length} questions in ${ms} ms`);
console.log(
  `right drafts: ${right}/${answerable}; citing the right source: ${cited}/${answerable}; answerable left for staff: ${missed}/${answerable}`,
);
console.log(
  `unanswerable left for staff ('Needs an answer'): ${leftForStaff}/${unanswerable}; invented: ${invented}/${unanswerable} (of which marked low confidence: ${inventedButFlagged})`,
);
await db.close();
fs.rmSync(dataDir, { recursive: true, force: true });
