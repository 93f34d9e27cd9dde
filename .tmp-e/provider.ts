import { HttpError, type CreateParams, type DataProvider, type DeleteManyParams, type DeleteParams, type GetListParams, type GetManyParams, type GetManyReferenceParams, type GetOneParams, type RaRecord, type UpdateManyParams, type UpdateParams } from 'react-admin';
type Db = Record<string, RaRecord[]>;

const matches = (record: RaRecord, filter: Record<string, unknown>): boolean =>
  Object.entries(filter).every(([key, wanted]) => {
    if (key === 'q') {
      const q = String(wanted).toLowerCase();
      return Object.values(record).some((v) => typeof v === 'string' && v.toLowerCase().includes(q));
    }
    const value: unknown = record[key];
    if (Array.isArray(wanted)) return wanted.includes(value);
    return value === wanted;
  });

const compare = (a: unknown, b: unknown) => (a === b ? 0 : a == null ? -1 : b == null ? 1 : String(a) < String(b) ? -1 : 1);

/** An in-memory DataProvider whose methods are spies, so tests can read what the screens asked. */
export const memoryDataProvider = (initial: Db) => {
  const db: Db = structuredClone(initial);
  let nextId = 1000;
  const table = (resource: string) => (db[resource] ??= []);
  const find = (resource: string, id: RaRecord['id']) => {
    const record = table(resource).find((r) => String(r.id) === String(id));
    if (!record) throw new HttpError('Not Found', 404, { message: 'Not Found' });
    return record;
  };
  // Plain records in, plain records out; react-admin's generic result types are asserted once below.
  const provider = {
    getList: async (resource: string, { filter = {}, sort, pagination }: GetListParams) => {
      let rows = table(resource).filter((r) => matches(r, filter as Record<string, unknown>));
      if (sort) rows = [...rows].sort((a, b) => compare(a[sort.field], b[sort.field]) * (sort.order === 'DESC' ? -1 : 1));
      const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
      return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
    },
    getOne: async (resource: string, { id }: GetOneParams) => ({ data: find(resource, id) }),
    getMany: async (resource: string, { ids }: GetManyParams) => ({ data: table(resource).filter((r) => ids.some((id) => String(id) === String(r.id))) }),
    getManyReference: async (resource: string, { target, id }: GetManyReferenceParams) => {
      const rows = table(resource).filter((r) => String(r[target]) === String(id));
      return { data: rows, total: rows.length };
    },
    create: async (resource: string, { data }: CreateParams) => {
      const record: RaRecord = { ...(data as Record<string, unknown>), id: String(nextId++) };
      table(resource).push(record);
      return { data: record };
    },
    update: async (resource: string, { id, data }: UpdateParams) => {
      const record = find(resource, id);
      Object.assign(record, data);
      return { data: record };
    },
    updateMany: async (resource: string, { ids, data }: UpdateManyParams) => {
      for (const id of ids) Object.assign(find(resource, id), data);
      return { data: ids };
    },
    delete: async (resource: string, { id }: DeleteParams) => {
      const record = find(resource, id);
      db[resource] = table(resource).filter((r) => r !== record);
      return { data: record };
    },
    deleteMany: async (resource: string, { ids }: DeleteManyParams) => {
      db[resource] = table(resource).filter((r) => !ids.some((id) => String(id) === String(r.id)));
      return { data: ids };
    },
  };
  const spied = Object.fromEntries(
    Object.entries(provider).map(([name, method]) => [name, method]),
  ) as unknown as DataProvider;
  return Object.assign(spied, { db });
};

