// What the widgets' client calls send and expect, held against the types openapi-typescript generates from the
// served API document. Compiled only by server/src/http/open-api-document.test.ts, which generates `./api-paths`
// in memory first: a line fails to compile when the document and a call part ways (a renamed field, a required
// one the call does not send, a response shape the call does not read).
import type { AccountUser } from '@farm/area-account-users/domain';
import type { ContractDetail, ListRow, Paged } from '@farm/area-my-account/domain';
import type { EmailPreferencesBody, Prices } from '@farm/core/domain';
import type { SaleDraft, SaleQuote, SaleResponse } from '@farm/area-crop-marketing/domain';
import type { PriceAlert, PriceAlertCreateParsed } from '@farm/area-alerts/domain';
import type { Weather } from '@farm/area-weather/domain';
import type { paths } from './api-paths';

type JsonOf<Part> = Part extends { content: { 'application/json': infer Body } } ? Body : never;
type Operation<Path extends keyof paths, Method extends keyof paths[Path]> = paths[Path][Method];
/** The answer an operation succeeds with: 200, or 201 where it creates something. */
type Success<Op> = Op extends { responses: { 200: infer Ok } } ? Ok : Op extends { responses: { 201: infer Created } } ? Created : never;
/** The envelope's `data` of an operation's successful answer. */
type Data<Path extends keyof paths, Method extends keyof paths[Path]> = JsonOf<Success<Operation<Path, Method>>> extends { data: infer D } ? D : never;
/** The JSON body an operation takes. */
type Body<Path extends keyof paths, Method extends keyof paths[Path]> = JsonOf<
  Operation<Path, Method> extends { requestBody?: infer B } ? NonNullable<B> : never
>;

/** Compiles only where the value is assignable to `Expected`. */
const fits = <Expected>(value: Expected): Expected => value;
const of = <T>(): T => undefined as unknown as T;

// Selling (widgets/prices): the draft it sends for a quote and a sale, and what it reads back.
fits<Body<'/api/accounts/{id}/quotes', 'post'>>(of<SaleDraft>());
fits<{ quote: SaleQuote }>(of<Data<'/api/accounts/{id}/quotes', 'post'>>());
fits<SaleResponse>(of<Data<'/api/accounts/{id}/contracts', 'post'>>());
fits<{ prices: Prices }>(of<Data<'/api/accounts/{id}/prices', 'get'>>());
// Price alerts (widgets/alerts).
fits<Body<'/api/accounts/{id}/price-alerts', 'post'>>(of<PriceAlertCreateParsed>());
fits<{ alert: PriceAlert }>(of<Data<'/api/accounts/{id}/price-alerts', 'post'>>());
fits<{ alerts: PriceAlert[] }>(of<Data<'/api/accounts/{id}/price-alerts', 'get'>>());
// Weather (widgets/weather), signed in and as a partner's embed.
fits<{ weather: Weather }>(of<Data<'/api/weather', 'get'>>());
fits<{ weather: Weather }>(of<Data<'/api/public/weather', 'get'>>());
// Account users (widgets/admin).
fits<{ users: AccountUser[] }>(of<Data<'/api/accounts/{id}/users', 'get'>>());
// E-mail preferences (widgets/shell): the same body both ways.
fits<Body<'/api/myuser/email-preferences', 'put'>>(of<EmailPreferencesBody>());
fits<EmailPreferencesBody>(of<Data<'/api/myuser/email-preferences', 'get'>>());
// My Account (widgets/my-account, widgets/movements): a page of a list, and a contract's details.
fits<Paged<ListRow<'movements'>>>(of<Data<'/api/accounts/{id}/movements', 'get'>>());
fits<ContractDetail>(of<Data<'/api/accounts/{id}/contracts/{reference}', 'get'>>());
