import { defineResource } from '../types.ts';

/** Roles of a property membership: staff add and edit; admins also approve, reject and publish. */
export const memberRoles = ['staff', 'admin'] as const;
export type MemberRole = (typeof memberRoles)[number];

/**
 * The people who may use the signed-in property. Stored in the `memberships` table (the same rows
 * sign-in checks), joined with `users` for the name; routes in server/members/routes.ts. Inviting
 * an email that has never signed in creates the user, bound to their identity at first sign-in.
 */
export const members = defineResource({
  name: 'members',
  table: 'memberships',
  icon: 'Group',
  recordRepresentation: 'email',
  fields: [
    {
      source: 'email',
      kind: 'text',
      required: true,
      createOnly: true,
      maxLength: 320,
      searchable: true,
      sortable: true,
      message: 'app.members.email_required',
    },
    { source: 'name', kind: 'text', readOnly: true, searchable: true, sortable: true },
    { source: 'role', kind: 'enum', choices: memberRoles, required: true, default: 'staff', filter: true, sortable: true },
    { source: 'origin', kind: 'enum', choices: ['invite', 'groups', 'seed'], readOnly: true, default: 'invite' },
    { source: 'userId', kind: 'text', readOnly: true, views: { show: false, edit: false, create: false } },
  ],
  list: ['email', 'name', 'role', 'createdAt'],
  defaultSort: { field: 'email', order: 'ASC' },
  search: true,
  menu: { group: 'main', order: 90 },
  views: { create: true, edit: true, show: false },
});
