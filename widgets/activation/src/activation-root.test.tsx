import { configureApi, session$ } from '@farm/core';
import { WidgetRoot } from '@farm/ui';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'chai';
import { fakeFetch, jsonResponse, restoreFetch, type FetchCall } from '../../../tests/support/fake-fetch';
import { user } from '../../../tests/support/fixtures';
import { ActivationRoot } from './activation-root';

const pendingUser = user({ email: 'activate@myfarm.example', username: 'activate@myfarm.example', application: { myfarm: { activate: true, acceptTerms: true } } });
const activeUser = { ...pendingUser, application: { myfarm: { activate: false, acceptTerms: true } } };

const json = (status: number, body: unknown) => jsonResponse(body, status);
const ACTIVATIONS_PATH = '/api/myuser/activations';

describe('ActivationRoot', () => {
  const startPath = window.location.pathname;
  let requests: FetchCall[] = [];
  const keyOf = (call: FetchCall) => (call.body as { data: { activation: { key: string } } }).data.activation.key;
  const sentKeys = () => requests.filter((call) => call.url.pathname === ACTIVATIONS_PATH).map(keyOf);

  beforeEach(() => {
    requests = fakeFetch((call) => {
      const path = call.url.pathname;
      if (path === ACTIVATIONS_PATH) {
        const key = keyOf(call);
        if (key === 'FARM2026A') return json(201, { status: 200, data: { user: activeUser } });
        if (key === 'BADFORMAT') return json(400, { status: 400, errorCode: 'VALIDATION_ERROR', errorMessage: 'body: bad' });
        return json(404, { status: 404, errorCode: 'ACTIVATION_CODE_INCORRECT', errorMessage: 'Incorrect code entered. Please try again.' });
      }
      if (path === '/api/user') {
        return json(200, { status: 200, data: { user: { sub: 'u1', email: activeUser.email, name: activeUser.name, sessionId: null }, myUser: activeUser } });
      }
      return json(500, { status: 500, errorCode: 'UNEXPECTED', errorMessage: path });
    });
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    session$.next({ user: pendingUser, internal: false, getAccessToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    restoreFetch();
    window.history.replaceState(null, '', startPath);
  });

  const renderPage = () =>
    render(
      <WidgetRoot cacheKey="test-activation">
        <ActivationRoot />
      </WidgetRoot>,
    );
  const field = () => screen.getByLabelText('Activation code') as HTMLInputElement;
  const submit = (code: string) => {
    fireEvent.change(field(), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
  };

  it('says the code is required, without calling the server', async () => {
    renderPage();
    submit('');
    expect((await screen.findByRole('alert')).textContent).to.equal('Activation code is required.');
    expect(field().getAttribute('aria-invalid')).to.equal('true');
    expect(field().getAttribute('aria-describedby')).to.contain(screen.getByRole('alert').id);
    expect(sentKeys()).to.deep.equal([]);
  });

  it('says the code is too short, without calling the server', async () => {
    renderPage();
    submit('FARM20');
    expect((await screen.findByRole('alert')).textContent).to.equal('Activation code must be at least 8 characters long.');
    expect(sentKeys()).to.deep.equal([]);
  });

  it('shows the incorrect-code message for a 404 and for a 400', async () => {
    renderPage();
    submit('WRONGCODE');
    await waitFor(() => expect(screen.getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.'));
    submit('BADFORMAT');
    await waitFor(() => expect(sentKeys()).to.deep.equal(['WRONGCODE', 'BADFORMAT']));
    expect(screen.getByRole('alert').textContent).to.equal('Incorrect code entered. Please try again.');
  });

  it('sends the trimmed code, reloads the user and goes to the terms when they are pending', async () => {
    renderPage();
    submit('  FARM2026A ');
    await waitFor(() => expect(window.location.pathname).to.equal('/dashboard/terms'));
    expect(sentKeys()).to.deep.equal(['FARM2026A']);
    expect(session$.value?.user.application.myfarm.activate).to.equal(false);
  });
});
