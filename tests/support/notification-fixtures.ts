import type { PortalNotification } from '@farm/core';

// The portal notifications of the mock API (the header bell's 'Alerts, offers and loads'), newest first, in the
// shape GET /accounts/{id}/notifications answers them. Fixed texts and times, so tests can name them.

export function notification(overrides: Partial<PortalNotification> & Pick<PortalNotification, 'id'>): PortalNotification {
  return {
    createdAt: '2026-11-23T10:30:00.000Z',
    title: 'Price alert: Feed Wheat',
    text: 'Feed Wheat Feb 27 reached £190.00/MT, at or above your target of £189.00/MT.',
    link: '/dashboard/myc',
    read: false,
    ...overrides,
  };
}

/** Two unread (an alert that fired, an offer that filled) and one read. */
export const demoNotifications = (): PortalNotification[] => [
  notification({ id: 'n-3', createdAt: '2026-11-23T10:30:00.000Z' }),
  notification({
    id: 'n-2',
    createdAt: '2026-11-23T09:15:00.000Z',
    title: 'Standing offer filled: Oilseed Rape',
    text: 'Your standing offer sold 58 MT of Oilseed Rape Jan 27 at £400.00/MT. Contract MFS-2026-000777.',
    link: '/dashboard/myc',
  }),
  notification({
    id: 'n-1',
    createdAt: '2026-11-20T14:00:00.000Z',
    title: 'Price alert: Feed Barley',
    text: 'Feed Barley Dec 26 fell to £160.00/MT, at or below your floor of £161.00/MT.',
    read: true,
  }),
];
