import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDeclaration } from '../types.ts';
import { choiceKey, humanize } from './model.ts';

export interface Choice {
  id: string;
  name: string;
}

/** Translates one enum/tags value; a value missing from the catalogue is humanized, not shown as a key. */
export const useChoiceLabel = (resource: string, source: string) => {
  const translate = useTranslate();
  return (value: string): string => translate(choiceKey(resource, source, value), { _: humanize(value) });
};

/** Translated `{id, name}` choices for SelectInput & co (pass `translateChoice={false}`). */
export const useChoices = (resource: string, field: FieldDeclaration): Choice[] => {
  const translate = useTranslate();
  return useMemo(
    () =>
      (field.choices ?? []).map((value) => ({
        id: value,
        name: translate(choiceKey(resource, field.source, value), { _: humanize(value) }),
      })),
    [translate, resource, field],
  );
};

/** The field's label, as react-admin computes it for headers and inputs. */
export const useFieldLabel = (resource: string) => {
  const translate = useTranslate();
  return (source: string): string => translate(`resources.${resource}.fields.${source}`, { _: humanize(source) });
};
