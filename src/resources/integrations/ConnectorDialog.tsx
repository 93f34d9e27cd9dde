import LinkIcon from '@mui/icons-material/Link';
import { TextInput, useTranslate } from 'react-admin';
import { requiredValue } from '../builders/inputs/validation.ts';
import { CreateDialog } from '../builders/form/CreateDialog.tsx';
import { integrations } from './declaration.ts';
import { connectorFields, connectorPayload, type ConnectorFormValues, type ConnectorKind } from './integrationModel.ts';

const validateRequired = [requiredValue('app.integrations.connector_dialog.required')];

/**
 * Connect a property-management system or a reviews account: an optional name and the connector's
 * settings (under `settings.<name>`, where the server's connector keys its errors too).
 */
export const ConnectorDialog = ({ kind, onClose }: { kind: ConnectorKind | null; onClose: () => void }) => {
  const translate = useTranslate();
  const provider = kind ? translate(`app.integrations.cards.${kind}.provider`) : '';
  return (
    <CreateDialog
      resource={integrations.name}
      open={kind !== null}
      onClose={onClose}
      titleId="connector-title"
      title={translate('app.integrations.connector_dialog.title', { provider })}
      description={kind ? translate(`app.integrations.cards.${kind}.description`) : undefined}
      submitLabel="app.integrations.connector_dialog.submit"
      submitIcon={<LinkIcon />}
      transform={(values: ConnectorFormValues) => connectorPayload(kind ?? 'pms', values)}
      successMessage="app.integrations.notifications.connector_created"
      failureMessage="app.integrations.notifications.create_connector_failed"
    >
      <TextInput
        source="name"
        label="app.integrations.connector_dialog.name"
        helperText="app.integrations.connector_dialog.optional_help"
        placeholder={provider}
        autoComplete="off"
        fullWidth
      />
      {kind &&
        connectorFields[kind].map((field) => (
          <TextInput
            key={field.name}
            source={`settings.${field.name}`}
            label={`app.integrations.connector_dialog.${kind}.${field.name}`}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            validate={field.required ? validateRequired : undefined}
            helperText={field.helpKey ?? false}
            fullWidth
          />
        ))}
    </CreateDialog>
  );
};
