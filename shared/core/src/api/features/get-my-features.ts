import type { FeatureToggle } from '../../domain';
import { apiRequest } from '../api-request';

/** GET /myuser/features: the feature toggles for the signed-in user (spec 1 §5), loaded at start. */
export async function getMyFeatures(): Promise<FeatureToggle[]> {
  const data = await apiRequest<{ toggles: FeatureToggle[] }>('/myuser/features');
  return data.toggles;
}
