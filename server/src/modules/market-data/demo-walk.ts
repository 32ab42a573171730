import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

export const DAY_MS = 86_400_000;
/** Every walk starts here, so a price at a given time is the same on every instance and every start. */
const EPOCH_DAY = Date.UTC(2024, 0, 1) / DAY_MS;
/** How strongly a day's price is pulled back towards the base: keeps two years of walking within reason. */
const MEAN_REVERSION = 0.015;
/** Intraday moves are a little livelier than the day's net move alone would give. */
const INTRADAY_NOISE = 1.6;

/** A stable 32-bit seed from a series name and numbers (FNV-1a). */
function seedOf(name: string, ...parts: number[]): number {
  let hash = 0x811c9dc5;
  for (const char of `${name}:${parts.join(':')}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash | 0;
}

type Rng = ReturnType<typeof xoroshiro128plus>;

/** A standard normal number (Box-Muller). */
function normal(rng: Rng): number {
  const u = 1 - uniformFloat64(rng);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * uniformFloat64(rng));
}

interface IntradayPath {
  rng: Rng;
  /** Log-price offsets from the previous close, tick by tick, as far as asked so far. */
  offsets: number[];
}

/**
 * A deterministic price series: a mean-reverting random walk of daily closes from 2024-01-01, and between two
 * closes a Brownian bridge of `ticksPerDay` steps, so every intraday tick leads to the day's close.
 */
export class DemoWalk {
  private readonly logCloses: number[] = [];
  private readonly intraday = new Map<number, IntradayPath>();

  constructor(
    private readonly name: string,
    private readonly basePrice: number,
    private readonly dailyVolatility: number,
    private readonly ticksPerDay: number,
  ) {}

  /** The close of a UTC day (days since 1970), before any intraday tick. */
  close(day: number): number {
    return Math.exp(this.logClose(day));
  }

  /** The price at a time: the previous day's close moved along today's bridge to the current tick. */
  at(time: number): number {
    const day = Math.floor(time / DAY_MS);
    const tick = Math.floor((time - day * DAY_MS) / (DAY_MS / this.ticksPerDay));
    return Math.exp(this.logClose(day - 1) + this.offset(day, tick));
  }

  private logClose(day: number): number {
    const index = day - EPOCH_DAY;
    const base = Math.log(this.basePrice);
    if (index < 0) return base;
    while (this.logCloses.length <= index) {
      const previous = this.logCloses.at(-1) ?? base;
      const rng = xoroshiro128plus(seedOf(this.name, EPOCH_DAY + this.logCloses.length));
      this.logCloses.push(previous + MEAN_REVERSION * (base - previous) + this.dailyVolatility * normal(rng));
    }
    return this.logCloses[index]!;
  }

  private offset(day: number, tick: number): number {
    const target = this.logClose(day) - this.logClose(day - 1);
    let path = this.intraday.get(day);
    if (!path) {
      path = { rng: xoroshiro128plus(seedOf(`${this.name}/intraday`, day)), offsets: [0] };
      this.intraday.set(day, path);
      for (const old of this.intraday.keys()) if (old < day - 1) this.intraday.delete(old);
    }
    const n = this.ticksPerDay;
    const step = (INTRADAY_NOISE * this.dailyVolatility) / Math.sqrt(n);
    while (path.offsets.length <= tick) {
      const k = path.offsets.length - 1;
      const current = path.offsets[k]!;
      const remaining = n - k;
      path.offsets.push(current + (target - current) / remaining + step * Math.sqrt((remaining - 1) / remaining) * normal(path.rng));
    }
    return path.offsets[tick]!;
  }
}
