import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LanguageIcon from '@mui/icons-material/Language';
import { NumberInput, RadioButtonGroupInput, TextInput, useTranslate } from 'react-admin';
import { fieldOf } from '../builders/model.ts';
import { requiredValue, validatorsFor } from '../builders/inputs/validation.ts';
import { CreateDialog } from '../builders/form/CreateDialog.tsx';
import { integrations } from './declaration.ts';
import { websitePayload, type WebsiteFormValues } from './integrationModel.ts';

const urlField = fieldOf(integrations, 'url')!;
const scheduleField = fieldOf(integrations, 'schedule')!;

/** A website must have a URL ('URL is required'); the declaration's rule says what a valid one is. */
const validateUrl = [requiredValue('app.integrations.url_required'), ...validatorsFor(urlField)];
const validateMaxPages = validatorsFor({ source: 'maxPages', kind: 'number', min: 1, max: 5000 });

const ScheduleChoice = ({ schedule }: { schedule: string }) => {
  const translate = useTranslate();
  return (
    <span>
      {translate(`resources.integrations.choices.schedule.${schedule}`, { _: schedule })}
      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
        {translate(`app.integrations.website_dialog.${schedule}_help`)}
      </Typography>
    </span>
  );
};

const scheduleChoices = (scheduleField.choices ?? []).map((id) => ({ id }));

/** Add website: a URL, a current snapshot or a daily update, and optional crawl limits. */
export const AddWebsiteDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <CreateDialog
      resource={integrations.name}
      open={open}
      onClose={onClose}
      titleId="add-website-title"
      title={translate('app.integrations.website_dialog.title')}
      description={translate('app.integrations.url_hint')}
      submitLabel="app.integrations.website_dialog.submit"
      submitIcon={<LanguageIcon />}
      transform={(values: WebsiteFormValues) => websitePayload(values)}
      successMessage="app.integrations.notifications.website_created"
      failureMessage="app.integrations.notifications.create_website_failed"
      defaultValues={{ schedule: scheduleField.default }}
    >
      <TextInput
        source="url"
        type="url"
        inputMode="url"
        autoFocus
        fullWidth
        label="app.integrations.website_dialog.url"
        placeholder={translate('app.integrations.website_dialog.url_placeholder')}
        validate={validateUrl}
        helperText={false}
      />
      <RadioButtonGroupInput
        source="schedule"
        label="app.integrations.website_dialog.schedule"
        choices={scheduleChoices}
        optionText={(choice: { id: string }) => <ScheduleChoice schedule={choice.id} />}
        row={false}
        helperText={false}
        sx={{ '& .MuiFormControlLabel-root': { alignItems: 'flex-start', mt: 1 }, '& .MuiRadio-root': { pt: 0.25 } }}
      />
      <Accordion variant="outlined" disableGutters>
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>{translate('app.integrations.website_dialog.advanced')}</AccordionSummary>
        <AccordionDetails>
          {(['include', 'exclude'] as const).map((key) => (
            <TextInput
              key={key}
              source={key}
              multiline
              minRows={2}
              fullWidth
              label={`app.integrations.website_dialog.${key}`}
              helperText="app.integrations.website_dialog.patterns_help"
            />
          ))}
          <NumberInput
            source="maxPages"
            min={1}
            max={5000}
            label="app.integrations.website_dialog.max_pages"
            helperText="app.integrations.website_dialog.max_pages_help"
            validate={validateMaxPages}
          />
        </AccordionDetails>
      </Accordion>
    </CreateDialog>
  );
};
