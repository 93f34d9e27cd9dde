import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resourceProps } from '../../src/resources/builders/index.tsx';
import { loadOverrides } from '../../src/resources/builders/overrides.ts';
import { defineResource } from '../../src/resources/types.ts';
import { memoryDataProvider, renderAdmin } from './resources-harness.tsx';

/** A resource nobody wrote screens, labels or icons for: the declaration alone must do. */
const rooms = defineResource({
  name: 'rooms',
  table: 'rooms',
  icon: 'Hotel',
  recordRepresentation: 'label',
  fields: [
    { source: 'label', kind: 'text', required: true, maxLength: 40, sortable: true },
    { source: 'view', kind: 'enum', choices: ['sea_view', 'garden'], status: false, filter: true },
    { source: 'floor', kind: 'number', min: 0, max: 50 },
    { source: 'smoking', kind: 'boolean', default: false },
    { source: 'amenities', kind: 'tags', choices: ['minibar', 'balcony', 'bathtub'] },
  ],
  list: ['label', 'view', 'floor', 'amenities'],
  defaultSort: { field: 'label', order: 'ASC' },
  search: true,
});

describe('a throwaway declaration', { timeout: 30_000 }, () => {
  afterEach(cleanup);

  it('has no screen overrides to load', async () => {
    expect(await loadOverrides('rooms')).toEqual({});
  });

  it('gets a list and a create form from the declaration alone', async () => {
    const dataProvider = memoryDataProvider({
      rooms: [{ id: 'r1', label: '101', view: 'sea_view', floor: 1, smoking: false, amenities: ['minibar', 'balcony', 'bathtub'] }],
    });
    renderAdmin('/rooms', dataProvider, [resourceProps(rooms)]);

    // Lazy-loaded generic list, labels humanized from sources and values.
    const table = await screen.findByRole('table');
    const headers = Array.from(table.querySelectorAll('thead th'))
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    expect(headers).toEqual(['Label', 'View', 'Floor', 'Amenities']);
    expect(screen.getByText('Sea view')).toBeTruthy();
    expect(screen.getByText('+1')).toBeTruthy();
    expect(screen.getByPlaceholderText('Search')).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Create' }));
    const label = await screen.findByLabelText(/Label/);
    expect(screen.getByLabelText('Floor')).toBeTruthy();
    expect(screen.getByLabelText('Smoking')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeTruthy();

    await userEvent.click(label);
    await userEvent.paste('202');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    expect(dataProvider.create).toHaveBeenCalledWith(
      'rooms',
      expect.objectContaining({ data: expect.objectContaining({ label: '202', smoking: false }) }),
    );
    // Redirected to the new record's generic show view.
    expect(await screen.findByText('Id')).toBeTruthy();
    expect(screen.getByText('Smoking')).toBeTruthy();
    expect(dataProvider.db.rooms.map((r) => r.label)).toEqual(['101', '202']);
  });
});
