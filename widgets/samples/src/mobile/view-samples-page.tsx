/** The older View samples page (spec 3 §2 grainsamples), shown on a phone: cards and Load More by 10. To be built. */
export function ViewSamplesPage({ reference }: { reference: string }) {
  return <p>View samples of {reference}</p>;
}
