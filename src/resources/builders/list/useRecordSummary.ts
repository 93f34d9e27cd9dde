import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { formatDate } from '../../../providers/dates.ts';
import type { FieldDeclaration } from '../../types.ts';
import { choiceKey, humanize } from '../model.ts';

const MAX_TEXT = 80;

/**
 * One line of plain text for a record's list columns, for the small-screen list, where a row has
 * no room for a table (and chips cannot sit inside a list item's paragraph).
 */
export const useRecordSummary = (resource: string, fields: readonly FieldDeclaration[]) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const label = (source: string) => translate(`resources.${resource}.fields.${source}`, { _: humanize(source) });
  const choice = (source: string, value: string) => translate(choiceKey(resource, source, value), { _: humanize(value) });

  const valueText = (field: FieldDeclaration, value: unknown): string => {
    if (value == null || value === '') return '';
    switch (field.kind) {
      case 'enum':
        return typeof value === 'string' ? choice(field.source, value) : '';
      case 'tags':
        return Array.isArray(value)
          ? value
              .filter((v) => typeof v === 'string')
              .map((v) => choice(field.source, v))
              .join(', ')
          : '';
      case 'boolean':
        return value === true ? label(field.source) : '';
      case 'number':
        return `${label(field.source)}: ${Number(value).toLocaleString(locale)}`;
      case 'date':
        return formatDate(value, locale);
      case 'text':
      case 'longText':
      case 'url': {
        const text = String(value);
        return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
      }
      default:
        return '';
    }
  };

  return (record: RaRecord): string =>
    fields
      .map((field) => valueText(field, record[field.source]))
      .filter((text) => text !== '')
      .join(' · ');
};
