// The calculator elements' tags, for their definitions and the catalogue: a definition imports only its tag, so
// an embed does not carry the catalogue's texts.
export const SEED_REQUIRED_TAG = 'farm-seed-required-calculator';
export const SEED_RATE_TAG = 'farm-seed-rate-calculator';
export const LIMUS_TAG = 'farm-limus-calculator';
export const WHEAT_NITROGEN_TAG = 'farm-wheat-nitrogen-calculator';
