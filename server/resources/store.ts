import type { Db } from '../db.ts';
import { newRecordId } from '../ids.ts';
import type { Row } from './hooks.ts';
import { toParam, toWire, type ResourceModel } from './model.ts';
import type { ListQuery } from './query.ts';

type Values = Record<string, unknown>;

/** Parameterised SQL for one declared resource; every statement is scoped to one property. */
export interface ResourceStore {
  list(q: ListQuery): Promise<{ records: Row[]; total: number }>;
  get(propertyId: string, id: string): Promise<Row | undefined>;
  insert(propertyId: string, values: Values): Promise<Row>;
  update(propertyId: string, id: string, values: Values): Promise<Row | undefined>;
  remove(propertyId: string, id: string): Promise<Row | undefined>;
}

export function resourceStore(db: Db, model: ResourceModel): ResourceStore {
  const { table, selectList } = model;
  const wire = (row: Values) => toWire(model, row);
  /** Only declared fields reach SQL, whatever a hook returned. */
  const assignable = (values: Values) =>
    Object.entries(values).flatMap(([source, value]) => {
      const column = model.bySource.get(source);
      return column?.field && value !== undefined ? [{ column, value }] : [];
    });

  return {
    async list(q) {
      const sql = `SELECT ${selectList}, count(*) OVER ()::int AS "__total" FROM ${table} WHERE ${q.where} ORDER BY ${q.orderBy} LIMIT ${q.limit} OFFSET ${q.offset}`;
      const { rows } = await db.query<Values & { __total: number }>(sql, q.params);
      let total = rows.length ? Number(rows[0].__total) : 0;
      if (!rows.length && q.offset > 0) {
        // A page past the end has no rows to carry the window count.
        const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${table} WHERE ${q.where}`, q.params);
        total = Number(count.rows[0]?.total ?? 0);
      }
      return { records: rows.map(wire), total };
    },

    async get(propertyId, id) {
      const { rows } = await db.query<Values>(`SELECT ${selectList} FROM ${table} WHERE "property_id" = $1 AND "id" = $2`, [
        propertyId,
        id,
      ]);
      return rows[0] ? wire(rows[0]) : undefined;
    },

    async insert(propertyId, values) {
      const cells = assignable(values);
      // created_at is the id's own millisecond, so ordering by either follows creation.
      const { id, createdAt } = newRecordId();
      const columns = ['"id"', '"property_id"', '"created_at"', '"updated_at"', ...cells.map((c) => c.column.sql)];
      const placeholders = ['$1', '$2', '$3', '$3', ...cells.map((c, i) => `$${i + 4}::${c.column.type}`)];
      const params = [id, propertyId, createdAt.toISOString(), ...cells.map((c) => toParam(c.column, c.value))];
      const { rows } = await db.query<Values>(
        `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${placeholders.join(', ')}) RETURNING ${selectList}`,
        params,
      );
      return wire(rows[0]);
    },

    async update(propertyId, id, values) {
      const cells = assignable(values);
      if (!cells.length) return this.get(propertyId, id);
      const sets = cells.map((c, i) => `${c.column.sql} = $${i + 3}::${c.column.type}`);
      const params = [propertyId, id, ...cells.map((c) => toParam(c.column, c.value))];
      const { rows } = await db.query<Values>(
        `UPDATE ${table} SET ${sets.join(', ')}, "updated_at" = now() WHERE "property_id" = $1 AND "id" = $2 RETURNING ${selectList}`,
        params,
      );
      return rows[0] ? wire(rows[0]) : undefined;
    },

    async remove(propertyId, id) {
      const { rows } = await db.query<Values>(`DELETE FROM ${table} WHERE "property_id" = $1 AND "id" = $2 RETURNING ${selectList}`, [
        propertyId,
        id,
      ]);
      return rows[0] ? wire(rows[0]) : undefined;
    },
  };
}
