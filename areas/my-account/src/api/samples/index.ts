export { parcelsKey, parcelsQuery, sampleDetailQuery, sampleFiltersQuery, saveParcels } from './sample-queries';
export type { ParcelList } from './sample-queries';
