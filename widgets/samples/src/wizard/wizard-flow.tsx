import { defaultParcelName, parcelsKey, parcelsQuery, targetGradesFor, type Parcel, type ParcelList } from '@farm/area-my-account';
import { navigate, paths } from '@farm/core';
import type { DateRange } from '@farm/ui/lists';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ParcelChange } from './parcel-change';
import { ParcelDetailsStep } from './parcel-details-step';
import { ParcelSummaryStep } from './parcel-summary-step';
import { saveParcelChange, type SavedChange } from './save-parcel-change';
import { saveProblemText } from './save-problem';
import { SelectCommodityStep, type Commodity } from './select-commodity-step';
import { SelectSamplesStep } from './select-samples-step';
import { useParcelForm, type ParcelFormValues } from './use-parcel-form';
import { useChosenSamples, useCommoditySamples } from './use-wizard-samples';
import { wizardMessages } from './wizard-messages';
import { defaultWizardRange } from './wizard-range';
import { WizardStepper } from './wizard-stepper';

export interface WizardFlowProps {
  reference: string;
  /** The commodities the account has samples of (step 1). */
  commodities: readonly Commodity[];
  /** Edit mode: the parcel being edited, as read; every step starts filled in from it (§4). */
  editing: Parcel | null;
  /** 'Create another parcel': the wizard starts again. */
  onRestart: () => void;
}

const PARCELS_TAB = `${paths.grainSampling}?viewParcels`;

/**
 * The four steps of the parcel wizard (§2, §4) and the save. A save over someone else's (412) is re-applied to the
 * list as it is now when it still fits, and the summary says so; an edit of a parcel deleted meanwhile stays on step
 * 3 with the offer to create it anew.
 */
export function WizardFlow({ reference, commodities, editing, onRestart }: WizardFlowProps) {
  const queryClient = useQueryClient();
  const parcels = useQuery(parcelsQuery(reference));
  const [step, setStep] = useState(0);
  // Focus follows the step once the user has moved; the wizard's first showing leaves it where the page put it.
  const [moved, setMoved] = useState(false);
  const [commodity, setCommodity] = useState<Commodity | null>(editing?.commodity ?? null);
  const [chosen, setChosen] = useState<readonly string[]>(editing?.samples ?? []);
  const [range, setRange] = useState<DateRange>(() => defaultWizardRange(new Date()));
  const [defaultName, setDefaultName] = useState<string | null>(null);
  const [shared, setShared] = useState(editing?.shared ?? false);
  const [saved, setSaved] = useState<SavedChange | null>(null);
  const [deletedElsewhere, setDeletedElsewhere] = useState(false);
  const form = useParcelForm({
    parcelName: editing?.parcelName ?? '',
    tonnage: editing?.tonnage ?? '',
    targetGrade: editing?.targetGrade ?? 'None',
    notes: editing?.notes ?? '',
  });
  const go = (next: number) => {
    setMoved(true);
    setStep(next);
  };
  const save = useMutation({
    mutationFn: (change: ParcelChange) =>
      saveParcelChange(reference, change, queryClient.getQueryData<ParcelList>(parcelsKey(reference)) ?? { parcels: [], etag: null }, () =>
        queryClient.fetchQuery({ ...parcelsQuery(reference), staleTime: 0 }),
      ),
    onSuccess: (result) => {
      if ('conflict' in result) return setDeletedElsewhere(true);
      queryClient.setQueryData(parcelsKey(reference), result.list);
      setDeletedElsewhere(false);
      setSaved(result);
      go(3);
    },
  });
  const summaryList = useCommoditySamples(reference, commodity?.commodityNo ?? 0, range, step === 3 && commodity !== null);
  const summarySamples = useChosenSamples(reference, saved?.parcel.samples ?? [], summaryList.data?.items);

  const back = () => {
    save.reset();
    setDeletedElsewhere(false);
    go(step - 1);
  };
  const choose = (next: Commodity) => {
    if (next.commodityNo === commodity?.commodityNo) return;
    // §4: changing commodity clears the chosen samples; a grade the new commodity does not offer goes back to None.
    setCommodity(next);
    setChosen([]);
    if (!targetGradesFor(next.commodityNo).includes(form.getValues('targetGrade') ?? 'None')) form.setValue('targetGrade', 'None');
  };
  const toggle = (sampleId: string) => setChosen((now) => (now.includes(sampleId) ? now.filter((id) => id !== sampleId) : [...now, sampleId]));
  const confirmSamples = () => {
    // §4: a new parcel gets the first '{commodity} - Parcel {letter}' unused among the account's parcels, unless the
    // user has typed a name of their own; an edited parcel keeps its name.
    const name = form.getValues('parcelName');
    if (!editing && commodity && (!name || name === defaultName)) {
      const fresh = defaultParcelName(
        commodity.description,
        (parcels.data?.parcels ?? []).map((p) => p.parcelName),
      );
      form.setValue('parcelName', fresh);
      setDefaultName(fresh);
    }
    go(2);
  };
  const changeOf = (values: ParcelFormValues, asNew: boolean): ParcelChange => {
    const parcel = { ...values, commodity: commodity!, samples: [...chosen], shared };
    if (editing && !asNew) return { kind: 'update', parcelId: editing.parcelId, parcel, readLastUpdated: editing.lastUpdated };
    return { kind: 'create', parcel, nameIsDefault: values.parcelName === defaultName };
  };
  const createAnew = form.handleSubmit((values) => save.mutate(changeOf(values, true)));

  const offered = editing && !commodities.some((c) => c.commodityNo === editing.commodity.commodityNo) ? [...commodities, editing.commodity] : commodities;
  return (
    <>
      <WizardStepper steps={wizardMessages.steps} current={step} />
      {step === 0 && (
        <SelectCommodityStep
          commodities={offered}
          chosen={commodity}
          onChoose={choose}
          onNext={() => go(1)}
          onCancel={() => navigate(editing ? PARCELS_TAB : paths.grainSampling)}
          editing={editing !== null}
          focusHeading={moved}
        />
      )}
      {step === 1 && commodity && (
        <SelectSamplesStep
          reference={reference}
          commodity={commodity}
          parcels={parcels.data?.parcels ?? []}
          chosen={chosen}
          range={range}
          onRange={setRange}
          onToggle={toggle}
          onBack={back}
          onConfirm={confirmSamples}
          focusHeading={moved}
        />
      )}
      {step === 2 && commodity && (
        <ParcelDetailsStep
          form={form}
          commodityNo={commodity.commodityNo}
          shared={shared}
          onShared={setShared}
          editing={editing !== null}
          saving={save.isPending}
          problem={save.isError ? saveProblemText(save.error, editing !== null) : null}
          deletedElsewhere={deletedElsewhere}
          onCreateAnew={() => void createAnew()}
          onBack={back}
          onSave={(values) => save.mutate(changeOf(values, false))}
          focusHeading={moved}
        />
      )}
      {step === 3 && saved && (
        <ParcelSummaryStep
          parcel={saved.parcel}
          samples={summarySamples.rows}
          samplesPending={summarySamples.pending}
          note={saved.note}
          editing={editing !== null}
          onReturn={() => navigate(PARCELS_TAB)}
          onCreateAnother={onRestart}
          focusHeading={moved}
        />
      )}
    </>
  );
}
