export { weatherQuery } from './get-weather';
