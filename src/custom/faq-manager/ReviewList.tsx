import { Button } from '@mui/material';
import { useListContext, useNotify, useRefresh, useTranslate, useUnselectAll } from 'ra-core';
import { DataTable, List, NumberInput, ReferenceInput, SelectInput } from 'react-admin';
import { useState } from 'react';
import { faqQuestionStatuses } from '../../resources/faq-questions/declaration.ts';
import { errorCode, faqApi } from './faqApi.ts';
import { AppDateField } from '../../resources/builders/fields/AppDateField.tsx';
import { listFailureProps } from '../../resources/builders/list/ListStates.tsx';

const BulkReview = ({ verb }: { verb: 'approve' | 'reject' }) => {
  const { selectedIds } = useListContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll('faq-questions');
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const ids = selectedIds.map(String);
      await (verb === 'approve' ? faqApi.approveMany(ids) : faqApi.rejectMany(ids));
      notify(verb === 'approve' ? 'app.faq_manager.notify.approved' : 'app.faq_manager.notify.rejected', { type: 'success' });
      unselectAll();
      refresh();
    } catch (err) {
      if (errorCode(err) === 'faq_nothing_to_review') notify('app.faq_manager.notify.nothing_to_review', { type: 'warning' });
      else notify(verb === 'approve' ? 'app.faq_manager.notify.approve_failed' : 'app.faq_manager.notify.reject_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" color={verb === 'reject' ? 'error' : 'primary'} disabled={busy} onClick={run}>
      {translate(verb === 'approve' ? 'app.faq_manager.approve_selected' : 'app.faq_manager.reject_selected')}
    </Button>
  );
};

const filters = [
  <ReferenceInput key="section" source="sectionId" reference="faq-sections" alwaysOn>
    <SelectInput optionText="title" label="app.faq_manager.filter_section" />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    alwaysOn
    label="app.faq_manager.filter_status"
    choices={faqQuestionStatuses.map((s) => ({ id: s, name: `resources.faq-questions.choices.status.${s}` }))}
  />,
  <NumberInput key="confidence" source="confidence_lte" label="app.faq_manager.filter_confidence" min={0} max={1} step={0.1} alwaysOn />,
];

/**
 * Admins' review list: every question of the property in a react-admin list (pages, sort), with
 * filters by section, status and confidence; a selection kept across pages is approved or
 * rejected in one call.
 */
export const ReviewList = () => (
  <List
    resource="faq-questions"
    disableSyncWithLocation
    {...listFailureProps}
    storeKey="faq-review"
    filters={filters}
    filterDefaultValues={{ status: 'draft' }}
    sort={{ field: 'confidence', order: 'ASC' }}
    perPage={25}
    title={false}
    actions={false}
    empty={false}
  >
    <DataTable
      bulkActionButtons={
        <>
          <BulkReview verb="approve" />
          <BulkReview verb="reject" />
        </>
      }
      rowClick={false}
    >
      <DataTable.Col source="question" />
      <DataTable.Col source="draftAnswer" render={(r: { draftAnswer?: string | null }) => (r.draftAnswer ?? '').slice(0, 160)} />
      <DataTable.Col source="status" render={(r: { status: string }) => <StatusText status={r.status} />} />
      <DataTable.NumberCol source="confidence" options={{ style: 'percent' }} />
      <DataTable.Col source="updatedAt" render={() => <AppDateField source="updatedAt" />} />
    </DataTable>
  </List>
);

const StatusText = ({ status }: { status: string }) => {
  const translate = useTranslate();
  return <>{translate(`resources.faq-questions.choices.status.${status}`, { _: status })}</>;
};
