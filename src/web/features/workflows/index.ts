export { categoryLabel, daysLabel, typeLabel } from './workflow-labels';
