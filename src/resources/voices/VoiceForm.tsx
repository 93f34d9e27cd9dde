import { useState } from 'react';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { CheckboxGroupInput, Form, maxLength, required, SaveButton, TextInput, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { DeleteRecordButton } from '../builders/DeleteRecordButton.tsx';
import { voiceUses } from './declaration.ts';
import { KnowledgePicker } from './KnowledgePicker.tsx';
import { StyleProfileInputs } from './StyleProfileInputs.tsx';

type TabName = 'details' | 'knowledge' | 'profile';

const ContinueButton = ({ onContinue }: { onContinue: () => void }) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  // The name is the one required field: check it before moving on, so Create cannot fail on it later.
  return (
    <Button variant="contained" onClick={async () => (await trigger('name')) && onContinue()}>
      {translate('app.voices.continue')}
    </Button>
  );
};

/**
 * New and edit share one form with the spec's tabs: Details (name, description, Continue) and
 * Knowledge (search connections and documents, Create); an existing voice adds its style profile.
 * Panels stay mounted while hidden so switching tabs loses nothing.
 */
export const VoiceForm = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('details');
  const tabs: TabName[] = mode === 'create' ? ['details', 'knowledge'] : ['details', 'knowledge', 'profile'];
  const panel = (name: TabName) => ({
    role: 'tabpanel',
    id: `voice-tab-${name}`,
    'aria-labelledby': `voice-tab-${name}-label`,
    hidden: tab !== name,
    sx: { pt: 2 },
  });
  return (
    <Form noValidate>
      <Box sx={{ p: 2 }}>
        <Tabs value={tab} onChange={(_e, v: TabName) => setTab(v)} aria-label={translate('resources.voices.name', { smart_count: 1 })}>
          {tabs.map((name) => (
            <Tab
              key={name}
              value={name}
              id={`voice-tab-${name}-label`}
              aria-controls={`voice-tab-${name}`}
              label={translate(`app.voices.tabs.${name}`)}
            />
          ))}
        </Tabs>
        <Box {...panel('details')}>
          <TextInput source="name" validate={[required(), maxLength(120)]} fullWidth sx={{ maxWidth: 640 }} />
          <TextInput
            source="description"
            multiline
            minRows={3}
            validate={maxLength(4000)}
            fullWidth
            sx={{ maxWidth: 640 }}
            helperText="resources.voices.helper.description"
          />
          <CheckboxGroupInput source="usedFor" choices={voiceUses.map((id) => ({ id, name: `resources.voices.choices.usedFor.${id}` }))} />
          {mode === 'create' && <ContinueButton onContinue={() => setTab('knowledge')} />}
        </Box>
        <Box {...panel('knowledge')}>
          {/* Mounted when opened, so the list is fresh (files uploaded meanwhile); the form keeps the picks. */}
          {tab === 'knowledge' && <KnowledgePicker />}
        </Box>
        {mode === 'edit' && (
          <Box {...panel('profile')}>
            <StyleProfileInputs />
          </Box>
        )}
        <Stack direction="row" sx={{ mt: 2 }} gap={1} hidden={mode === 'create' && tab !== 'knowledge'}>
          <SaveButton label={mode === 'create' ? 'app.voices.create' : undefined} alwaysEnable={mode === 'create'} />
          <Box sx={{ flex: 1 }} />
          {mode === 'edit' && <DeleteRecordButton />}
        </Stack>
      </Box>
    </Form>
  );
};
