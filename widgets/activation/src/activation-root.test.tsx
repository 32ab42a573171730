import { configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../tests/support/api-envelopes';
import { user } from '../../../tests/support/fixtures';
import { mockApi } from '../../../tests/support/mock-api-browser';
import { ActivationRoot } from './activation-root';

const pendingUser = user({
  email: 'activate@myfarm.example',
  username: 'activate@myfarm.example',
  application: { myfarm: { activate: true, acceptTerms: true } },
});
const activeUser = { ...pendingUser, application: { myfarm: { activate: false, acceptTerms: true } } };

const ACTIVATIONS_PATH = '/api/myuser/activations';
type ActivationRequest = { data: { activation: { key: string } } };

const api = mockApi(
  http.post(ACTIVATIONS_PATH, async ({ request }) => {
    const { key } = ((await request.json()) as ActivationRequest).data.activation;
    if (key === 'FARM2026A') return ok({ user: activeUser }, 201);
    if (key === 'BADFORMAT') return failure(400, 'VALIDATION_ERROR', 'body: bad');
    return failure(404, 'ACTIVATION_CODE_INCORRECT', 'Incorrect code entered. Please try again.');
  }),
  http.get('/api/user', () => ok({ user: { sub: 'u1', email: activeUser.email, name: activeUser.name, sessionId: null }, myUser: activeUser })),
);

describe('ActivationRoot', () => {
  const startPath = window.location.pathname;
  const sentKeys = async () => (await api.requests.to(ACTIVATIONS_PATH)).map((r) => (r.body as ActivationRequest).data.activation.key);

  beforeEach(() => {
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: pendingUser, internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', startPath);
  });

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-activation">
        <ActivationRoot />
      </WidgetRoot>,
    );
  const field = () => screen.getByLabelText('Activation code') as HTMLInputElement;
  const submit = async (code: string) => {
    const typist = userEvent.setup();
    await typist.clear(field());
    if (code) await typist.type(field(), code);
    await typist.click(screen.getByRole('button', { name: 'Activate' }));
  };

  it('says the code is required, without calling the server', async () => {
    renderPage();
    await submit('');
    expect((await screen.findByRole('alert')).textContent).to.equal('Activation code is required.');
    expect(field().getAttribute('aria-invalid')).to.equal('true');
    expect(field().getAttribute('aria-describedby')).to.contain(screen.getByRole('alert').id);
    expect(document.activeElement).to.equal(field());
    expect(await sentKeys()).to.deep.equal([]);
  });

  it('says the code is too short, without calling the server', async () => {
    renderPage();
    await submit('FARM20');
    expect((await screen.findByRole('alert')).textContent).to.equal('Activation code must be at least 8 characters long.');
    expect(await sentKeys()).to.deep.equal([]);
  });

  it('shows the incorrect-code message for a 404 and for a 400', async () => {
    renderPage();
    await submit('WRONGCODE');
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.'));
    await submit('BADFORMAT');
    await waitFor(async () => expect(await sentKeys()).to.deep.equal(['WRONGCODE', 'BADFORMAT']));
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.'));
  });

  it('sends the trimmed code, reloads the user and goes to the terms when they are pending', async () => {
    renderPage();
    await submit('  FARM2026A ');
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard/terms'));
    expect(await sentKeys()).to.deep.equal(['FARM2026A']);
    expect(session$.value?.user.application.myfarm.activate).to.equal(false);
  });
});
