import { Box, Link, Stack, Typography } from '@mui/material';
import {
  DataTable,
  DataTableBody,
  DataTableRow,
  LinkBase,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type DataTableBodyProps,
  type DataTableRowProps,
} from 'react-admin';
import { formatDate } from '../../providers/dates.ts';
import { FieldValue } from '../builders/fields/FieldValue.tsx';
import { isSortable, listFields } from '../builders/model.ts';
import { integrations } from './declaration.ts';
import { IntegrationRowActions } from './IntegrationRowActions.tsx';
import { useDeleteIntegration } from './useIntegrationMutations.ts';
import type { Integration } from './integrationModel.ts';

// In sx a number up to 1 is a fraction (1 = 100%): the hidden label spanned the phone's width.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * Below the product's mobile breakpoint (768px) the table keeps name, status and the row menu, so
 * the actions stay on screen at 375px; the date moves under the name.
 */
const PHONE = '@media (max-width: 767.95px)';
const phoneHidden = ['createdAt', 'pages', 'access'];
const tableSx = {
  // A long name or a wide chip scrolls inside the table, never the page.
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  [PHONE]: { [phoneHidden.map((source) => `& .column-${source}`).join(', ')]: { display: 'none' } },
};
const phoneOnly = { display: 'none', [PHONE]: { display: 'inline' } };

/** Name (to the integration's page), its kind and schedule, and on phones its date. */
const NameCell = () => {
  const record = useRecordContext<Integration>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const [locale] = useLocaleState();
  if (!record) return null;
  const choice = (source: string, value: string) => translate(`resources.integrations.choices.${source}.${value}`, { _: value });
  return (
    <Stack spacing={0.25} sx={{ maxWidth: 320, [PHONE]: { maxWidth: 150 } }}>
      <Link
        component={LinkBase}
        to={createPath({ resource: integrations.name, id: record.id, type: 'show' })}
        variant="body2"
        fontWeight={600}
        underline="hover"
        color="inherit"
        noWrap
        sx={{ display: 'block' }}
        title={record.url ?? record.name}
      >
        {record.name}
      </Link>
      <Typography variant="caption" color="text.secondary" noWrap>
        {choice('kind', record.kind)}
        {record.kind === 'website' && record.schedule ? ` · ${choice('schedule', record.schedule)}` : ''}
        <Box component="span" sx={phoneOnly}>{` · ${formatDate(record.createdAt, locale)}`}</Box>
      </Typography>
    </Stack>
  );
};

/** Rows carry the record's id for tests and tools that follow one integration. */
const IntegrationRow = (props: DataTableRowProps) => {
  const record = useRecordContext<Integration>();
  return <DataTableRow {...props} data-testid={`integration-row-${record?.id}`} />;
};
const IntegrationsBody = (props: DataTableBodyProps) => <DataTableBody {...props} row={IntegrationRow} />;

/** The connected integrations of the list context: the declaration's columns plus the row menu. */
export const ConnectedIntegrationsTable = () => {
  const translate = useTranslate();
  const [remove, { isPending: removing, variables }] = useDeleteIntegration();
  const removingId = (variables as { id?: unknown } | undefined)?.id;
  return (
    <DataTable
      rowClick={false}
      bulkActionButtons={false}
      body={IntegrationsBody}
      aria-label={translate('app.integrations.connected_title')}
      sx={tableSx}
    >
      {listFields(integrations).map((field) => (
        <DataTable.Col
          key={field.source}
          source={field.source}
          disableSort={!isSortable(field)}
          align={field.kind === 'number' ? 'right' : undefined}
          render={() => (field.source === 'name' ? <NameCell /> : <FieldValue resource={integrations.name} field={field} variant="list" />)}
        />
      ))}
      <DataTable.Col
        label={
          <Box component="span" sx={visuallyHidden}>
            {translate('app.integrations.columns.actions', { _: 'Actions' })}
          </Box>
        }
        align="right"
        padding="checkbox"
        render={(record: Integration) => (
          <IntegrationRowActions record={record} onDelete={remove} removing={removing && removingId === record.id} />
        )}
      />
    </DataTable>
  );
};
