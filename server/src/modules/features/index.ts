import { getMyFeatures } from './get-my-features';
import { listFeatureToggles } from './list-feature-toggles';
import { updateFeatureToggle } from './update-feature-toggle';
import type { PortalModule } from '../portal-module';

export { togglesFor } from './get-my-features';
export { toggleRows, toToggle } from './toggle-queries';
export { subjectOf } from './subject-of';

/** Feature toggles: which a user has, and staff's edits to them. */
export const featuresModule: PortalModule = async (app, services) => {
  getMyFeatures(app, services);
  listFeatureToggles(app, services);
  updateFeatureToggle(app, services);
};
