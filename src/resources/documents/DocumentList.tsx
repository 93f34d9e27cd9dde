import { useMemo, useState, type MouseEvent } from 'react';
import { Button, Link, useMediaQuery, type Theme } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  BulkDeleteButton,
  DataTable,
  EditButton,
  List,
  ShowButton,
  SimpleList,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { formatDate } from '../../providers/dates.ts';
import { openDocumentFile } from '../../providers/fileLinks.ts';
import { useRuntimeConfig } from '../../providers/RuntimeConfigContext.tsx';
import { DeleteRecordButton } from '../builders/DeleteRecordButton.tsx';
import { EmptyState } from '../builders/EmptyState.tsx';
import { FieldValue } from '../builders/fields/FieldValue.tsx';
import { StatusChip } from '../builders/fields/StatusChip.tsx';
import { filtersFor } from '../builders/list/filters.tsx';
import { MOBILE_BREAKPOINT } from '../builders/list/ResourceList.tsx';
import { ListError, ListPagination, liveListQueryOptions } from '../builders/list/ListStates.tsx';
import { ResourceListActions } from '../builders/list/ResourceListActions.tsx';
import { isSortable, listFields } from '../builders/model.ts';
import type { ScreenProps } from '../builders/overrides.ts';
import type { ResourceDeclaration } from '../types.ts';
import { fileHref } from './uploadModel.ts';
import { UploadDialog } from './UploadDialog.tsx';
import { useUploadQueue } from './useUploadQueue.ts';

const hrefOf = (record: RaRecord) => fileHref(record.id);

/** Opens the original through a signed link asked for at click time (no token in any URL). */
const openFile = (record: RaRecord | undefined) => {
  if (record) void openDocumentFile(String(record.id)).catch(() => undefined);
  return false as const;
};

const NameLink = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Link
      href={hrefOf(record)}
      target="_blank"
      rel="noopener"
      underline="hover"
      aria-label={translate('app.documents.open_file', { name: record.name, _: `Open ${String(record.name)}` })}
      onClick={(e: MouseEvent) => {
        e.stopPropagation();
        e.preventDefault();
        openFile(record);
      }}
    >
      {String(record.name ?? '')}
    </Link>
  );
};

// Pessimistic: react-admin then asks the spec's 'Are you absolutely sure?' before deleting.
const DocumentTable = ({ decl }: { decl: ResourceDeclaration }) => (
  <DataTable rowClick={(_id, _resource, record) => openFile(record)} bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}>
    {listFields(decl).map((field) => (
      <DataTable.Col
        key={field.source}
        source={field.source}
        disableSort={!isSortable(field)}
        render={() => (field.source === 'name' ? <NameLink /> : <FieldValue resource={decl.name} field={field} variant="list" />)}
      />
    ))}
    <DataTable.Col
      key="actions"
      label=""
      align="right"
      render={() => (
        <span onClick={(e) => e.stopPropagation()}>
          <ShowButton />
          <EditButton />
          <DeleteRecordButton redirect={false} />
        </span>
      )}
    />
  </DataTable>
);

/**
 * Documents: the generic columns, filters and search, plus an Upload button and dialog; a row (or
 * its name) opens the original file; the list refreshes itself while files are being processed.
 */
export const DocumentList = ({ decl }: ScreenProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down(MOBILE_BREAKPOINT));
  const filters = useMemo(() => filtersFor(decl), [decl]);
  const { uploadMaxBytes } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const [access, setAccess] = useState('staff');
  // Above the List: uploads go on when the empty state gives way to the table.
  const queue = useUploadQueue(uploadMaxBytes, access);
  const uploadButton = (
    <Button variant="contained" size="small" startIcon={<UploadFileIcon />} onClick={() => setOpen(true)}>
      {translate('app.documents.upload', { _: 'Upload' })}
    </Button>
  );
  return (
    <>
      <List
        sort={decl.defaultSort}
        perPage={25}
        filters={filters}
        actions={<ResourceListActions decl={decl} actions={uploadButton} />}
        empty={<EmptyState decl={decl} actions={uploadButton} />}
        pagination={<ListPagination />}
        error={<ListError />}
        queryOptions={liveListQueryOptions}
      >
        {isSmall ? (
          // A tap opens the document's page: its facts, Open the file, Edit, Delete.
          <SimpleList
            primaryText={(record: RaRecord) => String(record.name ?? '')}
            secondaryText={() => <StatusChip resource={decl.name} source="status" />}
            tertiaryText={(record: RaRecord) => formatDate(record.createdAt, locale)}
            rowClick="show"
          />
        ) : (
          <DocumentTable decl={decl} />
        )}
      </List>
      <UploadDialog
        open={open}
        onClose={() => setOpen(false)}
        queue={queue}
        maxBytes={uploadMaxBytes}
        access={access}
        onAccessChange={setAccess}
      />
    </>
  );
};
