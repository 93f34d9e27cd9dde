import { Alert, Box, Button, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useEffect, useMemo, useRef, useState } from 'react';
import { AddQuestionDialog } from './AddQuestionDialog.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { DraftDialog } from './DraftDialog.tsx';
import { errorCode, faqApi } from './faqApi.ts';
import { isDirty, noEdits, progressPercent, withEdits, type FaqQuestion, type FaqSection, type PendingEdits } from './faqModel.ts';
import { HistoryDialog } from './HistoryDialog.tsx';
import { ReviewList } from './ReviewList.tsx';
import { SectionBlock } from './SectionBlock.tsx';
import { SectionDialog } from './SectionDialog.tsx';
import { useFaqActions } from './useFaqActions.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';

let tempIds = 0;

/** /faq-manager: sections and questions, Auto Populate, review with diff, approve, publish. */
export function FaqManagerPage() {
  const translate = useTranslate();
  const t = (k: string, o?: Record<string, unknown>) => translate(`app.faq_manager.${k}`, o);
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [tab, setTab] = useState<'sections' | 'review'>('sections');
  const [edits, setEdits] = useState<PendingEdits>(noEdits);
  const [jobId, setJobId] = useState<number | null>(null);
  const [sectionDialog, setSectionDialog] = useState<{ id?: string } | null>(null);
  const [addTo, setAddTo] = useState<string | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [historyOf, setHistoryOf] = useState<FaqQuestion | null>(null);
  const [confirmPopulate, setConfirmPopulate] = useState(false);
  const [deleting, setDeleting] = useState<FaqSection | null>(null);

  const role = useQuery({ queryKey: ['faq-my-role'], queryFn: faqApi.myRole, staleTime: 60_000 });
  const isAdmin = role.data === 'admin';
  const sections = useGetList<FaqSection>('faq-sections', {
    pagination: { page: 1, perPage: 200 },
    sort: { field: 'position', order: 'ASC' },
  });
  const job = useQuery({
    queryKey: ['faq-job', jobId],
    queryFn: () => faqApi.job(jobId!),
    enabled: jobId !== null,
    refetchInterval: (q) => (q.state.data && (q.state.data.state === 'done' || q.state.data.state === 'failed') ? false : 1000),
  });
  const running = jobId !== null && job.data?.state !== 'done' && job.data?.state !== 'failed';
  // A generation started before this screen opened (a reload, another tab or member) shows its progress too.
  const current = useQuery({ queryKey: ['faq-generation'], queryFn: faqApi.currentGeneration, enabled: jobId === null, staleTime: 0 });
  const finished = useRef(new Set<number>());
  useEffect(() => {
    const found = current.data?.id;
    if (jobId === null && found !== undefined && !finished.current.has(found)) setJobId(found);
  }, [current.data?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const questions = useGetList<FaqQuestion>(
    'faq-questions',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'position', order: 'ASC' } },
    // While drafts are being written, they arrive as the list refreshes.
    { refetchInterval: running ? 1000 : false },
  );
  const reload = () => {
    void questions.refetch();
    void sections.refetch();
  };
  useEffect(() => {
    if (jobId !== null && (job.data?.state === 'done' || job.data?.state === 'failed')) {
      void questions.refetch();
      if (job.data.state === 'failed' || (job.data.progress?.failed ?? 0) > 0)
        notify('app.faq_manager.notify.generation_failed', { type: 'error' });
      finished.current.add(jobId);
      setJobId(null);
    }
  }, [job.data?.state]); // eslint-disable-line react-hooks/exhaustive-deps

  const saved = useMemo(() => questions.data ?? [], [questions.data]);
  const shown = useMemo(() => withEdits(saved, edits), [saved, edits]);
  // Questions being written with no job on this screen: someone else's generation; show it.
  const othersGenerating = jobId === null && saved.some((q) => q.status === 'generating');
  useEffect(() => {
    if (othersGenerating) void current.refetch();
  }, [othersGenerating]); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = isDirty(edits);
  const guard = useUnsavedGuard(dirty);
  const actions = useFaqActions({ questions: saved, edits, setEdits, reload, onJob: setJobId });
  const open = shown.find((q) => q.id === openId) ?? null;

  const editQuestion = (q: FaqQuestion & { pending?: boolean }, patch: { enabled?: boolean; draftAnswer?: string }) => {
    if (edits.created.some((c) => c.tempId === q.id)) return; // new questions are enabled; toggled after saving
    setEdits({ ...edits, updated: { ...edits.updated, [q.id]: { ...edits.updated[q.id], ...patch } } });
  };
  const deleteQuestion = (q: FaqQuestion) => {
    if (edits.created.some((c) => c.tempId === q.id)) setEdits({ ...edits, created: edits.created.filter((c) => c.tempId !== q.id) });
    else setEdits({ ...edits, deleted: [...edits.deleted, q.id] });
  };
  const populate = async (saveFirst: boolean) => {
    setConfirmPopulate(false);
    if (!saveFirst) return actions.generate();
    if (!(await actions.save('app.faq_manager.notify.saved'))) return;
    // Judge what needs a draft on the questions as saved, not on the list still refreshing.
    const { data } = await dataProvider.getList<FaqQuestion>('faq-questions', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'position', order: 'ASC' },
      filter: {},
    });
    await actions.generate({}, data);
  };
  const removeSection = async (s: FaqSection) => {
    setDeleting(null);
    try {
      await dataProvider.delete('faq-sections', { id: s.id, previousData: s });
      notify('app.faq_manager.notify.section_deleted', { type: 'success' });
    } catch (err) {
      notify(
        errorCode(err) === 'faq_section_not_empty'
          ? 'app.faq_manager.notify.section_not_empty'
          : 'app.faq_manager.notify.section_delete_failed',
        { type: 'error' },
      );
    }
    reload();
  };
  const askDeleteSection = (s: FaqSection) => {
    if (shown.some((q) => q.sectionId === s.id)) return notify('app.faq_manager.notify.section_not_empty', { type: 'error' });
    setDeleting(s);
  };

  const loadError = sections.error || questions.error;
  const percent = progressPercent(job.data?.progress);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={t('title')} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        justifyContent="space-between"
        alignItems={{ md: 'center' }}
        spacing={1}
        sx={{ mb: 2 }}
      >
        <Box>
          <Typography variant="h5" component="h1">
            {t('title')}
          </Typography>
          <Typography color="text.secondary">{t('subtitle')}</Typography>
        </Box>
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          <Button startIcon={<AddIcon />} onClick={() => setSectionDialog({})}>
            {t('add_section')}
          </Button>
          <Button variant={dirty ? 'contained' : 'outlined'} disabled={actions.busy} onClick={() => void actions.save()}>
            {t('save')}
          </Button>
          <Button
            startIcon={<AutoAwesomeIcon />}
            disabled={actions.busy || running}
            onClick={() => (dirty ? setConfirmPopulate(true) : void populate(false))}
          >
            {t('auto_populate')}
          </Button>
          {isAdmin && (
            <>
              <Button disabled={actions.busy} onClick={() => void actions.approveAll()}>
                {t('approve_all')}
              </Button>
              <Button variant="contained" disabled={actions.busy} onClick={() => void actions.publish()}>
                {t('publish')}
              </Button>
            </>
          )}
        </Stack>
      </Stack>

      {dirty && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('unsaved')}
        </Alert>
      )}
      {running && (
        <Box sx={{ mb: 2 }} role="status" aria-live="polite" data-testid="faq-progress">
          <Typography variant="body2">
            {percent === null
              ? t('generating_unknown')
              : t('generating', { done: job.data?.progress?.done ?? 0, total: job.data?.progress?.total ?? 0 })}
          </Typography>
          <LinearProgress variant={percent === null ? 'indeterminate' : 'determinate'} value={percent ?? undefined} />
        </Box>
      )}

      {isAdmin && (
        <Tabs value={tab} onChange={(_, v) => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="sections" label={t('tab_sections')} />
          <Tab value="review" label={t('tab_review')} />
        </Tabs>
      )}

      {loadError ? (
        <Alert severity="error" action={<Button onClick={reload}>{t('retry')}</Button>}>
          {t('notify.load_failed')}
        </Alert>
      ) : tab === 'review' && isAdmin ? (
        <ReviewList />
      ) : sections.isPending || questions.isPending ? (
        <LinearProgress />
      ) : (sections.data ?? []).length === 0 ? (
        <Typography color="text.secondary">{t('no_sections')}</Typography>
      ) : (
        <Stack spacing={2}>
          {(sections.data ?? []).map((s) => (
            <SectionBlock
              key={s.id}
              section={s}
              questions={shown.filter((q) => q.sectionId === s.id)}
              isAdmin={isAdmin}
              busy={actions.busy}
              onAddQuestion={() => setAddTo(s.id)}
              onEditSection={() => setSectionDialog({ id: s.id })}
              onDeleteSection={() => askDeleteSection(s)}
              onToggle={(q, enabled) => editQuestion(q, { enabled })}
              onDeleteQuestion={deleteQuestion}
              onOpen={(q) => setOpenId(q.id)}
              onHistory={(q) => setHistoryOf(q)}
              onRetry={(q) => void actions.generate({ ids: [q.id] })}
              onApprove={(id) => void actions.approve(id)}
              onReject={(id) => void actions.reject(id)}
            />
          ))}
        </Stack>
      )}

      {sectionDialog && <SectionDialog open id={sectionDialog.id} onClose={() => (setSectionDialog(null), reload())} />}
      <AddQuestionDialog
        open={addTo !== null}
        onClose={() => setAddTo(null)}
        onAdd={(question) =>
          setEdits({ ...edits, created: [...edits.created, { tempId: `new-${++tempIds}`, sectionId: addTo!, question }] })
        }
      />
      <DraftDialog
        question={open}
        isAdmin={isAdmin}
        busy={actions.busy}
        onClose={() => setOpenId(null)}
        onApprove={(id) => (setOpenId(null), void actions.approve(id))}
        onReject={(id) => (setOpenId(null), void actions.reject(id))}
        onWrite={(id, text) =>
          editQuestion(
            shown.find((q) => q.id === id)!,
            { draftAnswer: text },
          )
        }
      />
      <HistoryDialog questionId={historyOf?.id ?? null} title={historyOf?.question ?? ''} onClose={() => setHistoryOf(null)} />
      <ConfirmDialog
        open={confirmPopulate}
        title="app.faq_manager.auto_populate"
        message="app.faq_manager.unsaved_autopopulate"
        confirm="app.faq_manager.continue"
        cancel="app.faq_manager.cancel"
        onConfirm={() => void populate(true)}
        onCancel={() => setConfirmPopulate(false)}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="ra.message.delete_title"
        message={translate('ra.message.delete_content', { name: deleting?.title ?? '' })}
        confirm="ra.action.delete"
        cancel="app.faq_manager.cancel"
        onConfirm={() => deleting && void removeSection(deleting)}
        onCancel={() => setDeleting(null)}
      />
      <ConfirmDialog
        open={guard.leaving}
        title="app.faq_manager.unsaved"
        message="app.faq_manager.unsaved_leave"
        confirm="app.faq_manager.leave"
        cancel="app.faq_manager.stay"
        onConfirm={guard.leave}
        onCancel={guard.stay}
      />
    </Box>
  );
}

export default FaqManagerPage;
