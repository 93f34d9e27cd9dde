import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  BooleanField,
  ChipField,
  EditButton,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useNotify,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { DeleteRecordButton } from '../builders/DeleteRecordButton.tsx';
import { TagsField } from '../builders/fields/TagsField.tsx';
import { chatbotAgents } from './declaration.ts';

/** The one line a hotel pastes into its site; the script finds the chatbot by its id. */
export const snippetOf = (origin: string, id: string) => `<script src="${origin}/chatbot/widget.js" data-chatbot="${id}" async></script>`;

const Embed = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  if (!record) return null;
  const snippet = snippetOf(window.location.origin, String(record.id));
  return (
    <Card variant="outlined" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('app.agents.chatbot.snippet_title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {translate('app.agents.chatbot.snippet_hint')}
        </Typography>
        {!record.enabled && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {translate('app.agents.chatbot.disabled')}
          </Alert>
        )}
        <Box
          component="pre"
          sx={{ p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: 13 }}
          aria-label={translate('app.agents.chatbot.snippet_title')}
        >
          <code>{snippet}</code>
        </Box>
        <Stack direction="row" gap={1} sx={{ mt: 1 }}>
          <Button
            startIcon={<ContentCopyIcon />}
            onClick={() => navigator.clipboard.writeText(snippet).then(() => notify('app.agents.chatbot.copied', { type: 'success' }))}
          >
            {translate('app.agents.chatbot.copy')}
          </Button>
          <Button
            startIcon={<OpenInNewIcon />}
            href={`/chatbot/demo/${encodeURIComponent(String(record.id))}`}
            target="_blank"
            rel="noopener"
          >
            {translate('app.agents.chatbot.demo')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

const Actions = () => (
  <TopToolbar>
    <EditButton />
    <DeleteRecordButton redirect="/agents" />
  </TopToolbar>
);

/** A chatbot's page: its settings, the embed snippet and the demo page that shows it working. */
export const ChatbotShow = () => (
  <Show actions={<Actions />}>
    <SimpleShowLayout>
      <TextField source="name" />
      <SelectField source="agent" choices={chatbotAgents.map((id) => ({ id, name: `resources.chatbots.choices.agent.${id}` }))} />
      <TagsField resource="chatbots" source="sources" />
      <TextField source="welcome" emptyText="-" />
      <ChipField source="primaryColor" />
      <BooleanField source="enabled" />
      <Embed />
    </SimpleShowLayout>
  </Show>
);
