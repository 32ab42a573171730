import { notifications$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { NotificationsMenu } from './notifications-menu';

const note = (id: number) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  releaseDate: `2026-0${id}-01T09:00:00.000Z`,
  content: { releaseTitle: `Release ${id}` },
});

describe('NotificationsMenu', () => {
  const startPath = window.location.pathname;
  afterEach(() => {
    cleanup();
    act(() => notifications$.next([]));
    window.history.replaceState(null, '', startPath);
  });

  const openMenu = async () => {
    notifications$.next([note(3), note(2), note(1)]);
    const typist = userEvent.setup();
    render(
      <WidgetRoot cacheKey="test-notifications">
        <NotificationsMenu />
      </WidgetRoot>,
    );
    await typist.click(bell());
    return { typist, menu: screen.getByRole('menu', { name: 'Latest updates' }) };
  };
  const bell = () => screen.getByRole('button', { name: 'Notifications' });

  it('opens the update centre on the note that was clicked, not on the newest', async () => {
    const { typist, menu } = await openMenu();
    const second = within(menu).getByRole('menuitem', { name: /Release 2/ });
    expect(second.getAttribute('href')).to.equal(`/dashboard/updatecentre?note=${note(2).id}`);
    await typist.click(second);
    expect(window.location.pathname + window.location.search).to.equal(`/dashboard/updatecentre?note=${note(2).id}`);
    expect(screen.queryByRole('menu')).to.equal(null);
    expect(document.activeElement === bell()).to.equal(true);
  });

  it('has View all for the update centre as it opens by itself', async () => {
    const { typist, menu } = await openMenu();
    await typist.click(within(menu).getByRole('menuitem', { name: 'View all' }));
    expect(window.location.pathname + window.location.search).to.equal('/dashboard/updatecentre');
  });

  it('moves between notes with the arrow keys and gives focus back to the bell on Escape', async () => {
    const { typist, menu } = await openMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(document.activeElement === items[0]).to.equal(true);
    await typist.keyboard('{ArrowDown}');
    expect(document.activeElement === items[1]).to.equal(true);
    await typist.keyboard('{End}');
    expect(document.activeElement?.textContent).to.equal('View all');
    await typist.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).to.equal(null);
    expect(document.activeElement === bell()).to.equal(true);
  });
});
