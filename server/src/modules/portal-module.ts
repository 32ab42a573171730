import type { FastifyPluginAsync, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiDeps } from '../http';
import type { Mailer, SmsSender } from '../mail';
import type { FailureThrottle } from '../throttle';
import type { AccountReader } from './accounts/account-reader';
import type { MarketData } from './market-data/market-data';
import type { SalePricing } from './market-data/sale-pricing';
import type { WeatherService } from './weather/weather-service';

/** What every module is given: the server's services, made once at start (app.ts). */
export interface ModuleServices extends ApiDeps {
  clock: () => number;
  mailer: Mailer;
  sms: SmsSender;
  throttle: FailureThrottle;
  market: MarketData;
  /** How a sale is priced: the market's service, or a test's fixed prices. */
  salePricing: SalePricing;
  weather: WeatherService;
  /** The one read of a user's accounts (and its cache) that the accounts and start-up routes share. */
  readAccounts: AccountReader;
  /** Called when an account's price preferences change, so its price alerts watch the new prices. */
  pricingChanged: (accountReference: string) => Promise<void>;
}

/**
 * A module of the signed-in API: one Fastify plugin, given the services, registered under /api from the list in
 * portal-modules.ts. Its routes for one business account go inside registerAccountScope (/api/accounts/:id).
 */
export type PortalModule = FastifyPluginAsync<ModuleServices, RawServerDefault, ZodTypeProvider>;
