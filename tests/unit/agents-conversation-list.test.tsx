import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { TestTranslationProvider } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConversationList } from '../../src/custom/agents/ConversationList.tsx';

function renderList(props: Partial<Parameters<typeof ConversationList>[0]>) {
  const noop = vi.fn();
  // Keys stand for the texts: the test is about which state shows, not its wording.
  return render(
    <TestTranslationProvider translate={(key: string) => key}>
      <ConversationList conversations={[]} selected={null} onSelect={noop} onRename={noop} onDelete={noop} {...props} />
    </TestTranslationProvider>,
  );
}

describe('the agents history list states', () => {
  afterEach(cleanup);

  it('says it is loading rather than "No conversations yet" while the list loads', () => {
    renderList({ loading: true });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.queryByText('app.agents.no_history')).toBeNull();
  }, 30_000);

  it('says the list failed and offers to ask again', () => {
    const onRetry = vi.fn();
    renderList({ failed: true, onRetry });
    expect(screen.getByText('app.agents.history_failed')).toBeTruthy();
    expect(screen.queryByText('app.agents.no_history')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ra.action.refresh' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  }, 30_000);

  it('is empty only once loaded', () => {
    renderList({});
    expect(screen.getByText('app.agents.no_history')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  }, 30_000);
});
