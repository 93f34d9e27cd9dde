import type { MouseEvent } from 'react';
import { BooleanField, NumberField, ReferenceField, TextField, UrlField } from 'react-admin';
import type { FieldDeclaration } from '../../types.ts';
import { isAccessField } from '../model.ts';
import { AccessChip } from './AccessChip.tsx';
import { AppDateField } from './AppDateField.tsx';
import { EnumText } from './EnumText.tsx';
import { FileName, JsonValue } from './JsonValue.tsx';
import { StatusChip } from './StatusChip.tsx';
import { TagsField } from './TagsField.tsx';
import { MultilineText, TruncatedText } from './TruncatedText.tsx';

/** Tags visible in a list cell before the "+N" badge (spec: "Emails, Blogs and a +count overflow"). */
export const LIST_TAGS_VISIBLE = 2;

interface FieldValueProps {
  resource: string;
  field: FieldDeclaration;
  /** Lists are dense (one line, few chips); the show view has room for everything. */
  variant: 'list' | 'show';
}

/** One field of the current record, rendered by its declared kind. */
export const FieldValue = ({ resource, field, variant }: FieldValueProps) => {
  const { source } = field;
  switch (field.kind) {
    case 'longText':
      return variant === 'list' ? <TruncatedText source={source} /> : <MultilineText source={source} />;
    case 'url':
      return <UrlField source={source} target="_blank" rel="noopener noreferrer" onClick={stopRowClick} />;
    case 'enum':
      if (field.status) return <StatusChip resource={resource} source={source} />;
      if (isAccessField(field)) return <AccessChip resource={resource} source={source} />;
      return <EnumText resource={resource} source={source} />;
    case 'boolean':
      return <BooleanField source={source} />;
    case 'date':
      return <AppDateField source={source} />;
    case 'number':
      return <NumberField source={source} />;
    case 'tags':
      return <TagsField resource={resource} source={source} max={variant === 'list' ? LIST_TAGS_VISIBLE : undefined} />;
    case 'reference':
      return field.reference ? <ReferenceField source={source} reference={field.reference} /> : <TextField source={source} />;
    case 'file':
      return <FileName source={source} />;
    case 'json':
      return variant === 'list' ? null : <JsonValue source={source} />;
    case 'text':
      return <TextField source={source} />;
  }
};

/** A link inside a clickable row must open the link, not the row. */
const stopRowClick = (event: MouseEvent) => event.stopPropagation();
