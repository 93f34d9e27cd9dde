/** Pure rules of the FAQ manager screen: collected edits, what Auto Populate and review may act on. */
export type FaqStatus = 'unanswered' | 'generating' | 'draft' | 'approved' | 'published' | 'rejected' | 'generation_failed';

export interface FaqQuestion {
  id: string;
  sectionId: string;
  question: string;
  answer: string | null;
  draftAnswer: string | null;
  enabled: boolean;
  status: FaqStatus;
  position: number;
  error: string | null;
  confidence: number | null;
  needsAnswer: boolean;
  citations: { n: number; source: string; sourceId: string; title: string; url: string | null; snippet: string }[] | null;
  conflicts: { kind: string; sides: { n: number; title: string; source: string; sentence: string; values: string[] }[] }[] | null;
  updatedAt: string;
}

export interface FaqSection {
  id: string;
  title: string;
  position: number;
}

/** Edits made on the screen and saved together. New questions carry a temporary id. */
export interface PendingEdits {
  created: { tempId: string; sectionId: string; question: string }[];
  updated: Record<string, { enabled?: boolean; draftAnswer?: string }>;
  deleted: string[];
}

export const noEdits: PendingEdits = { created: [], updated: {}, deleted: [] };

export const isDirty = (e: PendingEdits) => e.created.length > 0 || e.deleted.length > 0 || Object.keys(e.updated).length > 0;

/** Statuses Auto Populate drafts for (the server's rule too). */
export const needsDraft: readonly FaqStatus[] = ['unanswered', 'generation_failed', 'rejected'];

export type GenerateCheck = 'ok' | 'no_questions' | 'all_answered';

export function canGenerate(questions: readonly Pick<FaqQuestion, 'status' | 'enabled'>[]): GenerateCheck {
  const enabled = questions.filter((q) => q.enabled);
  if (enabled.length === 0) return 'no_questions';
  return enabled.some((q) => needsDraft.includes(q.status)) ? 'ok' : 'all_answered';
}

export const draftsOf = <Q extends Pick<FaqQuestion, 'status' | 'id'>>(questions: readonly Q[]) =>
  questions.filter((q) => q.status === 'draft');

/** Below this confidence a draft is marked for attention (the server's threshold). */
export const lowConfidence = 0.5;

export const isLowConfidence = (q: Pick<FaqQuestion, 'confidence' | 'status'>) =>
  q.status === 'draft' && q.confidence !== null && q.confidence < lowConfidence;

/** The questions as shown: saved ones with their pending edits applied, deleted ones out, new ones in. */
export function withEdits(questions: readonly FaqQuestion[], edits: PendingEdits): (FaqQuestion & { pending?: boolean })[] {
  const shown = questions
    .filter((q) => !edits.deleted.includes(q.id))
    .map((q) => (edits.updated[q.id] ? { ...q, ...edits.updated[q.id], pending: true } : q));
  // New ones go after every saved one, in the order they were added.
  const added = edits.created.map((c, i) => ({ ...unansweredQuestion(c.tempId, c.sectionId, c.question, 1_000_000 + i), pending: true }));
  return [...shown, ...added];
}

/** A question with nothing drafted or published yet, as a newly added one stands until the server has it. */
export const unansweredQuestion = (id: string, sectionId: string, question: string, position: number): FaqQuestion => ({
  id,
  sectionId,
  question,
  answer: null,
  draftAnswer: null,
  enabled: true,
  status: 'unanswered',
  position,
  error: null,
  confidence: null,
  needsAnswer: false,
  citations: null,
  conflicts: null,
  updatedAt: '',
});

/** Progress of the generation job as a percentage, when known. */
export function progressPercent(progress: unknown): number | null {
  const p = progress as { done?: unknown; total?: unknown } | null;
  if (!p || typeof p.done !== 'number' || typeof p.total !== 'number' || p.total <= 0) return null;
  return Math.round((100 * p.done) / p.total);
}
