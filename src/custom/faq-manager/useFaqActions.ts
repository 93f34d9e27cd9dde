import { useDataProvider, useNotify } from 'ra-core';
import { useState } from 'react';
import { errorCode, faqApi } from './faqApi.ts';
import { canGenerate, draftsOf, isDirty, noEdits, type FaqQuestion, type PendingEdits } from './faqModel.ts';

const warningOf: Record<string, string> = {
  faq_nothing_to_generate: 'app.faq_manager.notify.no_questions_to_generate',
  faq_all_answered: 'app.faq_manager.notify.all_answered',
  faq_nothing_to_review: 'app.faq_manager.notify.nothing_to_review',
  faq_nothing_to_publish: 'app.faq_manager.notify.nothing_to_publish',
};

/** The screen's actions: saving collected edits, Auto Populate, review and publish, with their messages. */
export function useFaqActions(opts: {
  questions: FaqQuestion[];
  edits: PendingEdits;
  setEdits: (e: PendingEdits) => void;
  reload: () => void;
  onJob: (id: number) => void;
}) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const { edits, setEdits, reload } = opts;

  const warnOr = (err: unknown, failure: string) => {
    const code = errorCode(err);
    notify(code && warningOf[code] ? warningOf[code] : failure, { type: code && warningOf[code] ? 'warning' : 'error' });
  };

  /** Applies the collected edits; answers true when all were saved. Edits that failed stay pending. */
  async function save(message = 'app.faq_manager.notify.questions_saved'): Promise<boolean> {
    if (!isDirty(edits)) {
      notify('app.faq_manager.notify.no_changes', { type: 'warning' });
      return true;
    }
    setBusy(true);
    const left: PendingEdits = { created: [...edits.created], updated: { ...edits.updated }, deleted: [...edits.deleted] };
    try {
      for (const c of edits.created) {
        await dataProvider.create('faq-questions', { data: { sectionId: c.sectionId, question: c.question } });
        left.created = left.created.filter((x) => x.tempId !== c.tempId);
      }
      for (const [id, patch] of Object.entries(edits.updated)) {
        const previous = opts.questions.find((q) => q.id === id);
        await dataProvider.update('faq-questions', { id, data: patch, previousData: previous ?? { id } });
        delete left.updated[id];
      }
      for (const id of edits.deleted) {
        await dataProvider.delete('faq-questions', { id, previousData: opts.questions.find((q) => q.id === id) ?? { id } });
        left.deleted = left.deleted.filter((x) => x !== id);
      }
      setEdits(noEdits);
      notify(message, { type: 'success' });
      return true;
    } catch {
      setEdits(left);
      notify('app.faq_manager.notify.save_failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
      reload();
    }
  }

  /** `current`: the questions as just saved, when the screen's list has not caught up yet. */
  async function generate(body: { ids?: string[] } = {}, current: readonly FaqQuestion[] = opts.questions) {
    if (!body.ids) {
      const check = canGenerate(current);
      if (check === 'no_questions') return notify('app.faq_manager.notify.no_questions_to_generate', { type: 'warning' });
      if (check === 'all_answered') return notify('app.faq_manager.notify.all_answered', { type: 'warning' });
    }
    setBusy(true);
    try {
      const { jobId } = await faqApi.generate(body);
      opts.onJob(jobId);
      notify('app.faq_manager.notify.generating_started', { type: 'info' });
    } catch (err) {
      warnOr(err, 'app.faq_manager.notify.generate_failed');
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function review(verb: 'approve' | 'reject', id: string) {
    setBusy(true);
    try {
      await (verb === 'approve' ? faqApi.approve(id) : faqApi.reject(id));
      notify(verb === 'approve' ? 'app.faq_manager.notify.approved' : 'app.faq_manager.notify.rejected', { type: 'success' });
    } catch {
      notify(verb === 'approve' ? 'app.faq_manager.notify.approve_failed' : 'app.faq_manager.notify.reject_failed', { type: 'error' });
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function approveAll() {
    const ids = draftsOf(opts.questions).map((q) => q.id);
    if (!ids.length) return notify('app.faq_manager.notify.nothing_to_review', { type: 'warning' });
    setBusy(true);
    try {
      await faqApi.approveMany(ids);
      notify('app.faq_manager.notify.approved', { type: 'success' });
    } catch (err) {
      warnOr(err, 'app.faq_manager.notify.approve_failed');
    } finally {
      setBusy(false);
      reload();
    }
  }

  async function publish() {
    setBusy(true);
    try {
      await faqApi.publish();
      notify('app.faq_manager.notify.published', { type: 'success' });
    } catch (err) {
      warnOr(err, 'app.faq_manager.notify.publish_failed');
    } finally {
      setBusy(false);
      reload();
    }
  }

  return {
    busy,
    save,
    generate,
    approve: (id: string) => review('approve', id),
    reject: (id: string) => review('reject', id),
    approveAll,
    publish,
  };
}
