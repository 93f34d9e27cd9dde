import { useState, type FormEvent } from 'react';
import {
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'ra-core';
import { DialogFormActions } from './DialogFormActions.tsx';
import { fieldErrorsOf } from './integrationModel.ts';
import { RESOURCE } from './integrationsData.ts';

export type ConnectorKind = 'pms' | 'reviews';

interface ConnectorField {
  name: string;
  required: boolean;
  secret?: boolean;
  helpKey?: string;
}

/** Settings each connector needs; the server's connector validates them again. */
export const connectorFields: Record<ConnectorKind, readonly ConnectorField[]> = {
  pms: [
    { name: 'clientId', required: true },
    { name: 'clientSecret', required: true, secret: true },
    { name: 'propertyId', required: true },
    { name: 'baseUrl', required: false, helpKey: 'app.integrations.connector_dialog.pms.baseUrl_help' },
    { name: 'checkInTime', required: false, helpKey: 'app.integrations.connector_dialog.pms.time_help' },
    { name: 'checkOutTime', required: false, helpKey: 'app.integrations.connector_dialog.pms.time_help' },
  ],
  reviews: [
    { name: 'accountId', required: true },
    { name: 'locationId', required: true },
    { name: 'accessToken', required: true, secret: true },
  ],
};

interface Props {
  kind: ConnectorKind | null;
  onClose: () => void;
  onCreated: () => void;
}

export const ConnectorDialog = ({ kind, onClose, onCreated }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const provider = kind ? translate(`app.integrations.cards.${kind}.provider`) : '';
  const fields = kind ? connectorFields[kind] : [];

  const close = () => {
    if (saving) return;
    setValues({});
    setErrors({});
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind) return;
    const missing = Object.fromEntries(
      fields.filter((f) => f.required && !values[f.name]?.trim()).map((f) => [f.name, 'app.integrations.connector_dialog.required']),
    );
    setErrors(missing);
    if (Object.keys(missing).length) return;
    const settings = Object.fromEntries(
      fields.map((f) => [f.name, values[f.name]?.trim() ?? '']).filter(([, value]) => value !== ''),
    );
    setSaving(true);
    try {
      // Without a name the server's connector picks a descriptive one (e.g. with the property code).
      const name = values.name?.trim();
      await dataProvider.create(RESOURCE, { data: { kind, ...(name ? { name } : {}), settings } });
      notify('app.integrations.notifications.connector_created', { type: 'success' });
      setValues({});
      onCreated();
      onClose();
    } catch (error) {
      // The server may key errors by the setting's name or by its path under `settings`.
      const serverErrors = Object.fromEntries(
        Object.entries(fieldErrorsOf(error)).map(([key, message]) => [key.replace(/^settings\./, ''), message]),
      );
      setErrors(serverErrors);
      notify('app.integrations.notifications.create_connector_failed', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };

  const field = (name: string, label: string, options: { required?: boolean; secret?: boolean; help?: string; placeholder?: string } = {}) => (
    <TextField
      key={name}
      name={name}
      label={label}
      required={options.required}
      type={options.secret ? 'password' : 'text'}
      autoComplete="off"
      placeholder={options.placeholder}
      value={values[name] ?? ''}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
      error={Boolean(errors[name])}
      helperText={errors[name] ? translate(errors[name], { _: errors[name] }) : options.help}
      disabled={saving}
      fullWidth
    />
  );

  return (
    <Dialog open={kind !== null} onClose={close} fullWidth maxWidth="sm" aria-labelledby="connector-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="connector-title">
          {translate('app.integrations.connector_dialog.title', { provider })}
        </DialogTitle>
        <DialogContent>
          {kind && (
            <DialogContentText sx={{ mb: 2 }}>{translate(`app.integrations.cards.${kind}.description`)}</DialogContentText>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            {field('name', translate('app.integrations.connector_dialog.name'), {
              help: translate('app.integrations.connector_dialog.optional_help'),
              placeholder: provider,
            })}
            {kind &&
              fields.map((f) =>
                field(f.name, translate(`app.integrations.connector_dialog.${kind}.${f.name}`), {
                  required: f.required,
                  secret: f.secret,
                  help: f.helpKey ? translate(f.helpKey) : undefined,
                }),
              )}
          </Stack>
        </DialogContent>
        <DialogFormActions onCancel={close} saving={saving} submitLabel={translate('app.integrations.connector_dialog.submit')} />
      </form>
    </Dialog>
  );
};
