import { isValidElement } from 'react';
import {
  DeleteWithConfirmButton,
  useCanAccess,
  useGetRecordRepresentation,
  useRecordContext,
  useResourceContext,
  type RedirectionSideEffect,
} from 'react-admin';

interface DeleteRecordButtonProps {
  redirect?: RedirectionSideEffect;
}

/**
 * Delete with the spec's confirmation ('Are you absolutely sure?' ... 'permanently delete
 * {entity}?'): the shell words `ra.message.delete_title`/`delete_content`; here the entity is the
 * record's own name, passed as both `name` and `recordRepresentation` so either placeholder works.
 * Pessimistic, so a refused delete (e.g. a section that still has questions) keeps the record.
 */
export const DeleteRecordButton = ({ redirect = 'list' }: DeleteRecordButtonProps) => {
  const record = useRecordContext();
  const resource = useResourceContext();
  const getRecordRepresentation = useGetRecordRepresentation(resource);
  // Hidden from users who may not delete (authProvider.canAccess: e.g. staff and members).
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  if (!record || !canAccess) return null;
  const representation = getRecordRepresentation(record);
  const entity =
    representation == null || representation === '' || isValidElement(representation) ? `#${record.id}` : String(representation);
  return (
    <DeleteWithConfirmButton
      mutationMode="pessimistic"
      redirect={redirect}
      contentTranslateOptions={{ name: entity, recordRepresentation: entity }}
    />
  );
};
