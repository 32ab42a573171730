export { getOxburyProfile, oxburyProfileQuery } from './get-oxbury-profile';
