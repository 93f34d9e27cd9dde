/**
 * Shared set-up for the resource-screen tests: an in-memory data provider speaking react-admin's
 * DataProvider contract (with the simple-rest server's `q` and equality filters), English messages,
 * and an <Admin> on a memory router with a fresh memoryStore per render.
 */
import { configure, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import {
  Admin,
  HttpError,
  memoryStore,
  Resource,
  TestMemoryRouter,
  type CreateParams,
  type DataProvider,
  type DeleteManyParams,
  type DeleteParams,
  type GetListParams,
  type GetManyParams,
  type GetManyReferenceParams,
  type GetOneParams,
  type RaRecord,
  type ResourceProps,
  type TranslationMessages,
  type UpdateManyParams,
  type UpdateParams,
} from 'react-admin';
import { vi } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { resourceProps } from '../../src/resources/builders/index.tsx';
import { hasView } from '../../src/resources/builders/model.ts';
import { ResourceCreate } from '../../src/resources/builders/form/ResourceCreate.tsx';
import { ResourceEdit } from '../../src/resources/builders/form/ResourceEdit.tsx';
import { ResourceList } from '../../src/resources/builders/list/ResourceList.tsx';
import { ResourceShow } from '../../src/resources/builders/show/ResourceShow.tsx';
import type { ResourceDeclaration } from '../../src/resources/types.ts';

// Two shared cores and a full <Admin>: screens can take a few seconds to settle.
configure({ asyncUtilTimeout: 5000 });

type Messages = { [key: string]: string | Messages };

/** The product's English catalogue: react-admin's, the shell's and every feature folder's part. */
export const messages = en as unknown as Messages;

const i18nProvider = () =>
  polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

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
    getMany: async (resource: string, { ids }: GetManyParams) => ({
      data: table(resource).filter((r) => ids.some((id) => String(id) === String(r.id))),
    }),
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
    Object.entries(provider).map(([name, method]) => [name, vi.fn(method as (...args: unknown[]) => unknown)]),
  ) as unknown as { [K in keyof DataProvider]: DataProvider[K] & ReturnType<typeof vi.fn> };
  return Object.assign(spied, { db });
};

/** The generic screens themselves (eager), whatever overrides a resource may have later. */
export const genericResourceProps = (decl: ResourceDeclaration): ResourceProps => ({
  name: decl.name,
  recordRepresentation: resourceProps(decl).recordRepresentation,
  list: <ResourceList decl={decl} overrides={{}} />,
  create: hasView(decl, 'create') ? <ResourceCreate decl={decl} overrides={{}} /> : undefined,
  edit: hasView(decl, 'edit') ? <ResourceEdit decl={decl} overrides={{}} /> : undefined,
  show: hasView(decl, 'show') ? <ResourceShow decl={decl} overrides={{}} /> : undefined,
});

export const renderAdmin = (path: string, dataProvider: DataProvider, resources: ResourceProps[]) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <Admin dataProvider={dataProvider} i18nProvider={i18nProvider()} store={memoryStore()}>
        {resources.map((props) => (
          <Resource key={props.name} {...props} />
        ))}
      </Admin>
    </TestMemoryRouter>,
  );
