export { ServiceHistoryPage as default } from './my-service.page';
