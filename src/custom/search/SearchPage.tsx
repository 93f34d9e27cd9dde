import { Title } from 'react-admin';
import { useEffect, useRef, useState } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useLocation, useNavigate, useNotify, useTranslate } from 'ra-core';
import { openDocumentFile } from '../../providers/fileLinks.ts';
import { AnswerCard } from './AnswerCard.tsx';
import { SearchBox } from './SearchBox.tsx';
import { parseSource, resultTarget, type SearchResult, type SearchSource } from './searchModel.ts';
import { SearchResultList } from './SearchResultList.tsx';
import { SearchError, SearchLoading, SearchNoResults, SearchTips } from './SearchStates.tsx';
import { SourceFilter } from './SourceFilter.tsx';
import { useAsk } from './useAsk.ts';
import { useSearchResults } from './useSearchResults.ts';
import { useSlashFocus } from './useSlashFocus.ts';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /search. The executed query and source live in the URL (?q=&source=) so reload and Back
 * work; the text box holds a draft until Enter, Open or Ask.
 */
export const SearchPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const notify = useNotify();
  // ra-core's router hooks, so the screen works under whichever router react-admin is given.
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const q = params.get('q')?.trim() ?? '';
  const source = parseSource(params.get('source'));
  const [draft, setDraft] = useState(q);
  const [selected, setSelected] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const search = useSearchResults(q, source);
  const { state: answer, ask, stop } = useAsk();
  useSlashFocus(inputRef);

  // Back/forward changes the URL under us: show the query it now stands for.
  useEffect(() => setDraft(q), [q]);
  useEffect(() => setSelected(-1), [q, source]);

  const go = (nextQ: string, nextSource: SearchSource) => {
    const next = new URLSearchParams();
    if (nextQ) next.set('q', nextQ);
    if (nextQ || nextSource !== 'all') next.set('source', nextSource);
    const search = next.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
  };

  const runSearch = () => {
    const text = draft.trim();
    if (!text) return inputRef.current?.focus();
    if (text === q) void search.refetch();
    else go(text, source);
  };

  const runAsk = () => {
    const question = draft.trim();
    if (!question) return inputRef.current?.focus();
    void ask(question, source);
  };

  const openResult = (result: SearchResult) => {
    const target = resultTarget(result);
    if (target.kind === 'internal') navigate(target.to);
    else if (target.kind === 'external') window.open(target.href, '_blank', 'noopener,noreferrer');
    else if (target.kind === 'file')
      openDocumentFile(target.documentId, target.hash).catch(() => notify('ra.notification.http_error', { type: 'error' }));
  };

  // "Open" opens the result picked with the arrow keys; with none picked it runs the search.
  const runOpen = () => {
    const picked = search.results[selected];
    if (picked && draft.trim() === q) openResult(picked);
    else runSearch();
  };

  const move = (delta: 1 | -1) => {
    const count = search.results.length;
    if (count) setSelected((index) => Math.min(count - 1, Math.max(-1, index + delta)));
  };

  const results = () => {
    if (!q) return answer.status === 'idle' ? <SearchTips /> : null;
    if (search.isPending) return <SearchLoading />;
    if (search.isError && !search.results.length) {
      return <SearchError message={errorMessage(search.error)} onRetry={() => void search.refetch()} />;
    }
    if (!search.results.length) return <SearchNoResults q={q} />;
    return (
      <SearchResultList
        results={search.results}
        total={search.total}
        selected={selected}
        hasMore={search.hasNextPage}
        loadingMore={search.isFetchingNextPage}
        moreError={search.isFetchNextPageError ? errorMessage(search.error) : null}
        onLoadMore={() => void search.fetchNextPage()}
      />
    );
  };

  return (
    <Box sx={{ py: 3 }}>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Title title={translate('app.search.title')} />
        <Typography variant="h4" component="h1" fontWeight={700}>
          {translate('app.search.title')}
        </Typography>
        <Typography color="text.secondary">{translate('app.search.subtitle')}</Typography>
      </Stack>
      <Stack spacing={2}>
        <SourceFilter value={source} onChange={(next) => go(q, next)} />
        <SearchBox
          value={draft}
          onChange={setDraft}
          onSearch={runSearch}
          onAsk={runAsk}
          onOpen={runOpen}
          onMove={move}
          inputRef={inputRef}
        />
        {answer.status !== 'idle' && <AnswerCard state={answer} onStop={stop} onRetry={() => void ask(answer.question, answer.source)} />}
        {results()}
      </Stack>
    </Box>
  );
};
