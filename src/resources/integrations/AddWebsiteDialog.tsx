import { useState, type FormEvent } from 'react';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import {
  buildWebsitePayload,
  fieldErrorsOf,
  urlErrorKey,
  validateWebsiteUrl,
  type WebsiteForm,
} from './integrationModel.ts';
import { DialogFormActions } from './DialogFormActions.tsx';
import { RESOURCE } from './integrationsData.ts';

const emptyForm: WebsiteForm = { url: '', schedule: 'snapshot', include: '', exclude: '', maxPages: '' };

interface Props {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

export const AddWebsiteDialog = ({ open, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [form, setForm] = useState<WebsiteForm>(emptyForm);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = <K extends keyof WebsiteForm>(key: K, value: WebsiteForm[K]) =>
    setForm((current) => ({ ...current, [key]: value }));

  const close = () => {
    if (saving) return;
    setForm(emptyForm);
    setUrlError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateWebsiteUrl(form.url);
    if (invalid) {
      setUrlError(invalid === 'required' ? 'app.integrations.url_required' : 'app.integrations.url_invalid');
      return;
    }
    setUrlError(null);
    setSaving(true);
    try {
      await dataProvider.create(RESOURCE, { data: buildWebsitePayload(form) });
      notify('app.integrations.notifications.website_created', { type: 'success' });
      setForm(emptyForm);
      onCreated();
      onClose();
    } catch (error) {
      const serverUrlError = fieldErrorsOf(error).url;
      if (serverUrlError) setUrlError(urlErrorKey(serverUrlError));
      notify('app.integrations.notifications.create_website_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="add-website-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="add-website-title">{translate('app.integrations.website_dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{translate('app.integrations.url_hint')}</DialogContentText>
          <Stack spacing={2.5}>
            <TextField
              autoFocus
              fullWidth
              required
              name="url"
              type="url"
              label={translate('app.integrations.website_dialog.url')}
              placeholder={translate('app.integrations.website_dialog.url_placeholder')}
              value={form.url}
              onChange={(event) => {
                update('url', event.target.value);
                if (urlError) setUrlError(null);
              }}
              error={urlError !== null}
              helperText={urlError ? translate(urlError, { _: urlError }) : undefined}
              disabled={saving}
            />
            <FormControl disabled={saving}>
              <FormLabel id="website-schedule">{translate('app.integrations.website_dialog.schedule')}</FormLabel>
              <RadioGroup
                aria-labelledby="website-schedule"
                name="schedule"
                value={form.schedule}
                onChange={(event) => update('schedule', event.target.value === 'daily' ? 'daily' : 'snapshot')}
              >
                {(['snapshot', 'daily'] as const).map((schedule) => (
                  <FormControlLabel
                    key={schedule}
                    value={schedule}
                    control={<Radio />}
                    label={
                      <span>
                        {translate(`app.integrations.schedule.${schedule}`)}
                        <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                          {translate(`app.integrations.website_dialog.${schedule}_help`)}
                        </Typography>
                      </span>
                    }
                    sx={{ alignItems: 'flex-start', mt: 1, '& .MuiRadio-root': { pt: 0.25 } }}
                  />
                ))}
              </RadioGroup>
            </FormControl>
            <Accordion variant="outlined" disableGutters>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                {translate('app.integrations.website_dialog.advanced')}
              </AccordionSummary>
              <AccordionDetails>
                <Stack spacing={2}>
                  {(['include', 'exclude'] as const).map((key) => (
                    <TextField
                      key={key}
                      multiline
                      minRows={2}
                      name={key}
                      label={translate(`app.integrations.website_dialog.${key}`)}
                      helperText={translate('app.integrations.website_dialog.patterns_help')}
                      value={form[key]}
                      onChange={(event) => update(key, event.target.value)}
                      disabled={saving}
                    />
                  ))}
                  <TextField
                    name="maxPages"
                    type="number"
                    label={translate('app.integrations.website_dialog.max_pages')}
                    helperText={translate('app.integrations.website_dialog.max_pages_help')}
                    value={form.maxPages}
                    onChange={(event) => update('maxPages', event.target.value)}
                    slotProps={{ htmlInput: { min: 1, max: 5000 } }}
                    disabled={saving}
                  />
                </Stack>
              </AccordionDetails>
            </Accordion>
          </Stack>
        </DialogContent>
        <DialogFormActions onCancel={close} saving={saving} submitLabel={translate('app.integrations.website_dialog.submit')} />
      </form>
    </Dialog>
  );
};
