import { Box, Typography } from '@mui/material';
import { BooleanInput, NumberField, SelectArrayInput, SelectInput, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { formalities, sentenceLengths, tones } from './styleProfile.ts';

const csv = {
  format: (v: unknown) => (Array.isArray(v) ? v.join(', ') : ''),
  parse: (v: string) =>
    v
      .split(',')
      .map((w) => w.trim())
      .filter(Boolean),
};

/** The derived style profile, shown as inputs: what the server found, for the user to correct. */
export const StyleProfileInputs = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const t = (key: string) => translate(`app.voices.profile.${key}`);
  if (!record?.styleProfile) return <Typography color="text.secondary">{t('empty')}</Typography>;
  const examples: string[] = Array.isArray(record.styleProfile.examples) ? record.styleProfile.examples : [];
  return (
    <Box sx={{ width: '100%', maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('hint')}
      </Typography>
      <SelectArrayInput
        source="styleProfile.tone"
        label={t('fields.tone')}
        choices={tones.map((id) => ({ id, name: t(`tones.${id}`) }))}
        fullWidth
      />
      <SelectInput
        source="styleProfile.formality"
        label={t('fields.formality')}
        choices={formalities.map((id) => ({ id, name: t(`formality.${id}`) }))}
        fullWidth
      />
      <SelectInput
        source="styleProfile.sentenceLength"
        label={t('fields.sentenceLength')}
        choices={sentenceLengths.map((id) => ({ id, name: t(`length.${id}`) }))}
        fullWidth
      />
      {record.styleProfile.averageSentenceWords > 0 && (
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t('fields.averageSentenceWords')}: <NumberField source="styleProfile.averageSentenceWords" />
        </Typography>
      )}
      <TextInput
        source="styleProfile.vocabulary"
        label={t('fields.vocabulary')}
        helperText={t('fields.vocabulary_hint')}
        format={csv.format}
        parse={csv.parse}
        fullWidth
      />
      <BooleanInput source="styleProfile.emoji" label={t('fields.emoji')} />
      <BooleanInput source="styleProfile.exclamations" label={t('fields.exclamations')} />
      <TextInput source="styleProfile.greeting" label={t('fields.greeting')} fullWidth />
      <TextInput source="styleProfile.signOff" label={t('fields.signOff')} fullWidth />
      {examples.length > 0 && (
        <Box component="figure" sx={{ m: 0 }}>
          <Typography component="figcaption" variant="subtitle2">
            {t('fields.examples')}
          </Typography>
          {examples.map((e) => (
            <Typography
              key={e}
              component="blockquote"
              variant="body2"
              sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, my: 1, mx: 0 }}
            >
              {e}
            </Typography>
          ))}
        </Box>
      )}
    </Box>
  );
};
