import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { faqQuestions } from '../../src/resources/faq-questions/declaration.ts';
import { faqSections } from '../../src/resources/faq-sections/declaration.ts';
import { integrations } from '../../src/resources/integrations/declaration.ts';
import { genericResourceProps, memoryDataProvider, renderAdmin } from './resources-harness.tsx';

const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

describe('generic create and edit forms', { timeout: 30_000 }, () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('rejects an invalid integration URL with the declared message, then creates with a normalised URL', async () => {
    const dataProvider = memoryDataProvider({ integrations: [] });
    renderAdmin('/integrations/create', dataProvider, [genericResourceProps(integrations)]);

    const url = await screen.findByLabelText('URL');
    expect(url.getAttribute('type')).toBe('url');
    // Spec: "paste the root domain to index the whole site, or a specific page or subdirectory URL".
    expect(screen.getByText(/Paste the root domain to index the whole site/)).toBeTruthy();
    // Read-only fields (status, pages, error...) and json settings are not inputs.
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByLabelText('Pages')).toBeNull();
    expect(screen.queryByLabelText('Settings')).toBeNull();

    await userEvent.click(url);
    await userEvent.paste('not a url');
    await save();
    expect(await screen.findByText('Please enter a valid URL')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.clear(url);
    await userEvent.paste('grand-hotel.example/rooms/');
    await save();

    await waitFor(() => expect(dataProvider.create).toHaveBeenCalledTimes(1));
    const [, params] = dataProvider.create.mock.calls[0] as [string, { data: Record<string, unknown> }];
    expect(params.data).toMatchObject({
      url: 'https://grand-hotel.example/rooms/',
      kind: 'website',
      schedule: 'snapshot',
      access: 'staff',
    });
    expect(params.data).not.toHaveProperty('status');
    // Pessimistic create, then the show view of the new record.
    expect(await screen.findByText('https://grand-hotel.example/rooms/')).toBeTruthy();
  });

  it("refuses an empty FAQ section with the spec's message, blank text included", async () => {
    const dataProvider = memoryDataProvider({ 'faq-sections': [] });
    renderAdmin('/faq-sections/create', dataProvider, [genericResourceProps(faqSections)]);

    const title = await screen.findByLabelText(/Title/);
    await save();
    expect(await screen.findByText('You cannot create an empty section')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.type(title, '   ');
    await save();
    expect(await screen.findByText('You cannot create an empty section')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await userEvent.click(title);
    await userEvent.paste('x'.repeat(201));
    await save();
    expect(await screen.findByText('Must be 200 characters or less')).toBeTruthy();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('locks create-only fields in edit and sends only editable fields', async () => {
    const dataProvider = memoryDataProvider({
      'faq-sections': [{ id: 's1', title: 'Breakfast', position: 0 }],
      'faq-questions': [
        {
          id: 'q1',
          sectionId: 's1',
          question: 'When is breakfast served?',
          answer: 'From 7 to 10.',
          enabled: true,
          status: 'published',
          position: 1,
          updatedAt: '2025-01-01T00:00:00Z',
        },
      ],
    });
    renderAdmin('/faq-questions/q1', dataProvider, [genericResourceProps(faqSections), genericResourceProps(faqQuestions)]);

    const question = await screen.findByDisplayValue('When is breakfast served?');
    expect((question as HTMLTextAreaElement).disabled).toBe(true);
    expect(screen.getByText('Question text cannot be modified after creation')).toBeTruthy();
    // Spec: answer text cannot be modified directly (views.edit false).
    expect(screen.queryByDisplayValue('From 7 to 10.')).toBeNull();

    const position = screen.getByLabelText('Position');
    await userEvent.clear(position);
    await userEvent.type(position, '4');
    await save();

    await waitFor(() => expect(dataProvider.update).toHaveBeenCalledTimes(1));
    const [, params] = dataProvider.update.mock.calls[0] as [string, { id: string; data: Record<string, unknown> }];
    expect(params.id).toBe('q1');
    expect(params.data).toEqual({ sectionId: 's1', enabled: true, position: 4 });
  });

  it('shows server validation errors under their fields and keeps the input', async () => {
    // react-admin logs the rejected mutation; the refusal is the point of this test.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dataProvider = memoryDataProvider({ 'faq-sections': [{ id: 's1', title: 'Spa', position: 0 }] });
    dataProvider.update.mockImplementation(() =>
      Promise.reject(
        new HttpError('Please fill in all required fields', 400, {
          message: 'Please fill in all required fields',
          errors: { title: 'A section with this title already exists' },
        }),
      ),
    );
    renderAdmin('/faq-sections/s1', dataProvider, [genericResourceProps(faqSections)]);

    const title = await screen.findByDisplayValue('Spa');
    await userEvent.type(title, ' and wellness');
    await save();

    expect(await screen.findByText('A section with this title already exists')).toBeTruthy();
    expect(screen.getByDisplayValue('Spa and wellness')).toBeTruthy();
    expect(window.location.pathname).not.toContain('/show');
  });

  it('confirms a delete from the edit toolbar with the record name', async () => {
    const dataProvider = memoryDataProvider({ 'faq-sections': [{ id: 's1', title: 'Parking', position: 0 }] });
    renderAdmin('/faq-sections/s1', dataProvider, [genericResourceProps(faqSections)]);
    await screen.findByDisplayValue('Parking');

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you absolutely sure?')).toBeTruthy();
    expect(within(dialog).getByText('This action cannot be undone. Are you sure you want to permanently delete Parking?')).toBeTruthy();
  });
});
