import type { ReactNode } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { EditButton, Show, TopToolbar, useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { formatDate } from '../../providers/dates.ts';
import { openDocumentFile } from '../../providers/fileLinks.ts';
import { documentFailureReason } from '../../providers/serverErrors.ts';
import { DeleteRecordButton } from '../builders/DeleteRecordButton.tsx';
import { AccessChip } from '../builders/fields/AccessChip.tsx';
import { StatusChip } from '../builders/fields/StatusChip.tsx';
import type { ScreenProps } from '../builders/overrides.ts';
import { documentCounts, fileKind, formatSize, languageName } from './documentFacts.ts';
import { useLiveDocument } from './useLiveDocument.ts';

const OpenFileButton = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} onClick={() => void openDocumentFile(String(record.id)).catch(() => undefined)}>
      {translate('app.document.open')}
    </Button>
  );
};

const Actions = () => (
  <TopToolbar>
    <OpenFileButton />
    <EditButton />
    <DeleteRecordButton />
  </TopToolbar>
);

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="dt">
      {label}
    </Typography>
    <Typography variant="body1" component="dd" sx={{ m: 0 }}>
      {children}
    </Typography>
  </Box>
);

/** What a hotel employee wants to know about a file: what it is, how big, whether it could be read. */
const DocumentFacts = () => {
  const shown = useRecordContext();
  // While the server is still reading the file, the page follows it to Ready or Failed.
  const record = useLiveDocument(shown);
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!record) return null;
  const meta = (record.meta ?? {}) as Record<string, unknown>;
  const language = languageName(meta.language, locale);
  const kind = fileKind(record.mimeType);
  const reason = record.status === 'failed' ? documentFailureReason(translate, record) : '';
  const number = (n: number) => n.toLocaleString(locale);
  return (
    <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap>
        <Typography variant="h6" component="h2" sx={{ mr: 1, wordBreak: 'break-word' }}>
          {String(record.name ?? '')}
        </Typography>
        <StatusChip resource="documents" source="status" />
        <AccessChip resource="documents" source="access" />
      </Stack>
      {reason && (
        <Alert severity="error" data-testid="document-failure">
          <strong>{translate('app.document.reason')}:</strong> {reason}
        </Alert>
      )}
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}
      >
        {kind && <Fact label={translate('app.document.type')}>{kind}</Fact>}
        {record.size != null && <Fact label={translate('app.document.size')}>{formatSize(record.size, translate, locale)}</Fact>}
        {documentCounts(record).map(({ key, value }) => (
          <Fact key={key} label={translate(`app.document.${key}`)}>
            {number(value)}
          </Fact>
        ))}
        {language && <Fact label={translate('app.document.language')}>{language}</Fact>}
        {Number(record.chunks) > 0 && <Fact label={translate('app.document.passages')}>{number(Number(record.chunks))}</Fact>}
        {record.createdAt != null && <Fact label={translate('app.document.created')}>{formatDate(record.createdAt, locale)}</Fact>}
      </Box>
    </Stack>
  );
};

/** The document page: facts in words, not raw JSON, an id or "Size (bytes)". */
export const DocumentShow = (_props: ScreenProps) => (
  <Show actions={<Actions />}>
    <DocumentFacts />
  </Show>
);
