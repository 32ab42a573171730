import { myAccountMessages, targetGradesFor, type Parcel, type ParcelInput } from '@farm/area-my-account';
import { parcelFormSchema } from '@farm/area-my-account';
import { http, HttpResponse } from 'msw';
import { failure, ok } from '../../../../tests/support/api-envelopes';
import { demoParcels, demoWizardSamples } from './parcel-fixtures';
import { samplesHandlers } from './samples-handlers';

// '*/api': any origin, so node tests (whose requests go to http://localhost) match as the browser's do.
const PARCELS = '*/api/accounts/:reference/grain-sample/parcels';
const CREATED_BY = 'grower@myfarm.example';

/** An account's parcels and their version (the ETag); null while it never saved any (GET answers 404). */
type ParcelList = { version: number; parcels: Parcel[] } | null;

export interface ParcelsHandlersOptions {
  /** Each account's parcels at the start; null for an account that never saved any. */
  start?: () => Parcel[] | null;
}

const pick = (parcel: Parcel, keys: string[]) => Object.fromEntries(keys.map((key) => [key, parcel[key as keyof Parcel]]));
const etagOf = (version: number) => `"${version}"`;
const answer = (list: { version: number; parcels: Parcel[] }) =>
  HttpResponse.json({ status: 200, data: { parcels: list.parcels } }, { headers: { ETag: etagOf(list.version) } });

/** Why the server would refuse a saved list (§5 field rules, a grade not offered, a parcel without samples), if it would. */
function refusalOf(parcels: ParcelInput[], kept: Map<string, Parcel>): Response | undefined {
  const sampleIds = new Map(demoWizardSamples().map((sample) => [sample.sampleId, sample.commodityNo]));
  for (const [index, input] of parcels.entries()) {
    const fields = parcelFormSchema.safeParse(input);
    if (!fields.success) {
      const issue = fields.error.issues[0]!;
      return failure(400, 'VALIDATION_ERROR', `body.parcels.${index}.${issue.path.join('.')}: ${issue.message}`);
    }
    if (input.parcelId !== undefined && !kept.has(input.parcelId)) return failure(400, 'PARCEL_NOT_IN_LIST', myAccountMessages.parcelsChanged);
    if (!targetGradesFor(input.commodity.commodityNo).includes(input.targetGrade ?? 'None')) {
      return failure(400, 'TARGET_GRADE_NOT_OFFERED', myAccountMessages.targetGradeNotOffered);
    }
    if (input.samples.length === 0) return failure(400, 'VALIDATION_ERROR', `body.parcels.${index}.samples: Too small: expected array to have >=1 items`);
    if (input.samples.some((id) => sampleIds.get(id) !== input.commodity.commodityNo)) {
      return failure(400, 'PARCEL_SAMPLE_NOT_OFFERED', myAccountMessages.parcelSampleNotOffered);
    }
  }
  return undefined;
}

/**
 * The parcels API of issue 15 over one list per account, as the contract has it: GET with an ETag (404 while the
 * account never saved any), POST only while none exist (else 412), PUT with If-Match (none: 428; stale: 412, nothing
 * written) replacing the whole list, kept parcels keeping their id and creation, new ones getting an id. Each call of
 * parcelsHandlers keeps its own lists, so a test starts from `start`. `changeElsewhere` saves as another browser
 * would, moving the version on.
 */
export function parcelsHandlers({ start = demoParcels }: ParcelsHandlersOptions = {}) {
  const lists = new Map<string, ParcelList>();
  let made = 0;
  const listOf = (reference: string): ParcelList => {
    if (!lists.has(reference)) {
      const parcels = start();
      lists.set(reference, parcels && { version: 1, parcels });
    }
    return lists.get(reference)!;
  };
  const save = (reference: string, inputs: ParcelInput[], previous: ParcelList) => {
    const kept = new Map((previous?.parcels ?? []).map((p) => [p.parcelId, p]));
    const now = new Date().toISOString();
    const parcels = inputs.map((input): Parcel => {
      const before = input.parcelId === undefined ? undefined : kept.get(input.parcelId);
      const fields = {
        parcelName: input.parcelName.trim(),
        commodity: input.commodity,
        samples: input.samples,
        tonnage: (input.tonnage ?? '').trim(),
        targetGrade: input.targetGrade ?? 'None',
        notes: input.notes ?? '',
        shared: input.shared ?? false,
      };
      if (before) {
        const unchanged = JSON.stringify(fields) === JSON.stringify({ ...fields, ...pick(before, Object.keys(fields)) });
        return { ...before, ...fields, lastUpdated: unchanged ? before.lastUpdated : now };
      }
      made += 1;
      return { parcelId: `00000000-0000-4000-c000-${String(made).padStart(12, '0')}`, ...fields, created: now, createdBy: CREATED_BY, lastUpdated: now };
    });
    const list = { version: (previous?.version ?? 0) + 1, parcels };
    lists.set(reference, list);
    return list;
  };
  const write = async (request: Request, reference: string, previous: ParcelList) => {
    const body = (await request.json()) as { parcels?: ParcelInput[] };
    if (!Array.isArray(body.parcels)) return failure(400, 'VALIDATION_ERROR', 'body.parcels: Invalid input: expected array, received undefined');
    const refused = refusalOf(body.parcels, new Map((previous?.parcels ?? []).map((p) => [p.parcelId, p])));
    return refused ?? answer(save(reference, body.parcels, previous));
  };

  return {
    handlers: [
      http.get(PARCELS, ({ params }) => {
        const list = listOf(String(params.reference));
        return list ? answer(list) : failure(404, 'PARCELS_NOT_FOUND', myAccountMessages.parcelsNotFound);
      }),
      http.post(PARCELS, async ({ params, request }) => {
        const reference = String(params.reference);
        const list = listOf(reference);
        if (list) return failure(412, 'PARCELS_CHANGED', myAccountMessages.parcelsExist);
        return write(request, reference, list);
      }),
      http.put(PARCELS, async ({ params, request }) => {
        const reference = String(params.reference);
        const ifMatch = request.headers.get('If-Match');
        if (!ifMatch) return failure(428, 'PRECONDITION_REQUIRED', myAccountMessages.parcelsPreconditionRequired);
        const list = listOf(reference);
        if (!list || ifMatch !== etagOf(list.version)) return failure(412, 'PARCELS_CHANGED', myAccountMessages.parcelsChanged);
        return write(request, reference, list);
      }),
      http.get('*/api/accounts/:reference/parcels/:parcelId', ({ params }) => {
        const found = listOf(String(params.reference))?.parcels.find((p) => p.parcelId === params.parcelId);
        return found ? ok({ parcel: found }) : failure(404, 'PARCEL_NOT_FOUND', 'No data found');
      }),
    ],
    /** The account's parcels now (what a GET would answer), or null while it has none saved. */
    parcelsOf: (reference: string) => listOf(reference)?.parcels ?? null,
    /** Another browser's save: `change` gets the list as it is and answers the new one. */
    changeElsewhere: (reference: string, change: (parcels: Parcel[]) => Parcel[]) => {
      const list = listOf(reference);
      lists.set(reference, { version: (list?.version ?? 0) + 1, parcels: change(list?.parcels ?? []) });
    },
  };
}

/** The sample calls the parcel wizard makes (§7 wizard calls), over the wizard's own demo samples. */
export const wizardSampleHandlers = () => samplesHandlers(() => demoWizardSamples());
