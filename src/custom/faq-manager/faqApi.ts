import { httpClient } from '../../providers/httpClient.ts';
import { serverErrorBody } from '../../providers/serverErrors.ts';

/** The FAQ verbs beside simple-rest CRUD (server/faq/routes.ts). */
const post = async <T>(path: string, body: unknown = {}) =>
  (await httpClient<T>(`/api${path}`, { method: 'POST', body: JSON.stringify(body) })).json;

export const faqApi = {
  generate: (body: { ids?: string[]; sectionId?: string }) => post<{ jobId: number }>('/faq-questions/generate', body),
  approve: (id: string) => post<{ status: string }>(`/faq-questions/${encodeURIComponent(id)}/approve`),
  reject: (id: string) => post<{ status: string }>(`/faq-questions/${encodeURIComponent(id)}/reject`),
  approveMany: (ids: string[]) => post<{ ids: string[]; count: number }>('/faq-questions/approve', { ids }),
  rejectMany: (ids: string[]) => post<{ ids: string[]; count: number }>('/faq-questions/reject', { ids }),
  publish: () => post<{ ids: string[]; count: number }>('/faq/publish'),
  history: async (id: string) =>
    (await httpClient<{ history: HistoryEntry[] }>(`/api/faq-questions/${encodeURIComponent(id)}/history`)).json.history,
  job: async (id: number) => (await httpClient<JobState>(`/api/jobs/${id}`)).json,
  /** The property's Auto Populate job still under way (started before this screen opened, or by someone else). */
  currentGeneration: async () => (await httpClient<{ job: JobState | null }>('/api/faq/generation')).json.job,
  myRole: async () => (await httpClient<{ role: string }>('/api/members/me')).json.role,
};

export interface HistoryEntry {
  id: string;
  action: string;
  answer: string | null;
  actorName: string | null;
  createdAt: string;
}

export interface JobState {
  id: number;
  state: 'queued' | 'running' | 'done' | 'failed';
  progress: { done?: number; total?: number; failed?: number } | null;
}

/** The error code the server sent (e.g. faq_nothing_to_publish), to tell a warning from a failure. */
export const errorCode = (err: unknown): string | undefined => serverErrorBody(err)?.code;
