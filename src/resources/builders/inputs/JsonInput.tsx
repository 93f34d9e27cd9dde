import { TextInput, type TextInputProps, type Validator } from 'react-admin';

/** While the text does not parse, the raw string stays in the form and fails validation. */
const parseJson = (text: string): unknown => {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const formatJson = (value: unknown): string => (value == null ? '' : typeof value === 'string' ? value : JSON.stringify(value, null, 2));

const validJson: Validator = (value: unknown) => (typeof value === 'string' ? 'app.resources.json_invalid' : undefined);

/** Structured data, edited as JSON text (only for json fields a declaration opts into a form). */
export const JsonInput = ({ validate, ...props }: TextInputProps) => (
  <TextInput
    {...props}
    fullWidth
    multiline
    minRows={4}
    parse={parseJson}
    format={formatJson}
    validate={[...(Array.isArray(validate) ? validate : validate ? [validate] : []), validJson]}
  />
);
