import { useCallback, useRef } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import SmartToyOutlinedIcon from '@mui/icons-material/SmartToyOutlined';
import HubOutlinedIcon from '@mui/icons-material/HubOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { LinkBase, Title, useLocation, useNavigate, useNotify, useTranslate } from 'react-admin';
import {
  agentOfTab,
  agentTabs,
  createConversation,
  deleteConversation,
  getConversation,
  listConversations,
  parseTab,
  renameConversation,
  uploadToConversation,
  type AgentTab,
  type ChatMessage,
} from './agentsApi.ts';
import { ChatView } from './ChatView.tsx';
import { ConversationList } from './ConversationList.tsx';

const noMessages: ChatMessage[] = [];
const noFiles: { id: string; name: string }[] = [];

/**
 * /agents: the spec's 'Browse agents' with tabs All, Operations, Marketing, Customer Service. The
 * tab (?agent=) and the open conversation (?c=) live in the URL so reload and Back keep them.
 */
export const AgentsPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const params = new URLSearchParams(location.search);
  const tab = parseTab(params.get('agent'));
  const selected = params.get('c');
  const agent = agentOfTab(tab);
  const listAgent = tab === 'all' ? undefined : tab;
  const pending = useRef<string | null>(null);

  const go = (nextTab: AgentTab, conversation: string | null) => {
    const next = new URLSearchParams();
    if (nextTab !== 'all') next.set('agent', nextTab);
    if (conversation) next.set('c', conversation);
    pending.current = null;
    navigate({ pathname: location.pathname, search: next.toString() ? `?${next}` : '' });
  };

  const list = useQuery({ queryKey: ['agents', 'conversations', listAgent ?? 'all'], queryFn: () => listConversations(listAgent) });
  const detail = useQuery({
    queryKey: ['agents', 'conversation', selected],
    queryFn: () => getConversation(selected!),
    enabled: !!selected,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['agents'] });

  const ensureConversation = useCallback(async () => {
    if (selected) return selected;
    pending.current ??= (await createConversation(agent)).id;
    return pending.current;
  }, [selected, agent]);

  return (
    <Box>
      <Title title={translate('app.agents.title')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" alignItems={{ sm: 'center' }} gap={1} sx={{ mb: 2 }}>
        <Typography variant="h4" component="h1">
          {translate('app.agents.title')}
        </Typography>
        <Stack direction="row" gap={1}>
          <Button component={LinkBase} to="/integrations" startIcon={<HubOutlinedIcon />}>
            {translate('app.agents.integrations')}
          </Button>
          <Button
            component={LinkBase}
            to={`/chatbots/create?source=${encodeURIComponent(JSON.stringify({ agent: tab === 'all' ? 'customer-service' : agent }))}`}
            variant="contained"
            startIcon={<SmartToyOutlinedIcon />}
          >
            {translate('app.agents.create_chatbot')}
          </Button>
        </Stack>
      </Stack>
      <Tabs value={tab} onChange={(_e, v: AgentTab) => go(v, null)} variant="scrollable" sx={{ mb: 2 }}>
        {agentTabs.map((t) => (
          <Tab key={t} value={t} label={translate(`app.agents.tabs.${t}`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', md: 'row' }} gap={2} alignItems="stretch">
        <Card sx={{ width: { md: 280 }, flexShrink: 0 }}>
          <CardContent>
            <ConversationList
              conversations={list.data ?? []}
              loading={list.isPending}
              failed={list.isError}
              onRetry={() => void list.refetch()}
              selected={selected}
              onSelect={(id) => go(tab, id)}
              onRename={async (id, title) => {
                await renameConversation(id, title).catch((e: Error) => notify(e.message, { type: 'error' }));
                void refresh();
              }}
              onDelete={async (id) => {
                await deleteConversation(id).then(
                  () => notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } }),
                  (e: Error) => notify(e.message, { type: 'error' }),
                );
                if (id === selected) go(tab, null);
                void refresh();
              }}
            />
          </CardContent>
        </Card>
        <Card sx={{ flex: 1, minWidth: 0 }}>
          <CardContent sx={{ height: '100%' }}>
            {selected && detail.isError ? (
              <Alert severity="error" action={<Button onClick={() => void detail.refetch()}>{translate('ra.action.refresh')}</Button>}>
                {translate('app.agents.conversation_failed')}
              </Alert>
            ) : selected && detail.isPending ? (
              <LinearProgress />
            ) : (
              <ChatView
                key={`${tab}:${selected ?? 'new'}`}
                tab={tab}
                conversationId={selected}
                initial={detail.data?.messages ?? noMessages}
                files={detail.data?.files ?? noFiles}
                ensureConversation={ensureConversation}
                upload={async (id, file) => {
                  await uploadToConversation(id, file);
                }}
                onAnswered={(id) => {
                  void refresh();
                  if (id !== selected) go(tab, id);
                }}
              />
            )}
          </CardContent>
        </Card>
      </Stack>
    </Box>
  );
};
