import type { ApiApp, ApiDeps } from '../../http';
import { getMyFeatures } from './get-my-features';
import { listFeatureToggles } from './list-feature-toggles';
import { updateFeatureToggle } from './update-feature-toggle';

export { togglesFor } from './get-my-features';
export { toggleRows, toToggle } from './toggle-queries';
export { subjectOf } from './subject-of';

export function featureRoutes(app: ApiApp, deps: ApiDeps): void {
  getMyFeatures(app, deps);
  listFeatureToggles(app, deps);
  updateFeatureToggle(app, deps);
}
