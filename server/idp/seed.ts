import { newRecordId } from '../ids.ts';
import type { AppContext } from '../types.ts';
import { devProperties, devUsers } from './dev-accounts.ts';

export { devProperties, devUsers, parseDevProperties, parseDevUsers } from './dev-accounts.ts';

/** The row id of a development user: stable across restarts, so product tokens stay valid. */
export const devUserId = (email: string) => `dev-${email}`;

/**
 * Development users and properties from DEV_USERS / DEV_PROPERTIES; every user is a member of
 * every property, with the role DEV_USERS gives. Upserts only: safe on every boot, and it never removes rows someone added.
 * The user's subject is the email, which is what the development provider puts in `sub`.
 */
export async function seedDevelopment(ctx: AppContext): Promise<void> {
  const users = devUsers(ctx.config);
  const properties = devProperties(ctx.config);
  await ctx.db.transaction(async (tx) => {
    for (const p of properties) {
      await tx.query(`INSERT INTO properties (id, name) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`, [
        p.id,
        p.name,
      ]);
    }
    for (const u of users) {
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO users (id, subject, email, name) VALUES ($1, $2, $2, $3)
         ON CONFLICT (subject) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name
         RETURNING id`,
        [devUserId(u.email), u.email, u.name],
      );
      for (const p of properties) {
        // DEV_USERS decides development roles; a restart restores them (an edit on the Members screen lasts until then).
        await tx.query(
          `INSERT INTO memberships (id, user_id, property_id, role, origin) VALUES ($1, $2, $3, $4, 'seed')
           ON CONFLICT (user_id, property_id) DO UPDATE SET role = EXCLUDED.role`,
          [newRecordId().id, rows[0].id, p.id, u.role],
        );
      }
    }
  });
  ctx.log.info({ users: users.map((u) => u.email), properties: properties.map((p) => p.id) }, 'development users and properties ready');
}
