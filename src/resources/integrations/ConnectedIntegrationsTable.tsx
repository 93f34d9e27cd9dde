import {
  Box,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { LinkBase, useCreatePath, useLocaleState, useTranslate } from 'ra-core';
import type { Identifier } from 'ra-core';
import { IntegrationRowActions } from './IntegrationRowActions.tsx';
import { IntegrationStatusChip } from './IntegrationStatusChip.tsx';
import type { Integration, IntegrationAction } from './integrationModel.ts';
import { formatDate } from '../../providers/dates.ts';

interface Props {
  rows: readonly Integration[];
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  pendingId: Identifier | null;
  onAction: (record: Integration, action: IntegrationAction) => void;
  onDelete: (record: Integration) => Promise<boolean>;
}

// In sx a number up to 1 is a fraction (1 = 100%): the hidden label spanned the phone's width.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const columns = ['name', 'status', 'createdAt', 'pages', 'access'] as const;

/**
 * Below the product's mobile breakpoint (768px) the table keeps name, status and the row menu, so
 * the actions stay on screen at 375px; the date moves under the name.
 */
const PHONE = '@media (max-width: 767.95px)';
const wideOnly = new Set<string>(['createdAt', 'pages', 'access']);
const hideOnPhone = { [PHONE]: { display: 'none' } };
const phoneOnly = { display: 'none', [PHONE]: { display: 'inline' } };


export const ConnectedIntegrationsTable = ({ rows, total, page, perPage, onPageChange, pendingId, onAction, onDelete }: Props) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const createPath = useCreatePath();
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={translate('app.integrations.connected_title')}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column} align={column === 'pages' ? 'right' : 'left'} sx={wideOnly.has(column) ? hideOnPhone : undefined}>
                  {translate(`app.integrations.columns.${column}`)}
                </TableCell>
              ))}
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {translate('app.integrations.columns.actions')}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((record) => (
              <TableRow key={record.id} hover data-testid={`integration-row-${record.id}`}>
                <TableCell sx={{ maxWidth: 320, [PHONE]: { maxWidth: 180 } }}>
                  <Stack spacing={0.25}>
                    <Link
                      component={LinkBase}
                      to={createPath({ resource: 'integrations', id: record.id, type: 'show' })}
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
                      {translate(`app.integrations.kind.${record.kind}`, { _: record.kind })}
                      {record.kind === 'website' && record.schedule
                        ? ` · ${translate(`app.integrations.schedule.${record.schedule}`, { _: record.schedule })}`
                        : ''}
                      <Box component="span" sx={phoneOnly}>{` · ${formatDate(record.createdAt, locale)}`}</Box>
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>
                  <IntegrationStatusChip record={record} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...hideOnPhone }}>{formatDate(record.createdAt, locale)}</TableCell>
                <TableCell align="right" sx={hideOnPhone}>{(record.pages ?? 0).toLocaleString(locale)}</TableCell>
                <TableCell sx={hideOnPhone}>{translate(`resources.integrations.choices.access.${record.access}`, { _: record.access })}</TableCell>
                <TableCell align="right" padding="checkbox">
                  <IntegrationRowActions
                    record={record}
                    busy={pendingId === record.id}
                    onAction={onAction}
                    onDelete={onDelete}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {total > perPage && (
        <TablePagination
          component="div"
          count={total}
          page={page - 1}
          rowsPerPage={perPage}
          rowsPerPageOptions={[perPage]}
          onPageChange={(_, next) => onPageChange(next + 1)}
        />
      )}
    </Paper>
  );
};
