import { Card } from '@mui/material';
import { Create, Edit, useEditContext } from 'react-admin';
import { VoiceForm } from './VoiceForm.tsx';
import { VoicePreview } from './VoicePreview.tsx';

type VoiceData = Record<string, unknown>;

// Only the voice's own fields travel: the server derives names and the profile again from the sources.
const payload = ({ name, description, usedFor, knowledgeSources, styleProfile }: VoiceData) => ({
  name,
  description,
  usedFor,
  knowledgeSources,
  styleProfile,
});

const VoiceCreate = () => (
  <Create redirect="edit" transform={({ styleProfile: _p, ...data }: VoiceData) => payload(data)}>
    <VoiceForm mode="create" />
  </Create>
);

const EditBody = () => {
  const { record } = useEditContext();
  if (!record) return null;
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <VoiceForm mode="edit" />
      </Card>
      <Card sx={{ mt: 2 }}>
        <VoicePreview />
      </Card>
    </>
  );
};

/** The voice's detail page (/voices/{id}): its tabs, its profile and the side-by-side preview. */
const VoiceEdit = () => (
  <Edit
    component="div"
    actions={false}
    mutationMode="pessimistic"
    redirect={false}
    transform={(data: VoiceData, options?: { previousData?: VoiceData }) => {
      // Changed sources re-derive the profile: do not send the old one back in that case.
      const sourcesChanged = JSON.stringify(data.knowledgeSources) !== JSON.stringify(options?.previousData?.knowledgeSources);
      return sourcesChanged ? { ...payload(data), styleProfile: undefined } : payload(data);
    }}
  >
    <EditBody />
  </Edit>
);

export const overrides = { create: VoiceCreate, edit: VoiceEdit };
