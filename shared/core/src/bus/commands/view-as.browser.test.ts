import { expect } from 'chai';
import { http } from 'msw';
import { failure, ok } from '../../../../../tests/support/api-envelopes';
import { mockApi } from '../../../../../tests/support/mock-api-browser';
import { configureApi } from '../../api';
import { getCurrentUser } from '../../api/users/get-current-user';
import { VIEW_AS_HEADER, viewAsMessages } from '../../domain';
import { clearViewAs, readViewAs, writeViewAs } from '../../storage';
import { configureViewAs, setViewAsPageLoader, stopViewingAs, viewAsCustomer } from './view-as';

const SESSION = '7d0c9a52-0d43-4b8e-9b7e-1f2d3c4b5a69';
const viewing = { sessionId: SESSION, account: 'HARR0001', accountName: 'Harrison Farms Ltd' };
const END = `/api/staff/view-as/${SESSION}/end`;

const api = mockApi(
  http.post('/api/staff/view-as', () => ok({ session: { ...viewing, id: SESSION, startedAt: '2026-11-25T10:00:00.000Z' } }, 201)),
  http.post(END, () => ok({ ended: true })),
  http.get('/api/user', () => ok({ myUser: {} })),
);

describe('view as customer: the tab state and its page loads (issue 12)', () => {
  let loaded: string[];
  beforeEach(() => {
    loaded = [];
    clearViewAs();
    configureApi({ apiRoot: '/api', getAccessToken: async () => 'token' });
    configureViewAs();
    setViewAsPageLoader((path) => loaded.push(path));
  });
  afterEach(() => {
    setViewAsPageLoader(undefined);
    clearViewAs();
    configureApi({ getViewAs: undefined, onViewAsEnded: undefined });
  });

  it('opens a business: stores the session for this tab and loads the dashboard afresh', async () => {
    await viewAsCustomer('HARR0001');
    expect(readViewAs()).to.deep.equal(viewing);
    expect(loaded).to.deep.equal(['/dashboard']);
    const [start] = await api.requests.to('/api/staff/view-as', 'POST');
    expect(start?.body).to.deep.equal({ account: 'HARR0001' });
    expect(start?.headers.get(VIEW_AS_HEADER)).to.equal(null);
  });

  it('stores nothing and loads nothing when the server refuses to open the business', async () => {
    api.use(http.post('/api/staff/view-as', () => failure(403, 'VIEW_AS_NO_LEAD', viewAsMessages.noLead)));
    const error = await viewAsCustomer('BROO0001').catch((e: unknown) => e);
    expect((error as Error).message).to.equal(viewAsMessages.noLead);
    expect(readViewAs()).to.equal(undefined);
    expect(loaded).to.deep.equal([]);
  });

  it('stops viewing: ends the session without the header, forgets it and loads the staff dashboard', async () => {
    writeViewAs(viewing);
    await stopViewingAs();
    const [end] = await api.requests.to(END, 'POST');
    expect(end?.headers.get(VIEW_AS_HEADER)).to.equal(null);
    expect(readViewAs()).to.equal(undefined);
    expect(loaded).to.deep.equal(['/dashboard']);
  });

  it('keeps the view when the end call cannot reach the server, so it can be tried again', async () => {
    writeViewAs(viewing);
    api.use(http.post(END, () => failure(500, 'INTERNAL', 'Database down.')));
    const error = await stopViewingAs().catch((e: unknown) => e);
    expect(error).to.be.instanceOf(Error);
    expect(readViewAs()).to.deep.equal(viewing);
    expect(loaded).to.deep.equal([]);
  });

  it('goes back to the staff view when any call says the session has ended', async () => {
    writeViewAs(viewing);
    api.use(http.get('/api/user', () => failure(403, 'VIEW_AS_ENDED', viewAsMessages.ended)));
    await getCurrentUser().catch(() => undefined);
    const [call] = await api.requests.to('/api/user');
    expect(call?.headers.get(VIEW_AS_HEADER)).to.equal(SESSION);
    expect(readViewAs()).to.equal(undefined);
    expect(loaded).to.deep.equal(['/dashboard']);
  });
});
